"""Tests of trickgames._core.issues: one validation problem (records.md "Validation")."""

from __future__ import annotations

import attrs
import pytest

from trickgames._core.frozen import FrozenDict
from trickgames._core.issues import Issue


def test_issue_fields() -> None:
    """records.md Validation: an issue has a JSON path, a stable code and a message."""
    issue = Issue("$.actions[17]", "must_follow_suit", "p2 must follow trump")
    assert issue.path == "$.actions[17]"
    assert issue.code == "must_follow_suit"
    assert issue.message == "p2 must follow trump"


def test_issue_to_json_is_the_cli_shape() -> None:
    """README.md "Command line": --json prints issues as {"path", "code", "message"}."""
    issue = Issue("$.hands", "wrong_deck", "missing CQ")
    assert issue.to_json() == {"path": "$.hands", "code": "wrong_deck", "message": "missing CQ"}


def test_issue_str_shows_path_message_and_code() -> None:
    """issues.py: str(issue) is "path: message [code]" for people."""
    assert str(Issue("$", "invalid_json", "bad")) == "$: bad [invalid_json]"


def test_issue_is_frozen_and_hashable() -> None:
    """issues.py: issues are immutable values that compare by content."""
    issue = Issue("$", "c", "m")
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        issue.code = "other"  # type: ignore[misc]
    assert issue == Issue("$", "c", "m")
    assert len({issue, Issue("$", "c", "m")}) == 1



def test_an_issue_carries_the_values_its_message_names() -> None:
    """records.md Validation (the issue list and --json): an issue carries the values its
    message names (for the German text); they do not change equality, the JSON form or the
    line for people."""
    values = FrozenDict(led="clubs", holds="CA")
    issue = Issue("$.actions[7]", "must_follow_suit", "p2 must follow clubs (holds CA)",
                  params=values)
    plain = Issue("$.actions[7]", "must_follow_suit", "p2 must follow clubs (holds CA)")
    assert issue.params == values and plain.params == {}
    assert issue == plain and hash(issue) == hash(plain)
    assert issue.to_json() == plain.to_json() and str(issue) == str(plain)
