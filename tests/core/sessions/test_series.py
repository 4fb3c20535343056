"""Tests of trickgames._core.sessions.series: the immutable sequence of a session's deals and
standings, which grows by one item without copying the items before it (docs/sessions.md
"API": a session is an immutable value; records.md "Session records")."""

from __future__ import annotations

import copy
import operator
import pickle
import threading

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickgames._core.sessions.series import Series, series


def test_a_series_is_the_tuple_of_its_items() -> None:
    """A series compares equal to the tuple of its items, hashes and prints as it does."""
    value = Series([1, 2, 3])
    assert value == (1, 2, 3) and operator.eq((1, 2, 3), value) and value != (1, 2)
    assert value != [1, 2, 3] and (value == "abc") is False
    assert hash(value) == hash((1, 2, 3)) and {value: "x"}[(1, 2, 3)] == "x"
    assert repr(value) == "(1, 2, 3)" and repr(Series()) == "()"
    assert len(value) == 3 and list(value) == [1, 2, 3] and list(reversed(value)) == [3, 2, 1]
    assert value[0] == 1 and value[-1] == 3 and value[-3] == 1
    assert 2 in value and 5 not in value and value.index(3) == 2 and value.count(1) == 1
    assert bool(value) and not Series()
    for index in (3, -4):
        with pytest.raises(IndexError):
            value[index]
    with pytest.raises(TypeError):
        value["0"]  # type: ignore[call-overload]


def test_a_slice_of_a_series_is_a_series() -> None:
    """A slice is a series of those items, as a slice of a tuple is a tuple."""
    value = Series([1, 2, 3, 4])
    assert isinstance(value[1:3], Series) and value[1:3] == (2, 3)
    assert value[::-2] == (4, 2) and value[:0] == () and value[:] == value


@given(st.lists(st.integers(), max_size=20), st.lists(st.integers(), max_size=20))
def test_appending_gives_a_longer_series_and_leaves_the_old_one(start: list[int],
                                                                 more: list[int]) -> None:
    """append gives a new series one item longer; every series before it stays as it was."""
    grown = [Series(start)]
    for item in more:
        grown.append(grown[-1].append(item))
    for count, value in enumerate(grown):
        assert value == tuple(start + more[:count])


def test_appending_to_an_old_series_leaves_the_newer_ones() -> None:
    """Two continuations of the same series are separate series (the second copies the
    items once); continuing either leaves the other as it was."""
    one = Series[str]().append("a")
    left = one.append("b")
    right = one.append("c")
    assert (one, left, right) == (("a",), ("a", "b"), ("a", "c"))
    assert right.append("d") == ("a", "c", "d") and left.append("e") == ("a", "b", "e")
    assert left == ("a", "b") and right == ("a", "c") and one == ("a",)
    assert left != right and left[:1] == right[:1]


def test_threads_continuing_one_series_never_share_an_item() -> None:
    """Appending is one step: threads that continue the same series each get their own."""
    base = Series(range(3))
    results: list[Series[int]] = []
    lock = threading.Lock()

    def grow(item: int) -> None:
        value = base
        for _ in range(200):
            value = value.append(item)
        with lock:
            results.append(value)

    threads = [threading.Thread(target=grow, args=(item,)) for item in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert base == (0, 1, 2)
    assert sorted(tuple(r) for r in results) == [(0, 1, 2, *[i] * 200) for i in range(8)]


def test_a_series_is_copied_and_pickled_as_a_value() -> None:
    """copy, deepcopy and pickle give an equal series."""
    value = Series([(1, 2), (3, 4)]).append((5, 6))
    for copied in (copy.copy(value), copy.deepcopy(value), pickle.loads(pickle.dumps(value))):
        assert isinstance(copied, Series) and copied == value == ((1, 2), (3, 4), (5, 6))


def test_series_takes_any_items_and_keeps_a_series() -> None:
    """series() makes a series of any items, a copy of the caller's list; a series comes back
    as it is."""
    items = [1, 2]
    value = series(items)
    items.append(3)
    assert value == (1, 2) and series(value) is value and series() == ()
