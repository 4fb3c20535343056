"""The reservation round: healthy/reserve, declarations and their priorities, the early end,
forced and compulsory solos, the silent marriage, who leads trick 1
(doppelkopf.md "Reservations (Vorbehalt)", "Who leads trick 1"; TSR 4)."""

from __future__ import annotations

import pytest

from trickgames import IllegalActionError, TrickgamesError
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.record import contract_label
from trickgames.doppelkopf.reservations import priority
from trickgames.doppelkopf.rules import MarriageSelector

from .helpers import HEALTHY, hands_with, play_out, run

#: p1 (forehand with dealer 0) is poor (one trump) and p2 holds both club queens.
POOR_P1_MARRIAGE_P2 = {1: "CA CA CT CT CK CK SA SA ST ST HA DJ",
                       2: "CQ CQ SQ HQ DQ CJ DA DT DK D9 H9 S9"}
#: Nobody holds both club queens.
SPLIT_QUEENS = {0: "CQ", 2: "CQ"}

PAGAT_DDV = {"preset": "ddv", "poverty": True}


def owes(*seats: int) -> dk.Context:
    return dk.Context(compulsory_solo=tuple(s in seats for s in range(4)))  # type: ignore[arg-type]


def test_reservation_round_starts_at_forehand() -> None:
    """Each seat from forehand says healthy or reserve once (doppelkopf.md Reservations 2;
    records.md `dealer`)."""
    state = run(hands_with(SPLIT_QUEENS), dealer=2)
    assert state.phase is dk.Phase.RESERVATION and state.turn == 3
    assert [str(a) for a in dk.legal_actions(state)] == ["p3 healthy", "p3 reserve"]
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p0 healthy")
    assert info.value.code == "not_your_turn"
    assert "p3" in str(info.value)


def test_everybody_healthy_is_a_normal_game() -> None:
    """Nobody reserved: a normal game, the club queens decide the parties, forehand leads
    (doppelkopf.md Reservations 3, Who leads trick 1)."""
    state = run(hands_with(SPLIT_QUEENS), HEALTHY)
    assert state.phase is dk.Phase.PLAY and state.turn == 1
    assert state.game is not None
    assert state.game.contract is Contract.NORMAL and not state.game.solo
    assert state.game.re == (True, False, True, False)


def test_healthy_and_reserve_only_once() -> None:
    """Each seat speaks once; after the round nobody says healthy again (doppelkopf.md
    Reservations 2)."""
    state = run(hands_with(SPLIT_QUEENS), HEALTHY)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 healthy")
    assert info.value.code == "reservation_round_over"


def test_declare_only_after_everybody_spoke() -> None:
    """Reserving seats declare only after every seat said healthy or reserve (doppelkopf.md
    Reservations 2, 4)."""
    state = run(hands_with(SPLIT_QUEENS), ["p1 reserve"])
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p2 declare solo-clubs")
    assert info.value.code == "declare_before_reserve"
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 declare solo-clubs")
    assert info.value.code == "not_your_turn"
    state = run(hands_with(SPLIT_QUEENS), ["p1 reserve", "p2 healthy", "p3 healthy"])
    with pytest.raises(IllegalActionError):
        dk.apply(state, "p0 declare solo-clubs")
    state = dk.apply(state, "p0 healthy")
    assert state.phase is dk.Phase.DECLARATION and state.turn == 1
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 healthy")
    assert info.value.code == "reservation_round_over"


def test_silent_marriage() -> None:
    """A seat holding both CQ that said healthy plays a silent marriage: alone against three,
    scored as a solo, the normal game's order (doppelkopf.md Reservations 3)."""
    state = run(hands_with({3: "CQ CQ"}), HEALTHY)
    game = state.game
    assert game is not None
    assert game.contract is Contract.NORMAL
    assert game.silent and game.solo and game.soloist == 3
    assert game.re == (False, False, False, True)
    assert state.turn == 1
    score = dk.score(play_out(state))
    assert score.solo
    assert score.scores[3] == 3 * score.value
    assert all(score.scores[s] == -score.value for s in range(3))


def test_silent_marriage_is_not_a_compulsory_solo() -> None:
    """A silent marriage is not the compulsory solo of a seat that owes one (doppelkopf.md
    Reservations 5; data README: "a silent or failed marriage is not")."""
    state = run(hands_with({3: "CQ CQ"}), HEALTHY, context=owes(3))
    assert state.game is not None and state.game.silent and not state.game.compulsory


def test_marriage_needs_both_club_queens() -> None:
    """`marriage` needs both CQ (doppelkopf.md Reservations 4)."""
    state = run(hands_with(SPLIT_QUEENS), ["p1 healthy", "p2 reserve", "p3 healthy",
                                           "p0 healthy"])
    assert "p2 declare marriage" not in {str(a) for a in dk.legal_actions(state)}
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p2 declare marriage")
    assert info.value.code == "marriage_needs_both_club_queens"


def test_poverty_needs_the_option() -> None:
    """`poverty` needs the option on (doppelkopf.md Reservations 4)."""
    state = run(hands_with(POOR_P1_MARRIAGE_P2), ["p1 reserve", "p2 healthy", "p3 healthy",
                                                  "p0 healthy"])
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 declare poverty")
    assert info.value.code == "poverty_not_allowed"


def test_poverty_needs_at_most_three_trumps() -> None:
    """`poverty` needs at most 3 normal-game trumps (doppelkopf.md Reservations 4)."""
    hands = hands_with({1: "CA CA CT CT CK CK SA SA ST HT DJ D9", 2: "CQ", 3: "CQ"})
    state = run(hands, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy"],
                rules=PAGAT_DDV)
    assert "p1 declare poverty" in {str(a) for a in dk.legal_actions(state)}
    hands = hands_with({1: "CA CA CT CT CK CK SA SA HT DJ D9 DA", 2: "CQ", 3: "CQ"})
    state = run(hands, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy"],
                rules=PAGAT_DDV)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 declare poverty")
    assert info.value.code == "poverty_too_many_trumps"
    assert "4 trumps" in str(info.value)


def test_every_solo_is_always_possible() -> None:
    """A reserving seat may declare any of the seven solos whatever its hand (doppelkopf.md
    Reservations 4)."""
    state = run(hands_with(SPLIT_QUEENS), ["p1 healthy", "p2 healthy", "p3 reserve",
                                           "p0 healthy"])
    declared = {str(a) for a in dk.legal_actions(state)}
    assert declared == {f"p3 declare solo-{s}" for s in ("clubs", "spades", "hearts",
                                                         "diamonds", "queens", "jacks",
                                                         "aces")}


def test_solo_outranks_marriage() -> None:
    """Priority: solo > marriage, whatever the seat order (doppelkopf.md Reservations 4)."""
    state = run(hands_with(POOR_P1_MARRIAGE_P2),
                ["p1 reserve", "p2 reserve", "p3 healthy", "p0 healthy",
                 "p1 declare solo-jacks", ])
    assert state.game is not None and state.game.contract is Contract.SOLO_JACKS
    hands = hands_with({1: "CQ CQ"})
    state = run(hands, ["p1 reserve", "p2 reserve", "p3 healthy", "p0 healthy",
                        "p1 declare marriage", "p2 declare solo-aces"])
    assert state.game is not None
    assert state.game.contract is Contract.SOLO_ACES and state.game.soloist == 2


def test_poverty_outranks_marriage() -> None:
    """Priority: poverty > marriage (doppelkopf.md Reservations 4)."""
    state = run(hands_with(POOR_P1_MARRIAGE_P2),
                ["p1 healthy", "p2 reserve", "p3 healthy", "p0 healthy",
                 "p2 declare marriage"], rules=PAGAT_DDV)
    assert state.game is not None and state.game.contract is Contract.MARRIAGE
    state = run(hands_with(POOR_P1_MARRIAGE_P2),
                ["p1 reserve", "p2 reserve", "p3 healthy", "p0 healthy",
                 "p1 declare poverty", "p2 declare marriage"], rules=PAGAT_DDV)
    assert state.phase is dk.Phase.POVERTY_GIVE and state.turn == 1


@pytest.mark.parametrize("preset", ["ddv", "freedoko"])
def test_a_marriage_before_the_poverty(preset: str) -> None:
    """marriage_before_poverty (FreeDoko MARRIAGE_BEFORE_POVERTY, Game::init: the poverty is
    looked for only in a normal game or, without the rule, over a marriage): the marriage
    outranks a declared poverty, in either seat order, and is played."""
    rules = {"preset": preset, "poverty": True, "marriage_before_poverty": True}
    state = run(hands_with(POOR_P1_MARRIAGE_P2),
                ["p1 reserve", "p2 reserve", "p3 healthy", "p0 healthy",
                 "p1 declare poverty", "p2 declare marriage"], rules=rules)
    assert state.phase is dk.Phase.PLAY
    assert state.game is not None and state.game.contract is Contract.MARRIAGE
    assert state.game.declarer == 2
    hands = hands_with({2: "CA CA CT CT CK CK SA SA ST ST HA DJ",
                        1: "CQ CQ SQ HQ DQ CJ DA DT DK D9 H9 S9"})
    state = run(hands, ["p1 reserve", "p2 reserve", "p3 healthy", "p0 healthy",
                        "p1 declare marriage"], rules=rules)
    # p2 could still outrank the marriage with a solo: the round goes on to him.
    assert state.phase is dk.Phase.DECLARATION and state.turn == 2
    state = dk.apply(state, "p2 declare poverty")
    assert state.game is not None and state.game.contract is Contract.MARRIAGE
    assert priority(state, 2, dk.Reservation.POVERTY) < priority(
        state, 1, dk.Reservation.MARRIAGE)


@pytest.mark.parametrize("preset", ["ddv", "freedoko"])
def test_a_poverty_of_one_trump_is_dealt_again(preset: str) -> None:
    """poverty_redeal_one_trump (FreeDoko THROW_WITH_ONE_TRUMP, Game::poverty_shift): a
    poverty whose player holds at most one trump is void at once, no card passed, and the
    same dealer deals again (result redeal); with two trumps it is played."""
    rules = {"preset": preset, "poverty": True, "poverty_redeal_one_trump": True}
    state = run(hands_with(POOR_P1_MARRIAGE_P2),
                ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                 "p1 declare poverty"], rules=rules)
    assert state.phase is dk.Phase.VOID and state.is_over
    assert dk.score(state).to_json() == {"scores": [0, 0, 0, 0], "winner": None,
                                         "redeal": True}
    assert dk.replay(dk.to_record(state)) == state
    assert contract_label(state) == "thrown"
    two = hands_with({1: "CA CA CT CT CK CK SA SA ST ST DJ D9", 0: "CQ", 3: "CQ"})
    state = run(two, ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                      "p1 declare poverty"], rules=rules)
    assert state.phase is dk.Phase.POVERTY_GIVE


def test_marriage_declared_later_cannot_outrank_poverty() -> None:
    """Priority: a later marriage does not outrank a poverty; the poor player gives
    (doppelkopf.md Reservations 4)."""
    hands = hands_with({2: "CA CA CT CT CK CK SA SA ST ST HA DJ",
                        1: "CQ CQ SQ HQ DQ CJ DA DT DK D9 H9 S9"})
    state = run(hands, ["p1 reserve", "p2 reserve", "p3 healthy", "p0 healthy",
                        "p1 declare marriage", "p2 declare poverty"], rules=PAGAT_DDV)
    assert state.phase is dk.Phase.POVERTY_GIVE and state.turn == 2


def test_solo_outranks_poverty() -> None:
    """Priority: solo > poverty (doppelkopf.md Reservations 4)."""
    state = run(hands_with(POOR_P1_MARRIAGE_P2),
                ["p1 reserve", "p2 reserve", "p3 healthy", "p0 healthy",
                 "p1 declare poverty", "p2 declare solo-hearts"], rules=PAGAT_DDV)
    assert state.game is not None and state.game.contract is Contract.SOLO_HEARTS


def test_compulsory_solo_outranks_voluntary_solo() -> None:
    """Priority: compulsory solo > solo; the outranked declaration is void (doppelkopf.md
    Reservations 4, 5)."""
    state = run(hands_with(SPLIT_QUEENS),
                ["p1 reserve", "p2 healthy", "p3 reserve", "p0 healthy",
                 "p1 declare solo-clubs", "p3 declare solo-queens"], context=owes(3))
    game = state.game
    assert game is not None
    assert game.contract is Contract.SOLO_QUEENS and game.soloist == 3 and game.compulsory
    assert state.turn == 3  # compulsory soloist leads (ddv)


def test_equal_priority_earlier_seat_wins() -> None:
    """On equal priority the earlier seat (from forehand) wins (doppelkopf.md Reservations 4;
    seed 000 section 7)."""
    # dealer 2: forehand is p3, so p3 is earlier than p0 although its number is higher.
    state = run(hands_with(SPLIT_QUEENS),
                ["p3 reserve", "p0 reserve", "p1 healthy", "p2 healthy",
                 "p3 declare solo-clubs"], dealer=2, context=owes(0))
    # p0 owes a compulsory solo and could still outrank: it must declare.
    assert state.phase is dk.Phase.DECLARATION and state.turn == 0
    state = dk.apply(state, "p0 declare solo-aces")
    assert state.game is not None and state.game.soloist == 0
    both_owe = run(hands_with(SPLIT_QUEENS),
                   ["p3 reserve", "p0 reserve", "p1 healthy", "p2 healthy",
                    "p3 declare solo-clubs"], dealer=2, context=owes(0, 3))
    assert both_owe.game is not None
    assert both_owe.game.soloist == 3 and both_owe.game.contract is Contract.SOLO_CLUBS


def test_equal_priority_poverty_earlier_seat_wins() -> None:
    """Two poverties: the earlier seat's wins (doppelkopf.md Reservations 4)."""
    hands = hands_with({1: "CA CA CT CT CK CK SA SA ST ST HA DJ",
                        2: "SK SK S9 S9 HA HK HK H9 H9 C9 C9 D9"})
    state = run(hands, ["p1 reserve", "p2 reserve", "p3 healthy", "p0 healthy",
                        "p1 declare poverty", "p2 declare poverty"], rules=PAGAT_DDV)
    assert state.phase is dk.Phase.POVERTY_GIVE and state.turn == 1


def test_round_ends_early_after_a_voluntary_solo() -> None:
    """The round ends as soon as no later reserving seat could outrank the best declaration:
    after a voluntary solo only a seat owing a compulsory solo may still declare
    (doppelkopf.md Reservations 4)."""
    state = run(hands_with(SPLIT_QUEENS),
                ["p1 reserve", "p2 reserve", "p3 reserve", "p0 healthy",
                 "p1 declare solo-clubs"])
    assert state.phase is dk.Phase.PLAY
    assert state.game is not None and state.game.soloist == 1
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p2 declare solo-aces")
    assert info.value.code == "reservation_round_over"


def test_round_goes_on_for_a_later_seat_that_owes() -> None:
    """A later reserving seat that owes a compulsory solo can still outrank a voluntary solo,
    so the round goes on in seat order (doppelkopf.md Reservations 4)."""
    state = run(hands_with(SPLIT_QUEENS),
                ["p1 reserve", "p2 reserve", "p3 reserve", "p0 healthy",
                 "p1 declare solo-clubs"], context=owes(3))
    assert state.phase is dk.Phase.DECLARATION and state.turn == 2
    state = dk.apply(state, "p2 declare solo-aces")
    assert state.phase is dk.Phase.DECLARATION and state.turn == 3
    state = dk.apply(state, "p3 declare solo-jacks")
    assert state.game is not None and state.game.soloist == 3 and state.game.compulsory
    assert state.game.contract is Contract.SOLO_JACKS


def test_outranked_declaration_by_later_compulsory_solo_then_nothing_more() -> None:
    """A compulsory solo ends the round at once (nobody can outrank it) (doppelkopf.md
    Reservations 4)."""
    state = run(hands_with(SPLIT_QUEENS),
                ["p1 reserve", "p2 reserve", "p3 reserve", "p0 healthy",
                 "p1 declare solo-clubs", "p2 declare solo-hearts"], context=owes(2, 3))
    assert state.phase is dk.Phase.PLAY
    assert state.game is not None and state.game.soloist == 2


def test_round_goes_on_after_a_marriage() -> None:
    """After a marriage any later reserving seat could outrank it, so it declares
    (doppelkopf.md Reservations 4)."""
    state = run(hands_with({1: "CQ CQ"}),
                ["p1 reserve", "p2 healthy", "p3 reserve", "p0 healthy",
                 "p1 declare marriage"])
    assert state.phase is dk.Phase.DECLARATION and state.turn == 3
    state = dk.apply(state, "p3 declare solo-diamonds")
    assert state.game is not None and state.game.contract is Contract.SOLO_DIAMONDS


def test_last_declaration_ends_the_round() -> None:
    """When every reserving seat has declared, the best declaration is played (doppelkopf.md
    Reservations 4)."""
    state = run(hands_with({1: "CQ CQ"}),
                ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                 "p1 declare marriage"])
    assert state.phase is dk.Phase.PLAY and state.turn == 1
    assert state.game is not None and state.game.contract is Contract.MARRIAGE


def test_solo_by_owing_seat_is_its_compulsory_solo() -> None:
    """A solo by a seat that owes its compulsory solo is that compulsory solo (doppelkopf.md
    Reservations 5)."""
    state = run(hands_with(SPLIT_QUEENS),
                ["p1 healthy", "p2 reserve", "p3 healthy", "p0 healthy",
                 "p2 declare solo-spades"], context=owes(2))
    assert state.game is not None and state.game.compulsory and not state.game.forced
    voluntary = run(hands_with(SPLIT_QUEENS),
                    ["p1 healthy", "p2 reserve", "p3 healthy", "p0 healthy",
                     "p2 declare solo-spades"], context=owes(1))
    assert voluntary.game is not None and not voluntary.game.compulsory


def test_forced_solo_starts_with_its_declaration() -> None:
    """With context.forced_solo, that seat names a solo and nobody else speaks (doppelkopf.md
    Reservations 1; records.md Context)."""
    context = dk.Context(compulsory_solo=(False, False, True, False), forced_solo=2)
    state = run(hands_with(SPLIT_QUEENS), context=context)
    assert state.phase is dk.Phase.DECLARATION and state.turn == 2
    assert len(dk.legal_actions(state)) == 7
    for line in ("p1 healthy", "p2 healthy", "p2 reserve"):
        assert not dk.is_legal(state, line)
    state = dk.apply(state, "p2 declare solo-aces")
    game = state.game
    assert game is not None and game.forced and game.compulsory and game.soloist == 2
    assert state.turn == 2  # compulsory_soloist: the forced soloist leads


def test_forced_solo_must_be_a_solo() -> None:
    """A forced solo cannot be a marriage or poverty (doppelkopf.md Reservations 1, 5)."""
    context = dk.Context(compulsory_solo=(False, False, True, False), forced_solo=2)
    state = run(hands_with({2: "CQ CQ"}), context=context)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p2 declare marriage")
    assert info.value.code == "forced_solo_required"


def test_forced_solo_seat_must_owe_one() -> None:
    """A `forced_solo` seat must owe a compulsory solo (doppelkopf.md Reservations 5)."""
    with pytest.raises(TrickgamesError) as info:
        dk.Context(compulsory_solo=(False, True, False, False), forced_solo=2)
    assert info.value.code == "forced_solo_not_owed"
    with pytest.raises(TrickgamesError):
        dk.Context(forced_solo=4)
    with pytest.raises(TrickgamesError):
        dk.Context.from_json({"compulsory_solo": [True, True]})


def test_immediate_solo_written_as_reserve_healthy_declare() -> None:
    """An immediate solo (TSR 4.1.8) is written as the soloist's reserve, the others' healthy,
    then his declare (doppelkopf.md Reservations 6)."""
    state = run(hands_with(SPLIT_QUEENS),
                ["p1 healthy", "p2 healthy", "p3 reserve", "p0 healthy",
                 "p3 declare solo-hearts"], context=owes(3))
    game = state.game
    assert game is not None and game.contract is Contract.SOLO_HEARTS and game.compulsory


@pytest.mark.parametrize(
    ("solo_lead", "owed", "leader"),
    [("compulsory_soloist", True, 3), ("compulsory_soloist", False, 1),
     ("soloist", True, 3), ("soloist", False, 3),
     ("forehand", True, 1), ("forehand", False, 1),
     ("forced_soloist", True, 1), ("forced_soloist", False, 1)],
)
@pytest.mark.parametrize("preset", ["ddv", "freedoko"])
def test_who_leads_a_solo(solo_lead: str, owed: bool, leader: int, preset: str) -> None:
    """Forehand leads, except: a compulsory/forced solo under compulsory_soloist, or every solo
    under soloist; forehand leads every solo under forehand, and every solo but the forced
    ones under forced_soloist (FreeDoko with LUSTSOLO_PLAYER_LEADS off: a duty solo taken in
    the normal round is led by forehand, Game::play) (doppelkopf.md Who leads trick 1,
    Options `solo_lead`)."""
    state = run(hands_with(SPLIT_QUEENS),
                ["p1 healthy", "p2 healthy", "p3 reserve", "p0 healthy",
                 "p3 declare solo-clubs"],
                rules={"preset": preset, "solo_lead": solo_lead},
                context=owes(3) if owed else None)
    assert state.phase is dk.Phase.PLAY and state.turn == leader


@pytest.mark.parametrize(("solo_lead", "leader"),
                         [("compulsory_soloist", 2), ("soloist", 2), ("forehand", 1),
                          ("forced_soloist", 2)])
@pytest.mark.parametrize("preset", ["ddv", "freedoko"])
def test_who_leads_a_forced_solo(solo_lead: str, leader: int, preset: str) -> None:
    """A forced solo is led by the soloist unless `solo_lead` is forehand (FreeDoko: the
    duty solos at the end of the party are led by the soloist, Game::is_duty_solo)
    (doppelkopf.md Who leads trick 1, Options `solo_lead`)."""
    context = dk.Context(compulsory_solo=(False, False, True, False), forced_solo=2)
    state = run(hands_with(SPLIT_QUEENS), ["p2 declare solo-diamonds"],
                rules={"preset": preset, "solo_lead": solo_lead}, context=context)
    assert state.turn == leader


@pytest.mark.parametrize("solo_lead", ["compulsory_soloist", "soloist", "forehand",
                                       "forced_soloist"])
def test_marriage_and_poverty_are_led_by_forehand(solo_lead: str) -> None:
    """Marriage and poverty are no solos: forehand leads under every `solo_lead`
    (doppelkopf.md Who leads trick 1)."""
    state = run(hands_with({2: "CQ CQ"}),
                ["p1 healthy", "p2 reserve", "p3 healthy", "p0 healthy",
                 "p2 declare marriage"], rules={"preset": "ddv", "solo_lead": solo_lead},
                context=owes(2))
    assert state.turn == 1


def test_announcement_not_possible_during_reservations() -> None:
    """Announcements are possible once the game type is settled, after the reservations
    (doppelkopf.md Announcements)."""
    state = run(hands_with(SPLIT_QUEENS), ["p1 healthy", "p2 reserve"])
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p0 announce re")
    assert info.value.code == "announcement_not_yet"
    assert dk.legal_actions(state, 0) == ()


# -- the `solos` list and the marriage selectors (doppelkopf-variants.md) ----------------------

ALL_SOLOS_RULES = {"preset": "ddv", "solos": [r.value for r in dk.Reservation if r.is_solo]}
RESERVE_P1 = ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy"]


def test_the_solos_list_decides_which_solos_may_be_declared() -> None:
    """doppelkopf-variants.md "More solos": `solos` lists the solos that may be declared; a
    declared solo not in `solos` is `solo_not_allowed`; `ddv` keeps TSR's seven."""
    state = run(hands_with(SPLIT_QUEENS), RESERVE_P1)
    declared = [a.reservation.value for a in dk.legal_actions(state)]  # type: ignore[attr-defined]
    assert declared == ["solo-clubs", "solo-spades", "solo-hearts", "solo-diamonds",
                        "solo-queens", "solo-jacks", "solo-aces"]
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 declare solo-koehler")
    assert info.value.code == "solo_not_allowed"
    assert "solo-koehler" in str(info.value)
    wide = run(hands_with(SPLIT_QUEENS), RESERVE_P1, rules=ALL_SOLOS_RULES)
    assert len(dk.legal_actions(wide)) == 12
    after = dk.apply(wide, "p1 declare köhler")
    assert after.game is not None and after.game.contract is Contract.SOLO_KOEHLER
    assert str(after.actions[-1]) == "p1 declare solo-koehler"
    few = run(hands_with(SPLIT_QUEENS), RESERVE_P1,
              rules={"preset": "ddv", "solos": ["solo-kings", "solo-queens"]})
    assert [str(a) for a in dk.legal_actions(few)] == ["p1 declare solo-queens",
                                                        "p1 declare solo-kings"]


def test_any_allowed_solo_can_be_the_compulsory_or_forced_solo() -> None:
    """doppelkopf-variants.md "More solos": every solo has the same rank; any solo in `solos`
    can be the compulsory solo; the forced soloist chooses among `solos`."""
    context = dk.Context(compulsory_solo=(False, True, False, False), forced_solo=1)
    state = run(hands_with(SPLIT_QUEENS), rules=ALL_SOLOS_RULES, context=context)
    assert len(dk.legal_actions(state)) == 12
    state = dk.apply(state, "p1 declare solo-kings-queens")
    assert state.game is not None and state.game.forced and state.game.compulsory
    assert state.turn == 1  # the soloist leads a forced solo (ddv)


def test_an_empty_solos_list() -> None:
    """doppelkopf-variants.md "More solos" and "Reservations": an empty `solos` list allows no
    solo: a `forced_solo` context is invalid, and a seat may say `reserve` only if its hand
    allows a declaration (`nothing_to_declare`); a marriage is still possible."""
    rules = {"preset": "ddv", "solos": []}
    context = dk.Context(compulsory_solo=(False, True, False, False), forced_solo=1)
    with pytest.raises(TrickgamesError) as info:
        run(hands_with(SPLIT_QUEENS), rules=rules, context=context)
    assert info.value.code == "invalid_context"
    state = run(hands_with(SPLIT_QUEENS), rules=rules)
    assert [str(a) for a in dk.legal_actions(state)] == ["p1 healthy"]
    with pytest.raises(IllegalActionError) as refused:
        dk.apply(state, "p1 reserve")
    assert refused.value.code == "nothing_to_declare"
    marriage = run(hands_with({2: "CQ CQ"}), ["p1 healthy"], rules=rules)
    assert [str(a) for a in dk.legal_actions(marriage)] == ["p2 healthy", "p2 reserve"]


def test_marriage_selectors_are_declared_with_the_marriage() -> None:
    """doppelkopf-variants.md "Marriage variants" and "Record grammar additions": `declare
    marriage` takes the first listed selector, `declare marriage-<selector>` any listed one
    (`marriage_selector_not_allowed` otherwise); writers write `marriage` for the first listed
    selector."""
    rules = {"preset": "ddv", "marriage_selectors": ["trump", "foreign", "clubs"]}
    reserve = ["p1 healthy", "p2 reserve", "p3 healthy", "p0 healthy"]
    state = run(hands_with({2: "CQ CQ"}), reserve, rules=rules)
    assert [str(a) for a in dk.legal_actions(state)][:3] == [
        "p2 declare marriage", "p2 declare marriage-foreign", "p2 declare marriage-clubs"]
    game = dk.apply(state, "p2 declare marriage").game
    assert game is not None and game.selector is MarriageSelector.TRUMP
    clubs = dk.apply(state, "p2 declare marriage-clubs")
    assert clubs.game is not None and clubs.game.selector is MarriageSelector.CLUBS
    # the selector is public with the declaration: every view shows it
    assert {dk.view(clubs, seat).to_json()["marriage_selector"] for seat in (0, 1, 2, 3, None)
            } == {"clubs"}
    assert dk.view(state, 0).marriage_selector is None
    alias = dk.apply(state, "p2 declare marriage-trump  # the first listed")
    assert str(alias.actions[-1]) == "p2 declare marriage  # the first listed"
    assert alias.game == game
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p2 declare marriage-hearts")
    assert info.value.code == "marriage_selector_not_allowed"
    ddv = run(hands_with({2: "CQ CQ"}), reserve)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(ddv, "p2 declare marriage-trump")
    assert info.value.code == "marriage_selector_not_allowed"
    assert dk.apply(ddv, "p2 declare marriage-foreign").actions[-1] == dk.apply(
        ddv, "p2 declare marriage").actions[-1]


# -- the priority ladder and throwing in (doppelkopf-variants.md) --------------------------

#: p2's hand of the spec's example: five nines.
FIVE_NINES = "CA CT C9 C9 SQ S9 HA H9 DT DK DQ D9"
#: p3's hand of the second example: five kings, 48 card points.
FIVE_KINGS = "CK CK SK SK HK CA CT SQ SJ DJ C9 S9"


def test_the_ladder() -> None:
    """marriage < poverty < throw < solo < compulsory solo; with throw_priority above_solo
    the throw above every solo, compulsory ones included (doppelkopf-variants.md
    "Reservations: the priority ladder")."""
    from trickgames.doppelkopf import reservations as ladder
    from trickgames.doppelkopf.rules import DDV

    hands = hands_with({1: "CQ CQ"})
    for above, throw in ((False, ladder.THROW), (True, ladder.THROW_ABOVE_SOLO)):
        rules = DDV.replace(throw_priority="above_solo" if above else "below_solo")
        state = run(hands, [], rules=rules, context=owes(2))
        ranks = [ladder.priority(state, 1, r) for r in (
            dk.Reservation.MARRIAGE, dk.Reservation.POVERTY, dk.Reservation.THROW,
            dk.Reservation.SOLO_JACKS)] + [ladder.priority(state, 2, dk.Reservation.SOLO_JACKS)]
        assert ranks[2] == throw
        order = sorted(range(5), key=lambda i: ranks[i])
        assert order == ([0, 1, 3, 4, 2] if above else [0, 1, 2, 3, 4])


def test_a_throw_outranks_a_marriage() -> None:
    """Example 1 (throw_in {"nines": 5}): p1 declares marriage, p2, who could outrank it,
    declares throw: the deal is void, no card is played (doppelkopf-variants.md "Throwing in",
    Examples)."""
    rules = {"preset": "ddv", "throw_in": {"nines": 5}}
    state = run(hands_with({1: "CQ CQ", 2: FIVE_NINES}, rules),
                ["p1 reserve", "p2 reserve", "p3 healthy", "p0 healthy",
                 "p1 declare marriage"], rules=rules)
    assert state.turn == 2 and dk.Declare(2, dk.Reservation.THROW) in dk.legal_actions(state)
    state = dk.apply(state, "p2 declare schmeißen")
    assert state.phase is dk.Phase.VOID and state.game is None and state.is_over
    assert dk.score(state).to_json() == {"scores": [0, 0, 0, 0], "winner": None,
                                         "redeal": True}
    record = dk.to_record(state)
    assert record.actions[-1] == "p2 declare throw"  # canonical form
    assert dk.replay(record) == state
    claimed = dict(record.to_json(), result={"scores": [0, 0, 0, 0], "winner": None,
                                             "redeal": True})
    assert dk.validate(claimed).valid
    assert contract_label(state) == "thrown"


@pytest.mark.parametrize("priority", ["above_solo", "below_solo"])
def test_a_throw_above_the_solos(priority: str) -> None:
    """Example 2 ({"kings": 5, "points": 80}): p3's five kings (48 points) outrank p1's
    solo-jacks with above_solo (void); with below_solo the round ends after p1's solo
    (doppelkopf-variants.md "Throwing in", Examples)."""
    rules = {"preset": "ddv", "throw_in": {"kings": 5, "points": 80},
             "throw_priority": priority}
    state = run(hands_with({3: FIVE_KINGS}, rules),
                ["p1 reserve", "p2 healthy", "p3 reserve", "p0 healthy",
                 "p1 declare solo-jacks"], rules=rules)
    if priority == "below_solo":
        assert state.phase is dk.Phase.PLAY
        assert state.game is not None and state.game.contract is Contract.SOLO_JACKS
        return
    assert state.turn == 3
    state = dk.apply(state, "p3 declare throw")
    assert state.phase is dk.Phase.VOID


def test_throw_needs_a_criterion() -> None:
    """declare throw by a hand that meets no criterion: throw_not_allowed; throwing is never
    compulsory (doppelkopf-variants.md "Throwing in")."""
    rules = {"preset": "ddv", "throw_in": {"nines": 5}}
    state = run(hands_with({1: "CA CT CK SA ST SK HA HK CQ CJ DA DT"}, rules),
                ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy"], rules=rules)
    assert dk.Declare(1, dk.Reservation.THROW) not in dk.legal_actions(state)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 declare throw")
    assert info.value.code == "throw_not_allowed"
    plain = run(hands_with({1: FIVE_NINES}), ["p1 reserve", "p2 healthy", "p3 healthy",
                                              "p0 healthy"])
    with pytest.raises(IllegalActionError) as info:
        dk.apply(plain, "p1 declare throw")  # ddv: throw_in {}
    assert info.value.code == "throw_not_allowed"
    healthy = run(hands_with({1: FIVE_NINES}, rules), HEALTHY, rules=rules)
    assert healthy.phase is dk.Phase.PLAY


def test_a_forced_solo_cannot_be_thrown_in() -> None:
    """A forced solo has no reservation round: it cannot be thrown in
    (doppelkopf-variants.md "Reservations: the priority ladder")."""
    rules = {"preset": "ddv", "throw_in": {"nines": 5}}
    context = dk.Context(compulsory_solo=(False, True, False, False), forced_solo=1)
    state = run(hands_with({1: FIVE_NINES}, rules), [], rules=rules, context=context)
    assert dk.Declare(1, dk.Reservation.THROW) not in dk.legal_actions(state)
    with pytest.raises(IllegalActionError):
        dk.apply(state, "p1 declare throw")


def test_a_later_throw_must_rank_higher() -> None:
    """On equal rank the earlier seat from forehand wins: a throw after a throw changes
    nothing, and the round ends once nobody later could outrank (doppelkopf-variants.md
    "Reservations: the priority ladder")."""
    rules = {"preset": "ddv", "throw_in": {"nines": 3}, "throw_priority": "above_solo"}
    hands = hands_with({1: "C9 S9 H9", 2: "C9 S9 D9"}, rules)
    state = run(hands, ["p1 reserve", "p2 reserve", "p3 healthy", "p0 healthy",
                        "p1 declare throw"], rules=rules)
    assert state.phase is dk.Phase.VOID  # nobody could outrank a throw above every solo
    round_ = state.pending
    assert isinstance(round_, dk.state.ReservationRound) and round_.best == 1
