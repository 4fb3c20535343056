"""Schafkopf records: every bundled real game validates and reproduces its payouts; records
are rejected at the right action; states write back out as the same record (records.md
"Validation", "Result"; data README "Schafkopf"). What records of both games share (the
round trip with names, meta and extensions, replay errors, redaction) is tested once over both
in tests/test_games.py."""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given

from trickgames import ArgumentError, testing
from trickgames import schafkopf as sk
from trickgames._core.records import Record
from trickgames._core.validation import validate_value
from trickgames.schafkopf.record import (
    contract_label,
    redact,
    redact_lines,
    replay,
    to_record,
    validate,
)

from .._hidden import mentioned
from . import cases
from .helpers import design_record, run

DATA = Path(__file__).resolve().parents[1] / "data" / "schafkopf"


def _load(name: str) -> list[tuple[str, dict[str, Any]]]:
    path = DATA / name
    return [
        (f"{name}:{number}", json.loads(line))
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
        if line.strip()
    ]


PAYOUTS = _load("sauspiel-payouts.jsonl")
GAMES = _load("sauspiel-games.jsonl")


def test_the_data_is_there() -> None:
    """The real sauspiel.de games are bundled in tests/data (data README "Schafkopf")."""
    assert len(PAYOUTS) == 177 and len(GAMES) == 2751
    assert sum("result" in r for _, r in PAYOUTS + GAMES) == 177


@pytest.mark.parametrize(("source", "record"), PAYOUTS, ids=[s for s, _ in PAYOUTS])
def test_real_games_reproduce_their_payouts(source: str, record: dict[str, Any]) -> None:
    """Each game with a result validates and reproduces the payouts sauspiel.de charged to
    the cent, and its card points; it writes back out as the same record (records.md
    Validation, Result)."""
    report = validate(record, source)
    assert report.valid, [str(i) for i in report.issues]
    assert report.result == record["result"]
    assert to_record(report.state).to_json() == record


def test_every_real_game_validates() -> None:
    """Every one of the 2,751 further real games is legal card by card, its card points
    sum to 120, and it round-trips (data README: sauspiel-games.jsonl)."""
    problems = []
    kinds: Counter[str] = Counter()
    for source, record in GAMES:
        report = validate(record, source)
        if not report.valid:
            problems.append(f"{source}: {report.issues[0]}")
            continue
        score = sk.score(report.state)
        assert score.card_points is not None
        assert score.card_points.declarers + score.card_points.defenders == 120
        kinds[score.contract.kind.value if score.contract else "void"] += 1
        if to_record(report.state).to_json() != record:
            problems.append(f"{source}: does not round-trip")
    assert problems == []
    assert set(kinds) >= {"sauspiel", "solo", "wenz"}


def test_data_covers_running_away_and_the_kept_ace() -> None:
    """The data holds games in which the ace holder runs away and games in which the called
    ace is kept to the last trick (data README: What they exercise)."""
    ran_away = kept = 0
    for _, record in GAMES[:700]:
        state = replay(record)
        game = state.game
        assert game is not None
        ace = game.contract.called_ace
        if ace is None:
            continue
        for trick in state.tricks:
            if trick.cards[0].suit is ace.suit and state.game.order.suit[trick.cards[0]] < 4:
                if trick.leader == game.partner and trick.cards[0] != ace:
                    ran_away += 1
                break
        if state.tricks[-1].played_by(game.partner) == ace and not game.searched:
            kept += 1
    assert ran_away == 9 and kept == 8


# -- invalid records: rejected at the right action ----------------------------------------


def broken(record: dict[str, Any], index: int, line: str) -> dict[str, Any]:
    out = copy.deepcopy(record)
    out["actions"][index] = line
    return out


def first_issue(record: dict[str, Any]) -> tuple[str, str]:
    report = validate(record)
    assert not report.valid
    return report.issues[0].path, report.issues[0].code


def test_rejected_at_the_illegal_card() -> None:
    """The first illegal action stops the replay; its path and code are reported
    (records.md Validation 4)."""
    record = copy.deepcopy(cases.SAUSPIEL_90)
    record["actions"][6] = "p1 play EK"  # p1 must follow Schellen (holds S9, S7)
    path, code = first_issue(record)
    assert (path, code) == ("$.actions[6]", "must_follow_suit")
    report = validate(record)
    assert "p1 must follow schellen (holds S9, S7)" in report.issues[0].message


def test_rejected_at_a_called_ace_violation() -> None:
    """The ace holder who does not play the ace on the first lead of the called suit is
    rejected there (Sauspiel item 1)."""
    record = design_record(
        ["EO GO HO SO", "EU GU HU SU", "HA HZ HK H9", "EA EZ EK E9", "SA SZ SK S9",
         "H8 H7 G9 G8", "E8 E7 GZ GK", "S8 S7 GA G7"], declarer=3, contract="sauspiel-gras")
    assert validate(record).valid
    bad = copy.deepcopy(record)
    index = bad["actions"].index("p2 play GZ")
    bad["actions"][index] = "p2 play GA"
    assert first_issue(bad) == (f"$.actions[{index}]", "called_ace_discard")


def test_rejected_bidding_and_doubling() -> None:
    """A knock after the first word, a Kontra by the ace holder and a Herz Sauspiel are
    rejected at that action (Bidding 1; Doubling; Sauspiel)."""
    record = copy.deepcopy(cases.SAUSPIEL_90)
    record["rules"] = "sauspiel"
    late_knock = copy.deepcopy(record)
    late_knock["actions"].insert(1, "p2 knock")
    assert first_issue(late_knock) == ("$.actions[1]", "knock_too_late")
    partner_kontra = copy.deepcopy(record)
    partner_kontra["actions"].insert(5, "p2 kontra")  # p2 holds the Eichel ace
    assert first_issue(partner_kontra) == ("$.actions[5]", "wrong_side")
    assert first_issue(broken(record, 4, "p0 declare sauspiel-herz")) == (
        "$.actions[4]", "unknown_game")


def test_result_mismatch_and_incomplete() -> None:
    """A claimed result is recomputed item by item; a result on an unfinished deal is an
    error (records.md Validation 5, 6)."""
    record = copy.deepcopy(cases.SAUSPIEL_90)
    record["result"] = {"payouts": [40, -40, 40, -40],
                        "card_points": {"declarers": 90, "defenders": 30}}
    assert validate(record).valid
    record["result"]["payouts"] = [50, -50, 50, -50]
    report = validate(record)
    assert [i.path for i in report.issues] == [f"$.result.payouts[{i}]" for i in range(4)]
    assert {i.code for i in report.issues} == {"result_mismatch"}
    short = copy.deepcopy(cases.SAUSPIEL_90)
    short["actions"] = short["actions"][:-1]
    short["result"] = {"payouts": [0, 0, 0, 0]}
    assert first_issue(short) == ("$.result", "incomplete")


def test_rules_and_deck_problems() -> None:
    """Unknown presets, refused options and a wrong deck are reported (records.md
    Validation 2, 3)."""
    record = copy.deepcopy(cases.SAUSPIEL_90)
    record["rules"] = {"preset": "standard", "all_pass": "pot"}
    path, _ = first_issue(record)
    assert path == "$.rules"
    record["rules"] = "short"
    assert first_issue(record) == ("$.hands", "wrong_deck")
    record["rules"] = "standard"
    record["hands"][0][0] = "XX"
    assert first_issue(record) == ("$.hands[0][0]", "unknown_card")


def test_redeal_record() -> None:
    """A deal in which everybody passed has "redeal": true and all-zero payouts
    (records.md Result)."""
    state = run(sk.deal("standard", seed=4, dealer=1), "p2 pass; p3 pass; p0 pass; p1 pass")
    record = to_record(state).to_json()
    assert record["result"] == {"payouts": [0, 0, 0, 0], "redeal": True}
    report = validate(record)
    assert report.valid and report.result == record["result"]
    assert contract_label(state) == "void"


def test_unknown_context_keys_are_refused() -> None:
    """Schafkopf defines no context keys (only _ extensions) (records.md Context)."""
    record = copy.deepcopy(cases.SHORT_LAUF)
    record["context"] = {"compulsory_solo": [False] * 4}
    assert not validate(record).valid


def test_validator_knows_schafkopf() -> None:
    """The shared validator dispatches on "game": schafkopf (records.md Fields, `game`)."""
    report = validate_value(cases.WENZ_ZERO_TRICK)
    assert report.valid and report.game == "schafkopf"
    assert report.result == {"payouts": [180, -60, -60, -60],
                             "card_points": {"declarers": 120, "defenders": 0}}


def test_partial_record_replays_to_its_moment() -> None:
    """A record without a result may stop anywhere (records.md Fields)."""
    record = copy.deepcopy(cases.SAUSPIEL_61)
    record["actions"] = record["actions"][:7]
    state = replay(record)
    assert state.phase is sk.Phase.PLAY and len(state.trick) == 2
    assert contract_label(state) == "sauspiel-gras"
    assert to_record(state).to_json() == record


@given(testing.records("schafkopf", stop=None))
def test_a_redacted_record_never_shows_another_seats_unplayed_cards(record: Record) -> None:
    """docs/frontend.md "Redacted records": a record redacted for a seat names no card of another
    hand that was not played, at any stopping point of a random deal."""
    state = replay(record)
    for seat in range(4):
        out = redact(record, seat).to_json()
        unplayed = {card.name for s in range(4) if s != seat for card in state.hand(s)}
        assert not mentioned(out, unplayed), (seat, out)


# -- the variants in records (schafkopf-variants.md 6.3, 11, 12) ------------------------------


def stock_record(rules: dict[str, Any], context: Any) -> dict[str, Any]:
    state = sk.deal(rules, seed=3, dealer=1)
    for line in ["p2 pass", "p3 pass", "p0 pass", "p1 pass"]:
        state = sk.apply(state, line)
    record = to_record(state).to_json()
    record["context"] = context
    return record


@pytest.mark.parametrize(("rules", "context", "path", "code"), [
    ({"preset": "sauspiel"}, {"stock": 40}, "$.context", "invalid_context"),
    ({"preset": "sauspiel", "all_pass": "stock"}, {"stock": 35}, "$.context.stock",
     "invalid_context"),
    ({"preset": "sauspiel", "all_pass": "stock"}, {"stock": -40}, "$.context.stock",
     "invalid_context"),
    ({"preset": "sauspiel", "all_pass": "stock"}, {"stock": True}, "$.context.stock",
     "schema_type"),
    ({"preset": "sauspiel", "all_pass": "stock"}, {"pot": 40}, "$.context.pot",
     "unknown_field"),
])
def test_bad_stock_context_is_refused(rules: dict[str, Any], context: Any, path: str,
                                      code: str) -> None:
    """schafkopf-variants.md 6.3: context.stock is valid only with all_pass = stock, and only
    a non-negative even integer; otherwise the context is refused (invalid_context): the
    record has that one issue, and sk.deal and sk.Context refuse the pot with the same
    code."""
    report = validate(stock_record(rules, context))
    assert not report.valid
    assert [(i.path, i.code) for i in report.issues] == [(path, code)]
    if code == "invalid_context":
        with pytest.raises(ArgumentError) as info:
            sk.deal(rules, seed=1, context=sk.Context.from_json(context))
        assert info.value.code == "invalid_context"
        with pytest.raises(ArgumentError) as made:
            sk.deal(rules, seed=1, context=sk.Context(stock=context["stock"]))
        assert made.value.code == "invalid_context"


def test_stock_context_and_result_round_trip() -> None:
    """schafkopf-variants.md 6.3 and 11: a void deal with all_pass = stock pays each seat's
    stock; the record keeps its context and writes itself back unchanged."""
    record = stock_record({"preset": "sauspiel", "all_pass": "stock"}, {"stock": 80})
    record["result"] = {"payouts": [0, 0, 0, 0], "redeal": True,
                        "stock": [-20, -20, -20, -20]}
    report = validate(record)
    assert report.valid, report.issues
    assert to_record(replay(record)).to_json() == record
    assert validate_value(record).valid


def test_the_hochzeit_card_is_hidden_from_all_but_offerer_and_acceptor_however_written() -> None:
    """schafkopf-variants.md 12: a Hochzeit's given card is seen by the offerer and the
    acceptor only, also when the declaration is written in another case (the reader accepts
    it)."""
    for declaration in ("p0 declare hochzeit", "p0 Declare Hochzeit", "P0 DECLARE HOCHZEIT"):
        lines = [declaration, "p1 accept", "p1 give GA"]
        assert redact_lines(lines, 0)[-1] == "p1 give GA"
        assert redact_lines(lines, 1)[-1] == "p1 give GA"
        assert redact_lines(lines, 2)[-1] == "p1 give ??"
        assert redact_lines(lines, -1)[-1] == "p1 give ??"


def test_open_hands_in_redacted_records() -> None:
    """schafkopf-variants.md 12: a redacted record keeps the hand of a Bettel ouvert's or a
    Sie's declarer visible (every other hand hidden)."""
    rules = {"preset": "standard", "games": {"bettel": True, "bettel-ouvert": True}}
    state = sk.deal(rules, seed=8, dealer=3)
    for line in ["p0 pass", "p1 bid", "p2 pass", "p3 pass", "p1 declare bettel-ouvert"]:
        state = sk.apply(state, line)
    record = to_record(state)
    for seat in (0, 2, 3):
        hands = redact(record, seat).hands
        assert hands[1] == record.hands[1]
        assert all(card == "??" for s in range(4) if s not in (1, seat) for card in hands[s])
