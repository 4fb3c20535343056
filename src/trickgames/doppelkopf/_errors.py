"""Building :class:`~trickgames.IllegalActionError` for Doppelkopf actions."""

from __future__ import annotations

from trickgames._core.errors import IllegalActionError
from trickgames._core.seats import seat_name
from trickgames.doppelkopf.actions import Action

__all__ = ["illegal"]


def illegal(action: Action, code: str, reason: str) -> IllegalActionError:
    """An error for ``action``: the message starts with the seat, then says why.

    ``reason`` completes a sentence whose subject is the seat, such as
    ``"must follow trump (holds CQ, DJ)"``.
    """
    return IllegalActionError(
        f"{seat_name(action.seat)} {reason}",
        code=code,
        seat=action.seat,
        action=str(action),
    )
