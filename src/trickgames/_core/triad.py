"""The legality triad of both games: :func:`check`, :func:`is_legal`, :func:`apply` (and
:func:`apply_unchecked`), made once here from what each game supplies.

A game describes each kind (class) of its actions by a :class:`Move`:

* ``verdict(state, action)`` raises :class:`~trickgames.IllegalActionError` naming the rule
  that forbids the action at this moment, or returns (the action is legal);
* ``checked(state, action)`` applies the action if it is legal and raises as ``verdict`` does
  otherwise: the verdict and the transition in one, which lets a game judge the common case
  cheaply (a card of the seat to play that is among its playable cards) and leave the wording
  of every refusal to ``verdict``;
* ``unchecked(state, action)`` is the transition alone, for an action known to be legal.

:func:`make_triad` turns the moves into the four functions every game exports. They accept an
action object of the game or its record line (``"p2 play HK"``); a line is parsed first
(:class:`~trickgames.ParseError` if it does not parse). The seat of an action was checked when
the action was made (:class:`~trickgames._core.actions.BaseAction`), so no move ever sees a
seat that is not an ``int`` ``0..3``. The game's most frequent kind of action (the card play,
``hot``) goes straight to its step: :func:`apply` and :func:`apply_unchecked` are that step
itself (see :func:`make_triad`).

>>> from trickgames import doppelkopf as dk
>>> state = dk.deal("ddv", seed=3)
>>> dk.is_legal(state, "p1 healthy"), dk.is_legal(state, "p2 healthy")
(True, False)
"""

from __future__ import annotations

import inspect
import types
from collections.abc import Callable, Mapping
from typing import Any, Generic, TypeVar

import attrs

from trickgames._core.actions import BaseAction, as_action
from trickgames._core.errors import ArgumentError, IllegalActionError, ParseError
from trickgames._core.quoting import quoted

__all__ = ["HotOnly", "Move", "Triad", "make_triad"]

S = TypeVar("S")
A = TypeVar("A", bound=BaseAction)


@attrs.frozen
class Move(Generic[S]):
    """How one kind of action is judged and applied (see the module)."""

    verdict: Callable[[S, Any], object]
    checked: Callable[[S, Any], S]
    unchecked: Callable[[S, Any], S]


@attrs.frozen
class Triad(Generic[S, A]):
    """The four functions of a game's legality triad (see :func:`make_triad`)."""

    check: Callable[[S, A | str], None]
    is_legal: Callable[[S, A | str], bool]
    apply: Callable[[S, A | str], S]
    apply_unchecked: Callable[[S, A | str], S]


def _table(moves: Mapping[type, Move[S]], part: str) -> dict[type, Callable[..., Any]]:
    return {kind: getattr(move, part) for kind, move in moves.items()}


def make_triad(
    game: str,
    *,
    state_type: type[S],
    action_type: type[A],
    parse: Callable[[str], A],
    moves: Mapping[type, Move[S]],
    hot: type[A],
    hot_step: Callable[..., S],
    module: str,
) -> Triad[S, A]:
    """The legality triad of ``game`` from its :class:`Move` per action class.

    ``parse`` reads a record line and ``module`` is where the functions are documented (their
    ``__module__``). An action of a subclass of a class in ``moves`` is judged by the nearest
    class it derives from.

    ``hot`` is the game's most frequent action class (the card play) and ``hot_step`` its
    step, ``hot_step(state, action, checked=False, other=...)``, whose first statement hands
    every action of another class on: ``if type(action) is not hot and not isinstance(action,
    hot): return other[type(action)](state, action)`` (an action of a subclass of ``hot`` is
    played as one). :func:`apply` and :func:`apply_unchecked` *are*
    that step: two functions made of its code, with ``checked`` and ``other`` (the steps of
    every other action class, by class; a line or an action of a subclass finds its step
    by parsing or by its classes) bound by default. So no action goes through a
    dispatching frame of its own.
    """
    verdicts = _table(moves, "verdict")
    checked = _table(moves, "checked")
    unchecked = _table(moves, "unchecked")

    def find(table: dict[type, Callable[..., Any]], action: A) -> Callable[..., Any]:
        for cls in type(action).__mro__:
            step = table.get(cls)
            if step is not None:
                return step
        shown = quoted(action)
        raise ArgumentError(f"{shown} is not a {game} action with a verb",
                            code="malformed_action", params={"quoted": shown})

    def check(state: S, action: A | str) -> None:
        action = as_action(action, action_type, parse)
        find(verdicts, action)(state, action)

    def is_legal(state: S, action: A | str) -> bool:
        try:
            check(state, action)
        except (IllegalActionError, ParseError):
            return False
        return True

    def fallback(table: dict[type, Callable[..., Any]]) -> Callable[[S, Any], S]:
        def coerced(state: S, action: A | str) -> S:  # a line, or an action of a subclass
            action = as_action(action, action_type, parse)
            new: S = find(table, action)(state, action)
            return new

        return coerced

    other_checked = _Steps(checked, fallback(checked))
    other_unchecked = _Steps(unchecked, fallback(unchecked))

    _check_hot_step(hot_step)
    apply = _entry(hot_step, "apply", True, other_checked)
    apply_unchecked = _entry(hot_step, "apply_unchecked", False, other_unchecked)
    kinds = {"state": state_type, "action": action_type | str}
    for function, returns, doc in (
        (check, None, _CHECK_DOC), (is_legal, bool, _IS_LEGAL_DOC),
        (apply, state_type, _APPLY_DOC), (apply_unchecked, state_type, _UNCHECKED_DOC),
    ):
        function.__module__ = module
        function.__qualname__ = function.__name__
        function.__doc__ = doc
        function.__annotations__ = {**kinds, "return": returns}
        setattr(function, "__signature__",  # noqa: B010 (mypy does not know __signature__)
                _public_signature(state_type, action_type, returns))
    return Triad(check, is_legal, apply, apply_unchecked)


def _public_signature(state_type: type, action_type: type,
                      returns: Any) -> inspect.Signature:
    """``(state, action)``: what ``help()``, the docs and editors show for all four functions.

    ``apply`` and ``apply_unchecked`` share the play step's code, whose two further
    parameters are the triad's own wiring, not API: their defaults are the only values
    that make the functions correct."""
    positional = inspect.Parameter.POSITIONAL_OR_KEYWORD
    return inspect.Signature(
        [inspect.Parameter("state", positional, annotation=state_type),
         inspect.Parameter("action", positional, annotation=action_type | str)],
        return_annotation=returns)


_HOT_PARAMETERS = ("state", "action", "checked", "other")


def _check_hot_step(step: Callable[..., Any]) -> None:
    code = getattr(step, "__code__", None)
    if (code is None or code.co_argcount != 4 or code.co_varnames[:4] != _HOT_PARAMETERS
            or code.co_kwonlyargcount or len(getattr(step, "__defaults__", None) or ()) != 2):
        raise TypeError(f"the hot step must be a function (state, action, checked=..., "
                        f"other=...), not {step!r}")


class HotOnly(dict[type, Callable[..., Any]]):
    """A hot step's own default for ``other``, for calls outside the triad: it takes the hot
    action class only."""

    def __missing__(self, kind: type) -> Callable[..., Any]:
        raise TypeError(f"this step takes one action class, not {kind.__name__}")


class _Steps(dict[type, Callable[..., Any]]):
    """The steps of a game's action classes, by class; any other key (``str``, a subclass)
    gives the way that parses the line or finds the step of the nearest class."""

    def __init__(self, steps: dict[type, Callable[..., Any]],
                 fallback: Callable[..., Any]) -> None:
        super().__init__(steps)
        self.fallback = fallback

    def __missing__(self, kind: type) -> Callable[..., Any]:
        return self.fallback


def _entry(step: Callable[..., S], name: str, checked: bool,
           other: Mapping[type, Callable[..., S]]) -> Callable[..., S]:
    """A function made of ``step``'s code with ``checked`` and ``other`` as its defaults."""
    function: types.FunctionType = step  # type: ignore[assignment]
    made: Callable[..., S] = types.FunctionType(function.__code__, function.__globals__, name,
                                                (checked, other), function.__closure__)
    return made


_CHECK_DOC = """Raise :class:`~trickgames.IllegalActionError` unless ``action`` is legal now.

``action`` may be an action object or a record line (``"p2 play HK"``); a line that does not
parse raises :class:`~trickgames.ParseError`. The error's ``code`` names the rule, its
message the seat, the action and why.
"""

_IS_LEGAL_DOC = """Whether ``action`` is legal now (a line that does not parse is not legal).

A value that is not an action of the game at all (another game's action, ``None``) is a
mistake of the caller, not an illegal move: it raises
:class:`~trickgames.ArgumentError` (``malformed_action``), as ``check`` does.
"""

_APPLY_DOC = """Check ``action`` and return the state after it.

Raises :class:`~trickgames.IllegalActionError` (or :class:`~trickgames.ParseError` for a line
that does not parse); the state is unchanged either way: states are values.
"""

_UNCHECKED_DOC = """Apply an action taken from ``legal_actions`` without checking it again.

For callers that only ever pick from ``legal_actions`` (simulations, search). An action that
is not legal gives an undefined state; use ``apply`` otherwise.
"""
