"""What the two games' cards have in common: codes, parsing, suits and ranks by number.

A card code is a suit letter followed by a rank letter (``CQ``, ``EO``). Readers accept lower
case, ``10`` for the ten and, where a game defines them, Unicode suit symbols; writers always
emit the canonical upper-case two-letter code.

Each game declares its ``Suit``, ``Rank`` and ``Card`` enums with their members only, mixing
in :class:`SuitMethods`, :class:`Coded` (ranks) and :class:`CardMethods`, and then describes
them once with :func:`define_cards`: the tables every method reads are computed there, once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Generic, TypeVar

from trickgames._core.errors import ArgumentError, ParseError
from trickgames._core.quoting import quoted

__all__ = [
    "CardMethods", "Coded", "SuitMethods", "count_dealt", "define_cards", "format_cards",
    "given_hands", "parse_card_index",
]


def parse_card_index(
    text: object,
    *,
    suits: Mapping[str, int],
    ranks: Mapping[str, int],
    rank_count: int,
    game: str,
    canonical: str,
) -> int:
    """The index ``suit * rank_count + rank`` of a card code, or :class:`ParseError`.

    ``suits`` and ``ranks`` map every accepted (upper-case) spelling to its number;
    ``canonical`` lists the canonical codes for the error message.
    """
    if not isinstance(text, str):
        raise ParseError(
            f"a {game} card code must be a string, not {type(text).__name__}",
            code="unknown_card",
        )
    raw = text.strip()
    if raw:
        suit = suits.get(raw[0].upper())
        rank = ranks.get(raw[1:].upper())
        if suit is not None and rank is not None:
            return suit * rank_count + rank
    raise ParseError(
        f"unknown {game} card {quoted(text)}: expected a suit then a rank, such as {canonical}",
        code="unknown_card", params={"quoted": quoted(text)},
    )


class Coded:
    """A rank enum's ``code`` (and, through :class:`SuitMethods`, a suit's): the letter of
    the class's ``CODES`` string at the member's number (set by :func:`define_cards`)."""

    CODES: ClassVar[str] = ""

    if TYPE_CHECKING:  # the enum's int gives it; declared for the type checker only
        def __index__(self) -> int: ...

    @property
    def code(self) -> str:
        """The one-letter code (the class's ``CODES``, in member order)."""
        return self.CODES[self]


class SuitMethods(Coded):
    """A suit enum's ``code`` and ``symbol`` (the class's ``SYMBOLS``, in member order)."""

    SYMBOLS: ClassVar[tuple[str, ...]] = ()

    @property
    def symbol(self) -> str:
        """The suit as a picture."""
        return self.SYMBOLS[self]


SuitT = TypeVar("SuitT", bound=SuitMethods)
RankT = TypeVar("RankT", bound=Coded)
CardT = TypeVar("CardT", bound="CardMethods[Any, Any]")


class CardMethods(Generic[SuitT, RankT]):
    """The methods of a game's ``Card`` enum, read from the tables :func:`define_cards` sets.

    A card's number is ``suit * rank_count + rank``; its code is its member name.
    """

    _SUIT_OF: ClassVar[tuple[Any, ...]] = ()
    _RANK_OF: ClassVar[tuple[Any, ...]] = ()
    _POINTS: ClassVar[tuple[int, ...]] = ()
    _CODE_OF: ClassVar[tuple[str, ...]] = ()
    _BY_CODE: ClassVar[Mapping[str, Any]] = {}
    _SPELLINGS: ClassVar[Mapping[str, Any]] = {}
    _TEN: ClassVar[int] = 1

    if TYPE_CHECKING:  # the enum's int gives it; declared for the type checker only
        def __index__(self) -> int: ...

    @property
    def suit(self) -> SuitT:
        """The printed suit (trumps are decided by the contract, not here)."""
        suit: SuitT = self._SUIT_OF[self]
        return suit

    @property
    def rank(self) -> RankT:
        """The rank."""
        rank: RankT = self._RANK_OF[self]
        return rank

    @property
    def points(self) -> int:
        """Card points: ace 11, ten 10, king 4, queen (Ober) 3, jack (Unter) 2, the rest 0."""
        return self._POINTS[self]

    @property
    def code(self) -> str:
        """The canonical two-letter code."""
        return self._CODE_OF[self]

    @property
    def pretty(self) -> str:
        """The card for people, its suit as a picture and the ten as ``10``: ``♥10``."""
        rank = self._RANK_OF[self]
        return f"{self._SUIT_OF[self].symbol}{'10' if rank == self._TEN else rank.code}"

    def __str__(self) -> str:
        return self._CODE_OF[self]

    def __format__(self, spec: str) -> str:
        return format(self._CODE_OF[self], spec)

    @classmethod
    def parse(cls: type[CardT], text: object) -> CardT:
        """Parse a card code (a card is returned as it is); :class:`~trickgames.ParseError`
        if unknown. Lower case, ``10`` for the ten and the suit symbols are accepted."""
        if isinstance(text, cls):
            return text
        known: CardT | None = cls._BY_CODE.get(text) if type(text) is str else None
        if known is not None:
            return known
        card: CardT = cls._BY_CODE[_NUMBER][parse_card_index(text, **cls._SPELLINGS)]
        return card


_NUMBER = "\0by number"  # the _BY_CODE key of the cards by number (no code looks like it)


def define_cards(
    card: type[CardT],
    suit: type[SuitMethods],
    rank: type[Coded],
    *,
    suit_codes: str,
    rank_codes: str,
    symbols: Sequence[str],
    rank_points: Sequence[int],
    rank_aliases: Mapping[str, int],
    game: str,
    canonical: str,
) -> tuple[tuple[CardT, ...], tuple[int, ...]]:
    """Describe a game's card enums once: the codes and symbols of its suits and ranks, the
    points of each rank and the spellings its readers accept besides the codes and symbols
    (``rank_aliases`` must spell the ten ``10``). Returns every card by number and the
    card points by number.

    Every table the methods read is computed here, once; nothing is computed per call.
    """
    cards: tuple[CardT, ...] = tuple(_members(card))
    suits: list[SuitMethods] = _members(suit)
    ranks: list[Coded] = _members(rank)
    rank_count = len(ranks)
    suit.CODES, suit.SYMBOLS, rank.CODES = suit_codes, tuple(symbols), rank_codes
    points = tuple(rank_points[i % rank_count] for i in range(len(cards)))
    card._SUIT_OF = tuple(suits[i // rank_count] for i in range(len(cards)))
    card._RANK_OF = tuple(ranks[i % rank_count] for i in range(len(cards)))
    card._POINTS = points
    card._CODE_OF = tuple(suit_codes[i // rank_count] + rank_codes[i % rank_count]
                          for i in range(len(cards)))
    card._TEN = int(ranks[rank_aliases["10"]])
    by_code: dict[str, Any] = {c.code: c for c in cards}
    by_code[_NUMBER] = cards
    card._BY_CODE = by_code
    spelled = {**{c: i for i, c in enumerate(suit_codes)},
               **{c: i for i, c in enumerate(symbols)}}
    card._SPELLINGS = {
        "suits": spelled,
        "ranks": {**{c: i for i, c in enumerate(rank_codes)}, **rank_aliases},
        "rank_count": rank_count, "game": game, "canonical": canonical,
    }
    for c in cards:
        if c.code != getattr(c, "name", None):
            raise TypeError(f"{card.__name__} member {int(c)} is not named by its code {c.code}")
    return cards, points


def _members(enum_class: Any) -> list[Any]:
    """The members of an enum class, in number order."""
    return list(enum_class)


def format_cards(cards: Iterable[CardT]) -> str:
    """Card codes joined by ``", "``.

    >>> from trickgames.doppelkopf.cards import Card
    >>> format_cards([Card.CQ, Card.DJ])
    'CQ, DJ'
    """
    return ", ".join(map(str, cards))


def count_dealt(hands: Sequence[Sequence[CardT]],
                per_hand: int) -> tuple[list[str], dict[CardT, int]]:
    """What a deck check of four hands starts from: the hands that do not hold ``per_hand``
    cards (one problem each) and how often each card was dealt; each game then compares the
    counts with its deck.

    >>> from trickgames.schafkopf.cards import Card
    >>> count_dealt([[Card.EO, Card.GO], [Card.EO], [], [Card.HO, Card.SO]], 2)
    (['p1 holds 1 cards instead of 2', 'p2 holds 0 cards instead of 2'], \
{<Card.EO: 3>: 2, <Card.GO: 11>: 1, <Card.HO: 19>: 1, <Card.SO: 27>: 1})
    """
    problems = [f"p{seat} holds {len(hand)} cards instead of {per_hand}"
                for seat, hand in enumerate(hands) if len(hand) != per_hand]
    counts: dict[CardT, int] = {}
    for hand in hands:
        for card in hand:
            counts[card] = counts.get(card, 0) + 1
    return problems, counts


def given_hands(hands: Sequence[Sequence[CardT | str]], parse: Callable[[Any], CardT],
                deck_problem: Callable[[tuple[tuple[CardT, ...], ...]], str],
                ) -> tuple[tuple[CardT, ...], ...]:
    """The hands a caller hands to ``deal``, each card parsed (``parse``: a game's
    ``Card.parse``), or :class:`~trickgames.ArgumentError` (``wrong_deck``) with what
    ``deck_problem`` finds wrong; nothing is repaired."""
    parsed = tuple(tuple(parse(card) for card in hand) for hand in hands)
    problem = deck_problem(parsed)
    if problem:
        raise ArgumentError(problem, code="wrong_deck")
    return parsed
