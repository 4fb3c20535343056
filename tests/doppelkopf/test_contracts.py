"""Contracts and their card orders: the seven trump schemes, plain suits, swines
(doppelkopf.md "Cards and ranking", "Swines")."""

from __future__ import annotations

import pytest

from trickgames import doppelkopf as dk
from trickgames.doppelkopf.cards import Card, Suit
from trickgames.doppelkopf.contracts import (
    TRUMP_SUITS,
    Contract,
    Reservation,
    card_order,
    hyperswine_card,
    swine_card,
)
from trickgames.doppelkopf.record import contract_label

from .helpers import cards, design_state

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


@pytest.mark.parametrize("contract", [c for c in Contract if c.scheme not in TRUMP_SUITS])
def test_swines_do_not_apply_without_a_trump_suit(contract: Contract) -> None:
    """Swines are the trump suit's aces: the queens, jacks, aces and picture solos keep their
    order (doppelkopf-variants.md "Swines and hyperswines", Where)."""
    assert card_order(contract, swines=True).trump_cards == card_order(contract).trump_cards
    assert swine_card(contract) is None and hyperswine_card(contract, True) is None


@pytest.mark.parametrize(("contract", "top"), [
    (Contract.SOLO_CLUBS, "CA HT CQ"), (Contract.SOLO_SPADES, "SA HT CQ"),
    (Contract.SOLO_HEARTS, "HA HT CQ")])
def test_suit_solo_swines_are_the_suit_aces(contract: Contract, top: str) -> None:
    """In a suit solo the swine card is the trump suit's ace (doppelkopf-variants.md "Swines
    and hyperswines": the suit's ace in a clubs, spades or hearts solo)."""
    assert names(card_order(contract, swines=True).trump_cards[:3]) == top


def test_hyperswines_rank_above_the_swines() -> None:
    """Normal order: D9 D9 > DA DA > HT > queens > jacks > DT DK; without nines DK is the
    hyperswine; hearts solo: H9 > HA > HT > queens > jacks > HK (doppelkopf-variants.md
    "Swines and hyperswines", Effect)."""
    order = card_order(Contract.NORMAL, True, hyperswine_card(Contract.NORMAL, True))
    assert names(order.trump_cards) == "D9 DA HT CQ SQ HQ DQ CJ SJ HJ DJ DT DK"
    order = card_order(Contract.NORMAL, True, hyperswine_card(Contract.NORMAL, False))
    assert names(order.trump_cards)[:5] == "DK DA"
    assert names(order.trump_cards).endswith("DJ DT D9")  # no nines are dealt
    order = card_order(Contract.SOLO_HEARTS, True, hyperswine_card(Contract.SOLO_HEARTS, True))
    assert names(order.trump_cards) == "H9 HA HT CQ SQ HQ DQ CJ SJ HJ DJ HK"
    # Hyperswines count only while the swines do.
    assert card_order(Contract.NORMAL, False, Card.D9) is card_order(Contract.NORMAL)


def test_contract_kinds() -> None:
    """The twelve solos, marriage (with each selector) and poverty are the declarations;
    solos are the contracts scored as solos when declared (doppelkopf.md Reservations;
    doppelkopf-variants.md "Record grammar additions"; records.md `declare`)."""
    solos = [c for c in Contract if c.is_solo]
    assert len(solos) == 12
    assert not Contract.NORMAL.is_solo and not Contract.MARRIAGE.is_solo
    assert {r.value for r in Reservation if not r.is_marriage} >= {
        "poverty", "solo-clubs", "solo-spades", "solo-hearts", "solo-diamonds",
        "solo-queens", "solo-jacks", "solo-aces", "solo-kings", "solo-queens-jacks",
        "solo-kings-jacks", "solo-kings-queens", "solo-koehler"}
    assert {r.value for r in Reservation if r.is_marriage} == {
        "marriage", "marriage-foreign", "marriage-trump", "marriage-plain", "marriage-clubs",
        "marriage-spades", "marriage-hearts"}
    assert all(Contract.of(r).value == r.value for r in Reservation
               if not r.is_marriage and r.value.startswith(("solo", "poverty")))
    assert all(Contract.of(r) is Contract.MARRIAGE for r in Reservation if r.is_marriage)


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


# -- more solos (doppelkopf-variants.md "More solos") -------------------------------------------

PICTURE_SOLOS = {
    Contract.SOLO_KINGS: ("CK SK HK DK", "A T Q J 9"),
    Contract.SOLO_QUEENS_JACKS: ("CQ SQ HQ DQ CJ SJ HJ DJ", "A T K 9"),
    Contract.SOLO_KINGS_JACKS: ("CK SK HK DK CJ SJ HJ DJ", "A T Q 9"),
    Contract.SOLO_KINGS_QUEENS: ("CK SK HK DK CQ SQ HQ DQ", "A T J 9"),
    Contract.SOLO_KOEHLER: ("CK SK HK DK CQ SQ HQ DQ CJ SJ HJ DJ", "A T 9"),
}


@pytest.mark.parametrize("contract", list(PICTURE_SOLOS))
def test_the_new_solos_card_orders(contract: Contract) -> None:
    """doppelkopf-variants.md "More solos", table: the trumps high to low and each plain suit's
    order of the five new solos; HT is a plain heart (the `dulle` option does not apply) and
    there are no swines."""
    trumps, ranks = PICTURE_SOLOS[contract]
    order = card_order(contract)
    assert order.trump_cards == tuple(cards(trumps))
    for suit in Suit:
        assert order.plain_cards(suit) == tuple(cards(" ".join(
            suit.name[0] + rank for rank in ranks.split())))
    assert not order.is_trump(Card.HT)
    assert card_order(contract, swines=True).trump_cards == order.trump_cards
    assert contract.is_solo and not contract.diamonds_trump


@pytest.mark.parametrize(("text", "solo"), [
    ("solo-koehler", Reservation.SOLO_KOEHLER), ("solo-köhler", Reservation.SOLO_KOEHLER),
    ("koehler", Reservation.SOLO_KOEHLER), ("Köhler", Reservation.SOLO_KOEHLER),
    ("solo-kings", Reservation.SOLO_KINGS), ("solo-queens-jacks", Reservation.SOLO_QUEENS_JACKS),
    ("solo-kings-jacks", Reservation.SOLO_KINGS_JACKS),
    ("solo-kings-queens", Reservation.SOLO_KINGS_QUEENS),
])
def test_the_new_solos_names_and_aliases(text: str, solo: Reservation) -> None:
    """doppelkopf-variants.md "Record grammar additions": `declare solo-kings` ..
    `solo-koehler` (readers accept `solo-köhler`, `koehler`, `köhler`); writers write the
    canonical name."""
    assert Reservation.parse(text) is solo
    assert solo.is_solo and Contract.of(solo).value == solo.value


# p2 declares solo-kings (forehand p1 leads), p2 re and p3 kontra before the first card; p2
# takes 186 : 54.
KINGS_SOLO = ["p2:re p3:kontra SJ SA SJ SQ", "CK SK HK HQ", "CK DK DK HJ", "SK S9 S9 DJ",
              "HK D9 ST HQ", "HA HT H9 HA", "CA CJ CQ CQ", "CA CT CT C9", "DQ DA DT DQ",
              "DA DT D9 DJ", "CJ C9 HJ H9", "ST SQ HT SA"]


def test_the_kings_solo_example() -> None:
    """doppelkopf-variants.md "More solos", example: trick 1 p1 SJ, p2 SA, p3 SJ, p0 SQ: jacks
    and queens are plain spades, SA wins; trick 2 p2 CK, p3 SK, p0 HK, p1 HQ: CK highest; trick
    6 p2 HA, p3 HT, p0 H9, p1 HA: the first HA beats the plain ten of hearts. p2 took 186 : 54
    with re and kontra: won 1, under 90 1, under 60 1, re 2, kontra 2 = 7; p2 +21, the others
    -7."""
    reservations = ["p1 healthy", "p2 reserve", "p3 healthy", "p0 healthy",
                    "p2 declare solo-kings"]
    rules = {"preset": "ddv", "solos": [r.value for r in Reservation if r.is_solo]}
    state = design_state(KINGS_SOLO, rules=rules, contract=Contract.SOLO_KINGS,
                         reservations=reservations)
    assert state.game is not None and state.game.contract is Contract.SOLO_KINGS
    assert [state.tricks[i].winner for i in (0, 1, 5)] == [2, 2, 2]
    assert state.tricks[0].leader == 1
    result = dk.score(state)
    assert result.card_points is not None
    assert (result.card_points.re, result.card_points.kontra) == (186, 54)
    assert [i.code for i in result.items] == ["won", "under_90", "under_60", "re_announced",
                                              "kontra_announced"]
    assert result.value == 7
    assert result.scores == (-7, -7, 21, -7)
    assert contract_label(state) == "solo-kings"
