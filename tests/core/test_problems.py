"""Tests of trickgames._core.problems: one problem of invalid rules (records.md "Validation"
step 2: a stable machine-readable code for each problem)."""

from __future__ import annotations

import attrs
import pytest

from trickgames._core.problems import Problem


def test_a_problem_has_a_code_a_message_and_the_values_it_names() -> None:
    """records.md Validation step 2: a problem carries a stable code, the English message and
    the values the message names; it is frozen and hashable."""
    problem = Problem.of("option 'nines' must be true or false, not 3", code="option_not_bool",
                         option="'nines'", value="3")
    assert problem.code == "option_not_bool"
    assert problem.message == "option 'nines' must be true or false, not 3"
    assert dict(problem.params) == {"option": "'nines'", "value": "3"}
    assert problem.parts == ()
    assert hash(problem) == hash(Problem.of(problem.message, code="option_not_bool",
                                            option="'nines'", value="3"))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        problem.code = "other"  # type: ignore[misc]


def test_with_params_adds_values_to_the_problem_and_its_parts() -> None:
    """records.md Validation step 2: naming the option a value problem belongs to adds it to
    the problem's values and to each part's, keeping every code."""
    part = Problem.of("lacks 're'", code="option_missing_keys", keys="'re'")
    whole = Problem(code="option_problems", message="has two problems", parts=(part,))
    named = whole.with_params("option 'd' has two problems", option="'d'")
    assert (named.code, named.message, dict(named.params)) == (
        "option_problems", "option 'd' has two problems", {"option": "'d'"})
    assert [(p.code, p.message, dict(p.params)) for p in named.parts] == [
        ("option_missing_keys", "lacks 're'", {"keys": "'re'", "option": "'d'"})]
