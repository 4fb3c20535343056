"""What the games' actions have in common, and the error for an illegal one."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol, TypeVar

import attrs

from trickgames._core.errors import ArgumentError, IllegalActionError
from trickgames._core.seats import check_seat, seat_name

__all__ = ["ActionLike", "BaseAction", "as_action", "illegal", "parse_cache", "refuse_when_over"]

A = TypeVar("A")


@attrs.frozen(repr=False)
class BaseAction:
    """What every action of both games is: who acts, a verb, arguments, an optional comment.

    ``str()`` is the canonical record line (``p2 play HK  # comment``); the comment never
    changes equality. Each game derives its own ``Action`` from this. The seat is checked
    when the action is made (:func:`~trickgames._core.seats.check_seat`): an action of a seat
    that is not an ``int`` ``0..3`` cannot exist, so no rule and no record ever sees one.

    >>> BaseAction(True)
    Traceback (most recent call last):
    ...
    trickgames._core.errors.ArgumentError: seat must be an int 0..3, not True
    """

    seat: int = attrs.field(converter=check_seat)
    comment: str = attrs.field(default="", eq=False, kw_only=True)

    verb = ""

    def arguments(self) -> tuple[str, ...]:
        """The action's arguments as record words."""
        return ()

    def __str__(self) -> str:
        words = [seat_name(self.seat), self.verb, *self.arguments()]
        line = " ".join(words)
        return f"{line}  # {self.comment}" if self.comment else line

    def __repr__(self) -> str:
        fields = [f"seat={self.seat}"]
        for field in attrs.fields(type(self))[2:]:
            if field.repr:
                fields.append(f"{field.name}={getattr(self, field.name)!r}")
        if self.comment:
            fields.append(f"comment={self.comment!r}")
        return f"{type(self).__name__}({', '.join(fields)})"


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


def refuse_when_over(state: Any, action: Any, void: str) -> None:
    """Raise ``deal_over`` if the deal is over: finished, or void (``void`` says why: a game's
    words, such as "void: everybody passed")."""
    if state.is_over:
        over = void if state.phase.value == "void" else "over"
        raise illegal(action, "deal_over", f"cannot {action.verb}: the deal is {over}")


def parse_cache(parse: Callable[[str], A], size: int = 4096) -> Callable[[str], A]:
    """``parse`` with a memory of the lines it parsed: validating a record parses the same few
    hundred lines (``p2 play HK``) again and again, and actions are immutable values that can
    be shared.

    Lines with a comment are parsed every time (they rarely repeat), and the memory stops
    growing at ``size`` lines, so hostile input cannot fill it. A closure rather than an object
    with ``__call__``: the replay calls it once per action, and a plain function is called
    faster.

    >>> calls = []
    >>> cached = parse_cache(lambda text: calls.append(text) or text.upper())
    >>> cached("p1 pass"), cached("p1 pass"), calls
    ('P1 PASS', 'P1 PASS', ['p1 pass'])
    """
    known: dict[str, A] = {}
    find = known.get

    def cached(text: str) -> A:
        action = find(text) if type(text) is str else None
        if action is not None:
            return action
        action = parse(text)
        if "#" not in text and len(known) < size:
            known[text] = action
        return action

    return cached


B = TypeVar("B", bound=BaseAction)


def as_action(action: object, kind: type[B], parse: Callable[[str], B]) -> B:
    """``action`` if it is a ``kind``, else the action its record line parses to.

    Anything else is an :class:`~trickgames.ArgumentError` (``malformed_action``).
    """
    if isinstance(action, kind):
        return action
    if isinstance(action, str):
        return parse(action)
    raise ArgumentError(f"not an action of this game: {action!r}", code="malformed_action")
