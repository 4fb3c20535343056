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

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from trickgames._core.frozen import EMPTY, FrozenDict
from trickgames._core.problems import Problem
from trickgames._core.quoting import shown_path

if TYPE_CHECKING:
    from trickgames._core.issues import Issue

__all__ = [
    "ArgumentError",
    "IllegalActionError",
    "OptionValueError",
    "ParseError",
    "Problem",
    "RecordError",
    "RulesError",
    "TrickgamesError",
    "refused",
]


class TrickgamesError(ValueError):
    """Base class of every error caused by input the library refuses.

    ``params`` are the values the message names, as it shows them (read-only; the German
    catalogue words the error from them, never from the English message): ``quoted`` (the
    refused word as quoted, ``'XY'``), ``holds`` (the cards the seat holds), ``led`` (the
    suit to follow: ``clubs``, ..., ``trump``).

    >>> try:
    ...     raise TrickgamesError("unknown card 'XY'", code="example", params={"quoted": "'XY'"})
    ... except ValueError as exc:
    ...     print(exc.code, exc, dict(exc.params))
    example unknown card 'XY' {'quoted': "'XY'"}
    """

    #: Stable machine-readable error code, such as ``"must_follow_suit"``.
    code: str
    #: The values the message names, by name (empty when it names none).
    params: FrozenDict

    def __init__(self, message: str, *, code: str = "error",
                 params: Mapping[str, str] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.params = FrozenDict(params) if params else EMPTY

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
        self, message: str, *, code: str, seat: int | None = None, action: str = "",
        params: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(message, code=code, params=params)
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


def refused(message: str, *, code: str, **params: str) -> OptionValueError:
    """The error an option's reader raises for a value it refuses (``message`` without the
    option's name, "must be true or false, not 3"), with its code and the values it names."""
    return OptionValueError(Problem.of(message, code=code, **params))


class OptionValueError(ValueError):
    """An option's value refused by its reader: ``str(exc)`` says why in English, without the
    option's name; ``problems`` are the coded problems (several, joined by ``; ``, when the
    value has several). Not a :class:`TrickgamesError`: the rules machinery turns it into a
    :class:`RulesError` naming the option."""

    problems: tuple[Problem, ...]

    def __init__(self, *problems: Problem) -> None:
        super().__init__("; ".join(p.message for p in problems))
        self.problems = problems

    def problem(self, message: str, **params: str) -> Problem:
        """The one problem of the option (``message`` naming it), its parts when several."""
        if len(self.problems) == 1:
            return self.problems[0].with_params(message, **params)
        return Problem("option_problems", message, EMPTY, self.problems).with_params(
            message, **params)


class RulesError(TrickgamesError):
    """An invalid rules object; ``problems`` lists every problem found, not just the first.

    ``codes`` gives each problem's code as records report it (same length as ``problems``:
    ``unknown_preset`` or ``invalid_rules``); ``code`` is the first problem's code.
    ``details`` gives each problem as a :class:`Problem` with its own finer code and the
    values it names (a problem given as a bare string gets its ``codes`` entry as its code).
    """

    problems: tuple[str, ...]
    codes: tuple[str, ...]
    details: tuple[Problem, ...]

    def __init__(
        self,
        problems: Iterable[str | Problem],
        *,
        code: str = "invalid_rules",
        codes: Iterable[str] | None = None,
    ) -> None:
        given_problems = tuple(problems)
        self.problems = tuple(p.message if isinstance(p, Problem) else p
                              for p in given_problems)
        given = tuple(codes) if codes is not None else ()
        self.codes = given + (code,) * (len(self.problems) - len(given))
        self.details = tuple(p if isinstance(p, Problem) else Problem(c, p)
                             for p, c in zip(given_problems, self.codes, strict=True))
        if self.codes:
            code = self.codes[0]
        super().__init__("; ".join(self.problems) or "invalid rules", code=code)


class RecordError(TrickgamesError):
    """An invalid record; ``issues`` holds every problem found, each with a JSON path (the
    message, ``code`` and ``params`` are the first one's)."""

    issues: tuple[Issue, ...]

    def __init__(self, issues: Iterable[Issue]) -> None:
        self.issues = tuple(issues)
        first = self.issues[0] if self.issues else None
        super().__init__(
            f"{shown_path(first.path)}: {first.message}" if first else "invalid record",
            code=first.code if first else "invalid_record",
            params=first.params if first else None,
        )
