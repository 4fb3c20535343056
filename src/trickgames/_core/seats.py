"""Seats: four places at the table, numbered 0..3 clockwise; ``p0``..``p3`` in records."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from trickgames._core.errors import ArgumentError, ParseError
from trickgames._core.quoting import quoted

__all__ = [
    "NEXT_SEAT",
    "SEATS",
    "SEATS_FROM",
    "SET_SEAT",
    "Known",
    "Seat",
    "check_seat",
    "next_seat",
    "parse_seat",
    "parties_by_flag",
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


#: What a seat knows of the four seats' parties (a game's party or side enum): ``None`` where
#: it cannot know.
Known = tuple[T | None, T | None, T | None, T | None]


def parties_by_flag(flags: tuple[bool, ...], parties: tuple[T, T]) -> tuple[T, T, T, T]:
    """Every seat's party from its flag in the game (``parties[False]``, ``parties[True]``),
    as the games keep them (Doppelkopf's ``Game.re``, Schafkopf's ``Game.side``).

    >>> parties_by_flag((True, False, False, True), ("kontra", "re"))
    ('re', 'kontra', 'kontra', 're')
    """
    return (parties[flags[0]], parties[flags[1]], parties[flags[2]], parties[flags[3]])


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


def check_seat(value: object, what: str = "seat", seats: int = 4) -> Seat:
    """``value`` as a seat, if it is an ``int`` ``0..seats - 1``; :class:`ArgumentError`
    (code ``invalid_seat``) otherwise. The one check of every function that takes a seat: a
    ``bool`` is never a seat (``True == 1`` would act for p1), nor is ``-1`` (which indexes the
    last seat) or a number of another type.

    >>> check_seat(3), check_seat(4, what="player", seats=5)
    (3, 4)
    >>> check_seat(-1)
    Traceback (most recent call last):
    ...
    trickgames._core.errors.ArgumentError: seat must be an int 0..3, not -1
    """
    if type(value) is int and 0 <= value < seats:
        return value
    if isinstance(value, int) and not isinstance(value, bool) and 0 <= value < seats:
        return int(value)  # an int subclass (an IntEnum): as the plain int
    raise ArgumentError(f"{what} must be an int 0..{seats - 1}, not {quoted(value)}",
                        code="invalid_seat")


def parse_seat(text: str) -> Seat:
    """Parse ``p0``..``p3`` (upper case ``P`` accepted).

    >>> parse_seat("p2")
    2
    """
    if len(text) == 2 and text[0] in "pP" and text[1] in "0123":
        return int(text[1])
    raise ParseError(f"unknown seat {quoted(text)}: expected p0, p1, p2 or p3",
                     code="unknown_seat", params={"quoted": quoted(text)})
