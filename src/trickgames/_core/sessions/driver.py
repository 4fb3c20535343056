"""A game's side of the session machinery, written once: :class:`SessionDriver`.

A :class:`~trickgames._core.sessions.SessionGame` is mostly the same for every game: the rules
are read and written by the game's record driver, a deal is dealt by the game's ``deal``
function with the plan's dealer and context, a state is the session's next deal when it is of
the game, of the session's rules and of the plan's dealer and context, a finished deal is
written by the record driver, and a score sheet's row sums to zero. :class:`SessionDriver` holds
that, set up with the game's data (its name, title, table sizes, default number of deals,
whether it knows compulsory solos, its record driver, state type and ``deal`` function, the word
for a row of the sheet), and the defaults of a game that keeps no bookkeeping of its own. A game
derives its driver from it and states only what differs: its bookkeeping (``initial_book``,
``context``, ``context_issues``, ``resync``, ``end_issues``), what a finished deal means
(``outcome``), the words for a deal of another context (``context_difference``) or more checks
of a sheet's row (``sheet_problems``).
:class:`BooklessDriver` is the driver of a game without bookkeeping (its book is ``None``).
"""

from __future__ import annotations

import abc
from collections.abc import Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

import attrs

from trickgames._core.driver import RecordDriver
from trickgames._core.issues import Issue
from trickgames._core.records import Record
from trickgames._core.registry import installed
from trickgames._core.schema import short_value
from trickgames._core.sessions.config import Seating, SessionConfig
from trickgames._core.sessions.value import SHEET_FIELDS, NextDeal, Outcome, Session

__all__ = ["BooklessDriver", "DealFunction", "GameRules", "GameState", "SessionDriver"]


class GameRules(Protocol):
    """What the session driver needs of a game's rules: their record form."""

    def to_json(self) -> str | dict[str, Any]: ...


class GameDeal(Protocol):
    """What the session driver needs of a game's deal: its context."""

    @property
    def context(self) -> Any: ...


class GameState(Protocol):
    """What the session driver needs of a game's states."""

    @property
    def deal(self) -> GameDeal: ...

    @property
    def rules(self) -> object: ...

    @property
    def dealer(self) -> int: ...

    @property
    def is_over(self) -> bool: ...


R = TypeVar("R", bound=GameRules)
S = TypeVar("S", bound=GameState)
B = TypeVar("B")
C = TypeVar("C")

R_contra = TypeVar("R_contra", contravariant=True)
C_contra = TypeVar("C_contra", contravariant=True)
S_co = TypeVar("S_co", covariant=True)


class DealFunction(Protocol[R_contra, C_contra, S_co]):
    """A game's ``deal``: a new state from a seed or the hands, for a dealer and a context."""

    def __call__(self, rules: R_contra, /, *, seed: int | None,
                 hands: Sequence[Sequence[Any]] | None, dealer: int,
                 context: C_contra) -> S_co: ...


@attrs.define(kw_only=True, eq=False, repr=False)
class SessionDriver(abc.ABC, Generic[R, S, B, C]):
    """A game's :class:`~trickgames._core.sessions.SessionGame`: rules ``R``, states ``S``,
    bookkeeping ``B`` and deal contexts ``C`` (see the module), made of the game's data."""

    #: The game's name (``"doppelkopf"``).
    name: str
    #: The game's name in messages (``"Doppelkopf"``).
    title: str
    #: The table sizes the game allows.
    table_sizes: tuple[int, ...]
    #: The number of deals of a session when none is asked for (``None``: open-ended).
    default_deals: int | None
    #: Whether the game knows compulsory solos.
    has_compulsory_solos: bool
    #: The game's deal records.
    records: RecordDriver[R, C, Any, S, Any]
    #: The class of the game's states.
    state_type: type[S]
    #: The game's ``deal`` function (argument ``deal``).
    engine_deal: DealFunction[R, C, S] = attrs.field(alias="deal")
    #: What a row of the score sheet holds, in messages (``"scores"``, ``"payouts"``).
    sheet_word: str

    def __reduce__(self) -> tuple[Any, tuple[str]]:
        """A driver is its game's one driver: a copy or an unpickled session gets the
        installed registry's driver of the same game, so it equals the original session."""
        return (_installed_driver, (self.name,))

    # -- what every game does alike -----------------------------------------------------------

    def resolve_rules(self, value: Any) -> R:
        return self.records.resolve_rules(value)

    def rules_json(self, rules: R) -> str | dict[str, Any]:
        return rules.to_json()

    def config_problems(self, config: SessionConfig, table: int,
                        rules: R | None = None) -> list[tuple[str, str, str]]:
        del table, rules
        if config.compulsory_solos and not self.has_compulsory_solos:
            return [("$.session.compulsory_solos", "no_compulsory_solos",
                     f"{self.title} has no compulsory solos")]
        return []

    def deal(self, rules: R, plan: NextDeal[C], seed: int | None,
             hands: Sequence[Sequence[Any]] | None) -> S:
        return self.engine_deal(rules, seed=seed, hands=hands, dealer=plan.dealer_seat,
                                context=plan.context)

    def dealt_for(self, state: object, rules: R, plan: NextDeal[C]) -> str | None:
        if not isinstance(state, self.state_type):
            return f"not a {self.title} state: {type(state).__name__}"
        if state.rules != rules:
            return "it is played with other rules"
        if state.dealer != plan.dealer_seat:
            return (f"its dealer is p{state.dealer}, the session's next deal is dealt by "
                    f"p{plan.dealer_seat}")
        if state.deal.context != plan.context:
            return self.context_difference(state, plan)
        return None

    def context_difference(self, state: S, plan: NextDeal[C]) -> str:
        """How the context of ``state``'s deal differs from the one the session gives the deal
        of ``plan`` (asked only when they differ): by default both contexts as records write
        them."""
        given: Any = plan.context
        return (f"its context is {state.deal.context.to_json()}, the session's next deal has "
                f"{given.to_json()}")

    def is_over(self, state: S) -> bool:
        return state.is_over

    def to_record(self, session: Session[R, S, B, C], state: S) -> Record:
        del session
        return self.records.to_record(state)

    def sheet_problems(self, scores: Sequence[int]) -> list[tuple[str, str]]:
        return self.sum_problems(scores)

    def sum_problems(self, scores: Sequence[int], kept: int = 0) -> list[tuple[str, str]]:
        """The score sheet's zero-sum rule: a deal's seat scores sum to zero, and with
        ``kept`` (what the deal put aside, off the players' totals: the growth of
        Schafkopf's pot) the scores plus ``kept`` do (schafkopf-variants.md 6.4: the
        standings plus the pot sum to zero)."""
        total = sum(scores)
        if total + kept == 0:
            return []
        if not kept:
            return [("standings_not_zero_sum",
                     f"the {self.sheet_word} {short_value(list(scores))} sum to "
                     f"{short_value(total)}, not 0")]
        return [("standings_not_zero_sum",
                 f"the {self.sheet_word} {short_value(list(scores))} sum to "
                 f"{short_value(total)} and the pot changed by {short_value(kept)}: the "
                 f"standings plus the pot change by {short_value(total + kept)}, not 0")]

    def sheet_row_problems(self, session: Session[R, S, B, C], index: int,
                           scores: Sequence[int], value: Mapping[str, Any],
                           books: Sequence[B | None]) -> list[tuple[str, str]]:
        """By default the row of a deal that could not be replayed is checked as any row
        (:meth:`sheet_problems`)."""
        del session, index, value, books
        return self.sheet_problems(scores)

    # -- what each game says: its book, what a finished deal means ----------------------------

    @abc.abstractmethod
    def initial_book(self, config: SessionConfig, table: int) -> B: ...

    @abc.abstractmethod
    def outcome(self, session: Session[R, S, B, C], plan: NextDeal[C],
                state: S) -> Outcome[B]: ...

    # -- the bookkeeping: by default there is none --------------------------------------------

    def context(self, session: Session[R, S, B, C], seats: Seating,
                deals_left: int | None) -> C:
        """The context of a record that gives none."""
        del session, seats, deals_left
        return self.records.context_from_json(None)

    def context_issues(self, session: Session[R, S, B, C], plan: NextDeal[C], value: Any,
                       path: str) -> list[Issue]:
        del session, plan, value, path
        return []

    def resync(self, session: Session[R, S, B, C], seats: Seating, value: Any) -> B:
        del seats, value
        return session.book

    def end_issues(self, session: Session[R, S, B, C]) -> list[Issue]:
        del session
        return []

    def sheet_fields(self, session: Session[R, S, B, C], standings: bool) -> dict[str, Any]:
        """By default a game adds no field to its session records."""
        del session, standings
        return {}

    def sheet_field_issues(self, session: Session[R, S, B, C], value: Mapping[str, Any],
                           books: Sequence[B | None]) -> list[Issue]:
        """By default a game has none of the :data:`SHEET_FIELDS`: each given is refused."""
        del session, books
        return [Issue(f"$.{key}", "unknown_field",
                      f"a {self.title} session record has no {key!r}")
                for key in SHEET_FIELDS if key in value]


def _installed_driver(name: str) -> Any:
    """The session driver of the game ``name`` in the installed registry of games."""
    return installed()[name].sessions


class BooklessDriver(SessionDriver[R, S, None, C]):
    """The session driver of a game that keeps no bookkeeping of its own (its book is
    ``None``): the standings are all there is."""

    def initial_book(self, config: SessionConfig, table: int) -> None:
        del config, table
