"""The solver's fast path for the game value of a Schafkopf game with fixed sides.

Under a Sauspiel, a Hochzeit, a Solo, a Wenz, a Geier and their Tout (every Schafkopf game but
the Ramsch, the Bettel and the Sie) the result of a deal depends on its card play only through
the declaring side's card points ``P`` and whether each side took a trick (schafkopf.md
"Result"): won with 61, won schneider with 91 (``schneider`` = ``asymmetric``) or 90
(``symmetric``: the defenders have 30 or less), lost schneider with 30 or less, schwarz when
the losing side took no trick (``schwarz`` = ``tricks``) or no card point (``points``: P 0 or
120), a Tout won by taking every trick and nothing else. Laufende, knocks, doublings and the
Stock are fixed before the play. Each of these lines is a **condition** on the ending; for a
Sauspiel with the default options, weakest first, each implied by the next:

    the declarers take a trick, P ≥ 31, P ≥ 61, P ≥ 91, the declarers take every trick

The **level** of an ending is how many of them it meets, and its result is a function of the
level alone, growing with it for the declaring side and falling for the defenders (only the
lines are needed here, never the amounts). So the value with best play is the result of the
*level* with best play, and that level is found by two or three null-window searches
(:func:`~trickgames.search._points.reaches`, by bisection over the conditions), most of them
far from the true card points and quick. The result of a level is the engine's own ``score``
of an ending of that level: one of a few random playouts, else a line of play down to the end
where every card keeps the level (one null-window search per card tried).
"""

from __future__ import annotations

from typing import Any

from trickgames._core.rng import Rng
from trickgames.search._compact import compact_of, is_doppelkopf, positions, won_points
from trickgames.search._points import PointsSearch, TricksSearch, reaches

__all__ = ["Levels", "by_levels", "conditions"]

#: The conditions that are not card points: the declarers take a trick, take every trick.
TRICK, EVERY_TRICK = -1, -2
#: The random playouts tried for endings of each level before a line is searched.
PLAYOUTS = 16
#: The kinds of game whose result is not a function of the level (scored otherwise).
_OTHER_KINDS = frozenset({"ramsch", "bettel", "bettel-ouvert", "sie"})


def by_levels(state: Any) -> bool:
    """Whether the game value of ``state`` may be found by levels: a Schafkopf game with
    fixed sides other than a Ramsch, a Bettel or a Sie."""
    return not is_doppelkopf(state) and state.game.contract.kind.value not in _OTHER_KINDS


def conditions(state: Any) -> tuple[int, ...]:
    """The conditions of the game of ``state``, weakest first (see the module): card point
    thresholds of the declarers, :data:`TRICK` and :data:`EVERY_TRICK`; for option values
    this module does not know, every line of every option."""
    if state.game.contract.tout:
        return (EVERY_TRICK,)
    rules = state.deal.rules
    schneider = {"asymmetric": (91,), "symmetric": (90,)}.get(rules.schneider.value, (90, 91))
    low, high = {"tricks": ((TRICK,), (EVERY_TRICK,)), "points": ((1,), (120,))}.get(
        rules.schwarz.value, ((TRICK, 1), (120, EVERY_TRICK)))
    return (*low, 31, 61, *schneider, *high)


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
        self.conditions = conditions(state)
        #: A finished state of each level found so far.
        self.endings: dict[int, Any] = {}
        self.played = False

    @property
    def nodes(self) -> int:
        """The trick starts the searches visited."""
        return self.points.nodes + self.tricks.nodes

    def holds(self, state: Any, condition: int) -> bool:
        """Whether the declarers can force the ``condition``-th condition from ``state``."""
        declarers = self.declarers
        test = self.conditions[condition]
        won = [declarers >> t.winner & 1 for t in state.tricks]
        if (test == TRICK and any(won)) or (test == EVERY_TRICK and not all(won)):
            return test == TRICK
        have = won_points(state, declarers)
        if state.is_over:
            return test == EVERY_TRICK if test < 0 else have >= test
        hands, trick, leader, searched, remaining = self._position(state)
        left = int(state.deal.rules.cards_per_hand - len(state.tricks))
        if test < 0:  # a trick, or every trick, from here
            return reaches(self.tricks, hands, trick, leader, searched, left, left,
                           1 if test == TRICK else left)
        return reaches(self.points, hands, trick, leader, searched, left, remaining,
                       test - have)

    def level(self, state: Any) -> int:
        """The level of ``state`` with best play by both sides (bisection over the
        conditions)."""
        low, high = 0, len(self.conditions)
        while low < high:
            middle = (low + high + 1) // 2
            if self.holds(state, middle - 1):
                low = middle
            else:
                high = middle - 1
        return low

    def ending(self, state: Any, level: int) -> Any:
        """A finished state of ``level`` reached from ``state`` (whose level it is with best
        play): one of :data:`PLAYOUTS` random playouts from the first state asked about, or
        of a few where one side plays by rule of thumb, else :meth:`line`."""
        top = len(self.conditions)
        if not self.played:
            self.played = True
            for number in range(PLAYOUTS):
                self._playout(state, 0, number)
        # The defenders play by rule of thumb for the low levels, the declarers for the high.
        strong = (~self.declarers if 2 * level < top else self.declarers) & 15
        for number in range(PLAYOUTS // 4):
            if level in self.endings:
                break
            self._playout(state, strong, number)
        if level not in self.endings:
            self.endings[level] = self.line(state, level)
        return self.endings[level]

    def _playout(self, state: Any, strong: int, seed: int) -> None:
        """A playout to the end, the seats of ``strong`` (four bits) by rule of thumb and the
        others at random; its ending kept by its level."""
        game = self.compact.game
        rng = Rng(seed)
        if strong:
            from trickgames._games import GAMES  # the registry imports the search layer
            players = [GAMES["schafkopf"].bots.heuristic() for _ in range(4)]
        while not state.is_over:
            turn = state.turn
            if strong >> turn & 1:
                play = players[turn].choose(game.view(state, turn))
            else:
                plays = [a for a in game.legal_actions(state, turn) if a.verb == "play"]
                play = plays[int(rng.random() * len(plays))]
            state = game.apply(state, play)
        found = sum(self.holds(state, i) for i in range(len(self.conditions)))
        self.endings.setdefault(found, state)

    def line(self, state: Any, level: int) -> Any:
        """The end of a line of play from ``state`` (whose level it is with best play) where
        each declarer plays a card after which the level is still reached and each defender
        one after which it is not exceeded."""
        game = self.compact.game
        top = len(self.conditions)
        while not state.is_over:
            plays = self._ordered(state, [a for a in game.legal_actions(state, state.turn)
                                          if a.verb == "play"])
            for play in plays:
                child = game.apply(state, play)
                if play is plays[-1]:  # the level is kept by one of them
                    break
                if self.declarers >> state.turn & 1:
                    if level == 0 or self.holds(child, level - 1):
                        break
                elif level == top or not self.holds(child, level):
                    break
            state = child
        return state

    def _ordered(self, state: Any, plays: list[Any]) -> list[Any]:
        """The card plays in the points search's order for the position (the card that was
        best there first): the first is most often the one that keeps the level."""
        compact = self.compact
        search = self.points
        hands, trick, leader, searched, _ = self._position(state)
        best = compact.winner(trick, False) if trick else 0
        allowed = sum(1 << compact.pos(int(p.card)) for p in plays)
        key = (*hands, leader, searched) if not trick else None
        order = list(search._moves(allowed, hands, [*trick, 0, 0, 0, 0][:4], len(trick),
                                   state.turn, leader, best, key)) if len(plays) > 1 else []
        rank = {card: i for i, card in enumerate(order)}
        return sorted(plays, key=lambda p: rank.get(compact.pos(int(p.card)), len(order)))

    def _position(self, state: Any) -> tuple[list[int], list[int], int, bool, int]:
        """A state's hands and trick in positions, the trick's leader, whether the called
        suit has been searched and the card points still in play."""
        hands, trick, remaining = positions(self.compact, state)
        return (list(hands), trick, (state.turn - len(trick)) & 3,
                self.compact.searched_in(state), remaining)
