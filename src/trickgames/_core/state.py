"""What the states of both games offer besides their fields: the same views, written once.

Each game's ``State`` derives from :class:`StateViews` (before ``attrs`` makes it a frozen
slotted class), typed by its actions, cards and rules, names the function that turns a hand
mask into cards (``cards_of``) and gives its card ``order`` (the contract's, for sorting
hands).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Generic, TypeVar

from trickgames._core.seats import check_seat
from trickgames._core.values import unchain

__all__ = ["StateViews"]

A = TypeVar("A")
K = TypeVar("K", bound=int)
R = TypeVar("R")


class StateViews(Generic[A, K, R]):
    """The views of a state of actions ``A``, cards ``K`` and rules ``R`` (see the module)."""

    __slots__ = ()

    @staticmethod
    def cards_of(mask: int) -> tuple[Any, ...]:
        """The cards of a hand mask, in code order (each game's own)."""
        raise NotImplementedError

    deal: Any
    turn: int
    hands: tuple[int, ...]
    trick: Sequence[K]
    tricks: Sequence[Any]
    history: Any

    @property
    def order(self) -> Any:
        """The card order the hands are sorted by."""
        raise NotImplementedError

    @property
    def actions(self) -> tuple[A, ...]:
        """The actions so far, in order."""
        return unchain(self.history)

    @property
    def rules(self) -> R:
        """The rules of this deal."""
        rules: R = self.deal.rules
        return rules

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        dealer: int = self.deal.dealer
        return dealer

    def hand(self, seat: int) -> tuple[K, ...]:
        """The cards a seat holds now, sorted by the game's order (trumps first); a seat that
        is not an ``int`` ``0..3`` is an :class:`~trickgames.ArgumentError`
        (``invalid_seat``), as for every function that takes a seat."""
        mask = self.hands[check_seat(seat)]
        return tuple(sorted(type(self).cards_of(mask), key=self.order.sort_key))

    def hand_size(self, seat: int) -> int:
        """How many cards a seat holds now."""
        return self.hands[check_seat(seat)].bit_count()

    @property
    def trick_leader(self) -> int:
        """The seat that led (or is to lead) the current trick."""
        return (self.turn - len(self.trick)) & 3

    @property
    def trick_number(self) -> int:
        """The number of the current trick, 1-based."""
        return len(self.tricks) + 1

    def describe_hand(self, seat: int) -> str:
        """A seat's hand as card codes, for messages."""
        return ", ".join(card.name for card in self.hand(seat))  # type: ignore[attr-defined]
