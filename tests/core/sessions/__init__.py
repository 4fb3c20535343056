"""Tests of trickgames._core.sessions, one module per module of the package, and what they
share: the bundled session records, the session schema's checker and the records' mutations
(records.md "Session records")."""

from __future__ import annotations

import copy
import json
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
