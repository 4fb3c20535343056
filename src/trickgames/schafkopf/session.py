"""Schafkopf sessions: the evening's ledger (seed 002: "a fixed number of deals or a whole
evening; settle up at the end").

Four players; the deal passes clockwise after every deal, also after a deal that everybody
passed (it is thrown in and the next player deals; it counts as a deal of the evening and
pays nothing). The ledger is kept in tariff units (cents): each player's balance is his running
total of payouts, and the balances always sum to zero. A session is open-ended by default
(``deals=None``: the players stop when they like) or has a fixed number of deals (a multiple of
four gives everybody the same number of deals as dealer).

The functions are those of :mod:`trickgames.doppelkopf.session`: :func:`start`,
:func:`next_deal`, :func:`deal`, :func:`finish_deal`, :func:`is_over`, :func:`to_record`,
:func:`from_record` and :func:`validate`; :func:`balances` reads the ledger.

>>> from trickgames import schafkopf as sk
>>> s = start("standard", ["Sepp", "Vroni", "Hias", "Resi"])
>>> for number in range(3):
...     state = deal(s, seed=number)
...     while not state.is_over:
...         state = sk.apply(state, sk.legal_actions(state)[-1])
...     s = finish_deal(s, state)
>>> [next_deal(s).dealer, len(s.deals), sum(balances(s))]
[3, 3, 0]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeAlias

from trickgames._core import sessions as _sessions
from trickgames._core.driver import resolve_rules
from trickgames._core.issues import Issue
from trickgames._core.records import Record
from trickgames._core.report import Report
from trickgames._core.schema import short_value
from trickgames._core.sessions import (  # the same functions for every game's sessions
    NextDeal,
    Outcome,
    Seating,
    SessionConfig,
    SessionError,
    SessionGame,
    SessionRecord,
    deal,
    finish_deal,
    is_over,
    next_deal,
    to_record,
)
from trickgames.schafkopf.cards import Card
from trickgames.schafkopf.engine import deal as _deal
from trickgames.schafkopf.record import DRIVER as RECORDS
from trickgames.schafkopf.rules import PRESETS, Rules
from trickgames.schafkopf.scoring import score
from trickgames.schafkopf.state import Context, State

__all__ = [
    "DRIVER",
    "NextDeal",
    "Plan",
    "Session",
    "SessionError",
    "SessionRecord",
    "balances",
    "deal",
    "finish_deal",
    "from_record",
    "is_over",
    "next_deal",
    "start",
    "to_record",
    "validate",
]


#: A Schafkopf session: Schafkopf rules and states, no bookkeeping but the ledger, the empty
#: context.
Session: TypeAlias = _sessions.Session[Rules, State, None, Context]
#: The next deal of a Schafkopf session.
Plan: TypeAlias = NextDeal[Context]

_NO_CONTEXT = Context()


class _Driver:
    """Schafkopf's side of :mod:`trickgames._core.sessions`: no bookkeeping but the ledger."""

    name = "schafkopf"
    table_sizes: tuple[int, ...] = (4,)
    default_deals: int | None = None
    has_compulsory_solos = False
    records = RECORDS

    def resolve_rules(self, value: Any) -> Rules:
        return resolve_rules(value, Rules, PRESETS)

    def rules_json(self, rules: Rules) -> str | dict[str, Any]:
        return rules.to_json()

    def config_problems(self, config: SessionConfig, table: int) -> list[tuple[str, str, str]]:
        del table
        if config.compulsory_solos:
            return [("$.session.compulsory_solos", "no_compulsory_solos",
                     "Schafkopf has no compulsory solos")]
        return []

    def initial_book(self, config: SessionConfig, table: int) -> None:
        del config, table

    def context(self, session: Session, seats: Seating, deals_left: int | None) -> Context:
        del session, seats, deals_left
        return _NO_CONTEXT

    def deal(self, rules: Rules, plan: Plan, seed: int | None,
             hands: Sequence[Sequence[Card | str]] | None) -> State:
        return _deal(rules, seed=seed, hands=hands, dealer=plan.dealer_seat)

    def dealt_for(self, state: object, rules: Rules, plan: Plan) -> str | None:
        if not isinstance(state, State):
            return f"not a Schafkopf state: {type(state).__name__}"
        if state.rules != rules:
            return "it is played with other rules"
        if state.dealer != plan.dealer_seat:
            return (f"its dealer is p{state.dealer}, the session's next deal is dealt by "
                    f"p{plan.dealer_seat}")
        return None

    def is_over(self, state: State) -> bool:
        return state.is_over

    def outcome(self, session: Session, plan: Plan, state: State) -> Outcome[None]:
        del plan
        return Outcome(score(state).payouts, True, False, session.book)

    def to_record(self, session: Session, state: State) -> Record:
        del session
        return RECORDS.to_record(state)

    def context_issues(self, session: Session, plan: Plan, value: Any,
                       path: str) -> list[Issue]:
        del session, plan, value, path
        return []

    def resync(self, session: Session, seats: Seating, value: Any) -> None:
        del session, seats, value

    def end_issues(self, session: Session) -> list[Issue]:
        del session
        return []

    def sheet_problems(self, scores: Sequence[int]) -> list[tuple[str, str]]:
        total = sum(scores)
        if total:
            return [("standings_not_zero_sum",
                     f"the payouts {short_value(list(scores))} sum to "
                     f"{short_value(total)}, not 0")]
        return []


#: The session driver of Schafkopf (registered in :mod:`trickgames._games`).
DRIVER: SessionGame[Rules, State, None, Context] = _Driver()


def start(
    rules: Rules | str | dict[str, Any] = "standard",
    players: int | Sequence[str] = 4,
    *,
    deals: int | None = None,
    first_dealer: int = 0,
    meta: dict[str, Any] | None = None,
) -> Session:
    """A new Schafkopf evening: open-ended by default, or ``deals`` deals."""
    return _sessions.start(DRIVER, rules, players, deals=deals, compulsory_solos=False,
                           first_dealer=first_dealer, meta=meta)


def balances(session: Session) -> tuple[int, ...]:
    """Each player's balance in tariff units (cents): won (+) or lost (-); they sum to zero."""
    return session.totals


def from_record(record: SessionRecord | Mapping[str, Any] | str | bytes) -> Session:
    """The session of a valid session record; :class:`~trickgames.RecordError` otherwise."""
    return _sessions.from_record(record, DRIVER)


def validate(record: SessionRecord | Mapping[str, Any] | str | bytes,
             source: str = "<session>") -> Report:
    """Validate a Schafkopf session record as a whole: every deal, the dealers, the contexts,
    the number of deals and the standings (a :class:`~trickgames._core.report.Report`)."""
    return _sessions.validate_record(record, DRIVER, source)
