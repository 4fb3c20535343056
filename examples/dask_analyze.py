"""The mistake analysis of many records with Dask: on this machine's cores, or a cluster.

Run::

    pip install 'trickgames[dask]'
    python examples/dask_analyze.py FILE.jsonl [FILE.jsonl ...] [--scheduler S] [--out OUT.jsonl]
        [--worlds N] [--rollouts N]

Every line of the files is one item of a ``dask.bag``; :func:`analyse` runs
:func:`trickgames.search.analysis.analyze` on it (a pure, module-level function of its
argument: Dask can run it in any process on any machine) and returns the JSON object of
``trickgames analyze --json``. The objects are written to ``--out`` in the order of the input
(``-``: not written), and the summary gives, per game, how many records were analysed and the
card points and game value the players gave away per deal on average. ``--scheduler`` is as
in ``examples/dask_validate.py``: ``processes`` (the default), ``threads``, ``synchronous``
or the address of a ``dask.distributed`` scheduler (``tcp://scheduler:8786``).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

import dask
import dask.bag as db

from trickgames.search.analysis import AnalysisSettings, analyze


def analyse(item: tuple[str, dict[str, int]]) -> dict[str, Any]:
    """The analysis of one record line (``(line, settings)``) as JSON, or its problem."""
    line, settings = item
    try:
        return analyze(line, settings=AnalysisSettings(**settings)).to_json()
    except ValueError as exc:
        return {"valid": False, "problem": str(exc)}


def summary(results: list[dict[str, Any]]) -> list[str]:
    """Per game: the records analysed and the mean loss per deal."""
    games: dict[str, list[dict[str, Any]]] = {}
    invalid = 0
    for result in results:
        if result.get("valid") is False:
            invalid += 1
        else:
            games.setdefault(result["game"], []).append(result)
    lines = []
    for game, analysed in sorted(games.items()):
        points = sum(s["points"] for r in analysed for s in r["seats"]) / len(analysed)
        value = sum(s["value"] for r in analysed for s in r["seats"]) / len(analysed)
        lines.append(f"{game}: {len(analysed)} records, given away per deal {points:.1f} card "
                     f"points and {value:.1f} game value (all four seats)")
    lines.append(f"{invalid} not analysed")
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("files", nargs="+", metavar="FILE")
    parser.add_argument("--scheduler", default="processes")
    parser.add_argument("--out", default="-")
    parser.add_argument("--worlds", type=int, default=AnalysisSettings().worlds)
    parser.add_argument("--rollouts", type=int, default=AnalysisSettings().rollouts)
    args = parser.parse_args(argv)
    settings = {"worlds": args.worlds, "rollouts": args.rollouts}
    lines = db.read_text(args.files).filter(str.strip).map(lambda line: (line, settings))
    results = lines.map(analyse)
    if "://" in args.scheduler:
        from dask.distributed import Client

        with Client(args.scheduler) as client:
            (computed,) = dask.compute(results, scheduler=client)
    else:
        (computed,) = dask.compute(results, scheduler=args.scheduler)
    if args.out != "-":
        with open(args.out, "w", encoding="utf-8") as out:
            for result in computed:
                out.write(json.dumps(result, ensure_ascii=False) + "\n")
    for line in summary(computed):
        print(line)
    return 0 if all(r.get("valid", True) for r in computed) else 1


if __name__ == "__main__":
    sys.exit(main())
