"""The engine API: the check / is_legal / apply triad, legal actions, errors naming seat, action
and rule, and the deal from a seed or from hands (docs/doppelkopf.md "Illegal actions", "The
deal"; records.md `hands`, Validation)."""

from __future__ import annotations

from collections import Counter

import attrs
import pytest

from trickgames import IllegalActionError, ParseError, Rng, TrickgamesError
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.cards import deck
from trickgames.doppelkopf.random_play import random_action

from .helpers import HEALTHY, hands_with, run


def started() -> dk.State:
    return run(hands_with({0: "CQ", 2: "CQ"}), HEALTHY)


# -- the triad ------------------------------------------------------------------------------


def test_apply_returns_a_new_state_and_leaves_the_old_one() -> None:
    """States are immutable: apply returns a new state (docs/getting-started.md "Play a deal in
    Python")."""
    state = started()
    before = attrs.evolve(state)
    after = dk.apply(state, dk.legal_actions(state)[0])
    assert after is not state and state == before
    assert len(after.actions) == len(state.actions) + 1
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        state.turn = 3  # type: ignore[misc]


def test_every_legal_action_passes_the_triad() -> None:
    """Every action legal_actions lists is accepted by check, is_legal and apply
    (docs/doppelkopf.md "Illegal actions")."""
    state = started()
    for _ in range(30):
        actions = dk.legal_actions(state)
        for action in actions:
            dk.check(state, action)
            assert dk.is_legal(state, action)
            assert dk.is_legal(state, str(action))
            dk.apply(state, action)
        state = dk.apply(state, actions[0])


def test_illegal_action_is_refused_by_the_whole_triad() -> None:
    """An illegal action: check raises, is_legal is false, apply raises and the state is
    unchanged (docs/doppelkopf.md "Illegal actions": the code and message name the rule)."""
    state = started()
    hand = state.hand(1)
    card = next(c for c in dk.Card if c not in hand)
    line = f"p1 play {card.name}"
    with pytest.raises(IllegalActionError) as info:
        dk.check(state, line)
    assert info.value.code == "card_not_in_hand"
    assert not dk.is_legal(state, line)
    with pytest.raises(IllegalActionError):
        dk.apply(state, line)
    assert state == started()


@pytest.mark.parametrize(
    ("line", "code", "words"),
    [("p2 play CA", "not_your_turn", ["p2", "p1's turn"]),
     ("p1 healthy", "reservation_round_over", ["p1", "reservation round is over"]),
     ("p1 give CA CA CA", "no_poverty", ["p1", "no poverty"]),
     ("p1 accept", "no_poverty", ["p1", "no poverty"]),
     ("p1 announce kontra", "wrong_party", ["p1", "Re party"]),
     ("p0 announce re", "wrong_party", ["p0", "Kontra"])],
)
def test_error_code_and_message_name_seat_and_rule(line: str, code: str,
                                                   words: list[str]) -> None:
    """Errors carry a stable code, the seat and the action, and the message names the seat and
    the rule (records.md Validation; docs/doppelkopf.md "Illegal actions")."""
    state = run(hands_with({1: "CQ CA", 2: "CQ"}), HEALTHY)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, line)
    err = info.value
    assert err.code == code
    assert err.seat == int(line[1]) and err.action == line
    assert str(err).startswith(line.split()[0] + " ")
    for word in words:
        assert word in str(err)


def test_unparsable_lines() -> None:
    """A line that does not parse: check raises ParseError, is_legal is false (records.md
    Action grammar)."""
    state = started()
    with pytest.raises(ParseError):
        dk.check(state, "p1 dance")
    assert not dk.is_legal(state, "p1 dance")
    assert not dk.is_legal(state, "")
    with pytest.raises(TrickgamesError):
        dk.check(state, 42)  # type: ignore[arg-type]


def test_actions_after_the_end_are_refused() -> None:
    """Nothing is legal once the deal is over (docs/doppelkopf.md "Illegal actions")."""
    state = started()
    while not state.is_over:
        state = dk.apply(state, dk.legal_actions(state, state.turn)[0])
    assert state.phase is dk.Phase.FINISHED and state.turn == -1
    assert dk.legal_actions(state) == ()
    assert all(dk.legal_actions(state, s) == () for s in range(4))
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 play CA")
    assert info.value.code == "not_play_phase"
    assert "over" in str(info.value)
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 healthy")
    assert info.value.code == "deal_over"


def _speech_error(state: dk.State, action: dk.Action) -> str:
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, action)
    assert not dk.is_legal(state, action)
    return info.value.code


def test_healthy_and_reserve_objects_are_checked_in_every_phase() -> None:
    """Reservations (doppelkopf.md): each seat says healthy or reserve once, in turn from
    forehand, and only in the reservation round. The action objects legal_actions gives take
    a short path through apply; out of turn, in the declaration, in trick play and after the
    deal they are refused with the same codes as the record lines."""
    first = dk.deal("ddv", seed=5, dealer=3)  # forehand p0
    healthy, reserve = dk.legal_actions(first)
    assert (healthy.seat, reserve.seat) == (0, 0)
    wrong_seat = dk.legal_actions(dk.apply(first, healthy))[0]  # p1's healthy
    assert _speech_error(first, wrong_seat) == "not_your_turn"
    declaring = dk.apply(first, reserve)
    while declaring.phase is dk.Phase.RESERVATION:  # the others say healthy
        declaring = dk.apply(declaring, dk.legal_actions(declaring)[0])
    assert declaring.phase is dk.Phase.DECLARATION and declaring.turn == 0
    assert _speech_error(declaring, healthy) == "reservation_round_over"
    playing = started()
    assert _speech_error(playing, dk.legal_actions(dk.deal("ddv", seed=1, dealer=0))[0]) == (
        "reservation_round_over")
    while not playing.is_over:
        playing = dk.apply(playing, dk.legal_actions(playing, playing.turn)[0])
    assert _speech_error(playing, healthy) == "deal_over"


def test_legal_actions_of_one_seat_and_of_all() -> None:
    """legal_actions lists the seat to act first, then the others' off-turn announcements; for
    one seat only its own (doppelkopf.md Announcements: on turn or not)."""
    state = started()
    everyone = dk.legal_actions(state)
    assert isinstance(everyone[0], dk.Play) and everyone[0].seat == state.turn
    assert {a.seat for a in everyone} == {0, 1, 2, 3}
    for seat in range(4):
        own = dk.legal_actions(state, seat)
        assert own == tuple(a for a in everyone if a.seat == seat)
    assert not any(isinstance(a, dk.Play) for a in dk.legal_actions(state, 2))
    # Outside play only the seat to act has actions.
    reserving = run(hands_with({0: "CQ", 2: "CQ"}))
    assert dk.legal_actions(reserving, 2) == ()
    assert len(dk.legal_actions(reserving, 1)) == 2


def test_apply_unchecked_matches_apply_for_legal_actions() -> None:
    """apply_unchecked gives the same state as apply for actions from legal_actions
    (docs/performance.md "What makes it fast")."""
    state = started()
    for _ in range(20):
        action = dk.legal_actions(state)[-1]
        assert dk.apply_unchecked(state, action) == dk.apply(state, action)
        state = dk.apply(state, dk.legal_actions(state, state.turn)[0])


def test_cards_are_conserved() -> None:
    """Cards are conserved: the hands plus the cards played are always the deck (doppelkopf.md
    Cards and ranking)."""
    state = started()
    while not state.is_over:
        held = [c for s in range(4) for c in state.hand(s)]
        played = [c for t in state.tricks for c in t.cards] + list(state.trick)
        assert Counter(held + played) == Counter(deck())
        state = dk.apply(state, dk.legal_actions(state, state.turn)[0])


# -- the deal ------------------------------------------------------------------------------


def test_deal_from_a_seed_is_reproducible() -> None:
    """A random deal from a seed is reproducible: the same seed gives the same hands on every
    machine (docs/doppelkopf.md "The deal")."""
    state = dk.deal("ddv", seed=42)
    assert dk.deal("ddv", seed=42) == state
    assert [" ".join(c.name for c in h) for h in state.deal.hands] == [
        "CA CA CT CQ CJ SA ST S9 HT HQ HQ H9",
        "CK CK CJ SQ SJ S9 DK DK DQ DQ D9 D9",
        "CT ST SK SQ HA HA HJ H9 DA DT DJ DJ",
        "CQ C9 C9 SA SK SJ HT HK HK HJ DA DT"]
    assert dk.deal("ddv", seed=43).deal.hands != state.deal.hands


@pytest.mark.parametrize("nines", [True, False])
@pytest.mark.parametrize("dealer", [0, 1, 2, 3])
def test_deal_from_a_seed_is_the_deck(nines: bool, dealer: int) -> None:
    """A seeded deal gives each seat 12 cards (10 without nines) of exactly the deck; forehand,
    the seat after the dealer, speaks first (doppelkopf.md Options `nines`; records.md
    `dealer`)."""
    state = dk.deal({"preset": "ddv", "nines": nines}, seed=7, dealer=dealer)
    n = 12 if nines else 10
    assert all(len(h) == n for h in state.deal.hands)
    assert Counter(c for h in state.deal.hands for c in h) == Counter(deck(state.rules))
    assert state.dealer == dealer and state.turn == (dealer + 1) % 4
    assert state.phase is dk.Phase.RESERVATION


def test_deal_from_hands_keeps_them() -> None:
    """A deal from given hands keeps them as given, codes or cards (docs/doppelkopf.md "The
    deal"; records.md `hands`)."""
    hands = hands_with({1: "CQ"})
    by_code = dk.deal("ddv", hands=[[c.name for c in h] for h in hands])
    by_card = dk.deal("ddv", hands=hands)
    assert by_code == by_card
    assert [list(h) for h in by_card.deal.hands] == hands
    aliases = [[("♥10" if c is dk.Card.HT else c.name.lower()) for c in h] for h in hands]
    assert dk.deal("ddv", hands=aliases) == by_card


@pytest.mark.parametrize(
    ("change", "words"),
    [("duplicate", ["too many: CQ", "missing"]),
     ("short", ["p0 holds 11 cards instead of 12"]),
     ("three_hands", ["4 hands"]),
     ("nines_without_nines", ["without nines"])],
)
def test_deal_from_hands_with_the_wrong_deck_is_refused(change: str, words: list[str]) -> None:
    """Given hands must form exactly the deck of the rules (records.md `hands`, Validation 3)."""
    rules = "ddv"
    hands = [[c.name for c in h] for h in hands_with({0: "CA", 1: "CQ"})]
    if change == "duplicate":
        hands[0][0] = "CQ"
    elif change == "short":
        hands[0].pop()
    elif change == "three_hands":
        hands = hands[:3]
    else:
        rules = {"preset": "ddv", "nines": False}  # type: ignore[assignment]
        hands = [h[:10] for h in hands]
    with pytest.raises(TrickgamesError) as info:
        dk.deal(rules, hands=hands)
    assert info.value.code == "wrong_deck"
    for word in words:
        assert word in str(info.value)


def test_deal_with_unknown_card_or_bad_dealer() -> None:
    """Unknown card codes and dealers outside 0..3 are refused (records.md Card codes,
    `dealer`)."""
    hands = [[c.name for c in h] for h in hands_with({})]
    hands[0][0] = "XX"
    with pytest.raises(ParseError):
        dk.deal("ddv", hands=hands)
    for dealer in (4, -1, True):
        with pytest.raises(TrickgamesError) as info:
            dk.deal("ddv", seed=1, dealer=dealer)
        assert info.value.code == "invalid_seat"
    with pytest.raises(TrickgamesError) as info:
        dk.deal("ddv")
    assert info.value.code == "missing_seed"


def test_deal_accepts_rules_in_every_form() -> None:
    """deal takes a preset name, a JSON rules object or a Rules object (records.md
    `rules`)."""
    assert dk.deal("pagat", seed=1).rules is dk.PAGAT
    assert dk.deal({"preset": "ddv", "swines": True}, seed=1).rules.swines
    assert dk.deal(dk.DDV, seed=1).rules is dk.DDV
    with pytest.raises(TrickgamesError):
        dk.deal("skat", seed=1)


def test_deal_with_context() -> None:
    """The record's context is part of the deal (records.md Context)."""
    context = dk.Context(compulsory_solo=(True, False, False, False), forced_solo=0)
    state = dk.deal("ddv", seed=3, context=context)
    assert state.deal.context == context
    assert state.phase is dk.Phase.DECLARATION and state.turn == 0



def test_extra_actions_are_of_the_extra_kinds() -> None:
    """doppelkopf-variants.md "Swines", "Genscher": the actions that may come off turn in trick
    play besides announcements are exactly the kinds EXTRA_ACTIONS names, and legal_actions
    lists each of them."""
    rules = dk.PRESETS["freedoko"].replace(genscher=True)
    rng = Rng(5)
    seen: set[type] = set()
    for seed in range(200):
        state = dk.deal(rules, seed=seed)
        while not state.is_over:
            extras = dk.engine.extra_actions(state)
            assert all(type(a) in dk.engine.EXTRA_ACTIONS for a in extras)
            assert set(extras) <= set(dk.legal_actions(state))
            seen.update(type(a) for a in extras)
            # A duty announcement (first_trick_duty, docs/freedoko.md) is a list of
            # announcements alone, which random_action may let pass: it is made then.
            legal = dk.legal_actions(state)
            state = dk.apply(state, random_action(rng, legal) or legal[0])
    assert seen == set(dk.engine.EXTRA_ACTIONS)


@pytest.mark.parametrize("preset", ["ddv", "freedoko"])
def test_legal_actions_lists_the_plays_of_the_play_table(preset: str) -> None:
    """In trick play legal_actions starts with the seat to play's plays of its playable cards,
    exactly legal_plays(turn, playable) (doppelkopf.md "Cards and ranking": follow suit): the
    engine reads the play table itself (docs/performance.md, "What each gain came from")."""
    from trickgames.doppelkopf.follow import legal_plays

    rng = Rng(5)
    for index in range(20):
        state = dk.deal(preset, rng=rng, dealer=index & 3)
        while not state.is_over:
            actions = dk.legal_actions(state)
            if state.phase is dk.Phase.PLAY:
                plays = legal_plays(state.turn, state.playable)
                assert actions[:len(plays)] == plays
                assert not any(isinstance(a, dk.Play) for a in actions[len(plays):])
            state = dk.apply(state, actions[rng.below(len(actions))])
