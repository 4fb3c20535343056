"""Contracts and their card orders: the seven trump schemes, plain suits, swines
(doppelkopf.md "Cards and ranking", "Swines")."""

from __future__ import annotations

import pytest

from trickgames.doppelkopf.cards import Card, Suit
from trickgames.doppelkopf.contracts import Contract, Reservation, card_order

from .helpers import cards

NORMAL_TRUMPS = "HT CQ SQ HQ DQ CJ SJ HJ DJ DA DT DK D9"
BLACK = {Suit.CLUBS: "CA CT CK C9", Suit.SPADES: "SA ST SK S9"}


def names(seq: tuple[Card, ...]) -> str:
    return " ".join(c.name for c in seq)


def test_normal_game_trumps() -> None:
    """Normal game trumps high to low: HT, CQ SQ HQ DQ, CJ SJ HJ DJ, DA DT DK D9, 26 cards
    (doppelkopf.md Cards and ranking)."""
    order = card_order(Contract.NORMAL)
    assert names(order.trump_cards) == NORMAL_TRUMPS
    assert 2 * len(order.trump_cards) == 26


def test_normal_game_plain_suits() -> None:
    """Plain suits in a normal game: clubs and spades A T K 9, hearts A K 9, no plain diamonds
    (doppelkopf.md Cards and ranking)."""
    order = card_order(Contract.NORMAL)
    assert names(order.plain_cards(Suit.CLUBS)) == "CA CT CK C9"
    assert names(order.plain_cards(Suit.SPADES)) == "SA ST SK S9"
    assert names(order.plain_cards(Suit.HEARTS)) == "HA HK H9"
    assert order.plain_cards(Suit.DIAMONDS) == ()


@pytest.mark.parametrize("contract", [Contract.MARRIAGE, Contract.POVERTY,
                                      Contract.SOLO_DIAMONDS])
def test_diamond_based_contracts_use_the_normal_order(contract: Contract) -> None:
    """Marriage, poverty and the diamonds solo have exactly the normal-game order
    (doppelkopf.md Cards and ranking: "A diamonds solo has exactly the normal-game order")."""
    order, normal = card_order(contract), card_order(Contract.NORMAL)
    assert order.trump_cards == normal.trump_cards
    for suit in Suit:
        assert order.plain_cards(suit) == normal.plain_cards(suit)


@pytest.mark.parametrize(
    ("contract", "suit", "low"),
    [(Contract.SOLO_CLUBS, Suit.CLUBS, "CA CT CK C9"),
     (Contract.SOLO_SPADES, Suit.SPADES, "SA ST SK S9"),
     (Contract.SOLO_HEARTS, Suit.HEARTS, "HA HK H9")],
)
def test_suit_solo_trumps_and_plain_suits(contract: Contract, suit: Suit, low: str) -> None:
    """Suit solo: HT, the queens, the jacks, then A T K 9 of the suit (hearts A K 9);
    diamonds stay plain A T K 9 (doppelkopf.md Cards and ranking)."""
    order = card_order(contract)
    assert names(order.trump_cards) == "HT CQ SQ HQ DQ CJ SJ HJ DJ " + low
    assert order.plain_cards(suit) == ()
    assert names(order.plain_cards(Suit.DIAMONDS)) == "DA DT DK D9"
    for other in (Suit.CLUBS, Suit.SPADES):
        if other is not suit:
            assert names(order.plain_cards(other)) == BLACK[other]
    if suit is not Suit.HEARTS:
        assert names(order.plain_cards(Suit.HEARTS)) == "HA HK H9"
    assert order.is_trump(Card.HT)


@pytest.mark.parametrize(
    ("contract", "trumps", "plain_rank"),
    [(Contract.SOLO_QUEENS, "CQ SQ HQ DQ", "J"), (Contract.SOLO_JACKS, "CJ SJ HJ DJ", "Q")],
)
def test_queen_and_jack_solo(contract: Contract, trumps: str, plain_rank: str) -> None:
    """Queen/jack solo: only the four queens/jacks are trumps, club > spade > heart > diamond;
    plain suits A T K J 9 / A T K Q 9 and HT is a plain heart (doppelkopf.md Cards and
    ranking)."""
    order = card_order(contract)
    assert names(order.trump_cards) == trumps
    for suit in Suit:
        s = suit.code
        assert names(order.plain_cards(suit)) == f"{s}A {s}T {s}K {s}{plain_rank} {s}9"
    assert not order.is_trump(Card.HT)
    assert not order.is_trump(Card.DA)


def test_aces_solo_has_no_trumps() -> None:
    """Aces solo (Fleischlos): no trumps, every suit A T K Q J 9 (doppelkopf.md Cards and
    ranking)."""
    order = card_order(Contract.SOLO_ACES)
    assert order.trump_cards == ()
    for suit in Suit:
        s = suit.code
        assert names(order.plain_cards(suit)) == f"{s}A {s}T {s}K {s}Q {s}J {s}9"


def test_every_card_has_exactly_one_place_in_every_order() -> None:
    """Each of the 24 card kinds is a trump or belongs to exactly one plain suit, in all seven
    schemes (doppelkopf.md Cards and ranking)."""
    for contract in Contract:
        order = card_order(contract)
        placed = list(order.trump_cards)
        for suit in Suit:
            placed += order.plain_cards(suit)
        assert sorted(placed) == list(Card)


@pytest.mark.parametrize("contract", [Contract.NORMAL, Contract.MARRIAGE, Contract.POVERTY,
                                      Contract.SOLO_DIAMONDS])
def test_swines_rank_above_the_dullen(contract: Contract) -> None:
    """Swines: in a game whose trumps include diamonds, the two DA rank above the Dullen
    (doppelkopf.md Swines)."""
    order = card_order(contract, swines=True)
    assert names(order.trump_cards) == "DA HT CQ SQ HQ DQ CJ SJ HJ DJ DT DK D9"


@pytest.mark.parametrize("contract", [Contract.SOLO_CLUBS, Contract.SOLO_SPADES,
                                      Contract.SOLO_HEARTS, Contract.SOLO_QUEENS,
                                      Contract.SOLO_JACKS, Contract.SOLO_ACES])
def test_swines_do_not_apply_without_diamond_trumps(contract: Contract) -> None:
    """Swines need a game whose trumps include diamonds: other solos keep their order
    (doppelkopf.md Swines)."""
    assert card_order(contract, swines=True).trump_cards == card_order(contract).trump_cards
    assert contract.diamonds_trump is False


def test_contract_kinds() -> None:
    """The seven solos, marriage and poverty are the declarations; solos are the contracts
    scored as solos when declared (doppelkopf.md Reservations; records.md `declare`)."""
    solos = [c for c in Contract if c.is_solo]
    assert len(solos) == 7
    assert not Contract.NORMAL.is_solo and not Contract.MARRIAGE.is_solo
    assert {r.value for r in Reservation} == {
        "marriage", "poverty", "solo-clubs", "solo-spades", "solo-hearts", "solo-diamonds",
        "solo-queens", "solo-jacks", "solo-aces"}
    assert all(Contract.of(r).value == r.value for r in Reservation)


@pytest.mark.parametrize("text", ["solo-aces", "fleischlos", "Fleischlos", "meatless",
                                  "SOLO-ACES"])
def test_aces_solo_aliases(text: str) -> None:
    """`solo-aces` = Fleischlos; readers accept `fleischlos`, `meatless` (records.md
    `declare`)."""
    assert Reservation.parse(text) is Reservation.SOLO_ACES


def test_unknown_reservation() -> None:
    """Only the nine declarations exist (records.md `declare`)."""
    with pytest.raises(ValueError, match="solo-tens"):
        Reservation.parse("solo-tens")


def test_helper_cards() -> None:
    """The test helper reads card codes as the record reader does (records.md Card codes)."""
    assert cards("cq ♥10") == [Card.CQ, Card.HT]
