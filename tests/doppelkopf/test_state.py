"""The Doppelkopf state: an immutable value built by the fast constructors, with the derived
field State.playable (doppelkopf.md "Cards and ranking": follow suit)."""

from __future__ import annotations

import itertools
from typing import Any

import attrs
import pytest

from tests._states import assert_rebuilt, random_deals
from trickgames import doppelkopf as dk
from trickgames._core.tricks import Trick
from trickgames.bots.doppelkopf import random_policy
from trickgames.doppelkopf.state import ReservationRound, State

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
