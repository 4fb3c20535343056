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

from trickgames._core.files import MAX_LOG_BYTES, read_regular
from trickgames.importers import netschafkopf
from trickgames.importers._base import ImportProblem, ImportResult, session_records

__all__ = ["FORMATS", "MAX_LOG_BYTES", "Format", "ImportProblem", "ImportResult", "netschafkopf",
           "session_records"]


@attrs.frozen
class Format:
    """One log format: its name on the command line, a title, and its reader."""

    name: str
    title: str
    game: str
    read: Callable[..., ImportResult]

    def read_path(self, path: str, *, rules: Any = None) -> ImportResult:
        """Read a log file: a regular file of at most :data:`MAX_LOG_BYTES` bytes
        (:class:`OSError` when it cannot be read: :class:`~trickgames._core.files.
        NotRegularFile` for a named pipe or a device, which is never opened for reading,
        :class:`~trickgames._core.files.FileTooLarge` for a longer file)."""
        return self.read(read_regular(path, MAX_LOG_BYTES), source=path, rules=rules)


#: The formats by name.
FORMATS: Mapping[str, Format] = {
    "netschafkopf": Format("netschafkopf", "NetSchafkopf (Schafkopfprotokoll text logs)",
                           "schafkopf", netschafkopf.read),
}
