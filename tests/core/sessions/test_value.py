"""Tests of trickgames._core.sessions.value: the session value, a deal of a session and the
plan of its next deal, the same for every game (records.md "Session records";
docs/sessions.md "API")."""

from __future__ import annotations

import attrs
import pytest

import trickgames
from tests.core.sessions import ENTRIES, SESSIONS, first_preset, play_out, played
from trickgames._core import sessions
from trickgames._core.frozen import FrozenDict
from trickgames._core.records import Record
from trickgames._core.registry import GameEntry
from trickgames._core.sessions import Seating, Session, SessionDeal
from trickgames._core.sessions.value import HEADER


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_new_session_has_its_games_driver_and_nothing_played(entry: GameEntry) -> None:
    """docs/sessions.md "API": a started session carries its game's driver, its players
    and configuration, no deals, zero totals and every deal still to play."""
    session = played(entry, 0, deals=4, players=["N", "E", "S", "W"])
    assert isinstance(session, Session)
    assert session.driver is entry.sessions and session.game == entry.name
    assert session.table == 4 and session.players == ("N", "E", "S", "W")
    assert [session.name(p) for p in range(4)] == ["N", "E", "S", "W"]
    assert session.totals == (0, 0, 0, 0) and session.deals == () and session.standings == ()
    assert session.deals_left == 4 and session.counted == 0
    assert "driver" not in repr(session)


@pytest.mark.parametrize("entry", ENTRIES)
def test_totals_are_the_last_standings_and_sum_to_zero(entry: GameEntry) -> None:
    """records.md "Session records": the standings are each player's running total after
    every deal; the totals are the last row and sum to zero."""
    session = played(entry, 3)
    assert len(session.deals) == len(session.standings) == 3
    assert session.totals == session.standings[-1] and sum(session.totals) == 0
    assert all(sum(row) == 0 for row in session.standings)
    assert session.deals_left == 4 - session.counted


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_session_is_a_value_that_finishing_a_deal_does_not_change(entry: GameEntry) -> None:
    """docs/sessions.md "API": a session is an immutable value; booking a deal gives a new
    session and leaves the old one as it was."""
    before = played(entry, 1)
    kept = attrs.evolve(before)
    state = play_out(entry, sessions.deal(before, seed=9), 9)
    after = sessions.finish_deal(before, state)
    assert before == kept and len(before.deals) == 1 and len(after.deals) == 2
    assert after.standings[:1] == before.standings
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        before.dealer = 3


@pytest.mark.parametrize("entry", ENTRIES)
def test_an_open_ended_session_has_no_deals_left(entry: GameEntry) -> None:
    """docs/sessions.md "Games of 8 deals, open-ended sessions, void deals": an open-ended
    session (deals None) never counts down."""
    session = played(entry, 2, deals=None)
    assert session.config.deals is None and session.deals_left is None


def test_deals_left_never_goes_below_zero() -> None:
    """docs/sessions.md "API": deals_left counts the counted deals still to play, and is 0
    (never negative) once the deals are played."""
    session = sessions.from_record(SESSIONS[0], trickgames.GAMES["doppelkopf"].sessions)
    assert session.deals_left == 0
    assert attrs.evolve(session, counted=session.counted + 5).deals_left == 0


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_next_deal_tells_its_seating(entry: GameEntry) -> None:
    """records.md "Session records": the next deal's dealer, dealer seat, seats and the
    player who sits out are those of its seating."""
    plan = sessions.next_deal(played(entry, 1))
    assert plan.number == 1
    assert isinstance(plan.seating, Seating)
    assert (plan.dealer, plan.dealer_seat, plan.seats, plan.sitting_out) == (
        plan.seating.dealer, plan.seating.dealer_seat, plan.seating.seats,
        plan.seating.sitting_out)


def test_a_five_player_plan_names_who_sits_out() -> None:
    """records.md "Session records": at a five-player table the dealer sits out and the
    deal's dealer is seat 3."""
    entry = trickgames.GAMES["doppelkopf"]
    plan = sessions.next_deal(sessions.start(entry.sessions, "ddv", 5, deals=5,
                                             first_dealer=2))
    assert (plan.dealer, plan.dealer_seat, plan.sitting_out) == (2, 3, 2)
    assert plan.seats == (3, 4, 0, 1)


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_deal_of_a_session_leaves_out_what_the_session_gives(entry: GameEntry) -> None:
    """records.md "Session records": a deal object leaves out format, game and rules unless
    it spells them out itself, and adds its seats."""
    assert HEADER == ("format", "game", "rules")
    deal = played(entry, 1).deals[0]
    assert isinstance(deal, SessionDeal) and isinstance(deal.record, Record)
    value = deal.to_json()
    assert not set(HEADER) & set(value) and value["seats"] == [0, 1, 2, 3]
    assert {k: v for k, v in value.items() if k != "seats"} == {
        k: v for k, v in deal.record.to_json().items() if k not in HEADER}
    spelled = attrs.evolve(deal, header=("game",)).to_json()
    assert spelled["game"] == entry.name and "format" not in spelled and "rules" not in spelled


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_session_holds_only_immutable_values_and_is_hashable(entry: GameEntry) -> None:
    """docs/sessions.md "API": a session is an immutable value. Its meta is a frozen copy of
    the caller's (changing the caller's dict changes nothing), its deals and standings are
    immutable sequences equal to tuples; a session and its record are hashable."""
    meta = {"event": {"tables": [1, 2]}}
    session = sessions.start(entry.sessions, first_preset(entry), ["N", "E", "S", "W"],
                             meta=meta)
    meta["event"]["tables"].append(3)
    meta["new"] = 1
    assert session.meta == {"event": {"tables": (1, 2)}}
    assert isinstance(session.meta, FrozenDict) and isinstance(session.extensions, FrozenDict)
    assert isinstance(session.config.extensions, FrozenDict)
    assert isinstance(session.players, tuple)
    assert hash(session) == hash(attrs.evolve(session))
    assert {session: 1}[attrs.evolve(session, players=["N", "E", "S", "W"])] == 1
    record = sessions.to_record(session)
    assert hash(record) == hash(sessions.to_record(attrs.evolve(session)))
    assert sessions.to_record(session).to_json()["meta"] == {"event": {"tables": [1, 2]}}
    with pytest.raises(TypeError):
        session.meta["new"] = 2  # type: ignore[index]
    played_session = played(entry, 2)
    assert type(played_session.deals) is not tuple
    assert played_session.deals == tuple(played_session.deals)
    assert attrs.evolve(played_session, deals=tuple(played_session.deals)) == played_session
