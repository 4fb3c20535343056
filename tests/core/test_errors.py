"""Tests of trickgames._core.errors: the documented exception family (docs/api.md "Errors")."""

from __future__ import annotations

import pytest

import trickgames
from trickgames._core.errors import (
    ArgumentError,
    IllegalActionError,
    OptionValueError,
    ParseError,
    Problem,
    RecordError,
    RulesError,
    TrickgamesError,
    refused,
)
from trickgames._core.frozen import FrozenDict
from trickgames._core.issues import Issue


@pytest.mark.parametrize("cls", [ParseError, IllegalActionError, RulesError, RecordError])
def test_every_error_is_a_trickgames_error_and_a_value_error(cls: type) -> None:
    """errors.py contract: every library error is a TrickgamesError, which is a ValueError."""
    assert issubclass(cls, TrickgamesError)
    assert issubclass(cls, ValueError)


def test_errors_are_exported_from_the_package() -> None:
    """docs/api.md "Errors": the documented error type is importable as
    trickgames.TrickgamesError."""
    assert trickgames.TrickgamesError is TrickgamesError
    assert trickgames.ParseError is ParseError
    assert trickgames.IllegalActionError is IllegalActionError
    assert trickgames.RulesError is RulesError
    assert trickgames.RecordError is RecordError


def test_trickgames_error_carries_code_and_message() -> None:
    """records.md Validation: every problem has a stable code and a human message."""
    exc = TrickgamesError("boom", code="example")
    assert exc.code == "example"
    assert exc.message == "boom"
    assert str(exc) == "boom"


def test_default_code_is_error() -> None:
    """errors.py: a TrickgamesError without a code has the code "error"."""
    assert TrickgamesError("x").code == "error"
    assert ParseError("x").code == "error"


def test_illegal_action_error_names_seat_and_action() -> None:
    """records.md Validation: an illegal action's error names the seat, the action and the rule."""
    exc = IllegalActionError("p2 must follow trump", code="must_follow_suit", seat=2,
                             action="p2 play HK")
    assert (exc.code, exc.seat, exc.action, exc.message) == (
        "must_follow_suit", 2, "p2 play HK", "p2 must follow trump")


@pytest.mark.parametrize("cls", [TrickgamesError, ParseError, ArgumentError])
def test_an_error_carries_the_values_its_message_names(cls: type[TrickgamesError]) -> None:
    """docs/api.md "Errors" (a stable code, for translation): an error carries the values its
    message names as read-only ``params``, a copy of what it was given; without any they are
    empty."""
    given = {"quoted": "'XY'"}
    exc = cls("unknown card 'XY'", code="unknown_card", params=given)
    given["quoted"] = "changed"
    assert dict(exc.params) == {"quoted": "'XY'"}
    with pytest.raises(TypeError):
        exc.params["quoted"] = "x"  # type: ignore[index]
    assert cls("x", code="c").params == {} == cls("x").params


def test_an_illegal_action_error_carries_its_values() -> None:
    """records.md Validation (names the seat, the action and the rule): an illegal action's
    error carries the values its message names besides its seat and action."""
    exc = IllegalActionError("p2 must follow trump (holds EO)", code="must_follow_suit",
                             seat=2, action="p2 play HK", params={"led": "trump", "holds": "EO"})
    assert (exc.seat, exc.action, dict(exc.params)) == (
        2, "p2 play HK", {"led": "trump", "holds": "EO"})
    assert IllegalActionError("no", code="c").params == {}


def test_a_record_error_carries_its_first_issue_s_values() -> None:
    """records.md Validation: a RecordError's message, code and values are its first
    issue's."""
    first = Issue("$.game", "unsupported_game", "unknown game 'chess'",
                  params=FrozenDict(quoted="'chess'"))
    exc = RecordError([first, Issue("$.hands", "wrong_deck", "missing CQ")])
    assert (exc.code, dict(exc.params)) == ("unsupported_game", {"quoted": "'chess'"})
    assert RecordError([]).params == {}


def test_illegal_action_error_defaults() -> None:
    """errors.py: seat and action of an IllegalActionError are optional."""
    exc = IllegalActionError("no", code="c")
    assert exc.seat is None
    assert exc.action == ""


def test_rules_error_lists_every_problem() -> None:
    """records.md Validation step 2: a RulesError lists every problem, joined in its message."""
    exc = RulesError(["a is bad", "b is bad"])
    assert exc.problems == ("a is bad", "b is bad")
    assert str(exc) == "a is bad; b is bad"
    assert exc.code == "invalid_rules"
    assert exc.codes == ("invalid_rules", "invalid_rules")


def test_rules_error_codes_per_problem() -> None:
    """records.md Validation step 2: each rules problem keeps its own code; code is the first."""
    exc = RulesError(["unknown preset", "unknown option"], codes=["unknown_preset"])
    assert exc.codes == ("unknown_preset", "invalid_rules")
    assert exc.code == "unknown_preset"
    single = RulesError(["x"], code="unknown_preset")
    assert single.codes == ("unknown_preset",)
    assert single.code == "unknown_preset"


def test_rules_error_details_carry_each_problems_code_and_values() -> None:
    """records.md Validation step 2 (a stable machine-readable code per problem): a problem
    given as a Problem keeps its own code and values in ``details``, its message in
    ``problems`` and the message; ``codes`` stay the codes records report."""
    nines = Problem.of("option 'nines' must be true or false, not 3", code="option_not_bool",
                       option="'nines'", value="3")
    exc = RulesError([nines, "x is bad"], codes=["invalid_rules"])
    assert exc.problems == ("option 'nines' must be true or false, not 3", "x is bad")
    assert str(exc) == "option 'nines' must be true or false, not 3; x is bad"
    assert exc.codes == ("invalid_rules", "invalid_rules")
    assert exc.details[0] is nines and dict(nines.params) == {"option": "'nines'", "value": "3"}
    assert exc.details[1] == Problem("invalid_rules", "x is bad")  # a bare sentence


def test_an_option_value_error_names_its_option_when_raised_as_rules() -> None:
    """records.md Validation step 2: a refused option value says why without the option's
    name (joined by "; " when several); as a problem of the rules it names the option, each
    part keeping its own code."""
    one = refused("must be true or false, not 3", code="option_not_bool", value="3")
    assert isinstance(one, ValueError) and str(one) == "must be true or false, not 3"
    problem = one.problem("option 'nines' must be true or false, not 3", option="'nines'")
    assert (problem.code, problem.message) == (
        "option_not_bool", "option 'nines' must be true or false, not 3")
    assert dict(problem.params) == {"value": "3", "option": "'nines'"}
    two = OptionValueError(Problem.of("has unknown keys 'x'", code="option_unknown_keys"),
                           Problem.of("lacks 're'", code="option_missing_keys"))
    assert str(two) == "has unknown keys 'x'; lacks 're'"
    joined = two.problem("option 'd' has unknown keys 'x'; lacks 're'", option="'d'")
    assert joined.code == "option_problems"
    assert [(p.code, p.params["option"]) for p in joined.parts] == [
        ("option_unknown_keys", "'d'"), ("option_missing_keys", "'d'")]


def test_rules_error_without_problems() -> None:
    """errors.py: an empty RulesError still has a message and a code."""
    exc = RulesError([])
    assert str(exc) == "invalid rules"
    assert exc.code == "invalid_rules"
    assert exc.codes == ()


def test_record_error_takes_first_issue_for_message_and_code() -> None:
    """records.md Validation: a RecordError holds every issue; its message is the first one."""
    issues = [Issue("$.dealer", "schema_type", "must be an integer"),
              Issue("$.hands", "wrong_deck", "missing CQ")]
    exc = RecordError(issues)
    assert exc.issues == tuple(issues)
    assert exc.code == "schema_type"
    assert str(exc) == "$.dealer: must be an integer"


def test_record_error_without_issues() -> None:
    """errors.py: an empty RecordError has a generic message and code."""
    exc = RecordError([])
    assert exc.issues == ()
    assert exc.code == "invalid_record"
    assert str(exc) == "invalid record"


def test_errors_can_be_caught_as_value_error() -> None:
    """errors.py contract: callers may catch ValueError for any refused input."""
    with pytest.raises(ValueError, match="bad card"):
        raise ParseError("bad card", code="unknown_card")
