"""Schafkopf rules: the presets as the spec's table, every option in JSON form, and invalid
combinations refused with every problem at once (schafkopf.md "Options (and the three
presets)")."""

from __future__ import annotations

import pytest

from trickgames import RulesError
from trickgames.schafkopf.contracts import GameClass, Kind
from trickgames.schafkopf.rules import (
    PRESETS,
    SAUSPIEL,
    SHORT,
    STANDARD,
    AllPass,
    Deck,
    DoublingWindow,
    Jungfrau,
    LaufendeMin,
    RamschTie,
    Rules,
    Schneider,
    Schwarz,
    Tariff,
)


def test_standard_preset() -> None:
    """standard: long deck, sauspiel/solo/wenz and their tout, tariff 10/50/10/10/10, Laufende
    from 3, no knocking, 2 doublings before the first card, running away with 4, asymmetric
    schneider, schwarz by tricks, redeal (schafkopf.md Options table)."""
    r = STANDARD
    assert r.deck is Deck.LONG and r.cards_per_hand == 8
    assert r.to_json(as_object=True) == {"preset": "standard"}
    assert [c.value for c in r.classes] == ["sauspiel", "wenz", "solo", "wenz-tout",
                                            "solo-tout"]
    assert r.tariff == Tariff(10, 50, 10, 10, 10)
    assert r.laufende_min == LaufendeMin(3, 3, 3, 3, 3, 3)
    assert (r.knocking, r.max_doublings, r.doubling_window, r.running_away_min) == (
        False, 2, DoublingWindow.BEFORE_FIRST_CARD, 4)
    assert (r.schneider, r.schwarz, r.all_pass) == (Schneider.ASYMMETRIC, Schwarz.TRICKS,
                                                    AllPass.REDEAL)


def test_short_preset() -> None:
    """short: the standard game with the short deck, 6 cards each (schafkopf.md)."""
    assert SHORT.deck is Deck.SHORT and SHORT.cards_per_hand == 6
    assert SHORT.replace(deck="long") == STANDARD


def test_sauspiel_preset() -> None:
    """sauspiel: + farbwenz and geier (and their tout), tariff 20/50, Laufende 3 but 2 for
    Wenz and Geier, knocking on (schafkopf.md Options table)."""
    r = SAUSPIEL
    assert [c.value for c in r.classes] == [
        "sauspiel", "geier", "farbwenz", "wenz", "solo", "geier-tout", "farbwenz-tout",
        "wenz-tout", "solo-tout"]
    assert not r.enabled(GameClass.FARBGEIER)
    assert r.tariff.to_json() == {"sauspiel": 20, "solo": 50, "schneider": 10, "schwarz": 10,
                                  "laufende": 10}
    assert r.laufende_min.of(Kind.WENZ) == 2 and r.laufende_min.of(Kind.GEIER) == 2
    assert r.laufende_min.of(Kind.FARBWENZ) == 3 and r.laufende_min.of(Kind.SAUSPIEL) == 3
    assert r.knocking and r.lowest_single_class is GameClass.GEIER


def test_presets_by_name() -> None:
    """The four presets by name (schafkopf-variants.md 14 adds wirtshaus); a preset name is
    its own JSON form (records.md rules)."""
    assert list(PRESETS) == ["standard", "short", "sauspiel", "wirtshaus"]
    for name, rules in PRESETS.items():
        assert rules.preset == name and Rules.from_json(name) is rules
        assert rules.to_json() == name


def test_record_override_of_the_data() -> None:
    """A record may override the tariff as a whole (data README: tariff 20/200/50/50/10)."""
    value = {"preset": "sauspiel", "tariff": {"sauspiel": 20, "solo": 200, "schneider": 50,
                                              "schwarz": 50, "laufende": 10}}
    rules = Rules.from_json(value)
    assert rules.tariff == Tariff(20, 200, 50, 50, 10)
    assert rules.to_json() == value


def test_partial_objects_complete_from_the_preset() -> None:
    """A partial tariff or laufende_min changes only what it names (documented choice)."""
    rules = Rules.from_json({"preset": "sauspiel", "tariff": {"solo": 100},
                             "laufende_min": {"wenz": 3}})
    assert rules.tariff == Tariff(20, 100, 10, 10, 10)
    assert rules.laufende_min == LaufendeMin(3, 3, 3, 3, 2, 3)
    assert STANDARD.replace(laufende_min=2).laufende_min == LaufendeMin(2, 2, 2, 2, 2, 2)
    assert STANDARD.replace(tariff={"laufende": 5}).tariff.laufende == 5


def test_games_as_list_or_object() -> None:
    """games: a list of classes, or {class: bool} switching the preset's (Options)."""
    listed = STANDARD.replace(games=["sauspiel", "solo", "geier"])
    assert [c.value for c in listed.classes] == ["sauspiel", "geier", "solo"]
    switched = Rules.from_json({"preset": "standard", "games": {"wenz-tout": False,
                                                                "farbgeier": True}})
    assert [c.value for c in switched.classes] == ["sauspiel", "farbgeier", "wenz", "solo",
                                                   "solo-tout"]
    assert switched.to_json() == {"preset": "standard", "games": [
        "sauspiel", "farbgeier", "wenz", "solo", "solo-tout"]}


def test_every_option_round_trips() -> None:
    """Every option written in JSON reads back equal (records.md rules)."""
    rules = SHORT.replace(
        games=["solo", "wenz", "wenz-tout"], tariff={"sauspiel": 5}, laufende_min=4,
        knocking=True, max_doublings=4, doubling_window="before_own_first_card",
        running_away_min=3, schneider="symmetric", schwarz="points", all_pass="stock",
        ramsch_tie="all_pay", ramsch_jungfrau="none", ramsch_durchmarsch=91,
        ramsch_must_overtake=True, bettel_must_overtake=True)
    assert Rules.from_json(rules.to_json()) == rules
    assert set(rules.to_json(as_object=True)) == {  # type: ignore[arg-type]
        "preset", "games", "tariff", "laufende_min", "knocking", "max_doublings",
        "doubling_window", "running_away_min", "schneider", "schwarz", "all_pass",
        "ramsch_tie", "ramsch_jungfrau", "ramsch_durchmarsch", "ramsch_must_overtake",
        "bettel_must_overtake"}


def test_optional_tariff_keys() -> None:
    """schafkopf-variants.md 10: optional keys default when used (wenz, farbwenz, geier,
    farbgeier: solo; hochzeit, bettel, ramsch, stock: sauspiel; bettel_ouvert: twice bettel);
    a partial object keeps the keys set; a writer emits exactly the keys set."""
    tariff = Rules.from_json({"preset": "sauspiel", "tariff": {"wenz": 40}}).tariff
    assert tariff.to_json() == {"sauspiel": 20, "solo": 50, "schneider": 10, "schwarz": 10,
                                "laufende": 10, "wenz": 40}
    assert [tariff.amount(k) for k in ("wenz", "geier", "farbwenz", "farbgeier", "hochzeit",
                                       "bettel", "bettel_ouvert", "ramsch", "stock")] == [
        40, 50, 50, 50, 20, 20, 40, 20, 20]
    more = Tariff.from_json({"bettel": 15, "solo": 60}, tariff)
    assert (more.wenz, more.amount("geier"), more.amount("bettel_ouvert")) == (40, 60, 30)
    assert Tariff.from_json({"bettel_ouvert": 25}, more).amount("bettel_ouvert") == 25
    assert Rules.from_json({"preset": "sauspiel", "tariff": {"wenz": 40}}).to_json() == {
        "preset": "sauspiel", "tariff": tariff.to_json()}


def test_the_existing_presets_keep_todays_behaviour() -> None:
    """schafkopf-variants.md intro and 1: in standard, short and sauspiel no new game is
    enabled, all_pass is redeal, no optional tariff key is set, and the new options have
    their documented values; so their JSON form is unchanged."""
    for name in ("standard", "short", "sauspiel"):
        rules = PRESETS[name]
        assert rules.all_pass is AllPass.REDEAL
        assert not rules.games & {GameClass.HOCHZEIT, GameClass.BETTEL,
                                  GameClass.BETTEL_OUVERT, GameClass.SIE}
        assert set(rules.tariff.to_json()) == {"sauspiel", "solo", "schneider", "schwarz",
                                               "laufende"}
        assert (rules.ramsch_tie, rules.ramsch_jungfrau, rules.ramsch_durchmarsch,
                rules.ramsch_must_overtake, rules.bettel_must_overtake) == (
            RamschTie.HIGHEST_TRUMP, Jungfrau.DOUBLE_ALL, "tricks", False, False)
    assert STANDARD.replace(games=["sauspiel", "solo"]).to_json() == {
        "preset": "standard", "games": ["sauspiel", "solo"]}


def test_wirtshaus() -> None:
    """schafkopf-variants.md 14: sauspiel plus Bettel and Sie, Ramsch when all pass
    (double_all, highest_trump, Durchmarsch by tricks, no overtake duty)."""
    rules = PRESETS["wirtshaus"]
    assert rules.games == SAUSPIEL.games | {GameClass.BETTEL, GameClass.SIE}
    assert rules.all_pass is AllPass.RAMSCH and rules.tariff == SAUSPIEL.tariff
    assert rules.tariff.amount("ramsch") == rules.tariff.amount("bettel") == 20
    assert rules.lowest_single_class is GameClass.BETTEL
    assert rules.to_json(as_object=True) == {"preset": "wirtshaus"}
    assert rules.replace(all_pass="redeal").to_json() == {"preset": "wirtshaus",
                                                          "all_pass": "redeal"}


def test_invalid_combinations_all_at_once() -> None:
    """Invalid combinations are refused when the rules are made, every problem at once
    (schafkopf.md Options: freely combinable, checked)."""
    with pytest.raises(RulesError) as info:
        Rules.from_json({"preset": "short", "games": ["sauspiel", "wenz-tout", "geier-tout",
                                                       "bettel-ouvert"],
                         "running_away_min": 5, "ramsch_tie": "all_pay",
                         "ramsch_jungfrau": "double_individually_once",
                         "tariff": {"ramsch": 5}})
    problems = info.value.problems
    assert len(problems) == 5
    assert any("'wenz-tout' needs 'wenz'" in p for p in problems)
    assert any("'geier-tout' needs 'geier'" in p for p in problems)
    assert any("'bettel-ouvert' needs 'bettel'" in p for p in problems)
    assert any("running_away_min 5" in p for p in problems)
    assert any("even ramsch amount" in p for p in problems)
    with pytest.raises(RulesError, match="at least one single-player game"):
        STANDARD.replace(games=["sauspiel"])


@pytest.mark.parametrize(("option", "value"), [
    ("deck", "medium"), ("games", ["sauspiel", "ramsch"]), ("games", "solo"),
    ("games", {"solo": "yes"}), ("tariff", {"solo": -1}), ("tariff", {"tout": 5}),
    ("tariff", 10), ("laufende_min", 0), ("laufende_min", {"ramsch": 2}),
    ("laufende_min", {"wenz": True}), ("knocking", "yes"), ("max_doublings", -1),
    ("max_doublings", 1.5), ("doubling_window", "after_first_trick"),
    ("running_away_min", 0), ("running_away_min", 7), ("schneider", "always"),
    ("schwarz", "cards"), ("all_pass", "pot"), ("ramsch_tie", "both"),
    ("ramsch_jungfrau", "double"), ("ramsch_durchmarsch", 60), ("ramsch_durchmarsch", 121),
    ("ramsch_durchmarsch", "all"), ("ramsch_durchmarsch", True),
    ("ramsch_must_overtake", "yes"), ("bettel_must_overtake", 1), ("tariff", {"bettel": -2}),
    ("tariff", {"durchmarsch": 10}),
])
def test_invalid_values(option: str, value: object) -> None:
    """Every option checks its value type and range (schafkopf.md Options)."""
    with pytest.raises(RulesError) as info:
        Rules.from_json({"preset": "standard", option: value})
    assert option in str(info.value)


def test_unknown_option_and_preset() -> None:
    """Unknown options and presets are named in the error (records.md rules)."""
    with pytest.raises(RulesError, match="unknown Schafkopf option 'ramsch'"):
        Rules.from_json({"preset": "standard", "ramsch": True})
    with pytest.raises(RulesError, match="unknown Schafkopf preset 'kneipe'"):
        Rules.from_json("kneipe")


def test_tariff_needs_all_keys_without_a_base() -> None:
    """A tariff read on its own must name every amount (no hidden defaults)."""
    with pytest.raises(ValueError, match="lacks"):
        Tariff.from_json({"solo": 5})
    with pytest.raises(ValueError, match="lacks"):
        LaufendeMin.from_json({"solo": 5})


def test_options_metadata() -> None:
    """Every option has a meaning and accepted values for the docs (rules as data)."""
    specs = Rules.options()
    assert [s.name for s in specs] == [
        "deck", "games", "tariff", "laufende_min", "knocking", "max_doublings",
        "doubling_window", "running_away_min", "schneider", "schwarz", "all_pass",
        "ramsch_tie", "ramsch_jungfrau", "ramsch_durchmarsch", "ramsch_must_overtake",
        "bettel_must_overtake"]
    for spec in specs:
        assert spec.doc and spec.values
        for rules in PRESETS.values():
            value = getattr(rules, spec.name)
            assert spec.parse(spec.dump(value)) == value


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_rare_game_flags_follow_the_games(preset: str) -> None:
    """schafkopf-variants.md §1 (``games`` enables the Hochzeit and the Sie): the rules'
    derived ``hochzeit_on`` and ``sie_on`` say whether ``games`` holds each, for every preset
    and for rules made from it with either added or removed."""
    rules = Rules.from_json(preset)
    for made in (rules, rules.replace(games=sorted(g.value for g in rules.games)
                                      + ["sie", "hochzeit"]),
                 rules.replace(games=[g.value for g in rules.games
                                      if g.value not in ("sie", "hochzeit")])):
        assert made.hochzeit_on is (GameClass.HOCHZEIT in made.games)
        assert made.sie_on is (GameClass.SIE in made.games)
