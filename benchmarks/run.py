"""Measure trickgames' speed goals (issue 5) and print a table; write it as JSON.

Usage (from the repository root, with the package installed)::

    .venv/bin/python benchmarks/run.py [--runs 7] [--seconds 1.0] [--out FILE.json]
    .venv/bin/python benchmarks/run.py --baseline REV [--runs 7] [--seconds 1.0] [--out FILE]
    .venv/bin/python benchmarks/run.py --openspiel [--runs 5] [--seconds 1.0] [--out FILE]

``--openspiel`` measures the goals of the public API and the command line against OpenSpiel
in one run (``benchmarks/versus.py``, whose docstring defines every figure).

Every figure is the median of ``--runs`` timed runs of ``--seconds`` each. A bare mutable
pure-Python loop of the same game (``benchmarks/yardstick.py``) runs in the same process,
interleaved with the library's measurements, and every figure is also given as a ratio to the
Doppelkopf yardstick: absolute times drift on shared machines, ratios much less. The ratio is
*paired*: within each run, each figure's time is cut into slices of ``--slice`` seconds that
alternate with slices of the yardstick, so figure and yardstick share the machine's state of
the moment; the run's ratio is the figure's rate over the yardstick's rate of those slices,
and the reported ratio is the median over the runs. The goals of issue 5 were set on a
reference machine where the Doppelkopf yardstick made 24,700 deals/s; each goal is checked as
the ratio ``goal / 24,700``.

A random deal is drawn from a running generator, the players' (``deal(rules, rng=...)``), as
the yardstick and OpenSpiel's chance nodes draw theirs; each game's first preset is also
measured with every deal seeded on its own (``deal(rules, seed=k)``, as ``trickgames
simulate`` deals), which adds the seeding of a Mersenne Twister to every deal.

With ``--baseline REV``, the library's figures (not the yardstick's, OpenSpiel's, the
``legal_actions`` times or the state sizes) are measured for git revision ``REV`` and for the
working tree side by side: ``REV`` is extracted to a temporary directory (``git archive``),
and two worker processes (``benchmarks/_worker.py``, the working tree's measuring code
``benchmarks/_measures.py`` for both; a new pair for every run) import ``trickgames`` from
``REV``'s and from the working tree's ``src``. Each figure's time alternates slices of
``--slice`` seconds between the two workers, one at a time; a run's ratio is the current rate
over the baseline rate, and the
reported ratio is the median over the runs, with the verdict "not more than 3% below
baseline" (ratio >= 0.97). The table is written as JSON to ``--out`` (default
``benchmarks/results/baseline.json``).

Where ``open_spiel`` (pyspiel) is installed, OpenSpiel's Oh Hell (4 players, 12 tricks) and
Skat are measured in the same run, driven from Python with random legal actions: as its users
write it (``random.Random.randrange``: the anchor for the reference figures), and for the
head-to-head with Doppelkopf also with the library's own draw (``floor(random() * n)``, as
:class:`~trickgames._core.rng.Rng` and the random players), so that the two loops differ in
their engines only.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import platform
import random
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from math import floor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))

import _measures
import _trees
import yardstick
from _measures import game_module, run_slice

# trickgames itself is imported where it is used: with --baseline, this process does not
# import it at all (the workers do), so it runs while the working tree's does not import.

#: Doppelkopf yardstick deals/s on the machine where the goals were set (issue 5).
REFERENCE_YARDSTICK = 24_700

#: OpenSpiel's figures on the reference machine (issue 5): where OpenSpiel runs in the same
#: process, a second estimate converts each game's figures with the C++ engine as the anchor
#: (Oh Hell for Doppelkopf, Skat for Schafkopf). A check of the yardstick: a yardstick that is
#: slower than the reference one, relative to a fixed C++ engine, makes every ratio look better.
OPENSPIEL_REFERENCE = {
    "doppelkopf": ("openspiel oh_hell deals/s", 7_300),
    "schafkopf": ("openspiel skat deals/s", 13_300),
}

#: The label suffix of OpenSpiel driven with the library's own draw (see :func:`_openspiel`).
SAME_DRAWS = "(same draws)"

GOALS = {
    "doppelkopf deals/s": 9_000,
    "schafkopf deals/s": 14_000,
    "doppelkopf validation records/s": 4_000,
    "schafkopf validation records/s": 6_000,
}


def _paired_rate(body: Callable[[], int], yard: Callable[[], int], seconds: float,
                 slice_seconds: float) -> tuple[float, float]:
    """The rates (units per second) of ``body`` over ``seconds`` and of the yardstick ``yard``
    over as long, measured in alternating slices of ``slice_seconds``."""
    done = yard_done = 0
    spent = yard_spent = 0.0
    gc.collect()
    while spent < seconds:
        units, elapsed = run_slice(yard, slice_seconds)
        yard_done += units
        yard_spent += elapsed
        units, elapsed = run_slice(body, min(slice_seconds, seconds - spent))
        done += units
        spent += elapsed
    return done / spent, yard_done / yard_spent


def legal_actions_median(name: str, preset: str) -> float:
    """Median microseconds of one ``legal_actions(state)`` call in the middle of deals."""
    from trickgames._core.rng import Rng

    game = game_module(name)
    policy = importlib.import_module(f"trickgames.bots.{name}").random_policy
    samples = []
    for seed in range(200):
        rng = Rng(seed)
        state = game.deal(preset, seed=seed)
        while not state.is_over and len(state.tricks) < 4:
            state = game.apply_unchecked(state, policy(rng, state))
        if state.is_over:
            continue
        start = time.perf_counter()
        for _ in range(200):
            game.legal_actions(state)
        samples.append((time.perf_counter() - start) / 200 * 1e6)
    return statistics.median(samples)


def _deep_size(obj: Any, seen: set[int] | None = None) -> int:
    """Bytes of ``obj`` and everything it references that no other state shares."""
    seen = seen if seen is not None else set()
    if id(obj) in seen or obj is None or isinstance(obj, type):
        return 0
    seen.add(id(obj))
    size = sys.getsizeof(obj)
    if isinstance(obj, dict):
        size += sum(_deep_size(k, seen) + _deep_size(v, seen) for k, v in obj.items())
    elif isinstance(obj, list | tuple | set | frozenset):
        size += sum(_deep_size(x, seen) for x in obj)
    elif hasattr(obj, "__slots__"):
        for cls in type(obj).__mro__:
            for slot in getattr(cls, "__slots__", ()):
                if hasattr(obj, slot):
                    size += _deep_size(getattr(obj, slot), seen)
    return size


def state_size(name: str, preset: str) -> int:
    """Bytes of a finished deal's state (rules, cached tables and enum members excluded)."""
    from trickgames._core.rng import Rng

    game = game_module(name)
    policy = importlib.import_module(f"trickgames.bots.{name}").random_policy
    rng = Rng(3)
    state = game.deal(preset, seed=3)
    while not state.is_over:
        state = game.apply_unchecked(state, policy(rng, state))
    shared: set[int] = set()
    _deep_size(game.Rules.from_json(preset), shared)
    for module_name in ("cards", "actions"):
        module = importlib.import_module(f"trickgames.{name}.{module_name}")
        for value in vars(module).values():
            _deep_size(value, shared)
    order = getattr(state.game, "order", None)
    if order is not None:
        _deep_size(order, shared)
    return _deep_size(state, shared)


def _openspiel(game_string: str, same_draws: bool = False) -> Callable[[], int] | None:
    """Random legal games of OpenSpiel, driven from Python. The draw: ``randrange`` as its
    users write it, or (``same_draws``) the library's ``floor(random() * n)``, which costs
    less, so that a head-to-head compares the engines and not the drivers.

    OpenSpiel's ``apply_action`` does not check that an action is legal (an illegal one is
    applied as is): like trickgames' ``apply_unchecked``, not like its ``apply``.
    """
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game(game_string)
    rng = random.Random(1)
    draw = rng.random

    def below(n: int) -> int:
        return floor(draw() * n)

    pick = below if same_draws else rng.randrange

    def body() -> int:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[pick(len(outcomes))][0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[pick(len(actions))])
        return 1

    return body


# -- side by side with a baseline revision (--baseline REV) ------------------------------------

#: A figure passes the baseline comparison when its ratio current/baseline reaches this.
BASELINE_THRESHOLD = 0.97

#: The verdict of a figure against the baseline.
BASELINE_VERDICT = "not more than 3% below baseline"

#: The worker that measures one side (see its docstring for the protocol).
WORKER = Path(__file__).resolve().parent / "_worker.py"


class Worker:
    """A worker process measuring the library of one tree (``benchmarks/_worker.py``)."""

    def __init__(self, tree: _trees.Tree) -> None:
        self.tree = tree
        # The same string hashes on both sides: set and dict layouts of strings then do not
        # differ between the two processes, only the code does.
        env = {**tree.env(), "PYTHONHASHSEED": "0"}
        self.process = subprocess.Popen(
            [sys.executable, str(WORKER), str(tree.src)], cwd=_trees.REPO, env=env,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
        )
        try:
            ready = self._receive()
            if not self.tree.owns(ready["file"]):  # the worker checks it too
                raise _trees.TreeError(f"{self._name()}: trickgames was imported from "
                                       f"{ready['file']}, not from {tree.src}")
        except BaseException:
            self.close()
            raise
        self.file: str = ready["file"]
        self.version: str | None = ready.get("version")

    def _name(self) -> str:
        return f"{self.tree.side} {self.tree.describe()}"

    def _receive(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise _trees.TreeError(f"{self._name()}: the worker ended "
                                   f"(exit code {self.process.wait()})")
        reply: dict[str, Any] = json.loads(line)
        if "error" in reply:
            raise _trees.TreeError(f"{self._name()}: {reply['error']}")
        return reply

    def request(self, **request: Any) -> dict[str, Any]:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps(request) + "\n")
        self.process.stdin.flush()
        return self._receive()

    def labels(self) -> list[str]:
        labels: list[str] = self.request(list=True)["labels"]
        return labels

    def measure(self, label: str, seconds: float) -> tuple[int, float]:
        reply = self.request(measure=label, seconds=seconds)
        return reply["units"], reply["elapsed"]

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


def _alternating_rates(workers: list[Worker], label: str, seconds: float,
                       slice_seconds: float) -> list[float]:
    """The rates of ``label`` on each worker, ``seconds`` each, measured in alternating slices
    of ``slice_seconds`` (one worker at a time), in the order of ``workers``."""
    done = [0] * len(workers)
    spent = [0.0] * len(workers)
    while any(t < seconds for t in spent):
        for i, worker in enumerate(workers):
            if spent[i] < seconds:
                units, elapsed = worker.measure(label, min(slice_seconds, seconds - spent[i]))
                done[i] += units
                spent[i] += elapsed
    return [d / t for d, t in zip(done, spent, strict=True)]


def _check_out(out: Path) -> None:
    """Refuse to overwrite the results of a plain run (such as the committed reference files
    that the performance page renders) with a baseline comparison."""
    try:
        existing = json.loads(out.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return
    if isinstance(existing, dict) and "goals" in existing:
        raise SystemExit(f"refusing to overwrite {out}: it holds the results of a run without "
                         "--baseline; choose another --out")


def _baseline_main(args: argparse.Namespace) -> int:
    """``--baseline REV``: the library's figures of revision REV and of the working tree (or
    of ``--current REV``), each in its own worker process, in alternating slices."""
    out = Path(args.out or "benchmarks/results/baseline.json")
    _check_out(out)
    try:
        with _trees.sides(args.baseline, args.current) as (base_tree, cur_tree):
            results = _measure_sides(args, base_tree, cur_tree)
    except _trees.TreeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2

    figures = results["figures"]
    width = max([len(k) for k in figures] + [6])
    print(f"{'figure':<{width}}  {'baseline':>10}  {'current':>10}  {'ratio':>6}  "
          f"{'runs min-max':>12}")
    for label, fig in figures.items():
        print(f"{label:<{width}}  {fig['baseline_median']:>10,.1f}  "
              f"{fig['current_median']:>10,.1f}  {fig['ratio']:6.3f}  "
              f"{min(fig['run_ratios']):5.3f}-{max(fig['run_ratios']):5.3f}")
    print()
    print(f"baseline {results['baseline']['described']}; current "
          f"{results['current']['described']}; ratio = median over the runs of "
          "current/baseline in alternating slices")
    for label, fig in figures.items():
        verdict = "yes" if fig["not_more_than_3_percent_below"] else "no"
        print(f"{label}: ratio {fig['ratio']:.3f}, {BASELINE_VERDICT}: {verdict}")
    for side in ("baseline", "current"):
        if results[f"only_{side}"]:
            print(f"only measured on the {side} side (not compared): "
                  + ", ".join(results[f"only_{side}"]))
    print(f"all figures {BASELINE_VERDICT}: "
          f"{'yes' if results['all_not_more_than_3_percent_below'] else 'no'}")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"\nwritten to {out}", file=sys.stderr)
    return 0


def _start_workers(trees: tuple[_trees.Tree, _trees.Tree]) -> list[Worker]:
    workers: list[Worker] = []
    try:
        for tree in trees:
            workers.append(Worker(tree))
    except BaseException:
        for worker in workers:
            worker.close()
        raise
    return workers


def _measure_sides(args: argparse.Namespace, base_tree: _trees.Tree,
                   cur_tree: _trees.Tree) -> dict[str, Any]:
    """The figures of both trees: ``--runs`` interleaved runs of every figure, each run
    alternating slices of the two sides; the median rates and the median of the runs' paired
    ratios current/baseline.

    Every run has a new pair of worker processes: a process's speed depends a little on where
    its memory happens to lie (a few percent, for all figures alike, measured with the same
    revision on both sides), and new processes for every run turn that into noise across the
    runs, which the median takes out, instead of a bias of the whole comparison.
    """
    labels: list[str] = []
    base_labels: list[str] = []
    cur_labels: list[str] = []
    rates: dict[str, tuple[list[float], list[float]]] = {}
    paired: dict[str, list[float]] = {}
    sides: dict[str, dict[str, Any]] = {}
    for run in range(args.runs):
        base, cur = _start_workers((base_tree, cur_tree))
        try:
            if run == 0:
                base_labels, cur_labels = base.labels(), cur.labels()
                labels = [label for label in cur_labels if label in base_labels
                          and (not args.only or any(o in label for o in args.only))]
                if not labels:
                    raise _trees.TreeError("the two sides have no measure in common")
                rates = {k: ([], []) for k in labels}
                paired = {k: [] for k in labels}
                for worker in (base, cur):
                    tree = worker.tree
                    sides[tree.side] = {**tree.as_json(), "described": tree.describe(),
                                        "version": worker.version, "trickgames_file": worker.file}
                    print(f"{tree.side}: {tree.describe()}, trickgames {worker.version} "
                          f"from {worker.file}", file=sys.stderr)
            # Which side opens each figure's alternation changes from run to run.
            order = [base, cur] if run % 2 == 0 else [cur, base]
            for label in labels:  # interleaved: every figure once per run
                measured = _alternating_rates(order, label, args.seconds, args.slice)
                base_rate, cur_rate = measured if order[0] is base else measured[::-1]
                rates[label][0].append(base_rate)
                rates[label][1].append(cur_rate)
                paired[label].append(cur_rate / base_rate)
        finally:
            base.close()
            cur.close()
        print(f"run {run + 1}/{args.runs} done", file=sys.stderr)

    figures: dict[str, dict[str, Any]] = {}
    for label in labels:
        ratio = statistics.median(paired[label])
        figures[label] = {
            "baseline_median": round(statistics.median(rates[label][0]), 1),
            "current_median": round(statistics.median(rates[label][1]), 1),
            "ratio": round(ratio, 4),
            "run_ratios": [round(r, 4) for r in paired[label]],
            "not_more_than_3_percent_below": ratio >= BASELINE_THRESHOLD,
        }
    return {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "processor": platform.processor(),
        "runs": args.runs,
        "seconds": args.seconds,
        "slice_seconds": args.slice,
        **sides,
        "threshold": BASELINE_THRESHOLD,
        "figures": figures,
        "only_baseline": [k for k in base_labels if k not in cur_labels],
        "only_current": [k for k in cur_labels if k not in base_labels],
        "all_not_more_than_3_percent_below": all(
            f["not_more_than_3_percent_below"] for f in figures.values()),
    }


def main(argv: list[str] | None = None) -> int:
    if "--openspiel" in (sys.argv[1:] if argv is None else argv):
        import versus  # the public API and the command line against OpenSpiel (its docstring)

        return versus.main(argv)
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--out", default=None,
                        help="the results file (default: benchmarks/results/latest.json, with "
                        "--baseline benchmarks/results/baseline.json)")
    parser.add_argument("--slice", type=float, default=0.1,
                        help="seconds per slice of the alternation with the yardstick")
    parser.add_argument("--quick", action="store_true", help="3 runs of 0.3 s (a smoke test)")
    parser.add_argument("--only", action="append", default=[], metavar="TEXT",
                        help="with --baseline: only the figures whose label holds TEXT "
                        "(repeatable)")
    parser.add_argument("--baseline", metavar="REV", default=None,
                        help="measure git revision REV side by side with the working tree "
                        "(the library's figures only, as ratios current/baseline)")
    # Instead of the working tree, revision REV as the current side (for when the working
    # tree does not import, or to compare two revisions).
    parser.add_argument("--current", metavar="REV", default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.quick:
        args.runs, args.seconds = 3, 0.3
    if args.current is not None and args.baseline is None:
        parser.error("--current needs --baseline")
    if args.baseline is not None:
        return _baseline_main(args)
    if args.out is None:
        args.out = "benchmarks/results/latest.json"

    games = _measures.games()
    measures: dict[str, Callable[[], int]] = {}
    dk_rng = random.Random(1)
    sk_rng = random.Random(2)
    measures["yardstick doppelkopf deals/s"] = lambda: (yardstick.doppelkopf_deal(dk_rng), 1)[1]
    measures["yardstick schafkopf deals/s"] = lambda: (yardstick.schafkopf_deal(sk_rng), 1)[1]
    measures.update(_measures.library_measures(games))
    oh_hell = "oh_hell(players=4,num_tricks_fixed=12)"
    for label, spec, same in (("openspiel oh_hell deals/s", oh_hell, False),
                              (f"openspiel oh_hell deals/s {SAME_DRAWS}", oh_hell, True),
                              ("openspiel skat deals/s", "skat", False)):
        body = _openspiel(spec, same)
        if body is not None:
            measures[label] = body

    samples: dict[str, list[float]] = {k: [] for k in measures}
    paired: dict[str, list[float]] = {k: [] for k in measures}
    yard_body = measures["yardstick doppelkopf deals/s"]
    for run in range(args.runs):
        for label, body in measures.items():  # interleaved: every measure once per run
            if body is yard_body:  # the yardstick itself: its ratio is 1
                units, elapsed = run_slice(body, args.seconds)
                rate = yard_rate = units / elapsed
            else:
                rate, yard_rate = _paired_rate(body, yard_body, args.seconds, args.slice)
            samples[label].append(rate)
            paired[label].append(rate / yard_rate)
        print(f"run {run + 1}/{args.runs} done", file=sys.stderr)

    medians = {k: statistics.median(v) for k, v in samples.items()}
    #: Each figure's ratio to the Doppelkopf yardstick: the median of the runs' paired ratios.
    ratios = {k: statistics.median(v) for k, v in paired.items()}
    results: dict[str, Any] = {
        "python": platform.python_version(),
        "machine": platform.machine(),
        "processor": platform.processor(),
        "runs": args.runs,
        "seconds": args.seconds,
        "slice_seconds": args.slice,
        "figures": {},
    }
    for label, value in medians.items():
        results["figures"][label] = {"median": round(value, 1),
                                     "ratio_to_yardstick": round(ratios[label], 4)}
    for name in games:
        results["figures"][f"{name} legal_actions median µs"] = {
            "median": round(legal_actions_median(name, next(iter(game_module(name).PRESETS))), 3)
        }
        results["figures"][f"{name} finished state bytes"] = {
            "median": state_size(name, next(iter(game_module(name).PRESETS)))
        }
    goals = {}
    for goal_label, goal in GOALS.items():
        name, rest = goal_label.split(" ", 1)
        key = (f"{name} {next(iter(game_module(name).PRESETS))} {rest}"
               if rest == "deals/s" and name in games else goal_label)
        if key not in medians:
            continue
        ratio = ratios[key]
        goals[goal_label] = {
            "measured": round(medians[key], 1),
            "ratio": round(ratio, 4),
            "goal_ratio": round(goal / REFERENCE_YARDSTICK, 4),
            "met": ratio >= goal / REFERENCE_YARDSTICK,
            "reference_machine_equivalent": round(ratio * REFERENCE_YARDSTICK),
        }
        anchor, anchor_reference = OPENSPIEL_REFERENCE[name]
        if anchor in medians:  # the cross-check with OpenSpiel as the anchor
            equivalent = ratios[key] / ratios[anchor] * anchor_reference
            goals[goal_label]["openspiel_anchor_equivalent"] = round(equivalent)
            goals[goal_label]["met_by_openspiel_anchor"] = equivalent >= goal
    # "Ahead of OpenSpiel-from-Python": against OpenSpiel driven with the same draws, so that
    # only the engines differ; with apply (checked) for the verdict, and apply_unchecked as the
    # like-for-like figure (OpenSpiel's apply_action checks nothing either).
    rival = f"openspiel oh_hell deals/s {SAME_DRAWS}"
    for goal_label, dk_key in (
        ("doppelkopf ahead of openspiel oh_hell", "doppelkopf ddv deals/s"),
        ("doppelkopf ahead of openspiel oh_hell, both unchecked",
         "doppelkopf ddv deals/s (apply_unchecked)"),
    ):
        if dk_key in medians and rival in medians:
            # Judged by the paired ratios: the two medians come from different moments of
            # the machine and can point the other way.
            goals[goal_label] = {
                "measured": round(medians[dk_key], 1),
                "openspiel": round(medians[rival], 1),
                "measured_ratio_to_yardstick": round(ratios[dk_key], 4),
                "openspiel_ratio_to_yardstick": round(ratios[rival], 4),
                "ratio": round(ratios[dk_key] / ratios[rival], 4),
                "met": ratios[dk_key] > ratios[rival],
            }
    results["goals"] = goals

    width = max(len(k) for k in results["figures"])
    print(f"{'figure':<{width}}  {'median':>12}  {'ratio':>8}")
    for label, fig in results["figures"].items():
        ratio = fig.get("ratio_to_yardstick")
        print(f"{label:<{width}}  {fig['median']:>12,.1f}  "
              f"{'' if ratio is None else f'{ratio:8.3f}'}")
    print()
    for label, goal in goals.items():
        verdict = "met" if goal["met"] else "NOT met"
        if "goal_ratio" not in goal:  # the comparison with OpenSpiel in the same run
            print(f"goal {label}: {goal['measured_ratio_to_yardstick']:.3f} vs "
                  f"{goal['openspiel_ratio_to_yardstick']:.3f} of the yardstick (ratio "
                  f"{goal['ratio']:.3f}; medians {goal['measured']:,.0f} vs "
                  f"{goal['openspiel']:,.0f} deals/s, taken at other moments): {verdict}")
            continue
        cross = ""
        if "openspiel_anchor_equivalent" in goal:
            cross = (f"; by the OpenSpiel anchor {goal['openspiel_anchor_equivalent']:,} "
                     f"({'met' if goal['met_by_openspiel_anchor'] else 'NOT met'})")
        print(f"goal {label}: {goal['reference_machine_equivalent']:,} on the reference machine "
              f"(ratio {goal['ratio']:.3f}, needs {goal['goal_ratio']:.3f}): {verdict}{cross}")
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(results, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"\nwritten to {out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
