"""The solver's fast path for the game value of a Schafkopf game with fixed sides.

Under a Sauspiel, a Hochzeit, a Solo, a Wenz, a Geier and their Tout (every Schafkopf game but
the Ramsch, the Bettel and the Sie) the result of a deal depends on its card play only through
the declaring side's card points ``P`` and whether each side took a trick (schafkopf.md
"Result", with every ``schneider`` and ``schwarz`` option): won with 61, schneider with 91 or
90 (``symmetric``) or lost schneider with 30 or less, schwarz by tricks or by points, a Tout
won by taking every trick. Laufende, knocks, doublings and the Stock are fixed before the
play. Each of these lines is one of the **conditions**, weakest first, each implied by the
next:

    the declarers take a trick, P ≥ 1, P ≥ 31, P ≥ 61, P ≥ 90, P ≥ 91, P ≥ 120,
    the declarers take every trick

The **level** of an ending is how many of them it meets, and its result is a function of the
level alone, growing with it for the declaring side and falling for the defenders (a superset
of the lines where a result can change under any option: the amounts are never needed here).
So the value with best play is the result of the *level* with best play, and that level is
found by two or three null-window searches (:func:`~trickgames.search._points.reaches`, by
bisection over the conditions), most of them far from the true card points and quick; the
result of a level is the engine's own ``score`` of an ending of that level (a line of play
down to the end where every card keeps the level: one null-window search per card tried).
"""

from __future__ import annotations

from typing import Any

from trickgames.search._compact import compact_of, is_doppelkopf
from trickgames.search._points import PointsSearch, TricksSearch, reaches

__all__ = ["Levels", "by_levels"]

#: The declaring side's card points of the conditions between the first and the last.
THRESHOLDS = (1, 31, 61, 90, 91, 120)
#: How many conditions there are.
CONDITIONS = len(THRESHOLDS) + 2
#: The kinds of game whose result is not a function of the level (scored otherwise).
_OTHER_KINDS = frozenset({"ramsch", "bettel", "bettel-ouvert", "sie"})


def by_levels(state: Any) -> bool:
    """Whether the game value of ``state`` may be found by levels: a Schafkopf game with
    fixed sides other than a Ramsch, a Bettel or a Sie."""
    return not is_doppelkopf(state) and state.game.contract.kind.value not in _OTHER_KINDS


class Levels:
    """The levels of the positions of one deal from ``state`` on, and the result of each
    level for every seat (found once, by the engine)."""

    def __init__(self, state: Any) -> None:
        self.compact = compact = compact_of(state)
        side = state.game.side
        #: The declaring side as four bits.
        self.declarers = declarers = sum(1 << s for s in range(4) if side[s])
        self.points = PointsSearch(compact, declarers)
        self.tricks = TricksSearch(compact, declarers)
        #: A finished state of each level found so far.
        self.endings: dict[int, Any] = {}

    @property
    def nodes(self) -> int:
        """The trick starts the searches visited."""
        return self.points.nodes + self.tricks.nodes

    def holds(self, state: Any, condition: int) -> bool:
        """Whether the declarers can force the ``condition``-th condition from ``state``."""
        declarers = self.declarers
        won = [declarers >> t.winner & 1 for t in state.tricks]
        have = sum(sum(c.points for c in t.cards) for t, w in zip(state.tricks, won) if w)
        if state.is_over:
            return (any(won) if condition == 0 else all(won) if condition == CONDITIONS - 1
                    else have >= THRESHOLDS[condition - 1])
        compact = self.compact
        hands = [compact.hand(h) for h in state.hands]
        trick = [compact.pos(int(c)) for c in state.trick]
        leader = (state.turn - len(trick)) & 3
        searched = compact.searched_in(state)
        left = int(state.deal.rules.cards_per_hand - len(state.tricks))
        if condition == 0:  # the declarers take a trick
            return any(won) or reaches(self.tricks, hands, trick, leader, searched, left,
                                       left, 1)
        if condition == CONDITIONS - 1:  # the declarers take every trick
            return all(won) and reaches(self.tricks, hands, trick, leader, searched, left,
                                        left, left)
        remaining = sum(c.points for seat in range(4) for c in state.hand(seat)) + sum(
            c.points for c in state.trick)
        return reaches(self.points, hands, trick, leader, searched, left, remaining,
                       THRESHOLDS[condition - 1] - have)

    def level(self, state: Any) -> int:
        """The level of ``state`` with best play by both sides (bisection over the
        conditions)."""
        low, high = 0, CONDITIONS
        while low < high:
            middle = (low + high + 1) // 2
            if self.holds(state, middle - 1):
                low = middle
            else:
                high = middle - 1
        return low

    def ending(self, state: Any, level: int) -> Any:
        """A finished state of ``level`` reached from ``state`` (whose level it is): each
        declarer plays a card after which the level is still reached, each defender one after
        which it is not exceeded."""
        known = self.endings.get(level)
        if known is not None:
            return known
        game = self.compact.game
        while not state.is_over:
            plays = [a for a in game.legal_actions(state, state.turn) if a.verb == "play"]
            after = None
            for play in plays:
                child = game.apply(state, play)
                if play is plays[-1]:  # the level is kept by one of them
                    after = child
                    break
                if self.declarers >> state.turn & 1:
                    keeps = level == 0 or self.holds(child, level - 1)
                else:
                    keeps = level == CONDITIONS or not self.holds(child, level)
                if keeps:
                    after = child
                    break
            state = after
        self.endings[level] = state
        return state
