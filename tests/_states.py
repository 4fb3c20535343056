"""Shared by the state tests of both games: the states of random deals, a state rebuilt by the
game's builder, and the check that a value built by a fast constructor is exactly the value its
class makes."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import attrs
import pytest

from trickgames._core.rng import Rng

__all__ = ["assert_rebuilt", "build", "random_deals"]


def random_deals(game: Any, policy: Callable[[Rng, Any], Any], rules: Any, count: int,
                 seed: int = 0) -> list[list[Any]]:
    """The states of ``count`` random deals of ``game`` (a game module), each from the deal to
    its end, every action drawn by ``policy`` and applied by ``game.apply``."""
    rng = Rng(seed)
    out = []
    for number in range(count):
        state = game.deal(rules, seed=seed * 1000 + number, dealer=number & 3)
        states = [state]
        while not state.is_over:
            state = game.apply(state, policy(rng, state))
            states.append(state)
        out.append(states)
    return out


def build(make_state: Callable[..., Any], state: Any, **changes: Any) -> Any:
    """``make_state`` (a game's state builder) of the fields of ``state`` it takes, with
    ``changes``."""
    fields = {name: getattr(state, name) for name in inspect.signature(make_state).parameters}
    fields.update(changes)
    return make_state(**fields)


def assert_rebuilt(value: Any, cls: type) -> None:
    """``value`` is an instance of the frozen ``cls`` itself, equal to what ``cls(...)`` makes
    of its init fields, derived fields included, and immutable."""
    assert type(value) is cls
    fields = {f.name: getattr(value, f.name) for f in attrs.fields(cls) if f.init}
    rebuilt = cls(**fields)
    assert value == rebuilt
    for field in attrs.fields(cls):
        assert getattr(value, field.name) == getattr(rebuilt, field.name), field
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        value.turn = 0
