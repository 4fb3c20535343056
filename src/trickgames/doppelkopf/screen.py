"""Doppelkopf on a terminal screen: what the terminal game (:mod:`trickgames.terminal`) shows
of a deal that is particular to Doppelkopf (the contract, the parties as the viewer knows
them, the announcements, a session's compulsory solos).

>>> from trickgames import doppelkopf as dk
>>> PRESENTER.describe(dk.view(dk.deal("ddv", seed=1), 0))[0]
'Contract: not settled yet'
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from trickgames._core.registry import BasePresenter
from trickgames._core.sessions import NextDeal
from trickgames.doppelkopf.record import contract_label
from trickgames.doppelkopf.scoring import Score
from trickgames.doppelkopf.session import Session
from trickgames.doppelkopf.state import Context, State
from trickgames.doppelkopf.view import PlayerView

__all__ = ["PRESENTER"]

_LEVELS = ("", " no90", " no60", " no30", " schwarz")


class _Presenter(BasePresenter):
    """The Doppelkopf presenter (see the module)."""

    sheet = "standings"
    unit = ""

    def describe(self, view: PlayerView) -> list[str]:
        lines = []
        contract = view.contract.value if view.contract is not None else "not settled yet"
        if view.silent_marriage:
            contract = "silent marriage (you play alone)"
        who = f" by p{view.declarer}" if view.declarer is not None and view.contract else ""
        lines.append(f"Contract: {contract}{who}")
        parties = ", ".join(
            f"p{s}: {p.value if p is not None else '?'}" for s, p in enumerate(view.parties)
        )
        lines.append(f"Parties as you know them: {parties}")
        calls = [f"{party}{_LEVELS[level]}" for party, level in
                 (("re", view.re_level), ("kontra", view.kontra_level)) if level >= 0]
        if calls:
            lines.append("Announced: " + "; ".join(calls))
        return lines

    def amounts(self, score: Score) -> tuple[int, ...]:
        return score.scores

    def contract(self, state: State) -> str:
        return contract_label(state)

    def before_deal(self, session: Session, plan: NextDeal[Context],
                    name: Callable[[int], str]) -> list[str]:
        lines = []
        forced = plan.context.forced_solo
        if forced is not None:
            lines.append(f"Forced solo: {name(plan.seats[forced])} (p{forced}) must play the "
                         "compulsory solo now; there are no reservations.")
        if session.config.compulsory_solos:
            names = [name(p) for p, owes in enumerate(session.book.owed) if owes]
            lines.append("Compulsory solos still owed: " + (", ".join(names) or "none"))
        return lines


#: How the terminal game shows Doppelkopf.
PRESENTER: Any = _Presenter()
