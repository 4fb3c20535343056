"""The session value, and what a game adds to it (:class:`SessionGame`).

A :class:`Session` is typed by the game's own types: ``Session[Rules, State, Book, Context]``
holds that game's rules and bookkeeping (``book``: Doppelkopf's compulsory solos owed), and the
functions of :mod:`trickgames._core.sessions.play` take that game's states and give that
game's contexts. The session carries its game's driver, so every function of the session
machinery works on a session of any game without looking the game up.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

import attrs

from trickgames._core.driver import RecordDriver
from trickgames._core.frozen import FrozenDict
from trickgames._core.issues import Issue
from trickgames._core.quoting import quoted
from trickgames._core.records import Record
from trickgames._core.sessions.config import (
    Seating,
    SessionConfig,
    frozen_json,
    frozen_mapping,
    frozen_names,
)
from trickgames._core.sessions.series import Series, series

__all__ = ["HEADER", "SHEET_FIELDS", "NextDeal", "Outcome", "Session", "SessionDeal",
           "SessionGame"]

#: The keys a deal inside a session may leave out (the session gives them).
HEADER = ("format", "game", "rules")
#: The top-level fields of a session record that a game's bookkeeping may add next to the
#: standings (Schafkopf's ``stock``: the pot after each deal), in the order they are written.
SHEET_FIELDS = ("stock",)

R = TypeVar("R")
S = TypeVar("S")
B = TypeVar("B")
C = TypeVar("C")


@attrs.frozen
class Outcome(Generic[B]):
    """What a finished deal means for the session.

    ``scores`` per seat; ``counts``: it counts towards the number of deals; ``same_dealer``:
    the same player deals again, and ``reason`` says why (for messages); ``book``: the game's
    bookkeeping after the deal.
    """

    scores: tuple[int, ...]
    counts: bool
    same_dealer: bool
    book: B
    reason: str = ""


@attrs.frozen
class SessionDeal:
    """One deal of a session: its record, the player at each seat, and which of ``format``,
    ``game`` and ``rules`` the deal object spells out itself (a session writes none)."""

    record: Record
    seats: tuple[int, int, int, int]
    header: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """The deal object of a session record."""
        out = {k: v for k, v in self.record.to_json().items()
               if k not in HEADER or k in self.header}
        out["seats"] = list(self.seats)
        return out


@attrs.frozen
class NextDeal(Generic[C]):
    """The deal a session plays next.

    ``number`` is its index in the session's deals, ``seating`` who deals, who sits where and
    who sits out, ``context`` the engine context the deal is played with (Doppelkopf: the
    compulsory solos owed and a forced solo), ``deals_left`` the counted deals left including
    this one (``None``: open-ended).
    """

    number: int
    seating: Seating
    context: C
    deals_left: int | None

    @property
    def dealer(self) -> int:
        """The dealing player."""
        return self.seating.dealer

    @property
    def dealer_seat(self) -> int:
        """The deal record's ``dealer``."""
        return self.seating.dealer_seat

    @property
    def seats(self) -> tuple[int, int, int, int]:
        """The player at each seat."""
        return self.seating.seats

    @property
    def sitting_out(self) -> int | None:
        """The player who sits out (five players), else ``None``."""
        return self.seating.sitting_out


class SessionGame(Protocol[R, S, B, C]):
    """What the session machinery needs of a game: rules ``R``, states ``S``, its
    bookkeeping ``B`` and deal contexts ``C``."""

    name: str
    #: The table sizes the game allows (Doppelkopf: 4 and 5).
    table_sizes: tuple[int, ...]
    #: The number of deals of a session when none is asked for (``None``: open-ended).
    default_deals: int | None
    #: Whether the game knows compulsory solos (and writes ``compulsory_solos``).
    has_compulsory_solos: bool
    #: The game's deal records.
    records: RecordDriver[R, C, Any, S, Any]

    def resolve_rules(self, value: Any) -> R: ...

    def rules_json(self, rules: R) -> str | dict[str, Any]: ...

    def config_problems(self, config: SessionConfig, table: int,
                        rules: R | None = None) -> list[tuple[str, str, str]]:
        """``(path, code, message)`` for every reason the configuration cannot be played (with
        ``rules``, also under those rules)."""
        ...

    def initial_book(self, config: SessionConfig, table: int) -> B: ...

    def context(self, session: Session[R, S, B, C], seats: Seating,
                deals_left: int | None) -> C: ...

    def deal(self, rules: R, plan: NextDeal[C], seed: int | None,
             hands: Sequence[Sequence[Any]] | None) -> S: ...

    def dealt_for(self, state: object, rules: R, plan: NextDeal[C]) -> str | None:
        """Why ``state`` is not a deal of ``plan`` (``None``: it is)."""
        ...

    def is_over(self, state: S) -> bool: ...

    def outcome(self, session: Session[R, S, B, C], plan: NextDeal[C], state: S) -> Outcome[B]:
        ...

    def to_record(self, session: Session[R, S, B, C], state: S) -> Record:
        """The deal record of a finished deal of ``session``."""
        ...

    def context_issues(
        self, session: Session[R, S, B, C], plan: NextDeal[C], value: Any, path: str
    ) -> list[Issue]:
        """Every difference between a deal record's ``context`` and the bookkeeping."""
        ...

    def resync(self, session: Session[R, S, B, C], seats: Seating, value: Any) -> B:
        """The bookkeeping as a deal record's ``context`` states it (after a deal that could not
        be replayed)."""
        ...

    def end_issues(self, session: Session[R, S, B, C]) -> list[Issue]:
        """Problems of a complete session as a whole (a compulsory solo never played)."""
        ...

    def sheet_problems(self, scores: Sequence[int]) -> list[tuple[str, str]]:
        """``(code, message)`` for a row of seat scores a score sheet could not hold."""
        ...

    def sheet_row_problems(self, session: Session[R, S, B, C], index: int,
                           scores: Sequence[int], value: Mapping[str, Any],
                           books: Sequence[B | None]) -> list[tuple[str, str]]:
        """``(code, message)`` for the row of seat scores of deal ``index`` of a session
        record (``value``), a deal that could not be replayed; ``books`` is the bookkeeping
        after each deal (``None``: that deal could not be replayed)."""
        ...

    def sheet_fields(self, session: Session[R, S, B, C], standings: bool) -> dict[str, Any]:
        """The :data:`SHEET_FIELDS` the session's record writes (``standings``: it writes the
        standings): as :attr:`Session.write_fields` says, by default with the standings."""
        ...

    def sheet_field_issues(self, session: Session[R, S, B, C], value: Mapping[str, Any],
                           books: Sequence[B | None]) -> list[Issue]:
        """Problems of the :data:`SHEET_FIELDS` a session record gives (``value``: the
        record), against the replayed session (``books``: as for
        :meth:`sheet_row_problems`)."""
        ...


def _deal_series(deals: Iterable[SessionDeal]) -> Series[SessionDeal]:
    return series(deals)


def _row_series(rows: Iterable[tuple[int, ...]]) -> Series[tuple[int, ...]]:
    return series(rows)


@attrs.frozen
class Session(Generic[R, S, B, C]):
    """A session at one table: an immutable value, changed only by
    :func:`~trickgames._core.sessions.finish_deal`.

    ``driver`` is the game's side of the machinery (:attr:`game` is its name), ``dealer`` the
    player who deals next, ``counted`` the deals so far that count towards ``config.deals``,
    ``book`` the game's bookkeeping (Doppelkopf: the compulsory solos owed), ``deals`` the
    finished deals, ``standings`` the running totals per player after each deal (each a
    :class:`~trickgames._core.sessions.series.Series`, an immutable sequence that the next
    session extends without copying it, so a session of ``n`` deals is played, read and
    validated in time linear in ``n``; given as a tuple, it is made one).
    ``rules_form`` is how ``rules`` is written in the record, ``meta`` and ``extensions`` the
    record's ``meta`` and ``_`` fields.

    A session holds only immutable values, and is hashable: the JSON values are frozen
    (objects :class:`~trickgames._core.frozen.FrozenDict`, arrays tuples) and copied from the
    caller's, so changing the dicts a session was made of changes nothing in it.
    """

    driver: SessionGame[R, S, B, C] = attrs.field(repr=False)
    rules: R
    players: tuple[str, ...] = attrs.field(converter=frozen_names)
    config: SessionConfig
    first_dealer: int
    dealer: int
    book: B
    counted: int = 0
    deals: Series[SessionDeal] = attrs.field(factory=Series, converter=_deal_series)
    standings: Series[tuple[int, ...]] = attrs.field(factory=Series, converter=_row_series)
    rules_form: str | FrozenDict | None = attrs.field(default=None, converter=frozen_json)
    meta: FrozenDict | None = attrs.field(default=None, converter=frozen_json)
    extensions: FrozenDict = attrs.field(factory=FrozenDict, converter=frozen_mapping)
    #: Whether the record writes the standings and ``session.compulsory_solos`` (``None``: if
    #: the game knows compulsory solos); a session read from a record keeps the record's form.
    write_standings: bool = True
    write_solos: bool | None = None
    #: Whether the record writes the game's :data:`SHEET_FIELDS` (``None``: as a session
    #: played here does, with the standings); a session read from a record that gives them
    #: otherwise keeps the record's form.
    write_fields: bool | None = None

    @property
    def game(self) -> str:
        """The game's name (``"doppelkopf"``, ``"schafkopf"``)."""
        return self.driver.name

    @property
    def table(self) -> int:
        """The number of players (4, or 5 for a five-player Doppelkopf table)."""
        return len(self.players)

    @property
    def totals(self) -> tuple[int, ...]:
        """Each player's total so far (they sum to zero)."""
        return self.standings[-1] if self.standings else (0,) * self.table

    @property
    def deals_left(self) -> int | None:
        """Counted deals still to play (``None``: open-ended)."""
        if self.config.deals is None:
            return None
        return max(self.config.deals - self.counted, 0)

    def name(self, player: int) -> str:
        """A player's name."""
        return self.players[player]

    def shown_name(self, player: int) -> str:
        """A player's name as a message shows it: cut after 60 characters, with ``…`` and
        its length (:func:`~trickgames._core.quoting.quoted`), as any text of a record."""
        return quoted(self.players[player], mark="")
