"""Building frozen ``attrs`` values fast, for the few classes made on every step.

A frozen slotted ``attrs`` class sets each field in ``__init__`` through
``object.__setattr__``, because its own ``__setattr__`` refuses: about 0.1 µs per field, a
microsecond per game state. :func:`fast_constructor` builds the same object another way:

* :func:`slots_base`, put under ``@attrs.frozen(weakref_slot=False)``, moves the class's
  slots into a plain base class (attrs then reuses them and adds none of its own); instances
  of that base accept ordinary attribute stores, which are fast;
* the constructor makes an instance of the base, stores every field, then sets ``__class__``
  to the frozen class. CPython allows this because the frozen class adds nothing to the
  base's layout (and checks it quickly for that reason: the layouts need no comparison
  slot by slot); from then on the object *is* an instance of the frozen class, with its
  equality, hashing, ``repr`` and immutability.

The frozen class must be made so, without ``__weakref__``, and without ``attrs`` validators,
converters or ``__attrs_post_init__`` (the constructor skips ``__init__`` entirely). Only
``fast_constructor(cls, converted=True)`` takes a class with converters: its caller passes
every field as its converter gives it back (a value frozen already: converted once more, it
would be the same), and nothing is converted. A field
that is not an ``__init__`` argument must be *derived*: its default is a factory that
computes it from the other fields (``attrs.Factory(f, takes_self=True)``), so that
``cls(...)`` and ``attrs.evolve`` compute it; the fast constructor takes it like the others,
and the caller, which knows it on the way, passes exactly what the factory would compute.
:func:`fast_constructor` checks these conditions and refuses other classes.

Where even the constructor's call costs too much (the Doppelkopf play step, made for every
card), :func:`slots_class` gives the base class so that the hot path can do the same inline;
it checks the hot path's list of fields against the class when the module is imported.

>>> import attrs
>>> @attrs.frozen(weakref_slot=False)
... @slots_base
... class Point:
...     x: int
...     y: int
>>> make = fast_constructor(Point)
>>> p = make(1, 2)
>>> p == Point(1, 2), type(p) is Point
(True, True)
>>> p.x = 5
Traceback (most recent call last):
...
attr.exceptions.FrozenInstanceError: can't set attribute
"""

from __future__ import annotations

import inspect
import types
from collections.abc import Callable
from typing import Any, TypeVar

import attrs

__all__ = ["fast_constructor", "slots_base", "slots_class", "unchain"]

T = TypeVar("T")


def slots_base(cls: type[T]) -> type[T]:
    """The class again, its annotated fields now the ``__slots__`` of a new plain base class
    (see the module); decorate with ``@attrs.frozen(weakref_slot=False)`` above it."""
    annotations = inspect.get_annotations(cls)  # the class's own, as written
    names = tuple(name for name, kind in annotations.items() if "ClassVar" not in str(kind))
    base = type(f"_{cls.__name__}Slots", (), {"__slots__": names, "__module__": cls.__module__})
    namespace = {k: v for k, v in cls.__dict__.items() if k not in ("__dict__", "__weakref__")}
    bases = tuple(b for b in getattr(cls, "__orig_bases__", cls.__bases__) if b is not object)
    made: type[T] = types.new_class(cls.__name__, (base, *bases),
                                    exec_body=lambda ns: ns.update(namespace))
    return made


def slots_class(cls: type[Any], names: tuple[str, ...] | None = None, *,
                converted: bool = False) -> type[Any]:
    """The plain base class holding ``cls``'s slots, for code that builds ``cls`` values
    inline as :func:`fast_constructor` does: make an instance of it, store every field, then
    set ``__class__`` to ``cls``. ``names``, the fields such code stores, must be exactly
    ``cls``'s fields in order (a field added later fails here, at import, not in a game).

    Refuses classes that cannot be built this way (see the module; ``converted``: fields with
    converters are accepted, to be given converted).

    >>> from trickgames._core.tricks import Trick
    >>> trick = slots_class(Trick, ("leader", "cards", "winner"))()
    >>> trick.leader, trick.cards, trick.winner = 2, (5, 7, 1, 0), 3
    >>> trick.__class__ = Trick
    >>> trick == Trick(2, (5, 7, 1, 0), 3)
    True
    >>> slots_class(Trick, ("leader", "cards"))
    Traceback (most recent call last):
    ...
    TypeError: Trick has the fields ('leader', 'cards', 'winner'), not ('leader', 'cards')
    """
    fields = attrs.fields(cls)
    own = tuple(f.name for f in fields)
    base: type[Any] = cls.__mro__[1]
    if (cls.__dict__.get("__slots__") != () or base.__dict__.get("__slots__") != own
            or cls.__basicsize__ != base.__basicsize__):
        raise TypeError(f"{cls.__name__} must be made by @attrs.frozen(weakref_slot=False) "
                        "over @slots_base")
    if hasattr(cls, "__attrs_post_init__") or any(
        f.validator is not None or (f.converter is not None and not converted)
        or not (f.init or (isinstance(f.default, attrs.Factory)  # type: ignore[arg-type]
                           and f.default.takes_self))
        for f in fields
    ):
        raise TypeError(f"{cls.__name__} must have plain init fields or derived fields only")
    if names is not None and names != own:
        raise TypeError(f"{cls.__name__} has the fields {own}, not {names}")
    return base


def fast_constructor(cls: type[T], *, converted: bool = False) -> Callable[..., T]:
    """A positional constructor for ``cls`` equivalent to ``cls(*fields)`` (see the module;
    ``converted``: ``cls`` has converters, and every field is given as they give it back)."""
    base = slots_class(cls, converted=converted)
    names: tuple[str, ...] = base.__slots__  # the fields, in order (slots_class checked it)
    args = ", ".join(names)
    body = "".join(f"    s.{n} = {n}\n" for n in names)
    # ``M()`` rather than ``object.__new__(M)``: calling the class skips the argument checks
    # of ``__new__`` called as a function (about 300 instructions of each state).
    source = f"def make({args}):\n    s = M()\n{body}    s.__class__ = C\n    return s\n"
    namespace: dict[str, Any] = {"M": base, "C": cls}
    exec(source, namespace)
    make: Callable[..., T] = namespace["make"]
    make.__doc__ = f"Build a {cls.__name__} from its fields, in order (fast path)."
    return make


def unchain(link: Any) -> tuple[Any, ...]:
    """The items of a chain of pairs ``(earlier, last)`` (``None``: empty), first to last.

    Game states keep their actions this way: each step adds one small pair that shares
    everything before it, where appending to a tuple would copy the whole tuple at every step.

    >>> unchain(((None, "a"), "b")), unchain(None)
    (('a', 'b'), ())
    """
    out = []
    while link is not None:
        link, item = link
        out.append(item)
    out.reverse()
    return tuple(out)
