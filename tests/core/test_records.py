"""Tests of trickgames._core.records: reading and writing trickgames.record/1 (records.md)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import trickgames
from tests.core._records import dev_record, json_values
from trickgames._core.errors import ParseError, RecordError
from trickgames._core.records import (
    FORMAT,
    SESSION_FORMAT,
    ActionText,
    Record,
    Source,
    dumps,
    iter_sources,
    loads,
    split_action,
    structure_issues,
)

# -- strict JSON ------------------------------------------------------------------------------


def test_loads_parses_json() -> None:
    """records.md File conventions: records are JSON objects."""
    assert loads('{"a": [1, 2.5, "x", null, true]}') == {"a": [1, 2.5, "x", None, True]}
    assert loads(b'{"\xc3\xa4": "\xe2\x99\xa5"}') == {"ä": "♥"}


@pytest.mark.parametrize("data", [b"\xff", b'{"a": "\xc3"}', b'"\xed\xa0\x80"', b"\x80{}",
                                  '{"a": 1}'.encode("utf-16")])
def test_non_utf8_bytes_are_refused(data: bytes) -> None:
    """records.md File conventions: encoding UTF-8; anything else is invalid_encoding."""
    with pytest.raises(ParseError) as info:
        loads(data)
    assert info.value.code == "invalid_encoding"
    assert info.value.message.startswith("not UTF-8: byte ")


@pytest.mark.parametrize(("text", "needle"), [
    ('{"a": 1, "a": 2}', "duplicate key 'a'"),
    ('{"x": {"b": 1, "b": 1}}', "duplicate key 'b'"),
    ("[NaN]", "NaN is not valid JSON"),
    ("[Infinity]", "Infinity is not valid JSON"),
    ('{"a": -Infinity}', "-Infinity is not valid JSON"),
    ("[1e999]", "too large"),
    ("[-1E400]", "too large"),
    ('{"a": 1', "line 1 column 8"),
    ('{"a": [1, 2', "invalid JSON at line 1"),
    ("", "Expecting value"),
    ("[1,]", "Expecting value"),
    ("{} {}", "Extra data"),
    ("{'a': 1}", "Expecting property name"),
    ("\ufeff{}", "BOM"),
    ('["\\ud800"]', "unpaired surrogate"),
    ('{"\\udfff": 1}', "unpaired surrogate"),
    ("[" + "9" * 5000 + "]", "digits"),
])
def test_strict_json_refusals(text: str, needle: str) -> None:
    """records.md File conventions: strict JSON: no duplicates, NaN/Infinity, bad text."""
    with pytest.raises(ParseError) as info:
        loads(text)
    assert info.value.code == "invalid_json"
    assert needle in info.value.message


def test_escaped_surrogate_pairs_and_backslashes_are_fine() -> None:
    """records.md File conventions: a proper surrogate pair escape is one character."""
    assert loads('["\\ud83d\\ude00", "\\\\ud800"]') == ["😀", "\\ud800"]


@pytest.mark.parametrize("depth", [2_000, 100_000])
def test_deep_nesting_is_a_parse_error(depth: int) -> None:
    """docs/records.md "Validation": deep nesting is a clear error, never a RecursionError."""
    with pytest.raises(ParseError) as info:
        loads("[" * depth + "]" * depth)
    assert info.value.code == "invalid_json"
    assert "nested too deeply" in info.value.message


def test_huge_integers_within_python_limits_are_kept() -> None:
    """records.md: JSON integers of any size up to Python's limit are read exactly."""
    assert loads("[" + "9" * 4000 + "]") == [int("9" * 4000)]


@given(json_values)
def test_loads_dumps_round_trip(value: Any) -> None:
    """records.py: what dumps writes, loads reads back unchanged."""
    assert loads(dumps(value)) == value
    assert loads(dumps(value).encode("utf-8")) == value


@given(st.binary(max_size=40) | st.text(max_size=40))
def test_loads_raises_only_parse_errors(data: bytes | str) -> None:
    """records.py loads: ParseError for anything that is not strict JSON, never another error."""
    code = None
    try:
        loads(data)
    except ParseError as exc:
        code = exc.code
    assert code in (None, "invalid_json", "invalid_encoding")


def test_dumps_is_one_line_utf8_without_nan() -> None:
    """records.md: the library writes UTF-8 text; one record per line in .jsonl files."""
    assert dumps({"a": ["♥", 1]}) == '{"a": ["♥", 1]}'
    assert "\n" not in dumps({"a": "x\ny"})
    with pytest.raises(ValueError, match="not JSON compliant"):
        dumps([float("nan")])


# -- Record ------------------------------------------------------------------------------------


def test_record_is_exported() -> None:
    """records.md "Game record format, version 1": trickgames.Record reads and writes records."""
    assert trickgames.Record is Record
    assert FORMAT == "trickgames.record/1"
    assert SESSION_FORMAT == "trickgames.session/1"


def test_from_json_to_json_round_trip() -> None:
    """records.md Validation: a record writes back as the same record, meta/_ fields included."""
    value = dev_record()
    value["players"] = ["A", "B", "C", "D"]
    value["_source"] = {"id": [1, 2]}
    record = Record.from_json(value)
    assert record.game == "doppelkopf"
    assert record.hands[0][0] == value["hands"][0][0]
    assert record.extensions == {"_source": {"id": [1, 2]}}
    assert record.players == ("A", "B", "C", "D")
    assert record.to_json() == value
    assert list(record.to_json()) == [
        "format", "game", "rules", "dealer", "hands", "actions", "context", "result",
        "players", "meta", "_source"]


def test_to_json_is_a_copy() -> None:
    """records.py to_json: changing the written value does not change the record."""
    value = dev_record()
    record = Record.from_json(value)
    out = record.to_json()
    out["result"]["scores"][0] = 99
    out["meta"]["seed"] = -1
    assert record.to_json() == value


def test_optional_fields_absent_stay_absent() -> None:
    """records.md Fields: context, result, players and meta are optional and not invented."""
    value = {"format": FORMAT, "game": "doppelkopf", "rules": "ddv", "dealer": 0,
             "hands": [[], [], [], []], "actions": []}
    record = Record.from_json(value)
    assert (record.context, record.result, record.players, record.meta) == (None,) * 4
    assert record.to_json() == value


def test_text_round_trip() -> None:
    """records.md: to_text writes one line of JSON that from_text reads back."""
    value = dev_record(5)
    value["_ünïcode"] = "♥♦"
    record = Record.from_text(json.dumps(value))
    text = record.to_text()
    assert "\n" not in text
    assert Record.from_text(text) == record
    assert Record.from_text(text.encode("utf-8")) == record
    assert json.loads(text) == value


def test_deeply_nested_meta_round_trips() -> None:
    """records.md Validation: meta is kept as written, however deep (no RecursionError)."""
    nested: list[Any] = []
    for _ in range(900):
        nested = [nested]
    value = dev_record()
    value["meta"] = {"deep": nested}
    record = Record.from_text(json.dumps(value))
    assert record.to_json()["meta"] == value["meta"]


@given(st.dictionaries(st.text(max_size=5).map(lambda k: "_" + k), json_values, max_size=3),
       json_values)
def test_extensions_and_meta_round_trip(extensions: dict[str, Any], meta: Any) -> None:
    """records.md File conventions: "_" fields are kept and round-tripped; meta never read."""
    value = dev_record()
    value.update(extensions)
    value["meta"] = {"anything": meta}
    assert Record.from_json(value).to_json() == value
    assert Record.from_text(dumps(value)).to_json() == value


def test_from_text_reports_bad_json_as_record_error() -> None:
    """records.md Validation: text that is not JSON is a RecordError at $, with the JSON code."""
    with pytest.raises(RecordError) as info:
        Record.from_text('{"format": ')
    (issue,) = info.value.issues
    assert (issue.path, issue.code) == ("$", "invalid_json")
    with pytest.raises(RecordError) as info:
        Record.from_text(b"\xfe\xff")
    assert info.value.issues[0].code == "invalid_encoding"


def test_from_json_reports_every_structural_problem() -> None:
    """records.md Validation step 1: from_json lists every schema violation."""
    value = dev_record()
    del value["dealer"]
    value["hands"] = [["CQ"]]
    value["bogus"] = 1
    with pytest.raises(RecordError) as info:
        Record.from_json(value)
    assert {(i.path, i.code) for i in info.value.issues} == {
        ("$.dealer", "schema_required"), ("$.hands", "schema_items"),
        ("$.bogus", "unknown_field")}


@pytest.mark.parametrize("value", [None, [], "record", 3, True])
def test_from_json_refuses_non_objects(value: Any) -> None:
    """records.md: a record is a JSON object."""
    with pytest.raises(RecordError) as info:
        Record.from_json(value)
    assert info.value.issues[0].path == "$"


@pytest.mark.parametrize("fmt", ["trickgames.record/2", "trickgames.record/1.1",
                                 "trickgames.record/0"])
def test_other_versions_are_refused_clearly(fmt: str) -> None:
    """records.md Fields: a reader rejects other versions with a clear error."""
    value = dev_record()
    value["format"] = fmt
    with pytest.raises(RecordError) as info:
        Record.from_json(value)
    (issue,) = info.value.issues
    assert (issue.path, issue.code) == ("$.format", "unsupported_version")
    assert repr(fmt) in issue.message
    assert "'trickgames.record/1'" in issue.message


def test_session_record_is_named_as_such() -> None:
    """records.md Session records: a session is not a deal record, and the error says so."""
    value = {"format": SESSION_FORMAT, "game": "doppelkopf"}
    assert [(i.path, i.code) for i in structure_issues(value)] == [
        ("$.format", "session_record")]


@pytest.mark.parametrize("fmt", ["TRICKGAMES.RECORD/1", "record/1", "", 1, None])
def test_wrong_format_values(fmt: Any) -> None:
    """records.md Fields: format is exactly "trickgames.record/1"."""
    value = dev_record()
    value["format"] = fmt
    assert [(i.path, i.code) for i in structure_issues(value)] == [("$.format", "schema_const")]


# -- action grammar ----------------------------------------------------------------------------


@pytest.mark.parametrize(("text", "expected"), [
    ("p2 play HK", ActionText(2, "play", ("HK",), "")),
    ("p2  announce   re  # holds CQ", ActionText(2, "announce", ("re",), "holds CQ")),
    ("  p0 healthy  ", ActionText(0, "healthy", (), "")),
    ("p1\tgive\tCQ  DJ   HA", ActionText(1, "give", ("CQ", "DJ", "HA"), "")),
    ("P3 PLAY cq", ActionText(3, "play", ("cq",), "")),
    ("p1 play CQ#x", ActionText(1, "play", ("CQ",), "x")),
    ("p1 play CQ # a # b ", ActionText(1, "play", ("CQ",), "a # b")),
    ("p1 play CQ #", ActionText(1, "play", ("CQ",), "")),
    ("p0 reserve # ♥ Vorbehalt", ActionText(0, "reserve", (), "♥ Vorbehalt")),
])
def test_split_action(text: str, expected: ActionText) -> None:
    """records.md Action grammar: p<seat> <verb> [arguments] [# comment], any spacing."""
    assert split_action(text) == expected


@pytest.mark.parametrize(("text", "code"), [
    ("", "malformed_action"),
    ("   ", "malformed_action"),
    ("# only a comment", "malformed_action"),
    ("p1", "malformed_action"),
    ("p1 # play CQ", "malformed_action"),
    ("p4 play CQ", "unknown_seat"),
    ("play CQ", "unknown_seat"),
    ("player1 play CQ", "unknown_seat"),
])
def test_split_action_errors(text: str, code: str) -> None:
    """records.md Action grammar: a line that does not fit is a ParseError naming the problem."""
    with pytest.raises(ParseError) as info:
        split_action(text)
    assert info.value.code == code


@given(st.sampled_from(["p0", "p1", "p2", "p3"]), st.sampled_from(["play", "announce"]),
       st.lists(st.text("ACDHKQST9", min_size=1, max_size=3), max_size=3),
       st.lists(st.sampled_from([" ", "  ", "\t"]), min_size=4, max_size=4),
       st.text(max_size=10).filter(lambda c: "\n" not in c))
def test_spacing_and_comments_never_change_meaning(
        seat: str, verb: str, args: list[str], gaps: list[str], comment: str) -> None:
    """records.md Action grammar: single or multiple spaces; the comment never changes meaning."""
    plain = split_action(" ".join([seat, verb, *args]))
    spaced = split_action(gaps[0] + gaps[1].join([seat, verb, *args]) + gaps[2] + "#" + comment)
    assert (spaced.seat, spaced.verb, spaced.args) == (plain.seat, plain.verb, plain.args)
    assert spaced.comment == comment.strip()


# -- sources -----------------------------------------------------------------------------------


def _write(path: Path, text: str | bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def test_iter_sources_jsonl_labels_and_blank_lines(tmp_path: Path) -> None:
    """records.md File conventions: one object per line, blank lines ignored, file.jsonl:7."""
    lines = ['{"n": 1}', "", "   ", '{"n": 2}', "\t", "", '{"n": 3}', ""]
    path = _write(tmp_path / "many.jsonl", "\n".join(lines) + "\n")
    sources = list(iter_sources([path]))
    assert [s.label for s in sources] == [f"{path}:1", f"{path}:4", f"{path}:7"]
    assert [json.loads(s.text or "") for s in sources] == [{"n": 1}, {"n": 2}, {"n": 3}]
    assert all(s.error is None for s in sources)


def test_iter_sources_crlf_and_no_final_newline(tmp_path: Path) -> None:
    """records.md File conventions: Windows line ends and a missing last newline are fine."""
    path = _write(tmp_path / "crlf.jsonl", b'{"n": 1}\r\n\r\n{"n": 2}')
    sources = list(iter_sources([str(path)]))
    assert [s.label.rsplit(":", 1)[1] for s in sources] == ["1", "3"]
    assert [loads(s.text or "") for s in sources] == [{"n": 1}, {"n": 2}]


def test_iter_sources_json_file_is_one_record(tmp_path: Path) -> None:
    """records.md File conventions: a .json file holds one object (over several lines)."""
    path = _write(tmp_path / "one.json", '{\n  "n": 1\n}\n')
    (source,) = iter_sources([path])
    assert source.label == str(path)
    assert loads(source.text or "") == {"n": 1}


def test_iter_sources_folders_sorted_and_recursive(tmp_path: Path) -> None:
    """Spec README Command line: folders of .json/.jsonl files, walked in sorted order."""
    _write(tmp_path / "b.jsonl", '{"n": "b1"}\n{"n": "b2"}\n')
    _write(tmp_path / "a.json", '{"n": "a"}')
    _write(tmp_path / "notes.txt", "not a record")
    _write(tmp_path / "sub" / "c.json", '{"n": "c"}')
    _write(tmp_path / "a_dir" / "z.jsonl", '{"n": "z"}\n')
    names = [loads(s.text or "")["n"] for s in iter_sources([tmp_path])]
    assert names == ["a", "b1", "b2", "z", "c"]


def test_iter_sources_several_paths_in_order(tmp_path: Path) -> None:
    """Spec README Command line: several paths are read in the order given."""
    second = _write(tmp_path / "2.json", '{"n": 2}')
    first = _write(tmp_path / "1.jsonl", '{"n": 1}\n')
    assert [s.label for s in iter_sources([second, first])] == [str(second), f"{first}:1"]


def test_iter_sources_undecodable_lines_are_reported_not_raised(tmp_path: Path) -> None:
    """records.md File conventions: a non-UTF-8 line is an invalid_encoding issue for it alone."""
    path = _write(tmp_path / "mixed.jsonl", b'{"n": 1}\n{"n": "\xff"}\n{"n": 3}\n')
    sources = list(iter_sources([path]))
    assert [s.text is None for s in sources] == [False, True, False]
    bad = sources[1]
    assert bad.label == f"{path}:2"
    assert bad.error is not None
    assert (bad.error.path, bad.error.code) == ("$", "invalid_encoding")
    assert "byte 7" in bad.error.message


def test_iter_sources_missing_path_raises_oserror(tmp_path: Path) -> None:
    """records.py iter_sources: a missing or unreadable path raises OSError (CLI exit 2)."""
    with pytest.raises(OSError, match=r"missing\.json"):
        list(iter_sources([tmp_path / "missing.json"]))


def test_iter_sources_empty_jsonl(tmp_path: Path) -> None:
    """records.md File conventions: a .jsonl of blank lines holds no records."""
    path = _write(tmp_path / "empty.jsonl", "\n\n  \n")
    assert list(iter_sources([path])) == []


def test_source_is_a_value() -> None:
    """records.py Source: label, text and error."""
    assert Source("x", "{}") == Source("x", "{}", None)
