"""A table of the web game, without any web: one deal, a session, or the day's deals, played by
people and computer players at four seats, built only on the library's public API (views,
legal actions, apply, records, sessions, the daily rule) and the registry of games.

A :class:`Table` is an immutable value, like the states it holds. Everything that ever
happened at it is its list of **events**, each one line of text:

* an action, as its record line (``p0 play CQ``), of a person or a computer player;
* ``!pass S``: seat ``S`` let an off-turn chance go by (see "waiting" below);
* ``!next``: the next deal of a session or a day was dealt.

:func:`replay` rebuilds a table from its :class:`TableConfig` and its events, checking each
action again with the checking ``apply``; that is how a table is stored and loaded. The
number of events is the table's **sequence number** (:attr:`Table.seq`): a frontend sends the
one it answered with each action, so that an answer to an old view (stale, or sent twice) is
refused instead of being applied to a table that moved on.

**Waiting.** Computer players move (:func:`advance`) until the table waits for a person, or
the deal is over. The table waits for a seat of a person when it is that seat's turn, or when
the seat has a *chance*: off-turn actions (Doppelkopf announcements, Schafkopf knocks and
doublings) of which at least one was not offered to it before. A seat is offered its legal
actions each time it acts or lets a chance go by (``!pass``); so a person is asked once when
announcements become possible, again when a new one becomes possible (a reply to the other
party's announcement, Kontra after a game is declared), and never while only the same or fewer
off-turn actions stay open. Off-turn actions stay in the seat's legal actions as long as the
rules allow them, whoever is on turn. People never wait for each other: each may act whenever
the rules let him.
"""

from __future__ import annotations

import hashlib
import importlib
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from typing import Any

import attrs

from trickgames import GAMES, Record, TrickgamesError, daily
from trickgames.bots import Player

__all__ = ["COMPUTER", "HUMAN", "KINDS", "Table", "TableConfig", "WebError", "act", "advance",
           "deal_record", "new_table", "next_deal", "pass_chance", "replay", "table_record"]

#: A seat of a person.
HUMAN = "human"
#: A seat of a computer player.
COMPUTER = "computer"
#: A table plays one deal, a session of several, or the day's deals (:mod:`trickgames.daily`).
KINDS = ("deal", "session", "daily")
_PASS, _NEXT = "!pass", "!next"
#: The most deals a session at the web table may have.
MAX_SESSION_DEALS = 100


class WebError(TrickgamesError):
    """A request the web game refuses for a reason of its own (not a rule of the game), with
    the HTTP status it is answered with and a stable ``code``."""

    def __init__(self, status: int, code: str, message: str,
                 params: Mapping[str, str] | None = None) -> None:
        super().__init__(message, code=code, params=params)
        self.status = status


def _frozen_seats(value: Sequence[str]) -> tuple[str, ...]:
    return tuple(value)


def _frozen_names(value: Sequence[str | None]) -> tuple[str | None, ...]:
    return tuple(value)


@attrs.frozen
class TableConfig:
    """What a table plays: the game, its rules (a rules object), the kind (:data:`KINDS`),
    who sits where (:data:`HUMAN` or :data:`COMPUTER` per seat), the people's names (``None``:
    none given), the seed (one deal, a session) or the day (daily), the number of deals and,
    in a Doppelkopf session, whether compulsory solos are owed."""

    game: str
    kind: str
    rules: Any
    seats: tuple[str, ...] = attrs.field(converter=_frozen_seats)
    names: tuple[str | None, ...] = attrs.field(converter=_frozen_names)
    seed: int | None = None
    day: date | None = None
    deals: int = 1
    compulsory_solos: bool = False

    def to_json(self) -> dict[str, Any]:
        """The configuration as stored: rules in their record form, the day as text."""
        return {"version": 1, "game": self.game, "kind": self.kind,
                "rules": self.rules.to_json(as_object=True), "seats": list(self.seats),
                "names": list(self.names), "seed": self.seed,
                "day": None if self.day is None else self.day.isoformat(),
                "deals": self.deals, "compulsory_solos": self.compulsory_solos}

    @classmethod
    def from_json(cls, value: Mapping[str, Any]) -> TableConfig:
        """The configuration :meth:`to_json` wrote."""
        engine = GAMES[value["game"]].engine
        day = value.get("day")
        return cls(game=value["game"], kind=value["kind"],
                   rules=engine.Rules.from_json(value["rules"]), seats=value["seats"],
                   names=value["names"], seed=value.get("seed"),
                   day=None if day is None else daily.parse_date(day), deals=value["deals"],
                   compulsory_solos=bool(value.get("compulsory_solos")))

    @property
    def engine(self) -> Any:
        """The game's public package (``trickgames.doppelkopf``, ``trickgames.schafkopf``)."""
        return GAMES[self.game].engine

    def name(self, seat: int) -> str:
        """The name written into records: the person's, else ``Player S`` or ``Computer S``."""
        given = self.names[seat]
        if given:
            return given
        return f"{'Player' if self.seats[seat] == HUMAN else 'Computer'} {seat}"


def _sessions(game: str) -> Any:
    """The game's session module (``trickgames.doppelkopf.session``, ...), found from the
    engine's package name, so that no game is named here."""
    engine: Any = GAMES[game].engine
    return importlib.import_module(f"{engine.__name__}.session")


def session_seed(seed: int, number: int) -> int:
    """The seed of deal ``number`` (0-based, void deals included) of a session started with
    ``seed``: the first 8 bytes, big-endian, of SHA-256 over ``trickgames.web/session
    {seed} {number}``."""
    text = f"trickgames.web/session {seed} {number}"
    return int.from_bytes(hashlib.sha256(text.encode("ascii")).digest()[:8], "big")


@attrs.frozen
class Table:
    """A table at one moment: the current deal (``state``), the final states of the finished
    deals (the current one too once it is over), the session value (kind ``session``), what
    each seat was last offered, and every event so far."""

    config: TableConfig
    state: Any
    finished: tuple[Any, ...] = ()
    session: Any = None
    offered: tuple[frozenset[str], ...] = (frozenset(),) * 4
    events: tuple[str, ...] = ()

    @property
    def seq(self) -> int:
        """The sequence number: how many events happened."""
        return len(self.events)

    @property
    def deal_over(self) -> bool:
        """Whether the current deal is over."""
        return bool(self.state.is_over)

    @property
    def is_finished(self) -> bool:
        """Whether every deal of the table is played."""
        if not self.deal_over:
            return False
        if self.config.kind == "session":
            return bool(_sessions(self.config.game).is_over(self.session))
        return len(self.finished) >= self.config.deals

    @property
    def number(self) -> int:
        """The current deal's number, 0-based."""
        return len(self.finished) - (1 if self.deal_over else 0)

    def legal(self, seat: int) -> frozenset[str]:
        """The seat's legal actions now, as record lines."""
        return frozenset(str(a) for a in self.config.engine.legal_actions(self.state, seat))

    def chance(self, seat: int) -> bool:
        """Whether the person at ``seat`` has an off-turn chance the table waits for."""
        if self.deal_over or self.config.seats[seat] != HUMAN or seat == self.state.turn:
            return False
        return bool(self.legal(seat) - self.offered[seat])

    @property
    def waiting(self) -> tuple[int, ...]:
        """The seats of people the table waits for: on turn, or with a chance."""
        if self.deal_over:
            return ()
        turn = self.state.turn
        return tuple(seat for seat in range(4) if self.config.seats[seat] == HUMAN
                     and (seat == turn or self.chance(seat)))

    def amounts(self) -> list[list[int]]:
        """Each finished deal's amounts per seat (game points, or cents)."""
        entry = GAMES[self.config.game]
        return [list(entry.presenter.amounts(entry.engine.score(final)))
                for final in self.finished]

    # -- events ----------------------------------------------------------------------------

    def with_event(self, event: str) -> Table:
        """The table after ``event`` (an action line, ``!pass S`` or ``!next``); the library's
        error, or a :class:`WebError`, when it cannot happen now."""
        if event == _NEXT:
            return self._next()._logged(event)
        if event.startswith(_PASS + " "):
            seat = int(event[len(_PASS) + 1:])
            offered = list(self.offered)
            offered[seat] = self.legal(seat)
            return attrs.evolve(self, offered=tuple(offered))._logged(event)
        engine = self.config.engine
        action = engine.parse_action(event)
        state = engine.apply(self.state, action)
        offered = list(self.offered)
        moved = attrs.evolve(self, state=state)
        offered[action.seat] = moved.legal(action.seat)
        moved = attrs.evolve(moved, offered=tuple(offered))
        if state.is_over:
            moved = moved._after_deal()
        return moved._logged(str(action))

    def _logged(self, event: str) -> Table:
        return attrs.evolve(self, events=(*self.events, event))

    def _after_deal(self) -> Table:
        session = self.session
        if self.config.kind == "session":
            session = _sessions(self.config.game).finish_deal(session, self.state)
        return attrs.evolve(self, finished=(*self.finished, self.state), session=session)

    def _next(self) -> Table:
        if not self.deal_over:
            raise WebError(409, "deal_not_over", "the deal is not over yet")
        if self.is_finished:
            raise WebError(409, "table_finished", "every deal of this table is played")
        return attrs.evolve(self, state=_deal(self.config, len(self.finished), self.session),
                            offered=(frozenset(),) * 4)


def _deal(config: TableConfig, number: int, session: Any) -> Any:
    """Deal ``number`` (0-based) of the table."""
    if config.kind == "daily":
        assert config.day is not None
        return daily.deals(config.game, config.rules, config.day)[number]
    assert config.seed is not None
    if config.kind == "session":
        return _sessions(config.game).deal(
            session, seed=session_seed(config.seed, len(session.deals)))
    return config.engine.deal(config.rules, seed=config.seed, dealer=3)


def new_table(config: TableConfig) -> Table:
    """A new table with its first deal dealt (no computer player has moved yet)."""
    session = None
    if config.kind == "session":
        options: dict[str, Any] = {}
        if GAMES[config.game].sessions.has_compulsory_solos:
            options["compulsory_solos"] = config.compulsory_solos
        session = _sessions(config.game).start(
            config.rules, [config.name(s) for s in range(4)], deals=config.deals,
            first_dealer=3, meta={"generator": "trickgames serve", "seed": config.seed},
            **options)
    return Table(config=config, state=_deal(config, 0, session), session=session)


def replay(config: TableConfig, events: Sequence[str]) -> Table:
    """The table after ``events`` (each checked again, as when it happened)."""
    table = new_table(config)
    for event in events:
        table = table.with_event(event)
    return table


# -- moves -------------------------------------------------------------------------------------


def act(table: Table, seat: int, text: str) -> Table:
    """The table after the person at ``seat`` made the action ``text`` (a record line): a
    :class:`~trickgames.ParseError` when it does not parse, a :class:`WebError`
    (``not_your_seat``) when it names another seat, ``deal_over`` after the end, else the
    game's :class:`~trickgames.IllegalActionError` when a rule forbids it now."""
    engine = table.config.engine
    action = engine.parse_action(text)
    if action.seat != seat:
        raise WebError(403, "not_your_seat",
                       f"you sit at p{seat}: {str(action)!r} is an action of p{action.seat}",
                       {"quoted": repr(str(action))})
    if table.deal_over:
        raise WebError(409, "deal_over", "the deal is over: no more actions")
    engine.check(table.state, action)
    return table.with_event(str(action))


def pass_chance(table: Table, seat: int) -> Table:
    """The table after the person at ``seat`` let his off-turn chance go by (``!pass``); a
    :class:`WebError` (``no_chance``) when the table does not wait for it off turn."""
    if not table.chance(seat):
        why = ("it is your turn: choose an action" if not table.deal_over
               and table.state.turn == seat else "there is no off-turn chance to let pass")
        raise WebError(409, "no_chance", why)
    return table.with_event(f"{_PASS} {seat}")


def next_deal(table: Table) -> Table:
    """The table with its next deal dealt (``!next``)."""
    return table.with_event(_NEXT)


def advance(table: Table, players: Callable[[int], Player]) -> Table:
    """Let the computer players move until the table waits for a person or the deal is
    over; ``players(seat)`` is the computer player of a seat.

    Each step is the one of :func:`trickgames.bots.play_deal`: the computer seats after the
    seat on turn that have off-turn actions may interject one; otherwise the seat on turn
    chooses, unless it is a person's.
    """
    engine = table.config.engine
    seats = table.config.seats
    bots: dict[int, Player] = {}

    def player(seat: int) -> Player:
        if seat not in bots:
            bots[seat] = players(seat)
        return bots[seat]

    while not table.deal_over:
        state = table.state
        turn = state.turn
        if any(table.chance(seat) for seat in range(4)):
            break
        action = None
        for offset in (1, 2, 3):
            seat = (turn + offset) & 3
            if seats[seat] == COMPUTER and engine.legal_actions(state, seat):
                action = player(seat).interject(engine.view(state, seat))
                if action is not None:
                    break
        if action is None:
            if seats[turn] == HUMAN:
                break
            action = player(turn).choose(engine.view(state, turn))
        table = table.with_event(str(action))
    return table


# -- records -----------------------------------------------------------------------------------


def deal_record(table: Table, number: int) -> Record:
    """The record of finished deal ``number`` (0-based), with the players' names and what the
    table knows of its origin in ``meta``."""
    if not 0 <= number < len(table.finished):
        raise WebError(409, "deal_not_over", f"deal {number} is not finished",
                       {"quoted": str(number)})
    config = table.config
    if config.kind == "session":
        record: Record = table.session.deals[number].record
        return record
    meta: dict[str, Any] = {"generator": "trickgames serve"}
    if config.kind == "daily":
        assert config.day is not None
        meta.update(rule=daily.RULE, date=config.day.isoformat(), deal_number=number + 1)
    else:
        meta["seed"] = config.seed
    plain: Record = config.engine.to_record(table.finished[number])
    return attrs.evolve(plain, players=[config.name(s) for s in range(4)], meta=meta)


def table_record(table: Table) -> Any:
    """The record of a finished table: a deal record (one deal), the session record, or the
    day's deal records in order (daily)."""
    if not table.is_finished:
        raise WebError(409, "not_finished", "the record is ready when every deal is played")
    if table.config.kind == "session":
        return _sessions(table.config.game).to_record(table.session)
    records = [deal_record(table, n) for n in range(len(table.finished))]
    return records if table.config.kind == "daily" else records[0]
