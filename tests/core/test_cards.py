"""Tests of trickgames._core.cards: card codes shared by both games (records.md "Card codes"),
and the card enums a game describes once with define_cards."""

from __future__ import annotations

import enum

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickgames._core.cards import (
    CardMethods,
    Coded,
    SuitMethods,
    count_dealt,
    define_cards,
    format_cards,
    given_hands,
    parse_card_index,
)
from trickgames._core.errors import ArgumentError, ParseError

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


# -- define_cards: a game's card enums described once ---------------------------------------------

class ToySuit(SuitMethods, enum.IntEnum):
    RED = 0
    BLACK = 1


class ToyRank(Coded, enum.IntEnum):
    ACE = 0
    TEN = 1
    KING = 2


class ToyCard(CardMethods[ToySuit, ToyRank], enum.IntEnum):
    RA = 0
    RT = 1
    RK = 2
    BA = 3
    BT = 4
    BK = 5


TOY_CARDS, TOY_POINTS = define_cards(
    ToyCard, ToySuit, ToyRank, suit_codes="RB", rank_codes="ATK", symbols="◆●",
    rank_points=(11, 10, 4), rank_aliases={"10": 1, "X": 1}, game="Toy", canonical="RA or BK")


def test_define_cards_derives_suit_rank_points_and_codes_from_the_number() -> None:
    """records.md Card codes: a card's number is suit * ranks + rank, its code suit then rank."""
    assert tuple(ToyCard) == TOY_CARDS
    assert TOY_POINTS == (11, 10, 4, 11, 10, 4)
    for card in ToyCard:
        assert card.suit is ToySuit(card // 3) and card.rank is ToyRank(card % 3)
        assert card.points == TOY_POINTS[card]
        assert card.code == str(card) == card.name == f"{card:>2}".strip()
    assert ToySuit.BLACK.code == "B" and ToySuit.BLACK.symbol == "●" and ToyRank.KING.code == "K"
    assert not hasattr(ToyRank.KING, "symbol")


def test_pretty_prints_the_symbol_and_the_ten_as_10() -> None:
    """records.md Card codes: readers accept 10 for the ten; pretty prints it so."""
    assert ToyCard.RT.pretty == "◆10" and ToyCard.BK.pretty == "●K"


@pytest.mark.parametrize(("text", "card"), [
    ("RA", ToyCard.RA), ("ra", ToyCard.RA), ("b10", ToyCard.BT), ("BX", ToyCard.BT),
    ("●k", ToyCard.BK), (" RT ", ToyCard.RT), (ToyCard.BA, ToyCard.BA),
])
def test_parse_accepts_codes_aliases_symbols_and_cards(text: object, card: ToyCard) -> None:
    """records.md Card codes: lower case, the ten's aliases and the suit symbols are read."""
    assert ToyCard.parse(text) is card


@pytest.mark.parametrize("text", ["", "RQ", "R", "◆", 3, None, "RAA"])
def test_parse_refuses_anything_else_naming_the_game(text: object) -> None:
    """records.md Card codes: anything else is a ParseError (unknown_card) naming the game."""
    with pytest.raises(ParseError) as info:
        ToyCard.parse(text)
    assert info.value.code == "unknown_card" and "Toy" in info.value.message


def test_define_cards_refuses_members_not_named_by_their_code() -> None:
    """records.md Card codes: writers emit the canonical code, which is the member's name."""

    class Misnamed(CardMethods[ToySuit, ToyRank], enum.IntEnum):
        RA = 0
        RT = 1
        KING = 2
        BA = 3
        BT = 4
        BK = 5

    with pytest.raises(TypeError, match="member 2 is not named by its code RK"):
        define_cards(Misnamed, ToySuit, ToyRank, suit_codes="RB", rank_codes="ATK",
                     symbols="◆●", rank_points=(11, 10, 4), rank_aliases={"10": 1},
                     game="Toy", canonical="RA")


def test_format_cards_joins_the_codes() -> None:
    """records.md Card codes: writers always emit the canonical code."""
    assert format_cards([ToyCard.RA, ToyCard.BT]) == "RA, BT" and format_cards([]) == ""


@given(st.lists(st.lists(st.integers(0, 5), max_size=4), min_size=4, max_size=4),
       st.integers(0, 4))
def test_count_dealt_names_each_short_or_long_hand_and_counts_every_card(
        hands: list[list[int]], per_hand: int) -> None:
    """records.md `hands`: four hands of the rules' size; the deck check names every hand of
    another size (by seat) and sees how often each card was dealt."""
    problems, counts = count_dealt(hands, per_hand)
    assert problems == [f"p{s} holds {len(h)} cards instead of {per_hand}"
                        for s, h in enumerate(hands) if len(h) != per_hand]
    assert counts == {c: sum(h.count(c) for h in hands) for c in {c for h in hands for c in h}}


def test_given_hands_parses_every_card_or_refuses_the_deck() -> None:
    """records.md `hands`: given hands are parsed card by card (aliases accepted, nothing
    repaired) and must form the rules' deck, else `wrong_deck` with the deck check's words."""
    def parse(text: str) -> int:
        return int(text)

    assert given_hands([["1", "2"], ["3"]], parse, lambda hands: "") == ((1, 2), (3,))
    with pytest.raises(ArgumentError, match="missing: 4") as caught:
        given_hands([["1"]], parse, lambda hands: "missing: 4" if hands == ((1,),) else "")
    assert caught.value.code == "wrong_deck"
