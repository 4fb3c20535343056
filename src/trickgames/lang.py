"""The library's texts in a language: English (``en``, the default) or German (``de``).

Every error of the library, every validation issue, every score item and every rules option
has a stable code or name, and an English text written where it is made. The German texts
are the library's catalogue, keyed by those codes and names (a test fails for a code without
German). These three functions are the way to read them in a language, for a frontend, a
bot's log or a report: :func:`message` (an error's, an issue's, a rules problem's),
:func:`item_label` (a score item's) and :func:`option_meaning` (a rules option's). English
is always the text itself, exactly.

>>> import trickgames
>>> from trickgames import doppelkopf as dk
>>> from trickgames import lang
>>> state = dk.deal("ddv", seed=3)
>>> try:
...     dk.apply(state, "p2 healthy")
... except trickgames.IllegalActionError as error:
...     print(lang.message(error, "en"))
...     print(lang.message(error, "de"))
p2 cannot speak now: it is p1's turn
p2: Du bist nicht dran (healthy).
>>> nines = next(o for o in dk.Rules.options() if o.name == "nines")
>>> lang.option_meaning(nines, "de")[:15]
'Mit Neunen: 48 '

The German words a seat as ``p2`` (as the English does) and takes the values it names from
the error's :attr:`~trickgames.TrickgamesError.params`, never from the English message. An
error with a code the catalogue does not know (a program's own subclass of
:class:`~trickgames.TrickgamesError`) is shown in English.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from trickgames._core import lang as _lang
from trickgames._core.errors import ArgumentError, Problem, TrickgamesError
from trickgames._core.issues import Issue
from trickgames._core.options import OptionSpec
from trickgames._core.quoting import quoted

__all__ = ["LANGUAGES", "item_label", "message", "option_meaning"]

#: The languages, the default first.
LANGUAGES: tuple[str, ...] = _lang.LANGUAGES


class ScoreItemLike(Protocol):
    """What :func:`item_label` reads of a score item: its stable ``code`` and its English
    ``label`` (both games' ``ScoreItem``)."""

    @property
    def code(self) -> str:
        """The item's stable code (``fox_caught``, ``laufende``)."""

    @property
    def label(self) -> str:
        """The item's English label."""


def message(error: TrickgamesError | Issue | Problem, lang: str) -> str:
    """The message of an error of the library, of a validation :class:`~trickgames.Issue`
    or of one problem of invalid rules (:attr:`trickgames.RulesError.details`) in ``lang``:
    its own message for ``en``; for ``de`` the catalogue's text of its code, with its seat,
    its action and the values it names (an issue: with its JSON path; invalid rules: each
    problem). An :class:`~trickgames.ArgumentError` (``unknown_language``,
    ``not_an_error``) for anything else.

    >>> import trickgames
    >>> issue = trickgames.validate('{"format": "trickgames.record/1"}').issues[0]
    >>> message(issue, "en"), message(issue, "de")
    ('is required', 'Pflichtfeld fehlt ($.game).')
    >>> try:
    ...     trickgames.doppelkopf.Rules.from_json({"preset": "ddv", "nines": 3})
    ... except trickgames.RulesError as error:
    ...     print(message(error, "de"))
    Option 'nines': nur true oder false, nicht 3.
    """
    _lang.check_language(lang)
    given: object = error  # checked at run time too: a caller need not be typed
    if isinstance(given, TrickgamesError):
        return _lang.render_error(given, lang)
    if isinstance(given, Issue):
        return _lang.render_issue(given, lang)
    if isinstance(given, Problem):
        return _lang.render_problem(given, lang)
    shown = quoted(given)
    raise ArgumentError(f"message takes an error of the library, a validation issue or a "
                        f"rules problem, not {shown}", code="not_an_error",
                        params={"quoted": shown})


def item_label(item: ScoreItemLike | Mapping[str, Any], lang: str) -> str:
    """The label of a score item in ``lang``: a ``ScoreItem`` of either game
    (:class:`trickgames.doppelkopf.ScoreItem`, :class:`trickgames.schafkopf.ScoreItem`) or
    its JSON (an object with ``code`` and ``label``, as in a view's or a record's score);
    its ``label`` for ``en``. An :class:`~trickgames.ArgumentError` (``unknown_language``,
    ``not_a_score_item``) for anything else.

    >>> from trickgames import schafkopf as sk
    >>> item_label(sk.ScoreItem("laufende", 30, "3 Laufende"), "de")
    'Laufende'
    >>> item_label({"code": "won", "amount": 1, "label": "won", "party": "re"}, "de")
    'gewonnen'
    """
    _lang.check_language(lang)
    if isinstance(item, Mapping):
        code, label = item.get("code"), item.get("label")
    else:
        code, label = getattr(item, "code", None), getattr(item, "label", None)
    if not isinstance(code, str) or not isinstance(label, str):
        shown = quoted(item)
        raise ArgumentError(f"item_label takes a score item or its JSON (with a 'code' and a "
                            f"'label'), not {shown}", code="not_a_score_item",
                            params={"quoted": shown})
    return _lang.item_label(code, label, lang)


def option_meaning(option: OptionSpec, lang: str) -> str:
    """The meaning of a rules option in ``lang``: one of a game's ``Rules.options()``
    (:meth:`trickgames.doppelkopf.Rules.options`, :meth:`trickgames.schafkopf.Rules.options`);
    its own ``doc`` for ``en``. An :class:`~trickgames.ArgumentError` (``unknown_language``,
    ``not_an_option``) for anything else.

    >>> from trickgames import schafkopf as sk
    >>> deck = sk.Rules.options()[0]
    >>> deck.name, option_meaning(deck, "en") == deck.doc, option_meaning(deck, "de")[:20]
    ('deck', True, 'Das Blatt: `long` 32')
    """
    _lang.check_language(lang)
    given: object = option  # checked at run time too: a caller need not be typed
    if not isinstance(given, OptionSpec):
        shown = quoted(given)
        raise ArgumentError(f"option_meaning takes an option of a game's Rules.options(), "
                            f"not {shown}", code="not_an_option", params={"quoted": shown})
    return _lang.option_meaning(given.name, given.doc, lang)
