"""The deal as a sequence of decisions, one seat at a time: what both adapters step through.

The engines let some actions be made off turn (Doppelkopf announcements, Schafkopf knocks and
doublings): they are legal for every seat that may make them, whoever is on turn. Learning
and search frameworks want one seat to decide at a time, so a :class:`Table` turns the moments
for off-turn actions into turns, the way :func:`trickgames.bots.play_deal` asks its players:

1. Before the seat on turn decides, each other seat that has a legal off-turn action is
   asked, in seat order from the seat after the one on turn. An asked seat makes one of its
   off-turn actions or says ``wait``.
2. A seat that waited is not asked again until the deal moves on (any action is made).
3. When nobody else acts, the seat on turn decides: one of its own actions, or one of its
   off-turn actions (it is asked again after that).
4. Any action starts the asking anew, from the seat after the one on turn.

So the seat asked is always determined by the deal, and every action the engine would allow,
at every moment it allows it, can be made. A multi-card action (a Doppelkopf poverty's
``give`` and ``return``) is chosen card by card (``pick``), and applied with its last card.

A table is a value: :meth:`Table.step` returns a new one. The legal options of a table are
worked out once, when first asked for.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import numpy as np
import numpy.typing as npt

from trickgames.rl._spec import GameSpec

__all__ = ["Table"]

_UNKNOWN = -2


class Table:
    """One decision point of a deal: the engine's state, the seats that waited at it, and the
    cards picked so far by the seat choosing a multi-card action."""

    __slots__ = ("_asked", "_multi", "_options", "picks", "spec", "state", "waited")

    def __init__(self, spec: GameSpec, state: Any, waited: frozenset[int] = frozenset(),
                 picks: tuple[int, ...] = ()) -> None:
        self.spec = spec
        self.state = state
        #: The seats asked at this state that said ``wait``.
        self.waited = waited
        #: The card numbers picked so far (a multi-card action in the making).
        self.picks = picks
        self._asked = _UNKNOWN
        self._options: dict[int, Any] | None = None
        self._multi: list[tuple[Any, Counter[int]]] = []

    @property
    def over(self) -> bool:
        """Whether the deal is over (finished or void)."""
        return bool(self.state.is_over)

    @property
    def asked(self) -> int:
        """The seat that decides now (``-1`` once the deal is over)."""
        asked = self._asked
        if asked == _UNKNOWN:
            asked = self._asked = self._find_asked()
        return asked

    def _find_asked(self) -> int:
        state = self.state
        if state.is_over:
            return -1
        turn: int = state.turn
        if not self.picks:
            legal = self.spec.engine.legal_actions
            waited = self.waited
            for offset in (1, 2, 3):
                seat = (turn + offset) & 3
                if seat not in waited and legal(state, seat):
                    return seat
        return turn

    @property
    def on_turn(self) -> bool:
        """Whether the seat asked is the seat on turn (else it is asked off turn)."""
        turn: int = self.state.turn
        return self.asked == turn

    def options(self) -> dict[int, Any]:
        """The legal decisions of the asked seat: each index of the action table with the
        engine's action it makes (``None`` for ``wait`` and for a pick that does not yet
        complete an action). Empty once the deal is over."""
        options = self._options
        if options is None:
            options = self._options = self._find_options()
        return options

    def _find_options(self) -> dict[int, Any]:
        seat = self.asked
        if seat < 0:
            return {}
        spec = self.spec
        options: dict[int, Any] = {}
        index = spec.action_index
        multi_cards = spec.multi_cards
        multi = self._multi
        for action in spec.engine.legal_actions(self.state, seat):
            i = index(action)
            if i is None:
                given = multi_cards(action)
                assert given is not None
                multi.append((action, Counter(int(c) for c in given)))
            elif not self.picks:
                options[i] = action
        if multi:
            chosen = Counter(self.picks)
            for _, cards in multi:
                if all(cards[c] >= n for c, n in chosen.items()):
                    for card in cards - chosen:
                        options[spec.pick_index[card]] = None
        if not self.on_turn:
            options[spec.wait] = None
        return dict(sorted(options.items()))

    def mask(self) -> npt.NDArray[np.int8]:
        """The action mask of the asked seat: 1 for each legal index of the action table."""
        mask = np.zeros(len(self.spec.keys), np.int8)
        mask[list(self.options())] = 1
        return mask

    def step(self, index: int) -> Table:
        """The table after the asked seat's decision ``index`` (one of :meth:`options`;
        anything else is a :class:`KeyError`)."""
        options = self.options()
        action = options[index]
        spec = self.spec
        if action is not None:
            return Table(spec, spec.engine.apply_unchecked(self.state, action))
        if index == spec.wait:
            return Table(spec, self.state, self.waited | {self.asked})
        picks = (*self.picks, spec.pick_card[index])
        chosen = Counter(picks)
        for action, cards in self._multi:
            if cards == chosen:
                return Table(spec, spec.engine.apply_unchecked(self.state, action))
        return Table(spec, self.state, self.waited, picks)

    def view(self, seat: int) -> Any:
        """The engine's view of ``seat``."""
        return self.spec.engine.view(self.state, seat)

    def decision_of(self, seat: int) -> int:
        """The ``decision`` value of ``seat``: asked on turn, asked off turn, or not asked."""
        if seat != self.asked:
            return 0
        return 1 if self.on_turn else 2
