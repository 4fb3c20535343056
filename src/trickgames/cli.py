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
``trickgames tournament --players A,B ...``  plays duplicate deals between computer
                                             players and prints each one's mean result per
                                             deal with its 95% confidence interval
``trickgames analyze RECORD...``             the mistakes of every card played: the best
                                             cards and what the card played gave away
``trickgames serve [--host H] [--port P]``    runs the browser game (the extra ``web``);
                                             ``--db PATH``: its database file
===========================================  ==================================================
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import shutil
import sys
import textwrap
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any, TextIO, TypeVar

from trickgames import __version__
from trickgames import lang as language
from trickgames._core.catalogue_de import MESSAGES
from trickgames._core.driver import resolve_rules
from trickgames._core.errors import TrickgamesError
from trickgames._core.files import MAX_RULES_BYTES, check_target, read_regular
from trickgames._core.lang import language_from_env
from trickgames._core.options import option_specs
from trickgames._core.quoting import quoted, shown_path
from trickgames._core.records import MAX_RECORD_BYTES
from trickgames._core.report import Report
from trickgames._core.screen import NOTATIONS
from trickgames._core.sessions import start as new_session
from trickgames._games import GAMES
from trickgames._output import STDOUT, OutputError, discard_stdout, open_output, writing
from trickgames._progress import Progress
from trickgames._texts import argparse_message, argparse_text, number, os_reason, text
from trickgames.lang import LANGUAGES

__all__ = ["main"]


EXIT_OK, EXIT_INVALID, EXIT_USAGE = 0, 1, 2
#: A closed output pipe: 128 + SIGPIPE (13), what a shell reports for a program killed by it.
EXIT_PIPE = 128 + 13

_T = TypeVar("_T")

#: ``json.dumps(value, ensure_ascii=False)`` with its encoder made once: ``validate --json``
#: writes an object per record.
_json_line = json.JSONEncoder(ensure_ascii=False).encode


class _Usage(Exception):
    """A usage error found after parsing: :func:`main` writes ``trickgames: {message}`` on
    stderr, the message being the text ``key`` of :mod:`trickgames._texts` in the command's
    language, and exits with :data:`EXIT_USAGE`."""

    def __init__(self, key: str, **params: Any) -> None:
        super().__init__(key)
        self.key, self.params = key, params

    def render(self, lang: str) -> str:
        """The message in ``lang``: a library error among the values in that language
        (invalid rules: each problem, naming its option and value), why a file cannot be
        opened in the language's words; a path with a line end or another control
        character in its name as ``repr`` shows it (the message stays one line)."""

        def shown(value: Any) -> Any:
            if isinstance(value, TrickgamesError):
                return language.message(value, lang)
            if isinstance(value, OSError):
                return os_reason(value, lang)
            if isinstance(value, str | Path) and not str(value).isprintable():
                return repr(str(value))
            return value

        return text(self.key, lang, **{k: shown(v) for k, v in self.params.items()})


@contextmanager
def _refused_as_usage() -> Iterator[None]:
    """A :class:`TrickgamesError` inside the block (options the library refuses) becomes a
    usage error with the error's message."""
    try:
        yield
    except TrickgamesError as exc:
        raise _Usage("usage.refused", error=exc) from exc


class _Formatter(argparse.HelpFormatter):
    """argparse's help in a language (its ``usage:``)."""

    def __init__(self, prog: str, lang: str) -> None:
        super().__init__(prog)
        self.lang = lang

    def add_usage(self, usage: Any, actions: Any, groups: Any, prefix: Any = None) -> None:
        if prefix is None:
            prefix = argparse_text("usage: ", self.lang)
        super().add_usage(usage, actions, groups, prefix)


class _Parser(argparse.ArgumentParser):
    """argparse, but usage errors exit with code 2 and a one-line hint (no traceback), and
    argparse's own texts are in :attr:`lang` (see :func:`_in_language`)."""

    lang = "en"

    def error(self, message: str) -> Any:
        self.print_usage(sys.stderr)
        self.exit(EXIT_USAGE, argparse_text("%(prog)s: error: %(message)s\n", self.lang) % {
            "prog": self.prog, "message": argparse_message(message, self.lang)})

    def _get_formatter(self) -> argparse.HelpFormatter:
        return _Formatter(self.prog, self.lang)


def _in_language(parser: argparse.ArgumentParser, lang: str) -> None:
    """``parser`` and its commands' parsers speak ``lang``: the group titles and the help of
    ``-h`` and ``--version``, which argparse writes itself, in that language."""
    if isinstance(parser, _Parser):
        parser.lang = lang
    for group in parser._action_groups:
        if group.title:
            group.title = argparse_text(group.title, lang)
    for action in parser._actions:
        if isinstance(action.help, str):
            action.help = argparse_text(action.help, lang)
        if isinstance(action, argparse._SubParsersAction):
            for command in action.choices.values():
                _in_language(command, lang)


def _parser(lang: str = "en") -> argparse.ArgumentParser:
    """The command line's parser, its help and its errors in ``lang``."""

    def t(key: str, **params: Any) -> str:
        return text(key, lang, **params)

    parser = _Parser(prog="trickgames", description=t("description"), epilog=t("epilog"))
    parser.add_argument("--version", action="version", version=f"trickgames {__version__}")
    parser.add_argument("--lang", choices=LANGUAGES, default=None, help=t("lang"))
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    positive = functools.partial(_positive, lang=lang)
    non_negative = functools.partial(_non_negative, lang=lang)

    validate = sub.add_parser("validate", help=t("validate.help"),
                              description=t("validate.description"))
    validate.add_argument("paths", nargs="+", metavar="PATH", help=t("validate.path"))
    validate.add_argument("--json", action="store_true", help=t("validate.json"))
    validate.add_argument("--jobs", type=positive, default=1, help=t("validate.jobs"))
    validate.add_argument("--max-record-bytes", type=positive, default=MAX_RECORD_BYTES,
                          metavar="N", help=t("validate.max_record_bytes",
                                              default=number(MAX_RECORD_BYTES, ",", lang)))

    simulate = _game_command(sub, "simulate", lang)
    presets = _presets()
    simulate.add_argument("--rules", default=None, help=t("rules_option", presets=presets))
    simulate.add_argument("-n", type=positive, default=None, help=t("simulate.n"))
    simulate.add_argument("--seed", type=non_negative, default=0, help=t("simulate.seed"))
    simulate.add_argument("--out", default="-", help=t("out_option"))
    simulate.add_argument("--jobs", type=positive, default=1, help=t("simulate.jobs"))
    _session_options(simulate, lang, simulate=True)

    play = _game_command(sub, "play", lang)
    play.add_argument("--rules", default=None, help=t("rules_option", presets=presets))
    play.add_argument("--seat", type=int, choices=range(5), default=0, metavar="K",
                      help=t("play.seat"))
    play.add_argument("--seed", type=non_negative, default=None, help=t("play.seed"))
    play.add_argument("--cards", choices=NOTATIONS, default=None, help=t("play.cards"))
    play.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS,
                      help=t("play.lang"))
    play.add_argument("--autosave", default=None, metavar="FILE", help=t("play.autosave"))
    play.add_argument("--opponents", default="heuristic", metavar="NAME",
                      help=t("play.opponents"))
    play.add_argument("--daily", nargs="?", const="today", default=None, metavar="DATE",
                      help=t("play.daily"))
    _session_options(play, lang, simulate=False)

    rules = _game_command(sub, "rules", lang)
    rules.add_argument("preset", nargs="?", metavar="PRESET",
                       help=t("rules_option", presets=presets))
    _import_command(sub, lang)
    _tournament_command(sub, lang)
    _analyze_command(sub, lang)
    _serve_command(sub, lang)
    _in_language(parser, lang)
    return parser


def _presets() -> str:
    """The presets of every game, for the help: ``doppelkopf: ddv, pagat, ...; schafkopf:
    ...``."""
    return "; ".join(f"{name}: {', '.join(entry.engine.PRESETS)}"
                     for name, entry in GAMES.items())


def _import_command(sub: Any, lang: str) -> None:
    """``trickgames import FORMAT FILE...`` (importers.md, "Command line and API")."""
    from trickgames.importers import FORMATS

    command = sub.add_parser("import", help=text("import.help", lang),
                             description=text("import.description", lang))
    command.add_argument("format", choices=FORMATS, metavar="FORMAT",
                         help=text("or", lang).join(FORMATS))
    command.add_argument("files", nargs="+", metavar="FILE", help=text("import.file", lang))
    command.add_argument("--out", default="-", help=text("out_option", lang))
    command.add_argument("--session", action="store_true", help=text("import.session", lang))
    command.add_argument("--rules", default=None,
                         help=text("import.rules", lang, presets=_presets()))


def _analyze_command(sub: Any, lang: str) -> None:
    """``trickgames analyze RECORD...`` (docs/search.md, "Mistake analysis")."""
    from trickgames.search.analysis import AnalysisSettings

    defaults = AnalysisSettings()
    positive = functools.partial(_positive, lang=lang)
    non_negative = functools.partial(_non_negative, lang=lang)
    command = sub.add_parser("analyze", help=text("analyze.help", lang),
                             description=text("analyze.description", lang))
    command.add_argument("paths", nargs="+", metavar="RECORD", help=text("analyze.path", lang))
    command.add_argument("--json", action="store_true", help=text("analyze.json", lang))
    command.add_argument("--jobs", type=positive, default=1, help=text("analyze.jobs", lang))
    for name, kind in (("worlds", positive), ("rollouts", positive),
                       ("solve_tricks", non_negative), ("score_tricks", non_negative)):
        command.add_argument("--" + name.replace("_", "-"), type=kind, metavar="N",
                             default=getattr(defaults, name),
                             help=text(f"analyze.{name}", lang, default=getattr(defaults, name)))
    command.add_argument("--seed", type=non_negative, default=0, help=text("analyze.seed", lang))


def _analyze(args: argparse.Namespace) -> int:
    from trickgames.search.analysis import AnalysisSettings
    from trickgames.search.command import run

    settings = AnalysisSettings(worlds=args.worlds, rollouts=args.rollouts,
                                solve_tricks=args.solve_tricks, score_tricks=args.score_tricks,
                                seed=args.seed)
    return run(args.paths, as_json=args.json, out=sys.stdout, err=sys.stderr, jobs=args.jobs,
               settings=settings, lang=args.lang)


def _import(args: argparse.Namespace) -> int:
    from trickgames.importers import FORMATS
    from trickgames.importers.command import run

    game = FORMATS[args.format].game
    rules = None if args.rules is None else _rules_or_usage(game, args.rules)
    with _output(args.out) as out:
        return run(args.format, args.files, out=out, err=sys.stderr, session=args.session,
                   rules=rules, lang=args.lang)


def _tournament_command(sub: Any, lang: str) -> None:
    """``trickgames tournament --players A,B[,...]`` (docs/bots.md "Duplicate deals")."""

    def t(key: str, **params: Any) -> str:
        return text(key, lang, **params)

    first = next(iter(GAMES))
    command = sub.add_parser("tournament", help=t("tournament.help"),
                             description=t("tournament.description"))
    command.add_argument("--players", required=True, metavar="NAME,NAME[,...]",
                         help=t("tournament.players"))
    command.add_argument("--game", choices=GAMES, default=first, metavar="GAME",
                         help=text("or", lang).join(GAMES) + "; "
                         + t("tournament.game", default=first))
    command.add_argument("--rules", default=None, help=t("rules_option", presets=_presets()))
    command.add_argument("--deals", type=functools.partial(_positive, lang=lang), default=200,
                         metavar="N", help=t("tournament.deals"))
    command.add_argument("--seed", type=functools.partial(_non_negative, lang=lang),
                         default=0, help=t("tournament.seed"))
    command.add_argument("--jobs", type=functools.partial(_positive, lang=lang), default=1,
                         help=t("tournament.jobs"))
    command.add_argument("--json", action="store_true", help=t("tournament.json"))


def _tournament(args: argparse.Namespace) -> int:
    from trickgames.bots.duplicate import DuplicateResult, duplicate_deals

    rules = _rules_or_usage(args.game, args.rules)
    with _refused_as_usage():
        names, rules, played = duplicate_deals(
            args.game, [name.strip() for name in args.players.split(",")], rules=rules,
            deals=args.deals, seed=args.seed, jobs=args.jobs)
    progress = Progress(sys.stderr, total=args.deals, unit=text("unit.deals", args.lang),
                        minimum=20, lang=args.lang)
    try:
        deals = []
        for done, deal in enumerate(played, 1):
            deals.append(deal)
            progress.update(done)
    finally:
        progress.close()
    result = DuplicateResult(args.game, rules, args.seed, names, tuple(deals))
    if args.json:
        sys.stdout.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(result.table(args.lang))
    sys.stdout.flush()
    return EXIT_OK


def _serve_command(sub: Any, lang: str) -> None:
    """``trickgames serve [--host H] [--port P] [--db PATH]`` (docs/web.md)."""
    command = sub.add_parser("serve", help=text("serve.help", lang),
                             description=text("serve.description", lang))
    command.add_argument("--host", default="127.0.0.1", help=text("serve.host", lang))
    command.add_argument("--port", type=functools.partial(_positive, lang=lang), default=8000,
                         help=text("serve.port", lang))
    command.add_argument("--db", default=None, metavar="PATH", help=text("serve.db", lang))


def _serve(args: argparse.Namespace) -> int:
    try:
        from trickgames import web
    except ImportError as exc:  # the extra is not installed
        raise _Usage("usage.needs_web", missing=exc.name or exc) from exc
    web.serve(args.host, args.port, args.db)
    return EXIT_OK


def _random_seed() -> int:
    """A seed of 32 random bits for a deal played without ``--seed``."""
    import secrets  # here: the other commands start faster without it

    return secrets.randbits(32)


def _play_daily(args: argparse.Namespace) -> int:
    """``trickgames play GAME --daily [DATE]``: the day's deals of :mod:`trickgames.daily`,
    one after the other, at seat 0; then the score of the day and an offer to save them."""
    from trickgames import daily
    from trickgames.terminal import play_in_terminal, save_records_prompt

    if args.session or args.seed is not None or args.seat != daily.SEAT:
        raise _Usage("usage.daily_alone")
    game, lang = args.game, args.lang
    rules = _rules_or_usage(game, args.rules)
    with _refused_as_usage():
        day = daily.today() if args.daily == "today" else daily.parse_date(args.daily)
    states = daily.deals(game, rules, day)

    def play_all() -> list[Any]:
        finals = []
        for count, state in enumerate(states, 1):
            intro = text("daily.intro", lang, day=day.isoformat(), number=count,
                         deals=len(states), title=GAMES[game].title, rules=_shown(rules))
            finals.append(play_in_terminal(game, rules, state=state, intro=intro, read=input,
                                           out=sys.stdout, lang=lang, cards=args.cards))
        print(text("daily.total", lang, day=day.isoformat(), total=daily.total(game, finals)))
        return finals

    return _in_terminal(play_all, lambda finals: save_records_prompt(
        input, sys.stdout, game, finals, lang=lang), lang)


def _game_command(sub: Any, name: str, lang: str) -> argparse.ArgumentParser:
    """A command whose first argument is a game of the registry (its help and description:
    the texts ``NAME.help`` and ``NAME.description``)."""
    command: argparse.ArgumentParser = sub.add_parser(
        name, help=text(f"{name}.help", lang), description=text(f"{name}.description", lang))
    command.add_argument("game", choices=GAMES, metavar="GAME",
                         help=text("or", lang).join(GAMES))
    return command


#: The session options and their defaults (when one is set, ``--session`` is required).
_SESSION_ONLY = {"players": None, "deals": None, "no_compulsory_solos": False,
                 "first_dealer": None, "stop_after": None}


def _session_options(parser: argparse.ArgumentParser, lang: str, *, simulate: bool) -> None:
    """The ``--session`` flag and the options of a session (see docs/sessions.md)."""

    def t(key: str) -> str:
        return text(key, lang)

    group = parser.add_argument_group(t("sessions.title"), t("sessions.description"))
    group.add_argument("--session", action="store_true",
                       help=t("sessions.simulate" if simulate else "sessions.play"))
    group.add_argument("--players", type=int, choices=(4, 5), default=None,
                       help=t("sessions.players"))
    group.add_argument("--deals", type=functools.partial(_deals, lang=lang), default=None,
                       metavar="N|open",
                       help=t("sessions.deals") + ("" if simulate else t("sessions.deals_play")))
    group.add_argument("--no-compulsory-solos", action="store_true",
                       help=t("sessions.no_compulsory_solos"))
    if simulate:
        group.add_argument("--first-dealer", type=functools.partial(_non_negative, lang=lang),
                           default=None, metavar="K", help=t("sessions.first_dealer"))
        group.add_argument("--stop-after", type=functools.partial(_positive, lang=lang),
                           default=None, metavar="N", help=t("sessions.stop_after"))


def _deals(given: str, lang: str = "en") -> int | str:
    if given.strip().lower() == "open":
        return "open"
    try:
        return _positive(given, lang)
    except argparse.ArgumentTypeError:
        raise argparse.ArgumentTypeError(text("value.deals", lang, given=quoted(given))) from None


def _positive(given: str, lang: str = "en") -> int:
    return _whole_number(given, 1, "value.at_least_1", lang)


def _non_negative(given: str, lang: str = "en") -> int:
    return _whole_number(given, 0, "value.not_negative", lang)


def _whole_number(given: str, least: int, complaint: str, lang: str) -> int:
    """``given`` as a whole number of at least ``least`` (else the text ``complaint``, in
    ``lang``, with the number)."""
    try:
        value = int(given)
    except ValueError:
        raise argparse.ArgumentTypeError(
            text("value.not_whole", lang, given=quoted(given))) from None
    if value < least:
        raise argparse.ArgumentTypeError(text(complaint, lang, value=value))
    return value


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    lang = _language(sys.argv[1:] if argv is None else argv)
    parser = _parser(lang)
    args = parser.parse_args(argv)
    if args.lang is None:
        args.lang = lang
    if args.command is None:  # ``trickgames`` alone: what it can do
        parser.print_help()
        return EXIT_OK
    if args.command in ("simulate", "play") and not args.session:
        given = [k for k, v in _SESSION_ONLY.items() if getattr(args, k, v) != v]
        if given:
            flag = "--" + given[0].replace("_", "-")
            parser.error(text("usage.needs_session", lang, command=args.command, flag=flag))
        if args.command == "play" and args.seat > 3:
            parser.error(text("usage.seat", lang))
    try:
        if args.command == "validate":
            return _validate(args.paths, as_json=args.json, out=writing(sys.stdout),
                             jobs=args.jobs, lang=args.lang,
                             max_record_bytes=args.max_record_bytes)
        if args.command == "simulate" and args.session:
            return _simulate_sessions(args)
        if args.command == "simulate":
            return _simulate(args.game, args.rules, args.n or 100, args.seed, args.out,
                             args.jobs, lang=args.lang)
        if args.command == "play" and args.daily is not None:
            return _play_daily(args)
        if args.command == "play" and args.session:
            return _play_session(args)
        if args.command == "play":
            return _play(args)
        if args.command == "rules":
            return _rules(args.game, args.preset, out=writing(sys.stdout), lang=args.lang)
        if args.command == "import":
            return _import(args)
        if args.command == "tournament":
            return _tournament(args)
        if args.command == "analyze":
            return _analyze(args)
        if args.command == "serve":
            return _serve(args)
    except _Usage as exc:
        print(text("usage", args.lang, message=exc.render(args.lang)), file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        print(text("interrupted", args.lang), file=sys.stderr)
        return 130
    except BrokenPipeError:
        return _pipe_closed()
    except OutputError as exc:  # a full disk, an I/O error: one line, not a traceback
        if exc.path == STDOUT:
            discard_stdout()
        print(text("usage", args.lang, message=exc.render(args.lang)), file=sys.stderr)
        return EXIT_USAGE
    return EXIT_USAGE


def _language(argv: Sequence[str]) -> str:
    """The language of the command line, known before its parser is built (the help is in
    it): the last valid ``--lang L`` or ``--lang=L`` (or an abbreviation argparse accepts,
    ``--la``) before a ``--``, else the locale's (:func:`language_from_env`)."""
    chosen = None
    for index, arg in enumerate(argv):
        if arg == "--":
            break
        name, equals, value = arg.partition("=")
        if len(name) < 3 or not "--lang".startswith(name):
            continue
        if not equals:
            value = argv[index + 1] if index + 1 < len(argv) else ""
        if value in LANGUAGES:
            chosen = value
    return chosen or language_from_env(os.environ)


def _pipe_closed() -> int:
    """The reader of standard output went away (``trickgames validate ... | head``): stop
    quietly with :data:`EXIT_PIPE`, as a program killed by ``SIGPIPE`` does. Standard output
    is pointed at the null device first (:func:`~trickgames._output.discard_stdout`)."""
    discard_stdout()
    return EXIT_PIPE


def _first_problem(report: Report, lang: str = "en") -> str:
    issue = report.issues[0]
    more = len(report.issues) - 1
    extra = text("validate.more", lang, more=more) if more else ""
    return f"{shown_path(issue.path)}: {language.message(issue, lang)} [{issue.code}]{extra}"


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
    progress = Progress(sys.stderr, total=None, unit=text("unit.records", lang), delay=1.0,
                        lang=lang)
    with closing(validate_sources(paths, jobs=jobs, max_record_bytes=max_record_bytes)) as items:
        for item in items:
            if isinstance(item, Unreadable):  # the other paths are still read
                unreadable += 1
                progress.clear()
                if as_json:
                    out.write(json.dumps(_unreadable_json(item), ensure_ascii=False) + "\n")
                reason = item.reason if lang == "en" else MESSAGES.get(item.code, item.reason)
                print(text("cannot_read", lang, path=item.path, reason=reason), file=sys.stderr)
                continue
            counts["valid" if item.valid else "invalid"] += 1
            if item.game:
                per_game[item.game] = per_game.get(item.game, 0) + 1
            if as_json:
                progress.clear()
                out.write(_json_line(item.to_json()) + "\n")
            elif not item.valid:
                progress.clear()
                out.write(f"{item.source}: {_first_problem(item, lang)}\n")
            progress.update(counts["valid"] + counts["invalid"])
    progress.close()
    total = counts["valid"] + counts["invalid"]
    games = ", ".join(f"{n} {g}" for g, n in sorted(per_game.items()))
    summary = text("validate.summary", lang, records=text("records", lang, count=total, n=total),
                   games=f" ({games})" if games else "", valid=counts["valid"],
                   invalid=counts["invalid"])
    if unreadable:
        summary += text("validate.unreadable", lang, count=unreadable, n=unreadable)
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
              jobs: int, lang: str = "en") -> int:
    from trickgames.simulation import simulate_lines

    rules = _rules_or_usage(game, rules_text)
    counts: dict[str, int] = {}
    with _output(out_path) as out:
        progress = Progress(sys.stderr, total=n, unit=text("unit.deals", lang), minimum=200,
                            lang=lang)
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
    print(text("simulate.summary", lang, n=n, game=game, title=GAMES[game].title,
               rules=_shown(rules), seed=seed, seconds=number(seconds, ".2f", lang),
               rate=number(n / max(seconds, 1e-9), ",.0f", lang)), file=sys.stderr)
    print(text("simulate.contracts", lang, kinds=kinds), file=sys.stderr)
    return EXIT_OK


def _play(args: argparse.Namespace) -> int:
    from trickgames.terminal import play_in_terminal, save_prompt

    game = args.game
    rules = _rules_or_usage(game, args.rules)
    bots = _opponents(args)
    seed = args.seed if args.seed is not None else _random_seed()
    return _in_terminal(
        lambda: play_in_terminal(game, rules, seat=args.seat, seed=seed, out=sys.stdout,
                                 lang=args.lang, cards=args.cards, bots=bots),
        lambda state: save_prompt(input, sys.stdout, game, state, lang=args.lang,
                                  default=f"{game}-{seed}.json"),
        args.lang)


def _opponents(args: argparse.Namespace) -> list[Any]:
    """The computer players of ``--opponents NAME`` (a player of the registry,
    :func:`trickgames.bots.player_names`, or ``MODULE:FACTORY``), one per seat."""
    from trickgames.bots import make_player

    with _refused_as_usage():
        return [make_player(args.opponents, args.game, seat) for seat in range(4)]


def _in_terminal(play: Callable[[], _T], save: Callable[[_T], object],
                 lang: str = "en") -> int:
    """Play in the terminal, then offer to save what was played; leaving (Ctrl-D, Ctrl-C,
    ``quit``) says goodbye instead. Exit code 0 either way."""
    from trickgames.terminal import Quit

    try:
        played = play()
    except Quit:
        print(text("bye", lang))
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


#: The stream of ``--out`` (:func:`trickgames._output.open_output`: a write error is an
#: :class:`~trickgames._output.OutputError`, which :func:`main` shows in one line).
_output = open_output


def _shown(rules: Any) -> str:
    """The rules as the summary line shows them: a preset name, or the JSON object."""
    shown = rules.to_json()
    return shown if isinstance(shown, str) else json.dumps(shown)


def _simulate_sessions(args: argparse.Namespace) -> int:
    from trickgames.simulation import simulate_session_lines, start_session

    game, rules, settings = _session_setup(args)
    if args.deals is None and settings["deals"] is None:
        raise _Usage("usage.open_ended", title=GAMES[game].title)
    if args.deals == "open" and args.stop_after is None:
        raise _Usage("usage.never_ends")
    if args.stop_after is not None and args.deals != "open":
        raise _Usage("usage.stop_after")
    settings.update(first_dealer=args.first_dealer or 0, stop_after=args.stop_after)
    with _refused_as_usage():
        start_session(game, rules, **settings)
    n = args.n or 10
    deals = 0
    with _output(args.out) as out:
        progress = Progress(sys.stderr, total=n, unit=text("unit.sessions", args.lang),
                            minimum=20, lang=args.lang)
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
    lang = args.lang
    length = (text("sessions.length", lang, deals=settings["deals"])
              if settings["deals"] is not None
              else text("sessions.length_open", lang, deals=args.stop_after))
    if settings["compulsory_solos"]:
        length += text("sessions.with_solos", lang)
    print(text("sessions.summary", lang, count=n, n=n, game=game, title=GAMES[game].title,
               rules=_shown(rules), players=settings["players"], length=length,
               seed=args.seed, deals=deals, seconds=number(seconds, ".2f", lang),
               per_second=number(n / seconds, ",.1f", lang),
               deals_per_second=number(deals / seconds, ",.0f", lang)), file=sys.stderr)
    return EXIT_OK


def _play_session(args: argparse.Namespace) -> int:
    from trickgames.terminal import autosave_path, play_session_in_terminal, save_session_prompt

    game, rules, settings = _session_setup(args)
    table = settings["players"]
    if args.seat >= table:
        raise _Usage("usage.seat_player", last=table - 1)
    seed = args.seed if args.seed is not None else _random_seed()
    with _refused_as_usage():
        # The player on the person's right deals first: the person is forehand.
        session = new_session(GAMES[game].sessions, rules, table, deals=settings["deals"],
                              compulsory_solos=settings["compulsory_solos"],
                              first_dealer=(args.seat - 1) % table,
                              meta={"generator": "trickgames play --session", "seed": seed})
    autosave = Path(args.autosave) if args.autosave else autosave_path()
    try:  # before the first deal: a named pipe would block after it without a word
        check_target(autosave)
    except OSError as exc:
        raise _Usage("usage.autosave", path=autosave, reason=exc) from exc
    return _in_terminal(
        lambda: play_session_in_terminal(game, session, player=args.seat, seed=seed,
                                         out=sys.stdout, lang=args.lang, cards=args.cards,
                                         autosave=autosave, bots=_opponents(args)),
        lambda played: save_session_prompt(input, sys.stdout, played, lang=args.lang,
                                           default=f"{game}-session-{seed}.json"),
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
    given = preset.strip()
    from_file = (not given.startswith("{") and given not in engine.PRESETS
                 and _names_a_file(given))
    if not (from_file or given.startswith("{")):
        return resolve_rules(given, engine.Rules, engine.PRESETS)
    where = "usage.not_json"
    if from_file:
        where = "usage.file_not_json"
        try:
            content = read_regular(given, MAX_RULES_BYTES).decode("utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise _Usage("usage.rules_file", path=given, reason=exc) from exc
    else:
        content = given
    try:
        value: Any = json.loads(content)
    except json.JSONDecodeError as exc:
        raise _Usage(where, path=given, why=exc.msg, line=exc.lineno,
                     column=exc.colno) from exc
    if isinstance(value, dict) and "preset" not in value:
        value = {"preset": default, **value}
    return resolve_rules(value, engine.Rules, engine.PRESETS)


def _names_a_file(text: str) -> bool:
    """Whether ``--rules`` text that is no preset name is a file name: it ends with ``.json``,
    holds a path separator, or names an existing file."""
    return (text.lower().endswith(".json") or "/" in text or os.sep in text
            or os.path.isfile(text))


def _rules_or_usage(game: str, preset: str | None, key: str = "usage.invalid_rules") -> Any:
    """The rules of ``--rules`` (:class:`_Usage` with the text ``key``, saying why, when they
    are not rules)."""
    try:
        return _load_rules(game, preset)
    except TrickgamesError as exc:  # RulesError, or a bad preset name
        raise _Usage(key, error=exc) from exc


#: The narrowest width ``trickgames rules`` wraps to (a narrower terminal gets longer lines).
_NARROWEST = 20


def _rules(game: str, preset: str | None, *, out: TextIO, width: int | None = None,
           lang: str = "en") -> int:
    """Every option of the rules with its value and meaning (in ``lang``), wrapped to
    ``width`` columns (default: the terminal's, from ``COLUMNS`` or the terminal; 80 when it
    is not one).

    Each option is a paragraph: ``name: value`` (a long value continues under its start),
    then the meaning indented by four; only a word longer than a line is not broken."""
    rules = _rules_or_usage(game, preset, key="usage.refused")
    if width is None:
        width = shutil.get_terminal_size((80, 24)).columns
    width = max(width, _NARROWEST)

    def wrapped(text: str, first: str, rest: str) -> str:
        return textwrap.fill(text, width, initial_indent=first, subsequent_indent=rest,
                             break_long_words=False, break_on_hyphens=False)

    title = text("rules.title", lang, game=game, title=GAMES[game].title, preset=rules.preset)
    changed = rules.to_json(as_object=True)
    if len(changed) > 1:
        title += text("rules.changed", lang, changes=", ".join(
            f"{k}={json.dumps(v)}" for k, v in changed.items() if k != "preset"))
    out.write(wrapped(title, "", "    ") + "\n")
    presets = ", ".join(GAMES[game].engine.PRESETS)
    out.write(wrapped(text("rules.presets", lang, presets=presets), "", "    ")
              + "\n")
    for spec in option_specs(type(rules)):
        value = json.dumps(spec.dump(getattr(rules, spec.name)))
        under = " " * min(len(spec.name) + 2, width // 2)
        out.write("\n" + wrapped(f"{spec.name}: {value}", "", under) + "\n")
        out.write(wrapped(language.option_meaning(spec, lang), "    ", "    ") + "\n")
    out.flush()  # a closed pipe or a full disk is found here, not at exit
    return EXIT_OK


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
