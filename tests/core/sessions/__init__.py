"""Tests of trickgames._core.sessions, one module per module of the package, and what they
share: the bundled session records, the session schema's checker and the records' mutations
(records.md "Session records")."""

from __future__ import annotations

import copy
import gc
import json
import tracemalloc
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import trickgames
from trickgames._core import sessions
from trickgames._core.registry import GameEntry
from trickgames._core.rng import Rng
from trickgames._core.schema import schema_checker
from trickgames._core.validation import validate_value

SESSION_FILE = (Path(__file__).parents[2] / "data" / "doppelkopf-sessions"
                / "ddv-engine-dev-sessions.jsonl")
LINES = [line for line in SESSION_FILE.read_text("utf-8").splitlines() if line.strip()]
SESSIONS = [json.loads(line) for line in LINES]

CHECK = schema_checker("session")


def codes(value: Any) -> list[tuple[str, str]]:
    return [(i.path, i.code) for i in validate_value(value).issues]


def session_copy(index: int = 0) -> dict[str, Any]:
    return copy.deepcopy(SESSIONS[index])


def _mutations(base: dict[str, Any] = SESSIONS[0]) -> list[Any]:
    out: list[Any] = [copy.deepcopy(base), {}, [], "session"]
    for key in ("format", "players", "session", "first_dealer", "deals", "standings"):
        for bad in (None, 7, "x", [], {}, [1, 2], True):
            value = copy.deepcopy(base)
            value[key] = bad
            out.append(value)
    for key in ("seats", "dealer", "context", "format", "game", "rules", "extra", "_ext"):
        for bad in (None, [0, 1, 2], [0, 1, 2, 9], 5, "ddv", {"compulsory_solo": [1]}):
            value = copy.deepcopy(base)
            value["deals"][0][key] = bad
            out.append(value)
    schafkopf = copy.deepcopy(base)
    schafkopf["game"] = "schafkopf"
    out.append(schafkopf)
    five = copy.deepcopy(base)
    five["players"].append("E")
    out.append(five)
    return out


# -- sessions of every game, played by the machinery -------------------------------------

ENTRIES = [pytest.param(entry, id=name) for name, entry in trickgames.GAMES.items()]


def first_preset(entry: GameEntry) -> str:
    """The name of the game's first preset."""
    return next(iter(entry.engine.PRESETS))


def play_out(entry: GameEntry, state: Any, seed: int = 0) -> Any:
    """``state`` played to its end by the game's random policy."""
    rng = Rng(seed)
    while not state.is_over:
        state = entry.engine.apply(state, entry.bots.policy(rng, state))
    return state


def played(entry: GameEntry, count: int, *, deals: int | None = 4, seed: int = 0,
           **options: Any) -> Any:
    """A session of the game's first preset (``deals`` deals, ``options`` for ``start``) after
    ``count`` deals played by the random policy."""
    session = sessions.start(entry.sessions, first_preset(entry), deals=deals, **options)
    for number in range(count):
        state = sessions.deal(session, seed=seed * 100 + number)
        session = sessions.finish_deal(session, play_out(entry, state, seed + number))
    return session


# -- large sessions, and how their cost grows --------------------------------------------

#: Each test of growth compares a session of ``GROWTH`` times as many deals with a small one.
GROWTH = 4


def empty_deals(count: int) -> dict[str, Any]:
    """An open-ended Doppelkopf session record of ``count`` empty deal objects (each one an
    invalid deal, so the record is made in no time)."""
    return {"format": "trickgames.session/1", "game": "doppelkopf", "rules": "ddv",
            "players": ["A", "B", "C", "D"],
            "session": {"deals": None, "compulsory_solos": False},
            "first_dealer": 0, "deals": [{}] * count}


def _all_passed(entry: GameEntry, session: Any) -> Any:
    """The session's next deal (Schafkopf) played with everybody passing."""
    state = sessions.deal(session, seed=len(session.deals))
    while not state.is_over:
        state = entry.engine.apply(state, next(a for a in entry.engine.legal_actions(state)
                                               if a.verb == "pass"))
    return state


def passed_deals() -> list[Any]:
    """Four Schafkopf deals that everybody passed, one dealt by each player in turn: a valid
    evening repeats them (the deal passes on after all passed, records.md "Session records")."""
    entry = trickgames.GAMES["schafkopf"]
    session = sessions.start(entry.sessions, "standard", deals=None)
    states = []
    for _ in range(4):
        states.append(_all_passed(entry, session))
        session = sessions.finish_deal(session, states[-1])
    return states


def passed_evening(count: int) -> dict[str, Any]:
    """A valid open-ended Schafkopf session record of ``count`` deals that everybody passed
    (``count`` a multiple of 4), made from four deals repeated."""
    entry = trickgames.GAMES["schafkopf"]
    session = sessions.start(entry.sessions, "standard", deals=None)
    for state in passed_deals():
        session = sessions.finish_deal(session, state)
    value = sessions.to_record(session).to_json()
    value["deals"] = value["deals"] * (count // 4)
    value["standings"] = value["standings"] * (count // 4)
    return value


class Keeping:
    """A game's session driver that keeps every session the machinery plans a deal of, so
    that a test can measure what the sessions of one run hold together."""

    def __init__(self, driver: Any) -> None:
        self.driver = driver
        self.kept: list[Any] = []

    def __getattr__(self, name: str) -> Any:
        return getattr(self.driver, name)

    def context(self, session: Any, seats: Any, deals_left: Any) -> Any:
        self.kept.append(session)
        return self.driver.context(session, seats, deals_left)


def retained(build: Callable[[int], object], count: int) -> int:
    """The bytes that ``build(count)`` leaves allocated in what it returns (traced by
    :mod:`tracemalloc`; a count of memory, not a time)."""
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        kept = build(count)
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    del kept
    return after - before


def growth(build: Callable[[int], object], small: int) -> float:
    """How many times more memory ``build`` keeps for ``GROWTH * small`` deals than for
    ``small``: about ``GROWTH`` when the sessions of one run share what they hold (linear),
    up to ``GROWTH ** 2`` when each copies the deals before it (quadratic)."""
    build(small)  # what the first run fills in (caches) is not counted
    return retained(build, GROWTH * small) / retained(build, small)
