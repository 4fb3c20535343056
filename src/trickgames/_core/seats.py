"""Seats: four places at the table, numbered 0..3 clockwise; ``p0``..``p3`` in records."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from trickgames._core.errors import ParseError

__all__ = [
    "NEXT_SEAT",
    "SEATS",
    "SEATS_FROM",
    "SET_SEAT",
    "Seat",
    "next_seat",
    "parse_seat",
    "seat_name",
    "seats_from",
]

#: A seat number, 0..3, clockwise. Seat ``(dealer + 1) % 4`` is forehand.
Seat = int

#: The four seats in order.
SEATS: tuple[Seat, ...] = (0, 1, 2, 3)

_NAMES = ("p0", "p1", "p2", "p3")

T = TypeVar("T")

#: ``SET_SEAT[seat](values, value)``: the four per-seat ``values`` with ``seat``'s replaced.
#: One function per seat builds the new tuple directly, twice as fast as slicing and
#: concatenating (a hand changes at every card played).
#:
#: >>> SET_SEAT[2]((10, 11, 12, 13), 99)
#: (10, 11, 99, 13)
SET_SEAT: tuple[Callable[[tuple[T, ...], T], tuple[T, ...]], ...] = (
    lambda v, x: (x, v[1], v[2], v[3]),
    lambda v, x: (v[0], x, v[2], v[3]),
    lambda v, x: (v[0], v[1], x, v[3]),
    lambda v, x: (v[0], v[1], v[2], x),
)


def next_seat(seat: Seat) -> Seat:
    """The seat to the left (clockwise next).

    >>> next_seat(3)
    0
    """
    return (seat + 1) & 3


def seats_from(first: Seat) -> tuple[Seat, ...]:
    """The four seats clockwise, starting with ``first``.

    >>> seats_from(2)
    (2, 3, 0, 1)
    """
    return (first, (first + 1) & 3, (first + 2) & 3, (first + 3) & 3)


#: ``NEXT_SEAT[seat]`` is :func:`next_seat`, and ``SEATS_FROM[first]`` :func:`seats_from`
#: (so ``SEATS_FROM[leader][i]`` is the seat that plays a trick's ``i``-th card), as tables for
#: the play steps: a lookup costs a third of ``(seat + 1) & 3`` (Python's ``&`` allocates).
#:
#: >>> NEXT_SEAT[3], SEATS_FROM[2][3]
#: (0, 1)
NEXT_SEAT: tuple[Seat, ...] = tuple(next_seat(seat) for seat in SEATS)
SEATS_FROM: tuple[tuple[Seat, ...], ...] = tuple(seats_from(first) for first in SEATS)


def seat_name(seat: Seat) -> str:
    """The record name of a seat, ``p0``..``p3`` (any other value is shown as ``p<value>``,
    so that an error about a bad seat can still name it).

    >>> seat_name(2), seat_name(7)
    ('p2', 'p7')
    """
    if type(seat) is int and 0 <= seat <= 3:
        return _NAMES[seat]
    return f"p{seat}"


def parse_seat(text: str) -> Seat:
    """Parse ``p0``..``p3`` (upper case ``P`` accepted).

    >>> parse_seat("p2")
    2
    """
    if len(text) == 2 and text[0] in "pP" and text[1] in "0123":
        return int(text[1])
    raise ParseError(f"unknown seat {text!r}: expected p0, p1, p2 or p3", code="unknown_seat")
