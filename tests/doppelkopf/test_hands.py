"""Hands as integers, ``first | second << 24``: every card exists twice (doppelkopf.md "Cards and
ranking": 48 cards, each twice; docs/performance.md "What makes it fast": hands are integers).
"""

from __future__ import annotations

from collections import Counter
from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickgames import doppelkopf as dk
from trickgames import testing
from trickgames.doppelkopf.cards import CARDS, Card, deck
from trickgames.doppelkopf.hands import (
    LOW,
    add_card,
    both_held_by,
    card_count,
    copies,
    hand_cards,
    hand_mask,
    kinds,
    remove_card,
)
from trickgames.doppelkopf.state import PovertyExchange

#: A hand as how many of each of the 24 kinds of card it holds (0, 1 or 2).
COUNTS = st.lists(st.integers(min_value=0, max_value=2), min_size=24, max_size=24)


def cards_of(counts: list[int]) -> list[Card]:
    """The cards of ``counts``, in code order."""
    return [card for card in CARDS for _ in range(counts[card])]


def test_the_full_deck_is_every_bit() -> None:
    """doppelkopf.md "Cards and ranking" (48 cards, each twice): the mask of the whole deck
    has all 48 bits set and gives back every card twice, in code order."""
    full = hand_mask(deck())
    assert full == (1 << 48) - 1
    assert hand_cards(full) == tuple(card for card in CARDS for _ in range(2))
    assert card_count(full) == 48
    assert kinds(full) == CARDS
    assert hand_cards(0) == () and card_count(0) == 0 and kinds(0) == ()


def test_a_card_once_and_twice() -> None:
    """docs/performance.md "What makes it fast" (``first | second << 24``): the first copy
    of card ``c`` is bit ``c``, the second bit ``c + 24``."""
    for card in CARDS:
        assert hand_mask([card]) == 1 << card
        assert hand_mask([card, card]) == (1 << card) | (1 << (card + 24))
        assert copies(hand_mask([card, card]), card) == 2


@given(COUNTS, st.randoms(use_true_random=False))
def test_masks_round_trip(counts: list[int], random: Random) -> None:
    """doppelkopf.md "Cards and ranking": a hand holds each card at most twice; its mask, in
    whatever order the cards come, gives back the same cards in code order, with how many of
    each, how many in all, and which kinds."""
    cards = cards_of(counts)
    shuffled = list(cards)
    random.shuffle(shuffled)
    mask = hand_mask(shuffled)
    assert mask == hand_mask(cards)
    assert hand_cards(mask) == tuple(cards)
    assert [copies(mask, card) for card in CARDS] == counts
    assert card_count(mask) == len(cards)
    assert kinds(mask) == tuple(card for card in CARDS if counts[card])
    assert mask & LOW == hand_mask(set(cards))


@given(COUNTS, st.sampled_from(CARDS))
def test_add_and_remove_a_card(counts: list[int], card: Card) -> None:
    """docs/performance.md "What makes it fast" (removing a played card is one ``^``): adding
    a card makes one more of it, removing one makes one fewer, and either gives the mask of
    the hand it makes (whichever copy goes, the mask is the same)."""
    mask = hand_mask(cards_of(counts))
    if counts[card] < 2:
        more = add_card(mask, card)
        assert copies(more, card) == counts[card] + 1
        assert more == hand_mask([*cards_of(counts), card])
        assert remove_card(more, card) == mask
    if counts[card]:
        fewer = remove_card(mask, card)
        assert copies(fewer, card) == counts[card] - 1
        expected = Counter(cards_of(counts))
        expected[card] -= 1
        assert fewer == hand_mask(expected.elements())
        assert add_card(fewer, card) == mask
        assert card_count(fewer) == card_count(mask) - 1


def test_removing_the_second_copy_keeps_the_first() -> None:
    """docs/performance.md "What makes it fast": a hand with both copies that plays one
    still holds the card ("holds at least one" stays set)."""
    both = hand_mask([Card.HT, Card.HT])
    one = remove_card(both, Card.HT)
    assert one == 1 << Card.HT
    assert hand_cards(one) == (Card.HT,)
    assert remove_card(one, Card.HT) == 0


def test_without_nines() -> None:
    """doppelkopf.md "Options" (``nines`` false: 40 cards, 10 each): the short deck's mask
    holds no nine and gives back its 40 cards."""
    short = deck(dk.DDV.replace(nines=False))
    mask = hand_mask(short)
    assert card_count(mask) == 40
    assert hand_cards(mask) == tuple(short)
    assert all(copies(mask, card) == 0 for card in CARDS if card.name.endswith("9"))


@pytest.mark.parametrize("preset", ["ddv", "pagat"])
def test_states_hold_the_dealt_hands_as_masks(preset: str) -> None:
    """records.md "Fields" (``hands``: each seat's cards as dealt): a fresh deal's masks are
    the masks of the hands dealt, and turn back into them."""
    for seed in range(5):
        state = dk.deal(preset, seed=seed)
        for seat in range(4):
            dealt = state.deal.hands[seat]
            assert state.hands[seat] == hand_mask(dealt)
            assert hand_cards(state.hands[seat]) == tuple(sorted(dealt))


@given(testing.states("doppelkopf"))
def test_every_state_holds_the_deck(state: dk.State) -> None:
    """doppelkopf.md "Cards and ranking" (each card twice), "Poverty": at any moment the
    hands' masks, the trick and the tricks taken hold no card more than twice and, with the
    cards a poor player gave that nobody has taken yet, make the deck of the rules."""
    seen: Counter[Card] = Counter()
    for mask in state.hands:
        seen.update(hand_cards(mask))
    seen.update(state.trick)
    for trick in state.tricks:
        seen.update(trick.cards)
    assert all(count <= 2 for count in seen.values())
    pending = state.pending
    if isinstance(pending, PovertyExchange) and pending.acceptor is None:
        seen.update(pending.given)
    assert seen == Counter(deck(state.rules))


@pytest.mark.parametrize("seed", range(20))
def test_both_held_by_names_the_seat_with_both_copies(seed: int) -> None:
    """doppelkopf-variants.md "Swines", "Genscher": the holder of a card pair is the seat
    dealt both copies, none when they were split."""
    state = dk.deal("ddv", seed=seed)
    for card in Card:
        holders = [s for s in range(4) if state.hand(s).count(card) == 2]
        assert both_held_by(state.hands, card) == (holders[0] if holders else None)


def test_the_card_tables_are_built_whole_under_threads(monkeypatch: pytest.MonkeyPatch) -> None:
    """hands module: the per-suit card tables, built on first use, are published whole, so
    threads that deal at the same moment (a web server's workers) never read a part of them
    (a partly built list failed to unpack)."""
    import threading

    from trickgames.doppelkopf import hands

    monkeypatch.setattr(hands, "_SUIT_CARDS", [])
    barrier = threading.Barrier(8)
    failures: list[BaseException] = []

    def deal_one(seed: int) -> None:
        barrier.wait()
        try:
            dk.deal("ddv", seed=seed)
        except BaseException as exc:  # pragma: no cover - the failure this test looks for
            failures.append(exc)

    threads = [threading.Thread(target=deal_one, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == [] and len(hands._SUIT_CARDS) == 4
