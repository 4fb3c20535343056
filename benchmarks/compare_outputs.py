"""Check that the command line's outputs are byte for byte those of a baseline git revision.

Usage (from the repository root, with the package installed)::

    .venv/bin/python benchmarks/compare_outputs.py --baseline REV [--quick]

Revision ``REV`` is extracted to a temporary directory (``git archive``, as ``benchmarks/run.py
--baseline`` does), and a fixed list of ``python -m trickgames`` commands runs on both trees,
each in its own process from the repository root with ``PYTHONPATH`` set to the tree's
``src``: ``simulate`` of every preset of both games (``-n 300``, seeds 11 and 0), ``simulate
--session`` of both games, ``validate --json`` of the working tree's ``tests/data``,
``examples/records`` and ``examples/invalid`` (the same files for both trees), and ``rules
GAME PRESET`` of every preset. The preset names are read from the current tree's game
modules. For every command it prints ``same`` or ``DIFFERENT`` (with the first line that
differs on each side): standard output is compared by its SHA-256, and the exit codes must
agree too. ``--quick`` simulates fewer deals and sessions.

Exit code 0: every output is the same; 1: some output differs; 2: a tree could not be
extracted or imported, or a command wrote nothing on either side (nothing was compared).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import _trees

GAMES = ("doppelkopf", "schafkopf")

#: The inputs of ``validate --json``, relative to the repository root (the working tree's).
VALIDATE_INPUTS = ("tests/data", "examples/records", "examples/invalid")

_PRESETS = """
import importlib, json
print(json.dumps({g: list(importlib.import_module("trickgames." + g).PRESETS) for g in %r}))
"""


@dataclass(frozen=True)
class Output:
    returncode: int
    stdout: bytes
    stderr: bytes

    @property
    def digest(self) -> str:
        return hashlib.sha256(self.stdout).hexdigest()


def commands(presets: dict[str, list[str]], quick: bool) -> list[list[str]]:
    """The ``trickgames`` command lines to compare (arguments after ``python -m trickgames``)."""
    deals, sessions = ("40", "2") if quick else ("300", "4")
    out: list[list[str]] = []
    for game in GAMES:
        for preset in presets[game]:
            for seed in ("11", "0"):
                out.append(["simulate", game, "--rules", preset, "-n", deals, "--seed", seed])
    session = ["--session", "-n", sessions, "--seed", "5"]
    out.append(["simulate", "doppelkopf", *session])
    out.append(["simulate", "doppelkopf", *session, "--players", "5", "--deals", "10"])
    out.append(["simulate", "schafkopf", *session, "--deals", "8"])
    for folder in VALIDATE_INPUTS:
        out.append(["validate", "--json", folder])
    for game in GAMES:
        for preset in presets[game]:
            out.append(["rules", game, preset])
    return out


def run(tree: _trees.Tree, argv: list[str]) -> Output:
    done = subprocess.run([sys.executable, "-m", "trickgames", *argv], cwd=_trees.REPO,
                          env=tree.env(), capture_output=True, check=False)
    return Output(done.returncode, done.stdout, done.stderr)


def _first_difference(base: bytes, cur: bytes) -> str:
    """The first line that differs, on each side (shortened)."""
    base_lines, cur_lines = base.splitlines(), cur.splitlines()
    for number in range(max(len(base_lines), len(cur_lines))):
        left = base_lines[number] if number < len(base_lines) else None
        right = cur_lines[number] if number < len(cur_lines) else None
        if left != right:
            return (f"    line {number + 1}:\n      baseline: {_show(left)}\n"
                    f"      current:  {_show(right)}")
    return "    (the lines agree; the line endings differ)"


def _show(line: bytes | None, width: int = 160) -> str:
    if line is None:
        return "(no such line: the output ends before)"
    text = line.decode("utf-8", errors="replace")
    return text if len(text) <= width else text[:width] + " ..."


def _stderr_tail(output: Output) -> str:
    lines = output.stderr.decode("utf-8", errors="replace").strip().splitlines()
    return lines[-1] if lines else "(nothing on stderr)"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--baseline", metavar="REV", required=True,
                        help="the git revision to compare the working tree with")
    parser.add_argument("--quick", action="store_true",
                        help="-n 40 deals and 2 sessions instead of 300 and 4")
    # Instead of the working tree, revision REV as the current side (for when the working
    # tree does not import, or to compare two revisions).
    parser.add_argument("--current", metavar="REV", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--jobs", type=int, default=2,
                        help="commands run at the same time (2)")
    args = parser.parse_args(argv)

    differ = unchecked = 0
    try:
        with _trees.sides(args.baseline, args.current) as (base, cur):
            _trees.check_import(base)
            presets = json.loads(_trees.check_import(cur, _PRESETS % (GAMES,)))
            print(f"baseline: {base.describe()}\ncurrent:  {cur.describe()}")
            todo = commands(presets, args.quick)
            with ThreadPoolExecutor(max(1, args.jobs)) as pool:
                results = [(argv, pool.submit(run, base, argv), pool.submit(run, cur, argv))
                           for argv in todo]
                for argv, base_future, cur_future in results:
                    left, right = base_future.result(), cur_future.result()
                    shown = "trickgames " + " ".join(argv)
                    if left.stdout == right.stdout and left.returncode == right.returncode:
                        lines = left.stdout.count(b"\n")
                        note = f"{lines} lines, sha256 {left.digest[:16]}"
                        if left.returncode:
                            note += f", exit {left.returncode} on both"
                        if not left.stdout:
                            unchecked += 1
                            note = (f"NO OUTPUT on either side, exit {left.returncode}: "
                                    f"{_stderr_tail(left)}")
                        print(f"same       {shown}  ({note})")
                        continue
                    differ += 1
                    print(f"DIFFERENT  {shown}")
                    if left.returncode != right.returncode:
                        print(f"    exit codes: baseline {left.returncode} "
                              f"({_stderr_tail(left)}), current {right.returncode} "
                              f"({_stderr_tail(right)})")
                    if left.stdout != right.stdout:
                        print(f"    sha256: baseline {left.digest[:16]}, current "
                              f"{right.digest[:16]}")
                        print(_first_difference(left.stdout, right.stdout))
    except _trees.TreeError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    total = len(todo)
    print(f"\n{total - differ} of {total} commands give the same output, {differ} differ"
          + (f"; {unchecked} gave no output to compare" if unchecked else ""))
    if differ:
        return 1
    return 2 if unchecked else 0


if __name__ == "__main__":
    raise SystemExit(main())
