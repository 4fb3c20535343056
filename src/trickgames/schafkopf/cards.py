"""Schafkopf cards: suits, ranks, card codes and points.

The long deck has 32 cards, each once: suits Eichel (``E``), Gras (``G``), Herz (``H``),
Schellen (``S``); ranks Sau (``A``), Zehn (``Z``), König (``K``), Ober (``O``), Unter (``U``),
9, 8, 7. The short deck leaves out the 8s and 7s (24 cards). A :class:`Card` prints as its code
(``EO`` Eichel-Ober, ``GA`` Gras-Sau); readers also accept lower case and ``T``, ``X`` or ``10``
for the ten.

>>> Card.parse("h10"), Card.EO.points, str(Card.GA), len(deck())
(<Card.HZ: 17>, 3, 'GA', 32)
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

    EICHEL = 0
    GRAS = 1
    HERZ = 2
    SCHELLEN = 3

    @property
    def code(self) -> str:
        """``E``, ``G``, ``H`` or ``S``."""
        return "EGHS"[self]

    @property
    def word(self) -> str:
        """The lower-case German name used in game names: ``eichel``, ``gras``, ..."""
        return self.name.lower()

    @property
    def symbol(self) -> str:
        """The suit as a picture: 🌰 Eichel (acorn), 🍃 Gras (leaf), ♥ Herz, 🔔 Schellen (bell)."""
        return ("\N{CHESTNUT}", "\N{LEAF FLUTTERING IN WIND}", "\N{BLACK HEART SUIT}",
                "\N{BELL}")[self]


class Rank(enum.IntEnum):
    """The eight ranks, in code order (Sau first)."""

    ACE = 0
    TEN = 1
    KING = 2
    OBER = 3
    UNTER = 4
    NINE = 5
    EIGHT = 6
    SEVEN = 7

    @property
    def code(self) -> str:
        """``A``, ``Z``, ``K``, ``O``, ``U``, ``9``, ``8`` or ``7``."""
        return "AZKOU987"[self]


_RANK_POINTS = (11, 10, 4, 3, 2, 0, 0, 0)


class Card(enum.IntEnum):
    """One of the 32 Schafkopf cards; its number is ``suit * 8 + rank``."""

    EA = 0
    EZ = 1
    EK = 2
    EO = 3
    EU = 4
    E9 = 5
    E8 = 6
    E7 = 7
    GA = 8
    GZ = 9
    GK = 10
    GO = 11
    GU = 12
    G9 = 13
    G8 = 14
    G7 = 15
    HA = 16
    HZ = 17
    HK = 18
    HO = 19
    HU = 20
    H9 = 21
    H8 = 22
    H7 = 23
    SA = 24
    SZ = 25
    SK = 26
    SO = 27
    SU = 28
    S9 = 29
    S8 = 30
    S7 = 31

    @property
    def suit(self) -> Suit:
        """The printed suit (trumps are decided by the game, not here)."""
        return Suit(self >> 3)

    @property
    def rank(self) -> Rank:
        """The rank."""
        return Rank(self & 7)

    @property
    def points(self) -> int:
        """Card points: A 11, Z 10, K 4, O 3, U 2, 9/8/7 0."""
        return POINTS[self]

    @property
    def code(self) -> str:
        """The canonical two-letter code."""
        return self.name

    @property
    def pretty(self) -> str:
        """The card for people, its suit as a picture: ``🌰O`` (Eichel-Ober), ``♥10``.

        >>> Card.HZ.pretty, Card.SA.pretty, Card.parse("🌰O")
        ('♥10', '🔔A', <Card.EO: 3>)
        """
        rank = "10" if self.rank == Rank.TEN else self.rank.code
        return f"{self.suit.symbol}{rank}"

    @property
    def in_short_deck(self) -> bool:
        """Whether the card belongs to the short deck (no 8s and 7s)."""
        return self & 7 < 6

    def __str__(self) -> str:
        return self.name

    def __format__(self, spec: str) -> str:
        return format(self.name, spec)

    @classmethod
    def parse(cls, text: object) -> Card:
        """Parse a card code (a card is returned as it is); :class:`~trickgames.ParseError`
        if unknown.

        >>> Card.parse("eo"), Card.parse("GT"), Card.parse("S10"), Card.parse("hx")
        (<Card.EO: 3>, <Card.GZ: 9>, <Card.SZ: 25>, <Card.HZ: 17>)
        """
        if isinstance(text, Card):
            return text
        known = _BY_CODE.get(text) if isinstance(text, str) else None
        if known is not None:
            return known
        return CARDS[
            parse_card_index(
                text,
                suits=_SUITS,
                ranks=_RANKS,
                rank_count=8,
                game="Schafkopf",
                canonical="EO, GA or HZ",
            )
        ]


_SUITS = {"E": 0, "G": 1, "H": 2, "S": 3, "\N{CHESTNUT}": 0, "\N{LEAF FLUTTERING IN WIND}": 1,
          "\N{BLACK HEART SUIT}": 2, "\N{BELL}": 3}
_RANKS = {"A": 0, "Z": 1, "T": 1, "X": 1, "10": 1, "K": 2, "O": 3, "U": 4, "9": 5, "8": 6,
          "7": 7}

#: Every card, indexed by its number.
CARDS: tuple[Card, ...] = tuple(Card)
_BY_CODE: dict[str, Card] = {c.name: c for c in CARDS}
#: Card points by card number.
POINTS: tuple[int, ...] = tuple(_RANK_POINTS[i & 7] for i in range(32))

_LONG = CARDS
_SHORT = tuple(c for c in CARDS if c.in_short_deck)


class _DeckRules(Protocol):
    @property
    def short(self) -> bool: ...


def deck(rules: _DeckRules | None = None, *, short: bool | None = None) -> tuple[Card, ...]:
    """The deck of ``rules`` in code order: 32 cards, or 24 without the 8s and 7s when the
    rules play the short deck (``None``: the long deck); 120 points either way. Doppelkopf's
    ``deck(rules)`` alike.

    >>> from trickgames.schafkopf.rules import SHORT
    >>> len(deck()), sum(c.points for c in deck()), len(deck(SHORT))
    (32, 120, 24)

    ``deck(short=...)`` (and a ``bool`` for ``rules``) is deprecated.
    """
    if isinstance(rules, bool) or short is not None:
        warnings.warn("deck(short=...) is deprecated: use deck(rules)", DeprecationWarning,
                      stacklevel=2)
        return _SHORT if (rules if isinstance(rules, bool) else short) else _LONG
    return _SHORT if rules is not None and rules.short else _LONG


def parse_cards(texts: Iterable[object]) -> tuple[Card, ...]:
    """Parse several card codes."""
    return tuple(Card.parse(t) for t in texts)


def format_cards(cards: Iterable[Card]) -> str:
    """Card codes joined by ``", "``.

    >>> format_cards([Card.EO, Card.HZ])
    'EO, HZ'
    """
    return ", ".join(c.name for c in cards)
