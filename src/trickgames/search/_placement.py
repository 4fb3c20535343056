"""Counting and sampling the ways to place unseen cards: the constraint system of world sampling.

A :class:`Placement` is the part of what a seat knows that can be counted exactly: which
*items* (physical cards: a Doppelkopf card's two copies are two items) are still to be placed,
the *places* they can go to (the hands of the seats the viewer cannot see, and in a poverty the
cards passed face down), how many items each place takes, which places each item may go to,
with a weight per place (see below), and *bounds*: "place ``p`` takes between ``lo`` and ``hi``
of these card kinds" (a Re seat holds a club queen; the poor player holds no trump). The items
with the same weights and the same membership in every bound's kinds form a *group*.

:meth:`Placement.count` is the total weight of every placement that keeps every rule (for
unit weights: their number), by dynamic programming over the groups: the state is what each
place can still take and how many of each bound's kinds it took, and a group of ``m`` items is
split among its places ``k_1 + ... + k_j = m`` in ``m! / (k_1! ... k_j!)`` ways, each way
weighing ``w_1^k_1 ... w_j^k_j``. :meth:`Placement.sample` walks the same table: it draws each
group's split with probability proportional to the weight of the completions it leaves (exact
integer arithmetic, see :func:`exact_below`), then hands the group's items out in a uniformly
shuffled order. Every placement is drawn with probability exactly its weight over the total.
:meth:`Placement.placements` lists them all with their weights (for small systems and tests).

>>> from trickgames import Rng
>>> p = Placement(sizes=(1, 2), items=((0, (1, 1)), (1, (1, 1)), (2, (0, 1))),
...               bounds=((0, frozenset({0}), 1, 1),))
>>> p.count(), sorted(p.placements())
(1, [(((0,), (1, 2)), 1)])
>>> p.sample(Rng(1))
((0,), (1, 2))
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from itertools import combinations
from math import factorial, floor

from trickgames._core.rng import Rng

__all__ = ["Bound", "Item", "Placement", "exact_below", "exact_shuffled"]

#: An item to place: its card and its weight per place (0: it cannot go there).
Item = tuple[int, tuple[int, ...]]
#: A bound: place ``p`` takes between ``lo`` and ``hi`` (inclusive) items of the cards
#: ``kinds``.
Bound = tuple[int, frozenset[int], int, int]

_CHUNK = 4294967296.0  # 2**32: floor(random() * 2**32) is exactly uniform (53-bit floats)


def exact_below(rng: Rng, n: int) -> int:
    """A uniformly drawn integer in ``[0, n)``, exactly (``n`` may exceed 2**53): whole 32-bit
    chunks of the generator's floats, the surplus bits dropped, a draw ``>= n`` drawn again.

    >>> from trickgames import Rng
    >>> rng = Rng(5)
    >>> sorted({exact_below(rng, 3) for _ in range(100)})
    [0, 1, 2]
    """
    if n <= 1:
        return 0
    bits = (n - 1).bit_length()
    draw = rng.random
    while True:
        value = got = 0
        while got < bits:
            value = (value << 32) | floor(draw() * _CHUNK)
            got += 32
        value >>= got - bits
        if value < n:
            return value


def exact_shuffled(rng: Rng, items: Sequence[int]) -> list[int]:
    """A uniformly shuffled copy of ``items`` (Fisher-Yates with :func:`exact_below`)."""
    out = list(items)
    for i in range(len(out) - 1, 0, -1):
        j = exact_below(rng, i + 1)
        out[i], out[j] = out[j], out[i]
    return out


def _splits(m: int, places: tuple[int, ...], caps: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    """Every way to split ``m`` items among ``places`` (indices into ``caps``), none over its
    capacity: the counts per place, in the order of ``places``."""
    if not places:
        if m == 0:
            yield ()
        return
    first, rest = places[0], places[1:]
    room = sum(caps[p] for p in rest)
    for k in range(max(0, m - room), min(m, caps[first]) + 1):
        for tail in _splits(m - k, rest, caps):
            yield (k, *tail)


class Placement:
    """The placements of items into places (see the module): ``sizes[p]`` items go to place
    ``p``; each item is ``(card, weights)`` with a weight per place; ``bounds`` as
    :data:`Bound`."""

    def __init__(self, sizes: Sequence[int], items: Sequence[Item],
                 bounds: Sequence[Bound] = ()) -> None:
        self.sizes = tuple(sizes)
        self.bounds = tuple(bounds)
        places = len(self.sizes)
        groups: dict[tuple[tuple[int, ...], tuple[bool, ...]], list[int]] = {}
        for card, weights in items:
            if len(weights) != places:
                raise ValueError("an item needs one weight per place")
            member = tuple(card in kinds for _, kinds, _, _ in self.bounds)
            groups.setdefault((tuple(weights), member), []).append(card)
        #: Each group: its cards, the places it may go to, their weights, and for each bound
        #: whether the group's cards count towards it.
        self.groups: tuple[tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...],
                                 tuple[bool, ...]], ...] = tuple(
            (tuple(cards), tuple(p for p in range(places) if weights[p]),
             tuple(w for w in weights if w), member)
            for (weights, member), cards in groups.items())
        self.total_items = sum(len(g[0]) for g in self.groups)
        self._memo: dict[tuple[int, tuple[int, ...], tuple[int, ...]], int] = {}

    def _weight(self, group: int, split: tuple[int, ...]) -> int:
        cards, _, weights, _ = self.groups[group]
        ways = factorial(len(cards))
        for k in split:
            ways //= factorial(k)
        for k, w in zip(split, weights, strict=True):
            if w != 1:
                ways *= w ** k
        return ways

    def _after(self, group: int, split: tuple[int, ...], caps: tuple[int, ...],
               counts: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
        """The capacities and bound counts after ``split`` of ``group`` (``None``: a bound's
        ``hi`` exceeded)."""
        _, places, _, member = self.groups[group]
        left = list(caps)
        for place, k in zip(places, split, strict=True):
            left[place] -= k
        if not self.bounds:
            return tuple(left), counts
        new = list(counts)
        for b, (place, _, _, hi) in enumerate(self.bounds):
            if member[b] and place in places:
                new[b] += split[places.index(place)]
                if new[b] > hi:
                    return None
        return tuple(left), tuple(new)

    def _completions(self, group: int, caps: tuple[int, ...], counts: tuple[int, ...]) -> int:
        """The total weight of the ways to place the groups from ``group`` on."""
        if group == len(self.groups):
            if any(caps):
                return 0
            return int(all(counts[b] >= lo for b, (_, _, lo, _) in enumerate(self.bounds)))
        key = (group, caps, counts)
        memo = self._memo
        known = memo.get(key)
        if known is not None:
            return known
        cards, places, _, _ = self.groups[group]
        total = 0
        for split in _splits(len(cards), places, caps):
            after = self._after(group, split, caps, counts)
            if after is not None:
                rest = self._completions(group + 1, *after)
                if rest:
                    total += self._weight(group, split) * rest
        memo[key] = total
        return total

    def count(self) -> int:
        """The total weight of every placement (0: none keeps every rule)."""
        if sum(self.sizes) != self.total_items or min(self.sizes, default=0) < 0:
            return 0
        return self._completions(0, self.sizes, (0,) * len(self.bounds))

    def weight(self, cards: Sequence[Sequence[int]]) -> int:
        """The weight of one placement (the cards of each place, as a multiset each): the sum
        of the weights of the ways its items can be told apart; 0 if it breaks a rule."""
        if len(cards) != len(self.sizes) or any(
                len(held) != size for held, size in zip(cards, self.sizes, strict=True)):
            return 0
        for place, kinds, lo, hi in self.bounds:
            if not lo <= sum(1 for c in cards[place] if c in kinds) <= hi:
                return 0
        total = 1
        for group_cards, places, weights, _ in self.groups:
            for card in set(group_cards):
                copies = group_cards.count(card)
                ways = factorial(copies)
                for place, held in enumerate(cards):
                    k = sum(1 for c in held if c == card)
                    if k and place not in places:
                        return 0
                    if k:
                        ways = ways // factorial(k) * weights[places.index(place)] ** k
                    copies -= k
                if copies:
                    return 0
                total *= ways
        placed = sum(len(g[0]) for g in self.groups)
        return total if placed == sum(len(held) for held in cards) else 0

    def _split_path(self, rng: Rng | None) -> Iterator[list[tuple[int, ...]]]:
        """The group splits: one drawn by weight (``rng``), or (``None``) every possible one."""
        def walk(group: int, caps: tuple[int, ...], counts: tuple[int, ...],
                 path: list[tuple[int, ...]]) -> Iterator[list[tuple[int, ...]]]:
            if group == len(self.groups):
                yield path
                return
            cards, places, _, _ = self.groups[group]
            options = []
            for split in _splits(len(cards), places, caps):
                after = self._after(group, split, caps, counts)
                if after is not None:
                    weight = self._completions(group + 1, *after)
                    if weight:
                        options.append((split, after, weight * self._weight(group, split)))
            if rng is None:
                for split, after, _ in options:
                    yield from walk(group + 1, *after, [*path, split])
                return
            pick = exact_below(rng, sum(w for _, _, w in options))
            for split, after, weight in options:
                if pick < weight:
                    yield from walk(group + 1, *after, [*path, split])
                    return
                pick -= weight

        if self.count():
            yield from walk(0, self.sizes, (0,) * len(self.bounds), [])

    def sample(self, rng: Rng) -> tuple[tuple[int, ...], ...]:
        """One placement, drawn with probability its weight over :meth:`count`: the cards of
        each place. :class:`ValueError` when there is none."""
        for path in self._split_path(rng):
            out: list[list[int]] = [[] for _ in self.sizes]
            for (cards, places, _, _), split in zip(self.groups, path, strict=True):
                shuffled = exact_shuffled(rng, cards)
                start = 0
                for place, k in zip(places, split, strict=True):
                    out[place] += shuffled[start:start + k]
                    start += k
            return tuple(tuple(sorted(cards)) for cards in out)
        raise ValueError("no placement keeps every rule")

    def placements(self) -> Iterator[tuple[tuple[tuple[int, ...], ...], int]]:
        """Every placement, as (the cards of each place, its weight); the items of one group
        told apart (two copies of a card give the same cards twice)."""
        for path in self._split_path(None):
            yield from self._distribute(path, 0, [[] for _ in self.sizes], 1)

    def _distribute(self, path: list[tuple[int, ...]], group: int, out: list[list[int]],
                    weight: int) -> Iterator[tuple[tuple[tuple[int, ...], ...], int]]:
        if group == len(self.groups):
            yield tuple(tuple(sorted(cards)) for cards in out), weight
            return
        cards, places, weights, _ = self.groups[group]
        split = path[group]
        factor = 1
        for k, w in zip(split, weights, strict=True):
            factor *= w ** k

        def spread(index: int, left: tuple[int, ...],
                   acc: list[list[int]]) -> Iterator[list[list[int]]]:
            if index == len(places):
                yield acc
                return
            k = split[index]
            for chosen in combinations(range(len(left)), k):
                taken = [left[i] for i in chosen]
                rest = tuple(left[i] for i in range(len(left)) if i not in chosen)
                new = [list(a) for a in acc]
                new[places[index]] += taken
                yield from spread(index + 1, rest, new)

        for filled in spread(0, cards, out):
            yield from self._distribute(path, group + 1, filled, weight * factor)
