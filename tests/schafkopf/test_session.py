"""Schafkopf sessions: the evening's ledger in tariff units, the deal passing on (also after
all passed), open-ended and fixed evenings, and their session records (seed 002 "一轮游戏",
"记录", "没人打"; records.md "Session records")."""

from __future__ import annotations

import copy
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trickgames import RecordError, testing
from trickgames import schafkopf as sk
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
    stock_mismatch (the list checked against the pot each deal left); another game's
    session record has no stock."""
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
    # The stock list is checked against the pot each deal left, not the next deal's claim.
    assert not [i for i in issues if i.path.startswith("$.stock")]
    wrong = sk.deal(s.rules, seed=3, dealer=3, context=sk.Context(stock=40))
    with pytest.raises(ss.SessionError):
        ss.finish_deal(s, play(wrong, bid=False))
    assert sum(ss.balances(s)) + ss.pot(s) == 0


def stock_evening() -> dict[str, Any]:
    """The session record of schafkopf-variants.md 6.5: deal 1 all pass (pot 80), deal 2
    won by p3 and p0 (pot 0)."""
    s = ss.start({"preset": "sauspiel", "all_pass": "stock"}, deals=None, first_dealer=1)
    first = ss.deal(s, seed=1)
    for line in ["p2 knock", "p2 pass", "p3 pass", "p0 pass", "p1 pass"]:
        first = sk.apply(first, line)
    second = ss.deal(ss.finish_deal(s, first), hands=STOCK_DEAL_2["hands"])
    for line in STOCK_DEAL_2["actions"]:
        second = sk.apply(second, line)
    return ss.to_record(ss.finish_deal(ss.finish_deal(s, first), second)).to_json()


def found(record: dict[str, Any]) -> list[tuple[str, str]]:
    return [(i.path, i.code) for i in ss.validate(record).issues]


def test_standings_plus_pot_sum_to_zero_for_a_deal_that_cannot_be_replayed() -> None:
    """schafkopf-variants.md 6.4: with all_pass = stock the score sheet's check is "standings
    plus pot sum to zero": the row of a deal that cannot be replayed moves the totals by
    minus the pot's change (the pot before it as its context states, after it as the next
    deal's context or the stock list states); a pot that cannot be known leaves the row
    unchecked; without all_pass = stock a row still sums to zero."""
    record = stock_evening()
    assert record["standings"] == [[-20, -20, -20, -20], [40, -40, -40, 40]]
    first = copy.deepcopy(record)
    first["deals"][0]["actions"][-1] = "p1 flurb"  # deal 1 (pot 0 -> 80) cannot be replayed
    assert found(first) == [("$.deals[0].actions[4]", "unknown_verb")]
    first["standings"] = [[-20, -20, -20, 0], [40, -40, -40, 60]]
    assert found(first) == [("$.deals[0].actions[4]", "unknown_verb"),
                            ("$.standings[0]", "standings_not_zero_sum")]
    assert "the pot changed by 80" in ss.validate(first).issues[1].message
    last = copy.deepcopy(record)
    last["deals"][1]["actions"][-1] = "p1 flurb"  # deal 2 (pot 80 -> 0): the stock list says
    bad = (f"$.deals[1].actions[{len(STOCK_DEAL_2['actions']) - 1}]", "unknown_verb")
    assert found(last) == [bad]
    last["standings"][1] = [40, -40, -40, 0]
    assert ("$.standings[1]", "standings_not_zero_sum") in found(last)
    del last["stock"]  # the pot after the last deal is unknown: the row is not checked
    assert found(last) == [bad]
    plain = copy.deepcopy(first)
    plain["rules"] = "sauspiel"
    del plain["stock"]
    plain["deals"][1].pop("context")
    assert ("$.standings[0]", "standings_not_zero_sum") in found(plain)


def test_a_session_record_writes_back_its_stock_list_as_given() -> None:
    """schafkopf-variants.md 6.4 and records.md "Validation" (a record writes back as the
    same record): the stock list is optional; a record with standings and no stock list, or
    a stock list and no standings, writes back so; a session played here writes it with
    the standings."""
    record = stock_evening()
    assert "stock" in record
    for drop in ("stock", "standings"):
        given = {k: v for k, v in record.items() if k != drop}
        assert ss.validate(given).valid
        session = ss.from_record(given)
        assert ss.to_record(session).to_json() == given
        assert ss.to_record(ss.from_record(ss.to_record(session).to_json())) == (
            ss.to_record(session))
    assert ss.from_record(record) == ss.from_record(ss.to_record(ss.from_record(record)))
    plain = ss.to_record(ss.start("sauspiel")).to_json()
    with_list = {**plain, "stock": []}
    assert ss.validate(with_list).valid
    assert ss.to_record(ss.from_record(with_list)).to_json() == with_list


def test_a_pot_that_is_no_pot_is_refused_in_a_session_with_nothing_else() -> None:
    """schafkopf-variants.md 6.3 and 6.4: a deal's odd or negative context.stock is refused
    with invalid_context and nothing else (no stock_mismatch, no standings issue); the
    session read from the valid record is unchanged by trying the bad one."""
    record = stock_evening()
    before = ss.from_record(record)
    for pot in (79, -80):
        bad = copy.deepcopy(record)
        bad["deals"][1]["context"] = {"stock": pot}
        assert found(bad) == [("$.deals[1].context.stock", "invalid_context")]
        with pytest.raises(RecordError):
            ss.from_record(bad)
    assert ss.from_record(record) == before


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


def test_a_deal_of_another_pot_is_not_the_next_deal() -> None:
    """schafkopf-variants.md 6.4: a deal's context.stock is the session's pot before it; a
    deal of another pot is not the session's next deal, and the reason names both pots."""
    rules = sk.PRESETS["sauspiel"].replace(all_pass=sk.AllPass.STOCK)
    s = ss.start(rules, ["A", "B", "C", "D"])
    plan = ss.next_deal(s)
    other = sk.deal(rules, seed=1, dealer=plan.dealer_seat, context=sk.Context(stock=40))
    assert ss.DRIVER.dealt_for(other, s.rules, plan) == (
        "its pot (context.stock) is 40, the session's pot is 0")
    assert ss.DRIVER.dealt_for(ss.deal(s, seed=1), s.rules, plan) is None
