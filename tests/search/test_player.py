"""The search player (docs/search.md "The search player")."""

from __future__ import annotations

import pytest

from trickgames import Rng
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames.bots import play_deal
from trickgames.bots.doppelkopf import HeuristicPlayer
from trickgames.search import sample_worlds, solve
from trickgames.search.player import SearchPlayer, Settings, action_values

from .test_solver import endings

FAST = Settings(worlds=3, score_tricks=1, solve_tricks=2, rollouts=1)


def test_plays_whole_deals_of_both_games_reproducibly() -> None:
    """docs/search.md "The search player": it plays legal actions to the end of a deal of
    either game (the loop applies them with the checking apply), the same for the same
    seed."""
    for game, preset in ((dk, "ddv"), (sk, "wirtshaus")):
        finals = []
        for _ in range(2):
            players = [SearchPlayer(seed=s, settings=FAST) for s in range(4)]
            finals.append(play_deal(game, game.deal(preset, seed=5), players))
        assert finals[0].is_over and finals[0].actions == finals[1].actions


def test_values_are_means_over_the_worlds() -> None:
    """docs/search.md "The search player": a card's value is the mean of its values in the
    worlds, each exact when few tricks are left; the player plays a card of the best mean."""
    state = endings(dk, "ddv", 2, 1, seed=3)[0]
    view = dk.view(state, state.turn)
    worlds = sample_worlds(view, 4, Rng(1))
    settings = Settings(worlds=4, score_tricks=0, solve_tricks=2)
    values = action_values(view, worlds, Rng(1), settings)
    for play, value in values.items():
        assert value == sum(solve(w, seat=view.seat).value_of(play) for w in worlds) / 4
    choice = SearchPlayer(seed=1, settings=settings).choose(view)
    assert choice in view.legal_actions


def test_leaves_the_rest_to_the_rule_of_thumb_player() -> None:
    """docs/search.md "The search player": reservations, bidding, announcements are the
    rule-of-thumb player's choices."""
    state = dk.deal("ddv", seed=9)
    view = dk.view(state, state.turn)
    assert SearchPlayer().choose(view) == HeuristicPlayer().choose(view)
    assert SearchPlayer().interject(view) == HeuristicPlayer().interject(view)


def test_refused_input() -> None:
    """docs/search.md "Errors": settings below their minimum and worlds of another deal are
    errors with their codes."""
    with pytest.raises(ValueError, match="at least 1") as caught:
        Settings(worlds=0)
    assert caught.value.code == "invalid_count"
    state = endings(sk, "standard", 3, 2)
    view = sk.view(state[0], state[0].turn)
    with pytest.raises(ValueError, match="not of this deal") as caught:
        action_values(view, [state[1]], Rng(1), FAST)
    assert caught.value.code == "view_of_another_deal"
