"""Games, classes and card orders exactly as the spec's table (schafkopf.md "Cards, points,
trumps"; "Bidding" item 6 for the class ladder)."""

from __future__ import annotations

import pytest

from trickgames.schafkopf.cards import Suit
from trickgames.schafkopf.contracts import (
    CLASS_LADDER,
    Contract,
    GameClass,
    Kind,
    card_order,
    parse_suit_word,
)


def names(cards: tuple[object, ...]) -> str:
    return " ".join(str(c) for c in cards)


ORDERS = [
    # game, trumps high to low, plain Eichel (or Gras when Eichel is trump)
    (Contract.SAUSPIEL_SCHELLEN, "EO GO HO SO EU GU HU SU HA HZ HK H9 H8 H7", "EA EZ EK E9 E8 E7"),
    (Contract.SOLO_HERZ, "EO GO HO SO EU GU HU SU HA HZ HK H9 H8 H7", "EA EZ EK E9 E8 E7"),
    (Contract.SOLO_EICHEL, "EO GO HO SO EU GU HU SU EA EZ EK E9 E8 E7", "GA GZ GK G9 G8 G7"),
    (Contract.WENZ, "EU GU HU SU", "EA EZ EK EO E9 E8 E7"),
    (Contract.FARBWENZ_GRAS, "EU GU HU SU GA GZ GK GO G9 G8 G7", "EA EZ EK EO E9 E8 E7"),
    (Contract.GEIER, "EO GO HO SO", "EA EZ EK EU E9 E8 E7"),
    (Contract.FARBGEIER_SCHELLEN, "EO GO HO SO SA SZ SK SU S9 S8 S7", "EA EZ EK EU E9 E8 E7"),
]


@pytest.mark.parametrize(("contract", "trumps", "plain"), ORDERS)
def test_trump_and_plain_orders(contract: Contract, trumps: str, plain: str) -> None:
    """Trumps and plain suits per game, high to low, as the spec's table."""
    order = card_order(contract)
    assert names(order.trump_cards) == trumps
    suit = Suit.GRAS if contract.suit is Suit.EICHEL and contract.is_single else Suit.EICHEL
    assert names(order.plain_cards(suit)) == plain.replace("E", suit.code).replace(
        "G", suit.code)


def test_herz_is_plain_in_other_solos() -> None:
    """In Solo X (X = E, G, S) Herz is a plain suit (schafkopf.md table)."""
    order = card_order(Contract.SOLO_GRAS)
    assert names(order.plain_cards(Suit.HERZ)) == "HA HZ HK H9 H8 H7"
    assert order.plain_cards(Suit.GRAS) == ()


def test_short_deck_orders_leave_out_8_and_7() -> None:
    """Short deck: the 8s and 7s do not exist and are in no order (schafkopf.md)."""
    order = card_order(Contract.SAUSPIEL_EICHEL, short=True)
    assert names(order.trump_cards) == "EO GO HO SO EU GU HU SU HA HZ HK H9"
    assert names(order.plain_cards(Suit.SCHELLEN)) == "SA SZ SK S9"


def test_class_ladder() -> None:
    """The class ladder, low to high, with the new classes (schafkopf-variants.md 2, which
    extends schafkopf.md Bidding 6); sauspiel and hochzeit are the partner classes."""
    assert [c.value for c in CLASS_LADDER] == [
        "sauspiel", "hochzeit", "bettel", "bettel-ouvert", "farbgeier", "geier", "farbwenz",
        "wenz", "solo", "farbgeier-tout", "geier-tout", "farbwenz-tout", "wenz-tout",
        "solo-tout", "sie"]
    assert [c.rank for c in CLASS_LADDER] == list(range(15))
    assert GameClass.WENZ_TOUT.kind is Kind.WENZ and GameClass.WENZ_TOUT.tout
    assert [c.value for c in CLASS_LADDER if not c.is_single] == ["sauspiel", "hochzeit"]
    assert not any(c.tout for c in (GameClass.BETTEL, GameClass.BETTEL_OUVERT, GameClass.SIE))


def test_the_new_games_and_their_orders() -> None:
    """schafkopf-variants.md 2: Hochzeit and Ramsch have the Sauspiel's trumps; Bettel has
    none, every suit A K O U Z 9 8 7 (short deck without 8 and 7); the Ramsch is never
    declared; the new games parse by name and take no suit or Tout."""
    assert card_order(Contract.HOCHZEIT).trumps == card_order(Contract.SAUSPIEL_GRAS).trumps
    assert card_order(Contract.RAMSCH).trumps == card_order(Contract.SAUSPIEL_GRAS).trumps
    bettel = card_order(Contract.BETTEL_OUVERT)
    assert bettel.trump_cards == ()
    assert names(bettel.plain_cards(Suit.HERZ)) == "HA HK HO HU HZ H9 H8 H7"
    assert names(card_order(Contract.BETTEL, short=True).plain_cards(Suit.GRAS)) == (
        "GA GK GO GU GZ G9")
    assert not Contract.RAMSCH.declarable and Contract.SIE.declarable
    with pytest.raises(ValueError, match="not declared"):
        Contract.RAMSCH.game_class  # noqa: B018
    assert Contract.parse("Bettel-Ouvert") is Contract.BETTEL_OUVERT
    assert Contract.parse("hochzeit").game_class is GameClass.HOCHZEIT
    assert Contract.SIE.is_single and Contract.BETTEL.is_single
    assert not Contract.HOCHZEIT.is_single and not Contract.RAMSCH.is_single
    assert [Kind(k).tariff_key for k in ("wenz", "bettel-ouvert", "sie", "hochzeit")] == [
        "wenz", "bettel_ouvert", "solo", "hochzeit"]


def test_contract_properties() -> None:
    """Every game has its kind, suit, Tout flag and class (records.md declare grammar)."""
    c = Contract.FARBWENZ_HERZ_TOUT
    assert (c.kind, c.suit, c.tout, c.game_class) == (Kind.FARBWENZ, Suit.HERZ, True,
                                                       GameClass.FARBWENZ_TOUT)
    assert Contract.SAUSPIEL_GRAS.called_ace is not None
    assert str(Contract.SAUSPIEL_GRAS.called_ace) == "GA"
    assert Contract.WENZ.called_ace is None and Contract.WENZ.is_single
    assert len(Contract) == 36  # 31 of schafkopf.md, 5 of schafkopf-variants.md 2


@pytest.mark.parametrize(("text", "contract"), [
    ("sauspiel-eichel", Contract.SAUSPIEL_EICHEL),
    ("Solo-Herz-Tout", Contract.SOLO_HERZ_TOUT),
    ("solo-schelln", Contract.SOLO_SCHELLEN),
    ("farbgeier-g", Contract.FARBGEIER_GRAS),
    ("rufspiel-gruen", Contract.SAUSPIEL_GRAS),
])
def test_contract_parse_aliases(text: str, contract: Contract) -> None:
    """Game names parse case-insensitively, with suit aliases (records.md declare)."""
    assert Contract.parse(text) is contract


@pytest.mark.parametrize("text", ["sauspiel-herz", "sauspiel-eichel-tout", "wenz-eichel",
                                  "solo", "farbwenz", "bettel-tout", "ramsch", "sie-tout",
                                  "hochzeit-eichel", "", "solo-blau-x"])
def test_contract_parse_refuses(text: str) -> None:
    """No Herz Sauspiel, no Sauspiel Tout, no unknown games (records.md declare)."""
    with pytest.raises(ValueError, match="unknown game"):
        Contract.parse(text)


def test_suit_words() -> None:
    """Suit words in game names (records.md declare)."""
    assert parse_suit_word("Schelln") is Suit.SCHELLEN
    with pytest.raises(ValueError, match="clubs"):
        parse_suit_word("clubs")
