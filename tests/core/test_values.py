"""Tests of trickgames._core.values: the fast constructors of frozen values and the action
chains."""

from __future__ import annotations

import attrs
import pytest

from trickgames._core.values import fast_constructor, slots_base, slots_class, unchain


@attrs.frozen(weakref_slot=False)
@slots_base
class Pair:
    left: int
    right: int
    total: int = attrs.field(init=False, eq=False,
                             default=attrs.Factory(lambda self: self.left + self.right,
                                                   takes_self=True))


def test_a_fast_value_is_the_frozen_class() -> None:
    """fast_constructor: the value is an instance of the frozen class itself, equal to the one
    its constructor makes, and immutable."""
    make = fast_constructor(Pair)
    value = make(1, 2, 3)
    assert type(value) is Pair
    assert value == Pair(1, 2)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        value.left = 5  # type: ignore[misc]


def test_a_derived_field_is_given_to_the_fast_constructor_and_computed_elsewhere() -> None:
    """fast_constructor: a derived field (init=False, a factory of self) is an argument of the
    fast constructor; the class's constructor and attrs.evolve compute it anew."""
    value = fast_constructor(Pair)(1, 2, 3)
    assert value.total == 3
    assert Pair(4, 5).total == 9
    assert attrs.evolve(value, right=10).total == 11


@attrs.frozen(weakref_slot=False)
@slots_base
class Validated:
    x: int = attrs.field(validator=attrs.validators.instance_of(int))


@attrs.frozen(weakref_slot=False)
@slots_base
class NotInit:
    x: int
    y: int = attrs.field(init=False, default=0)


@attrs.frozen
@slots_base
class WithWeakref:
    x: int


@attrs.define(slots=False)
class Unslotted:
    x: int


@attrs.frozen(weakref_slot=False)
class NoBase:
    x: int


@pytest.mark.parametrize("cls", [Validated, NotInit, WithWeakref, Unslotted, NoBase])
def test_classes_the_fast_constructor_cannot_build_are_refused(cls: type) -> None:
    """fast_constructor refuses a class it could not build exactly: validators, a field that
    is neither an argument nor derived from the others, a weakref slot, no slots, slots of
    its own rather than a slots_base."""
    with pytest.raises(TypeError):
        fast_constructor(cls)


@attrs.frozen(weakref_slot=False)
@slots_base
class Converted:
    names: tuple[str, ...] = attrs.field(converter=tuple)


def test_a_class_with_converters_is_built_fast_of_converted_fields_only_when_asked() -> None:
    """fast_constructor(converted=True): a class with converters is refused unless the caller
    says it passes every field converted; then the value is the one the constructor makes of
    the same field, converted by it."""
    with pytest.raises(TypeError):
        fast_constructor(Converted)
    value = fast_constructor(Converted, converted=True)(("a", "b"))
    assert type(value) is Converted and value == Converted(["a", "b"])
    assert hash(value) == hash(Converted(["a", "b"]))


def test_slots_base_keeps_the_class_and_moves_its_slots() -> None:
    """slots_base: the attrs class keeps its name, fields, methods and Generic parameters; its
    slots live in the plain base, and it adds none of its own."""
    from typing import Generic, TypeVar

    item = TypeVar("item")

    @attrs.frozen(weakref_slot=False)
    @slots_base
    class Box(Generic[item]):
        content: item
        count: int = 1

        def twice(self) -> int:
            return 2 * self.count

    box = fast_constructor(Box)("x", 3)
    assert Box.__name__ == "Box" and Box.__slots__ == ()
    assert Box.__mro__[1].__slots__ == ("content", "count")
    assert [f.name for f in attrs.fields(Box)] == ["content", "count"]
    assert box == Box("x", 3) and box.twice() == 6 and Box[int] is not None
    assert not hasattr(box, "__dict__")


def test_a_fast_value_pickles_and_copies() -> None:
    """fast_constructor, slots_base: the values pickle and deep-copy as the frozen class they
    are, derived fields included (worker processes and bots copy states)."""
    import copy
    import pickle

    value = fast_constructor(Pair)(1, 2, 3)
    for other in (pickle.loads(pickle.dumps(value)), copy.deepcopy(value)):
        assert type(other) is Pair and other == value and other.total == 3


def test_a_chain_unrolls_first_to_last() -> None:
    """unchain: a chain of pairs (earlier, last) gives its items in order; None is empty."""
    chain = None
    for item in "abc":
        chain = (chain, item)
    assert unchain(chain) == ("a", "b", "c")
    assert unchain(None) == ()


def test_slots_class_builds_the_value_inline_and_guards_the_field_list() -> None:
    """slots_class: storing every field on an instance of the slots class, then setting
    ``__class__``, gives the frozen value; a field list that is not the class's (a field added
    or reordered later) is refused when the hot path is defined, not when it runs."""
    slots = slots_class(Pair, ("left", "right", "total"))
    value = slots()
    value.left, value.right, value.total = 1, 2, 3
    value.__class__ = Pair
    assert type(value) is Pair and value == Pair(1, 2)
    with pytest.raises(TypeError, match=r"has the fields \('left', 'right', 'total'\)"):
        slots_class(Pair, ("left", "right"))
    with pytest.raises(TypeError, match="must be made by"):
        slots_class(attrs.frozen(type("Plain", (), {"__annotations__": {"x": int}})))
