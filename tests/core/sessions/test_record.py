"""Tests of trickgames._core.sessions.record: the session record document and its schema
(records.md "Session records")."""

from __future__ import annotations

import json
from typing import Any

import attrs
import jsonschema
import pytest

from tests.core.sessions import (
    CHECK,
    ENTRIES,
    LINES,
    SESSIONS,
    _mutations,
    codes,
    first_preset,
    played,
    session_copy,
)
from trickgames import RecordError
from trickgames._core import sessions
from trickgames._core.frozen import FrozenDict
from trickgames._core.issues import Issue
from trickgames._core.records import Record, dumps
from trickgames._core.registry import GameEntry
from trickgames._core.schema import _Compiler, _plainly_string_keys, _Verdict, load_schema
from trickgames._core.sessions import SessionRecord
from trickgames._core.validation import validate_value

Draft = jsonschema.Draft202012Validator
StrictInt = jsonschema.validators.extend(
    Draft,
    type_checker=Draft.TYPE_CHECKER.redefine(
        "integer", lambda _, x: isinstance(x, int) and not isinstance(x, bool)
    ),
)
REFERENCE = StrictInt(load_schema("session"))
SCHEMA = load_schema("session")
_VERDICT = _Verdict(SCHEMA).function()


# -- the document ------------------------------------------------------------------------------


@pytest.mark.parametrize("index", range(len(SESSIONS)))
def test_session_records_read_and_write_back_unchanged(index: int) -> None:
    """A session record reads into a SessionRecord and writes out as the same JSON, one line
    (records.md Session records; File conventions)."""
    record = SessionRecord.from_text(LINES[index])
    assert record.to_json() == SESSIONS[index]
    assert json.loads(record.to_text()) == SESSIONS[index]
    assert "\n" not in record.to_text()
    first = record.deals[0]
    assert first.seats == (0, 1, 2, 3) and first.header == ()
    assert isinstance(first.record, Record) and first.record.game == "doppelkopf"
    assert "format" not in first.to_json() and first.to_json()["seats"] == [0, 1, 2, 3]


def _with_json_fields(value: dict[str, Any]) -> dict[str, Any]:
    """A session record value with a JSON object at every place a session record may hold
    one of its own: the rules, ``meta``, a ``_`` field and a ``_`` key of ``session``."""
    value.update(rules={"preset": "ddv"}, meta={"event": {"tables": [1, 2]}},
                 _note=[{"by": "A"}])
    value["session"]["_scorer"] = {"name": "B"}
    return value


def _change_json_fields(value: dict[str, Any]) -> None:
    """Change every JSON object of :func:`_with_json_fields` in place."""
    value["rules"]["preset"] = "pagat"
    value["meta"]["event"]["tables"].append(3)
    value["meta"]["new"] = 1
    value["_note"][0]["by"] = "C"
    value["session"]["_scorer"]["name"] = "D"


def test_a_session_record_holds_immutable_copies_of_the_json_values() -> None:
    """records.md "Session records": a session record document holds only immutable values
    (JSON objects frozen, arrays tuples), copied from the value it was read from, so changing
    that value afterwards changes nothing; it is hashable, and writes back the same JSON."""
    value = _with_json_fields(session_copy())
    record = SessionRecord.from_json(value)
    text = record.to_text()
    assert text == dumps(value)
    _change_json_fields(value)
    assert record.to_text() == text
    assert isinstance(record.rules, FrozenDict) and isinstance(record.meta, FrozenDict)
    assert isinstance(record.extensions, FrozenDict)
    assert record.extensions["_note"] == (FrozenDict({"by": "A"}),)
    assert record.config.extensions == {"_scorer": {"name": "B"}}
    assert isinstance(record.config.extensions["_scorer"], FrozenDict)
    assert isinstance(record.players, tuple) and isinstance(record.deals, tuple)
    assert record.standings is not None and all(type(r) is tuple for r in record.standings)
    header = attrs.evolve(record, deals=())
    assert hash(header) == hash(attrs.evolve(record, deals=[]))
    assert hash(record.config) == hash(attrs.evolve(record.config))


def test_a_session_record_made_of_lists_and_dicts_holds_tuples_and_frozen_objects() -> None:
    """records.md "Session records": a session record document made directly of lists and
    dicts holds them as tuples and frozen objects, and writes the same JSON."""
    record = SessionRecord.from_json(session_copy(3))
    made = SessionRecord(
        game=record.game, rules={"preset": "ddv"}, players=list(record.players),
        config=record.config, first_dealer=record.first_dealer, deals=list(record.deals),
        standings=[list(row) for row in record.standings or ()], meta={"a": [1]},
        extensions={"_b": {"c": 2}})
    assert made == attrs.evolve(record, rules=FrozenDict({"preset": "ddv"}),
                                meta=FrozenDict({"a": (1,)}),
                                extensions=FrozenDict({"_b": FrozenDict({"c": 2})}))
    assert json.loads(made.to_text()) == {**record.to_json(), "rules": {"preset": "ddv"},
                                          "meta": {"a": [1]}, "_b": {"c": 2}}


def test_a_deal_may_spell_out_format_game_and_rules() -> None:
    """A deal inside a session may omit format, game and rules; one that gives them keeps
    them (records.md Session records)."""
    value = session_copy()
    value["deals"][5].update(format="trickgames.record/1", game="doppelkopf", rules="ddv")
    record = SessionRecord.from_json(value)
    assert record.deals[5].header == ("format", "game", "rules")
    assert record.to_json() == value
    assert validate_value(value).valid
    from trickgames.doppelkopf import session as ds

    assert ds.to_record(ds.from_record(value)).to_json() == value


def test_reading_a_malformed_session_lists_every_structural_problem() -> None:
    """Reading checks the structure against the schema and lists every problem with a JSON
    path (records.md Validation)."""
    value = session_copy()
    del value["first_dealer"]
    del value["deals"][2]["seats"]
    value["bogus"] = 1
    value["_kept"] = 1
    with pytest.raises(RecordError) as info:
        SessionRecord.from_json(value)
    assert {(i.path, i.code) for i in info.value.issues} == {
        ("$.first_dealer", "schema_required"),
        ("$.deals[2].seats", "schema_required"),
        ("$.bogus", "unknown_field"),
    }
    with pytest.raises(RecordError) as info:
        SessionRecord.from_text(b"\xff")
    assert info.value.code == "invalid_encoding"


def test_other_versions_of_the_session_format_are_refused() -> None:
    """A reader rejects other major versions with a clear error (records.md Fields)."""
    value = session_copy()
    value["format"] = "trickgames.session/2"
    assert codes(value) == [("$.format", "unsupported_version")]
    with pytest.raises(RecordError) as info:
        SessionRecord.from_json(value)
    assert info.value.issues[0].code == "unsupported_version"


# -- the schema --------------------------------------------------------------------------------


def test_the_session_schema_is_valid_2020_12_and_shares_the_record_definitions() -> None:
    """The shipped session schema is a valid JSON Schema 2020-12; its deal objects are deal
    records that may omit format, game and rules and must have seats (records.md Session
    records)."""
    schema = load_schema("session")
    Draft.check_schema(schema)
    record = load_schema("record")
    for name, definition in record["$defs"].items():
        assert schema["$defs"][name] == definition, name
    deal = schema["$defs"]["deal"]
    assert {k: v for k, v in deal["properties"].items() if k != "seats"} == record["properties"]
    assert deal["required"] == ["dealer", "hands", "actions", "seats"]
    assert schema["required"] == ["format", "game", "rules", "players", "session",
                                  "first_dealer", "deals"]
    assert schema["$defs"]["session"]["properties"]["deals"]["maximum"] == sessions.MAX_DEALS


@pytest.mark.parametrize("value", _mutations())
def test_the_checker_agrees_with_jsonschema(value: Any) -> None:
    """The package's own checker (its verdict and its issues) and jsonschema agree on the
    shipped session schema (the runtime depends on attrs only)."""
    ours = CHECK(value)
    theirs = list(REFERENCE.iter_errors(value))
    assert (not ours) == (not theirs), (ours, [e.message for e in theirs])
    if _plainly_string_keys(value):  # the only values the checker asks the verdict about
        every: list[Issue] = []
        _Compiler(SCHEMA).compile(SCHEMA)(value, "$", every)
        assert _VERDICT(value) == (not every) and ours == every, every


# -- a session written as its record -----------------------------------------------------------


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_played_session_writes_the_fields_in_the_order_of_the_specification(
        entry: GameEntry) -> None:
    """records.md "Session records": a session record holds format, game, rules, players,
    session, first_dealer, deals and standings, in that order; compulsory_solos only for a
    game that knows them."""
    session = played(entry, 2)
    value = sessions.to_record(session).to_json()
    assert list(value) == ["format", "game", "rules", "players", "session", "first_dealer",
                           "deals", "standings"]
    assert value["format"] == "trickgames.session/1" and value["game"] == entry.name
    assert value["rules"] == first_preset(entry) and value["players"] == list(session.players)
    solos = {"compulsory_solos": False} if entry.sessions.has_compulsory_solos else {}
    assert value["session"] == {"deals": 4, **solos}
    assert value["deals"] == [deal.to_json() for deal in session.deals]
    assert value["standings"] == [list(row) for row in session.standings]


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_standings_are_written_unless_asked_not_to(entry: GameEntry) -> None:
    """records.md "Session records": the standings are optional; to_record writes them by
    default and leaves them out with standings=False, and meta when the session has one."""
    session = played(entry, 1, meta={"event": "club night"})
    assert "standings" not in sessions.to_record(session, standings=False).to_json()
    value = sessions.to_record(session).to_json()
    assert value["meta"] == {"event": "club night"} and "standings" in value


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_played_session_record_reads_back_as_the_same_document(entry: GameEntry) -> None:
    """records.md "Session records": a session record is written as one line of JSON that
    reads back into the same document."""
    record = sessions.to_record(played(entry, 3))
    text = record.to_text()
    assert "\n" not in text and json.loads(text) == record.to_json()
    assert SessionRecord.from_text(text) == SessionRecord.from_json(record.to_json()) == record
