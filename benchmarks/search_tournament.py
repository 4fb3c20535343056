"""The search player against the rule-of-thumb player over duplicate deals (docs/bots.md,
"The search player"): one game's default preset, the same seeded deals played twice with the
seats rotated (search at seats 0 and 2, then at 1 and 3), by the harness of
:mod:`trickgames.bots.duplicate` with the registered players ``search`` (its default
settings, ``trickgames.search.player.DEFAULTS``) and ``heuristic``.

    python benchmarks/search_tournament.py GAME [--deals 2000] [--seed 1] [--jobs 1]
        [--out benchmarks/results/search-tournament-GAME.json]

The output is one JSON object: the harness's result (standings, the paired difference with
its 95% interval), the contracts played, each deal's results (``per_deal``: search's and
heuristic's result of deal k, so that any statistic can be recomputed), the settings, the
commit and the seconds taken. It is rewritten every ``--every`` deals with ``"complete":
false``, so that a run stopped early still says exactly what was played.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from trickgames.bots.duplicate import DealResult, DuplicateResult, duplicate_deals
from trickgames.search.player import DEFAULTS


def _commit() -> str:
    try:
        return subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True, text=True,
                              check=True, cwd=Path(__file__).parent).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return os.environ.get("TRICKGAMES_COMMIT", "unknown")


def _write(out: Path, meta: dict[str, Any], names: tuple[str, ...], rules: Any, game: str,
           seed: int, deals: list[DealResult], seconds: float, complete: bool) -> None:
    result = DuplicateResult(game, rules, seed, names, tuple(deals))
    data = {**meta, "complete": complete, "seconds": round(seconds, 1),
            **result.to_json(), "contracts": result.contracts(),
            "per_deal": [list(d.results) for d in deals]}
    tmp = out.with_suffix(".tmp")
    tmp.write_text(json.dumps(data, indent=1) + "\n")
    tmp.replace(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=["doppelkopf", "schafkopf"])
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--every", type=int, default=50)
    parser.add_argument("--out", type=Path)
    args = parser.parse_args(argv)
    out = args.out or Path(__file__).parent / "results" / f"search-tournament-{args.game}.json"
    meta = {"commit": _commit(), "players": ["search", "heuristic"],
            "search_settings": {k: getattr(DEFAULTS[args.game], k)
                                for k in ("worlds", "score_tricks", "solve_tricks",
                                          "rollouts")},
            "jobs": args.jobs, "python": sys.version.split()[0]}
    start = time.perf_counter()
    names, rules, played = duplicate_deals(args.game, ["search", "heuristic"],
                                           deals=args.deals, seed=args.seed, jobs=args.jobs)
    deals: list[DealResult] = []
    for result in played:
        deals.append(result)
        if len(deals) % args.every == 0 and len(deals) < args.deals:
            _write(out, meta, names, rules, args.game, args.seed, deals,
                   time.perf_counter() - start, False)
    _write(out, meta, names, rules, args.game, args.seed, deals, time.perf_counter() - start,
           True)
    diff = DuplicateResult(args.game, rules, args.seed, names, tuple(deals)).difference(0, 1)
    print(f"{args.game}: {len(deals)} deals, search - heuristic {diff.mean:+.2f} per deal "
          f"[{diff.low:+.2f}, {diff.high:+.2f}] in {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
