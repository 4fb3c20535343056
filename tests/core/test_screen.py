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
