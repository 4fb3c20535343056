"""Tests of trickgames._core.records: reading and writing trickgames.record/1 (records.md)."""

from __future__ import annotations

import copy
import json
import os
import tempfile
import tracemalloc
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any
from unittest import mock

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import trickgames
from tests.core._files import Fifo, permissions_enforced
from tests.core._records import dev_record, json_values
from trickgames._core import records
from trickgames._core.errors import ParseError, RecordError
from trickgames._core.records import (
    FORMAT,
    MAX_RECORD_BYTES,
    SESSION_FORMAT,
    ActionText,
    Record,
    Source,
    Unreadable,
    document_json,
    dumps,
    extensions_of,
    iter_sources,
    loads,
    split_action,
    structure_issues,
    without_extensions,
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


@pytest.mark.parametrize("text", ["[" + "9" * 4301 + "]", '{"a": -' + "1" * 5000 + "}",
                                  '{"result": {"scores": [' + "7" * 100_000 + "]}}"])
def test_numbers_of_more_than_4300_digits_are_refused_in_our_words(text: str) -> None:
    """records.md File conventions (strict JSON; a number has at most 4,300 digits): a longer
    integer is a ParseError ``invalid_json`` that says so in the library's words, not Python's
    ("Exceeds the limit ... sys.set_int_max_str_digits()"); ``validate`` reports it at ``$``."""
    with pytest.raises(ParseError) as info:
        loads(text)
    assert info.value.code == "invalid_json"
    assert info.value.message == (
        "invalid JSON: a number has more than 4,300 digits, the most a record's number may have")
    (issue,) = trickgames.validate(text).issues
    assert (issue.path, issue.code, issue.message) == ("$", "invalid_json", info.value.message)


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


class _HookedLoads:
    """The general way to decode strictly that the one decoder of loads replaces:
    ``json.loads`` with the hooks, which makes a new decoder for every text."""

    def decode(self, text: str) -> Any:
        return json.loads(text, object_pairs_hook=records._no_duplicates,
                          parse_constant=records._reject_constant,
                          parse_float=records._finite_float)


def _outcome(text: str | bytes) -> tuple[str, str]:
    try:
        return "value", repr(loads(text))
    except ParseError as exc:
        return exc.code, exc.message


_JSONISH = st.text(alphabet='{}[]":, 0123456789.eE-+truefalsNIyn\\u\ufeffd8a', max_size=30)


@given(_JSONISH | json_values.map(dumps) | json_values.map(lambda v: "\ufeff" + dumps(v)))
@settings(max_examples=300)
def test_loads_reads_as_json_loads_with_the_hooks_does(text: str) -> None:
    """records.md File conventions (strict JSON): the strict decoder made once reads every
    text as ``json.loads`` with the same hooks reads it, a byte order mark refused too: the
    same value of the same types, or the same ParseError with the same message."""
    fast = _outcome(text)
    with mock.patch.object(records, "_DECODER", _HookedLoads()):
        assert _outcome(text) == fast


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


@given(st.dictionaries(st.text(alphabet="_\na", max_size=4), st.integers(), max_size=6))
def test_extension_fields_are_the_keys_that_start_with_an_underscore(
        value: dict[str, int]) -> None:
    """records.md File conventions (fields whose names start with ``_`` are extensions):
    extensions_of and without_extensions, which glance at all keys at once first, split an
    object as a look at each key does, in its order, line ends and ``_`` inside keys too."""
    extensions = {k: v for k, v in value.items() if k.startswith("_")}
    rest = {k: v for k, v in value.items() if not k.startswith("_")}
    assert list(extensions_of(value).items()) == list(extensions.items())
    assert list(without_extensions(value).items()) == list(rest.items())
    assert without_extensions(value) is not value


def test_the_optional_fields_of_a_document_are_written_when_given() -> None:
    """records.md Fields (optional fields are left out when absent; extensions last): the
    JSON object of a document has its given optional fields as plain JSON, in order, then
    the extension fields."""
    record = Record.from_json({**dev_record(), "players": ["A", "B", "C", "D"], "_x": [1]})
    out = document_json({"format": FORMAT}, (("a", None), ("players", record.players),
                                             ("meta", record.meta)), record.extensions)
    assert out == {"format": FORMAT, "players": ["A", "B", "C", "D"], "meta": dev_record()["meta"],
                   "_x": [1]}
    assert list(out) == ["format", "players", "meta", "_x"]
    assert type(out["players"]) is list and type(out["_x"]) is list


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


def test_iter_sources_missing_path_is_reported_not_raised(tmp_path: Path) -> None:
    """docs/cli.md "trickgames validate" (What is read: every path that cannot be read is
    reported by its own name, the other paths are still read): a missing path is an
    ``Unreadable`` at its turn, with the error and the code ``not_found``."""
    after = _write(tmp_path / "after.json", '{"n": 1}')
    missing, source = iter_sources([tmp_path / "missing.json", after])
    assert isinstance(missing, Unreadable)
    assert missing.path == str(tmp_path / "missing.json")
    assert isinstance(missing.error, FileNotFoundError)
    assert (missing.code, missing.reason) == ("not_found", "No such file or directory")
    assert source == Source(str(after), '{"n": 1}')


def test_iter_sources_empty_jsonl(tmp_path: Path) -> None:
    """records.md File conventions: a .jsonl of blank lines holds no records."""
    path = _write(tmp_path / "empty.jsonl", "\n\n  \n")
    assert list(iter_sources([path])) == []


def test_source_is_a_value() -> None:
    """records.py Source: label, text and error."""
    assert Source("x", "{}") == Source("x", "{}", None)


# -- what is read: bad entries, special files, sizes, byte order marks -------------------------


def _outcomes(paths: list[Path], **options: Any) -> list[tuple[str, str]]:
    """Every item ``iter_sources`` gives, as ``(label or path, what)``: ``text`` for a record
    read, the issue's code for a record refused, ``unreadable:<code>`` for a path."""
    out = []
    for item in iter_sources(paths, **options):
        if isinstance(item, Unreadable):
            out.append((item.path, f"unreadable:{item.code}"))
        else:
            out.append((item.label, "text" if item.error is None else item.error.code))
    return out


def test_a_dangling_link_in_a_folder_hides_nothing(tmp_path: Path) -> None:
    """docs/cli.md "trickgames validate" (What is read: every path that cannot be read is
    reported by its own name, every other record is still read): a link to nothing inside a
    folder is one ``Unreadable`` that names the link and says so; the files before and after
    it, and those of the next path, are read."""
    _write(tmp_path / "a.json", '{"n": "a"}')
    (tmp_path / "b.json").symlink_to(tmp_path / "gone.json")
    _write(tmp_path / "c.jsonl", '{"n": "c"}\n')
    _write(tmp_path / "sub" / "d.json", '{"n": "d"}')
    after = _write(tmp_path.parent / f"{tmp_path.name}-after.json", '{"n": "after"}')
    assert _outcomes([tmp_path, after]) == [
        (str(tmp_path / "a.json"), "text"),
        (str(tmp_path / "b.json"), "unreadable:not_found"),
        (f"{tmp_path / 'c.jsonl'}:1", "text"),
        (str(tmp_path / "sub" / "d.json"), "text"),
        (str(after), "text"),
    ]
    dangling = next(i for i in iter_sources([tmp_path]) if isinstance(i, Unreadable))
    assert dangling.reason == f"a link to {tmp_path / 'gone.json'}, which does not exist"


def test_a_folder_that_cannot_be_listed_is_reported(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/cli.md "trickgames validate" (What is read: a folder that cannot be read is
    reported, never skipped silently): a subfolder whose listing fails is one ``Unreadable``
    at its turn; its siblings are read. (The listing is made to fail here, since root may
    list any folder.)"""
    _write(tmp_path / "a.json", '{"n": "a"}')
    _write(tmp_path / "locked" / "hidden.json", '{"n": "hidden"}')
    _write(tmp_path / "z" / "z.json", '{"n": "z"}')
    scandir = os.scandir

    def refusing(path: Any = ".") -> Any:
        if Path(path) == tmp_path / "locked":
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return scandir(path)

    monkeypatch.setattr(os, "scandir", refusing)
    assert _outcomes([tmp_path]) == [
        (str(tmp_path / "a.json"), "text"),
        (str(tmp_path / "locked"), "unreadable:permission_denied"),
        (str(tmp_path / "z" / "z.json"), "text"),
    ]


@pytest.mark.skipif(not permissions_enforced(), reason="this user reads files without read "
                    "permission (root), so they cannot be made unreadable")
def test_files_and_folders_without_permission_are_reported(tmp_path: Path) -> None:
    """docs/cli.md "trickgames validate" (What is read: every path that cannot be read is
    reported by its own name): a file and a folder without read permission are each reported
    as ``permission_denied``; the other records are read."""
    _write(tmp_path / "a.json", '{"n": "a"}')
    locked_file = _write(tmp_path / "b.json", '{"n": "b"}')
    locked_dir = tmp_path / "c"
    _write(locked_dir / "inside.json", '{"n": "inside"}')
    _write(tmp_path / "d.jsonl", '{"n": "d"}\n')
    locked_file.chmod(0)
    locked_dir.chmod(0)
    try:
        assert _outcomes([tmp_path]) == [
            (str(tmp_path / "a.json"), "text"),
            (str(locked_file), "unreadable:permission_denied"),
            (f"{tmp_path / 'd.jsonl'}:1", "text"),
            (str(locked_dir), "unreadable:permission_denied"),
        ]
    finally:
        locked_dir.chmod(0o700)
        locked_file.chmod(0o600)


def test_a_file_that_cannot_be_opened_is_reported(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/cli.md "trickgames validate" (What is read: every path that cannot be read is
    reported by its own name): a file in a folder that cannot be opened is an ``Unreadable``
    with the error; the next file is read. (Opening is made to fail here, since root may open
    any file.)"""
    _write(tmp_path / "a.json", '{"n": "a"}')
    locked = _write(tmp_path / "b.jsonl", '{"n": "b"}\n')
    _write(tmp_path / "c.json", '{"n": "c"}')
    real_open = os.open

    def refusing(path: Any, flags: int, *args: Any, **kwargs: Any) -> int:
        if Path(path) == locked:
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_open(path, flags, *args, **kwargs)

    monkeypatch.setattr(os, "open", refusing)
    assert _outcomes([tmp_path]) == [
        (str(tmp_path / "a.json"), "text"),
        (str(locked), "unreadable:permission_denied"),
        (str(tmp_path / "c.json"), "text"),
    ]


def test_links_to_files_and_folders_are_followed_and_loops_reported(tmp_path: Path) -> None:
    """docs/cli.md "trickgames validate" (What is read: links are followed; a link that leads
    back to a folder being read is a loop): a link to a file is read as that file, a link to a
    folder is walked under its own name, a link to the folder it is in and two links to each
    other are each reported as ``symlink_loop``, once."""
    real = _write(tmp_path / "real" / "r.json", '{"n": "r"}')
    (tmp_path / "a.json").symlink_to(real)
    (tmp_path / "b").symlink_to(tmp_path / "real")
    (tmp_path / "real" / "up").symlink_to(tmp_path)
    (tmp_path / "x.json").symlink_to(tmp_path / "y.json")
    (tmp_path / "y.json").symlink_to(tmp_path / "x.json")
    assert _outcomes([tmp_path]) == [
        (str(tmp_path / "a.json"), "text"),
        (str(tmp_path / "x.json"), "unreadable:symlink_loop"),
        (str(tmp_path / "y.json"), "unreadable:symlink_loop"),
        (str(tmp_path / "b" / "r.json"), "text"),
        (str(tmp_path / "b" / "up"), "unreadable:symlink_loop"),
        (str(tmp_path / "real" / "r.json"), "text"),
        (str(tmp_path / "real" / "up"), "unreadable:symlink_loop"),
    ]


def test_other_names_are_not_records(tmp_path: Path) -> None:
    """docs/cli.md "trickgames validate" (PATH: every ``.json`` and ``.jsonl`` file below a
    folder; What is read: a link with another name that leads nowhere is not looked at): in a
    folder, files, pipes and dangling links whose names end otherwise are not read and not
    reported."""
    _write(tmp_path / "notes.txt", "not a record")
    (tmp_path / "dangling.txt").symlink_to(tmp_path / "gone")
    fifo = Fifo(tmp_path / "pipe")
    try:
        assert _outcomes([tmp_path]) == []
    finally:
        fifo.close()
    assert not fifo.opened


def test_a_named_pipe_is_not_a_regular_file(tmp_path: Path) -> None:
    """docs/cli.md "trickgames validate" (What is read: only regular files are read; a named
    pipe is reported as "not a regular file" and never opened for reading): a FIFO given as a
    path, found in a folder or behind a link is an ``Unreadable`` with the code
    ``not_a_regular_file``, and nobody opened it (a blocking open would wait for a writer
    forever)."""
    folder = tmp_path / "folder"
    folder.mkdir()
    given = Fifo(tmp_path / "given.json")
    found = Fifo(folder / "found.jsonl")
    (folder / "link.json").symlink_to(tmp_path / "given.json")
    _write(folder / "ok.json", '{"n": 1}')
    try:
        outcomes = _outcomes([tmp_path / "given.json", folder])
        first = next(iter_sources([tmp_path / "given.json"]))
    finally:
        given.close()
        found.close()
    assert outcomes == [
        (str(tmp_path / "given.json"), "unreadable:not_a_regular_file"),
        (str(folder / "found.jsonl"), "unreadable:not_a_regular_file"),
        (str(folder / "link.json"), "unreadable:not_a_regular_file"),
        (str(folder / "ok.json"), "text"),
    ]
    assert isinstance(first, Unreadable)
    assert first.reason == "not a regular file (a named pipe)"
    assert not given.opened and not found.opened


@pytest.mark.parametrize("device", ["/dev/null", "/dev/zero"])
def test_a_device_is_not_a_regular_file(tmp_path: Path, device: str) -> None:
    """docs/cli.md "trickgames validate" (What is read: only regular files are read; a device
    such as ``/dev/zero`` is reported as "not a regular file"): a device given as a path or a
    link to one in a folder is an ``Unreadable`` and is not read (``/dev/zero`` never ends)."""
    if not Path(device).exists():
        pytest.skip(f"no {device} here")
    (tmp_path / "device.json").symlink_to(device)
    assert _outcomes([Path(device), tmp_path]) == [
        (device, "unreadable:not_a_regular_file"),
        (str(tmp_path / "device.json"), "unreadable:not_a_regular_file"),
    ]
    (item,) = iter_sources([device])
    assert isinstance(item, Unreadable)
    assert item.reason == "not a regular file (a character device)"


def test_the_record_size_limit_is_the_documented_one() -> None:
    """docs/cli.md "trickgames validate" (``--max-record-bytes N``: default 16 MiB): the
    default limit on one record is 16 MiB."""
    assert MAX_RECORD_BYTES == 16 * 1024 * 1024


def test_a_json_file_over_the_limit_is_refused(tmp_path: Path) -> None:
    """docs/cli.md "trickgames validate" (``--max-record-bytes N``: a larger record is an
    invalid record with the code ``record_too_large``): a ``.json`` file of more than the
    limit is refused with an issue that gives its size and the limit; one of exactly the limit
    is read."""
    big = _write(tmp_path / "big.json", '{"n": "' + "x" * 92 + '"}')  # 101 bytes
    exact = _write(tmp_path / "exact.json", '{"n": "' + "x" * 91 + '"}')  # 100 bytes
    assert (big.stat().st_size, exact.stat().st_size) == (101, 100)
    (too_big,) = iter_sources([big], max_record_bytes=100)
    assert isinstance(too_big, Source) and too_big.text is None and too_big.error is not None
    assert (too_big.label, too_big.error.path, too_big.error.code) == (
        str(big), "$", "record_too_large")
    assert too_big.error.message == (
        "the record is 101 bytes long, more than the limit of 100 bytes "
        "(raise it with --max-record-bytes)")
    assert _outcomes([exact], max_record_bytes=100) == [(str(exact), "text")]


def test_a_jsonl_line_over_the_limit_is_refused_and_the_next_line_read(tmp_path: Path) -> None:
    """docs/cli.md "trickgames validate" (``--max-record-bytes N``: a record is a line without
    its line end; the rest of a long line is skipped and the next line read): a line of more
    than the limit is refused, the line numbers after it stay right, and a line of exactly
    the limit (with ``\\n`` or ``\\r\\n``) is read."""
    exact = '{"n": "' + "x" * 12 + '"}'  # 21 bytes
    path = _write(tmp_path / "many.jsonl", "\n".join([
        exact, "y" * 10_000, exact + "\r", "z" * 22, "", exact]) + "\n" + "w" * 50)
    assert _outcomes([path], max_record_bytes=21) == [
        (f"{path}:1", "text"),
        (f"{path}:2", "record_too_large"),
        (f"{path}:3", "text"),
        (f"{path}:4", "record_too_large"),
        (f"{path}:6", "text"),
        (f"{path}:7", "record_too_large"),
    ]
    refused = list(iter_sources([path], max_record_bytes=21))[1]
    assert isinstance(refused, Source) and refused.error is not None
    assert refused.error.message == (
        "the record is more than 21 bytes long, the limit (raise it with --max-record-bytes)")


@pytest.mark.parametrize("suffix", [".json", ".jsonl"])
def test_a_long_record_is_not_read_into_memory(tmp_path: Path, suffix: str) -> None:
    """docs/cli.md "trickgames validate" (``--max-record-bytes N``: a larger record is not
    read into memory): refusing a 32 MB record (a sparse file of one line) allocates far less
    than the record, and the line after it is read."""
    path = tmp_path / f"huge{suffix}"
    with path.open("wb") as handle:
        handle.truncate(32 << 20)
        handle.seek(0, os.SEEK_END)
        handle.write(b'\n{"n": 2}\n')
    tracemalloc.start()
    try:
        outcomes = _outcomes([path], max_record_bytes=1000)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    if suffix == ".jsonl":
        assert outcomes == [(f"{path}:1", "record_too_large"), (f"{path}:2", "text")]
    else:
        assert outcomes == [(str(path), "record_too_large")]
    assert peak < 1 << 20


def test_a_byte_order_mark_starting_a_file_is_skipped(tmp_path: Path) -> None:
    """records.md File conventions (encoding UTF-8); docs/cli.md "trickgames validate" (What
    is read: a UTF-8 byte order mark at the start of a file is skipped): a ``.json`` file and
    the first line of a ``.jsonl`` file may start with a BOM, which is not part of the text;
    a byte that is not UTF-8 after it is still counted from the start of the line."""
    bom = b"\xef\xbb\xbf"
    one = _write(tmp_path / "one.json", bom + b'{"n": 1}')
    many = _write(tmp_path / "many.jsonl", bom + b'{"n": 2}\n{"n": 3}\n')
    bad = _write(tmp_path / "bad.jsonl", bom + b'{"n": "\xff"}\n')
    sources = list(iter_sources([one, many, bad]))
    assert [s.text for s in sources if isinstance(s, Source)] == [
        '{"n": 1}', '{"n": 2}\n', '{"n": 3}\n', None]
    last = sources[-1]
    assert isinstance(last, Source) and last.error is not None
    assert last.error.message == "not UTF-8: byte 10 cannot be decoded"


@pytest.mark.parametrize("text", [b'\xef\xbb\xbf{"format": "trickgames.record/1"}',
                                  '\ufeff{"format": "trickgames.record/1"}'])
def test_validate_skips_a_byte_order_mark(text: bytes | str) -> None:
    """records.md File conventions (encoding UTF-8): ``trickgames.validate`` of text that
    starts with a byte order mark judges the record after it (here: the missing fields), not
    the mark: the same issues as without it."""
    report = trickgames.validate(text)
    plain = trickgames.validate('{"format": "trickgames.record/1"}')
    assert [(i.path, i.code) for i in report.issues] == [
        (i.path, i.code) for i in plain.issues]
    assert ("$.game", "schema_required") in [(i.path, i.code) for i in report.issues]


# -- fuzzing the reader: random folder trees ------------------------------------------------------

#: What a folder entry may be: regular record files, other files, broken links, named pipes,
#: files without read permission (each with a record's name or another), and folders.
_FILE_KINDS = ["json", "jsonl", "bom_json", "txt", "dangling", "dangling_txt", "self_loop",
               "pair_loop", "fifo", "fifo_txt", "locked", "link_file"]
_FOLDER_KINDS = ["folder", "locked_folder", "link_up", "link_root"]

_entry_kinds = st.sampled_from(_FILE_KINDS + _FOLDER_KINDS)
_jsonl_lines = st.lists(st.sampled_from(['{"n": 1}', "", "  ", "{not json", "[]"]), max_size=4)


class _Tree:
    """A folder tree being built, and what the reader must give for it, in order."""

    def __init__(self, root: Path, outside: Path, draw: Any) -> None:
        self.root = root
        self.outside = outside
        self.draw = draw
        self.fifos: list[Fifo] = []
        self.locked: list[Path] = []
        self.permissions = permissions_enforced()

    def folder(self, path: Path, depth: int) -> list[tuple[str, str]]:
        """Fill the folder ``path``; the outcomes the reader gives for it, in its order."""
        path.mkdir()
        kinds = self.draw(st.lists(_entry_kinds, max_size=6 if depth < 2 else 4))
        now: dict[str, list[tuple[str, str]]] = {}
        later: dict[str, Callable[[], list[tuple[str, str]]]] = {}
        for number, kind in enumerate(kinds):
            stem = self.draw(st.sampled_from(["a", "B", "c-", "z_", "é"])) + str(number)
            if kind in _FOLDER_KINDS and (kind != "folder" or depth < 2):
                later[stem] = self.subfolder(path / stem, kind, depth)
            elif kind not in _FOLDER_KINDS:
                now.update(self.file(path, stem, kind))
        out: list[tuple[str, str]] = []
        for name in sorted(now):
            out.extend(now[name])
        for name in sorted(later):
            out.extend(later[name]())
        return out

    def subfolder(self, path: Path, kind: str,
                  depth: int) -> Callable[[], list[tuple[str, str]]]:
        if kind in ("link_up", "link_root"):
            path.symlink_to(path.parent if kind == "link_up" else self.root)
            return lambda: [(str(path), "unreadable:symlink_loop")]
        inside = self.folder(path, depth + 1)
        if kind == "locked_folder":
            path.chmod(0)
            self.locked.append(path)
            if self.permissions:
                return lambda: [(str(path), "unreadable:permission_denied")]
        return lambda: inside

    def file(self, folder: Path, stem: str, kind: str) -> dict[str, list[tuple[str, str]]]:
        """Make one entry (two for a pair of links); the outcomes by name."""
        name = f"{stem}.json"
        path = folder / name
        if kind == "json":
            path.write_text('{"n": 1}', encoding="utf-8")
        elif kind == "bom_json":
            path.write_bytes(b'\xef\xbb\xbf{"n": 1}')
        elif kind == "jsonl":
            lines = self.draw(_jsonl_lines)
            name = f"{stem}.jsonl"
            path = folder / name
            path.write_text("\n".join(lines), encoding="utf-8")
            return {name: [(f"{path}:{i}", "text") for i, line in enumerate(lines, 1)
                           if line.strip()]}
        elif kind == "txt":
            (folder / f"{stem}.txt").write_text("not a record", encoding="utf-8")
            return {}
        elif kind == "dangling":
            path.symlink_to(folder / f"{stem}-gone.json")
            return {name: [(str(path), "unreadable:not_found")]}
        elif kind == "dangling_txt":
            (folder / f"{stem}.txt").symlink_to(folder / "gone")
            return {}
        elif kind == "self_loop":
            path.symlink_to(path)
            return {name: [(str(path), "unreadable:symlink_loop")]}
        elif kind == "pair_loop":
            other = folder / f"{stem}-pair.json"
            path.symlink_to(other)
            other.symlink_to(path)
            return {name: [(str(path), "unreadable:symlink_loop")],
                    other.name: [(str(other), "unreadable:symlink_loop")]}
        elif kind in ("fifo", "fifo_txt"):
            if kind == "fifo_txt":
                self.fifos.append(Fifo(folder / f"{stem}.txt"))
                return {}
            self.fifos.append(Fifo(path))
            return {name: [(str(path), "unreadable:not_a_regular_file")]}
        elif kind == "locked":
            path.write_text('{"n": 1}', encoding="utf-8")
            path.chmod(0)
            if self.permissions:
                return {name: [(str(path), "unreadable:permission_denied")]}
        elif kind == "link_file":
            target = self.outside / f"{len(list(self.outside.iterdir()))}.json"
            target.write_text('{"n": 1}', encoding="utf-8")
            path.symlink_to(target)
        return {name: [(str(path), "text")]}

    def close(self) -> None:
        """Give back the permissions (outer folders first), then release the pipes."""
        for path in reversed(self.locked):
            path.chmod(0o700 if path.is_dir() else 0o600)
        for fifo in self.fifos:
            fifo.close()


@given(st.data())
@settings(max_examples=25, deadline=None)
def test_the_reader_reports_every_entry_of_any_folder_tree_once(data: st.DataObject) -> None:
    """docs/cli.md "trickgames validate" (What is read: only regular files; every path that
    cannot be read reported by its own name, every other record still read; links followed,
    loops reported; a BOM skipped): for random folder trees of record files, ``.jsonl``
    files, other files, links that lead nowhere, link loops, links to a folder above, named
    pipes and (unless this user reads anything, as root does) files and folders without
    read permission, the reader never hangs or raises, never opens a pipe, and gives every
    record and every entry that cannot be read exactly once, in the documented order."""
    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        (base / "outside").mkdir()
        tree = _Tree(base / "tree", base / "outside", data.draw)
        try:
            expected = tree.folder(tree.root, 0)
            extra = data.draw(st.sampled_from([[], ["missing"], ["fifo"], ["missing", "fifo"]]))
            paths: list[Path] = [tree.root]
            for kind in extra:
                paths.append(base / f"given-{kind}.json")
                if kind == "fifo":
                    tree.fifos.append(Fifo(paths[-1]))
                code = "not_found" if kind == "missing" else "not_a_regular_file"
                expected.append((str(paths[-1]), f"unreadable:{code}"))
            got = _outcomes(paths)
            texts = [i.text for i in iter_sources(paths) if isinstance(i, Source) and i.text]
        finally:
            tree.close()
        assert got == expected
        assert not any(text.startswith("\ufeff") for text in texts)
        assert not any(fifo.opened for fifo in tree.fifos)


# -- records are values --------------------------------------------------------------------------


def test_a_record_holds_only_immutable_values() -> None:
    """docs/records.md "Records in Python" (a Record is an immutable value: JSON objects are
    read-only mappings, arrays tuples): a Record made of dicts and lists holds frozen copies,
    hashes, refuses changes, reads like the JSON and writes exactly the same JSON."""
    value = dev_record()
    value["players"] = ["Ann", "Bo", "Cy", "Di"]
    value["meta"] = {"event": "x", "tags": ["a", {"b": 1}]}
    value["_app"] = {"id": [7]}
    value["rules"] = {"preset": "ddv", "_house": ["x"]}
    before = copy.deepcopy(value)
    record = Record.from_json(value)
    made = Record(game=value["game"], rules=value["rules"], dealer=value["dealer"],
                  hands=value["hands"], actions=value["actions"], context=value["context"],
                  result=value["result"], players=value["players"], meta=value["meta"],
                  extensions={"_app": value["_app"]})
    assert made == record and hash(made) == hash(record)
    value["meta"]["tags"][1]["b"] = 2
    value["_app"]["id"].append(8)
    value["result"]["scores"][0] = 99
    value["rules"]["_house"].append("y")
    value["context"]["compulsory_solo"] = [True] * 4
    assert record.to_json() == before and made.to_text() == record.to_text()
    assert record.meta is not None and record.meta["tags"][1]["b"] == 1
    assert isinstance(record.meta, Mapping) and not isinstance(record.meta, dict)
    assert record.meta["tags"] == ("a", {"b": 1}) and record.hands[0] == tuple(record.hands[0])
    assert isinstance(record.players, tuple) and isinstance(record.actions, tuple)
    for part in (record.meta, record.result, record.context, record.rules, record.extensions):
        with pytest.raises(TypeError):
            part["x"] = 1  # type: ignore[index]
    written = record.to_json()
    assert json.loads(record.to_text()) == before and type(written["meta"]) is dict
    assert type(written["meta"]["tags"]) is list and type(written["rules"]) is dict
    written["meta"]["event"] = "changed"
    assert record.meta["event"] == "x"


def _stdin(monkeypatch: pytest.MonkeyPatch, data: bytes) -> None:
    import io
    import sys

    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))


def test_standard_input_is_read_for_a_dash(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/cli.md "trickgames validate" (``-``): standard input is JSON Lines (labelled
    ``-:N``) when its first non-blank line is a JSON value of its own (``simulate`` piped
    in), else one record (``-``); blank input holds no record; a record longer than the
    limit is refused unread."""
    line = json.dumps(dev_record())
    _stdin(monkeypatch, f"\n{line}\n\n{line}\n".encode())
    sources = list(iter_sources(["-"]))
    assert [s.label for s in sources] == ["-:2", "-:4"]  # type: ignore[union-attr]
    assert all(s.text.strip() == line for s in sources)  # type: ignore[union-attr]
    pretty = json.dumps(dev_record(), indent=2)
    _stdin(monkeypatch, pretty.encode())
    (source,) = iter_sources(["-"])
    assert source.label == "-" and source.text == pretty  # type: ignore[union-attr]
    _stdin(monkeypatch, b"\n \n")
    assert list(iter_sources(["-"])) == []
    _stdin(monkeypatch, pretty.encode())
    (source,) = iter_sources(["-"], max_record_bytes=10)
    assert source.error is not None and source.error.code == "record_too_large"  # type: ignore[union-attr]


@given(json_values)
def test_frozen_values_are_written_as_their_plain_copies(value: Any) -> None:
    """records.md "File conventions" (one line of UTF-8 JSON): a value holding frozen JSON
    values (frozen dicts, tuples) is written as the same text as its plain copy, without the
    copy (``dumps_frozen``, what a record's ``to_text`` uses)."""
    from trickgames._core.frozen import freeze, thaw

    assert records.dumps_frozen(freeze(value)) == records.dumps(thaw(freeze(value)))
    assert records.dumps_frozen(value) == records.dumps(value)
