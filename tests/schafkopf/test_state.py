"""The state: an immutable value with a static Deal part, the Auction and, once declared, the
Game (docs/index.md: "States are values")."""

from __future__ import annotations

import attrs
import pytest

from trickgames import schafkopf as sk

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
