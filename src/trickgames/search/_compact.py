"""The card play of one deal in a compact form, for the solver and the rollouts.

The engine's states are immutable values that carry a deal's whole history; a search visits
millions of positions and needs none of that. :class:`Compact` holds, for one deal, tables
derived once from the game's own rules through its public API, and a position is then just
four hand masks, the trick so far and (Schafkopf) whether the called suit was searched:

* the **trick winner** as a fold: the card played beats the trick's best card exactly when it
  wins the two-card trick ``[best, card]`` by the game's ``trick_winner`` (with the deal's
  swines and hyperswines; a Doppelkopf table of its own for the last trick, where a Dulle rule
  may differ): ``beats[best]`` is the mask of the cards that beat ``best``;
* **following suit**: ``follow[led]`` is the mask of the cards of the led card's suit (trump
  counting as one), from the game's ``card_order``;
* Schafkopf's **called ace** duties while the called suit is unsearched, and the **overtake
  duty** of a Ramsch or Bettel with Stichzwang (schafkopf-variants.md 5.2, 7): the rules as
  :mod:`trickgames.schafkopf.called_ace` words them, written out here on masks. This is a
  second copy of those rules for speed; ``tests/search/test_compact.py`` compares the legal
  plays and trick winners with the engine's on random deals of every preset.

A hand is a mask of card positions (see :class:`Compact`): bit ``p`` for "holds the card at
``p``" and, in Doppelkopf, bit ``p + 24`` for "holds both copies"; playing it clears the
second bit if set, else the first. Points are the cards' ``points``.

>>> from trickgames import schafkopf as sk
>>> state = sk.deal("sauspiel", seed=3)
>>> for line in ["p1 pass", "p2 bid", "p3 pass", "p0 pass", "p2 declare solo-herz"]:
...     state = sk.apply(state, line)
>>> compact = Compact(state)
>>> allowed = compact.legal(compact.hand(state.hands[1]), -1, -1, False)
>>> sorted(str(sk.Card(compact.card(p))) for p in compact.positions(allowed))
['EK', 'EO', 'EU', 'H7', 'S8', 'S9', 'SA', 'SK']
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames._core.bits import bits_of

__all__ = ["Compact", "compact_of", "is_doppelkopf", "positions", "won_points"]


def is_doppelkopf(state: Any) -> bool:
    """Whether ``state`` is a Doppelkopf state (else Schafkopf's); anything else is a
    :class:`TypeError`."""
    if isinstance(state, dk.State):
        return True
    if isinstance(state, sk.State):
        return False
    raise TypeError(f"not a state of Doppelkopf or Schafkopf: {type(state).__name__}")


class Compact:
    """A deal's play tables (see the module), built from a state in trick play.

    The compact form numbers the cards by *position*: each suit (trump counting as one) has a
    block of consecutive positions, weakest first, so that "the cards between two cards of a
    suit" is a range of bits. :meth:`pos` and :meth:`card` convert between cards and
    positions, :meth:`hand` converts an engine hand mask; every table is by position.
    """

    def __init__(self, state: Any) -> None:
        self.doppelkopf = doppel = is_doppelkopf(state)
        game = state.game
        rules = state.deal.rules
        contract = game.contract
        self.game = dk if doppel else sk
        self.kinds = kinds = 24 if doppel else 32
        self.low = (1 << kinds) - 1
        cards = list(self.game.Card)
        order: Any
        if doppel:
            order = dk.card_order(contract, dullen=rules.dullen)
            swines = game.swines is not None
            hyper = game.hyperswines is not None

            def beats(best: Any, card: Any, last: bool) -> bool:
                return dk.trick_winner([best, card], contract, rules, swines=swines,
                                       hyperswines=hyper, last_trick=last) == 1
        else:
            order = sk.card_order(contract, rules.short)

            def beats(best: Any, card: Any, last: bool) -> bool:
                return sk.trick_winner([best, card], contract, rules) == 1
        in_deck = sorted({int(c) for c in self.game.deck(rules)})
        by_suit: dict[int, list[int]] = {}
        for k in in_deck:
            by_suit.setdefault(order.suit[k], []).append(k)
        table = {(b, n): beats(cards[b], cards[n], False) for b in in_deck for n in in_deck}
        layout: list[int] = []
        for suit in sorted(by_suit):
            members = by_suit[suit]
            # weakest first: by how many cards of the suit a card beats when played after them
            members.sort(key=lambda k, m=tuple(members): sum(  # type: ignore[misc]
                1 for j in m if j != k and table[j, k]))
            layout += members
        layout += [k for k in range(kinds) if k not in in_deck]
        #: ``card_of[p]``: the card at position ``p``; ``pos_of[card]``: its position.
        self.card_of: tuple[int, ...] = tuple(layout)
        pos_of = [0] * kinds
        for p, k in enumerate(layout):
            pos_of[k] = p
        self.pos_of: tuple[int, ...] = tuple(pos_of)
        self.points: tuple[int, ...] = tuple(cards[k].points for k in layout)
        self.suit: tuple[int, ...] = tuple(order.suit[k] if k in in_deck else -1
                                           for k in layout)
        masks: dict[int, int] = {}
        for p, s in enumerate(self.suit):
            if s >= 0:
                masks[s] = masks.get(s, 0) | 1 << p
        self.follow: tuple[int, ...] = tuple(masks.get(s, 0) for s in self.suit)
        self.beats: tuple[int, ...] = tuple(
            sum(1 << pos_of[n] for n in in_deck if table[b, n]) if b in in_deck else 0
            for b in layout)
        if doppel and rules.dulle is not dk.Dulle.FIRST_WINS:
            self.beats_last: tuple[int, ...] = tuple(
                sum(1 << pos_of[n] for n in in_deck if beats(cards[b], cards[n], True))
                if b in in_deck else 0 for b in layout)
        else:
            self.beats_last = self.beats
        self.overtake = (not doppel and (
            (contract is sk.Contract.RAMSCH and rules.ramsch_must_overtake)
            or (contract in (sk.Contract.BETTEL, sk.Contract.BETTEL_OUVERT)
                and rules.bettel_must_overtake)))
        ace = None if doppel else contract.called_ace
        #: The called ace's bit (0: none), its suit's cards, and the running-away minimum.
        self.ace = 1 << pos_of[int(ace)] if ace is not None else 0
        self.called = self.follow[pos_of[int(ace)]] if ace is not None else 0
        self.run_min = 0 if doppel else rules.running_away_min
        self.cards_per_hand = rules.cards_per_hand
        #: The trumps (a mask of positions) when they are the last block, each beating every
        #: weaker trump and every other card whenever it is played (else 0): a trump above
        #: every trump of the other side wins the trick it falls in, whoever leads it.
        self.trumps = self._sure_trumps()
        #: ``span[a][b]``: the positions from ``b`` up to ``a`` (``b <= a``), both included.
        self.span = tuple(tuple(((2 << a) - 1) ^ ((1 << b) - 1) if b <= a else 0
                                for b in range(kinds)) for a in range(kinds))

    def _sure_trumps(self) -> int:
        """:attr:`trumps`: the block of the strongest positions if its cards beat, in both
        tricks tables, every card of another suit and every weaker card of the block, and lose
        to every stronger one and to themselves played before (a second copy)."""
        suits = [s for s in self.suit if s >= 0]
        if not suits:
            return 0
        top = suits[-1]
        block = [p for p, s in enumerate(self.suit) if s == top]
        others = [p for p, s in enumerate(self.suit) if s >= 0 and s != top]
        for beats in (self.beats, self.beats_last):
            for p in block:
                if any(not beats[o] >> p & 1 or beats[p] >> o & 1 for o in others):
                    return 0
                if any((beats[p] >> q & 1) != (q > p) for q in block if q != p):
                    return 0
        return sum(1 << p for p in block)

    def sure(self, side: int, others: int) -> int:
        """The card points of the trumps held in ``side`` (a hand mask of one side's cards)
        above every trump in ``others`` (the other side's): each wins the trick it falls in
        for its side (a second copy held by one seat counts twice)."""
        trumps = self.trumps
        mine = side & trumps
        if not mine:
            return 0
        theirs = others & trumps & self.low
        if theirs:
            mine &= ~((2 << (theirs.bit_length() - 1)) - 1)
        kinds = self.kinds
        mine |= side & (mine << kinds)
        points = self.points
        total = 0
        while mine:
            bit = mine & -mine
            total += points[(bit.bit_length() - 1) % kinds]
            mine ^= bit
        return total

    def searched_in(self, state: Any) -> bool:
        """Whether the called suit has been searched in ``state`` (always, without one)."""
        return not self.ace or bool(state.game.searched)

    def pos(self, card: int) -> int:
        """The position of a card."""
        return self.pos_of[card]

    def card(self, pos: int) -> int:
        """The card at a position."""
        return self.card_of[pos]

    def hand(self, mask: int) -> int:
        """An engine hand mask (the game's card bits, a Doppelkopf card's second copy 24
        above) as a mask of positions (the second copy as many above)."""
        out = 0
        kinds = self.kinds
        pos_of = self.pos_of
        for k in range(kinds):
            if mask >> k & 1:
                out |= 1 << pos_of[k]
            if mask >> (k + kinds) & 1:
                out |= 1 << (pos_of[k] + kinds)
        return out

    def positions(self, mask: int) -> list[int]:
        """The positions of a mask's low bits, lowest first."""
        return bits_of(mask & self.low)

    def remove(self, hand: int, pos: int) -> int:
        """The hand after playing the card at ``pos``."""
        high = 1 << (pos + self.kinds)
        if hand & high:
            return hand ^ high
        return hand ^ (1 << pos)

    def legal(self, hand: int, led: int, best: int, searched: bool) -> int:
        """The cards (a mask of positions) the holder of ``hand`` may play to a trick led
        with ``led`` whose best card so far is ``best`` (``led`` -1: he leads);
        ``searched``: whether the called suit has been searched."""
        kinds = hand & self.low
        ace = self.ace
        if ace and not searched and kinds & ace and kinds != ace:
            if led < 0:
                called = kinds & self.called
                if called.bit_count() >= self.run_min:
                    return kinds
                return (kinds & ~called) | ace
            if self.follow[led] == self.called:
                return ace
            follow = kinds & self.follow[led]
            return follow or kinds ^ ace
        if led < 0:
            return kinds
        allowed = kinds & self.follow[led] or kinds
        if self.overtake:
            return allowed & self.beats[best] or allowed
        return allowed

    def searches(self, led: int) -> bool:
        """Whether a trick led with ``led`` searches the called suit."""
        return bool(self.ace) and self.follow[led] == self.called

    def winner(self, cards: Sequence[int], last: bool) -> int:
        """The index (in play order) of the card (position) that wins a trick."""
        beats = self.beats_last if last else self.beats
        best = 0
        for i in range(1, len(cards)):
            if beats[cards[best]] >> cards[i] & 1:
                best = i
        return best


#: The compact tables by what they depend on (see :func:`compact_of`), a bounded cache.
_TABLES: dict[tuple[Any, ...], Compact] = {}


def compact_of(state: Any) -> Compact:
    """The compact tables of a state's deal, shared by every state with the same game, rules,
    contract and swines (the worlds of one view mostly share them): built once."""
    game = state.game
    key = (is_doppelkopf(state), state.deal.rules, game.contract,
           getattr(game, "swines", None) is not None,
           getattr(game, "hyperswines", None) is not None)
    tables = _TABLES.get(key)
    if tables is None:
        if len(_TABLES) > 256:
            _TABLES.clear()
        tables = _TABLES[key] = Compact(state)
    return tables


def positions(compact: Compact, state: Any) -> tuple[tuple[int, ...], list[int], int]:
    """A state's hands and trick in the compact form's positions, and the card points still
    in play (the trick's included)."""
    hands = tuple(compact.hand(h) for h in state.hands)
    trick = [compact.pos(int(c)) for c in state.trick]
    remaining = sum(card.points for seat in range(4) for card in state.hand(seat)) + sum(
        card.points for card in state.trick)
    return hands, trick, remaining


def won_points(state: Any, side: int) -> int:
    """The card points the side has won in the completed tricks."""
    return sum(sum(card.points for card in trick.cards) for trick in state.tricks
               if side >> trick.winner & 1)
