"""Bit-mask helpers behind the public card types.

Hands are stored as integers with one bit per card kind (and, in Doppelkopf, a second bit for
the second copy): testing "holds a card of this suit" is one ``&``. :class:`BitTable` turns a
mask back into a tuple of items quickly by looking up chunks of a few bits (8 by default; the
games' hands use 12 and 11) in precomputed tables, instead of testing every bit.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

__all__ = ["BitTable", "bits_of", "seat_tables"]

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

    The mask is cut into chunks of ``chunk_bits`` bits; each chunk value indexes a precomputed
    tuple of items, and the chunks' tuples are concatenated (lowest bit first). With 12-bit
    chunks a 24-card hand takes two lookups. The tables are built on first use (:meth:`reader`
    builds them when it is asked).

    >>> BitTable("abcdefghij").items_of(0b1000000101)
    ('a', 'c', 'j')
    >>> BitTable("abcdefghij", chunk_bits=3).items_of(0b1000000101)
    ('a', 'c', 'j')
    """

    __slots__ = ("_bits", "_chunks", "_items", "_low")

    def __init__(self, items: Sequence[T], chunk_bits: int = 8) -> None:
        self._items = tuple(items)
        self._bits = chunk_bits
        self._low = (1 << chunk_bits) - 1
        self._chunks: tuple[tuple[tuple[T, ...], ...], ...] | None = None

    def _build(self) -> tuple[tuple[tuple[T, ...], ...], ...]:
        chunks = []
        for base in range(0, len(self._items), self._bits):
            # The values with the next bit set are those without it, each followed by that
            # bit's item: each table in one pass, lowest bit first.
            table: list[tuple[T, ...]] = [()]
            for item in self._items[base : base + self._bits]:
                table += [t + (item,) for t in table]
            chunks.append(tuple(table))
        self._chunks = tuple(chunks)
        return self._chunks

    @property
    def chunks(self) -> tuple[tuple[tuple[T, ...], ...], ...]:
        """The tables, one per chunk (lowest bits first), for callers that inline the lookup.

        >>> low, high = BitTable("abcdefghij", chunk_bits=5).chunks
        >>> low[0b101] + high[0b10000]
        ('a', 'c', 'j')
        """
        return self._chunks or self._build()

    def items_of(self, mask: int) -> tuple[T, ...]:
        """The items whose bits are set in ``mask``, lowest bit first (see :meth:`reader`
        for the hot paths)."""
        chunks = self._chunks or self._build()
        bits = self._bits
        low = self._low
        out: tuple[T, ...] = ()
        for table in chunks:
            chunk = mask & low
            if chunk:
                out += table[chunk]
            mask >>= bits
            if not mask:
                break
        return out

    def reader(self) -> Callable[[int], tuple[T, ...]]:
        """:meth:`items_of` as a function of the mask alone, its chunk lookups written out
        (for two or three chunks, the games' hands): the one place the games' hot paths
        turn a mask into cards or plays.

        >>> BitTable("abcdefghij", chunk_bits=5).reader()(0b1000000101)
        ('a', 'c', 'j')
        """
        bits = self._bits
        count = -(-len(self._items) // bits)  # the number of chunks
        if count not in (2, 3):
            return self.items_of
        # Written as source, the chunk width a constant and the tables the function's globals:
        # the fastest a Python function reads them (no closure cells, no default arguments to
        # fill at every call); the hot paths call this at every step.
        low = self._low
        parts = [f"T0[mask & {low}]", f"T1[mask >> {bits} & {low}]", f"T2[mask >> {2 * bits}]"]
        if count == 2:
            parts[1] = f"T1[mask >> {bits}]"
        body = " + ".join(parts[:count])
        fast: dict[str, Any] = {}
        exec(f"def items(mask):\n    return {body}\n", fast)
        # The tables are built at the first call, not at import (a process that never reads
        # a mask, such as a validation, never builds them): the function's first body builds
        # them into its globals and gives the function the body above, for every later call.
        namespace: dict[str, Any] = {}

        def build() -> None:
            namespace.update({f"T{i}": table for i, table in enumerate(self.chunks)})
            namespace["items"].__code__ = fast["items"].__code__

        namespace["_build"] = build
        exec("def items(mask):\n    _build()\n    return items(mask)\n", namespace)
        items: Callable[[int], tuple[T, ...]] = namespace["items"]
        items.__doc__ = "The items whose bits are set in ``mask``, lowest bit first."
        return items


def seat_tables(
    items: Sequence[Sequence[T]], chunk_bits: int
) -> tuple[tuple[BitTable[T], ...], tuple[Callable[[int], tuple[T, ...]], ...]]:
    """Per seat, the :class:`BitTable` of its ``items`` (one item per card, such as its
    plays) and that table's :meth:`~BitTable.reader`.

    >>> tables, readers = seat_tables([["a", "b"], ["c", "d"]], chunk_bits=1)
    >>> readers[1](0b10), tables[0].items_of(0b11)
    (('d',), ('a', 'b'))
    """
    tables = tuple(BitTable(seat_items, chunk_bits=chunk_bits) for seat_items in items)
    return tables, tuple(table.reader() for table in tables)
