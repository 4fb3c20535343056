"""Trick play: following suit (trumps are one suit), no duty to trump, the trick winner in
every game (schafkopf.md "Cards, points, trumps", last item)."""

from __future__ import annotations

import pytest

from trickgames import schafkopf as sk
from trickgames.schafkopf.cards import Card
from trickgames.schafkopf.contracts import Contract

from .helpers import cards, refused, run, start

HANDS = (
    "EO GO HO SO G9 G8 E7 S7",
    "EU GU HU SU HA HZ G7 E9",
    "GA GZ GK EA EZ SA SZ SK",
    "HK H9 H8 H7 EK E8 S9 S8",
)


def plays(state: sk.State, seat: int) -> set[str]:
    return {a.card.name for a in sk.legal_actions(state, seat) if isinstance(a, sk.Play)}


def declared(contract: str) -> sk.State:
    return run(start(HANDS), f"p0 bid; p1 pass; p2 pass; p3 pass; p0 declare {contract}")


def winner(text: str, contract: Contract, short: bool = False) -> int:
    return sk.trick_winner(cards(text), contract, sk.SHORT if short else None)


def test_plain_suit_must_be_followed_ober_and_unter_are_not_of_their_suit() -> None:
    """Follow the led suit; an Ober or Unter that is trump does not follow its printed suit
    (schafkopf.md; seed: common mistakes)."""
    state = run(declared("solo-herz"), "p0 play G9")
    assert plays(state, 1) == {"G7"}       # GU is a trump, not a Gras card
    err = refused(state, "p1 play GU", "must_follow_suit")
    assert str(err) == "p1 must follow gras (holds G7)"


def test_trump_led_must_be_followed_with_any_trump() -> None:
    """All trumps are one suit: a trump lead asks for any trump (schafkopf.md)."""
    state = run(declared("solo-herz"), "p0 play SO")
    assert plays(state, 1) == {"EU", "GU", "HU", "SU", "HA", "HZ"}
    err = refused(state, "p1 play G7", "must_follow_suit")
    assert str(err).startswith("p1 must follow trump (holds EU, GU, HU, SU, HA, HZ)")


def test_no_duty_to_trump_or_to_win() -> None:
    """Who cannot follow may play any card: no duty to trump or to win (schafkopf.md)."""
    state = run(declared("solo-herz"), "p0 play S7", "p1 play HA")
    assert plays(state, 2) == {"SA", "SZ", "SK"}   # must follow Schellen, need not win
    state = run(state, "p2 play SK")
    assert plays(state, 3) == {"S9", "S8"}
    state = run(declared("solo-herz"), "p0 play E7")
    assert plays(state, 1) == {"E9"}
    state = run(declared("wenz"), "p0 play EO")    # Wenz: EO is an Eichel card
    assert plays(state, 1) == {"E9"}
    state = run(state, "p1 play E9", "p2 play EA")
    assert plays(state, 3) == {"EK", "E8"}


def test_wrong_seat_card_and_phase() -> None:
    """Only the seat to play plays, only cards it holds, only in the play (engine)."""
    state = declared("solo-gras")
    assert state.turn == 0  # forehand leads whatever the game
    refused(state, "p1 play EU", "not_your_turn")
    refused(state, "p0 play GA", "card_not_in_hand")
    refused(start(HANDS), "p0 play EO", "not_play_phase")


@pytest.mark.parametrize(("trick", "contract", "expected"), [
    ("GA G7 H7 GZ", Contract.SAUSPIEL_EICHEL, 2),      # Herz is trump in a Sauspiel
    ("H7 SU HA EO", Contract.SOLO_HERZ, 3),            # Ober beat Unter beat Herz
    ("GA GO H7 GZ", Contract.WENZ, 0),                 # Wenz: Ober are plain
    ("GK GU GA EU", Contract.WENZ, 3),                 # EU is the top trump
    ("EA EO EU E9", Contract.GEIER, 1),                # Geier: only the Ober are trump
    ("SA SU SO SZ", Contract.FARBWENZ_SCHELLEN, 1),    # SU above every Schellen card
    ("SA SO SZ SU", Contract.FARBGEIER_SCHELLEN, 1),
    ("E9 E8 E7 G9", Contract.WENZ, 0),                 # the highest of the led suit
    ("EZ EK EA E9", Contract.SOLO_GRAS, 2),
    ("HA HZ HK HO", Contract.SOLO_EICHEL, 3),          # Herz plain in Solo Eichel
])
def test_trick_winner(trick: str, contract: Contract, expected: int) -> None:
    """The highest trump wins, else the highest card of the led suit (schafkopf.md)."""
    assert winner(trick, contract) == expected


def test_trick_winner_in_the_state() -> None:
    """The winner of a trick leads the next (schafkopf.md)."""
    state = run(declared("solo-herz"), "p0 play S7", "p1 play HA", "p2 play SK",
                "p3 play S9")
    assert state.tricks[0].winner == 1 and state.turn == 1 and state.trick == ()
    assert state.tricks[0].played_by(2) is Card.SK
