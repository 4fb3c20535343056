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
    """The action lines as ``seat`` may see them: as they are (every action of Schafkopf is
    public)."""
    del seat
    return tuple(lines)


#: Schafkopf's records as the validator, the writer and the sessions see them.
DRIVER: RecordDriver[Rules, Context, Card, State, Action] = RecordDriver(
    name="schafkopf", result_keys=("payouts", "card_points"), rules_type=Rules, presets=PRESETS,
    context_from_json=Context.from_json, parse_card=Card.parse, deck_problem=deck_problem,
    start=initial_state, parse_action=parse_action, apply=apply, result=result_json,
    redact_actions=_redact_actions,
)


#: The record functions of the game are its driver's (see
#: :class:`~trickgames._core.driver.RecordDriver`): the record of a deal so far, the record as
#: a seat may see it, validating a record, the final state of a valid one.
to_record, redact = DRIVER.to_record, DRIVER.redact
validate, replay = DRIVER.validate, DRIVER.replay
