"""The ``trickgames`` command line (also ``python -m trickgames``).

===========================================  ==================================================
command                                      does
===========================================  ==================================================
``trickgames validate [--json] PATH...``     validates record files (``.json``, ``.jsonl``,
                                             folders); exit 0 all valid, 1 any invalid, 2 on
                                             usage errors or unreadable files
``trickgames simulate GAME [options]``       plays random legal deals and writes them as
                                             records (JSON Lines); ``--session``: whole
                                             sessions as session records
``trickgames play GAME [options]``           plays a deal in the terminal against three
                                             computer players; ``--session``: a whole session
``trickgames rules GAME [PRESET]``           every option of a preset, its value and meaning
===========================================  ==================================================
"""

from __future__ import annotations

import argparse
import json
import secrets
import sys
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, TextIO, TypeVar

from trickgames import __version__
from trickgames._core.driver import resolve_rules
from trickgames._core.errors import TrickgamesError
from trickgames._core.options import option_specs
from trickgames._core.report import Report
from trickgames._core.sessions import start as new_session
from trickgames._games import GAMES

__all__ = ["main"]


EXIT_OK, EXIT_INVALID, EXIT_USAGE = 0, 1, 2

_T = TypeVar("_T")


class _Usage(Exception):
    """A usage error found after parsing: :func:`main` writes ``trickgames: {message}`` on
    stderr and exits with :data:`EXIT_USAGE`."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@contextmanager
def _refused_as_usage() -> Iterator[None]:
    """A :class:`TrickgamesError` inside the block (options the library refuses) becomes a
    usage error with the error's message."""
    try:
        yield
    except TrickgamesError as exc:
        raise _Usage(f"{exc}") from exc


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
    validate.add_argument("--jobs", type=_positive, default=1,
                          help="worker processes (same output, same order)")

    simulate = _game_command(
        sub, "simulate",
        help="play random legal deals and write them as records",
        description="Play N random legal deals through every phase and write them as records "
        "(one JSON object per line). The same seed gives the same records on every machine.",
    )
    simulate.add_argument("--rules", default=None,
                          help="a preset name or a rules JSON object (default: the first preset)")
    simulate.add_argument("-n", type=_positive, default=None,
                          help="number of deals (100), or of sessions with --session (10)")
    simulate.add_argument("--seed", type=_non_negative, default=0, help="the run's seed (0)")
    simulate.add_argument("--out", default="-",
                          help="output file (.jsonl); '-' or nothing: standard output")
    simulate.add_argument("--jobs", type=_positive, default=1,
                          help="worker processes (same output, same order)")
    _session_options(simulate, simulate=True)

    play = _game_command(
        sub, "play",
        help="play a deal in the terminal against three computer players",
        description="Play one deal in the terminal against three computer players. Type the "
        "number of a choice or its words (play HT, re). Ctrl-D or Ctrl-C leave.",
    )
    play.add_argument("--rules", default=None, help="a preset name or a rules JSON object")
    play.add_argument("--seat", type=int, choices=range(5), default=0, metavar="K",
                      help="your seat, 0-3; with --session your player, 0-4 at five (0)")
    play.add_argument("--seed", type=_non_negative, default=None,
                      help="the deal's (or session's) seed (default: random)")
    _session_options(play, simulate=False)

    rules = _game_command(
        sub, "rules",
        help="list a preset's options, values and meanings",
        description="Show every option of a game's preset with its value and meaning.",
    )
    rules.add_argument("preset", nargs="?", help="a preset name or a rules JSON object")
    return parser


def _game_command(sub: Any, name: str, *, help: str,
                  description: str) -> argparse.ArgumentParser:
    """A command whose first argument is a game of the registry."""
    command: argparse.ArgumentParser = sub.add_parser(name, help=help, description=description)
    command.add_argument("game", choices=GAMES, metavar="GAME", help=" or ".join(GAMES))
    return command


#: The session options and their defaults (when one is set, ``--session`` is required).
_SESSION_ONLY = {"players": None, "deals": None, "no_compulsory_solos": False,
                 "first_dealer": None, "stop_after": None}


def _session_options(parser: argparse.ArgumentParser, *, simulate: bool) -> None:
    """The ``--session`` flag and the options of a session (see docs/sessions.md)."""
    group = parser.add_argument_group(
        "sessions", "whole sessions: a DDV round of 24 deals with compulsory solos by default "
        "for Doppelkopf; Schafkopf sessions are open-ended unless --deals is given")
    what = ("play whole sessions and write session records (trickgames.session/1)" if simulate
            else "play a whole session (a round of deals) against computer players")
    group.add_argument("--session", action="store_true", help=what)
    group.add_argument("--players", type=int, choices=(4, 5), default=None,
                       help="4, or 5 (Doppelkopf: the dealer sits out) (4)")
    group.add_argument("--deals", type=_deals, default=None, metavar="N|open",
                       help="deals that count (Doppelkopf 24); 'open': open-ended"
                       + ("" if simulate else " (Schafkopf's default: you end it)"))
    group.add_argument("--no-compulsory-solos", action="store_true",
                       help="Doppelkopf: nobody owes a compulsory solo")
    if simulate:
        group.add_argument("--first-dealer", type=_non_negative, default=None, metavar="K",
                           help="the player who deals first (0)")
        group.add_argument("--stop-after", type=_positive, default=None, metavar="N",
                           help="with --deals open: the table stops after N deals")


def _deals(text: str) -> int | str:
    if text.strip().lower() == "open":
        return "open"
    try:
        return _positive(text)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(
            f"a number of deals (at least 1) or 'open', not {text!r}") from None


def _positive(text: str) -> int:
    return _whole_number(text, 1, "must be at least 1")


def _non_negative(text: str) -> int:
    return _whole_number(text, 0, "must not be negative")


def _whole_number(text: str, least: int, complaint: str) -> int:
    """``text`` as a whole number of at least ``least`` (else ``complaint, not N``)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < least:
        raise argparse.ArgumentTypeError(f"{complaint}, not {value}")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = _parser()
    args = parser.parse_args(argv)
    if args.command in ("simulate", "play") and not args.session:
        given = [k for k, v in _SESSION_ONLY.items() if getattr(args, k, v) != v]
        if given:
            flag = "--" + given[0].replace("_", "-")
            parser.error(f"{args.command}: {flag} needs --session")
        if args.command == "play" and args.seat > 3:
            parser.error("play: --seat is 0-3 (0-4 with --session --players 5)")
    try:
        if args.command == "validate":
            return _validate(args.paths, as_json=args.json, out=sys.stdout, jobs=args.jobs)
        if args.command == "simulate" and args.session:
            return _simulate_sessions(args)
        if args.command == "simulate":
            return _simulate(args.game, args.rules, args.n or 100, args.seed, args.out,
                             args.jobs)
        if args.command == "play" and args.session:
            return _play_session(args)
        if args.command == "play":
            return _play(args.game, args.rules, args.seat, args.seed)
        if args.command == "rules":
            return _rules(args.game, args.preset, out=sys.stdout)
    except _Usage as exc:
        print(f"trickgames: {exc.message}", file=sys.stderr)
        return EXIT_USAGE
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


def _validate(paths: Sequence[str], *, as_json: bool, out: TextIO, jobs: int = 1) -> int:
    from trickgames import read_records

    counts = {"valid": 0, "invalid": 0}
    per_game: dict[str, int] = {}
    unreadable = False

    def cannot_read(path: str, exc: OSError) -> None:  # the other paths are still read
        nonlocal unreadable
        unreadable = True
        print(f"trickgames: cannot read {path}: {exc.strerror or exc}", file=sys.stderr)

    for report in read_records(*paths, jobs=jobs, on_error=cannot_read):
        counts["valid" if report.valid else "invalid"] += 1
        if report.game:
            per_game[report.game] = per_game.get(report.game, 0) + 1
        if as_json:
            out.write(json.dumps(report.to_json(), ensure_ascii=False) + "\n")
        elif not report.valid:
            out.write(f"{report.source}: {_first_problem(report)}\n")
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


class _Progress:
    """A one-line progress bar on a terminal (nothing when stderr is not a terminal)."""

    def __init__(self, total: int, stream: TextIO, unit: str = "deals",
                 minimum: int = 200) -> None:
        self.total = total
        self.stream = stream
        self.unit = unit
        self.active = stream.isatty() and total >= minimum
        self.start = time.perf_counter()
        self.shown = 0.0

    def update(self, done: int) -> None:
        if not self.active:
            return
        now = time.perf_counter()
        if now - self.shown < 0.2 and done < self.total:
            return
        self.shown = now
        width = 30
        filled = width * done // self.total
        rate = done / max(now - self.start, 1e-9)
        self.stream.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{self.total} "
                          f"{rate:,.0f} {self.unit}/s")
        self.stream.flush()

    def close(self) -> None:
        if self.active:
            self.stream.write("\r" + " " * 70 + "\r")
            self.stream.flush()


def _simulate(game: str, rules_text: str | None, n: int, seed: int, out_path: str,
              jobs: int) -> int:
    from trickgames.simulation import simulate_lines

    rules = _rules_or_usage(game, rules_text)
    counts: dict[str, int] = {}
    with _output(out_path) as out:
        progress = _Progress(n, sys.stderr)
        start = time.perf_counter()
        try:
            lines = simulate_lines(game, rules, n, seed, jobs=jobs)
            for done, (line, label) in enumerate(lines, 1):
                out.write(line + "\n")
                counts[label] = counts.get(label, 0) + 1
                progress.update(done)
        finally:
            progress.close()
    seconds = time.perf_counter() - start
    kinds = ", ".join(f"{k} {v}" for k, v in sorted(counts.items(), key=lambda kv: -kv[1]))
    print(f"{n} {game} deals ({_shown(rules)}, seed {seed}) in {seconds:.2f} s: "
          f"{n / max(seconds, 1e-9):,.0f} deals/s", file=sys.stderr)
    print(f"contracts: {kinds}", file=sys.stderr)
    return EXIT_OK


def _play(game: str, rules_text: str | None, seat: int, seed: int | None) -> int:
    from trickgames.terminal import play_in_terminal, save_prompt

    rules = _rules_or_usage(game, rules_text)
    return _in_terminal(
        lambda: play_in_terminal(game, rules, seat=seat, seed=seed, out=sys.stdout),
        lambda state: save_prompt(input, sys.stdout, game, state))


def _in_terminal(play: Callable[[], _T], save: Callable[[_T], object]) -> int:
    """Play in the terminal, then offer to save what was played; leaving (Ctrl-D, Ctrl-C,
    ``quit``) says goodbye instead. Exit code 0 either way."""
    from trickgames.terminal import Quit

    try:
        played = play()
    except Quit:
        print("\nBye.")
        return EXIT_OK
    save(played)
    return EXIT_OK


def _session_settings(args: argparse.Namespace) -> dict[str, Any]:
    """The ``start`` options of ``--session`` (players, deals, compulsory solos)."""
    driver = GAMES[args.game].sessions
    players = args.players or 4
    deals = args.deals if args.deals is not None else driver.default_deals
    return {"players": players, "deals": None if deals in (None, "open") else deals,
            "compulsory_solos": driver.has_compulsory_solos and not args.no_compulsory_solos}


def _session_setup(args: argparse.Namespace) -> tuple[str, Any, dict[str, Any]]:
    """The game, the rules and the ``start`` options of ``--session`` (:class:`_Usage` when
    the rules are not rules)."""
    return args.game, _rules_or_usage(args.game, args.rules), _session_settings(args)


@contextmanager
def _output(out_path: str) -> Iterator[TextIO]:
    """The stream of ``--out``: standard output for ``-``, else the file, opened for writing
    (:class:`_Usage` when it cannot be) and closed at the end of the block."""
    if out_path == "-":
        yield sys.stdout
        return
    try:
        out = open(out_path, "w", encoding="utf-8")  # noqa: SIM115
    except OSError as exc:
        raise _Usage(f"cannot write {out_path}: {exc.strerror or exc}") from exc
    with out:
        yield out


def _shown(rules: Any) -> str:
    """The rules as the summary line shows them: a preset name, or the JSON object."""
    shown = rules.to_json()
    return shown if isinstance(shown, str) else json.dumps(shown)


def _simulate_sessions(args: argparse.Namespace) -> int:
    from trickgames.simulation import simulate_session_lines, start_session

    game, rules, settings = _session_setup(args)
    if args.deals is None and settings["deals"] is None:
        raise _Usage(f"{GAMES[game].title} sessions are open-ended: give the number of "
                     "deals (--deals 32) or --deals open --stop-after N")
    if args.deals == "open" and args.stop_after is None:
        raise _Usage("an open-ended session never ends by itself: give --stop-after N")
    if args.stop_after is not None and args.deals != "open":
        raise _Usage("--stop-after is for open-ended sessions (--deals open)")
    settings.update(first_dealer=args.first_dealer or 0, stop_after=args.stop_after)
    with _refused_as_usage():
        start_session(game, rules, **settings)
    n = args.n or 10
    deals = 0
    with _output(args.out) as out:
        progress = _Progress(n, sys.stderr, unit="sessions", minimum=20)
        start = time.perf_counter()
        try:
            lines = simulate_session_lines(game, rules, n, args.seed, jobs=args.jobs,
                                           **settings)
            for done, (line, count) in enumerate(lines, 1):
                out.write(line + "\n")
                deals += count
                progress.update(done)
        finally:
            progress.close()
    seconds = max(time.perf_counter() - start, 1e-9)
    length = (f"{settings['deals']} deals" if settings["deals"] is not None
              else f"open-ended, stopped after {args.stop_after} deals")
    if settings["compulsory_solos"]:
        length += " with compulsory solos"
    print(f"{n} {game} session{'s' if n != 1 else ''} ({_shown(rules)}, "
          f"{settings['players']} players, "
          f"{length}, seed {args.seed}): {deals} deals in {seconds:.2f} s: "
          f"{n / seconds:,.1f} sessions/s, {deals / seconds:,.0f} deals/s", file=sys.stderr)
    return EXIT_OK


def _play_session(args: argparse.Namespace) -> int:
    from trickgames.terminal import play_session_in_terminal, save_session_prompt

    game, rules, settings = _session_setup(args)
    table = settings["players"]
    if args.seat >= table:
        raise _Usage(f"--seat is a player 0-{table - 1}")
    seed = args.seed if args.seed is not None else secrets.randbits(32)
    with _refused_as_usage():
        # The player on the person's right deals first: the person is forehand.
        session = new_session(GAMES[game].sessions, rules, table, deals=settings["deals"],
                              compulsory_solos=settings["compulsory_solos"],
                              first_dealer=(args.seat - 1) % table,
                              meta={"generator": "trickgames play --session", "seed": seed})
    return _in_terminal(
        lambda: play_session_in_terminal(game, session, player=args.seat, seed=seed,
                                         out=sys.stdout),
        lambda played: save_session_prompt(input, sys.stdout, played))


def _load_rules(game: str, preset: str | None) -> Any:
    engine = GAMES[game].engine
    if preset is None:
        return next(iter(engine.PRESETS.values()))
    text = preset.strip()
    value: Any = json.loads(text) if text.startswith("{") else text
    return resolve_rules(value, engine.Rules, engine.PRESETS)


def _rules_or_usage(game: str, preset: str | None, prefix: str = "invalid rules: ") -> Any:
    """The rules of ``--rules`` (:class:`_Usage`, saying why, when they are not rules)."""
    try:
        return _load_rules(game, preset)
    except TrickgamesError as exc:  # RulesError, or a bad preset name
        raise _Usage(f"{prefix}{exc}") from exc
    except json.JSONDecodeError as exc:
        raise _Usage(f"the rules are not valid JSON: {exc.msg}") from exc


def _rules(game: str, preset: str | None, *, out: TextIO) -> int:
    rules = _rules_or_usage(game, preset, prefix="")
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
