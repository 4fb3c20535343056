"""Tests of trickgames._core.sessions.play: starting a session, dealing its next deal and
booking each finished deal (records.md "Session records"; docs/sessions.md "API")."""

from __future__ import annotations

from typing import Any

import pytest

import trickgames
from tests.core.sessions import (
    ENTRIES,
    GROWTH,
    first_preset,
    growth,
    passed_deals,
    play_out,
    played,
)
from trickgames._core import sessions
from trickgames._core.errors import RulesError
from trickgames._core.registry import GameEntry
from trickgames._core.sessions import SessionError

# -- starting a session ------------------------------------------------------------------------


def test_start_refuses_unknown_games_and_odd_players() -> None:
    """Sessions exist for the games of the registry; players are a count or names
    (records.md Session records)."""
    with pytest.raises(trickgames.ArgumentError) as info:
        trickgames.GAMES["skat"]
    assert info.value.code == "unknown_game"
    driver = trickgames.GAMES["doppelkopf"].sessions
    with pytest.raises(SessionError):
        sessions.start(driver, "ddv", "ABCD")
    with pytest.raises(SessionError):
        sessions.start(driver, "ddv", True)
    s = sessions.start(driver, "ddv", ["N", "E", "S", "W"], deals=None)
    assert s.players == ("N", "E", "S", "W") and s.totals == (0, 0, 0, 0)
    assert s.deals_left is None and not sessions.is_over(s)


@pytest.mark.parametrize("entry", ENTRIES)
@pytest.mark.parametrize("players", [3, 6, 0, -4, True, "ABCD", ["A", "B", 3, "D"],
                                     ["A", "B", "C"]])
def test_start_refuses_a_table_the_game_is_not_played_at(entry: GameEntry,
                                                        players: Any) -> None:
    """records.md "Session records": players are a count or the names of a table size the
    game allows; anything else is a SessionError (invalid_session)."""
    with pytest.raises(SessionError) as info:
        sessions.start(entry.sessions, first_preset(entry), players)
    assert info.value.code == "invalid_session"


@pytest.mark.parametrize("entry", ENTRIES)
@pytest.mark.parametrize("first_dealer", [True, -1, 4, 1.0, None])
def test_start_refuses_a_first_dealer_who_is_not_a_player(entry: GameEntry,
                                                         first_dealer: Any) -> None:
    """records.md "Session records": first_dealer is a player 0..players-1 (not a bool): any
    other value is a SessionError (invalid_session)."""
    with pytest.raises(SessionError) as info:
        sessions.start(entry.sessions, first_preset(entry), first_dealer=first_dealer)
    assert info.value.code == "invalid_session"


@pytest.mark.parametrize("entry", ENTRIES)
def test_start_names_the_players_and_resolves_the_rules(entry: GameEntry) -> None:
    """docs/sessions.md "API": a count of players names them A, B, ...; the rules are a
    preset name, a rules object or a record's rules value, kept in the record's form."""
    preset = first_preset(entry)
    rules = entry.engine.PRESETS[preset]
    session = sessions.start(entry.sessions, preset, first_dealer=2, meta={"table": 7})
    assert session.players == ("A", "B", "C", "D") and session.rules is rules
    assert (session.first_dealer, session.dealer, session.meta) == (2, 2, {"table": 7})
    assert session.rules_form == preset
    assert sessions.start(entry.sessions, rules).rules is rules
    assert sessions.start(entry.sessions, {"preset": preset}).rules == rules
    with pytest.raises(RulesError):
        sessions.start(entry.sessions, "no-such-preset")


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_next_deal_is_dealt_by_the_dealer_with_the_sessions_rules(
        entry: GameEntry) -> None:
    """docs/sessions.md "API": deal gives the session's next deal, random from a seed or
    from given hands, with the session's rules and the dealer's seat."""
    session = played(entry, 1)
    plan = sessions.next_deal(session)
    state = sessions.deal(session, seed=4)
    assert state.deal.rules == session.rules and state.deal.dealer == plan.dealer_seat
    assert state.deal.context == plan.context and state.actions == ()
    again = sessions.deal(session, hands=state.deal.hands)
    assert again.deal.hands == state.deal.hands
    assert sessions.deal(session, seed=4) == state


@pytest.mark.parametrize("entry", ENTRIES)
def test_finishing_a_deal_books_it_and_passes_the_deal_on(entry: GameEntry) -> None:
    """records.md "Session records": a finished deal is booked with its scores per player,
    the running totals and the next dealer clockwise."""
    session = played(entry, 0, first_dealer=3)
    state = play_out(entry, sessions.deal(session, seed=5), 5)
    after = sessions.finish_deal(session, state)
    assert after.dealer == 0 and len(after.deals) == 1
    scores = entry.sessions.outcome(session, sessions.next_deal(session), state).scores
    assert after.standings == (tuple(scores),) and after.counted == 1
    assert after.deals[0].record == entry.sessions.to_record(session, state)


@pytest.mark.parametrize("entry", ENTRIES)
def test_finish_deal_takes_only_the_next_deal_played_to_its_end(entry: GameEntry) -> None:
    """docs/sessions.md "API": finish_deal refuses a deal that is not over (deal_not_over)
    and a deal that is not the session's next one (not_this_deal: other rules or dealer)."""
    session = played(entry, 1)
    state = sessions.deal(session, seed=6)
    with pytest.raises(SessionError) as info:
        sessions.finish_deal(session, state)
    assert info.value.code == "deal_not_over"
    engine = entry.engine
    other_rules = list(engine.PRESETS)[1]
    others = [engine.deal(other_rules, seed=6, dealer=sessions.next_deal(session).dealer_seat),
              engine.deal(session.rules, seed=6, dealer=(session.dealer + 2) % 4)]
    for other in others:
        with pytest.raises(SessionError) as info:
            sessions.finish_deal(session, play_out(entry, other, 6))
        assert info.value.code == "not_this_deal"


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_session_is_over_after_its_deals(entry: GameEntry) -> None:
    """docs/sessions.md "API": a session with a number of deals is over once they are
    played; then next_deal, deal and finish_deal refuse (session_over)."""
    session = played(entry, 2, deals=2)
    assert sessions.is_over(session) and session.deals_left == 0
    for attempt in (lambda: sessions.next_deal(session), lambda: sessions.deal(session, seed=1)):
        with pytest.raises(SessionError) as info:
            attempt()
        assert info.value.code == "session_over"
    with pytest.raises(SessionError) as info:
        sessions.finish_deal(session, play_out(entry, entry.engine.deal(session.rules,
                                                                         seed=1)))
    assert info.value.code == "session_over"
    assert not sessions.is_over(played(entry, 3, deals=None))


# -- long sessions -----------------------------------------------------------------------------


def test_playing_a_long_session_keeps_memory_linear_in_its_deals() -> None:
    """docs/sessions.md "API": a session is an immutable value, and finishing a deal gives a
    new one that shares the deals and standings of the session before it instead of copying
    them. Keeping every session of an evening of 4 times as many deals keeps about 4 times
    the memory, where copying keeps up to 16 times."""
    entry = trickgames.GAMES["schafkopf"]
    states = passed_deals()

    def play(count: int) -> object:
        session = sessions.start(entry.sessions, "standard", deals=None)
        kept = []
        for number in range(count):
            session = sessions.finish_deal(session, states[number % 4])
            kept.append(session)
        assert len(session.deals) == len(session.standings) == count
        return kept

    assert growth(play, 250) < 2 * GROWTH
