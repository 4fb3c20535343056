"""Doppelkopf records: the bundled engine-generated data, hand-made records for what the data
does not cover, validation at the right action, and the round trip
(records.md "Validation", "Result"; data README "Doppelkopf"). What records of both games
share (the round trip with names, meta and extensions, replay errors, redaction) is tested once
over both in tests/test_games.py."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickgames import Record, testing
from trickgames import doppelkopf as dk
from trickgames.doppelkopf.record import redact, replay, to_record, validate

from .._hidden import mentioned
from .helpers import HEALTHY, design, hands_with, run, seated
from .test_genscher import example_record
from .test_marriage import NO_PARTNER, PARTNER_IN_2, RES
from .test_play import DULLEN_IN_LAST_TRICK
from .test_poverty import DECLARE, EXCHANGE, KONTRA_WINS, poverty_deal
from .test_scoring import (
    ALL_POINTS_NOT_SCHWARZ,
    CHARLIE_WINS_AND_CATCHES,
    R70,
    R120,
    R130,
    SEED_000,
)
from .test_swines import EXAMPLE, EXAMPLE_RULES, example
from .test_view import hidden

DATA = Path(__file__).parent.parent / "data" / "doppelkopf"
FILES = sorted(DATA.glob("*.jsonl"))
RECORDS = [
    (f"{path.name}:{number}", json.loads(line))
    for path in FILES
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
    if line.strip()
]


def test_the_data_is_there() -> None:
    """The engine-generated DDV records are bundled in tests/data (data README "Doppelkopf")."""
    assert [p.name for p in FILES] == ["ddv-engine-dev.jsonl"]
    assert len(RECORDS) == 96


@pytest.mark.parametrize(("source", "record"), RECORDS, ids=[s for s, _ in RECORDS])
def test_every_bundled_record_validates_scores_and_round_trips(
    source: str, record: dict[str, Any]
) -> None:
    """Every record of tests/data/doppelkopf validates, scores exactly as its result says and
    writes back out as the same record (records.md Validation)."""
    report = validate(record, source)
    assert report.valid, [str(i) for i in report.issues]
    assert report.result == record["result"]
    state = replay(record)
    assert dk.score(state).to_json() == record["result"]
    assert to_record(state).to_json() == record


def test_bundled_data_covers_what_its_readme_says() -> None:
    """The dev file holds normal games, silent and announced marriages, all seven solos and
    late replies (data README, What they exercise)."""
    contracts: dict[str, int] = {}
    silent = 0
    for _, record in RECORDS:
        game = replay(record).game
        assert game is not None
        contracts[game.contract.value] = contracts.get(game.contract.value, 0) + 1
        silent += game.silent
    assert silent == 11
    assert contracts["marriage"] == 4
    assert sum(v for k, v in contracts.items() if k.startswith("solo-")) == 36
    assert len([k for k in contracts if k.startswith("solo-")]) == 7


# -- hand-made records for what the dev data does not cover -------------------------------


def with_result(record: dict[str, Any]) -> dict[str, Any]:
    """The record with the result its replay computes (for records whose play is checked
    elsewhere)."""
    out = dict(record)
    out["result"] = dk.score(replay(record)).to_json()
    return out


HANDMADE: dict[str, dict[str, Any]] = {
    # doppelkopf.md Winning: nobody wins (both parties announced no90).
    "nobody_wins": design(["p0:re p0:no90 p1:kontra p1:no90 " + R130[0], *R130[1:]],
                          result={"scores": [1, -1, 1, -1], "winner": None,
                                  "card_points": {"re": 130, "kontra": 110}}),
    # doppelkopf.md Marriage: failed marriage, scored as a solo (x3).
    "failed_marriage": design(NO_PARTNER, reservations=RES,
                              result={"scores": [12, -4, -4, -4], "winner": "re",
                                      "card_points": {"re": 230, "kontra": 10}}),
    # doppelkopf.md Marriage: partner in trick 2, announcements one card later.
    "marriage_trick_2": with_result(design(
        [*PARTNER_IN_2[:2], "p1:re " + PARTNER_IN_2[2], *PARTNER_IN_2[3:]], reservations=RES)),
    # doppelkopf.md Announcements: no30 and schwarz calls, TSR (e, f) lines.
    "no30_calls": design(["p1:kontra p1:no90 p1:no60 p1:no30 " + R120[0], *R120[1:]],
                         result={"scores": [9, -9, -9, 9], "winner": "re",
                                 "card_points": {"re": 120, "kontra": 120}}),
    "schwarz_missed": design(["p2:schwarz " + ALL_POINTS_NOT_SCHWARZ[0],
                              *ALL_POINTS_NOT_SCHWARZ[1:]],
                             result={"scores": [8, 8, -8, -8], "winner": "kontra",
                                     "card_points": {"re": 240, "kontra": 0}}),
    # doppelkopf.md Scoring pagat.
    "pagat_scoring": design(["p0:kontra p0:no60 " + R70[0], *R70[1:]], rules="pagat",
                            result={"scores": [-5, -5, 5, 5], "winner": "re",
                                    "card_points": {"re": 70, "kontra": 170}}),
    # doppelkopf.md Poverty.
    "poverty": design(KONTRA_WINS, rules="pagat", reservations=DECLARE + EXCHANGE,
                      exchange=(1, 3, "CK CK HA", "D9 DT DK"),
                      result={"scores": [5, -5, 5, -5], "winner": "kontra",
                              "card_points": {"re": 22, "kontra": 218}}),
    # doppelkopf.md Options: the other Dulle rules, swines, Charlie.
    "dulle_second_wins": with_result(design(DULLEN_IN_LAST_TRICK,
                                            rules={"preset": "ddv", "dulle": "second_wins"})),
    "dulle_except_last": with_result(design(
        DULLEN_IN_LAST_TRICK, rules={"preset": "ddv",
                                     "dulle": "second_wins_except_last_trick"})),
    "swines": with_result(design(
        ["CA C9 CK CT", "CA C9 CK CT", "SA S9 SK ST", "SA S9 SK ST", "HA H9 HK HA",
         "HK H9 DQ DQ", "CQ CQ SQ SQ", "HQ HQ CJ CJ", "SJ SJ HJ HJ", "DJ DJ DK DK",
         "HT DA DT DT", "DA HT D9 D9"], rules={"preset": "ddv", "swines": True},
        swines=True)),
    "charlie_win_or_catch": design(CHARLIE_WINS_AND_CATCHES,
                                   rules={"preset": "ddv", "charlie": "win_or_catch"},
                                   result={"scores": [4, -4, 4, -4], "winner": "kontra",
                                           "card_points": {"re": 115, "kontra": 125}}),
    "charlie_none": design(CHARLIE_WINS_AND_CATCHES,
                           rules={"preset": "ddv", "charlie": "none"},
                           result={"scores": [2, -2, 2, -2], "winner": "kontra",
                                   "card_points": {"re": 115, "kontra": 125}}),
    # The seed 000 worked example.
    "seed_000": design(SEED_000, result={"scores": [-3, -3, 3, 3], "winner": "re",
                                         "card_points": {"re": 134, "kontra": 106}}),
}


def _no_nines_record() -> dict[str, Any]:
    rules = {"preset": "ddv", "nines": False}
    hands = hands_with({0: "CQ", 2: "CQ"}, rules)
    state = run(hands, ["p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy",
                        "p0 announce re"], rules=rules)
    while not state.is_over:
        state = dk.apply(state, dk.legal_actions(state, state.turn)[0])
    return to_record(state).to_json()


def _solo_lead_record(solo_lead: str) -> dict[str, Any]:
    rules = {"preset": "ddv", "solo_lead": solo_lead}
    context = dk.Context(compulsory_solo=(False, False, False, True))
    state = run(hands_with({0: "CQ", 2: "CQ"}), ["p1 healthy", "p2 healthy", "p3 reserve",
                                                  "p0 healthy", "p3 declare solo-queens"],
                rules=rules, context=context)
    while not state.is_over:
        state = dk.apply(state, dk.legal_actions(state, state.turn)[0])
    return to_record(state).to_json()


HANDMADE["no_nines"] = _no_nines_record()
HANDMADE["solo_lead_forehand"] = _solo_lead_record("forehand")
HANDMADE["solo_lead_soloist"] = _solo_lead_record("soloist")


@pytest.mark.parametrize("name", list(HANDMADE))
def test_handmade_records_validate_and_round_trip(name: str) -> None:
    """Hand-made records for every case and option the engine data lacks validate against
    their result and write back out unchanged (records.md Validation; data README "Not in the
    dev file")."""
    record = HANDMADE[name]
    report = validate(record, name)
    assert report.valid, [str(i) for i in report.issues]
    assert report.result == record["result"]
    assert to_record(replay(record)).to_json() == record


@pytest.mark.parametrize("name", list(HANDMADE))
def test_handmade_records_with_a_wrong_result_are_rejected(name: str) -> None:
    """A claimed result that differs from the replay is reported item by item (records.md
    Validation 6)."""
    record = copy.deepcopy(HANDMADE[name])
    record["result"]["scores"] = [s + (1 if i % 2 else -1)
                                  for i, s in enumerate(record["result"]["scores"])]
    report = validate(record)
    assert not report.valid
    assert {i.code for i in report.issues} == {"result_mismatch"}
    assert len(report.issues) == 4


def test_handmade_rules_written_as_overrides() -> None:
    """Records write the preset plus every option that differs from it (records.md
    `rules`)."""
    assert HANDMADE["swines"]["rules"] == {"preset": "ddv", "swines": True}
    assert HANDMADE["no_nines"]["rules"] == {"preset": "ddv", "nines": False}
    assert all(len(h) == 10 for h in HANDMADE["no_nines"]["hands"])
    assert HANDMADE["solo_lead_forehand"]["context"] == {
        "compulsory_solo": [False, False, False, True]}
    assert HANDMADE["solo_lead_forehand"]["actions"][5].startswith("p1 play")
    assert HANDMADE["solo_lead_soloist"]["actions"][5].startswith("p3 play")


# -- invalid records: rejected at the right action -----------------------------------------

BASE = HANDMADE["seed_000"]


def mutated(index: int, line: str) -> dict[str, Any]:
    record = copy.deepcopy(BASE)
    record["actions"][index] = line
    return record


def test_illegal_card_is_reported_at_its_action() -> None:
    """The first illegal action stops the replay; its issue has the JSON path, a stable code and
    a message naming seat, action and rule (records.md Validation 4)."""
    # action 5 is "p2 play C9" (p1 led CA): p2 holds clubs.
    assert BASE["actions"][5] == "p2 play C9"
    record = mutated(5, "p2 play DJ")
    report = validate(record)
    assert not report.valid
    first = report.issues[0]
    assert first.path == "$.actions[5]" and first.code == "must_follow_suit"
    assert first.message.startswith("`p2 play DJ`: p2 must follow clubs (holds ")
    # Later actions are not judged; the claimed result is not compared.
    assert len(report.issues) == 1


@pytest.mark.parametrize(
    ("index", "line", "code"),
    [(0, "p2 healthy", "not_your_turn"),
     (4, "p2 play C9", "not_your_turn"),
     (4, "p1 play HA", "card_not_in_hand"),
     (4, "p1 declare solo-clubs", "reservation_round_over"),
     (8, "p1 announce re", "wrong_party"),
     (8, "p2 announce kontra", "wrong_party"),
     (8, "p2 play CA", "not_your_turn"),
     (8, "p2 fly", "unknown_verb"),
     (8, "p2 play XX", "unknown_card")],
)
def test_invalid_records_are_rejected_at_the_right_action(index: int, line: str,
                                                          code: str) -> None:
    """Invalid records are rejected at the action that breaks a rule, with that rule's code
    (records.md Validation 4; data README)."""
    report = validate(mutated(index, line))
    assert not report.valid
    assert [(i.path, i.code) for i in report.issues] == [(f"$.actions[{index}]", code)]
    assert f"`{line}`" in report.issues[0].message or code in ("unknown_verb", "unknown_card")


def test_late_announcement_record() -> None:
    """An announcement after its deadline is rejected at that action (records.md Validation 4;
    doppelkopf.md Announcements)."""
    record = copy.deepcopy(BASE)
    record["actions"].insert(17, "p1 announce kontra")  # after trick 3: p1 holds 9 cards
    report = validate(record)
    assert [(i.path, i.code) for i in report.issues] == [("$.actions[17]",
                                                          "announcement_too_late")]
    record["actions"][17] = "p1 announce kontra"
    record["actions"].insert(13, record["actions"].pop(17))  # 10 cards: a late reply to re
    assert validate(record).issues[0].path.startswith("$.result")


def test_incomplete_record_with_result() -> None:
    """A record with a result must be complete (records.md Validation 5)."""
    record = copy.deepcopy(BASE)
    del record["actions"][-4:]
    report = validate(record)
    assert [(i.path, i.code) for i in report.issues] == [("$.result", "incomplete")]
    del record["result"]
    report = validate(record)
    assert report.valid and report.result is None
    state = replay(record)
    assert state.phase is dk.Phase.PLAY and state.trick_number == 12


def test_wrong_deck_record() -> None:
    """The hands must form exactly the deck of the rules (records.md Validation 3)."""
    record = copy.deepcopy(BASE)
    record["hands"][0][0] = record["hands"][1][0]
    report = validate(record)
    assert [i.code for i in report.issues] == ["wrong_deck"]
    record = copy.deepcopy(BASE)
    record["rules"] = {"preset": "ddv", "nines": False}
    report = validate(record)
    assert [i.code for i in report.issues] == ["wrong_deck"]
    assert "without nines" in report.issues[0].message


def test_invalid_rules_and_context_records() -> None:
    """Rules and context must resolve (records.md Validation 2)."""
    record = copy.deepcopy(BASE)
    record["rules"] = {"preset": "ddv", "dulle": "third_wins", "swines": 1}
    report = validate(record)
    assert [(i.path, i.code) for i in report.issues] == [("$.rules", "invalid_rules")] * 2
    record = copy.deepcopy(BASE)
    record["context"] = {"compulsory_solo": [False, True, False, False], "forced_solo": 2}
    report = validate(record)
    assert [(i.path, i.code) for i in report.issues] == [("$.context",
                                                          "forced_solo_not_owed")]


def test_forced_solo_record() -> None:
    """A forced solo record starts with the forced seat's declare (records.md Context)."""
    state = run(hands_with({0: "CQ", 2: "CQ"}), ["p2 declare solo-aces"],
                context=dk.Context(compulsory_solo=(False, False, True, True), forced_solo=2))
    while not state.is_over:
        state = dk.apply(state, dk.legal_actions(state, state.turn)[0])
    record = to_record(state).to_json()
    assert record["actions"][0] == "p2 declare solo-aces"
    assert record["context"] == {"compulsory_solo": [False, False, True, True],
                                 "forced_solo": 2}
    assert validate(record).valid
    assert to_record(replay(record)).to_json() == record
    record["actions"].insert(0, "p3 healthy")
    assert [i.code for i in validate(record).issues] == ["not_your_turn"]


def test_record_in_text_and_object_form() -> None:
    """Records are read from JSON text or objects (records.md File conventions)."""
    text = json.dumps(BASE)
    assert validate(text).valid
    assert validate(text.encode("utf-8")).valid
    assert replay(text) == replay(BASE)
    report = validate(b"\xff\xfe not json")
    assert not report.valid


# -- redaction (docs/frontend.md "Redacted records": a record redacted for one seat) ----------


def test_redact_hides_the_poverty_cards_from_uninvolved_seats() -> None:
    """docs/frontend.md "Redacted records" / doppelkopf.md Poverty: the cards given and returned
    in a poverty stay visible to the poor player (p1) and the acceptor (p3) only."""
    record = to_record(poverty_deal())
    give, ret = (DECLARE + EXCHANGE).index(EXCHANGE[0]), (DECLARE + EXCHANGE).index(EXCHANGE[3])
    for seat in (1, 3):
        out = redact(record, seat)
        assert out.actions[give] == "p1 give CK CK HA"
        assert out.actions[ret] == "p3 return D9 DT DK"
    for seat in (0, 2):
        out = redact(record, seat)
        assert out.actions[give] == "p1 give ?? ?? ??"
        assert out.actions[ret] == "p3 return ?? ?? ??"
        assert out.hands[seat] == record.hands[seat]


@given(testing.records("doppelkopf", stop=None, rules=st.one_of(
    testing.rules("doppelkopf"), testing.rules("doppelkopf", options={"poverty": True}))))
def test_a_redacted_record_never_shows_another_seats_unplayed_cards(record: Record) -> None:
    """docs/frontend.md "Redacted records": a record redacted for a seat names no card of another
    hand that was not played (nor passed to or by that seat in a poverty), at any stopping point
    of a random deal."""
    state = replay(record)
    for seat in range(4):
        out = redact(record, seat).to_json()
        assert not mentioned(out, hidden(state, seat)), (seat, out)


def test_house_rule_refusals_are_reported_with_their_codes() -> None:
    """announce swines without both trump aces, a genscher not right after the first diamond
    king, a throw without a criterion met, refused combinations of options: each reported at
    its place with its code (doppelkopf-variants.md Record grammar additions, Options)."""
    swines = seated(EXAMPLE, rules=EXAMPLE_RULES, before=[*HEALTHY, "p1 announce swines"])
    assert [(i.path, i.code) for i in validate(swines).issues] == [
        ("$.actions[4]", "swines_not_held")]
    genscher = example_record()
    actions = list(genscher["actions"])  # type: ignore[call-overload]
    late = actions.index("p0 genscher p1")
    actions.insert(late + 1, actions.pop(late))  # after the next card instead
    genscher["actions"] = actions
    assert [(i.path, i.code) for i in validate(genscher).issues] == [
        (f"$.actions[{late + 1}]", "genscher_not_allowed")]
    throw = {"format": "trickgames.record/1", "game": "doppelkopf",
             "rules": {"preset": "ddv", "throw_in": {"nines": 6}}, "dealer": 0,
             "hands": swines["hands"],
             "actions": ["p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy",
                         "p1 declare throw"]}
    assert [i.code for i in validate(throw).issues] == ["throw_not_allowed"]
    bad_rules = dict(throw, rules={"preset": "ddv", "hyperswines": True, "nines": False,
                                   "throw_in": {"nines": 5}})
    issues = validate(bad_rules).issues  # every problem at once
    assert [(i.path, i.code) for i in issues] == [("$.rules", "invalid_rules")] * 2
    assert "'hyperswines' needs 'swines'" in issues[0].message
    assert "'throw_in'" in issues[1].message


def test_swines_and_genscher_stay_in_a_redacted_record() -> None:
    """The new actions are public: a redacted record keeps `announce swines` and `genscher`
    while hiding the other hands (doppelkopf-variants.md Record grammar additions;
    docs/frontend.md "Redacted records")."""
    record = to_record(example())
    out = redact(record, 0)
    assert out.actions[4:6] == ("p2 announce swines", "p3 announce hyperswines")
    assert all(card == "??" for card in out.hands[2])
    genscher = redact(to_record(replay(example_record())), 3)
    assert "p0 genscher p1" in genscher.actions


def test_house_rule_records_validate_and_refuse_with_their_codes() -> None:
    """doppelkopf-variants.md "More solos" (an empty `solos` list: a `forced_solo` context is
    invalid), "Record grammar additions" (`marriage-<first selector>` is written `marriage`;
    a bad `bock` is `invalid_context`), Options (every refused combination listed)."""
    state = dk.deal("ddv", seed=5)
    record = dk.to_record(state).to_json()
    forced = {**record, "rules": {"preset": "ddv", "solos": []},
              "context": {"compulsory_solo": [False, True, False, False], "forced_solo": 1}}
    assert "invalid_context" in {i.code for i in dk.validate(forced).issues}
    bad = {**record, "context": {"bock": -1}}
    assert not dk.validate(bad).valid
    rules = {**record, "rules": {"preset": "ddv", "marriage_tricks": 13, "bock_multiplier": 1}}
    issues = dk.validate(rules).issues
    assert len([i for i in issues if i.path == "$.rules"]) == 2
