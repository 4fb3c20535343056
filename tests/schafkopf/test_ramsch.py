"""The Ramsch and what happens when every seat passes (schafkopf-variants.md 5, 6.1), the
worked examples of 5.5 included, and its properties over random legal deals."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickgames import IllegalActionError, testing
from trickgames import schafkopf as sk
from trickgames.schafkopf.follow import overtake_mask
from trickgames.schafkopf.hands import hand_mask
from trickgames.schafkopf.ramsch import ramsch_outcome

from .variant_cases import RAMSCH_OVERTAKE, RAMSCH_THREE_WAY, RAMSCH_TIE

PASSES = ["p0 pass", "p1 pass", "p2 pass", "p3 pass"]


def record_of(case: dict[str, Any], **rules: Any) -> dict[str, Any]:
    out = copy.deepcopy(case)
    out["format"], out["game"] = "trickgames.record/1", "schafkopf"
    out["rules"] = {**out["rules"], **rules}
    return out


def final(case: dict[str, Any], **rules: Any) -> sk.State:
    return sk.replay(record_of(case, **rules))


#: openschafkopf test_rulesramsch (schafkopf-variants.md 5.5): forehand p0 wins every trick
#: but the last, which p1 wins.
TRICKS_120 = [["EO", "GO", "HO", "SO"], ["EU", "GU", "HU", "SU"], ["HA", "HZ", "HK", "H9"],
              ["EA", "EZ", "EK", "E9"], ["GA", "GZ", "GK", "G9"], ["SA", "SZ", "SK", "S9"],
              ["E8", "E7", "G8", "G7"], ["H7", "H8", "S8", "S7"]]


def hundred_twenty(**rules: Any) -> sk.State:
    hands = [[t[seat] for t in TRICKS_120] for seat in range(4)]
    state = sk.deal(sk.STANDARD.replace(all_pass="ramsch", **rules), hands=hands, dealer=3)
    for line in PASSES:
        state = sk.apply(state, line)
    for trick in TRICKS_120:
        for seat in range(4):
            state = sk.apply(state, f"p{seat} play {trick[seat]}")
    return state


def test_all_pass_plays_a_ramsch_with_the_hands_as_dealt() -> None:
    """schafkopf-variants.md 5.1: after the fourth pass (all_pass = ramsch) forehand leads
    trick 1 of a Ramsch; nobody declared; there is no Kontra or Re (no_doubling), knocks
    count; the result has no redeal and no card_points."""
    rules = sk.STANDARD.replace(all_pass="ramsch", knocking=True)
    state = sk.deal(rules, seed=5, dealer=2)
    state = sk.apply(state, "p1 knock")
    for line in ["p3 pass", "p0 pass", "p1 pass", "p2 pass"]:
        state = sk.apply(state, line)
    assert state.phase is sk.Phase.PLAY and state.turn == 3
    assert state.contract is sk.Contract.RAMSCH and state.declarer == -1
    assert not any(a.verb in ("kontra", "re") for a in sk.legal_actions(state))
    with pytest.raises(IllegalActionError) as info:
        sk.apply(state, "p0 kontra")
    assert info.value.code == "no_doubling"
    with pytest.raises(IllegalActionError) as info:
        sk.apply(state, sk.Declare(3, sk.Contract.RAMSCH))
    assert info.value.code == "bidding_over"
    with pytest.raises(ValueError, match="unknown game"):
        sk.parse_action("p3 declare ramsch")


def test_redeal_and_stock_void_the_deal() -> None:
    """schafkopf-variants.md 6.1: with redeal or stock all passing voids the deal; with stock
    each seat pays tariff.stock (knocks do not multiply it)."""
    for all_pass, stock in (("redeal", None), ("stock", [-20, -20, -20, -20])):
        state = sk.deal(sk.SAUSPIEL.replace(all_pass=all_pass), seed=1, dealer=0)
        state = sk.apply(state, "p2 knock")
        for line in ["p1 pass", "p2 pass", "p3 pass", "p0 pass"]:
            state = sk.apply(state, line)
        result = sk.score(state).to_json()
        assert state.phase is sk.Phase.VOID
        assert result == ({"payouts": [0, 0, 0, 0], "redeal": True} if stock is None else
                          {"payouts": [0, 0, 0, 0], "redeal": True, "stock": stock})


def test_tie_and_jungfrau_worked_example() -> None:
    """schafkopf-variants.md 5.5 "Tie and Jungfrau": points [0, 51, 18, 51], tricks
    [0, 3, 2, 3]; p1 held HO, p3 GO: p3 loses; double_all: [20, 20, 20, -60]; the same loser
    with highest_trump_won; all_pay [20, -20, 20, -20], with double_individually_once
    [20, -15, 10, -15]; none [10, 10, 10, -30]."""
    state = final(RAMSCH_TIE)
    result = sk.score(state).to_json()
    assert result == {"payouts": [20, 20, 20, -60],
                      "ramsch": {"card_points": [0, 51, 18, 51], "tricks": [0, 3, 2, 3],
                                 "losers": [3]}}
    assert sk.score(final(RAMSCH_TIE, ramsch_tie="highest_trump_won")).payouts == (
        20, 20, 20, -60)
    all_pay = sk.score(final(RAMSCH_TIE, ramsch_tie="all_pay")).to_json()
    assert all_pay["payouts"] == [20, -20, 20, -20] and all_pay["ramsch"]["losers"] == [1, 3]
    assert sk.score(final(RAMSCH_TIE, ramsch_tie="all_pay",
                          ramsch_jungfrau="double_individually_once")).payouts == (
        20, -15, 10, -15)
    assert sk.score(final(RAMSCH_TIE, ramsch_jungfrau="none")).payouts == (10, 10, 10, -30)


def test_120_points_without_every_trick_is_no_durchmarsch() -> None:
    """schafkopf-variants.md 5.5 (openschafkopf test_rulesramsch): p0 has 120 points but not
    every trick: with "tricks" he loses; J = 2: none [-30, 10, 10, 10], double_all
    [-120, 40, 40, 40], double_individually_once [-50, 10, 20, 20],
    double_individually_multiple [-90, 10, 40, 40]; with ramsch_durchmarsch 120 (or any n up
    to 120) it is a Durchmarsch [30, -10, -10, -10]."""
    expected = {"none": (-30, 10, 10, 10), "double_all": (-120, 40, 40, 40),
                "double_individually_once": (-50, 10, 20, 20),
                "double_individually_multiple": (-90, 10, 40, 40)}
    for mode, payouts in expected.items():
        score = sk.score(hundred_twenty(ramsch_jungfrau=mode))
        assert score.payouts == payouts, mode
        assert score.to_json()["ramsch"] == {"card_points": [120, 0, 0, 0],
                                             "tricks": [7, 1, 0, 0], "losers": [0]}
    for threshold in (120, 91, 61):
        score = sk.score(hundred_twenty(ramsch_durchmarsch=threshold))
        assert score.payouts == (30, -10, -10, -10)
        assert score.to_json()["ramsch"]["durchmarsch"] == 0
        assert [i.code for i in score.items] == ["base", "durchmarsch"]


def test_durchmarsch_by_tricks_worked_example() -> None:
    """schafkopf-variants.md 5.5 "Durchmarsch" (sauspiel + ramsch, one knock): p2 wins all 8
    tricks; r = 20 * 2 = 40: [-40, -40, 120, -40]; the Jungfrauen do not count; with "none"
    p2 is the loser."""
    top = ["EO", "GO", "HO", "SO", "EU", "GU", "HU", "SU"]
    rest = [c.name for c in sk.deck(sk.SAUSPIEL) if c.name not in top]
    hands = [rest[0:8], rest[8:16], top, rest[16:24]]
    for durchmarsch, payouts in (("tricks", (-40, -40, 120, -40)), ("none", None)):
        state = sk.deal(sk.SAUSPIEL.replace(all_pass="ramsch", ramsch_durchmarsch=durchmarsch),
                        hands=hands, dealer=3)
        for line in ["p1 knock", *PASSES]:
            state = sk.apply(state, line)
        while not state.is_over:
            state = sk.apply(state, sk.legal_actions(state, state.turn)[0])
        result = sk.score(state).to_json()
        if payouts is None:
            assert result["ramsch"]["losers"] == [2] and result["payouts"][2] == -3 * 320
        else:
            assert result == {"payouts": list(payouts),
                              "ramsch": {"card_points": [0, 0, 120, 0], "tricks": [0, 0, 8, 0],
                                         "durchmarsch": 2}}


def test_three_way_tie_all_pay_worked_example() -> None:
    """schafkopf-variants.md 5.4 and 5.5: points [35, 35, 35, 15], all_pay, none, r = 10:
    each of the three losers pays the one other seat its amount: [-10, -10, -10, 30]."""
    result = sk.score(final(RAMSCH_THREE_WAY)).to_json()
    assert result["payouts"] == [-10, -10, -10, 30]
    assert result["ramsch"]["losers"] == [0, 1, 2]
    assert result["ramsch"]["card_points"] == [35, 35, 35, 15]


def test_overtake_duty_worked_example() -> None:
    """schafkopf-variants.md 5.5 "Overtake duty" (ramsch_must_overtake,
    double_individually_once, r = 10): in trick 1 p2 must beat E9 with an Eichel and p3,
    void in Eichel, must trump; points [42, 8, 0, 70]; p3 loses, p2 is the Jungfrau:
    [10, 10, 20, -40]."""
    record = record_of(RAMSCH_OVERTAKE)
    state = sk.deal(record["rules"], hands=record["hands"], dealer=record["dealer"])
    for line in record["actions"][:5]:
        state = sk.apply(state, line)
    assert {a.card.name for a in sk.legal_actions(state, 2)} == {"EA", "EZ"}
    state = sk.apply(state, "p2 play EZ")
    assert all(sk.card_order(sk.Contract.RAMSCH).is_trump(a.card)
               for a in sk.legal_actions(state, 3))
    result = sk.score(sk.replay(record)).to_json()
    assert result == {"payouts": [10, 10, 20, -40],
                      "ramsch": {"card_points": [42, 8, 0, 70], "tricks": [2, 2, 0, 4],
                                 "losers": [3]}}


def test_tie_without_trumps_goes_to_the_later_trick() -> None:
    """schafkopf-variants.md 5.3 item 2: with highest_trump_won, tied seats whose tricks hold
    no trump: the seat that won the later trick loses (the won-trick rule differs from the
    held-trump rule)."""
    state = final(RAMSCH_THREE_WAY, ramsch_tie="highest_trump_won")
    outcome = ramsch_outcome(state)
    assert len(outcome.losers) == 1 and outcome.card_points[outcome.losers[0]] == 35


def test_the_overtake_duty() -> None:
    """schafkopf-variants.md 5.2: among the cards the follow rule allows, one that beats the
    card winning the trick, if the seat holds one; a seat void in the led suit must trump and
    over-trump; the leader is free; else any card the follow rule allows (must_overtake)."""
    order = sk.card_order(sk.Contract.RAMSCH)

    def allowed(hand: str, trick: str) -> set[str]:
        cards = [sk.Card.parse(c) for c in hand.split()]
        played = tuple(sk.Card.parse(c) for c in trick.split())
        mask = overtake_mask(hand_mask(cards), played, order)
        return {c.name for c in cards if mask >> c & 1}

    assert allowed("EA E7 HO", "E9") == {"EA"}
    assert allowed("EK E7 HO", "E9 EA") == {"EK", "E7"}  # cannot beat EA: any Eichel
    assert allowed("G7 HU H7", "E9") == {"HU", "H7"}  # void: must trump
    assert allowed("G7 HU H7", "E9 HA") == {"HU"}  # must over-trump
    assert allowed("G7 H7", "E9 HA") == {"G7", "H7"}
    assert allowed("G7 HU H7", "") == {"G7", "HU", "H7"}  # the leader is free


def test_must_overtake_in_play() -> None:
    """schafkopf-variants.md 4 and 5.2: a card that breaks the overtake duty is refused with
    must_overtake, and nothing changes; without the option it is legal."""
    hands = [[t[seat] for t in TRICKS_120] for seat in range(4)]
    for duty in (True, False):
        state = sk.deal(sk.STANDARD.replace(all_pass="ramsch", ramsch_must_overtake=duty),
                        hands=hands, dealer=3)
        for line in [*PASSES, "p0 play E8"]:
            state = sk.apply(state, line)
        # p1 holds EZ and E7: EZ beats E8, so with the duty E7 is refused.
        assert sk.is_legal(state, "p1 play E7") is not duty
        if duty:
            with pytest.raises(IllegalActionError) as info:
                sk.apply(state, "p1 play E7")
            assert info.value.code == "must_overtake"


@given(testing.finished_states("schafkopf", rules=testing.rules(
    "schafkopf", options={"all_pass": "ramsch", "games": st.just(frozenset({
        sk.GameClass.SAUSPIEL, sk.GameClass.SOLO}))})))
def test_ramsch_properties(state: sk.State) -> None:
    """schafkopf-variants.md 5.3, 5.4, 11: in every Ramsch the card points sum to 120 and the
    tricks to the tricks played, the payouts sum to zero, the losers have the most points,
    a loser is never a Jungfrau, and a Durchmarsch seat gets three times the price."""
    result = sk.score(state)
    if result.ramsch is None:
        return
    outcome = result.ramsch
    assert sum(outcome.card_points) == 120
    assert sum(outcome.tricks) == state.rules.cards_per_hand
    assert sum(result.payouts) == 0
    if outcome.durchmarsch is not None:
        assert result.payouts[outcome.durchmarsch] == 3 * outcome.price
        return
    top = max(outcome.card_points)
    assert all(outcome.card_points[s] == top for s in outcome.losers)
    assert all(outcome.tricks[s] > 0 for s in outcome.losers)
    assert all(result.payouts[s] <= 0 for s in outcome.losers)
