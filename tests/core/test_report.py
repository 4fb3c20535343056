"""Tests of trickgames._core.report: the Report of one record, comparing a claimed result
with the replay's, and what a record says besides the game (records.md "Validation";
spec README "Command line")."""

from __future__ import annotations

from typing import Any

import pytest

import trickgames
from tests.core._records import dev_record
from trickgames._core.issues import Issue
from trickgames._core.report import Report, compare_results, info_of, invalid
from trickgames._core.validation import validate_value


def pairs(report: Report) -> list[tuple[str, str]]:
    return [(i.path, i.code) for i in report.issues]


# -- the report --------------------------------------------------------------------------------


def test_report_json_shape() -> None:
    """Spec README Command line: {"source", "valid", "issues", "result" when complete}."""
    good = validate_value(dev_record(), "file.jsonl:7").to_json()
    assert list(good) == ["source", "valid", "issues", "result"]
    assert (good["source"], good["valid"], good["issues"]) == ("file.jsonl:7", True, [])
    bad = validate_value({"format": 1}, "x.json").to_json()
    assert bad["valid"] is False
    assert "result" not in bad
    assert all(set(i) == {"path", "code", "message"} for i in bad["issues"])


# -- comparing results (records.md Validation step 6) ------------------------------------------


def test_compare_results_directly() -> None:
    """records.md Validation step 6: compare_results walks dicts and lists item by item."""
    computed = {"scores": [1, -1, 1, -1], "winner": "re", "card_points": {"re": 130,
                                                                          "kontra": 110}}
    assert compare_results(computed, computed) == []
    found = compare_results({"scores": [1, -1, 1, 1], "winner": None, "card_points": 7,
                             "extra": 1, "_x": 5}, computed)
    assert [(i.path, i.code) for i in found] == [
        ("$.result.scores[3]", "result_mismatch"), ("$.result.winner", "result_mismatch"),
        ("$.result.card_points", "result_mismatch"), ("$.result.extra", "result_mismatch")]
    assert found[3].message == "the record claims 1 but this deal has none"
    # types matter: 1.0 is not 1 and true is not 1
    assert len(compare_results({"scores": [1.0, -1, True, -1]}, computed)) == 2


def test_compare_results_huge_values_do_not_crash() -> None:
    """records.md Validation: a huge claimed integer is reported, not a ValueError."""
    (issue,) = compare_results({"scores": [10**5000, -1, 1, -1]}, {"scores": [1, -1, 1, -1]})
    assert issue.path == "$.result.scores[0]"
    assert issue.message == "the record claims an integer of 5,001 digits but the replay gives 1"


@pytest.mark.parametrize(("claimed", "shown"), [
    ({"scores": [10**4000, -1, 1, -1]},
     "1" + "0" * 59 + "… (4,001 characters) but the replay gives 1"),
    ({"winner": "x" * 5000}, '"' + "x" * 60 + '…" (5,000 characters) but the replay gives "re"'),
    ({"card_points": {"re": [1] * 1000}}, "[" + "1, " * 19 + "1,… (3,000 characters) but the "
     "replay gives 188"),
    ({"_x": 1, "extra": "y" * 100}, '"' + "y" * 60 + '…" (100 characters) but this deal has '
     "none"),
])
def test_a_claimed_value_is_quoted_at_most_60_characters(claimed: dict[str, Any],
                                                         shown: str) -> None:
    """records.md "Validation" (a message quotes at most the first 60 characters of any text
    of the record, then … and the length of the whole): a claimed score of 10**4000 or a
    5,000-character winner is cut in the result_mismatch message (and so in ``--json``)."""
    (issue, *_) = compare_results(claimed, {"scores": [1, -1, 1, -1], "winner": "re",
                                            "card_points": {"re": 188, "kontra": 52}})
    assert issue.code == "result_mismatch"
    assert issue.message == "the record claims " + shown
    assert len(issue.to_json()["message"]) < 140


# -- what a record says besides the game -------------------------------------------------------


def test_players_of_the_wrong_type_do_not_crash() -> None:
    """records.md Fields: players is a list of 4 strings; any other value is an issue."""
    for players in (5, None, {"a": 1}, ["a"]):
        value = dev_record()
        value["players"] = players
        report = validate_value(value)
        assert [p for p, _ in pairs(report)] == ["$.players"]
        assert info_of(value).players in (None, ("a",))


# -- the report itself -------------------------------------------------------------------------


def test_a_report_compares_by_its_verdict_not_by_its_state() -> None:
    """spec README "Command line": a report is its source, verdict, issues, result and game;
    the state the replay reached is carried along but neither compared nor shown."""
    one = validate_value(dev_record(), "a")
    two = validate_value(dev_record(), "a")
    assert one == two and one.state is not two.state
    assert "state" not in repr(one)
    assert one != validate_value(dev_record(), "b")


def test_an_invalid_report_has_no_result() -> None:
    """records.md "Validation": the report of an invalid record lists its issues and has no
    result; the state reached (if any) is kept."""
    issue = Issue("$.dealer", "schema_type", "must be an integer")
    report = invalid("x.json", [issue], "doppelkopf", "state")
    assert report == Report("x.json", False, (issue,), None, "doppelkopf")
    assert report.state == "state"
    assert report.to_json() == {"source": "x.json", "valid": False,
                                "issues": [issue.to_json()]}
    assert invalid("y", []).game is None and invalid("y", []).state is None


def test_info_of_keeps_what_a_record_says_besides_the_game() -> None:
    """records.md "File conventions": players, meta, the "_" fields (top level, result,
    context, rules) and the form of rules, context and result are kept for the writer."""
    value = dev_record(1)
    value["_client"] = "bot"
    value["players"] = ["Ann", "Bo", "Cy", "Di"]
    value["rules"] = {"preset": "ddv", "_why": "club"}
    value["context"]["_round"] = 3
    value["result"]["_note"] = "by hand"
    info = info_of(value)
    assert info.players == ("Ann", "Bo", "Cy", "Di") and info.meta == value["meta"]
    assert info.extensions == {"_client": "bot"}
    assert info.rules_as_object and info.rules_extensions == {"_why": "club"}
    assert info.context_written and info.context_extensions == {"_round": 3}
    assert info.result_keys == tuple(k for k in value["result"] if k != "_note")
    assert info.result_extensions == {"_note": "by hand"}


def test_info_of_a_bare_record_keeps_nothing() -> None:
    """records.md "Fields": a record with only its required fields writes back without
    players, meta, context or result."""
    value = {k: v for k, v in dev_record().items()
             if k in ("format", "game", "rules", "dealer", "hands", "actions")}
    info = info_of(value)
    assert (info.players, info.meta, info.result_keys) == (None, None, None)
    assert not info.rules_as_object and not info.context_written
    assert info.extensions == info.result_extensions == info.context_extensions == {}


def test_compare_results_takes_the_defaults_of_a_result() -> None:
    """records.md "Result": a result without redeal or winner has "redeal": false and
    "winner": null, so those claims match and any other is compared with them."""
    computed = {"scores": [1, -1, 1, -1]}
    assert compare_results({"redeal": False, "winner": None}, computed) == []
    found = compare_results({"redeal": True, "winner": "re"}, computed)
    assert [(i.path, i.code) for i in found] == [("$.result.redeal", "result_mismatch"),
                                                 ("$.result.winner", "result_mismatch")]
    assert found[1].message == 'the record claims "re" but the replay gives null'


@pytest.mark.parametrize("meta", [False, 3, "x", [1], None])
def test_a_meta_that_is_not_an_object_is_a_schema_issue_and_not_kept(meta: Any) -> None:
    """records.md "Fields" (``meta`` is an object): a record whose ``meta`` is another JSON
    value is invalid with the schema issue at ``$.meta`` (validation never raises), and its
    information keeps no ``meta``."""
    value = {**dev_record(), "meta": meta}
    assert info_of(value).meta is None
    report = trickgames.validate(value)
    assert not report.valid
    assert [(i.path, i.code) for i in report.issues] == [("$.meta", "schema_type")]
