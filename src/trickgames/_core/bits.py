"""Bit-mask helpers behind the public card types.

Hands are stored as integers with one bit per card kind (and, in Doppelkopf, a second bit for
the second copy): testing "holds a card of this suit" is one ``&``. :class:`BitTable` turns a
mask back into a tuple of items quickly by looking up 8-bit chunks in precomputed tables,
instead of testing every bit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

__all__ = ["BitTable", "bits_of"]

T = TypeVar("T")


def bits_of(mask: int) -> list[int]:
    """The positions of the set bits, lowest first.

    >>> bits_of(0b10110)
    [1, 2, 4]
    """
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


class BitTable(Generic[T]):
    """Maps a mask over ``len(items)`` bits to the tuple of items whose bits are set.

    The mask is cut into 8-bit chunks; each chunk value indexes a precomputed tuple of items,
    and the chunks' tuples are concatenated (lowest bit first).

    >>> BitTable("abcdefghij").items_of(0b1000000101)
    ('a', 'c', 'j')
    """

    __slots__ = ("_chunks",)

    def __init__(self, items: Sequence[T]) -> None:
        chunks: list[tuple[tuple[T, ...], ...]] = []
        for base in range(0, len(items), 8):
            part = items[base : base + 8]
            chunks.append(
                tuple(
                    tuple(part[i] for i in range(len(part)) if value >> i & 1)
                    for value in range(1 << len(part))
                )
            )
        self._chunks = tuple(chunks)

    def items_of(self, mask: int) -> tuple[T, ...]:
        """The items whose bits are set in ``mask``, lowest bit first."""
        out: tuple[T, ...] = ()
        for table in self._chunks:
            if not mask:
                break
            chunk = mask & 0xFF
            if chunk:
                out += table[chunk & (len(table) - 1)]
            mask >>= 8
        return out
