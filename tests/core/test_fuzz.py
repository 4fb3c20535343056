"""Fuzzing the record reader and the validator (records.md and docs/records.md "Validation").

Random JSON values, mutated valid records and damaged record text are fed to the validator,
which must always answer with a Report, and to the reader and the Doppelkopf replay, from
which only the documented :class:`trickgames.TrickgamesError` family may escape.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import trickgames
from tests.core._records import (
    TOP_FIELDS,
    dev_count,
    dev_record,
    engine_record,
    json_values,
    mutated_records,
    mutated_texts,
)
from trickgames._core.issues import Issue
from trickgames._core.records import structure_issues
from trickgames._core.validation import Report, validate_text, validate_value
from trickgames.doppelkopf.record import replay, to_record, validate

# Record-shaped objects: the required keys, each with a random value.
shaped_records = st.fixed_dictionaries(
    dict.fromkeys(TOP_FIELDS[:6], json_values),
    optional=dict.fromkeys(TOP_FIELDS[6:], json_values),
)
any_value = json_values | shaped_records | mutated_records()


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
