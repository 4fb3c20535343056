"""Bock rounds: the pending levels, the triggers, a deal's factor and the sessions' bookkeeping
(doppelkopf-variants.md "Bock rounds (sessions)", "Scoring order" 4)."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import trickgames
from trickgames import Rng
from trickgames import doppelkopf as dk
from trickgames.doppelkopf import session as ds
from trickgames.doppelkopf.bock import after_deal, current_level, triggers
from trickgames.doppelkopf.random_play import random_policy
from trickgames.doppelkopf.rules import BockOverlap, BockTrigger
from trickgames.doppelkopf.state import Context

from .helpers import design_state, hands_with

MULTIPLY, APPEND = BockOverlap.MULTIPLY, BockOverlap.APPEND

# The deal of the example of "Bock rounds": Kontra (p0, p1) 122 : 118 against p2's re, won 1 +
# re 2 + against the club queens 1 + Doppelkopf 1 - 1 for the fox Re caught = 4.
BOCK_HANDS = [
    ["DJ", "S9", "DJ", "DA", "D9", "C9", "SA", "HJ", "SK", "HT", "HQ", "DA"],
    ["D9", "DK", "CK", "ST", "SA", "ST", "HQ", "DQ", "CA", "HA", "SK", "SQ"],
    ["CQ", "DK", "CA", "C9", "SQ", "DT", "HK", "H9", "DQ", "SJ", "CJ", "CT"],
    ["CQ", "H9", "HJ", "SJ", "HK", "HA", "S9", "DT", "HT", "CT", "CK", "CJ"],
]
BOCK_ACTIONS = [
    "p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy", "p2 announce re", "p1 play SK",
    "p2 play CT", "p3 play S9", "p0 play SA", "p0 play DA", "p1 play DQ", "p2 play SQ",
    "p3 play DT", "p2 play DT", "p3 play HJ", "p0 play DA", "p1 play SQ", "p1 play CK",
    "p2 play C9", "p3 play CK", "p0 play C9", "p1 play SA", "p2 play CJ", "p3 play H9",
    "p0 play SK", "p2 play SJ", "p3 play SJ", "p0 play HJ", "p1 play DK", "p2 play H9",
    "p3 play HA", "p0 play S9", "p1 play HA", "p3 play CT", "p0 play HT", "p1 play CA",
    "p2 play CA", "p0 play D9", "p1 play HQ", "p2 play CQ", "p3 play HT", "p3 play CJ",
    "p0 play DJ", "p1 play D9", "p2 play DK", "p3 play HK", "p0 play HQ", "p1 play ST",
    "p2 play HK", "p0 play DJ", "p1 play ST", "p2 play DQ", "p3 play CQ",
]


# Re p0 p3, 120 : 120, no special point (test_scoring.py's R120).
TIE = ["HK HA HA H9", "DK SQ DA DJ", "S9 ST SA ST", "HT HJ DT DT", "CK CA DA C9",
       "CQ DQ DQ DJ", "HQ CQ D9 SJ", "CT CT HQ D9", "SJ HT CJ SQ", "DK S9 CJ HJ",
       "C9 SA SK CK", "CA H9 SK HK"]


# Re p2 p3 149 : 91, won 1, Kontra caught a fox: value 0.
ZERO_HANDS = [
    ["HK", "SQ", "SK", "HQ", "CK", "ST", "HA", "DJ", "HT", "DK", "CT", "C9"],
    ["CJ", "HK", "CJ", "DQ", "DA", "CT", "DT", "S9", "SJ", "ST", "H9", "DT"],
    ["CQ", "CK", "HQ", "SK", "SQ", "HT", "S9", "SJ", "D9", "HJ", "DJ", "HA"],
    ["CQ", "DA", "C9", "HJ", "DK", "CA", "SA", "DQ", "CA", "SA", "H9", "D9"],
]
ZERO_ACTIONS = [
    "p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy", "p1 play DQ", "p2 play SQ",
    "p3 play DQ", "p0 play DK", "p2 play SJ", "p3 play DK", "p0 play HT", "p1 play DA",
    "p0 play SK", "p1 play ST", "p2 play SK", "p3 play SA", "p3 play CQ", "p0 play HQ",
    "p1 play CJ", "p2 play HQ", "p3 play HJ", "p0 play SQ", "p1 play SJ", "p2 play HT",
    "p2 play HA", "p3 play H9", "p0 play HA", "p1 play H9", "p2 play CQ", "p3 play D9",
    "p0 play DJ", "p1 play DT", "p2 play HJ", "p3 play DA", "p0 play CT", "p1 play CJ",
    "p1 play DT", "p2 play D9", "p3 play CA", "p0 play CK", "p1 play S9", "p2 play S9",
    "p3 play SA", "p0 play ST", "p3 play C9", "p0 play C9", "p1 play CT", "p2 play CK",
    "p1 play HK", "p2 play DJ", "p3 play CA", "p0 play HK",
]


def bock_deal(bock: int, rules: Any = "ddv") -> dk.State:
    state = dk.deal(rules, hands=BOCK_HANDS, dealer=0, context=Context(bock=bock))
    for line in BOCK_ACTIONS:
        state = dk.apply(state, line)
    return state


def test_the_examples_levels_multiply() -> None:
    """doppelkopf-variants.md "Bock rounds", example: deal 5 ends 120:120, so deals 6-9 get
    level 1; deal 7 (level 1) is a lost solo: its entry is removed, then deals 8 and 9 rise to
    2 and deals 10 and 11 get 1: levels 6-11 are 1, 1, 2, 2, 1, 1."""
    levels: tuple[int, ...] = ()
    played = []
    for deal in range(1, 12):
        played.append(current_level(levels))
        levels = after_deal(levels, consumed=True, triggered=deal in (5, 7), players=4,
                            overlap=MULTIPLY)
    assert played[5:] == [1, 1, 2, 2, 1, 1]
    assert played[:5] == [0] * 5
    assert levels == ()


def test_the_examples_levels_append() -> None:
    """doppelkopf-variants.md "Bock rounds", example: with `append`: 1, 1, 1, 1, 1, 1, 1, 1
    for deals 6-13."""
    levels: tuple[int, ...] = ()
    played = []
    for deal in range(1, 15):
        played.append(current_level(levels))
        levels = after_deal(levels, consumed=True, triggered=deal in (5, 7), players=4,
                            overlap=APPEND)
    assert played[5:13] == [1] * 8
    assert played[13] == 0


def test_the_entry_stays_after_a_compulsory_solo_and_a_round_is_as_long_as_the_table() -> None:
    """doppelkopf-variants.md "Bock rounds": after a compulsory solo after which the same dealer
    deals again the entry stays; a Bock round is N deals, N the players at the table (4 or 5);
    any number of triggers start one round."""
    assert after_deal((2, 1), consumed=False, triggered=False, players=4,
                      overlap=MULTIPLY) == (2, 1)
    assert after_deal((), consumed=True, triggered=True, players=5,
                      overlap=MULTIPLY) == (1,) * 5
    assert after_deal((3,), consumed=False, triggered=True, players=4,
                      overlap=APPEND) == (3, 1, 1, 1, 1)


def test_the_examples_deal_at_level_2() -> None:
    """doppelkopf-variants.md "Bock rounds" example and "Scoring order" 4: a deal at level 2
    with value 4 for Kontra scores 16 per Kontra seat: item `bock` 12 for Kontra."""
    plain = dk.score(bock_deal(0))
    assert (plain.card_points.kontra, plain.value) == (122, -4)  # type: ignore[union-attr]
    assert {i.code for i in plain.items} == {"won", "re_announced", "against_the_club_queens",
                                             "doppelkopf", "fox_caught"}
    result = dk.score(bock_deal(2))
    assert result.scores == (16, 16, -16, -16)
    bock = [i for i in result.items if i.code == "bock"]
    assert [(i.amount, i.party) for i in bock] == [(12, dk.Party.KONTRA)]
    assert result.value == -16
    three = dk.score(bock_deal(1, dk.DDV.replace(bock_multiplier=3)))
    assert three.scores == (12, 12, -12, -12)


def test_a_deal_record_may_carry_bock_under_any_rules_and_round_trips() -> None:
    """doppelkopf-variants.md "Record grammar additions": `context` gains `"bock": k` (not
    written when 0); a single deal record carries everything needed; a bad value is
    `invalid_context`."""
    state = bock_deal(2)
    record = dk.to_record(state)
    assert record.context == {"compulsory_solo": [False] * 4, "bock": 2}
    assert dk.replay(record) == state
    assert dk.validate(record.to_json()).valid
    assert "bock" not in Context().to_json()
    for bad, code in ((-1, "invalid_context"), (True, "schema_type"), ("2", "schema_type")):
        value = record.to_json()
        value["context"] = {"bock": bad}
        issues = [(i.path, i.code) for i in dk.validate(value).issues]
        assert issues == [("$.context.bock", code)], (bad, issues)
    with pytest.raises(trickgames.ArgumentError) as caught:
        Context(bock=-1)
    assert caught.value.code == "invalid_context"


def zero_deal(rules: Any = "ddv", bock: int = 0) -> dk.State:
    state = dk.deal(rules, hands=ZERO_HANDS, dealer=0, context=Context(bock=bock))
    for line in ZERO_ACTIONS:
        state = dk.apply(state, line)
    return state


def test_a_value_of_zero_has_no_bock_item_and_triggers_zero_score() -> None:
    """doppelkopf-variants.md "Scoring order" 4: the item `bock` only when the value is not 0
    (Re won 1, Kontra caught a fox: 0 at any level); "Bock rounds": `zero_score` all four
    scores 0."""
    result = dk.score(zero_deal(bock=2))
    assert result.value == 0
    state = zero_deal(dk.DDV.replace(bock=["zero_score", "tie"]))
    assert triggers(state, dk.score(state)) == (BockTrigger.ZERO_SCORE,)
    assert result.scores == (0, 0, 0, 0)
    assert not [i for i in result.items if i.code == "bock"]


@pytest.mark.parametrize(("trigger", "expected"), [
    (BockTrigger.TIE, True), (BockTrigger.SOLO_LOST, False),
    (BockTrigger.ANNOUNCEMENT_LOST, False), (BockTrigger.SCHWARZ, False),
    (BockTrigger.ZERO_SCORE, False), (BockTrigger.HEART_TRICK, True),
])
def test_the_triggers_of_a_tie(trigger: BockTrigger, expected: bool) -> None:
    """doppelkopf-variants.md "Bock rounds", Triggers: `tie` both parties 120; `heart_trick` a
    trick of four plain hearts in a deal not scored as a solo (trick 1 here: HK HA HA H9); no
    solo, no announcement, no schwarz, and Kontra's 2 points are no zero score."""
    rules = dk.DDV.replace(bock=[trigger.value])
    tie = design_state(TIE,
                       rules=rules)
    assert bool(triggers(tie, dk.score(tie))) is expected


def test_a_lost_announcement_triggers() -> None:
    """doppelkopf-variants.md "Bock rounds", Triggers: `announcement_lost` a party that
    announced at least re/kontra did not win (p2's re, Kontra won)."""
    state = bock_deal(0, dk.DDV.replace(bock=["announcement_lost", "tie"]))
    assert triggers(state, dk.score(state)) == (BockTrigger.ANNOUNCEMENT_LOST,)
    assert triggers(bock_deal(0), dk.score(bock_deal(0))) == ()  # no triggers in the rules


def test_sessions_play_each_deal_at_the_bookkeepings_level() -> None:
    """doppelkopf-variants.md "Bock rounds": a deal is played at the first pending level (0 if
    none) and written as its `context.bock`; the standings add the scores with their
    factors; a session record validates, and a deal whose `bock` disagrees is
    `bock_mismatch`."""
    rules = dk.DDV.replace(bock=["tie", "solo_lost", "announcement_lost", "zero_score"])
    session = ds.start(rules, 4, deals=16, compulsory_solos=False)
    levels: tuple[int, ...] = ()
    seen = set()
    for seed in range(16):
        plan = ds.next_deal(session)
        assert plan.context.bock == current_level(levels)
        state = ds.deal(session, seed=seed)
        rng = Rng(seed)
        while not state.is_over:
            state = dk.apply(state, random_policy(rng, state))
        result = dk.score(state)
        assert sum(result.scores) == 0
        seen.add(plan.context.bock)
        if state.phase is not dk.Phase.VOID:
            levels = after_deal(levels, consumed=True,
                                triggered=bool(triggers(state, result)), players=4,
                                overlap=MULTIPLY)
        session = ds.finish_deal(session, state)
    assert seen - {0}, "no deal was played at a Bock level"
    record = ds.to_record(session).to_json()
    assert ds.validate(record).valid
    deals = record["deals"]
    index = next(i for i, d in enumerate(deals) if (d.get("context") or {}).get("bock"))
    deals[index]["context"]["bock"] += 1
    issues = ds.validate(record).issues
    assert [i.code for i in issues if i.path == f"$.deals[{index}].context.bock"] == [
        "bock_mismatch"]


def test_a_thrown_deal_neither_triggers_nor_uses_up_a_bock_deal() -> None:
    """doppelkopf-variants.md "Throwing in" (sessions) and "Bock rounds": a thrown deal is
    void: it neither triggers Bock nor uses up a Bock deal; the next deal is played at the
    same level. A deal that counts uses its entry up."""
    rules = dk.Rules.from_json("freedoko")
    session = ds.start(rules, 4, deals=8, compulsory_solos=False, first_dealer=0)
    session = attrs.evolve(session, book=attrs.evolve(session.book, bock=(2, 1)))
    assert ds.next_deal(session).context.bock == 2
    hands = hands_with({1: "C9 C9 S9 S9 H9 D9 CA CA SA SA HA HK"}, rules)
    state = ds.deal(session, hands=hands)
    for line in ("p1 reserve", "p2 healthy", "p3 healthy", "p0 healthy", "p1 declare throw"):
        state = dk.apply(state, line)
    assert state.phase is dk.Phase.VOID
    after = ds.finish_deal(session, state)
    assert after.book.bock == (2, 1)
    assert ds.next_deal(after).context.bock == 2
    played = ds.deal(after, seed=3)
    rng = Rng(3)
    while not played.is_over:
        played = dk.apply(played, random_policy(rng, played))
    assert played.phase is dk.Phase.FINISHED
    result = dk.score(played)
    later = ds.finish_deal(after, played).book.bock
    assert later == ((1,) if not triggers(played, result) else (2, 1, 1, 1))


def test_after_a_deal_that_cannot_be_replayed_the_next_bock_is_taken_as_written() -> None:
    """doppelkopf-variants.md "Bock rounds" and records.md "Session records" (validation goes
    on after a broken deal): the consequences of a deal that cannot be replayed are unknown,
    so the next deal's `bock` is taken as written (here the broken deal started the Bock
    round, which the next deal's level shows), and checking goes on from it; a level that
    fits neither is taken as it is for that deal alone."""
    rules = dk.DDV.replace(bock=["tie", "solo_lost", "announcement_lost", "zero_score"])
    session = ds.start(rules, 4, deals=12, compulsory_solos=False)
    for seed in range(12):
        state = ds.deal(session, seed=seed)
        rng = Rng(seed)
        while not state.is_over:
            state = dk.apply(state, random_policy(rng, state))
        session = ds.finish_deal(session, state)
    record = ds.to_record(session).to_json()
    deals = record["deals"]
    index = next(i for i in range(1, len(deals))
                 if (deals[i].get("context") or {}).get("bock"))
    deals[index - 1]["actions"][-1] = "p0 play XX"  # the deal before cannot be replayed
    codes = [(i.path, i.code) for i in ds.validate(record).issues]
    assert not [c for c in codes if c[1] == "bock_mismatch"], codes
    assert any(path.startswith(f"$.deals[{index - 1}]") for path, _ in codes)
    deals[index]["context"]["bock"] += 3  # fits no bookkeeping: taken for this deal alone
    codes = [(i.path, i.code) for i in ds.validate(record).issues]
    assert f"$.deals[{index}].context.bock" not in {path for path, _ in codes}
