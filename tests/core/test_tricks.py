"""Tests of trickgames._core.tricks: tricks and card orders shared by both games."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickgames._core.tricks import TRUMP, CardOrder, Trick

# A toy game of 12 cards: trumps 11 > 10 > 9 > 8; suit 0 is 0 > 1 > 2 > 3; suit 1 is 4 > ... > 7.
ORDER = CardOrder(12, trumps=[11, 10, 9, 8], plain=[[0, 1, 2, 3], [4, 5, 6, 7]])


def test_effective_suits_and_strengths() -> None:
    """tricks.py CardOrder: each card's effective suit and its strength within that suit."""
    assert [ORDER.suit[c] for c in (11, 8, 0, 3, 4, 7)] == [TRUMP, TRUMP, 0, 0, 1, 1]
    assert ORDER.strength[11] > ORDER.strength[10] > ORDER.strength[8]
    assert ORDER.strength[0] > ORDER.strength[3]
    assert min(ORDER.strength[c] for c in ORDER.trumps) > max(
        ORDER.strength[c] for c in range(8))
    assert ORDER.trumps == (11, 10, 9, 8)
    assert ORDER.plain == ((0, 1, 2, 3), (4, 5, 6, 7))


def test_suit_masks() -> None:
    """tricks.py CardOrder: suit_masks[s] has one bit per card of effective suit s."""
    assert ORDER.suit_masks[TRUMP] == 0b1111 << 8
    assert ORDER.suit_masks[0] == 0b1111
    assert ORDER.suit_masks[1] == 0b1111 << 4
    assert ORDER.suit_masks[2] == ORDER.suit_masks[3] == 0


def test_is_trump() -> None:
    """tricks.py CardOrder.is_trump: only the listed trumps."""
    assert [c for c in range(12) if ORDER.is_trump(c)] == [8, 9, 10, 11]


@pytest.mark.parametrize(("cards", "winner"), [
    ((0, 1, 2, 3), 0),        # highest of the led suit
    ((3, 0, 1, 2), 1),
    ((3, 4, 5, 6), 0),        # other plain suits never win
    ((0, 8, 9, 1), 2),        # the highest trump wins
    ((8, 0, 11, 4), 2),
    ((2, 2, 2, 2), 0),        # equal cards: the first one wins
    ((1, 9, 9, 0), 1),
])
def test_winner_index(cards: tuple[int, ...], winner: int) -> None:
    """tricks.py winner_index: highest trump, else highest of the led suit; first of equals."""
    assert ORDER.winner_index(cards) == winner


def test_beats() -> None:
    """tricks.py beats: a later card beats the best one only if strictly higher or a trump."""
    assert ORDER.beats(0, 1)
    assert not ORDER.beats(1, 0)
    assert not ORDER.beats(0, 0)  # equal cards: the first wins
    assert ORDER.beats(8, 0)      # any trump beats a plain card
    assert not ORDER.beats(4, 0)  # off-suit plain never beats
    assert not ORDER.beats(0, 8)


@given(st.lists(st.integers(0, 11), min_size=1, max_size=4))
def test_winner_index_agrees_with_beats(cards: list[int]) -> None:
    """tricks.py: winner_index is the fold of beats over the cards in play order."""
    best = 0
    for i in range(1, len(cards)):
        if ORDER.beats(cards[i], cards[best]):
            best = i
    assert ORDER.winner_index(cards) == best


def test_sort_key_trumps_first_then_suits_high_to_low() -> None:
    """tricks.py sort_key: display order is trumps high to low, then each suit high to low."""
    shuffled = [5, 9, 0, 7, 11, 2, 8, 4, 1, 10, 3, 6]
    assert sorted(shuffled, key=ORDER.sort_key) == [11, 10, 9, 8, 0, 1, 2, 3, 4, 5, 6, 7]


def test_cards_outside_the_order() -> None:
    """tricks.py CardOrder: cards in neither list (a short deck) have suit and strength -1."""
    order = CardOrder(4, trumps=[3], plain=[[0, 1]])
    assert order.suit[2] == -1
    assert order.strength[2] == -1


@pytest.mark.parametrize("leader", range(4))
def test_trick_seats_and_played_by(leader: int) -> None:
    """tricks.py Trick: seats clockwise from the leader; played_by finds each seat's card."""
    trick = Trick(leader=leader, cards=(10, 11, 12, 13), winner=(leader + 2) % 4)
    assert trick.seats == tuple((leader + i) % 4 for i in range(4))
    for i, seat in enumerate(trick.seats):
        assert trick.played_by(seat) == 10 + i


def test_trick_is_a_frozen_value() -> None:
    """tricks.py Trick: an immutable value compared by content."""
    assert Trick(1, (1, 2, 3, 4), 2) == Trick(1, (1, 2, 3, 4), 2)
    assert Trick(1, (1, 2, 3, 4), 2) != Trick(1, (1, 2, 3, 4), 3)
    assert Trick(0, (1, 2), 0).seats == (0, 1)
