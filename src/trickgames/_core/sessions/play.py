"""Playing a session: start it, deal its next deal, book each finished deal.

>>> from trickgames.doppelkopf.session import DRIVER
>>> session = start(DRIVER, "ddv", deals=8)
>>> next_deal(session).dealer, is_over(session)
(0, False)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import attrs

from trickgames._core.quoting import quoted
from trickgames._core.records import Record
from trickgames._core.sessions.config import (
    SessionConfig,
    SessionError,
    is_int,
    next_dealer,
    player_scores,
    seating,
)
from trickgames._core.sessions.value import NextDeal, Outcome, Session, SessionDeal, SessionGame

__all__ = ["book", "deal", "finish_deal", "is_over", "next_deal", "plan", "start"]

R = TypeVar("R")
S = TypeVar("S")
B = TypeVar("B")
C = TypeVar("C")

_NAMES = "ABCDE"


def start(
    driver: SessionGame[R, S, B, C],
    rules: Any,
    players: int | Sequence[str] = 4,
    *,
    deals: int | None = 24,
    compulsory_solos: bool = False,
    first_dealer: int = 0,
    meta: Mapping[str, Any] | None = None,
) -> Session[R, S, B, C]:
    """A new session of the game of ``driver`` with ``rules``; ``players`` is a count (names
    ``A``, ``B``, ...) or the names in clockwise table order; ``first_dealer`` deals first;
    ``meta`` (the record's ``meta``) is copied and frozen.

    Raises :class:`SessionError` for a session that cannot be played (an unsupported table
    size, more compulsory solos than deals, ...).
    """
    if isinstance(driver, str):
        raise SessionError(f"start takes the game's session driver "
                           f"(trickgames.GAMES[{quoted(driver)}].sessions), not its name",
                           code="invalid_session")
    game = driver.name
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
    if not is_int(first_dealer) or not 0 <= first_dealer < len(names):
        raise SessionError(
            f"first_dealer must be a player 0..{len(names) - 1}, not {quoted(first_dealer)}",
            code="invalid_session",
        )
    config = SessionConfig(deals, compulsory_solos)
    resolved = driver.resolve_rules(rules)
    problems = driver.config_problems(config, len(names), resolved)
    if problems:
        raise SessionError("; ".join(m for _, _, m in problems), code=problems[0][1])
    return Session(
        driver=driver,
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


def is_over(session: Session[Any, Any, Any, Any]) -> bool:
    """Whether a session with a fixed number of deals has played them all (never for an
    open-ended one)."""
    return session.config.deals is not None and session.counted >= session.config.deals


def next_deal(session: Session[R, S, B, C]) -> NextDeal[C]:
    """The next deal: who deals, the seats, who sits out, and the deal's context.

    Raises :class:`SessionError` (``session_over``) when the session is over.
    """
    if is_over(session):
        raise SessionError(
            f"the session is over: all {session.config.deals} deals are played",
            code="session_over",
        )
    return plan(session)


def plan(session: Session[R, S, B, C]) -> NextDeal[C]:
    """The next deal as the bookkeeping has it (also past the session's end)."""
    seats = seating(session.table, session.dealer)
    left = session.deals_left
    context = session.driver.context(session, seats, left)
    return NextDeal(len(session.deals), seats, context, left)


def deal(
    session: Session[R, S, B, C],
    *,
    seed: int | None = None,
    hands: Sequence[Sequence[Any]] | None = None,
) -> S:
    """A new engine state for the session's next deal: random from ``seed``, or ``hands``
    (seat order), with the session's rules, the dealer's seat and the deal's context."""
    upcoming = next_deal(session)
    return session.driver.deal(session.rules, upcoming, seed, hands)


def finish_deal(session: Session[R, S, B, C], state: S) -> Session[R, S, B, C]:
    """The session after its next deal, played to the end as ``state``: standings, the next
    dealer and the game's bookkeeping (compulsory solos owed) updated.

    Raises :class:`SessionError` when the session is over (``session_over``), the deal is not
    finished (``deal_not_over``) or ``state`` is not the session's next deal (``not_this_deal``:
    other rules, dealer or context).
    """
    upcoming = next_deal(session)
    driver = session.driver
    problem = driver.dealt_for(state, session.rules, upcoming)
    if problem:
        raise SessionError(f"this is not the session's next deal: {problem}",
                           code="not_this_deal")
    if not driver.is_over(state):
        raise SessionError("the deal is not over yet", code="deal_not_over")
    outcome = driver.outcome(session, upcoming, state)
    return book(session, upcoming, outcome, driver.to_record(session, state), ())


def book(
    session: Session[R, S, B, C], upcoming: NextDeal[C], outcome: Outcome[B], record: Record,
    header: tuple[str, ...],
) -> Session[R, S, B, C]:
    """The session after its deal ``upcoming`` with ``outcome``, kept as ``record``."""
    scores = player_scores(session.table, upcoming.seats, outcome.scores)
    totals = tuple(a + b for a, b in zip(session.totals, scores, strict=True))
    return attrs.evolve(
        session,
        dealer=next_dealer(session.table, upcoming.dealer, same=outcome.same_dealer),
        counted=session.counted + (1 if outcome.counts else 0),
        book=outcome.book,
        deals=session.deals.append(SessionDeal(record, upcoming.seats, header)),
        standings=session.standings.append(totals),
    )
