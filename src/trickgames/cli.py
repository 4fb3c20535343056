"""The ``trickgames`` command line (also ``python -m trickgames``).

===========================================  ==================================================
command                                      does
===========================================  ==================================================
``trickgames validate [--json] PATH...``     validates record files (``.json``, ``.jsonl``,
                                             folders); exit 0 all valid, 1 any invalid, 2 on
                                             usage errors or unreadable files
``trickgames rules GAME [PRESET]``           every option of a preset, its value and meaning
===========================================  ==================================================
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any, TextIO

from trickgames import __version__
from trickgames._core.errors import RulesError, TrickgamesError
from trickgames._core.options import option_specs
from trickgames._core.records import iter_sources
from trickgames._core.validation import Report, validate_text

__all__ = ["main"]

GAMES = ("doppelkopf", "schafkopf")

EXIT_OK, EXIT_INVALID, EXIT_USAGE = 0, 1, 2


class _Parser(argparse.ArgumentParser):
    """argparse, but usage errors exit with code 2 and a one-line hint (no traceback)."""

    def error(self, message: str) -> Any:
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}\n")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="trickgames",
        description="Doppelkopf and Schafkopf: validate game records, show rules.",
    )
    parser.add_argument("--version", action="version", version=f"trickgames {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    sub.required = True

    validate = sub.add_parser(
        "validate",
        help="validate record files (.json, .jsonl, or folders of them)",
        description="Validate game records: replay every action, recompute the result, and "
        "report the first problem of each invalid record.",
    )
    validate.add_argument("paths", nargs="+", metavar="PATH", help="a file or folder")
    validate.add_argument(
        "--json", action="store_true", help="one JSON object per record on stdout"
    )

    rules = sub.add_parser(
        "rules",
        help="list a preset's options, values and meanings",
        description="Show every option of a game's preset with its value and meaning.",
    )
    rules.add_argument("game", choices=GAMES, metavar="GAME", help=" or ".join(GAMES))
    rules.add_argument("preset", nargs="?", help="a preset name or a rules JSON object")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args = _parser().parse_args(argv)
    try:
        if args.command == "validate":
            return _validate(args.paths, as_json=args.json, out=sys.stdout)
        if args.command == "rules":
            return _rules(args.game, args.preset, out=sys.stdout)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return EXIT_OK
    return EXIT_USAGE


def _first_problem(report: Report) -> str:
    issue = report.issues[0]
    more = len(report.issues) - 1
    extra = f" (+{more} more)" if more else ""
    return f"{issue.path}: {issue.message} [{issue.code}]{extra}"


def _validate(paths: Sequence[str], *, as_json: bool, out: TextIO) -> int:
    counts = {"valid": 0, "invalid": 0}
    per_game: dict[str, int] = {}
    unreadable = False
    for path in paths:
        try:
            for source in iter_sources([path]):
                if source.text is None:
                    assert source.error is not None
                    report = Report(source.label, False, (source.error,))
                else:
                    report = validate_text(source.text, source.label)
                counts["valid" if report.valid else "invalid"] += 1
                if report.game:
                    per_game[report.game] = per_game.get(report.game, 0) + 1
                if as_json:
                    out.write(json.dumps(report.to_json(), ensure_ascii=False) + "\n")
                elif not report.valid:
                    out.write(f"{report.source}: {_first_problem(report)}\n")
        except OSError as exc:
            unreadable = True
            print(f"trickgames: cannot read {path}: {exc.strerror or exc}", file=sys.stderr)
    total = counts["valid"] + counts["invalid"]
    games = ", ".join(f"{n} {g}" for g, n in sorted(per_game.items()))
    summary = (
        f"{total} record{'s' if total != 1 else ''}"
        + (f" ({games})" if games else "")
        + f": {counts['valid']} valid, {counts['invalid']} invalid"
    )
    print(summary, file=sys.stderr if as_json else out)
    if unreadable:
        return EXIT_USAGE
    return EXIT_INVALID if counts["invalid"] else EXIT_OK


def _load_rules(game: str, preset: str | None) -> Any:
    import importlib

    module = importlib.import_module(f"trickgames.{game}.rules")
    if preset is None:
        return next(iter(module.PRESETS.values()))
    text = preset.strip()
    value: Any = json.loads(text) if text.startswith("{") else text
    return module.Rules.from_json(value)


def _rules(game: str, preset: str | None, *, out: TextIO) -> int:
    try:
        rules = _load_rules(game, preset)
    except (RulesError, TrickgamesError) as exc:
        print(f"trickgames: {exc}", file=sys.stderr)
        return EXIT_USAGE
    except json.JSONDecodeError as exc:
        print(f"trickgames: the rules are not valid JSON: {exc.msg}", file=sys.stderr)
        return EXIT_USAGE
    except ModuleNotFoundError:
        print(f"trickgames: {game} is not available in this version", file=sys.stderr)
        return EXIT_USAGE
    specs = option_specs(type(rules))
    title = f"{game} rules, preset {rules.preset}"
    changed = rules.to_json(as_object=True)
    if len(changed) > 1:
        title += " with " + ", ".join(f"{k}={json.dumps(v)}" for k, v in changed.items()
                                      if k != "preset")
    out.write(title + "\n\n")
    rows = [(s.name, json.dumps(s.dump(getattr(rules, s.name))), s.doc) for s in specs]
    name_w = max(len(r[0]) for r in rows)
    value_w = max(len(r[1]) for r in rows)
    for name, value, doc in rows:
        out.write(f"{name:<{name_w}}  {value:<{value_w}}  {doc}\n")
    return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
