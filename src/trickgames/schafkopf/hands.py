"""Hands as integers (a private representation behind the public card tuples).

Schafkopf holds every card once, so a hand is a 32-bit mask: bit ``c`` says "holds card
``c``". Testing a suit is one ``&`` with the game's suit mask, and the cards a seat may play
come from a chunk table (:class:`~trickgames._core.bits.BitTable`) instead of a loop.

>>> hand_cards(hand_mask([Card.EO, Card.S7, Card.HA]))
(<Card.EO: 3>, <Card.HA: 16>, <Card.S7: 31>)
"""

from __future__ import annotations

from collections.abc import Iterable

from trickgames._core.bits import BitTable
from trickgames.schafkopf.cards import CARDS, Card

__all__ = ["hand_cards", "hand_mask"]

_CARDS: BitTable[Card] = BitTable(CARDS)


def hand_mask(cards: Iterable[int]) -> int:
    """The mask of a hand."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def hand_cards(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, in code order."""
    return _CARDS.items_of(mask)
