"""The observation vector's layout: named segments, each with its shape, bound and meaning.

One :class:`Layout` per game describes the flat ``float32`` vector both adapters build from a
seat's view (:mod:`trickgames.rl._spec`). The docs render the table from it
(:meth:`Layout.rows`), so the documentation cannot drift from the code.

>>> layout = Layout([("phase", (3,), 1, "the phase"), ("seen", (4, 2), 2, "per seat")])
>>> layout.size, layout["seen"].offset, layout.high.tolist()
(11, 3, [1.0, 1.0, 1.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0, 2.0])
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from math import prod

import attrs
import numpy as np
import numpy.typing as npt

__all__ = ["Layout", "Part", "Segment", "part"]

#: A segment as a game names it: name, shape, upper bound, meaning.
Part = tuple[str, tuple[int, ...], float, str]


def part(name: str, shape: tuple[int, ...], high: float, doc: str) -> Part:
    """A segment of a layout to be (see :class:`Layout`)."""
    return (name, shape, high, doc)


@attrs.frozen
class Segment:
    """One named part of the observation vector.

    ``shape`` is ``(n,)`` for a plain part or ``(4, n)`` for a part per seat, the seats in
    order from the viewer (row 0 the viewer, row 1 the next seat to the left, ...); every
    entry lies in ``[0, high]``.
    """

    name: str
    shape: tuple[int, ...]
    high: float
    doc: str
    offset: int

    @property
    def size(self) -> int:
        """How many entries the segment has."""
        return prod(self.shape)

    @property
    def width(self) -> int:
        """The entries per row (the last axis)."""
        return self.shape[-1]


class Layout:
    """The segments of a flat vector, in order, with their offsets and upper bounds."""

    def __init__(self, parts: Sequence[Part]) -> None:
        segments = []
        offset = 0
        for name, shape, bound, doc in parts:
            segment = Segment(name, tuple(shape), float(bound), doc, offset)
            segments.append(segment)
            offset += segment.size
        #: The segments in vector order.
        self.segments: tuple[Segment, ...] = tuple(segments)
        self._by_name = {s.name: s for s in self.segments}
        if len(self._by_name) != len(self.segments):
            raise ValueError("segment names must be unique")
        #: The length of the vector.
        self.size: int = offset
        high = np.zeros(offset, np.float32)
        for s in self.segments:
            high[s.offset:s.offset + s.size] = s.high
        high.setflags(write=False)
        #: Each entry's upper bound (every lower bound is 0).
        self.high: npt.NDArray[np.float32] = high

    def __getitem__(self, name: str) -> Segment:
        return self._by_name[name]

    def __iter__(self) -> Iterator[Segment]:
        return iter(self.segments)

    def __contains__(self, name: object) -> bool:
        return name in self._by_name

    def rows(self) -> list[tuple[str, str, str, str, str]]:
        """The table the docs show: name, entries (offset), shape, range and meaning."""
        out = []
        for s in self.segments:
            end = s.offset + s.size - 1
            where = f"{s.offset}" if s.size == 1 else f"{s.offset}-{end}"
            shape = " x ".join(str(n) for n in s.shape)
            high = f"{s.high:g}"
            out.append((s.name, where, shape, f"0-{high}", s.doc))
        return out
