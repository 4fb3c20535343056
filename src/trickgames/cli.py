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
``trickgames import FORMAT FILE...``         turns other programs' logs (NetSchafkopf) into
                                             records; exit 0 all imported, 1 some not, 2 on
                                             usage errors or unreadable files
===========================================  ==================================================
"""

from __future__ import annotations

import argparse
import json
import os
import secrets
import shutil
import sys
import textwrap
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any, TextIO, TypeVar

from trickgames import __version__
from trickgames._core.catalogue_de import MESSAGES
from trickgames._core.driver import resolve_rules
from trickgames._core.errors import TrickgamesError
from trickgames._core.lang import LANGUAGES, language_from_env, render_error, render_issue
from trickgames._core.options import option_specs
from trickgames._core.records import MAX_RECORD_BYTES
from trickgames._core.report import Report
from trickgames._core.screen import NOTATIONS
from trickgames._core.sessions import start as new_session
from trickgames._games import GAMES
from trickgames._progress import Progress

__all__ = ["main"]


EXIT_OK, EXIT_INVALID, EXIT_USAGE = 0, 1, 2
#: A closed output pipe: 128 + SIGPIPE (13), what a shell reports for a program killed by it.
EXIT_PIPE = 128 + 13

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


#: What ``--rules`` (and the ``PRESET`` of ``rules``) accepts.
_RULES_HELP = ("a preset name, a rules JSON object or a .json file holding one; an object "
               "without \"preset\" starts from the default preset (the game's first)")


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="trickgames",
        description="Doppelkopf and Schafkopf: validate and simulate game records, play in "
        "the terminal, show the rules.",
        epilog="'trickgames COMMAND --help' shows the options of a command.",
    )
    parser.add_argument("--version", action="version", version=f"trickgames {__version__}")
    parser.add_argument("--lang", choices=LANGUAGES, default=None,
                        help="the language of messages and of the terminal game: en or de "
                        "(default: from the locale, LC_ALL/LC_MESSAGES/LANG)")
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
                          help="worker processes (same output, same order); at most one per "
                          "processor core and per chunk of records")
    validate.add_argument("--max-record-bytes", type=_positive, default=MAX_RECORD_BYTES,
                          metavar="N",
                          help="refuse a record (a .json file, a .jsonl line) longer than N "
                          f"bytes instead of reading it (default {MAX_RECORD_BYTES:,})")

    simulate = _game_command(
        sub, "simulate",
        help="play random legal deals and write them as records",
        description="Play N random legal deals through every phase and write them as records "
        "(one JSON object per line). The same seed gives the same records on every machine.",
    )
    simulate.add_argument("--rules", default=None, help=_RULES_HELP)
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
    play.add_argument("--rules", default=None, help=_RULES_HELP)
    play.add_argument("--seat", type=int, choices=range(5), default=0, metavar="K",
                      help="your seat, 0-3; with --session your player, 0-4 at five (0)")
    play.add_argument("--seed", type=_non_negative, default=None,
                      help="the deal's (or session's) seed (default: random)")
    play.add_argument("--cards", choices=NOTATIONS, default="letters",
                      help="how cards are shown: letters (the record codes, HT, EO), "
                      "symbols (♥10) or german (HeZ, EiO) (letters)")
    play.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS,
                      help="en or de (as the global --lang)")
    play.add_argument("--autosave", default=None, metavar="FILE",
                      help="with --session: where the session record is kept after every "
                      "deal (default: $XDG_STATE_HOME/trickgames/session-autosave.json)")
    _session_options(play, simulate=False)

    rules = _game_command(
        sub, "rules",
        help="list a preset's options, values and meanings",
        description="Show every option of a game's rules with its value and meaning, "
        "wrapped to the terminal's width (COLUMNS; 80 columns when not a terminal).",
    )
    rules.add_argument("preset", nargs="?", metavar="PRESET", help=_RULES_HELP)
    _import_command(sub)
    return parser


def _import_command(sub: Any) -> None:
    """``trickgames import FORMAT FILE...`` (importers.md, "Command line and API")."""
    from trickgames.importers import FORMATS

    command = sub.add_parser(
        "import", help="turn other programs' game logs into records",
        description="Read game logs of another program and write one deal record per deal "
        "(or one session record per log). Deals that cannot be imported are reported on "
        "standard error with the file, the deal number, the line and the reason; exit 0 when "
        "every deal was imported, 1 when some were not, 2 on usage errors or unreadable files.",
    )
    command.add_argument("format", choices=FORMATS, metavar="FORMAT",
                         help=" or ".join(FORMATS))
    command.add_argument("files", nargs="+", metavar="FILE", help="a log file")
    command.add_argument("--out", default="-",
                         help="output file (.jsonl); '-' or nothing: standard output")
    command.add_argument("--session", action="store_true",
                         help="one session record (trickgames.session/1) per log instead")
    command.add_argument("--rules", default=None,
                         help="the rules of every record instead of the ones inferred from "
                         "the log: " + _RULES_HELP)


def _import(args: argparse.Namespace) -> int:
    from trickgames.importers import FORMATS
    from trickgames.importers.command import run

    game = FORMATS[args.format].game
    rules = None if args.rules is None else _rules_or_usage(game, args.rules)
    with _output(args.out) as out:
        return run(args.format, args.files, out=out, err=sys.stderr, session=args.session,
                   rules=rules)


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
    if args.lang is None:
        args.lang = language_from_env(os.environ)
    if args.command in ("simulate", "play") and not args.session:
        given = [k for k, v in _SESSION_ONLY.items() if getattr(args, k, v) != v]
        if given:
            flag = "--" + given[0].replace("_", "-")
            parser.error(f"{args.command}: {flag} needs --session")
        if args.command == "play" and args.seat > 3:
            parser.error("play: --seat is 0-3 (0-4 with --session --players 5)")
    try:
        if args.command == "validate":
            return _validate(args.paths, as_json=args.json, out=sys.stdout, jobs=args.jobs,
                             lang=args.lang,
                             max_record_bytes=args.max_record_bytes)
        if args.command == "simulate" and args.session:
            return _simulate_sessions(args)
        if args.command == "simulate":
            return _simulate(args.game, args.rules, args.n or 100, args.seed, args.out,
                             args.jobs)
        if args.command == "play" and args.session:
            return _play_session(args)
        if args.command == "play":
            return _play(args)
        if args.command == "rules":
            return _rules(args.game, args.preset, out=sys.stdout)
        if args.command == "import":
            return _import(args)
    except _Usage as exc:
        cause = exc.__cause__
        message = exc.message
        if args.lang != "en" and isinstance(cause, TrickgamesError):
            message = render_error(cause, args.lang)
        print(f"trickgames: {message}", file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return _pipe_closed()
    return EXIT_USAGE


def _pipe_closed() -> int:
    """The reader of standard output went away (``trickgames validate ... | head``): stop
    quietly with :data:`EXIT_PIPE`, as a program killed by ``SIGPIPE`` does. Standard output
    is pointed at the null device first, so that writing what is still buffered at exit
    fails no more (Python's documented recipe, "Note on SIGPIPE")."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no file descriptor (a test's stream)
        pass
    return EXIT_PIPE


def _first_problem(report: Report, lang: str = "en") -> str:
    issue = report.issues[0]
    more = len(report.issues) - 1
    extra = (f" (+{more} {'weitere' if lang == 'de' else 'more'})") if more else ""
    return f"{issue.path}: {render_issue(issue, lang)} [{issue.code}]{extra}"


def _validate(paths: Sequence[str], *, as_json: bool, out: TextIO, jobs: int = 1,
              max_record_bytes: int = MAX_RECORD_BYTES, lang: str = "en") -> int:
    """Validate the records of ``paths``: a line per invalid record (``--json``: an object
    per record) on ``out``, a line per path that cannot be read on standard error (and, with
    ``--json``, an object on ``out``), then the summary. :data:`EXIT_USAGE` when a path
    could not be read, else :data:`EXIT_INVALID` when a record is invalid, else
    :data:`EXIT_OK`. ``lang`` is the language of the lines for people (the ``--json``
    objects keep the library's English messages)."""
    from trickgames._jobs import Unreadable, validate_sources

    counts = {"valid": 0, "invalid": 0}
    per_game: dict[str, int] = {}
    unreadable = 0
    progress = Progress(sys.stderr, total=None, unit="records", delay=1.0)
    with closing(validate_sources(paths, jobs=jobs, max_record_bytes=max_record_bytes)) as items:
        for item in items:
            if isinstance(item, Unreadable):  # the other paths are still read
                unreadable += 1
                progress.clear()
                if as_json:
                    out.write(json.dumps(_unreadable_json(item), ensure_ascii=False) + "\n")
                print(f"trickgames: kann {item.path} nicht lesen: {MESSAGES.get(item.code)}"
                      if lang == "de" else
                      f"trickgames: cannot read {item.path}: {item.reason}", file=sys.stderr)
                continue
            counts["valid" if item.valid else "invalid"] += 1
            if item.game:
                per_game[item.game] = per_game.get(item.game, 0) + 1
            if as_json:
                progress.clear()
                out.write(json.dumps(item.to_json(), ensure_ascii=False) + "\n")
            elif not item.valid:
                progress.clear()
                out.write(f"{item.source}: {_first_problem(item, lang)}\n")
            progress.update(counts["valid"] + counts["invalid"])
    progress.close()
    total = counts["valid"] + counts["invalid"]
    games = ", ".join(f"{n} {g}" for g, n in sorted(per_game.items()))
    summary = (
        f"{total} record{'s' if total != 1 else ''}"
        + (f" ({games})" if games else "")
        + f": {counts['valid']} valid, {counts['invalid']} invalid"
        + (f"; {unreadable} path{'s' if unreadable != 1 else ''} could not be read"
           if unreadable else "")
    )
    if lang == "de":
        summary = (f"{total} Aufzeichnung{'en' if total != 1 else ''}"
                   + (f" ({games})" if games else "")
                   + f": {counts['valid']} gültig, {counts['invalid']} ungültig"
                   + (f"; {unreadable} Pfad{'e' if unreadable != 1 else ''} nicht lesbar"
                      if unreadable else ""))
    print(summary, file=sys.stderr if as_json else out)
    out.flush()  # a closed pipe is found here, not at exit
    if unreadable:
        return EXIT_USAGE
    return EXIT_INVALID if counts["invalid"] else EXIT_OK


def _unreadable_json(item: Any) -> dict[str, Any]:
    """The ``--json`` object of a path that cannot be read: a report without a record, whose
    one issue has the reason's code (``not_found``, ``permission_denied``,
    ``not_a_regular_file``, ``symlink_loop``, ``unreadable``)."""
    return {"source": item.path, "valid": False, "readable": False,
            "issues": [{"path": "$", "code": item.code,
                        "message": f"cannot read: {item.reason}"}]}


def _simulate(game: str, rules_text: str | None, n: int, seed: int, out_path: str,
              jobs: int) -> int:
    from trickgames.simulation import simulate_lines

    rules = _rules_or_usage(game, rules_text)
    counts: dict[str, int] = {}
    with _output(out_path) as out:
        progress = Progress(sys.stderr, total=n, unit="deals", minimum=200)
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


def _play(args: argparse.Namespace) -> int:
    from trickgames.terminal import play_in_terminal, save_prompt

    game = args.game
    rules = _rules_or_usage(game, args.rules)
    return _in_terminal(
        lambda: play_in_terminal(game, rules, seat=args.seat, seed=args.seed, out=sys.stdout,
                                 lang=args.lang, cards=args.cards),
        lambda state: save_prompt(input, sys.stdout, game, state, lang=args.lang),
        args.lang)


def _in_terminal(play: Callable[[], _T], save: Callable[[_T], object],
                 lang: str = "en") -> int:
    """Play in the terminal, then offer to save what was played; leaving (Ctrl-D, Ctrl-C,
    ``quit``) says goodbye instead. Exit code 0 either way."""
    from trickgames.terminal import Quit

    try:
        played = play()
    except Quit:
        print("\nTschüss." if lang == "de" else "\nBye.")
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
        sys.stdout.flush()  # a closed pipe is found here, not at exit
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
        progress = Progress(sys.stderr, total=n, unit="sessions", minimum=20)
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
    from trickgames.terminal import autosave_path, play_session_in_terminal, save_session_prompt

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
    autosave = Path(args.autosave) if args.autosave else autosave_path()
    return _in_terminal(
        lambda: play_session_in_terminal(game, session, player=args.seat, seed=seed,
                                         out=sys.stdout, lang=args.lang, cards=args.cards,
                                         autosave=autosave),
        lambda played: save_session_prompt(input, sys.stdout, played, lang=args.lang),
        args.lang)


def _load_rules(game: str, preset: str | None) -> Any:
    """The rules ``--rules`` (or ``rules GAME PRESET``) names: the game's default preset (its
    first) when ``None``; else a preset name, a rules JSON object (``{...}``), or the name of
    a file that holds one (see :func:`_names_a_file`). An object without ``preset`` starts
    from the default preset."""
    engine = GAMES[game].engine
    default = next(iter(engine.PRESETS))
    if preset is None:
        return engine.PRESETS[default]
    text = preset.strip()
    from_file = not text.startswith("{") and text not in engine.PRESETS and _names_a_file(text)
    if not (from_file or text.startswith("{")):
        return resolve_rules(text, engine.Rules, engine.PRESETS)
    where = "the rules are"
    if from_file:
        where = f"the rules file {text} is"
        try:
            with open(text, encoding="utf-8") as file:
                text = file.read()
        except (OSError, UnicodeDecodeError) as exc:
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            raise _Usage(f"cannot read the rules file {preset.strip()}: {why}") from exc
    try:
        value: Any = json.loads(text)
    except json.JSONDecodeError as exc:
        raise _Usage(f"{where} not valid JSON: {exc.msg} (line {exc.lineno}, column "
                     f"{exc.colno})") from exc
    if isinstance(value, dict) and "preset" not in value:
        value = {"preset": default, **value}
    return resolve_rules(value, engine.Rules, engine.PRESETS)


def _names_a_file(text: str) -> bool:
    """Whether ``--rules`` text that is no preset name is a file name: it ends with ``.json``,
    holds a path separator, or names an existing file."""
    return (text.lower().endswith(".json") or "/" in text or os.sep in text
            or os.path.isfile(text))


def _rules_or_usage(game: str, preset: str | None, prefix: str = "invalid rules: ") -> Any:
    """The rules of ``--rules`` (:class:`_Usage`, saying why, when they are not rules)."""
    try:
        return _load_rules(game, preset)
    except TrickgamesError as exc:  # RulesError, or a bad preset name
        raise _Usage(f"{prefix}{exc}") from exc


#: The narrowest width ``trickgames rules`` wraps to (a narrower terminal gets longer lines).
_NARROWEST = 20


def _rules(game: str, preset: str | None, *, out: TextIO, width: int | None = None) -> int:
    """Every option of the rules with its value and meaning, wrapped to ``width`` columns
    (default: the terminal's, from ``COLUMNS`` or the terminal; 80 when it is not one).

    Each option is a paragraph: ``name: value`` (a long value continues under its start),
    then the meaning indented by four; only a word longer than a line is not broken."""
    rules = _rules_or_usage(game, preset, prefix="")
    if width is None:
        width = shutil.get_terminal_size((80, 24)).columns
    width = max(width, _NARROWEST)

    def wrapped(text: str, first: str, rest: str) -> str:
        return textwrap.fill(text, width, initial_indent=first, subsequent_indent=rest,
                             break_long_words=False, break_on_hyphens=False)

    title = f"{game} rules, preset {rules.preset}"
    changed = rules.to_json(as_object=True)
    if len(changed) > 1:
        title += " with " + ", ".join(f"{k}={json.dumps(v)}" for k, v in changed.items()
                                      if k != "preset")
    out.write(wrapped(title, "", "    ") + "\n")
    for spec in option_specs(type(rules)):
        value = json.dumps(spec.dump(getattr(rules, spec.name)))
        under = " " * min(len(spec.name) + 2, width // 2)
        out.write("\n" + wrapped(f"{spec.name}: {value}", "", under) + "\n")
        out.write(wrapped(spec.doc, "    ", "    ") + "\n")
    return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
