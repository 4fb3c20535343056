"""Tricks and card orders, shared by both games.

A :class:`CardOrder` is the table a contract derives once: for every card its *effective
suit* (a plain suit ``0..3``, or :data:`TRUMP`) and its *strength* within that suit. The trick
winner and the follow-suit rule read nothing else, so they cost a few table lookups.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Generic, TypeVar

import attrs

from trickgames._core.seats import check_seat
from trickgames._core.values import fast_constructor, slots_base

__all__ = ["TRUMP", "CardOrder", "Trick", "follow_suit", "new_trick"]

#: The effective suit of every trump card.
TRUMP = 4

C = TypeVar("C", bound=int)


@attrs.frozen(weakref_slot=False)
@slots_base
class Trick(Generic[C]):
    """A completed trick: who led, the cards in play order, and who won it."""

    leader: int
    cards: tuple[C, ...]
    winner: int

    @property
    def seats(self) -> tuple[int, ...]:
        """The seat that played each card, in play order."""
        return tuple((self.leader + i) & 3 for i in range(len(self.cards)))

    def played_by(self, seat: int) -> C:
        """The card ``seat`` played to this trick (an ``int`` ``0..3``)."""
        return self.cards[(check_seat(seat) - self.leader) & 3]


#: ``Trick(leader, cards, winner)``, built like the game states (see
#: :mod:`trickgames._core.values`): a deal makes one per trick.
new_trick = fast_constructor(Trick)


def follow_suit(hand: int, trick: Sequence[int], follow: Sequence[int]) -> int:
    """The cards (a mask) of ``hand`` that may be played to ``trick``: the cards of the led
    card's effective suit (``follow[led]``, trump counting as one suit) if the hand holds
    one, else any card. The follow-suit rule of both games (there is no duty to trump or to
    win the trick).

    >>> follow_suit(0b1011, [2], follow=(0b11, 0b11, 0b1100, 0b1100))
    8
    >>> follow_suit(0b0011, [2], follow=(0b11, 0b11, 0b1100, 0b1100))
    3
    """
    if trick:
        following = hand & follow[trick[0]]
        if following:
            return following
    return hand


class CardOrder:
    """Effective suits and strengths of every card under one contract.

    ``suit[c]`` is the effective suit of card index ``c`` (``TRUMP`` for trumps) and
    ``strength[c]`` its rank within that suit (higher wins; trumps are all above plain cards).
    ``suit_masks[s]`` is the bit mask of the cards of effective suit ``s``. ``trumps`` lists the
    trump cards high to low and ``plain[s]`` the plain cards of suit ``s`` high to low.
    ``follow[c]`` is ``suit_masks[suit[c]]``: the cards that follow a lead of ``c``, in one
    lookup instead of two (following suit is tested at every step). ``rank_after[s][c]`` is
    how card ``c`` ranks in a trick led in suit ``s``: its strength if it follows or trumps,
    0 if it can never win (trump strengths are above every plain one), so the winner is the
    first card with the highest value; ``rank_led[c]`` is that table for a trick led with
    ``c`` (one lookup instead of two at every trick's end).
    """

    __slots__ = ("follow", "plain", "rank_after", "rank_led", "strength", "suit", "suit_masks",
                 "trumps")

    suit: tuple[int, ...]
    strength: tuple[int, ...]
    suit_masks: tuple[int, ...]
    follow: tuple[int, ...]
    rank_after: tuple[tuple[int, ...], ...]
    rank_led: tuple[tuple[int, ...], ...]
    trumps: tuple[int, ...]
    plain: tuple[tuple[int, ...], ...]

    def __init__(self, size: int, trumps: Sequence[int], plain: Sequence[Sequence[int]]) -> None:
        suit = [-1] * size
        strength = [-1] * size
        masks = [0] * 5
        for i, card in enumerate(trumps):
            suit[card] = TRUMP
            strength[card] = 100 + len(trumps) - i
            masks[TRUMP] |= 1 << card
        for s, cards in enumerate(plain):
            for i, card in enumerate(cards):
                suit[card] = s
                strength[card] = len(cards) - i
                masks[s] |= 1 << card
        self.suit = tuple(suit)
        self.strength = tuple(strength)
        self.suit_masks = tuple(masks)
        self.follow = tuple(masks[s] if s >= 0 else 0 for s in suit)
        self.rank_after = tuple(
            tuple(strength[c] if suit[c] in (led, TRUMP) else 0 for c in range(size))
            for led in range(5)
        )
        self.rank_led = tuple(self.rank_after[s] if s >= 0 else () for s in suit)
        self.trumps = tuple(trumps)
        self.plain = tuple(tuple(p) for p in plain)

    def is_trump(self, card: int) -> bool:
        """Whether the card is a trump."""
        return self.suit[card] == TRUMP

    def beats(self, card: int, best: int) -> bool:
        """Whether ``card``, played later, beats ``best`` (equal cards: the first wins)."""
        suit = self.suit
        if suit[card] == suit[best]:
            return self.strength[card] > self.strength[best]
        return suit[card] == TRUMP

    def winner_index(self, cards: Sequence[int]) -> int:
        """The index (in play order) of the card that wins the trick.

        >>> order = CardOrder(4, trumps=[3], plain=[[0, 1], [2]])
        >>> order.winner_index([1, 0, 2]), order.winner_index([1, 3, 0, 3])
        (1, 1)
        """
        rank = self.rank_led[cards[0]]
        if len(cards) == 4:  # a full trick, unrolled: the first highest wins
            a, b, c, d = cards
            best, high = 0, rank[a]
            if rank[b] > high:
                best, high = 1, rank[b]
            if rank[c] > high:
                best, high = 2, rank[c]
            return 3 if rank[d] > high else best
        best, high = 0, rank[cards[0]]
        for i in range(1, len(cards)):
            if rank[cards[i]] > high:
                best, high = i, rank[cards[i]]
        return best

    def sort_key(self, card: int) -> tuple[int, int]:
        """Display order: trumps high to low, then each plain suit high to low."""
        s = self.suit[card]
        return (0 if s == TRUMP else 1 + s, -self.strength[card])
