"""The engine: seeded deals, deals from hands, the legality triad and legal_actions with
off-turn actions (docs/index.md "States are values", docs/schafkopf.md "Illegal actions";
schafkopf.md "Cards, points, trumps" for the deal)."""

from __future__ import annotations

import pytest

from trickgames import ArgumentError, IllegalActionError, ParseError, TrickgamesError
from trickgames import schafkopf as sk
from trickgames._core.rng import Rng
from trickgames.schafkopf.cards import deck

from .helpers import run


@pytest.mark.parametrize("preset", ["standard", "short", "sauspiel"])
def test_seeded_deal_is_the_documented_shuffle(preset: str) -> None:
    """A seeded deal: Rng(seed) Fisher-Yates over the deck in code order, then packets of
    half a hand (4 + 4, short 3 + 3) clockwise from forehand, each hand sorted."""
    rules = sk.PRESETS[preset]
    state = sk.deal(rules, seed=99, dealer=2)
    cards = Rng(99).shuffled(deck(rules))
    half = rules.cards_per_hand // 2
    expected: list[list[sk.Card]] = [[], [], [], []]
    for packet in range(8):
        seat = (3 + packet) & 3
        expected[seat] += cards[packet * half:(packet + 1) * half]
    assert [list(h) for h in state.deal.hands] == [sorted(h) for h in expected]
    assert state.turn == 3 and state.phase is sk.Phase.BIDDING
    assert sk.deal(rules, seed=99, dealer=2) == state


def test_deal_from_hands_and_deck_problems() -> None:
    """Given hands must form exactly the deck of the rules (records.md Validation 3)."""
    hands = [["EO", "GO", "HO", "SO", "EU", "GU", "HU", "SU"],
             ["HA", "HZ", "HK", "H9", "H8", "H7", "EA", "EZ"],
             ["EK", "E9", "E8", "E7", "GA", "GZ", "GK", "G9"],
             ["G8", "G7", "SA", "SZ", "SK", "S9", "S8", "S7"]]
    state = sk.deal("standard", hands=hands, dealer=3)
    assert state.hand(0)[0] is sk.Card.EO and state.turn == 0
    with pytest.raises(TrickgamesError) as info:
        sk.deal("short", hands=hands)
    assert info.value.code == "wrong_deck"
    assert "not in the short deck" in str(info.value) and "holds 8 cards instead of 6" in str(
        info.value)
    twice = [h[:] for h in hands]
    twice[3][0] = "EO"
    with pytest.raises(TrickgamesError, match="dealt more than once: EO; missing: G8"):
        sk.deal("standard", hands=twice)
    with pytest.raises(TrickgamesError, match="dealer"):
        sk.deal("standard", seed=1, dealer=4)
    with pytest.raises(TrickgamesError, match=r"a seed, a generator \(rng\) or the hands"):
        sk.deal("standard")


def test_legal_actions_turn_first_then_off_turn() -> None:
    """legal_actions lists the seat to act first, then the others' off-turn actions; with a
    seat given only that seat's (docs/frontend.md "The loop": off-turn actions)."""
    state = sk.deal("sauspiel", seed=3, dealer=3)
    assert [str(a) for a in sk.legal_actions(state)] == [
        "p0 pass", "p0 bid", "p0 knock", "p1 knock", "p2 knock", "p3 knock"]
    assert [str(a) for a in sk.legal_actions(state, 2)] == ["p2 knock"]
    state = run(state, "p0 bid; p1 pass; p2 pass; p3 pass")
    assert sk.legal_actions(state, 1) == ()
    declare = sk.legal_actions(state)[0]
    state = sk.apply(state, declare)
    listed = [str(a) for a in sk.legal_actions(state)]
    assert [a for a in listed if "play" not in a] == [
        f"p{s} kontra" for s in (1, 2, 3) if not state.game.side[s]]  # type: ignore[union-attr]


def test_check_is_legal_apply() -> None:
    """check raises IllegalActionError naming seat, action and rule; is_legal answers;
    apply returns a new state and leaves the old one unchanged (docs/schafkopf.md "Illegal
    actions")."""
    state = sk.deal("standard", seed=5, dealer=3)
    with pytest.raises(IllegalActionError) as info:
        sk.check(state, "p2 bid")
    err = info.value
    assert (err.code, err.seat, err.action) == ("not_your_turn", 2, "p2 bid")
    assert str(err) == "p2 cannot bid now: it is p0's turn"
    assert not sk.is_legal(state, "p2 bid") and sk.is_legal(state, "p0 bid")
    assert not sk.is_legal(state, "p0 shout")
    with pytest.raises(ParseError):
        sk.check(state, "p0 shout")
    after = sk.apply(state, "p0 bid")
    assert state.actions == () and after.actions == (sk.Bid(0),)
    assert sk.apply_unchecked(state, sk.Bid(0)) == after
    with pytest.raises(TrickgamesError):
        sk.apply(state, 42)  # type: ignore[arg-type]
    with pytest.raises(ArgumentError, match=r"seat must be an int 0\.\.3, not 7"):
        sk.Knock(7)  # an action of a seat that does not exist cannot be made


def test_play_a_whole_deal_with_the_first_legal_action() -> None:
    """Any sequence of legal actions reaches the end; the payouts sum to zero (schafkopf.md
    Result)."""
    for preset in sk.PRESETS:
        state = sk.deal(preset, seed=8)
        while not state.is_over:
            state = sk.apply(state, sk.legal_actions(state)[-1])
        assert sum(sk.score(state).payouts) == 0
        assert sk.legal_actions(state) == ()



@pytest.mark.parametrize("preset", ["standard", "wirtshaus"])
def test_legal_actions_lists_the_plays_of_the_play_table(preset: str) -> None:
    """In trick play legal_actions starts with the seat to play's plays of its playable cards,
    exactly legal_plays(turn, playable) (schafkopf.md "Cards, points, trumps": follow the led
    suit): the engine reads the play
    table itself (docs/performance.md, "What each gain came from")."""
    from trickgames.schafkopf.follow import legal_plays

    rng = Rng(5)
    for index in range(20):
        state = sk.deal(preset, rng=rng, dealer=index & 3)
        while not state.is_over:
            actions = sk.legal_actions(state)
            if state.phase is sk.Phase.PLAY:
                plays = legal_plays(state.turn, state.playable)
                assert actions[:len(plays)] == plays
                assert not any(isinstance(a, sk.Play) for a in actions[len(plays):])
            state = sk.apply(state, actions[rng.below(len(actions))])
