"""Schafkopf cards: codes, aliases, points and the two decks (schafkopf.md "Cards, points,
trumps"; records.md "Card codes")."""

from __future__ import annotations

import pytest

from trickgames import ParseError
from trickgames import schafkopf as sk
from trickgames.schafkopf.cards import CARDS, Card, Rank, Suit, deck, format_cards, parse_cards


def test_codes_are_suit_then_rank() -> None:
    """Card codes are suit E/G/H/S then rank A Z K O U 9 8 7 (records.md Card codes)."""
    assert [c.name for c in CARDS[:8]] == ["EA", "EZ", "EK", "EO", "EU", "E9", "E8", "E7"]
    assert Card.GO.suit is Suit.GRAS and Card.GO.rank is Rank.OBER
    assert str(Card.HZ) == "HZ" and f"{Card.S7:>3}" == " S7"


@pytest.mark.parametrize("text", ["HZ", "hz", "HT", "hx", "H10", " h10 "])
def test_ten_aliases_and_lower_case(text: str) -> None:
    """Readers accept lower case and T, X or 10 for the ten (records.md Card codes)."""
    assert Card.parse(text) is Card.HZ


@pytest.mark.parametrize("text", ["", "E", "EQ", "CQ", "XA", "E1", 7, None])
def test_unknown_codes_are_refused(text: object) -> None:
    """Anything else is a ParseError with code unknown_card (records.md Card codes)."""
    with pytest.raises(ParseError) as info:
        Card.parse(text)
    assert info.value.code == "unknown_card"


def test_points() -> None:
    """Points: A 11, Z 10, K 4, O 3, U 2, 9/8/7 0 (schafkopf.md Cards, points, trumps)."""
    codes = ["EA", "EZ", "EK", "EO", "EU", "E9", "E8", "E7"]
    assert [c.points for c in parse_cards(codes)] == [11, 10, 4, 3, 2, 0, 0, 0]


def test_long_and_short_deck() -> None:
    """Long deck 32 cards, short deck 24 without 8s and 7s; 120 points each (schafkopf.md)."""
    assert len(deck()) == 32 and sum(c.points for c in deck()) == 120
    short = deck(sk.SHORT)
    assert len(short) == 24 and sum(c.points for c in short) == 120
    assert all(c.rank not in (Rank.EIGHT, Rank.SEVEN) for c in short)
    assert Card.S9.in_short_deck and not Card.S8.in_short_deck


def test_format_cards() -> None:
    """Card lists print as codes joined by commas (used in messages)."""
    assert format_cards(parse_cards(["eo", "gt"])) == "EO, GZ"
