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

from trickgames._core.cards import CardMethods, Coded, SuitMethods, define_cards, format_cards

__all__ = ["CARDS", "POINTS", "Card", "Rank", "Suit", "deck", "format_cards", "parse_cards"]


class Suit(SuitMethods, enum.IntEnum):
    """The four suits, in code order: ``code`` ``C``, ``S``, ``H``, ``D``; ``symbol``
    ``♣``, ``♠``, ``♥``, ``♦``."""

    CLUBS = 0
    SPADES = 1
    HEARTS = 2
    DIAMONDS = 3


class Rank(Coded, enum.IntEnum):
    """The six ranks, in code order (ace first): ``code`` ``A``, ``T``, ``K``, ``Q``, ``J``,
    ``9``."""

    ACE = 0
    TEN = 1
    KING = 2
    QUEEN = 3
    JACK = 4
    NINE = 5


class Card(CardMethods[Suit, Rank], enum.IntEnum):
    """One of the 24 Doppelkopf card kinds (the deck holds each twice); its number is
    ``suit * 6 + rank``.

    >>> Card.parse("cq"), Card.parse("♦A"), Card.parse("S10"), Card.parse(Card.HT)
    (<Card.CQ: 3>, <Card.DA: 18>, <Card.ST: 7>, <Card.HT: 13>)
    >>> Card.HT.suit, Card.HT.rank, Card.CQ.points, Card.HT.pretty
    (<Suit.HEARTS: 2>, <Rank.TEN: 1>, 3, '♥10')
    """

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


#: Every card kind, indexed by its number; card points by card number.
CARDS, POINTS = define_cards(
    Card, Suit, Rank, suit_codes="CSHD", rank_codes="ATKQJ9", symbols="♣♠♥♦",
    rank_points=(11, 10, 4, 3, 2, 0), rank_aliases={"10": 1},
    game="Doppelkopf", canonical="CQ, HT or DA")


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
