"""The speed goals of the public API and the command line, judged against OpenSpiel in one run.

Run as ``benchmarks/run.py --openspiel`` (from the repository root, with the package
installed; ``pip install -e '.[bench]'`` brings OpenSpiel 2.0.2 where a wheel exists, and the
command tries that install itself when ``pyspiel`` is missing). It prints and writes
(``--out``, default ``benchmarks/results/versus-pyX.Y.json``):

* **public API random deals vs OpenSpiel**: a deal as a user writes it, ``deal(rules,
  rng=rng, dealer=d)``, then ``legal_actions(state)``, a random choice ``floor(random() * n)``
  and ``apply(state, action)`` until the deal is over, and ``score(state)``; against
  OpenSpiel's Oh Hell (4 players, 12 tricks; for Doppelkopf) and Skat (for Schafkopf) driven
  from Python the same way (``new_initial_state``, chance outcomes and ``legal_actions`` with
  the same draw, ``apply_action``; OpenSpiel scores a deal as its last action is applied).
  Both sides draw from their own ``random.Random(1)`` stream with the same function: the same
  random draws. One run alternates slices of ``--slice`` seconds (0.1) of the two loops until
  each had ``--seconds``; the run's ratio is our deals/s over OpenSpiel's of those slices; the
  figure is the median over ``--runs`` (5) runs. Doppelkopf ``ddv`` and ``freedoko`` against
  Oh Hell, Schafkopf ``standard`` and ``wirtshaus`` against Skat.
* **simulate to a file vs the in-process loop**: ``trickgames simulate doppelkopf -n N --seed 1
  --out FILE`` (a whole command: start-up, records, writing) against
  :func:`trickgames.simulation.random_deal` of the same deals in this process; alternating,
  the median of the runs' ratios of deals/s.
* **validate records/s**: ``trickgames validate --json FILE`` of ``N`` simulated records, with
  one job and with ``--jobs 2``: wall-clock records/s of the whole command, the command's CPU
  seconds (its own and its workers'), and the records/s net of start-up (the wall-clock time
  minus that of validating a one-record file).
* **peak RSS** (maximum resident set size of the whole command, workers apart) of ``simulate``
  and ``validate`` at 1k, 10k and 100k deals/records (``--rss-sizes``).

``--no-api`` and ``--only-api`` measure one part; written into an existing ``--out`` file,
they replace that part's figures and keep the other part's (:func:`merged`), so that the two
parts can be measured apart. The commands run with the package's modules compiled to
bytecode (:func:`compile_package`, ``bytecode_compiled`` in the results), as an installed
package has them.

Timings on a shared machine are noisy; the paired ratios much less so than the absolute
figures. The goals are those of the issue "speed through the public API and the command line".
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from math import floor
from pathlib import Path
from typing import Any

#: The goals: (label, needed value).
GOALS = {
    "doppelkopf ddv / openspiel oh_hell": 1.2,
    "doppelkopf freedoko / openspiel oh_hell": 1.2,
    "schafkopf standard / openspiel skat": 1.1,
    "schafkopf wirtshaus / openspiel skat": 1.1,
    "simulate to file / in-process": 0.8,
    "doppelkopf validate records/s (1 job)": 7_000,
    "schafkopf validate records/s (1 job)": 9_000,
}

OH_HELL = "oh_hell(players=4,num_tricks_fixed=12)"
PAIRS = (
    ("doppelkopf", "ddv", OH_HELL, "oh_hell"),
    ("doppelkopf", "freedoko", OH_HELL, "oh_hell"),
    ("schafkopf", "standard", "skat", "skat"),
    ("schafkopf", "wirtshaus", "skat", "skat"),
)

Body = Callable[[], int]


def _stream(seed: int) -> Callable[[], float]:
    """``random.Random(seed).random``: the stream both sides draw from."""
    from _random import Random

    return Random(seed).random


def public_loop(game_name: str, preset: str, seed: int = 1) -> Body:
    """One random deal through the public API per call, as a user writes it."""
    game = importlib.import_module(f"trickgames.{game_name}")
    from trickgames import Rng

    rules = game.Rules.from_json(preset)
    rng = Rng(seed)
    draw = rng.random
    deal, legal_actions, apply, score = game.deal, game.legal_actions, game.apply, game.score
    dealer = [0]

    def body() -> int:
        dealer[0] = (dealer[0] + 1) & 3
        state = deal(rules, rng=rng, dealer=dealer[0])
        while not state.is_over:
            actions = legal_actions(state)
            state = apply(state, actions[floor(draw() * len(actions))])
        score(state)
        return 1

    return body


def openspiel_loop(game_string: str, seed: int = 1) -> Body:
    """One random deal of OpenSpiel per call, driven from Python with the same draws."""
    import pyspiel  # type: ignore[import-not-found]

    game = pyspiel.load_game(game_string)
    draw = _stream(seed)

    def body() -> int:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[floor(draw() * len(outcomes))][0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[floor(draw() * len(actions))])
        state.returns()
        return 1

    return body


#: The clock of the paired slices: this process's CPU time, which other processes on a shared
#: machine do not advance (wall-clock slices count the time they take away).
clock = time.process_time


def run_for(body: Body, seconds: float) -> tuple[int, float]:
    done = 0
    start = clock()
    while True:
        done += body()
        elapsed = clock() - start
        if elapsed >= seconds:
            return done, elapsed


def paired_ratio(ours: Body, theirs: Body, seconds: float, slice_seconds: float
                 ) -> tuple[float, float, float]:
    """One run: alternating slices until each side had ``seconds``; (ratio, ours/s, theirs/s)."""
    totals = [[0, 0.0], [0, 0.0]]
    gc.collect()
    turn = 0
    while totals[0][1] < seconds or totals[1][1] < seconds:
        body = (ours, theirs)[turn]
        done, elapsed = run_for(body, slice_seconds)
        totals[turn][0] += done
        totals[turn][1] += elapsed
        turn ^= 1
    ours_rate = totals[0][0] / totals[0][1]
    theirs_rate = totals[1][0] / totals[1][1]
    return ours_rate / theirs_rate, ours_rate, theirs_rate


def ensure_openspiel() -> str | None:
    """Import pyspiel, installing ``open_spiel==2.0.2`` with pip when it is missing; the reason
    when it cannot be had."""
    try:
        import pyspiel
        return None
    except ImportError:
        pass
    print("pyspiel is missing: pip install open_spiel==2.0.2 ...", file=sys.stderr)
    done = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "open_spiel==2.0.2"],
                          capture_output=True, text=True, check=False)
    importlib.invalidate_caches()
    try:
        import pyspiel  # noqa: F401
        return None
    except ImportError as exc:
        tail = (done.stderr or done.stdout).strip().splitlines()[-1:] or [str(exc)]
        return f"OpenSpiel could not be installed for Python {platform.python_version()}: " \
               f"{tail[0]}"


# -- the command line ----------------------------------------------------------------------


def compile_package() -> None:
    """Compile the package's modules to bytecode first, as an installed package has them (pip
    compiles a wheel's modules; an editable install writes them at its first import unless
    ``PYTHONDONTWRITEBYTECODE`` is set, as on the machines these figures come from). Without
    them every command compiles about 150 modules again (some 0.3 s of each start-up) and
    the figures would measure the compiler."""
    import compileall

    import trickgames

    compileall.compile_dir(Path(trickgames.__file__).parent, quiet=1)


def _command() -> list[str]:
    return [sys.executable, "-m", "trickgames"]


def run_command(argv: list[str], stdout: Path | None = None) -> tuple[float, float, int]:
    """Run ``argv``: (wall seconds, CPU seconds of it and its children, peak RSS in KiB of
    the process itself)."""
    with open(stdout or os.devnull, "wb") as out:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdout=out, stderr=subprocess.DEVNULL)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode not in (0, 1):  # validate exits 1 where a record is invalid
        raise SystemExit(f"failed ({process.returncode}): {' '.join(argv)}")
    # wait4's usage is the process's own; its workers were reaped by it, and their CPU time
    # is in its children's time only when it waited for them: RUSAGE_CHILDREN below covers both.
    return wall, usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def _children_cpu() -> float:
    import resource

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def timed(argv: list[str], stdout: Path | None = None) -> tuple[float, float, int]:
    """As :func:`run_command`, with the CPU seconds of the whole process tree."""
    before = _children_cpu()
    wall, _, rss = run_command(argv, stdout)
    return wall, _children_cpu() - before, rss


def simulate_file(game: str, preset: str, n: int, folder: Path) -> Path:
    path = folder / f"{game}-{preset}-{n}.jsonl"
    if not path.exists():
        subprocess.run([*_command(), "simulate", game, "--rules", preset, "-n", str(n),
                        "--seed", "1", "--out", str(path)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return path


def simulate_vs_in_process(n: int, runs: int, folder: Path) -> dict[str, Any]:
    from trickgames.doppelkopf import Rules
    from trickgames.simulation import random_deal

    rules = Rules.from_json("ddv")
    ratios, wall_ratios, cli_rates, own_rates = [], [], [], []
    for _ in range(runs):
        wall, cpu, _ = timed([*_command(), "simulate", "doppelkopf", "-n", str(n), "--seed",
                              "1", "--out", str(folder / "simulated.jsonl")])
        gc.collect()
        start, start_cpu = time.perf_counter(), time.process_time()
        for index in range(n):
            random_deal("doppelkopf", rules, 1, index)
        own, own_cpu = time.perf_counter() - start, time.process_time() - start_cpu
        cli_rates.append(n / cpu)
        own_rates.append(n / own_cpu)
        ratios.append(own_cpu / cpu)
        wall_ratios.append(own / wall)
    return {"deals": n, "ratio": round(statistics.median(ratios), 4),
            "run_ratios": [round(r, 4) for r in ratios],
            "wall_clock_ratio": round(statistics.median(wall_ratios), 4),
            "simulate_deals_per_cpu_s": round(statistics.median(cli_rates), 1),
            "in_process_deals_per_cpu_s": round(statistics.median(own_rates), 1)}


def validate_rates(game: str, preset: str, n: int, runs: int, folder: Path
                   ) -> dict[str, Any]:
    records = simulate_file(game, preset, n, folder)
    one = folder / f"{game}-one.jsonl"
    one.write_text(records.read_text(encoding="utf-8").splitlines()[0] + "\n", encoding="utf-8")
    out: dict[str, Any] = {"records": n}
    starts = [timed([*_command(), "validate", "--json", str(one)]) for _ in range(runs)]
    startup = statistics.median(s[0] for s in starts)
    startup_cpu = statistics.median(s[1] for s in starts)
    out["start_up_s"] = round(startup, 3)
    out["start_up_cpu_s"] = round(startup_cpu, 3)
    for jobs in (1, 2):
        walls, cpus = [], []
        for _ in range(runs):
            wall, cpu, _ = timed([*_command(), "validate", "--json", "--jobs", str(jobs),
                                  str(records)])
            walls.append(wall)
            cpus.append(cpu)
        wall, cpu = statistics.median(walls), statistics.median(cpus)
        out[f"jobs_{jobs}"] = {
            "wall_s": round(wall, 3), "cpu_s": round(cpu, 3),
            "records_per_s": round(n / wall, 1),
            "records_per_s_net_of_start_up": round(n / max(wall - startup, 1e-9), 1),
            # per second of CPU, start-up apart: what one free core makes of it
            "records_per_cpu_s_net_of_start_up": round(n / max(cpu - startup_cpu, 1e-9), 1),
        }
    out["jobs_2_speed_up"] = round(out["jobs_1"]["wall_s"] / out["jobs_2"]["wall_s"], 3)
    return out


def peak_rss(sizes: list[int], folder: Path) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for n in sizes:
        path = folder / f"rss-{n}.jsonl"
        sim_wall, _, sim_rss = timed([*_command(), "simulate", "doppelkopf", "-n", str(n),
                                      "--seed", "1", "--out", str(path)])
        val_wall, _, val_rss = timed([*_command(), "validate", "--json", str(path)])
        out[str(n)] = {"simulate_peak_rss_mib": round(sim_rss / 1024, 1),
                       "simulate_wall_s": round(sim_wall, 2),
                       "validate_peak_rss_mib": round(val_rss / 1024, 1),
                       "validate_wall_s": round(val_wall, 2)}
        path.unlink()
        print(f"peak RSS at {n}: {out[str(n)]}", file=sys.stderr)
    return out


#: The keys of a run's own description (the machine and its load, the settings).
RUN_KEYS = ("python", "machine", "load_average_before", "load_average_after", "cores", "runs",
            "seconds", "slice_seconds")


def merged(old: dict[str, Any], new: dict[str, Any], *, command_line: bool) -> dict[str, Any]:
    """The results file ``old`` with the part ``new`` measured (``command_line``: the command
    line's figures, ``--no-api``; else the public API's, ``--only-api``) put in place of that
    part's figures, the other part's kept: so two runs of the two parts, at other moments or
    by other people, write one file. The file's own description is the API run's; the
    command line's run is described under ``command_line``."""
    def is_api(figure: dict[str, Any]) -> bool:
        return "ours_deals_per_s" in figure

    kept = {label: fig for label, fig in old.get("figures", {}).items()
            if is_api(fig) == command_line}
    if command_line:
        out = {**{k: v for k, v in old.items() if k not in ("figures", "goals")}}
        out["command_line"] = {k: new[k] for k in (*RUN_KEYS, "bytecode_compiled") if k in new}
        out["figures"] = {**kept, **new["figures"]}
    else:
        out = {**new, "figures": {**new["figures"], **kept}}
        if "command_line" in old:
            out["command_line"] = old["command_line"]
    for key in ("openspiel",):
        out.setdefault(key, old.get(key, new.get(key)))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="benchmarks/run.py --openspiel",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--openspiel", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--slice", type=float, default=0.1)
    parser.add_argument("--records", type=int, default=5_000,
                        help="records validated per command (5,000)")
    parser.add_argument("--simulate-deals", type=int, default=2_000)
    parser.add_argument("--rss-sizes", type=int, nargs="*", default=[1_000, 10_000, 100_000])
    parser.add_argument("--only-api", action="store_true",
                        help="only the paired ratios of the public API (no command line); "
                             "an existing --out file keeps its command line's figures")
    parser.add_argument("--no-api", action="store_true",
                        help="only the command line's figures (no paired ratios); an "
                             "existing --out file keeps its public API's figures")
    parser.add_argument("--out", default=None)
    args = parser.parse_args(argv)
    version = f"{sys.version_info.major}.{sys.version_info.minor}"
    out_path = Path(args.out or f"benchmarks/results/versus-py{version}.json")

    results: dict[str, Any] = {
        "python": platform.python_version(), "machine": platform.machine(),
        "load_average_before": [round(x, 2) for x in os.getloadavg()],
        "cores": os.cpu_count(), "runs": args.runs, "seconds": args.seconds,
        "slice_seconds": args.slice, "figures": {},
    }
    figures = results["figures"]
    problem = None if args.no_api else ensure_openspiel()
    if args.no_api:
        pass
    elif problem is not None:
        print(f"NOT MEASURED against OpenSpiel: {problem}")
        results["openspiel"] = problem
    else:
        import pyspiel

        results["openspiel"] = getattr(pyspiel, "__version__", "2.0.2")
        for game, preset, spec, short in PAIRS:
            ours, theirs = public_loop(game, preset), openspiel_loop(spec)
            runs = [paired_ratio(ours, theirs, args.seconds, args.slice)
                    for _ in range(args.runs)]
            label = f"{game} {preset} / openspiel {short}"
            figures[label] = {
                "ratio": round(statistics.median(r[0] for r in runs), 4),
                "run_ratios": [round(r[0], 4) for r in runs],
                "ours_deals_per_s": round(statistics.median(r[1] for r in runs), 1),
                "openspiel_deals_per_s": round(statistics.median(r[2] for r in runs), 1),
            }
            print(f"{label}: {figures[label]['ratio']:.3f} (runs "
                  f"{', '.join(f'{r:.3f}' for r in figures[label]['run_ratios'])}; "
                  f"{figures[label]['ours_deals_per_s']:,.0f} vs "
                  f"{figures[label]['openspiel_deals_per_s']:,.0f} deals/s)", flush=True)

    if not args.only_api:
        compile_package()
        results["bytecode_compiled"] = True
        with tempfile.TemporaryDirectory() as tmp:
            folder = Path(tmp)
            sim = simulate_vs_in_process(args.simulate_deals, args.runs, folder)
            figures["simulate to file / in-process"] = sim
            print(f"simulate to file / in-process: {sim['ratio']:.3f} by CPU seconds "
                  f"({sim['simulate_deals_per_cpu_s']:,.0f} vs "
                  f"{sim['in_process_deals_per_cpu_s']:,.0f} deals per CPU second, "
                  f"{sim['deals']} deals; wall-clock ratio {sim['wall_clock_ratio']:.3f})",
                  flush=True)
            for game, preset in (("doppelkopf", "ddv"), ("schafkopf", "standard")):
                val = validate_rates(game, preset, args.records, args.runs, folder)
                figures[f"{game} validate"] = val
                for jobs in (1, 2):
                    j = val[f"jobs_{jobs}"]
                    print(f"{game} validate --jobs {jobs}: {j['records_per_s']:,.0f} records/s "
                          f"({j['records_per_s_net_of_start_up']:,.0f} net of "
                          f"{val['start_up_s']:.2f} s start-up), {j['wall_s']:.2f} s wall, "
                          f"{j['cpu_s']:.2f} s CPU, "
                          f"{j['records_per_cpu_s_net_of_start_up']:,.0f} records per CPU "
                          f"second net of start-up, {val['records']} records", flush=True)
                print(f"{game} validate --jobs 2 speed-up: {val['jobs_2_speed_up']:.2f}x",
                      flush=True)
            if args.rss_sizes:
                figures["peak RSS"] = peak_rss(args.rss_sizes, folder)
    results["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    if (args.no_api or args.only_api) and out_path.exists():
        results = merged(json.loads(out_path.read_text(encoding="utf-8")), results,
                         command_line=args.no_api)
        figures = results["figures"]

    verdicts: dict[str, Any] = {}
    for label, needed in GOALS.items():
        if label in figures:
            measured = figures[label]["ratio"]
        elif label.endswith("(1 job)") and f"{label.split()[0]} validate" in figures:
            # per CPU second net of start-up: a shared machine's load does not enter it
            measured = (figures[f"{label.split()[0]} validate"]["jobs_1"]
                        ["records_per_cpu_s_net_of_start_up"])
        else:
            continue
        verdicts[label] = {"measured": measured, "goal": needed, "met": measured >= needed}
        print(f"goal {label} >= {needed:,}: {measured:,} "
              f"{'met' if measured >= needed else 'NOT met'}")
    results["goals"] = verdicts
    out_path.parent.mkdir(parents=True, exist_ok=True)
    out_path.write_text(json.dumps(results, indent=2) + "\n", encoding="utf-8")
    print(f"written to {out_path}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
