"""The engine's precomputed tables and fast paths (docs/performance.md "What makes it fast")
agree with the plain rules they stand for: the seeded deal, the chunk tables, the follow and
trick-winner tables, the shared games, the doublings of all seats, the callable suits, the
checks of ``apply`` and the remembered score breakdowns."""

from __future__ import annotations

import random

import pytest

from trickgames import IllegalActionError
from trickgames import schafkopf as sk
from trickgames._core.rng import Rng
from trickgames.bots.schafkopf import random_policy
from trickgames.schafkopf.actions import PLAYS
from trickgames.schafkopf.called_ace import CALLABLE_SUITS, callable_suits
from trickgames.schafkopf.cards import CARDS, Rank
from trickgames.schafkopf.contracts import Contract, card_order
from trickgames.schafkopf.doubling import doubling_actions, seats_doubling_actions
from trickgames.schafkopf.hands import hand_cards, hand_mask
from trickgames.schafkopf.play import PLAY_CHUNKS
from trickgames.schafkopf.state import Game, make_game

from .helpers import run, start

PRESETS = list(sk.PRESETS)


def plain_deal(rules: sk.Rules, seed: int, dealer: int) -> list[tuple[sk.Card, ...]]:
    """The seeded deal as sk.deal documents it: shuffle the deck, two rounds of packets from
    forehand, each hand sorted."""
    cards = Rng(seed).shuffled(sk.deck(rules.short))
    packet = rules.cards_per_hand // 2
    hands: list[list[sk.Card]] = [[], [], [], []]
    position = 0
    for _ in range(2):
        for i in range(4):
            hands[(dealer + 1 + i) & 3] += cards[position : position + packet]
            position += packet
    return [tuple(sorted(h)) for h in hands]


@pytest.mark.parametrize("preset", PRESETS)
def test_the_seeded_deal_is_the_documented_one(preset: str) -> None:
    rules = sk.Rules.from_json(preset)
    for seed in range(200):
        dealer = seed & 3
        state = sk.deal(rules, seed=seed, dealer=dealer)
        assert list(state.deal.hands) == plain_deal(rules, seed, dealer)
        assert state.deal.masks == tuple(hand_mask(h) for h in state.deal.hands)
        assert state.hands == state.deal.masks
        assert all(type(c) is sk.Card for h in state.deal.hands for c in h)
        assert state == sk.deal(rules, hands=state.deal.hands, dealer=dealer)


def test_chunk_tables_list_the_bits_of_a_mask() -> None:
    draw = random.Random(5)
    masks = [0, (1 << 32) - 1] + [draw.getrandbits(32) for _ in range(500)]
    for mask in masks:
        assert hand_cards(mask) == tuple(c for c in CARDS if mask >> c & 1)
        for seat in range(4):
            t0, t1, t2 = PLAY_CHUNKS[seat]
            plays = t0[mask & 0x7FF] + t1[mask >> 11 & 0x7FF] + t2[mask >> 22]
            assert plays == tuple(PLAYS[seat][c] for c in CARDS if mask >> c & 1)


@pytest.mark.parametrize("short", [False, True])
def test_follow_and_win_keys_agree_with_the_card_order(short: bool) -> None:
    draw = random.Random(7)
    for contract in Contract:
        order = card_order(contract, short)
        deck = sk.deck(short)
        for card in deck:
            assert order.follow[card] == order.suit_masks[order.suit[card]]
        for _ in range(300):
            trick = draw.sample(deck, 4)
            key = order.rank_after[order.suit[trick[0]]]
            best = max(range(4), key=lambda i: (key[trick[i]], -i))
            assert best == order.winner_index(trick) == sk.trick_winner(trick, contract,
                                                                         short=short)


def test_games_are_shared_and_equal_to_a_new_game() -> None:
    for contract in Contract:
        ace = contract.called_ace
        partner = 2 if ace is not None else None
        for searched in (False, True):
            game = make_game(contract, 1, partner, False, searched)
            side = tuple(s in (1, partner) for s in range(4))
            assert game == Game(contract, 1, partner, side, False, searched)  # type: ignore[arg-type]
            assert make_game(contract, 1, partner, False, searched) is game


@pytest.mark.parametrize("window", list(sk.DoublingWindow))
@pytest.mark.parametrize("max_doublings", [0, 1, 2, 4])
def test_the_doublings_of_all_seats_are_each_seats_doublings(
    window: sk.DoublingWindow, max_doublings: int
) -> None:
    rules = sk.SAUSPIEL.replace(doubling_window=window.value, max_doublings=max_doublings)
    rng = Rng(max_doublings)
    for seed in range(40):
        state = sk.deal(rules, seed=seed)
        while not state.is_over:
            if state.phase is sk.Phase.PLAY:
                turn = state.turn
                each = tuple(a for i in range(4) for a in doubling_actions(state, (turn + i) & 3))
                assert seats_doubling_actions(state, turn) == each
            state = sk.apply(state, random_policy(rng, state))


@pytest.mark.parametrize("short", [False, True])
def test_callable_suits_follow_the_calling_rule(short: bool) -> None:
    draw = random.Random(11)
    deck = sk.deck(short)
    order = card_order(Contract.SAUSPIEL_EICHEL, short)
    for _ in range(500):
        hand = draw.sample(deck, 6 if short else 8)
        expected = tuple(
            s for s in CALLABLE_SUITS
            if CARDS[s * 8 + Rank.ACE] not in hand and any(order.suit[c] == s for c in hand)
        )
        assert callable_suits(hand_mask(hand), short) == expected


HANDS = (
    "EO GO HO SO G9 G8 E7 S7",
    "EU GU HU SU HA HZ G7 E9",
    "GA GZ GK EA EZ SA SZ SK",
    "HK H9 H8 H7 EK E8 S9 S8",
)


def test_apply_checks_actions_that_are_not_the_listed_objects_in_full() -> None:
    """apply takes an action as it is when legal_actions has just listed that very object for
    the state; an equal action (with a comment) or an illegal one gets the full check and its
    error."""
    state = run(start(HANDS), "p0 bid; p1 bid; p2 pass; p3 pass")  # p1 holds wenz
    listed = sk.legal_actions(state)
    assert [str(a) for a in listed[:3]] == ["p0 pass", "p0 hold wenz", "p0 hold solo"]
    assert sk.apply(state, listed[1]) == sk.apply_unchecked(state, listed[1])
    hold = sk.Hold(0, sk.GameClass.WENZ, comment="four Unter")
    assert hold == listed[1] and hold is not listed[1]
    sk.legal_actions(state)
    after = sk.apply(state, hold)
    assert after.actions[-1] is hold and after == sk.apply(state, listed[1])
    for action, code in [(sk.Hold(1, sk.GameClass.SOLO), "not_your_turn"),
                         (sk.Hold(0, sk.GameClass.SAUSPIEL), "hold_too_low"),
                         (sk.Kontra(2, comment="too early"), "doubling_not_yet")]:
        sk.legal_actions(state)
        with pytest.raises(IllegalActionError) as info:
            sk.apply(state, action)
        assert info.value.code == code
    assert sk.apply(state, "p0 pass").phase is sk.Phase.DECLARATION


@pytest.mark.parametrize("preset", PRESETS)
def test_scores_are_the_same_for_equal_rules_objects(preset: str) -> None:
    """The breakdowns remembered for one rules object are never used for another: the same
    deals scored under a copy of the rules, and under a different tariff."""
    rules = sk.Rules.from_json(preset)
    copy = sk.Rules.from_json(preset)
    dearer = rules.replace(tariff={"sauspiel": 30, "solo": 70, "laufende": 20})
    rng = Rng(3)
    for seed in range(60):
        state = sk.deal(rules, seed=seed)
        while not state.is_over:
            state = sk.apply(state, random_policy(rng, state))
        result = sk.score(state)
        actions = state.actions
        for other in (copy, dearer):
            again = sk.deal(other, seed=seed)
            for action in actions:
                again = sk.apply(again, action)
            other_result = sk.score(again)
            if other is copy or result.redeal:
                assert other_result == result
            else:
                assert other_result.items != result.items
                assert other_result.card_points == result.card_points


def universe() -> list[sk.Action]:
    """Every action object a caller could pass: the interned plays and fresh others."""
    out: list[sk.Action] = []
    for seat in range(4):
        out += PLAYS[seat]
        out += [sk.Knock(seat), sk.Pass(seat), sk.Bid(seat), sk.Kontra(seat), sk.Re(seat)]
        out += [sk.Hold(seat, c) for c in sk.GameClass]
        out += [sk.Declare(seat, c) for c in Contract]
    return out


@pytest.mark.parametrize("preset", PRESETS)
def test_apply_right_after_legal_actions_judges_every_action(preset: str) -> None:
    """apply accepts the actions legal_actions has just listed for the same state, and judges
    every other action as check does, with the same error (schafkopf.md, the legality triad)."""
    rules = sk.Rules.from_json(preset).replace(doubling_window="before_own_first_card")
    rng = Rng(4)
    actions = universe()
    for seed in range(6):
        state = sk.deal(rules, seed=seed)
        while not state.is_over:
            legal = sk.legal_actions(state)
            for action in actions:
                if action in legal:
                    sk.legal_actions(state)  # apply may now find the action by identity
                    assert sk.apply(state, action) == sk.apply_unchecked(state, action)
                    continue
                with pytest.raises(IllegalActionError) as checked:
                    sk.check(state, action)
                sk.legal_actions(state)
                with pytest.raises(IllegalActionError) as applied:
                    sk.apply(state, action)
                assert (applied.value.code, str(applied.value)) == (checked.value.code,
                                                                    str(checked.value))
            state = sk.apply(state, random_policy(rng, state))
