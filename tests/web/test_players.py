"""The computer players of the web game (trickgames.web.players)."""

from __future__ import annotations

from trickgames import doppelkopf as dk
from trickgames.bots import play_deal
from trickgames.bots.doppelkopf import HeuristicPlayer as DoppelkopfHeuristic
from trickgames.bots.schafkopf import HeuristicPlayer as SchafkopfHeuristic
from trickgames.web.players import computer_player


def test_an_empty_seat_gets_the_games_rule_of_thumb_player():
    """players module: each empty seat gets a new rule-of-thumb player of its game."""
    assert isinstance(computer_player("doppelkopf", 1), DoppelkopfHeuristic)
    assert isinstance(computer_player("schafkopf", 3), SchafkopfHeuristic)
    assert computer_player("doppelkopf", 1) is not computer_player("doppelkopf", 1)
    final = play_deal(dk, dk.deal("ddv", seed=2), [computer_player("doppelkopf", s)
                                                   for s in range(4)])
    assert final.is_over
