"""What both games' screens share: the voice, the card notations and the word tables
(docs/cli.md "trickgames play": words, notations, "Deutsch")."""

from __future__ import annotations

import pytest

from trickgames._core.screen import NOTATIONS, Voice, Words, merge, normalise
from trickgames._games import GAMES


def test_typed_text_is_compared_loosely() -> None:
    """docs/cli.md "trickgames play": words are compared without case, with ß as ss and
    hyphens as spaces (Keine-90 is keine 90, Stoß is stoss)."""
    assert normalise("  Keine-90 ") == "keine 90"
    assert normalise("Stoß") == normalise("STOSS") == "stoss"


def test_one_phrase_may_mean_several_actions() -> None:
    """docs/cli.md "trickgames play": a word table maps each action to its English and German
    phrases; a phrase shared by several actions means all of them (the legal one decides),
    and merged tables add phrases."""
    words = Words(actions=merge(
        [("declare solo-a", (("solo",), ("solo a",))), ("declare solo-b", (("solo",), ()))],
        [("declare solo-a", (("a",), ()))]), verbs={"spiel": "play"})
    assert words.meanings("SOLO") == ("declare solo-a", "declare solo-b")
    assert words.meanings("declare solo-a") == ("declare solo-a",)
    assert words.of("declare solo-a", "en") == ("solo", "a")
    assert words.of("declare solo-b", "de") == ("declare solo-b",)
    assert words.verb("Spiel") == "play" and words.verb("give") == "give"
    assert words.meanings("nothing") == ()


@pytest.mark.parametrize("game", list(GAMES))
def test_every_card_reads_back_in_every_notation(game: str) -> None:
    """docs/cli.md "trickgames play" (--cards): every card shown in any notation (letters,
    symbols, german) reads back as that card, and every notation has a legend in both
    languages."""
    notations = GAMES[game].presenter.notations
    for notation in NOTATIONS:
        for card, shown in notations.names[notation].items():
            assert notations.read(shown) is card
            assert notations.read(shown.lower()) is card
        for lang in ("en", "de"):
            assert notations.legend(notation, lang)
    assert notations.read("banana") is None


def test_the_voice_speaks_one_language() -> None:
    """docs/cli.md "Deutsch": a screen's voice picks its language's text and names seats by
    their players' names."""
    voice = Voice("de", ("du", "B", "C", "D"), "german", 0)
    assert voice.pick("hand", "Karten") == "Karten"
    assert voice.name(2) == "C" and voice.is_you(0) and not voice.is_you(1)
    assert Voice().pick("hand", "Karten") == "hand" and not Voice().is_you(0)


@pytest.mark.parametrize("game", list(GAMES))
def test_every_card_name_of_both_decks_in_both_languages_reads_back(game: str) -> None:
    """docs/cli.md "trickgames play" (typing a card): every card of the game's long deck,
    named in full in English or German (``queen of clubs``, ``Kreuz Dame``, ``Kreuz-Dame``,
    ``Eichel Ober``), by a nickname (``Dulle``) or in any notation, in any case, reads back
    as exactly that card."""
    notations = GAMES[game].presenter.notations
    words = notations.words
    cards = list(notations.cards_by_code.values())
    assert len(cards) == (24 if game == "doppelkopf" else 32)
    for card in cards:
        names = [*words.spellings(card.name),
                 *(notations.show(card, n) for n in NOTATIONS), card.name]
        for lang in ("en", "de"):
            names.append(notations.full_name(card, lang))
        for name in names:
            for typed in (name, name.lower(), name.upper()):
                assert notations.cards(typed) == (card,), typed
                assert notations.read(typed) is card


def test_the_names_players_type() -> None:
    """docs/cli.md "trickgames play" (typing a card): the names of the issue's examples, the
    nicknames (Dulle, Fuchs, Karlchen; der Alte, der Blaue, der Rote) and the short forms
    read as their cards; a short form that fits several cards (``kd``: Kreuz- or Karo-Dame;
    ``Sau``) names them all, and the hand decides."""
    dk = GAMES["doppelkopf"].presenter.notations
    sk = GAMES["schafkopf"].presenter.notations

    def codes(notations: object, text: str) -> list[str]:
        return [c.name for c in notations.cards(text)]  # type: ignore[attr-defined]

    for text, code in (("Kreuz Dame", "CQ"), ("Herz Zehn", "HT"), ("Kreuz Ass", "CA"),
                       ("Dulle", "HT"), ("Fuchs", "DA"), ("Karlchen", "CJ"), ("Ka10", "DT"),
                       ("KrD", "CQ"), ("HeZ", "HT"), ("queen of clubs", "CQ"),
                       ("ten of hearts", "HT"), ("kreuzdame", "CQ"), ("Pik-Bube", "SJ")):
        assert codes(dk, text) == [code], text
    assert codes(dk, "kd") == ["CQ", "DQ"] and codes(dk, "Dame") == ["CQ", "SQ", "HQ", "DQ"]
    for text, code in (("eichel ober", "EO"), ("Gras Unter", "GU"), ("Alte", "EO"),
                       ("der Blaue", "GO"), ("Rote", "HO"), ("Herz Sau", "HA"),
                       ("e10", "EZ"), ("Schellen-Sieben", "S7"), ("SchA", "SA")):
        assert codes(sk, text) == [code], text
    assert codes(sk, "Sau") == ["EA", "GA", "HA", "SA"]
    assert dk.cards("banana") == () and dk.read("kd") is None


def test_the_key_names_only_the_cards_of_the_deck() -> None:
    """docs/cli.md "trickgames play" (the card key): the key lists the ranks of the deck
    being played: no 8 and 7 in Schafkopf's short deck, no nine in Doppelkopf without
    nines."""
    from trickgames import doppelkopf as dk
    from trickgames import schafkopf as sk

    notations = GAMES["schafkopf"].presenter.notations
    assert "8 Acht, 7 Sieben" in notations.legend("german", "de", sk.STANDARD)
    short = notations.legend("german", "de", sk.Rules.from_json("short"))
    assert "9 Neun." in short and "Acht" not in short and "Sieben" not in short
    doppelkopf = GAMES["doppelkopf"].presenter.notations
    assert "9 nine" in doppelkopf.legend("letters", "en", dk.DDV)
    assert "nine" not in doppelkopf.legend("letters", "en", dk.DDV.replace(nines=False))


def test_lines_are_cut_at_word_boundaries() -> None:
    """docs/cli.md "80 columns": a line longer than the screen is cut at spaces, the rest
    indented; the spaces inside a line (the gaps of the hand) are kept; a wide character
    (🌰) takes two columns."""
    from trickgames._core.screen import width_of, wrap

    assert wrap("short", 80) == ["short"]
    lines = wrap("  Nicht erlaubt: " + "wort " * 30, 40)
    assert all(width_of(line) <= 40 for line in lines)
    assert lines[0].startswith("  Nicht") and lines[1].startswith("      wort")
    assert " ".join(" ".join(lines).split()) == " ".join(("Nicht erlaubt: " + "wort " * 30)
                                                        .split())
    assert wrap("A B   C", 80) == ["A B   C"] and wrap("A B   C D", 7) == ["A B   C",
                                                                         "    D"]
    assert width_of("🌰O ♥10") == 7


def test_the_voice_names_the_person_after_von() -> None:
    """docs/cli.md "Deutsch": "von dir", "by you"; "von B" for the others."""
    german = Voice("de", ("du", "B", "C", "D"), "german", 0)
    assert german.by(0) == "von dir" and german.by(1) == "von B"
    assert Voice("en", ("you", "B", "C", "D"), seat=0).by(0) == "by you"
