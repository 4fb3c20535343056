"""Schafkopf on a terminal screen: what the terminal game (:mod:`trickgames.terminal`) shows
of a deal that is particular to Schafkopf (the knocks and the bidding, the game and the sides
as the viewer knows them, the doublings, a session's ledger in cents).

>>> from trickgames import schafkopf as sk
>>> PRESENTER.describe(sk.view(sk.deal("standard", seed=1), 0))
[]
"""

from __future__ import annotations

from typing import Any

from trickgames._core.registry import BasePresenter
from trickgames.schafkopf.record import contract_label
from trickgames.schafkopf.scoring import Score
from trickgames.schafkopf.state import State
from trickgames.schafkopf.view import PlayerView

__all__ = ["PRESENTER"]


class _Presenter(BasePresenter):
    """The Schafkopf presenter (see the module)."""

    sheet = "balances (cents)"
    unit = " (cents)"

    def describe(self, view: PlayerView) -> list[str]:
        lines = []
        if view.knocks:
            lines.append("Knocked: " + ", ".join(f"p{s}" for s in view.knocks))
        if view.contract is None:
            if view.bidders:
                lines.append("Bidding: " + ", ".join(f"p{s}" for s in view.bidders) + " bid"
                             + (f"; p{view.holder} holds {view.claim.value}"
                                if view.claim is not None and view.holder is not None else ""))
            return lines
        lines.append(f"Game: {view.contract.value} by p{view.declarer}")
        if view.partner is not None and view.partner != view.seat:
            lines.append(f"Partner (holds the called ace): p{view.partner}")
        sides = ", ".join(f"p{s}: {p.value if p is not None else '?'}"
                          for s, p in enumerate(view.parties))
        lines.append(f"Sides as you know them: {sides}")
        if view.doublings:
            words = ["kontra", "re"]
            lines.append("Doubled: " + ", ".join(f"p{s} {words[i] if i < 2 else 'doubles'}"
                                                 for i, s in enumerate(view.doublings)))
        return lines

    def amounts(self, score: Score) -> tuple[int, ...]:
        return score.payouts

    def contract(self, state: State) -> str:
        return contract_label(state)



#: How the terminal game shows Schafkopf.
PRESENTER: Any = _Presenter()
