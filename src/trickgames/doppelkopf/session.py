"""Doppelkopf sessions: tournament rounds with compulsory solos, games of 8 deals, five-player
tables (TSR 3, 4.2, 8 and 10; the sessions page of the docs).

A session is an immutable :class:`~trickgames._core.sessions.Session`; these pure functions
play it:

* :func:`start` a session (rules, 4 or 5 players, the number of deals or ``None`` for an
  open-ended one, compulsory solos on or off, the first dealer);
* :func:`next_deal`: who deals, who sits out, the seats and the deal's
  :class:`~trickgames.doppelkopf.Context` (compulsory solos owed, a forced solo);
* :func:`deal`: a new engine state for that deal, from a seed or the hands;
* :func:`finish_deal`: the session after the deal (standings, next dealer, solos owed);
* :func:`is_over`, :func:`to_record`, :func:`from_record` and :func:`validate`.

The bookkeeping (:class:`SoloBook`):

* Every player owes one compulsory solo when ``compulsory_solos`` is on. A declared solo by a
  player who owes one *is* his compulsory solo (a silent marriage or a marriage without partner
  is not). After a compulsory solo that was not forced the same player deals again; so does he
  after a void deal (all declined a poverty, or a seat threw the deal in), which also does not
  count towards the number of deals (the compulsory solos owed stay as they were).
* When the deals left equal the compulsory solos still owed, the next owing player from the
  dealer's left must play one (forced solo, ``context.forced_solo``); after it the next player
  deals. :func:`forced_solo_due` and :func:`forced_solo_player` say when and who.
* Five players: the dealer sits out and scores 0, so he can neither play nor be forced to play
  a solo in the deal he deals. The forced solo goes to the next owing player *at the table*
  from the dealer's left, and it is due one deal earlier in the one case where waiting would
  strand a player: two deals left, one solo owed, and its owner would deal (and sit out) the
  last deal; he is forehand now and plays it now. With this rule every schedule that starts
  with at least one deal per player ends with every compulsory solo played.
* Score sheet (TSR 7.3): each deal's four scores sum to zero and are all even or all odd
  (:func:`score_sheet_problems`). The TSR's penalty points are not part of the engine, so
  there is no exception to the parity rule.

>>> s = start("ddv", ["A", "B", "C", "D"], deals=24, first_dealer=3)
>>> plan = next_deal(s)
>>> plan.dealer, plan.context.compulsory_solo
(3, (True, True, True, True))
>>> state = deal(s, seed=1)
>>> from trickgames import doppelkopf as dk
>>> while not state.is_over:
...     state = dk.apply(state, dk.legal_actions(state)[0])
>>> s = finish_deal(s, state)
>>> len(s.deals), sum(s.totals), is_over(s)
(1, 0, False)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeAlias

import attrs

from trickgames._core import sessions as _sessions
from trickgames._core.issues import Issue
from trickgames._core.records import Record
from trickgames._core.report import Report
from trickgames._core.schema import short_value
from trickgames._core.sessions.config import Seating, SessionConfig, SessionError, is_int
from trickgames._core.sessions.driver import SessionDriver
from trickgames._core.sessions.play import deal, finish_deal, is_over, next_deal
from trickgames._core.sessions.record import SessionRecord, to_record
from trickgames._core.sessions.value import NextDeal, Outcome, SessionGame
from trickgames.doppelkopf.bock import after_deal, current_level, triggers
from trickgames.doppelkopf.engine import deal as _deal
from trickgames.doppelkopf.record import DRIVER as RECORDS
from trickgames.doppelkopf.record import is_thrown
from trickgames.doppelkopf.rules import Rules
from trickgames.doppelkopf.scoring import score
from trickgames.doppelkopf.state import Context, Phase, State

__all__ = [
    "DRIVER", "NextDeal", "Plan", "Session", "SessionError", "SessionRecord", "SoloBook", "deal",
    "finish_deal", "forced_solo_due", "forced_solo_player", "from_record", "is_over", "next_deal",
    "owed", "score_sheet_problems", "start", "to_record", "validate"
]


@attrs.frozen
class SoloBook:
    """The compulsory-solo bookkeeping of a session, per player.

    ``owed[p]``: player ``p`` still owes his compulsory solo; ``played[p]``: the index of the
    deal in which he played it (``None``: not yet); ``forced[p]``: it was a forced solo.
    ``bock``: the Bock levels pending, one per coming deal (see
    :mod:`~trickgames.doppelkopf.bock`; the next deal is played at the first).
    """

    owed: tuple[bool, ...]
    played: tuple[int | None, ...]
    forced: tuple[bool, ...]
    bock: tuple[int, ...] = ()

    @classmethod
    def new(cls, table: int, compulsory_solos: bool) -> SoloBook:
        """Nobody has played yet: everybody owes (or nobody, without compulsory solos)."""
        return cls((compulsory_solos,) * table, (None,) * table, (False,) * table)

    def paid(self, player: int, deal: int, forced: bool) -> SoloBook:
        """The book after ``player`` played his compulsory solo in deal ``deal``."""
        return SoloBook(
            tuple(o and p != player for p, o in enumerate(self.owed)),
            tuple(deal if p == player else d for p, d in enumerate(self.played)),
            tuple(forced if p == player else f for p, f in enumerate(self.forced)),
            self.bock,
        )


#: A Doppelkopf session: Doppelkopf rules, states, the compulsory-solo book and contexts.
Session: TypeAlias = _sessions.Session[Rules, State, SoloBook, Context]
#: The next deal of a Doppelkopf session.
Plan: TypeAlias = NextDeal[Context]


# -- the rules of the bookkeeping ---------------------------------------------------------------


def forced_solo_due(table: int, dealer: int, deals_left: int | None,
                    owed: Sequence[bool]) -> bool:
    """Whether the deal dealt by ``dealer`` must be a forced solo.

    ``deals_left`` counts the deals still to play including this one (``None``: open-ended,
    never forced). Four players: when the deals left equal the solos owed. Five players: also
    when two deals are left and the only player owing is the dealer's left neighbour, who would
    sit out the last deal as its dealer.

    >>> forced_solo_due(4, 0, 2, [False, True, True, False])
    True
    >>> forced_solo_due(5, 0, 2, [False, True, False, False, False])
    True
    >>> forced_solo_due(5, 0, 2, [False, False, True, False, False])
    False
    """
    count = sum(1 for o in owed if o)
    if deals_left is None or count == 0:
        return False
    if deals_left <= count:
        return True
    return table == 5 and deals_left == 2 and count == 1 and owed[(dealer + 1) % 5]


def forced_solo_player(table: int, dealer: int, owed: Sequence[bool]) -> int | None:
    """The next owing player from the dealer's left who is at the table (five players: the
    dealer sits out and is skipped); ``None`` when there is none.

    >>> forced_solo_player(4, 3, [False, True, True, False])
    1
    >>> forced_solo_player(4, 1, [False, True, False, False])
    1
    >>> forced_solo_player(5, 1, [False, True, False, False, False]) is None
    True
    """
    order = [(dealer + k) % table for k in range(1, table)]
    if table == 4:
        order.append(dealer)
    return next((p for p in order if owed[p]), None)


def score_sheet_problems(scores: Sequence[int]) -> list[tuple[str, str]]:
    """The DDV score-sheet checks of one deal's four scores: they sum to zero and are all even
    or all odd. Returns ``(code, message)`` pairs; empty when the row could be on a sheet.

    Every score the engine computes passes (a soloist's ``3v`` has the parity of ``v``); the
    TSR's penalty points, which could break the parity, are not part of the engine.

    >>> score_sheet_problems([3, -3, -3, 3])
    []
    >>> [code for code, _ in score_sheet_problems([2, -1, -1, 1])]
    ['standings_not_zero_sum', 'standings_parity']
    """
    return DRIVER.sheet_problems(scores)


def owed(session: Session) -> tuple[bool, ...]:
    """Which players still owe their compulsory solo."""
    book: SoloBook = session.book
    return book.owed


# -- the game's side of the session machinery ---------------------------------------------------


def _seat(session: Session, seats: Seating, seat: int) -> str:
    return f"p{seat} ({session.shown_name(seats.seats[seat])})"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" + ("" if count == 1 else "s")


class _Driver(SessionDriver[Rules, State, SoloBook, Context]):
    """Doppelkopf's side of :mod:`trickgames._core.sessions`: the compulsory solos."""

    def config_problems(self, config: SessionConfig, table: int,
                        rules: Rules | None = None) -> list[tuple[str, str, str]]:
        if config.compulsory_solos and rules is not None and not rules.solos:
            # doppelkopf-variants.md "More solos": an empty solos list allows no solo.
            return [("$.session.compulsory_solos", "no_compulsory_solos",
                     "the rules allow no solo (solos is empty), so nobody can play a "
                     "compulsory solo")]
        if config.compulsory_solos and config.deals is not None and config.deals < table:
            return [("$.session.deals", "too_few_deals_for_solos",
                     f"{_plural(config.deals, 'deal')} cannot hold the {table} compulsory "
                     "solos of the players")]
        return []

    def initial_book(self, config: SessionConfig, table: int) -> SoloBook:
        return SoloBook.new(table, config.compulsory_solos)

    def context(self, session: Session, seats: Seating, deals_left: int | None) -> Context:
        book: SoloBook = session.book
        bock = current_level(book.bock)
        if not any(book.owed):
            return Context(bock=bock)
        forced = None
        if forced_solo_due(session.table, seats.dealer, deals_left, book.owed):
            player = forced_solo_player(session.table, seats.dealer, book.owed)
            if player is not None:
                forced = seats.seat_of(player)
        owing = tuple(book.owed[p] for p in seats.seats)
        return Context(compulsory_solo=owing, forced_solo=forced,  # type: ignore[arg-type]
                       bock=bock)

    def outcome(self, session: Session, plan: Plan, state: State) -> Outcome[SoloBook]:
        book = session.book
        if state.phase is Phase.VOID:
            return Outcome((0, 0, 0, 0), False, True, book,
                           f"the void {_ordinal(plan.number)} ("
                           + ("thrown in)" if is_thrown(state) else "all declined the poverty)"))
        game = state.game
        assert game is not None
        result = score(state)
        scores = result.scores
        compulsory = False
        player = forced = None
        if game.contract.is_solo and game.declarer is not None:
            player = plan.seats[game.declarer]
            forced = state.deal.context.forced_solo == game.declarer
            compulsory = book.owed[player]
        # Bock (doppelkopf-variants.md "Bock rounds"): the deal's entry stays when the same
        # dealer deals again (a compulsory solo that was not forced).
        levels = after_deal(book.bock, consumed=not compulsory or bool(forced),
                            triggered=bool(triggers(state, result)), players=session.table,
                            overlap=session.rules.bock_overlap)
        if levels != book.bock:
            book = attrs.evolve(book, bock=levels)
        if not compulsory:
            return Outcome(scores, True, False, book)
        assert player is not None
        assert forced is not None
        book = book.paid(player, plan.number, forced)
        name = session.shown_name(player)
        return Outcome(scores, True, not forced, book,
                       f"{name}'s compulsory solo ({_ordinal(plan.number)})")

    def to_record(self, session: Session, state: State) -> Record:
        record = super().to_record(session, state)
        if session.config.compulsory_solos and record.context is None:
            # A round with compulsory solos states the bookkeeping at every deal.
            record = attrs.evolve(record, context=state.deal.context.to_json())
        return record

    def context_issues(self, session: Session, plan: Plan, value: Any,
                       path: str) -> list[Issue]:
        if value is None:
            value = {}
        if not isinstance(value, dict):
            return []
        expected: Context = plan.context
        book: SoloBook = session.book
        issues: list[Issue] = []
        owing = value.get("compulsory_solo", [False] * 4)
        if (isinstance(owing, list) and len(owing) == 4
                and all(isinstance(b, bool) for b in owing)
                and tuple(owing) != expected.compulsory_solo):
            why = []
            for seat, (mine, real) in enumerate(zip(owing, expected.compulsory_solo,
                                                    strict=True)):
                if mine == real:
                    continue
                player = plan.seats[seat]
                who = _seat(session, plan.seating, seat)
                if real:
                    why.append(f"{who} still owes the compulsory solo")
                elif not session.config.compulsory_solos:
                    why.append(f"{who} owes none: the session plays without compulsory solos")
                else:
                    done = book.played[player]
                    why.append(f"{who} played it in {_ordinal(done)}" if done is not None
                               else f"{who} owes none")
            issues.append(Issue(
                f"{path}.compulsory_solo", "compulsory_solo_mismatch",
                f"should be {_bools(expected.compulsory_solo)}: " + "; ".join(why)))
        bock = value.get("bock", 0)
        if is_int(bock) and bock >= 0 and bock != expected.bock:
            issues.append(Issue(f"{path}.bock", "bock_mismatch", _bock_reason(
                session, bock, expected.bock)))
        forced = value.get("forced_solo")
        if forced is not None and (not isinstance(forced, int) or isinstance(forced, bool)
                                   or not 0 <= forced <= 3):
            return issues
        real_forced = expected.forced_solo
        left = plan.deals_left
        owed_count = sum(book.owed)
        if forced == real_forced:
            return issues
        if real_forced is None:
            if left is None or not owed_count:
                reason = ("an open-ended session never forces a solo" if left is None
                          else "nobody owes a compulsory solo")
            else:
                reason = (f"{_plural(left, 'deal')} left for "
                          f"{_plural(owed_count, 'compulsory solo')} owed")
            issues.append(Issue(f"{path}.forced_solo", "forced_solo_not_due",
                                f"no solo is forced in this deal: {reason}"))
            return issues
        who = _seat(session, plan.seating, real_forced)
        assert left is not None
        when = (f"{_plural(left, 'deal')} left and {_plural(owed_count, 'compulsory solo')} owed"
                if left <= owed_count else
                f"{who} deals the last deal and sits it out, so he must play his solo now")
        if forced is None:
            issues.append(Issue(f"{path}.forced_solo", "forced_solo_missing",
                                f"{who} must play a forced solo in this deal: {when}"))
        else:
            issues.append(Issue(f"{path}.forced_solo", "forced_solo_wrong_seat",
                                f"the forced solo falls to {who}, the next owing player from "
                                f"the dealer's left, not p{forced}"))
        return issues

    def resync(self, session: Session, seats: Seating, value: Any) -> SoloBook:
        book: SoloBook = session.book
        bock = value.get("bock", 0) if isinstance(value, dict) else 0
        if is_int(bock) and bock >= 0:
            # The deal before could not be replayed: it is taken to have used its entry up,
            # and to have started a Bock round when this deal's level says so; failing both,
            # this deal's level is taken as written.
            rules: Rules = session.rules
            plain, started = (after_deal(book.bock, consumed=True, triggered=triggered,
                                         players=session.table, overlap=rules.bock_overlap)
                              for triggered in (False, True))
            if bock == current_level(plain):
                levels = plain
            elif rules.bock and bock == current_level(started):
                levels = started
            else:
                levels = (bock, *plain[1:]) if bock or plain[1:] else ()
            book = attrs.evolve(book, bock=levels)
        owing = value.get("compulsory_solo") if isinstance(value, dict) else [False] * 4
        if not (isinstance(owing, list) and len(owing) == 4
                and all(isinstance(b, bool) for b in owing)):
            return book
        new = list(book.owed)
        for seat, player in enumerate(seats.seats):
            new[player] = owing[seat]
        return attrs.evolve(book, owed=tuple(new))

    def end_issues(self, session: Session) -> list[Issue]:
        book: SoloBook = session.book
        missing = [session.shown_name(p) for p, o in enumerate(book.owed) if o]
        if not missing:
            return []
        names = ", ".join(missing)
        return [Issue("$.deals", "compulsory_solo_not_played",
                      f"the session is over but {names} never played the compulsory solo")]

    def sheet_problems(self, scores: Sequence[int]) -> list[tuple[str, str]]:
        out = super().sheet_problems(scores)
        if len({s % 2 for s in scores}) > 1:
            out.append(("standings_parity",
                        f"the scores {short_value(list(scores))} are not all even or all odd "
                        "(score sheet check: a deal moves every total by the same parity)"))
        return out


def _bock_reason(session: Session, written: int, expected: int) -> str:
    """Why a deal's ``context.bock`` is not the bookkeeping's."""
    rules: Rules = session.rules
    why = ("no Bock round is in force" if not expected else
           f"{_plural(expected, 'Bock round')} are in force" if expected > 1 else
           "one Bock round is in force")
    if not rules.bock:
        why += " (the rules start no Bock rounds: bock is empty)"
    return f"should be {expected}, not {written}: {why} for this deal"


def _ordinal(index: int) -> str:
    return f"deal {index + 1}"


def _bools(values: Sequence[bool]) -> str:
    return "[" + ", ".join("true" if v else "false" for v in values) + "]"


#: The session driver of Doppelkopf (registered in :mod:`trickgames._games`).
DRIVER: SessionGame[Rules, State, SoloBook, Context] = _Driver(
    name="doppelkopf", title="Doppelkopf", table_sizes=(4, 5), default_deals=24,
    has_compulsory_solos=True, records=RECORDS, state_type=State, deal=_deal,
    sheet_word="scores",
)


# -- the public functions, typed for Doppelkopf -------------------------------------------------


def start(
    rules: Rules | str | dict[str, Any] = "ddv",
    players: int | Sequence[str] = 4,
    *,
    deals: int | None = 24,
    compulsory_solos: bool = True,
    first_dealer: int = 0,
    meta: Mapping[str, Any] | None = None,
) -> Session:
    """A new Doppelkopf session: by default a DDV tournament round (24 deals, compulsory
    solos). ``players`` is 4 or 5 (names ``A``...) or the names clockwise; ``deals=None`` is an
    open-ended session, ``deals=8`` a game of 8 deals (seed 003, usually without compulsory
    solos).

    >>> s = start("pagat", 5, deals=8, compulsory_solos=False, first_dealer=4)
    >>> next_deal(s).sitting_out, next_deal(s).seats
    (4, (0, 1, 2, 3))
    """
    return _sessions.start(DRIVER, rules, players, deals=deals,
                           compulsory_solos=compulsory_solos, first_dealer=first_dealer,
                           meta=meta)


def from_record(record: SessionRecord | Mapping[str, Any] | str | bytes) -> Session:
    """The Doppelkopf session of a valid session record: every deal replayed, the compulsory
    solos and Bock rounds worked out again; :class:`~trickgames.RecordError` otherwise."""
    return _sessions.from_record(record, DRIVER)


def validate(record: SessionRecord | Mapping[str, Any] | str | bytes,
             source: str = "<session>") -> Report:
    """Validate a Doppelkopf session record as a whole: every deal, the dealers, the contexts,
    the number of deals and the standings (a :class:`~trickgames._core.report.Report`)."""
    return _sessions.validate_record(record, DRIVER, source)
