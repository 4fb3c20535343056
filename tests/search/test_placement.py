"""The counted part of world sampling (docs/search.md "World sampling"): the number of
placements by dynamic programming, and draws with exactly each placement's share."""

from __future__ import annotations

from collections import Counter
from itertools import permutations, product

import pytest

from trickgames import Rng
from trickgames.search._placement import Placement, exact_below, exact_shuffled

from ._stats import assert_fits

Places = tuple[tuple[int, ...], ...]


def _brute(sizes: tuple[int, ...], items: list[tuple[int, tuple[int, ...]]],
           bounds: list[tuple[int, frozenset[int], int, int]]) -> Counter[Places]:
    """Every assignment of the items, told apart, with its weight: the definition."""
    out: Counter[Places] = Counter()
    for where in product(range(len(sizes)), repeat=len(items)):
        if any(where.count(p) != size for p, size in enumerate(sizes)):
            continue
        weight = 1
        for (_, weights), place in zip(items, where, strict=True):
            weight *= weights[place]
        places = tuple(tuple(sorted(c for (c, _), p in zip(items, where, strict=True)
                                    if p == q)) for q in range(len(sizes)))
        if weight and all(lo <= sum(1 for c in places[p] if c in kinds) <= hi
                          for p, kinds, lo, hi in bounds):
            out[places] += weight
    return out


CASES = [
    # three hands of two, six distinct cards, a void and a bound
    ((2, 2, 2), [(c, (1, 0 if c < 2 else 1, 1)) for c in range(6)],
     [(2, frozenset({4, 5}), 1, 2)]),
    # copies of cards, shuffle weights 2 where a copy's twin was dealt elsewhere
    ((2, 2, 1), [(0, (1, 1, 1)), (0, (1, 1, 1)), (1, (2, 1, 2)), (2, (1, 1, 0)),
                 (3, (1, 2, 2))], []),
    # a table place and a bound that must be met exactly
    ((3, 2, 2), [(c % 4, (1, 1, 1 if c % 4 != 3 else 0)) for c in range(7)],
     [(0, frozenset({0, 1}), 2, 2)]),
]


@pytest.mark.parametrize(("sizes", "items", "bounds"), CASES)
def test_count_and_listing_match_brute_force(sizes, items, bounds) -> None:
    """docs/search.md "World sampling": the dynamic programme counts every placement with its
    weight, and lists each with the same weight as the definition."""
    placement = Placement(sizes, items, bounds)
    expected = _brute(sizes, items, bounds)
    assert placement.count() == sum(expected.values())
    listed: Counter[Places] = Counter()
    for cards, weight in placement.placements():
        listed[cards] += weight
    assert listed == expected
    assert all(placement.weight(cards) == weight for cards, weight in expected.items())


@pytest.mark.parametrize(("sizes", "items", "bounds"), CASES)
def test_draws_have_each_placements_share(sizes, items, bounds) -> None:
    """docs/search.md "World sampling": a placement is drawn with probability its weight over
    the total (chi-square test, fixed seed)."""
    placement = Placement(sizes, items, bounds)
    expected = _brute(sizes, items, bounds)
    rng = Rng(7)
    drawn = Counter(placement.sample(rng) for _ in range(3000))
    assert_fits(drawn, expected)


def test_no_placement() -> None:
    """docs/search.md "World sampling": a system without a solution counts 0 and cannot be
    drawn from."""
    placement = Placement((1, 1), [(0, (1, 0)), (1, (1, 0))])
    assert placement.count() == 0
    with pytest.raises(ValueError, match="no placement"):
        placement.sample(Rng(1))
    assert Placement((2,), [(0, (1,))]).count() == 0  # sizes do not add up


def test_exact_draws_are_uniform_beyond_double_precision() -> None:
    """docs/search.md "World sampling": the integer draws are exact also above 2**53 (the
    counts of a whole deal are larger), and shuffles are uniform."""
    rng = Rng(3)
    n = 3 * 2 ** 80
    draws = [exact_below(rng, n) for _ in range(3000)]
    assert all(0 <= d < n for d in draws)
    assert_fits(Counter(d * 3 // n for d in draws), Counter({0: 1, 1: 1, 2: 1}))
    assert_fits(Counter(tuple(exact_shuffled(rng, [0, 1, 2])) for _ in range(3000)),
                Counter(dict.fromkeys(permutations(range(3)), 1)))
