"""The search layer's figures (docs/performance.md "Search"): rollouts, the solver, decisions.

Run::

    .venv/bin/python benchmarks/search.py            # a few minutes
    .venv/bin/python benchmarks/search.py --quick    # a smoke test
    .venv/bin/python benchmarks/search.py --out benchmarks/results/search.json

It measures, for both games (Doppelkopf ``ddv``, Schafkopf ``sauspiel``):

* ``rollouts/s``: random playouts of the whole card play from the first card, on the compact
  form (:class:`trickgames.search.Rollouts`), and the same playouts through the public loop
  (``legal_actions`` of the seat to play, its card plays drawn alike, ``apply``), in
  interleaved rounds; ``ratio`` is the median over the rounds of the two rates measured in the
  same round;
* the solver's goals: the value of a whole Schafkopf deal from its first card, and of the last
  six tricks of a Doppelkopf deal (:func:`trickgames.search.value`, card points), the play
  before chosen by four rule-of-thumb players (their bidding, so the contracts people play),
  over ``--deals`` seeded deals: the median and the largest time, and the trick starts
  searched per second; for Schafkopf also the game value of the same deals (objective
  ``score``: the seat's payout, found by levels);
  also the value of every card (:func:`trickgames.search.solve`) with five (Schafkopf) and
  four (Doppelkopf) tricks left, the search player's reach;
* ``decisions/s``: the search player's card decisions with its default settings, in whole
  deals against three rule-of-thumb players.

Every time is the process's CPU time (``time.process_time``), not the wall clock: on a shared
machine the wall clock counts the other processes' turns too. The JSON keeps every single
time; the ratio is paired.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import subprocess
import sys
import time
from math import floor
from pathlib import Path
from typing import Any

from trickgames import GAMES, Rng
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames.search import Rollouts, SearchPlayer, solve, value

GAMES_PRESETS = (("doppelkopf", dk, "ddv"), ("schafkopf", sk, "sauspiel"))


def at_play(game: Any, preset: str, seed: int, left: int) -> Any:
    """A deal played by four rule-of-thumb players until every hand holds ``left`` cards."""
    players = [GAMES[game.__name__.rsplit(".", 1)[1]].bots.heuristic() for _ in range(4)]
    state = game.deal(preset, seed=seed)
    while not state.is_over and not (state.phase.value == "play" and not state.trick
                                     and state.hand_size(state.turn) <= left):
        turn = state.turn
        state = game.apply(state, players[turn].choose(game.view(state, turn)))
    return state


def public_playouts(game: Any, state: Any, rng: Rng, count: int) -> None:
    draw = rng.random
    legal_actions, apply = game.legal_actions, game.apply
    for _ in range(count):
        current = state
        while not current.is_over:
            plays = [a for a in legal_actions(current, current.turn) if a.verb == "play"]
            current = apply(current, plays[floor(draw() * len(plays))])


def rollout_figures(game: Any, preset: str, rounds: int, count: int) -> dict[str, Any]:
    state = at_play(game, preset, 1, 99)
    rollouts = Rollouts(state)
    rng = Rng(2)
    public, compact, ratios = [], [], []
    for _ in range(rounds):
        start = time.process_time()
        public_playouts(game, state, rng, count)
        slow = count / (time.process_time() - start)
        start = time.process_time()
        for _ in range(count):
            rollouts.run(rng, "random", side=0b0101)
        fast = count / (time.process_time() - start)
        public.append(slow)
        compact.append(fast)
        ratios.append(fast / slow)
    return {"public rollouts/s": statistics.median(public),
            "compact rollouts/s": statistics.median(compact),
            "ratio": statistics.median(ratios)}


def solver_figures(game: Any, preset: str, left: int, deals: int, every_card: bool,
                   limit: float, objective: str = "points") -> dict[str, Any]:
    times, nodes = [], []
    for seed in range(deals):
        state = at_play(game, preset, seed, left)
        if state.is_over:
            continue
        start = time.process_time()
        if every_card:
            nodes.append(solve(state).nodes)
        else:
            value(state, objective=objective)
        times.append(time.process_time() - start)
        if sum(times) > limit:
            break
    out: dict[str, Any] = {"objective": objective, "tricks left": left,
                           "positions": len(times),
                           "median s": statistics.median(times), "max s": max(times),
                           "times": [round(t, 4) for t in times]}
    if nodes:
        out["trick starts/s"] = sum(nodes) / sum(times)
    return out


def decision_figures(game: Any, preset: str, deals: int) -> dict[str, Any]:
    name = game.__name__.rsplit(".", 1)[1]
    times = []
    for seed in range(deals):
        state = game.deal(preset, seed=100 + seed)
        search = SearchPlayer(seed)
        heuristic = GAMES[name].bots.heuristic()
        while not state.is_over:
            turn = state.turn
            view = game.view(state, turn)
            if turn % 2 == 0 and state.phase.value == "play":
                start = time.process_time()
                action = search.choose(view)
                times.append(time.process_time() - start)
            else:
                action = heuristic.choose(view)
            state = game.apply(state, action)
    return {"decisions": len(times), "decisions/s": len(times) / sum(times),
            "median ms": 1000 * statistics.median(times), "max ms": 1000 * max(times)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quick", action="store_true")
    parser.add_argument("--deals", type=int, default=10)
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    deals = 2 if args.quick else args.deals
    commit = subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                            cwd=Path(__file__).parent).stdout.strip() or "unknown"
    out: dict[str, Any] = {"commit": commit, "python": platform.python_version(),
                           "machine": platform.machine(), "figures": {}}
    for name, game, preset in GAMES_PRESETS:
        figures: dict[str, Any] = {}
        figures["rollouts"] = rollout_figures(game, preset, 3 if args.quick else 7,
                                              30 if args.quick else 200)
        full = 8 if game is sk else 6
        limit = 20.0 if args.quick else 600.0
        figures["value"] = solver_figures(game, preset, full, deals, False, limit)
        if game is sk:
            figures["game value"] = solver_figures(game, preset, full, deals, False, limit,
                                                   "score")
        figures["every card"] = solver_figures(game, preset, 5 if game is sk else 4, deals,
                                               True, limit)
        figures["search player"] = decision_figures(game, preset, 1 if args.quick else 4)
        out["figures"][f"{name} {preset}"] = figures
        print(f"{name} {preset}: " + json.dumps(figures), flush=True)
    if args.out:
        with open(args.out, "w", encoding="utf-8") as handle:
            json.dump(out, handle, indent=1)
            handle.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
