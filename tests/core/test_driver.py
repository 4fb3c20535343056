"""Tests of trickgames._core.driver: a game's record driver, the rules of a record, a state
written back as its record, and a record redacted for one seat (records.md "Validation";
docs/frontend.md "Redacted records")."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs
import pytest

import trickgames
from tests.core._records import DATA, dev_count, dev_record
from trickgames._core.driver import HIDDEN, resolve_rules
from trickgames._core.errors import ArgumentError, RecordError, RulesError
from trickgames._core.records import FORMAT, Record
from trickgames._core.registry import GameEntry
from trickgames._core.report import Report
from trickgames._core.rng import Rng
from trickgames._core.validation import validate_value
from trickgames.doppelkopf.record import replay, to_record, validate

ENTRIES = [pytest.param(entry, id=name) for name, entry in trickgames.GAMES.items()]
EXAMPLES = Path(__file__).resolve().parents[2] / "examples" / "records"
#: Every file of deal records: the test data and the bundled examples.
RECORD_FILES = [pytest.param(path, id=str(path.relative_to(path.parents[1])))
                for path in sorted([*DATA.rglob("*.jsonl"), *EXAMPLES.glob("*.json*")])
                if "sessions" not in path.name]


def pairs(report: Report) -> list[tuple[str, str]]:
    return [(i.path, i.code) for i in report.issues]


def first_preset(entry: GameEntry) -> str:
    return next(iter(entry.engine.PRESETS))


def played(entry: GameEntry, seed: int = 2, steps: int | None = None,
           until: str | None = None) -> Any:
    """A deal of the game's first preset played by its random policy: to its end, for
    ``steps`` actions, or until the phase ``until``."""
    engine = entry.engine
    rng = Rng(seed)
    state = engine.deal(first_preset(entry), seed=seed)
    while not state.is_over and (steps is None or len(state.actions) < steps) and (
            until is None or state.phase.value != until):
        state = engine.apply(state, entry.bots.policy(rng, state))
    return state


def other_entry(entry: GameEntry) -> GameEntry:
    return next(e for e in trickgames.GAMES.values() if e is not entry)


# -- the rules of a record -----------------------------------------------------------------------


@pytest.mark.parametrize("entry", ENTRIES)
def test_resolve_rules_takes_rules_a_preset_name_or_a_records_rules(entry: GameEntry) -> None:
    """records.md "Fields": rules are a preset name or {"preset": ..., option overrides};
    resolve_rules also takes a rules object as it is."""
    engine = entry.engine
    presets = engine.PRESETS
    for name, preset in presets.items():
        assert resolve_rules(preset, engine.Rules, presets) is preset
        assert resolve_rules(name, engine.Rules, presets) is preset
        assert resolve_rules({"preset": name}, engine.Rules, presets) == preset
        assert entry.records.resolve_rules(name) is preset
    first, second = list(presets.values())[:2]
    mixed = attrs.evolve(second, preset=first.preset)  # the first preset with the second's options
    written = mixed.to_json()
    assert isinstance(written, dict) and written["preset"] == first.preset and len(written) > 1
    assert resolve_rules(written, engine.Rules, presets) == mixed
    assert entry.records.resolve_rules(written) == mixed


@pytest.mark.parametrize("entry", ENTRIES)
@pytest.mark.parametrize(("value", "code"), [
    ("no-such-preset", "unknown_preset"),
    ({"preset": "no-such-preset"}, "unknown_preset"),
    ({"preset": None, "bogus": True}, "unknown_preset"),
    (3, "invalid_rules"),
    (None, "invalid_rules"),
    ([], "invalid_rules"),
])
def test_resolve_rules_refuses_bad_rules_with_a_rules_error(entry: GameEntry, value: Any,
                                                            code: str) -> None:
    """records.md "Validation" (step 2): rules that do not resolve (an unknown preset, a value
    that is neither a name nor an object) are a RulesError with the problem's code."""
    with pytest.raises(RulesError) as info:
        entry.records.resolve_rules(value)
    assert info.value.code == code and info.value.problems


@pytest.mark.parametrize("entry", ENTRIES)
def test_resolve_rules_lists_every_problem_of_a_rules_object(entry: GameEntry) -> None:
    """records.md "Validation" (step 2): every unknown option of a rules object is its own
    problem of the one RulesError."""
    value = {"preset": first_preset(entry), "bogus": 1, "jokers": True}
    with pytest.raises(RulesError) as info:
        entry.records.resolve_rules(value)
    assert len(info.value.problems) == 2 and info.value.codes == ("invalid_rules",) * 2
    assert "'bogus'" in info.value.problems[0] and "'jokers'" in info.value.problems[1]


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_rules_of_another_game_are_not_rules_of_this_one(entry: GameEntry) -> None:
    """records.md "Fields": a game's rules are its own presets and options, so another
    game's rules object is a RulesError."""
    other = other_entry(entry)
    with pytest.raises(RulesError):
        entry.records.resolve_rules(next(iter(other.engine.PRESETS.values())))


# -- the driver's other parts --------------------------------------------------------------------


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_driver_reads_context_deck_and_progress(entry: GameEntry) -> None:
    """records.md "Validation": the driver resolves the context (none given: the default),
    names what keeps hands from being the deck, and says where an unfinished deal stands."""
    driver = entry.records
    rules = driver.resolve_rules(first_preset(entry))
    state = played(entry)
    assert driver.resolve_context(None, rules) == entry.engine.Context()
    assert driver.deck_problems(rules, state.deal.hands) == []
    hands = [list(hand) for hand in state.deal.hands]
    hands[0][0] = hands[1][0]
    (problem,) = driver.deck_problems(rules, hands)
    assert hands[1][0].name in problem
    assert driver.is_complete(state) and not driver.is_complete(played(entry, steps=0))
    assert driver.progress(played(entry, steps=0)) == f"phase {played(entry, steps=0).phase.value}"
    in_play = next(state for state in (played(entry, seed=s, until="play") for s in range(20))
                   if state.phase.value == "play")
    assert driver.progress(in_play) == f"trick {in_play.trick_number} is being played"


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_context_that_does_not_go_with_the_rules_is_refused(entry: GameEntry) -> None:
    """records.md "Validation" (a ``context`` is judged against the rules): the driver's
    ``context_problem`` turns a context it finds wrong into ``invalid_context`` with its
    reason; without one every context goes, and a context without a problem comes back."""
    driver = entry.records
    rules = driver.resolve_rules(first_preset(entry))
    refusing = attrs.evolve(driver, context_problem=lambda context, rules: "no, never")
    with pytest.raises(ArgumentError) as caught:
        refusing.resolve_context(None, rules)
    assert (caught.value.code, caught.value.message) == ("invalid_context", "no, never")
    lenient = attrs.evolve(driver, context_problem=None)
    assert lenient.resolve_context(None, rules) == driver.resolve_context(None, rules)
    fine = attrs.evolve(driver, context_problem=lambda context, rules: "")
    assert fine.resolve_context(None, rules) == driver.resolve_context(None, rules)


# -- a state written as its record ---------------------------------------------------------------


@pytest.mark.parametrize("path", RECORD_FILES)
def test_every_replayed_record_writes_back_byte_identical(path: Path) -> None:
    """records.md "Validation": a valid record replays to a final state that the game's
    record driver writes back as the same record, byte for byte, meta, players and "_" fields
    included; its line written straight from the state (``to_text``) is the record's."""
    text = path.read_text(encoding="utf-8")
    if path.suffix == ".jsonl":
        lines = [line for line in text.splitlines() if line.strip()]
    else:
        lines = [text]
    written = 0
    for line in lines:
        report = trickgames.validate(line)
        if not report.valid or report.game is None:
            continue
        driver = trickgames.GAMES[report.game].records
        record = driver.to_record(report.state)
        assert driver.to_text(report.state) == record.to_text()
        if path.suffix == ".jsonl":
            assert record.to_text() == line
        else:
            assert json.dumps(record.to_json(), indent=1, ensure_ascii=False) == line
        written += 1
    assert written


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_dealt_state_writes_the_shortest_record(entry: GameEntry) -> None:
    """records.md "Fields": the record of a state made by deal names the preset, the dealer,
    the hands and the actions so far, with no context, result, players or meta."""
    state = played(entry, steps=3)
    record = entry.records.to_record(state)
    assert entry.records.to_text(state) == record.to_text()
    assert record == Record(
        game=entry.name, rules=first_preset(entry), dealer=state.deal.dealer,
        hands=tuple(tuple(c.name for c in hand) for hand in state.deal.hands),
        actions=tuple(str(a) for a in state.actions))
    assert record.to_json()["format"] == FORMAT
    assert list(record.to_json()) == ["format", "game", "rules", "dealer", "hands", "actions"]


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_result_is_written_when_the_deal_is_over(entry: GameEntry) -> None:
    """records.md "Result": the result is written once the deal is over (with_result forces
    it on or off), with the game's result keys, and never for an unfinished deal."""
    driver = entry.records
    final = played(entry)
    result = driver.to_record(final).result
    assert result is not None and set(result) <= {*driver.result_keys, "redeal"}
    assert result == {k: v for k, v in driver.result(final).items() if k in result}
    assert driver.to_record(final, with_result=False).result is None
    assert driver.to_record(final, with_result=True).result == result
    unfinished = played(entry, steps=2)
    for forced in (None, True, False):
        assert driver.to_record(unfinished, with_result=forced).result is None


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_record_without_a_result_writes_back_without_one(entry: GameEntry) -> None:
    """records.md "Result": a replayed record that had no result writes back without one,
    unless with_result asks for it, which writes every key of the game's result."""
    driver = entry.records
    value = driver.to_record(played(entry)).to_json()
    del value["result"]
    state = trickgames.replay(value)
    assert driver.to_record(state).to_json() == value
    full = driver.result(state)
    keys = [k for k in driver.result_keys if k in full] + (["redeal"] if full.get("redeal")
                                                           else [])
    assert list(driver.to_record(state, with_result=True).result) == keys


def test_valid_record_round_trips_through_its_state() -> None:
    """records.md Validation: writing the final state back out yields the same record."""
    for index in range(0, dev_count(), 7):
        value = dev_record(index)
        assert to_record(validate_value(value).state).to_json() == value


def test_extension_fields_are_accepted_and_round_tripped() -> None:
    """records.md File conventions: "_" fields (top level, result, context, rules) are kept."""
    value = dev_record(1)
    value["_client"] = {"name": "bot", "version": [1, 2]}
    value["_"] = None
    value["result"]["_note"] = "checked by hand"
    value["context"]["_round"] = 3
    value["rules"] = {"preset": "ddv", "_why": "tournament"}
    value["players"] = ["Ann", "Bo", "Cy", "Di"]
    report = validate_value(value)
    assert report.valid, report.issues
    out = to_record(report.state).to_json()
    assert out["_client"] == value["_client"]
    assert out["_"] is None
    assert out["result"]["_note"] == "checked by hand"
    assert out["players"] == value["players"]
    assert out["meta"] == value["meta"]


# -- validating and replaying a record of the driver's game ------------------------------------


def test_doppelkopf_validate_and_replay_accept_every_form() -> None:
    """doppelkopf.record: validate/replay take a Record, a JSON object, text or bytes."""
    value = dev_record(9)
    text = json.dumps(value)
    forms: list[Any] = [value, text, text.encode("utf-8"), Record.from_json(value)]
    states = [replay(form) for form in forms]
    assert all(s == states[0] for s in states)
    assert all(validate(form).valid for form in forms)



def test_doppelkopf_text_that_is_not_json_reports_the_json_error() -> None:
    """doppelkopf.record: bad text is reported as invalid JSON, not as "must be an object"."""
    assert pairs(validate('{"format": "trickg')) == [("$", "invalid_json")]
    assert pairs(validate(b"\xff")) == [("$", "invalid_encoding")]
    with pytest.raises(RecordError) as info:
        replay('{"format": "trickg')
    assert info.value.code == "invalid_json"



@pytest.mark.parametrize("entry", ENTRIES)
def test_a_games_validate_and_replay_take_every_form_of_its_records(entry: GameEntry) -> None:
    """docs/api.md "Records of either game": a game's validate and replay take a Record, a
    JSON object, text or bytes alike, and replay gives the state the record was written of."""
    state = played(entry, steps=9)
    record = entry.records.to_record(state)
    forms: list[Any] = [record, record.to_json(), record.to_text(), record.to_text().encode()]
    for form in forms:
        assert entry.engine.validate(form).valid
        assert entry.engine.replay(form) == state


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_games_validate_refuses_what_is_not_its_deal_record(entry: GameEntry) -> None:
    """records.md "Fields": a game's validate takes deal records of that game only: another
    game's record (wrong_game), a session (session_record) and text that is not JSON are
    issues, never exceptions, and replay raises a RecordError for each."""
    other = other_entry(entry)
    cases = [(other.records.to_record(played(other, steps=3)).to_json(), "wrong_game"),
             ({"format": "trickgames.session/1", "game": entry.name}, "session_record"),
             ('{"format": "trickg', "invalid_json"), (b"\xff", "invalid_encoding")]
    for value, code in cases:
        assert [c for _, c in pairs(entry.engine.validate(value))] == [code]
        with pytest.raises(RecordError) as info:
            entry.engine.replay(value)
        assert info.value.code == code


# -- redacting a record --------------------------------------------------------------------------


@pytest.mark.parametrize("entry", ENTRIES)
@pytest.mark.parametrize("seat", range(4))
def test_a_redacted_record_hides_the_other_hands(entry: GameEntry, seat: int) -> None:
    """docs/frontend.md "Redacted records": the seat's own hand is as dealt, every other hand
    is written ?? card by card, and _redacted_for names the seat."""
    record = entry.records.to_record(played(entry, steps=12))
    mine = entry.records.redact(record, seat)
    assert HIDDEN == "??"
    for s, hand in enumerate(mine.hands):
        assert hand == (record.hands[s] if s == seat else (HIDDEN,) * len(record.hands[s]))
    assert mine.extensions == {"_redacted_for": seat}
    assert mine.actions == entry.records.redact_actions(record.actions, seat)
    assert (mine.game, mine.rules, mine.dealer, mine.result) == (
        record.game, record.rules, record.dealer, record.result)
    assert mine.to_json()["_redacted_for"] == seat


@pytest.mark.parametrize("entry", ENTRIES)
def test_redact_takes_every_form_of_a_record_and_keeps_its_fields(entry: GameEntry) -> None:
    """docs/api.md "Records of either game", docs/records.md "Redacted records": redact takes
    a Record, a JSON object, text or bytes alike; the record's own "_" fields are dropped (only
    _redacted_for is written), and the original is unchanged."""
    value = entry.records.to_record(played(entry)).to_json()
    value["_client"] = "bot"
    text = json.dumps(value)
    before = json.loads(text)
    forms: list[Any] = [Record.from_json(value), value, text, text.encode("utf-8")]
    redacted = [entry.records.redact(form, 1) for form in forms]
    assert all(r == redacted[0] for r in redacted)
    assert redacted[0].extensions == {"_redacted_for": 1}
    assert trickgames.redact(value, 1) == redacted[0]
    assert value == before


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_redacted_record_does_not_validate(entry: GameEntry) -> None:
    """docs/frontend.md "Redacted records": a redacted record is for reading, not replaying:
    its hands are not a deck, so it does not validate."""
    redacted = entry.records.redact(entry.records.to_record(played(entry, steps=8)), 0)
    report = trickgames.validate(redacted)
    assert not report.valid
    assert {i.path.split("[")[0] for i in report.issues} == {"$.hands"}


@pytest.mark.parametrize("entry", ENTRIES)
@pytest.mark.parametrize("seat", [True, False, -1, 4, 1.0, "1", None])
def test_redact_refuses_a_seat_that_is_not_0_to_3(entry: GameEntry, seat: Any) -> None:
    """docs/api.md "Errors": redact's seat is an int 0..3 (True, -1 or 4 is not a seat): an
    ArgumentError with the code invalid_seat, from the driver and from trickgames.redact."""
    record = entry.records.to_record(played(entry, steps=4))
    for redact in (entry.records.redact, trickgames.redact, entry.engine.redact):
        with pytest.raises(ArgumentError) as info:
            redact(record, seat)
        assert info.value.code == "invalid_seat"


@pytest.mark.parametrize("entry", ENTRIES)
def test_redact_refuses_a_record_of_the_other_game(entry: GameEntry) -> None:
    """records.md "Fields": a game's driver redacts its own game's records only; another
    game's record is an ArgumentError with the code wrong_game."""
    other = other_entry(entry)
    record = other.records.to_record(played(other, steps=4))
    for form in (record, record.to_json(), record.to_text()):
        with pytest.raises(ArgumentError) as info:
            entry.records.redact(form, 0)
        assert info.value.code == "wrong_game"
    assert trickgames.redact(record, 0) == other.records.redact(record, 0)


def test_redact_refuses_what_is_not_a_record() -> None:
    """docs/api.md "Records of either game": trickgames.redact of a record of no known game
    is a RecordError (unsupported_game), and a driver's redact of a malformed record one with
    the structural problems."""
    with pytest.raises(RecordError) as info:
        trickgames.redact({"format": FORMAT, "game": "skat"}, 0)
    assert info.value.code == "unsupported_game"
    with pytest.raises(RecordError) as info:
        trickgames.GAMES["doppelkopf"].records.redact({"format": FORMAT, "game": "doppelkopf"},
                                                      0)
    assert info.value.code == "schema_required"


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_redacted_record_drops_every_comment(entry: GameEntry) -> None:
    """docs/frontend.md "Redacted records": comments are dropped from the redacted actions,
    however the line spaces them."""
    engine = entry.engine
    state = engine.deal(first_preset(entry), seed=5)
    action = engine.legal_actions(state)[0]
    value = entry.records.to_record(state).to_json()
    for line in (f"{action}  # two spaces", f"{action} # one space", f"{action}#none",
                 f"{action}   #   three"):
        value["actions"] = [line]
        assert trickgames.validate(value).valid
        assert entry.records.redact(value, 2).actions == (str(action),), line
