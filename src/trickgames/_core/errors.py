"""The library's exceptions.

Every error the library raises because of bad input is a :class:`TrickgamesError`, which is a
:class:`ValueError`. Each carries a stable machine-readable ``code`` (for translation and for
programs) and a human message that names the seat, the action and the rule.

========================  =========================================================
class                     raised when
========================  =========================================================
:class:`ParseError`       text does not parse (a card code, an action, JSON)
:class:`IllegalActionError`  an action parses but the rules forbid it at this moment
:class:`RulesError`       a rules object is invalid (every problem listed at once)
:class:`ArgumentError`    a value handed to a function is not one it takes (a seat that
                          is not ``0..3``, hands that are not the deck, a context that
                          does not fit, a deal scored before it is over)
:class:`RecordError`      a record is invalid (every problem found, with JSON paths)
========================  =========================================================

:class:`TrickgamesError` itself is only ever raised through one of these (the game packages
never raise it bare).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from trickgames._core.issues import Issue

__all__ = [
    "ArgumentError",
    "IllegalActionError",
    "ParseError",
    "RecordError",
    "RulesError",
    "TrickgamesError",
]


class TrickgamesError(ValueError):
    """Base class of every error caused by input the library refuses.

    >>> try:
    ...     raise TrickgamesError("boom", code="example")
    ... except ValueError as exc:
    ...     print(exc.code, exc)
    example boom
    """

    #: Stable machine-readable error code, such as ``"must_follow_suit"``.
    code: str

    def __init__(self, message: str, *, code: str = "error") -> None:
        super().__init__(message)
        self.code = code

    @property
    def message(self) -> str:
        """The human-readable message."""
        return str(self.args[0])


class ParseError(TrickgamesError):
    """Text that does not parse: an unknown card code, a malformed action, bad JSON."""


class IllegalActionError(TrickgamesError):
    """An action that parses but that the rules forbid at this moment.

    ``seat`` is the acting seat and ``action`` the canonical action text; ``code`` names the
    rule (``"must_follow_suit"``, ``"announcement_too_late"``, ...).
    """

    seat: int | None
    action: str

    def __init__(
        self, message: str, *, code: str, seat: int | None = None, action: str = ""
    ) -> None:
        super().__init__(message, code=code)
        self.seat = seat
        self.action = action


class ArgumentError(TrickgamesError):
    """A value handed to a function that it does not take: a seat that is not an ``int``
    ``0..3`` (a ``bool`` is not a seat), hands that do not form the deck, a context that does
    not fit the deal, a deal scored before it is over, a generator of the wrong kind.

    >>> from trickgames._core.seats import check_seat
    >>> try:
    ...     check_seat(True)
    ... except ValueError as exc:
    ...     print(exc.code, "-", exc)
    invalid_seat - seat must be an int 0..3, not True
    """


class RulesError(TrickgamesError):
    """An invalid rules object; ``problems`` lists every problem found, not just the first.

    ``codes`` gives each problem's own code (same length as ``problems``); ``code`` is the
    first problem's code.
    """

    problems: tuple[str, ...]
    codes: tuple[str, ...]

    def __init__(
        self,
        problems: Iterable[str],
        *,
        code: str = "invalid_rules",
        codes: Iterable[str] | None = None,
    ) -> None:
        self.problems = tuple(problems)
        given = tuple(codes) if codes is not None else ()
        self.codes = given + (code,) * (len(self.problems) - len(given))
        if self.codes:
            code = self.codes[0]
        super().__init__("; ".join(self.problems) or "invalid rules", code=code)


class RecordError(TrickgamesError):
    """An invalid record; ``issues`` holds every problem found, each with a JSON path."""

    issues: tuple[Issue, ...]

    def __init__(self, issues: Iterable[Issue]) -> None:
        self.issues = tuple(issues)
        first = self.issues[0] if self.issues else None
        super().__init__(
            f"{first.path}: {first.message}" if first else "invalid record",
            code=first.code if first else "invalid_record",
        )
