"""Tests of trickgames._core.seats (records.md "Fields": seats are 0-based, p0..p3)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickgames._core.errors import ParseError
from trickgames._core.seats import (
    SEATS,
    next_seat,
    parse_seat,
    parties_by_flag,
    seat_name,
    seats_from,
)


def test_seats_are_zero_based() -> None:
    """records.md Fields: seats are 0-based everywhere, p0..p3."""
    assert SEATS == (0, 1, 2, 3)
    assert [seat_name(s) for s in SEATS] == ["p0", "p1", "p2", "p3"]


def test_next_seat_is_clockwise_and_wraps() -> None:
    """records.md Fields: seat (dealer + 1) % 4 is forehand, so seat 3 is followed by seat 0."""
    assert [next_seat(s) for s in SEATS] == [1, 2, 3, 0]


@given(st.tuples(st.booleans(), st.booleans(), st.booleans(), st.booleans()))
def test_parties_by_flag_gives_each_seat_the_party_of_its_flag(flags: tuple[bool, ...]) -> None:
    """doppelkopf.md / schafkopf.md parties: a seat's party follows from its flag in the game
    (Re or Kontra, declaring side or defenders), seat by seat."""
    assert parties_by_flag(flags, ("no", "yes")) == tuple("yes" if f else "no" for f in flags)


@pytest.mark.parametrize("first", SEATS)
def test_seats_from(first: int) -> None:
    """seats.py: the four seats clockwise starting with the given one."""
    order = seats_from(first)
    assert order[0] == first
    assert sorted(order) == [0, 1, 2, 3]
    assert all(order[i + 1] == next_seat(order[i]) for i in range(3))


@pytest.mark.parametrize(("text", "seat"), [("p0", 0), ("p1", 1), ("p2", 2), ("p3", 3),
                                            ("P2", 2)])
def test_parse_seat(text: str, seat: int) -> None:
    """records.md Action grammar: p<seat> names the acting seat (upper case P accepted)."""
    assert parse_seat(text) == seat


@pytest.mark.parametrize("text", ["p4", "p-1", "p", "0", "p01", "q1", "", " p1", "p١", "seat1"])
def test_parse_seat_rejects_unknown_seats(text: str) -> None:
    """records.md Action grammar: anything but p0..p3 is a ParseError with code unknown_seat."""
    with pytest.raises(ParseError) as info:
        parse_seat(text)
    assert info.value.code == "unknown_seat"
    assert repr(text) in info.value.message


@given(st.text(max_size=4))
def test_parse_seat_never_raises_anything_else(text: str) -> None:
    """records.md Validation: a bad seat is a ParseError, never another exception."""
    try:
        seat = parse_seat(text)
    except ParseError:
        return
    assert seat_name(seat) == text.lower()
