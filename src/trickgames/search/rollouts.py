"""Rollouts: the rest of a deal's card play played out fast, at random or by a simple policy.

A Monte Carlo player plays the rest of the deal out many times; through the engine's
``legal_actions`` and ``apply`` each card costs a new immutable state. :class:`Rollouts`
builds the deal's compact form once (:mod:`trickgames.search._compact`) and plays it out on
four hand masks. Two policies:

* ``random``: a legal card, uniformly;
* ``greedy``: the leader leads a card at random; a seat whose side wins the trick so far
  gives it its card worth most points; a seat that can beat the trick plays its weakest card
  that does; any other seat plays its card worth least.

``plays`` gives the cards played in order (replay them with the engine's ``apply`` to get the
final state and its ``score``), ``points`` the card points a side wins from here on.

>>> from trickgames import Rng, schafkopf as sk
>>> state = sk.deal("sauspiel", seed=3)
>>> for line in ["p1 pass", "p2 bid", "p3 pass", "p0 pass", "p2 declare solo-herz"]:
...     state = sk.apply(state, line)
>>> rollouts = Rollouts(state)
>>> plays = rollouts.plays(Rng(1))
>>> len(plays), str(plays[0])
(32, 'p1 play S8')
>>> final = state
>>> for play in plays:
...     final = sk.apply(final, play)
>>> final.is_over, rollouts.points(Rng(1), 0b0100) == sum(
...     sum(c.points for c in t.cards) for t in final.tricks if t.winner == 2)
(True, True)
"""

from __future__ import annotations

from math import floor
from typing import Any

from trickgames._core.bits import bits_of
from trickgames._core.errors import ArgumentError
from trickgames._core.rng import Rng
from trickgames.search._compact import compact_of, positions

__all__ = ["POLICIES", "Rollouts"]

#: The playout policies.
POLICIES = ("random", "greedy")


class Rollouts:
    """Playouts of the card play of ``state`` (a state of either game in trick play, every
    hand known) from that moment on."""

    def __init__(self, state: Any) -> None:
        from trickgames.search.solver import check_solvable, side_of

        check_solvable(state, None, "points")
        self.state = state
        self.compact = compact = compact_of(state)
        hands, trick, _ = positions(compact, state)
        self.hands = hands
        self.trick = trick
        self.leader = (state.turn - len(trick)) & 3
        self.tricks_left = compact.cards_per_hand - len(state.tricks)
        self.searched = compact.searched_in(state)
        #: Each seat's side as the engine knows it now (for the greedy policy).
        self.teams = tuple(side_of(state, seat) for seat in range(4))
        self._least = tuple(compact.points[p] * 100 + p for p in range(compact.kinds))

    def _choose(self, allowed: int, policy: int, seat: int, cards: list[int], best: int,
                leader: int, draw: Any) -> int:
        compact = self.compact
        if policy and cards:
            team = self.teams[seat]
            if team >> ((leader + best) & 3) & 1:  # our trick: the most points
                return max(bits_of(allowed), key=compact.points.__getitem__)
            beating = allowed & compact.beats[cards[best]]
            if beating:
                return (beating & -beating).bit_length() - 1  # the weakest that wins
            return min(bits_of(allowed), key=self._least.__getitem__)
        pick = floor(draw() * allowed.bit_count())
        while True:
            bit = allowed & -allowed
            if not pick:
                return bit.bit_length() - 1
            allowed ^= bit
            pick -= 1

    def first_moves(self) -> list[int]:
        """The positions of the cards the seat to play may play now."""
        compact = self.compact
        trick = self.trick
        best = trick[compact.winner(trick, False)] if trick else -1
        return compact.positions(compact.legal(self.hands[self.state.turn],
                                               trick[0] if trick else -1, best, self.searched))

    def run(self, rng: Rng, policy: str = "random", first: int | None = None,
            side: int = 0) -> tuple[list[tuple[int, int]], int]:
        """One playout: the plays as ``(seat, position)`` and the points ``side`` (four bits)
        wins; ``first`` is the position the seat to play plays first (``None``: the policy
        chooses)."""
        if policy not in POLICIES:
            raise ArgumentError(f"unknown policy {policy!r} (known: {', '.join(POLICIES)})",
                                code="invalid_policy")
        greedy = policy == "greedy"
        compact = self.compact
        legal = compact.legal
        points = compact.points
        follow = compact.follow
        low = compact.low
        kinds = compact.kinds
        # The plain rule (follow suit, nothing more) is written out below; the called ace's
        # duties and the overtake duty go through the compact form's legal().
        special = bool(compact.ace) or compact.overtake
        draw = rng.random
        hands = list(self.hands)
        cards = list(self.trick)
        leader = self.leader
        searched = self.searched
        tricks_left = self.tricks_left
        beats = compact.beats_last if tricks_left == 1 else compact.beats
        best = 0
        for i in range(1, len(cards)):
            if beats[cards[best]] >> cards[i] & 1:
                best = i
        plays = []
        won = 0
        pos = len(cards)
        while True:
            seat = (leader + pos) & 3
            hand = hands[seat]
            if first is not None:
                card = first
                first = None
            else:
                if special:
                    allowed = (legal(hand, cards[0], cards[best], searched) if pos
                               else legal(hand, -1, -1, searched))
                else:
                    allowed = hand & low
                    if pos:
                        allowed = allowed & follow[cards[0]] or allowed
                if greedy:
                    card = self._choose(allowed, True, seat, cards, best, leader, draw)
                else:  # the pick-th card of the mask, lowest first
                    pick = floor(draw() * allowed.bit_count())
                    while pick:
                        allowed &= allowed - 1
                        pick -= 1
                    card = (allowed & -allowed).bit_length() - 1
            high = 1 << (card + kinds)
            hands[seat] = hand ^ high if hand & high else hand ^ (1 << card)
            plays.append((seat, card))
            if pos and beats[cards[best]] >> card & 1:
                best = pos
            cards.append(card)
            pos += 1
            if pos < 4:
                continue
            winner = (leader + best) & 3
            if side >> winner & 1:
                won += points[cards[0]] + points[cards[1]] + points[cards[2]] + points[cards[3]]
            if not searched and compact.searches(cards[0]):
                searched = True
            tricks_left -= 1
            if not tricks_left:
                return plays, won
            leader, cards, best, pos = winner, [], 0, 0
            if tricks_left == 1:
                beats = compact.beats_last

    def plays(self, rng: Rng, policy: str = "random") -> list[Any]:
        """The card plays of one playout, as the game's :class:`Play` actions in order."""
        game = self.compact.game
        card_of = self.compact.card_of
        return [game.Play(seat, game.Card(card_of[p])) for seat, p in
                self.run(rng, policy)[0]]

    def points(self, rng: Rng, side: int, policy: str = "random") -> int:
        """The card points ``side`` (four bits: bit ``s`` for seat ``s``) wins in the tricks
        completed from here on in one playout."""
        return self.run(rng, policy, side=side)[1]
