"""Schafkopf computer players (docs/bots.md "Writing a bot")."""

from __future__ import annotations

import pytest

from trickgames import schafkopf as sk
from trickgames._core.rng import derive_seed
from trickgames.bots import play_deal
from trickgames.bots.schafkopf import HeuristicPlayer, RandomPlayer

PRESETS = list(sk.PRESETS)


@pytest.mark.parametrize("preset", PRESETS)
def test_heuristic_beats_random_over_a_fixed_seed(preset: str) -> None:
    """docs/bots.md "How much better than random": the rule-of-thumb player clearly beats the
    random player (fixed seed): more than two Sauspiel bases (20 cents) per seat and deal."""
    deals = 120
    heuristic = random_side = 0
    for k in range(deals):
        seats = (0, 2) if k % 2 == 0 else (1, 3)
        players = [HeuristicPlayer() if s in seats else RandomPlayer(derive_seed(77, 4 * k + s))
                   for s in range(4)]
        final = play_deal(sk, sk.deal(preset, seed=derive_seed(7, k), dealer=k & 3), players)
        payouts = sk.score(final).payouts
        heuristic += sum(payouts[s] for s in seats)
        random_side += sum(payouts[s] for s in range(4) if s not in seats)
    assert heuristic == -random_side
    assert heuristic / (2 * deals) > 20  # cents per seat and deal


def test_random_players_play_every_deal_to_the_end() -> None:
    """docs/bots.md "The loop": four random players (seeing only their views) finish every deal
    through the checking apply, and the payouts sum to zero."""
    for seed in range(30):
        final = play_deal(sk, sk.deal("sauspiel", seed=seed),
                          [RandomPlayer(seed * 4 + s) for s in range(4)])
        assert final.is_over and sum(sk.score(final).payouts) == 0


def test_heuristic_calls_a_short_suit() -> None:
    """docs/bots.md "The rule-of-thumb player" (calls a short suit): with a Sauspiel hand the
    rule-of-thumb declarer calls the suit it holds fewest cards of (one Gras card against two
    Eichel)."""
    hands = ("EO GO SU HA HK E9 E8 G9", "EA EZ EK E7 GZ GK G8 G7", "HO SO EU GU HU HZ H9 S7",
             "GA SA SZ SK S9 S8 H8 H7")
    state = sk.deal("standard", dealer=3, hands=[hand.split() for hand in hands])
    for line in ["p0 bid", "p1 pass", "p2 pass", "p3 pass"]:
        state = sk.apply(state, line)
    action = HeuristicPlayer().choose(sk.view(state, 0))
    assert str(action) == "p0 declare sauspiel-gras"
