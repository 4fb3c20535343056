"""Tests of trickgames._core.options: rules as data (records.md "Fields": rules; Validation 2)."""

from __future__ import annotations

import enum
from typing import Any

import attrs
import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickgames._core.errors import RulesError
from trickgames._core.options import (
    bool_option,
    check_rules,
    enum_list_option,
    enum_option,
    evolve_rules,
    field_problems,
    int_option,
    option_specs,
    rules_from_json,
    rules_to_json,
)


class Speed(enum.StrEnum):
    SLOW = "slow"
    VERY_FAST = "very_fast"


@attrs.frozen
class Toy:
    """A small rules class of an imaginary game."""

    preset: str = attrs.field(eq=False)
    jokers: bool = bool_option(doc="Play with jokers.")
    speed: Speed = enum_option(Speed, doc="How fast.")
    not_an_option: int = 0

    def __attrs_post_init__(self) -> None:
        check_rules(self, self._combinations)

    def _combinations(self) -> list[str]:
        if self.jokers and self.speed is Speed.VERY_FAST:
            return ["jokers cannot be played very fast"]
        return []


PRESETS = {"home": Toy("home", False, Speed.SLOW), "club": Toy("club", True, Speed.SLOW)}


def resolve(value: Any) -> Toy:
    return rules_from_json(Toy, PRESETS, value, "Toy")


def test_option_specs_in_declaration_order() -> None:
    """options.py option_specs: only option fields, in declaration order, with their docs."""
    specs = option_specs(Toy)
    assert [s.name for s in specs] == ["jokers", "speed"]
    assert specs[0].doc == "Play with jokers."
    assert specs[0].values == "`true`, `false`"
    assert specs[1].values == "`slow`, `very_fast`"


def test_bool_option_parse_and_check() -> None:
    """options.py bool_option: JSON true/false only; 1 and "true" are refused."""
    spec = option_specs(Toy)[0]
    assert spec.parse(True) is True
    assert spec.dump(False) is False
    for bad in (1, 0, "true", None):
        with pytest.raises(ValueError, match="true or false"):
            spec.parse(bad)
        assert spec.check(bad) is not None
    assert spec.check(True) is None


def test_enum_option_parse_accepts_case_and_dashes() -> None:
    """options.py enum_option: the string value, case-insensitive, '-' read as '_'."""
    spec = option_specs(Toy)[1]
    assert spec.parse("very_fast") is Speed.VERY_FAST
    assert spec.parse(" Very-Fast ") is Speed.VERY_FAST
    assert spec.dump(Speed.SLOW) == "slow"
    for bad in ("fast", 3, None, ["slow"]):
        with pytest.raises(ValueError, match="must be one of slow, very_fast"):
            spec.parse(bad)
    assert spec.check("slow") is not None  # a str is not the enum
    assert spec.check(Speed.SLOW) is None


def test_enum_option_reads_aliases_and_writes_the_canonical_value() -> None:
    """options.py enum_option (records.md "Fields": rules): an alias another program writes
    is read as its member and written canonically; a refused value is quoted cut."""

    @attrs.frozen
    class Aliased:
        speed: Speed = enum_option(Speed, doc="How fast.",
                                   aliases={"quick": Speed.VERY_FAST})

    spec = option_specs(Aliased)[0]
    assert spec.parse(" Quick ") is Speed.VERY_FAST
    assert spec.parse("slow") is Speed.SLOW
    assert spec.dump(spec.parse("quick")) == "very_fast"
    with pytest.raises(ValueError, match=r"not 'x{20}.*…' \(500 characters\)"):
        spec.parse("x" * 500)


def test_preset_name_resolves() -> None:
    """records.md Fields: rules may be a preset name."""
    assert resolve("club") is PRESETS["club"]


def test_preset_object_with_overrides() -> None:
    """records.md Fields: rules may be {"preset": ..., option overrides}; "_" keys are ignored."""
    rules = resolve({"preset": "home", "speed": "very_fast", "_note": "ignored"})
    assert rules.preset == "home"
    assert rules.speed is Speed.VERY_FAST
    assert rules.jokers is False


def test_unknown_preset_name() -> None:
    """records.md Validation step 2: an unknown preset is refused, naming the known ones."""
    with pytest.raises(RulesError) as info:
        resolve("pub")
    assert info.value.code == "unknown_preset"
    assert info.value.problems == ("unknown Toy preset 'pub' (known: club, home)",)


def test_unknown_preset_and_unknown_options_are_reported_together() -> None:
    """records.md Validation step 2: an unknown preset, unknown options and bad values at once."""
    with pytest.raises(RulesError) as info:
        resolve({"preset": "pub", "colour": "red", "jokers": "yes", "speed": "fast"})
    exc = info.value
    assert len(exc.problems) == 4
    assert exc.codes[0] == "unknown_preset"
    assert "unknown Toy preset 'pub'" in exc.problems[0]
    assert "unknown Toy option 'colour' (known: jokers, speed)" in exc.problems[1]
    assert exc.problems[2].startswith("option 'jokers' must be true or false")
    assert exc.problems[3].startswith("option 'speed' must be one of")
    assert exc.code == "unknown_preset"


@pytest.mark.parametrize("preset", [None, 3, ["home"], ""])
def test_missing_or_non_string_preset(preset: Any) -> None:
    """records.md Fields: the object form needs a preset name."""
    value = {} if preset is None else {"preset": preset}
    with pytest.raises(RulesError) as info:
        resolve(value)
    assert info.value.code == "unknown_preset"


@pytest.mark.parametrize(("value", "problem"), [
    ({"jokers": True}, 'the rules object names no preset: give "preset" (one of club, home)'),
    ({"preset": None}, 'the rules object names no preset: give "preset" (one of club, home)'),
    ({"preset": 3}, "the preset must be a name (one of club, home), not 3"),
    ({"preset": True}, "the preset must be a name (one of club, home), not true"),
    ({"preset": ["home"]}, 'the preset must be a name (one of club, home), not ["home"]'),
])
def test_a_missing_preset_is_named_in_json_terms(value: dict[str, Any], problem: str) -> None:
    """records.md Fields (rules): an object without a preset name is refused with a message in
    the record's own terms (JSON values, never Python's `None` or `True`)."""
    with pytest.raises(RulesError) as info:
        resolve(value)
    assert info.value.problems == (problem,)


@pytest.mark.parametrize("value", [3, None, ["home"], True])
def test_rules_of_the_wrong_type(value: Any) -> None:
    """records.md Fields: rules is a string or an object; anything else is a RulesError."""
    with pytest.raises(RulesError, match="preset name or an object"):
        resolve(value)


def test_invalid_combination_is_rejected_when_made() -> None:
    """records.md Validation step 2: invalid combinations are rejected when the rules object is
    made."""
    with pytest.raises(RulesError, match="very fast"):
        resolve({"preset": "club", "speed": "very_fast"})


def test_check_rules_reports_every_bad_field_before_combinations() -> None:
    """options.py check_rules: field types first (every one); combinations only when they pass."""
    with pytest.raises(RulesError) as info:
        Toy("home", "no", "slow")  # type: ignore[arg-type]
    assert len(info.value.problems) == 2
    assert all(p.startswith("option ") for p in info.value.problems)
    assert field_problems(PRESETS["home"]) == []


def test_rules_to_json_writes_preset_plus_differences() -> None:
    """records.md Fields: writers emit the preset plus every option that differs from it."""
    home = PRESETS["home"]
    assert rules_to_json(home, PRESETS) == "home"
    assert rules_to_json(home, PRESETS, as_object=True) == {"preset": "home"}
    changed = attrs.evolve(home, speed=Speed.VERY_FAST)
    assert rules_to_json(changed, PRESETS) == {"preset": "home", "speed": "very_fast"}
    # same options as "club" but started from "home": written against its own preset
    assert rules_to_json(attrs.evolve(home, jokers=True), PRESETS) == {
        "preset": "home", "jokers": True}


@given(st.sampled_from(["home", "club"]), st.booleans(), st.sampled_from(list(Speed)))
def test_json_round_trip(preset: str, jokers: bool, speed: Speed) -> None:
    """records.md Fields: rules written as JSON read back as equal rules."""
    try:
        rules = attrs.evolve(PRESETS[preset], jokers=jokers, speed=speed)
    except RulesError:
        return
    again = resolve(rules_to_json(rules, PRESETS))
    assert again == rules
    assert again.preset == preset


def test_evolve_rules_accepts_values_and_json_forms() -> None:
    """options.py evolve_rules: options given as values or as their JSON form."""
    home = PRESETS["home"]
    assert evolve_rules(home, {"speed": Speed.VERY_FAST}).speed is Speed.VERY_FAST
    assert evolve_rules(home, {"speed": "very-fast"}).speed is Speed.VERY_FAST
    assert evolve_rules(home, {}) == home


def test_evolve_rules_reports_every_problem() -> None:
    """options.py evolve_rules: unknown options and invalid values are raised at once."""
    with pytest.raises(RulesError) as info:
        evolve_rules(PRESETS["home"], {"colour": 1, "jokers": "maybe", "speed": 2})
    assert info.value.problems[0] == "unknown option 'colour'"
    assert len(info.value.problems) == 3


def test_evolve_rules_checks_combinations() -> None:
    """options.py evolve_rules: the new rules object is checked when it is made."""
    with pytest.raises(RulesError, match="very fast"):
        evolve_rules(PRESETS["club"], {"speed": "very_fast"})


@pytest.mark.parametrize("key", [1, None, (1, 2), 2.5])
def test_an_option_name_that_is_not_a_string_is_a_rules_error(key: Any) -> None:
    """records.md Fields (rules: option names are strings); records.md Validation (every bad
    input is a clear error): a key that is not a string is an unknown option, reported with
    every other problem, never an AttributeError."""
    with pytest.raises(RulesError) as info:
        resolve({"preset": "home", key: True, "speed": "warp"})
    assert info.value.problems[0] == f"unknown Toy option {key!r} (known: jokers, speed)"
    assert len(info.value.problems) == 2


@attrs.frozen
class Table:
    """A second small rules class: an integer and a list option."""

    preset: str = attrs.field(eq=False)
    seats: int = int_option(doc="Seats.", minimum=3, maximum=5)
    rounds: int = int_option(doc="Rounds.", minimum=1)
    speeds: tuple[Speed, ...] = enum_list_option(Speed, doc="Speeds.", non_empty=True)

    def __attrs_post_init__(self) -> None:
        check_rules(self, list)


TABLES = {"pub": Table("pub", 4, 1, (Speed.SLOW,))}


def _details(value: Any) -> list[tuple[str, dict[str, str]]]:
    """The (code, params) of every problem of the rules ``value`` of :class:`Table`, checking
    that the problems' messages are the details' ones."""
    with pytest.raises(RulesError) as info:
        rules_from_json(Table, TABLES, value, "Table")
    exc = info.value
    assert tuple(d.message for d in exc.details) == exc.problems
    return [(d.code, dict(d.params)) for d in exc.details]


def test_each_problem_of_the_options_has_a_code_and_its_values() -> None:
    """records.md Validation step 2 (a stable machine-readable code): every problem the
    options machinery finds has its own code and the values its message names, the English
    message as before."""
    assert _details({"preset": "pub", "seats": 9, "rounds": 0, "speeds": [], "size": 1}) == [
        ("option_out_of_range", {"minimum": "3", "maximum": "5", "value": "9",
                                 "option": "'seats'"}),
        ("option_below_minimum", {"minimum": "1", "value": "0", "option": "'rounds'"}),
        ("option_empty", {"option": "'speeds'"}),
        ("option_unknown", {"option": "'size'", "known": "seats, rounds, speeds"})]
    assert _details({"preset": "pub", "seats": "4", "speeds": ["slow", "slow"]}) == [
        ("option_not_integer", {"value": "'4'", "option": "'seats'"}),
        ("option_entry_twice", {"value": "['slow', 'slow']", "option": "'speeds'"})]
    assert _details({"preset": "pub", "speeds": ["warp"]}) == [
        ("option_unknown_entry", {"value": "'warp'", "known": "slow very_fast",
                                  "option": "'speeds'"})]
    assert _details({"preset": "pub", "speeds": "slow"}) == [
        ("option_not_a_list", {"choices": "slow very_fast", "value": "'slow'",
                               "option": "'speeds'"})]


@pytest.mark.parametrize(("value", "code"), [
    ({"seats": 4}, "preset_missing"),
    ({"preset": 3}, "preset_not_a_name"),
    ({"preset": "bar"}, "preset_unknown"),
    ("bar", "preset_unknown"),
])
def test_each_preset_problem_has_its_code(value: Any, code: str) -> None:
    """records.md Validation step 2 (preset known): a missing, non-string or unknown preset is
    reported as unknown_preset, each with its own finer code and the known names."""
    with pytest.raises(RulesError) as info:
        rules_from_json(Table, TABLES, value, "Table")
    assert info.value.codes == ("unknown_preset",)
    assert info.value.details[0].code == code
    assert info.value.details[0].params["known"] == "pub"


def test_rules_of_the_wrong_type_and_python_values_have_codes() -> None:
    """records.md Validation step 2: rules that are no object, options of the wrong type given
    in Python and evolve_rules' problems carry their codes; a game's combination problem given
    as a bare sentence keeps the generic code."""
    with pytest.raises(RulesError) as info:
        rules_from_json(Table, TABLES, 3, "Table")
    assert info.value.details[0].code == "rules_not_object"
    with pytest.raises(RulesError) as info:
        Toy("home", "no", 3)  # type: ignore[arg-type]
    assert [(d.code, d.params["option"]) for d in info.value.details] == [
        ("option_not_bool", "'jokers'"), ("option_wrong_type", "'speed'")]
    with pytest.raises(RulesError) as info:
        Table("pub", 4, 1, ("slow",))  # type: ignore[arg-type]
    assert [(d.code, d.params["type"]) for d in info.value.details] == [
        ("option_wrong_type", "tuple of Speed")]
    with pytest.raises(RulesError) as info:
        Table("pub", 4, 1, (Speed.VERY_FAST, Speed.SLOW))
    assert [d.code for d in info.value.details] == ["option_not_canonical"]
    with pytest.raises(RulesError) as info:
        evolve_rules(PRESETS["home"], {"colour": 1, "speed": 2})
    assert [d.code for d in info.value.details] == ["option_unknown", "option_not_one_of"]
    with pytest.raises(RulesError) as info:
        resolve({"preset": "club", "speed": "very_fast"})
    assert info.value.details[0].code == "invalid_rules"
