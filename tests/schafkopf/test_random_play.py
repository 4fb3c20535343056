"""Random legal play of Schafkopf (docs/bots.md "The random player"; docs/api.md "Schafkopf
modules", random_play; docs/bots.md "Testing a bot"): random_action, random_policy, which
draws as random_action over legal_actions, and DRAWS, how trickgames.testing weighs its
hypothesis draws."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given

from tests._draws import draw_weights
from trickgames import schafkopf as sk
from trickgames import testing
from trickgames._core.rng import Rng
from trickgames._games import GAMES
from trickgames.schafkopf.random_play import DRAWS, random_action, random_policy

from .helpers import run, start

PRESETS = list(sk.PRESETS)

# -- random_action and random_policy -----------------------------------------------------------


@pytest.mark.parametrize("preset", PRESETS)
def test_random_action_is_always_legal(preset: str) -> None:
    """docs/bots.md "The random player": the random legal player only ever picks legal actions,
    of any seat, knocks and doublings included (random_policy over random_action, as the
    simulation uses it)."""
    for seed in range(20):
        rng = Rng(seed)
        state = sk.deal(preset, seed=seed)
        while not state.is_over:
            action = random_policy(rng, state)
            assert sk.is_legal(state, action)
            state = sk.apply(state, action)


def test_random_action_may_let_off_turn_moves_pass() -> None:
    """random_action returns None for no actions, and for off-turn actions alone (knocks,
    doublings) when the draws decide against them (docs/bots.md "The random player": knocks
    and doubles with a small chance)."""
    assert random_action(Rng(0), []) is None
    knocks = [sk.Knock(1), sk.Knock(2)]
    assert random_action(Rng(0), knocks, knock_rate=0.0) is None
    assert random_action(Rng(0), knocks, knock_rate=1.0) in knocks


def reference_policy(rng: Rng, state: sk.State) -> sk.Action:
    """random_policy as random_action defines it (random_policy draws the same, faster)."""
    actions = sk.legal_actions(state)
    action = random_action(rng, actions)
    if action is None:
        action = rng.choice([a for a in actions if a.seat == state.turn] or list(actions))
    return action


@pytest.mark.parametrize("preset", PRESETS)
def test_random_policy_draws_exactly_as_random_action(preset: str) -> None:
    """random_policy's inlined draws are random_action's: the same action from the same
    generator, and the same number of draws (the generators stay in step), at every step of
    every phase (docs/performance.md "What makes it fast": a random player that lists, not
    searches)."""
    rules = sk.Rules.from_json(preset).replace(max_doublings=4)
    fast, reference = Rng(9), Rng(9)
    for seed in range(150):
        state = sk.deal(rules, seed=seed)
        while not state.is_over:
            action = random_policy(fast, state)
            assert action is reference_policy(reference, state)
            state = sk.apply(state, action)
        assert fast.random() == reference.random()


# -- DRAWS -------------------------------------------------------------------------------------

# p0 may call Eichel or Schellen (not Gras: holds GA); p1 and p3 only Gras; p2 nothing.
CALL_HANDS = (
    "EO GO EU HA E9 E8 GA S7",
    "EA EZ EK E7 GZ GK G9 G8",
    "HO SO GU HU SU HZ HK H9",
    "H8 H7 G7 SA SZ SK S9 S8",
)


def weights(state: sk.State) -> list[tuple[str, int]] | None:
    """DRAWS' weights of the actions of the seat to act, with each action's line (one
    positive weight each: tests/_draws.py)."""
    return draw_weights(GAMES["schafkopf"], state)


@pytest.mark.parametrize("preset", ["standard", "sauspiel"])
def test_a_seat_bids_in_two_of_five_cases(preset: str) -> None:
    """DRAWS weighs pass 3 : bid 2 in the first round, so one bidder, several bidders and all
    passing each come up often (schafkopf.md "Bidding (Spielansage)" 2-5; docs/bots.md
    "Testing a bot")."""
    state = start(CALL_HANDS, preset)
    assert weights(state) == [("p0 pass", 3), ("p0 bid", 2)]
    assert weights(run(state, "p0 bid")) == [("p1 pass", 3), ("p1 bid", 2)]


def test_the_resolution_gives_up_half_the_time() -> None:
    """In a resolution between several bidders DRAWS weighs the pass as much as all the holds
    together, each hold 1 (schafkopf.md "Bidding (Spielansage)" 5; docs/bots.md "Testing a
    bot": resolutions between several bidders)."""
    state = run(start(CALL_HANDS), "p0 bid; p1 pass; p2 bid; p3 pass")
    assert state.phase is sk.Phase.RESOLUTION
    got = weights(state)
    assert got is not None
    holds = [(line, w) for line, w in got if " hold " in line]
    assert got[0] == ("p0 pass", len(holds)) and len(holds) == 4
    assert {w for _, w in holds} == {1}


def test_declaring_prefers_the_sauspiel_to_a_solo_and_a_solo_to_a_tout() -> None:
    """DRAWS weighs each Sauspiel 12, each other game 3 and each Tout 1 when declaring
    (schafkopf.md "Bidding (Spielansage)" 4; docs/bots.md "Testing a bot": Touts)."""
    state = run(start(CALL_HANDS, "sauspiel"), "p0 bid; p1 pass; p2 pass; p3 pass")
    assert state.phase is sk.Phase.DECLARATION
    got = weights(state)
    assert got is not None
    for line, weight in got:
        contract = sk.Contract.parse(line.split()[-1])
        expected = 12 if contract.called_ace is not None else 1 if contract.tout else 3
        assert weight == expected, line
    assert {w for _, w in got} == {12, 3, 1}


def test_the_card_play_is_drawn_uniformly() -> None:
    """DRAWS has no weights (a uniform draw) for the card play (docs/api.md
    "`trickgames.testing`")."""
    state = run(start(CALL_HANDS), "p0 bid; p1 pass; p2 pass; p3 pass; p0 declare wenz")
    assert state.phase is sk.Phase.PLAY and weights(state) is None


def test_schafkopf_deals_vary_the_pot_only_with_the_stock() -> None:
    """DRAWS.context: Schafkopf's only context, the pot, is valid only with all_pass = stock
    (schafkopf-variants.md 6.3): with it, half the draws a pot of 2 to 200 (even), the others
    the empty context; other rules, and rules not known, take no context and draw nothing;
    interesting hands are those that may offer a Hochzeit when it is enabled
    (schafkopf-variants.md 9), any hand otherwise."""
    assert DRAWS.context is not None and DRAWS.interesting is not None
    stock = sk.SAUSPIEL.replace(all_pass="stock")
    asked: list[tuple[int, int]] = []

    def draw(values: list[int]) -> Any:
        def one(low: int, high: int) -> int:
            asked.append((low, high))
            return values.pop(0)
        return one

    for rules in (None, sk.STANDARD, sk.SAUSPIEL, sk.WIRTSHAUS):
        assert DRAWS.context(draw([]), True, rules) is None
    assert asked == []
    assert DRAWS.context(draw([0]), True, stock) == sk.Context()
    assert DRAWS.context(draw([1, 1]), True, stock) == sk.Context(stock=2)
    assert DRAWS.context(draw([1, 100]), False, stock) == sk.Context(stock=200)
    assert asked == [(0, 1), (0, 1), (1, 100), (0, 1), (1, 100)]
    hands = [["GO", "EA", "EZ", "EK", "GA", "GZ", "SA", "SZ"]]
    rest = [c.name for c in sk.deck(sk.STANDARD) if c.name not in hands[0]]
    hands += [rest[0:8], rest[8:16], rest[16:24]]
    with_hochzeit = sk.STANDARD.replace(games={"hochzeit": True})
    assert DRAWS.interesting(sk.deal(with_hochzeit, hands=hands))
    assert DRAWS.interesting(sk.deal(sk.STANDARD, seed=1))


@given(testing.finished_states("schafkopf", announce=1.0))
def test_every_deal_fits_in_max_actions(state: sk.State) -> None:
    """A deal, knocking and doubling at every chance, has fewer actions than DRAWS.max_actions
    (docs/api.md "`trickgames.testing`": playthroughs stop at a random point or the end)."""
    assert len(state.actions) < DRAWS.max_actions


@given(testing.playthroughs("schafkopf"))
def test_the_optional_verbs_are_those_that_need_no_turn(run: testing.Playthrough) -> None:
    """DRAWS' optional verbs, knock, kontra and re, are the only actions a seat other than the
    one to act may make (schafkopf.md "Bidding (Spielansage)" 1; "Doubling (Kontra / Re)")."""
    for state in run.states:
        for action in sk.legal_actions(state):
            assert (action.seat == state.turn) or action.verb in DRAWS.optional_verbs
    assert DRAWS.optional_verbs == frozenset({"knock", "kontra", "re"})
    assert 0 < DRAWS.optional_rate < 1


def test_the_registry_draws_schafkopf_with_draws() -> None:
    """The registry of games gives trickgames.testing this policy and simulations
    random_policy (docs/api.md "The games")."""
    entry = GAMES["schafkopf"]
    assert entry.policy is DRAWS and entry.bots.policy is random_policy


def test_random_play_reaches_every_new_game() -> None:
    """schafkopf-variants.md 2, 5, 7, 9 (simulate reaches every new game; wirtshaus deals
    include Ramsch): random legal play under wirtshaus with Hochzeit and Bettel ouvert plays
    Ramsch, Bettel, Bettel ouvert and Hochzeit (a Hochzeit found no taker too); a Sie needs a
    Sie hand, and random_policy declares one whenever listed half the time (its declaration
    is listed only then)."""
    rules = sk.Rules.from_json({"preset": "wirtshaus",
                                "games": {"hochzeit": True, "bettel-ouvert": True}})
    rng = Rng(1)
    seen: set[str] = set()
    for _ in range(3000):
        state = sk.deal(rules, rng=rng)
        while not state.is_over:
            state = sk.apply(state, random_policy(rng, state))
        assert sum(sk.score(state).payouts) == 0
        if state.contract is not None:
            seen.add(state.contract.value)
        if any(str(a).endswith("declare hochzeit") for a in state.actions) and (
                state.contract is sk.Contract.RAMSCH):
            seen.add("hochzeit without taker")
        if seen >= {"ramsch", "bettel", "bettel-ouvert", "hochzeit", "hochzeit without taker"}:
            break
    assert seen >= {"ramsch", "bettel", "bettel-ouvert", "hochzeit", "hochzeit without taker"}
