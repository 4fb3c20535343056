"""The OpenSpiel games (trickgames.rl.openspiel_games; docs/learning.md "OpenSpiel")."""

from __future__ import annotations

import pickle
import random
from typing import Any

import numpy as np
import pyspiel
import pytest

from tests.rl._play import GAMES, PRESETS, WITH_OPTIONS, every_moment, swapped_worlds
from trickgames import ArgumentError, RulesError, rl
from trickgames.rl._position import parameter_text
from trickgames.rl._registry import spec
from trickgames.rl.openspiel_games import seed_resampling

#: Every preset of both games, and rules objects with options, for the random simulations.
_SIMULATED = [*PRESETS, *WITH_OPTIONS]
_IDS = [f"{g}-{r if isinstance(r, str) else 'options'}" for g, r in _SIMULATED]


@pytest.mark.parametrize(("game", "rules"), _SIMULATED, ids=_IDS)
def test_openspiels_random_sim_test_passes_with_serialization(game: str, rules: Any) -> None:
    """docs/learning.md "OpenSpiel": under every preset and under rules with options,
    pyspiel's ``random_sim_test`` passes, serializing and
    deserializing the states on the way (clones, legal actions and masks, chance outcomes,
    utility bounds, the game's length, the observations of every seat)."""
    pyspiel.random_sim_test(rl.openspiel_game(game, rules), num_sims=2, serialize=True,
                            verbose=False)


def test_the_rules_are_the_games_parameters() -> None:
    """docs/learning.md "OpenSpiel" (parameters): a preset name or a rules object, written
    without commas; the game string loads the same game; any rules object round-trips."""
    rl.register_openspiel_games()
    game = pyspiel.load_game("trickgames_doppelkopf",
                             {"rules": '{"preset": "ddv", "solos": ["solo-clubs", "solo-aces"]}'})
    params = game.get_parameters()
    assert params["rules"] == '{"preset":"ddv";"solos":["solo-clubs";"solo-aces"]}'
    assert params["dealer"] == -1
    assert str(pyspiel.load_game(str(game))) == str(game)
    assert [r.value for r in game.setup.rules.solos] == ["solo-clubs", "solo-aces"]
    default = pyspiel.load_game("trickgames_schafkopf")
    assert default.get_parameters()["rules"] == "standard"
    assert parameter_text("sauspiel") == "sauspiel"
    fixed = rl.openspiel_game("schafkopf", "short", dealer=3, context={"stock": 0})
    assert fixed.get_parameters() == {"rules": "short", "dealer": 3, "context": '{"stock":0}'}
    state = fixed.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == 24


def test_invalid_parameters_are_refused() -> None:
    """docs/api.md "Errors": invalid rules, a dealer that is no seat, a context that is not
    JSON are refused when the game is loaded, each with its code."""
    with pytest.raises(RulesError):
        rl.openspiel_game("doppelkopf", {"preset": "ddv", "nines": 3})
    rl.register_openspiel_games()
    for params in ({"dealer": 7}, {"context": "{oops"}):
        with pytest.raises(ArgumentError) as caught:
            pyspiel.load_game("trickgames_schafkopf", params)
        assert caught.value.code == "invalid_game_parameter"


@pytest.mark.parametrize("game", GAMES)
def test_the_chance_nodes_deal_card_by_card(game: str) -> None:
    """docs/learning.md "OpenSpiel" (the deal): the dealer drawn, then forehand's cards one by
    one, then the next seat's and the third's, each card with the chance of its remaining
    copies; the dealer holds the rest, and the engine plays that deal to its score."""
    g = rl.openspiel_game(game)
    state = g.new_initial_state()
    assert state.chance_outcomes() == [(s, 0.25) for s in range(4)]
    state.apply_action(1)
    rng = random.Random(5)
    deck = spec(game).deck(g.setup.rules)
    dealt = []
    while state.is_chance_node():
        outcomes = state.chance_outcomes()
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
        card = rng.choice([c for c, _ in outcomes])
        assert state.action_to_string(pyspiel.PlayerId.CHANCE, card).startswith(
            f"p{(2 + len(dealt) // g.setup.per_hand) & 3} is dealt")
        state.apply_action(card)
        dealt.append(card)
    assert len(dealt) == 3 * len(deck) // 4
    engine_state = state.position.table.state
    assert sorted(int(c) for c in engine_state.hand(2)) == sorted(dealt[:len(deck) // 4])
    assert engine_state.dealer == 1
    while not state.is_terminal():
        state.apply_action(rng.choice(state.legal_actions()))
    final = state.position.table.state
    assert state.returns() == [float(x) for x in spec(game).returns(final)]


@pytest.mark.parametrize("game", GAMES)
def test_states_pickle_and_clone(game: str) -> None:
    """docs/learning.md "OpenSpiel": a state pickles (its game's parameters and its actions,
    replayed) and clones to an equal state."""
    g = rl.openspiel_game(game)
    state = g.new_initial_state()
    rng = random.Random(2)
    for _ in range(60):
        if state.is_chance_node():
            state.apply_action(rng.choice([c for c, _ in state.chance_outcomes()]))
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    again = pickle.loads(pickle.dumps(state))
    assert str(again) == str(state) and again.history() == state.history()
    clone = state.clone()
    assert str(clone) == str(state) and clone.position is state.position


def _replayed(game: Any, deal: Any, decisions: list[int]) -> Any:
    """The OpenSpiel state of ``deal`` after ``decisions`` (its chance outcomes: the dealer,
    then the hands card by card)."""
    state = game.new_initial_state()
    state.apply_action(deal.dealer)
    hands = [sorted(int(c) for c in hand) for hand in deal.deal.hands]
    for i in range(3 * game.setup.per_hand):
        state.apply_action(hands[(deal.dealer + 1 + i // game.setup.per_hand) & 3].pop(0))
    for index in decisions:
        state.apply_action(index)
    return state


@pytest.mark.parametrize(("game", "rules"), _SIMULATED, ids=_IDS)
def test_observations_never_show_hidden_cards(game: str, rules: Any) -> None:
    """docs/frontend.md "What is hidden" and docs/learning.md "OpenSpiel": when a seat is
    asked to decide, in every phase and off turn, its observation and information state, as
    tensors and strings, and its legal actions are the same in two deals that differ only in
    cards it has not seen (two of them swapped between other seats' hands)."""
    g = rl.openspiel_game(game, rules)
    for first, other, decisions, seat in swapped_worlds(game, rules, every_moment(game, rules),
                                                        seed=3):
        a, b = _replayed(g, first, decisions), _replayed(g, other, decisions)
        assert a.current_player() == b.current_player() == seat
        assert str(a) != str(b)
        assert np.array_equal(a.observation_tensor(seat), b.observation_tensor(seat))
        assert np.array_equal(a.information_state_tensor(seat),
                              b.information_state_tensor(seat))
        assert a.observation_string(seat) == b.observation_string(seat)
        assert a.information_state_string(seat) == b.information_state_string(seat)
        assert a.legal_actions() == b.legal_actions()


def test_the_information_state_holds_the_public_record() -> None:
    """docs/learning.md "OpenSpiel" (observations): the information-state tensor adds one row
    per action of the record as the seat sees it: the actor from the viewer and the key."""
    g = rl.openspiel_game("schafkopf", "standard", dealer=0)
    state = g.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    state.apply_action(rl.action_names("schafkopf").index("pass"))  # p1 pass
    observer = g.make_py_observer(pyspiel.IIGObservationType(perfect_recall=True))
    observer.set_from(state, 3)
    history = observer.dict["history"]
    keys = spec("schafkopf").history_keys
    assert history[0, (1 - 3) & 3] == 1 and history[0, 4 + keys.index("pass")] == 1
    assert history[1:].sum() == 0
    assert "history: p1 pass" in state.information_state_string(3)
    with pytest.raises(ArgumentError) as caught:
        g.make_py_observer(pyspiel.IIGObservationType(
            perfect_recall=False, public_info=True,
            private_info=pyspiel.PrivateInfoType.ALL_PLAYERS))
    assert caught.value.code == "observation_type_unsupported"


def test_seeded_resampling_repeats() -> None:
    """docs/learning.md "Search": after ``seed_resampling(s)`` the resampled deals repeat;
    ``seed_resampling(None)`` draws from OpenSpiel's sampler again."""
    g = rl.openspiel_game("schafkopf")
    state = g.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    drawn = []
    try:
        for _ in range(2):
            seed_resampling(5)
            drawn.append([str(state.resample_from_infostate(1, None)) for _ in range(3)])
    finally:
        seed_resampling(None)
    assert drawn[0] == drawn[1] and len(set(drawn[0])) > 1
