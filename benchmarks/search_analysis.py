"""Sum up ``trickgames analyze --json`` output: the worked example of docs/search.md.

Run::

    trickgames analyze ../shared/data/doppelkopf/online-doppelkopf-real.jsonl --json > dk.jsonl
    python benchmarks/search_analysis.py dk.jsonl

Per file: the records and cards analysed, the share of cards not among the best (given what
the seat knew), what the cards gave away per deal (all four seats), the exact late mistakes
(the solver, every hand known: cards that gave card points or game value away) and the
costliest of them.
"""

from __future__ import annotations

import json
import sys
from typing import Any


def summary(results: list[dict[str, Any]]) -> list[str]:
    analysed = [r for r in results if r.get("valid", True)]
    cards = [c for r in analysed for c in r["cards"]]
    off = [c for c in cards if c["action"] not in c["best"]]
    solved = [c for c in cards if c["solver"] is not None]
    exact = [c for c in solved if (c["solver"]["loss"]["points"] or 0) > 0
             or (c["solver"]["loss"]["value"] or 0) > 0]
    points = sum(s["points"] for r in analysed for s in r["seats"]) / max(len(analysed), 1)
    value = sum(s["value"] for r in analysed for s in r["seats"]) / max(len(analysed), 1)
    lines = [f"{len(analysed)} records, {len(cards)} cards with a choice, "
             f"{len(off)} ({100 * len(off) / max(len(cards), 1):.0f}%) not among the best "
             "given what the seat knew",
             f"given away per deal (all seats, estimated): {points:.1f} card points, "
             f"{value:.1f} game value",
             f"{len(solved)} cards solved with every hand known, {len(exact)} of them gave "
             "something away"]
    worst = sorted(((c, r["source"]) for r in analysed for c in r["cards"]
                    if c["solver"] is not None),
                   key=lambda cs: (-(cs[0]["solver"]["loss"]["value"] or 0),
                                   -(cs[0]["solver"]["loss"]["points"] or 0)))[:3]
    for card, source in worst:
        loss = card["solver"]["loss"]
        lines.append(f"  {source}, trick {card['trick']}: {card['action']} gave away "
                     f"{loss['points']} card points, {loss['value']} game value; best "
                     f"{', '.join(card['solver']['best'])}")
    return lines


def main(argv: list[str]) -> int:
    for path in argv:
        with open(path, encoding="utf-8") as handle:
            results = [json.loads(line) for line in handle if line.strip()]
        print(f"{path}:")
        for line in summary(results):
            print("  " + line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
