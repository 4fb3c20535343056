"""Importers: game logs of other programs as records (importers.md).

Each format is one module with a ``read(data, source=..., rules=None)`` function that returns
an :class:`ImportResult`: the deal records (``trickgames.record/1``) in file order and an
:class:`ImportProblem` for every deal it could not import (never guessed). :data:`FORMATS` is
the registry the command line (``trickgames import FORMAT FILE...``) reads.

>>> sorted(FORMATS)
['netschafkopf']
>>> FORMATS["netschafkopf"].title
'NetSchafkopf (Schafkopfprotokoll text logs)'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import attrs

from trickgames.importers import netschafkopf
from trickgames.importers._base import ImportProblem, ImportResult, session_records

__all__ = ["FORMATS", "Format", "ImportProblem", "ImportResult", "netschafkopf",
           "session_records"]


@attrs.frozen
class Format:
    """One log format: its name on the command line, a title, and its reader."""

    name: str
    title: str
    game: str
    read: Callable[..., ImportResult]

    def read_path(self, path: str, *, rules: Any = None) -> ImportResult:
        """Read a log file (:class:`OSError` when it cannot be read)."""
        with open(path, "rb") as handle:
            data = handle.read()
        return self.read(data, source=path, rules=rules)


#: The formats by name.
FORMATS: Mapping[str, Format] = {
    "netschafkopf": Format("netschafkopf", "NetSchafkopf (Schafkopfprotokoll text logs)",
                           "schafkopf", netschafkopf.read),
}
