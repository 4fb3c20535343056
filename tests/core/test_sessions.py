"""The game-neutral session machinery: configuration, seats, rotation, the session record
document and its schema, and the session validation pipeline (records.md "Session records";
doppelkopf.md "Sessions")."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest

import trickgames
from trickgames import RecordError
from trickgames._core import sessions
from trickgames._core.records import Record
from trickgames._core.schema import load_schema, schema_checker
from trickgames._core.sessions import (
    Seating,
    SessionConfig,
    SessionError,
    SessionRecord,
    next_dealer,
    player_scores,
    seating,
)
from trickgames._core.validation import validate_text, validate_value
from trickgames.cli import main

SESSION_FILE = (Path(__file__).parent.parent / "data" / "doppelkopf-sessions"
                / "ddv-engine-dev-sessions.jsonl")
LINES = [line for line in SESSION_FILE.read_text("utf-8").splitlines() if line.strip()]
SESSIONS = [json.loads(line) for line in LINES]

Draft = jsonschema.Draft202012Validator
StrictInt = jsonschema.validators.extend(
    Draft,
    type_checker=Draft.TYPE_CHECKER.redefine(
        "integer", lambda _, x: isinstance(x, int) and not isinstance(x, bool)
    ),
)
REFERENCE = StrictInt(load_schema("session"))
CHECK = schema_checker("session")


def codes(value: Any) -> list[tuple[str, str]]:
    return [(i.path, i.code) for i in validate_value(value).issues]


def session_copy(index: int = 0) -> dict[str, Any]:
    return copy.deepcopy(SESSIONS[index])


# -- seats and rotation -------------------------------------------------------------------------


def test_four_players_sit_at_their_own_seats() -> None:
    """With four players seats is [0, 1, 2, 3] and the deal's dealer is the dealing player's
    seat (records.md Session records)."""
    for dealer in range(4):
        assert seating(4, dealer) == Seating(dealer, (0, 1, 2, 3), dealer, None)
    assert seating(4, 2).forehand == 3


def test_at_five_players_the_dealer_sits_out() -> None:
    """With five players the dealer sits out: the seats list the four others clockwise from
    forehand and the deal's dealer is seat 3 (records.md Session records)."""
    assert seating(5, 0) == Seating(0, (1, 2, 3, 4), 3, 0)
    assert seating(5, 3) == Seating(3, (4, 0, 1, 2), 3, 3)
    assert seating(5, 3).forehand == 4 and seating(5, 3).seat_of(3) is None
    with pytest.raises(SessionError):
        seating(6, 0)


def test_the_next_dealer_is_the_next_player_clockwise_or_the_same() -> None:
    """Who deals next: the next player clockwise, or the same one again when the game says so
    (records.md Session records)."""
    assert [next_dealer(4, d) for d in range(4)] == [1, 2, 3, 0]
    assert [next_dealer(5, d) for d in range(5)] == [1, 2, 3, 4, 0]
    assert next_dealer(5, 4, same=True) == 4


def test_scores_per_player_give_the_sitting_out_dealer_zero() -> None:
    """The sitting-out dealer scores 0 for the deal (doppelkopf.md Sessions)."""
    assert player_scores(4, (0, 1, 2, 3), (3, -3, -3, 3)) == (3, -3, -3, 3)
    assert player_scores(5, (1, 2, 3, 4), (9, -3, -3, -3)) == (0, 9, -3, -3, -3)


def test_the_session_configuration() -> None:
    """``session`` holds the number of deals (null: open-ended) and whether compulsory solos
    are played; ``_`` keys are kept (records.md Session records)."""
    config = SessionConfig.from_json({"deals": None, "_note": 1})
    assert (config.deals, config.compulsory_solos) == (None, False)
    assert config.to_json() == {"deals": None, "compulsory_solos": False, "_note": 1}
    assert config.to_json(with_solos=False) == {"deals": None, "_note": 1}
    for bad in ({"deals": 0}, {"deals": True}, {"deals": 2.5}, {"compulsory_solos": 1},
                {"deals": sessions.MAX_DEALS + 1}):
        with pytest.raises(SessionError) as info:
            SessionConfig(**bad)
        assert info.value.code == "invalid_session"


def test_start_refuses_unknown_games_and_odd_players() -> None:
    """Sessions exist for the games of the registry; players are a count or names
    (records.md Session records)."""
    with pytest.raises(trickgames.ArgumentError) as info:
        trickgames.GAMES["skat"]
    assert info.value.code == "unknown_game"
    driver = trickgames.GAMES["doppelkopf"].sessions
    with pytest.raises(SessionError):
        sessions.start(driver, "ddv", "ABCD")
    with pytest.raises(SessionError):
        sessions.start(driver, "ddv", True)
    s = sessions.start(driver, "ddv", ["N", "E", "S", "W"], deals=None)
    assert s.players == ("N", "E", "S", "W") and s.totals == (0, 0, 0, 0)
    assert s.deals_left is None and not sessions.is_over(s)


# -- the document -------------------------------------------------------------------------------


@pytest.mark.parametrize("index", range(len(SESSIONS)))
def test_session_records_read_and_write_back_unchanged(index: int) -> None:
    """A session record reads into a SessionRecord and writes out as the same JSON, one line
    (records.md Session records; File conventions)."""
    record = SessionRecord.from_text(LINES[index])
    assert record.to_json() == SESSIONS[index]
    assert json.loads(record.to_text()) == SESSIONS[index]
    assert "\n" not in record.to_text()
    first = record.deals[0]
    assert first.seats == (0, 1, 2, 3) and first.header == ()
    assert isinstance(first.record, Record) and first.record.game == "doppelkopf"
    assert "format" not in first.to_json() and first.to_json()["seats"] == [0, 1, 2, 3]


def test_a_deal_may_spell_out_format_game_and_rules() -> None:
    """A deal inside a session may omit format, game and rules; one that gives them keeps
    them (records.md Session records)."""
    value = session_copy()
    value["deals"][5].update(format="trickgames.record/1", game="doppelkopf", rules="ddv")
    record = SessionRecord.from_json(value)
    assert record.deals[5].header == ("format", "game", "rules")
    assert record.to_json() == value
    assert validate_value(value).valid
    from trickgames.doppelkopf import session as ds

    assert ds.to_record(ds.from_record(value)).to_json() == value


def test_reading_a_malformed_session_lists_every_structural_problem() -> None:
    """Reading checks the structure against the schema and lists every problem with a JSON
    path (records.md Validation)."""
    value = session_copy()
    del value["first_dealer"]
    del value["deals"][2]["seats"]
    value["bogus"] = 1
    value["_kept"] = 1
    with pytest.raises(RecordError) as info:
        SessionRecord.from_json(value)
    assert {(i.path, i.code) for i in info.value.issues} == {
        ("$.first_dealer", "schema_required"),
        ("$.deals[2].seats", "schema_required"),
        ("$.bogus", "unknown_field"),
    }
    with pytest.raises(RecordError) as info:
        SessionRecord.from_text(b"\xff")
    assert info.value.code == "invalid_encoding"


def test_other_versions_of_the_session_format_are_refused() -> None:
    """A reader rejects other major versions with a clear error (records.md Fields)."""
    value = session_copy()
    value["format"] = "trickgames.session/2"
    assert codes(value) == [("$.format", "unsupported_version")]
    with pytest.raises(RecordError) as info:
        SessionRecord.from_json(value)
    assert info.value.issues[0].code == "unsupported_version"


# -- the schema ---------------------------------------------------------------------------------


def test_the_session_schema_is_valid_2020_12_and_shares_the_record_definitions() -> None:
    """The shipped session schema is a valid JSON Schema 2020-12; its deal objects are deal
    records that may omit format, game and rules and must have seats (records.md Session
    records)."""
    schema = load_schema("session")
    Draft.check_schema(schema)
    record = load_schema("record")
    for name, definition in record["$defs"].items():
        assert schema["$defs"][name] == definition, name
    deal = schema["$defs"]["deal"]
    assert {k: v for k, v in deal["properties"].items() if k != "seats"} == record["properties"]
    assert deal["required"] == ["dealer", "hands", "actions", "seats"]
    assert schema["required"] == ["format", "game", "rules", "players", "session",
                                  "first_dealer", "deals"]
    assert schema["$defs"]["session"]["properties"]["deals"]["maximum"] == sessions.MAX_DEALS


def _mutations(base: dict[str, Any] = SESSIONS[0]) -> list[Any]:
    out: list[Any] = [copy.deepcopy(base), {}, [], "session"]
    for key in ("format", "players", "session", "first_dealer", "deals", "standings"):
        for bad in (None, 7, "x", [], {}, [1, 2], True):
            value = copy.deepcopy(base)
            value[key] = bad
            out.append(value)
    for key in ("seats", "dealer", "context", "format", "game", "rules", "extra", "_ext"):
        for bad in (None, [0, 1, 2], [0, 1, 2, 9], 5, "ddv", {"compulsory_solo": [1]}):
            value = copy.deepcopy(base)
            value["deals"][0][key] = bad
            out.append(value)
    schafkopf = copy.deepcopy(base)
    schafkopf["game"] = "schafkopf"
    out.append(schafkopf)
    five = copy.deepcopy(base)
    five["players"].append("E")
    out.append(five)
    return out


@pytest.mark.parametrize("value", _mutations())
def test_the_checker_agrees_with_jsonschema(value: Any) -> None:
    """The package's own checker and jsonschema agree on the shipped session schema (the
    runtime depends on attrs only)."""
    ours = CHECK(value)
    theirs = list(REFERENCE.iter_errors(value))
    assert (not ours) == (not theirs), (ours, [e.message for e in theirs])


# -- validation ---------------------------------------------------------------------------------


def test_validate_recognises_a_session_by_its_format() -> None:
    """validate_text, validate_value and trickgames.validate recognise a session record by its
    format and validate it as a whole; the result holds the final standings (records.md
    "Session records")."""
    report = validate_text(LINES[1], "rounds.jsonl:2")
    assert report.valid and report.game == "doppelkopf"
    assert report.result == {"standings": SESSIONS[1]["standings"][-1], "deals": 24}
    assert report.to_json() == {"source": "rounds.jsonl:2", "valid": True, "issues": [],
                                "result": report.result}
    assert trickgames.validate(SESSIONS[1]).valid
    assert trickgames.replay(SESSIONS[1]).totals == tuple(SESSIONS[1]["standings"][-1])
    with pytest.raises(RecordError) as info:
        Record.from_json(SESSIONS[1])
    assert info.value.code == "session_record"


def test_the_command_line_validates_session_files(capsys: pytest.CaptureFixture[str]) -> None:
    """``trickgames validate`` handles session records with no change (README.md "Command
    line"; records.md "Session records")."""
    assert main(["validate", "--json", str(SESSION_FILE)]) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines() if x.startswith("{")]
    assert [x["valid"] for x in lines] == [True] * 4
    assert lines[3]["result"]["standings"] == SESSIONS[3]["standings"][-1]


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda v: v.update(players=["A", "B", "C"]), [("$.players", "schema_items")]),
        (lambda v: v.update(first_dealer=4), [("$.first_dealer", "schema_range")]),
        (lambda v: v.update(rules="skat"), [("$.rules", "unknown_preset")]),
        (lambda v: v["session"].update(deals=3), [("$.session.deals",
                                                   "too_few_deals_for_solos")]),
        (lambda v: v.update(game="schafkopf", players=["A", "B", "C", "D", "E"]),
         [("$.players", "schema_items")]),
        (lambda v: v.update(deals=7), [("$.deals", "schema_type")]),
        (lambda v: v.pop("session"), [("$.session", "schema_required")]),
    ],
)
def test_a_session_that_cannot_be_played_stops_validation(change: Any,
                                                            expected: list[Any]) -> None:
    """Problems of the session as a whole (players, first dealer, rules, number of deals) stop
    validation before the deals (records.md Session records)."""
    value = session_copy()
    change(value)
    found = codes(value)
    assert found[: len(expected)] == expected
    assert not any(path.startswith("$.standings") for path, _ in found)


def test_a_deal_may_not_name_other_rules_or_another_game() -> None:
    """The session's game and rules apply to every deal (records.md Session records)."""
    value = session_copy()
    value["deals"][4]["rules"] = "pagat"
    value["deals"][6]["game"] = "schafkopf"
    assert codes(value) == [("$.deals[4].rules", "deal_rules_mismatch"),
                            ("$.deals[6].game", "deal_game_mismatch")]
    value = session_copy()
    value["deals"][4]["rules"] = {"preset": "ddv"}
    assert codes(value) == []


def test_a_deal_that_is_not_an_object_does_not_stop_the_session() -> None:
    """A malformed deal is reported; the deals after it are still checked (records.md
    Validation: every problem)."""
    value = session_copy()
    value["deals"][2] = "deal"
    value["deals"][5]["context"]["compulsory_solo"][3] = False
    value["standings"][8][1] += 1
    assert codes(value) == [("$.deals[2]", "schema_type"),
                            ("$.deals[5].context.compulsory_solo", "compulsory_solo_mismatch"),
                            ("$.standings[8][1]", "standings_mismatch")]


def test_every_deal_of_a_session_is_played_to_its_end() -> None:
    """Every deal of a session is complete; a deal that stops early is reported at the deal
    (records.md Session records; Validation 5)."""
    value = session_copy()
    del value["deals"][23]["actions"][-4:]
    assert codes(value) == [("$.deals[23].result", "incomplete")]
    del value["deals"][23]["result"]
    assert codes(value) == [("$.deals[23]", "deal_not_finished")]


def test_an_unreplayable_deal_still_gets_the_score_sheet_checks() -> None:
    """For a deal that cannot be replayed the standings row still gets the score sheet's
    checks: zero sum and one parity (TSR 7.3)."""
    value = session_copy()
    value["deals"][3]["actions"][10] = "p0 play XX"
    value["standings"][3][0] += 1
    found = codes(value)
    assert found[0] == ("$.deals[3].actions[10]", "unknown_card")
    assert ("$.standings[3]", "standings_not_zero_sum") in found
    assert ("$.standings[3]", "standings_parity") in found


def test_validation_never_raises() -> None:
    """Whatever the input, validating a session gives a report, never an exception
    (records.md Validation)."""
    value = session_copy()
    for deal in value["deals"]:
        deal["seats"] = [3, 2, 1, 0]
    value["standings"] = [[1, 2]] * 3
    report = validate_value(value)
    assert not report.valid and report.issues
    short = session_copy()
    del short["deals"][3:], short["standings"][3:]
    for mutated in _mutations(short):
        report = validate_value(mutated)
        assert report.valid == (not CHECK(mutated) and report.valid)
        assert report.valid or report.issues


def test_huge_numbers_anywhere_give_issues_not_exceptions() -> None:
    """Integers too long to print, wherever they are, are reported like any other wrong value
    (records.md Validation: never an exception)."""
    huge = 10**5000
    changes = [
        lambda v: v.update(format=huge),
        lambda v: v.update(first_dealer=huge),
        lambda v: v["session"].update(deals=huge),
        lambda v: v["deals"][1].update(dealer=huge),
        lambda v: v["deals"][1].update(seats=[0, 1, 2, huge]),
        lambda v: v["deals"][1]["context"].update(forced_solo=huge),
        lambda v: v["standings"][2].__setitem__(0, huge),
        lambda v: v["deals"][3]["actions"].__setitem__(10, "p0 play XX")
        or v["standings"][3].__setitem__(1, huge),
    ]
    for change in changes:
        value = session_copy()
        change(value)
        report = validate_value(value)
        assert not report.valid and all(len(i.message) < 400 for i in report.issues)
