"""Hands as integers (a private representation behind the public card tuples).

Schafkopf holds every card once, so a hand is a 32-bit mask: bit ``c`` says "holds card
``c``". Testing a suit is one ``&`` with the game's suit mask, and the cards (or the plays) of
a mask come from chunk tables (:func:`chunk_tables`) instead of a loop.

>>> hand_cards(hand_mask([Card.EO, Card.S7, Card.HA]))
(<Card.EO: 3>, <Card.HA: 16>, <Card.S7: 31>)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TypeVar

from trickgames._core.bits import BitTable
from trickgames.schafkopf.cards import CARDS, Card

__all__ = ["CARD_CHUNKS", "chunk_tables", "hand_cards", "hand_mask"]

T = TypeVar("T")

#: Chunk tables of the 32 bits of a mask: three chunks of 11, 11 and 10 bits.
Chunks = tuple[tuple[tuple[T, ...], ...], tuple[tuple[T, ...], ...], tuple[tuple[T, ...], ...]]


def chunk_tables(items: Sequence[T]) -> Chunks[T]:
    """Tables ``(t0, t1, t2)`` that map a 32-bit mask to the items of its bits, lowest first:
    ``t0[mask & 0x7FF] + t1[mask >> 11 & 0x7FF] + t2[mask >> 22]``: three lookups and no
    loop, with the very item objects given (a :class:`BitTable` of 11-bit chunks, built now)."""
    low, middle, high = BitTable(items, chunk_bits=11).chunks
    return low, middle, high


#: The cards of a mask (see :func:`chunk_tables`).
CARD_CHUNKS: Chunks[Card] = chunk_tables(CARDS)


def hand_mask(cards: Iterable[int]) -> int:
    """The mask of a hand."""
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def hand_cards(mask: int) -> tuple[Card, ...]:
    """The cards of a mask, in code order."""
    t0, t1, t2 = CARD_CHUNKS
    return t0[mask & 0x7FF] + t1[mask >> 11 & 0x7FF] + t2[mask >> 22]
