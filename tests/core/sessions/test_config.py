"""Tests of trickgames._core.sessions.config: a session's configuration and seats, who sits
where and who deals next (records.md "Session records"; doppelkopf.md "Sessions")."""

from __future__ import annotations

import pytest

from trickgames._core import sessions
from trickgames._core.sessions import (
    Seating,
    SessionConfig,
    SessionError,
    next_dealer,
    player_scores,
    seating,
)

# -- seats and rotation ------------------------------------------------------------------------


def test_four_players_sit_at_their_own_seats() -> None:
    """With four players seats is [0, 1, 2, 3] and the deal's dealer is the dealing player's
    seat (records.md Session records)."""
    for dealer in range(4):
        assert seating(4, dealer) == Seating(dealer, (0, 1, 2, 3), dealer, None)
    assert seating(4, 2).forehand == 3


def test_at_five_players_the_dealer_sits_out() -> None:
    """With five players the dealer sits out: the seats list the four others clockwise from
    forehand and the deal's dealer is seat 3 (records.md Session records)."""
    assert seating(5, 0) == Seating(0, (1, 2, 3, 4), 3, 0)
    assert seating(5, 3) == Seating(3, (4, 0, 1, 2), 3, 3)
    assert seating(5, 3).forehand == 4 and seating(5, 3).seat_of(3) is None
    with pytest.raises(SessionError):
        seating(6, 0)


def test_the_next_dealer_is_the_next_player_clockwise_or_the_same() -> None:
    """Who deals next: the next player clockwise, or the same one again when the game says so
    (records.md Session records)."""
    assert [next_dealer(4, d) for d in range(4)] == [1, 2, 3, 0]
    assert [next_dealer(5, d) for d in range(5)] == [1, 2, 3, 4, 0]
    assert next_dealer(5, 4, same=True) == 4


def test_scores_per_player_give_the_sitting_out_dealer_zero() -> None:
    """The sitting-out dealer scores 0 for the deal (doppelkopf.md Sessions)."""
    assert player_scores(4, (0, 1, 2, 3), (3, -3, -3, 3)) == (3, -3, -3, 3)
    assert player_scores(5, (1, 2, 3, 4), (9, -3, -3, -3)) == (0, 9, -3, -3, -3)


# -- the configuration -------------------------------------------------------------------------


def test_the_session_configuration() -> None:
    """``session`` holds the number of deals (null: open-ended) and whether compulsory solos
    are played; ``_`` keys are kept (records.md Session records)."""
    config = SessionConfig.from_json({"deals": None, "_note": 1})
    assert (config.deals, config.compulsory_solos) == (None, False)
    assert config.to_json() == {"deals": None, "compulsory_solos": False, "_note": 1}
    assert config.to_json(with_solos=False) == {"deals": None, "_note": 1}
    for bad in ({"deals": 0}, {"deals": True}, {"deals": 2.5}, {"compulsory_solos": 1},
                {"deals": sessions.MAX_DEALS + 1}):
        with pytest.raises(SessionError) as info:
            SessionConfig(**bad)
        assert info.value.code == "invalid_session"
