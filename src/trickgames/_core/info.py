"""Record information a state carries so that it writes back out as the same record."""

from __future__ import annotations

import attrs

from trickgames._core.frozen import (
    EMPTY,
    FrozenDict,
    freeze_object,
    optional_object,
    optional_strings,
)
from trickgames._core.values import fast_constructor, slots_base

__all__ = ["RecordInfo", "frozen_info"]


@attrs.frozen(weakref_slot=False)
@slots_base
class RecordInfo:
    """What a record says besides the game itself: names, free ``meta``, ``_`` fields, and
    the form its optional parts were written in, so that a replayed record round-trips.

    It never changes a rule. States made by ``deal`` have none. ``result_keys`` lists the
    ``result`` keys the record gave (``None``: it had no ``result``) and ``result_extensions``
    the ``_`` keys inside its ``result`` (``context_extensions`` and ``rules_extensions``
    likewise for ``context`` and an object ``rules``); ``context_keys`` the other keys its
    ``context`` gave, in order (``None``: it had no ``context`` object).

    An immutable, hashable value, as the states that carry it: the JSON values it is given
    are frozen copies (objects :class:`~trickgames._core.frozen.FrozenDict`, arrays tuples),
    so changing the record value a state was replayed from changes nothing of the state.
    """

    players: tuple[str, ...] | None = attrs.field(default=None, converter=optional_strings)
    meta: FrozenDict | None = attrs.field(default=None, converter=optional_object)
    extensions: FrozenDict = attrs.field(default=EMPTY, converter=freeze_object)
    rules_as_object: bool = False
    context_written: bool = False
    result_keys: tuple[str, ...] | None = attrs.field(default=None, converter=optional_strings)
    result_extensions: FrozenDict = attrs.field(default=EMPTY, converter=freeze_object)
    context_extensions: FrozenDict = attrs.field(default=EMPTY, converter=freeze_object)
    rules_extensions: FrozenDict = attrs.field(default=EMPTY, converter=freeze_object)
    context_keys: tuple[str, ...] | None = attrs.field(default=None, converter=optional_strings)


#: ``RecordInfo(*fields)``, all ten in order, each given as its converter gives it back
#: (tuples, frozen dicts, :data:`~trickgames._core.frozen.EMPTY` for none): built without the
#: converters and attrs' cost per field, for the information of every record validated.
frozen_info = fast_constructor(RecordInfo, converted=True)
