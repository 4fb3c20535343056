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

from trickgames._core.driver import HIDDEN, RecordDriver
from trickgames._core.records import Record
from trickgames._core.replay import replay_record, validate_record
from trickgames._core.report import Report
from trickgames.schafkopf.actions import Action, parse_action
from trickgames.schafkopf.cards import Card
from trickgames.schafkopf.engine import apply, deck_problem
from trickgames.schafkopf.rules import PRESETS, Rules
from trickgames.schafkopf.scoring import score
from trickgames.schafkopf.state import Context, Phase, State, initial_state

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


def _redact_actions(lines: Sequence[str], seat: int) -> tuple[str, ...]:
    """The action lines as ``seat`` may see them: comments dropped (a record's author may
    have noted hidden cards in them); every action of Schafkopf is public."""
    del seat
    return tuple(text.split("#", 1)[0].rstrip() for text in lines)


#: Schafkopf's records as the validator, the writer and the sessions see them.
DRIVER: RecordDriver[Rules, Context, Card, State, Action] = RecordDriver(
    name="schafkopf",
    result_keys=("payouts", "card_points"),
    rules_type=Rules,
    presets=PRESETS,
    context_from_json=Context.from_json,
    parse_card=Card.parse,
    deck_problem=deck_problem,
    start=initial_state,
    parse_action=parse_action,
    apply=apply,
    result=result_json,
    redact_actions=_redact_actions,
)


def to_record(state: State, *, with_result: bool | None = None) -> Record:
    """The record of a deal so far.

    The ``result`` is written when the deal is over (``with_result`` forces it on or off);
    a state replayed from a record keeps that record's names, ``meta``, ``_`` fields and the
    form of its optional parts, so it writes back out as the same record.
    """
    return DRIVER.to_record(state, with_result=with_result)


def redact(record: Record | dict[str, Any] | str | bytes, seat: int) -> Record:
    """The record as ``seat`` may see it: the other hands hidden (each card written ``??``;
    their cards show up as they are played) and comments dropped. ``_redacted_for`` names the
    seat. A redacted record is for sending a seat its history; it does not validate.

    >>> from trickgames.schafkopf import deal
    >>> redact(to_record(deal("standard", seed=2)), 1).hands[0][:3]
    ('??', '??', '??')
    """
    return DRIVER.redact(record, seat)


def validate(record: Record | dict[str, Any] | str | bytes, source: str = "<record>") -> Report:
    """Validate a Schafkopf record (a :class:`~trickgames.Record`, a JSON object or text)."""
    return validate_record(DRIVER, record, source)


def replay(record: Record | dict[str, Any] | str | bytes) -> State:
    """The final state of a valid record; :class:`~trickgames.RecordError` lists the problems.

    A record without a result may stop anywhere: its state is the moment after its last action.
    """
    return replay_record(DRIVER, record)
