"""Doppelkopf sessions: dealer rotation, compulsory and forced solos, the void deal, the
five-player table, games of 8 deals, open-ended sessions, the bundled session records and their
corruptions, and random whole sessions (doppelkopf.md "Sessions", "Reservations" 1 and 5;
records.md "Session records"; TSR 3, 4.2, 8 and 10)."""

from __future__ import annotations

import copy
import itertools
import json
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trickgames import IllegalActionError, RecordError, TrickgamesError, testing
from trickgames import doppelkopf as dk
from trickgames._core.validation import validate_value
from trickgames.doppelkopf import session as ds
from trickgames.doppelkopf.actions import Announce, Declare, Decline, Healthy, Reserve
from trickgames.doppelkopf.contracts import Reservation
from trickgames.doppelkopf.record import contract_label
from trickgames.doppelkopf.state import Phase, State

DATA = Path(__file__).parent.parent / "data"
SESSION_FILE = DATA / "doppelkopf-sessions" / "ddv-engine-dev-sessions.jsonl"
SESSIONS = [json.loads(line) for line in SESSION_FILE.read_text("utf-8").splitlines()
            if line.strip()]
DEALS = [json.loads(line) for line in
         (DATA / "doppelkopf" / "ddv-engine-dev.jsonl").read_text("utf-8").splitlines()
         if line.strip()]


# -- helpers ------------------------------------------------------------------------------------


def play(state: State, *, solo: int | None = None, kind: str = "solo-aces") -> State:
    """Play a deal to its end: seat ``solo`` reserves and declares ``kind`` (a forced soloist
    declares ``kind`` too), the others say healthy and decline a poverty, cards first legal."""
    declared = Reservation(kind)
    while not state.is_over:
        seat = state.turn
        if state.phase is Phase.RESERVATION:
            action: Any = Reserve(seat) if seat == solo else Healthy(seat)
        elif state.phase is Phase.DECLARATION:
            action = Declare(seat, declared)
        elif state.phase is Phase.POVERTY_ACCEPTANCE:
            action = Decline(seat)
        else:
            action = next(a for a in dk.legal_actions(state, seat) if not isinstance(a, Announce))
        state = dk.apply(state, action)
    return state


def step(session: ds.Session, *, solo: int | None = None, kind: str = "solo-aces",
         seed: int = 0) -> ds.Session:
    """Deal the session's next deal from ``seed``, let player ``solo`` (not a seat) play
    ``kind``, and book it."""
    plan = ds.next_deal(session)
    seat = None if solo is None else plan.seating.seat_of(solo)
    return ds.finish_deal(session, play(ds.deal(session, seed=seed), solo=seat, kind=kind))


def dealers(session: ds.Session) -> list[int]:
    """The dealing player of every deal so far."""
    out = []
    for entry in session.deals:
        seats = entry.seats
        if session.table == 4:
            out.append(entry.record.dealer)
        else:
            out.append(next(p for p in range(5) if p not in seats))
    return out


def valid(session: ds.Session) -> dict[str, Any]:
    """The session's record, after checking that it validates and reads back as the same
    session."""
    value = ds.to_record(session).to_json()
    report = ds.validate(value)
    assert report.valid, [str(i) for i in report.issues]
    assert report.result == {"standings": list(session.totals), "deals": len(session.deals)}
    assert ds.from_record(value) == session
    return value


@cache
def poor_seed() -> int:
    """A seed whose deal (dealer 0) gives seat 1 at most three trumps (pagat: a poverty)."""
    for seed in itertools.count():
        state = dk.deal("pagat", seed=seed)
        if sum(1 for c in state.hand(1) if state.order.is_trump(c)) <= 3:
            return seed
    raise AssertionError("unreachable")


@cache
def marriage_seed(dealer: int) -> tuple[int, int]:
    """A seed whose deal gives one seat both club queens, and that seat."""
    for seed in itertools.count():
        state = dk.deal("ddv", seed=seed, dealer=dealer)
        for seat in range(4):
            if state.hand(seat).count(dk.Card.CQ) == 2:
                return seed, seat
    raise AssertionError("unreachable")


# -- dealer rotation ----------------------------------------------------------------------------


def test_the_deal_passes_clockwise() -> None:
    """Who deals next: the next player clockwise (Sessions; TSR 3.3)."""
    s = ds.start("ddv", 4, deals=24, first_dealer=2)
    for seed in range(5):
        s = step(s, seed=seed)
    assert dealers(s) == [2, 3, 0, 1, 2]
    assert ds.next_deal(s).dealer == 3
    assert ds.owed(s) == (True,) * 4
    valid_prefix(s)


def valid_prefix(session: ds.Session) -> None:
    """A session under way writes a record whose only problem is that deals are missing."""
    report = ds.validate(ds.to_record(session).to_json())
    assert [(i.path, i.code) for i in report.issues] == [("$.deals", "too_few_deals")]


def test_the_same_dealer_deals_again_after_a_compulsory_solo() -> None:
    """A solo by a player who owes one is his compulsory solo, and the same dealer deals again
    (Sessions; Reservations 5; TSR 4.2)."""
    s = ds.start("ddv", ["A", "B", "C", "D"], deals=24, first_dealer=0)
    s = step(s, solo=2)
    assert dealers(s) == [0]
    plan = ds.next_deal(s)
    assert plan.dealer == 0
    assert plan.context == dk.Context(compulsory_solo=(True, True, False, True))
    assert s.deals[0].record.context == {"compulsory_solo": [True, True, True, True]}
    assert s.book.played == (None, None, 0, None)
    # His second solo is a voluntary one: the deal passes on, nothing else changes.
    s = step(s, solo=2)
    assert ds.next_deal(s).dealer == 1
    assert ds.owed(s) == (True, True, False, True)
    assert s.counted == 2


def test_a_silent_marriage_is_no_compulsory_solo() -> None:
    """A silent marriage is scored as a solo but is not the player's compulsory solo, so the
    deal passes on (Reservations 3 and 5; data README)."""
    seed, seat = marriage_seed(0)
    s = ds.start("ddv", 4, deals=24)
    s = step(s, seed=seed)
    state = dk.replay(s.deals[0].record)
    assert contract_label(state) == "silent marriage"
    assert ds.owed(s) == (True,) * 4
    assert ds.next_deal(s).dealer == 1
    assert s.standings[0][seat] % 3 == 0 and s.standings[0][seat] != 0


def test_a_void_deal_is_dealt_again_and_does_not_count() -> None:
    """After a void deal (all declined a poverty) the same player deals again; it scores 0 and
    does not count towards the number of deals (Sessions; doppelkopf.md Poverty)."""
    s = ds.start("pagat", 4, deals=8, compulsory_solos=False)
    s = step(s, solo=1, kind="poverty", seed=poor_seed())
    assert s.deals[0].record.result == {"scores": [0, 0, 0, 0], "winner": None,
                                         "redeal": True}
    assert (s.counted, len(s.deals), s.totals, ds.next_deal(s).dealer) == (0, 1, (0,) * 4, 0)
    for seed in range(8):
        s = step(s, seed=seed)
    assert ds.is_over(s) and len(s.deals) == 9 and s.counted == 8
    assert dealers(s) == [0, 0, 1, 2, 3, 0, 1, 2, 3]
    value = valid(s)
    assert "context" not in value["deals"][0]
    # Written the other way round: a void deal that counts would make the record one too long.
    value["session"]["deals"] = 9
    report = validate_value(value)
    assert [(i.path, i.code) for i in report.issues] == [("$.deals", "too_few_deals")]


def test_a_thrown_deal_is_dealt_again_and_keeps_the_solos_owed() -> None:
    """A thrown deal does not count, the same dealer deals again and the compulsory solos owed
    stay as they were (doppelkopf-variants.md "Throwing in", Sessions)."""
    rules = dk.DDV.replace(throw_in={"max_trumps": 12})  # every hand may be thrown in
    s = ds.start(rules, 4, deals=8, compulsory_solos=True)
    s = step(s, solo=1, kind="throw")
    assert s.deals[0].record.result == {"scores": [0, 0, 0, 0], "winner": None,
                                         "redeal": True}
    assert (s.counted, ds.next_deal(s).dealer, s.book.owed) == (0, 0, (True,) * 4)
    for seed in range(8):  # the rest of the round: the four solos, then normal games
        owing = next((p for p in range(4) if s.book.owed[p]), None)
        s = step(s, solo=owing, seed=seed)
    assert ds.is_over(s) and s.counted == 8 and len(s.deals) == 9
    value = valid(s)
    assert value["deals"][0]["actions"][-1] == "p1 declare throw"


# -- forced solos -------------------------------------------------------------------------------


def test_forced_solos_when_the_deals_left_equal_the_solos_owed() -> None:
    """When the deals left equal the compulsory solos owed, the next owing player from the
    dealer's left must play one, and then the next dealer deals (Sessions; Reservations 1)."""
    s = ds.start("ddv", 4, deals=6, first_dealer=0)
    s = step(s, seed=1)
    s = step(s, seed=2)
    contexts = []
    while not ds.is_over(s):
        plan = ds.next_deal(s)
        contexts.append((plan.dealer, plan.context.forced_solo, plan.deals_left))
        s = step(s, seed=3)
    assert contexts == [(2, 3, 4), (3, 0, 3), (0, 1, 2), (1, 2, 1)]
    value = valid(s)
    for deal_value in value["deals"][2:]:
        forced = deal_value["context"]["forced_solo"]
        assert deal_value["actions"][0] == f"p{forced} declare solo-aces"
    assert s.book.forced == (True,) * 4
    assert dealers(s) == [0, 1, 2, 3, 0, 1]


def test_the_forced_solo_goes_to_the_next_owing_player_from_the_dealers_left() -> None:
    """Players who already played their compulsory solo are skipped; at four players the
    dealer himself comes last (Sessions; TSR 4.2)."""
    s = ds.start("ddv", 4, deals=5, first_dealer=1)
    s = step(s, solo=2)
    s = step(s, solo=3)
    s = step(s, solo=0)
    plan = ds.next_deal(s)
    assert (plan.dealer, plan.deals_left, plan.context.forced_solo) == (1, 2, None)
    s = step(s)
    plan = ds.next_deal(s)
    assert (plan.dealer, plan.deals_left, plan.context.forced_solo) == (2, 1, 1)
    s = step(s)
    assert ds.is_over(s) and not any(ds.owed(s))
    valid(s)
    assert ds.forced_solo_player(4, 1, [False, True, False, False]) == 1


def test_a_forced_solo_is_declared_without_a_reservation_round() -> None:
    """A forced soloist names a solo and nobody else speaks; anything else is illegal
    (Reservations 1)."""
    s = ds.start("ddv", 4, deals=4)
    state = ds.deal(s, seed=5)
    assert state.phase is Phase.DECLARATION and state.turn == 1
    with pytest.raises(IllegalActionError) as info:
        dk.apply(state, "p1 declare marriage")
    assert info.value.code == "forced_solo_required"


def test_five_players_force_one_deal_earlier_when_the_owner_would_sit_out() -> None:
    """At a five-player table the player who owes the last solo would deal (and sit out) the
    last deal, so he is forced one deal earlier, as forehand (Sessions; our documented rule)."""
    s = ds.start("ddv", 5, deals=10, first_dealer=1)
    for player in (2, 3, 4, 0):
        s = step(s, solo=player)
    assert dealers(s) == [1, 1, 1, 1] and ds.owed(s) == (False, True, False, False, False)
    for _ in range(4):
        plan = ds.next_deal(s)
        assert plan.context.forced_solo is None
        s = step(s)
    plan = ds.next_deal(s)
    assert (plan.dealer, plan.deals_left, plan.sitting_out) == (0, 2, 0)
    assert plan.context.forced_solo == 0 and plan.seats[0] == 1  # B, forehand
    s = step(s)
    plan = ds.next_deal(s)
    assert (plan.dealer, plan.context.forced_solo) == (1, None)
    s = step(s)
    assert ds.is_over(s) and not any(ds.owed(s))
    valid(s)


def _feasible_states(table: int) -> Any:
    """The brute-force definition of the forced-solo rule: a solo is forced exactly when
    playing a deal without one would leave an owed solo impossible to place."""

    @cache
    def feasible(dealer: int, left: int, owed: frozenset[int]) -> bool:
        if not owed:
            return True
        if left < len(owed):
            return False
        if deferrable(dealer, left, owed):
            return True
        flags = [p in owed for p in range(table)]
        player = ds.forced_solo_player(table, dealer, flags)
        return player is not None and feasible((dealer + 1) % table, left - 1, owed - {player})

    def deferrable(dealer: int, left: int, owed: frozenset[int]) -> bool:
        return left - 1 >= len(owed) and feasible((dealer + 1) % table, left - 1, owed)

    return feasible, deferrable


@pytest.mark.parametrize("table", [4, 5])
def test_forced_solo_due_is_as_late_as_possible_and_never_strands_a_player(table: int) -> None:
    """forced_solo_due forces a solo exactly when waiting a deal would make an owed solo
    impossible; a voluntary compulsory solo never leads into a dead end; every round of at
    least one deal per player can be completed (Sessions; the five-player rule of the docs)."""
    feasible, deferrable = _feasible_states(table)
    for left in range(31):
        for dealer in range(table):
            for size in range(table + 1):
                for owed in map(frozenset, itertools.combinations(range(table), size)):
                    flags = [p in owed for p in range(table)]
                    if owed and left:
                        assert ds.forced_solo_due(table, dealer, left, flags) == (
                            not deferrable(dealer, left, owed)), (dealer, left, owed)
                    if not feasible(dealer, left, owed) or not deferrable(dealer, left, owed):
                        continue
                    for player in owed - ({dealer} if table == 5 else set()):
                        assert feasible(dealer, left - 1, owed - {player})
    for dealer in range(table):
        assert feasible(dealer, table, frozenset(range(table)))
        assert not feasible(dealer, table - 1, frozenset(range(table)))


# -- the five-player table ----------------------------------------------------------------------


def test_at_five_players_the_dealer_sits_out_and_scores_zero() -> None:
    """Five players: the dealer sits out and scores 0, the seats list the four others clockwise
    from forehand, and the deal's dealer is seat 3 (Sessions; records.md Session records)."""
    s = ds.start("ddv", ["A", "B", "C", "D", "E"], deals=25, first_dealer=3)
    plan = ds.next_deal(s)
    assert (plan.dealer, plan.sitting_out, plan.seats, plan.dealer_seat) == (3, 3, (4, 0, 1, 2), 3)
    assert plan.seating.forehand == 4
    s = step(s, seed=11)
    s = step(s, seed=12)
    assert dealers(s) == [3, 4]
    assert s.standings[0][3] == 0 and s.standings[1][4] - s.standings[0][4] == 0
    record = ds.to_record(s).to_json()
    assert record["deals"][1]["seats"] == [0, 1, 2, 3] and record["deals"][1]["dealer"] == 3
    # The sitting-out dealer's compulsory solo is not due from the dealer's seat.
    assert plan.context.compulsory_solo == (True,) * 4


def test_a_five_player_game_of_eight_deals_without_compulsory_solos() -> None:
    """Games of 8 deals (seed 003) at a five-player table: no context is written, nobody is
    ever forced (Sessions; records.md Context)."""
    s = ds.start("pagat", 5, deals=8, compulsory_solos=False, first_dealer=4)
    for seed in range(8):
        assert ds.next_deal(s).context == dk.Context()
        s = step(s, seed=seed)
    assert ds.is_over(s) and dealers(s) == [4, 0, 1, 2, 3, 4, 0, 1]
    value = valid(s)
    assert value["session"] == {"deals": 8, "compulsory_solos": False}
    assert all("context" not in d for d in value["deals"])
    with pytest.raises(ds.SessionError) as info:
        ds.next_deal(s)
    assert info.value.code == "session_over"


def test_an_open_ended_session_never_ends_and_never_forces() -> None:
    """An open-ended session (``deals`` null) is never over; compulsory solos are tracked but
    never forced, since no deal is the last (Sessions; records.md Session records)."""
    s = ds.start("ddv", 4, deals=None)
    for seed in range(6):
        assert ds.next_deal(s).context.forced_solo is None
        s = step(s, seed=seed)
    assert not ds.is_over(s) and ds.next_deal(s).deals_left is None
    value = valid(s)
    assert value["session"] == {"deals": None, "compulsory_solos": True}


# -- the API guards -----------------------------------------------------------------------------


def test_finish_deal_takes_only_the_sessions_next_deal_played_to_the_end() -> None:
    """finish_deal refuses a deal of another dealer, context or rules, and an unfinished deal,
    with stable codes (Sessions; conventions: errors with codes)."""
    s = ds.start("ddv", 4, deals=24, first_dealer=0)
    other = play(dk.deal("ddv", seed=1, dealer=2, context=ds.next_deal(s).context))
    with pytest.raises(ds.SessionError) as info:
        ds.finish_deal(s, other)
    assert info.value.code == "not_this_deal"
    plain = play(dk.deal("ddv", seed=1, dealer=0))
    with pytest.raises(ds.SessionError) as info:
        ds.finish_deal(s, plain)
    assert info.value.code == "not_this_deal" and "context" in info.value.message
    with pytest.raises(ds.SessionError) as info:
        ds.finish_deal(s, ds.deal(s, seed=1))
    assert info.value.code == "deal_not_over"
    assert ds.finish_deal(s, play(ds.deal(s, hands=ds.deal(s, seed=1).deal.hands))).counted == 1


@pytest.mark.parametrize(
    ("kwargs", "code"),
    [
        ({"players": 3}, "invalid_session"),
        ({"players": 6}, "invalid_session"),
        ({"players": ["A", "B", "C", "D"], "first_dealer": 4}, "invalid_session"),
        ({"deals": 3}, "too_few_deals_for_solos"),
        ({"players": 5, "deals": 4}, "too_few_deals_for_solos"),
        ({"deals": 0}, "invalid_session"),
        ({"rules": "skat"}, "unknown_preset"),
    ],
)
def test_start_refuses_sessions_that_cannot_be_played(kwargs: dict[str, Any], code: str) -> None:
    """A session needs 4 or 5 players, a first dealer among them, at least one deal per
    compulsory solo and known rules (Sessions)."""
    with pytest.raises(TrickgamesError) as info:
        ds.start(**kwargs)
    assert info.value.code == code


def test_score_sheet_checks() -> None:
    """A deal's four scores sum to zero and share their parity (TSR 7.3 score sheet; no
    penalty points in the engine, so no exception)."""
    assert ds.score_sheet_problems([-6, 18, -6, -6]) == []
    assert ds.score_sheet_problems([21, -7, -7, -7]) == []
    assert [c for c, _ in ds.score_sheet_problems([2, -2, 1, -1])] == ["standings_parity"]
    assert [c for c, _ in ds.score_sheet_problems([3, -3, 3, -2])] == [
        "standings_not_zero_sum", "standings_parity"]


def test_score_sheet_messages() -> None:
    """The score sheet's messages name the scores, their sum and the parity rule; the driver
    checks a sheet's row as score_sheet_problems does."""
    assert ds.score_sheet_problems([3, -3, 3, -2]) == [
        ("standings_not_zero_sum", "the scores [3, -3, 3, -2] sum to 1, not 0"),
        ("standings_parity", "the scores [3, -3, 3, -2] are not all even or all odd (score "
                             "sheet check: a deal moves every total by the same parity)"),
    ]
    assert ds.DRIVER.sheet_problems((1, 1, 1, 1)) == ds.score_sheet_problems([1, 1, 1, 1]) == [
        ("standings_not_zero_sum", "the scores [1, 1, 1, 1] sum to 4, not 0")]


def test_a_deal_of_another_context_is_not_the_next_deal() -> None:
    """Besides the state, rules and dealer of every game, a Doppelkopf deal must have the
    context the bookkeeping gives (the compulsory solos owed, a forced solo)."""
    s = ds.start("ddv", 4, deals=24, first_dealer=0)
    plan = ds.next_deal(s)
    plain = dk.deal("ddv", seed=1, dealer=0)
    assert ds.DRIVER.dealt_for(plain, s.rules, plan) == (
        "its context is {'compulsory_solo': [False, False, False, False]}, the session's next "
        "deal has {'compulsory_solo': [True, True, True, True]}")
    assert ds.DRIVER.dealt_for(ds.deal(s, seed=1), s.rules, plan) is None
    game = ds.start("ddv", 4, deals=8, compulsory_solos=False)
    assert ds.DRIVER.dealt_for(plain, game.rules, ds.next_deal(game)) is None


# -- the bundled session records ----------------------------------------------------------------


@pytest.mark.parametrize("index", range(len(SESSIONS)))
def test_every_bundled_session_validates_with_its_dealers_contexts_and_standings(
    index: int,
) -> None:
    """Every session of tests/data/doppelkopf-sessions validates as a session: dealers,
    compulsory-solo contexts (a forced solo included) and standings; it reads back and writes
    out unchanged (records.md Session records; data README "Doppelkopf sessions")."""
    value = SESSIONS[index]
    report = ds.validate(value)
    assert report.valid, [str(i) for i in report.issues]
    assert report.result == {"standings": value["standings"][-1], "deals": 24}
    session = ds.from_record(value)
    assert ds.to_record(session).to_json() == value
    assert [list(r) for r in session.standings] == value["standings"]
    assert ds.is_over(session) and not any(ds.owed(session))
    # The session machinery, replaying the same deals, writes the same dealers and contexts.
    replayed = ds.start("ddv", value["players"], deals=24, first_dealer=value["first_dealer"])
    for deal_value in value["deals"]:
        plan = ds.next_deal(replayed)
        assert plan.dealer_seat == deal_value["dealer"]
        assert plan.context.to_json() == deal_value["context"]
        state = dk.replay({"format": "trickgames.record/1", "game": "doppelkopf",
                           "rules": "ddv",
                           **{k: v for k, v in deal_value.items() if k != "seats"}})
        replayed = ds.finish_deal(replayed, state)
    assert replayed.standings == session.standings


def test_the_session_deals_are_the_bundled_deal_records() -> None:
    """Each deal of a session is the same deal as in doppelkopf/ddv-engine-dev.jsonl (data
    README "Doppelkopf sessions")."""
    inside = [{k: v for k, v in d.items() if k != "seats"} for s in SESSIONS for d in s["deals"]]
    outside = [{k: v for k, v in d.items() if k not in ("format", "game", "rules")}
               for d in DEALS]
    assert inside == outside


def _issues(value: dict[str, Any]) -> list[tuple[str, str]]:
    return [(i.path, i.code) for i in validate_value(value).issues]


def _corrupt(index: int, change: Any) -> dict[str, Any]:
    value = copy.deepcopy(SESSIONS[index])
    change(value)
    return value


def test_a_wrong_dealer_is_rejected_at_the_deal() -> None:
    """The dealer sequence is checked: after a normal deal the next player clockwise deals,
    after a compulsory solo the same one (Sessions; records.md Session records)."""
    issues = _issues(_corrupt(0, lambda v: v["deals"][7].update(dealer=1)))
    assert issues[0] == ("$.deals[7].dealer", "wrong_dealer")
    # Deal 2 of session 1 follows a compulsory solo: its dealer must not move on.
    value = _corrupt(0, lambda v: v["deals"][1].update(dealer=0))
    report = validate_value(value)
    first = report.issues[0]
    assert (first.path, first.code) == ("$.deals[1].dealer", "wrong_dealer")
    assert first.message == ("D (p3) is the dealer of deal 2, not p0: the same player deals "
                             "again after B's compulsory solo (deal 1)")


def test_a_long_player_name_is_cut_in_the_messages() -> None:
    """records.md "Validation" (a message quotes at most 60 characters of any text of the
    record): a 5,000-character player name is shown as its first 60 characters, … and its
    length, in the messages that name the player."""
    def corrupt(value: dict[str, Any]) -> None:
        value["players"] = [name * 5000 for name in value["players"]]
        value["deals"][1].update(dealer=0)

    report = validate_value(_corrupt(0, corrupt))
    messages = [i.message for i in report.issues]
    assert messages[0] == ("D" * 60 + "… (5,000 characters) (p3) is the dealer of deal 2, not "
                           "p0: the same player deals again after " + "B" * 60 + "… (5,000 "
                           "characters)'s compulsory solo (deal 1)")
    assert all(len(m) < 400 for m in messages), messages


def test_a_wrong_context_is_rejected_at_the_compulsory_solo_flags() -> None:
    """Each deal's compulsory_solo states the bookkeeping at that deal (records.md Context;
    Reservations 5)."""
    def flip(v: dict[str, Any]) -> None:
        v["deals"][7]["context"]["compulsory_solo"][2] = False

    report = validate_value(_corrupt(0, flip))
    assert [(i.path, i.code) for i in report.issues] == [
        ("$.deals[7].context.compulsory_solo", "compulsory_solo_mismatch")]
    assert "p2 (C) still owes the compulsory solo" in report.issues[0].message

    def owes_again(v: dict[str, Any]) -> None:
        v["deals"][20]["context"]["compulsory_solo"][1] = True

    report = validate_value(_corrupt(0, owes_again))
    assert report.issues[0].path == "$.deals[20].context.compulsory_solo"
    assert "p1 (B) played it in deal 1" in report.issues[0].message


def test_a_missing_forced_solo_is_rejected() -> None:
    """The last deal of seed 4's round must be A's forced solo: a record without it is
    rejected at its forced_solo (Sessions; Reservations 1)."""
    def unforce(v: dict[str, Any]) -> None:
        del v["deals"][23]["context"]["forced_solo"]

    issues = _issues(_corrupt(3, unforce))
    assert issues[0] == ("$.deals[23].context.forced_solo", "forced_solo_missing")

    def force_early(v: dict[str, Any]) -> None:
        v["deals"][22]["context"]["forced_solo"] = 0

    assert _issues(_corrupt(3, force_early))[0] == (
        "$.deals[22].context.forced_solo", "forced_solo_not_due")


def test_wrong_standings_are_rejected_at_the_entry() -> None:
    """The standings after every deal are validated when present; an error carried on is
    reported once (records.md Session records)."""
    def typo(v: dict[str, Any]) -> None:
        v["standings"][7][2] += 1

    assert _issues(_corrupt(0, typo)) == [("$.standings[7][2]", "standings_mismatch")]

    def carried(v: dict[str, Any]) -> None:
        for row in v["standings"][7:]:
            row[2] += 1
            row[3] -= 1

    assert _issues(_corrupt(0, carried)) == [("$.standings[7][2]", "standings_mismatch"),
                                             ("$.standings[7][3]", "standings_mismatch")]
    assert _issues(_corrupt(0, lambda v: v["standings"].pop())) == [
        ("$.standings", "wrong_standings_count")]


def test_a_wrong_number_of_deals_is_rejected() -> None:
    """A session of 24 deals holds exactly 24 (records.md Session records)."""
    def short(v: dict[str, Any]) -> None:
        v["deals"].pop()
        v["standings"].pop()

    assert _issues(_corrupt(0, short)) == [("$.deals", "too_few_deals")]
    assert _issues(_corrupt(0, lambda v: v["session"].update(deals=23))) == [
        ("$.deals[23]", "too_many_deals")]


def test_a_broken_deal_does_not_hide_the_problems_of_later_deals() -> None:
    """A deal that cannot be replayed is reported at its action; the next deal's dealer and
    context are taken as written and the session's checks go on (records.md Validation:
    every problem it can still see)."""
    def both(v: dict[str, Any]) -> None:
        v["deals"][3]["actions"][10] = "p0 play XX"
        v["deals"][9]["dealer"] = 0
        v["standings"][12][0] += 5

    report = validate_value(_corrupt(0, both))
    assert [(i.path, i.code) for i in report.issues] == [
        ("$.deals[3].actions[10]", "unknown_card"),
        ("$.deals[9].dealer", "wrong_dealer"),
        ("$.deals[9].actions[0]", "not_your_turn"),
        ("$.standings[12][0]", "standings_mismatch"),
    ]
    assert report.result is None


def test_five_player_seats_and_sitting_out_are_checked() -> None:
    """At five players the dealer sits out (seats without him, dealer seat 3) and scores 0
    (Sessions; records.md Session records)."""
    s = ds.start("ddv", 5, deals=25, first_dealer=0)
    for seed in range(3):
        s = step(s, seed=seed)
    value = ds.to_record(s).to_json()
    value["session"]["deals"] = 3
    value["session"]["compulsory_solos"] = False
    for d in value["deals"]:
        d.pop("context")
    assert validate_value(value).valid

    def dealer_plays(v: dict[str, Any]) -> None:
        v["deals"][1]["seats"] = [2, 3, 4, 1]

    bad = copy.deepcopy(value)
    dealer_plays(bad)
    assert ("$.deals[1].seats", "wrong_seats") in [(i.path, i.code)
                                                   for i in validate_value(bad).issues]
    bad = copy.deepcopy(value)
    bad["deals"][1]["dealer"] = 0
    assert validate_value(bad).issues[0].path == "$.deals[1].dealer"
    bad = copy.deepcopy(value)
    bad["standings"][1][1] += 2
    bad["standings"][1][2] -= 2
    assert [(i.path, i.code) for i in validate_value(bad).issues] == [
        ("$.standings[1][1]", "standings_mismatch"), ("$.standings[1][2]", "standings_mismatch")]


def test_the_end_of_a_round_with_a_solo_never_played() -> None:
    """A complete round in which a player never played his compulsory solo is reported
    (Sessions: every player plays one)."""
    s = ds.start("ddv", 4, deals=4)
    issues = ds.DRIVER.end_issues(s)
    assert [(i.path, i.code) for i in issues] == [("$.deals", "compulsory_solo_not_played")]
    assert "A, B, C, D never played" in issues[0].message


def test_a_session_record_that_is_not_valid_cannot_be_read() -> None:
    """from_record lists every problem of an invalid session record (records.md
    Validation)."""
    with pytest.raises(RecordError) as info:
        ds.from_record(_corrupt(0, lambda v: v["deals"][7].update(dealer=1)))
    assert info.value.issues[0].path == "$.deals[7].dealer"


# -- random sessions ----------------------------------------------------------------------------


@st.composite
def sessions(draw: st.DrawFn, *, rules: str = "ddv", players: int = 4,
             deals: int | None = 24, compulsory: bool = True, length: int = 24) -> ds.Session:
    """A whole session played with random legal actions (trickgames.testing's random player);
    an open-ended one stops after ``length`` deals."""
    session = ds.start(rules, players, deals=deals, compulsory_solos=compulsory,
                       first_dealer=draw(st.integers(0, players - 1)))
    while not ds.is_over(session) and len(session.deals) < (deals or length) + 12:
        if deals is None and len(session.deals) >= length:
            break
        state = ds.deal(session, seed=draw(testing.seeds()))
        final = draw(testing.finished_states("doppelkopf", deals=st.just(state)))
        session = ds.finish_deal(session, final)
    return session


FEW = settings(max_examples=6, deadline=None, database=None,
               suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _deal_rows(session: ds.Session) -> list[tuple[int, ...]]:
    before = (0,) * session.table
    rows = []
    for after in session.standings:
        rows.append(tuple(a - b for a, b in zip(after, before, strict=True)))
        before = after
    return rows


@FEW
@given(sessions())
def test_a_random_ddv_round(session: ds.Session) -> None:
    """In a 24-deal DDV round every player plays exactly one compulsory solo (forced if
    necessary), is forehand in exactly five of the other deals, and the standings always sum
    to zero (doppelkopf.md Sessions; records.md Session records)."""
    assert ds.is_over(session) and len(session.deals) == 24
    assert all(sum(row) == 0 for row in session.standings)
    book = session.book
    assert not any(book.owed) and sorted(book.played) == sorted(set(book.played))
    compulsory = set()
    for player, index in enumerate(book.played):
        assert index is not None
        entry = session.deals[index]
        state = dk.replay({**entry.record.to_json()})
        assert state.game is not None and state.game.contract.is_solo
        assert entry.seats[state.game.declarer] == player
        assert state.game.compulsory and state.game.forced == book.forced[player]
        compulsory.add(index)
    forehands = [entry.seats[(entry.record.dealer + 1) % 4]
                 for i, entry in enumerate(session.deals) if i not in compulsory]
    assert sorted(forehands) == [0] * 5 + [1] * 5 + [2] * 5 + [3] * 5
    # Forced solos come last, one after another.
    forced = [i for i, e in enumerate(session.deals) if (e.record.context or {}).get(
        "forced_solo") is not None]
    assert forced == list(range(24 - len(forced), 24))
    valid(session)


@FEW
@given(sessions(players=5, deals=10))
def test_a_random_five_player_session(session: ds.Session) -> None:
    """At five players the dealer never plays and scores 0, every player still plays his
    compulsory solo, and the standings sum to zero (doppelkopf.md Sessions; records.md Session
    records)."""
    assert ds.is_over(session) and not any(ds.owed(session))
    for entry, row in zip(session.deals, _deal_rows(session), strict=True):
        dealer = next(p for p in range(5) if p not in entry.seats)
        assert entry.record.dealer == 3 and row[dealer] == 0
        assert entry.seats == tuple((dealer + k) % 5 for k in range(1, 5))
        assert sum(row) == 0
    valid(session)


@FEW
@given(sessions(rules="pagat", players=4, deals=8, compulsory=False))
def test_a_random_game_of_eight_deals(session: ds.Session) -> None:
    """A game of 8 deals (seed 003) plays 8 deals that count, plus any void deal dealt again,
    and its standings sum to zero (Sessions; seed 003)."""
    voids = sum(1 for e in session.deals if (e.record.result or {}).get("redeal"))
    assert session.counted == 8 and len(session.deals) == 8 + voids
    assert all(sum(row) == 0 for row in session.standings)
    valid(session)


@FEW
@given(sessions(rules="pagat", players=5, deals=None, length=7))
def test_a_random_open_ended_session(session: ds.Session) -> None:
    """An open-ended session is never over, never forces a solo, and its record validates
    whenever it stops (records.md Session records: deals null)."""
    assert not ds.is_over(session)
    assert all((e.record.context or {}).get("forced_solo") is None for e in session.deals)
    valid(session)


def test_validate_takes_doppelkopf_sessions_only() -> None:
    """The Doppelkopf session validator refuses a session of another game, a deal record and
    text that is not JSON, with issues rather than exceptions (records.md Validation)."""
    value = copy.deepcopy(SESSIONS[0])
    value["game"] = "schafkopf"
    value["players"] = value["players"][:4]
    assert [(i.path, i.code) for i in ds.validate(value).issues] == [("$.game", "wrong_game")]
    assert ("$.format", "schema_const") in [(i.path, i.code)
                                            for i in ds.validate(DEALS[0]).issues]
    assert ds.validate("{").issues[0].code == "invalid_json"
    with pytest.raises(RecordError):
        ds.from_record(b"[1")


def test_compulsory_solos_need_a_solo_the_rules_allow() -> None:
    """doppelkopf-variants.md "More solos": an empty `solos` list allows no solo, so a session
    with compulsory solos is refused (`no_compulsory_solos`), at the start and in a record."""
    rules = {"preset": "ddv", "solos": []}
    with pytest.raises(TrickgamesError) as info:
        ds.start(rules, 4, deals=24, compulsory_solos=True)
    assert info.value.code == "no_compulsory_solos"
    record = ds.to_record(ds.start(rules, 4, deals=8, compulsory_solos=False)).to_json()
    record["session"]["compulsory_solos"] = True
    codes = [i.code for i in ds.validate(record).issues]
    assert "no_compulsory_solos" in codes
