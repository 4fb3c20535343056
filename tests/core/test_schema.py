"""Tests of trickgames._core.schema: the shipped JSON Schema and the small checker.

records.md: "The library must ... ship a JSON Schema for it". The runtime cannot depend on
``jsonschema``, so the package has its own checker; here ``jsonschema`` is the reference.

One deliberate difference: JSON Schema counts ``3.0`` as an integer, the checker does not (a
record's ``dealer`` or score written as ``3.0`` is refused). The agreement tests therefore use
``jsonschema`` with ``integer`` redefined to exclude floats, and one test documents the case.
"""

from __future__ import annotations

import json
from typing import Any

import jsonschema
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core._records import data_lines, dev_record, json_values, mutated_records
from trickgames._core.issues import Issue
from trickgames._core.records import FORMAT
from trickgames._core.schema import (
    KEY_NOT_STRING,
    _Compiler,
    _plainly_string_keys,
    _Verdict,
    _walk_keys,
    json_path,
    key_issues,
    load_schema,
    schema_checker,
    short_value,
)

Draft = jsonschema.Draft202012Validator
StrictInt = jsonschema.validators.extend(
    Draft,
    type_checker=Draft.TYPE_CHECKER.redefine(
        "integer", lambda _, x: isinstance(x, int) and not isinstance(x, bool)
    ),
)
REFERENCE = StrictInt(load_schema("record"))
CHECK = schema_checker("record")


VERDICT = _Verdict(load_schema("record")).function()
FULL = _Compiler(load_schema("record")).compile(load_schema("record"))


def agree(value: Any) -> None:
    ours = CHECK(value)
    theirs = list(REFERENCE.iter_errors(value))
    assert (not ours) == (not theirs), (ours, [e.message for e in theirs])
    if _plainly_string_keys(value):  # the only values the checker asks the verdict about
        every: list[Issue] = []
        FULL(value, "$", every)
        assert VERDICT(value) == (not every) == (not theirs), every
        assert ours == every  # the verdict first changes nothing of the issues


def test_shipped_schema_is_valid_2020_12() -> None:
    """records.md: the shipped schema is a valid JSON Schema 2020-12."""
    schema = load_schema("record")
    Draft.check_schema(schema)
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"


def test_load_schema_is_cached_and_checker_reused() -> None:
    """schema.py: the schema is read and compiled once."""
    assert load_schema("record") is load_schema("record")
    assert schema_checker("record") is CHECK


def test_schema_requires_the_record_fields() -> None:
    """records.md Fields: format, game, rules, dealer, hands and actions are required."""
    assert load_schema("record")["required"] == [
        "format", "game", "rules", "dealer", "hands", "actions"]
    paths = {i.path for i in CHECK({})}
    assert paths == {"$.format", "$.game", "$.rules", "$.dealer", "$.hands", "$.actions"}


def test_checker_agrees_with_jsonschema_on_data() -> None:
    """records.md Validation step 1: checker, verdict and jsonschema agree on every bundled
    record."""
    disagree = []
    for label, line in data_lines():
        value = json.loads(line)
        if not (not CHECK(value)) == VERDICT(value) == REFERENCE.is_valid(value):
            disagree.append(label)
    assert disagree == []


def test_data_deal_records_pass_the_schema() -> None:
    """records.md Fields: every deal record bundled in tests/data is well-formed."""
    for label, line in data_lines():
        value = json.loads(line)
        if value.get("format") == "trickgames.record/1":
            assert CHECK(value) == [], label


@given(mutated_records())
def test_checker_agrees_with_jsonschema_on_mutated_records(value: dict[str, Any]) -> None:
    """records.md Validation step 1: checker, verdict and jsonschema agree on mutated
    records."""
    agree(value)


@given(json_values)
def test_checker_agrees_with_jsonschema_on_random_json(value: Any) -> None:
    """records.md Validation step 1: checker, verdict and jsonschema agree on random JSON
    values."""
    agree(value)


def test_integral_float_is_refused_where_jsonschema_accepts_it() -> None:
    """schema.py: documented difference: 3.0 is not an integer for the checker (stricter)."""
    value = dev_record()
    value["dealer"] = 3.0
    assert Draft(load_schema("record")).is_valid(value)
    assert [(i.path, i.code) for i in CHECK(value)] == [("$.dealer", "schema_type")]


@pytest.mark.parametrize("value", [True, False])
def test_booleans_are_not_integers(value: bool) -> None:
    """schema.py: integer excludes booleans, as in JSON Schema."""
    record = dev_record()
    record["dealer"] = value
    assert [i.code for i in CHECK(record)] == ["schema_type"]
    agree(record)


def test_every_violation_is_reported_with_its_path() -> None:
    """records.md Validation: every structural problem, each with a JSON path and a code."""
    value = dev_record()
    value["dealer"] = 7
    value["hands"][2][5] = 12
    value["actions"][3] = None
    value["players"] = ["a", "b"]
    value["colour"] = "red"
    value["_mine"] = {"anything": [1]}
    found = {(i.path, i.code) for i in CHECK(value)}
    assert found == {
        ("$.dealer", "schema_range"),
        ("$.hands[2][5]", "schema_type"),
        ("$.actions[3]", "schema_type"),
        ("$.players", "schema_items"),
        ("$.colour", "unknown_field"),
    }


def test_game_specific_result_and_context() -> None:
    """records.md Result/Context: Doppelkopf result keys are checked; others need "_"."""
    value = dev_record()
    value["result"] = {"scores": [1, 2, 3], "winner": "both", "card_points": {"re": 241},
                       "payouts": [0, 0, 0, 0], "_x": 1}
    value["context"] = {"forced_solo": 4, "compulsory_solo": [True], "_y": 2}
    found = {(i.path, i.code) for i in CHECK(value)}
    assert found == {
        ("$.result.scores", "schema_items"),
        ("$.result.winner", "schema_enum"),
        ("$.result.card_points.re", "schema_range"),
        ("$.result.card_points.kontra", "schema_required"),
        ("$.result.payouts", "unknown_field"),
        ("$.context.forced_solo", "schema_range"),
        ("$.context.compulsory_solo", "schema_items"),
    }
    agree(value)


def test_messages_name_the_expected_and_the_actual_value() -> None:
    """records.md Validation: messages are sentences for people."""
    value = dev_record()
    value["game"] = "skat"
    value["rules"] = ""
    messages = {i.path: i.message for i in CHECK(value)}
    assert messages["$.game"] == 'must be one of "doppelkopf", "schafkopf", not "skat"'
    assert messages["$.rules"] == "must not be empty"


def test_long_and_huge_values_are_shortened_in_messages() -> None:
    """schema.py: values in messages are cut to 40 characters; huge ones never crash."""
    value = dev_record()
    value["dealer"] = list(range(100))
    (issue,) = CHECK(value)
    assert issue.message.endswith("...")
    assert len(issue.message) < 80
    value["dealer"] = 10**5000  # too long for str(); a JSON value all the same
    assert [i.code for i in CHECK(value)] == ["schema_range"]
    assert "bits" in CHECK(value)[0].message


def test_short_value() -> None:
    """schema.py short_value: JSON text up to 40 characters, or a description; never raises."""
    assert short_value("x") == '"x"'
    assert short_value(None) == "null"
    assert short_value(float("inf")) == "Infinity"
    assert short_value(b"ab") == "b'ab'"
    assert short_value(2**20000) == "an integer of 20001 bits (too long to show)"
    deep: list[Any] = []
    for _ in range(100_000):
        deep = [deep]
    assert short_value(deep) == "a list nested too deeply"


@pytest.mark.parametrize(("base", "key", "path"), [
    ("$", "actions", "$.actions"),
    ("$.actions", 17, "$.actions[17]"),
    ("$", "_ext", "$._ext"),
    ("$", "a b", '$["a b"]'),
    ("$", "1x", '$["1x"]'),
    ("$", "", '$[""]'),
    ("$", 'q"', '$["q\\""]'),
    ("$.result", "card_points", "$.result.card_points"),
])
def test_json_path(base: str, key: str | int, path: str) -> None:
    """records.md Validation: issues carry JSON paths like $.actions[17]."""
    assert json_path(base, key) == path


# -- the compiler's keywords on small schemas, each compared with jsonschema -----------------

TOY_SCHEMAS: list[dict[str, Any]] = [
    {"const": 1},
    {"enum": ["a", None, 2]},
    {"type": ["string", "null"], "minLength": 2, "maxLength": 3},
    {"type": "array", "minItems": 1, "maxItems": 2, "items": {"type": "integer"}},
    {"type": "integer", "minimum": 0},
    {"type": "number", "maximum": 5},
    {"pattern": "^p[0-3]$"},
    {"anyOf": [{"type": "string"}, {"type": "integer", "minimum": 3}]},
    {"if": {"type": "string"}, "then": {"minLength": 2}, "else": {"type": "integer"}},
    {"properties": {"a": {"type": "boolean"}}, "patternProperties": {"^_": True},
     "additionalProperties": {"type": "integer"}, "required": ["a"]},
    {"properties": {"a": False}, "additionalProperties": False},
    {"$defs": {"node": {"type": "array", "items": {"$ref": "#/$defs/node"}}},
     "$ref": "#/$defs/node"},
    {"allOf": [{"type": "integer"}, {"maximum": 2}]},
    {"type": "integer", "multipleOf": 2},
    {"multipleOf": 3, "x-code": "odd_one"},
    {"properties": {"_c": {"type": "integer"}}, "patternProperties": {"c$": {"minimum": 2}},
     "additionalProperties": False},
    {"items": {"type": "string", "maxLength": 1}},
    {"type": "array", "items": {"type": "string"}},
]

toy_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 8) | st.sampled_from(["", "a", "ab", "abcd",
                                                                        "p2", "p4"]),
    lambda c: st.lists(c, max_size=3) | st.dictionaries(st.sampled_from(["a", "b", "_c"]), c,
                                                        max_size=3),
    max_leaves=8,
)


@pytest.mark.parametrize("index", range(len(TOY_SCHEMAS)))
@given(value=toy_values)
def test_compiled_keywords_agree_with_jsonschema(index: int, value: Any) -> None:
    """schema.py: each supported keyword judges like JSON Schema 2020-12 (integers exact),
    in the checker and in the verdict."""
    schema = TOY_SCHEMAS[index]
    StrictInt.check_schema(schema)
    found: list[Any] = []
    _Compiler(schema).compile(schema)(value, "$", found)
    assert (not found) == StrictInt(schema).is_valid(value), found
    assert _Verdict(schema).function()(value) == (not found), found


def test_any_of_reports_the_closest_alternative() -> None:
    """schema.py anyOf: when no alternative fits, the issues of the closest one are reported."""
    schema = {"anyOf": [{"type": "object", "required": ["x", "y"]},
                        {"type": "object", "required": ["a"]}]}
    found: list[Any] = []
    _Compiler(schema).compile(schema)({}, "$", found)
    assert [(i.path, i.code) for i in found] == [("$.a", "schema_required")]


def test_only_local_refs_are_supported() -> None:
    """schema.py: $ref must be local (the shipped schemas are self-contained)."""
    with pytest.raises(ValueError, match="only local"):
        _Compiler({}).compile({"$ref": "https://example.com/x.json"})


@pytest.mark.parametrize(
    ("schema", "value", "message"),
    [
        ({"minimum": 0, "maximum": 3}, 5, "must be between 0 and 3, not 5"),
        ({"minimum": 1, "maximum": 1}, 0, "must be between 1 and 1, not 0"),
        ({"minimum": 1}, 0, "must be at least 1, not 0"),
        ({"maximum": 3}, 4.5, "must be at most 3, not 4.5"),
        ({"minItems": 2, "maxItems": 2}, [1], "must hold exactly 2 items, not 1"),
        ({"minItems": 2}, [1], "must hold at least 2 items, not 1"),
        ({"maxItems": 1}, [1, 2], "must hold 0 to 1 items, not 2"),
        ({"minItems": 1, "maxItems": 3}, [], "must hold 1 to 3 items, not 0"),
        ({"multipleOf": 2}, 35, "must be a multiple of 2, not 35"),
        ({"multipleOf": 0.5}, 1.25, "must be a multiple of 0.5, not 1.25"),
    ],
)
def test_range_and_count_messages(schema: dict[str, Any], value: Any, message: str) -> None:
    """schema.py: a number out of range and a list of the wrong length say what is allowed."""
    found: list[Any] = []
    _Compiler(schema).compile(schema)(value, "$", found)
    assert [i.message for i in found] == [message]


def test_multiple_of_judges_integers_exactly_and_numbers() -> None:
    """schema.py multipleOf (JSON Schema 2020-12 6.2.1): a number is valid when dividing it
    by the keyword's value gives an integer; an integer is judged exactly, however large;
    values that are not numbers are left to ``type``."""
    schema = {"multipleOf": 2}
    check = _Compiler(schema).compile(schema)
    for value, fits in [(0, True), (-4, True), (2**200, True), (2**200 + 1, False),
                        (3, False), (4.0, True), (4.5, False), (True, True), ("3", True)]:
        found: list[Any] = []
        check(value, "$", found)
        assert (not found) == fits, value
        assert [i.code for i in found] == ([] if fits else ["schema_multiple_of"])
    half = {"multipleOf": 0.5}
    found = []
    _Compiler(half).compile(half)(2**2000, "$", found)  # too large for a float
    assert [i.code for i in found] == ["schema_multiple_of"]


def test_x_code_gives_the_issues_of_its_subschema_that_code() -> None:
    """schema.py x-code: every violation found by the subschema carrying it gets that code
    (the message stays the keyword's); violations beside it keep their own codes. The
    shipped schemas give a Schafkopf context.stock out of range or odd invalid_context
    (schafkopf-variants.md 6.3 and 11), a stock that is no integer schema_type."""
    schema = {"type": "integer", "allOf": [{"minimum": 0, "multipleOf": 2,
                                           "x-code": "invalid_context"}]}
    StrictInt.check_schema(schema)
    found: list[Any] = []
    _Compiler(schema).compile(schema)(-3, "$", found)
    assert [(i.code, i.message) for i in found] == [
        ("invalid_context", "must be at least 0, not -3"),
        ("invalid_context", "must be a multiple of 2, not -3")]
    found = []
    _Compiler(schema).compile(schema)("x", "$", found)
    assert [i.code for i in found] == ["schema_type"]
    for name in ("record", "session"):
        stock = load_schema(name)["$defs"]["schafkopf_context"]["properties"]["stock"]
        assert stock == schema
    value = {"format": FORMAT, "game": "schafkopf", "rules": "standard", "dealer": 0,
             "hands": [[], [], [], []], "actions": []}
    for pot, code in [(-2, "invalid_context"), (35, "invalid_context"), (True, "schema_type"),
                      (40, None)]:
        issues = CHECK({**value, "context": {"stock": pot}})
        assert [(i.path, i.code) for i in issues] == (
            [] if code is None else [("$.context.stock", code)])
        agree({**value, "context": {"stock": pot}})


# -- keys that are not strings -------------------------------------------------------------------


def test_key_issues_name_each_object_with_a_key_that_is_not_a_string() -> None:
    """records.md File conventions (a record is JSON, whose object keys are strings);
    records.md "Validation" (never raises): ``key_issues`` gives one ``schema_key_not_string``
    issue per object with such keys, at the object's path, in the order of the document;
    the shipped checkers report those alone instead of raising."""
    value = {"b": [{"c": {2: 1}}, {"d": 1}], 1: {"x": {3: 1}}, "a": {(1,): 1, 4: 2}}
    issues = key_issues(value)
    assert [(i.path, i.code) for i in issues] == [
        ("$", KEY_NOT_STRING), ("$.b[0].c", KEY_NOT_STRING), ("$.a", KEY_NOT_STRING)]
    assert issues[2].message == ("has a key that is not a string: (1,) (and 1 more); JSON "
                                 "object keys are strings")
    assert KEY_NOT_STRING == "schema_key_not_string"
    assert key_issues({"a": [1, {"b": "c"}], "d": None}) == []
    for name in ("record", "session"):
        assert schema_checker(name)({"format": 1, 7: 7, "rules": {8: 8}}) == [
            Issue("$", KEY_NOT_STRING, "has a key that is not a string: 7; JSON object keys "
                  "are strings"),
            Issue("$.rules", KEY_NOT_STRING, "has a key that is not a string: 8; JSON object "
                  "keys are strings")]


class _Key(str):
    """A key that is a string of another class."""


class _Object(dict):  # type: ignore[type-arg]
    """An object of another class."""


#: Texts that may hold unpaired surrogates (and proper pairs, and other non-ASCII text).
_maybe_text = st.lists(st.sampled_from(["a", "é", "😀", "\ud800", "\udfff", "\ud83d\ude00"]),
                       max_size=3).map("".join)
_keys = (st.text(max_size=3) | st.integers(0, 3) | st.text(max_size=2).map(_Key) | st.none()
         | _maybe_text)
_python_values = st.recursive(
    json_values | st.tuples(st.integers()) | _maybe_text,
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=3) | _keys, children, max_size=4)
    | st.dictionaries(_keys, children, max_size=3).map(_Object),
    max_leaves=20,
)


@given(_python_values | json_values)
def test_the_quick_look_for_keys_finds_what_the_walk_finds(value: Any) -> None:
    """records.md File conventions (a record is JSON, whose object keys are strings):
    ``key_issues``, which first looks quickly whether a value is plain JSON with string keys
    only, gives what the walk over every object gives, for keys and containers of any kind
    (numbers, ``None``, a subclass of ``str``, a tuple, a subclass of ``dict``) and strings
    holding unpaired surrogates (which JSON text is refused for: ``invalid_json``); every
    string the walk lets pass can be written as UTF-8."""
    assert key_issues(value) == _walk_keys(value)
    if _plainly_string_keys(value):
        assert _walk_keys(value) == []
    if not _walk_keys(value) and _plain_json(value):
        json.dumps(value, ensure_ascii=False).encode("utf-8")


def _plain_json(value: Any) -> bool:
    if isinstance(value, dict):
        return all(isinstance(k, str) and _plain_json(v) for k, v in value.items())
    if isinstance(value, list):
        return all(map(_plain_json, value))
    return isinstance(value, str | int | float | bool | type(None))
