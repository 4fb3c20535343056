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

from collections.abc import Iterator, Sequence
from typing import Any

import attrs

from trickgames._core.driver import HIDDEN, RecordDriver
from trickgames._core.records import Record, record_value
from trickgames.schafkopf.actions import Action, parse_action, remembered_action
from trickgames.schafkopf.cards import Card
from trickgames.schafkopf.contracts import Contract
from trickgames.schafkopf.engine import apply, deck_problem
from trickgames.schafkopf.rules import PRESETS, Rules
from trickgames.schafkopf.scoring import score
from trickgames.schafkopf.state import Context, Phase, State, initial_state

__all__ = [
    "DRIVER",
    "HIDDEN",
    "OPEN_GAMES",
    "contract_label",
    "open_hands",
    "redact",
    "redact_lines",
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


def redact_lines(lines: Sequence[str], seat: int) -> tuple[str, ...]:
    """The action lines as ``seat`` may see them: as they are, but a Hochzeit's ``give``,
    whose card only the offerer and the acceptor see (``p3 give ??``, schafkopf-variants.md
    12)."""
    offerer = next((s for s, game in _declarations(lines) if game is Contract.HOCHZEIT), None)
    out = []
    for line in lines:
        words = line.split()
        if (len(words) > 2 and words[1].lower() == "give"
                and seat not in (offerer, _seat_of(line))):
            line = f"{words[0]} {words[1]} {HIDDEN}"
        out.append(line)
    return tuple(out)


def _seat_of(line: str) -> int | None:
    """The seat a record line names (``None`` if it names none)."""
    word = line.split()[0].lower() if line.split() else ""
    return int(word[1]) if len(word) == 2 and word[0] == "p" and word[1] in "0123" else None


def open_hands(lines: Sequence[str]) -> frozenset[int]:
    """The seats whose hands as dealt are open to everybody: the declarer of a Bettel ouvert
    or a Sie (schafkopf-variants.md 12)."""
    return frozenset(s for s, game in _declarations(lines) if game in OPEN_GAMES)


def _declarations(lines: Sequence[str]) -> Iterator[tuple[int, Contract]]:
    """The seat and game of each declaration among the lines (aliases and any case read; a
    line that does not read as one is passed over)."""
    for line in lines:
        words = line.lower().split()
        if len(words) > 2 and words[1] == "declare":
            try:
                contract = Contract.parse(words[2])
            except ValueError:
                continue
            seat = _seat_of(line)
            if seat is not None:
                yield seat, contract


#: The games whose declarer's hand is open to everybody (schafkopf-variants.md 12).
OPEN_GAMES = frozenset({Contract.BETTEL_OUVERT, Contract.SIE})


@attrs.frozen(kw_only=True)
class _Records(RecordDriver[Rules, Context, Card, State, Action]):
    """Schafkopf's record driver: a redacted record keeps an open hand visible."""

    def redact(self, record: Record | dict[str, Any] | str | bytes, seat: int) -> Record:
        redacted = super().redact(record, seat)
        shown = open_hands(redacted.actions)
        if not shown:
            return redacted
        original = record if isinstance(record, Record) else Record.from_json(
            record_value(record))
        hands = tuple(original.hands[s] if s in shown else hand
                      for s, hand in enumerate(redacted.hands))
        return attrs.evolve(redacted, hands=hands)


#: Schafkopf's records as the validator, the writer and the sessions see them.
DRIVER: RecordDriver[Rules, Context, Card, State, Action] = _Records(
    name="schafkopf", result_keys=("payouts", "card_points", "ramsch", "stock"),
    rules_type=Rules, presets=PRESETS,
    context_from_json=Context.from_json, parse_card=Card.parse, deck_problem=deck_problem,
    start=initial_state, parse_action=parse_action, apply=apply, result=result_json,
    redact_actions=redact_lines, context_problem=Context.problem,
    card_codes={card.code: card for card in Card}, remembered_action=remembered_action,
)


#: The record functions of the game are its driver's (see
#: :class:`~trickgames._core.driver.RecordDriver`): the record of a deal so far, the record as
#: a seat may see it, validating a record, the final state of a valid one.
to_record, redact = DRIVER.to_record, DRIVER.redact
validate, replay = DRIVER.validate, DRIVER.replay
