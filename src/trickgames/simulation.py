"""Random legal deals, reproducible on every machine, streamed as records.

Deal ``k`` of a run started with ``seed`` uses its own generator seeded with
``derive_seed(seed, k)`` (see :mod:`trickgames._core.rng`: Python's guaranteed
``random.Random(seed).random()`` stream with a documented shuffle), so the same seed gives the
same records on every machine and Python version, with one process or many. The dealer
rotates: deal ``k`` is dealt by seat ``k % 4``.

Whole sessions (:func:`simulate_sessions`, ``trickgames simulate --session``) are seeded the
same way one level up: session ``k`` of a run with ``seed`` has the seed
``derive_seed(seed, k)``, and its ``j``-th deal (void deals included) is dealt and played from
``derive_seed(session_seed, j)``, with the same random policy as single deals.

>>> records = list(simulate("doppelkopf", "ddv", 3, seed=1))
>>> [r.meta["deal_number"] for r in records]
[1, 2, 3]
>>> records == list(simulate("doppelkopf", "ddv", 3, seed=1, jobs=2))
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from trickgames._core import sessions as _sessions
from trickgames._core.driver import resolve_rules
from trickgames._core.info import RecordInfo
from trickgames._core.records import Record
from trickgames._core.registry import GameEntry
from trickgames._core.rng import Rng, derive_seed
from trickgames._core.sessions import MAX_DEALS, Session, SessionError, SessionRecord
from trickgames._games import GAMES
from trickgames._jobs import ordered_map

__all__ = [
    "contract_label",
    "derive_seed",
    "random_deal",
    "random_session",
    "simulate",
    "simulate_session_lines",
    "simulate_sessions",
    "start_session",
]

#: At most this many deals per task handed to a worker process.
CHUNK = 250


def random_deal(game: str, rules: Any, seed: int, index: int = 0) -> Any:
    """Deal number ``index`` (0-based) of a run with ``seed``, played to the end at random.

    Every phase is reached: reservations or bidding with real choices, announcements or
    doublings at random moments while they are legal, knocking where the rules allow it.
    """
    entry = GAMES[game]
    deal_seed = derive_seed(seed, index)
    info = RecordInfo(
        meta={"generator": "trickgames simulate", "seed": seed, "deal_number": index + 1},
        result_keys=entry.records.result_keys,
    )
    state = entry.engine.deal(rules, seed=deal_seed, dealer=index & 3, info=info)
    return _play_out(entry, state, deal_seed)


def _play_out(entry: GameEntry, state: Any, deal_seed: int) -> Any:
    """``state`` played to the end by the random policy, its generator seeded from the deal's."""
    rng = Rng(deal_seed ^ 0x5DEECE66D)
    apply_unchecked = entry.engine.apply_unchecked
    choose = entry.bots.policy
    while not state.is_over:
        state = apply_unchecked(state, choose(rng, state))
    return state


def contract_label(game: str, state: Any) -> str:
    """A short name of what was played (for summaries): ``normal``, ``silent marriage``,
    ``compulsory solo-queens``, ``sauspiel``, ``redeal`` ..."""
    label: str = GAMES[game].presenter.contract(state)
    return label


def _chunk_records(args: tuple[str, Any, int, int, int]) -> list[tuple[Record, str]]:
    game, rules, seed, start, stop = args
    entry = GAMES[game]
    out = []
    for index in range(start, stop):
        state = random_deal(game, rules, seed, index)
        out.append((entry.records.to_record(state), entry.presenter.contract(state)))
    return out


def _chunk(args: tuple[str, Any, int, int, int]) -> list[tuple[str, str]]:
    game, rules, seed, start, stop = args
    entry = GAMES[game]
    to_text, contract = entry.records.to_text, entry.presenter.contract
    out = []
    for index in range(start, stop):
        state = random_deal(game, rules, seed, index)
        out.append((to_text(state), contract(state)))
    return out


def _deal_tasks(
    game: str, rules: Any, n: int, seed: int, jobs: int
) -> tuple[Iterator[tuple[str, Any, int, int, int]], int]:
    """The chunks of deals ``0..n-1`` and the number of processes worth starting for them."""
    engine = GAMES[game].engine
    rules = resolve_rules(rules, engine.Rules, engine.PRESETS)
    size = max(1, min(CHUNK, -(-n // (4 * jobs))))  # several tasks per worker, in order
    tasks = ((game, rules, seed, start, min(start + size, n)) for start in range(0, n, size))
    return tasks, jobs if n > size else 1


def simulate_lines(
    game: str, rules: Any, n: int, seed: int, *, jobs: int = 1
) -> Iterator[tuple[str, str]]:
    """``(record line, contract label)`` for deals ``0..n-1``, in order, on ``jobs`` processes."""
    tasks, workers = _deal_tasks(game, rules, n, seed, jobs)
    # A bounded number of chunks in flight, given back in order: constant memory (_jobs.py).
    for lines in ordered_map(_chunk, tasks, workers):
        yield from lines


def simulate(game: str, rules: Any, n: int, seed: int, *, jobs: int = 1) -> Iterator[Record]:
    """``n`` random legal deals as records (see :func:`random_deal`), in order."""
    tasks, workers = _deal_tasks(game, rules, n, seed, jobs)
    for records in ordered_map(_chunk_records, tasks, workers):
        for record, _ in records:
            yield record


# -- whole sessions -----------------------------------------------------------------------------


def start_session(
    game: str,
    rules: Any,
    *,
    players: int = 4,
    deals: int | None = 24,
    compulsory_solos: bool | None = None,
    first_dealer: int = 0,
    stop_after: int | None = None,
    meta: dict[str, Any] | None = None,
) -> Session[Any, Any, Any, Any]:
    """A new session to simulate: ``players`` (4, or 5 for Doppelkopf), the ``deals`` that
    count (``None``: open-ended, and then ``stop_after`` says after how many counted deals the
    table stops), ``compulsory_solos`` (``None``: the game's default, on for Doppelkopf).

    Raises :class:`~trickgames._core.sessions.SessionError` for options that cannot be played
    or simulated (a fifth Schafkopf player, more compulsory solos than deals, an open-ended
    session without ``stop_after``).

    >>> start_session("doppelkopf", "ddv", players=5, deals=25).config
    SessionConfig(deals=25, compulsory_solos=True, extensions=FrozenDict({}))
    """
    driver = GAMES[game].sessions
    if deals is None:
        if stop_after is None:
            raise SessionError("an open-ended session never ends by itself: say after how many "
                               "deals the table stops", code="invalid_session")
        if not 1 <= stop_after <= MAX_DEALS:
            raise SessionError(f"the table stops after 1..{MAX_DEALS} deals, not {stop_after}",
                               code="invalid_session")
    elif stop_after is not None:
        raise SessionError("a session of a fixed number of deals ends by itself; stopping "
                           "early is for open-ended sessions", code="invalid_session")
    if compulsory_solos is None:
        compulsory_solos = driver.has_compulsory_solos
    return _sessions.start(driver, rules, players, deals=deals,
                           compulsory_solos=compulsory_solos, first_dealer=first_dealer,
                           meta=meta)


def _session_done(session: Session[Any, Any, Any, Any], stop_after: int | None) -> bool:
    return _sessions.is_over(session) or (stop_after is not None
                                          and session.counted >= stop_after)


def random_session(
    game: str,
    rules: Any,
    seed: int,
    index: int = 0,
    *,
    players: int = 4,
    deals: int | None = 24,
    compulsory_solos: bool | None = None,
    first_dealer: int = 0,
    stop_after: int | None = None,
) -> Session[Any, Any, Any, Any]:
    """Session number ``index`` (0-based) of a run with ``seed``, every deal played at random
    as :func:`random_deal` plays one (options as :func:`start_session`).

    >>> s = random_session("schafkopf", "standard", 1, deals=4)
    >>> len(s.deals), sum(s.totals), s.meta["session_number"]
    (4, 0, 1)
    """
    session_seed = derive_seed(seed, index)
    meta = {"generator": "trickgames simulate --session", "seed": seed,
            "session_number": index + 1}
    session = start_session(game, rules, players=players, deals=deals,
                            compulsory_solos=compulsory_solos, first_dealer=first_dealer,
                            stop_after=stop_after, meta=meta)
    entry = GAMES[game]
    while not _session_done(session, stop_after):
        deal_seed = derive_seed(session_seed, len(session.deals))
        state = _play_out(entry, _sessions.deal(session, seed=deal_seed), deal_seed)
        session = _sessions.finish_deal(session, state)
    return session


#: At most this many sessions per task handed to a worker process.
SESSION_CHUNK = 8


def _session_chunk(args: tuple[str, Any, int, int, int, dict[str, Any]]
                   ) -> list[tuple[str, int]]:
    game, rules, seed, start, stop, options = args
    out = []
    for index in range(start, stop):
        session = random_session(game, rules, seed, index, **options)
        out.append((_sessions.to_record(session).to_text(), len(session.deals)))
    return out


def simulate_session_lines(
    game: str, rules: Any, n: int, seed: int, *, jobs: int = 1, **options: Any
) -> Iterator[tuple[str, int]]:
    """``(session record line, number of deal records)`` for sessions ``0..n-1``, in order,
    on ``jobs`` processes; ``options`` are :func:`random_session`'s (``players``, ``deals``,
    ``compulsory_solos``, ``first_dealer``, ``stop_after``), checked (:func:`start_session`)
    before any deal."""
    rules = start_session(game, rules, **options).rules
    size = max(1, min(SESSION_CHUNK, -(-n // (4 * jobs))))
    tasks = ((game, rules, seed, start, min(start + size, n), options)
             for start in range(0, n, size))
    for lines in ordered_map(_session_chunk, tasks, jobs if n > size else 1):
        yield from lines


def simulate_sessions(
    game: str, rules: Any, n: int, seed: int, *, jobs: int = 1, **options: Any
) -> Iterator[SessionRecord]:
    """``n`` whole sessions played at random (see :func:`random_session`, whose keyword
    options ``options`` are: ``players``, ``deals``, ``compulsory_solos``, ``first_dealer``,
    ``stop_after``), as session records (``trickgames.session/1``), in order; the same for
    any number of ``jobs``.

    >>> records = list(simulate_sessions("doppelkopf", "ddv", 2, seed=1, deals=8))
    >>> [len(r.deals) >= 8 for r in records], records[1].meta["session_number"]
    ([True, True], 2)
    """
    for line, _ in simulate_session_lines(game, rules, n, seed, jobs=jobs, **options):
        yield SessionRecord.from_text(line)
