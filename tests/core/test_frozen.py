"""Tests of trickgames._core.frozen: immutable JSON values (frozen.py; records.md round trip)."""

from __future__ import annotations

import copy
import json
import pickle
from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

import pytest
from hypothesis import given

from tests.core._records import json_values
from trickgames._core.frozen import FrozenDict, freeze, thaw


def test_a_frozen_dict_reads_as_a_mapping() -> None:
    """frozen.py FrozenDict: a read-only mapping in the order given."""
    value = FrozenDict({"b": 1, "a": [2, {"c": 3}]})
    assert isinstance(value, Mapping) and not isinstance(value, dict)
    assert list(value) == ["b", "a"] and len(value) == 2
    assert value["b"] == 1 and value.get("x") is None and value.get("x", 5) == 5
    assert "a" in value and "x" not in value
    assert value["a"] == (2, FrozenDict({"c": 3}))
    assert list(value.items()) == [("b", 1), ("a", (2, FrozenDict({"c": 3})))]
    assert FrozenDict(a=1) == {"a": 1}


def test_a_frozen_dict_cannot_change() -> None:
    """frozen.py FrozenDict: no item or attribute can be set or removed."""
    value: Any = FrozenDict({"a": 1})
    with pytest.raises(TypeError):
        value["a"] = 2
    with pytest.raises(TypeError):
        del value["a"]
    for name in ("update", "pop", "clear", "setdefault", "popitem"):
        assert not hasattr(value, name)
    with pytest.raises(AttributeError):
        value._data = {}
    with pytest.raises(AttributeError):
        del value._data
    assert value == {"a": 1}


def test_equality_and_hash_ignore_order() -> None:
    """frozen.py FrozenDict: equal to every mapping that freezes to the same items (the JSON it
    was made from too), in any order, and hashed alike."""
    one, two = FrozenDict({"a": 1, "b": (2,)}), FrozenDict({"b": [2], "a": 1})
    assert one == two and hash(one) == hash(two)
    assert one == {"b": (2,), "a": 1} and one == MappingProxyType({"a": 1, "b": (2,)})
    assert one == {"a": 1, "b": [2]}, "a frozen value equals the JSON it was made from"
    assert one != {"a": 1} and one != FrozenDict({"a": 1, "b": (3,)})
    assert one["b"] != [2], "a tuple is no list"
    assert one != [("a", 1)] and (one == 1) is False
    assert {one: "x"}[two] == "x"


def test_or_makes_a_new_frozen_dict() -> None:
    """frozen.py FrozenDict: ``|`` adds items into a new value, frozen too."""
    base = FrozenDict({"a": 1})
    joined = base | {"b": [1]}
    assert joined == FrozenDict({"a": 1, "b": (1,)}) and base == {"a": 1}
    assert isinstance(joined, FrozenDict)


def test_copies_and_pickles_are_equal() -> None:
    """frozen.py FrozenDict: copying keeps the value (an immutable value is its own copy)."""
    value = freeze({"a": [1, {"b": None}], "c": "x"})
    assert copy.copy(value) is value and copy.deepcopy(value) is value
    again = pickle.loads(pickle.dumps(value))
    assert again == value and type(again) is FrozenDict and list(again) == ["a", "c"]
    assert repr(value) == "FrozenDict({'a': (1, FrozenDict({'b': None})), 'c': 'x'})"


def test_freeze_copies_what_it_is_given() -> None:
    """frozen.py freeze: later changes to the caller's dicts and lists change nothing frozen."""
    inner = {"b": [1]}
    given_value = {"a": inner, "l": [inner]}
    frozen = freeze(given_value)
    inner["b"].append(2)
    inner["c"] = 1
    given_value["z"] = 0
    assert frozen == {"a": {"b": (1,)}, "l": (FrozenDict({"b": (1,)}),)}
    assert freeze(frozen) is frozen
    assert freeze("x") == "x" and freeze(None) is None and freeze((1, [2])) == (1, (2,))


def test_freeze_and_thaw_keep_non_json_leaves() -> None:
    """frozen.py freeze, thaw: a value that is not a container comes back as it is."""
    leaf = object()
    assert freeze({"a": leaf})["a"] is leaf and thaw({"a": leaf})["a"] is leaf
    assert freeze(leaf) is leaf and thaw(leaf) is leaf


def test_deep_values_need_no_recursion() -> None:
    """frozen.py freeze, thaw: nesting deeper than Python's recursion limit works."""
    value: Any = 0
    for _ in range(5000):
        value = {"a": [value]}
    frozen = freeze(value)
    thawed = thaw(frozen)
    depth = 0
    while isinstance(thawed, dict):
        assert isinstance(thawed["a"], list)
        thawed = thawed["a"][0]
        depth += 1
    assert depth == 5000 and thawed == 0


@given(json_values)
def test_thaw_of_freeze_is_the_json_value(value: Any) -> None:
    """frozen.py: a frozen value thaws to the same JSON (written byte for byte alike)."""
    frozen = freeze(value)
    hash(frozen)
    assert thaw(frozen) == value
    assert json.dumps(thaw(frozen)) == json.dumps(value)
    assert freeze(thaw(frozen)) == frozen
