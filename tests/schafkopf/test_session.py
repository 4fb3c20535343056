"""Schafkopf sessions: the evening's ledger in tariff units, the deal passing on (also after
all passed), open-ended and fixed evenings, and their session records (seed 002 "一轮游戏",
"记录", "没人打"; records.md "Session records")."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trickgames import schafkopf as sk
from trickgames import testing
from trickgames._core.validation import validate_value
from trickgames.schafkopf import session as ss
from trickgames.schafkopf.state import State

from .variant_cases import STOCK_DEAL_2


def play(state: State, *, bid: bool) -> State:
    """Play a deal: with ``bid`` the first legal game of the bidders, else everybody passes;
    no knocks or doublings; cards first legal."""
    while not state.is_over:
        actions = [a for a in sk.legal_actions(state, state.turn)
                   if a.verb not in ("knock", "kontra", "re")]
        wanted = "bid" if bid else "pass"
        action = next((a for a in actions if a.verb == wanted), actions[0])
        state = sk.apply(state, action)
    return state


def step(session: ss.Session, *, seed: int, bid: bool = True) -> ss.Session:
    return ss.finish_deal(session, play(ss.deal(session, seed=seed), bid=bid))


def valid(session: ss.Session) -> dict[str, Any]:
    value = ss.to_record(session).to_json()
    report = ss.validate(value)
    assert report.valid, [str(i) for i in report.issues]
    assert ss.from_record(value) == session
    return value


def test_the_ledger_keeps_each_players_balance_in_tariff_units() -> None:
    """The ledger is in tariff units (cents); each player's balance is his running total of
    payouts and the balances sum to zero (seed 002, 计分 "记录"; records.md Result)."""
    s = ss.start("standard", ["Sepp", "Vroni", "Hias", "Resi"])
    payouts = []
    for seed in range(4):
        state = play(ss.deal(s, seed=seed), bid=True)
        payouts.append(sk.score(state).payouts)
        s = ss.finish_deal(s, state)
    assert ss.balances(s) == tuple(sum(p[i] for p in payouts) for i in range(4))
    assert sum(ss.balances(s)) == 0 and any(ss.balances(s))
    value = valid(s)
    assert value["session"] == {"deals": None}
    assert value["standings"][-1] == list(ss.balances(s))


@pytest.mark.parametrize("bid", [True, False])
def test_a_deals_outcome_is_its_payouts(bid: bool) -> None:
    """A finished deal books its payouts per seat; it always counts, the deal always passes
    on and, without a pot, the book (the pot, schafkopf-variants.md 6.4) stays 0 (seed
    002)."""
    s = ss.start("standard", deals=4)
    plan = ss.next_deal(s)
    state = play(ss.deal(s, seed=5), bid=bid)
    outcome = ss.DRIVER.outcome(s, plan, state)
    assert outcome.scores == sk.score(state).payouts
    assert (outcome.counts, outcome.same_dealer, outcome.book, outcome.reason) == (
        True, False, 0, "")


def test_after_all_passed_the_deal_passes_on_and_counts() -> None:
    """A deal everybody passed is thrown in and the next player deals; it pays nothing and
    counts as a deal of the evening (records.md Session records; seed 002 "没人打")."""
    s = ss.start("standard", 4, deals=4, first_dealer=2)
    s = step(s, seed=1, bid=False)
    assert s.deals[0].record.result == {"payouts": [0, 0, 0, 0], "redeal": True}
    assert (s.counted, ss.next_deal(s).dealer, ss.balances(s)) == (1, 3, (0, 0, 0, 0))
    for seed in range(3):
        s = step(s, seed=seed)
    assert ss.is_over(s) and [d.record.dealer for d in s.deals] == [2, 3, 0, 1]
    valid(s)
    with pytest.raises(ss.SessionError) as info:
        ss.deal(s, seed=9)
    assert info.value.code == "session_over"


def test_a_wrong_ledger_or_dealer_is_rejected() -> None:
    """Validating a Schafkopf session checks the dealer sequence and the balances after every
    deal (records.md Session records)."""
    s = ss.start("sauspiel", 4, deals=3)
    for seed in range(3):
        s = step(s, seed=seed)
    value = ss.to_record(s).to_json()
    value["standings"][1][0] += 10
    value["standings"][1][1] -= 10
    value["deals"][2]["dealer"] = 0
    issues = [(i.path, i.code) for i in validate_value(value).issues]
    assert issues[0] == ("$.deals[2].dealer", "wrong_dealer")
    assert ("$.standings[1][0]", "standings_mismatch") in issues
    assert ("$.standings[1][1]", "standings_mismatch") in issues


@pytest.mark.parametrize(
    ("change", "path"),
    [
        (lambda v: v["session"].update(compulsory_solos=True), "$.session.compulsory_solos"),
        (lambda v: v["players"].append("Kathi"), "$.players"),
    ],
)
def test_schafkopf_has_four_players_and_no_compulsory_solos(change: Any, path: str) -> None:
    """Schafkopf is played by exactly four and knows no compulsory solos (records.md Session
    records: compulsory_solos is for Doppelkopf)."""
    s = step(ss.start("standard", 4, deals=1), seed=3)
    value = ss.to_record(s).to_json()
    change(value)
    assert validate_value(value).issues[0].path == path
    with pytest.raises(ss.SessionError):
        ss.start("standard", 5)


@settings(max_examples=5, deadline=None, database=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(st.data())
def test_a_random_evening(data: st.DataObject) -> None:
    """Over a random evening of 8 deals played with random legal actions the balances always
    sum to zero and the record validates (seed 002; docs/sessions.md "The Schafkopf ledger")."""
    rules = data.draw(st.sampled_from(["standard", "short", "sauspiel"]))
    s = ss.start(rules, 4, deals=8, first_dealer=data.draw(st.integers(0, 3)))
    while not ss.is_over(s):
        state = ss.deal(s, seed=data.draw(testing.seeds()))
        s = ss.finish_deal(s, data.draw(testing.finished_states("schafkopf",
                                                                deals=st.just(state))))
    assert all(sum(row) == 0 for row in s.standings) and len(s.deals) == 8
    valid(s)


def test_the_session_keeps_the_pot() -> None:
    """schafkopf-variants.md 6.4 and 6.5 (sauspiel + stock): deal 1 (dealer p1) p2 knocks,
    all pass: stock [-20] * 4, pot 80, balances [-20] * 4; deal 2 (dealer p2, context.stock
    80) p3 and p0 win 71 : 49, value 20: payouts [20, -20, -20, 20], stock [40, 0, 0, 40],
    pot 0, balances [40, -40, -40, 40]; the record's stock list holds the pot after each
    deal; the session record validates, and a deal with another pot or a wrong stock list is
    stock_mismatch; another game's session record has no stock."""
    s = ss.start({"preset": "sauspiel", "all_pass": "stock"}, deals=None, first_dealer=1)
    first = ss.deal(s, seed=1)
    for line in ["p2 knock", "p2 pass", "p3 pass", "p0 pass", "p1 pass"]:
        first = sk.apply(first, line)
    s = ss.finish_deal(s, first)
    assert (ss.pot(s), ss.balances(s)) == (80, (-20, -20, -20, -20))
    plan = ss.next_deal(s)
    assert plan.dealer == 2 and plan.context == sk.Context(stock=80)
    second = ss.deal(s, hands=STOCK_DEAL_2["hands"])
    for line in STOCK_DEAL_2["actions"]:
        second = sk.apply(second, line)
    assert sk.score(second).to_json()["stock"] == [40, 0, 0, 40]
    s = ss.finish_deal(s, second)
    assert (ss.pot(s), ss.balances(s)) == (0, (40, -40, -40, 40))
    record = ss.to_record(s).to_json()
    assert record["deals"][1]["context"] == {"stock": 80}
    assert record["stock"] == [80, 0] and ss.pots(s) == (80, 0)
    assert ss.validate(record).valid
    assert ss.to_record(ss.from_record(record)).to_json() == record
    wrong_list = {**record, "stock": [80, 40]}
    assert [(i.path, i.code) for i in ss.validate(wrong_list).issues] == [
        ("$.stock[1]", "stock_mismatch")]
    short_list = {**record, "stock": [80]}
    assert [(i.path, i.code) for i in ss.validate(short_list).issues] == [
        ("$.stock", "stock_mismatch")]
    record["deals"][1]["context"] = {"stock": 40}
    issues = ss.validate(record).issues
    assert ("$.deals[1].context.stock", "stock_mismatch") in {(i.path, i.code) for i in issues}
    wrong = sk.deal(s.rules, seed=3, dealer=3, context=sk.Context(stock=40))
    with pytest.raises(ss.SessionError):
        ss.finish_deal(s, play(wrong, bid=False))
    assert sum(ss.balances(s)) + ss.pot(s) == 0


def test_a_stock_list_needs_the_stock() -> None:
    """schafkopf-variants.md 6.4: the stock list belongs to Schafkopf sessions with a pot;
    Doppelkopf's refuses it (unknown_field); without all_pass = stock none is written."""
    from trickgames.doppelkopf import session as ds

    record = ds.to_record(ds.start("ddv", deals=4)).to_json()
    record["stock"] = [0]
    assert ("$.stock", "unknown_field") in {(i.path, i.code) for i in ds.validate(record).issues}
    s = ss.start("standard", deals=4)
    state = play(ss.deal(s, seed=1), bid=False)
    assert "stock" not in ss.to_record(ss.finish_deal(s, state)).to_json()
