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

from trickgames._core.driver import HIDDEN, RecordDriver
from trickgames._core.errors import ParseError
from trickgames._core.records import Record
from trickgames._core.replay import replay_record, validate_record
from trickgames._core.report import Report
from trickgames.doppelkopf.actions import Accept, Action, Give, Return, parse_action
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract
from trickgames.doppelkopf.engine import apply, deck_problem
from trickgames.doppelkopf.rules import PRESETS, Rules
from trickgames.doppelkopf.scoring import score
from trickgames.doppelkopf.state import Context, Phase, State, initial_state

__all__ = [
    "DRIVER",
    "contract_label",
    "redact",
    "replay",
    "result_json",
    "to_record",
    "validate",
]


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


def _redact_actions(lines: Sequence[str], seat: int) -> tuple[str, ...]:
    """The action lines as ``seat`` may see them: the cards passed in a poverty hidden unless
    ``seat`` gave or took them, comments dropped."""
    parsed: list[Action | None] = []
    involved: set[int] = set()
    for text in lines:
        try:
            action: Action | None = parse_action(text)
        except ParseError:
            action = None
        parsed.append(action)
        if isinstance(action, (Give, Accept)):
            involved.add(action.seat)
    out = []
    for text, action in zip(lines, parsed, strict=True):
        if isinstance(action, (Give, Return)) and seat not in involved:
            out.append(f"p{action.seat} {action.verb} {HIDDEN} {HIDDEN} {HIDDEN}")
        else:
            out.append(text.split("  #", 1)[0] if action is not None else text)
    return tuple(out)


#: Doppelkopf's records as the validator, the writer and the sessions see them.
DRIVER: RecordDriver[Rules, Context, Card, State, Action] = RecordDriver(
    name="doppelkopf",
    result_keys=("scores", "winner", "card_points"),
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
    their cards show up as they are played), and the cards passed in a poverty hidden unless
    ``seat`` gave or took them. ``_redacted_for`` names the seat.

    A redacted record is for sending a seat its history; it does not validate (its hands are
    not a deck).

    >>> from trickgames.doppelkopf import deal
    >>> state = deal("pagat", seed=2)
    >>> redact(to_record(state), 1).hands[0][:3]
    ('??', '??', '??')
    """
    return DRIVER.redact(record, seat)


def validate(record: Record | dict[str, Any] | str | bytes, source: str = "<record>") -> Report:
    """Validate a Doppelkopf record (a :class:`~trickgames.Record`, a JSON object or text)."""
    return validate_record(DRIVER, record, source)


def replay(record: Record | dict[str, Any] | str | bytes) -> State:
    """The final state of a valid record; :class:`~trickgames.RecordError` lists the problems.

    A record without a result may stop anywhere: its state is the moment after its last action.
    """
    return replay_record(DRIVER, record)
