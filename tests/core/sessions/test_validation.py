"""Tests of trickgames._core.sessions.validation: a session record validated as a whole,
every problem with a JSON path, a code and a message (records.md "Session records";
records.md "Validation")."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

import trickgames
from tests.core.sessions import (
    CHECK,
    ENTRIES,
    GROWTH,
    LINES,
    SESSION_FILE,
    SESSIONS,
    Keeping,
    _mutations,
    codes,
    empty_deals,
    growth,
    passed_evening,
    played,
    session_copy,
)
from trickgames import RecordError
from trickgames._core import sessions
from trickgames._core.frozen import FrozenDict
from trickgames._core.records import Record
from trickgames._core.registry import GameEntry
from trickgames._core.report import Report
from trickgames._core.validation import validate_text, validate_value
from trickgames.cli import main


def codes_of(report: Report) -> list[tuple[str, str]]:
    return [(i.path, i.code) for i in report.issues]


# -- recognising a session ---------------------------------------------------------------------


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


# -- the session as a whole --------------------------------------------------------------------


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


# -- the deals ---------------------------------------------------------------------------------


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


def test_a_deal_s_issue_keeps_its_values_at_its_session_path() -> None:
    """records.md Session records (a deal's problems at its path in the session); docs/cli.md
    "Deutsch": a deal's issue moved to its path in the session keeps the values its message
    names, so that its German text names them too."""
    from trickgames._core.lang import render_issue

    value = session_copy()
    value["deals"][3]["actions"][10] = "p0 play XX"
    issue = validate_value(value).issues[0]
    assert (issue.path, issue.code, dict(issue.params)) == (
        "$.deals[3].actions[10]", "unknown_card", {"quoted": "'XX'"})
    assert render_issue(issue, "de") == "Unbekannte Karte 'XX'."


# -- never an exception ------------------------------------------------------------------------


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


# -- sessions of every game --------------------------------------------------------------------


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_played_session_validates_and_reads_back_as_the_same_session(
        entry: GameEntry) -> None:
    """records.md "Session records": the record of a session played by the machinery is
    valid, and reading it back gives a session that writes the same record."""
    session = played(entry, 4)
    value = sessions.to_record(session).to_json()
    report = validate_value(value)
    assert report.valid, report.issues
    assert report.result == {"standings": list(session.totals), "deals": 4}
    again = sessions.from_record(value, entry.sessions)
    assert again.totals == session.totals and again.dealer == session.dealer
    assert sessions.to_record(again).to_json() == value
    assert sessions.validate_record(value, entry.sessions).valid


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_session_of_another_game_is_refused_by_a_games_driver(entry: GameEntry) -> None:
    """records.md "Session records": a game's session functions take its own sessions only;
    another game's session is one issue, wrong_game, and a RecordError to read."""
    other = next(e for e in trickgames.GAMES.values() if e is not entry)
    value = sessions.to_record(played(other, 1)).to_json()
    report = sessions.validate_session(value, drivers={entry.name: entry.sessions},
                                       game=entry.name)
    assert codes_of(report) == [("$.game", "wrong_game")]
    with pytest.raises(RecordError) as info:
        sessions.from_record(value, entry.sessions)
    assert info.value.code == "wrong_game"
    assert codes_of(sessions.validate_record(value, entry.sessions)) == [("$.game",
                                                                          "wrong_game")]


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_session_of_a_game_without_a_driver_is_unsupported(entry: GameEntry) -> None:
    """records.md "Validation": a session of a game the drivers do not hold is reported as
    unsupported_game, never a KeyError."""
    value = sessions.to_record(played(entry, 1)).to_json()
    report = sessions.validate_session(value, drivers={})
    assert codes_of(report) == [("$.game", "unsupported_game")]


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_number_of_deals_is_checked(entry: GameEntry) -> None:
    """records.md "Session records": a session with a number of deals holds exactly that
    many counted deals: one more is too_many_deals at that deal, fewer too_few_deals."""
    value = sessions.to_record(played(entry, 4)).to_json()
    short = copy.deepcopy(value)
    del short["deals"][3:], short["standings"][3:]
    assert codes(short) == [("$.deals", "too_few_deals")]
    extra = sessions.to_record(played(entry, 5, deals=None)).to_json()
    extra["session"]["deals"] = 4
    assert ("$.deals[4]", "too_many_deals") in codes(extra)


@pytest.mark.parametrize("entry", ENTRIES)
def test_validate_record_takes_text_and_reports_what_does_not_parse(entry: GameEntry) -> None:
    """records.md "Validation": a game's validation of a session takes a document, a JSON
    object or JSON text, and reports text that is not JSON as an issue, never raising."""
    record = sessions.to_record(played(entry, 1, deals=None))
    for form in (record, record.to_json(), record.to_text(), record.to_text().encode()):
        assert sessions.validate_record(form, entry.sessions).valid
    report = sessions.validate_record('{"format": "trickgames.sess', entry.sessions)
    assert not report.valid and report.issues[0].code == "invalid_json"


def test_a_session_read_from_a_record_keeps_none_of_the_callers_values() -> None:
    """records.md "Session records": the session read from a record value holds frozen
    copies of its JSON values (rules, meta, ``_`` fields, the ``session`` object's ``_``
    keys); changing the caller's value afterwards changes neither the session nor the
    record it writes, which is the record it was read from."""
    value = session_copy()
    value.update(rules={"preset": "ddv"}, meta={"event": {"tables": [1, 2]}},
                 _note=[{"by": "A"}])
    value["session"]["_scorer"] = {"name": "B"}
    driver = trickgames.GAMES["doppelkopf"].sessions
    session = sessions.from_record(value, driver)
    state = sessions.validate_record(value, driver).state
    text = sessions.to_record(session).to_text()
    assert json.loads(text) == value
    value["rules"]["preset"] = "pagat"
    value["meta"]["event"]["tables"].append(3)
    value["_note"][0]["by"] = "C"
    value["session"]["_scorer"]["name"] = "D"
    assert sessions.to_record(session).to_text() == text
    assert sessions.to_record(state).to_text() == text
    assert session.rules_form == {"preset": "ddv"} and session.meta == {
        "event": {"tables": (1, 2)}}
    assert session.extensions == {"_note": ({"by": "A"},)}
    assert session.config.extensions == {"_scorer": {"name": "B"}}
    for held in (session.rules_form, session.meta, session.extensions,
                 session.config.extensions, session.extensions["_note"][0]):
        assert isinstance(held, FrozenDict)


# -- long sessions -----------------------------------------------------------------------------


def test_validating_a_long_session_keeps_memory_linear_in_its_deals() -> None:
    """records.md "Session records": validating replays and books the deals one after the
    other, each booked onto the session before it without copying the deals and standings
    before it. The sessions of one run share what they hold: for 4 times as many (empty,
    invalid) deals they keep about 4 times the memory, where copying keeps up to 16 times."""
    doppelkopf = trickgames.GAMES["doppelkopf"].sessions

    def validate(count: int) -> object:
        keeping = Keeping(doppelkopf)
        report = sessions.validate_session(empty_deals(count), drivers={"doppelkopf": keeping})
        assert not report.valid and len(report.state.deals) == count == len(keeping.kept)
        return keeping.kept, report

    assert growth(validate, 250) < 2 * GROWTH


def test_reading_a_long_session_keeps_memory_linear_in_its_deals() -> None:
    """records.md "Session records": from_record books every deal of a valid record onto the
    session before it (an evening of deals that everybody passed: 4 times the deals, about 4
    times the memory, not up to 16)."""
    schafkopf = trickgames.GAMES["schafkopf"].sessions
    records = {count: passed_evening(count) for count in (200, GROWTH * 200)}

    def read(count: int) -> object:
        keeping = Keeping(schafkopf)
        session = sessions.from_record(records[count], keeping)
        assert len(session.deals) == len(session.standings) == count
        return keeping.kept, session

    assert growth(read, 200) < 2 * GROWTH
