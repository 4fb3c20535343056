"""Fuzzing the record reader and the validator (records.md and docs/records.md "Validation"),
and the rules the command line reads (docs/cli.md "Rules").

Random JSON values, mutated valid records and damaged record text are fed to the validator,
which must always answer with a Report, and to the reader and the Doppelkopf replay, from
which only the documented :class:`trickgames.TrickgamesError` family may escape. Random rules
(objects with long values, any JSON, any bytes in a file, files that are pipes, folders or
too large) are fed to ``--rules``, which reads them or refuses them in one short line.
"""

from __future__ import annotations

import contextlib
import io
import json
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import trickgames
from tests.core._files import Fifo
from tests.core._records import (
    TOP_FIELDS,
    dev_count,
    dev_record,
    engine_record,
    json_scalars,
    json_values,
    mutated_records,
    mutated_texts,
    rules_values,
    schafkopf_record,
    session_record,
)
from trickgames._core.files import MAX_RULES_BYTES
from trickgames._core.issues import Issue
from trickgames._core.options import option_specs
from trickgames._core.quoting import QUOTE_LIMIT
from trickgames._core.records import structure_issues
from trickgames._core.validation import Report, validate_text, validate_value
from trickgames.cli import main
from trickgames.doppelkopf.record import replay, to_record, validate

NETSCHAFKOPF_LOG = (Path(__file__).parents[1] / "data" / "raw" / "netschafkopf"
                    / "Schafkopfprotokoll_vom_04.08.24.txt")

# Record-shaped objects: the required keys, each with a random value.
shaped_records = st.fixed_dictionaries(
    dict.fromkeys(TOP_FIELDS[:6], json_values),
    optional=dict.fromkeys(TOP_FIELDS[6:], json_values),
)
any_value = json_values | shaped_records | mutated_records()


@contextlib.contextmanager
def _captured() -> Iterator[tuple[io.StringIO, io.StringIO]]:
    """Standard output and standard error of the command line, as texts (inside a
    hypothesis test, where pytest's ``capsys`` is not reset between examples)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        yield out, err


def check_report(report: Report, source: str = "<record>") -> None:
    """A report is well formed: valid exactly when it has no issues, issues are JSON paths."""
    assert isinstance(report, Report)
    assert report.source == source
    assert report.valid is (not report.issues)
    for issue in report.issues:
        assert isinstance(issue, Issue)
        assert issue.path.startswith("$")
        assert issue.code
        assert isinstance(issue.code, str)
        assert issue.message
        assert isinstance(issue.message, str)
    json.dumps(report.to_json())  # always serialisable for --json


def reader_outcome(text: str | bytes) -> Any:
    """Record.from_text's record, or the TrickgamesError it raised (nothing else may escape)."""
    outcome: Any
    try:
        outcome = trickgames.Record.from_text(text)
    except trickgames.TrickgamesError as exc:
        outcome = exc
    assert not isinstance(outcome, Exception) or outcome.code
    return outcome


def replay_outcome(value: Any) -> Any:
    """replay's state, or the TrickgamesError it raised (nothing else may escape)."""
    outcome: Any
    try:
        outcome = replay(value)
    except trickgames.TrickgamesError as exc:
        outcome = exc
    if isinstance(outcome, Exception):
        assert isinstance(outcome, trickgames.RecordError)
        assert outcome.issues
    return outcome


@given(any_value)
def test_validate_value_always_returns_a_report(value: Any) -> None:
    """docs/records.md "Validation": malformed input of any kind is a validation issue, never an
    exception."""
    check_report(validate_value(value, "fuzz"), "fuzz")


@given(mutated_records())
def test_mutated_records_validate_replay_and_read_consistently(value: dict[str, Any]) -> None:
    """docs/api.md "Errors": mutated records give a Report; replay/reader raise only
    TrickgamesError."""
    check_report(validate_value(value))
    report = validate(value)  # the Doppelkopf module's validate: replay's verdict
    check_report(report)
    outcome = replay_outcome(value)
    if report.valid:
        assert not isinstance(outcome, Exception)
        assert outcome == report.state
        # a valid record is also well-formed for the reader, and writes back out
        record = trickgames.Record.from_json(value)
        assert record.to_json() == value
        to_record(outcome).to_json()
    else:
        assert isinstance(outcome, trickgames.RecordError)
        assert outcome.issues == report.issues
    # the reader accepts exactly the structurally sound records
    read = reader_outcome(json.dumps(value))
    assert isinstance(read, trickgames.Record) == (not structure_issues(value))


@given(mutated_texts())
def test_damaged_text_never_escapes(data: bytes) -> None:
    """docs/records.md "Validation": truncated JSON and injected bytes are clear errors, never a
    crash."""
    report = validate_text(data, "bytes")
    check_report(report, "bytes")
    read = reader_outcome(data)
    replayed = replay_outcome(data)
    if validate(data).valid:
        assert isinstance(read, trickgames.Record)
        assert not isinstance(replayed, Exception)
    else:
        assert isinstance(replayed, trickgames.RecordError)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        assert [i.code for i in report.issues] == ["invalid_encoding"]
        return
    check_report(validate_text(text))
    reader_outcome(text)


@given(st.binary(max_size=200) | st.text(max_size=200))
def test_random_text_never_escapes(data: bytes | str) -> None:
    """docs/records.md "Validation": any bytes or text give a Report or a TrickgamesError."""
    check_report(validate_text(data))
    reader_outcome(data)
    replay_outcome(data)


@given(json_values | shaped_records)
def test_random_json_through_the_reader(value: Any) -> None:
    """records.md: Record.from_json/from_text raise only RecordError for random JSON."""
    text = json.dumps(value)
    read = reader_outcome(text)
    try:
        direct: Any = trickgames.Record.from_json(value)
    except trickgames.RecordError as exc:
        direct = exc
    assert type(read) is type(direct)
    replay_outcome(value)


@given(st.integers(0, dev_count() - 1), st.integers(0, 2**40), st.data())
def test_truncated_action_lists_replay_or_report(index: int, cut: int,
                                                 data: st.DataObject) -> None:
    """records.md Result: a record cut anywhere replays (no result) or reports incomplete."""
    value = dev_record(index)
    value["actions"] = value["actions"][: cut % (len(value["actions"]) + 1)]
    keep_result = data.draw(st.booleans())
    if not keep_result:
        del value["result"]
    report = validate_value(value)
    check_report(report)
    if keep_result and report.result is None:
        assert [i.code for i in report.issues] == ["incomplete"]
    elif not keep_result:
        assert report.valid, report.issues
        assert to_record(report.state).to_json() == value


@given(st.integers(0, dev_count() - 1), st.integers(1, 60), st.integers(0, 2**40),
       st.integers(0, 2**40))
def test_swapped_actions_stop_at_the_first_problem(index: int, distance: int, a: int,
                                                   b: int) -> None:
    """records.md Validation step 4: swapping two actions is valid or stops at one action."""
    value = dev_record(index)
    actions = value["actions"]
    i = a % len(actions)
    j = (i + distance) % len(actions)
    actions[i], actions[j] = actions[j], actions[i]
    report = validate_value(value)
    check_report(report)
    action_issues = [x for x in report.issues if x.path.startswith("$.actions")]
    assert len(action_issues) <= 1
    if action_issues:
        assert action_issues[0].path.startswith(f"$.actions[{min(i, j)}]") or int(
            action_issues[0].path[len("$.actions["):-1]) >= min(i, j)


@given(st.integers(0, 199))
def test_engine_records_under_random_options_are_valid(seed: int) -> None:
    """records.md Validation: a random legal deal of any option set validates and round-trips."""
    value = engine_record(seed)
    report = validate_value(value)
    assert report.valid, report.issues
    assert report.result == value["result"]
    assert to_record(report.state).to_json() == value


def test_nesting_around_the_recursion_limit_never_escapes() -> None:
    """docs/records.md "Validation": deep nesting in any field, at every depth near the limit, is
    no crash."""
    for depth in range(850, 1050, 10):
        nested = "[" * depth + "]" * depth
        for key in ("dealer", "hands", "rules", "meta", "result", "players", "_x"):
            head = '{"format": "trickgames.record/1", "game": "doppelkopf", '
            text = f'{head}"{key}": {nested}}}'
            check_report(validate_text(text))
            reader_outcome(text)
            replay_outcome(text)
            read = reader_outcome(text.replace('"game"', '"actions": [], "game"'))
            assert isinstance(read, trickgames.RecordError)



def _leaves(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """The paths of every value inside ``value`` (not ``value`` itself)."""
    out: list[tuple[Any, ...]] = []
    items = value.items() if isinstance(value, dict) else enumerate(value) \
        if isinstance(value, list) else ()
    for key, item in items:
        out.append((*path, key))
        out.extend(_leaves(item, (*path, key)))
    return out


@given(st.sampled_from([dev_record, schafkopf_record, session_record]), st.integers(0, 50),
       st.data(), st.sampled_from(["\ud800", "A\udfff", "\ud83d x"]), st.booleans())
def test_a_lone_surrogate_anywhere_is_refused_as_value_and_as_text(
        make: Any, index: int, data: st.DataObject, bad: str, as_key: bool) -> None:
    """records.md File conventions (UTF-8; JSON text escaping a lone surrogate is
    ``invalid_json``): a string holding an unpaired surrogate put anywhere in a record, as a
    value or as a key, makes the record invalid with ``invalid_json`` both as a value and as
    JSON text, and the reader refuses it both ways."""
    value = make(index)
    where = data.draw(st.sampled_from(_leaves(value) or [("players",)]))
    target: Any = value
    for step in where[:-1]:
        target = target[step]
    if as_key and isinstance(target, dict):
        target[bad] = target.pop(where[-1])
    else:
        target[where[-1]] = bad
    by_value, by_text = validate_value(value), validate_text(json.dumps(value))
    check_report(by_value)
    assert "invalid_json" in [i.code for i in by_value.issues]
    assert [i.code for i in by_text.issues] == ["invalid_json"]
    if value.get("format") == "trickgames.record/1":
        assert isinstance(reader_outcome(json.dumps(value)), trickgames.RecordError)
        with pytest.raises(trickgames.RecordError) as caught:
            trickgames.Record.from_json(value)
        assert caught.value.code == "invalid_json"


# -- the rules of --rules: objects, texts and files ---------------------------------------------

#: Values longer than a message quotes (records.md "Validation": at most 60 characters).
long_scalars = (st.text(min_size=QUOTE_LIMIT + 1, max_size=300)
                | st.integers(10**QUOTE_LIMIT, 10**300) | st.integers(-(10**300), -(10**61)))
long_values = long_scalars | st.lists(long_scalars, min_size=1, max_size=3) | st.dictionaries(
    st.text(min_size=QUOTE_LIMIT + 1, max_size=200), json_scalars, min_size=1, max_size=2)


def _long_texts(value: Any) -> list[str]:
    """The first 61 characters of every text in ``value`` (strings, keys, integers) longer
    than a message quotes, as a message could show them (as written, as ``repr`` and as
    JSON)."""
    out: list[str] = []
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str | int) and not isinstance(item, bool):
            text = item if isinstance(item, str) else str(item)
            if len(text) > QUOTE_LIMIT:
                head = text[:QUOTE_LIMIT + 1]
                out += [head, repr(head)[1:-1], json.dumps(head)[1:-1]]
    return out


def assert_quotes_cut(message: str, value: Any) -> None:
    """records.md "Validation": ``message`` quotes no text of ``value`` beyond its first 60
    characters (as written, as ``repr`` or as JSON writes them)."""
    for head in _long_texts(value):
        assert head not in message, (head, message[:300])


@st.composite
def rules_inputs(draw: st.DrawFn) -> tuple[str, Any]:
    """A game and a rules value as ``--rules`` takes it: a preset name, a (mostly invalid)
    rules object with the game's options, unknown ones and long values, or any JSON."""
    game = draw(st.sampled_from(sorted(trickgames.GAMES)))
    engine = trickgames.GAMES[game].engine
    names = [spec.name for spec in option_specs(engine.Rules)]
    value: Any = {}
    if draw(st.booleans()):
        value["preset"] = draw(st.sampled_from(sorted(engine.PRESETS)) | json_scalars
                               | long_scalars)
    for _ in range(draw(st.integers(0, 3))):
        key = draw(st.sampled_from(names) | st.text(max_size=8)
                   | st.text(min_size=QUOTE_LIMIT + 1, max_size=200))
        value[key] = draw(json_values | long_values)
    return game, draw(st.just(value) | rules_values | json_values | long_scalars)


@given(rules_inputs(), st.sampled_from(["en", "de"]))
def test_any_rules_are_read_or_refused_in_one_short_line(given_rules: tuple[str, Any],
                                                         lang: str) -> None:
    """docs/cli.md "Rules" and "Exit codes" (invalid rules: a usage error, one line naming
    the problem, exit 2) and records.md "Validation" (a message quotes at most 60 characters
    of a value): any rules text, valid or not, is read (exit 0) or refused in one line (exit
    2), never a traceback, in either language, quoting no value of it whole."""
    game, value = given_rules
    text = value if isinstance(value, str) else json.dumps(value)
    if not text.strip() or text.startswith("-") or "\x00" in text:
        return  # not a text a shell hands over as one argument
    with _captured() as (out, err):
        code = main(["--lang", lang, "rules", game, text])
    assert code in (0, 2)
    if code == 0:
        assert out.getvalue() and not err.getvalue()
        return
    assert err.getvalue().startswith("trickgames: ") and err.getvalue().count("\n") == 1
    if not err.getvalue().startswith(("trickgames: cannot read the rules file ",
                                      "trickgames: kann die Regeldatei ")):
        assert_quotes_cut(err.getvalue(), value)  # (a file's name is shown whole)


_RULES_FILE_KINDS = ["json", "bytes", "missing", "folder", "fifo", "too_large", "link_fifo"]


@given(st.sampled_from(_RULES_FILE_KINDS), rules_inputs(), st.binary(max_size=200),
       st.sampled_from(["rules", "simulate", "import"]))
def test_any_rules_file_is_read_or_refused_in_one_line(kind: str, given_rules: tuple[str, Any],
                                                       data: bytes, command: str) -> None:
    """docs/cli.md "Rules" (a rules file is read as ``validate`` reads a record: a regular
    file only, of at most 1 MiB) and "What is read": whatever the rules file is (any bytes,
    any JSON, missing, a folder, a named pipe or a link to one, over the limit), ``rules``,
    ``simulate --rules`` and ``import --rules`` read it or refuse it in one line with exit 2,
    and never open a named pipe."""
    game, value = given_rules
    if command == "import":
        game = "schafkopf"
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "house.json"
        fifo = None
        if kind == "json":
            path.write_text(json.dumps(value), encoding="utf-8")
        elif kind == "bytes":
            path.write_bytes(data)
        elif kind == "folder":
            path.mkdir()
        elif kind == "too_large":
            path.write_bytes(b" " * (MAX_RULES_BYTES + 1))
        elif kind in ("fifo", "link_fifo"):
            fifo = Fifo(Path(folder) / "pipe.json")
            if kind == "fifo":
                path = fifo.path
            else:
                path.symlink_to(fifo.path)
        argv = {"rules": ["rules", game, str(path)],
                "simulate": ["simulate", game, "-n", "1", "--rules", str(path)],
                "import": ["import", "netschafkopf", str(NETSCHAFKOPF_LOG), "--rules",
                           str(path)]}[command]
        try:
            with _captured() as (_, err):
                code = main(argv)
        finally:
            if fifo is not None:
                fifo.close()
        assert fifo is None or not fifo.opened
    if kind in ("missing", "folder", "fifo", "too_large", "link_fifo"):
        assert code == 2
        assert err.getvalue().startswith(f"trickgames: cannot read the rules file {path}: ")
    assert code in (0, 1, 2)  # import: 1 when the rules do not fit the log's deals
    if code == 2:
        assert err.getvalue().count("\n") == 1, err.getvalue()
        if kind == "json":
            assert_quotes_cut(err.getvalue(), value)
