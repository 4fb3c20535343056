"""Schafkopf sessions: the evening's ledger (seed 002: "a fixed number of deals or a whole
evening; settle up at the end").

Four players; the deal passes clockwise after every deal, also after a deal that everybody
passed (it is thrown in and the next player deals; it counts as a deal of the evening and
pays nothing). The ledger is kept in tariff units (cents): each player's balance is his running
total of payouts, and the balances always sum to zero; with ``all_pass`` = ``stock`` the
session keeps the pot (:func:`pot`, schafkopf-variants.md 6.4): each deal's
``context.stock`` is the pot before it (``stock_mismatch`` otherwise), a balance adds
``payouts + stock`` of every deal, and the balances plus the pot sum to zero. A session is
open-ended by default (``deals=None``: the players stop when they like) or has a fixed
number of deals (a multiple of four gives everybody the same number of deals as dealer).

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
from trickgames._core.issues import Issue
from trickgames._core.report import Report
from trickgames._core.sessions.config import SessionError
from trickgames._core.sessions.driver import SessionDriver
from trickgames._core.sessions.play import deal, finish_deal, is_over, next_deal
from trickgames._core.sessions.record import SessionRecord, to_record
from trickgames._core.sessions.value import NextDeal, Outcome, SessionGame
from trickgames.schafkopf.engine import deal as _deal
from trickgames.schafkopf.record import DRIVER as RECORDS
from trickgames.schafkopf.rules import AllPass, Rules
from trickgames.schafkopf.scoring import score
from trickgames.schafkopf.state import Context, State

__all__ = [
    "DRIVER", "NextDeal", "Plan", "Session", "SessionError", "SessionRecord", "balances", "deal",
    "finish_deal", "from_record", "is_over", "next_deal", "pot", "pots", "start", "to_record",
    "validate"
]


#: A Schafkopf session: Schafkopf rules and states; the bookkeeping is the pot (0 unless
#: ``all_pass`` = ``stock``); the context gives each deal the pot.
Session: TypeAlias = _sessions.Session[Rules, State, int, Context]
#: The next deal of a Schafkopf session.
Plan: TypeAlias = NextDeal[Context]


class _Driver(SessionDriver[Rules, State, int, Context]):
    """Schafkopf's side of :mod:`trickgames._core.sessions`: the ledger, which the payouts and
    the stock movements keep, and the pot."""

    def initial_book(self, config: _sessions.SessionConfig, table: int) -> int:
        del config, table
        return 0

    def context(self, session: Session, seats: _sessions.Seating,
                deals_left: int | None) -> Context:
        del seats, deals_left
        return Context(stock=session.book) if session.book else Context()

    def context_difference(self, state: State, plan: Plan) -> str:
        """A Schafkopf deal's context is its pot: both pots."""
        return (f"its pot (context.stock) is {state.deal.context.stock}, the session's pot is "
                f"{plan.context.stock}")

    def outcome(self, session: Session, plan: Plan, state: State) -> Outcome[int]:
        del plan
        result = score(state)
        moved = result.stock or (0, 0, 0, 0)
        scores = tuple(p + s for p, s in zip(result.payouts, moved, strict=True))
        return Outcome(scores, True, False, state.deal.context.stock - sum(moved))

    def context_issues(self, session: Session, plan: Plan, value: Any,
                       path: str) -> list[Issue]:
        stock = _stated_pot(value)
        if stock is not None and stock != session.book:
            return [Issue(f"{path}.stock", "stock_mismatch",
                          f"the pot before this deal is {session.book}, not {stock} "
                          "(schafkopf-variants.md 6.4)")]
        return []  # a pot that is no pot is the deal's invalid_context

    def sheet_row_problems(self, session: Session, index: int, scores: Sequence[int],
                           value: Mapping[str, Any],
                           books: Sequence[int | None]) -> list[tuple[str, str]]:
        """With ``all_pass`` = ``stock`` the standings plus the pot sum to zero
        (schafkopf-variants.md 6.4): a deal that could not be replayed moves the totals by
        minus the pot's change, the pot before it as its context states it and after it as
        the next deal's context (or the last deal's entry of the stock list) states it;
        unknown pots leave the row unchecked."""
        if session.rules.all_pass is not AllPass.STOCK:
            return super().sheet_row_problems(session, index, scores, value, books)
        deals = value["deals"]
        before = _stated_pot(deals[index].get("context")) if isinstance(
            deals[index], Mapping) else None
        after = _pot_after(value, books, index)
        if after is None:
            given = value.get("stock")
            if (isinstance(given, list) and len(given) == len(deals)
                    and _stated_pot({"stock": given[index]}) is not None):
                after = given[index]
        if before is None or after is None:
            return []
        return self.sum_problems(scores, after - before)

    def sheet_fields(self, session: Session, standings: bool) -> dict[str, Any]:
        """``stock``, the pot after each deal (schafkopf-variants.md 6.4): as the record
        read gave it, and in a session played here with the standings when ``all_pass`` =
        ``stock``."""
        write = session.write_fields
        if write is None:
            write = standings and session.rules.all_pass is AllPass.STOCK
        return {"stock": list(pots(session))} if write else {}

    def sheet_field_issues(self, session: Session, value: Mapping[str, Any],
                           books: Sequence[int | None]) -> list[Issue]:
        given = value.get("stock")
        if given is None or not isinstance(given, list):
            return []
        if len(given) != len(books):
            return [Issue("$.stock", "stock_mismatch",
                          f"the stock list holds {len(given)} pots for {len(books)} deals")]
        out = []
        for i, mine in enumerate(given):
            pot = _pot_after(value, books, i)
            if pot is not None and mine != pot:
                out.append(Issue(f"$.stock[{i}]", "stock_mismatch",
                                 f"the pot after deal {i + 1} is {pot}, not {mine}"))
        return out

    def resync(self, session: Session, seats: _sessions.Seating, value: Any) -> int:
        del seats
        stock = _stated_pot(value)
        ok = stock is not None and session.rules.all_pass is AllPass.STOCK
        return stock if ok and stock is not None else session.book


def _stated_pot(context: Any) -> int | None:
    """The pot a deal record's ``context`` states (none, or no ``stock``: 0); ``None`` when
    it states no pot (a ``stock`` that is not a non-negative even integer)."""
    if context is None:
        return 0
    if not isinstance(context, Mapping):
        return None
    stock = context.get("stock", 0)
    if isinstance(stock, bool) or not isinstance(stock, int) or stock < 0 or stock % 2:
        return None
    return stock


def _pot_after(value: Mapping[str, Any], books: Sequence[int | None],
               index: int) -> int | None:
    """The pot after deal ``index`` of a session record (``value``), as its validation
    found it (``books``): as the deal left it when it was replayed, else as the next deal's
    context states it; ``None`` when unknown."""
    book = books[index] if index < len(books) else None
    if book is not None:
        return book
    deals = value["deals"]
    if index + 1 < len(deals) and isinstance(deals[index + 1], Mapping):
        return _stated_pot(deals[index + 1].get("context"))
    return None


#: The session driver of Schafkopf (registered in :mod:`trickgames._games`).
DRIVER: SessionGame[Rules, State, int, Context] = _Driver(
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
    """Each player's balance in tariff units (cents): won (+) or lost (-), stock movements
    included; they sum to zero, or to minus the pot (:func:`pot`)."""
    return session.totals


def pot(session: Session) -> int:
    """The pot after the session's last deal (0 unless ``all_pass`` = ``stock``)."""
    return session.book


def pots(session: Session) -> tuple[int, ...]:
    """The pot after each deal: the next deal's ``context.stock`` (which the session checks
    against its pot), and the session's pot after the last one."""
    deals = list(session.deals)
    after = []
    for later in deals[1:]:
        context = later.record.context
        stock = context.get("stock", 0) if context is not None else 0
        after.append(stock if isinstance(stock, int) else 0)
    if deals:
        after.append(session.book)
    return tuple(after)


def from_record(record: SessionRecord | Mapping[str, Any] | str | bytes) -> Session:
    """The Schafkopf session of a valid session record: every deal replayed, the balances
    and the pot worked out again; :class:`~trickgames.RecordError` otherwise."""
    return _sessions.from_record(record, DRIVER)


def validate(record: SessionRecord | Mapping[str, Any] | str | bytes,
             source: str = "<session>") -> Report:
    """Validate a Schafkopf session record as a whole: every deal, the dealers, the contexts,
    the number of deals and the standings (a :class:`~trickgames._core.report.Report`)."""
    return _sessions.validate_record(record, DRIVER, source)
