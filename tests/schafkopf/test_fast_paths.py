"""The engine's precomputed tables and fast paths (docs/performance.md "What makes it fast")
agree with the plain rules they stand for: the seeded deal, the chunk tables, the follow and
trick-winner tables, the shared games, the doublings of all seats, the callable suits, the
checks of ``apply``, the values built inline, the actions kept as a chain and the score
breakdowns put together from shared lines."""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest

from tests._states import assert_rebuilt, random_deals
from trickgames import IllegalActionError
from trickgames import schafkopf as sk
from trickgames._core.rng import Rng
from trickgames._core.tricks import Trick
from trickgames.bots import schafkopf as bots
from trickgames.bots.schafkopf import random_policy
from trickgames.schafkopf import bidding, doubling, engine, play, scoring
from trickgames.schafkopf.actions import PLAYS
from trickgames.schafkopf.called_ace import CALLABLE_SUITS, callable_suits
from trickgames.schafkopf.cards import CARDS, POINTS, Rank
from trickgames.schafkopf.contracts import Contract, card_order
from trickgames.schafkopf.doubling import doubling_actions, seats_doubling_actions
from trickgames.schafkopf.follow import PLAYS_OF, legal_plays
from trickgames.schafkopf.hands import hand_cards, hand_mask
from trickgames.schafkopf.laufende import run_of
from trickgames.schafkopf.state import Auction, Game, State, make_game

from .helpers import run, start

PRESETS = list(sk.PRESETS)
#: The presets of schafkopf.md (the scores of the variants are tested in test_ramsch.py and
#: test_variants.py).
CLASSIC_PRESETS = ["standard", "short", "sauspiel"]


def plain_deal(rules: sk.Rules, seed: int, dealer: int) -> list[tuple[sk.Card, ...]]:
    """The seeded deal as sk.deal documents it: shuffle the deck, two rounds of packets from
    forehand, each hand sorted."""
    cards = Rng(seed).shuffled(sk.deck(rules))
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
    """docs/performance.md "What makes it fast": the cards and the legal plays of a mask come
    from chunk tables, and they are the mask's cards in code order (the interned plays)."""
    draw = random.Random(5)
    masks = [0, (1 << 32) - 1] + [draw.getrandbits(32) for _ in range(500)]
    for mask in masks:
        assert hand_cards(mask) == tuple(c for c in CARDS if mask >> c & 1)
        for seat in range(4):
            plays = legal_plays(seat, mask)
            assert plays == tuple(PLAYS[seat][c] for c in CARDS if mask >> c & 1)
            assert all(a is b for a, b in zip(plays, PLAYS_OF[seat](mask), strict=True))


@pytest.mark.parametrize("short", [False, True])
def test_follow_and_win_keys_agree_with_the_card_order(short: bool) -> None:
    draw = random.Random(7)
    for contract in Contract:
        order = card_order(contract, short)
        deck = sk.deck(sk.SHORT if short else None)
        for card in deck:
            assert order.follow[card] == order.suit_masks[order.suit[card]]
        for _ in range(300):
            trick = draw.sample(deck, 4)
            key = order.rank_after[order.suit[trick[0]]]
            best = max(range(4), key=lambda i: (key[trick[i]], -i))
            assert best == order.winner_index(trick) == sk.trick_winner(
                trick, contract, sk.SHORT if short else None)


def test_games_are_shared_and_equal_to_a_new_game() -> None:
    for contract in Contract:
        ace = contract.called_ace
        partner = 2 if ace is not None else None
        for searched in (False, True):
            game = make_game(contract, 1, partner, False, searched)
            side = tuple(s in (1, partner) for s in range(4))
            assert game == Game(contract, 1, partner, side, False, searched)  # type: ignore[arg-type]
            assert make_game(contract, 1, partner, False, searched) is game


def plain_doublers(side: Any) -> tuple[tuple[tuple[sk.Action, ...], ...], ...]:
    """Game.doublers as documented: after an even number of doublings the Kontras of the
    defenders, after an odd number the Res of the declaring side, from each seat on."""
    return tuple(
        tuple(
            tuple((sk.Re if re else sk.Kontra)((first + i) & 3) for i in range(4)
                  if bool(side[(first + i) & 3]) == re)
            for first in range(4)
        )
        for re in (False, True)
    )


@pytest.mark.parametrize("side", [
    (True, False, False, False), (False, True, False, True), [True, True, False, False],
    (1, 0, 0, 1),
])
def test_the_doublers_table_of_a_game(side: Any) -> None:
    """The doublings by sides come from one table made once, for any form of the sides."""
    game = Game(Contract.SOLO_HERZ, 0, None, side, False, True)
    assert game.doublers == plain_doublers(side)


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
    deck = sk.deck(sk.SHORT if short else None)
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


def deals(preset: str, count: int, seed: int = 0, **changes: Any) -> list[list[sk.State]]:
    """The states of ``count`` random deals, each from the deal to its end."""
    rules = sk.Rules.from_json(preset).replace(**changes) if changes else sk.Rules.from_json(
        preset)
    return random_deals(sk, random_policy, rules, count, seed)


@pytest.mark.parametrize("preset", PRESETS)
def test_values_built_inline_are_the_frozen_values(preset: str) -> None:
    """States, auctions and tricks built by the steps (through the fast constructors, or
    field by field in the play step: values.slots_class) are the frozen classes themselves,
    equal to the values their constructors make (derived fields such as State.playable
    included), and immutable; the actions are the chain of every action applied."""
    for states in deals(preset, 30):
        applied: list[sk.Action] = []
        for before, after in itertools.pairwise(states):
            assert after.history is not None and after.history[0] is before.history
            applied.append(after.history[1])
            values: list[tuple[Any, Any]] = [(after, State), (after.auction, Auction)]
            values += [(trick, Trick) for trick in after.tricks]
            for value, cls in values:
                assert_rebuilt(value, cls)
        final = states[-1]
        assert final.actions == tuple(applied)
        assert states[0].history is None and states[0].actions == ()


@pytest.mark.parametrize("preset", PRESETS)
def test_every_trick_goes_to_the_card_orders_winner(preset: str) -> None:
    """The trick winner apply_play records is the one trick_winner gives."""
    for states in deals(preset, 40, seed=1):
        final = states[-1]
        if final.game is None:
            continue
        for trick in final.tricks:
            index = sk.trick_winner(trick.cards, final.game.contract, final.rules)
            assert trick.winner == (trick.leader + index) & 3


@pytest.mark.parametrize("window", list(sk.DoublingWindow))
@pytest.mark.parametrize("max_doublings", [0, 1, 2, 4])
def test_legal_actions_lists_each_seats_doublings_in_play(
    window: sk.DoublingWindow, max_doublings: int
) -> None:
    """In play, legal_actions skips asking for doublings once every window must be closed:
    it lists the plays, then each seat's doubling from the seat to play on."""
    changes = {"doubling_window": window.value, "max_doublings": max_doublings}
    for states in deals("sauspiel", 25, seed=2, **changes):
        for state in states:
            if state.phase is not sk.Phase.PLAY:
                continue
            turn = state.turn
            doublings = tuple(a for i in range(4) for a in doubling_actions(state, (turn + i) & 3))
            assert sk.legal_actions(state) == play.play_actions(state) + doublings


def plain_items(score: sk.Score, rules: sk.Rules) -> list[tuple[str, int, str, bool]]:
    """A finished deal's breakdown as the scoring rules word it, line by line."""
    assert score.contract is not None
    tariff = rules.tariff
    single = score.contract.is_single
    out = [("base", tariff.solo if single else tariff.sauspiel,
            f"single-player game ({score.contract.value})" if single else "Sauspiel", False)]
    if score.schneider:
        out.append(("schneider", tariff.schneider, "schneider", False))
    if score.schwarz:
        out.append(("schwarz", tariff.schwarz, "schwarz", False))
    if score.laufende >= rules.laufende_min.of(score.contract.kind):
        who = "declaring side" if score.laufende_declarers else "defenders"
        out.append(("laufende", tariff.laufende * score.laufende,
                    f"{score.laufende} Laufende ({who}) x {tariff.laufende}", False))
    if score.contract.tout:
        out.append(("tout", 2, "Tout", True))
    if score.knocks:
        out.append(("knocks", 2 ** score.knocks,
                    f"{score.knocks} knock{'s' if score.knocks != 1 else ''}", True))
    if score.doublings:
        words = ", ".join(["kontra", "re"][i & 1] for i in range(score.doublings))
        out.append(("doublings", 2 ** score.doublings, words, True))
    return out


@pytest.mark.parametrize("preset", CLASSIC_PRESETS)
@pytest.mark.parametrize("changes", [{}, {"max_doublings": 4, "schneider": "symmetric",
                                          "schwarz": "points"}])
def test_scores_put_together_from_shared_lines(preset: str, changes: dict[str, Any]) -> None:
    """The breakdown, put together from remembered lines, is the plain breakdown of the deal;
    its card points, Laufende and payouts follow from the tricks; a void deal's score is
    ``Score.void``."""
    rules = sk.Rules.from_json(preset).replace(**changes) if changes else sk.Rules.from_json(
        preset)
    for states in deals(preset, 80, seed=3, **changes):
        final = states[-1]
        score = sk.score(final)
        if final.phase is sk.Phase.VOID:
            assert score == sk.Score.void(final.knocks)
            continue
        game = final.game
        assert game is not None
        won = [c for t in final.tricks if game.side[t.winner] for c in t.cards]
        assert score.card_points is not None
        assert score.card_points.declarers == sum(POINTS[c] for c in won)
        declaring = 0
        for seat in range(4):
            if game.side[seat]:
                declaring |= final.deal.masks[seat]
        assert (score.laufende, score.laufende_declarers) == run_of(game.contract, declaring,
                                                                    rules.short)
        items = [(i.code, i.amount, i.label, i.factor) for i in score.items]
        assert items == plain_items(score, rules)
        total = sum(i.amount for i in score.items if not i.factor)
        factor = 1
        for item in score.items:
            if item.factor:
                factor *= item.amount
        assert score.value == total * factor and sum(score.payouts) == 0


def test_hot_functions_make_no_closure_cells() -> None:
    """A function whose variables a nested generator or comprehension uses keeps them in
    cells, made at every call: the functions of every step have none."""
    for function in (engine.legal_actions, engine.apply, engine.apply_unchecked,
                     play.apply_play, bidding.apply_bidding, bidding.apply_first_round,
                     bidding.bidding_actions, bidding._resolution_actions,
                     bidding._declaration_actions, doubling.seats_doubling_actions,
                     scoring.score, bots.random_policy):
        assert not function.__code__.co_cellvars, function.__name__


def test_a_play_knows_its_cards_bit() -> None:
    """Play.bit, derived once per action, is the card's bit in a hand mask."""
    for seat in range(4):
        for card in CARDS:
            assert sk.Play(seat, card).bit == 1 << card
            assert PLAYS[seat][card].bit == 1 << card


@pytest.mark.parametrize("games", [
    ["sauspiel", "solo", "wenz"], ["sauspiel", "geier", "solo"], ["farbgeier", "solo"],
    ["sauspiel", "solo", "solo-tout"], ["sauspiel", "farbwenz", "wenz", "solo"],
])
def test_the_remembered_lowest_single_class(games: list[str]) -> None:
    """Rules.lowest_single_class, remembered by the enabled games, is the plain search (the
    claim a later bidder starts with; schafkopf.md "Bidding")."""
    for _ in range(2):  # made, then remembered
        rules = sk.STANDARD.replace(games=games)
        plain = next(c for c in sk.GameClass if c.is_single and c in rules.games)
        assert rules.lowest_single_class is plain
