"""Validation issues: one problem of a record, with where it is and what rule it breaks."""

from __future__ import annotations

import attrs

from trickgames._core.frozen import EMPTY, FrozenDict
from trickgames._core.problems import Problem
from trickgames._core.quoting import shown_path

__all__ = ["Issue"]


@attrs.frozen
class Issue:
    """One problem found while validating a record.

    ``path`` is a JSON path into the record (``$.actions[17]``), ``code`` a stable
    machine-readable code (``must_follow_suit``) and ``message`` a sentence for people.
    ``detail`` (an issue of invalid rules only) is the rules problem it reports, with its own
    finer code and the values it names (for :func:`trickgames._core.lang.render_issue`).
    ``params`` are the values the message names, those of the error it reports
    (:attr:`trickgames.TrickgamesError.params`) and, for an action, ``seat`` and ``action``
    (``p2``, ``play HT``). Neither takes part in comparing issues nor is part of the JSON form.
    """

    path: str
    code: str
    message: str
    detail: Problem | None = attrs.field(default=None, eq=False, repr=False, kw_only=True)
    params: FrozenDict = attrs.field(default=EMPTY, eq=False, repr=False, kw_only=True)

    def to_json(self) -> dict[str, str]:
        """The issue as the JSON object of ``trickgames validate --json``."""
        return {"path": self.path, "code": self.code, "message": self.message}

    def __str__(self) -> str:
        return f"{shown_path(self.path)}: {self.message} [{self.code}]"

