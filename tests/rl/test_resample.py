"""Dealing anew what a seat cannot see (trickgames.rl._resample; docs/learning.md "OpenSpiel",
"Search")."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

from trickgames import doppelkopf as dk
from trickgames import rl
from trickgames import schafkopf as sk
from trickgames.rl._registry import spec


def _indistinguishable(state: Any, seat: int, draws: int = 3) -> set[str]:
    """Resample ``state`` for ``seat`` a few times; every draw looks the same to the seat.
    The full states drawn, as strings."""
    seen = set()
    for draw in range(draws):
        other = state.resample_from_infostate(seat, random.Random(draw).random)
        assert other.current_player() == state.current_player()
        assert other.information_state_string(seat) == state.information_state_string(seat)
        assert np.array_equal(other.information_state_tensor(seat),
                              state.information_state_tensor(seat))
        assert np.array_equal(other.observation_tensor(seat), state.observation_tensor(seat))
        assert other.legal_actions() == state.legal_actions()
        assert len(other.history()) == len(other.position.actions)
        seen.add(str(other))
    return seen


@pytest.mark.parametrize(("game", "preset"), [("doppelkopf", "freedoko"),
                                              ("schafkopf", "wirtshaus")])
def test_a_resampled_deal_looks_the_same_to_the_seat(game: str, preset: str) -> None:
    """docs/learning.md "Search": at random moments of random deals, a deal drawn anew for
    the seat asked has the same information state, observation and legal actions for it, and
    a different deal of the hidden cards."""
    g = rl.openspiel_game(game, preset)
    rng = random.Random(4)
    differ = 0
    for _ in range(3):
        state = g.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice([c for c, _ in state.chance_outcomes()]))
                continue
            if rng.random() < 0.1:
                differ += str(state) not in _indistinguishable(state, state.current_player())
            state.apply_action(rng.choice(state.legal_actions()))
    assert differ >= 3


def _state_of(game: str, rules: Any, deal: Any, lines: list[str]) -> Any:
    """The OpenSpiel state of ``deal`` after ``lines``, every seat asked off turn waiting."""
    g = rl.openspiel_game(game, rules, dealer=deal.dealer)
    s = spec(game)
    state = g.new_initial_state()
    hands = [sorted(int(c) for c in hand) for hand in deal.deal.hands]
    for i in range(3 * g.setup.per_hand):
        state.apply_action(hands[(deal.dealer + 1 + i // g.setup.per_hand) & 3].pop(0))
    for line in lines:
        action = s.engine.parse_action(line)
        while state.current_player() != action.seat:
            state.apply_action(s.wait)
        cards = s.multi_cards(action)
        for index in ([s.pick_index[int(c)] for c in cards] if cards
                      else [s.action_index(action)]):
            state.apply_action(index)
    return state


def test_a_poverty_is_resampled_for_its_two_seats_and_the_others() -> None:
    """doppelkopf.md "Poverty": the cards passed face down are as they were for the poor
    player and the acceptor, and drawn anew (among the taker's cards) for the other seats."""
    deal = dk.deal("pagat", seed=6, dealer=0)
    lines = ["p1 healthy", "p2 healthy", "p3 reserve", "p0 healthy", "p3 declare poverty",
             "p3 give CQ CJ DJ", "p0 accept", "p0 return CT SK H9"]
    state = _state_of("doppelkopf", "pagat", deal, lines)
    for play in range(6):  # a trick and a half, each seat asked in turn
        seat = state.current_player()
        _indistinguishable(state, seat)
        state.apply_action(state.legal_actions()[play % len(state.legal_actions())])
    assert len(_indistinguishable(state, 2, draws=4)) > 1


def test_a_hochzeit_is_resampled() -> None:
    """schafkopf-variants.md 9: the Hochzeit's trump and the card given back are passed face
    down; a deal drawn anew keeps what each seat saw of them."""
    rules = {"preset": "sauspiel", "games": ["sauspiel", "hochzeit", "solo", "wenz"]}
    deal = sk.deal(rules, seed=1, dealer=0)
    lines = ["p1 bid", "p2 pass", "p3 pass", "p0 pass", "p1 declare hochzeit", "p2 accept"]
    state = _state_of("schafkopf", rules, deal, lines)
    _indistinguishable(state, 2)
    state.apply_action(spec("schafkopf").index["give EA"])
    for _ in range(8):
        _indistinguishable(state, state.current_player())
        state.apply_action(state.legal_actions()[-1])


def test_while_dealing_the_other_cards_are_drawn_anew() -> None:
    """docs/learning.md "OpenSpiel" (the deal): during the deal a seat knows only its own
    cards so far; a resampled state keeps them and the dealer."""
    g = rl.openspiel_game("schafkopf")
    state = g.new_initial_state()
    state.apply_action(2)
    for _ in range(12):
        state.apply_action(state.chance_outcomes()[0][0])
    other = state.resample_from_infostate(3, random.Random(1).random)
    assert other.information_state_string(3) == state.information_state_string(3)
    assert other.information_state_string(0) != state.information_state_string(0)
