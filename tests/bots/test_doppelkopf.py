"""Doppelkopf computer players (docs/bots.md "Writing a bot")."""

from __future__ import annotations

from trickgames import doppelkopf as dk
from trickgames._core.rng import derive_seed
from trickgames.bots import play_deal
from trickgames.bots.doppelkopf import HeuristicPlayer, RandomPlayer


def test_heuristic_beats_random_over_a_fixed_seed() -> None:
    """docs/bots.md "How much better than random": the rule-of-thumb player clearly beats the
    random player (fixed seed)."""
    deals = 120
    heuristic = random_side = 0
    for k in range(deals):
        seats = (0, 2) if k % 2 == 0 else (1, 3)
        players = [HeuristicPlayer() if s in seats else RandomPlayer(derive_seed(77, 4 * k + s))
                   for s in range(4)]
        final = play_deal(dk, dk.deal("ddv", seed=derive_seed(7, k), dealer=k & 3), players)
        scores = dk.score(final).scores
        heuristic += sum(scores[s] for s in seats)
        random_side += sum(scores[s] for s in range(4) if s not in seats)
    assert heuristic == -random_side
    assert heuristic / (2 * deals) > 0.5  # points per seat and deal


def test_forced_solo_bot_declares_a_solo() -> None:
    """doppelkopf.md Reservations 1: the forced soloist names a solo."""
    context = dk.Context(compulsory_solo=(False, True, False, False), forced_solo=1)
    state = dk.deal("ddv", seed=3, context=context)
    action = HeuristicPlayer().choose(dk.view(state, 1))
    assert isinstance(action, dk.Declare) and action.reservation.is_solo
