"""Shared by the seat tests of both games: the values that are no seat, and the check that a
function refuses them (records.md "Seats"; docs/api.md "Errors")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from trickgames import ArgumentError

__all__ = ["NOT_SEATS", "assert_refuses_no_seats"]

#: Values that are no seat (an ``int`` ``0..3``): bools, ints outside 0..3, a float, a string.
NOT_SEATS = (True, False, -1, 4, 1.0, "1")


def assert_refuses_no_seats(label: str, take: Callable[[Any], object], *,
                            none_ok: bool = False, seats: int = 4) -> None:
    """``take`` (a function of a seat) refuses every value of :data:`NOT_SEATS` (with
    ``seats`` places, ``seats`` instead of 4), and ``None`` unless ``none_ok`` (``None``
    meaning every seat or a spectator), as an :class:`ArgumentError` (a ``ValueError``) with
    the code ``invalid_seat``; it takes every seat ``0..seats - 1``."""
    refused = tuple(seats if value == 4 and type(value) is int else value
                    for value in NOT_SEATS)
    for value in refused if none_ok else (*refused, None):
        with pytest.raises(ValueError, match=r"must be an int 0\.\.") as info:
            take(value)
        assert isinstance(info.value, ArgumentError), (label, value)
        assert info.value.code == "invalid_seat", (label, value)
    for seat in range(seats):
        take(seat)
