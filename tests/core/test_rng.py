"""Tests of trickgames._core.rng: the documented, version-independent generator.

The literal values pin the algorithm (SplitMix64, rejection sampling, Fisher-Yates from the
top): a change of algorithm changes every seeded deal, so it must show up here.
"""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickgames._core.rng import Rng, derive_seed

MASK = (1 << 64) - 1


def _reference_next(state: int) -> tuple[int, int]:
    """SplitMix64 transcribed from the rng.py docstring (independent of the implementation)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def test_splitmix64_reference_vector_seed_0() -> None:
    """rng.py SplitMix64: seed 0 gives the reference outputs of Steele, Lea and Flood."""
    rng = Rng(0)
    assert [rng.next64() for _ in range(3)] == [
        0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_splitmix64_reference_vector_seed_1234567() -> None:
    """rng.py SplitMix64: seed 1234567 gives the published splitmix64.c test vector."""
    rng = Rng(1234567)
    assert [rng.next64() for _ in range(5)] == [
        6457827717110365317, 3203168211198807973, 9817491932198370423,
        4593380528125082431, 16408922859458223821]


@given(st.integers(min_value=-(2**80), max_value=2**80))
def test_next64_matches_the_documented_algorithm(seed: int) -> None:
    """rng.py SplitMix64: outputs follow the documented formula, seed taken modulo 2**64."""
    rng = Rng(seed)
    state = seed & MASK
    for _ in range(4):
        state, expected = _reference_next(state)
        assert rng.next64() == expected


def test_seed_is_taken_modulo_2_64() -> None:
    """rng.py: the seed is the initial state modulo 2**64 (negative seeds included)."""
    assert Rng(2**64 + 5).next64() == Rng(5).next64()
    assert Rng(-1).next64() == Rng(MASK).next64()


def test_below_pinned_values() -> None:
    """rng.py below(n): pinned outputs for seed 42, n = 10 and seed 99, n = 3."""
    rng = Rng(42)
    assert [rng.below(10) for _ in range(10)] == [3, 1, 8, 4, 0, 2, 5, 8, 5, 4]
    rng = Rng(99)
    assert [rng.below(3) for _ in range(12)] == [2, 0, 1, 2, 1, 1, 0, 1, 2, 1, 2, 2]


def test_below_rejects_draws_above_the_limit() -> None:
    """rng.py below(n): a draw x >= 2**64 - (2**64 % n) is rejected and the next one is used."""
    n = 2**63 + 1  # the limit is 2**63 + 1: about half of all draws are rejected
    first = Rng(0).next64()
    assert first >= n  # seed 0's first output is 0xE220A8397B1DCDAF
    assert Rng(0).below(n) == 7960286522194355700  # the second output, which is < n


@given(st.integers(0, MASK), st.integers(1, 2**64))
def test_below_is_in_range_and_follows_the_rejection_rule(seed: int, n: int) -> None:
    """rng.py below(n): an integer in [0, n) chosen by the documented rejection rule."""
    state = seed
    limit = (1 << 64) - ((1 << 64) % n)
    while True:
        state, x = _reference_next(state)
        if x < limit:
            break
    value = Rng(seed).below(n)
    assert 0 <= value < n
    assert value == x % n


@pytest.mark.parametrize("n", [0, -1])
def test_below_refuses_empty_ranges(n: int) -> None:
    """rng.py below(n): n must be positive."""
    with pytest.raises(ValueError, match="positive"):
        Rng(1).below(n)


@pytest.mark.parametrize("n", [2**64 + 1, 2**65, 10**30])
def test_below_refuses_ranges_beyond_64_bits_instead_of_hanging(n: int) -> None:
    """rng.py below(n): n above 2**64 cannot be drawn from 64-bit outputs; refused, no hang."""
    with pytest.raises(ValueError, match="2\\*\\*64"):
        Rng(1).below(n)


def test_below_full_range_is_the_raw_output() -> None:
    """rng.py below(2**64): the limit is 2**64, so no draw is rejected and x is returned."""
    assert Rng(0).below(2**64) == 0xE220A8397B1DCDAF


def test_below_one_is_always_zero() -> None:
    """rng.py below(1): the only value in [0, 1) is 0."""
    rng = Rng(5)
    assert {rng.below(1) for _ in range(20)} == {0}


def test_shuffle_pinned_values() -> None:
    """rng.py shuffle: pinned Fisher-Yates orders for seeds 7, 2024 and 0 (a 48-card deck)."""
    assert Rng(7).shuffled(list(range(10))) == [8, 1, 5, 9, 0, 4, 3, 2, 6, 7]
    assert "".join(Rng(2024).shuffled("abcdefghijklmnopqrstuvwxyz")) == (
        "yzgcueavdwnxbosjmkflhiqprt")
    assert Rng(0).shuffled(range(48)) == [
        3, 8, 25, 4, 28, 33, 5, 2, 35, 38, 44, 41, 42, 17, 23, 0, 40, 13, 22, 18, 32, 6, 20, 30,
        10, 14, 24, 39, 37, 12, 36, 21, 16, 43, 1, 45, 9, 15, 26, 19, 47, 29, 11, 7, 34, 46, 27,
        31]


@given(st.integers(0, MASK), st.lists(st.integers(), max_size=30))
def test_shuffle_matches_the_documented_algorithm(seed: int, items: list[int]) -> None:
    """rng.py shuffle: for i from len-1 down to 1, swap item i with item below(i + 1)."""
    expected = list(items)
    ref = Rng(seed)
    for i in range(len(expected) - 1, 0, -1):
        j = ref.below(i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    original = list(items)
    assert Rng(seed).shuffled(items) == expected
    assert items == original  # the input is not changed
    assert sorted(expected) == sorted(items)


def test_shuffle_of_short_sequences_draws_nothing() -> None:
    """rng.py shuffle: lists of 0 or 1 items come back unchanged without a draw."""
    rng = Rng(3)
    assert rng.shuffled([]) == []
    assert rng.shuffled(["x"]) == ["x"]
    assert rng.next64() == Rng(3).next64()


def test_choice_and_random_pinned_values() -> None:
    """rng.py: choice is items[below(len)], random() is the top 53 bits over 2**53."""
    rng = Rng(3)
    assert [rng.choice("abcd") for _ in range(8)] == list("bbbdcdac")
    assert Rng(123).random() == 0.7064912217637067
    assert Rng(1).random() == (Rng(1).next64() >> 11) / 2**53


@given(st.integers(0, MASK))
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
    """rng.py derive_seed: Rng(seed ^ index * 0xD1B54A32D192ED03 mod 2**64), second output."""
    state = (seed & MASK) ^ ((index * 0xD1B54A32D192ED03) & MASK)
    state, _ = _reference_next(state)
    _, expected = _reference_next(state)
    assert derive_seed(seed, index) == expected
    assert 0 <= expected <= MASK
