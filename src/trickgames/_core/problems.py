"""One problem of invalid rules, with a stable code and the values it names.

A :class:`~trickgames.RulesError` lists its problems as sentences (``problems``) and as
:class:`Problem` values (``details``), so that a catalogue can word each one in another
language (:func:`trickgames._core.lang.render_problem`) and a validation issue can carry it
(:attr:`trickgames._core.issues.Issue.detail`).
"""

from __future__ import annotations

import attrs

from trickgames._core.frozen import EMPTY, FrozenDict

__all__ = ["Problem"]


@attrs.frozen
class Problem:
    """One problem of invalid rules: a stable ``code`` naming the kind of problem
    (``option_not_bool``), the English ``message`` and the values it names (``params``,
    already as the message shows them), from which a catalogue words it in another language
    (:func:`trickgames._core.lang.render_problem`). A problem that is several at once (an
    option value with two wrong keys) lists them as ``parts``, each with its own code.

    >>> p = Problem.of("option 'nines' must be true or false, not 3", code="option_not_bool",
    ...                option="'nines'", value="3")
    >>> p.code, p.params["value"]
    ('option_not_bool', '3')
    """

    code: str
    message: str
    params: FrozenDict = EMPTY
    parts: tuple[Problem, ...] = ()

    @classmethod
    def of(cls, message: str, *, code: str, **params: str) -> Problem:
        """A problem with its code and the values it names, as keywords."""
        return cls(code, message, FrozenDict(params))

    def with_params(self, message: str, **params: str) -> Problem:
        """The same problem (and parts) with another message and more values (the option a
        value problem belongs to)."""
        return Problem(self.code, message, FrozenDict(self.params, **params),
                       tuple(p.with_params(p.message, **params) for p in self.parts))
