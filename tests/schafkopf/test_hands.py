"""Hands as 32-bit masks, one bit per card (docs/performance.md "What makes it fast")."""

from __future__ import annotations

from trickgames.schafkopf.cards import CARDS
from trickgames.schafkopf.hands import hand_cards, hand_mask


def test_mask_round_trip() -> None:
    """Every card is one bit; masks turn back into cards in code order."""
    assert hand_mask(CARDS) == (1 << 32) - 1
    assert hand_cards(hand_mask(CARDS[::3])) == CARDS[::3]
    assert hand_cards(0) == ()
