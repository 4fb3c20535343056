"""What the games' actions have in common, and the error for an illegal one."""

from __future__ import annotations

from typing import Protocol

from trickgames._core.errors import IllegalActionError
from trickgames._core.seats import seat_name

__all__ = ["ActionLike", "illegal"]


class ActionLike(Protocol):
    """An action of any game: it names its seat and prints as its record line."""

    @property
    def seat(self) -> int: ...


def illegal(action: ActionLike, code: str, reason: str) -> IllegalActionError:
    """An error for ``action``: the message starts with the seat, then says why.

    ``reason`` completes a sentence whose subject is the seat, such as
    ``"must follow trump (holds EO, HA)"``.

    >>> class Bid:
    ...     seat = 2
    ...     def __str__(self): return "p2 bid"
    >>> error = illegal(Bid(), "not_your_turn", "cannot bid now: it is p1's turn")
    >>> error.code, error.message, error.action
    ('not_your_turn', "p2 cannot bid now: it is p1's turn", 'p2 bid')
    """
    return IllegalActionError(
        f"{seat_name(action.seat)} {reason}",
        code=code,
        seat=action.seat,
        action=str(action),
    )
