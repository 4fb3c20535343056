"""Bytecodes per public random deal, by part: a measure of the public API loop that a shared
machine's load does not move.

Usage (from the repository root, with the package installed)::

    .venv/bin/python benchmarks/bytecodes.py [--deals 300] [GAME PRESET ...]

The loop is ``benchmarks/versus.py``'s (``deal(rules, rng=rng, dealer=d)``, then
``legal_actions``, a random choice ``floor(random() * n)`` and ``apply`` until the deal is
over, and ``score``), after as many deals again to warm up (tables built on first use, caches
filled). A tracer (``sys.settrace`` with ``f_trace_opcodes``) counts the bytecodes the
interpreter executes inside each call of the library, by part: ``deal``, ``legal_actions``,
``apply`` of a card play, ``apply`` of any other action, ``score``. The counts are the same on
every machine and every run of one interpreter version; they weigh every bytecode alike, so a
change that moves work into C (a ``map``, a builtin) lowers them without being faster, and
the timed figures (``benchmarks/run.py --openspiel``) stay the verdict.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections import Counter
from collections.abc import Callable
from math import floor
from types import FrameType
from typing import Any

PARTS = ("deal", "legal_actions", "apply play", "apply other", "score")
DEFAULT = (("doppelkopf", "ddv"), ("doppelkopf", "freedoko"), ("schafkopf", "standard"),
           ("schafkopf", "wirtshaus"))


def count(game_name: str, preset: str, deals: int) -> dict[str, float]:
    """Bytecodes per deal of each part (and ``steps``, actions per deal)."""
    game = importlib.import_module(f"trickgames.{game_name}")
    from trickgames import Rng

    rules = game.Rules.from_json(preset)
    rng = Rng(1)
    draw = rng.random
    executed = [0]

    def tracer(frame: FrameType, event: str, arg: Any) -> Callable[..., Any]:
        frame.f_trace_opcodes = True
        if event == "opcode":
            executed[0] += 1
        return tracer

    parts: Counter[str] = Counter()

    def traced(part: str, function: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        executed[0] = 0
        sys.settrace(tracer)
        try:
            return function(*args, **kwargs)
        finally:
            sys.settrace(None)
            parts[part] += executed[0]

    for index in range(2 * deals):
        on = index >= deals  # the first half warms up
        run: Callable[..., Any] = traced if on else (lambda _, f, *a, **k: f(*a, **k))
        state = run("deal", game.deal, rules, rng=rng, dealer=index & 3)
        while not state.is_over:
            actions = run("legal_actions", game.legal_actions, state)
            action = actions[floor(draw() * len(actions))]
            kind = "apply play" if isinstance(action, game.Play) else "apply other"
            parts["steps"] += on
            state = run(kind, game.apply, state, action)
        run("score", game.score, state)
    return {part: parts[part] / deals for part in (*PARTS, "steps")}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("pairs", nargs="*", help="GAME PRESET pairs (default: the four of "
                        "benchmarks/versus.py)")
    args = parser.parse_args(argv)
    if len(args.pairs) % 2:
        parser.error("give GAME PRESET pairs")
    pairs = list(zip(args.pairs[::2], args.pairs[1::2], strict=True)) or list(DEFAULT)
    print(f"bytecodes per deal (Python {sys.version.split()[0]}, {args.deals} deals)")
    for game_name, preset in pairs:
        per = count(game_name, preset, args.deals)
        total = sum(per[p] for p in PARTS)
        shown = ", ".join(f"{p} {per[p]:,.0f}" for p in PARTS)
        print(f"{game_name} {preset}: {total:,.0f} ({shown}; {per['steps']:.1f} actions)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
