"""trickgames: exact rules engines for Doppelkopf and Schafkopf, and their game records.

The games live in :mod:`trickgames.doppelkopf` and :mod:`trickgames.schafkopf`; this module
holds what both share: the errors, the record document and the functions that work on a
record of either game.

>>> import trickgames
>>> report = trickgames.validate('{"format": "trickgames.record/1"}')
>>> report.valid, report.issues[0].path, report.issues[0].code
(False, '$.game', 'schema_required')
"""

# No ``from __future__ import annotations`` here: it would leave the name ``annotations`` in
# the package's namespace, which holds only the public API, dunders and private names.
from collections.abc import Callable as _Callable
from collections.abc import Iterator as _Iterator
from os import PathLike as _PathLike
from typing import Any as _Any

from trickgames._core.errors import (
    ArgumentError,
    IllegalActionError,
    ParseError,
    RecordError,
    RulesError,
    TrickgamesError,
)
from trickgames._core.frozen import FrozenDict as _FrozenDict
from trickgames._core.issues import Issue
from trickgames._core.quoting import quoted as _quoted
from trickgames._core.records import Record
from trickgames._core.records import record_value as _record_value
from trickgames._core.report import Report
from trickgames._core.rng import Rng
from trickgames._core.schema import load_schema as _load_schema
from trickgames._core.validation import replay_value as _replay_value
from trickgames._core.validation import validate_text as _validate_text
from trickgames._core.validation import validate_value as _validate_value
from trickgames._games import GAMES

__version__ = "0.1.0.dev0"

__all__ = [
    "GAMES",
    "ArgumentError",
    "IllegalActionError",
    "Issue",
    "ParseError",
    "Record",
    "RecordError",
    "Report",
    "Rng",
    "RulesError",
    "TrickgamesError",
    "__version__",
    "read_records",
    "record_schema",
    "redact",
    "replay",
    "validate",
]


def validate(record: Record | dict[str, _Any] | str | bytes, source: str = "<record>") -> Report:
    """Validate a record of either game (a :class:`Record`, a JSON object or JSON text).

    Never raises for bad input: every problem is an :class:`Issue` of the :class:`Report`.
    """
    if isinstance(record, str | bytes):
        return _validate_text(record, source)
    return _validate_value(_record_value(record), source)


def replay(record: Record | dict[str, _Any] | str | bytes) -> _Any:
    """The state a valid record of either game replays to; :class:`RecordError` otherwise."""
    return _replay_value(_record_value(record))


def redact(record: Record | dict[str, _Any] | str | bytes, seat: int) -> Record:
    """The record as ``seat`` (an ``int`` ``0..3``) may see it, with nothing that could reveal
    a hidden card: the other hands hidden until played, comments, ``meta`` (a simulated
    record's ``seed`` rebuilds every hand) and every ``_`` extension dropped. It keeps the
    ``players``, ``rules``, ``dealer``, ``context`` and ``result`` (without their ``_`` keys)
    and the seat's own hand, and names the seat in ``_redacted_for``; see
    :meth:`trickgames._core.driver.RecordDriver.redact`."""
    value = _record_value(record)
    game = value.get("game") if isinstance(value, dict) else None
    entry = GAMES.get(game)  # type: ignore[arg-type]
    if entry is None:
        shown = _quoted(game)
        raise RecordError([Issue("$.game", "unsupported_game", f"unknown game {shown}",
                                 params=_FrozenDict(quoted=shown))])
    redacted: Record = entry.records.redact(record, seat)
    return redacted


def read_records(
    *paths: str | _PathLike[str],
    jobs: int = 1,
    on_error: _Callable[[str, OSError], object] | None = None,
    max_record_bytes: int | None = None,
) -> _Iterator[Report]:
    """Validate the records of files and folders (``.json``, ``.jsonl``), streamed in order.

    Files are read line by line, so memory stays constant however many records there are.
    ``jobs`` > 1 checks the records on that many worker processes (``spawn``: guard a script's
    entry point with ``if __name__ == "__main__":``), at most one per processor core and per
    chunk of records; the reports are the same and in the same order, but without their
    ``state``, which stays in the workers. Only regular files are read; a path, or an entry of
    a folder, that cannot be read (missing, without permission, a named pipe or a device, a
    link loop) raises :class:`OSError` after the reports of the records read before it; with
    ``on_error``, ``on_error(path, error)`` is called instead and the next one is read. A
    record longer than ``max_record_bytes`` (default 16 MiB) is not read: its report has the
    issue ``record_too_large``.
    """
    from trickgames._core.records import MAX_RECORD_BYTES
    from trickgames._jobs import Unreadable, validate_sources

    limit = MAX_RECORD_BYTES if max_record_bytes is None else max_record_bytes
    items = validate_sources(paths, jobs=jobs, max_record_bytes=limit)
    try:
        for item in items:
            if not isinstance(item, Unreadable):
                yield item
            elif on_error is None:
                raise item.error
            else:
                on_error(item.path, item.error)
    finally:
        items.close()


def record_schema() -> dict[str, _Any]:
    """The JSON Schema of ``trickgames.record/1`` shipped with the package."""
    return dict(_load_schema("record"))
