"""Tests of trickgames._core.validation: documents of any kind and any game dispatched by
their format and game to the deal replay or the session validation (records.md "Validation";
records.md "Session records")."""

from __future__ import annotations

import json
from typing import Any

import pytest

import trickgames
from tests.core._records import dev_record, schafkopf_record, session_record
from trickgames._core.errors import RecordError
from trickgames._core.registry import GameEntry, Registry
from trickgames._core.report import Report
from trickgames._core.sessions import Session
from trickgames._core.validation import replay_value, validate_text, validate_value

ENTRIES = [pytest.param(entry, id=name) for name, entry in trickgames.GAMES.items()]


def pairs(report: Report) -> list[tuple[str, str]]:
    return [(i.path, i.code) for i in report.issues]


# -- dispatch by game --------------------------------------------------------------------------


def test_unsupported_game_is_an_issue_not_a_crash() -> None:
    """records.md Validation: a game the registry does not hold is reported, never a KeyError
    (a registry of Schafkopf alone judging a Doppelkopf record)."""
    only_schafkopf = Registry([trickgames.GAMES["schafkopf"]])
    report = validate_value(dev_record(), games=only_schafkopf)
    assert pairs(report) == [("$.game", "unsupported_game")]


# -- text and values of any kind ---------------------------------------------------------------


def test_validate_text_bad_bytes_and_json() -> None:
    """docs/records.md "Validation": non-UTF-8 bytes and truncated JSON are clear errors, not
    exceptions."""
    assert pairs(validate_text(b"\xff\xfe")) == [("$", "invalid_encoding")]
    text = json.dumps(dev_record())
    assert pairs(validate_text(text[: len(text) // 2])) == [("$", "invalid_json")]
    assert validate_text(text.encode("utf-8"), "a.json").valid


def test_validate_value_huge_and_deep_values() -> None:
    """records.md Validation step 1: huge integers and deep nesting give issues, never
    exceptions."""
    value = dev_record()
    value["dealer"] = 10**5000
    value["players"] = 5
    assert pairs(validate_value(value)) == [("$.dealer", "schema_range"),
                                            ("$.players", "schema_type")]
    deep: Any = []
    for _ in range(50_000):
        deep = [deep]
    value = dev_record()
    value["meta"] = {"x": deep}
    value["dealer"] = deep
    report = validate_value(value)
    assert not report.valid


def test_replay_value_raises_record_error_with_every_issue() -> None:
    """validation.py replay_value: the final state, or a RecordError listing the issues."""
    value = dev_record()
    assert replay_value(value) is not None
    value["hands"][0][0] = "XX"
    value["hands"][0][1] = "YY"
    with pytest.raises(RecordError) as info:
        replay_value(value)
    assert [i.path for i in info.value.issues] == ["$.hands[0][0]", "$.hands[0][1]"]


# -- dispatch by format ------------------------------------------------------------------------


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_deal_record_goes_to_its_games_driver(entry: GameEntry) -> None:
    """records.md "Validation": a deal record is replayed by the record driver of the game it
    names, and the report names that game."""
    engine = entry.engine
    state = engine.deal(next(iter(engine.PRESETS)), seed=1)
    state = engine.apply(state, engine.legal_actions(state)[0])
    value = entry.records.to_record(state).to_json()
    for report in (validate_value(value), validate_text(json.dumps(value))):
        assert report.valid and report.game == entry.name
        assert report.state == state
    assert replay_value(value) == state


def test_a_session_record_goes_to_the_session_validation() -> None:
    """records.md "Session records": a document whose format is trickgames.session/1 is
    validated as a session as a whole, and replays to its Session."""
    value = session_record(0)
    report = validate_value(value)
    assert report.valid and report.game == "doppelkopf"
    assert isinstance(report.state, Session) and report.result is not None
    assert set(report.result) == {"standings", "deals"}
    assert isinstance(replay_value(value), Session)
    assert validate_text(json.dumps(value)).result == report.result


@pytest.mark.parametrize(("fmt", "kind"), [("trickgames.session/2", "session"),
                                           ("trickgames.session/10", "session"),
                                           ("trickgames.record/2", "record")])
def test_other_versions_are_refused_by_the_reader_of_their_kind(fmt: str, kind: str) -> None:
    """records.md "Fields": a reader rejects other major versions with a clear error, the
    record reader for trickgames.record/N and the session reader for trickgames.session/N."""
    value = session_record(0) if kind == "session" else dev_record()
    value["format"] = fmt
    (issue,) = validate_value(value).issues
    assert (issue.path, issue.code) == ("$.format", "unsupported_version")
    assert issue.message.startswith(f"{kind} format {fmt!r} is not supported")


def test_a_session_of_a_game_the_registry_does_not_hold_is_an_issue() -> None:
    """records.md "Validation": a session of a game the registry does not hold is reported
    (unsupported_game), never a KeyError."""
    only_schafkopf = Registry([trickgames.GAMES["schafkopf"]])
    report = validate_value(session_record(0), games=only_schafkopf)
    assert pairs(report) == [("$.game", "unsupported_game")]
    with pytest.raises(RecordError) as info:
        replay_value(session_record(0), games=only_schafkopf)
    assert info.value.code == "unsupported_game"


def test_validation_reads_the_installed_registry_by_default() -> None:
    """docs/api.md "The games": without a registry given, validation finds the games in the
    one importing trickgames installed."""
    value = schafkopf_record(0)
    assert validate_value(value).valid
    assert validate_value(value, games=Registry([])).issues[0].code == "unsupported_game"
    assert validate_value(value, games=trickgames.GAMES) == validate_value(value)
