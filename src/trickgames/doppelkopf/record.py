"""Doppelkopf records: replay a record to a state, write a state as a record.

>>> from trickgames import doppelkopf as dk
>>> state = dk.deal("ddv", seed=5, dealer=2)
>>> while not state.is_over:
...     state = dk.apply(state, dk.legal_actions(state)[0])
>>> record = to_record(state)
>>> replay(record) == state
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from trickgames._core.errors import ParseError
from trickgames._core.info import RecordInfo
from trickgames._core.records import Record, record_value
from trickgames._core.validation import Report, replay_value, validate_text, validate_value
from trickgames.doppelkopf.actions import Accept, Give, Return, parse_action
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.engine import apply, deck_problem
from trickgames.doppelkopf.rules import PRESETS, Rules
from trickgames.doppelkopf.scoring import score
from trickgames.doppelkopf.state import Context, Phase, State, initial_state
from trickgames.doppelkopf.view import HIDDEN

__all__ = [
    "DRIVER",
    "contract_label",
    "redact",
    "replay",
    "result_json",
    "to_record",
    "validate",
]

_FULL_RESULT = ("scores", "winner", "card_points")


def contract_label(state: State) -> str:
    """What was played, in a few words: ``normal``, ``silent marriage``, ``marriage``,
    ``marriage without partner``, ``poverty``, ``forced solo-diamonds``, ``compulsory
    solo-queens``, ``solo-aces``, ``void`` (all declined a poverty), or the phase name of an
    unfinished deal before the contract is settled.
    """
    game = state.game
    if state.phase is Phase.VOID:
        return "void"
    if game is None:
        return state.phase.value
    if game.silent:
        return "silent marriage"
    if game.contract is Contract.MARRIAGE:
        return "marriage without partner" if game.solo else "marriage"
    if game.contract.is_solo:
        prefix = "forced " if game.forced else "compulsory " if game.compulsory else ""
        return prefix + game.contract.value
    return game.contract.value


def result_json(state: State) -> dict[str, Any]:
    """The ``result`` object of a finished or void deal (as :meth:`Score.to_json`)."""
    return score(state).to_json()


def _rules_json(rules: Rules, info: RecordInfo) -> str | dict[str, Any]:
    value = rules.to_json(as_object=info.rules_as_object)
    return {**value, **info.rules_extensions} if isinstance(value, dict) else value


def to_record(state: State, *, with_result: bool | None = None) -> Record:
    """The record of a deal so far.

    The ``result`` is written when the deal is over (``with_result`` forces it on or off);
    a state replayed from a record keeps that record's names, ``meta``, ``_`` fields and the
    form of its optional parts, so it writes back out as the same record.
    """
    deal = state.deal
    info = deal.info or RecordInfo(result_keys=_FULL_RESULT)
    result: dict[str, Any] | None = None
    keys = info.result_keys
    if with_result is True and keys is None:
        keys = _FULL_RESULT
    if with_result is not False and keys is not None and state.is_over:
        full = result_json(state)
        result = {k: full[k] for k in keys if k in full}
        if state.phase is Phase.VOID:
            result["redeal"] = True
        result.update(info.result_extensions)
    context = deal.context
    return Record(
        game="doppelkopf",
        rules=_rules_json(deal.rules, info),
        dealer=deal.dealer,
        hands=tuple(tuple(c.name for c in hand) for hand in deal.hands),
        actions=tuple(str(a) for a in state.actions),
        context={**context.to_json(), **info.context_extensions}
        if info.context_written or not context.is_default else None,
        result=result,
        players=info.players,
        meta=info.meta,
        extensions=dict(info.extensions),
    )


def redact(record: Record | dict[str, Any] | str | bytes, seat: int) -> Record:
    """The record as ``seat`` may see it: the other hands hidden (each card written ``??``;
    their cards show up as they are played), and the cards passed in a poverty hidden unless
    ``seat`` gave or took them. ``_redacted_for`` names the seat.

    A redacted record is for sending a seat its history; it does not validate (its hands are
    not a deck).

    >>> from trickgames.doppelkopf import deal
    >>> state = deal("pagat", seed=2)
    >>> redact(to_record(state), 1).hands[0][:3]
    ('??', '??', '??')
    """
    value = record_value(record)
    original = record if isinstance(record, Record) else Record.from_json(value)
    involved: set[int] = set()
    actions = []
    parsed = []
    for text in original.actions:
        try:
            action = parse_action(text)
        except ParseError:
            action = None
        parsed.append(action)
        if isinstance(action, (Give, Accept)):
            involved.add(action.seat)
    for text, action in zip(original.actions, parsed, strict=True):
        if isinstance(action, (Give, Return)) and seat not in involved:
            actions.append(f"p{action.seat} {action.verb} {HIDDEN} {HIDDEN} {HIDDEN}")
        else:
            actions.append(text.split("  #", 1)[0] if action is not None else text)
    hands = tuple(
        hand if s == seat else tuple(HIDDEN for _ in hand) for s, hand in enumerate(original.hands)
    )
    extensions = {**original.extensions, "_redacted_for": seat}
    return attrs.evolve(original, hands=hands, actions=tuple(actions), extensions=extensions)


def validate(record: Record | dict[str, Any] | str | bytes, source: str = "<record>") -> Report:
    """Validate a Doppelkopf record (a :class:`~trickgames.Record`, a JSON object or text)."""
    if isinstance(record, str | bytes):
        return validate_text(record, source, game="doppelkopf")
    return validate_value(record_value(record), source, game="doppelkopf")


def replay(record: Record | dict[str, Any] | str | bytes) -> State:
    """The final state of a valid record; :class:`~trickgames.RecordError` lists the problems.

    A record without a result may stop anywhere: its state is the moment after its last action.
    """
    state: State = replay_value(record_value(record), game="doppelkopf")
    return state


class _Driver:
    """The validator's view of the Doppelkopf engine."""

    name = "doppelkopf"
    result_keys: tuple[str, ...] = _FULL_RESULT

    def resolve_rules(self, value: Any) -> Rules:
        if isinstance(value, str) and value in PRESETS:
            return PRESETS[value]
        return Rules.from_json(value)

    def resolve_context(self, value: Any, rules: Rules) -> Context:
        del rules
        return Context.from_json(value)

    # The replay calls these once per card or action: the engine's functions themselves
    # rather than methods that wrap them (a call less each).
    parse_card = staticmethod(Card.parse)
    parse_action = staticmethod(parse_action)
    apply = staticmethod(apply)

    def deck_problems(self, rules: Rules, hands: Sequence[Sequence[Card]]) -> list[str]:
        problem = deck_problem(rules, hands)
        return [problem] if problem else []

    def start(
        self, rules: Rules, dealer: int, hands: Sequence[Sequence[Card]], context: Context,
        info: RecordInfo | None,
    ) -> State:
        return initial_state(rules, dealer, hands, context, info)

    def is_complete(self, state: State) -> bool:
        return state.is_over

    def progress(self, state: State) -> str:
        if state.phase is Phase.PLAY:
            return f"trick {state.trick_number} is being played"
        return f"phase {state.phase.value}"

    def result(self, state: State) -> dict[str, Any]:
        return result_json(state)

    def to_record(self, state: State) -> Record:
        return to_record(state)


#: The validator's driver for Doppelkopf.
DRIVER = _Driver()
