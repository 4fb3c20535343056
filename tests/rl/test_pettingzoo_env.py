"""The PettingZoo environments (trickgames.rl.pettingzoo_env; docs/learning.md
"PettingZoo")."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test

from tests.rl._play import GAMES, PRESETS, WITH_OPTIONS, every_moment, swapped_worlds
from trickgames import ArgumentError, IllegalActionError, Rng, RulesError, rl
from trickgames.rl._registry import spec


@contextmanager
def _api_test_notes() -> Iterator[None]:
    """PettingZoo's API test warns about two things it checks by the environment's name
    against its own list of classic games: a dictionary observation (``{"observation",
    "action_mask"}``, as those games have it) and a ``Dict`` observation space. Only these two
    notes are let through; any other warning fails the test."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Observation is not a NumPy array")
        warnings.filterwarnings("ignore", message="Observation space for each agent probably")
        yield


#: Every preset of both games, and rules with options.
_RULES = [*PRESETS, *WITH_OPTIONS]
_IDS = [f"{g}-{r if isinstance(r, str) else 'options'}" for g, r in _RULES]


@pytest.mark.parametrize(("game", "rules"), _RULES, ids=_IDS)
def test_pettingzoos_api_test_passes(game: str, rules: Any) -> None:
    """docs/learning.md "PettingZoo": the environment of every preset, and of rules with
    options, passes PettingZoo's ``api_test``."""
    with _api_test_notes():
        api_test(rl.env(game, rules), num_cycles=300)


@pytest.mark.parametrize(("game", "rules"), _RULES, ids=_IDS)
def test_pettingzoos_seed_test_passes(game: str, rules: Any) -> None:
    """docs/learning.md "PettingZoo" (seeding): under every preset, and under rules with
    options, two environments reset with the same seed deal and play alike (PettingZoo's
    ``seed_test``)."""
    seed_test(lambda: rl.env(game, rules), num_cycles=300)


@pytest.mark.parametrize("game", GAMES)
def test_a_seed_deals_the_engines_deal(game: str) -> None:
    """docs/learning.md "PettingZoo" (seeding): ``reset(seed=s)`` draws the dealer and deals
    with ``Rng(s)`` (the same deal on every machine); a fixed dealer is kept."""
    env = rl.env(game)
    env.reset(seed=11)
    rng = Rng(11)
    dealer = rng.below(4)
    expected = spec(game).engine.deal(env.rules, rng=rng, dealer=dealer)
    assert env.state_of_deal == expected
    fixed = rl.env(game, dealer=2)
    fixed.reset(seed=11)
    assert fixed.state_of_deal.dealer == 2


@pytest.mark.parametrize("game", GAMES)
def test_a_deal_plays_to_its_score(game: str) -> None:
    """docs/learning.md "PettingZoo": rewards are 0 until the deal is over, then each seat's
    score; the asked agent's info holds the view its observation is made of, and at the end
    every agent's final view."""
    env = rl.env(game)
    env.reset(seed=3)
    engine = spec(game).engine
    rng = np.random.default_rng(3)
    total = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        obs, reward, terminated, _, info = env.last()
        total[agent] += reward
        if terminated:
            assert info["view"].score is not None
            env.step(None)
            continue
        seat = int(agent[-1])
        assert info["view"] == engine.view(env.state_of_deal, seat)
        assert env.infos == {a: ({"view": info["view"]} if a == agent else {})
                             for a in env.agents}
        env.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
    final = env.state_of_deal
    scores = spec(game).returns(final)
    assert [total[f"player_{s}"] for s in range(4)] == [float(x) for x in scores]
    assert sum(scores) == 0


@pytest.mark.parametrize("game", GAMES)
def test_an_illegal_action_is_refused_and_changes_nothing(game: str) -> None:
    """docs/api.md "Errors": an index that is not legal now is an IllegalActionError
    (``action_not_legal``) naming the seat and the action; a value that is no index an
    ArgumentError; the deal is as it was."""
    env = rl.env(game)
    env.reset(seed=4)
    before = env.state_of_deal
    agent = env.agent_selection
    mask = env.observe(agent)["action_mask"]
    illegal = int(np.flatnonzero(mask == 0)[0])
    with pytest.raises(IllegalActionError) as caught:
        env.step(illegal)
    assert caught.value.code == "action_not_legal"
    assert caught.value.seat == int(agent[-1])
    assert caught.value.action == rl.action_names(game)[illegal]
    for wrong in ("play", 1.5, True, len(mask)):
        with pytest.raises((ArgumentError, IllegalActionError)):
            env.step(wrong)
    assert env.state_of_deal is before and env.agent_selection == agent


@pytest.mark.parametrize(("game", "rules"), _RULES, ids=_IDS)
def test_observations_never_show_hidden_cards(game: str, rules: Any) -> None:
    """docs/frontend.md "What is hidden" and docs/learning.md "The observation vector": when a
    seat is asked to decide, in every phase and off turn, its observation, its mask and the
    view in its info are the same in two deals that differ only in cards it has not seen (two
    of them swapped between other seats' hands)."""
    for first, other, decisions, seat in swapped_worlds(game, rules, every_moment(game, rules),
                                                        seed=5):
        observed = []
        for deal in (first, other):
            env = rl.env(game, rules)
            env.reset(options={"deal": deal})
            for index in decisions:
                env.step(index)
            assert env.agent_selection == f"player_{seat}"
            observed.append((env.observe(f"player_{seat}"), env.infos[f"player_{seat}"]))
        (a, a_info), (b, b_info) = observed
        assert np.array_equal(a["observation"], b["observation"])
        assert np.array_equal(a["action_mask"], b["action_mask"])
        assert a_info == b_info and a_info["view"].seat == seat


@pytest.mark.parametrize("game", GAMES)
def test_the_first_observation_does_not_depend_on_the_other_hands(game: str) -> None:
    """docs/frontend.md "What is hidden": before any action a seat's observation is the same
    whichever way the other three hands are dealt among the other seats."""
    engine = spec(game).engine
    deal = engine.deal(next(iter(engine.PRESETS)), seed=8, dealer=1)
    hands = [list(h) for h in deal.deal.hands]
    for seat in range(4):
        others = [s for s in range(4) if s != seat]
        turned = list(hands)
        for s, t in zip(others, others[1:] + others[:1], strict=True):
            turned[t] = hands[s]
        obs = []
        for given in (hands, turned):
            env = rl.env(game)
            env.reset(options={"deal": engine.deal(deal.rules, hands=given, dealer=1)})
            obs.append(env.observe(f"player_{seat}")["observation"])
        assert np.array_equal(*obs)


def test_the_environments_check_their_arguments() -> None:
    """docs/api.md "Errors": invalid rules, dealer, render mode or deal are refused with their
    codes when the environment is made or reset."""
    with pytest.raises(RulesError):
        rl.doppelkopf_env({"preset": "ddv", "nines": 3})
    with pytest.raises(ArgumentError) as caught:
        rl.schafkopf_env(dealer=4)
    assert caught.value.code == "invalid_seat"
    with pytest.raises(ArgumentError) as caught:
        rl.schafkopf_env(render_mode="human")
    assert caught.value.code == "invalid_render_mode"
    env = rl.schafkopf_env()
    with pytest.raises(ArgumentError) as caught:
        env.observe("player_0")
    assert caught.value.code == "env_not_reset"
    played = spec("schafkopf").engine.apply(spec("schafkopf").engine.deal(seed=1), "p1 pass")
    with pytest.raises(ArgumentError) as caught:
        env.reset(options={"deal": played})
    assert caught.value.code == "deal_not_fresh"


def test_render_shows_the_asked_seat() -> None:
    """docs/learning.md "PettingZoo": ``render_mode="ansi"`` renders who is asked, how, and
    the choices (with ``knocking`` on, the seats after forehand may knock first)."""
    env = rl.schafkopf_env("sauspiel", render_mode="ansi", dealer=0)
    env.reset(seed=1)
    assert env.render() == ("p2 is asked off turn (or wait); phase bidding\n"
                            "hand: GO SU HK H7 EA EZ EK GZ\ntrick: -\nchoices: knock, wait")
    assert rl.schafkopf_env().render() is None
