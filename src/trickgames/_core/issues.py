"""Validation issues: one problem of a record, with where it is and what rule it breaks."""

from __future__ import annotations

import attrs

__all__ = ["Issue"]


@attrs.frozen
class Issue:
    """One problem found while validating a record.

    ``path`` is a JSON path into the record (``$.actions[17]``), ``code`` a stable
    machine-readable code (``must_follow_suit``) and ``message`` a sentence for people.
    """

    path: str
    code: str
    message: str

    def to_json(self) -> dict[str, str]:
        """The issue as the JSON object of ``trickgames validate --json``."""
        return {"path": self.path, "code": self.code, "message": self.message}

    def __str__(self) -> str:
        return f"{self.path}: {self.message} [{self.code}]"
