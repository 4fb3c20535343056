"""Tests of trickgames._core.sessions.driver: a game's session driver written once and set up
with the game's data; what every game's driver does alike and the defaults of a game without
bookkeeping (docs/sessions.md "API")."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

import trickgames
from tests.core.sessions import ENTRIES, play_out, played
from trickgames import doppelkopf as dk
from trickgames._core import sessions
from trickgames._core.registry import GameEntry
from trickgames._core.sessions import BooklessDriver, SessionConfig, SessionDriver
from trickgames.schafkopf import session as ss
from trickgames.schafkopf.record import DRIVER as SCHAFKOPF_RECORDS
from trickgames.schafkopf.state import State as SchafkopfState


@pytest.mark.parametrize("entry", ENTRIES)
def test_every_games_session_driver_is_made_of_its_data(entry: GameEntry) -> None:
    """Each game's session driver is a SessionDriver set up with the game's name and title,
    its record driver, its state class and its deal function."""
    driver = entry.sessions
    assert isinstance(driver, SessionDriver)
    assert driver.name == entry.name and driver.title == entry.title
    assert driver.records is entry.records and driver.state_type is entry.engine.State
    assert driver.engine_deal is entry.engine.deal
    assert driver.sheet_word in ("scores", "payouts")


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_rules_are_read_by_the_record_driver_and_written_in_their_record_form(
        entry: GameEntry) -> None:
    """A session's rules are read as a record's rules are (a preset name, a rules object, a
    record's rules value) and written in their record form."""
    driver = entry.sessions
    for name, rules in entry.engine.PRESETS.items():
        assert driver.resolve_rules(name) is rules and driver.resolve_rules(rules) is rules
        assert driver.resolve_rules({"preset": name}) == rules
        assert driver.rules_json(rules) == rules.to_json() == name


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_deal_is_dealt_by_the_games_deal_with_the_plans_dealer_and_context(
        entry: GameEntry) -> None:
    """The session's next deal is the game's deal of the seed, at the dealer's seat and with
    the deal's context; its record is the record driver's, and it is over when the state is."""
    session = played(entry, 1)
    plan = sessions.next_deal(session)
    state = entry.sessions.deal(session.rules, plan, 7, None)
    assert state == entry.engine.deal(session.rules, seed=7, dealer=plan.dealer_seat,
                                      context=plan.context)
    assert state.deal.context == plan.context and not entry.sessions.is_over(state)
    done = play_out(entry, state, 7)
    assert entry.sessions.is_over(done)
    assert entry.sessions.dealt_for(done, session.rules, plan) is None
    if not session.config.compulsory_solos:
        assert entry.sessions.to_record(session, done) == entry.records.to_record(done)


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_state_of_another_kind_rules_or_dealer_is_not_the_next_deal(entry: GameEntry) -> None:
    """dealt_for names why a state is not the session's next deal: not a state of the game
    (in the game's title), other rules, another dealer."""
    session = played(entry, 1)
    plan = sessions.next_deal(session)
    driver = entry.sessions
    others: list[tuple[Any, str]] = [
        (3, f"not a {entry.title} state: int"),
        (None, f"not a {entry.title} state: NoneType"),
        (entry.engine.deal(list(entry.engine.PRESETS)[1], seed=1, dealer=plan.dealer_seat),
         "it is played with other rules"),
        (entry.engine.deal(session.rules, seed=1, dealer=(plan.dealer_seat + 1) % 4),
         f"its dealer is p{(plan.dealer_seat + 1) % 4}, the session's next deal is dealt by "
         f"p{plan.dealer_seat}"),
    ]
    for state, why in others:
        assert driver.dealt_for(state, session.rules, plan) == why


def test_a_state_of_the_other_game_is_not_the_next_deal() -> None:
    """A Doppelkopf state is not a Schafkopf session's deal."""
    session = ss.start("standard", deals=4)
    why = ss.DRIVER.dealt_for(dk.deal(seed=1), session.rules, sessions.next_deal(session))
    assert why == "not a Schafkopf state: State"


def test_a_game_without_compulsory_solos_refuses_them_in_its_title() -> None:
    """A game that knows no compulsory solos says so for a configuration that asks for them;
    any other configuration can be played."""
    driver = ss.DRIVER
    assert driver.config_problems(SessionConfig(8, compulsory_solos=True), 4) == [
        ("$.session.compulsory_solos", "no_compulsory_solos",
         "Schafkopf has no compulsory solos")]
    other = attrs.evolve(driver, title="Tarock")
    assert other.config_problems(SessionConfig(None, compulsory_solos=True), 4)[0][2] == (
        "Tarock has no compulsory solos")
    for deals in (None, 1, 8):
        assert driver.config_problems(SessionConfig(deals), 4) == []


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_sheet_row_must_sum_to_zero_in_the_games_word(entry: GameEntry) -> None:
    """A row of the score sheet sums to zero; the message names what the row holds."""
    driver = entry.sessions
    assert driver.sheet_problems([2, -2, 4, -4]) == []
    assert driver.sheet_problems([2, -2, 4, -2]) == [
        ("standings_not_zero_sum",
         f"the {driver.sheet_word} [2, -2, 4, -2] sum to 2, not 0")]


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_sheet_row_plus_what_the_deal_put_aside_sums_to_zero(entry: GameEntry) -> None:
    """schafkopf-variants.md 6.4: the zero-sum rule with a pot is "standings plus pot sum to
    zero": a row plus the pot's change sums to zero; the rule is one, the same for every
    game (kept 0: the plain zero-sum check)."""
    driver = entry.sessions
    assert driver.sum_problems([-20, -20, -20, -20], 80) == []
    assert driver.sum_problems([2, -2, 4, -2]) == driver.sheet_problems([2, -2, 4, -2])
    assert driver.sum_problems([-20, -20, -20, 0], 80) == [
        ("standings_not_zero_sum",
         f"the {driver.sheet_word} [-20, -20, -20, 0] sum to -60 and the pot changed by 80: "
         "the standings plus the pot change by 20, not 0")]


def test_the_sheet_word_is_the_drivers() -> None:
    """Schafkopf's rows are payouts; another word is another driver's."""
    assert ss.DRIVER.sheet_problems((10, 10, 10, -10))[0][1] == (
        "the payouts [10, 10, 10, -10] sum to 20, not 0")
    other = attrs.evolve(ss.DRIVER, sheet_word="points")
    assert other.sheet_problems([1, 0, 0, 0])[0][1] == "the points [1, 0, 0, 0] sum to 1, not 0"


class _Bookless(BooklessDriver[Any, Any, Any]):
    """Schafkopf's sessions without the pot (a game that keeps no book of its own)."""

    def outcome(self, session: Any, plan: Any, state: Any) -> sessions.Outcome[None]:
        del plan
        return sessions.Outcome(trickgames.schafkopf.score(state).payouts, True, False,
                                session.book)


def test_a_game_without_bookkeeping_has_the_defaults() -> None:
    """A BooklessDriver keeps no book (None), deals the context of a record without one,
    finds nothing wrong with a deal's context or the session's end, and keeps its book when
    it takes a deal as written."""
    driver = _Bookless(name="schafkopf", title="Schafkopf", table_sizes=(4,),
                       default_deals=None, has_compulsory_solos=False,
                       records=SCHAFKOPF_RECORDS, state_type=SchafkopfState,
                       deal=trickgames.schafkopf.deal, sheet_word="payouts")
    session = attrs.evolve(played(trickgames.GAMES["schafkopf"], 2), book=None)
    plan = sessions.next_deal(session)
    assert driver.initial_book(SessionConfig(8), 4) is None and session.book is None
    assert driver.context(session, plan.seating, plan.deals_left) == (
        driver.records.context_from_json(None))
    assert driver.context_issues(session, plan, {"forced_solo": 1}, "$.deals[2].context") == []
    assert driver.resync(session, plan.seating, {"compulsory_solo": [True] * 4}) is None
    assert driver.end_issues(session) == []


def test_a_driver_states_what_a_finished_deal_means() -> None:
    """The outcome of a deal is the game's own: a driver without one cannot be made."""

    class NoOutcome(BooklessDriver[Any, Any, Any]):
        pass

    with pytest.raises(TypeError):
        NoOutcome(name="x", title="X", table_sizes=(4,), default_deals=None,  # type: ignore[abstract]
                  has_compulsory_solos=False, records=SCHAFKOPF_RECORDS,
                  state_type=SchafkopfState,
                  deal=lambda *a, **k: None, sheet_word="points")


def test_a_driver_is_its_own_identity() -> None:
    """Drivers compare and hash by identity (a session holds its driver)."""
    copy = attrs.evolve(ss.DRIVER)
    assert copy is not ss.DRIVER and copy != ss.DRIVER and hash(ss.DRIVER) == hash(ss.DRIVER)
    assert "records" not in repr(ss.DRIVER)



@pytest.mark.parametrize("entry", ENTRIES)
def test_a_copied_or_unpickled_session_equals_the_original(entry: GameEntry) -> None:
    """docs/sessions.md "API": sessions are values; a copy (copy, deepcopy, pickle) has the
    game's one driver and equals the session it was made from."""
    import copy
    import pickle

    session = sessions.start(entry.sessions, next(iter(entry.engine.PRESETS.values())), 4,
                             deals=4)
    for copied in (copy.copy(session), copy.deepcopy(session),
                   pickle.loads(pickle.dumps(session))):
        assert copied.driver is entry.sessions
        assert copied == session
