"""Tests of trickgames._core.rng: the documented, version-independent generator.

The literal values pin the algorithm (the guaranteed ``random.Random(seed).random()`` stream,
``floor(random() * n)``, Fisher-Yates from the top, SplitMix64 for the seeds of single deals):
a change of algorithm changes every seeded deal, so it must show up here.
"""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import trickgames
from trickgames import doppelkopf, schafkopf
from trickgames._core.errors import TrickgamesError
from trickgames._core.rng import Rng, deal_rng, derive_seed, splitmix64

MASK = (1 << 64) - 1


def _reference_next(state: int) -> tuple[int, int]:
    """SplitMix64 transcribed from the rng.py docstring (independent of the implementation)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def test_mt19937_stream_is_pythons_guaranteed_one() -> None:
    """rng.py stream: random.Random(seed).random(), the sequence Python guarantees to keep."""
    assert random.Random(0).random() == 0.8444218515250481
    rng = Rng(0)
    assert rng.random() == 0.8444218515250481


@given(st.integers(0, 2**70))
def test_the_stream_is_random_random_for_every_seed(seed: int) -> None:
    """rng.py stream: Rng draws from random.Random's C generator directly; its floats are
    random.Random(seed).random()'s for every seed."""
    stream = random.Random(seed)
    rng = Rng(seed)
    assert [rng.random() for _ in range(5)] == [stream.random() for _ in range(5)]


def test_splitmix64_reference_vector_seed_0() -> None:
    """rng.py SplitMix64: seed 0 gives the reference outputs of Steele, Lea and Flood."""
    state, outputs = 0, []
    for _ in range(3):
        state, out = splitmix64(state)
        outputs.append(out)
    assert outputs == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_splitmix64_reference_vector_seed_1234567() -> None:
    """rng.py SplitMix64: seed 1234567 gives the published splitmix64.c test vector."""
    state, outputs = 1234567, []
    for _ in range(5):
        state, out = splitmix64(state)
        outputs.append(out)
    assert outputs == [6457827717110365317, 3203168211198807973, 9817491932198370423,
                       4593380528125082431, 16408922859458223821]


@given(st.integers(min_value=0, max_value=MASK))
def test_splitmix64_matches_the_documented_algorithm(state: int) -> None:
    """rng.py SplitMix64: outputs follow the documented formula."""
    assert splitmix64(state) == _reference_next(state)


@pytest.mark.parametrize("seed", [-1, True, 1.5, "7"])
def test_seeds_must_be_non_negative_integers(seed: object) -> None:
    """rng.py: a seed is a non-negative integer; anything else is refused, with a code."""
    with pytest.raises(TrickgamesError, match="non-negative integer") as info:
        Rng(seed)  # type: ignore[arg-type]
    assert info.value.code == "invalid_seed"


def test_below_pinned_values() -> None:
    """rng.py below(n): pinned outputs for seed 42, n = 10 and seed 99, n = 3."""
    rng = Rng(42)
    assert [rng.below(10) for _ in range(8)] == [6, 0, 2, 2, 7, 6, 8, 0]
    rng = Rng(99)
    assert [rng.below(3) for _ in range(8)] == [1, 0, 0, 0, 2, 0, 1, 2]


@given(st.integers(0, 2**70), st.integers(1, 10**6))
def test_below_is_floor_of_random_times_n(seed: int, n: int) -> None:
    """rng.py below(n): floor(random() * n), an integer in [0, n)."""
    stream = random.Random(seed)
    rng = Rng(seed)
    for _ in range(5):
        value = rng.below(n)
        assert value == int(stream.random() * n)
        assert 0 <= value < n


@pytest.mark.parametrize("n", [0, -1])
def test_below_refuses_empty_ranges(n: int) -> None:
    """rng.py below(n): n must be positive."""
    with pytest.raises(TrickgamesError, match="positive") as info:
        Rng(1).below(n)
    assert info.value.code == "empty_range"


def test_below_one_is_always_zero() -> None:
    """rng.py below(1): the only value in [0, 1) is 0."""
    rng = Rng(9)
    assert {rng.below(1) for _ in range(50)} == {0}


def test_shuffle_pinned_values() -> None:
    """rng.py shuffle: pinned Fisher-Yates orders for seeds 7, 2024 and 0 (a 48-card deck)."""
    assert Rng(7).shuffled(range(48))[:12] == [31, 38, 26, 13, 24, 10, 12, 9, 5, 19, 33, 35]
    assert Rng(2024).shuffled(range(48))[:12] == [25, 37, 16, 41, 4, 20, 28, 0, 35, 36, 44, 24]
    assert Rng(0).shuffled(range(48))[:12] == [33, 13, 38, 46, 1, 5, 3, 16, 6, 25, 15, 31]


@given(st.integers(0, 2**64), st.lists(st.integers(), max_size=60))
def test_shuffle_matches_the_documented_algorithm(seed: int, items: list[int]) -> None:
    """rng.py shuffle: for i from len-1 down to 1, swap item i with item floor(random()*(i+1))."""
    stream = random.Random(seed)
    expected = list(items)
    for i in range(len(expected) - 1, 0, -1):
        j = int(stream.random() * (i + 1))
        expected[i], expected[j] = expected[j], expected[i]
    assert Rng(seed).shuffled(items) == expected
    assert sorted(Rng(seed).shuffled(items)) == sorted(items)


def test_shuffle_of_short_sequences_draws_nothing() -> None:
    """rng.py shuffle: lists of 0 or 1 items come back unchanged without a draw."""
    rng = Rng(3)
    assert rng.shuffled([]) == []
    assert rng.shuffled(["x"]) == ["x"]
    assert rng.random() == Rng(3).random()


def test_choice_and_random_pinned_values() -> None:
    """rng.py: choice is items[below(len)], random() is the stream's next float."""
    rng = Rng(5)
    assert rng.choice("abcdefg") == "e"
    assert rng.random() == 0.7417869892607294


@given(st.integers(0, 2**64))
def test_random_is_in_unit_interval(seed: int) -> None:
    """rng.py random(): a float in [0, 1)."""
    assert 0.0 <= Rng(seed).random() < 1.0


def test_derive_seed_pinned_values() -> None:
    """rng.py derive_seed: pinned seeds of deals 0..2 of run 1 and deal 0 of run 0."""
    assert [derive_seed(1, i) for i in range(3)] == [
        13757245211066428519, 9626026794937781409, 17976013367585798959]
    assert derive_seed(0, 0) == 7960286522194355700


@given(st.integers(0, 2**70), st.integers(0, 10**6))
def test_derive_seed_is_the_second_output_of_the_mixed_state(seed: int, index: int) -> None:
    """rng.py derive_seed: SplitMix64 from seed ^ index * 0xD1B54A32D192ED03 mod 2**64, the
    second output."""
    state = (seed & MASK) ^ ((index * 0xD1B54A32D192ED03) & MASK)
    state, _ = _reference_next(state)
    _, expected = _reference_next(state)
    assert derive_seed(seed, index) == expected
    assert 0 <= expected <= MASK


def test_rng_is_public() -> None:
    """The generator the games' ``deal(rng=...)`` and the random players take is exported by
    the package (docs/api.md, Random numbers)."""
    assert trickgames.Rng is Rng
    assert "Rng" in trickgames.__all__


def test_deal_rng_takes_exactly_one_source() -> None:
    """rng.py deal_rng: a new Rng(seed), the caller's rng as is, or None for given hands."""
    seeded = deal_rng(5, None, None)
    assert isinstance(seeded, Rng) and seeded.random() == random.Random(5).random()
    mine = Rng(1)
    assert deal_rng(None, mine, None) is mine
    assert deal_rng(None, None, [[]]) is None


@pytest.mark.parametrize(
    ("seed", "rng", "hands", "code", "words"),
    [
        (None, None, None, "missing_seed", "a seed, a generator (rng) or the hands"),
        (1, Rng(1), None, "conflicting_deal_sources", "not seed and rng"),
        (1, None, [[]], "conflicting_deal_sources", "not seed and hands"),
        (None, Rng(1), [[]], "conflicting_deal_sources", "not rng and hands"),
        (1, Rng(1), [[]], "conflicting_deal_sources", "not seed and rng and hands"),
        (None, random.Random(1), None, "invalid_rng", "not Random"),
        (-1, None, None, "invalid_seed", "non-negative"),
    ],
)
def test_deal_rng_refuses_anything_else(seed: object, rng: object, hands: object, code: str,
                                        words: str) -> None:
    """rng.py deal_rng: no source, two sources, or a generator of another kind are refused
    (strict input: nothing is silently preferred or converted)."""
    with pytest.raises(TrickgamesError, match=re.escape(words)) as info:
        deal_rng(seed, rng, hands)  # type: ignore[arg-type]
    assert info.value.code == code


GAMES = [pytest.param(doppelkopf, "ddv", id="doppelkopf"),
         pytest.param(schafkopf, "standard", id="schafkopf")]


@pytest.mark.parametrize(("game", "preset"), GAMES)
def test_deal_from_a_generator_is_the_seeded_deal_and_advances_it(game: Any, preset: str) -> None:
    """Both games' deal(rng=...): the deck is shuffled from the caller's generator, so
    ``rng=Rng(s)`` deals as ``seed=s``, and deals from one generator follow its stream
    (simulating.md, Determinism and the generator)."""
    rng = Rng(11)
    first = game.deal(preset, rng=rng, dealer=2)
    second = game.deal(preset, rng=rng, dealer=2)
    assert first == game.deal(preset, seed=11, dealer=2)
    assert second != first
    stream = Rng(11)
    stream.shuffled(range(sum(len(h) for h in first.deal.hands)))  # the first deal's draws
    assert second == game.deal(preset, rng=stream, dealer=2)


@pytest.mark.parametrize(("game", "preset"), GAMES)
def test_deal_takes_one_source_only(game: Any, preset: str) -> None:
    """Both games' deal: a seed, a generator or the hands, exactly one (strict input: a second
    source is refused, not ignored)."""
    hands = game.deal(preset, seed=3).deal.hands
    for kwargs in ({"seed": 1, "rng": Rng(1)}, {"seed": 1, "hands": hands},
                   {"rng": Rng(1), "hands": hands}):
        with pytest.raises(TrickgamesError) as info:
            game.deal(preset, **kwargs)
        assert info.value.code == "conflicting_deal_sources"
    with pytest.raises(TrickgamesError) as info:
        game.deal(preset, rng=3)
    assert info.value.code == "invalid_rng"
