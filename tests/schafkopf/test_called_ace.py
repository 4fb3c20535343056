"""The called ace (Rufsau): calling, the holder's duties, running away, the last-trick
exception and the caller's free cards (schafkopf.md "Sauspiel (Rufspiel) and the called ace"
items 1-4)."""

from __future__ import annotations

from trickgames import schafkopf as sk
from trickgames.schafkopf.called_ace import call_problem, callable_suits
from trickgames.schafkopf.cards import Suit
from trickgames.schafkopf.hands import hand_mask

from .helpers import cards, design, refused, run, start

# p1 calls Gras (holds G7); p2 holds GA GZ GK and no trump; p0 leads.
HANDS_A = (
    "EO GO HO SO G9 G8 E7 S7",
    "EU GU HU SU HA HZ G7 E9",
    "GA GZ GK EA EZ SA SZ SK",
    "HK H9 H8 H7 EK E8 S9 S8",
)
# The same, but p2 holds four Gras cards (GA GZ GK G8) and p0 holds SK instead of G8.
HANDS_B = (
    "EO GO HO SO G9 SK E7 S7",
    "EU GU HU SU HA HZ G7 E9",
    "GA GZ GK G8 EA EZ SA SZ",
    "HK H9 H8 H7 EK E8 S9 S8",
)
BIDDING = "p0 pass; p1 bid; p2 pass; p3 pass; p1 declare sauspiel-gras"


def plays(state: sk.State, seat: int) -> set[str]:
    return {a.card.name for a in sk.legal_actions(state, seat) if isinstance(a, sk.Play)}


def game(hands: tuple[str, ...] = HANDS_A, rules: str | sk.Rules = "standard") -> sk.State:
    return run(start(hands, rules), BIDDING)


def test_callable_suits_and_problems() -> None:
    """The caller needs a non-trump card of the suit and must not hold its ace; Herz is
    never called (Sauspiel, calling)."""
    mask = hand_mask(cards("EO GU G7 SA S9 E9 HA H7"))
    assert callable_suits(mask, short=False) == (Suit.EICHEL, Suit.GRAS)
    assert call_problem(mask, Suit.SCHELLEN, False) is not None
    assert call_problem(mask, Suit.GRAS, False) is None
    only_trumps = hand_mask(cards("EO GO GU SU SO HA HZ H9"))
    assert callable_suits(only_trumps, short=False) == ()


def test_the_holder_is_the_secret_partner() -> None:
    """The holder of the called ace is on the declaring side (Sauspiel)."""
    state = game()
    assert state.game is not None
    assert state.game.partner == 2 and state.game.side == (False, True, True, False)
    assert not state.game.searched


def test_holder_must_play_the_ace_when_the_suit_is_first_led() -> None:
    """1. When X is led, the holder must play the ace (Sauspiel item 1)."""
    state = run(game(), "p0 play G9", "p1 play G7")
    assert plays(state, 2) == {"GA"}
    err = refused(state, "p2 play GZ", "must_play_called_ace")
    assert str(err) == "p2 must play the called ace GA: Gras is led for the first time"
    state = run(state, "p2 play GA", "p3 play EK")
    assert state.game is not None and state.game.searched
    assert state.tricks[0].winner == 2


def test_caller_leading_the_suit_also_forces_the_ace() -> None:
    """The caller may lead his X cards freely; the holder must then play the ace (items 1,
    4)."""
    state = run(game(), "p0 play S7", "p1 play HA", "p2 play SK", "p3 play S9")
    assert state.turn == 1
    assert "G7" in plays(state, 1)
    state = run(state, "p1 play G7", "p2 play GA")
    assert state.trick[-1].name == "GA"


def test_ace_may_not_be_discarded_before_the_suit_is_searched() -> None:
    """2. Until X has been searched the holder must not discard the ace on another lead
    (item 2)."""
    state = run(game(), "p0 play EO", "p1 play EU")
    assert "GA" not in plays(state, 2)
    assert plays(state, 2) == {"GZ", "GK", "EA", "EZ", "SA", "SZ", "SK"}
    err = refused(state, "p2 play GA", "called_ace_discard")
    assert "before Gras has been led" in str(err)


def test_ace_may_be_led_at_any_time_other_cards_of_the_suit_not() -> None:
    """3. While X is unsearched the holder may lead X only with the ace (item 3)."""
    state = run(game(), "p0 play E7", "p1 play E9", "p2 play EA", "p3 play EK")
    assert state.turn == 2
    assert plays(state, 2) == {"GA", "EZ", "SA", "SZ", "SK"}
    err = refused(state, "p2 play GZ", "called_suit_lead")
    assert "running away needs at least 4 Gras cards, ace included (holds 3)" in str(err)
    state = run(state, "p2 play GA", "p3 play H7", "p0 play G9", "p1 play G7")
    assert state.game is not None and state.game.searched


def test_running_away_with_four_cards() -> None:
    """3. With at least running_away_min cards of X (ace included) the holder may lead any of
    them: running away, which searches X; then the ace is free (item 3)."""
    state = run(game(HANDS_B), "p0 play E7", "p1 play E9", "p2 play EA", "p3 play EK")
    assert plays(state, 2) == {"GA", "GZ", "GK", "G8", "EZ", "SA", "SZ"}
    state = run(state, "p2 play G8")
    assert plays(state, 3) == {"HK", "H9", "H8", "H7", "E8", "S9", "S8"}  # no Gras: free
    state = run(state, "p3 play H7", "p0 play G9", "p1 play G7")
    assert state.game is not None and state.game.searched and state.tricks[1].winner == 3
    # The ace is an ordinary card now: p2 may discard it on a trump lead.
    state = run(state, "p3 play HK", "p0 play EO", "p1 play EU")
    assert "GA" in plays(state, 2)
    state = run(state, "p2 play GA")


def test_running_away_min_option() -> None:
    """running_away_min sets how many cards running away needs (Options)."""
    rules = sk.STANDARD.replace(running_away_min=3)
    state = run(game(HANDS_A, rules), "p0 play E7", "p1 play E9", "p2 play EA", "p3 play EK")
    assert plays(state, 2) == {"GA", "GZ", "GK", "EZ", "SA", "SZ", "SK"}


def test_after_running_away_the_suit_is_followed_normally() -> None:
    """After running away, a later lead of X is followed like any suit (items 1, 3)."""
    state = run(game(HANDS_B), "p0 play E7", "p1 play E9", "p2 play EA", "p3 play EK",
                "p2 play GK", "p3 play H7", "p0 play G9", "p1 play G7")
    state = run(state, "p3 play S9", "p0 play S7", "p1 play HA", "p2 play SA")
    assert state.turn == 1
    state = run(state, "p1 play HZ", "p2 play GZ")  # trump led, p2 discards freely
    assert state.trick[-1].name == "GZ"


def test_last_trick_exception_and_callers_free_cards() -> None:
    """The ace kept to the last trick because X was never led is discarded there; the caller
    discards his own X cards freely (items 2, 4; data README: 8 such games)."""
    tricks = [
        "EO GO HO SO", "EU GU HU SU", "HA HZ HK H9", "EA EZ EK E9", "SA SZ SK S9",
        "H8 H7 G9 G8",   # trump led: p2 discards G9, the caller p3 discards G8
        "E8 E7 GZ GK",   # p2 discards GZ (not the ace), p3 discards GK
        "S8 S7 GA G7",   # last trick: p2 discards the ace
    ]
    state = design(tricks, declarer=3, contract="sauspiel-gras")
    assert state.is_over and state.game is not None and state.game.partner == 2
    assert not state.game.searched
    # Replay up to the seventh trick: p2 may not discard GA there.
    before = design([*tricks[:6], "E8 E7 GZ GK", "S8 S7 GA G7"], declarer=3,
                    contract="sauspiel-gras")
    assert before == state
    seventh = run(start([" ".join(h) for h in _hands(tricks)]),
                  "p0 pass; p1 pass; p2 pass; p3 bid; p3 declare sauspiel-gras",
                  *_plays(tricks[:6]), "p0 play E8", "p1 play E7")
    assert plays(seventh, 2) == {"GZ"}
    refused(seventh, "p2 play GA", "called_ace_discard")
    last = run(seventh, "p2 play GZ", "p3 play GK", "p0 play S8", "p1 play S7")
    assert plays(last, 2) == {"GA"}


def test_short_deck_running_away_needs_all_four() -> None:
    """Short deck: a called suit has 4 plain cards (A Z K 9), so running away with the
    default 4 needs all of them (Options running_away_min)."""
    hands = ("EO GO HO SO E9 S9", "EU GU HU SU HA G9", "GA GZ GK EA EZ SA",
             "HZ HK H9 EK SZ SK")
    state = run(start(hands, "short"), BIDDING, "p0 play E9", "p1 play HA")
    assert plays(state, 2) == {"EA", "EZ"}


def _hands(tricks: list[str]) -> list[list[str]]:
    hands: list[list[str]] = [[], [], [], []]
    for trick in tricks:
        for seat, code in enumerate(trick.split()):
            hands[seat].append(code)  # every designed trick above is led by p0
    return hands


def _plays(tricks: list[str]) -> list[str]:
    return [f"p{seat} play {code}" for trick in tricks
            for seat, code in enumerate(trick.split())]
