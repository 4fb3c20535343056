"""Hands as integers (a private representation behind the public card tuples).

Schafkopf holds every card once, so a hand is a 32-bit mask: bit ``c`` says "holds card
``c``". Testing a suit is one ``&`` with the game's suit mask, and the cards of a mask come
from chunk tables (:meth:`~trickgames._core.bits.BitTable.reader`) instead of a loop.

>>> hand_cards(hand_mask([Card.EO, Card.S7, Card.HA]))
(<Card.EO: 3>, <Card.HA: 16>, <Card.S7: 31>)
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TypeVar

from trickgames._core.bits import BitTable
from trickgames._core.deprecation import module_getattr
from trickgames.schafkopf.cards import CARDS, Card

__all__ = ["hand_cards", "hand_mask"]

T = TypeVar("T")


def hand_mask(cards: Iterable[int]) -> int:
    """The mask of a hand."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


#: ``hand_cards(mask)``: the cards of a mask, in code order (three lookups of 11-bit chunks).
hand_cards: Callable[[int], tuple[Card, ...]] = BitTable(CARDS, chunk_bits=11).reader()


def _chunk_tables(items: Sequence[T]) -> tuple[tuple[tuple[T, ...], ...], ...]:
    return BitTable(items, chunk_bits=11).chunks


#: Names of an earlier release (see :mod:`trickgames._core.deprecation`).
__getattr__ = module_getattr(__name__, {
    "CARD_CHUNKS": (lambda: _chunk_tables(CARDS), "trickgames.schafkopf.hands.hand_cards"),
    "chunk_tables": (lambda: _chunk_tables, "trickgames._core.bits.BitTable"),
})
