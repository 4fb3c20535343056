"""Yardsticks: bare mutable pure-Python loops of the same games, no library code.

They do only what every trick-taking engine must: shuffle, deal, follow suit, find the trick
winner, count card points. The benchmark runs them in the same process, interleaved with the
library's measurements, and reports each figure as a ratio to them, because absolute times
drift on shared machines.
"""

from __future__ import annotations

import random

# Doppelkopf normal game: card index = suit * 6 + rank (A T K Q J 9), two of each.
_DK_TRUMPS = [13, 3, 9, 15, 21, 4, 10, 16, 22, 18, 19, 20, 23]  # HT, Qs, Js, DA DT DK D9
_DK_PLAIN = [[0, 1, 2, 5], [6, 7, 8, 11], [12, 14, 17], []]
_DK_POINTS = [11, 10, 4, 3, 2, 0] * 4
_DK_SUIT = [0] * 24
_DK_STRENGTH = [0] * 24
for _i, _c in enumerate(_DK_TRUMPS):
    _DK_SUIT[_c] = 4
    _DK_STRENGTH[_c] = 100 - _i
for _s, _cards in enumerate(_DK_PLAIN):
    for _i, _c in enumerate(_cards):
        _DK_SUIT[_c] = _s
        _DK_STRENGTH[_c] = 50 - _i

# Schafkopf Sauspiel (Herz trump): index = suit * 8 + rank (A Z K O U 9 8 7), E G H S.
_SK_TRUMPS = [3, 11, 19, 27, 4, 12, 20, 28, 16, 17, 18, 21, 22, 23]
_SK_SUIT = [0] * 32
_SK_STRENGTH = [0] * 32
_SK_POINTS = [11, 10, 4, 3, 2, 0, 0, 0] * 4
for _i, _c in enumerate(_SK_TRUMPS):
    _SK_SUIT[_c] = 4
    _SK_STRENGTH[_c] = 100 - _i
for _c in range(32):
    if _c not in _SK_TRUMPS:
        _SK_SUIT[_c] = _c // 8
        _SK_STRENGTH[_c] = 50 - _c % 8


def _play(rng: random.Random, deck: list[int], per_hand: int, suit: list[int],
          strength: list[int], points: list[int]) -> int:
    rng.shuffle(deck)
    hands = [deck[i * per_hand:(i + 1) * per_hand] for i in range(4)]
    leader = 0
    re_points = 0
    for _ in range(per_hand):
        trick: list[int] = []
        seat = leader
        for _ in range(4):
            hand = hands[seat]
            if trick:
                led = suit[trick[0]]
                legal = [c for c in hand if suit[c] == led] or hand
            else:
                legal = hand
            card = legal[rng.randrange(len(legal))]
            hand.remove(card)
            trick.append(card)
            seat = (seat + 1) & 3
        best = 0
        for i in range(1, 4):
            c, b = trick[i], trick[best]
            if (suit[c] == suit[b] and strength[c] > strength[b]) or (
                suit[c] == 4 and suit[b] != 4
            ):
                best = i
        leader = (leader + best) & 3
        if leader in (0, 2):
            re_points += sum(points[c] for c in trick)
    return re_points


def doppelkopf_deal(rng: random.Random) -> int:
    """One random Doppelkopf normal game: follow suit, trick winner, points."""
    return _play(rng, list(range(24)) * 2, 12, _DK_SUIT, _DK_STRENGTH, _DK_POINTS)


def schafkopf_deal(rng: random.Random) -> int:
    """One random Schafkopf Sauspiel deal: follow suit, trick winner, points."""
    return _play(rng, list(range(32)), 8, _SK_SUIT, _SK_STRENGTH, _SK_POINTS)
