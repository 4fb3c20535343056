"""The state: an immutable value with a static Deal part, the Auction and, once declared, the
Game (docs/index.md: "States are values")."""

from __future__ import annotations

import inspect
from typing import Any

import attrs
import pytest
from hypothesis import given

from tests._seats import assert_refuses_no_seats
from tests._states import build
from trickgames import schafkopf as sk
from trickgames import testing
from trickgames.schafkopf import bidding, doubling, parties
from trickgames.schafkopf.follow import playable_mask
from trickgames.schafkopf.state import Deal, State, make_game, make_state

from .helpers import run, start

HANDS = ("EO GO HO SO G9 G8 E7 S7", "EU GU HU SU HA HZ G7 E9", "GA GZ GK EA EZ SA SZ SK",
         "HK H9 H8 H7 EK E8 S9 S8")


def test_state_is_frozen_and_shares_the_deal() -> None:
    """States are immutable; every step shares the one Deal (docs/index.md: "States are
    values")."""
    state = start(HANDS)
    after = sk.apply(state, "p0 bid")
    assert after.deal is state.deal
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        state.turn = 2  # type: ignore[misc]


def test_derived_views() -> None:
    """Hands sorted by the game's order, sizes, the trick leader and number, knocks."""
    state = run(start(HANDS, "sauspiel"), "p3 knock",
                "p0 pass; p1 bid; p2 pass; p3 pass; p1 declare wenz")
    assert [c.name for c in state.hand(1)] == ["EU", "GU", "HU", "SU", "E9", "G7", "HA", "HZ"]
    assert state.contract is sk.Contract.WENZ and state.declarer == 1 and state.knocks == 1
    state = run(state, "p0 play G9")
    assert state.trick_leader == 0 and state.trick_number == 1 and state.hand_size(0) == 7
    assert state.describe_hand(0) == "EO, E7, GO, G8, HO, SO, S7"  # Wenz: Ober plain
    assert state.deal.forehand == 0 and state.deal.holder_of(sk.Card.GA) == 2
    assert state.game is not None and state.game.single and state.game.side_of(1) is (
        sk.Side.DECLARERS)
    assert sk.Side.DECLARERS.other is sk.Side.DEFENDERS


def test_game_part_of_a_sauspiel() -> None:
    """A Sauspiel's Game knows the partner and whether the called suit is searched."""
    state = run(start(HANDS), "p0 pass; p1 bid; p2 pass; p3 pass; p1 declare sauspiel-gras")
    game = state.game
    assert game is not None and not game.single and game.partner == 2
    assert game.declaring(2) and not game.declaring(3) and game.ace == 1 << sk.Card.GA


def test_playable_is_derived_from_the_other_fields() -> None:
    """State.playable is the set of cards the seat to play may play (spec: "Sauspiel (Rufspiel)
    and the called ace"; follow suit), made on the way by each step, and worked out anew for
    a state built with other hands by ``attrs.evolve``; the judge, check, agrees card by
    card."""
    state = run(start(HANDS), "p0 pass; p1 bid; p2 pass; p3 pass; p1 declare sauspiel-gras",
                "p0 play G8")
    assert state.playable == 1 << sk.Card.G7  # Gras led: p1 follows with its one Gras card
    partner = run(state, "p1 play G7")
    assert partner.playable == 1 << sk.Card.GA  # the called suit led: the ace must come
    hands = state.hands
    other = attrs.evolve(state, hands=(hands[0], hands[3], hands[2], hands[1]))
    assert other.playable == other.hands[1]  # no Gras: any card
    for moved in (state, partner, other):
        for card in sk.Card:
            legal = sk.is_legal(moved, sk.Play(moved.turn, card))
            assert legal == bool(moved.playable >> card & 1), card
    assert start(HANDS).playable == 0  # no card play before the declaration


# -- the builder: make_state and the play step's written-out copy of it ------------------------

#: The fields make_state takes: every init field of State but is_over, which it derives.
BUILDER_FIELDS = ("deal", "phase", "turn", "hands", "trick", "tricks", "game", "auction",
                  "doublings", "history")


def built(state: sk.State, **changes: Any) -> sk.State:
    """make_state of the state's own fields (with ``changes``)."""
    rebuilt: sk.State = build(make_state, state, **changes)
    return rebuilt


def expected_derived(state: sk.State) -> tuple[bool, int]:
    """The derived fields as their definitions say: over once finished or void; in trick play
    the follow-suit rule with the called ace's duties, else no playable card."""
    over = state.phase in (sk.Phase.FINISHED, sk.Phase.VOID)
    if state.phase is not sk.Phase.PLAY or state.game is None:
        return over, 0
    return over, playable_mask(state.hands[state.turn], state.trick, state.game,
                               state.rules.running_away_min)


@given(testing.playthroughs("schafkopf"))
def test_every_state_is_what_the_builder_makes_of_its_fields(run: testing.Playthrough) -> None:
    """Every state of a random legal deal, those of the play step's written-out copy of the
    builder included, equals make_state of its own fields, and its derived fields (is_over,
    playable) are the builder's, State(...)'s and attrs.evolve's (docs/performance.md "The
    play step"; schafkopf.md "Cards, points, trumps": follow suit; "Sauspiel (Rufspiel) and the
    called ace")."""
    for state in run.states:
        rebuilt = built(state)
        assert type(rebuilt) is State and rebuilt == state
        expected = expected_derived(state)
        assert (state.is_over, state.playable) == (rebuilt.is_over, rebuilt.playable) == expected
        init = {f.name: getattr(state, f.name) for f in attrs.fields(State) if f.init}
        for other in (State(**init), attrs.evolve(state)):
            assert other == state and (other.is_over, other.playable) == expected


@given(testing.playthroughs("schafkopf"))
def test_the_builder_works_playable_out_anew(run: testing.Playthrough) -> None:
    """make_state and attrs.evolve work playable out for other fields than a step made it
    with, another seat to play or the called suit searched, so a state built by hand is never
    inconsistent (docs/performance.md "What makes it fast")."""
    for state in run.states:
        game = state.game
        if state.phase is not sk.Phase.PLAY or game is None:
            continue
        searched = make_game(game.contract, game.declarer, game.partner, game.short, True)
        changes: list[dict[str, Any]] = [{"turn": turn} for turn in range(4)]
        changes.append({"game": searched})
        for change in changes:
            for other in (built(state, **change), attrs.evolve(state, **change)):
                assert (other.is_over, other.playable) == expected_derived(other), change


@given(testing.seeds())
def test_a_random_deal_is_the_deal_its_fields_make(seed: int) -> None:
    """docs/performance.md "States without attrs' per-field cost": the deal a random deal
    builds fast (its masks known on the way) is Deal(...) of the same fields, the masks
    derived from the hands included."""
    for preset in ("standard", "short"):
        deal = sk.deal(preset, seed=seed).deal
        made = Deal(deal.rules, deal.dealer, deal.hands, deal.context, deal.info)
        assert made == deal and made.masks == deal.masks and type(deal) is Deal
        assert attrs.evolve(deal).masks == deal.masks


def test_make_state_takes_the_builder_fields() -> None:
    """docs/performance.md "The play step" (make_state takes every field by keyword): the
    Schafkopf make_state's parameters are BUILDER_FIELDS, in order (that each is
    keyword-only, and a state field: tests/test_games.py)."""
    assert list(inspect.signature(make_state).parameters) == list(BUILDER_FIELDS)


def test_every_schafkopf_function_that_takes_a_seat_refuses_what_is_no_seat() -> None:
    """records.md "Seats", docs/api.md "Errors" (a seat that is not an ``int`` ``0..3`` is an
    ArgumentError, ``invalid_seat``): Schafkopf's own functions and methods of a seat (the
    bidding, the doubling, the called ace's partner, a game's sides) refuse what is no seat
    as the functions of both games do (tests/test_games.py)."""
    state = run(start(HANDS, "sauspiel"), "p0 bid; p1 pass; p2 pass; p3 pass")
    playing = run(state, "p0 declare sauspiel-gras")
    game = playing.game
    assert game is not None
    for label, take, none_ok in [
        ("may_knock", lambda s: bidding.may_knock(state, s), False),
        ("knock_actions", lambda s: bidding.knock_actions(state, s), False),
        ("possible_contracts", lambda s: bidding.possible_contracts(state, s), False),
        ("window_open", lambda s: doubling.window_open(playing, s), False),
        ("doubling_actions", lambda s: doubling.doubling_actions(playing, s), False),
        ("partner_known", lambda s: parties.partner_known(playing, s), True),
        ("Game.side_of", game.side_of, False),
        ("Game.declaring", game.declaring, False),
    ]:
        assert_refuses_no_seats(label, take, none_ok=none_ok)
