"""Tests of trickgames._core.actions: what the actions of both games share, their record line
and the line parser both games read their actions with (records.md "Action grammar").

Most tests use the toy game of tests/core/_toy.py (frozen attrs subclasses of
:class:`~trickgames._core.actions.BaseAction`), read by a line parser defined here, so that
each rule is seen on its own; the behaviour both real games share is checked once over
``trickgames.GAMES``.
"""

from __future__ import annotations

import enum
import importlib
import re
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import attrs
import pytest

from trickgames import GAMES, ArgumentError, IllegalActionError, ParseError
from trickgames._core.actions import (
    Build,
    as_action,
    illegal,
    line_parser,
    parse_cache,
    per_choice,
    per_seat,
    refuse_when_over,
    word_reader,
)

from ._toy import Mood, NotedStep, Pass, Shout, Step, Toy, Wave

NAMES = list(GAMES)

# -- the toy game (tests/core/_toy.py) and its parser -------------------------------------------


class Place(enum.IntEnum):
    """An ``int`` subclass, as a seat given by an enum would be."""

    NORTH = 0
    EAST = 1


def _step(seat: int, args: tuple[str, ...], comment: str, line: str) -> Step:
    del line
    return Step(seat, args[0], int(args[1]), comment=comment)


def _shout(seat: int, args: tuple[str, ...], comment: str, line: str) -> Shout:
    del line
    return Shout(seat, Mood(args[0]), comment=comment)


def _pass(seat: int, args: tuple[str, ...], comment: str, line: str) -> Pass:
    if len(args) != 3:
        raise ParseError(f"malformed action {line!r}: pass takes exactly 3 items, "
                         f"not {len(args)}", code="malformed_action")
    return Pass(seat, args, comment=comment)


TOY_VERBS: dict[str, type[Toy] | tuple[int | None, Build[Toy]]] = {
    "wave": Wave,
    "shout": (1, _shout),
    "step": (2, _step),
    "pass": (None, _pass),
}


def toy_parser() -> Callable[[str], Toy]:
    """A fresh parser (its own memory of lines) for the toy game."""
    return line_parser("Toy", TOY_VERBS)


#: A line for each real game: a verb without arguments and a card code.
LINES = {"doppelkopf": ("healthy", "HT"), "schafkopf": ("pass", "HZ")}


# -- BaseAction --------------------------------------------------------------------------------


@pytest.mark.parametrize("seat", [True, False, -1, 4, 1.0, "1", None])
def test_an_action_of_a_bad_seat_cannot_be_made(seat: Any) -> None:
    """records.md "Fields" (seats are 0..3, ``p0``..``p3``): an action checks its seat when it
    is made; anything but an ``int`` 0..3 (a ``bool`` included) is an ArgumentError
    ``invalid_seat`` naming the value."""
    with pytest.raises(ArgumentError) as info:
        Wave(seat)
    assert info.value.code == "invalid_seat"
    assert info.value.message == f"seat must be an int 0..3, not {seat!r}"


def test_an_int_subclass_seat_becomes_a_plain_int() -> None:
    """records.md "Fields": a seat is a number 0..3; an ``IntEnum`` seat is kept as the plain
    ``int`` (so it prints as ``p1``, not as the enum)."""
    action = Wave(Place.EAST)
    assert type(action.seat) is int and action.seat == 1
    assert str(action) == "p1 wave"


def test_record_line_without_and_with_comment() -> None:
    """records.md / docs/records.md "Action grammar": an action prints as
    ``p<seat> <verb> [arguments...]``, a comment after two spaces and ``# ``; the comment
    never changes equality."""
    assert str(Wave(2)) == "p2 wave"
    assert str(Wave(2, comment="hello there")) == "p2 wave  # hello there"
    assert str(Step(0, "left", 3)) == "p0 step left 3"
    assert str(Step(0, "left", 3, comment="x")) == "p0 step left 3  # x"
    assert Wave(2, comment="hello") == Wave(2)
    assert hash(Wave(2, comment="hello")) == hash(Wave(2))
    assert Wave(2) != Wave(3)


@pytest.mark.parametrize("name", NAMES)
def test_a_remembered_record_line_is_the_line_worked_out(name: str) -> None:
    """docs/records.md "Action grammar": an action prints as seat, verb and arguments, every
    time: the line remembered for equal actions (docs/performance.md, "Record lines") is the
    line worked out, for every legal action of random deals, with and without a comment; so
    are the lines of a list of actions (``lines``, the same objects remembered by identity)."""
    from trickgames._core.actions import _line, lines

    engine: Any = GAMES[name].engine
    state = engine.deal(engine.Rules.from_json(next(iter(engine.PRESETS))), seed=5)
    while not state.is_over:
        actions = engine.legal_actions(state)
        for action in actions:
            assert str(action) == str(action) == _line(action)
            assert str(attrs.evolve(action, comment="c")) == f"{_line(action)}  # c"
        commented = [attrs.evolve(a, comment="c") for a in actions]
        assert lines(actions) == lines(actions) == [_line(a) for a in actions]
        assert lines(commented) == [f"{_line(a)}  # c" for a in actions]
        state = engine.apply(state, actions[len(actions) // 2])


def test_a_line_with_an_argument_outside_equality_is_never_remembered() -> None:
    """docs/records.md "Action grammar": an argument that takes no part in equality (so that
    equal actions may print differently) makes the class work its line out every time."""

    @attrs.frozen(repr=False)
    class Tag(Toy):
        label: str = attrs.field(eq=False)
        verb = "tag"

    assert str(Tag(1, "a")) == "p1 tag a"
    assert Tag(1, "a") == Tag(1, "b")
    assert str(Tag(1, "b")) == "p1 tag b"

    @attrs.frozen(repr=False)
    class Keyed(Toy):  # compared through a key, as a poverty's give compares its cards
        words: tuple[str, ...] = attrs.field(eq=sorted)
        verb = "keyed"

    assert str(Keyed(1, ("b", "a"))) == "p1 keyed b a"
    assert Keyed(1, ("a", "b")) == Keyed(1, ("b", "a"))
    assert str(Keyed(1, ("a", "b"))) == "p1 keyed a b"


def test_arguments_are_the_argument_fields_of_the_verb_class() -> None:
    """docs/records.md "Action grammar" (arguments in order): ``arguments()`` are the init
    fields after seat and comment, in order, each as it prints (a named choice as its value),
    a derived field (init=False) not among them."""
    assert Wave(0).arguments() == ()
    assert Shout(1, Mood.LOUD).arguments() == ("loud",)
    step = Step(3, "up", 7)
    assert step.twice == 14
    assert step.arguments() == ("up", "7")
    assert str(Shout(1, Mood.LOUD)) == "p1 shout loud"


def test_a_tuple_argument_prints_item_by_item() -> None:
    """records.md "Doppelkopf verbs" (``give``/``return`` take 3 cards as 3 words): a tuple
    field is one record word per item."""
    action = Pass(1, ("a", "b", "c"))
    assert action.arguments() == ("a", "b", "c")
    assert str(action) == "p1 pass a b c"
    assert Pass(1, ()).arguments() == ()


def test_a_subclass_without_a_verb_prints_as_its_parent() -> None:
    """docs/records.md "Action grammar": the record line is the verb's; a user's subclass that
    names no verb of its own (a ``Step`` with a note) prints as the class it derives from, its
    own fields no arguments."""
    noted = NotedStep(2, "down", 1, note="mine")
    assert noted.verb == "step"
    assert noted.arguments() == ("down", "1")
    assert str(noted) == str(Step(2, "down", 1)) == "p2 step down 1"
    assert str(NotedStep(2, "down", 1, note="mine", comment="c")) == "p2 step down 1  # c"


@pytest.mark.parametrize("name", NAMES)
def test_a_subclass_of_a_real_play_prints_as_the_play(name: str) -> None:
    """docs/records.md "Action grammar" (``play`` takes one card): a user's subclass of a
    game's ``Play`` that names no verb prints as the ``Play`` it derives from."""
    engine: Any = GAMES[name].engine
    card = engine.Card.parse(LINES[name][1])

    @attrs.frozen(repr=False)
    class NotedPlay(engine.Play):  # type: ignore[misc]
        note: str = attrs.field(default="", kw_only=True)

    make: Any = NotedPlay  # its fields come from the game's Play, which mypy sees as Any
    noted = make(3, card, note="keep")
    assert str(noted) == str(engine.Play(3, card)) == f"p3 play {LINES[name][1]}"
    assert noted.arguments() == (LINES[name][1],)


def test_repr_names_the_class_and_its_shown_fields() -> None:
    """docs/records.md "Action grammar" (the comment is kept): ``repr`` shows the class, the
    seat, each field shown in repr (not the derived ones hidden from it) and the comment only
    when there is one."""
    assert repr(Wave(1)) == "Wave(seat=1)"
    assert repr(Wave(1, comment="hi")) == "Wave(seat=1, comment='hi')"
    assert repr(Step(0, "up", 2)) == "Step(seat=0, word='up', count=2)"
    assert repr(Shout(3, Mood.CALM)) == "Shout(seat=3, mood=<Mood.CALM: 'calm'>)"
    assert (repr(NotedStep(0, "up", 2, note="n", comment="c"))
            == "NotedStep(seat=0, word='up', count=2, note='n', comment='c')")


# -- illegal and refuse_when_over ---------------------------------------------------------------


def test_illegal_names_the_seat_the_code_and_the_action() -> None:
    """docs/doppelkopf.md "Illegal actions": the error of an illegal action has the rule's
    code, the acting seat, the action's record line, and a message that starts with the
    seat."""
    error = illegal(Step(2, "up", 1), "not_your_turn", "cannot step now: it is p1's turn")
    assert isinstance(error, IllegalActionError)
    assert error.code == "not_your_turn"
    assert error.seat == 2
    assert error.action == "p2 step up 1"
    assert error.message == "p2 cannot step now: it is p1's turn"


@pytest.mark.parametrize(("phase", "words"), [("void", "void: nobody played"),
                                              ("finished", "over")])
def test_refuse_when_over(phase: str, words: str) -> None:
    """docs/doppelkopf.md "Illegal actions" (``deal_over``): once the deal is over nothing is
    legal; the message says whether it is void (in the game's own words) or over."""
    over = SimpleNamespace(is_over=True, phase=SimpleNamespace(value=phase))
    with pytest.raises(IllegalActionError) as info:
        refuse_when_over(over, Wave(1), "void: nobody played")
    assert info.value.code == "deal_over"
    assert info.value.seat == 1
    assert info.value.message == f"p1 cannot wave: the deal is {words}"
    running = SimpleNamespace(is_over=False, phase=SimpleNamespace(value="play"))
    refuse_when_over(running, Wave(1), "void")  # a deal under way: no refusal


#: Hands for a Doppelkopf deal in which p3 (no trump) may declare poverty (preset ``pagat``).
POOR_HANDS = [hand.split() for hand in (
    "CQ HT HT SQ SQ HQ HQ DQ DQ CJ CJ SJ",
    "CQ SJ HJ HJ DJ DJ DA DA DT DT DK DK",
    "D9 D9 CA CA CT CT CK CK C9 C9 SA SA",
    "ST ST SK SK S9 S9 HA HA HK HK H9 H9",
)]
#: How each game says that a deal is void (records.md "Result": ``redeal``).
VOID = {"doppelkopf": "void", "schafkopf": "void: everybody passed"}


def _played_out(name: str, pick: int) -> Any:
    engine = GAMES[name].engine
    state = engine.deal(next(iter(engine.PRESETS)), seed=5)
    while not state.is_over:
        state = engine.apply(state, engine.legal_actions(state)[pick])
    return state


def _void(name: str) -> Any:
    """A void deal: Doppelkopf, a poverty all three decline; Schafkopf, everybody passes."""
    engine = GAMES[name].engine
    if name == "schafkopf":
        return _played_out(name, 0)
    state = engine.deal("pagat", hands=POOR_HANDS, dealer=0)
    for line in ("p1 healthy", "p2 healthy", "p3 reserve", "p0 healthy", "p3 declare poverty",
                 "p3 give ST SK S9", "p0 decline", "p1 decline", "p2 decline"):
        state = engine.apply(state, line)
    return state


@pytest.mark.parametrize("name", NAMES)
def test_a_deal_over_refuses_its_speech(name: str) -> None:
    """records.md "Validation" (every action must be legal at its moment); docs/doppelkopf.md
    "Illegal actions" (``deal_over``): once a deal is over, finished or void, a word of the
    reservations or the bidding is refused with ``deal_over``, the message saying "over" or
    the game's reason for the void."""
    engine = GAMES[name].engine
    bare = LINES[name][0]
    for state, phase, words in ((_played_out(name, -1), "finished", "over"),
                                (_void(name), "void", VOID[name])):
        assert state.is_over and state.phase.value == phase
        with pytest.raises(IllegalActionError) as info:
            engine.check(state, f"p0 {bare}")
        assert info.value.code == "deal_over"
        assert info.value.message == f"p0 cannot {bare}: the deal is {words}"


# -- parse_cache --------------------------------------------------------------------------------


def _counting(calls: list[str]) -> Callable[[str], object]:
    def parse(text: str) -> object:
        calls.append(text)
        return object()

    return parse


def test_parse_cache_remembers_lines_without_comments() -> None:
    """docs/performance.md "What makes it fast" ("Parsing once": parsed actions are
    remembered): a line parsed once is not parsed again; the same value comes back."""
    calls: list[str] = []
    cached = parse_cache(_counting(calls))
    first = cached("p1 wave")
    assert cached("p1 wave") is first
    assert cached("p2 wave") is not first
    assert calls == ["p1 wave", "p2 wave"]


def test_parse_cache_never_remembers_a_comment() -> None:
    """records.md "Action grammar" (the comment is kept): a line with ``#`` is parsed every
    time, so each action keeps its own comment and the memory is not filled with them."""
    calls: list[str] = []
    cached = parse_cache(_counting(calls))
    line = "p1 wave  # hi"
    assert cached(line) is not cached(line)
    assert calls == [line, line]
    assert cached("p1 wave #") is not cached("p1 wave #")


def test_parse_cache_stops_growing_at_its_size() -> None:
    """docs/performance.md "What makes it fast" ("Parsing once": the table stops growing at
    4,096 lines): after ``size`` lines no new line is remembered; the lines remembered before
    still are."""
    calls: list[str] = []
    cached = parse_cache(_counting(calls), size=2)
    a, b = cached("a"), cached("b")
    c = cached("c")
    assert cached("a") is a and cached("b") is b
    assert cached("c") is not c
    assert calls == ["a", "b", "c", "c"]
    calls.clear()
    default = parse_cache(_counting(calls))
    values = [default(f"p{n}") for n in range(4097)]
    assert [default(f"p{n}") for n in range(4096)] == values[:4096]
    assert default("p4096") is not values[4096]
    assert len(calls) == 4098


def test_parse_cache_does_not_remember_a_refusal() -> None:
    """records.md "Validation" (every bad line is reported): a line that does not parse is
    refused again each time it is given."""
    calls: list[str] = []

    def parse(text: str) -> object:
        calls.append(text)
        raise ParseError("no", code="malformed_action")

    cached = parse_cache(parse)
    for _ in range(2):
        with pytest.raises(ParseError):
            cached("p1 nonsense")
    assert calls == ["p1 nonsense", "p1 nonsense"]


# -- line_parser --------------------------------------------------------------------------------


def test_line_parser_builds_each_verb() -> None:
    """records.md "Action grammar": ``p<seat> <verb> [arguments...]``; a verb without
    arguments makes its class, the others their builder; seats and verbs in upper case and
    several spaces are read too."""
    parse = toy_parser()
    assert parse("p0 wave") == Wave(0)
    assert type(parse("p0 wave")) is Wave
    assert parse("P3  WAVE") == Wave(3)
    assert parse("p1 shout loud") == Shout(1, Mood.LOUD)
    assert parse("p2 step left 4") == Step(2, "left", 4)
    assert parse("p2 pass a b c") == Pass(2, ("a", "b", "c"))


def test_line_parser_keeps_comments() -> None:
    """records.md "Action grammar": the comment is kept and never changes meaning; the
    builder is given the seat, the arguments, the comment and the line."""
    given: list[tuple[Any, ...]] = []

    def build(seat: int, args: tuple[str, ...], comment: str, line: str) -> Toy:
        given.append((seat, args, comment, line))
        return Step(seat, args[0], 0, comment=comment)

    verbs: dict[str, type[Toy] | tuple[int | None, Build[Toy]]] = {"wave": Wave,
                                                                    "step": (1, build)}
    parse = line_parser("Toy", verbs)
    waved = parse("p1 wave  # so long")
    assert waved == Wave(1) and waved.comment == "so long"
    assert str(waved) == "p1 wave  # so long"
    stepped = parse("p2 step up #quick")
    assert stepped.comment == "quick"
    assert given == [(2, ("up",), "quick", "p2 step up #quick")]


def test_line_parser_remembers_lines() -> None:
    """docs/performance.md "What makes it fast": the parser remembers its lines without a
    comment (parse_cache): the same line gives the same action object, without building it
    again; a line with a comment is built each time."""
    built: list[str] = []

    def build(seat: int, args: tuple[str, ...], comment: str, line: str) -> Toy:
        built.append(line)
        return Shout(seat, Mood(args[0]), comment=comment)

    verbs: dict[str, type[Toy] | tuple[int | None, Build[Toy]]] = {"shout": (1, build)}
    parse = line_parser("Toy", verbs)
    assert parse("p0 shout calm") is parse("p0 shout calm")
    assert parse("p0 shout calm # c") is not parse("p0 shout calm # c")
    assert built == ["p0 shout calm", "p0 shout calm # c", "p0 shout calm # c"]


@pytest.mark.parametrize("value", [None, 42, b"p1 wave", ["p1", "wave"], Wave(1)])
def test_line_parser_refuses_what_is_not_a_string(value: Any) -> None:
    """records.md "Validation" (every action is a string): anything else is a ParseError
    ``malformed_action`` naming its type, also when it is unhashable."""
    with pytest.raises(ParseError) as info:
        toy_parser()(value)
    assert info.value.code == "malformed_action"
    assert info.value.message == f"an action must be a string, not {type(value).__name__}"


@pytest.mark.parametrize(("line", "message"), [
    ("", "empty action ''"),
    ("   ", "empty action '   '"),
    ("# only a comment", "empty action '# only a comment'"),
    ("p1", "malformed action 'p1': expected 'p<seat> <verb> [arguments]'"),
    ("p1  # wave", "malformed action 'p1  # wave': expected 'p<seat> <verb> [arguments]'"),
])
def test_line_parser_refuses_empty_and_one_word_lines(line: str, message: str) -> None:
    """records.md "Action grammar": a line needs a seat and a verb; an empty line or a single
    word is a ParseError ``malformed_action`` naming the line."""
    with pytest.raises(ParseError) as info:
        toy_parser()(line)
    assert info.value.code == "malformed_action"
    assert info.value.message == message


def test_line_parser_refuses_an_unknown_seat() -> None:
    """records.md "Fields": seats are ``p0``..``p3``; another is ``unknown_seat``."""
    with pytest.raises(ParseError) as info:
        toy_parser()("p4 wave")
    assert info.value.code == "unknown_seat"


def test_unknown_verb_lists_the_verbs_in_the_given_order() -> None:
    """records.md "Action grammar": an unknown verb is a ParseError ``unknown_verb`` naming the
    game, the verb (lower case, as read), the line, and the known verbs in the table's
    order."""
    with pytest.raises(ParseError) as info:
        toy_parser()("p1 Dance now")
    assert info.value.code == "unknown_verb"
    assert info.value.message == ("unknown Toy verb 'dance' in 'p1 Dance now' "
                                  "(known: wave, shout, step, pass)")
    verbs: dict[str, type[Toy] | tuple[int | None, Build[Toy]]] = {"step": (2, _step),
                                                                    "wave": Wave}
    reordered = line_parser("Toy", verbs)
    with pytest.raises(ParseError, match=r"\(known: step, wave\)$"):
        reordered("p1 dance")


@pytest.mark.parametrize(("line", "takes"), [
    ("p1 wave now", "wave takes no arguments"),
    ("p1 wave a b", "wave takes no arguments"),
    ("p1 shout", "shout takes exactly one argument"),
    ("p1 shout calm loud", "shout takes exactly one argument"),
    ("p1 step left", "step takes exactly 2 arguments"),
    ("p1 step a b c  # x", "step takes exactly 2 arguments"),
])
def test_line_parser_checks_the_number_of_arguments(line: str, takes: str) -> None:
    """records.md "Doppelkopf verbs", "Schafkopf verbs" (each verb's arguments): a wrong number
    of arguments is a ParseError ``malformed_action`` naming the line and what the verb
    takes."""
    with pytest.raises(ParseError) as info:
        toy_parser()(line)
    assert info.value.code == "malformed_action"
    assert info.value.message == f"malformed action {line!r}: {takes}"


def test_a_builder_of_any_count_checks_its_arguments_itself() -> None:
    """records.md "Doppelkopf verbs" (``give``: 3 cards): a verb whose count is ``None`` is
    given every argument, and its builder refuses the wrong number with its own message."""
    parse = toy_parser()
    for line in ("p0 pass", "p0 pass a b", "p0 pass a b c d"):
        with pytest.raises(ParseError) as info:
            parse(line)
        assert info.value.code == "malformed_action"
        count = len(line.split()) - 2
        assert info.value.message == (f"malformed action {line!r}: pass takes exactly 3 "
                                      f"items, not {count}")
    assert parse("p0 pass x y z") == Pass(0, ("x", "y", "z"))


# -- both games' parse_action -------------------------------------------------------------------


#: The verbs of each game in the order of its table in records.md "Action grammar" (and, for
#: Doppelkopf, doppelkopf-variants.md "Record grammar additions": `genscher`).
VERBS = {
    "doppelkopf": "healthy, reserve, declare, give, accept, decline, return, announce, play, "
                  "genscher",
    "schafkopf": "knock, pass, bid, hold, declare, kontra, re, play, accept, decline, give",
}
TITLES = {"doppelkopf": "Doppelkopf", "schafkopf": "Schafkopf"}


@pytest.mark.parametrize("name", NAMES)
def test_games_unknown_verb_lists_their_verbs(name: str) -> None:
    """records.md "Doppelkopf verbs", "Schafkopf verbs": an unknown verb is ``unknown_verb``,
    and the message lists the game's verbs in the order of the spec's table."""
    parse = GAMES[name].engine.parse_action
    with pytest.raises(ParseError) as info:
        parse("p1 fly away")
    assert info.value.code == "unknown_verb"
    assert info.value.message == (f"unknown {TITLES[name]} verb 'fly' in 'p1 fly away' "
                                  f"(known: {VERBS[name]})")


@pytest.mark.parametrize("name", NAMES)
def test_games_check_argument_counts(name: str) -> None:
    """records.md "Doppelkopf verbs", "Schafkopf verbs": a verb without arguments takes none,
    ``play`` exactly one card; anything else is ``malformed_action`` naming the line."""
    parse = GAMES[name].engine.parse_action
    bare, card = LINES[name]
    cases = {f"p0 {bare} {card}": f"{bare} takes no arguments",
             "p0 play": "play takes exactly one argument",
             f"p0 play {card} {card}": "play takes exactly one argument"}
    for line, takes in cases.items():
        with pytest.raises(ParseError) as info:
            parse(line)
        assert info.value.code == "malformed_action"
        assert info.value.message == f"malformed action {line!r}: {takes}"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("value", [None, 3, b"p0 play HT"])
def test_games_refuse_non_strings(name: str, value: Any) -> None:
    """records.md "Validation": an action that is not a string is ``malformed_action``."""
    with pytest.raises(ParseError) as info:
        GAMES[name].engine.parse_action(value)
    assert info.value.code == "malformed_action"
    assert info.value.message == f"an action must be a string, not {type(value).__name__}"


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("line", ["", "p0", "  # nothing"])
def test_games_refuse_lines_without_seat_and_verb(name: str, line: str) -> None:
    """records.md "Action grammar": a line needs at least ``p<seat> <verb>``."""
    with pytest.raises(ParseError) as info:
        GAMES[name].engine.parse_action(line)
    assert info.value.code == "malformed_action"
    assert repr(line) in info.value.message


@pytest.mark.parametrize("name", NAMES)
def test_games_keep_comments_and_remember_plain_lines(name: str) -> None:
    """records.md "Action grammar" (the comment is kept, never changes meaning); docs/records.md
    (writers put two spaces before it): a comment survives the round trip and does not change
    equality; a line without a comment parses to the same shared action every time."""
    engine = GAMES[name].engine
    bare, card = LINES[name]
    for line in (f"p2 {bare}", f"p2 play {card}"):
        plain = engine.parse_action(line)
        assert engine.parse_action(line) is plain
        noted = engine.parse_action(f"{line.upper()} #  a note ")
        assert noted == plain and noted.comment == "a note"
        assert str(noted) == f"{line}  # a note"
        assert engine.parse_action(str(noted)) == plain


@pytest.mark.parametrize("name", NAMES)
def test_each_action_class_gives_its_record_line(name: str) -> None:
    """records.md "Doppelkopf verbs", "Schafkopf verbs" (each verb and its arguments): the
    docstring of each action class of a game gives an example record line (``p0 healthy``),
    and that line parses to an action of that class that prints back as the same line."""
    engine: Any = GAMES[name].engine
    actions = importlib.import_module(f"{engine.__name__}.actions")
    kinds = [kind for kind in vars(actions).values()
             if isinstance(kind, type) and issubclass(kind, engine.Action)
             and "verb" in kind.__dict__]
    assert {kind.verb for kind in kinds} == set(VERBS[name].split(", "))
    for kind in kinds:
        lines = re.findall(r"``(p[0-3] [^`]+)``", kind.__doc__ or "")
        assert len(lines) == 1, kind
        action = engine.parse_action(lines[0])
        assert type(action) is kind
        assert str(action) == lines[0]


# -- per_seat and per_choice --------------------------------------------------------------------


def test_per_seat_makes_each_seats_action_once() -> None:
    """docs/performance.md "What makes it fast" ("Masks to actions by table lookup": no new
    action objects, actions are shared): ``per_seat(kind)`` is each seat's action in seat
    order, and ``per_seat(kind, values)`` each seat's action with each value, in the values'
    order (read once: a generator will do)."""
    waves = per_seat(Wave)
    assert waves == (Wave(0), Wave(1), Wave(2), Wave(3))
    assert all(type(wave) is Wave for wave in waves)
    shouts = per_seat(Shout, (mood for mood in Mood))
    assert shouts == tuple((Shout(seat, Mood.CALM), Shout(seat, Mood.LOUD)) for seat in range(4))
    assert shouts[3][1] is shouts[3][1] and str(shouts[3][1]) == "p3 shout loud"


def test_per_choice_keys_each_seats_actions_by_choice() -> None:
    """docs/performance.md "What makes it fast" (actions are shared): ``per_choice(kind,
    choices)[seat][choice]`` is the seat's action with that choice, the choices in the order
    given (read once: an iterator will do)."""
    shouts = per_choice(Shout, iter(Mood))
    assert shouts == tuple({mood: Shout(seat, mood) for mood in Mood} for seat in range(4))
    assert [list(by_mood) for by_mood in shouts] == [[Mood.CALM, Mood.LOUD]] * 4
    assert str(shouts[1][Mood.CALM]) == "p1 shout calm"


# -- word_reader --------------------------------------------------------------------------------


def test_word_reader_reads_a_word_or_says_what_was_expected() -> None:
    """records.md "Validation" (a line that does not parse is reported, saying what is wrong): a
    word reader gives what ``parse`` makes of the word; where ``parse`` raises a ValueError, a
    ParseError with the reader's code naming the word and the line, the hint for that word
    (asked only then), and what was expected."""
    asked: list[str] = []

    def hint(word: str) -> str:
        asked.append(word)
        return f" ({word.lower()} is no mood)" if word.isupper() else ""

    read = word_reader(Mood, "mood", "unknown_mood", "expected calm or loud")
    hinted = word_reader(Mood, "mood", "unknown_mood", "expected calm or loud", hint=hint)
    assert read("loud", "p1 shout loud") is Mood.LOUD
    assert hinted("calm", "p1 shout calm") is Mood.CALM
    assert asked == []
    for reader, word, message in (
        (read, "ANGRY", "unknown mood 'ANGRY' in 'p1 shout ANGRY': expected calm or loud"),
        (hinted, "ANGRY", "unknown mood 'ANGRY' in 'p1 shout ANGRY' (angry is no mood): "
                          "expected calm or loud"),
        (hinted, "sad", "unknown mood 'sad' in 'p1 shout sad': expected calm or loud"),
    ):
        with pytest.raises(ParseError) as info:
            reader(word, f"p1 shout {word}")
        assert info.value.code == "unknown_mood"
        assert info.value.message == message
        assert info.value.__cause__ is None and info.value.__suppress_context__
    assert asked == ["ANGRY", "sad"]


# -- as_action ----------------------------------------------------------------------------------


def test_as_action_takes_an_action_or_its_line() -> None:
    """docs/api.md "The two games" (the triad takes an action object or its record line): an
    action of the kind is returned as it is, a string is parsed, anything else is an
    ArgumentError ``malformed_action`` showing the value."""
    parse = toy_parser()
    action = Step(1, "up", 2)
    assert as_action(action, Toy, parse) is action
    noted = NotedStep(1, "up", 2)
    assert as_action(noted, Toy, parse) is noted
    assert as_action("p1 step up 2", Toy, parse) == action
    for value in (None, 7, ("p1", "wave")):
        with pytest.raises(ArgumentError) as info:
            as_action(value, Toy, parse)
        assert info.value.code == "malformed_action"
        assert info.value.message == f"not an action of this game: {value!r}"
    with pytest.raises(ParseError):
        as_action("p1 fly", Toy, parse)


@pytest.mark.parametrize("name", NAMES)
def test_as_action_refuses_the_other_games_action(name: str) -> None:
    """docs/api.md "The two games": an action of the other game is not an action of this one,
    even where its line would parse here."""
    engine: Any = GAMES[name].engine
    other = next(n for n in NAMES if n != name)
    foreign = GAMES[other].engine.parse_action(f"p0 {LINES[other][0]}")
    with pytest.raises(ArgumentError) as info:
        as_action(foreign, engine.Action, engine.parse_action)
    assert info.value.code == "malformed_action"
    line = f"p0 play {LINES[name][1]}"
    assert as_action(line, engine.Action, engine.parse_action) == engine.parse_action(line)
