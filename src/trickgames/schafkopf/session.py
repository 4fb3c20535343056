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
from trickgames._core.report import Report
from trickgames._core.sessions import (  # the same functions for every game's sessions
    BooklessDriver,
    NextDeal,
    Outcome,
    SessionError,
    SessionGame,
    SessionRecord,
    deal,
    finish_deal,
    is_over,
    next_deal,
    to_record,
)
from trickgames.schafkopf.engine import deal as _deal
from trickgames.schafkopf.record import DRIVER as RECORDS
from trickgames.schafkopf.rules import Rules
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

class _Driver(BooklessDriver[Rules, State, Context]):
    """Schafkopf's side of :mod:`trickgames._core.sessions`: no bookkeeping but the ledger,
    which the payouts keep."""

    def outcome(self, session: Session, plan: Plan, state: State) -> Outcome[None]:
        del plan
        return Outcome(score(state).payouts, True, False, session.book)


#: The session driver of Schafkopf (registered in :mod:`trickgames._games`).
DRIVER: SessionGame[Rules, State, None, Context] = _Driver(
    name="schafkopf", title="Schafkopf", table_sizes=(4,), default_deals=None,
    has_compulsory_solos=False, records=RECORDS, state_type=State, deal=_deal,
    sheet_word="payouts",
)


def start(
    rules: Rules | str | dict[str, Any] = "standard",
    players: int | Sequence[str] = 4,
    *,
    deals: int | None = None,
    first_dealer: int = 0,
    meta: Mapping[str, Any] | None = None,
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
