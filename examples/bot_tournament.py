"""Play deals with the computer players and print the average score per seat.

Seats 0 and 2 are rule-of-thumb players, seats 1 and 3 random legal players; the dealer
rotates. Deal k uses seed derive_seed(seed, k), so runs are reproducible. Only the public API
is used: the game package, trickgames.bots and trickgames.simulation.derive_seed.

Run: .venv/bin/python examples/bot_tournament.py [doppelkopf|schafkopf] [DEALS] [SEED]
(default: doppelkopf, 20 deals, seed 1; 1,000 deals take a few seconds). The progress goes
to standard error, the averages to standard output.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from typing import TextIO

from trickgames.bots import play_deal
from trickgames.simulation import derive_seed


def main(game_name: str = "doppelkopf", deals: int = 20, seed: int = 1,
         progress: TextIO | None = None) -> list[float]:
    game = importlib.import_module(f"trickgames.{game_name}")
    bots = importlib.import_module(f"trickgames.bots.{game_name}")
    rules = next(iter(game.PRESETS.values()))
    stream = sys.stderr if progress is None else progress
    live = stream.isatty()
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
        done = k + 1
        if live or done == deals or done % max(deals // 10, 1) == 0:
            line = f"{done}/{deals} {game_name} deals played"
            stream.write("\r" + line if live else line + "\n")
            stream.flush()
    if live:
        stream.write("\n")
    averages = [t / deals for t in totals]
    kinds = ["rule-of-thumb", "random", "rule-of-thumb", "random"]
    for seat, (kind, average) in enumerate(zip(kinds, averages, strict=True)):
        print(f"p{seat} ({kind}): {average:+.3f} per deal")
    return averages


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"at least 1, not {value}")
    return value


def _arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", nargs="?", default="doppelkopf",
                        choices=("doppelkopf", "schafkopf"))
    parser.add_argument("deals", nargs="?", type=_positive, default=20,
                        help="how many deals (default 20)")
    parser.add_argument("seed", nargs="?", type=int, default=1, help="the run's seed (1)")
    return parser.parse_args(argv)


if __name__ == "__main__":
    args = _arguments(sys.argv[1:])
    main(args.game, args.deals, args.seed)
