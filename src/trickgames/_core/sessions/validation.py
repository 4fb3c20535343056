"""Validating a session record as a whole: every deal, the dealers, the seats, the contexts,
the number of deals and the standings, each problem with a JSON path
(``$.deals[7].context.compulsory_solo``), a stable code and a message."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import attrs

from trickgames._core.errors import RecordError, RulesError, TrickgamesError
from trickgames._core.issues import Issue
from trickgames._core.quoting import quoted
from trickgames._core.records import FORMAT, Record, extensions_of, record_value
from trickgames._core.replay import rules_issues, validate_deal
from trickgames._core.report import Report
from trickgames._core.schema import UNCHECKED, short_value
from trickgames._core.sessions.config import (
    SessionConfig,
    frozen_json,
    is_int,
    is_seat,
    player_scores,
    seating,
)
from trickgames._core.sessions.play import book, is_over, plan
from trickgames._core.sessions.record import SessionRecord, structure_issues
from trickgames._core.sessions.value import (
    HEADER,
    SHEET_FIELDS,
    NextDeal,
    Session,
    SessionDeal,
    SessionGame,
)

__all__ = ["from_record", "validate_record", "validate_session"]

R = TypeVar("R")
S = TypeVar("S")
B = TypeVar("B")
C = TypeVar("C")

#: Top-level fields of a session record whose structural problems stop validation.
_CORE = ("$.format", "$.game", "$.rules", "$.players", "$.session", "$.first_dealer")


def _ordinal_deal(index: int) -> str:
    return f"deal {index + 1}"


def validate_session(value: Any, source: str = "<session>", *,
                     drivers: Mapping[str, SessionGame[Any, Any, Any, Any]],
                     game: str | None = None, keys_are_strings: bool = False) -> Report:
    """Validate a session record value as a whole; returns a
    :class:`~trickgames._core.validation.Report` and never raises for bad input.

    Besides every deal (replayed with the session's rules, as a deal record), it checks the
    dealer sequence, the seats and who sits out, each deal's ``context`` against the game's
    bookkeeping (Doppelkopf: compulsory solos owed, a forced solo when due), the number of
    deals and, when present, the standings after every deal. The report's ``result`` holds the
    final ``standings`` and the number of ``deals``; its ``state`` is the :class:`Session`.
    The game is found among ``drivers`` (session drivers by name); with ``game``, a session
    of another game is an issue (``wrong_game``). ``keys_are_strings``: the value was parsed
    from JSON text, so no key needs checking.
    """
    try:
        return _validate_session(value, source, drivers, game, keys_are_strings)
    except RecursionError:
        return Report(source, False, (Issue("$", "too_deep", "the record is nested too deeply"),))


def _validate_session(value: Any, source: str,
                      drivers: Mapping[str, SessionGame[Any, Any, Any, Any]],
                      wanted: str | None, keys_are_strings: bool) -> Report:
    issues = structure_issues(value, keys_are_strings=keys_are_strings)
    other = value.get("game") if isinstance(value, dict) else None
    if wanted is not None and isinstance(other, str) and other != wanted:
        return Report(source, False, (Issue(
            "$.game", "wrong_game", f"this is a {other} session, not a {wanted} one"),))
    if any(i.path == "$" or i.path.startswith(_CORE) or i.path == "$.deals"
           or i.code in UNCHECKED for i in issues):
        return Report(source, False, tuple(issues))
    game = value["game"]
    driver = drivers.get(game)
    if driver is None:
        return Report(source, False, (*issues, Issue(
            "$.game", "unsupported_game", f"sessions of {game} are not supported yet")))
    try:
        rules = driver.resolve_rules(value["rules"])
    except RulesError as exc:
        return Report(source, False, (*issues, *rules_issues(exc)), game)
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
        stop += [Issue(p, c, m) for p, c, m in driver.config_problems(config, table, rules)]
    if stop:
        return Report(source, False, (*issues, *stop), game)
    session: Session[Any, Any, Any, Any] = Session(
        driver=driver, rules=rules, players=players, config=config,
        first_dealer=value["first_dealer"], dealer=value["first_dealer"],
        book=driver.initial_book(config, table), rules_form=value["rules"],
        meta=value.get("meta"), extensions=extensions_of(value),
        write_standings="standings" in value,
        write_solos="compulsory_solos" in value["session"],
    )
    # The game's sheet fields are written back as the record gives them (records.md: a record
    # writes back as the same record); a session played here writes them with the standings.
    given = any(key in value for key in SHEET_FIELDS)
    if given != bool(driver.sheet_fields(session, session.write_standings)):
        session = attrs.evolve(session, write_fields=given)
    checker = _SessionCheck(driver, session, rules, value, issues)
    return checker.run(source)


class _SessionCheck:
    """One pass over a session record's deals, booking each as it replays."""

    def __init__(self, driver: SessionGame[Any, Any, Any, Any],
                 session: Session[Any, Any, Any, Any], rules: Any, value: Any,
                 issues: list[Issue]) -> None:
        self.driver = driver
        self.session = session
        self.rules = rules
        self.value = value
        self.issues = issues
        #: The deals are replayed as deal records of the session's game.
        self.deal_drivers = {driver.name: driver.records}
        self.seen = {(i.path, i.code) for i in issues}
        #: Per deal: the scores per player, ``None`` when the deal could not be replayed.
        self.scores: list[tuple[int, ...] | None] = []
        #: Per deal: the bookkeeping after it, ``None`` when the deal could not be replayed.
        self.books: list[Any] = []
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
        for issue in self.driver.sheet_field_issues(self.session, self.value, self.books):
            self.add(issue)
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
        if not isinstance(raw, dict):
            self._unknown(None, None)
            return
        seats_ok = self._seats_valid(raw.get("seats"))
        if self.resync and seats_ok and is_seat(raw.get("dealer")):
            self._adopt(raw)
        session = self.session
        expected = actual = plan(session)
        if seats_ok and tuple(raw["seats"]) != expected.seats:
            # Score and book the deal as it was seated; the dealer sequence stays the expected.
            seats = tuple(raw["seats"])
            out = next((p for p in range(session.table) if p not in seats), None)
            here = attrs.evolve(expected.seating, seats=seats, sitting_out=out)
            actual = attrs.evolve(expected, seating=here,
                                  context=self.driver.context(session, here, expected.deals_left))
        if checks and not self.resync:
            self._check_header(raw, path)
            if seats_ok:
                self._check_seating(raw, expected, path)
                context_issues = self.driver.context_issues(session, actual, raw.get("context"),
                                                            f"{path}.context")
                self.context_flagged |= bool(context_issues)
                for issue in context_issues:
                    self.add(issue)
        self.resync = False
        full = {"format": FORMAT, "game": session.game, "rules": self.value["rules"]}
        full.update({k: v for k, v in raw.items() if k not in ("seats", *HEADER)})
        report = validate_deal(full, path, self.deal_drivers)
        for issue in report.issues:
            self.add(attrs.evolve(issue, path=path + issue.path[1:]))
        state = report.state
        finished = state is not None and self.driver.is_over(state)
        if state is not None and not finished and not report.issues:
            self.add(Issue(path, "deal_not_finished",
                           f"every deal of a session is played to its end; {_ordinal_deal(index)}"
                           " stops before its last card"))
        header = tuple(k for k in HEADER if k in raw)
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
        self.books.append(outcome.book)
        self.session = book(session, actual, outcome, record, header)

    def _unknown(self, raw: dict[str, Any] | None, record: Record | None) -> None:
        """A deal that could not be replayed: its score and consequences are unknown. It keeps
        its place and counts; the next deal's dealer and context are taken as written."""
        self.complete = False
        self.resync = True
        self.reason = ""
        self.scores.append(None)
        self.books.append(None)
        session = self.session
        seats: Any = seating(session.table, session.dealer).seats
        if raw is not None and self._seats_valid(raw.get("seats")):
            seats = tuple(raw["seats"])
        if record is None:
            record = Record(session.game, frozen_json(self.value["rules"]), 0, (), ())
        self.session = attrs.evolve(
            session,
            counted=session.counted + 1,
            deals=session.deals.append(SessionDeal(record, seats)),
            standings=session.standings.append(session.totals),
        )

    def _seats_valid(self, seats: Any) -> bool:
        table = self.session.table
        return (isinstance(seats, list) and len(seats) == 4
                and all(is_int(p) and 0 <= p < table for p in seats)
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
                           f"a deal of a {game} session cannot be "
                           f"{quoted(raw['game'], mark='')}"))
        if "rules" in raw:
            try:
                mine = self.driver.resolve_rules(raw["rules"])
            except (RulesError, TrickgamesError):
                mine = None
            if mine != self.rules:
                self.add(Issue(f"{path}.rules", "deal_rules_mismatch",
                               "the session's rules apply to every deal; this deal names "
                               "other rules"))

    def _check_seating(self, raw: dict[str, Any], upcoming: NextDeal[Any], path: str) -> None:
        session = self.session
        expected = upcoming.seating
        name = session.shown_name(expected.dealer)
        why = self._dealer_reason()
        seats = tuple(raw["seats"])
        if session.table == 4:
            if seats != expected.seats:
                self.add(Issue(f"{path}.seats", "wrong_seats",
                               "with four players seat s is player s: seats must be "
                               "[0, 1, 2, 3]"))
            if raw.get("dealer") != expected.dealer_seat and is_seat(raw.get("dealer")):
                self.add(Issue(f"{path}.dealer", "wrong_dealer",
                               f"{name} (p{expected.dealer_seat}) is the dealer of "
                               f"{_ordinal_deal(upcoming.number)}, not p{raw['dealer']}: {why}"))
            return
        if raw.get("dealer") != 3 and is_seat(raw.get("dealer")):
            self.add(Issue(f"{path}.dealer", "wrong_dealer",
                           "at a five-player table the dealer sits out: the deal's dealer is "
                           "seat 3, the seat before forehand"))
        if seats != expected.seats:
            out = next((p for p in range(5) if p not in seats), None)
            dealt = "" if out is None else f", not {session.shown_name(out)}"
            self.add(Issue(f"{path}.seats", "wrong_seats",
                           f"{name} deals {_ordinal_deal(upcoming.number)} and sits out{dealt} "
                           f"({why}); the seats are {list(expected.seats)}, the four others "
                           "clockwise from forehand"))

    def _dealer_reason(self) -> str:
        session = self.session
        if not session.deals:
            return f"{session.shown_name(session.first_dealer)} deals first"
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
                                       f"after {_ordinal_deal(index)} {session.shown_name(player)} "
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
                               f"{session.shown_name(player)} sat {_ordinal_deal(index)} out and "
                               f"scores 0 in it, not {short_value(delta[player])}"))
        for code, message in self.driver.sheet_row_problems(
                session, index, [delta[p] for p in seats], self.value, self.books):
            self.add(Issue(path, code, f"{_ordinal_deal(index)}: {message}"))


def from_record(record: SessionRecord | Mapping[str, Any] | str | bytes,
                driver: SessionGame[R, S, B, C]) -> Session[R, S, B, C]:
    """The session of a valid session record of the game of ``driver``, every deal replayed
    and booked; :class:`~trickgames.RecordError` lists every problem of an invalid one."""
    report = validate_session(record_value(record), drivers={driver.name: driver},
                              game=driver.name)
    if not report.valid:
        raise RecordError(report.issues)
    session: Session[R, S, B, C] = report.state
    return session



def validate_record(record: SessionRecord | Mapping[str, Any] | str | bytes,
                    driver: SessionGame[Any, Any, Any, Any],
                    source: str = "<session>") -> Report:
    """Validate a session record of the game of ``driver`` as a whole, given as a document,
    a JSON object or JSON text (:func:`validate_session`); never raises for bad input."""
    try:
        value = record_value(record)
    except RecordError as exc:
        return Report(source, False, exc.issues)
    return validate_session(value, source, drivers={driver.name: driver}, game=driver.name)
