"""Random legal play of Doppelkopf (docs/bots.md "The random player"; docs/api.md "Doppelkopf
modules", random_play; docs/bots.md "Testing a bot"): random_action, random_policy, which
draws as random_action over legal_actions, and DRAWS, how trickgames.testing weighs its
hypothesis draws."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given

from tests._draws import draw_weights
from trickgames import doppelkopf as dk
from trickgames import testing
from trickgames._core.rng import Rng
from trickgames._games import GAMES
from trickgames.doppelkopf.random_play import DRAWS, random_action, random_policy
from trickgames.doppelkopf.reservations import BOTH_CLUB_QUEENS, trump_count

from .helpers import hands_with, run

# -- random_action and random_policy -----------------------------------------------------------


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


def test_random_action_may_let_an_off_turn_announcement_pass() -> None:
    """random_action returns None for no actions, and for announcements alone (off turn) when
    the draw decides not to announce; with announce_rate 1 it announces (docs/bots.md "The
    random player": announces with a small chance while it may)."""
    assert random_action(Rng(0), []) is None
    calls = [dk.Announce(0, dk.Call.RE), dk.Announce(3, dk.Call.RE)]
    assert random_action(Rng(0), calls, announce_rate=0.0) is None
    assert random_action(Rng(0), calls, announce_rate=1.0) in calls


def reference_policy(rng: Rng, state: dk.State) -> dk.Action:
    """random_policy as its docstring defines it: random_action over legal_actions, with the
    reserve rate 0.6 for a seat that could declare a marriage, a poverty (the diamond aces not
    counted under `poverty_fox` `not_counted`) or a throw."""
    actions = dk.legal_actions(state)
    duty = state.pending
    if isinstance(duty, dk.state.AnnouncementDuty):  # docs/freedoko.md: made at once
        return dk.Announce(duty.seat, duty.call)
    rate = 0.15
    if state.phase is dk.Phase.RESERVATION:
        mask = state.hands[state.turn]
        rules = state.rules
        trumps = trump_count(mask, rules.normal_order.suit_masks[4])
        if rules.poverty_fox.value == "not_counted":
            trumps -= state.hand(state.turn).count(dk.Card.DA)
        if mask & BOTH_CLUB_QUEENS == BOTH_CLUB_QUEENS or (
                rules.poverty and trumps <= 3) or rules.throw_in.met(mask, rules.dullen):
            rate = 0.6
    action = random_action(rng, actions, reserve_rate=rate)
    assert action is not None
    return action


@pytest.mark.parametrize("preset", list(dk.PRESETS))
def test_random_policy_draws_exactly_as_random_action(preset: str) -> None:
    """random_policy's inlined steps (trick play with and without open announcements, the
    reservation round, the declarations) draw as random_action over legal_actions: the same
    action from the same generator and the same number of draws, at every step of every
    phase (poverty and forced solos included) (docs/performance.md "What makes it fast": a
    random player that lists, not searches)."""
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


# -- DRAWS: the weights ------------------------------------------------------------------------

#: p1 (forehand, dealer 0) holds two trumps (DJ, D9); the club queens are with p0 and p3.
POOR = {1: "CA CA CT CT CK CK SA SA ST ST DJ D9", 0: "CQ", 3: "CQ"}
#: p1 holds both club queens.
MARRIAGE = {1: "CQ CQ CA CT CK SA ST SK HA HK DA DT"}
#: p1 holds six trumps and one club queen.
PLAIN = {1: "CQ SQ HQ DJ DA DT CA CT SA ST HA HK", 2: "CQ"}


def weights(state: dk.State) -> list[tuple[str, int]] | None:
    """DRAWS' weights of the actions of the seat to act, with each action's line (one
    positive weight each: tests/_draws.py)."""
    return draw_weights(GAMES["doppelkopf"], state)


@pytest.mark.parametrize(("rules", "hand", "special"), [
    ("ddv", PLAIN, False), ("ddv", MARRIAGE, True), ("pagat", MARRIAGE, True),
    ("pagat", POOR, True), ("ddv", POOR, False), ("pagat", PLAIN, False)])
def test_a_hand_for_a_marriage_or_a_poverty_reserves_more_often(
        rules: str, hand: dict[int, str], special: bool) -> None:
    """DRAWS weighs healthy 7 : reserve 1, but 1 : 4 for a hand with both club queens or, with
    poverty on, at most 3 trumps, so marriages and poverties come up (doppelkopf.md
    "Reservations" 4; docs/bots.md "Testing a bot": the rare phases more often)."""
    state = run(hands_with(hand, rules), rules=rules)
    assert state.phase is dk.Phase.RESERVATION and state.turn == 1
    expected = [("p1 healthy", 1), ("p1 reserve", 4)] if special else [
        ("p1 healthy", 7), ("p1 reserve", 1)]
    assert weights(state) == expected


def test_declaring_prefers_the_marriage_and_the_poverty_to_a_solo() -> None:
    """DRAWS weighs a marriage or a poverty 20 and each solo 1 when declaring (doppelkopf.md
    "Reservations" 4; docs/bots.md "Testing a bot")."""
    for rules, hand, special in (("ddv", MARRIAGE, "p1 declare marriage"),
                                 ("pagat", POOR, "p1 declare poverty")):
        state = run(hands_with(hand, rules), ["p1 reserve"], rules=rules)
        assert state.phase is dk.Phase.RESERVATION
        for line in ("p2 healthy", "p3 healthy", "p0 healthy"):
            state = dk.apply(state, line)
        assert state.phase is dk.Phase.DECLARATION
        got = dict(weights(state) or [])
        assert got.pop(special) == 20
        assert got and all(line.startswith("p1 declare solo-") for line in got)
        assert set(got.values()) == {1}


def test_a_poverty_is_declined_a_little_more_often_than_accepted() -> None:
    """DRAWS weighs accept 2 : decline 3 (all three declining, the void deal, comes up in one
    deal in five or so) (doppelkopf.md "Poverty (Armut, `poverty` on)")."""
    state = run(hands_with(POOR, "pagat"), ["p1 reserve", "p2 healthy", "p3 healthy",
                                             "p0 healthy", "p1 declare poverty"], rules="pagat")
    give = next(a for a in dk.legal_actions(state) if isinstance(a, dk.Give))
    state = dk.apply(state, give)
    assert state.phase is dk.Phase.POVERTY_ACCEPTANCE
    assert dict(weights(state) or []) == {"p2 accept": 2, "p2 decline": 3}


def test_the_other_steps_are_drawn_uniformly() -> None:
    """DRAWS has no weights (a uniform draw) for the cards given and returned in a poverty and
    for the card play (docs/api.md "`trickgames.testing`")."""
    state = run(hands_with(POOR, "pagat"), ["p1 reserve", "p2 healthy", "p3 healthy",
                                             "p0 healthy", "p1 declare poverty"], rules="pagat")
    assert state.phase is dk.Phase.POVERTY_GIVE and weights(state) is None
    state = run(hands_with(PLAIN), ["p1 healthy", "p2 healthy", "p3 healthy", "p0 healthy"])
    assert state.phase is dk.Phase.PLAY and weights(state) is None


# -- DRAWS: the contexts -----------------------------------------------------------------------


def every_outcome(make: Callable[[Callable[[int, int], int]], Any]
                  ) -> list[tuple[Any, Fraction]]:
    """Every value ``make(draw)`` can return, with its probability when each ``draw(low,
    high)`` is uniform: the tree of draws, walked branch by branch."""
    out: list[tuple[Any, Fraction]] = []
    paths: list[list[int]] = [[]]
    while paths:
        path = paths.pop()
        taken: list[int] = []
        chance = Fraction(1)

        def draw(low: int, high: int, path: list[int] = path, taken: list[int] = taken) -> int:
            nonlocal chance
            assert low <= high
            chance /= high - low + 1
            if len(taken) < len(path):
                value = path[len(taken)]
            else:  # a new branch point: the others are walked later
                value = low
                paths.extend([*taken, other] for other in range(low + 1, high + 1))
            assert low <= value <= high
            taken.append(value)
            return value

        out.append((make(draw), chance))
    assert sum(p for _, p in out) == 1
    return out


def test_contexts_owe_solos_at_random_and_force_one_in_ten() -> None:
    """DRAWS.context draws a valid Context: the empty one four times in ten, a Bock deal
    (levels 1 to 3) one in ten, else compulsory solos owed at random seats, and (with forced)
    a forced solo of an owing seat in a tenth of all draws, any seat (doppelkopf.md
    "Reservations" 1, 5; doppelkopf-variants.md "Record grammar additions", `context.bock`;
    docs/api.md "`trickgames.testing`": contexts)."""
    assert DRAWS.context is not None
    for forced in (True, False):
        outcomes = every_outcome(lambda draw, forced=forced: DRAWS.context(draw, forced))
        chance: dict[str, Fraction] = {"default": Fraction(0), "forced": Fraction(0),
                                       "bock": Fraction(0)}
        owing = set()
        forced_seats = set()
        levels = set()
        for context, p in outcomes:
            assert isinstance(context, dk.Context)
            if context.bock:
                assert context == dk.Context(bock=context.bock)
                chance["bock"] += p
                levels.add(context.bock)
                continue
            assert context == dk.Context(compulsory_solo=context.compulsory_solo,
                                         forced_solo=context.forced_solo)
            if context.forced_solo is not None:
                assert context.compulsory_solo[context.forced_solo]
                chance["forced"] += p
                forced_seats.add(context.forced_solo)
            if context.is_default:
                chance["default"] += p
            owing.add(context.compulsory_solo)
        assert owing == set(itertools.product((False, True), repeat=4))
        if forced:
            assert chance["forced"] == Fraction(1, 10) and forced_seats == {0, 1, 2, 3}
        else:
            assert chance["forced"] == 0
        # The empty context: four in ten draws, and now and then owing nothing at random.
        assert Fraction(2, 5) <= chance["default"] <= Fraction(2, 5) + Fraction(1, 16)
        assert chance["bock"] == Fraction(1, 10) and levels == {1, 2, 3}


# -- DRAWS: the rest ---------------------------------------------------------------------------

#: Four hands of normal-game trumps 4, 4, 6 and 12; the club queens with p0 and p1.
SPREAD = ["CQ SQ HQ DQ CA CA CT CT CK CK C9 C9", "CQ SQ HQ DQ SA SA ST ST SK SK S9 S9",
          "HT HT CJ CJ SJ SJ HA HA HK HK H9 H9", "HJ HJ DJ DJ DA DA DT DT DK DK D9 D9"]
#: p0 holds both club queens (the other hands as in SPREAD, p1 with DQ DQ).
BOTH_QUEENS = ["CQ CQ SQ HQ CA CA CT CT CK CK C9 C9", "DQ DQ SQ HQ SA SA ST ST SK SK S9 S9",
               *SPREAD[2:]]
#: p0 holds three trumps (CQ SQ HQ); no seat holds both club queens.
THREE_TRUMPS = ["CQ SQ HQ CA CA CT CT CK CK C9 C9 SA", "CQ SQ HQ DQ DQ SA ST ST SK SK S9 S9",
                *SPREAD[2:]]


@pytest.mark.parametrize(("hands", "ddv", "pagat"), [
    (SPREAD, False, False), (BOTH_QUEENS, True, False), (THREE_TRUMPS, False, True)])
def test_interesting_hands(hands: list[str], ddv: bool, pagat: bool) -> None:
    """DRAWS.interesting looks for a poor hand (at most 3 normal-game trumps) where poverty is
    on (pagat), else for a hand with both club queens (ddv) (doppelkopf.md "Reservations" 4;
    docs/api.md "`trickgames.testing`": deals with rare_hands)."""
    assert DRAWS.interesting is not None
    for preset, expected in (("ddv", ddv), ("pagat", pagat)):
        state = dk.deal(preset, hands=[h.split() for h in hands], dealer=0)
        assert DRAWS.interesting(state) is expected, preset


@given(testing.deals("doppelkopf", rare_hands=False))
def test_interesting_is_a_marriage_or_a_poverty_hand(state: dk.State) -> None:
    """DRAWS.interesting holds exactly when some seat could declare the rare contract of the
    rules: a poverty (at most 3 trumps) with poverty on, else a marriage (both club queens)
    (doppelkopf.md "Reservations" 4; docs/api.md "`trickgames.testing`")."""
    assert DRAWS.interesting is not None
    if state.rules.poverty:
        trumps = state.rules.normal_order.suit_masks[4]  # docs/freedoko.md: dullen
        expected = any(trump_count(mask, trumps) <= 3 for mask in state.hands)
    else:
        expected = any(mask & BOTH_CLUB_QUEENS == BOTH_CLUB_QUEENS for mask in state.hands)
    assert DRAWS.interesting(state) is expected


@given(testing.finished_states("doppelkopf", announce=1.0))
def test_every_deal_fits_in_max_actions(state: dk.State) -> None:
    """A deal has at most 4 + 4 reservation actions, 5 poverty actions, 48 cards and 10
    announcements, fewer than DRAWS.max_actions, even announcing at every chance (docs/api.md
    "`trickgames.testing`": playthroughs stop at a random point or the end)."""
    assert len(state.actions) <= 4 + 4 + 5 + 48 + 10 < DRAWS.max_actions


@given(testing.playthroughs("doppelkopf"))
def test_the_optional_verbs_are_those_that_need_no_turn(run: testing.Playthrough) -> None:
    """DRAWS' optional verbs, announce and genscher, are the only actions a seat other than the
    one to act may make (doppelkopf.md "Announcements": on turn or not; doppelkopf-variants.md
    Record grammar additions: swines announcements off turn too, the Genscher right after
    the holder's own card)."""
    for state in run.states:
        for action in dk.legal_actions(state):
            assert (action.seat == state.turn) or action.verb in DRAWS.optional_verbs
    assert DRAWS.optional_verbs == frozenset({"announce", "genscher"})
    assert 0 < DRAWS.optional_rate < 1


def test_the_registry_draws_doppelkopf_with_draws() -> None:
    """The registry of games gives trickgames.testing this policy and simulations
    random_policy (docs/api.md "The games")."""
    entry = GAMES["doppelkopf"]
    assert entry.policy is DRAWS and entry.bots.policy is random_policy


def test_random_play_reaches_every_new_declaration_and_poverty_count() -> None:
    """doppelkopf-variants.md "Record grammar additions" (simulate: random legal play reaches
    every new action): under the `freedoko` preset with `poverty_pass` `trumps` and
    `poverty_fox` `not_counted`, random play declares every marriage selector and all twelve
    solos, and passes poverties of other sizes than three."""
    rules = dk.Rules.from_json({"preset": "freedoko", "poverty_pass": "trumps",
                                "poverty_fox": "not_counted"})
    rng = Rng(4)
    declared: set[str] = set()
    given: set[int] = set()
    for seed in range(3000):
        state = dk.deal(rules, seed=seed)
        while not state.is_over and state.phase is not dk.Phase.PLAY:
            action = random_policy(rng, state)
            if isinstance(action, dk.Declare):
                declared.add(action.reservation.value)
            elif isinstance(action, dk.Give):
                given.add(len(action.cards))
            state = dk.apply(state, action)
    wanted = {r.value for r in dk.Reservation if r.is_solo or r.is_marriage}
    wanted -= {"marriage-foreign"}  # the first listed selector is written `marriage`
    assert wanted <= declared, sorted(wanted - declared)
    assert given - {3}, given


@pytest.mark.parametrize("mode", ["before_play", "until_played", "second_only"])
def test_simulate_reaches_swines_hyperswines_genscher_and_throw(mode: str) -> None:
    """doppelkopf-variants.md "Record grammar additions" (simulate: random legal play reaches
    every new action): simulated deals announce swines (and hyperswines, except with
    second_only), Genscher and throw deals in, and the records validate."""
    from trickgames.simulation import simulate

    rules = {"preset": "ddv", "swines": True, "swines_announce": mode,
             "hyperswines": mode != "second_only", "genscher": True,
             "throw_in": {"nines": 3}}
    seen: set[str] = set()
    for index, record in enumerate(simulate("doppelkopf", rules, 400, 1)):
        if index % 10 == 0:
            assert dk.validate(record).valid
        for line in record.actions:
            words = line.split()
            seen.add(" ".join(words[1:3]) if words[1] in ("announce", "declare") else words[1])
    wanted = {"announce swines", "genscher", "declare throw"}
    if mode != "second_only":
        wanted.add("announce hyperswines")
    assert wanted <= seen, sorted(wanted - seen)
