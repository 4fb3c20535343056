"""Validating records of any kind and any game: every problem, with a JSON path, a code and a
message.

A document is a deal record (``trickgames.record/1``, replayed by
:mod:`trickgames._core.replay`) or a session record (``trickgames.session/1``, checked by
:mod:`trickgames._core.sessions.validation`); its ``game`` is looked up in the registry of
games (``games``; by default the library's, :func:`trickgames._core.registry.installed`).
Nothing but a :class:`Report` comes out, whatever the input: malformed input of any kind is an
issue, never an exception.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any

from trickgames._core.errors import ParseError, RecordError
from trickgames._core.issues import Issue
from trickgames._core.records import loads, without_bom
from trickgames._core.registry import Registry, installed
from trickgames._core.replay import SESSION_PREFIX, validate_deal
from trickgames._core.report import Report, compare_results, info_of, invalid
from trickgames._core.sessions.validation import validate_session

__all__ = [
    "Report",
    "compare_results",
    "info_of",
    "replay_value",
    "validate_text",
    "validate_value",
]


def validate_text(text: str | bytes, source: str = "<record>", *,
                  games: Registry | None = None) -> Report:
    """Validate a record of any game given as JSON text (UTF-8 bytes or a string; a byte order
    mark at its start, as some editors write one, is skipped)."""
    try:
        value = loads(without_bom(text))
    except ParseError as exc:
        return invalid(source, [Issue("$", exc.code, exc.message, params=exc.params)])
    # JSON text's object keys are strings: the value needs no walk looking for others.
    return _validate(value, source, games, keys_are_strings=True)


def validate_value(value: Any, source: str = "<record>", *,
                   games: Registry | None = None) -> Report:
    """Validate a parsed JSON value as a record of any game (a deal or a session); never
    raises for bad input."""
    return _validate(value, source, games, keys_are_strings=False)


def _validate(value: Any, source: str, games: Registry | None, *,
              keys_are_strings: bool) -> Report:
    records, sessions = _drivers(games if games is not None else installed())
    try:
        fmt = value.get("format") if isinstance(value, dict) else None
        if isinstance(fmt, str) and fmt.startswith(SESSION_PREFIX):
            return validate_session(value, source, drivers=sessions,
                                    keys_are_strings=keys_are_strings)
        return validate_deal(value, source, records, keys_are_strings=keys_are_strings)
    except RecursionError:
        return invalid(source, [Issue("$", "too_deep", "the record is nested too deeply")])


#: The record and the session drivers of the registry asked for last, with it: a
#: :class:`Registry` does not change, and all but tests ask for the installed one only.
_LAST: list[tuple[Registry, Mapping[str, Any], Mapping[str, Any]]] = []


def _drivers(registry: Registry) -> tuple[Mapping[str, Any], Mapping[str, Any]]:
    """The record drivers and the session drivers of the games of ``registry``, by name
    (read-only)."""
    last = _LAST[0] if _LAST else None
    if last is None or last[0] is not registry:
        last = (registry,
                MappingProxyType({name: entry.records for name, entry in registry.items()}),
                MappingProxyType({name: entry.sessions for name, entry in registry.items()}))
        if type(registry) is Registry:  # a mapping of another kind might change
            _LAST[:] = [last]
    return last[1], last[2]


def replay_value(value: Any, source: str = "<record>", *,
                 games: Registry | None = None) -> Any:
    """Replay a record value of any game to its final state (a session record: to its
    session); :class:`~trickgames.RecordError` if invalid."""
    report = validate_value(value, source, games=games)
    if not report.valid:
        raise RecordError(report.issues)
    return report.state
