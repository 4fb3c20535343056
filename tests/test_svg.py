"""The SVG drawings (trickgames.svg): every card of both decks, hands, tricks, tables."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest

import trickgames
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames import svg

SVG = "{http://www.w3.org/2000/svg}"


def titles(text: str) -> list[str]:
    return [t.text or "" for t in ET.fromstring(text).iter(f"{SVG}title")]


@pytest.mark.parametrize(("game", "engine"), [("doppelkopf", dk), ("schafkopf", sk)])
def test_every_card_draws_as_well_formed_svg_with_its_name(game, engine):
    """svg module: each card of the game's deck (French for Doppelkopf, German for Schafkopf,
    records.md "Card codes") is one well-formed <svg> without ids, named in both languages;
    a card object draws the same as its code."""
    for lang in ("en", "de"):
        names = set()
        for card in engine.Card:
            text = svg.card(card.code, game, lang=lang)
            root = ET.fromstring(text)
            assert root.tag == f"{SVG}svg" and root.get("viewBox") == "0 0 100 150"
            assert " id=" not in text
            assert text == svg.card(card, lang=lang)
            names.add(titles(text)[0])
        assert len(names) == len(engine.Card)


def test_card_names_follow_each_deck():
    """svg module: the French deck by its English or German names, the German deck by its
    own (Sau, Ober, Unter) in both languages."""
    assert svg.card_name("CQ", "doppelkopf") == "queen of clubs"
    assert svg.card_name("CQ", "doppelkopf", "de") == "Kreuz-Dame"
    assert svg.card_name("DJ", "doppelkopf", "de") == "Karo-Bube"
    assert svg.card_name(sk.Card.EO) == "Eichel-Ober"
    assert svg.card_name("GU", "schafkopf", "de") == "Gras-Unter"
    assert svg.card_name("SA", "schafkopf") == "Schellen-Sau"
    assert svg.card_name("??", "schafkopf", "de") == "Kartenrücken"


def test_german_face_cards_hold_their_suit_sign_high_or_low():
    """svg module: on the German deck the Ober shows his suit sign above the figure's head,
    the Unter below (as on the real cards), so both can be told apart without the index."""
    def sign_heights(code: str) -> list[float]:
        text = svg.card(code, "schafkopf")
        found = re.findall(r'translate\(([\d.]+),([\d.]+)\) scale\(0\.75\)', text)
        return [float(y) for _, y in found]

    assert sign_heights("EO") == [38.0]
    assert sign_heights("EU") == [114.0]


def test_the_corner_index_follows_the_language():
    """svg module: the French deck's index is A K Q J in English and A K D B in German."""
    assert ">Q</text>" in svg.card("SQ", "doppelkopf")
    assert ">D</text>" in svg.card("SQ", "doppelkopf", lang="de")
    assert ">B</text>" in svg.card("SJ", "doppelkopf", lang="de")
    assert ">10</text>" in svg.card("HZ", "schafkopf")


def test_a_hidden_card_is_the_back():
    """svg module: "??" (a card the viewer cannot see, frontend.md) draws the back, blue for
    Doppelkopf and red for Schafkopf."""
    assert svg.card("??", "doppelkopf") == svg.back("doppelkopf")
    assert "#1f3f8f" in svg.back("doppelkopf") and "#8f1f2a" in svg.back("schafkopf")
    assert titles(svg.back("schafkopf"))[0] == "card back"


def test_width_scales_the_card():
    """svg module: width sets the drawn size, the height in proportion 2:3."""
    root = ET.fromstring(svg.card("HA", "doppelkopf", width=80))
    assert (root.get("width"), root.get("height")) == ("80", "120")


@pytest.mark.parametrize(
    ("call", "code"),
    [
        (lambda: svg.card("CQ", "skat"), "unknown_game"),
        (lambda: svg.card("CQ"), "unknown_game"),
        (lambda: svg.card("XX", "doppelkopf"), None),
        (lambda: svg.card(dk.Card.CQ, "schafkopf"), "other_game_card"),
        (lambda: svg.card(3, "doppelkopf"), "invalid_card"),
        (lambda: svg.card("CQ", "doppelkopf", width=0), "invalid_width"),
        (lambda: svg.card("CQ", "doppelkopf", lang="fr"), "unknown_language"),
        (lambda: svg.hand("CQ", "doppelkopf"), "invalid_card"),
        (lambda: svg.hand([dk.Card.CQ, sk.Card.EO]), "other_game_card"),
        (lambda: svg.hand([]), "unknown_game"),
        (lambda: svg.hand(["CQ"], "doppelkopf", overlap=1), "invalid_overlap"),
        (lambda: svg.trick(["CQ"] * 5, 0, "doppelkopf"), "invalid_trick"),
        (lambda: svg.trick(["CQ"], 4, "doppelkopf"), "invalid_seat"),
        (lambda: svg.table({"game": "skat"}), "unknown_game"),
        (lambda: svg.table(42), "invalid_view"),
    ],
)
def test_bad_arguments_are_refused_with_a_code(call, code):
    """svg module: bad input is a library error (a ValueError with a stable code); a card
    code that is no card is the game's ParseError."""
    with pytest.raises(trickgames.TrickgamesError) as caught:
        call()
    if code is None:
        assert isinstance(caught.value, trickgames.ParseError)
    else:
        assert caught.value.code == code


def test_a_hand_dims_the_cards_not_allowed():
    """svg module: hand draws the cards in the given order; with legal, every card not in it
    is dimmed, and each copy of a card given twice is counted."""
    text = svg.hand(["CA", "CA", "HT"], "doppelkopf", legal=["CA"])
    assert text.count('opacity="0.45"') == 2
    assert titles(text)[1:] == ["ace of clubs", "ace of clubs", "ten of hearts"]
    assert svg.hand(["CA", "CA"], "doppelkopf", legal=["CA", "CA"]).count("opacity") == 0


def test_a_trick_puts_each_card_before_its_seat():
    """svg module: the leader's card is drawn first, each before the seat that played it as
    seen from ``seat`` (below, left, above, right in play order)."""
    text = svg.trick(["EA", "E7", "EK", "E9"], 2, "schafkopf", seat=2)
    assert titles(text)[1:] == ["Eichel-Sau", "Eichel-Sieben", "Eichel-König", "Eichel-Neun"]
    assert titles(svg.trick([], 0, "schafkopf"))[0] == "empty trick"


def _states(engine, rules, seed):
    state = engine.deal(rules, seed=seed, dealer=3)
    yield state
    while not state.is_over:
        state = engine.apply(state, engine.legal_actions(state, state.turn)[0])
        yield state


@pytest.mark.parametrize(("engine", "rules"), [(dk, "ddv"), (sk, "standard")])
def test_a_table_shows_only_what_the_view_holds(engine, rules):
    """frontend.md "What is hidden": the table of a seat's view shows that seat's hand and
    the trick face up and every other card face down, so it draws no card the view does not
    hold; a view and its JSON draw the same table."""
    for state in _states(engine, rules, 21):
        for seat in (0, 2, None):
            view = engine.view(state, seat)
            text = svg.table(view, lang="de")
            assert text == svg.table(view.to_json(), lang="de")
            value = view.to_json()
            shown = [t for t in titles(text)[1:] if t != "Kartenrücken"]
            expected = [svg.card_name(c, value["game"], "de")
                        for c in [*value["hand"], *value["trick"]["cards"]]]
            assert sorted(shown) == sorted(expected)
            backs = titles(text).count("Kartenrücken")
            hidden = sum(value["hand_sizes"]) - len(value["hand"])
            assert backs == hidden
