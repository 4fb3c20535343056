"""The solver's fast path: the card points objective with fixed sides (see
:mod:`trickgames.search.solver`).

The value of a position is the card points the side still wins from it, which adds up trick
by trick, so a transposition table at the start of each trick holds bounds on it whatever the
path to it. Each value is found by MTD(f): null-window alpha-beta searches that narrow the
bounds until they meet (Plaat et al. 1996), sharing the table. The hands live in one list that
each play changes and restores; the trick's best card is carried along.
"""

from __future__ import annotations

from trickgames.search._compact import Compact

__all__ = ["PointsSearch", "TricksSearch", "narrowed", "reaches"]


def narrowed(lo: int, hi: int, value: int, alpha: int, beta: int) -> tuple[int, int]:
    """The bounds ``lo``, ``hi`` of a position after a search in the window ``alpha``,
    ``beta`` found ``value`` (fail-soft: at most ``alpha`` is an upper bound, at least
    ``beta`` a lower one, between them exact): the transposition tables' update."""
    if value <= alpha:
        return lo, min(hi, value)
    if value >= beta:
        return max(lo, value), hi
    return value, value


class PointsSearch:
    """The side's card points from a position on, for a deal in compact form with fixed
    sides (``side``: four bits)."""

    def __init__(self, compact: Compact, side: int) -> None:
        self.compact = compact
        self.side = side
        self.nodes = 0
        self.tt: dict[tuple[int, ...], tuple[int, int]] = {}
        self.first: dict[tuple[int, ...], int] = {}
        #: The history heuristic: how often (weighed by depth) each seat's card caused a
        #: cut-off when led, for ordering the leads.
        self.history = [[0] * compact.kinds for _ in range(4)]
        kinds = compact.kinds
        points = compact.points
        #: Sort keys by position: the cards by points, most first (the stronger of equal
        #: points first) and least first (the weaker first).
        self.most = tuple(-points[p] * 100 - p for p in range(kinds))
        self.least = tuple(points[p] * 100 + p for p in range(kinds))

    # -- the search ---------------------------------------------------------------------------

    def value(self, hands: list[int], trick: list[int], leader: int, searched: bool,
              tricks_left: int, remaining: int, guess: int = 0) -> int:
        """The side's card points from the trick ``trick`` on (its cards so far; ``leader``
        led it), for the hands ``hands`` (``tricks_left`` tricks to go, counting this one;
        ``remaining``: the points still in play, the trick's included), by MTD(f) from
        ``guess``."""
        lo, hi = 0, remaining
        test = min(max(guess, 1), hi)
        while lo < hi:
            value = self._resume(hands, trick, leader, searched, tricks_left, remaining,
                                 test - 1, test)
            if value >= test:
                lo = value
            else:
                hi = value
            # The next test: the guess's neighbour once, then halving what is left (a bound
            # of a null-window search often moves by one point only).
            test = (lo + hi + 1) // 2
        return lo

    def _resume(self, hands: list[int], trick: list[int], leader: int, searched: bool,
                tricks_left: int, remaining: int, alpha: int, beta: int) -> int:
        if not trick:
            return self._start(hands, leader, searched, tricks_left, remaining, alpha, beta)
        if tricks_left == 1:  # the last trick under way: each seat still has its one card
            low = self.compact.low
            cards = [*trick] + [(hands[(leader + i) & 3] & low).bit_length() - 1
                                for i in range(len(trick), 4)]
            return self._gain(cards, (leader + self.compact.winner(cards, True)) & 3)
        best = 0
        beats = self.compact.beats_last if tricks_left == 1 else self.compact.beats
        for i in range(1, len(trick)):
            if beats[trick[best]] >> trick[i] & 1:
                best = i
        cards = [*trick, 0, 0, 0, 0][:4]
        return self._card(hands, cards, len(trick), leader, best, searched, tricks_left,
                          remaining, alpha, beta, None)

    def _start(self, hands: list[int], leader: int, searched: bool, tricks_left: int,
               remaining: int, alpha: int, beta: int) -> int:
        """The side's points from the start of a trick (transposition table, bounds)."""
        self.nodes += 1
        if tricks_left == 1:
            return self._last(hands, leader)
        key = (hands[0], hands[1], hands[2], hands[3], leader, searched)
        lo, hi = self.tt.get(key) or (0, remaining)
        if lo >= beta:
            return lo
        if hi <= alpha:
            return hi
        alpha = max(alpha, lo)
        beta = min(beta, hi)
        value = self._card(hands, [0, 0, 0, 0], 0, leader, 0, searched, tricks_left,
                           remaining, alpha, beta, key)
        self.tt[key] = narrowed(lo, hi, value, alpha, beta)
        return value

    def _last(self, hands: list[int], leader: int) -> int:
        """The last trick: every seat plays its one card."""
        compact = self.compact
        low = compact.low
        cards = [(hands[(leader + i) & 3] & low).bit_length() - 1 for i in range(4)]
        beats = compact.beats_last
        best = 0
        for i in (1, 2, 3):
            if beats[cards[best]] >> cards[i] & 1:
                best = i
        if self.side >> ((leader + best) & 3) & 1:
            points = compact.points
            return points[cards[0]] + points[cards[1]] + points[cards[2]] + points[cards[3]]
        return 0

    def _gain(self, cards: list[int], winner: int) -> int:
        """What the side gains from the trick ``cards`` that ``winner`` takes."""
        if self.side >> winner & 1:
            points = self.compact.points
            return points[cards[0]] + points[cards[1]] + points[cards[2]] + points[cards[3]]
        return 0

    def _card(self, hands: list[int], cards: list[int], pos: int, leader: int, best: int,
              searched: bool, tricks_left: int, remaining: int, alpha: int, beta: int,
              key: tuple[int, ...] | None) -> int:
        """The side's points with ``pos`` cards of the trick ``cards`` played (``best``: the
        index of the best one)."""
        compact = self.compact
        seat = (leader + pos) & 3
        hand = hands[seat]
        if pos:
            allowed = compact.legal(hand, cards[0], cards[best], searched)
        else:
            allowed = compact.legal(hand, -1, -1, searched)
        moves = self._moves(allowed, hands, cards, pos, seat, leader, best, key)
        maximizing = self.side >> seat & 1
        value = -1 if maximizing else 1 << 20
        chosen = moves[0]
        beats = compact.beats_last if tricks_left == 1 else compact.beats
        remove = compact.remove
        for card in moves:
            hands[seat] = remove(hand, card)
            cards[pos] = card
            # The index of the trick's best card with this one played.
            new_best = (pos if beats[cards[best]] >> card & 1 else best) if pos else 0
            if pos < 3:
                v = self._card(hands, cards, pos + 1, leader, new_best, searched, tricks_left,
                               remaining, alpha, beta, None)
            else:
                v = self._end(hands, cards, leader, new_best, searched, tricks_left, remaining,
                              alpha, beta)
            hands[seat] = hand
            if maximizing:
                if v > value:
                    value, chosen = v, card
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            if not pos:
                                self.history[seat][card] += tricks_left * tricks_left
                            break
            elif v < value:
                value, chosen = v, card
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        if not pos:
                            self.history[seat][card] += tricks_left * tricks_left
                        break
        if key is not None:
            self.first[key] = chosen
        return value

    def _end(self, hands: list[int], cards: list[int], leader: int, best: int, searched: bool,
             tricks_left: int, remaining: int, alpha: int, beta: int) -> int:
        """A trick complete: its points to the winner's side, then the next trick."""
        compact = self.compact
        points = compact.points
        won = points[cards[0]] + points[cards[1]] + points[cards[2]] + points[cards[3]]
        winner = (leader + best) & 3
        gained = won if self.side >> winner & 1 else 0
        if not searched and compact.ace and compact.follow[cards[0]] == compact.called:
            searched = True
        return gained + self._start(hands, winner, searched, tricks_left - 1, remaining - won,
                                    alpha - gained, beta - gained)

    def _moves(self, allowed: int, hands: list[int], cards: list[int], pos: int, seat: int,
               leader: int, best: int, key: tuple[int, ...] | None) -> list[int]:
        """The moves worth searching, most promising first: one card of each class of cards
        that make no difference (one suit, the same points, no other seat's card between
        them; the called ace stands alone)."""
        compact = self.compact
        if not allowed & (allowed - 1):
            return [allowed.bit_length() - 1]
        elsewhere = (hands[(seat + 1) & 3] | hands[(seat + 2) & 3] | hands[(seat + 3) & 3]
                     | compact.ace)
        for i in range(pos):
            elsewhere |= 1 << cards[i]
        points = compact.points
        suit = compact.suit
        span = compact.span
        keep = []
        last = -1
        mask = allowed
        while mask:  # strongest first: from the highest position down
            card = mask.bit_length() - 1
            mask ^= 1 << card
            if last < 0 or points[card] != points[last] or suit[card] != suit[last] or \
                    span[last][card] & elsewhere:
                keep.append(card)
            last = card
        if len(keep) == 1:
            return keep
        if not pos:
            keep.sort(key=self.history[seat].__getitem__, reverse=True)
            first = self.first.get(key) if key is not None else None
            if first is not None and first in keep:
                keep.remove(first)
                keep.insert(0, first)
            return keep
        side = self.side
        if (side >> ((leader + best) & 3) & 1) == (side >> seat & 1):  # our trick so far
            keep.sort(key=self.most.__getitem__)
            return keep
        beating = compact.beats[cards[best]]
        winning = [c for c in keep if beating >> c & 1]
        if not winning:
            keep.sort(key=self.least.__getitem__)
            return keep
        winning.sort(key=self.least.__getitem__)
        losing = sorted((c for c in keep if not beating >> c & 1), key=self.least.__getitem__)
        return winning + losing

    def root(self, hands: tuple[int, ...], trick: list[int], leader: int, searched: bool,
             tricks_left: int, remaining: int) -> list[tuple[int, int]]:
        """Each legal card (position) of the seat to play with the side's points after it
        (``hands`` and ``trick`` in positions)."""
        compact = self.compact
        seat = (leader + len(trick)) & 3
        best = 0
        for i in range(1, len(trick)):
            if (compact.beats_last if tricks_left == 1 else compact.beats)[
                    trick[best]] >> trick[i] & 1:
                best = i
        if trick:
            allowed = compact.legal(hands[seat], trick[0], trick[best], searched)
        else:
            allowed = compact.legal(hands[seat], -1, -1, searched)
        out = []
        guess = remaining // 2
        for card in compact.positions(allowed):
            work = list(hands)
            work[seat] = compact.remove(hands[seat], card)
            after = [*trick, card]
            if len(after) == 4:
                value = self._settle(work, after, leader, searched, tricks_left, remaining,
                                     guess)
            else:
                value = self.value(work, after, leader, searched, tricks_left, remaining,
                                   guess)
            guess = value
            out.append((card, value))
        return out

    def _settle(self, hands: list[int], cards: list[int], leader: int, searched: bool,
                tricks_left: int, remaining: int, guess: int) -> int:
        """The side's points once the root's play completes the trick."""
        compact = self.compact
        index = compact.winner(cards, tricks_left == 1)
        winner = (leader + index) & 3
        won = sum(compact.points[c] for c in cards)
        gained = won if self.side >> winner & 1 else 0
        if tricks_left == 1:
            return gained
        if not searched and compact.searches(cards[0]):
            searched = True
        return gained + self.value(hands, [], winner, searched, tricks_left - 1,
                                   remaining - won, guess - gained)


class TricksSearch(PointsSearch):
    """The tricks the side still takes from a position on (``remaining``: the tricks left),
    by the same search: each trick won counts one, whatever its cards."""

    def _gain(self, cards: list[int], winner: int) -> int:
        return self.side >> winner & 1

    def _last(self, hands: list[int], leader: int) -> int:
        compact = self.compact
        low = compact.low
        cards = [(hands[(leader + i) & 3] & low).bit_length() - 1 for i in range(4)]
        return self.side >> ((leader + compact.winner(cards, True)) & 3) & 1

    def _end(self, hands: list[int], cards: list[int], leader: int, best: int, searched: bool,
             tricks_left: int, remaining: int, alpha: int, beta: int) -> int:
        compact = self.compact
        gained = self.side >> ((leader + best) & 3) & 1
        if not searched and compact.searches(cards[0]):
            searched = True
        return gained + self._start(hands, (leader + best) & 3, searched, tricks_left - 1,
                                    remaining - 1, alpha - gained, beta - gained)


def reaches(search: PointsSearch, hands: list[int], trick: list[int], leader: int,
            searched: bool, tricks_left: int, remaining: int, target: int) -> bool:
    """Whether the side of ``search`` wins at least ``target`` from a position (``remaining``:
    what is still in play, points or tricks): one null-window search."""
    if target <= 0:
        return True
    if target > remaining:
        return False
    return search._resume(list(hands), trick, leader, searched, tricks_left, remaining,
                          target - 1, target) >= target
