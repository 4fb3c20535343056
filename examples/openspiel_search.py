"""OpenSpiel's IS-MCTS bot plays a deal of Schafkopf and a deal of Doppelkopf.

Seat p0 is OpenSpiel's information-set Monte Carlo tree search (``ismcts.ISMCTSBot``, with
random rollouts), the other three seats play uniformly at random; OpenSpiel's
``evaluate_bots`` deals and plays the deal. The search draws the cards it cannot see anew
before each simulation (``TrickState.resample_from_infostate``). See docs/learning.md
"Search".

Usage: python examples/openspiel_search.py [SIMULATIONS] [SEED]   (needs trickgames[rl])
"""

from __future__ import annotations

import sys
from typing import Any, TextIO

import numpy as np
from open_spiel.python.algorithms import evaluate_bots, ismcts, mcts
from open_spiel.python.bots.uniform_random import UniformRandomBot

from trickgames import rl
from trickgames.rl.openspiel_games import seed_resampling

#: The deals played: each game with a preset.
DEALS = (("schafkopf", "standard"), ("doppelkopf", "ddv"))


class Searcher(ismcts.ISMCTSBot):
    """OpenSpiel's IS-MCTS bot; ``evaluate_bots`` restarts every bot at the deal's root, and
    the search keeps nothing between moves, so there is nothing to restart."""

    def restart_at(self, state: Any) -> None:
        pass


def play(game: str, rules: str, simulations: int, seed: int) -> tuple[list[float], Any]:
    """One deal of ``game`` with IS-MCTS at p0: the returns and the engine's final state."""
    spiel_game = rl.openspiel_game(game, rules)
    seed_resampling(seed)
    rng = np.random.RandomState(seed)
    evaluator = mcts.RandomRolloutEvaluator(n_rollouts=1, random_state=rng)
    # The exploration constant on the scale of a typical deal's score, not of the bound.
    scale = {"schafkopf": 30.0, "doppelkopf": 3.0}[game]
    bots = [Searcher(spiel_game, evaluator, uct_c=2.0 * scale, max_simulations=simulations,
                     random_state=rng)]
    bots += [UniformRandomBot(seat, rng) for seat in (1, 2, 3)]
    state = spiel_game.new_initial_state()
    try:
        returns = evaluate_bots.evaluate_bots(state, bots, rng)
    finally:
        seed_resampling(None)
    return list(returns), state.engine_state


def main(simulations: int = 30, seed: int = 1, out: TextIO = sys.stdout) -> list[list[float]]:
    """Play each of :data:`DEALS` and print its record and returns; the returns, per deal."""
    results = []
    for game, rules in DEALS:
        returns, final = play(game, rules, simulations, seed)
        results.append(returns)
        plays = sum(1 for a in final.actions if a.verb == "play")
        others = [str(a) for a in final.actions if a.verb != "play"]
        print(f"{game} ({rules}), p0 IS-MCTS with {simulations} simulations a move, "
              f"p1-p3 random:", file=out)
        print(f"  {'; '.join(others)}; {plays} cards played", file=out)
        print(f"  returns: {[int(r) for r in returns]}", file=out)
    return results


if __name__ == "__main__":
    arguments = [int(a) for a in sys.argv[1:3]]
    main(*arguments)
