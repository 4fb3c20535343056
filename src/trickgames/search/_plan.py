"""What both games' world samplers share: the plan of a view (the counted constraints, the
cards known in each hand, how a world is rebuilt) and the helpers that read a view.

A game's sampler (:mod:`trickgames.search._doppelkopf`, :mod:`trickgames.search._schafkopf`)
turns a view into a :class:`Plan`; :mod:`trickgames.search.worlds` draws from it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from fractions import Fraction
from typing import Any

import attrs

from trickgames._core.errors import ArgumentError
from trickgames.search._placement import Bound, Item, Placement

__all__ = ["HIDDEN", "Plan", "PlanBuilder", "inconsistent", "plays_of"]

#: How a view writes a card passed face down.
HIDDEN = "??"


def inconsistent(why: str) -> ArgumentError:
    """The error of a view no deal can produce (``inconsistent_view``)."""
    return ArgumentError(f"inconsistent view: {why}", code="inconsistent_view")


def plays_of(actions: Sequence[Any], play_type: type[Any]) -> list[tuple[int, int]]:
    """The card plays among ``actions``, as ``(seat, card)`` in play order."""
    return [(a.seat, a.card) for a in actions if isinstance(a, play_type)]


@attrs.frozen
class Plan:
    """A view made ready for sampling.

    ``places`` are the seats (and, where a poverty's cards lie face down on the table, the
    place ``-1``) whose cards the :class:`~trickgames.search._placement.Placement`
    ``placement`` places; ``fixed[s]`` are the cards seat ``s`` is known to hold now.
    ``build(cards)`` makes the world of a placement (the cards of each place): the state the
    view's history reaches from the deal it implies, or an error
    (:class:`~trickgames.IllegalActionError`, :class:`~trickgames.ArgumentError`) when the
    history is not legal with those hands. ``correction(cards)`` is the probability with
    which a drawn placement is kept (1 unless weights cannot be written per card, see
    :class:`PlanBuilder`).
    """

    places: tuple[int, ...]
    placement: Placement
    fixed: tuple[tuple[int, ...], ...]
    build: Callable[[tuple[tuple[int, ...], ...]], Any]
    correction: Callable[[tuple[tuple[int, ...], ...]], Fraction]


class PlanBuilder:
    """Collects what a view says about the hidden cards, then makes the :class:`Plan`.

    ``deck`` is the rules' deck (a card twice when the game has two copies); ``seen`` the
    cards whose place is known: the viewer's hand and every card played. :meth:`fix` puts a
    known card in a hand, :meth:`forbid` keeps cards out of a hand, :meth:`bound` limits how
    many of some cards a place takes. ``dealt_known[s]`` counts, per card, the copies known
    to have been dealt to seat ``s`` (its fixed cards, its plays and the known passes of a
    poverty): the weight of a world is that of a shuffle, 2 for every card whose two copies
    were dealt to two seats (see :meth:`weights`).
    """

    def __init__(self, deck: Sequence[int], places: Sequence[int], sizes: Sequence[int],
                 seen: Sequence[int], dealt_to: Callable[[int], int]) -> None:
        self.deck = Counter(deck)
        self.places = tuple(places)
        self.sizes = list(sizes)
        self.left = Counter(deck)
        for card in seen:
            self._take(card, "is seen more often than the deck holds it")
        self.fixed: list[list[int]] = [[], [], [], []]
        self.forbidden: list[set[int]] = [set() for _ in self.places]
        self.bounds: list[Bound] = []
        self.dealt_known: list[Counter[int]] = [Counter() for _ in range(4)]
        self.dealt_to = dealt_to

    def _take(self, card: int, why: str) -> None:
        if self.left[card] <= 0:
            raise inconsistent(f"card {card!r} {why}")
        self.left[card] -= 1

    def place_of(self, seat: int) -> int | None:
        """The index of a seat among the places (``None``: not a place)."""
        return self.places.index(seat) if seat in self.places else None

    def unseen(self, card: int) -> int:
        """How many copies of ``card`` are still to be placed."""
        return self.left[card]

    def fix(self, seat: int, card: int, copies: int = 1) -> None:
        """Seat ``seat`` holds ``copies`` more of ``card`` now (from the unseen copies)."""
        for _ in range(copies):
            self._take(card, f"is known to be held by p{seat} but is seen elsewhere")
            self.fixed[seat].append(card)
            place = self.place_of(seat)
            if place is not None:
                self.sizes[place] -= 1
                if self.sizes[place] < 0:
                    raise inconsistent(f"p{seat} is known to hold more cards than it holds")

    def forbid(self, place: int | None, cards: Any) -> None:
        """The place ``place`` (an index) holds none of ``cards``."""
        if place is not None:
            self.forbidden[place] |= set(cards)

    def bound(self, place: int | None, cards: Any, lo: int, hi: int = 99) -> None:
        """The place takes between ``lo`` and ``hi`` of the unseen copies of ``cards``."""
        if place is not None and (lo > 0 or hi < 99):
            self.bounds.append((place, frozenset(cards), lo, hi))

    def _factor(self, counts: Sequence[int]) -> int:
        """A shuffle's weight of a card's copies dealt ``counts`` per seat."""
        return 2 if sum(1 for c in counts if c == 1) == 2 else 1

    def weights(self, card: int) -> tuple[int, ...]:
        """The weight of an unseen copy of ``card`` in each place (0: forbidden).

        A shuffle deals a card whose two copies go to two seats in two ways, one whose copies
        go to one seat in one: with one copy unseen, its weight is that of the copies as
        dealt when it lies in the place (the place's dealt seat: ``dealt_to``); with both
        unseen, the two copies are two items and the ways come out of the count by
        themselves.
        """
        out = []
        for index, place in enumerate(self.places):
            if card in self.forbidden[index]:
                out.append(0)
                continue
            if self.deck[card] == 2 and self.left[card] == 1:
                counts = [self.dealt_known[s][card] for s in range(4)]
                counts[self.dealt_to(place)] += 1
                out.append(self._factor(counts))
            else:
                out.append(1)
        return tuple(out)

    def placement(self) -> Placement:
        items: list[Item] = []
        for card in sorted(self.left):
            for _ in range(self.left[card]):
                items.append((card, self.weights(card)))
        return Placement(self.sizes, items, self.bounds)

    def correction(self, cards: tuple[tuple[int, ...], ...]) -> Fraction:
        """Two unseen copies of a card in two places dealt to the same seat (the table and
        the poor player) are one way of a shuffle, which the count takes as two: keep such a
        placement with probability 1/2 per card."""
        dealt = [self.dealt_to(p) for p in self.places]
        if len(set(dealt)) == len(dealt):
            return Fraction(1)
        keep = Fraction(1)
        for card, copies in self.left.items():
            if copies == 2:
                where = [i for i, held in enumerate(cards) for c in held if c == card]
                if len(where) == 2 and where[0] != where[1] and \
                        dealt[where[0]] == dealt[where[1]]:
                    keep /= 2
        return keep
