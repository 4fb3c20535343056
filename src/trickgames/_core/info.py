"""Record information a state carries so that it writes back out as the same record."""

from __future__ import annotations

from typing import Any

import attrs

__all__ = ["RecordInfo"]


@attrs.frozen
class RecordInfo:
    """What a record says besides the game itself: names, free ``meta``, ``_`` fields, and
    the form its optional parts were written in, so that a replayed record round-trips.

    It never changes a rule. States made by ``deal`` have none. ``result_keys`` lists the
    ``result`` keys the record gave (``None``: it had no ``result``) and ``result_extensions``
    the ``_`` keys inside its ``result`` (``context_extensions`` and ``rules_extensions``
    likewise for ``context`` and an object ``rules``); ``context_keys`` the other keys its
    ``context`` gave, in order (``None``: it had no ``context`` object).
    """

    players: tuple[str, ...] | None = None
    meta: dict[str, Any] | None = None
    extensions: dict[str, Any] = attrs.field(factory=dict)
    rules_as_object: bool = False
    context_written: bool = False
    result_keys: tuple[str, ...] | None = None
    result_extensions: dict[str, Any] = attrs.field(factory=dict)
    context_extensions: dict[str, Any] = attrs.field(factory=dict)
    rules_extensions: dict[str, Any] = attrs.field(factory=dict)
    context_keys: tuple[str, ...] | None = None
