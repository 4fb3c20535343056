"""Tests of trickgames._core.cards: card codes shared by both games (records.md "Card codes")."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickgames._core.cards import parse_card_index
from trickgames._core.errors import ParseError

# A Doppelkopf-like setup: the suits and ranks records.md lists, with the accepted aliases.
DK_SUITS = {"C": 0, "S": 1, "H": 2, "D": 3, "♣": 0, "♠": 1, "♥": 2, "♦": 3}
DK_RANKS = {"A": 0, "T": 1, "10": 1, "K": 2, "Q": 3, "J": 4, "9": 5}
SK_SUITS = {"E": 0, "G": 1, "H": 2, "S": 3}
SK_RANKS = {"A": 0, "Z": 1, "T": 1, "X": 1, "K": 2, "O": 3, "U": 4, "9": 5, "8": 6, "7": 7}


def dk(text: object) -> int:
    return parse_card_index(text, suits=DK_SUITS, ranks=DK_RANKS, rank_count=6,
                            game="Doppelkopf", canonical="CQ, HT or DA")


def sk(text: object) -> int:
    return parse_card_index(text, suits=SK_SUITS, ranks=SK_RANKS, rank_count=8,
                            game="Schafkopf", canonical="EO, GA or S7")


@pytest.mark.parametrize(("text", "index"), [
    ("CA", 0), ("CQ", 3), ("HT", 13), ("DA", 18), ("D9", 23), ("SJ", 10),
])
def test_canonical_codes(text: str, index: int) -> None:
    """records.md Card codes: suit then rank, index suit * ranks + rank."""
    assert dk(text) == index


@pytest.mark.parametrize(("text", "canonical"), [
    ("cq", "CQ"), ("Cq", "CQ"), ("h10", "HT"), ("H10", "HT"), ("♥10", "HT"), ("♣Q", "CQ"),
    ("♦a", "DA"), ("♠J", "SJ"), (" CQ ", "CQ"), ("ht", "HT"),
])
def test_readers_accept_aliases(text: str, canonical: str) -> None:
    """records.md Card codes: readers accept lower case, 10 for the ten and suit symbols."""
    assert dk(text) == dk(canonical)


@pytest.mark.parametrize(("text", "canonical"), [("EO", "EO"), ("hz", "HZ"), ("HT", "HZ"),
                                                 ("hx", "HZ"), ("S7", "S7"), ("ga", "GA")])
def test_schafkopf_codes(text: str, canonical: str) -> None:
    """records.md Card codes (Schafkopf): Z is the ten; readers also accept T and X."""
    assert sk(text) == sk(canonical)


@pytest.mark.parametrize("text", ["", " ", "C", "Q", "CQQ", "XQ", "C1", "C0", "Q C", "C 10",
                                  "1O", "♥", "10", "CQ\x00", "ß9", "C١٠"])
def test_unknown_codes_are_parse_errors(text: str) -> None:
    """records.md Card codes: anything else is a ParseError with code unknown_card."""
    with pytest.raises(ParseError) as info:
        dk(text)
    assert info.value.code == "unknown_card"
    assert "Doppelkopf" in info.value.message
    assert "CQ, HT or DA" in info.value.message


@pytest.mark.parametrize("value", [None, 3, 3.0, True, ["CQ"], {"CQ": 1}, b"CQ"])
def test_non_strings_are_parse_errors(value: object) -> None:
    """records.md Validation: a card that is not a string is a ParseError, not a TypeError."""
    with pytest.raises(ParseError) as info:
        dk(value)
    assert info.value.code == "unknown_card"
    assert "must be a string" in info.value.message


def test_suit_symbols_are_doppelkopf_only() -> None:
    """records.md Card codes: the Unicode suit symbols are for Doppelkopf (not in Schafkopf)."""
    with pytest.raises(ParseError):
        sk("♥A")


@given(st.text(max_size=6))
def test_any_text_parses_or_is_a_parse_error(text: str) -> None:
    """records.md Validation: every text is a card index in range or a ParseError."""
    try:
        index = dk(text)
    except ParseError:
        return
    assert 0 <= index < 24
