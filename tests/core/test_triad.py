"""Tests of trickgames._core.triad: the legality triad (check, is_legal, apply,
apply_unchecked) that make_triad builds from each game's moves, and the seat every action
checks when it is made (docs/doppelkopf.md "Illegal actions"; docs/schafkopf.md "Illegal
actions")."""

from __future__ import annotations

import functools
import typing
from collections.abc import Callable, Iterator
from typing import Any

import attrs
import pytest

import trickgames
from tests._states import random_deals
from trickgames._core.actions import BaseAction, illegal
from trickgames._core.errors import ArgumentError, IllegalActionError, ParseError
from trickgames._core.registry import GameEntry
from trickgames._core.triad import HotOnly, Move, Triad, _check_hot_step, make_triad

from ._toy import Knock, LongWave, LoudKnock, Toy, VeryLoudKnock, Wave

ENTRIES = [pytest.param(entry, id=name) for name, entry in trickgames.GAMES.items()]
FUNCTIONS = ("check", "is_legal", "apply", "apply_unchecked")
#: Lines no game's grammar reads: an unknown seat, verb or card, or no verb at all.
BAD_LINES = ("", "p0", "nonsense", "p9 play XX", "p1 frobnicate", "p1 play ZZ", "p1 play")


# -- material ------------------------------------------------------------------------------------


#: Deals of random play that reach a rare phase, as (preset, seed of random_deals): a
#: Doppelkopf poverty declined (void), and one accepted and returned.
RARE: dict[str, tuple[tuple[str, int], ...]] = {"doppelkopf": (("pagat", 60), ("pagat", 93))}


@functools.cache
def _deals(name: str) -> tuple[tuple[Any, ...], ...]:
    """The states of two random deals per preset of the game ``name`` and of its rare deals,
    each from the deal to its end."""
    entry = trickgames.GAMES[name]
    plan = [(preset, 2, number) for number, preset in enumerate(entry.engine.PRESETS)]
    plan += [(preset, 1, seed) for preset, seed in RARE.get(name, ())]
    out: list[tuple[Any, ...]] = []
    for preset, count, seed in plan:
        for states in random_deals(entry.engine, entry.bots.policy, preset, count, seed=seed):
            out.append(tuple(states))
    return tuple(out)


def legal_now(entry: GameEntry, state: Any) -> list[Any]:
    """Every action legal at ``state``: the seat to act's and every seat's off-turn ones."""
    engine: Any = entry.engine
    found = list(engine.legal_actions(state))
    for seat in range(4):
        found += [a for a in engine.legal_actions(state, seat) if a not in found]
    return found


def moments(entry: GameEntry) -> Iterator[tuple[Any, list[Any], list[Any]]]:
    """``(state, legal, candidates)`` at every state of the game's deals: ``candidates`` are
    the legal actions and the actions taken in the deal, most of which are illegal then."""
    return iter(_moments(entry.name))


@functools.cache
def _moments(name: str) -> tuple[tuple[Any, list[Any], list[Any]], ...]:
    entry = trickgames.GAMES[name]
    out = []
    for states in _deals(name):
        taken = list(states[-1].actions)
        for state in states:
            legal = legal_now(entry, state)
            out.append((state, legal, legal + [a for a in taken if a not in legal]))
    return tuple(out)


def kinds(entry: GameEntry) -> dict[type, Any]:
    """One action of each class that is legal somewhere in the game's deals."""
    out: dict[type, Any] = {}
    for _, legal, _ in moments(entry):
        for action in legal:
            out.setdefault(type(action), action)
    return out


def outcome(function: Callable[[Any, Any], Any], state: Any, action: Any) -> tuple[str, Any]:
    """What ``function(state, action)`` does: ``("ok", value)`` or ``(error class, code)``."""
    try:
        return "ok", function(state, action)
    except (IllegalActionError, ParseError, ArgumentError) as exc:
        return type(exc).__name__, exc.code


def rebuilt(action: Any, cls: type, seat: object = None) -> Any:
    """``action`` made again as a ``cls`` (its own class or a subclass), optionally for
    another ``seat``."""
    fields = {f.alias: getattr(action, f.name) for f in attrs.fields(type(action)) if f.init}
    if seat is not None:
        fields["seat"] = seat
    return cls(**fields)


_SUBCLASSES: dict[type, type] = {}


def subclass_of(cls: type) -> type:
    """A subclass of an action class that adds nothing (a frontend's own action type)."""
    if cls not in _SUBCLASSES:
        _SUBCLASSES[cls] = attrs.frozen(repr=False)(type(f"My{cls.__name__}", (cls,), {}))
    return _SUBCLASSES[cls]


def record_of(entry: GameEntry, state: Any) -> dict[str, Any]:
    value: dict[str, Any] = entry.records.to_record(state).to_json()
    return value


# -- check, is_legal, apply, apply_unchecked on the games ---------------------------------------


@pytest.mark.parametrize("entry", ENTRIES)
def test_check_passes_legal_actions_and_raises_illegal_action_error_otherwise(
        entry: GameEntry) -> None:
    """docs/doppelkopf.md "Illegal actions": check returns for a legal action and raises an
    IllegalActionError naming seat, action and rule for any other, never another error."""
    engine: Any = entry.engine
    refused = 0
    for state, legal, candidates in moments(entry):
        for action in candidates:
            if action in legal:
                assert engine.check(state, action) is None
                continue
            with pytest.raises(IllegalActionError) as info:
                engine.check(state, action)
            refused += 1
            assert info.value.seat == action.seat and info.value.action == str(action)
            assert info.value.message.startswith(f"p{action.seat} ")
    assert refused > 100


@pytest.mark.parametrize("entry", ENTRIES)
def test_is_legal_is_true_exactly_when_check_does_not_raise(entry: GameEntry) -> None:
    """docs/doppelkopf.md "Illegal actions": is_legal(state, action) is True exactly when
    check(state, action) does not raise, for actions and for lines that do not parse."""
    engine: Any = entry.engine
    for state, _, candidates in moments(entry):
        for action in [*candidates, *BAD_LINES]:
            assert engine.is_legal(state, action) is (outcome(engine.check, state, action)
                                                     == ("ok", None))


@pytest.mark.parametrize("entry", ENTRIES)
def test_apply_and_apply_unchecked_agree_on_legal_actions(entry: GameEntry) -> None:
    """docs/api.md "The two games" (the triad): on every action from legal_actions, apply
    and apply_unchecked give the same state."""
    engine: Any = entry.engine
    for state, legal, _ in moments(entry):
        for action in legal:
            assert engine.apply(state, action) == engine.apply_unchecked(state, action)


@pytest.mark.parametrize("entry", ENTRIES)
def test_apply_refuses_exactly_what_check_refuses(entry: GameEntry) -> None:
    """docs/doppelkopf.md "Illegal actions": apply raises the error check raises (the same
    class and code) and otherwise returns a new state; the state given is unchanged."""
    engine: Any = entry.engine
    for state, _, candidates in moments(entry):
        before = record_of(entry, state)
        for action in candidates:
            verdict = outcome(engine.check, state, action)
            applied = outcome(engine.apply, state, action)
            if verdict[0] == "ok":
                assert applied[0] == "ok" and applied[1] is not state
            else:
                assert applied == verdict
        assert record_of(entry, state) == before


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_record_line_is_the_same_as_its_action(entry: GameEntry) -> None:
    """records.md "Action grammar": a record line, with or without a comment, is judged and
    applied as the action it reads as; the comment never changes the meaning."""
    engine: Any = entry.engine
    for state, legal, candidates in moments(entry):
        for action in candidates:
            for line in (str(action), f"{action}  # a comment"):
                assert outcome(engine.check, state, line) == outcome(engine.check, state, action)
                assert engine.is_legal(state, line) is engine.is_legal(state, action)
                assert outcome(engine.apply, state, line) == outcome(engine.apply, state,
                                                                     action)
                if action in legal:
                    assert engine.apply_unchecked(state, line) == engine.apply_unchecked(
                        state, action)


@pytest.mark.parametrize("entry", ENTRIES)
@pytest.mark.parametrize("line", BAD_LINES)
def test_a_line_that_does_not_parse_is_a_parse_error(entry: GameEntry, line: str) -> None:
    """records.md "Action grammar": a line that does not parse raises ParseError from check,
    apply and apply_unchecked, and is not legal."""
    engine: Any = entry.engine
    state = _deals(entry.name)[0][0]
    for name in ("check", "apply", "apply_unchecked"):
        with pytest.raises(ParseError):
            getattr(engine, name)(state, line)
    assert engine.is_legal(state, line) is False


@pytest.mark.parametrize("entry", ENTRIES)
def test_an_action_of_a_subclass_is_judged_by_its_nearest_class(entry: GameEntry) -> None:
    """docs/api.md "The two games" (make_triad): an action of a subclass of an action class
    is checked as that class's action, with the same verdict and error code."""
    engine: Any = entry.engine
    for state, _, candidates in moments(entry):
        for action in candidates:
            mine = rebuilt(action, subclass_of(type(action)))
            assert outcome(engine.check, state, mine) == outcome(engine.check, state, action)
            assert engine.is_legal(state, mine) is engine.is_legal(state, action)


@pytest.mark.parametrize("entry", ENTRIES)
def test_an_action_of_a_subclass_is_applied_as_its_nearest_class(entry: GameEntry) -> None:
    """docs/api.md "The two games" (make_triad): apply and apply_unchecked take a legal action
    of a subclass of an action class other than Play as that class's action, so the record
    written afterwards is the same."""
    engine: Any = entry.engine
    applied = 0
    for state, legal, _ in moments(entry):
        for action in legal:
            if type(action) is engine.Play:
                continue  # the card play: the next test
            mine = rebuilt(action, subclass_of(type(action)))
            expected = record_of(entry, engine.apply(state, action))
            assert record_of(entry, engine.apply(state, mine)) == expected
            assert record_of(entry, engine.apply_unchecked(state, mine)) == expected
            applied += 1
    assert applied > 10


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_card_play_of_a_subclass_is_applied_as_a_card_play(entry: GameEntry) -> None:
    """docs/api.md "The two games" (make_triad): a legal card play of a subclass of Play is
    applied, checked or not, as the Play it derives from."""
    engine: Any = entry.engine
    for state, legal, _ in moments(entry):
        for action in legal:
            if type(action) is engine.Play:
                mine = rebuilt(action, subclass_of(engine.Play))
                expected = record_of(entry, engine.apply(state, action))
                assert record_of(entry, engine.apply_unchecked(state, mine)) == expected
                assert record_of(entry, engine.apply(state, mine)) == expected


def _strangers(entry: GameEntry) -> list[Any]:
    """Values that are not actions of ``entry``'s game: another game's actions, bare base
    actions, the game's own verb-less base Action, things that are not actions at all."""
    others = [a for name, other in trickgames.GAMES.items() if name != entry.name
              for a in kinds(other).values()]
    engine: Any = entry.engine
    return [*others, BaseAction(0), BaseAction(3, comment="x"), engine.Action(1),
            object(), 3, None, b"p1 healthy"]


@pytest.mark.parametrize("entry", ENTRIES)
def test_a_value_that_is_not_an_action_of_the_game_is_a_malformed_action(
        entry: GameEntry) -> None:
    """docs/api.md "Errors": an object of another game, a bare base Action or anything else
    that is neither an action of the game nor a line is an ArgumentError (malformed_action)
    for all four functions: a caller's mistake, not an illegal move."""
    engine: Any = entry.engine
    state = _deals(entry.name)[0][0]
    for value in _strangers(entry):
        for name in ("check", "is_legal", "apply", "apply_unchecked"):
            with pytest.raises(ArgumentError) as info:
                getattr(engine, name)(state, value)
            assert info.value.code == "malformed_action", (name, value)


# -- the seat of an action -----------------------------------------------------------------------


@pytest.mark.parametrize("entry", ENTRIES)
@pytest.mark.parametrize("seat", [True, False, -1, 4, 1.0, "1", None, "p1"])
def test_an_action_cannot_be_made_for_a_seat_outside_0_to_3(entry: GameEntry,
                                                            seat: object) -> None:
    """docs/api.md "Errors": an action checks its seat when it is made, so an action of any
    class for a seat that is not an int 0..3 (dk.Healthy(True), sk.Knock(4), -1, a float, a
    string) is an ArgumentError with the code invalid_seat."""
    found = kinds(entry)
    assert len(found) >= 5
    for cls, action in found.items():
        fields = {f.alias: getattr(action, f.name) for f in attrs.fields(cls)
                  if f.init and f.name != "seat"}
        with pytest.raises(ArgumentError) as info:
            cls(seat, **fields)
        assert info.value.code == "invalid_seat", cls


@pytest.mark.parametrize("entry", ENTRIES)
def test_an_int_subclass_seat_is_stored_as_a_plain_int(entry: GameEntry) -> None:
    """docs/api.md "Errors" (seats are ints 0..3): a seat given as an int subclass (an
    IntEnum) is stored as the plain int, so the action prints and compares as that seat's."""
    import enum

    class Seat(enum.IntEnum):
        P2 = 2

    for cls, action in kinds(entry).items():
        made = rebuilt(action, cls, seat=Seat.P2)
        assert type(made.seat) is int and made.seat == 2
        assert made == rebuilt(action, cls, seat=2) and str(made).startswith("p2 ")


# -- the functions themselves --------------------------------------------------------------------


@pytest.mark.parametrize("entry", ENTRIES)
@pytest.mark.parametrize("name", FUNCTIONS)
def test_the_triad_functions_are_documented_where_the_engine_is(entry: GameEntry,
                                                                name: str) -> None:
    """docs/api.md "The two games" (the triad): each function has its own name, the module
    of the engine's other functions, the docstring shared by both games and annotations of the
    game's own state and action types."""
    engine: Any = entry.engine
    function = getattr(engine, name)
    state = _deals(entry.name)[0][0]
    assert function.__name__ == name and function.__qualname__ == name
    assert function.__module__ == engine.deal.__module__
    for other in trickgames.GAMES.values():
        assert function.__doc__ == getattr(other.engine, name).__doc__
    assert function.__doc__.strip()
    returns = {"check": type(None), "is_legal": bool}.get(name, type(state))
    assert typing.get_type_hints(function) == {
        "state": type(state), "action": engine.Action | str, "return": returns}


@pytest.mark.parametrize("entry", ENTRIES)
def test_apply_and_apply_unchecked_are_the_hot_step_itself(entry: GameEntry) -> None:
    """docs/api.md "The two games" (the triad): apply and apply_unchecked are the game's play
    step itself, one code object with checked bound to True and to False."""
    engine: Any = entry.engine
    assert engine.apply.__code__ is engine.apply_unchecked.__code__
    assert engine.apply.__code__.co_varnames[:4] == ("state", "action", "checked", "other")
    assert engine.apply.__defaults__[0] is True
    assert engine.apply_unchecked.__defaults__[0] is False


# -- make_triad on a game of its own -------------------------------------------------------------

#: The toy game (its actions: tests/core/_toy.py): the state is the tuple of what happened, and
#: the seat whose turn it is (len(state) % 4) may act; waves are its hot class.
ToyState = tuple[str, ...]
TOY_VERBS: dict[str, type[Toy]] = {"wave": Wave, "knock": Knock, "knock!": LoudKnock}


def toy_parse(text: str) -> Toy:
    words = text.split()
    if len(words) != 2 or words[1] not in TOY_VERBS or words[0] not in ("p0", "p1", "p2", "p3"):
        raise ParseError(f"not a toy action: {text!r}", code="malformed_action")
    return TOY_VERBS[words[1]](int(words[0][1]))


def toy_verdict(state: ToyState, action: Any) -> None:
    if action.seat != len(state) % 4:
        raise illegal(action, "not_your_turn", "cannot act now")


_WAVES_ONLY = HotOnly()


def toy_wave(state: ToyState, action: Any, checked: bool = False,
             other: Any = _WAVES_ONLY) -> ToyState:
    if type(action) is not Wave and not isinstance(action, Wave):
        return other[type(action)](state, action)  # type: ignore[no-any-return]
    if checked:
        toy_verdict(state, action)
    return (*state, f"wave {action.seat}")


def _knocks(mark: str) -> Move[ToyState]:
    def step(state: ToyState, action: Any) -> ToyState:
        return (*state, f"{mark} {action.seat}")

    def checked(state: ToyState, action: Any) -> ToyState:
        toy_verdict(state, action)
        return step(state, action)

    return Move(toy_verdict, checked, step)


TOY_MOVES: dict[type, Move[ToyState]] = {
    Wave: Move(toy_verdict, lambda s, a: toy_wave(s, a, True), toy_wave),
    Knock: _knocks("knock"),
    LoudKnock: _knocks("loud"),
}


def toy_triad(**changes: Any) -> Triad[ToyState, Toy]:
    arguments: dict[str, Any] = {
        "state_type": tuple, "action_type": Toy, "parse": toy_parse,
        "moves": TOY_MOVES, "hot": Wave, "hot_step": toy_wave, "module": "tests.toy"}
    arguments.update(changes)
    return make_triad("Toy", **arguments)


def test_make_triad_judges_an_action_by_the_nearest_class_of_its_moves() -> None:
    """docs/api.md "The two games" (make_triad): an action of a subclass is judged and
    applied by the move of the nearest class it derives from (VeryLoudKnock by LoudKnock's
    move, not Knock's)."""
    triad = toy_triad()
    assert triad.apply((), VeryLoudKnock(0)) == ("loud 0",)
    assert triad.apply_unchecked((), VeryLoudKnock(3)) == ("loud 3",)
    assert triad.apply((), "p0 knock!") == ("loud 0",)
    assert triad.apply(("x",), Knock(1)) == ("x", "knock 1")
    assert triad.apply((), Wave(0)) == ("wave 0",)
    assert triad.apply((), LongWave(0)) == triad.apply_unchecked((), LongWave(0)) == ("wave 0",)
    with pytest.raises(IllegalActionError):
        triad.apply((), LongWave(1))
    with pytest.raises(IllegalActionError) as info:
        triad.check((), VeryLoudKnock(2))
    assert info.value.code == "not_your_turn" and info.value.action == "p2 knock!!"
    assert triad.is_legal((), VeryLoudKnock(0)) and not triad.is_legal((), "p1 wave")


def test_make_triad_refuses_actions_without_a_move_and_values_of_no_action_class() -> None:
    """docs/api.md "The two games" (make_triad): an action of the game's class that no move
    covers, or a value of another class, is an ArgumentError (malformed_action) naming the
    game, from all four functions."""
    triad = toy_triad()
    values: list[Any] = [Toy(0), BaseAction(0), object()]
    for value in values:
        for function in (triad.check, triad.is_legal, triad.apply, triad.apply_unchecked):
            with pytest.raises(ArgumentError) as info:
                function((), value)
            assert info.value.code == "malformed_action"
    with pytest.raises(ArgumentError, match="not a Toy action with a verb"):
        triad.check((), Toy(0))


def test_make_triad_documents_the_functions_in_the_given_module() -> None:
    """docs/api.md "The two games" (make_triad): the four functions carry the given module,
    their own names, the triad's docstrings and annotations of the given types, and apply is
    made of the hot step's code without changing the step."""
    triad = toy_triad()
    for name, returns in zip(FUNCTIONS, (None, bool, tuple, tuple), strict=True):
        function = getattr(triad, name)
        assert (function.__module__, function.__name__, function.__qualname__) == (
            "tests.toy", name, name)
        assert function.__doc__ and function.__doc__ == getattr(trickgames.doppelkopf,
                                                                name).__doc__
        assert function.__annotations__ == {"state": tuple, "action": Toy | str,
                                            "return": returns}
    assert triad.apply.__code__ is toy_wave.__code__
    assert toy_wave.__name__ == "toy_wave" and toy_wave.__defaults__ == (False, _WAVES_ONLY)
    assert type(_WAVES_ONLY) is HotOnly


def test_a_hot_step_called_outside_the_triad_takes_its_own_class_only() -> None:
    """docs/api.md "The two games" (make_triad): a hot step's own default for other, HotOnly,
    refuses every action class but the hot one with a TypeError naming the class."""
    assert toy_wave((), Wave(0)) == ("wave 0",) and toy_wave((), LongWave(0)) == ("wave 0",)
    with pytest.raises(TypeError, match="this step takes one action class, not Knock"):
        toy_wave((), Knock(0))
    with pytest.raises(TypeError, match="not str"):
        HotOnly()[str]


def _no_defaults(state: Any, action: Any, checked: Any, other: Any) -> Any:
    return state


def _three_defaults(state: Any, action: Any = None, checked: Any = False,
                    other: Any = None) -> Any:
    return state


def _five(state: Any, action: Any, checked: Any = False, other: Any = None,
          more: Any = None) -> Any:
    return state


def _renamed(s: Any, a: Any, checked: Any = False, other: Any = None) -> Any:
    return s


def _keyword_only(state: Any, action: Any, checked: Any = False, other: Any = None, *,
                  trace: bool = False) -> Any:
    return toy_wave(state, action, checked, other)


class _Callable:
    def __call__(self, state: Any, action: Any, checked: Any = False,
                 other: Any = None) -> Any:
        return state


@pytest.mark.parametrize("step", [
    pytest.param(lambda state, action: state, id="two-parameters"),
    pytest.param(_no_defaults, id="no-defaults"),
    pytest.param(_three_defaults, id="three-defaults"),
    pytest.param(_five, id="five-parameters"),
    pytest.param(_renamed, id="other-names"),
    pytest.param(_keyword_only, id="keyword-only"),
    pytest.param(_Callable(), id="callable-object"),
    pytest.param(_Callable().__call__, id="bound-method"),
    pytest.param(functools.partial(toy_wave), id="partial"),
    pytest.param(len, id="builtin"),
])
def test_a_hot_step_of_another_shape_is_refused(step: Callable[..., Any]) -> None:
    """docs/api.md "The two games" (make_triad): a hot step that is not a function (state,
    action, checked=..., other=...) with nothing more is refused by _check_hot_step, and so
    by make_triad, with a TypeError."""
    with pytest.raises(TypeError, match="the hot step must be a function"):
        _check_hot_step(step)
    with pytest.raises(TypeError, match="the hot step must be a function"):
        toy_triad(hot_step=step)


@pytest.mark.parametrize("entry", ENTRIES)
def test_the_games_hot_steps_have_the_shape_make_triad_takes(entry: GameEntry) -> None:
    """docs/api.md "The two games" (make_triad): the games' apply and apply_unchecked, made
    of their play steps, keep the shape _check_hot_step takes."""
    for made in (entry.engine.apply, entry.engine.apply_unchecked):
        _check_hot_step(made)
    _check_hot_step(toy_wave)
