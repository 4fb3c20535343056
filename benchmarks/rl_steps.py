"""Measure the learning adapters (trickgames.rl): decisions per second, and what a decision costs.

Usage (from the repository root, with ``trickgames[rl]`` installed)::

    .venv/bin/python benchmarks/rl_steps.py [--seconds 3] [--out FILE.json]

For each game's first preset, random legal decisions (uniform over the action mask) are made
for ``--seconds`` through

- the PettingZoo environment (``env.last()``, ``env.step``: one engine view, one observation
  vector and one action mask per decision), and
- the OpenSpiel game (``legal_actions``, ``apply_action`` and the asked seat's
  ``observation_tensor``),

and the share of the time spent in the engine's ``view`` (the one thing every observation is
made of) is measured by timing the same views again on their own. Figures are the median of
three runs; on a shared machine they drift, so compare runs made side by side.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from typing import Any

import numpy as np


def _pettingzoo(game: str, seconds: float) -> tuple[float, float]:
    from trickgames import rl

    env = rl.env(game)
    env.reset(seed=1)
    rng = np.random.default_rng(1)
    engine = env.table.spec.engine
    steps = 0
    states: list[tuple[Any, int]] = []
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        env.reset()
        for agent in env.agent_iter():
            obs, _, terminated, _, _ = env.last()
            if terminated:
                env.step(None)
                continue
            if len(states) < 2000:
                states.append((env.state_of_deal, int(agent[-1])))
            env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
    rate = steps / (time.perf_counter() - start)
    begin = time.perf_counter()
    for state, seat in states:
        engine.view(state, seat)
    view_time = (time.perf_counter() - begin) / len(states)
    return rate, view_time * rate


def _openspiel(game: str, seconds: float) -> float:
    from trickgames import rl

    spiel_game = rl.openspiel_game(game)
    rng = np.random.default_rng(2)
    steps = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = spiel_game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(int(rng.choice(outcomes, p=probs)))
                continue
            state.observation_tensor(state.current_player())
            state.apply_action(int(rng.choice(state.legal_actions())))
            steps += 1
    return steps / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> dict[str, Any]:
    """Run the measurements, print them and write them as JSON to ``--out`` (if given)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    results: dict[str, Any] = {}
    for game in ("doppelkopf", "schafkopf"):
        runs = [_pettingzoo(game, args.seconds) for _ in range(3)]
        results[f"{game} pettingzoo decisions/s"] = round(statistics.median(r for r, _ in runs))
        results[f"{game} share of the engine's view"] = round(
            statistics.median(s for _, s in runs), 2)
        results[f"{game} openspiel decisions/s"] = round(statistics.median(
            _openspiel(game, args.seconds) for _ in range(3)))
    for key, value in results.items():
        print(f"{key:45} {value}")
    if args.out:
        with open(args.out, "w", encoding="utf-8") as out:
            json.dump(results, out, indent=2)
            out.write("\n")
    return results


if __name__ == "__main__":
    main(sys.argv[1:])
