"""The computer-player loop (docs/bots.md "The loop")."""

from __future__ import annotations

from typing import Any

import pytest

from trickgames import doppelkopf as dk
from trickgames._games import GAMES
from trickgames.bots import play_deal
from trickgames.bots.doppelkopf import RandomPlayer


class _Spy:
    """A player that records what it was shown."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomPlayer(seed)
        self.seen: list[Any] = []

    def choose(self, view: Any) -> Any:
        self.seen.append(view)
        return self.inner.choose(view)

    def interject(self, view: Any) -> Any:
        self.seen.append(view)
        return self.inner.interject(view)


def test_players_see_only_their_views() -> None:
    """docs/bots.md "The Player protocol": bots see only a player's view, never the state."""
    spies = [_Spy(s) for s in range(4)]
    final = play_deal(dk, dk.deal("pagat", seed=8), spies)
    assert final.is_over
    for seat, spy in enumerate(spies):
        assert spy.seen
        assert all(isinstance(v, dk.PlayerView) and v.seat == seat for v in spy.seen)


def test_the_loop_plays_to_the_end_and_scores_zero_sum() -> None:
    """docs/bots.md "The loop": a deal played by bots ends, and its scores sum to zero."""
    for seed in range(10):
        final = play_deal(dk, dk.deal("ddv", seed=seed), [RandomPlayer(seed * 4 + s)
                                                         for s in range(4)])
        assert sum(dk.score(final).scores) == 0


@pytest.mark.parametrize("game", list(GAMES))
def test_the_rule_of_thumb_player_says_why(game: str) -> None:
    """docs/bots.md "The rule-of-thumb player" (explain): what it explains is what it plays,
    on turn and off turn, and every reason has an English and a German sentence."""
    entry = GAMES[game]
    engine = entry.engine
    player = entry.bots.heuristic()
    reasons = player.reasons
    assert all(english and german for english, german in reasons.values())
    for seed in range(8):
        state = engine.deal(next(iter(engine.PRESETS)), seed=seed)
        while not state.is_over:
            view = engine.view(state, state.turn)
            action, why = player.explain(view)
            assert action == player.choose(view) and why in reasons
            for seat in range(4):
                if seat != state.turn and engine.legal_actions(state, seat):
                    other = engine.view(state, seat)
                    said, because = player.explain_interjection(other)
                    assert said == player.interject(other) and because in reasons
            state = engine.apply(state, action)
