"""Play many deals with the computer players and print the average score per seat.

Seats 0 and 2 are rule-of-thumb players, seats 1 and 3 random legal players; the dealer
rotates. Deal k uses seed derive_seed(seed, k), so runs are reproducible.

Run: python examples/bot_tournament.py [doppelkopf|schafkopf] [deals] [seed]
(10,000 deals take a few minutes.)
"""

from __future__ import annotations

import importlib
import sys

from trickgames._core.rng import derive_seed
from trickgames.bots import play_deal


def main(game_name: str = "doppelkopf", deals: int = 10_000, seed: int = 1) -> list[float]:
    game = importlib.import_module(f"trickgames.{game_name}")
    bots = importlib.import_module(f"trickgames.bots.{game_name}")
    rules = next(iter(game.PRESETS.values()))
    totals = [0, 0, 0, 0]
    for k in range(deals):
        players = [
            bots.HeuristicPlayer(),
            bots.RandomPlayer(derive_seed(seed + 1, 2 * k)),
            bots.HeuristicPlayer(),
            bots.RandomPlayer(derive_seed(seed + 1, 2 * k + 1)),
        ]
        final = play_deal(game, game.deal(rules, seed=derive_seed(seed, k), dealer=k & 3),
                          players)
        amounts = game.score(final).to_json()
        for seat, value in enumerate(amounts.get("scores") or amounts["payouts"]):
            totals[seat] += value
    averages = [t / deals for t in totals]
    kinds = ["rule-of-thumb", "random", "rule-of-thumb", "random"]
    for seat, (kind, average) in enumerate(zip(kinds, averages, strict=True)):
        print(f"p{seat} ({kind}): {average:+.3f} per deal")
    return averages


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "doppelkopf",
         int(sys.argv[2]) if len(sys.argv) > 2 else 10_000,
         int(sys.argv[3]) if len(sys.argv) > 3 else 1)
