"""Hands as integers (a private representation behind the public card tuples).

Doppelkopf holds every card twice, so a hand is ``first | second << 24``: bit ``c`` of
``first`` says "holds at least one card ``c``", bit ``c`` of ``second`` "holds both". Testing a
suit is one ``&`` with the contract's suit mask on the low 24 bits, and the cards a seat can
play come from a chunk table (:class:`~trickgames._core.bits.BitTable`) instead of a loop.
"""

from __future__ import annotations

from collections.abc import Iterable

from trickgames._core.bits import BitTable
from trickgames.doppelkopf.cards import CARDS, Card

__all__ = ["LOW", "add_card", "both_held_by", "card_count", "copies", "hand_cards", "hand_mask",
           "remove_card"]

#: The "holds at least one" bits.
LOW = (1 << 24) - 1

_KINDS: BitTable[Card] = BitTable(CARDS)


def hand_mask(cards: Iterable[int]) -> int:
    """The mask of a hand (at most two of each card).

    >>> hand_cards(hand_mask([Card.CQ, Card.CQ, Card.D9]))
    (<Card.CQ: 3>, <Card.CQ: 3>, <Card.D9: 23>)
    """
    mask = 0
    for card in cards:  # add_card, inlined
        bit = 1 << card
        mask |= bit << 24 if mask & bit else bit
    return mask


def add_card(mask: int, card: int) -> int:
    """The mask with one more ``card`` (the caller makes sure there are at most two)."""
    bit = 1 << card
    return mask | (bit << 24) if mask & bit else mask | bit


def remove_card(mask: int, card: int) -> int:
    """The mask with one ``card`` fewer (the caller makes sure it is held)."""
    high = 1 << (card + 24)
    return mask ^ high if mask & high else mask ^ (1 << card)


def copies(mask: int, card: int) -> int:
    """How many of ``card`` the hand holds (0, 1 or 2)."""
    return (mask >> card & 1) + (mask >> (card + 24) & 1)


def both_held_by(hands: tuple[int, ...], card: int) -> int | None:
    """The seat whose hand (mask) holds both copies of ``card``, ``None`` if no seat does (the
    swines, hyperswines and Genscher holders).

    >>> both_held_by((0, hand_mask([Card.DK, Card.DK]), 0, 0), Card.DK)
    1
    """
    for seat in range(4):
        if copies(hands[seat], card) == 2:
            return seat
    return None


def card_count(mask: int) -> int:
    """The number of cards in the hand."""
    return mask.bit_count()


def kinds(mask: int) -> tuple[Card, ...]:
    """The distinct cards of a (low-bits) mask, in code order."""
    return _KINDS.items_of(mask & LOW)


def hand_cards(mask: int) -> tuple[Card, ...]:
    """Every card of the hand in code order, duplicates included.

    Four lookups, one per suit (six card codes): a table maps the suit's "at least one" and
    "both" bits, twelve bits together, to its cards.

    >>> hand_cards(hand_mask([Card.D9, Card.CA, Card.D9]))
    (<Card.CA: 0>, <Card.D9: 23>, <Card.D9: 23>)
    """
    first = mask & LOW
    second = mask >> 24
    a, b, c, d = _SUIT_CARDS or _suit_cards()
    return (a[first & 63 | (second & 63) << 6] + b[first >> 6 & 63 | (second >> 6 & 63) << 6]
            + c[first >> 12 & 63 | (second >> 12 & 63) << 6]
            + d[first >> 18 | (second >> 18) << 6])


_SUIT_CARDS: list[tuple[tuple[Card, ...], ...]] = []


def _suit_cards() -> list[tuple[tuple[Card, ...], ...]]:
    """Per suit, the cards of each (at least one | both << 6) pattern; built on first use,
    and published whole (one slice assignment), so that a thread never reads a part of it."""
    built: list[tuple[tuple[Card, ...], ...]] = []
    for suit in range(4):
        table: list[tuple[Card, ...]] = [()] * 4096
        for once in range(64):
            twice = once
            while True:  # every subset of ``once``
                table[once | twice << 6] = tuple(
                    CARDS[6 * suit + i]
                    for i in range(6) if once >> i & 1 for _ in range(1 + (twice >> i & 1)))
                if not twice:
                    break
                twice = (twice - 1) & once
        built.append(tuple(table))
    _SUIT_CARDS[:] = built
    return _SUIT_CARDS
