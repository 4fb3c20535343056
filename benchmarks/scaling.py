"""Measure ``--jobs`` scaling of ``trickgames simulate`` and ``trickgames validate``.

Usage (from the repository root, with the package installed)::

    .venv/bin/python benchmarks/scaling.py [--deals 4000] [--repeats 5] [--jobs 1 2]

Times whole commands, as a user runs them (process start, imports and the worker pool
included): ``trickgames simulate doppelkopf -n N`` and ``trickgames validate`` of a file of
``N`` records, with each ``--jobs`` value, interleaved, ``--repeats`` times; prints the median
wall-clock seconds, the records per second and the speed-up over ``--jobs 1``, and checks that
every ``--jobs`` gives byte for byte the same output. The machine's load average is printed
too: on a shared machine other processes take cores away from the workers.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path


def _run(argv: list[str], out: Path) -> float:
    start = time.perf_counter()
    with out.open("wb") as handle:
        done = subprocess.run(argv, stdout=handle, stderr=subprocess.DEVNULL, check=False)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        raise SystemExit(f"failed ({done.returncode}): {' '.join(argv)}")
    return seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=4000)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--jobs", type=int, nargs="+", default=[1, 2])
    args = parser.parse_args(argv)
    command = [sys.executable, "-m", "trickgames"]
    n = str(args.deals)

    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        records = folder / "records.jsonl"
        subprocess.run([*command, "simulate", "doppelkopf", "-n", n, "--seed", "1",
                        "--out", str(records)], check=True, stderr=subprocess.DEVNULL)
        tasks = {
            "simulate": lambda jobs: [*command, "simulate", "doppelkopf", "-n", n, "--seed", "1",
                                      "--jobs", str(jobs)],
            "validate": lambda jobs: [*command, "validate", "--json", "--jobs", str(jobs),
                                      str(records)],
        }
        times: dict[tuple[str, int], list[float]] = {}
        outputs: dict[str, set[bytes]] = {name: set() for name in tasks}
        print(f"load average before: {', '.join(f'{x:.2f}' for x in os.getloadavg())}, "
              f"{os.cpu_count()} cores", file=sys.stderr)
        for repeat in range(args.repeats):
            for name, make in tasks.items():
                for jobs in args.jobs:  # interleaved: drift hits every variant alike
                    out = folder / f"{name}-{jobs}.out"
                    times.setdefault((name, jobs), []).append(_run(make(jobs), out))
                    outputs[name].add(out.read_bytes())
            print(f"repeat {repeat + 1}/{args.repeats} done", file=sys.stderr)
        print(f"load average after: {', '.join(f'{x:.2f}' for x in os.getloadavg())}",
              file=sys.stderr)

    print(f"{'command':<34} {'jobs':>4} {'median s':>9} {'records/s':>10} {'speed-up':>9}")
    for name in tasks:
        base = statistics.median(times[(name, args.jobs[0])])
        for jobs in args.jobs:
            median = statistics.median(times[(name, jobs)])
            label = f"{name} ({args.deals} doppelkopf records)"
            print(f"{label:<34} {jobs:>4} {median:>9.2f} {args.deals / median:>10,.0f} "
                  f"{base / median:>8.2f}x")
        same = "identical" if len(outputs[name]) == 1 else "DIFFERENT"
        print(f"  output with every --jobs: {same}")
    return 0 if all(len(o) == 1 for o in outputs.values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
