"""The language of what people read: English (``en``, the default) or German (``de``).

The library's errors are written in English where they are raised and carry a stable
``code``; :func:`render_error` shows an error in a language, from the German catalogue
(:mod:`trickgames._core.catalogue_de`) keyed by that code. :func:`language_from_env` reads the
language from the locale (``LC_ALL``, ``LC_MESSAGES``, ``LANG``, the first one set): German
when it starts with ``de``, else English.

>>> from trickgames._core.errors import IllegalActionError
>>> error = IllegalActionError("p2 must follow clubs (holds CA, CK)", code="must_follow_suit",
...                            seat=2, action="p2 play HT",
...                            params={"led": "clubs", "holds": "CA, CK"})
>>> render_error(error, "en")
'p2 must follow clubs (holds CA, CK)'
>>> render_error(error, "de")
'p2: Kreuz muss bedient werden (play HT; auf der Hand: CA, CK).'
>>> language_from_env({"LANG": "de_DE.UTF-8"}), language_from_env({"LANG": "C"})
('de', 'en')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from trickgames._core.catalogue_de import IMPORT_PROBLEMS, MESSAGES, OPTIONS, SCORE_ITEMS, SUITS
from trickgames._core.errors import (
    ArgumentError,
    IllegalActionError,
    Problem,
    RulesError,
    TrickgamesError,
)
from trickgames._core.frozen import EMPTY, FrozenDict
from trickgames._core.issues import Issue
from trickgames._core.quoting import quoted, shown_path

__all__ = ["LANGUAGES", "check_language", "item_label", "language_from_env", "option_meaning",
           "render_error", "render_import_problem", "render_issue", "render_problem"]

#: The languages, the default first.
LANGUAGES = ("en", "de")

def check_language(lang: object) -> str:
    """``lang`` if it is one of :data:`LANGUAGES`, else an
    :class:`~trickgames.ArgumentError` (``unknown_language``)."""
    if lang not in LANGUAGES:
        shown = quoted(lang)
        raise ArgumentError(f"unknown language {shown} (known: {', '.join(LANGUAGES)})",
                            code="unknown_language", params={"quoted": shown})
    return str(lang)


def language_from_env(environ: Mapping[str, str]) -> str:
    """The language of a locale: ``de`` when the first of ``LC_ALL``, ``LC_MESSAGES`` and
    ``LANG`` that is set starts with ``de``, else ``en``."""
    for key in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(key, "")
        if value:
            return "de" if value.lower().startswith("de") else "en"
    return "en"


def _fill(template: str, params: Mapping[str, str], seat: str, action: str, path: str) -> str:
    """``template`` filled with the seat, the action, the path and the values an error or
    issue carries (``params``; never read from its English message)."""
    led = params.get("led", "")
    values = {
        "led": SUITS.get(led, led) or "Farbe",
        "seat": f"{seat}: " if seat else "",
        "action": action,
        "path": shown_path(path),
        "quoted": params.get("quoted", ""),
        "holds": params.get("holds", ""),
    }
    text = template.format_map(values)
    # A parameter that is empty leaves "()" or "( ; ...)" behind: tidy those.
    text = re.sub(r" \(\)", "", text)
    text = re.sub(r"\(; ", "(", text)
    return re.sub(r"  +", " ", text).replace(" .", ".")


class _Params(dict[str, str]):
    """A problem's values for its template; a value it does not have is left out."""

    def __missing__(self, key: str) -> str:
        return ""


#: The codes a rules problem given as a bare English sentence has (not coded finer): shown as
#: written.
_UNCODED = frozenset({"invalid_rules", "unknown_preset"})


def render_problem(problem: Problem, lang: str) -> str:
    """A problem of invalid rules in ``lang``: its own (English) message for ``en``, else the
    catalogue's text for its code filled with the values it names (a problem of several parts:
    each part). A problem the catalogue has no text for (none in the
    library: a test checks) is shown in English.

    >>> from trickgames import doppelkopf as dk
    >>> try:
    ...     dk.Rules.from_json({"preset": "ddv", "nines": 3})
    ... except ValueError as exc:
    ...     print(render_problem(exc.details[0], "de"))
    Option 'nines': nur true oder false, nicht 3.
    """
    if lang == "en":
        return problem.message
    if problem.parts:
        return " ".join(render_problem(p, lang) for p in problem.parts)
    template = MESSAGES.get(problem.code)
    if template is None or (problem.code in _UNCODED and not problem.params):
        return problem.message
    return template.format_map(_Params(problem.params))


def render_error(error: TrickgamesError, lang: str, *,
                 name: Callable[[int], str] | None = None,
                 action: Callable[[str], str] | None = None) -> str:
    """The message of ``error`` in ``lang``: its own (English) message for ``en``, else the
    catalogue's text for its code with the seat (``name(seat)``, default ``p2``), the action
    (``action(text)`` shows the action's words; default: as written, without the seat) and the
    values the error carries (:attr:`~trickgames.TrickgamesError.params`, never read from its
    English message). A code without a text in the catalogue (none in the library: a test
    checks) falls back to the English message. Invalid rules show each of
    their problems (:func:`render_problem`)."""
    if isinstance(error, RulesError) and error.details and lang != "en":
        return " ".join(render_problem(p, lang) for p in error.details)
    template = MESSAGES.get(error.code) if lang != "en" else None
    if template is None:
        return error.message
    seat = ""
    words = ""
    if isinstance(error, IllegalActionError):
        if error.seat is not None:
            seat = name(error.seat) if name is not None else f"p{error.seat}"
        words = error.action.split(" ", 1)[1] if " " in error.action else error.action
        if action is not None:
            words = action(words)
    return _fill(template, error.params, seat, words, "")


def render_issue(issue: Issue, lang: str) -> str:
    """A validation issue's message in ``lang`` (as :func:`render_error`), with its path and
    the values it carries (:attr:`~trickgames._core.issues.Issue.params`: for an action, its
    seat and words too)."""
    if issue.detail is not None:
        return render_problem(issue.detail, lang)
    template = MESSAGES.get(issue.code) if lang != "en" else None
    if template is None:
        return issue.message
    params = issue.params
    return _fill(template, params, params.get("seat", ""), params.get("action", ""), issue.path)


_PATTERNS = (
    (re.compile(r"reached_(\w+?)_against_(\w+)"), "{0} erreicht gegen {1}"),
    (re.compile(r"(\w+)_failed"), "{0} nicht erreicht"),
)


def item_label(code: str, label: str, lang: str) -> str:
    """A score item's label in ``lang`` (``label``, its English text, for ``en``); a
    German label's ``{0}`` is the number the English one names (``Stich 3``).

    >>> item_label("fox_caught", "fox caught (trick 3)", "de")
    'Fuchs gefangen, Stich 3'
    """
    if lang == "en":
        return label
    known = SCORE_ITEMS.get(code)
    if known is not None:
        return known.format(*re.findall(r"\d+", label)) if "{" in known else known
    for pattern, text in _PATTERNS:
        match = pattern.fullmatch(code)
        if match:
            return text.format(*(SCORE_ITEMS.get(g, g).replace("no", "keine ")
                                 for g in match.groups()))
    return label


def option_meaning(name: str, doc: str, lang: str) -> str:
    """The meaning of the rules option ``name`` in ``lang``: ``doc``, its English meaning
    (the option's own), for ``en``, else the catalogue's (:data:`~trickgames._core.
    catalogue_de.OPTIONS`; every option of both games has one: a test checks).

    >>> option_meaning("nines", "Play with the nines.", "de")[:15]
    'Mit Neunen: 48 '
    """
    if lang == "en":
        return doc
    return OPTIONS.get(name, doc)


def render_import_problem(code: str, message: str, lang: str,
                          params: Mapping[str, str] = EMPTY) -> str:
    """Why a deal could not be imported, in ``lang``: an importer's own code from
    :data:`~trickgames._core.catalogue_de.IMPORT_PROBLEMS`, a record's validation code as
    :func:`render_issue` shows it (with the values of its issue, ``params``)."""
    if lang == "en":
        return message
    known = IMPORT_PROBLEMS.get(code)
    return known if known is not None else render_issue(
        Issue("", code, message, params=FrozenDict(params)), lang)
