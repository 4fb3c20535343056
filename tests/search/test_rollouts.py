"""Rollouts (docs/search.md "Rollouts"): every playout is a legal end of the deal in the
engine, and its card points are the engine's."""

from __future__ import annotations

from typing import Any

import pytest

from trickgames import Rng
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames.search._compact import won_points
from trickgames.search.rollouts import Rollouts

from .test_compact import RULES
from .test_solver import endings


@pytest.mark.parametrize(("game", "rules"), RULES, ids=lambda v: getattr(
    v, "__name__", str(v)).rsplit(".", 1)[-1])
@pytest.mark.parametrize("policy", ["random", "greedy"])
def test_playouts_are_legal_and_count_the_engines_points(game: Any, rules: Any,
                                                         policy: str) -> None:
    """docs/search.md "Rollouts": replayed with the engine's checking apply, a playout from
    any moment of the card play ends the deal, and the card points it gives each side are
    those of the engine's tricks."""
    rng = Rng(4)
    for cards in (8, 5, 2):
        for state in endings(game, rules, min(cards, state_size(game, rules)), 2, seed=cards):
            rollouts = Rollouts(state)
            for side in (0b0101, 0b0011, 0b1000):
                seed = int(rng.random() * 1000)
                plays = rollouts.plays(Rng(seed), policy)
                final = state
                for play in plays:
                    final = game.apply(final, play)
                assert final.is_over
                before = won_points(state, side)
                assert rollouts.points(Rng(seed), side, policy) == won_points(final, side) - before


def state_size(game: Any, rules: Any) -> int:
    """The cards per hand of the rules."""
    return int(game.deal(rules, seed=0).deal.rules.cards_per_hand)


def test_unknown_policy() -> None:
    """docs/search.md "Errors": an unknown policy is an error with its code."""
    state = endings(dk, "ddv", 3, 1)[0]
    with pytest.raises(ValueError, match="unknown policy") as caught:
        Rollouts(state).run(Rng(1), "clever")
    assert caught.value.code == "invalid_policy"
    with pytest.raises(ValueError, match="no card is played yet") as caught:
        Rollouts(sk.deal("standard", seed=1))
    assert caught.value.code == "not_play_phase"
