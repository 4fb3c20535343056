"""Immutable JSON values: :class:`FrozenDict`, :func:`freeze` and :func:`thaw`.

States, records and record information hold only immutable values, so that they can be
shared, hashed and kept as they are: a JSON object is a :class:`FrozenDict` (a read-only
mapping, in the order it was given), a JSON array a ``tuple``. :func:`freeze` makes such a
value of any JSON value, deeply and without recursion (a record may nest deeply), and copies
what it is given, so changing the caller's dicts and lists afterwards changes nothing frozen;
:func:`thaw` makes a fresh JSON value of plain ``dict``\\ s and ``list``\\ s again, for writing.

>>> value = freeze({"b": [1, {"c": 2}], "a": None})
>>> value
FrozenDict({'b': (1, FrozenDict({'c': 2})), 'a': None})
>>> value["b"][1]["c"], hash(value) == hash(freeze({"a": None, "b": [1, {"c": 2}]}))
(2, True)
>>> thaw(value)
{'b': [1, {'c': 2}], 'a': None}
>>> value["a"] = 1
Traceback (most recent call last):
...
TypeError: 'FrozenDict' object does not support item assignment
"""

from __future__ import annotations

from collections.abc import Callable, ItemsView, Iterable, Iterator, KeysView, Mapping, ValuesView
from typing import Any, TypeVar, overload

__all__ = [
    "EMPTY",
    "FrozenDict",
    "freeze",
    "freeze_object",
    "optional_object",
    "optional_strings",
    "strings",
    "thaw",
]

T = TypeVar("T")

_MISSING: Any = object()


class FrozenDict(Mapping[str, Any]):
    """A read-only mapping that keeps the order of its keys, hashable when its values are.

    Its values are frozen (see :func:`freeze`): ``FrozenDict({"a": [1]})["a"]`` is ``(1,)``.
    It equals any mapping that freezes to the same items, in any order as dicts do: the JSON
    object it was made from too (``FrozenDict({"a": [1]}) == {"a": [1]}``), although a list
    never equals a tuple. It is not a ``dict``: :func:`thaw` (or ``dict(value)`` for one
    level) makes one.
    """

    __slots__ = ("_data", "_hash")

    _data: dict[Any, Any]
    _hash: int | None

    def __init__(self, items: Mapping[Any, Any] | Any = (), /, **more: Any) -> None:
        data = dict(items, **more)
        for key, value in data.items():
            if type(value) not in _FROZEN:
                data[key] = freeze(value)
        _set_data(self, data)
        _set_hash(self, None)

    @classmethod
    def _of(cls, data: dict[Any, Any]) -> FrozenDict:
        """A frozen dict that owns ``data``, whose values are frozen already (no copy)."""
        new: FrozenDict = object.__new__(cls)
        _set_data(new, data)
        _set_hash(new, None)
        return new

    def __getitem__(self, key: Any) -> Any:
        return self._data[key]

    def __iter__(self) -> Iterator[Any]:
        return iter(self._data)

    def __len__(self) -> int:
        return len(self._data)

    def __contains__(self, key: object) -> bool:
        return key in self._data

    def get(self, key: Any, default: Any = None) -> Any:
        """The value of ``key``, or ``default``."""
        return self._data.get(key, default)

    def keys(self) -> KeysView[Any]:
        """The keys, in order."""
        return self._data.keys()

    def values(self) -> ValuesView[Any]:
        """The values, in the order of the keys."""
        return self._data.values()

    def items(self) -> ItemsView[Any, Any]:
        """The ``(key, value)`` pairs, in order."""
        return self._data.items()

    def __eq__(self, other: object) -> bool:
        if isinstance(other, FrozenDict):
            return self._data == other._data
        if isinstance(other, Mapping):
            return len(self._data) == len(other) and self._data == freeze(other)._data
        return NotImplemented

    def __hash__(self) -> int:
        known = self._hash
        if known is None:
            known = hash(frozenset(self._data.items()))
            _set_hash(self, known)
        return known

    def __or__(self, other: Mapping[Any, Any]) -> FrozenDict:
        """A new frozen dict with ``other``'s items added (and replacing)."""
        if not isinstance(other, Mapping):
            return NotImplemented
        return FrozenDict({**self._data, **other})

    def __repr__(self) -> str:
        return f"FrozenDict({self._data!r})"

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"'FrozenDict' object attribute {name!r} is read-only")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"'FrozenDict' object attribute {name!r} is read-only")

    def __reduce__(self) -> tuple[Any, ...]:
        return (FrozenDict, (self._data,))

    def __copy__(self) -> FrozenDict:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> FrozenDict:
        return self


#: The setters of the two slots, as the class refuses ``setattr``: quicker than
#: ``object.__setattr__`` (a frozen dict is made for every JSON object of a record).
_set_data: Callable[[FrozenDict, dict[Any, Any]], None] = FrozenDict.__dict__["_data"].__set__
_set_hash: Callable[[FrozenDict, int | None], None] = FrozenDict.__dict__["_hash"].__set__

#: The empty frozen dict, shared (it cannot change).
EMPTY = FrozenDict()

#: Values that are immutable as they are (the JSON scalars).
_ATOMS = frozenset({str, int, float, bool, type(None)})
#: Values that are frozen as they are: the scalars and the frozen dicts.
_FROZEN = _ATOMS | {FrozenDict}


@overload
def freeze(value: Mapping[Any, Any]) -> FrozenDict: ...
@overload
def freeze(value: list[T] | tuple[T, ...]) -> tuple[Any, ...]: ...
@overload
def freeze(value: T) -> T: ...
def freeze(value: Any) -> Any:
    """``value`` with every JSON object (any mapping) a :class:`FrozenDict` and every array (a
    list or a tuple) a tuple, all the way down; scalars and values of other types as they
    are. A :class:`FrozenDict` is frozen already and comes back as it is; everything else is
    copied, so the caller's containers are never shared.

    >>> freeze([{"a": [1, 2]}, "x"])
    (FrozenDict({'a': (1, 2)}), 'x')
    """
    if type(value) in _FROZEN:
        return value
    if not isinstance(value, Mapping | list | tuple):
        return value
    # Without recursion: each container is entered, and frozen once its items are. ``work``
    # holds (container, its entries, the next entry's index); ``done`` the frozen items of the
    # open containers, each container's from the index ``starts`` remembers for it.
    work: list[list[Any]] = [[value, _entries(value), 0]]
    done: list[Any] = []
    starts = [0]
    while work:
        top = work[-1]
        container, entries, index = top
        if index < len(entries):
            top[2] = index + 1
            item = entries[index][1] if isinstance(container, Mapping) else entries[index]
            if type(item) in _FROZEN or not isinstance(item, Mapping | list | tuple):
                done.append(item)
            else:
                starts.append(len(done))
                work.append([item, _entries(item), 0])
            continue
        work.pop()
        start = starts.pop()
        items = done[start:]
        del done[start:]
        if isinstance(container, Mapping):
            done.append(FrozenDict._of(
                {pair[0]: item for pair, item in zip(entries, items, strict=True)}))
        else:
            done.append(tuple(items))
    return done[0]


def freeze_object(value: Mapping[Any, Any]) -> FrozenDict:
    """A JSON object (any mapping) frozen: an attrs converter for fields that hold one. An
    empty one is :data:`EMPTY` (most records' extension fields are empty: no new object)."""
    if type(value) is FrozenDict:
        return value
    return FrozenDict(value) if value else EMPTY


def optional_object(value: Mapping[Any, Any] | None) -> FrozenDict | None:
    """A JSON object frozen, ``None`` as it is: an attrs converter for optional objects."""
    return None if value is None else freeze_object(value)


def strings(value: Iterable[str]) -> tuple[str, ...]:
    """A sequence of strings as a tuple: an attrs converter."""
    return tuple(value)


def optional_strings(value: Iterable[str] | None) -> tuple[str, ...] | None:
    """A sequence of strings as a tuple, ``None`` as it is: an attrs converter."""
    return None if value is None else tuple(value)


def _entries(container: Any) -> list[Any]:
    if isinstance(container, Mapping):
        return list(container.items())
    return list(container)


def thaw(value: Any) -> Any:
    """A fresh JSON value of ``value``: every mapping a new ``dict``, every list or tuple a new
    ``list``, all the way down and without recursion; scalars as they are. What writing a
    record (:func:`json.dumps`) takes, and the caller's to change.

    >>> thaw(freeze({"a": [1, {"b": ()}]}))
    {'a': [1, {'b': []}]}
    """
    if type(value) in _ATOMS:
        return value
    if not isinstance(value, Mapping | list | tuple):
        return value
    top: Any = {} if isinstance(value, Mapping) else []
    stack: list[tuple[Any, Any]] = [(value, top)]
    while stack:
        source, target = stack.pop()
        if isinstance(source, Mapping):
            for key, item in source.items():
                if type(item) not in _ATOMS and isinstance(item, Mapping | list | tuple):
                    copy: Any = {} if isinstance(item, Mapping) else []
                    stack.append((item, copy))
                    item = copy
                target[key] = item
        else:
            for item in source:
                if type(item) not in _ATOMS and isinstance(item, Mapping | list | tuple):
                    copy = {} if isinstance(item, Mapping) else []
                    stack.append((item, copy))
                    item = copy
                target.append(item)
    return top
