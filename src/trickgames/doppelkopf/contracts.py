"""Doppelkopf contracts (game types) and their card orders.

Every contract maps to one of seven trump schemes; each scheme's :class:`CardOrder` (effective
suit and strength of every card) is computed once and cached, with a second variant for swines.

========================  ==============================================================
scheme                    trumps, high to low
========================  ==============================================================
normal                    HT, CQ SQ HQ DQ, CJ SJ HJ DJ, DA DT DK D9 (normal game, marriage,
                          poverty, diamonds solo, silent and failed marriage)
clubs / spades / hearts   HT, the queens, the jacks, then A T K 9 of the suit (hearts: A K 9)
queens / jacks            the four queens / jacks, club > spade > heart > diamond
aces (Fleischlos)         none
========================  ==============================================================

>>> [c.name for c in card_order(Contract.SOLO_QUEENS).trump_cards]
['CQ', 'SQ', 'HQ', 'DQ']
"""

from __future__ import annotations

import enum
from functools import cache

from trickgames._core.tricks import CardOrder as _CardOrder
from trickgames.doppelkopf.cards import CARDS, Card, Rank, Suit

__all__ = ["Contract", "DkCardOrder", "Reservation", "card_order"]


class Reservation(enum.StrEnum):
    """What a reserving seat declares (the record's ``declare`` argument)."""

    MARRIAGE = "marriage"
    POVERTY = "poverty"
    SOLO_CLUBS = "solo-clubs"
    SOLO_SPADES = "solo-spades"
    SOLO_HEARTS = "solo-hearts"
    SOLO_DIAMONDS = "solo-diamonds"
    SOLO_QUEENS = "solo-queens"
    SOLO_JACKS = "solo-jacks"
    SOLO_ACES = "solo-aces"

    @property
    def is_solo(self) -> bool:
        """Whether this is one of the seven solos."""
        return self in _SOLO_NAMES

    @classmethod
    def parse(cls, text: str) -> Reservation:
        """Parse a declaration; ``fleischlos`` and ``meatless`` mean ``solo-aces``.

        >>> Reservation.parse("Fleischlos")
        <Reservation.SOLO_ACES: 'solo-aces'>
        """
        key = text.strip().lower()
        key = _RESERVATION_ALIASES.get(key, key)
        for member in cls:
            if member.value == key:
                return member
        raise ValueError(text)


_RESERVATION_ALIASES = {"fleischlos": "solo-aces", "meatless": "solo-aces"}


class Contract(enum.StrEnum):
    """The game type being played."""

    NORMAL = "normal"
    MARRIAGE = "marriage"
    POVERTY = "poverty"
    SOLO_CLUBS = "solo-clubs"
    SOLO_SPADES = "solo-spades"
    SOLO_HEARTS = "solo-hearts"
    SOLO_DIAMONDS = "solo-diamonds"
    SOLO_QUEENS = "solo-queens"
    SOLO_JACKS = "solo-jacks"
    SOLO_ACES = "solo-aces"

    @property
    def is_solo(self) -> bool:
        """Whether this is a declared solo."""
        return self in _SOLO_NAMES

    @property
    def scheme(self) -> str:
        """The trump scheme: ``normal``, ``clubs``, ``spades``, ``hearts``, ``queens``,
        ``jacks`` or ``aces``."""
        return _SCHEMES.get(self, "normal")

    @property
    def diamonds_trump(self) -> bool:
        """Whether the diamonds are trumps (where swines can apply)."""
        return self not in _SCHEMES

    @classmethod
    def of(cls, reservation: Reservation) -> Contract:
        """The contract a winning declaration leads to."""
        return _CONTRACT_OF[reservation]


#: The solos' names (members of both enums compare equal to their values): a set lookup is
#: cheaper than testing the value's prefix, and the reservation round asks often.
_SOLO_NAMES = frozenset(c.value for c in Contract if c.value.startswith("solo-"))
_CONTRACT_OF = {r: Contract(r.value) for r in Reservation}


_SCHEMES = {
    Contract.SOLO_CLUBS: "clubs",
    Contract.SOLO_SPADES: "spades",
    Contract.SOLO_HEARTS: "hearts",
    Contract.SOLO_QUEENS: "queens",
    Contract.SOLO_JACKS: "jacks",
    Contract.SOLO_ACES: "aces",
}

_QUEENS = (Card.CQ, Card.SQ, Card.HQ, Card.DQ)
_JACKS = (Card.CJ, Card.SJ, Card.HJ, Card.DJ)
_ACE_TO_NINE = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE)


class DkCardOrder(_CardOrder):
    """A :class:`~trickgames._core.tricks.CardOrder` with Doppelkopf's card types."""

    __slots__ = ("scheme", "swines")

    scheme: str
    swines: bool

    @property
    def trump_cards(self) -> tuple[Card, ...]:
        """The trumps, high to low."""
        return tuple(CARDS[c] for c in self.trumps)

    def plain_cards(self, suit: Suit) -> tuple[Card, ...]:
        """The plain cards of a suit, high to low."""
        return tuple(CARDS[c] for c in self.plain[suit])


def _suit_cards(suit: Suit, ranks: tuple[Rank, ...]) -> list[Card]:
    return [CARDS[suit * 6 + r] for r in ranks]


@cache
def _order(scheme: str, swines: bool) -> DkCardOrder:
    trumps: list[Card]
    plain: list[list[Card]]
    if scheme in ("normal", "clubs", "spades", "hearts"):
        trump_suit = {"normal": Suit.DIAMONDS, "clubs": Suit.CLUBS, "spades": Suit.SPADES,
                      "hearts": Suit.HEARTS}[scheme]
        trumps = [Card.HT, *_QUEENS, *_JACKS]
        trumps += [c for c in _suit_cards(trump_suit, (Rank.ACE, Rank.TEN, Rank.KING, Rank.NINE))
                   if c != Card.HT]
        if swines:
            trumps.remove(Card.DA)
            trumps.insert(0, Card.DA)
        plain = []
        for suit in Suit:
            if suit == trump_suit:
                plain.append([])
            else:
                plain.append([c for c in _suit_cards(suit, (Rank.ACE, Rank.TEN, Rank.KING,
                                                            Rank.NINE)) if c != Card.HT])
    elif scheme in ("queens", "jacks"):
        trumps = list(_QUEENS if scheme == "queens" else _JACKS)
        plain = [[c for c in _suit_cards(suit, _ACE_TO_NINE) if c not in trumps] for suit in Suit]
    else:
        trumps = []
        plain = [_suit_cards(suit, _ACE_TO_NINE) for suit in Suit]
    order = DkCardOrder(24, [int(c) for c in trumps], [[int(c) for c in p] for p in plain])
    order.scheme = scheme
    order.swines = swines
    return order


def card_order(contract: Contract, swines: bool = False) -> DkCardOrder:
    """The (cached) card order of a contract; ``swines`` puts both diamond aces on top.

    >>> order = card_order(Contract.NORMAL)
    >>> order.is_trump(Card.DA), order.is_trump(Card.HT), order.is_trump(Card.HA)
    (True, True, False)
    """
    return _order(contract.scheme, swines and contract.diamonds_trump)
