"""Schafkopf records: replay a record to a state, write a state as a record.

>>> from trickgames import schafkopf as sk
>>> state = sk.deal("sauspiel", seed=5, dealer=2)
>>> while not state.is_over:
...     state = sk.apply(state, sk.legal_actions(state)[-1])
>>> record = to_record(state)
>>> replay(record) == state, validate(record).valid
(True, True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from trickgames._core.errors import TrickgamesError
from trickgames._core.info import RecordInfo
from trickgames._core.records import Record, record_value
from trickgames._core.validation import Report, replay_value, validate_text, validate_value
from trickgames.schafkopf.actions import Action, parse_action
from trickgames.schafkopf.cards import Card
from trickgames.schafkopf.engine import apply, deck_problem
from trickgames.schafkopf.rules import PRESETS, Rules
from trickgames.schafkopf.scoring import score
from trickgames.schafkopf.state import Phase, State, initial_state

__all__ = [
    "DRIVER",
    "HIDDEN",
    "contract_label",
    "redact",
    "replay",
    "result_json",
    "to_record",
    "validate",
]

_FULL_RESULT = ("payouts", "card_points")

#: How a card the reader may not see is written in a redacted record.
HIDDEN = "??"


def contract_label(state: State) -> str:
    """What was played, in a few words: the game (``sauspiel-gras``, ``wenz-tout``), ``void``
    when everybody passed, or the phase name of a deal before its declaration."""
    if state.phase is Phase.VOID:
        return "void"
    if state.game is None:
        return state.phase.value
    return state.game.contract.value


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
    return Record(
        game="schafkopf",
        rules=_rules_json(deal.rules, info),
        dealer=deal.dealer,
        hands=tuple(tuple(c.name for c in hand) for hand in deal.hands),
        actions=tuple(str(a) for a in state.actions),
        context=dict(deal.context) if deal.context is not None else None,
        result=result,
        players=info.players,
        meta=info.meta,
        extensions=dict(info.extensions),
    )


def redact(record: Record | dict[str, Any] | str | bytes, seat: int) -> Record:
    """The record as ``seat`` may see it: the other hands hidden (each card written ``??``;
    their cards show up as they are played) and comments dropped. ``_redacted_for`` names the
    seat. A redacted record is for sending a seat its history; it does not validate.

    >>> from trickgames.schafkopf import deal
    >>> redact(to_record(deal("standard", seed=2)), 1).hands[0][:3]
    ('??', '??', '??')
    """
    value = record_value(record)
    original = record if isinstance(record, Record) else Record.from_json(value)
    actions = tuple(text.split("#", 1)[0].rstrip() for text in original.actions)
    hands = tuple(
        hand if s == seat else tuple(HIDDEN for _ in hand) for s, hand in enumerate(original.hands)
    )
    extensions = {**original.extensions, "_redacted_for": seat}
    return attrs.evolve(original, hands=hands, actions=actions, extensions=extensions)


def validate(record: Record | dict[str, Any] | str | bytes, source: str = "<record>") -> Report:
    """Validate a Schafkopf record (a :class:`~trickgames.Record`, a JSON object or text)."""
    if isinstance(record, str | bytes):
        return validate_text(record, source, game="schafkopf")
    return validate_value(record_value(record), source, game="schafkopf")


def replay(record: Record | dict[str, Any] | str | bytes) -> State:
    """The final state of a valid record; :class:`~trickgames.RecordError` lists the problems.

    A record without a result may stop anywhere: its state is the moment after its last action.
    """
    state: State = replay_value(record_value(record), game="schafkopf")
    return state


class _Driver:
    """The validator's view of the Schafkopf engine."""

    name = "schafkopf"
    result_keys: tuple[str, ...] = _FULL_RESULT

    def resolve_rules(self, value: Any) -> Rules:
        if isinstance(value, str) and value in PRESETS:
            return PRESETS[value]
        return Rules.from_json(value)

    def resolve_context(self, value: Any, rules: Rules) -> dict[str, Any] | None:
        del rules
        if value is None:
            return None
        if not isinstance(value, dict):
            raise TrickgamesError("context must be an object", code="invalid_context")
        unknown = [k for k in value if not k.startswith("_")]
        if unknown:
            raise TrickgamesError(
                f"Schafkopf defines no context keys (only _ extensions): {', '.join(unknown)}",
                code="invalid_context",
            )
        return dict(value)

    def parse_card(self, text: Any) -> Card:
        return Card.parse(text)

    def deck_problems(self, rules: Rules, hands: Sequence[Sequence[Card]]) -> list[str]:
        problem = deck_problem(rules, hands)
        return [problem] if problem else []

    def start(
        self, rules: Rules, dealer: int, hands: Sequence[Sequence[Card]],
        context: dict[str, Any] | None, info: RecordInfo | None,
    ) -> State:
        return initial_state(rules, dealer, hands, context, info)

    def parse_action(self, text: str) -> Action:
        return parse_action(text)

    def apply(self, state: State, action: Action) -> State:
        return apply(state, action)

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


#: The validator's driver for Schafkopf.
DRIVER = _Driver()
