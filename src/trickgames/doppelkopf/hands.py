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

__all__ = [
    "LOW",
    "add_card",
    "card_count",
    "copies",
    "hand_cards",
    "hand_mask",
    "remove_card",
]

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


def card_count(mask: int) -> int:
    """The number of cards in the hand."""
    return mask.bit_count()


def kinds(mask: int) -> tuple[Card, ...]:
    """The distinct cards of a (low-bits) mask, in code order."""
    return _KINDS.items_of(mask & LOW)


def hand_cards(mask: int) -> tuple[Card, ...]:
    """Every card of the hand in code order, duplicates included."""
    doubles = mask >> 24
    out: list[Card] = []
    for card in _KINDS.items_of(mask & LOW):
        out.append(card)
        if doubles >> card & 1:
            out.append(card)
    return tuple(out)
