"""Sessions: the deals played at one table, and the session record ``trickgames.session/1``.

A *session* is a sequence of deals at one table: a DDV tournament round (24 deals with
compulsory solos), a game of 8 deals, an open-ended Schafkopf evening. This module holds what
every game shares; each game adds its bookkeeping through a :class:`SessionGame` (Doppelkopf:
:mod:`trickgames.doppelkopf.session`, the compulsory solos).

* :class:`SessionConfig`: the number of deals (``None``: open-ended) and whether every player
  owes a compulsory solo;
* :func:`seating`: who sits where. With four players seat ``s`` is player ``s`` and the dealer
  plays; with five the dealer sits out and the four seats hold the others clockwise from
  forehand, the deal's ``dealer`` being seat 3;
* :func:`next_dealer`: the next player clockwise, or the same one again when the game says so;
* :class:`Session`: an immutable value; :func:`next_deal` tells who deals, who sits out and the
  deal's context, :func:`deal` deals an engine state for it, :func:`finish_deal` books the
  finished deal, :func:`is_over` says whether the session is complete;
* :class:`SessionRecord`: the JSON document, read and written exactly as the record format
  page specifies, and :func:`validate_session`, which checks a session record as a whole and
  reports every problem with a JSON path (``$.deals[7].context.compulsory_solo``), a stable code
  and a message.

Deals that count: every deal counts towards the session's number of deals except a deal that
is thrown in and dealt again by the same dealer (Doppelkopf: all declined a poverty).

>>> seating(5, 2)
Seating(dealer=2, seats=(3, 4, 0, 1), dealer_seat=3, sitting_out=2)
>>> next_dealer(5, 4), next_dealer(4, 1, same=True)
(0, 1)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol

import attrs

from trickgames._core.errors import (
    ParseError,
    RecordError,
    RulesError,
    TrickgamesError,
)
from trickgames._core.issues import Issue
from trickgames._core.records import FORMAT, SESSION_FORMAT, Record, dumps, loads
from trickgames._core.schema import schema_checker, short_value

if TYPE_CHECKING:
    from trickgames._core.validation import Report

__all__ = [
    "MAX_DEALS",
    "NextDeal",
    "Outcome",
    "Seating",
    "Session",
    "SessionConfig",
    "SessionDeal",
    "SessionError",
    "SessionGame",
    "SessionRecord",
    "deal",
    "finish_deal",
    "from_record",
    "is_over",
    "next_deal",
    "next_dealer",
    "player_scores",
    "seating",
    "session_value",
    "start",
    "to_record",
    "validate_session",
]

#: The most deals a session may have (the schema's limit).
MAX_DEALS = 100_000
#: The keys a deal inside a session may leave out (the session gives them).
_HEADER = ("format", "game", "rules")
#: Top-level fields of a session record whose structural problems stop validation.
_CORE = ("$.format", "$.game", "$.rules", "$.players", "$.session", "$.first_dealer")
_NAMES = "ABCDE"


class SessionError(TrickgamesError):
    """A session cannot do what was asked: it is over, the state is not its next deal, the
    configuration is impossible. ``code`` says which (``session_over``, ``not_this_deal``,
    ``deal_not_over``, ``invalid_session``, ...)."""


# -- configuration and seats --------------------------------------------------------------------


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_seat(value: Any) -> bool:
    return _is_int(value) and 0 <= value <= 3


@attrs.frozen
class SessionConfig:
    """How long a session is and whether every player owes a compulsory solo (Doppelkopf).

    ``deals`` is the number of deals that count (``None``: open-ended). ``extensions`` keeps the
    ``_`` keys of the record's ``session`` object.

    >>> SessionConfig(24, compulsory_solos=True).to_json()
    {'deals': 24, 'compulsory_solos': True}
    """

    deals: int | None = 24
    compulsory_solos: bool = False
    extensions: dict[str, Any] = attrs.field(factory=dict)

    def __attrs_post_init__(self) -> None:
        if self.deals is not None and (not _is_int(self.deals)
                                       or not 1 <= self.deals <= MAX_DEALS):
            raise SessionError(
                f"the number of deals must be 1..{MAX_DEALS} or None, not "
                f"{short_value(self.deals)}",
                code="invalid_session",
            )
        if not isinstance(self.compulsory_solos, bool):
            raise SessionError("compulsory_solos must be true or false", code="invalid_session")

    @classmethod
    def from_json(cls, value: Mapping[str, Any]) -> SessionConfig:
        """The ``session`` object of a session record."""
        return cls(
            deals=value.get("deals"),
            compulsory_solos=value.get("compulsory_solos", False),
            extensions={k: v for k, v in value.items() if k.startswith("_")},
        )

    def to_json(self, *, with_solos: bool = True) -> dict[str, Any]:
        """The ``session`` object (``with_solos=False`` leaves out ``compulsory_solos``)."""
        out: dict[str, Any] = {"deals": self.deals}
        if with_solos:
            out["compulsory_solos"] = self.compulsory_solos
        out.update(self.extensions)
        return out


@attrs.frozen
class Seating:
    """Who sits where in one deal.

    ``dealer`` is the dealing player (an index into the session's players); ``seats[s]`` the
    player at seat ``s``; ``dealer_seat`` the deal record's ``dealer``; ``sitting_out`` the
    player who sits this deal out (five players: the dealer), else ``None``.
    """

    dealer: int
    seats: tuple[int, int, int, int]
    dealer_seat: int
    sitting_out: int | None = None

    def seat_of(self, player: int) -> int | None:
        """The seat of a player in this deal (``None``: sitting out)."""
        return self.seats.index(player) if player in self.seats else None

    @property
    def forehand(self) -> int:
        """The player at forehand (the seat after the dealer's)."""
        return self.seats[(self.dealer_seat + 1) & 3]


def seating(table: int, dealer: int) -> Seating:
    """The seats of a deal dealt by player ``dealer`` at a table of ``table`` players.

    Four players: seat ``s`` is player ``s`` and the dealer's seat is his own. Five players: the
    dealer sits out; the seats list the four others clockwise starting with forehand, so the
    deal's ``dealer`` is seat 3 (the seat before forehand).

    >>> seating(4, 3)
    Seating(dealer=3, seats=(0, 1, 2, 3), dealer_seat=3, sitting_out=None)
    >>> seating(5, 0).seats
    (1, 2, 3, 4)
    """
    if table == 4:
        return Seating(dealer, (0, 1, 2, 3), dealer, None)
    if table == 5:
        seats = ((dealer + 1) % 5, (dealer + 2) % 5, (dealer + 3) % 5, (dealer + 4) % 5)
        return Seating(dealer, seats, 3, dealer)
    raise SessionError(f"a table has 4 or 5 players, not {table}", code="invalid_session")


def next_dealer(table: int, dealer: int, *, same: bool = False) -> int:
    """The player who deals after ``dealer``: the next clockwise, or ``dealer`` again."""
    return dealer if same else (dealer + 1) % table


def player_scores(table: int, seats: Sequence[int], scores: Sequence[int]) -> tuple[int, ...]:
    """A deal's scores per player from its scores per seat (sitting out: 0).

    >>> player_scores(5, (3, 4, 0, 1), (3, -1, -1, -1))
    (-1, -1, 0, 3, -1)
    """
    out = [0] * table
    for seat, player in enumerate(seats):
        out[player] += scores[seat]
    return tuple(out)


# -- what a game adds ---------------------------------------------------------------------------


@attrs.frozen
class Outcome:
    """What a finished deal means for the session.

    ``scores`` per seat; ``counts``: it counts towards the number of deals; ``same_dealer``:
    the same player deals again, and ``reason`` says why (for messages); ``book``: the game's
    bookkeeping after the deal.
    """

    scores: tuple[int, ...]
    counts: bool
    same_dealer: bool
    book: Any
    reason: str = ""


class SessionGame(Protocol):
    """What the session machinery needs of a game."""

    name: str
    #: The table sizes the game allows (Doppelkopf: 4 and 5).
    table_sizes: tuple[int, ...]
    #: Whether the game knows compulsory solos (and writes ``compulsory_solos``).
    has_compulsory_solos: bool

    def resolve_rules(self, value: Any) -> Any: ...

    def rules_json(self, rules: Any) -> str | dict[str, Any]: ...

    def config_problems(self, config: SessionConfig, table: int) -> list[tuple[str, str, str]]:
        """``(path, code, message)`` for every reason the configuration cannot be played."""
        ...

    def initial_book(self, config: SessionConfig, table: int) -> Any: ...

    def context(self, session: Session, seats: Seating, deals_left: int | None) -> Any: ...

    def deal(
        self, rules: Any, plan: NextDeal, seed: int | None, hands: Sequence[Sequence[Any]] | None
    ) -> Any: ...

    def dealt_for(self, state: Any, rules: Any, plan: NextDeal) -> str | None:
        """Why ``state`` is not a deal of ``plan`` (``None``: it is)."""
        ...

    def is_over(self, state: Any) -> bool: ...

    def outcome(self, session: Session, plan: NextDeal, state: Any) -> Outcome: ...

    def to_record(self, session: Session, state: Any) -> Record:
        """The deal record of a finished deal of ``session``."""
        ...

    def context_issues(
        self, session: Session, plan: NextDeal, value: Any, path: str
    ) -> list[Issue]:
        """Every difference between a deal record's ``context`` and the bookkeeping."""
        ...

    def resync(self, session: Session, seats: Seating, value: Any) -> Any:
        """The bookkeeping as a deal record's ``context`` states it (after a deal that could not
        be replayed)."""
        ...

    def end_issues(self, session: Session) -> list[Issue]:
        """Problems of a complete session as a whole (a compulsory solo never played)."""
        ...

    def sheet_problems(self, scores: Sequence[int]) -> list[tuple[str, str]]:
        """``(code, message)`` for a row of seat scores a score sheet could not hold."""
        ...


def _driver(game: str) -> SessionGame:
    from trickgames._games import SESSION_DRIVERS

    try:
        return SESSION_DRIVERS[game]
    except KeyError:
        raise SessionError(f"sessions of {game} are not supported yet",
                           code="unsupported_game") from None


# -- the session value --------------------------------------------------------------------------


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
               if k not in _HEADER or k in self.header}
        out["seats"] = list(self.seats)
        return out


@attrs.frozen
class NextDeal:
    """The deal a session plays next.

    ``number`` is its index in the session's deals, ``seating`` who deals, who sits where and
    who sits out, ``context`` the engine context the deal is played with (Doppelkopf: the
    compulsory solos owed and a forced solo), ``deals_left`` the counted deals left including
    this one (``None``: open-ended).
    """

    number: int
    seating: Seating
    context: Any
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


@attrs.frozen
class Session:
    """A session at one table: an immutable value, changed only by :func:`finish_deal`.

    ``dealer`` is the player who deals next, ``counted`` the deals so far that count towards
    ``config.deals``, ``book`` the game's bookkeeping (Doppelkopf: the compulsory solos owed),
    ``deals`` the finished deals, ``standings`` the running totals per player after each deal.
    ``rules_form`` is how ``rules`` is written in the record.
    """

    game: str
    rules: Any
    players: tuple[str, ...]
    config: SessionConfig
    first_dealer: int
    dealer: int
    book: Any
    counted: int = 0
    deals: tuple[SessionDeal, ...] = ()
    standings: tuple[tuple[int, ...], ...] = ()
    rules_form: str | dict[str, Any] | None = None
    meta: dict[str, Any] | None = None
    extensions: dict[str, Any] = attrs.field(factory=dict)
    #: Whether the record writes the standings and ``session.compulsory_solos`` (``None``: if
    #: the game knows compulsory solos); a session read from a record keeps the record's form.
    write_standings: bool = True
    write_solos: bool | None = None

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


def start(
    game: str,
    rules: Any,
    players: int | Sequence[str] = 4,
    *,
    deals: int | None = 24,
    compulsory_solos: bool = False,
    first_dealer: int = 0,
    meta: dict[str, Any] | None = None,
) -> Session:
    """A new session of ``game`` with ``rules``; ``players`` is a count (names ``A``, ``B``,
    ...) or the names in clockwise table order; ``first_dealer`` deals first.

    Raises :class:`SessionError` for a session that cannot be played (an unsupported table
    size, more compulsory solos than deals, ...).
    """
    driver = _driver(game)
    names: tuple[str, ...]
    if isinstance(players, int):
        count = 0 if isinstance(players, bool) else players
        names = tuple(_NAMES[:count]) if 0 < count <= len(_NAMES) else ("?",) * max(count, 0)
    elif isinstance(players, str) or not all(isinstance(p, str) for p in players):
        raise SessionError("players must be a number or a list of names", code="invalid_session")
    else:
        names = tuple(players)
    if len(names) not in driver.table_sizes:
        sizes = " or ".join(str(n) for n in driver.table_sizes)
        raise SessionError(f"{game} is played by {sizes} players, not {len(names)}",
                           code="invalid_session")
    if not _is_int(first_dealer) or not 0 <= first_dealer < len(names):
        raise SessionError(
            f"first_dealer must be a player 0..{len(names) - 1}, not {first_dealer!r}",
            code="invalid_session",
        )
    config = SessionConfig(deals, compulsory_solos)
    problems = driver.config_problems(config, len(names))
    if problems:
        raise SessionError("; ".join(m for _, _, m in problems), code=problems[0][1])
    resolved = driver.resolve_rules(rules)
    return Session(
        game=game,
        rules=resolved,
        players=names,
        config=config,
        first_dealer=first_dealer,
        dealer=first_dealer,
        book=driver.initial_book(config, len(names)),
        rules_form=driver.rules_json(resolved),
        meta=meta,
        write_solos=driver.has_compulsory_solos,
    )


def is_over(session: Session) -> bool:
    """Whether a session with a fixed number of deals has played them all (never for an
    open-ended one)."""
    return session.config.deals is not None and session.counted >= session.config.deals


def next_deal(session: Session) -> NextDeal:
    """The next deal: who deals, the seats, who sits out, and the deal's context.

    Raises :class:`SessionError` (``session_over``) when the session is over.
    """
    if is_over(session):
        raise SessionError(
            f"the session is over: all {session.config.deals} deals are played",
            code="session_over",
        )
    return _plan(session)


def _plan(session: Session) -> NextDeal:
    seats = seating(session.table, session.dealer)
    left = session.deals_left
    context = _driver(session.game).context(session, seats, left)
    return NextDeal(len(session.deals), seats, context, left)


def deal(
    session: Session,
    *,
    seed: int | None = None,
    hands: Sequence[Sequence[Any]] | None = None,
) -> Any:
    """A new engine state for the session's next deal: random from ``seed``, or ``hands``
    (seat order), with the session's rules, the dealer's seat and the deal's context."""
    plan = next_deal(session)
    return _driver(session.game).deal(session.rules, plan, seed, hands)


def finish_deal(session: Session, state: Any) -> Session:
    """The session after its next deal, played to the end as ``state``: standings, the next
    dealer and the game's bookkeeping (compulsory solos owed) updated.

    Raises :class:`SessionError` when the session is over (``session_over``), the deal is not
    finished (``deal_not_over``) or ``state`` is not the session's next deal (``not_this_deal``:
    other rules, dealer or context).
    """
    plan = next_deal(session)
    driver = _driver(session.game)
    problem = driver.dealt_for(state, session.rules, plan)
    if problem:
        raise SessionError(f"this is not the session's next deal: {problem}",
                           code="not_this_deal")
    if not driver.is_over(state):
        raise SessionError("the deal is not over yet", code="deal_not_over")
    return _advance(session, plan, state, driver.to_record(session, state))


def _advance(
    session: Session, plan: NextDeal, state: Any, record: Record, header: tuple[str, ...] = ()
) -> Session:
    outcome = _driver(session.game).outcome(session, plan, state)
    return _book(session, plan, outcome, record, header)


def _book(
    session: Session, plan: NextDeal, outcome: Outcome, record: Record, header: tuple[str, ...]
) -> Session:
    scores = player_scores(session.table, plan.seats, outcome.scores)
    totals = tuple(a + b for a, b in zip(session.totals, scores, strict=True))
    return attrs.evolve(
        session,
        dealer=next_dealer(session.table, plan.dealer, same=outcome.same_dealer),
        counted=session.counted + (1 if outcome.counts else 0),
        book=outcome.book,
        deals=(*session.deals, SessionDeal(record, plan.seats, header)),
        standings=(*session.standings, totals),
    )


# -- the document -------------------------------------------------------------------------------


@attrs.frozen
class SessionRecord:
    """A session as a record document (``trickgames.session/1``): JSON values as written.

    ``standings`` is ``None`` when the record gives none; ``extensions`` holds the top-level
    ``_`` fields, kept and written back unchanged.
    """

    game: str
    rules: str | dict[str, Any]
    players: tuple[str, ...]
    config: SessionConfig
    first_dealer: int
    deals: tuple[SessionDeal, ...]
    standings: tuple[tuple[int, ...], ...] | None = None
    meta: dict[str, Any] | None = None
    extensions: dict[str, Any] = attrs.field(factory=dict)
    write_solos: bool = True

    @classmethod
    def from_json(cls, value: Any) -> SessionRecord:
        """Build a session record from a parsed JSON value; :class:`RecordError` if its
        structure is wrong (only the schema is checked here; :func:`validate_session` judges
        the deals)."""
        try:
            issues = _structure_issues(value)
        except RecursionError:
            issues = [Issue("$", "too_deep", "the record is nested too deeply")]
        if issues:
            raise RecordError(issues)
        game = value["game"]
        deals = []
        for raw in value["deals"]:
            full = {"format": FORMAT, "game": game, "rules": value["rules"]}
            full.update({k: v for k, v in raw.items() if k != "seats"})
            deals.append(SessionDeal(Record.from_json(full), tuple(raw["seats"]),
                                     tuple(k for k in _HEADER if k in raw)))
        standings = value.get("standings")
        return cls(
            game=game,
            rules=value["rules"],
            players=tuple(value["players"]),
            config=SessionConfig.from_json(value["session"]),
            first_dealer=value["first_dealer"],
            deals=tuple(deals),
            standings=None if standings is None else tuple(tuple(r) for r in standings),
            meta=value.get("meta"),
            extensions={k: v for k, v in value.items() if k.startswith("_")},
            write_solos="compulsory_solos" in value["session"],
        )

    @classmethod
    def from_text(cls, text: str | bytes) -> SessionRecord:
        """Parse a session record from JSON text (one object)."""
        try:
            value = loads(text)
        except ParseError as exc:
            raise RecordError([Issue("$", exc.code, exc.message)]) from None
        return cls.from_json(value)

    def to_json(self) -> dict[str, Any]:
        """The session record as a JSON object, fields in the order of the specification."""
        out: dict[str, Any] = {
            "format": SESSION_FORMAT,
            "game": self.game,
            "rules": self.rules,
            "players": list(self.players),
            "session": self.config.to_json(with_solos=self.write_solos),
            "first_dealer": self.first_dealer,
            "deals": [d.to_json() for d in self.deals],
        }
        if self.standings is not None:
            out["standings"] = [list(r) for r in self.standings]
        if self.meta is not None:
            out["meta"] = self.meta
        out.update(self.extensions)
        return out

    def to_text(self) -> str:
        """The session record as one line of JSON."""
        return dumps(self.to_json())


def _structure_issues(value: Any) -> list[Issue]:
    if isinstance(value, dict) and isinstance(value.get("format"), str):
        fmt = value["format"]
        if fmt != SESSION_FORMAT and fmt.startswith("trickgames.session/"):
            return [Issue("$.format", "unsupported_version",
                          f"session format {fmt!r} is not supported: this reader knows "
                          f"{SESSION_FORMAT!r} only")]
    return schema_checker("session")(value)


def to_record(session: Session, *, standings: bool | None = None) -> SessionRecord:
    """The session record of a session (finished or under way). ``standings`` (default: as
    the session was read, else yes) writes the running totals after every deal."""
    driver = _driver(session.game)
    write = session.write_standings if standings is None else standings
    return SessionRecord(
        game=session.game,
        rules=session.rules_form if session.rules_form is not None
        else driver.rules_json(session.rules),
        players=session.players,
        config=session.config,
        first_dealer=session.first_dealer,
        deals=session.deals,
        standings=session.standings if write else None,
        meta=session.meta,
        extensions=dict(session.extensions),
        write_solos=driver.has_compulsory_solos if session.write_solos is None
        else session.write_solos,
    )


def session_value(record: SessionRecord | Mapping[str, Any] | str | bytes) -> Any:
    """The JSON value of a session record given as a document, a JSON object or JSON text;
    :class:`~trickgames.RecordError` when the text is not JSON."""
    if isinstance(record, SessionRecord):
        return record.to_json()
    if isinstance(record, str | bytes):
        try:
            return loads(record)
        except ParseError as exc:
            raise RecordError([Issue("$", exc.code, exc.message)]) from None
    return record


def from_record(record: SessionRecord | Mapping[str, Any] | str | bytes, *,
                game: str | None = None) -> Session:
    """The session of a valid session record (of ``game``, when given), every deal replayed
    and booked; :class:`~trickgames.RecordError` lists every problem of an invalid one."""
    report = validate_session(session_value(record), game=game)
    if not report.valid:
        raise RecordError(report.issues)
    session: Session = report.state
    return session


# -- validation ---------------------------------------------------------------------------------


def _ordinal_deal(index: int) -> str:
    return f"deal {index + 1}"


def validate_session(value: Any, source: str = "<session>", *,
                     game: str | None = None) -> Report:
    """Validate a session record value as a whole; returns a
    :class:`~trickgames._core.validation.Report` and never raises for bad input.

    Besides every deal (replayed with the session's rules, as a deal record), it checks the
    dealer sequence, the seats and who sits out, each deal's ``context`` against the game's
    bookkeeping (Doppelkopf: compulsory solos owed, a forced solo when due), the number of
    deals and, when present, the standings after every deal. The report's ``result`` holds the
    final ``standings`` and the number of ``deals``; its ``state`` is the :class:`Session`.
    With ``game``, a session of another game is an issue (``wrong_game``).
    """
    from trickgames._core.validation import Report

    try:
        return _validate_session(value, source, game)
    except RecursionError:
        return Report(source, False, (Issue("$", "too_deep", "the record is nested too deeply"),))


def _validate_session(value: Any, source: str, wanted: str | None) -> Report:
    from trickgames._core.validation import Report

    issues = _structure_issues(value)
    other = value.get("game") if isinstance(value, dict) else None
    if wanted is not None and isinstance(other, str) and other != wanted:
        return Report(source, False, (Issue(
            "$.game", "wrong_game", f"this is a {other} session, not a {wanted} one"),))
    if any(i.path == "$" or i.path.startswith(_CORE) or i.path == "$.deals" for i in issues):
        return Report(source, False, tuple(issues))
    game = value["game"]
    try:
        driver = _driver(game)
    except SessionError as exc:
        return Report(source, False, (*issues, Issue("$.game", exc.code, exc.message)))
    try:
        rules = driver.resolve_rules(value["rules"])
    except RulesError as exc:
        return Report(source, False, (*issues, *(Issue("$.rules", c, p) for p, c in
                                                 zip(exc.problems, exc.codes, strict=True))),
                      game)
    config = SessionConfig.from_json(value["session"])
    players = tuple(value["players"])
    table = len(players)
    stop: list[Issue] = []
    if table not in driver.table_sizes:
        sizes = " or ".join(str(n) for n in driver.table_sizes)
        stop.append(Issue("$.players", "wrong_table_size",
                          f"{game} is played by {sizes} players, not {table}"))
    elif value["first_dealer"] >= table:
        stop.append(Issue("$.first_dealer", "schema_range",
                          f"must be a player 0..{table - 1}, not {value['first_dealer']}"))
    else:
        stop += [Issue(p, c, m) for p, c, m in driver.config_problems(config, table)]
    if stop:
        return Report(source, False, (*issues, *stop), game)
    session = Session(
        game=game, rules=rules, players=players, config=config,
        first_dealer=value["first_dealer"], dealer=value["first_dealer"],
        book=driver.initial_book(config, table), rules_form=value["rules"],
        meta=value.get("meta"), extensions={k: v for k, v in value.items() if k.startswith("_")},
        write_standings="standings" in value,
        write_solos="compulsory_solos" in value["session"],
    )
    checker = _SessionCheck(driver, session, rules, value, issues)
    return checker.run(source)


class _SessionCheck:
    """One pass over a session record's deals, booking each as it replays."""

    def __init__(self, driver: SessionGame, session: Session, rules: Any, value: Any,
                 issues: list[Issue]) -> None:
        self.driver = driver
        self.session = session
        self.rules = rules
        self.value = value
        self.issues = issues
        self.seen = {(i.path, i.code) for i in issues}
        #: Per deal: the scores per player, ``None`` when the deal could not be replayed.
        self.scores: list[tuple[int, ...] | None] = []
        #: The bookkeeping is unknown (a deal could not be replayed): take the next deal's
        #: dealer and context as they are written.
        self.resync = False
        self.complete = True
        self.context_flagged = False
        #: Why the last deal's dealer deals again ("" when the deal passed on).
        self.reason = ""

    def add(self, issue: Issue) -> None:
        key = (issue.path, issue.code)
        if key not in self.seen:
            self.seen.add(key)
            self.issues.append(issue)

    def run(self, source: str) -> Report:
        from trickgames._core.validation import Report

        past_end = False
        for index, raw in enumerate(self.value["deals"]):
            path = f"$.deals[{index}]"
            if not past_end and is_over(self.session):
                past_end = True
                self.add(Issue(path, "too_many_deals",
                               f"the session is over after {self.session.config.deals} deals; "
                               f"this is {_ordinal_deal(index)}, one too many"))
            self.check_deal(index, raw, path, checks=not past_end)
        self.check_count()
        self.check_standings()
        if self.complete and not self.context_flagged and is_over(self.session):
            for issue in self.driver.end_issues(self.session):
                self.add(issue)
        result = None
        if self.complete:
            result = {"standings": list(self.session.totals), "deals": len(self.session.deals)}
        return Report(source, not self.issues, tuple(self.issues), result, self.session.game,
                      self.session)

    # -- one deal ---------------------------------------------------------------------------

    def check_deal(self, index: int, raw: Any, path: str, *, checks: bool) -> None:
        from trickgames._core.validation import validate_value

        if not isinstance(raw, dict):
            self._unknown(None, None)
            return
        seats_ok = self._seats_valid(raw.get("seats"))
        if self.resync and seats_ok and _is_seat(raw.get("dealer")):
            self._adopt(raw)
        session = self.session
        plan = actual = _plan(session)
        if seats_ok and tuple(raw["seats"]) != plan.seats:
            # Score and book the deal as it was seated; the dealer sequence stays the expected.
            seats = tuple(raw["seats"])
            out = next((p for p in range(session.table) if p not in seats), None)
            here = attrs.evolve(plan.seating, seats=seats, sitting_out=out)
            actual = attrs.evolve(plan, seating=here,
                                  context=self.driver.context(session, here, plan.deals_left))
        if checks and not self.resync:
            self._check_header(raw, path)
            if seats_ok:
                self._check_seating(raw, plan, path)
                context_issues = self.driver.context_issues(session, actual, raw.get("context"),
                                                            f"{path}.context")
                self.context_flagged |= bool(context_issues)
                for issue in context_issues:
                    self.add(issue)
        self.resync = False
        full = {"format": FORMAT, "game": session.game, "rules": self.value["rules"]}
        full.update({k: v for k, v in raw.items() if k not in ("seats", *_HEADER)})
        report = validate_value(full, path)
        for issue in report.issues:
            self.add(Issue(path + issue.path[1:], issue.code, issue.message))
        state = report.state
        finished = state is not None and self.driver.is_over(state)
        if state is not None and not finished and not report.issues:
            self.add(Issue(path, "deal_not_finished",
                           f"every deal of a session is played to its end; {_ordinal_deal(index)}"
                           " stops before its last card"))
        header = tuple(k for k in _HEADER if k in raw)
        try:
            record = Record.from_json({**full, **{k: raw[k] for k in header}})
        except RecordError:
            record = None
        if not finished or not seats_ok or record is None:
            self._unknown(raw, record)
            return
        outcome = self.driver.outcome(session, actual, state)
        self.reason = outcome.reason if outcome.same_dealer else ""
        self.scores.append(player_scores(session.table, actual.seats, outcome.scores))
        self.session = _book(session, actual, outcome, record, header)

    def _unknown(self, raw: dict[str, Any] | None, record: Record | None) -> None:
        """A deal that could not be replayed: its score and consequences are unknown. It keeps
        its place and counts; the next deal's dealer and context are taken as written."""
        self.complete = False
        self.resync = True
        self.reason = ""
        self.scores.append(None)
        session = self.session
        seats: Any = seating(session.table, session.dealer).seats
        if raw is not None and self._seats_valid(raw.get("seats")):
            seats = tuple(raw["seats"])
        if record is None:
            record = Record(session.game, self.value["rules"], 0, (), ())
        self.session = attrs.evolve(
            session,
            counted=session.counted + 1,
            deals=(*session.deals, SessionDeal(record, seats)),
            standings=(*session.standings, session.totals),
        )

    def _seats_valid(self, seats: Any) -> bool:
        table = self.session.table
        return (isinstance(seats, list) and len(seats) == 4
                and all(_is_int(p) and 0 <= p < table for p in seats)
                and len(set(seats)) == 4)

    def _adopt(self, raw: dict[str, Any]) -> None:
        """Take the dealer and the bookkeeping from a deal as written (after an unknown deal)."""
        session = self.session
        seats = tuple(raw["seats"])
        if session.table == 4:
            dealer = raw["dealer"]
        else:
            dealer = next(p for p in range(5) if p not in seats)
        here = seating(session.table, dealer)
        if here.seats != seats or not 0 <= dealer < session.table:
            return
        context = raw.get("context")
        self.session = attrs.evolve(session, dealer=dealer,
                                    book=self.driver.resync(session, here, context))

    def _check_header(self, raw: dict[str, Any], path: str) -> None:
        game = self.session.game
        if "game" in raw and raw["game"] != game and isinstance(raw["game"], str):
            self.add(Issue(f"{path}.game", "deal_game_mismatch",
                           f"a deal of a {game} session cannot be {raw['game']}"))
        if "rules" in raw:
            try:
                mine = self.driver.resolve_rules(raw["rules"])
            except (RulesError, TrickgamesError):
                mine = None
            if mine != self.rules:
                self.add(Issue(f"{path}.rules", "deal_rules_mismatch",
                               "the session's rules apply to every deal; this deal names "
                               "other rules"))

    def _check_seating(self, raw: dict[str, Any], plan: NextDeal, path: str) -> None:
        session = self.session
        expected = plan.seating
        name = session.name(expected.dealer)
        why = self._dealer_reason()
        seats = tuple(raw["seats"])
        if session.table == 4:
            if seats != expected.seats:
                self.add(Issue(f"{path}.seats", "wrong_seats",
                               "with four players seat s is player s: seats must be "
                               "[0, 1, 2, 3]"))
            if raw.get("dealer") != expected.dealer_seat and _is_seat(raw.get("dealer")):
                self.add(Issue(f"{path}.dealer", "wrong_dealer",
                               f"{name} (p{expected.dealer_seat}) is the dealer of "
                               f"{_ordinal_deal(plan.number)}, not p{raw['dealer']}: {why}"))
            return
        if raw.get("dealer") != 3 and _is_seat(raw.get("dealer")):
            self.add(Issue(f"{path}.dealer", "wrong_dealer",
                           "at a five-player table the dealer sits out: the deal's dealer is "
                           "seat 3, the seat before forehand"))
        if seats != expected.seats:
            out = next((p for p in range(5) if p not in seats), None)
            dealt = "" if out is None else f", not {session.name(out)}"
            self.add(Issue(f"{path}.seats", "wrong_seats",
                           f"{name} deals {_ordinal_deal(plan.number)} and sits out{dealt} "
                           f"({why}); the seats are {list(expected.seats)}, the four others "
                           "clockwise from forehand"))

    def _dealer_reason(self) -> str:
        session = self.session
        if not session.deals:
            return f"{session.name(session.first_dealer)} deals first"
        if self.reason:
            return f"the same player deals again after {self.reason}"
        return "the deal passes to the next player clockwise"

    # -- the session as a whole -------------------------------------------------------------

    def check_count(self) -> None:
        session = self.session
        wanted = session.config.deals
        if wanted is None or session.counted >= wanted:
            return
        uncounted = len(session.deals) - session.counted
        note = f" ({uncounted} void deals do not count)" if uncounted else ""
        self.add(Issue("$.deals", "too_few_deals",
                       f"the session has {wanted} deals but the record holds "
                       f"{session.counted}{note}"))

    def check_standings(self) -> None:
        rows = self.value.get("standings")
        if rows is None or any(i.path.startswith("$.standings") for i in self.issues):
            return
        session = self.session
        deals = len(self.scores)
        if len(rows) != deals:
            self.add(Issue("$.standings", "wrong_standings_count",
                           f"the standings hold {len(rows)} rows for {deals} deals "
                           "(one row after each deal)"))
        base: tuple[int, ...] | None = (0,) * session.table
        claimed_before: list[int] | None = [0] * session.table
        #: Per player: his total was wrong after the previous deal. A total that stays wrong
        #: by the same amount carries that error on and is not reported again.
        flagged = [False] * session.table
        for index, row in enumerate(rows[:deals]):
            path = f"$.standings[{index}]"
            if len(row) != session.table:
                self.add(Issue(path, "wrong_standings_row",
                               f"a row holds one total per player ({session.table}), not "
                               f"{len(row)}"))
                base, claimed_before = None, None
                continue
            scores = self.scores[index]
            if scores is not None and base is not None:
                expected = tuple(a + b for a, b in zip(base, scores, strict=True))
                for player, (mine, real) in enumerate(zip(row, expected, strict=True)):
                    if mine == real:
                        flagged[player] = False
                        continue
                    carried = (flagged[player] and claimed_before is not None
                               and mine - claimed_before[player] == scores[player])
                    if not carried:
                        self.add(Issue(f"{path}[{player}]", "standings_mismatch",
                                       f"after {_ordinal_deal(index)} {session.name(player)} "
                                       f"has {short_value(mine)} in the standings, but the "
                                       f"deals give {short_value(real)}"))
                    flagged[player] = True
                base = expected
            else:
                if claimed_before is not None:
                    self._check_sheet_row(index, row, claimed_before, path)
                base = tuple(row)
                flagged = [False] * session.table
            claimed_before = list(row)

    def _check_sheet_row(self, index: int, row: Sequence[int], before: Sequence[int],
                         path: str) -> None:
        """A deal that could not be replayed: at least the score sheet's own checks."""
        session = self.session
        delta = [a - b for a, b in zip(row, before, strict=True)]
        seats = session.deals[index].seats
        out = [p for p in range(session.table) if p not in seats]
        for player in out:
            if delta[player]:
                self.add(Issue(f"{path}[{player}]", "standings_sitting_out",
                               f"{session.name(player)} sat {_ordinal_deal(index)} out and "
                               f"scores 0 in it, not {short_value(delta[player])}"))
        for code, message in self.driver.sheet_problems([delta[p] for p in seats]):
            self.add(Issue(path, code, f"{_ordinal_deal(index)}: {message}"))
