"""The solver's fast path: the card points objective with fixed sides (see
:mod:`trickgames.search.solver`).

The value of a position is the card points the side still wins from it, which adds up trick
by trick, so a transposition table at the start of each trick holds bounds on it whatever the
path to it. Each value is found by MTD(f): null-window alpha-beta searches that narrow the
bounds until they meet (Plaat et al. 1996), sharing the table. The hands live in one list that
each play changes and restores; the trick's best card is carried along.
"""

from __future__ import annotations

from collections.abc import Sequence

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

    #: Whether each trick counts one (the tricks search) instead of its card points.
    counting = False

    def __init__(self, compact: Compact, side: int) -> None:
        self.compact = compact
        self.side = side
        self.nodes = 0
        self.tt: dict[tuple[int, ...], tuple[int, int]] = {}
        self.first: dict[tuple[int, ...], int] = {}
        #: The classes of moves by the allowed cards, the others in play and the trick.
        self.table: dict[tuple[int, int, int], tuple[int, ...]] = {}
        # The compact tables the hot loop reads, as attributes of its own.
        self.low = compact.low
        self.kinds = compact.kinds
        self.beats = compact.beats
        self.beats_last = compact.beats_last
        self.follow = compact.follow
        self.ace = compact.ace
        self.called = compact.called
        self.overtake = compact.overtake
        self.points = compact.points
        self.span = compact.span
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
        lo, hi = self.tt.get(key) or self._fresh(hands, tricks_left, remaining)
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

    def _fresh(self, hands: list[int], tricks_left: int, remaining: int) -> tuple[int, int]:
        """Bounds on the side's points from a trick start not in the table: the points of
        its sure trumps at least, and at most what is in play but the other side's sure
        trumps (see :meth:`Compact.sure`)."""
        if self.counting:
            return 0, tricks_left
        side = self.side
        mine = theirs = 0
        for seat in range(4):
            if side >> seat & 1:
                mine |= hands[seat]
            else:
                theirs |= hands[seat]
        sure = self.compact.sure
        return sure(mine, theirs), remaining - sure(theirs, mine)

    def _last(self, hands: list[int], leader: int) -> int:
        """The last trick: every seat plays its one card."""
        low = self.low
        a = (hands[leader] & low).bit_length() - 1
        b = (hands[(leader + 1) & 3] & low).bit_length() - 1
        c = (hands[(leader + 2) & 3] & low).bit_length() - 1
        d = (hands[(leader + 3) & 3] & low).bit_length() - 1
        beats = self.beats_last
        best, winner = a, leader
        if beats[best] >> b & 1:
            best, winner = b, leader + 1
        if beats[best] >> c & 1:
            best, winner = c, leader + 2
        if beats[best] >> d & 1:
            winner = leader + 3
        if self.side >> (winner & 3) & 1:
            if self.counting:
                return 1
            points = self.points
            return points[a] + points[b] + points[c] + points[d]
        return 0

    def _gain(self, cards: list[int], winner: int) -> int:
        """What the side gains from the trick ``cards`` that ``winner`` takes."""
        if self.side >> winner & 1:
            points = self.points
            return points[cards[0]] + points[cards[1]] + points[cards[2]] + points[cards[3]]
        return 0

    def _card(self, hands: list[int], cards: list[int], pos: int, leader: int, best: int,
              searched: bool, tricks_left: int, remaining: int, alpha: int, beta: int,
              key: tuple[int, ...] | None) -> int:
        """The side's points with ``pos`` cards of the trick ``cards`` played (``best``: the
        index of the best one; never the last trick). The hot loop: the legal plays, a card's
        removal, the trick's end and the next trick's transposition table are written out
        here (the same rules as :meth:`Compact.legal`, :meth:`Compact.remove`,
        :meth:`_start`)."""
        seat = (leader + pos) & 3
        hand = hands[seat]
        if self.ace and not searched:
            if pos:
                allowed = self.compact.legal(hand, cards[0], cards[best], searched)
            else:
                allowed = self.compact.legal(hand, -1, -1, searched)
        else:
            allowed = hand & self.low
            if pos:
                allowed = allowed & self.follow[cards[0]] or allowed
                if self.overtake:
                    allowed = allowed & self.beats[cards[best]] or allowed
        if allowed & (allowed - 1):
            moves = self._moves(allowed, hands, cards, pos, seat, leader, best, key)
        else:
            moves = (allowed.bit_length() - 1,)
        side = self.side
        maximizing = side >> seat & 1
        value = -1 if maximizing else 1 << 20
        chosen = moves[0]
        beats = self.beats
        kinds = self.kinds
        if pos == 3:
            points = self.points
            counting = self.counting
            led = cards[0]
            best_card = cards[best]
            base = points[led] + points[cards[1]] + points[cards[2]]
            tt = self.tt
            if not searched and self.ace and self.follow[led] == self.called:
                searched = True
        for card in moves:
            high = 1 << (card + kinds)
            hands[seat] = hand ^ high if hand & high else hand ^ (1 << card)
            if pos < 3:
                cards[pos] = card
                # The index of the trick's best card with this one played.
                new_best = (pos if beats[cards[best]] >> card & 1 else best) if pos else 0
                v = self._card(hands, cards, pos + 1, leader, new_best, searched, tricks_left,
                               remaining, alpha, beta, None)
            else:  # the trick is complete: its points to the winner's side, the next trick
                winner = (leader + 3) & 3 if beats[best_card] >> card & 1 else (
                    leader + best) & 3
                won = base + points[card]
                gained = (1 if counting else won) if side >> winner & 1 else 0
                rest = remaining - won
                if tricks_left == 2:
                    self.nodes += 1
                    v = gained + self._last(hands, winner)
                else:
                    self.nodes += 1
                    next_key = (hands[0], hands[1], hands[2], hands[3], winner, searched)
                    a = alpha - gained
                    b = beta - gained
                    lo, hi = tt.get(next_key) or self._fresh(hands, tricks_left - 1, rest)
                    if lo >= b:
                        v = gained + lo
                    elif hi <= a:
                        v = gained + hi
                    else:
                        if a < lo:
                            a = lo
                        if b > hi:
                            b = hi
                        r = self._card(hands, [0, 0, 0, 0], 0, winner, 0, searched,
                                       tricks_left - 1, tricks_left - 1 if counting else rest,
                                       a, b, next_key)
                        tt[next_key] = narrowed(lo, hi, r, a, b)
                        v = gained + r
            hands[seat] = hand
            if maximizing:
                if v > value:
                    value, chosen = v, card
                    if v > alpha:
                        alpha = v
                        if alpha >= beta:
                            break
            elif v < value:
                value, chosen = v, card
                if v < beta:
                    beta = v
                    if alpha >= beta:
                        break
        if key is not None:
            self.first[key] = chosen
        return value

    def _moves(self, allowed: int, hands: list[int], cards: list[int], pos: int, seat: int,
               leader: int, best: int, key: tuple[int, ...] | None) -> Sequence[int]:
        """The moves worth searching, most promising first: one card of each class of cards
        that make no difference (one suit, the same points, no other seat's card between
        them; the called ace stands alone). The classes and the order of a follower's cards
        depend on the allowed cards, the other cards in play and the trick's best card only:
        kept in a table."""
        elsewhere = (hands[(seat + 1) & 3] | hands[(seat + 2) & 3] | hands[(seat + 3) & 3]
                     | self.ace)
        side = self.side
        if pos:
            elsewhere |= 1 << cards[0]
            if pos > 1:
                elsewhere |= 1 << cards[1]
                if pos > 2:
                    elsewhere |= 1 << cards[2]
            # -1: the trick is the seat's side's so far, else the cards that beat it
            mode = -1 if (side >> ((leader + best) & 3) & 1) == (side >> seat & 1) else \
                self.beats[cards[best]] & allowed
        else:
            mode = -2
        # Only the other cards between the lowest and the highest allowed one matter.
        table_key = (allowed, elsewhere & self.span[allowed.bit_length() - 1][
            (allowed & -allowed).bit_length() - 1], mode)
        moves = self.table.get(table_key)
        if moves is None:
            if len(self.table) > 1 << 18:
                self.table.clear()
            moves = self.table[table_key] = self._classes(allowed, elsewhere, mode)
        if not pos and len(moves) > 1:
            ranked = self._leads(moves, hands, seat)
            first = self.first.get(key) if key is not None else None
            if first is not None and first in ranked:
                ranked.remove(first)
                ranked.insert(0, first)
            return ranked
        return moves

    def _leads(self, moves: Sequence[int], hands: list[int], seat: int) -> list[int]:
        """A leader's moves (strongest first), those that leave the other side the fewest
        replies first: the legal cards of its seats added up. A search must try every reply
        of the side it refutes and one of its own side's, so the lead that binds the other
        side most (to a suit it holds few of) has the smallest tree to search. Measured on
        the benchmark's Schafkopf deals, this order visits a fifth of the trick starts of
        the history heuristic's (cut-offs counted by card)."""
        side = self.side
        ours = side >> seat & 1
        low = self.low
        replies = [hands[other] & low for other in ((seat + 1) & 3, (seat + 2) & 3,
                                                     (seat + 3) & 3)
                   if (side >> other & 1) != ours]
        follow = self.follow
        keyed = []
        for card in moves:
            suit = follow[card]
            count = 0
            for hand in replies:
                count += (hand & suit).bit_count() or hand.bit_count()
            keyed.append((count, -card))
        keyed.sort()
        return [-card for _, card in keyed]

    def _classes(self, allowed: int, elsewhere: int, mode: int) -> tuple[int, ...]:
        """One card of each class of ``allowed`` (see :meth:`_moves`), strongest first for a
        lead (``mode`` -2); for a follower of a trick its side holds (-1) the cards worth most
        first, else (``mode``: the allowed cards that beat the trick) the cheapest card that
        beats it first, then the cheapest cards."""
        points = self.points
        suit = self.compact.suit
        span = self.compact.span
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
        if len(keep) == 1 or mode == -2:
            return tuple(keep)
        if mode == -1:  # our trick so far
            return tuple(sorted(keep, key=self.most.__getitem__))
        beating = mode
        winning = sorted((c for c in keep if beating >> c & 1), key=self.least.__getitem__)
        losing = sorted((c for c in keep if not beating >> c & 1), key=self.least.__getitem__)
        return tuple(winning + losing)

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

    counting = True

    def _gain(self, cards: list[int], winner: int) -> int:
        return self.side >> winner & 1


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
