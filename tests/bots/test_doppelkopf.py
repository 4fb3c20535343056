"""Doppelkopf computer players (docs/bots.md "Writing a bot")."""

from __future__ import annotations

import pytest

from trickgames import doppelkopf as dk
from trickgames._core.rng import Rng, derive_seed
from trickgames.bots import play_deal
from trickgames.bots.doppelkopf import HeuristicPlayer, RandomPlayer, random_action, random_policy
from trickgames.doppelkopf.reservations import BOTH_CLUB_QUEENS, trump_count


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


def test_random_action_is_always_legal() -> None:
    """docs/bots.md "The random player": the random legal player only ever picks legal
    actions."""
    for seed in range(20):
        rng = Rng(seed)
        state = dk.deal("pagat", seed=seed)
        while not state.is_over:
            action = random_action(rng, dk.legal_actions(state))
            assert action is not None
            assert dk.is_legal(state, action)
            state = dk.apply(state, action)


def test_forced_solo_bot_declares_a_solo() -> None:
    """doppelkopf.md Reservations 1: the forced soloist names a solo."""
    context = dk.Context(compulsory_solo=(False, True, False, False), forced_solo=1)
    state = dk.deal("ddv", seed=3, context=context)
    action = HeuristicPlayer().choose(dk.view(state, 1))
    assert isinstance(action, dk.Declare) and action.reservation.is_solo


def reference_policy(rng: Rng, state: dk.State) -> dk.Action:
    """random_policy as its docstring defines it: random_action over legal_actions, with the
    reserve rate 0.6 for a seat that could declare a marriage or a poverty."""
    actions = dk.legal_actions(state)
    rate = 0.15
    if state.phase is dk.Phase.RESERVATION:
        mask = state.hands[state.turn]
        if mask & BOTH_CLUB_QUEENS == BOTH_CLUB_QUEENS or (
                state.rules.poverty and trump_count(mask) <= 3):
            rate = 0.6
    action = random_action(rng, actions, reserve_rate=rate)
    assert action is not None
    return action


@pytest.mark.parametrize("preset", list(dk.PRESETS))
def test_random_policy_draws_exactly_as_random_action(preset: str) -> None:
    """random_policy's inlined steps (trick play with and without open announcements, the
    reservation round, the declarations) draw as random_action over legal_actions: the same
    action from the same generator and the same number of draws, at every step of every
    phase (poverty and forced solos included)."""
    fast, reference = Rng(9), Rng(9)
    forced = dk.Context(compulsory_solo=(False, True, False, False), forced_solo=1)
    seen = set()
    for seed in range(400):  # enough for a few poverties (a poor hand is rare)
        context = forced if seed % 10 == 0 else None
        state = dk.deal(preset, seed=seed, dealer=seed & 3, context=context)
        while not state.is_over:
            action = random_policy(fast, state)
            assert action == reference_policy(reference, state)
            seen.add((state.phase, type(action).__name__, state.announcing))
            state = dk.apply(state, action)
        assert fast.random() == reference.random()
    phases = {phase for phase, _, _ in seen}
    assert {dk.Phase.RESERVATION, dk.Phase.DECLARATION, dk.Phase.PLAY} <= phases
    assert (dk.Phase.PLAY, "Announce", True) in seen and (dk.Phase.PLAY, "Play", False) in seen
    if dk.Rules.from_json(preset).poverty:
        assert {dk.Phase.POVERTY_GIVE, dk.Phase.POVERTY_ACCEPTANCE} <= phases
