"""The Doppelkopf state: an immutable value built by the fast constructors, with the derived
field State.playable (doppelkopf.md "Cards and ranking": follow suit)."""

from __future__ import annotations

import inspect
import itertools
from typing import Any

import attrs
import pytest
from hypothesis import given

from tests._seats import assert_refuses_no_seats
from tests._states import assert_rebuilt, build, random_deals
from trickgames import doppelkopf as dk
from trickgames import testing
from trickgames._core.tricks import Trick
from trickgames.bots.doppelkopf import random_policy
from trickgames.doppelkopf import announcements, reservations
from trickgames.doppelkopf.announcements import announcements_possible
from trickgames.doppelkopf.follow import playable_mask
from trickgames.doppelkopf.state import ReservationRound, State, make_state

from .test_play import follow_state


def deals(preset: str, count: int, seed: int = 0) -> list[list[dk.State]]:
    return random_deals(dk, random_policy, preset, count, seed)


@pytest.mark.parametrize("preset", ["ddv", "pagat"])
def test_values_built_inline_are_the_frozen_values(preset: str) -> None:
    """States, reservation rounds and tricks built by the steps (through the fast
    constructors, or field by field in the play step: values.slots_class) are the frozen
    classes themselves, equal to what their constructors make,
    derived fields (State.playable) included, and immutable."""
    for states in deals(preset, 25):
        for before, after in itertools.pairwise(states):
            assert after.history is not None and after.history[0] is before.history
            values: list[tuple[Any, Any]] = [(after, State)]
            if isinstance(after.pending, ReservationRound):
                values.append((after.pending, ReservationRound))
            values += [(trick, Trick) for trick in after.tricks]
            for value, cls in values:
                assert_rebuilt(value, cls)


@pytest.mark.parametrize("preset", ["ddv", "pagat"])
def test_playable_is_what_check_allows(preset: str) -> None:
    """State.playable is exactly the set of cards the seat to play may play (follow suit;
    doppelkopf.md "Cards and ranking"), as check judges card by card, at every step of
    random deals; 0 outside the card play."""
    for states in deals(preset, 6, seed=1):
        for state in states:
            if state.phase is not dk.Phase.PLAY:
                assert state.playable == 0
                continue
            for card in dk.Card:
                legal = dk.is_legal(state, dk.Play(state.turn, card))
                assert legal == bool(state.playable >> card & 1), (state.turn, card)


@pytest.mark.parametrize("preset", ["ddv", "pagat"])
def test_no_announcement_is_hidden_once_announcing_is_off(preset: str) -> None:
    """State.announcing only short-cuts: whenever it is off, the judge (is_legal) refuses every
    announcement of every seat (doppelkopf.md "Announcements": deadlines), so legal_actions,
    which then lists the plays alone, hides nothing."""
    for states in deals(preset, 12, seed=2):
        for state in states:
            if state.announcing:
                continue
            for seat in range(4):
                for call in dk.Call:
                    assert not dk.is_legal(state, dk.Announce(seat, call)), (seat, call)


def test_a_play_knows_its_cards_bits() -> None:
    """Play.bit and Play.high, derived once per action, are the card's first-copy and
    second-copy bits in a hand mask (doppelkopf/hands.py: ``first | second << 24``)."""
    for card in dk.Card:
        play = dk.Play(1, card)
        assert play.bit == 1 << card and play.high == 1 << (card + 24)
        assert play == dk.Play(1, card) and "bit" not in repr(play)


def test_playable_of_an_evolved_state() -> None:
    """State.playable is worked out anew for a state built with other hands by
    ``attrs.evolve`` (a bot sampling the hidden hands builds such states)."""
    state = dk.apply(follow_state(), "p1 play CA")
    assert state.playable == (1 << dk.Card.C9) | (1 << dk.Card.CK)  # clubs led: follow
    hands = state.hands
    swapped = attrs.evolve(state, hands=(hands[0], hands[1], hands[0], hands[3]))
    assert swapped.playable == dk.play.playable_mask(hands[0], state.trick, state.game.order)
    for card in dk.Card:
        assert dk.is_legal(swapped, dk.Play(2, card)) == bool(swapped.playable >> card & 1)


# -- the builder: make_state and the play step's written-out copy of it ------------------------

#: The fields make_state takes: every init field of State but is_over, which it derives.
BUILDER_FIELDS = ("deal", "phase", "turn", "hands", "trick", "tricks", "game", "calls",
                  "pending", "history")


def built(state: dk.State, **changes: Any) -> dk.State:
    """make_state of the state's own fields (with ``changes``)."""
    rebuilt: dk.State = build(make_state, state, **changes)
    return rebuilt


def derived(state: dk.State) -> tuple[bool, int, bool]:
    """The derived fields: is_over, playable, announcing."""
    return state.is_over, state.playable, state.announcing


def expected_derived(state: dk.State) -> tuple[bool, int, bool]:
    """The derived fields as their definitions say: over once finished or void; in trick play
    the follow-suit rule and whether some seat may still announce, else 0 and false; while a
    duty announcement is pending (docs/freedoko.md, first_trick_duty) no card."""
    over = state.phase in (dk.Phase.FINISHED, dk.Phase.VOID)
    if state.phase is not dk.Phase.PLAY or state.game is None:
        return over, 0, False
    duty = state.pending is not None
    return (over, 0 if duty else playable_mask(state.hands[state.turn], state.trick,
                                               state.game.order),
            announcements_possible(state.game, len(state.tricks), state.calls,
                                   state.rules.deadlines))


@given(testing.playthroughs("doppelkopf"))
def test_every_state_is_what_the_builder_makes_of_its_fields(run: testing.Playthrough) -> None:
    """Every state of a random legal deal, those of the play step's written-out copy of the
    builder included, equals make_state of its own fields, and its derived fields (is_over,
    playable, announcing) are the builder's, State(...)'s and attrs.evolve's (docs/performance.md
    "The play step"; doppelkopf.md "Cards and ranking": follow suit; "Announcements")."""
    for state in run.states:
        rebuilt = built(state)
        assert type(rebuilt) is State and rebuilt == state
        expected = expected_derived(state)
        assert derived(state) == derived(rebuilt) == expected
        init = {f.name: getattr(state, f.name) for f in attrs.fields(State) if f.init}
        for other in (State(**init), attrs.evolve(state)):
            assert other == state and derived(other) == expected


@given(testing.playthroughs("doppelkopf"))
def test_the_builder_works_the_derived_fields_out_anew(run: testing.Playthrough) -> None:
    """make_state and attrs.evolve work playable and announcing out for other fields than a
    step made them with, another seat to play or a marriage's deadlines moved by a shift, so
    a state built by hand is never inconsistent (docs/performance.md "What makes it fast")."""
    for state in run.states:
        if state.phase is not dk.Phase.PLAY:
            continue
        assert state.game is not None
        for turn in range(4):
            for other in (built(state, turn=turn), attrs.evolve(state, turn=turn)):
                assert derived(other) == expected_derived(other)
        for shift in (0, 1, 2):
            game = attrs.evolve(state.game, shift=shift)
            for other in (built(state, game=game), attrs.evolve(state, game=game)):
                assert derived(other) == expected_derived(other)


def test_make_state_takes_the_builder_fields() -> None:
    """docs/performance.md "The play step" (make_state takes every field by keyword): the
    Doppelkopf make_state's parameters are BUILDER_FIELDS, in order (that each is
    keyword-only, and a state field: tests/test_games.py)."""
    assert list(inspect.signature(make_state).parameters) == list(BUILDER_FIELDS)


def test_every_doppelkopf_function_that_takes_a_seat_refuses_what_is_no_seat() -> None:
    """records.md "Seats", docs/api.md "Errors" (a seat that is not an ``int`` ``0..3`` is an
    ArgumentError, ``invalid_seat``): Doppelkopf's own functions and methods of a seat (the
    announcements and their deadlines, the declarations, a game's parties) refuse what is no
    seat as the functions of both games do (tests/test_games.py)."""
    state = dk.deal("ddv", seed=3, dealer=3)
    for line in ("p0 reserve", "p1 healthy", "p2 healthy", "p3 healthy"):
        state = dk.apply(state, line)
    playing = dk.apply(dk.deal("ddv", seed=3, dealer=3), "p0 healthy")
    for line in ("p1 healthy", "p2 healthy", "p3 healthy"):
        playing = dk.apply(playing, line)
    game = playing.game
    assert game is not None
    solo = dk.Reservation.SOLO_CLUBS
    for label, take in [
        ("announcement_deadlines", lambda s: dk.announcement_deadlines(playing, s)),
        ("announce_actions", lambda s: announcements.announce_actions(playing, s)),
        ("possible_declarations", lambda s: reservations.possible_declarations(state, s)),
        ("priority", lambda s: reservations.priority(state, s, solo)),
        ("Game.party", game.party),
    ]:
        assert_refuses_no_seats(label, take)
