"""Tests of trickgames._core.bits: bit-mask helpers behind hands."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from trickgames._core.bits import BitTable, bits_of


def test_bits_of_examples() -> None:
    """bits.py bits_of: the positions of the set bits, lowest first."""
    assert bits_of(0) == []
    assert bits_of(1) == [0]
    assert bits_of(0b10110) == [1, 2, 4]
    assert bits_of(1 << 47 | 1) == [0, 47]


@given(st.integers(min_value=0, max_value=2**200))
def test_bits_of_matches_a_bit_by_bit_scan(mask: int) -> None:
    """bits.py bits_of: same answer as testing every bit, for masks of any width."""
    assert bits_of(mask) == [i for i in range(mask.bit_length()) if mask >> i & 1]
    assert sum(1 << b for b in bits_of(mask)) == mask


def test_bit_table_example() -> None:
    """bits.py BitTable: the items whose bits are set, lowest bit first."""
    table = BitTable("abcdefghij")
    assert table.items_of(0b1000000101) == ("a", "c", "j")
    assert table.items_of(0) == ()


@given(st.integers(0, 64).flatmap(
    lambda n: st.tuples(st.just(n), st.integers(0, (1 << n) - 1 if n else 0))))
def test_bit_table_matches_a_scan(size_and_mask: tuple[int, int]) -> None:
    """bits.py BitTable: for every width 0..64 (chunk edges included) it equals a bit scan."""
    size, mask = size_and_mask
    items = [f"i{k}" for k in range(size)]
    table = BitTable(items)
    assert table.items_of(mask) == tuple(items[i] for i in bits_of(mask))


def test_bit_table_of_48_cards_at_chunk_boundaries() -> None:
    """bits.py BitTable: bits 7/8, 15/16 and 47 (the last Doppelkopf copy bit) are read."""
    items = list(range(48))
    table = BitTable(items)
    mask = (1 << 7) | (1 << 8) | (1 << 15) | (1 << 16) | (1 << 47)
    assert table.items_of(mask) == (7, 8, 15, 16, 47)
    assert table.items_of((1 << 48) - 1) == tuple(items)


def test_bit_table_partial_last_chunk() -> None:
    """bits.py BitTable: a width that is not a multiple of 8 has a short last chunk."""
    table = BitTable("abcdefghijk")  # 11 items: chunks of 8 and 3
    assert table.items_of(0b111_0000_0000) == ("i", "j", "k")
