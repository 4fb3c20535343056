"""The chi-square test of the search tests: do drawn counts fit expected weights?"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Hashable

__all__ = ["assert_fits"]


def critical(df: int, z: float = 3.29) -> float:
    """The chi-square value that ``df`` degrees of freedom exceed with probability about
    1/2000 (``z``: the normal quantile), by the Wilson-Hilferty approximation."""
    k = max(df, 1)
    return float(k * (1 - 2 / (9 * k) + z * math.sqrt(2 / (9 * k))) ** 3)


def assert_fits(drawn: Counter[Hashable], weights: Counter[Hashable]) -> None:
    """The draws ``drawn`` (counts per outcome) fit the distribution of ``weights``: no
    outcome outside it, and Pearson's chi-square below the critical value."""
    assert set(drawn) <= set(weights), set(drawn) - set(weights)
    total_weight = sum(weights.values())
    n = sum(drawn.values())
    chi = 0.0
    for outcome, weight in weights.items():
        expected = n * weight / total_weight
        chi += (drawn.get(outcome, 0) - expected) ** 2 / expected
    assert chi < critical(len(weights) - 1), (chi, critical(len(weights) - 1))
