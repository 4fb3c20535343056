"""Rules objects: the presets, every option, the JSON form, invalid values
(doppelkopf.md "Options (and the two presets)"; records.md Fields, `rules`)."""

from __future__ import annotations

import itertools
import re

import attrs
import pytest

from trickgames import RulesError
from trickgames.doppelkopf.contracts import Reservation
from trickgames.doppelkopf.rules import (
    DDV,
    PAGAT,
    PRESETS,
    TSR_SOLOS,
    AnnouncementDeadlines,
    BockOverlap,
    Charlie,
    Dulle,
    MarriageSelector,
    PovertyFox,
    PovertyPass,
    Rules,
    Scoring,
    SoloLead,
)

OPTION_VALUES = {
    "nines": [True, False],
    "dulle": list(Dulle),
    "swines": [True, False],
    "poverty": [True, False],
    "solo_lead": list(SoloLead),
    "charlie": list(Charlie),
    "scoring": list(Scoring),
}


def test_ddv_preset_values() -> None:
    """Preset ddv: nines, first_wins, no swines, no poverty, compulsory_soloist, win, tsr
    (doppelkopf.md Options table)."""
    assert PRESETS["ddv"] is DDV
    assert (DDV.nines, DDV.dulle, DDV.swines, DDV.poverty, DDV.solo_lead, DDV.charlie,
            DDV.scoring) == (True, Dulle.FIRST_WINS, False, False, SoloLead.COMPULSORY_SOLOIST,
                             Charlie.WIN, Scoring.TSR)


def test_pagat_preset_values() -> None:
    """Preset pagat: nines, first_wins, no swines, poverty, forehand, win_or_catch, pagat
    (doppelkopf.md Options table)."""
    assert PRESETS["pagat"] is PAGAT
    assert (PAGAT.nines, PAGAT.dulle, PAGAT.swines, PAGAT.poverty, PAGAT.solo_lead,
            PAGAT.charlie, PAGAT.scoring) == (True, Dulle.FIRST_WINS, False, True,
                                              SoloLead.FOREHAND, Charlie.WIN_OR_CATCH,
                                              Scoring.PAGAT)


def test_every_option_of_the_table_exists_with_its_values() -> None:
    """Every option of the table is an option with exactly the listed values (doppelkopf.md
    Options)."""
    specs = {s.name: s for s in Rules.options()}
    # The options of doppelkopf.md come first; the house rules of doppelkopf-variants.md
    # follow them (their tests: tests/doppelkopf/test_variants.py and the modules of each).
    assert list(specs)[: len(OPTION_VALUES)] == list(OPTION_VALUES)
    assert {d.value for d in Dulle} == {
        "first_wins", "second_wins", "second_wins_except_last_trick"}
    assert {s.value for s in SoloLead} == {"compulsory_soloist", "forehand", "soloist"}
    # doppelkopf-variants.md "Extra special points" adds win_or_catch_by_diamond_queen.
    assert {c.value for c in Charlie} == {"win", "win_or_catch", "none",
                                          "win_or_catch_by_diamond_queen"}
    assert {s.value for s in Scoring} == {"tsr", "pagat"}
    for spec in specs.values():
        assert spec.doc


def test_cards_per_hand() -> None:
    """`nines` true: 12 cards each; false: 10 each (doppelkopf.md Options, `nines`)."""
    assert DDV.cards_per_hand == 12
    assert DDV.replace(nines=False).cards_per_hand == 10


@pytest.mark.parametrize("preset", ["ddv", "pagat"])
def test_all_option_combinations_are_allowed_and_round_trip(preset: str) -> None:
    """Every option combines freely with every other, and the JSON form round-trips
    (doppelkopf.md Options; records.md `rules`)."""
    names = list(OPTION_VALUES)
    for values in itertools.product(*OPTION_VALUES.values()):
        rules = PRESETS[preset].replace(**dict(zip(names, values, strict=True)))
        again = Rules.from_json(rules.to_json())
        assert again == rules
        assert again.preset == preset


def test_json_form_is_preset_plus_differences() -> None:
    """Writers emit the preset plus every option that differs from it (records.md `rules`)."""
    assert DDV.to_json() == "ddv"
    assert DDV.to_json(as_object=True) == {"preset": "ddv"}
    assert DDV.replace(swines=True, dulle="second_wins").to_json() == {
        "preset": "ddv", "dulle": "second_wins", "swines": True}
    assert PAGAT.replace(charlie="win").to_json() == {"preset": "pagat", "charlie": "win"}
    # An override equal to the preset's value is not written.
    assert Rules.from_json({"preset": "pagat", "poverty": True}).to_json() == "pagat"


def test_json_form_reads_preset_names_and_objects() -> None:
    """Rules are a preset name or {"preset": ..., overrides} (records.md `rules`)."""
    assert Rules.from_json("ddv") is DDV
    assert Rules.from_json("pagat") is PAGAT
    rules = Rules.from_json({"preset": "ddv", "nines": False, "solo_lead": "soloist",
                             "charlie": "none", "scoring": "pagat", "poverty": True})
    assert rules == attrs.evolve(DDV, nines=False, solo_lead=SoloLead.SOLOIST,
                                 charlie=Charlie.NONE, scoring=Scoring.PAGAT, poverty=True)
    assert rules.preset == "ddv"


def test_json_form_ignores_underscore_extensions() -> None:
    """Keys starting with `_` are extensions, never options (records.md File conventions)."""
    assert Rules.from_json({"preset": "ddv", "_note": "house rules"}) == DDV


def test_replace_accepts_values_and_json_forms() -> None:
    """Options can be changed one at a time from a preset (doppelkopf.md Options)."""
    assert DDV.replace(dulle=Dulle.SECOND_WINS).dulle is Dulle.SECOND_WINS
    assert DDV.replace(dulle="second_wins_except_last_trick").dulle is (
        Dulle.SECOND_WINS_EXCEPT_LAST_TRICK)
    assert DDV.replace(nines=False) != DDV
    assert DDV.replace(nines=True) == DDV


def test_invalid_values_are_all_reported_at_once() -> None:
    """Invalid rules are rejected with every problem listed, not just the first (records.md
    Validation step 2)."""
    with pytest.raises(RulesError) as info:
        Rules.from_json({"preset": "ddv", "dulle": "bogus", "swines": "yes", "foo": 1,
                         "nines": 1, "charlie": "always"})
    problems = info.value.problems
    assert len(problems) == 5
    text = " ".join(problems)
    for word in ("dulle", "swines", "foo", "nines", "charlie", "bogus"):
        assert word in text
    assert info.value.code == "invalid_rules"


def test_replace_reports_every_problem() -> None:
    """Rules.replace rejects unknown options and bad values, all at once (doppelkopf.md
    Options)."""
    with pytest.raises(RulesError) as info:
        DDV.replace(dulle="x", swines=3, bar=1)
    assert len(info.value.problems) == 3


def test_constructor_checks_every_field() -> None:
    """A rules object built in Python is checked when it is made (doppelkopf.md Options;
    records.md Validation step 2)."""
    with pytest.raises(RulesError) as info:
        attrs.evolve(DDV, nines=1, dulle="first_wins")
    assert len(info.value.problems) == 2
    with pytest.raises(RulesError):
        attrs.evolve(DDV, preset="skat")


@pytest.mark.parametrize("value", ["skat", {"preset": "skat"}, {"nines": False}, 5, None, []])
def test_unknown_preset_or_wrong_type_is_rejected(value: object) -> None:
    """Only the presets ddv and pagat exist; rules must be a name or an object (records.md
    `rules`)."""
    with pytest.raises(RulesError):
        Rules.from_json(value)


def test_house_rule_combinations_are_refused_all_at_once() -> None:
    """hyperswines needs swines and not second_only; genscher with hyperswines needs nines;
    the nine criteria of throw_in need nines; double_charlie needs a charlie: every problem
    named at once (doppelkopf-variants.md Options, Combination checks)."""
    with pytest.raises(RulesError) as info:
        Rules.from_json({"preset": "ddv", "hyperswines": True, "genscher": True,
                         "nines": False, "throw_in": {"nines": 5}, "charlie": "none",
                         "extra_points": ["double_charlie"]})
    text = " ".join(info.value.problems)
    assert len(info.value.problems) == 4
    for word in ("'hyperswines' needs 'swines'", "'genscher'", "'throw_in'",
                 "'double_charlie'"):
        assert word in text
    with pytest.raises(RulesError) as info:
        DDV.replace(swines=True, swines_announce="second_only", hyperswines=True)
    assert list(info.value.problems) == [
        "option 'hyperswines' does not go with 'swines_announce' 'second_only'"]
    # Switched-off features ignore their other options.
    assert DDV.replace(swines_announce="second_only", swines_in_solo="none",
                       swines_in_poverty=False, swines_dulle_first_wins=True).swines is False


def test_house_rule_options_json_forms() -> None:
    """The new options' JSON forms: enums by value, extra_points a list without duplicates
    written in the table's order (doppelkopf-variants.md Options, JSON forms)."""
    rules = Rules.from_json({"preset": "pagat", "swines": True, "swines_announce": "until_played",
                             "extra_points": ["heart_trick", "fox_caught_last_trick"],
                             "charlie": "win_or_catch_by_diamond_queen", "genscher": True,
                             "throw_priority": "above_solo"})
    assert rules.to_json() == {
        "preset": "pagat", "charlie": "win_or_catch_by_diamond_queen", "swines": True,
        "swines_announce": "until_played", "throw_priority": "above_solo", "genscher": True,
        "extra_points": ["fox_caught_last_trick", "heart_trick"]}
    assert Rules.from_json(rules.to_json()) == rules
    with pytest.raises(RulesError):
        Rules.from_json({"preset": "ddv", "extra_points": ["heart_trick", "heart_trick"]})
    with pytest.raises(RulesError):
        Rules.from_json({"preset": "ddv", "extra_points": ["bogus"]})


# -- the options of doppelkopf-variants.md (marriage, solos, poverty, announcements, Bock) ----


def test_the_variant_options_keep_ddv_and_pagat() -> None:
    """doppelkopf-variants.md Options, column "ddv/pagat": both presets take the values that
    reproduce today's behaviour, so both still write as their bare names."""
    for preset in (DDV, PAGAT):
        assert preset.marriage_selectors == (MarriageSelector.FOREIGN,)
        assert (preset.marriage_tricks, preset.marriage_first_decides) == (3, False)
        assert preset.solos == TSR_SOLOS
        assert (preset.poverty_pass, preset.poverty_fox) == (PovertyPass.THREE,
                                                              PovertyFox.COUNTS)
        assert preset.announcement_deadlines is None
        assert (preset.announcement_till_full_trick, preset.announcement_reply,
                preset.re_kontra_doubles) == (False, True, False)
        assert (preset.bock, preset.bock_multiplier, preset.bock_overlap) == (
            (), 2, BockOverlap.MULTIPLY)
        assert preset.to_json() == preset.preset


def test_the_freedoko_preset_is_the_tables_freedoko_column() -> None:
    """doppelkopf-variants.md Options, column "freedoko", and "Preset freedoko": every option
    of the preset has the value the table gives it (the existing options as the text under
    the table says)."""
    column = {
        "nines": True, "dulle": "second_wins", "swines": True, "poverty": True,
        "solo_lead": "soloist", "charlie": "win_or_catch", "scoring": "tsr",
        "swines_announce": "before_play", "swines_in_solo": "suits", "swines_in_poverty": True,
        "swines_dulle_first_wins": False, "hyperswines": False, "hyperswines_joint": False,
        "throw_in": {"nines": 5}, "throw_priority": "below_solo",
        "marriage_selectors": ["foreign", "plain", "clubs", "spades", "hearts", "trump"],
        "marriage_tricks": 12, "marriage_first_decides": False,
        "solos": [r.value for r in Reservation if r.is_solo],
        "poverty_pass": "three", "poverty_fox": "counts", "genscher": False,
        "extra_points": ["fox_wins_last_trick"],
        "announcement_deadlines": {"re": 11, "no90": 9, "no60": 6, "no30": 3, "schwarz": 3,
                                   "last": 3},
        "announcement_till_full_trick": False, "announcement_reply": True,
        "re_kontra_doubles": True,
        "bock": ["tie"], "bock_multiplier": 2, "bock_overlap": "multiply",
    }
    assert set(column) == {spec.name for spec in Rules.options()}
    assert len(column["solos"]) == 12
    assert PRESETS["freedoko"] == Rules.from_json({"preset": "ddv", **column})
    assert PRESETS["freedoko"].to_json() == "freedoko"


def test_list_options_are_arrays_in_the_tables_order_but_selectors_as_given() -> None:
    """doppelkopf-variants.md Options, JSON forms: list options are JSON arrays without
    duplicates, written in the order of the tables, except `marriage_selectors`, kept as
    given; object options replace the preset's value as a whole."""
    rules = Rules.from_json({"preset": "ddv", "solos": ["solo-koehler", "solo-clubs"],
                             "bock": ["zero_score", "tie"],
                             "marriage_selectors": ["trump", "foreign"],
                             "announcement_deadlines": {"re": 10, "no90": 8, "no60": 6,
                                                        "no30": 4, "schwarz": 2}})
    assert rules.to_json() == {
        "preset": "ddv", "marriage_selectors": ["trump", "foreign"],
        "solos": ["solo-clubs", "solo-koehler"],
        "announcement_deadlines": {"re": 10, "no90": 8, "no60": 6, "no30": 4, "schwarz": 2},
        "bock": ["tie", "zero_score"]}
    assert Rules.from_json(rules.to_json()) == rules
    assert rules.announcement_deadlines == AnnouncementDeadlines(10, 8, 6, 4, 2)
    assert DDV.replace(solos=["solo-clubs", "solo-koehler"]) == DDV.replace(
        solos=["solo-koehler", "solo-clubs"])
    assert DDV.replace(marriage_selectors=["trump", "foreign"]) != DDV.replace(
        marriage_selectors=["foreign", "trump"])
    with pytest.raises(RulesError):
        DDV.replace(solos=["solo-clubs", "solo-clubs"])
    with pytest.raises(RulesError):
        DDV.replace(marriage_selectors=[])
    with pytest.raises(RulesError):
        DDV.replace(solos=["marriage"])


def test_refused_combinations_are_all_listed() -> None:
    """doppelkopf-variants.md Options, combination checks: `marriage_tricks` at most the cards
    per hand (12, or 10 without nines); `announcement_deadlines` 1..n, non-increasing, `last`
    at most `schwarz`; `bock_multiplier` >= 2; every problem at once."""
    with pytest.raises(RulesError) as info:
        Rules.from_json({"preset": "ddv", "nines": False, "marriage_tricks": 11,
                         "announcement_deadlines": {"re": 11, "no90": 9, "no60": 10,
                                                    "no30": 3, "schwarz": 2, "last": 3}})
    problems = info.value.problems
    assert len(problems) == 4, problems  # tricks; re 11 > 10; no60 > no90; last > schwarz
    assert any("marriage_tricks" in p for p in problems)
    with pytest.raises(RulesError):
        DDV.replace(bock_multiplier=1)
    with pytest.raises(RulesError) as info:
        Rules.from_json({"preset": "ddv", "announcement_deadlines": {"re": 11}})
    assert "lacks" in info.value.problems[0]
    assert DDV.replace(nines=False, marriage_tricks=10).marriage_tricks == 10


def test_the_freedoko_preset() -> None:
    """doppelkopf-variants.md Options (column `freedoko`) and "Preset freedoko": nines, second
    Dulle wins, poverty, the soloist leads, win_or_catch, tsr; swines before play in suit
    solos and poverties; throw with 5 nines; all six selectors, 12 tricks; all 12 solos;
    fox wins the last trick; deadlines 11/9/6/3/3, last 3; Re/Kontra double; Bock after a
    tie."""
    rules = Rules.from_json("freedoko")
    assert PRESETS["freedoko"] is rules
    assert (rules.nines, rules.dulle, rules.poverty, rules.solo_lead, rules.charlie,
            rules.scoring) == (True, Dulle.SECOND_WINS, True, SoloLead.SOLOIST,
                               Charlie.WIN_OR_CATCH, Scoring.TSR)
    assert rules.to_json(as_object=True)["preset"] == "freedoko"
    assert Rules.from_json({"preset": "freedoko", "bock": []}).to_json() == {
        "preset": "freedoko", "bock": []}
    assert rules.swines and rules.swines_announce.value == "before_play"
    assert rules.swines_in_solo.value == "suits" and rules.swines_in_poverty
    assert not rules.hyperswines and not rules.genscher
    assert rules.throw_in.to_json() == {"nines": 5}
    assert rules.throw_priority.value == "below_solo"
    assert [s.value for s in rules.marriage_selectors] == [
        "foreign", "plain", "clubs", "spades", "hearts", "trump"]
    assert rules.marriage_tricks == 12 and not rules.marriage_first_decides
    assert len(rules.solos) == 12
    assert [e.value for e in rules.extra_points] == ["fox_wins_last_trick"]
    assert rules.announcement_deadlines == AnnouncementDeadlines(11, 9, 6, 3, 3, last=3)
    assert rules.announcement_reply and not rules.announcement_till_full_trick
    assert rules.re_kontra_doubles
    assert [b.value for b in rules.bock] == ["tie"]
    assert (rules.bock_multiplier, rules.bock_overlap) == (2, BockOverlap.MULTIPLY)


def test_object_options_replace_the_presets_value_as_a_whole() -> None:
    """doppelkopf-variants.md Options, JSON forms: object options (`announcement_deadlines`)
    replace the preset's value as a whole, they are not merged key by key: freedoko's `last`
    3 does not survive an object without `last`."""
    rules = Rules.from_json({"preset": "freedoko", "announcement_deadlines": {
        "re": 11, "no90": 10, "no60": 9, "no30": 8, "schwarz": 7}})
    assert rules.announcement_deadlines == AnnouncementDeadlines(11, 10, 9, 8, 7, last=1)
    assert Rules.from_json({"preset": "freedoko", "announcement_deadlines": None}
                           ).announcement_deadlines is None


@pytest.mark.parametrize("value", ["x" * 5000, 10**4000, ["a" * 5000], {"k" * 5000: 1},
                                   {"re": "v" * 5000, "no90": 9, "no60": 8, "no30": 7,
                                    "schwarz": 6}, {"nines": "v" * 5000}, {"points": 10**4000}])
@pytest.mark.parametrize("option", ["throw_in", "announcement_deadlines"])
def test_invalid_option_objects_quote_at_most_60_characters(option: str, value: object) -> None:
    """doppelkopf-variants.md (throw_in, announcement_deadlines: an object of criteria, an
    object of deadlines) and records.md "Validation" (a message quotes at most 60 characters
    of any value it refuses): a long value, key or item is cut in the English message and in
    the values the German one names."""
    from trickgames._core.lang import render_error

    with pytest.raises(RulesError) as caught:
        Rules.from_json({"preset": "ddv", option: value})
    for text in (str(caught.value), render_error(caught.value, "de")):
        assert not re.search(r"([xakv0])\1{60}", text), text
