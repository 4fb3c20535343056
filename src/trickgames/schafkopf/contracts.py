"""Schafkopf games (contracts), their classes in the bidding ladder, and their card orders.

A :class:`Contract` is what a declarer names (the record's ``declare`` argument, such as
``sauspiel-gras`` or ``solo-herz-tout``). Its :class:`Kind` decides the trumps, its
:class:`GameClass` its rank in the bidding. Each kind's :class:`~trickgames._core.tricks.CardOrder`
(effective suit and strength of every card) is computed once per trump suit and deck and
cached.

==========================  ====================================================  ================
game                        trumps, high to low                                   plain suits
==========================  ====================================================  ================
Sauspiel, Herz-Solo         EO GO HO SO, EU GU HU SU, HA HZ HK H9 H8 H7           A Z K 9 8 7
Solo X (X = E, G, S)        the Ober and Unter as above, then X A Z K 9 8 7       A Z K 9 8 7
Wenz                        EU GU HU SU                                           A Z K O 9 8 7
Farbwenz X                  EU GU HU SU, then X A Z K O 9 8 7                     A Z K O 9 8 7
Geier                       EO GO HO SO                                           A Z K U 9 8 7
Farbgeier X                 EO GO HO SO, then X A Z K U 9 8 7                     A Z K U 9 8 7
Hochzeit, Ramsch            as a Sauspiel                                         A Z K 9 8 7
Bettel, Bettel ouvert       none                                                  A K O U Z 9 8 7
==========================  ====================================================  ================

A Sie is never played (the deal ends at its declaration); a Ramsch is not declared: it is
played when every seat passed and ``all_pass`` is ``ramsch`` (schafkopf-variants.md 2, 5).

In the short deck the 8s and 7s do not exist and are left out of every order.

>>> [c.name for c in card_order(Contract.WENZ).trump_cards]
['EU', 'GU', 'HU', 'SU']
>>> Contract.parse("Farbwenz-Gras-Tout").game_class
<GameClass.FARBWENZ_TOUT: 'farbwenz-tout'>
"""

from __future__ import annotations

import enum
from functools import cache

from trickgames._core.quoting import quoted
from trickgames._core.tricks import CardOrder
from trickgames.schafkopf.cards import CARDS, Card, Rank, Suit

__all__ = [
    "CLASS_LADDER",
    "Contract",
    "GameClass",
    "Kind",
    "SkCardOrder",
    "card_order",
    "parse_suit_word",
]


class Kind(enum.StrEnum):
    """The kinds of game: each decides a trump scheme (suit games take a suit)."""

    SAUSPIEL = "sauspiel"
    SOLO = "solo"
    WENZ = "wenz"
    FARBWENZ = "farbwenz"
    GEIER = "geier"
    FARBGEIER = "farbgeier"
    HOCHZEIT = "hochzeit"
    BETTEL = "bettel"
    BETTEL_OUVERT = "bettel-ouvert"
    SIE = "sie"
    RAMSCH = "ramsch"

    @property
    def has_suit(self) -> bool:
        """Whether a game of this kind names a suit (the called suit or the trump suit)."""
        return self in _SUITED

    @property
    def is_single(self) -> bool:
        """Whether it is a single-player game (everything but the Sauspiel, the Hochzeit and
        the Ramsch)."""
        return self not in _NOT_SINGLE

    @property
    def tariff_key(self) -> str:
        """The :class:`~trickgames.schafkopf.Tariff` key of the game's base
        (schafkopf-variants.md 10): ``sauspiel``, ``solo`` (suit solos and the Sie), ``wenz``,
        ``farbwenz``, ``geier``, ``farbgeier``, ``hochzeit``, ``bettel``, ``bettel_ouvert``,
        ``ramsch``."""
        return _TARIFF_KEYS[self]


_SUITED = frozenset({Kind.SAUSPIEL, Kind.SOLO, Kind.FARBWENZ, Kind.FARBGEIER})
_NOT_SINGLE = frozenset({Kind.SAUSPIEL, Kind.HOCHZEIT, Kind.RAMSCH})
_TARIFF_KEYS = {kind: "solo" if kind is Kind.SIE else kind.value.replace("-", "_")
                for kind in Kind}
#: The kinds with a Laufende minimum (every kind of game that pays Laufende on its own
#: minimum; a Hochzeit pays with the Sauspiel's).
LAUFENDE_KINDS: tuple[Kind, ...] = (Kind.SAUSPIEL, Kind.SOLO, Kind.WENZ, Kind.FARBWENZ,
                                    Kind.GEIER, Kind.FARBGEIER)


class GameClass(enum.StrEnum):
    """A class of the bidding ladder (the record's ``hold`` argument), low to high.

    ``sauspiel < hochzeit < bettel < bettel-ouvert < farbgeier < geier < farbwenz < wenz <
    solo < farbgeier-tout < geier-tout < farbwenz-tout < wenz-tout < solo-tout < sie``
    (schafkopf-variants.md 2); only the classes the rules enable count.

    Compare classes by :attr:`rank` (the values are strings, so ``<`` compares names):

    >>> GameClass.WENZ.rank < GameClass.SOLO.rank < GameClass.GEIER_TOUT.rank
    True
    """

    SAUSPIEL = "sauspiel"
    HOCHZEIT = "hochzeit"
    BETTEL = "bettel"
    BETTEL_OUVERT = "bettel-ouvert"
    FARBGEIER = "farbgeier"
    GEIER = "geier"
    FARBWENZ = "farbwenz"
    WENZ = "wenz"
    SOLO = "solo"
    FARBGEIER_TOUT = "farbgeier-tout"
    GEIER_TOUT = "geier-tout"
    FARBWENZ_TOUT = "farbwenz-tout"
    WENZ_TOUT = "wenz-tout"
    SOLO_TOUT = "solo-tout"
    SIE = "sie"

    @property
    def rank(self) -> int:
        """The position in the ladder (0 = sauspiel, 15 = sie); compare classes by it."""
        return CLASS_RANK[self]

    @property
    def kind(self) -> Kind:
        """The kind of game of this class."""
        return Kind(self.value.removesuffix("-tout"))

    @property
    def tout(self) -> bool:
        """Whether this is a Tout class."""
        return self.value.endswith("-tout")

    @property
    def is_single(self) -> bool:
        """Whether the class is a single-player game (everything but the partner classes
        ``sauspiel`` and ``hochzeit``)."""
        return self is not _SAUSPIEL_CLASS and self is not _HOCHZEIT_CLASS

    @classmethod
    def of(cls, kind: Kind, tout: bool = False) -> GameClass:
        """The class of a kind of game, plain or Tout."""
        return cls(f"{kind.value}-tout" if tout else kind.value)

    @classmethod
    def parse(cls, text: str) -> GameClass:
        """Parse a class name (case and surrounding space ignored); :class:`ValueError` if
        unknown."""
        return cls(text.strip().lower())


#: The classes low to high.
CLASS_LADDER: tuple[GameClass, ...] = tuple(GameClass)
#: :attr:`GameClass.rank` by class, for the bidding's hot paths (a lookup, not a call).
CLASS_RANK: dict[GameClass, int] = {c: i for i, c in enumerate(CLASS_LADDER)}
_SAUSPIEL_CLASS, _HOCHZEIT_CLASS = GameClass.SAUSPIEL, GameClass.HOCHZEIT

_SUIT_WORDS = {
    "eichel": Suit.EICHEL, "e": Suit.EICHEL, "eicheln": Suit.EICHEL, "alte": Suit.EICHEL,
    "gras": Suit.GRAS, "g": Suit.GRAS, "gruen": Suit.GRAS, "grün": Suit.GRAS,
    "laub": Suit.GRAS, "blau": Suit.GRAS, "blaue": Suit.GRAS,
    "herz": Suit.HERZ, "h": Suit.HERZ, "rot": Suit.HERZ,
    "schellen": Suit.SCHELLEN, "s": Suit.SCHELLEN, "schelln": Suit.SCHELLEN,
    "bumbe": Suit.SCHELLEN,
}


def parse_suit_word(text: str) -> Suit:
    """A suit from its name in a game name (``eichel``, ``gras``, ``herz``, ``schellen``;
    also ``e``/``g``/``h``/``s``, ``gruen``, ``laub``, ``schelln``); :class:`ValueError` if
    unknown."""
    suit = _SUIT_WORDS.get(text.strip().lower())
    if suit is None:
        raise ValueError(f"unknown suit {quoted(text)}")
    return suit


class Contract(enum.StrEnum):
    """A game a declarer can name: the record's ``declare`` argument."""

    SAUSPIEL_EICHEL = "sauspiel-eichel"
    SAUSPIEL_GRAS = "sauspiel-gras"
    SAUSPIEL_SCHELLEN = "sauspiel-schellen"
    SOLO_EICHEL = "solo-eichel"
    SOLO_GRAS = "solo-gras"
    SOLO_HERZ = "solo-herz"
    SOLO_SCHELLEN = "solo-schellen"
    WENZ = "wenz"
    GEIER = "geier"
    FARBWENZ_EICHEL = "farbwenz-eichel"
    FARBWENZ_GRAS = "farbwenz-gras"
    FARBWENZ_HERZ = "farbwenz-herz"
    FARBWENZ_SCHELLEN = "farbwenz-schellen"
    FARBGEIER_EICHEL = "farbgeier-eichel"
    FARBGEIER_GRAS = "farbgeier-gras"
    FARBGEIER_HERZ = "farbgeier-herz"
    FARBGEIER_SCHELLEN = "farbgeier-schellen"
    SOLO_EICHEL_TOUT = "solo-eichel-tout"
    SOLO_GRAS_TOUT = "solo-gras-tout"
    SOLO_HERZ_TOUT = "solo-herz-tout"
    SOLO_SCHELLEN_TOUT = "solo-schellen-tout"
    WENZ_TOUT = "wenz-tout"
    GEIER_TOUT = "geier-tout"
    FARBWENZ_EICHEL_TOUT = "farbwenz-eichel-tout"
    FARBWENZ_GRAS_TOUT = "farbwenz-gras-tout"
    FARBWENZ_HERZ_TOUT = "farbwenz-herz-tout"
    FARBWENZ_SCHELLEN_TOUT = "farbwenz-schellen-tout"
    FARBGEIER_EICHEL_TOUT = "farbgeier-eichel-tout"
    FARBGEIER_GRAS_TOUT = "farbgeier-gras-tout"
    FARBGEIER_HERZ_TOUT = "farbgeier-herz-tout"
    FARBGEIER_SCHELLEN_TOUT = "farbgeier-schellen-tout"
    HOCHZEIT = "hochzeit"
    BETTEL = "bettel"
    BETTEL_OUVERT = "bettel-ouvert"
    SIE = "sie"
    #: Not declared: the game every seat plays for itself when all passed (``all_pass`` =
    #: ``ramsch``); it has no class.
    RAMSCH = "ramsch"

    @property
    def kind(self) -> Kind:
        """The kind of game."""
        return _INFO[self][0]

    @property
    def suit(self) -> Suit | None:
        """The called suit (Sauspiel) or the trump suit (suit solo, Farbwenz, Farbgeier)."""
        return _INFO[self][1]

    @property
    def tout(self) -> bool:
        """Whether the declarer announced to take every trick."""
        return _INFO[self][2]

    @property
    def game_class(self) -> GameClass:
        """The class in the bidding ladder (:class:`ValueError` for the Ramsch, which is never
        declared)."""
        cls = _INFO[self][3]
        if cls is None:
            raise ValueError("a Ramsch is not declared: it has no class")
        return cls

    @property
    def declarable(self) -> bool:
        """Whether a seat can declare it (every game but the Ramsch)."""
        return _INFO[self][3] is not None

    @property
    def is_single(self) -> bool:
        """Whether it is a single-player game (one against three)."""
        return _SINGLE[self]

    @property
    def called_ace(self) -> Card | None:
        """The called ace of a Sauspiel (``None`` otherwise)."""
        return _CALLED_ACE[self]

    @classmethod
    def make(cls, kind: Kind, suit: Suit | None = None, tout: bool = False) -> Contract:
        """The contract of a kind (with its suit when it has one), plain or Tout."""
        name = kind.value
        if suit is not None:
            name += f"-{suit.word}"
        return cls(name + ("-tout" if tout else ""))

    @classmethod
    def parse(cls, text: str) -> Contract:
        """Parse a game name; suit aliases (``e``, ``gruen``, ``schelln``, ...) are accepted.

        Raises :class:`ValueError` for anything else, including ``sauspiel-herz``.

        >>> Contract.parse("Solo-E"), Contract.parse("sauspiel-schelln")
        (<Contract.SOLO_EICHEL: 'solo-eichel'>, <Contract.SAUSPIEL_SCHELLEN: 'sauspiel-schellen'>)
        """
        plain = text.strip().lower()
        special = _SPECIAL_NAMES.get(plain)
        if special is not None:
            return special
        words = plain.split("-")
        if not words or not words[0] or words[0] in _SPECIAL_WORDS:
            raise ValueError(f"unknown game {quoted(text)}")
        tout = len(words) > 1 and words[-1] == "tout"
        if tout:
            words = words[:-1]
        aliases = {"rufspiel": "sauspiel", "ruf": "sauspiel", "sau": "sauspiel"}
        try:
            kind = Kind(aliases.get(words[0], words[0]))
        except ValueError:
            raise ValueError(f"unknown game {quoted(text)}") from None
        suit: Suit | None = None
        if kind.has_suit:
            if len(words) != 2:
                raise ValueError(f"unknown game {quoted(text)}")
            try:
                suit = parse_suit_word(words[1])
            except ValueError:
                raise ValueError(f"unknown game {quoted(text)}") from None
            if kind is Kind.SAUSPIEL and suit is Suit.HERZ:
                raise ValueError(f"unknown game {quoted(text)}")
        elif len(words) != 1:
            raise ValueError(f"unknown game {quoted(text)}")
        if tout and kind is Kind.SAUSPIEL:
            raise ValueError(f"unknown game {quoted(text)}")
        return cls.make(kind, suit, tout)


#: The games without suit or Tout, by the names (and aliases) a record may give them; the
#: Ramsch is not among them (it is never declared).
_SPECIAL_NAMES = {
    "hochzeit": Contract.HOCHZEIT,
    "bettel": Contract.BETTEL,
    "bettel-ouvert": Contract.BETTEL_OUVERT, "bettel-offen": Contract.BETTEL_OUVERT,
    "sie": Contract.SIE,
}
_SPECIAL_WORDS = frozenset({"hochzeit", "bettel", "sie", "ramsch"})


def _info(contract: Contract) -> tuple[Kind, Suit | None, bool, GameClass | None]:
    if contract.value in _SPECIAL_NAMES or contract.value == "ramsch":
        kind = Kind(contract.value)
        return kind, None, False, None if kind is Kind.RAMSCH else GameClass(kind.value)
    words = contract.value.split("-")
    tout = words[-1] == "tout"
    kind = Kind(words[0])
    suit = Suit[words[1].upper()] if kind.has_suit else None
    return kind, suit, tout, GameClass.of(kind, tout)


_INFO = {c: _info(c) for c in Contract}
_SINGLE = {c: info[0].is_single for c, info in _INFO.items()}
_CALLED_ACE: dict[Contract, Card | None] = {
    c: CARDS[suit * 8 + Rank.ACE] if kind is Kind.SAUSPIEL and suit is not None else None
    for c, (kind, suit, _, _) in _INFO.items()
}

_OBER = (Card.EO, Card.GO, Card.HO, Card.SO)
_UNTER = (Card.EU, Card.GU, Card.HU, Card.SU)
_PLAIN_RANKS = {
    # Kind scheme -> the ranks of a plain (or trump) suit, high to low, the Ober/Unter left out
    # where they are trumps.
    "ou": (Rank.ACE, Rank.TEN, Rank.KING, Rank.NINE, Rank.EIGHT, Rank.SEVEN),
    "u": (Rank.ACE, Rank.TEN, Rank.KING, Rank.OBER, Rank.NINE, Rank.EIGHT, Rank.SEVEN),
    "o": (Rank.ACE, Rank.TEN, Rank.KING, Rank.UNTER, Rank.NINE, Rank.EIGHT, Rank.SEVEN),
    # No trumps (Bettel): the Ober and Unter in their suits, below the King.
    "": (Rank.ACE, Rank.KING, Rank.OBER, Rank.UNTER, Rank.TEN, Rank.NINE, Rank.EIGHT,
         Rank.SEVEN),
}
_SCHEME = {
    Kind.SAUSPIEL: "ou",
    Kind.SOLO: "ou",
    Kind.WENZ: "u",
    Kind.FARBWENZ: "u",
    Kind.GEIER: "o",
    Kind.FARBGEIER: "o",
    Kind.HOCHZEIT: "ou",
    Kind.RAMSCH: "ou",
    Kind.SIE: "ou",
    Kind.BETTEL: "",
    Kind.BETTEL_OUVERT: "",
}
#: The kinds played with the Sauspiel's order (Herz trump).
_HERZ_KINDS = frozenset({Kind.SAUSPIEL, Kind.HOCHZEIT, Kind.RAMSCH, Kind.SIE})


class SkCardOrder(CardOrder):
    """A :class:`~trickgames._core.tricks.CardOrder` with Schafkopf's card types.

    ``trumps`` and ``plain`` hold only cards of the deck (no 8s and 7s in the short deck).
    """

    __slots__ = ("short", "trump_suit")

    short: bool
    trump_suit: Suit | None

    @property
    def trump_cards(self) -> tuple[Card, ...]:
        """The trumps, high to low."""
        return tuple(CARDS[c] for c in self.trumps)

    def plain_cards(self, suit: Suit) -> tuple[Card, ...]:
        """The plain cards of a suit, high to low (empty for the trump suit)."""
        return tuple(CARDS[c] for c in self.plain[suit])


@cache
def _order(scheme: str, trump_suit: Suit | None, short: bool) -> SkCardOrder:
    ranks = _PLAIN_RANKS[scheme]
    if short:
        ranks = tuple(r for r in ranks if r not in (Rank.EIGHT, Rank.SEVEN))
    top: tuple[Card, ...]
    if scheme == "ou":
        top = _OBER + _UNTER
    elif scheme == "u":
        top = _UNTER
    elif scheme == "o":
        top = _OBER
    else:
        top = ()
    trumps = list(top)
    plain: list[list[Card]] = []
    for suit in Suit:
        cards = [CARDS[suit * 8 + r] for r in ranks]
        if suit is trump_suit:
            trumps += cards
            plain.append([])
        else:
            plain.append(cards)
    order = SkCardOrder(32, [int(c) for c in trumps], [[int(c) for c in p] for p in plain])
    order.short = short
    order.trump_suit = trump_suit
    return order


def card_order(contract: Contract, short: bool = False) -> SkCardOrder:
    """The (cached) card order of a game for the long or the short deck.

    A Sauspiel has the Herz-Solo order (Herz is trump whatever suit is called).

    >>> order = card_order(Contract.SAUSPIEL_GRAS)
    >>> order.is_trump(Card.HA), order.is_trump(Card.GA), order.is_trump(Card.SU)
    (True, False, True)
    >>> [c.name for c in card_order(Contract.FARBGEIER_SCHELLEN, short=True).trump_cards]
    ['EO', 'GO', 'HO', 'SO', 'SA', 'SZ', 'SK', 'SU', 'S9']
    """
    kind, suit, _, _ = _INFO[contract]
    if kind in _HERZ_KINDS:
        suit = _HERZ
    return _order(_SCHEME[kind], suit, short)


_HERZ = Suit.HERZ
