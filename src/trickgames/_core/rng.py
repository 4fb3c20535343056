"""A documented, version-independent random generator for deals and simulations.

``random.shuffle``, ``randrange`` and ``getrandbits`` may change between Python versions; the
one thing Python guarantees (see the reproducibility notes of the :mod:`random` docs) is that
``random.Random(seed).random()`` gives the same sequence of floats for the same integer seed
on every version. This generator is built on that stream alone, so a seed gives the same deals
on every machine and Python version. The algorithm, fixed for all versions of this library:

* the stream: ``random.Random(seed).random()``, the Mersenne Twister MT19937 seeded from the
  integer ``seed`` (a non-negative integer), giving floats in ``[0, 1)`` with 53 random bits;
* ``below(n)``: ``floor(random() * n)``; its bias is below ``n / 2**53``, far too small to
  show in any count of deals;
* ``shuffle``: Fisher-Yates from the last position down: for ``i`` from ``len - 1`` to ``1``,
  swap item ``i`` with item ``below(i + 1)``.

Seeds of the single deals of a run come from :func:`derive_seed`, SplitMix64 (Steele, Lea and
Flood 2014) over the run's seed and the deal number.

>>> Rng(7).below(10), Rng(7).below(10)
(3, 3)
>>> Rng(1).shuffled(range(6))
[1, 2, 5, 3, 4, 0]
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from math import floor as _floor
from operator import itemgetter
from typing import Any, TypeVar

from trickgames._core.errors import ArgumentError
from trickgames._core.quoting import quoted

__all__ = ["Rng", "deal_rng", "derive_seed", "packet_getters", "splitmix64"]

T = TypeVar("T")

try:  # random.Random's C base: the same generator and stream, without the Python-level seed()
    from _random import Random as _Generator
except ImportError:  # pragma: no cover - a Python without the C module
    from random import Random as _Generator  # type: ignore[assignment]

_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


class Rng:
    """Bounded integers, choices and a Fisher-Yates shuffle from one guaranteed float stream.

    The games' ``deal`` takes one as ``rng=`` (a run of deals from one generator), and the
    random players draw from one. The same seed gives the same numbers on every machine and
    Python version.

    >>> from trickgames import Rng, doppelkopf
    >>> rng = Rng(7)
    >>> first, second = doppelkopf.deal(rng=rng), doppelkopf.deal(rng=rng)
    >>> first.deal.hands == doppelkopf.deal(seed=7).deal.hands != second.deal.hands
    True
    """

    __slots__ = ("random",)

    def __init__(self, seed: int) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int) or seed < 0:
            raise ArgumentError(f"a seed must be a non-negative integer, not {quoted(seed)}",
                                  code="invalid_seed")
        #: The next float in ``[0, 1)`` (the bound method of the underlying generator).
        self.random = _Generator(seed).random

    def below(self, n: int) -> int:
        """An integer in ``[0, n)`` (``floor(random() * n)``), for ``n >= 1``.

        >>> Rng(3).below(1)
        0
        """
        if n <= 0:
            raise ArgumentError(f"n must be positive, not {quoted(n)}", code="empty_range")
        return _floor(self.random() * n)

    def choice(self, items: Sequence[T]) -> T:
        """One item, uniformly."""
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A new list with the items in Fisher-Yates order (one draw per position)."""
        out = list(items)
        draw = self.random
        # ``floor`` rather than ``int``: the same for these non-negative floats, and cheaper
        # than a call of the ``int`` type (a seeded deal shuffles 47 times). Each ``i + 1``
        # comes as an exact float from a table: a float product costs less than a mixed one.
        for i, size in _STEPS.get(len(out)) or _steps(len(out)):
            j = _floor(draw() * size)
            out[i], out[j] = out[j], out[i]
        return out


#: Fisher-Yates' positions by length: ``(i, float(i + 1))`` for ``i`` from ``length - 1``
#: down to 1; made on first use.
_STEPS: dict[int, tuple[tuple[int, float], ...]] = {}


def _steps(length: int) -> tuple[tuple[int, float], ...]:
    steps = tuple((i, float(i + 1)) for i in range(length - 1, 0, -1))
    if len(_STEPS) < 256:  # the deck sizes; any other length is made anew each time
        _STEPS[length] = steps
    return steps


def splitmix64(state: int) -> tuple[int, int]:
    """One SplitMix64 step: ``(new state, output)``, all modulo 2**64.

    ``state += 0x9E3779B97F4A7C15``; ``z = state``; ``z = (z ^ (z >> 30)) *
    0xBF58476D1CE4E5B9``; ``z = (z ^ (z >> 27)) * 0x94D049BB133111EB``; output
    ``z ^ (z >> 31)``.

    >>> splitmix64(0)[1]
    16294208416658607535
    """
    state = (state + _GOLDEN) & _MASK
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
    return state, z ^ (z >> 31)


def derive_seed(seed: int, index: int) -> int:
    """The seed of deal number ``index`` of a run started with ``seed``.

    The second SplitMix64 output from the state ``seed ^ (index * 0xD1B54A32D192ED03)``
    (modulo 2**64). Each deal of a simulation gets its own generator, so deal ``k`` is the same
    whether it is played alone, in order, or in a worker process.

    >>> derive_seed(1, 0) == derive_seed(1, 0) != derive_seed(1, 1)
    True
    """
    state = (seed & _MASK) ^ ((index * 0xD1B54A32D192ED03) & _MASK)
    state, _ = splitmix64(state)
    _, out = splitmix64(state)
    return out


def deal_rng(seed: int | None, rng: Rng | None, hands: object) -> Rng | None:
    """The generator a game's ``deal`` shuffles with, from exactly one of its three sources:
    a new ``Rng(seed)``, the caller's ``rng`` (which the deal advances), or ``None`` for given
    ``hands``. Anything else is an :class:`~trickgames.ArgumentError`.

    >>> deal_rng(None, None, [[]])
    >>> deal_rng(3, Rng(3), None)
    Traceback (most recent call last):
    ...
    trickgames._core.errors.ArgumentError: deal takes one of seed, rng and hands, not seed and rng
    """
    if hands is None:  # the usual cases first: every simulated deal asks
        if rng is None and seed is not None:
            return Rng(seed)
        if seed is None and isinstance(rng, Rng):
            return rng
    given = [name for name, value in (("seed", seed), ("rng", rng), ("hands", hands))
             if value is not None]
    if not given:
        raise ArgumentError("deal needs a seed, a generator (rng) or the hands",
                              code="missing_seed")
    if len(given) > 1:
        raise ArgumentError(f"deal takes one of seed, rng and hands, not {' and '.join(given)}",
                              code="conflicting_deal_sources")
    if rng is not None:
        raise ArgumentError(f"rng must be a trickgames.Rng, not {type(rng).__name__}",
                              code="invalid_rng")
    return None


@cache
def packet_getters(per_hand: int, packet: int, dealer: int) -> tuple[itemgetter[Any], ...]:
    """Per seat, the getter of the positions of a shuffled deck that the seat receives when
    the deck is dealt in packets of ``packet`` cards clockwise from forehand (the seat after
    ``dealer``), round after round, the last round's packets cut to what a hand still lacks:
    Doppelkopf deals 4 rounds of 3 (10 cards: 3, 3, 3, 1), Schafkopf 2 rounds of 4 (short deck:
    of 3).

    >>> [take(range(12)) for take in packet_getters(3, 2, 3)]
    [(0, 1, 8), (2, 3, 9), (4, 5, 10), (6, 7, 11)]
    """
    positions: list[list[int]] = [[], [], [], []]
    position = 0
    while position < 4 * per_hand:
        for i in range(4):
            seat = (dealer + 1 + i) & 3
            take = min(packet, per_hand - len(positions[seat]))
            positions[seat] += range(position, position + take)
            position += take
    return tuple(itemgetter(*p) for p in positions)
