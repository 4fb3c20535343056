"""Building hand-made Schafkopf situations for the example tests.

* :func:`start` deals given hands (card codes per seat) and :func:`run` applies record lines.
* :func:`design` builds a whole deal from its tricks: each trick is written in play order, the
  seat of each card follows from who won the previous trick (forehand leads trick 1), and the
  hands as dealt are whatever each seat played. The bidding is the declarer's ``bid``, every
  other seat's ``pass``, and the declaration; ``before`` (knocks) and ``after`` (doublings)
  lines are added around it. The record is replayed through the engine, so every card must be
  legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from trickgames import IllegalActionError
from trickgames import schafkopf as sk
from trickgames.schafkopf.cards import Card
from trickgames.schafkopf.contracts import Contract, card_order
from trickgames.schafkopf.record import replay
from trickgames.schafkopf.rules import Rules

__all__ = ["cards", "design", "design_record", "refused", "rules_of", "run", "start"]


def rules_of(rules: Rules | str | dict[str, Any]) -> Rules:
    """A rules object from a preset name, a JSON object or a rules object."""
    if isinstance(rules, Rules):
        return rules
    return Rules.from_json(rules)


def cards(text: str) -> list[Card]:
    """``"EO HA S7"`` as cards."""
    return [Card.parse(t) for t in text.split()]


def start(hands: Sequence[str], rules: Rules | str | dict[str, Any] = "standard",
          dealer: int = 3) -> sk.State:
    """A deal of the given hands (one string of card codes per seat); forehand is
    ``dealer + 1`` (p0 by default)."""
    return sk.deal(rules_of(rules), hands=[h.split() for h in hands], dealer=dealer)


def run(state: sk.State, *lines: str) -> sk.State:
    """Apply record lines (each may hold several actions separated by ``;``)."""
    for line in lines:
        for part in line.split(";"):
            if part.strip():
                state = sk.apply(state, part.strip())
    return state


def refused(state: sk.State, line: str, code: str) -> IllegalActionError:
    """Assert that ``line`` is illegal with ``code`` (and that is_legal agrees)."""
    assert not sk.is_legal(state, line)
    with pytest.raises(IllegalActionError) as info:
        sk.apply(state, line)
    assert info.value.code == code, info.value
    return info.value


def bidding(declarer: int, contract: str, dealer: int = 3) -> list[str]:
    """The declarer bids, everybody else passes (from forehand), then the declaration."""
    forehand = (dealer + 1) & 3
    lines = []
    for i in range(4):
        seat = (forehand + i) & 3
        lines.append(f"p{seat} {'bid' if seat == declarer else 'pass'}")
    lines.append(f"p{declarer} declare {contract}")
    return lines


def design_record(
    tricks: Sequence[str],
    *,
    declarer: int,
    contract: str,
    rules: Rules | str | dict[str, Any] = "standard",
    dealer: int = 3,
    before: Sequence[str] = (),
    after: Sequence[str] = (),
) -> dict[str, Any]:
    """The record of a deal designed from its tricks (see the module docstring)."""
    rules_obj = rules_of(rules)
    order = card_order(Contract.parse(contract), rules_obj.short)
    hands: list[list[str]] = [[], [], [], []]
    plays: list[str] = []
    leader = (dealer + 1) & 3
    for trick in tricks:
        codes = trick.split()
        assert len(codes) == 4, trick
        for i, code in enumerate(codes):
            seat = (leader + i) & 3
            hands[seat].append(code)
            plays.append(f"p{seat} play {code}")
        leader = (leader + order.winner_index([Card.parse(c) for c in codes])) & 3
    return {
        "format": "trickgames.record/1",
        "game": "schafkopf",
        "rules": rules_obj.to_json(),
        "dealer": dealer,
        "hands": hands,
        "actions": [*before, *bidding(declarer, contract, dealer), *after, *plays],
    }


def design(tricks: Sequence[str], **kwargs: Any) -> sk.State:
    """The final state of a deal designed from its tricks (see :func:`design_record`)."""
    return replay(design_record(tricks, **kwargs))
