"""What the terminal game's screens of both games share: who is speaking to whom in which
language and notation (:class:`Voice`), the card notations (:class:`Notations`) and the typed
words of the actions (:class:`Words`).

A game's presenter (``doppelkopf/screen.py``, ``schafkopf/screen.py``) holds its tables as
data: the names of its cards in each notation, the legend, and one table of the words people
type for each action (English and German), which both the parser of typed choices and the
``help`` listing read.

>>> voice = Voice("de", ("du", "B", "C", "D"), "letters")
>>> voice.pick("Your hand", "Deine Karten"), voice.name(1)
('Deine Karten', 'B')
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import attrs

__all__ = ["DEFAULT_VOICE", "NOTATIONS", "CardWords", "Notations", "Voice", "Words", "merge",
           "normalise", "suit_groups", "width_of", "wrap"]

#: The card notations a screen can show (``--cards``), the default first.
NOTATIONS = ("letters", "symbols", "german")


@attrs.frozen
class Voice:
    """How a screen speaks: its language (``en``/``de``), the players' names per seat (the
    person's seat named ``you``/``du``), the card notation and the person's seat."""

    lang: str = "en"
    names: tuple[str, ...] = ("p0", "p1", "p2", "p3")
    notation: str = "symbols"
    seat: int | None = None

    def pick(self, english: str, german: str) -> str:
        """The text of the screen's language."""
        return german if self.lang == "de" else english

    def name(self, seat: int) -> str:
        """A seat's player, as the screen names him."""
        return self.names[seat]

    def is_you(self, seat: int | None) -> bool:
        """Whether ``seat`` is the person's."""
        return seat is not None and seat == self.seat

    def by(self, seat: int) -> str:
        """``by B``, ``von B``; the person: ``by you``, ``von dir``.

        >>> Voice("de", ("du", "B", "C", "D"), seat=0).by(0)
        'von dir'
        """
        if self.is_you(seat):
            return self.pick("by you", "von dir")
        return self.pick("by ", "von ") + self.name(seat)


#: The voice of a screen nobody configured: English, the seats as ``p0``..``p3``, card symbols.
DEFAULT_VOICE = Voice()


def normalise(text: str) -> str:
    """Typed text as the word tables compare it: lower case, ``ß`` as ``ss``, hyphens and
    runs of spaces as one space.

    >>> normalise("  Keine-90 ") , normalise("Stoß")
    ('keine 90', 'stoss')
    """
    return " ".join(text.lower().replace("ß", "ss").replace("-", " ").split())


def width_of(text: str) -> int:
    """The columns ``text`` takes on a terminal: two for a wide character (the Schafkopf
    suit pictures 🌰 🍃 🔔), one for the others."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def wrap(line: str, width: int, indent: int = 4) -> list[str]:
    """``line`` cut at spaces into lines of at most ``width`` columns, the following ones
    indented by ``indent`` more than the first (a word longer than a line stays whole).

    >>> wrap("Parteien: du Re, B Kontra, C Re", 20)
    ['Parteien: du Re, B', '    Kontra, C Re']
    """
    if width_of(line) <= width:
        return [line]
    lead = len(line) - len(line.lstrip(" "))
    words = line[lead:].split(" ")
    out: list[str] = []
    current = " " * lead
    gap = ""  # the spaces before the next word, kept inside a line (the hand's gaps)
    start = True
    for word in words:
        if not word:
            gap += " "
            continue
        if start:
            current += word
            start = False
        elif width_of(current) + len(gap) + 1 + width_of(word) <= width:
            current += gap + " " + word
        else:
            out.append(current)
            current = " " * (lead + indent) + word
        gap = ""
    out.append(current)
    return out


def suit_groups(hand: Sequence[Any], suit: Sequence[int]) -> list[list[Any]]:
    """A hand in its order, cut where the effective suit (``suit[card]``, a card order's
    table: the trumps one suit) changes: the trumps, then each plain suit.

    >>> suit_groups([3, 4, 0, 1, 2], suit=[0, 0, 1, 4, 4])
    [[3, 4], [0, 1], [2]]
    """
    groups: list[list[Any]] = []
    for card in hand:
        if groups and suit[groups[-1][-1]] == suit[card]:
            groups[-1].append(card)
        else:
            groups.append([card])
    return groups


@attrs.frozen
class CardWords:
    """How people name a game's cards in words, English then German.

    ``suits`` and ``ranks`` map each suit's and rank's one-letter record code to its English
    and its German words: the full name first (``clubs``, ``Kreuz``; ``queen``, ``Dame``),
    then the other words and the short forms people type (``Kr``, ``K``; ``D``).
    ``nicknames`` maps a card's code to the names of that one card (``HT``: ``Dulle``).
    ``example`` is the code of the card the key and ``help`` name as an example.
    """

    suits: Mapping[str, tuple[Sequence[str], Sequence[str]]]
    ranks: Mapping[str, tuple[Sequence[str], Sequence[str]]]
    nicknames: Mapping[str, tuple[Sequence[str], Sequence[str]]]
    example: str

    def suit_name(self, code: str, lang: str) -> str:
        """A suit's full name in ``lang``."""
        return _in(self.suits[code], lang)[0]

    def rank_name(self, code: str, lang: str) -> str:
        """A rank's full name in ``lang``."""
        return _in(self.ranks[code], lang)[0]

    def full_name(self, code: str, lang: str) -> str:
        """A card's full name in ``lang``: ``Kreuz-Dame``, ``queen of clubs``."""
        suit, rank = self.suit_name(code[0], lang), self.rank_name(code[1], lang)
        return f"{suit}-{rank}" if lang == "de" else f"{rank} of {suit}"

    def spellings(self, code: str) -> tuple[str, ...]:
        """Every name of the card ``code`` that names it alone (the full names in both
        languages, with a space or a hyphen, and its nicknames)."""
        out = []
        for lang in ("en", "de"):
            suit, rank = self.suit_name(code[0], lang), self.rank_name(code[1], lang)
            out += [self.full_name(code, lang), f"{suit} {rank}"]
            out += _in(self.nicknames.get(code, ((), ())), lang)
        return tuple(dict.fromkeys(out))

    def table(self, codes: Iterable[str]) -> dict[str, frozenset[str]]:
        """Every typed name (normalised) and the codes of the cards of ``codes`` it may
        name: a suit word and a rank word (``kreuz dame``, ``Kreuz-Dame``, ``kreuzdame``,
        ``kd``, ``Ka10``), ``<rank> of <suit>`` (``queen of clubs``), a rank's word alone
        (``Dame``: every queen) and the nicknames."""
        out: dict[str, set[str]] = {}

        def add(text: str, code: str) -> None:
            out.setdefault(normalise(text), set()).add(code)

        for code in codes:
            suits = [*self.suits[code[0]][0], *self.suits[code[0]][1]]
            ranks = [*self.ranks[code[1]][0], *self.ranks[code[1]][1]]
            for suit in suits:
                for rank in ranks:
                    add(f"{suit} {rank}", code)
                    add(f"{suit}{rank}", code)
                    add(f"{rank} of {suit}", code)
            for rank in ranks:
                if len(rank) > 2 and not rank.isdigit():  # a word, not a letter or a digit
                    add(rank, code)
            for name in (*self.nicknames.get(code, ((), ()))[0],
                         *self.nicknames.get(code, ((), ()))[1]):
                add(name, code)
        return {text: frozenset(found) for text, found in out.items()}


def _in(words: tuple[Sequence[str], Sequence[str]], lang: str) -> Sequence[str]:
    return words[1] if lang == "de" else words[0]


@attrs.frozen
class Notations:
    """A game's card notations and the words of its cards.

    ``shown[notation]`` gives each suit's and rank's record code as that notation writes it
    (``german``: ``C`` as ``Kr``, ``Q`` as ``D``); ``names[notation][card]`` is then the card
    as shown. ``words`` are the names people type (:class:`CardWords`); ``parse`` reads a
    record code and ``deck(rules)`` gives the cards a deal of ``rules`` is dealt from (the
    key names only their ranks). :meth:`read` knows every spelling of every notation,
    :meth:`cards` every name a person may type.
    """

    shown: Mapping[str, tuple[Mapping[str, str], Mapping[str, str]]]
    words: CardWords
    cards_by_code: Mapping[str, Any]
    parse: Callable[[str], Any]
    deck: Callable[[Any], Sequence[Any]]
    names: dict[str, dict[Any, str]] = attrs.field(init=False, factory=dict, eq=False,
                                                   repr=False)
    _spelled: dict[str, Any] = attrs.field(init=False, factory=dict, eq=False, repr=False)
    _named: dict[str, tuple[Any, ...]] = attrs.field(init=False, factory=dict, eq=False,
                                                     repr=False)

    def __attrs_post_init__(self) -> None:
        for notation, (suits, ranks) in self.shown.items():
            self.names[notation] = {card: suits[code[0]] + ranks[code[1]]
                                    for code, card in self.cards_by_code.items()}
        for table in self.names.values():
            for card, text in table.items():
                self._spelled.setdefault(normalise(text), card)

    def show(self, card: Any, notation: str) -> str:
        """``card`` in ``notation``."""
        return self.names[notation][card]

    def full_name(self, card: Any, lang: str) -> str:
        """``card``'s full name in ``lang`` (``Kreuz-Dame``, ``queen of clubs``)."""
        return self.words.full_name(card.name, lang)

    def legend(self, notation: str, lang: str, rules: Any = None) -> str:
        """The key of ``notation`` in ``lang``: what each suit and rank of the deck of
        ``rules`` is called (only the ranks the deck has), and how a card may be typed."""
        suits, ranks = self.shown[notation]
        deck_ranks = {card.name[1] for card in self.deck(rules)}
        words = self.words
        suit_part = ", ".join(f"{shown} {words.suit_name(code, lang)}"
                              for code, shown in suits.items())
        rank_part = ", ".join(f"{shown} {words.rank_name(code, lang)}"
                              for code, shown in ranks.items() if code in deck_ranks)
        example = self.cards_by_code[words.example]
        nicknames = ", ".join(
            f"{_in(names, lang)[0]} = {self.show(self.cards_by_code[code], notation)}"
            for code, names in words.nicknames.items() if _in(names, lang))
        if lang == "de":
            text = (f"Karten: {suit_part}; {rank_part}. Eingabe: die Nummer, die Karte "
                    f"({self.show(example, notation)}), ihr Name "
                    f"({words.suit_name(words.example[0], lang)} "
                    f"{words.rank_name(words.example[1], lang)})")
            return text + (f" oder ein Spitzname ({nicknames})." if nicknames else ".")
        text = (f"Cards: {suit_part}; {rank_part}. Type the number, the card "
                f"({self.show(example, notation)}), its name "
                f"({self.full_name(example, lang)})")
        return text + (f" or a nickname ({nicknames})." if nicknames else ".")

    def read(self, text: str) -> Any | None:
        """The one card ``text`` names: spelled in any notation (or as a record code), or a
        name that fits only that card; else ``None``."""
        cards = self.cards(text)
        return cards[0] if len(cards) == 1 else None

    def cards(self, text: str) -> tuple[Any, ...]:
        """Every card ``text`` may name, in card order: one card when it is spelled in a
        notation or as a record code, else every card its words fit (``kd``: the club and
        the diamond queen; ``Dame``: every queen); none when it names no card."""
        key = normalise(text)
        card = self._spelled.get(key)
        if card is not None:
            return (card,)
        try:
            return (self.parse(text),)
        except ValueError:
            return self._typed_names().get(key, ())

    def _typed_names(self) -> dict[str, tuple[Any, ...]]:
        """Every name people type and the cards it may name (:meth:`CardWords.table`), made at
        the first question (only the terminal asks: every other command starts faster)."""
        if not self._named:
            by_code = self.cards_by_code
            for text, codes in self.words.table(by_code).items():
                self._named[text] = tuple(sorted((by_code[c] for c in codes), key=int))
        return self._named


@attrs.frozen
class Words:
    """The words people type for a game's actions, in one table.

    ``actions`` maps an action's record words (without the seat: ``announce re``,
    ``declare solo-aces``) to its English and its German phrases; one phrase may stand for
    several actions (``solo``), and the legal ones decide. ``verbs`` maps typed verbs to the
    record's (``spiel`` → ``play``), for actions with cards.
    """

    actions: Mapping[str, tuple[Sequence[str], Sequence[str]]]
    verbs: Mapping[str, str]
    _phrases: dict[str, tuple[str, ...]] = attrs.field(init=False, factory=dict, eq=False,
                                                       repr=False)

    def __attrs_post_init__(self) -> None:
        for canonical, (english, german) in self.actions.items():
            for phrase in (canonical, *english, *german):
                key = normalise(phrase)
                known = self._phrases.get(key, ())
                if canonical not in known:
                    self._phrases[key] = (*known, canonical)

    def meanings(self, text: str) -> tuple[str, ...]:
        """The actions (record words) a typed phrase may mean."""
        return self._phrases.get(normalise(text), ())

    def of(self, canonical: str, lang: str) -> tuple[str, ...]:
        """The phrases of an action in ``lang``, the preferred first (the record words when
        the table has none)."""
        english, german = self.actions.get(canonical, ((), ()))
        chosen = tuple(german if lang == "de" else english)
        return chosen or (canonical,)

    def verb(self, word: str) -> str:
        """The record's verb of a typed verb (the word itself when the table has none)."""
        key = normalise(word)
        return self.verbs.get(key, key)


def merge(*tables: Iterable[tuple[str, tuple[Sequence[str], Sequence[str]]]]
          ) -> dict[str, tuple[Sequence[str], Sequence[str]]]:
    """Word tables joined into one (later entries of an action extend earlier ones)."""
    out: dict[str, tuple[Sequence[str], Sequence[str]]] = {}
    for table in tables:
        for canonical, (english, german) in table:
            old_en, old_de = out.get(canonical, ((), ()))
            out[canonical] = ((*old_en, *english), (*old_de, *german))
    return out
