"""Tests of trickgames._core.replay: replaying a deal record through the six stages of
records.md "Validation", and the game modules' validate and replay built on it."""

from __future__ import annotations

from typing import Any

import pytest

from tests.core._records import dev_count, dev_record, schafkopf_record, short_record
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames._core.errors import Problem, RecordError, RulesError
from trickgames._core.issues import Issue
from trickgames._core.replay import rules_issues
from trickgames._core.report import Report
from trickgames._core.validation import validate_value
from trickgames.doppelkopf.record import replay, to_record, validate


def pairs(report: Report) -> list[tuple[str, str]]:
    return [(i.path, i.code) for i in report.issues]


def illegal_play(value: dict[str, Any]) -> tuple[int, str]:
    """The first play action of a valid record that can be replaced by an illegal card."""
    actions = value["actions"]
    for index, text in enumerate(actions):
        if " play " not in text:
            continue
        prefix = {k: v for k, v in value.items() if k != "result"}
        prefix["actions"] = actions[:index]
        state = replay(prefix)
        seat = int(text[1])
        for card in state.hand(seat):
            action = dk.Play(seat, card)
            if not dk.is_legal(state, action):
                return index, str(action)
    raise AssertionError("no illegal play found")


# -- valid records -----------------------------------------------------------------------------


def test_every_dev_record_is_valid_and_scores_its_result() -> None:
    """records.md Validation: a valid record replays to a final state whose score is its result."""
    for index in range(dev_count()):
        value = dev_record(index)
        report = validate_value(value, f"dev:{index}")
        assert report.valid, (index, report.issues)
        assert report.issues == ()
        assert report.game == "doppelkopf"
        assert report.result is not None
        for key, claimed in value["result"].items():
            assert report.result[key] == claimed


def test_record_without_result_may_stop_anywhere() -> None:
    """records.md Result: a record without result is valid at any point of the deal."""
    value = short_record(3)
    report = validate_value(value)
    assert report.valid
    assert report.result is None
    assert report.state is not None


# -- stage 1: structure ------------------------------------------------------------------------


def test_stage1_structure_stops_before_the_rules_are_judged() -> None:
    """records.md Validation step 1: a broken core field stops validation; later stages wait."""
    value = dev_record()
    value["dealer"] = "north"
    value["rules"] = "no-such-preset"  # a string: structurally fine, but would fail in stage 2
    value["hands"][0][0] = "XX"        # would fail in stage 3
    report = validate_value(value)
    assert pairs(report) == [("$.dealer", "schema_type")]
    assert report.state is None


def test_stage1_problems_outside_the_replay_do_not_stop_it() -> None:
    """records.md Validation: every problem: bad players/meta/unknown fields plus later stages."""
    value = dev_record()
    value["players"] = "Ann"
    value["meta"] = []
    value["colour"] = "red"
    value["rules"] = "nope"
    found = pairs(validate_value(value))
    assert set(found[:3]) == {
        ("$.players", "schema_type"), ("$.meta", "schema_type"), ("$.colour", "unknown_field")}
    assert found[3:] == [("$.rules", "unknown_preset")]


@pytest.mark.parametrize("value", [None, [], "text", 3, 2.5, True, [dev_record()]])
def test_stage1_non_objects(value: Any) -> None:
    """records.md: a record is an object; anything else is one schema_type issue at $."""
    assert pairs(validate_value(value)) == [("$", "schema_type")]


@pytest.mark.parametrize(("fmt", "code"), [
    ("trickgames.record/2", "unsupported_version"),
    ("trickgames.record/10", "unsupported_version"),
    ("trickgames.record", "schema_const"),
    (1, "schema_const"),
])
def test_stage1_wrong_format_versions_are_rejected_clearly(fmt: Any, code: str) -> None:
    """records.md Fields: a reader rejects other major versions with a clear error."""
    value = dev_record()
    value["format"] = fmt
    report = validate_value(value)
    assert pairs(report) == [("$.format", code)]
    if code == "unsupported_version":
        assert "is not supported" in report.issues[0].message
        assert "trickgames.record/1" in report.issues[0].message


def test_stage1_missing_fields_each_reported() -> None:
    """records.md Validation step 1: each missing required field is its own issue."""
    value = dev_record()
    for key in ("game", "hands", "actions"):
        del value[key]
    assert pairs(validate_value(value)) == [
        ("$.game", "schema_required"), ("$.hands", "schema_required"),
        ("$.actions", "schema_required")]


# -- stage 2: rules and context ----------------------------------------------------------------


def test_stage2_unknown_preset_and_unknown_options_together() -> None:
    """records.md Validation step 2: an unknown preset and unknown options, all reported."""
    value = dev_record()
    value["rules"] = {"preset": "tournament", "jokers": True, "nines": "yes", "dulle": "last"}
    report = validate_value(value)
    assert pairs(report) == [
        ("$.rules", "unknown_preset"), ("$.rules", "invalid_rules"),
        ("$.rules", "invalid_rules"), ("$.rules", "invalid_rules")]
    messages = [i.message for i in report.issues]
    assert messages[0] == ("unknown Doppelkopf preset 'tournament' (known: ddv, freedoko, "
                           "pagat)")
    assert "'jokers'" in messages[1]
    assert "'nines'" in messages[2]
    assert "'dulle'" in messages[3]


def test_stage2_unknown_preset_name() -> None:
    """records.md Validation step 2: the preset must be known."""
    value = dev_record()
    value["rules"] = "DDV"
    assert pairs(validate_value(value)) == [("$.rules", "unknown_preset")]


def test_stage2_stops_before_the_deck() -> None:
    """records.md Validation: rules that do not resolve leave no deck to check against."""
    value = dev_record()
    value["rules"] = {"preset": "ddv", "nines": 0}
    value["hands"][0][0] = "XX"
    assert pairs(validate_value(value)) == [("$.rules", "invalid_rules")]


def test_stage2_context_forced_solo_must_be_owed() -> None:
    """records.md Context: forced_solo names a seat that still owes its compulsory solo."""
    value = dev_record()
    value["context"] = {"compulsory_solo": [False, False, False, False], "forced_solo": 2}
    report = validate_value(value)
    assert pairs(report) == [("$.context", "forced_solo_not_owed")]
    assert "p2" in report.issues[0].message


def test_stage2_context_structure() -> None:
    """records.md Context: compulsory_solo is four booleans, forced_solo a seat."""
    value = dev_record()
    value["context"] = {"compulsory_solo": [True, 1, False], "forced_solo": 9, "x": 1}
    assert set(pairs(validate_value(value))) == {
        ("$.context.compulsory_solo", "schema_items"),
        ("$.context.compulsory_solo[1]", "schema_type"),
        ("$.context.forced_solo", "schema_range"), ("$.context.x", "unknown_field")}


# -- stage 3: the deck -------------------------------------------------------------------------


def test_stage3_several_unknown_cards_at_once() -> None:
    """records.md Validation step 3: every unknown card is reported, each at its own path."""
    value = dev_record()
    value["hands"][0][0] = "XX"
    value["hands"][2][11] = "C1"
    value["hands"][3][4] = "♥11"
    report = validate_value(value)
    assert pairs(report) == [("$.hands[0][0]", "unknown_card"), ("$.hands[2][11]", "unknown_card"),
                             ("$.hands[3][4]", "unknown_card")]
    assert "'XX'" in report.issues[0].message


def test_stage3_a_card_three_times() -> None:
    """records.md Validation step 3: a deck with a card three times is reported."""
    value = dev_record()
    hands = value["hands"]
    card = hands[0][0]
    victim = next(i for i, c in enumerate(hands[1]) if c != card)
    missing = hands[1][victim]
    hands[1][victim] = card
    assert sum(h.count(card) for h in hands) == 3
    report = validate_value(value)
    assert pairs(report) == [("$.hands", "wrong_deck")]
    message = report.issues[0].message
    assert f"too many: {card}" in message
    assert missing in message.split("missing: ")[1]


def test_stage3_wrong_hand_sizes() -> None:
    """records.md Fields: the hands together are exactly the deck (12 cards each with nines)."""
    value = dev_record()
    value["hands"][1].append(value["hands"][0].pop())
    report = validate_value(value)
    assert pairs(report) == [("$.hands", "wrong_deck")]
    assert "p0 holds 11 cards instead of 12" in report.issues[0].message
    assert "p1 holds 13 cards instead of 12" in report.issues[0].message


def test_stage3_deck_without_nines() -> None:
    """records.md Fields: with nines off the deck is 40 cards; a nine is one too many."""
    value = dev_record()
    value["rules"] = {"preset": "ddv", "nines": False}
    report = validate_value(value)
    assert pairs(report) == [("$.hands", "wrong_deck")]
    assert "the rules play without nines" in report.issues[0].message


def test_stage3_aliases_are_accepted_in_hands() -> None:
    """records.md Card codes: readers accept lower case, 10 and the suit symbols."""
    value = dev_record()
    value["hands"] = [[c.lower() for c in hand] for hand in value["hands"]]
    value["hands"][0] = [c.replace("t", "10") for c in value["hands"][0]]
    assert validate_value(value).valid


# -- stage 4: actions --------------------------------------------------------------------------


def test_stage4_illegal_action_names_seat_action_and_rule() -> None:
    """records.md Validation step 4: "$.actions[k] `p1 play X`: p1 must follow ..." style."""
    value = dev_record(2)
    index, action = illegal_play(value)
    value["actions"][index] = action
    report = validate_value(value)
    (issue,) = report.issues
    assert issue.path == f"$.actions[{index}]"
    assert issue.code == "must_follow_suit"
    assert issue.message.startswith(f"`{action}`: {action[:2]} must follow")
    assert report.result is None


def test_stage4_first_illegal_action_stops_the_replay() -> None:
    """records.md Validation step 4: the first illegal action stops; later ones are not judged."""
    value = dev_record(4)
    actions = value["actions"]
    actions[10] = "p9 dance"
    actions[11] = "nonsense"
    actions[20] = "p0 play XX"
    report = validate_value(value)
    assert pairs(report) == [("$.actions[10]", "unknown_seat")]
    assert report.state is not None
    assert len(report.state.actions) == 10  # the state before the bad action


def test_stage4_parse_errors() -> None:
    """records.md Action grammar: unknown verbs, cards and announcements each have a code."""
    cases = {
        "p0 dance": "unknown_verb",
        "p0 play": "malformed_action",
        "p0 play CQ CQ": "malformed_action",
        "p0 play ZZ": "unknown_card",
        "p0 announce no120": "unknown_announcement",
        "p0 declare solo-trumps": "unknown_reservation",
        "p0 healthy now": "malformed_action",
        "": "malformed_action",
    }
    for text, code in cases.items():
        value = short_record(0)
        value["actions"] = [text]
        report = validate_value(value)
        assert pairs(report) == [("$.actions[0]", code)], text
        assert f"`{text}`" in report.issues[0].message


def test_stage4_out_of_turn_action() -> None:
    """records.md Validation step 4: an action by the wrong seat names the rule."""
    value = short_record(0)
    forehand = (value["dealer"] + 1) % 4
    value["actions"] = [f"p{(forehand + 1) % 4} healthy"]
    report = validate_value(value)
    assert report.issues[0].path == "$.actions[0]"
    assert report.issues[0].code != "malformed_action"


def test_stage4_ten_thousand_actions_end_at_the_first_illegal_one() -> None:
    """records.md Validation step 4: 10,000 actions end at the first illegal one.

    Only the first illegal action is reported; the rest is not replayed.  Speed is measured
    by the benchmarks, never by tests."""
    value = dev_record()
    value["actions"] = value["actions"] + ["p0 play CA"] * 10_000
    report = validate_value(value)
    n = len(dev_record()["actions"])
    assert pairs(report)[0] == (f"$.actions[{n}]", "not_play_phase")
    assert len(report.issues) == 1
    value["actions"] = ["p1 play CA"] * 10_000
    report = validate_value(value)
    assert pairs(report)[0][0] == "$.actions[0]"
    assert len(report.issues) == 1


def test_stage4_comments_are_kept_and_never_change_meaning() -> None:
    """records.md Action grammar: the comment is kept and never changes meaning."""
    value = dev_record(6)
    value["actions"][0] = value["actions"][0] + "   # first to speak"
    value["actions"][7] = value["actions"][7].replace(" ", "   ") + " # why not"
    report = validate_value(value)
    assert report.valid, report.issues
    out = to_record(report.state).to_json()["actions"]
    assert out[0].endswith("# first to speak")
    assert out[7].endswith("# why not")


# -- stage 5: completeness ---------------------------------------------------------------------


def test_stage5_a_record_with_a_result_must_be_complete() -> None:
    """records.md Validation step 5: a claimed result on an unfinished deal is reported."""
    value = dev_record(7)
    value["actions"] = value["actions"][:-3]
    report = validate_value(value)
    assert pairs(report) == [("$.result", "incomplete")]
    assert "not over" in report.issues[0].message
    assert "trick 12" in report.issues[0].message
    assert report.result is None


# -- stage 6: the result -----------------------------------------------------------------------


def test_stage6_one_issue_per_differing_item() -> None:
    """records.md Validation step 6: the result is compared item by item, one issue each."""
    value = dev_record()
    true_result = dev_record()["result"]
    scores = list(true_result["scores"])
    scores[1] += 1
    scores[3] -= 1
    value["result"] = {"scores": scores, "winner": "kontra" if true_result["winner"] == "re"
                       else "re", "card_points": {"re": 0, "kontra": 240}}
    report = validate_value(value)
    assert pairs(report) == [
        ("$.result.scores[1]", "result_mismatch"), ("$.result.scores[3]", "result_mismatch"),
        ("$.result.winner", "result_mismatch"), ("$.result.card_points.re", "result_mismatch"),
        ("$.result.card_points.kontra", "result_mismatch")]
    assert report.issues[0].message == (
        f"the record claims {scores[1]} but the replay gives {true_result['scores'][1]}")
    assert report.result == true_result  # the computed result is still given


def test_stage6_only_claimed_items_are_compared() -> None:
    """records.md Result: a key the claim leaves out is not checked; "_" keys never are."""
    value = dev_record()
    value["result"] = {"scores": value["result"]["scores"], "_card_points": "whatever"}
    assert validate_value(value).valid


def test_stage6_redeal_false_is_the_default() -> None:
    """records.md Result: "redeal": false matches a deal that was played out."""
    value = dev_record()
    value["result"]["redeal"] = False
    assert validate_value(value).valid
    value["result"]["redeal"] = True
    assert pairs(validate_value(value)) == [("$.result.redeal", "result_mismatch")]


def test_stage6_wrong_list_length_is_one_issue() -> None:
    """records.md Validation step 6: scores of the wrong length differ as a whole."""
    value = dev_record()
    value["result"]["scores"] = value["result"]["scores"][:3]
    codes = pairs(validate_value(value))
    assert ("$.result.scores", "schema_items") in codes
    assert ("$.result.scores", "result_mismatch") in codes


# -- another game's record, robustness ---------------------------------------------------------


def test_issue_paths_are_json_paths() -> None:
    """records.md Validation: every issue's path is a JSON path starting at $."""
    value = dev_record()
    value["hands"][1][2] = 7
    value["result"]["scores"] = "many"
    value["a key"] = 1
    for issue in validate_value(value).issues:
        assert isinstance(issue, Issue)
        assert issue.path.startswith("$")


def test_a_game_module_refuses_records_of_another_game() -> None:
    """records.md Fields: doppelkopf.replay/validate take Doppelkopf deals only."""
    value = schafkopf_record(0)
    assert validate_value(value).valid
    assert pairs(validate(value)) == [("$.game", "wrong_game")]
    with pytest.raises(RecordError) as info:
        replay(value)
    assert info.value.code == "wrong_game"
    session = {"format": "trickgames.session/1", "game": "doppelkopf"}
    assert pairs(validate(session)) == [("$.format", "session_record")]
    assert pairs(sk.validate(dev_record())) == [("$.game", "wrong_game")]


def test_unknown_fields_named_like_core_fields_do_not_stop_the_replay() -> None:
    """records.md Validation: an unknown field "handsome" is one issue; the replay still runs."""
    value = dev_record()
    value["handsome"] = 1
    value["rulesets"] = 2
    value["result"]["scores"][0] += 1
    assert pairs(validate_value(value)) == [
        ("$.handsome", "unknown_field"), ("$.rulesets", "unknown_field"),
        ("$.result.scores[0]", "result_mismatch")]


def test_rules_issues_keep_the_reported_codes_and_carry_each_problem() -> None:
    """records.md Validation step 2: invalid rules are one issue per problem at $.rules, with
    the code records report (unknown_preset, invalid_rules) and the problem, with its own
    code, as the detail; the detail is not part of comparing issues or of the JSON form."""
    unknown = Problem.of("unknown Toy preset 'x' (known: home)", code="preset_unknown")
    empty = Problem.of("option 'a' must not be empty", code="option_empty", option="'a'")
    issues = rules_issues(RulesError([unknown, empty], codes=["unknown_preset"]))
    assert [(i.path, i.code, i.message) for i in issues] == [
        ("$.rules", "unknown_preset", "unknown Toy preset 'x' (known: home)"),
        ("$.rules", "invalid_rules", "option 'a' must not be empty")]
    assert [i.detail for i in issues] == [unknown, empty]
    assert issues[1] == Issue("$.rules", "invalid_rules", "option 'a' must not be empty")
    assert issues[1].to_json() == {"path": "$.rules", "code": "invalid_rules",
                                   "message": "option 'a' must not be empty"}
