"""A documented, version-independent random generator for deals and simulations.

``random.shuffle`` is not guaranteed to give the same order across Python versions, so deals
use this small generator instead. The algorithm, fixed for all versions of this library:

* **SplitMix64** (Steele, Lea and Flood 2014): ``state += 0x9E3779B97F4A7C15``; the output is
  ``z = state``; ``z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9``; ``z = (z ^ (z >> 27)) *
  0x94D049BB133111EB``; ``z ^ (z >> 31)``, all modulo 2**64. The seed is the initial state
  (a non-negative integer taken modulo 2**64).
* ``below(n)``: an unbiased integer in ``[0, n)`` by rejection: draw ``x`` until
  ``x < 2**64 - (2**64 % n)``, return ``x % n``.
* ``shuffle``: Fisher-Yates from the last position down: for ``i`` from ``len - 1`` to ``1``,
  swap item ``i`` with item ``below(i + 1)``.

>>> Rng(7).below(10), Rng(7).below(10)
(7, 7)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

__all__ = ["Rng", "derive_seed"]

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def _limit(n: int) -> int:
    """The rejection limit of ``below(n)``: draws at or above it are drawn again."""
    if n <= 0:
        raise ValueError("n must be positive")
    if n > 1 << 64:  # the limit would be 0: every draw rejected, forever
        raise ValueError("n must be at most 2**64")
    return (1 << 64) - ((1 << 64) % n)


_SMALL = 256
#: Limits for small ``n`` (index 0 is never read: ``below(0)`` goes through :func:`_limit`).
_LIMITS = (0, *(_limit(n) for n in range(1, _SMALL)))


class Rng:
    """SplitMix64 with unbiased bounded integers and a Fisher-Yates shuffle."""

    __slots__ = ("_state",)

    def __init__(self, seed: int) -> None:
        self._state = seed & _MASK

    def next64(self) -> int:
        """The next 64-bit output."""
        self._state = z = (self._state + _GOLDEN) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """An unbiased integer in ``[0, n)``, for ``1 <= n <= 2**64``."""
        limit = _LIMITS[n] if 0 < n < _SMALL else _limit(n)
        while True:
            # next64(), inlined: this is on every simulated step.
            self._state = z = (self._state + _GOLDEN) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            if z < limit:
                return z % n

    def choice(self, items: Sequence[T]) -> T:
        """One item, uniformly."""
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A new list with the items in Fisher-Yates order (exactly ``below`` per position).

        >>> Rng(1).shuffled(range(6))
        [0, 1, 3, 2, 4, 5]
        """
        out = list(items)
        state = self._state
        for i in range(len(out) - 1, 0, -1):
            n = i + 1
            limit = _LIMITS[n] if n < _SMALL else _limit(n)  # n >= 2 here
            while True:  # below(n), inlined (a deal shuffles 24 to 48 cards)
                state = z = (state + _GOLDEN) & _MASK
                z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                if z < limit:
                    break
            j = z % n
            out[i], out[j] = out[j], out[i]
        self._state = state
        return out

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        return (self.next64() >> 11) * (1.0 / (1 << 53))


def derive_seed(seed: int, index: int) -> int:
    """The seed of deal number ``index`` of a run started with ``seed``.

    Each deal of a simulation gets its own generator, so deal ``k`` is the same whether it is
    played alone, in order, or in a worker process.

    >>> derive_seed(1, 0) == derive_seed(1, 0) != derive_seed(1, 1)
    True
    """
    rng = Rng((seed & _MASK) ^ ((index * 0xD1B54A32D192ED03) & _MASK))
    rng.next64()
    return rng.next64()
