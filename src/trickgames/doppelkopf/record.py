"""Doppelkopf records: replay a record to a state, write a state as a record.

>>> from trickgames import doppelkopf as dk
>>> from trickgames.doppelkopf import deal
>>> state = dk.deal("ddv", seed=5, dealer=2)
>>> while not state.is_over:
...     state = dk.apply(state, dk.legal_actions(state)[0])
>>> record = to_record(state)
>>> replay(record) == state
True

A redacted record hides the other hands (each card written ``??``; their cards show up as
they are played) and the cards passed in a poverty unless the seat gave or took them:

>>> redact(to_record(deal("pagat", seed=2)), 1).hands[0][:3]
('??', '??', '??')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trickgames._core.driver import HIDDEN, RecordDriver
from trickgames._core.errors import ParseError
from trickgames.doppelkopf.actions import (
    Accept,
    Action,
    Give,
    Return,
    face_down,
    parse_action,
    remembered_action,
)
from trickgames.doppelkopf.cards import Card
from trickgames.doppelkopf.contracts import Contract, Reservation
from trickgames.doppelkopf.engine import apply, deck_problem
from trickgames.doppelkopf.rules import PRESETS, Rules
from trickgames.doppelkopf.scoring import score
from trickgames.doppelkopf.state import Context, Phase, ReservationRound, State, initial_state

__all__ = ["DRIVER", "contract_label", "is_thrown", "redact", "replay", "result_json", "to_record",
           "validate"]


def contract_label(state: State) -> str:
    """What was played, in a few words: ``normal``, ``silent marriage``, ``marriage``,
    ``marriage without partner``, ``poverty``, ``forced solo-diamonds``, ``compulsory
    solo-queens``, ``solo-aces``, ``genscher`` (a Genscher game), ``void`` (all declined a
    poverty), ``thrown`` (thrown in, a one-trump poverty redealt included), or the phase name
    of an unfinished deal before the contract is settled.
    """
    game = state.game
    if state.phase is Phase.VOID:
        return "thrown" if is_thrown(state) else "void"
    if game is None:
        return state.phase.value
    if game.genscher:
        return "genscher"
    if game.silent:
        return "silent marriage"
    if game.contract is Contract.MARRIAGE:
        return "marriage without partner" if game.solo else "marriage"
    if game.contract.is_solo:
        prefix = "forced " if game.forced else "compulsory " if game.compulsory else ""
        return prefix + game.contract.value
    return game.contract.value


def is_thrown(state: State) -> bool:
    """Whether the deal was thrown in: a void deal whose reservation round a throw won, or a
    poverty of at most one trump with ``poverty_redeal_one_trump`` (FreeDoko
    ``THROW_WITH_ONE_TRUMP``), void before any card is passed."""
    round_ = state.pending
    return (state.phase is Phase.VOID and isinstance(round_, ReservationRound)
            and round_.best is not None
            and round_.declared[round_.best] in (Reservation.THROW, Reservation.POVERTY))


def result_json(state: State) -> dict[str, Any]:
    """The ``result`` object of a finished or void deal (as :meth:`Score.to_json`)."""
    return score(state).to_json()


def _redact_actions(lines: Sequence[str], seat: int) -> tuple[str, ...]:
    """The action lines as ``seat`` may see them: the cards passed in a poverty hidden unless
    ``seat`` gave or took them."""
    parsed: list[Action | None] = []
    for text in lines:
        try:
            parsed.append(parse_action(text))
        except ParseError:
            parsed.append(None)
    involved = {a.seat for a in parsed if isinstance(a, (Give, Accept))}
    return tuple(
        face_down(action, HIDDEN)
        if isinstance(action, (Give, Return)) and seat not in involved else text
        for text, action in zip(lines, parsed, strict=True)
    )


#: Doppelkopf's records as the validator, the writer and the sessions see them.
DRIVER: RecordDriver[Rules, Context, Card, State, Action] = RecordDriver(
    name="doppelkopf", result_keys=("scores", "winner", "card_points"), rules_type=Rules,
    presets=PRESETS, context_from_json=Context.from_json, parse_card=Card.parse,
    deck_problem=deck_problem, start=initial_state, parse_action=parse_action, apply=apply,
    result=result_json, redact_actions=_redact_actions, context_problem=Context.problem,
    card_codes={card.code: card for card in Card}, remembered_action=remembered_action,
)


#: The record functions of the game are its driver's (see
#: :class:`~trickgames._core.driver.RecordDriver`): the record of a deal so far, the record as
#: a seat may see it, validating a record, the final state of a valid one.
to_record, redact = DRIVER.to_record, DRIVER.redact
validate, replay = DRIVER.validate, DRIVER.replay
