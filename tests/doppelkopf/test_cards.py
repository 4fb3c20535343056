"""Cards, card codes and card points
(doppelkopf.md "Cards and ranking"; records.md "Card codes")."""

from __future__ import annotations

from collections import Counter

import pytest

from trickgames import ParseError, TrickgamesError
from trickgames.doppelkopf.cards import CARDS, Card, Rank, Suit, deck, format_cards, parse_cards
from trickgames.doppelkopf.rules import DDV


def test_deck_has_48_cards_each_twice() -> None:
    """Deck: A, 10, K, Q, J, 9 of four suits, each twice, 48 cards (doppelkopf.md Cards)."""
    cards = deck()
    assert len(cards) == 48
    assert Counter(cards) == dict.fromkeys(CARDS, 2)


def test_deck_without_nines_has_40_cards() -> None:
    """Option nines=false: 40 cards, no nine (doppelkopf.md Options, `nines`)."""
    cards = deck(DDV.replace(nines=False))
    assert len(cards) == 40
    assert all(c.rank is not Rank.NINE for c in cards)
    assert Counter(cards) == {c: 2 for c in CARDS if c.rank is not Rank.NINE}


@pytest.mark.parametrize(
    ("rank", "points"),
    [(Rank.ACE, 11), (Rank.TEN, 10), (Rank.KING, 4), (Rank.QUEEN, 3), (Rank.JACK, 2),
     (Rank.NINE, 0)],
)
def test_card_points_by_rank(rank: Rank, points: int) -> None:
    """Card points A 11, 10 10, K 4, Q 3, J 2, 9 0 in every suit (doppelkopf.md Cards)."""
    for suit in Suit:
        assert CARDS[suit * 6 + rank].points == points


@pytest.mark.parametrize("nines", [True, False])
def test_deck_is_worth_240(nines: bool) -> None:
    """The deck holds 240 card points, also without nines (doppelkopf.md Cards)."""
    assert sum(c.points for c in deck(DDV.replace(nines=nines))) == 240


def test_codes_are_suit_then_rank() -> None:
    """Card codes are suit C S H D then rank A T K Q J 9 (records.md Card codes)."""
    assert [c.code for c in CARDS[:6]] == ["CA", "CT", "CK", "CQ", "CJ", "C9"]
    assert {c.code[0] for c in CARDS} == set("CSHD")
    assert Card.HT.suit is Suit.HEARTS and Card.HT.rank is Rank.TEN
    assert str(Card.DA) == "DA" and f"{Card.CQ:>3}" == " CQ"


@pytest.mark.parametrize(
    ("text", "card"),
    [("CQ", Card.CQ), ("cq", Card.CQ), ("Cq", Card.CQ), ("HT", Card.HT), ("H10", Card.HT),
     ("h10", Card.HT), ("♥10", Card.HT), ("♥T", Card.HT), ("♦A", Card.DA), ("♣J", Card.CJ),
     ("♠9", Card.S9), ("s10", Card.ST), (" DA ", Card.DA)],
)
def test_card_code_aliases(text: str, card: Card) -> None:
    """Readers accept lower case, `10` for the ten and the suit symbols (records.md Card codes)."""
    assert Card.parse(text) is card


def test_card_output_is_canonical_upper_case() -> None:
    """Writers emit the two-letter upper-case code (records.md Card codes)."""
    assert [str(c) for c in parse_cards(["♥10", "cq", "d9"])] == ["HT", "CQ", "D9"]
    assert format_cards(parse_cards(["cq", "♦J"])) == "CQ, DJ"
    assert Card.HT.pretty == "♥10" and Card.CQ.pretty == "♣Q"


@pytest.mark.parametrize("text", ["XQ", "C1", "", "CQQ", "C 10", "Q", "H8", "EO", 5, None])
def test_unknown_card_codes_are_parse_errors(text: object) -> None:
    """An unknown card code is a ParseError with code unknown_card (records.md Card codes)."""
    with pytest.raises(ParseError) as info:
        Card.parse(text)
    assert info.value.code == "unknown_card"
    assert isinstance(info.value, TrickgamesError) and isinstance(info.value, ValueError)
