"""The computer-player loop (docs/bots.md "The loop")."""

from __future__ import annotations

from typing import Any

from trickgames import doppelkopf as dk
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
