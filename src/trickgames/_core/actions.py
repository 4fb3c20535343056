"""What the games' actions have in common, and the error for an illegal one."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from itertools import repeat
from operator import is_
from typing import Any, ClassVar, Protocol, TypeVar, cast, overload

import attrs

from trickgames._core.errors import ArgumentError, IllegalActionError, ParseError
from trickgames._core.quoting import quoted
from trickgames._core.records import split_action
from trickgames._core.seats import SEATS, check_seat, seat_name

__all__ = [
    "ActionLike",
    "BaseAction",
    "Build",
    "CachedParse",
    "as_action",
    "illegal",
    "line_parser",
    "lines",
    "parse_cache",
    "per_choice",
    "per_seat",
    "refuse_card_play",
    "refuse_when_over",
    "word_reader",
]

A = TypeVar("A")
A_co = TypeVar("A_co", covariant=True)


@attrs.frozen(repr=False)
class BaseAction:
    """What every action of both games is: who acts, a verb, arguments, an optional comment.

    ``str()`` is the canonical record line (``p2 play HK  # comment``); the comment never
    changes equality. Each game derives its own ``Action`` from this. The seat is checked
    when the action is made (:func:`~trickgames._core.seats.check_seat`): an action of a seat
    that is not an ``int`` ``0..3`` cannot exist, so no rule and no record ever sees one.

    >>> BaseAction(True)
    Traceback (most recent call last):
    ...
    trickgames._core.errors.ArgumentError: seat must be an int 0..3, not True
    """

    seat: int = attrs.field(converter=check_seat)
    comment: str = attrs.field(default="", eq=False, kw_only=True)

    verb = ""
    #: The fields that are the record line's arguments, in order: every field after ``seat``
    #: and ``comment`` that ``__init__`` takes, in the class that names the verb (set for
    #: each such class as it is made; a subclass that names no verb of its own, such as a
    #: user's ``Play`` with a note, prints as the class it derives from).
    _ARGUMENTS: ClassVar[tuple[str, ...]] = ()
    #: Whether the line is kept in :data:`_LINES` (see :meth:`__str__`).
    _LINE_KEPT: ClassVar[bool] = True

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        made = cls.__dict__.get("__attrs_attrs__")  # attrs' final class of the declaration
        if made is not None and "verb" in cls.__dict__:
            cls._ARGUMENTS = tuple(field.name for field in made[2:] if field.init)
            # Equal actions print alike where every argument takes part in equality as it is
            # (not through a key: a poverty's ``give`` compares its cards in any order).
            cls._LINE_KEPT = all(field.eq and field.eq_key is None
                                 for field in made[2:] if field.init)

    def arguments(self) -> tuple[str, ...]:
        """The action's arguments as record words: each argument field as it prints (a card
        as its code, a named choice as its value), a tuple of cards card by card."""
        words: list[str] = []
        for name in self._ARGUMENTS:
            value = getattr(self, name)
            if type(value) is tuple:
                words.extend(map(str, value))
            else:
                words.append(str(value))
        return tuple(words)

    def __str__(self) -> str:
        if self.comment:
            return f"{_line(self)}  # {self.comment}"
        if not self._LINE_KEPT:
            return _line(self)
        line = _LINES.get(self)  # a record writes every action's line: each worked out once
        if line is None:
            line = _line(self)
            if len(_LINES) < _LINES_KEPT:
                _LINES[self] = line
        return line

    def __repr__(self) -> str:
        fields = [f"seat={self.seat}"]
        for field in attrs.fields(type(self))[2:]:
            if field.repr:
                fields.append(f"{field.name}={getattr(self, field.name)!r}")
        if self.comment:
            fields.append(f"comment={self.comment!r}")
        return f"{type(self).__name__}({', '.join(fields)})"


#: The record lines of actions without a comment, by action (equal actions print alike: the
#: comment, the one field left out of equality, is not in them), up to :data:`_LINES_KEPT`.
_LINES: dict[BaseAction, str] = {}
_LINES_KEPT = 4096  # as many as the line parser remembers (parse_cache)


#: The line of every action printed by :func:`lines`, by the action's ``id``, and the action
#: itself (kept, so that no other object can have its ``id``), up to :data:`_LINES_KEPT`.
_BY_ID: dict[int, str] = {}
_KEPT: list[BaseAction] = []


def lines(actions: Iterable[BaseAction]) -> list[str]:
    """``str()`` of each action (its record line): the actions printed before, the same
    objects, looked up by identity in one C loop (a state's actions are mostly the legal
    action lists' shared ones, or a parser's remembered ones); the others printed.

    >>> from trickgames.doppelkopf.actions import parse_action
    >>> lines([parse_action("p1 play h10"), parse_action("p2 healthy  # note")])
    ['p1 play HT', 'p2 healthy  # note']
    """
    actions = list(actions)
    found: list[str | None] = list(map(_BY_ID.get, map(id, actions)))
    if not any(map(is_, found, repeat(None))):
        return found  # type: ignore[return-value]
    out = []
    for action, line in zip(actions, found, strict=True):
        if line is None:
            line = str(action)
            if len(_KEPT) < _LINES_KEPT:
                _KEPT.append(action)
                _BY_ID[id(action)] = line
        out.append(line)
    return out


def _line(action: BaseAction) -> str:
    """The record line of ``action`` without its comment: seat, verb, arguments."""
    return " ".join([seat_name(action.seat), action.verb, *action.arguments()])


class ActionLike(Protocol):
    """An action of any game: it names its seat and prints as its record line."""

    @property
    def seat(self) -> int: ...


def illegal(action: ActionLike, code: str, reason: str, **params: str) -> IllegalActionError:
    """An error for ``action``: the message starts with the seat, then says why.

    ``reason`` completes a sentence whose subject is the seat, such as
    ``"must follow trump (holds EO, HA)"``; ``params`` are the values it names
    (``led="trump", holds="EO, HA"``: :attr:`~trickgames.TrickgamesError.params`).

    >>> class Bid:
    ...     seat = 2
    ...     def __str__(self): return "p2 bid"
    >>> error = illegal(Bid(), "not_your_turn", "cannot bid now: it is p1's turn")
    >>> error.code, error.message, error.action
    ('not_your_turn', "p2 cannot bid now: it is p1's turn", 'p2 bid')
    """
    return IllegalActionError(
        f"{seat_name(action.seat)} {reason}",
        code=code,
        seat=action.seat,
        action=str(action),
        params=params,
    )


def refuse_when_over(state: Any, action: Any, void: str) -> None:
    """Raise ``deal_over`` if the deal is over: finished, or void (``void`` says why: a game's
    words, such as "void: everybody passed")."""
    if state.is_over:
        over = void if state.phase.value == "void" else "over"
        raise illegal(action, "deal_over", f"cannot {action.verb}: the deal is {over}")


def refuse_card_play(state: Any, action: Any, play_phase: object,
                     why_not_now: Callable[[Any], str]) -> int:
    """Refuse a card play out of trick play (``why_not_now(state)`` says why: a game's words),
    out of turn, or of a card the seat does not hold; returns the seat's hand mask. What
    follows (following suit, a game's own duties) is the game's.
    """
    if state.phase is not play_phase:
        raise illegal(action, "not_play_phase", f"cannot play a card now ({why_not_now(state)})")
    seat = action.seat
    if seat != state.turn:
        raise illegal(action, "not_your_turn", f"cannot play now: it is p{state.turn}'s turn")
    hand: int = state.hands[seat]
    if not hand >> action.card & 1:
        raise illegal(action, "card_not_in_hand", f"does not hold {action.card.name}")
    return hand


class CachedParse(Protocol[A_co]):
    """A line parser with a memory (:func:`parse_cache`): called with a line, it gives the
    line's action; ``remembered(line)`` is the action of a line it parsed before and kept,
    else ``None`` (a plain ``dict.get``: a record's lines are all looked up in one C loop)."""

    @property
    def remembered(self) -> Callable[[str], A_co | None]: ...

    def __call__(self, text: str, /) -> A_co: ...


def parse_cache(parse: Callable[[str], A], size: int = 4096) -> CachedParse[A]:
    """``parse`` with a memory of the lines it parsed: validating a record parses the same few
    hundred lines (``p2 play HK``) again and again, and actions are immutable values that can
    be shared.

    Lines with a comment are parsed every time (they rarely repeat), and the memory stops
    growing at ``size`` lines, so hostile input cannot fill it. A closure rather than an object
    with ``__call__``: the replay calls it once per action, and a plain function is called
    faster.

    >>> calls = []
    >>> cached = parse_cache(lambda text: calls.append(text) or text.upper())
    >>> cached("p1 pass"), cached("p1 pass"), calls
    ('P1 PASS', 'P1 PASS', ['p1 pass'])
    """
    known: dict[str, A] = {}
    find = known.get

    def cached(text: str) -> A:
        action = find(text) if type(text) is str else None
        if action is not None:
            return action
        action = parse(text)
        if "#" not in text and len(known) < size:
            known[text] = action
        return action

    cached.remembered = find  # type: ignore[attr-defined]
    return cast(CachedParse[A], cached)


B = TypeVar("B", bound=BaseAction)

#: How a verb's action is made from its parsed line: ``(seat, arguments, comment, line)``.
Build = Callable[[int, tuple[str, ...], str, str], B]


def line_parser(game: str, verbs: Mapping[str, type[B] | tuple[int | None, Build[B]]]
                ) -> CachedParse[B]:
    """The record-line parser of a game (remembering its lines, see :func:`parse_cache`).

    ``verbs`` maps each verb, in the order the error for an unknown verb lists them, to the
    action class of a verb without arguments, or to ``(count, build)``: how many arguments
    the verb takes (``None``: ``build`` checks them) and how its action is made. The parser
    refuses what is not a string, a line of the wrong shape, an unknown verb and a wrong
    number of arguments, each a :class:`~trickgames.ParseError` naming the line.
    """
    known = ", ".join(verbs)
    table: dict[str, tuple[int | None, Build[B]]] = {
        verb: entry if isinstance(entry, tuple) else (0, _without_arguments(entry))
        for verb, entry in verbs.items()
    }

    def parse(text: str) -> B:
        if not isinstance(text, str):
            raise ParseError(f"an action must be a string, not {type(text).__name__}",
                             code="malformed_action")
        parts = split_action(text)
        verb, args = parts.verb, parts.args
        entry = table.get(verb)
        if entry is None:
            raise ParseError(f"unknown {game} verb {quoted(verb)} in {quoted(text)} "
                             f"(known: {known})",
                             code="unknown_verb", params={"quoted": quoted(verb)})
        count, build = entry
        if count is not None and len(args) != count:
            takes = "no arguments" if count == 0 else (
                "exactly one argument" if count == 1 else f"exactly {count} arguments")
            raise ParseError(f"malformed action {quoted(text)}: {verb} takes {takes}",
                             code="malformed_action", params={"quoted": quoted(text)})
        return build(parts.seat, args, parts.comment, text)

    return parse_cache(parse)


V = TypeVar("V")


@overload
def per_seat(kind: Callable[[int], B]) -> tuple[B, ...]: ...


@overload
def per_seat(kind: Callable[[int, V], B], cards: Iterable[V]) -> tuple[tuple[B, ...], ...]: ...


def per_seat(kind: Callable[..., B], cards: Iterable[Any] | None = None) -> tuple[Any, ...]:
    """One shared action of ``kind`` for each seat, by seat, made once so that legal-action
    lists reuse it instead of making it again at every step: a verb without arguments, or,
    given ``cards`` (a game's cards in number order), a tuple of the seat's action for each
    card (``per_seat(Play, CARDS)[seat][card]``, the hot path's card plays).

    >>> @attrs.frozen(repr=False)
    ... class Nod(BaseAction):
    ...     verb = "nod"
    >>> [str(nod) for nod in per_seat(Nod)]
    ['p0 nod', 'p1 nod', 'p2 nod', 'p3 nod']
    """
    if cards is None:
        return tuple(kind(seat) for seat in SEATS)
    every = tuple(cards)
    return tuple(tuple(kind(seat, card) for card in every) for seat in SEATS)


def per_choice(kind: Callable[[int, V], B], choices: Iterable[V]) -> tuple[dict[V, B], ...]:
    """One shared action of ``kind`` for each seat and each of ``choices`` (the members of an
    enum, such as the games a seat may declare), by seat and then choice."""
    every = tuple(choices)
    return tuple({choice: kind(seat, choice) for choice in every} for seat in SEATS)


def word_reader(parse: Callable[[str], V], what: str, code: str, expected: str,
                hint: Callable[[str], str] | None = None) -> Callable[[str, str], V]:
    """The reader of a record line's argument word: ``read(word, line)`` is ``parse(word)``, or,
    where that raises a ``ValueError``, a :class:`~trickgames.ParseError` ``code`` that names
    the word and the line, ``hint(word)`` if given (why the word cannot be), and what is
    ``expected``.

    >>> read = word_reader(int, "count", "unknown_count", "expected a number")
    >>> read("12", "p1 step 12")
    12
    >>> read("many", "p1 step many")
    Traceback (most recent call last):
    ...
    trickgames._core.errors.ParseError: unknown count 'many' in 'p1 step many': expected a number
    """

    def read(word: str, line: str) -> V:
        try:
            return parse(word)
        except ValueError:
            why = hint(word) if hint is not None else ""
            raise ParseError(f"unknown {what} {quoted(word)} in {quoted(line)}{why}: {expected}",
                             code=code, params={"quoted": quoted(word)}) from None

    return read


def _without_arguments(kind: type[B]) -> Build[B]:
    def build(seat: int, args: tuple[str, ...], comment: str, text: str) -> B:
        del args, text
        return kind(seat, comment=comment)

    return build


def as_action(action: object, kind: type[B], parse: Callable[[str], B]) -> B:
    """``action`` if it is a ``kind``, else the action its record line parses to.

    Anything else is an :class:`~trickgames.ArgumentError` (``malformed_action``).
    """
    if isinstance(action, kind):
        return action
    if isinstance(action, str):
        return parse(action)
    shown = quoted(action)
    raise ArgumentError(f"not an action of this game: {shown}", code="malformed_action",
                        params={"quoted": shown})
