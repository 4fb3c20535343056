"""Random legal deals, reproducible on every machine, streamed as records.

Deal ``k`` of a run started with ``seed`` uses its own generator seeded with
``derive_seed(seed, k)`` (see :mod:`trickgames._core.rng`, a documented SplitMix64), so the
same seed gives the same records on every machine and Python version, with one process or
many. The dealer rotates: deal ``k`` is dealt by seat ``k % 4``.

>>> records = list(simulate("doppelkopf", "ddv", 3, seed=1))
>>> [r.meta["deal_number"] for r in records]
[1, 2, 3]
>>> records == list(simulate("doppelkopf", "ddv", 3, seed=1, jobs=2))
True
"""

from __future__ import annotations

import importlib
import multiprocessing
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any

from trickgames._core.info import RecordInfo
from trickgames._core.records import Record
from trickgames._core.rng import Rng, derive_seed

__all__ = ["contract_label", "random_deal", "simulate"]

#: At most this many deals per task handed to a worker process.
CHUNK = 250


def _game(name: str) -> ModuleType:
    return importlib.import_module(f"trickgames.{name}")


def _policy(name: str) -> Callable[..., Any]:
    module = importlib.import_module(f"trickgames.bots.{name}")
    policy: Callable[..., Any] = module.random_policy
    return policy


def random_deal(game: str, rules: Any, seed: int, index: int = 0) -> Any:
    """Deal number ``index`` (0-based) of a run with ``seed``, played to the end at random.

    Every phase is reached: reservations or bidding with real choices, announcements or
    doublings at random moments while they are legal, knocking where the rules allow it.
    """
    module = _game(game)
    choose = _policy(game)
    deal_seed = derive_seed(seed, index)
    info = RecordInfo(
        meta={"generator": "trickgames simulate", "seed": seed, "deal_number": index + 1},
        result_keys=module.record.DRIVER.result_keys,
    )
    state = module.deal(rules, seed=deal_seed, dealer=index & 3, info=info)
    rng = Rng(deal_seed ^ 0x5DEECE66D)
    apply_unchecked = module.apply_unchecked
    while not state.is_over:
        state = apply_unchecked(state, choose(rng, state))
    return state


def contract_label(game: str, state: Any) -> str:
    """A short name of what was played (for summaries): ``normal``, ``silent marriage``,
    ``compulsory solo-queens``, ``sauspiel``, ``redeal`` ..."""
    label: str = _game(game).record.contract_label(state)
    return label


def _chunk(args: tuple[str, Any, int, int, int]) -> list[tuple[str, str]]:
    game, rules, seed, start, stop = args
    out = []
    for index in range(start, stop):
        state = random_deal(game, rules, seed, index)
        out.append((_game(game).to_record(state).to_text(), contract_label(game, state)))
    return out


def simulate_lines(
    game: str, rules: Any, n: int, seed: int, *, jobs: int = 1
) -> Iterator[tuple[str, str]]:
    """``(record line, contract label)`` for deals ``0..n-1``, in order, on ``jobs`` processes."""
    rules = _game(game).Rules.from_json(rules) if not hasattr(rules, "preset") else rules
    size = max(1, min(CHUNK, -(-n // (4 * jobs))))  # several tasks per worker, in order
    tasks = [(game, rules, seed, start, min(start + size, n)) for start in range(0, n, size)]
    if jobs <= 1 or len(tasks) <= 1:
        for task in tasks:
            yield from _chunk(task)
        return
    context = multiprocessing.get_context("spawn")
    with context.Pool(jobs) as pool:
        for lines in pool.imap(_chunk, tasks):
            yield from lines


def simulate(game: str, rules: Any, n: int, seed: int, *, jobs: int = 1) -> Iterator[Record]:
    """``n`` random legal deals as records (see :func:`random_deal`), in order."""
    for line, _ in simulate_lines(game, rules, n, seed, jobs=jobs):
        yield Record.from_text(line)
