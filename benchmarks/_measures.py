"""The library's measures, shared by ``benchmarks/run.py`` and its baseline worker.

``run.py`` measures them in its own process, next to the yardstick; with ``--baseline REV`` it
measures them in two worker processes (``benchmarks/_worker.py``), one importing ``trickgames``
from revision ``REV`` and one from the working tree, and both build the measures here, from
the working tree's ``benchmarks/``. So the measuring code is the same on both sides, and it
uses only the public API that both revisions have: the game modules' ``PRESETS``,
``Rules.from_json``, ``deal(rules, rng=..., dealer=...)``, ``deal(rules, seed=...,
dealer=...)``, ``apply``, ``apply_unchecked``, ``score``, the bots' ``random_policy(rng,
state)``, ``trickgames._core.rng.Rng``, ``trickgames._core.validation.validate_text`` and
``trickgames.simulation.simulate_lines``.

A measure is a callable that does some work and returns how many units (deals, records) it
did; :func:`run_slice` calls it repeatedly for a given time.
"""

from __future__ import annotations

import importlib
import time
from collections.abc import Callable
from typing import Any

#: The label suffix of the deals seeded one by one (see :func:`deal_loop`).
SEEDED = "(seeded per deal)"

#: A measure: does some work, returns how many units it did.
Measure = Callable[[], int]


def run_slice(body: Measure, seconds: float) -> tuple[int, float]:
    """Run ``body`` (which returns how many units it did) for at least ``seconds``: the units
    done and the time taken."""
    done = 0
    start = time.perf_counter()
    while True:
        done += body()
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return done, elapsed


def game_module(name: str) -> Any:
    return importlib.import_module(f"trickgames.{name}")


def games() -> list[str]:
    """The games to measure: Doppelkopf, and Schafkopf where it is playable."""
    names = ["doppelkopf"]
    try:
        if hasattr(game_module("schafkopf"), "legal_actions"):
            names.append("schafkopf")
    except ImportError:
        pass
    return names


def first_preset(name: str) -> str:
    first: str = next(iter(game_module(name).PRESETS))
    return first


def deal_loop(name: str, preset: str, checked: bool, seeded: bool = False) -> Measure:
    """Random legal deals with every legal action generated at every step, and the score.

    The deals come from the players' generator (``deal(rules, rng=...)``), as the yardstick
    and OpenSpiel's chance nodes draw theirs from one running generator; with ``seeded``,
    each deal is seeded on its own (``deal(rules, seed=k)``, as ``trickgames simulate``
    deals), which adds the generator's seeding to every deal.
    """
    from trickgames._core.rng import Rng

    game = game_module(name)
    policy = importlib.import_module(f"trickgames.bots.{name}").random_policy
    rules = game.Rules.from_json(preset)
    step = game.apply if checked else game.apply_unchecked
    score = game.score
    deal = game.deal
    counter = [0]
    rng = Rng(1)  # one stream for the deals and the players' choices, as the yardstick has

    def body() -> int:
        counter[0] += 1
        dealer = counter[0] & 3
        if seeded:
            state = deal(rules, seed=counter[0], dealer=dealer)  # its own generator
        else:
            state = deal(rules, rng=rng, dealer=dealer)
        while not state.is_over:  # random_policy generates every legal action at every step
            state = step(state, policy(rng, state))
        score(state)
        return 1

    return body


def validation_loop(lines: list[str]) -> Measure:
    """Validation of records from JSON text."""
    from trickgames._core.validation import validate_text

    def body() -> int:
        for line in lines:
            validate_text(line)
        return len(lines)

    return body


def records(name: str, preset: str, count: int) -> list[str]:
    """``count`` simulated record lines of ``preset`` (seed 12345), to validate."""
    from trickgames.simulation import simulate_lines

    return [line for line, _ in simulate_lines(name, preset, count, seed=12345)]


def library_measures(names: list[str]) -> dict[str, Measure]:
    """The library's measures of the games ``names``, by label, in the order they are run:
    for every preset deals/s with ``apply`` and with ``apply_unchecked``, then the first
    preset's deals seeded one by one, then validation records/s (200 records of the first
    preset)."""
    measures: dict[str, Measure] = {}
    for name in names:
        for preset in game_module(name).PRESETS:
            label = f"{name} {preset}"
            measures[f"{label} deals/s"] = deal_loop(name, preset, checked=True)
            measures[f"{label} deals/s (apply_unchecked)"] = deal_loop(name, preset, False)
        first = first_preset(name)
        measures[f"{name} {first} deals/s {SEEDED}"] = deal_loop(name, first, True, seeded=True)
        measures[f"{name} validation records/s"] = validation_loop(records(name, first, 200))
    return measures
