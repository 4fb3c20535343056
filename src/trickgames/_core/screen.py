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

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

import attrs

__all__ = ["DEFAULT_VOICE", "NOTATIONS", "Notations", "Voice", "Words", "merge", "normalise"]

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


#: The voice of a screen nobody configured: English, the seats as ``p0``..``p3``, card symbols.
DEFAULT_VOICE = Voice()


def normalise(text: str) -> str:
    """Typed text as the word tables compare it: lower case, ``ß`` as ``ss``, hyphens and
    runs of spaces as one space.

    >>> normalise("  Keine-90 ") , normalise("Stoß")
    ('keine 90', 'stoss')
    """
    return " ".join(text.lower().replace("ß", "ss").replace("-", " ").split())


@attrs.frozen
class Notations:
    """A game's card notations: ``names[notation][card]`` is the card as shown, ``legends``
    the one-line key of each ``(notation, lang)``; :meth:`read` knows every spelling of
    every notation (and the record codes through ``parse``)."""

    names: Mapping[str, Mapping[Any, str]]
    legends: Mapping[tuple[str, str], str]
    parse: Callable[[str], Any]
    _spelled: dict[str, Any] = attrs.field(init=False, factory=dict, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        for table in self.names.values():
            for card, text in table.items():
                self._spelled.setdefault(normalise(text), card)

    def show(self, card: Any, notation: str) -> str:
        """``card`` in ``notation``."""
        return self.names[notation][card]

    def legend(self, notation: str, lang: str) -> str:
        """The key of ``notation`` in ``lang``."""
        return self.legends[notation, lang]

    def read(self, text: str) -> Any | None:
        """The card ``text`` spells in any notation (or as a record code), else ``None``."""
        card = self._spelled.get(normalise(text))
        if card is not None:
            return card
        try:
            return self.parse(text)
        except ValueError:
            return None


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
