"""The solver: perfect-information search of a deal's remaining card play.

:func:`solve` takes a full state in trick play (every hand known: a real deal, or a world of
:func:`~trickgames.search.sample_worlds`) and plays the rest of the deal out for both sides:
alpha-beta search over the card plays, with a transposition table at the start of every
trick (a new one bounded by the sides' sure trumps), move ordering (the card that led best
before, then the leads that leave the other side the fewest replies; cards that win the
trick, or once the trick is one's own, the cards worth most points first), cards that can
make no difference searched once (two cards of one suit and the same points with no other
seat's card between them) and the last trick played out directly. It works on the compact
form of the deal (:mod:`trickgames.search._compact`).

**Sides.** The value is that of the side of ``seat`` (default: the seat to play): in
Doppelkopf its party as the engine knows it (in a marriage still looking for a partner, the
party the play ends with), in Schafkopf the declarers or the defenders; in a Ramsch, where
every seat plays for itself, the seat alone against the other three. The side plays for the
most, the others for the least.

**Objectives.** ``points``: the card points the side holds at the end of the deal (those it
has won already and those it wins from here). ``score``: the seat's result at the end, the
game's own ``score`` of the final state (Doppelkopf: the seat's game points; Schafkopf: its
payout in cents, with its part of a Stock), every ending scored by the engine. Announcements,
doublings and a Genscher are not searched: the solver plays the cards with the calls made so
far.

>>> from trickgames import schafkopf as sk
>>> state = sk.deal("sauspiel", dealer=3, hands=[
...     "EO GO HO SO G9 G8 E7 S7".split(), "EU GU HU SU HA HZ G7 E9".split(),
...     "GA GZ GK EA EZ SA SZ SK".split(), "HK H9 H8 H7 EK E8 S9 S8".split()])
>>> for line in ["p0 bid", "p1 pass", "p2 pass", "p3 pass", "p0 declare solo-herz"]:
...     state = sk.apply(state, line)
>>> for _ in range(16):  # four tricks, each seat playing its first legal card
...     state = sk.apply(state, sk.legal_actions(state, state.turn)[0])
>>> solution = solve(state, seat=0)
>>> solution.value, [(str(play), value) for play, value in solution.moves]
(61, [('p1 play HZ', 61), ('p1 play SU', 61), ('p1 play HU', 61), ('p1 play HA', 62)])

The declarer's side holds 61 card points with best play; the seat to play, a defender, keeps
it there with three of his four cards (its best first), and would give a point away with the
fourth.
"""

from __future__ import annotations

from typing import Any

import attrs

from trickgames._core.errors import ArgumentError
from trickgames._core.seats import check_seat
from trickgames.search._compact import compact_of, is_doppelkopf, positions, won_points
from trickgames.search._levels import Levels, by_levels
from trickgames.search._points import PointsSearch, narrowed

__all__ = ["OBJECTIVES", "Solution", "solve", "value"]

#: The objectives :func:`solve` knows.
OBJECTIVES = ("points", "score")

_INFINITY = 1 << 30


@attrs.frozen
class Solution:
    """The result of :func:`solve`: the side's ``value`` with best play by both sides, every
    card play of the seat to play with its value (``moves``, best for that seat first), the
    ``best`` plays among them, the ``seat`` whose side is valued, the ``objective`` and how
    many trick starts the search visited (``nodes``)."""

    value: int
    moves: tuple[tuple[Any, int], ...]
    best: tuple[Any, ...]
    seat: int
    objective: str
    nodes: int

    def value_of(self, play: Any) -> int:
        """The value of one of the seat's plays (one of :attr:`moves`)."""
        for move, value in self.moves:
            if move == play:
                return value
        raise ArgumentError(f"{play} is not a legal card play here", code="not_a_move")


def check_solvable(state: Any, seat: int | None, objective: str) -> int:
    """The seat whose side :func:`solve` values (``seat``, or the seat to play), or the
    error of a state, seat or objective it refuses."""
    try:
        is_doppelkopf(state)
    except TypeError:
        raise ArgumentError(f"expected a state of Doppelkopf or Schafkopf, not "
                            f"{type(state).__name__}", code="not_a_state") from None
    if state.is_over:
        raise ArgumentError("the deal is over: there is no card play left to solve",
                            code="deal_over")
    if state.phase.value != "play":
        raise ArgumentError(f"no card is played yet (the {state.phase.value} is not over)",
                            code="not_play_phase")
    if objective not in OBJECTIVES:
        raise ArgumentError(f"unknown objective {objective!r} (known: {', '.join(OBJECTIVES)})",
                            code="invalid_objective")
    return int(state.turn) if seat is None else check_seat(seat)


def side_of(state: Any, seat: int) -> int:
    """The side of ``seat`` as four bits (bit ``s``: seat ``s`` is on it), as the engine
    knows the parties now (a Ramsch: the seat alone)."""
    game = state.game
    if is_doppelkopf(state):
        flags = game.re if game.re[seat] else tuple(not r for r in game.re)
    elif game.contract.value == "ramsch":
        flags = tuple(s == seat for s in range(4))
    else:
        mine = game.side[seat]
        flags = tuple(side == mine for side in game.side)
    return sum(1 << s for s in range(4) if flags[s])


def tricks_left(state: Any) -> int:
    """The tricks still to play, the current one included."""
    return int(state.deal.rules.cards_per_hand - len(state.tricks))


def seat_result(game: Any, final: Any, seat: int) -> int:
    """A seat's result of a finished deal: Doppelkopf game points, Schafkopf cents (with its
    part of a Stock)."""
    score = game.score(final)
    if game.__name__.endswith("doppelkopf"):
        result: int = score.scores[seat]
        return result
    return int(score.payouts[seat] + (score.stock[seat] if score.stock else 0))


class _Search:
    """One search from one state (see the module)."""

    def __init__(self, state: Any, seat: int, objective: str) -> None:
        self.state = state
        self.seat = seat
        self.compact = compact = compact_of(state)
        self.game = compact.game
        self.nodes = 0
        self.tt: dict[Any, tuple[int, int]] = {}
        self.best_lead: dict[Any, int] = {}
        #: A marriage still looking for its partner: the parties change with the play, so
        #: the engine's state is kept along until it is clarified, and values are totals.
        self.open = bool(compact.doppelkopf and state.game.open)
        self.scores = objective == "score"
        self.engine = self.open or self.scores
        self.side = side_of(state, seat)
        #: The endings of the score objective whose order of tricks may matter (a Ramsch's
        #: tie break by the later trick, a marriage's clarification).
        self.ordered = self.open or (not compact.doppelkopf
                                     and state.game.contract.value == "ramsch")
        self.base = 0 if self.engine else won_points(state, self.side)

    # -- the engine, for what the compact form leaves to it ------------------------------------

    def _advance(self, engine: tuple[Any, int], leader: int, cards: list[int]) -> Any:
        """The engine's state after the trick ``cards`` (``engine``: a state and how many of
        the trick's cards it has seen)."""
        state, applied = engine
        play = self.game.Play
        card_type = self.game.Card
        apply = self.game.apply_unchecked
        card_of = self.compact.card_of
        for i in range(applied, len(cards)):
            state = apply(state, play((leader + i) & 3, card_type(card_of[cards[i]])))
        return state

    def _result(self, final: Any) -> int:
        """The value of a finished deal: the seat's result, or the side's card points."""
        if self.scores:
            return seat_result(self.game, final, self.seat)
        return won_points(final, side_of(final, self.seat))

    # -- the search ---------------------------------------------------------------------------

    def moves(self) -> list[tuple[int, int]]:
        """Each legal card of the seat to play with the side's value after it."""
        state = self.state
        compact = self.compact
        hands, trick, remaining = positions(compact, state)
        leader = (state.turn - len(trick)) & 3
        engine = (state, len(trick)) if self.engine else None
        seat = state.turn
        led = trick[0] if trick else -1
        best = trick[compact.winner(trick, False)] if trick else -1
        out = []
        searched = compact.searched_in(state)
        for card in compact.positions(compact.legal(hands[seat], led, best, searched)):
            value = self._play(hands, leader, trick, seat, card, searched,
                               -_INFINITY, _INFINITY, engine, (), remaining)
            out.append((card, value + self.base))
        return out

    def _play(self, hands: tuple[int, ...], leader: int, trick: list[int], seat: int,
              card: int, searched: bool, alpha: int, beta: int,
              engine: tuple[Any, int] | None, past: tuple[Any, ...], remaining: int) -> int:
        """The value after ``seat`` plays ``card`` to ``trick``."""
        compact = self.compact
        new = list(hands)
        new[seat] = compact.remove(hands[seat], card)
        cards = [*trick, card]
        if len(cards) < 4:
            return self._inner(tuple(new), leader, cards, searched, alpha, beta, engine, past,
                               remaining)
        last = not (new[0] | new[1] | new[2] | new[3])
        winner = (leader + compact.winner(cards, last)) & 3
        points = sum(compact.points[c] for c in cards)
        searched = searched or compact.searches(cards[0])
        after = None
        if engine is not None:
            after = self._advance(engine, leader, cards)
            if last:
                return self._result(after)
            if self.open and not after.game.open:  # clarified: parties fixed from here
                sub = _Search(after, self.seat, "score" if self.scores else "points")
                values = [v for _, v in sub.moves()]
                self.nodes += sub.nodes
                return (max if sub.side >> after.turn & 1 else min)(values)
        gained = points if not self.engine and self.side >> winner & 1 else 0
        if last:
            return gained
        past = (*past, (leader, tuple(cards), winner)) if self.engine else past
        return gained + self._start(tuple(new), winner, searched, alpha - gained,
                                    beta - gained, (after, 0) if after is not None else None,
                                    past, remaining - points)

    def _start(self, hands: tuple[int, ...], leader: int, searched: bool, alpha: int,
               beta: int, engine: tuple[Any, int] | None, past: tuple[Any, ...],
               remaining: int) -> int:
        """The value at the start of a trick (with the transposition table)."""
        self.nodes += 1
        key: Any
        if self.engine:
            key = (leader, past if self.ordered else frozenset(past))
            lo, hi = self.tt.get(key, (-_INFINITY, _INFINITY))
        else:
            key = (hands, leader, searched)
            lo, hi = self.tt.get(key, (0, remaining))
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        a = max(alpha, lo)
        b = min(beta, hi)
        value = self._inner(hands, leader, [], searched, a, b, engine, past, remaining, key)
        self.tt[key] = narrowed(lo, hi, value, a, b)
        return value

    def _inner(self, hands: tuple[int, ...], leader: int, cards: list[int], searched: bool,
               alpha: int, beta: int, engine: tuple[Any, int] | None, past: tuple[Any, ...],
               remaining: int, key: Any = None) -> int:
        """The value with ``cards`` played to the trick so far."""
        compact = self.compact
        seat = (leader + len(cards)) & 3
        if cards:
            led = cards[0]
            best = cards[compact.winner(cards, False)]
        else:
            led = best = -1
        moves = compact.positions(compact.legal(hands[seat], led, best, searched))
        maximizing = self.side >> seat & 1
        if len(moves) > 1:
            moves = self._order(moves, cards, seat, leader, best, key)
        best_value = -_INFINITY if maximizing else _INFINITY
        best_card = moves[0]
        for card in moves:
            value = self._play(hands, leader, cards, seat, card, searched, alpha, beta, engine,
                               past, remaining)
            if maximizing:
                if value > best_value:
                    best_value, best_card = value, card
                    if value > alpha:
                        alpha = value
            elif value < best_value:
                best_value, best_card = value, card
                if value < beta:
                    beta = value
            if alpha >= beta:
                break
        if key is not None:
            self.best_lead[key] = best_card
        return best_value

    def _order(self, moves: list[int], cards: list[int], seat: int, leader: int, best: int,
               key: Any) -> list[int]:
        """The moves, most promising first (every card is searched: the score may tell
        cards of the same points apart)."""
        points = self.compact.points
        if not cards:
            ranked = sorted(moves, key=lambda c: -points[c])
            first = self.best_lead.get(key)
            if first in ranked:
                ranked.remove(first)
                ranked.insert(0, first)
            return ranked
        winner = (leader + self.compact.winner(cards, False)) & 3
        if (self.side >> winner & 1) == (self.side >> seat & 1):
            return sorted(moves, key=lambda c: -points[c])
        beats = self.compact.beats[best]
        return sorted(moves, key=lambda c: (0, points[c]) if beats >> c & 1 else (1, points[c]))




def solve(state: Any, *, seat: int | None = None, objective: str = "points") -> Solution:
    """The card play from ``state`` on, solved for the side of ``seat`` (default: the seat to
    play) with ``objective`` ``points`` or ``score`` (see the module).

    Refused: a finished deal (``deal_over``), a state before the card play
    (``not_play_phase``), an unknown objective (``invalid_objective``), anything but a state
    of a game (``not_a_state``).
    """
    seat = check_solvable(state, seat, objective)
    search = _Search(state, seat, objective)
    if search.scores and by_levels(state):
        levels = Levels(state)
        values = []
        game = search.game
        for play in game.legal_actions(state, state.turn):
            if play.verb == "play":
                child = game.apply(state, play)
                final = levels.ending(child, levels.level(child))
                values.append((search.compact.pos(int(play.card)),
                               seat_result(game, final, seat)))
        nodes = levels.nodes
    elif search.engine:
        values = search.moves()
        nodes = search.nodes
    else:
        compact = search.compact
        fast = PointsSearch(compact, search.side)
        hands, trick, remaining = positions(compact, state)
        values = [(card, value + search.base) for card, value in fast.root(
            hands, trick, (state.turn - len(trick)) & 3, compact.searched_in(state),
            tricks_left(state), remaining)]
        nodes = fast.nodes
    maximizing = search.side >> state.turn & 1
    values.sort(key=lambda cv: -cv[1] if maximizing else cv[1])
    value = values[0][1]
    play = search.game.Play
    card = search.game.Card
    card_of = search.compact.card_of
    moves = tuple((play(state.turn, card(card_of[c])), v) for c, v in values)
    best = tuple(p for p, v in moves if v == value)
    return Solution(value, moves, best, seat, objective, nodes)


def value(state: Any, *, seat: int | None = None, objective: str = "points") -> int:
    """The side's value alone (:attr:`Solution.value`), without the value of every card:
    with the card points objective one MTD(f) search of the position instead of one per card
    (the same errors as :func:`solve`)."""
    seat = check_solvable(state, seat, objective)
    search = _Search(state, seat, objective)
    if search.scores and by_levels(state):
        levels = Levels(state)
        return seat_result(search.game, levels.ending(state, levels.level(state)), seat)
    if search.engine:
        return solve(state, seat=seat, objective=objective).value
    compact = search.compact
    fast = PointsSearch(compact, search.side)
    hands, trick, remaining = positions(compact, state)
    found = fast.value(list(hands), trick, (state.turn - len(trick)) & 3,
                       compact.searched_in(state), tricks_left(state), remaining,
                       remaining // 2)
    return found + search.base
