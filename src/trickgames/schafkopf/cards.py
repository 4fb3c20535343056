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

from trickgames._core.cards import CardMethods, Coded, SuitMethods, define_cards, format_cards

__all__ = ["CARDS", "POINTS", "Card", "Rank", "Suit", "deck", "format_cards", "parse_cards"]


class Suit(SuitMethods, enum.IntEnum):
    """The four suits, in code order: ``code`` ``E``, ``G``, ``H``, ``S``; ``symbol`` the suit
    as a picture: 🌰 Eichel (acorn), 🍃 Gras (leaf), ♥ Herz, 🔔 Schellen (bell)."""

    EICHEL = 0
    GRAS = 1
    HERZ = 2
    SCHELLEN = 3

    @property
    def word(self) -> str:
        """The lower-case German name used in game names: ``eichel``, ``gras``, ..."""
        return self.name.lower()


class Rank(Coded, enum.IntEnum):
    """The eight ranks, in code order (Sau first): ``code`` ``A``, ``Z``, ``K``, ``O``, ``U``,
    ``9``, ``8``, ``7``."""

    ACE = 0
    TEN = 1
    KING = 2
    OBER = 3
    UNTER = 4
    NINE = 5
    EIGHT = 6
    SEVEN = 7


class Card(CardMethods[Suit, Rank], enum.IntEnum):
    """One of the 32 Schafkopf cards; its number is ``suit * 8 + rank``.

    >>> Card.parse("eo"), Card.parse("GT"), Card.parse("S10"), Card.parse("hx")
    (<Card.EO: 3>, <Card.GZ: 9>, <Card.SZ: 25>, <Card.HZ: 17>)
    >>> Card.HZ.pretty, Card.SA.pretty, Card.parse("🌰O"), Card.EO.points
    ('♥10', '🔔A', <Card.EO: 3>, 3)
    """

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
    def in_short_deck(self) -> bool:
        """Whether the card belongs to the short deck (no 8s and 7s)."""
        return self & 7 < 6


#: Every card, indexed by its number; card points by card number.
CARDS, POINTS = define_cards(
    Card, Suit, Rank, suit_codes="EGHS", rank_codes="AZKOU987",
    symbols=("\N{CHESTNUT}", "\N{LEAF FLUTTERING IN WIND}", "\N{BLACK HEART SUIT}",
             "\N{BELL}"),
    rank_points=(11, 10, 4, 3, 2, 0, 0, 0),
    rank_aliases={"T": 1, "X": 1, "10": 1}, game="Schafkopf", canonical="EO, GA or HZ")

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
