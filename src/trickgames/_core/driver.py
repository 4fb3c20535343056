"""A game's records: what validation and replay need of a game, and a state written as a record.

Each game makes one :class:`RecordDriver` of its own functions (how its rules, context, cards
and actions are read, how a deal starts, what its ``result`` is); the validator
(:mod:`trickgames._core.validation`), the session machinery and the registry of games use
nothing else of a game's records. Writing a state back as a record and redacting a record are
the same for both games and live here once.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeVar

import attrs

from trickgames._core.actions import lines
from trickgames._core.errors import ArgumentError, ParseError, RecordError
from trickgames._core.info import RecordInfo
from trickgames._core.issues import Issue
from trickgames._core.records import (
    Record,
    dumps_frozen,
    loads,
    record_json,
    record_value,
    without_extensions,
)
from trickgames._core.replay import validate_deal
from trickgames._core.report import Report, invalid
from trickgames._core.seats import check_seat

__all__ = ["HIDDEN", "RecordDriver", "RulesType", "resolve_rules"]

#: How a card the reader may not see is written in a redacted record or a view.
HIDDEN = "??"

R = TypeVar("R")
C = TypeVar("C")
K = TypeVar("K")
S = TypeVar("S")
A = TypeVar("A")


R_co = TypeVar("R_co", covariant=True)


class RulesType(Protocol[R_co]):
    """A game's rules class: it reads a record's ``rules`` value."""

    def from_json(self, value: Any) -> R_co: ...


def resolve_rules(value: Any, rules_type: type[R], presets: Mapping[str, R]) -> R:
    """``value`` as rules: a rules object as it is, a preset name, or a record's rules value
    (a preset name or ``{"preset": ..., overrides}``); :class:`~trickgames.RulesError` lists
    every problem of an invalid one."""
    if isinstance(value, rules_type):
        return value
    if isinstance(value, str) and value in presets:
        return presets[value]
    reader: RulesType[R] = rules_type  # type: ignore[assignment]
    return reader.from_json(value)


@attrs.frozen(kw_only=True)
class RecordDriver(Generic[R, C, K, S, A]):
    """The validator's and the writer's view of one game's records.

    The fields are the game's own functions; the replay calls ``parse_action`` and ``apply``
    once per action, and reads them as plain attributes (no method binding on the way).
    """

    #: The record's ``game``.
    name: str
    #: The keys of a complete ``result``, in the order records write them.
    result_keys: tuple[str, ...]
    rules_type: type[R]
    presets: Mapping[str, R]
    #: A record's ``context`` value (``None``: none given) as the game's context.
    context_from_json: Callable[[Any], C]
    parse_card: Callable[[Any], K]
    #: Why hands do not form the deck of the rules ("" when they do).
    deck_problem: Callable[[R, Sequence[Sequence[K]]], str]
    #: The state before the first action: ``start(rules, dealer, hands, context, info)``.
    start: Callable[[R, int, Sequence[Sequence[K]], C, RecordInfo | None], S]
    parse_action: Callable[[str], A]
    apply: Callable[[S, A], S]
    #: The ``result`` object of a finished (or void) deal.
    result: Callable[[S], dict[str, Any]]
    #: A record's action lines, comments dropped, as ``seat`` may see them (see
    #: :meth:`redact`).
    redact_actions: Callable[[Sequence[str], int], tuple[str, ...]]
    #: Why a context does not go with the rules (``None`` or ``""`` when it does): a record
    #: with such a context is invalid (``invalid_context``). ``None``: every context goes.
    context_problem: Callable[[C, R], str | None] | None = None
    #: The card of each canonical card code (``"CQ"``): the replay looks a hand's cards up
    #: here in one C loop and asks ``parse_card`` only about a hand with another spelling.
    card_codes: Mapping[str, K] = attrs.field(factory=dict)
    #: The action of a line ``parse_action`` parsed before and remembers, else ``None``
    #: (:class:`~trickgames._core.actions.CachedParse`): the replay looks all of a record's
    #: lines up at once and parses only the others.
    remembered_action: Callable[[str], A | None] = attrs.field(default=lambda text: None)

    def resolve_rules(self, value: Any) -> R:
        """A record's ``rules`` value as rules (see :func:`resolve_rules`)."""
        return resolve_rules(value, self.rules_type, self.presets)

    def resolve_context(self, value: Any, rules: R) -> C:
        """A record's ``context`` value as the game's context, judged against the rules
        (:attr:`context_problem`; :class:`~trickgames.ArgumentError` ``invalid_context``)."""
        context = self.context_from_json(value)
        if self.context_problem is not None:
            problem = self.context_problem(context, rules)
            if problem:
                raise ArgumentError(problem, code="invalid_context")
        return context

    def deck_problems(self, rules: R, hands: Sequence[Sequence[K]]) -> list[str]:
        """Every reason why ``hands`` are not the deck of ``rules``."""
        problem = self.deck_problem(rules, hands)
        return [problem] if problem else []

    def is_complete(self, state: S) -> bool:
        """Whether the deal is over (finished, or void)."""
        over: bool = state.is_over  # type: ignore[attr-defined]
        return over

    def progress(self, state: S) -> str:
        """Where an unfinished deal stands, for messages."""
        phase: Any = state.phase  # type: ignore[attr-defined]
        if phase.value == "play":
            return f"trick {state.trick_number} is being played"  # type: ignore[attr-defined]
        return f"phase {phase.value}"

    def to_record(self, state: S, *, with_result: bool | None = None) -> Record:
        """The record of a deal so far.

        The ``result`` is written when the deal is over (``with_result`` forces it on or off);
        a state replayed from a record keeps that record's names, ``meta``, ``_`` fields and
        the form of its optional parts, so it writes back out as the same record.
        """
        return Record(**self._fields(state, with_result))

    def to_text(self, state: S, *, with_result: bool | None = None) -> str:
        """The record of a deal so far as one line of JSON: ``to_record(state).to_text()``,
        written without making the :class:`Record` (``trickgames simulate`` writes every
        deal so)."""
        return dumps_frozen(record_json(**self._fields(state, with_result), thawed=False))

    def _fields(self, state: S, with_result: bool | None) -> dict[str, Any]:
        """The fields of the record of a deal so far (see :meth:`to_record`), as JSON values."""
        dealt: Any = state  # every game's state: deal, is_over, actions (see StateViews)
        deal = dealt.deal
        info = deal.info or RecordInfo(result_keys=self.result_keys)
        result: dict[str, Any] | None = None
        keys = info.result_keys
        if with_result is True and keys is None:
            keys = self.result_keys
        if with_result is not False and keys is not None and dealt.is_over:
            full = self.result(state)
            result = {k: full[k] for k in keys if k in full}
            if full.get("redeal"):
                result["redeal"] = True
            result.update(info.result_extensions)
        rules = deal.rules.to_json(as_object=info.rules_as_object)
        if isinstance(rules, dict):
            rules = {**rules, **info.rules_extensions}
        context = deal.context
        written: dict[str, Any] | None = None
        if info.context_written or not context.is_default:
            written = context.to_json()
            if info.context_keys is not None:  # a replayed record: the keys it gave, in order
                written = {k: written.get(k) for k in info.context_keys}
            written.update(info.context_extensions)
        return {
            "game": self.name,
            "rules": rules,
            "dealer": deal.dealer,
            # ``_name_``, the member's name that ``name`` (a property, much slower) reads
            "hands": tuple(tuple([c._name_ for c in hand]) for hand in deal.hands),
            "actions": lines(dealt.actions),
            "context": written,
            "result": result,
            "players": info.players,
            "meta": info.meta,
            "extensions": info.extensions,
        }

    def redact(self, record: Record | dict[str, Any] | str | bytes, seat: int) -> Record:
        """The record as ``seat`` (an ``int`` ``0..3``) may see it, with nothing that could
        reveal a hidden card.

        It keeps the ``game``, the ``players``, the ``rules``, the ``dealer``, the
        ``context``, ``seat``'s own hand as dealt and the ``result``; every other hand is
        hidden (each card written ``??``; the cards show up in the actions as they are
        played), and the action lines are as the game's ``redact_actions`` shows them to
        ``seat``, with every comment dropped. ``meta`` is dropped entirely (a simulated
        record's ``seed`` rebuilds every hand), and so is every ``_`` extension, at the top
        level and inside ``rules``, ``context`` and ``result`` (what they hold is unknown);
        ``_redacted_for``, naming the seat, is the one extension of the redacted record.

        A redacted record is for sending a seat its history; it does not validate.
        """
        seat = check_seat(seat)
        value = record_value(record)
        original = record if isinstance(record, Record) else Record.from_json(value)
        if original.game != self.name:
            raise ArgumentError(f"this is a {original.game} record, not a {self.name} one",
                                code="wrong_game")
        hands = tuple(hand if s == seat else tuple(HIDDEN for _ in hand)
                      for s, hand in enumerate(original.hands))
        # Comments are dropped: a record's author may have noted hidden cards in them.
        lines = tuple(text.split("#", 1)[0].rstrip() for text in original.actions)
        actions = self.redact_actions(lines, seat)
        rules = original.rules
        return Record(
            game=original.game,
            rules=rules if isinstance(rules, str) else without_extensions(rules),
            dealer=original.dealer,
            hands=hands,
            actions=actions,
            context=None if original.context is None else without_extensions(original.context),
            result=None if original.result is None else without_extensions(original.result),
            players=original.players,
            meta=None,
            extensions={"_redacted_for": seat},
        )

    def validate(self, record: Record | dict[str, Any] | str | bytes,
                 source: str = "<record>") -> Report:
        """Validate a deal record of this game given as a :class:`~trickgames.Record`, a JSON
        object or JSON text; never raises for bad input (every problem is an issue of the
        report: a session or another game's record too)."""
        if isinstance(record, str | bytes):
            try:
                record = loads(record)
            except ParseError as exc:
                return invalid(source, [Issue("$", exc.code, exc.message, params=exc.params)])
        else:
            record = record_value(record)
        try:
            return validate_deal(record, source, {self.name: self}, game=self.name)
        except RecursionError:
            return invalid(source, [Issue("$", "too_deep", "the record is nested too deeply")])

    def replay(self, record: Record | dict[str, Any] | str | bytes) -> S:
        """The final state of a valid deal record of this game;
        :class:`~trickgames.RecordError` lists the problems of an invalid one.

        A record without a result may stop anywhere: its state is the moment after its last
        action.
        """
        report = self.validate(record_value(record))
        if not report.valid:
            raise RecordError(report.issues)
        state: S = report.state
        return state
