"""The public texts in a language (trickgames.lang; docs/api.md "Texts in a language"):
an error's, an issue's and a rules problem's message, a score item's label and an option's
meaning, English exactly as written, German from the catalogue."""

from __future__ import annotations

import pytest

import trickgames
from trickgames import doppelkopf as dk
from trickgames import lang
from trickgames import schafkopf as sk
from trickgames._core import lang as core_lang

ENGINES = (dk, sk)


def test_english_is_the_text_itself() -> None:
    """docs/api.md "Texts in a language": for ``en`` each function answers the English text
    the library made: the message, the label, the option's doc."""
    state = dk.deal("ddv", seed=3)
    with pytest.raises(trickgames.IllegalActionError) as caught:
        dk.apply(state, "p2 healthy")
    assert lang.message(caught.value, "en") == str(caught.value) == caught.value.message
    for engine in ENGINES:
        for option in engine.Rules.options():
            assert lang.option_meaning(option, "en") == option.doc
    item = sk.ScoreItem("schneider", 10, "Schneider")
    assert lang.item_label(item, "en") == "Schneider"
    assert lang.item_label(item.to_json(), "en") == "Schneider"


def test_german_is_the_catalogues() -> None:
    """docs/cli.md "Deutsch": for ``de`` each function answers the catalogue's text, the same
    the command line and the terminal show (the private renderer they share)."""
    state = sk.deal("standard", seed=5)
    with pytest.raises(trickgames.IllegalActionError) as caught:
        sk.apply(state, "p0 play EO")
    error = caught.value
    assert lang.message(error, "de") == core_lang.render_error(error, "de") != error.message
    with pytest.raises(trickgames.RulesError) as rules:
        sk.Rules.from_json({"preset": "standard", "tariff": "x", "colour": 1})
    german = lang.message(rules.value, "de")
    assert german == " ".join(lang.message(p, "de") for p in rules.value.details)
    assert all(lang.message(p, "de") != p.message for p in rules.value.details)
    report = trickgames.validate('{"format": "trickgames.record/1", "game": "skat"}')
    for issue in report.issues:
        assert lang.message(issue, "de") == core_lang.render_issue(issue, "de")
    for engine in ENGINES:
        for option in engine.Rules.options():
            assert lang.option_meaning(option, "de") != option.doc, option.name


@pytest.mark.parametrize(("game", "rules", "seed"), [("doppelkopf", "ddv", 1),
                                                      ("schafkopf", "standard", 2)])
def test_every_item_of_a_deal_has_its_label_in_german(game, rules, seed) -> None:
    """docs/api.md "Texts in a language": a finished deal's score items, as objects and as
    their JSON (a view's score), have the same German label, the catalogue's (SCORE_ITEMS).
    """
    from trickgames.bots import play_deal

    entry = trickgames.GAMES[game]
    final = play_deal(entry.engine, entry.engine.deal(rules, seed=seed),
                      [entry.bots.heuristic() for _ in range(4)])
    items = entry.engine.score(final).items
    assert items
    for item in items:
        assert lang.item_label(item, "de") == lang.item_label(item.to_json(), "de") == \
            core_lang.item_label(item.code, item.label, "de")
    assert any(lang.item_label(item, "de") != item.label for item in items)
    view = entry.engine.view(final, 0).to_json()
    assert [lang.item_label(i, "de") for i in view["score"]["items"]] == \
        [lang.item_label(i, "de") for i in items]


@pytest.mark.parametrize(("call", "code"), [
    (lambda: lang.message(ValueError("x"), "de"), "not_an_error"),
    (lambda: lang.message("must_follow_suit", "en"), "not_an_error"),
    (lambda: lang.item_label({"code": "won"}, "de"), "not_a_score_item"),
    (lambda: lang.item_label(3, "de"), "not_a_score_item"),
    (lambda: lang.option_meaning("nines", "de"), "not_an_option"),
    (lambda: lang.option_meaning(dk.Rules.options()[0], "fr"), "unknown_language"),
    (lambda: lang.item_label({"code": "won", "label": "won"}, "DE"), "unknown_language"),
])
def test_what_is_not_a_text_is_an_argument_error(call, code) -> None:
    """docs/api.md "Errors": a value a function does not take is an ArgumentError with a
    stable code (and a German message of its own)."""
    with pytest.raises(trickgames.ArgumentError) as caught:
        call()
    assert caught.value.code == code
    assert lang.message(caught.value, "de") != caught.value.message


def test_the_languages() -> None:
    """docs/api.md "Texts in a language": English first (the default), then German."""
    assert lang.LANGUAGES == ("en", "de")
