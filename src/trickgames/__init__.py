"""trickgames: exact rules engines for Doppelkopf and Schafkopf, and their game records."""

from __future__ import annotations

from trickgames._core.errors import (
    IllegalActionError,
    ParseError,
    RecordError,
    RulesError,
    TrickgamesError,
)
from trickgames._core.issues import Issue
from trickgames._core.records import Record

__version__ = "0.1.0.dev0"

__all__ = [
    "IllegalActionError",
    "Issue",
    "ParseError",
    "Record",
    "RecordError",
    "RulesError",
    "TrickgamesError",
    "__version__",
]
