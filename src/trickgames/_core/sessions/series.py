"""An immutable sequence that grows by one item in constant time: :class:`Series`, the deals
and the standings of a session.

A session is an immutable value, and booking a deal gives a new session with one deal more.
Were the deals a tuple, every deal would copy all the deals before it: a session of ``n`` deals
would cost ``n * n / 2`` copies to play, read or validate. A :class:`Series` is a view of the
first ``len`` items of a list that the series it grew from shares: :meth:`Series.append` adds
the item to that list in place and returns a view one item longer, so the old series, which
sees only its own first items, stays as it was. Only appending to a series that has already
grown (a second continuation of the same session) copies its items once, into a list of its
own.

A series behaves as the tuple of its items: it compares equal to that tuple and hashes as it
does, is written as it (``repr``), and a slice is a series again.

>>> empty = Series[int]()
>>> one = empty.append(1)
>>> two, other = one.append(2), one.append(3)
>>> empty, one, two, other
((), (1,), (1, 2), (1, 3))
>>> two == (1, 2), hash(two) == hash((1, 2)), two[-1], len(two), two[:1] == one
(True, True, 2, 2, True)
"""

from __future__ import annotations

import itertools
import operator
import threading
from collections.abc import Iterable, Iterator, Sequence
from typing import Any, TypeVar, overload

__all__ = ["Series", "series"]

T = TypeVar("T")

#: Appending checks whether the shared list has grown past a series and appends to it in one
#: step, so that two threads continuing the same series never share an item.
_APPEND = threading.Lock()


class Series(Sequence[T]):
    """The immutable sequence of ``items`` (see the module): a tuple that grows by one item
    in constant time with :meth:`append`."""

    __slots__ = ("_hash", "_items", "_size")

    _items: list[T]
    _size: int
    _hash: int | None

    def __init__(self, items: Iterable[T] = ()) -> None:
        self._items = list(items)
        self._size = len(self._items)
        self._hash = None

    @classmethod
    def _view(cls, items: list[T], size: int) -> Series[T]:
        out = object.__new__(cls)
        out._items = items
        out._size = size
        out._hash = None
        return out

    def append(self, item: T) -> Series[T]:
        """The series with ``item`` added at the end; this series does not change."""
        with _APPEND:
            items = self._items
            if len(items) != self._size:
                items = items[:self._size]
            items.append(item)
        return self._view(items, self._size + 1)

    def __len__(self) -> int:
        return self._size

    @overload
    def __getitem__(self, index: int) -> T: ...

    @overload
    def __getitem__(self, index: slice) -> Series[T]: ...

    def __getitem__(self, index: int | slice) -> T | Series[T]:
        if isinstance(index, slice):
            return Series(self._items[:self._size][index])
        size = self._size
        position = operator.index(index)
        if position < 0:
            position += size
        if not 0 <= position < size:
            raise IndexError("series index out of range")
        return self._items[position]

    def __iter__(self) -> Iterator[T]:
        return itertools.islice(self._items, self._size)

    def __reversed__(self) -> Iterator[T]:
        items = self._items
        return (items[i] for i in range(self._size - 1, -1, -1))

    def __bool__(self) -> bool:
        return self._size > 0

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Series):
            if self._size != other._size:
                return False
            if self._items is other._items:
                return True
            return all(a is b or a == b for a, b in zip(self, other, strict=True))
        if isinstance(other, tuple):
            return len(other) == self._size and tuple(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        if self._hash is None:
            self._hash = hash(tuple(self))
        return self._hash

    def __repr__(self) -> str:
        return repr(tuple(self))

    def __reduce__(self) -> tuple[Any, tuple[tuple[T, ...]]]:
        return (Series, (tuple(self),))


def series(items: Iterable[T] = ()) -> Series[T]:
    """``items`` as a :class:`Series` (a series is returned as it is)."""
    return items if isinstance(items, Series) else Series(items)
