"""Tests of trickgames._core.quoting: how messages quote user input (records.md "Validation":
each issue's message; quoted text is shortened)."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from trickgames._core.quoting import (
    QUOTE_LIMIT,
    QUOTE_MOST,
    quoted,
    quoted_each,
    quoted_json,
    shown_path,
)
from trickgames._core.schema import json_path


@given(st.text(max_size=QUOTE_LIMIT))
def test_short_text_is_quoted_whole(text: str) -> None:
    """records.md "Validation": a text of at most 60 characters is quoted whole, as ``repr``
    writes it (or between two marks), so the messages of ordinary records stay as they are."""
    assert QUOTE_LIMIT == 60
    assert quoted(text) == repr(text)
    assert quoted(text, mark="`") == f"`{text}`"


@given(st.text(min_size=QUOTE_LIMIT + 1, max_size=5000))
def test_long_text_is_cut_with_its_length(text: str) -> None:
    """records.md "Validation" (quoted text is shortened): a longer text shows its first 60
    characters, then ``…`` inside the quotes and the length of the whole."""
    shown = quoted(text)
    head = repr(text[:QUOTE_LIMIT])
    assert shown == f"{head[:-1]}…{head[-1]} ({len(text):,} characters)"
    assert quoted(text, mark="`") == f"`{text[:QUOTE_LIMIT]}…` ({len(text):,} characters)"


def test_a_4_kb_comment_is_one_short_line() -> None:
    """records.md "Validation" (quoted text is shortened): an action line with a 4 KB comment
    is quoted in under a hundred characters."""
    line = "p2 play HT  # " + "x" * 4096
    assert quoted(line, mark="`") == "`p2 play HT  # " + "x" * 46 + "…` (4,110 characters)"


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.floats(),
                    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
                    max_leaves=200))
def test_any_value_is_quoted_short_and_never_raises(value: Any) -> None:
    """records.md "Validation" (validation never raises): any JSON value is quoted as its
    ``repr``, cut after 60 characters."""
    text = repr(value)
    shown = quoted(value)
    assert shown == text if len(text) <= QUOTE_LIMIT else shown.startswith(text[:QUOTE_LIMIT])
    assert len(shown) <= QUOTE_LIMIT + 30


def test_values_python_cannot_print_are_described() -> None:
    """records.md "Validation" (validation never raises): an integer longer than Python
    prints (4,300 digits), or a list holding one, is described instead of printed; a list
    nested too deeply says so."""
    assert quoted(10**5000) == "an integer of 5,001 digits"
    assert quoted(-(10**5000) + 1) == "an integer of 5,000 digits"
    assert quoted([10**5000]) == "a list too large to show"
    deep: list[Any] = []
    for _ in range(100_000):
        deep = [deep]
    assert quoted(deep) == "a list nested too deeply to show"


@given(st.recursive(st.none() | st.booleans() | st.integers() | st.text(),
                    lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
                    max_leaves=100))
def test_a_json_value_is_quoted_as_json_and_cut(value: Any) -> None:
    """records.md "Validation" (a message quotes at most 60 characters of any text of the
    record, then … and the length of the whole): a claimed result is quoted as JSON, whole
    up to 60 characters, else cut with its length."""
    text = json.dumps(value)
    shown = quoted_json(value)
    if len(text) <= QUOTE_LIMIT:
        assert shown == text
    elif isinstance(value, str):
        assert shown == f"{json.dumps(value[:QUOTE_LIMIT])[:-1]}…\" ({len(value):,} characters)"
    else:
        assert shown == f"{text[:QUOTE_LIMIT]}… ({len(text):,} characters)"
    assert quoted_json(10**5000) == "an integer of 5,001 digits"


@given(st.lists(st.text(max_size=200) | st.integers(0, 10**6), max_size=6))
def test_a_path_shown_to_people_cuts_its_long_keys(keys: list[str | int]) -> None:
    """records.md "Validation" (the JSON path: exact in the issue, for programs; a key longer
    than 60 characters is cut in the lines for people): every short key and index is shown
    as it is, a long one as its first 60 characters, … and its length."""
    path = "$"
    expected = "$"
    for key in keys:
        step = json_path(path, key)[len(path):]
        path += step
        if isinstance(key, str) and len(json.dumps(key) if step.startswith("[") else key) > (
                QUOTE_LIMIT + 2 if step.startswith("[") else QUOTE_LIMIT):
            expected += f"[{quoted_json(key)}]"
        else:
            expected += step
    assert shown_path(path) == expected


def test_a_list_is_quoted_at_most_five_values() -> None:
    """records.md "Validation" (quoted text is shortened): a list of unknown keys names five
    of them, each quoted, and how many more there are."""
    assert QUOTE_MOST == 5
    assert quoted_each(["a", "x" * 100]) == "'a', " + quoted("x" * 100)
    assert quoted_each([str(n) for n in range(1000)]) == "'0', '1', '2', '3', '4' and 995 more"
