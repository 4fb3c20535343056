"""Doppelkopf cards: suits, ranks, card codes and points.

The deck holds every card twice: 48 cards, or 40 without nines. A :class:`Card` is one of the 24
card kinds; its code is suit then rank (``CQ`` club queen, ``HT`` heart ten). Readers accept
lower case, ``10`` for the ten and the suit symbols ``♣ ♠ ♥ ♦``.

>>> Card.parse("♥10"), Card.CQ.points, str(Card.DA)
(<Card.HT: 13>, 3, 'DA')
"""

from __future__ import annotations

import enum
import warnings
from collections.abc import Iterable
from typing import Protocol

from trickgames._core.cards import parse_card_index

__all__ = ["CARDS", "POINTS", "Card", "Rank", "Suit", "deck", "format_cards", "parse_cards"]


class Suit(enum.IntEnum):
    """The four suits, in code order."""

    CLUBS = 0
    SPADES = 1
    HEARTS = 2
    DIAMONDS = 3

    @property
    def code(self) -> str:
        """``C``, ``S``, ``H`` or ``D``."""
        return "CSHD"[self]

    @property
    def symbol(self) -> str:
        """``♣``, ``♠``, ``♥`` or ``♦``."""
        return "♣♠♥♦"[self]


class Rank(enum.IntEnum):
    """The six ranks, in code order (ace first)."""

    ACE = 0
    TEN = 1
    KING = 2
    QUEEN = 3
    JACK = 4
    NINE = 5

    @property
    def code(self) -> str:
        """``A``, ``T``, ``K``, ``Q``, ``J`` or ``9``."""
        return "ATKQJ9"[self]


_RANK_POINTS = (11, 10, 4, 3, 2, 0)


class Card(enum.IntEnum):
    """One of the 24 Doppelkopf card kinds (the deck holds each twice)."""

    CA = 0
    CT = 1
    CK = 2
    CQ = 3
    CJ = 4
    C9 = 5
    SA = 6
    ST = 7
    SK = 8
    SQ = 9
    SJ = 10
    S9 = 11
    HA = 12
    HT = 13
    HK = 14
    HQ = 15
    HJ = 16
    H9 = 17
    DA = 18
    DT = 19
    DK = 20
    DQ = 21
    DJ = 22
    D9 = 23

    @property
    def suit(self) -> Suit:
        """The printed suit (trumps are decided by the contract, not here)."""
        return Suit(self // 6)

    @property
    def rank(self) -> Rank:
        """The rank."""
        return Rank(self % 6)

    @property
    def points(self) -> int:
        """Card points: A 11, T 10, K 4, Q 3, J 2, 9 0."""
        return POINTS[self]

    @property
    def code(self) -> str:
        """The canonical two-letter code."""
        return self.name

    @property
    def pretty(self) -> str:
        """The card with its suit symbol, such as ``♥10``."""
        rank = "10" if self.rank == Rank.TEN else self.rank.code
        return f"{self.suit.symbol}{rank}"

    def __str__(self) -> str:
        return self.name

    def __format__(self, spec: str) -> str:
        return format(self.name, spec)

    @classmethod
    def parse(cls, text: object) -> Card:
        """Parse a card code; :class:`~trickgames.ParseError` if unknown.

        >>> Card.parse("cq"), Card.parse("♦A"), Card.parse("S10")
        (<Card.CQ: 3>, <Card.DA: 18>, <Card.ST: 7>)
        >>> Card.parse(Card.HT)
        <Card.HT: 13>
        """
        if isinstance(text, Card):
            return text
        known = _BY_CODE.get(text) if type(text) is str else None
        if known is not None:
            return known
        return CARDS[
            parse_card_index(
                text,
                suits=_SUITS,
                ranks=_RANKS,
                rank_count=6,
                game="Doppelkopf",
                canonical="CQ, HT or DA",
            )
        ]


_SUITS = {"C": 0, "S": 1, "H": 2, "D": 3, "♣": 0, "♠": 1, "♥": 2, "♦": 3}
_RANKS = {"A": 0, "T": 1, "10": 1, "K": 2, "Q": 3, "J": 4, "9": 5}

#: Every card kind, indexed by its number.
CARDS: tuple[Card, ...] = tuple(Card)
_BY_CODE = {card.name: card for card in CARDS}
#: Card points by card number.
POINTS: tuple[int, ...] = tuple(_RANK_POINTS[i % 6] for i in range(24))


class _DeckRules(Protocol):
    @property
    def nines(self) -> bool: ...


def deck(rules: _DeckRules | None = None, *, nines: bool | None = None) -> tuple[Card, ...]:
    """The full deck of ``rules`` in code order, every card twice: 48 cards, or 40 when the
    rules play without nines (``None``: with nines). Schafkopf's ``deck(rules)`` alike.

    >>> from trickgames.doppelkopf.rules import DDV
    >>> len(deck()), len(deck(DDV.replace(nines=False))), sum(c.points for c in deck())
    (48, 40, 240)

    ``deck(nines=...)`` (and a ``bool`` for ``rules``) is deprecated.
    """
    if isinstance(rules, bool) or nines is not None:
        warnings.warn("deck(nines=...) is deprecated: use deck(rules)", DeprecationWarning,
                      stacklevel=2)
        return _DECKS[bool(rules if isinstance(rules, bool) else nines)]
    return _DECKS[rules is None or bool(rules.nines)]


_DECKS = {
    nines: tuple(c for c in CARDS if nines or c.rank != Rank.NINE for _ in range(2))
    for nines in (False, True)
}


def parse_cards(texts: Iterable[object]) -> tuple[Card, ...]:
    """Parse several card codes."""
    return tuple(Card.parse(t) for t in texts)


def format_cards(cards: Iterable[Card]) -> str:
    """Card codes joined by ``", "``.

    >>> format_cards([Card.CQ, Card.DJ])
    'CQ, DJ'
    """
    return ", ".join(c.name for c in cards)
