"""Tests of trickgames._core.info: what a record says besides the game (records.md round trip)."""

from __future__ import annotations

from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core._records import (
    context_values,
    dev_record,
    json_scalars,
    json_values,
    result_values,
    rules_values,
)
from trickgames._core.frozen import EMPTY
from trickgames._core.info import RecordInfo
from trickgames._core.validation import info_of


def test_defaults_are_empty() -> None:
    """info.py RecordInfo: states made by deal carry no names, meta, extensions or result."""
    info = RecordInfo()
    assert (info.players, info.meta, info.result_keys) == (None, None, None)
    assert info.extensions == {}
    assert info.result_extensions == {}
    assert not info.rules_as_object
    assert not info.context_written


def test_the_values_are_frozen_copies() -> None:
    """info.py RecordInfo (an immutable, hashable value: the JSON values it is given are
    frozen copies): changing what it was made of changes nothing; its parts refuse changes."""
    meta = {"event": "x", "tags": ["a"]}
    extensions = {"_app": {"ids": [1]}}
    info = RecordInfo(players=["A", "B", "C", "D"], meta=meta, extensions=extensions,
                      result_extensions={"_n": [1]}, context_extensions={"_t": {}},
                      rules_extensions={"_h": "x"}, result_keys=["scores"],
                      context_keys=["forced_solo"])
    meta["tags"].append("b")
    extensions["_app"]["ids"].append(2)
    assert info.meta == {"event": "x", "tags": ["a"]} and info.extensions["_app"]["ids"] == (1,)
    assert info.players == ("A", "B", "C", "D") and info.result_keys == ("scores",)
    assert info.context_keys == ("forced_solo",)
    for part in (info.meta, info.extensions, info.result_extensions, info.context_extensions,
                 info.rules_extensions, RecordInfo().extensions):
        with pytest.raises(TypeError):
            part["x"] = 1  # type: ignore[index]
    assert hash(info) == hash(attrs.evolve(info))


def test_info_of_a_record() -> None:
    """records.md Validation: names, meta and "_" fields are what writes back out unchanged."""
    value = dev_record()
    value["players"] = ["A", "B", "C", "D"]
    value["_x"] = [1]
    value["result"]["_why"] = "hand-checked"
    value["rules"] = {"preset": "ddv"}
    info = info_of(value)
    assert info.players == ("A", "B", "C", "D")
    assert info.meta == value["meta"]
    assert info.extensions == {"_x": [1]}
    assert info.rules_as_object
    assert info.context_written
    assert info.result_keys == ("scores", "winner", "card_points")
    assert info.result_extensions == {"_why": "hand-checked"}


def test_info_of_a_bare_record() -> None:
    """records.md Fields: optional parts absent are remembered as absent."""
    value = dev_record()
    for key in ("context", "result", "meta"):
        del value[key]
    info = info_of(value)
    assert (info.players, info.meta, info.result_keys) == (None, None, None)
    assert not info.context_written
    assert not info.rules_as_object


def test_info_is_frozen() -> None:
    """info.py RecordInfo: an immutable value (states share it)."""
    info = RecordInfo()
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        info.players = ("a",)  # type: ignore[misc]


_record_parts = st.fixed_dictionaries(
    {"rules": rules_values},
    optional={"players": st.lists(st.text(max_size=3), max_size=4) | json_scalars,
              "meta": st.dictionaries(st.text(max_size=4), json_values, max_size=3)
              | json_scalars,
              "context": context_values | json_scalars, "result": result_values | json_scalars,
              "_app": json_values, "_": json_scalars},
)


def _by_the_constructor(value: dict[str, Any]) -> RecordInfo:
    """The information of a record as RecordInfo's own constructor makes it, freezing each
    part it is given (the general way the fast one, frozen_info, replaces)."""
    result, context, rules = value.get("result"), value.get("context"), value["rules"]
    with_result, with_context = isinstance(result, dict), isinstance(context, dict)
    return RecordInfo(
        players=value["players"] if isinstance(value.get("players"), list) else None,
        meta=value["meta"] if isinstance(value.get("meta"), dict) else None,
        extensions={k: v for k, v in value.items() if k.startswith("_")},
        rules_as_object=isinstance(rules, dict),
        context_written="context" in value,
        result_keys=[k for k in result if not k.startswith("_")] if with_result else None,
        result_extensions={k: v for k, v in result.items() if k.startswith("_")}
        if with_result else {},
        context_extensions={k: v for k, v in context.items() if k.startswith("_")}
        if with_context else {},
        rules_extensions={k: v for k, v in rules.items() if k.startswith("_")}
        if isinstance(rules, dict) else {},
        context_keys=[k for k in context if not k.startswith("_")] if with_context else None,
    )


@given(_record_parts)
def test_info_of_builds_what_the_constructor_builds(value: dict[str, Any]) -> None:
    """records.md Validation (names, meta and "_" fields write back out unchanged): the
    information of a record validated, built fast of frozen parts (frozen_info), is the
    value RecordInfo's constructor makes of the same parts, field by field of the same
    types (tuples, frozen dicts, the shared empty one), hashed alike, and it stays frozen."""
    fast, general = info_of(value), _by_the_constructor(value)
    assert fast == general and hash(fast) == hash(general) and type(fast) is RecordInfo
    for field in attrs.fields(RecordInfo):
        mine, theirs = getattr(fast, field.name), getattr(general, field.name)
        assert type(mine) is type(theirs) and mine == theirs
        assert (mine is EMPTY) is (theirs is EMPTY)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        fast.meta = None  # type: ignore[misc]
