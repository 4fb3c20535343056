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

__all__ = ["TRUMP_SUITS", "Contract", "DkCardOrder", "Reservation", "card_order",
           "hyperswine_card", "swine_card"]


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
    #: The five solos of the ``solos`` option beyond TSR's seven (doppelkopf-variants.md).
    SOLO_KINGS = "solo-kings"
    SOLO_QUEENS_JACKS = "solo-queens-jacks"
    SOLO_KINGS_JACKS = "solo-kings-jacks"
    SOLO_KINGS_QUEENS = "solo-kings-queens"
    SOLO_KOEHLER = "solo-koehler"
    #: A marriage with its selector named (``marriage`` alone takes the first of the rules'
    #: ``marriage_selectors``).
    MARRIAGE_FOREIGN = "marriage-foreign"
    MARRIAGE_TRUMP = "marriage-trump"
    MARRIAGE_PLAIN = "marriage-plain"
    MARRIAGE_CLUBS = "marriage-clubs"
    MARRIAGE_SPADES = "marriage-spades"
    MARRIAGE_HEARTS = "marriage-hearts"
    #: Throwing the deal in (Schmeißen; doppelkopf-variants.md "Throwing in"): no contract.
    THROW = "throw"

    @property
    def is_solo(self) -> bool:
        """Whether this is one of the twelve solos."""
        return self in _SOLO_NAMES

    @property
    def is_marriage(self) -> bool:
        """Whether this is a marriage (``marriage`` or ``marriage-<selector>``)."""
        return self.value.startswith("marriage")

    @property
    def selector(self) -> str | None:
        """The selector a ``marriage-<selector>`` names (``None`` for every other
        declaration, plain ``marriage`` included)."""
        return self.value[9:] if self.value.startswith("marriage-") else None

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


_RESERVATION_ALIASES = {"fleischlos": "solo-aces", "meatless": "solo-aces",
                        "solo-köhler": "solo-koehler", "koehler": "solo-koehler",
                        "köhler": "solo-koehler", "schmeissen": "throw", "schmeißen": "throw"}


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
    SOLO_KINGS = "solo-kings"
    SOLO_QUEENS_JACKS = "solo-queens-jacks"
    SOLO_KINGS_JACKS = "solo-kings-jacks"
    SOLO_KINGS_QUEENS = "solo-kings-queens"
    SOLO_KOEHLER = "solo-koehler"

    @property
    def is_solo(self) -> bool:
        """Whether this is a declared solo."""
        return self in _SOLO_NAMES

    @property
    def scheme(self) -> str:
        """The trump scheme: ``normal``, ``clubs``, ``spades``, ``hearts``, ``queens``,
        ``jacks``, ``aces``, or a picture solo's ranks (``kings``, ``queens-jacks``,
        ``kings-jacks``, ``kings-queens``, ``koehler``)."""
        return _SCHEMES.get(self, "normal")

    @property
    def diamonds_trump(self) -> bool:
        """Whether the diamonds are trumps (where swines can apply)."""
        return self not in _SCHEMES

    @classmethod
    def of(cls, reservation: Reservation) -> Contract:
        """The contract a winning declaration leads to (every marriage: ``marriage``)."""
        return _CONTRACT_OF[reservation]


#: The solos' names (members of both enums compare equal to their values): a set lookup is
#: cheaper than testing the value's prefix, and the reservation round asks often.
_SOLO_NAMES = frozenset(c.value for c in Contract if c.value.startswith("solo-"))
_CONTRACT_OF = {r: Contract.MARRIAGE if r.is_marriage else Contract(r.value) for r in Reservation
                if r.value != "throw"}  # a throw leads to no contract


_SCHEMES = {
    Contract.SOLO_CLUBS: "clubs",
    Contract.SOLO_SPADES: "spades",
    Contract.SOLO_HEARTS: "hearts",
    Contract.SOLO_QUEENS: "queens",
    Contract.SOLO_JACKS: "jacks",
    Contract.SOLO_ACES: "aces",
    Contract.SOLO_KINGS: "kings",
    Contract.SOLO_QUEENS_JACKS: "queens-jacks",
    Contract.SOLO_KINGS_JACKS: "kings-jacks",
    Contract.SOLO_KINGS_QUEENS: "kings-queens",
    Contract.SOLO_KOEHLER: "koehler",
}

#: The trump ranks of each picture solo, high to low (each rank club > spade > heart >
#: diamond; doppelkopf-variants.md "More solos").
_PICTURE_RANKS = {
    "queens": (Rank.QUEEN,),
    "jacks": (Rank.JACK,),
    "kings": (Rank.KING,),
    "queens-jacks": (Rank.QUEEN, Rank.JACK),
    "kings-jacks": (Rank.KING, Rank.JACK),
    "kings-queens": (Rank.KING, Rank.QUEEN),
    "koehler": (Rank.KING, Rank.QUEEN, Rank.JACK),
}

_QUEENS = (Card.CQ, Card.SQ, Card.HQ, Card.DQ)
_JACKS = (Card.CJ, Card.SJ, Card.HJ, Card.DJ)
_ACE_TO_NINE = (Rank.ACE, Rank.TEN, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.NINE)


class DkCardOrder(_CardOrder):
    """A :class:`~trickgames._core.tricks.CardOrder` with Doppelkopf's card types."""

    __slots__ = ("dullen", "hyperswine", "scheme", "swines")

    scheme: str
    swines: bool
    #: The hyperswine card ranked on top, if any.
    hyperswine: Card | None
    #: Whether the heart tens are Dullen here (``False`` only for a contract with a trump
    #: suit under rules without Dullen).
    dullen: bool

    @property
    def trump_cards(self) -> tuple[Card, ...]:
        """The trumps, high to low."""
        return tuple(CARDS[c] for c in self.trumps)

    def plain_cards(self, suit: Suit) -> tuple[Card, ...]:
        """The plain cards of a suit, high to low."""
        return tuple(CARDS[c] for c in self.plain[suit])


def _suit_cards(suit: Suit, ranks: tuple[Rank, ...]) -> list[Card]:
    return [CARDS[suit * 6 + r] for r in ranks]


#: The trump suit of each scheme that has one (where swines and hyperswines can exist).
TRUMP_SUITS = {"normal": Suit.DIAMONDS, "clubs": Suit.CLUBS, "spades": Suit.SPADES,
               "hearts": Suit.HEARTS}


def swine_card(contract: Contract) -> Card | None:
    """The swine card of a contract: the ace of its trump suit (``None`` without one;
    doppelkopf-variants.md "Swines and hyperswines").

    >>> swine_card(Contract.NORMAL), swine_card(Contract.SOLO_HEARTS)
    (<Card.DA: 18>, <Card.HA: 12>)
    >>> swine_card(Contract.SOLO_ACES) is None
    True
    """
    suit = TRUMP_SUITS.get(contract.scheme)
    return None if suit is None else CARDS[suit * 6 + Rank.ACE]


def hyperswine_card(contract: Contract, nines: bool) -> Card | None:
    """The hyperswine card: the nine of the trump suit, its king without nines (``None``
    without a trump suit)."""
    suit = TRUMP_SUITS.get(contract.scheme)
    return None if suit is None else CARDS[suit * 6 + (Rank.NINE if nines else Rank.KING)]


@cache
def _order(scheme: str, swines: bool, hyperswine: Card | None = None,
           dullen: bool = True) -> DkCardOrder:
    trumps: list[Card]
    plain: list[list[Card]]
    if scheme in ("normal", "clubs", "spades", "hearts"):
        trump_suit = {"normal": Suit.DIAMONDS, "clubs": Suit.CLUBS, "spades": Suit.SPADES,
                      "hearts": Suit.HEARTS}[scheme]
        # Without Dullen (FreeDoko DOLLEN off) the heart tens are ordinary tens: plain hearts
        # A T K 9, or the trump suit's ten in a hearts solo.
        dulle = [Card.HT] if dullen else []
        trumps = [*dulle, *_QUEENS, *_JACKS]
        trumps += [c for c in _suit_cards(trump_suit, (Rank.ACE, Rank.TEN, Rank.KING, Rank.NINE))
                   if c not in dulle]
        if swines:  # the trump suit's aces above the Dullen, the hyperswines above them
            ace = CARDS[trump_suit * 6 + Rank.ACE]
            trumps.remove(ace)
            trumps.insert(0, ace)
            if hyperswine is not None:
                trumps.remove(hyperswine)
                trumps.insert(0, hyperswine)
        plain = []
        for suit in Suit:
            if suit == trump_suit:
                plain.append([])
            else:
                plain.append([c for c in _suit_cards(suit, (Rank.ACE, Rank.TEN, Rank.KING,
                                                            Rank.NINE)) if c not in dulle])
    elif scheme in _PICTURE_RANKS:
        trumps = [CARDS[suit * 6 + rank] for rank in _PICTURE_RANKS[scheme] for suit in Suit]
        plain = [[c for c in _suit_cards(suit, _ACE_TO_NINE) if c not in trumps] for suit in Suit]
    else:
        trumps = []
        plain = [_suit_cards(suit, _ACE_TO_NINE) for suit in Suit]
    order = DkCardOrder(24, [int(c) for c in trumps], [[int(c) for c in p] for p in plain])
    order.scheme = scheme
    order.swines = swines
    order.hyperswine = hyperswine if swines else None
    order.dullen = dullen or scheme not in TRUMP_SUITS
    return order


def card_order(contract: Contract, swines: bool = False,
               hyperswine: Card | None = None, *, dullen: bool = True) -> DkCardOrder:
    """The (cached) card order of a contract; ``swines`` puts the trump suit's two aces on top
    (the swines: the diamond aces in a normal-order game; no effect without a trump suit), and
    ``hyperswine`` (the :func:`hyperswine_card`) above them while swines count. ``dullen``
    ``False`` (the rules' ``dullen``, FreeDoko ``DOLLEN`` off) makes the heart tens ordinary
    tens: plain hearts below the heart ace (the trump suit's ten in a hearts solo).

    >>> order = card_order(Contract.NORMAL)
    >>> order.is_trump(Card.DA), order.is_trump(Card.HT), order.is_trump(Card.HA)
    (True, True, False)
    >>> [c.name for c in card_order(Contract.SOLO_HEARTS, True, Card.H9).trump_cards[:3]]
    ['H9', 'HA', 'HT']
    >>> [c.name for c in card_order(Contract.NORMAL, dullen=False).plain_cards(Suit.HEARTS)]
    ['HA', 'HT', 'HK', 'H9']
    """
    suited = swines and contract.scheme in TRUMP_SUITS
    if dullen or contract.scheme not in TRUMP_SUITS:
        return _order(contract.scheme, suited, hyperswine if suited else None)
    return _order(contract.scheme, suited, hyperswine if suited else None, False)
