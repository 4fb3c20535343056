"""Rules objects: the presets, every option, the JSON form, invalid values
(doppelkopf.md "Options (and the two presets)"; records.md Fields, `rules`)."""

from __future__ import annotations

import itertools

import attrs
import pytest

from trickgames import RulesError
from trickgames.doppelkopf.rules import (
    DDV,
    PAGAT,
    PRESETS,
    Charlie,
    Dulle,
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
    assert list(specs) == list(OPTION_VALUES)
    assert {d.value for d in Dulle} == {
        "first_wins", "second_wins", "second_wins_except_last_trick"}
    assert {s.value for s in SoloLead} == {"compulsory_soloist", "forehand", "soloist"}
    assert {c.value for c in Charlie} == {"win", "win_or_catch", "none"}
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
        Rules(preset="ddv", nines=1, dulle="first_wins", swines=False,  # type: ignore[arg-type]
              poverty=False, solo_lead=SoloLead.FOREHAND, charlie=Charlie.WIN,
              scoring=Scoring.TSR)
    assert len(info.value.problems) == 2
    with pytest.raises(RulesError):
        attrs.evolve(DDV, preset="skat")


@pytest.mark.parametrize("value", ["skat", {"preset": "skat"}, {"nines": False}, 5, None, []])
def test_unknown_preset_or_wrong_type_is_rejected(value: object) -> None:
    """Only the presets ddv and pagat exist; rules must be a name or an object (records.md
    `rules`)."""
    with pytest.raises(RulesError):
        Rules.from_json(value)
