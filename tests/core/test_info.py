"""Tests of trickgames._core.info: what a record says besides the game (records.md round trip)."""

from __future__ import annotations

import attrs
import pytest

from tests.core._records import dev_record
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
