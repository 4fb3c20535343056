"""Laufende: the unbroken run of top trumps of one side, from the hands as dealt, for either
side, only existing cards in the short deck, paid from laufende_min (schafkopf.md "Result",
Laufende; Options laufende_min)."""

from __future__ import annotations

from typing import Any

import pytest

from trickgames import schafkopf as sk
from trickgames.schafkopf.contracts import Contract
from trickgames.schafkopf.hands import hand_mask
from trickgames.schafkopf.laufende import run_of
from trickgames.schafkopf.record import replay

from . import cases
from .helpers import cards


def mask(text: str) -> int:
    return hand_mask(cards(text))


def with_rules(record: dict[str, Any], rules: Any) -> dict[str, Any]:
    return {**record, "rules": rules}


def test_run_from_the_top_for_the_declaring_side() -> None:
    """The run counts from the highest trump while one side holds each next trump."""
    assert run_of(Contract.SOLO_GRAS, mask("EO GO HO SO EU HU"), short=False) == (5, True)
    assert run_of(Contract.SAUSPIEL_GRAS, mask("GO HO SO"), short=False) == (1, False)


def test_run_for_the_defenders() -> None:
    """Laufende count for either side: the defenders' run when they hold the top trump."""
    assert run_of(Contract.WENZ, mask("SU"), short=False) == (3, False)
    assert run_of(Contract.GEIER, mask("EO GO HO SO"), short=False) == (4, True)


def test_short_deck_counts_only_existing_cards() -> None:
    """In the short deck only existing cards count: a run over every trump of a short-deck
    Solo is 12, not 14 (the missing E8 E7 neither break nor extend it)."""
    assert run_of(Contract.SOLO_EICHEL, 0, short=True) == (12, False)
    assert run_of(Contract.SOLO_EICHEL, 0, short=False) == (14, False)
    everything = mask("EO GO HO SO EU GU HU SU HA HZ HK H9")
    assert run_of(Contract.SAUSPIEL_SCHELLEN, everything, short=True) == (12, True)
    assert run_of(Contract.SAUSPIEL_SCHELLEN, everything, short=False) == (12, True)
    assert run_of(Contract.FARBWENZ_HERZ, mask("EU GU HU SU HA HZ HK HO H9"),
                  short=True) == (9, True)


def test_laufende_of_a_long_deck_game() -> None:
    """A long-deck Sauspiel with 3 Laufende of the declaring side: 3 x 10 added (Result)."""
    score = sk.score(replay(cases.SAUSPIEL_90))
    assert (score.laufende, score.laufende_declarers, score.laufende_paid) == (3, True, True)
    assert [i.code for i in score.items] == ["base", "laufende"]
    assert score.value == 10 + 30


def test_laufende_of_the_defenders_are_paid_to_the_winners() -> None:
    """7 Laufende held by the defenders of a lost Sauspiel are paid like any other
    (Result: "for either side")."""
    score = sk.score(replay(cases.SAUSPIEL_LAUF_DEF))
    assert (score.laufende, score.laufende_declarers) == (7, False)
    assert not score.won and score.value == 10 + 70
    assert score.payouts == (-80, 80, 80, -80)


def test_laufende_of_a_short_deck_game() -> None:
    """Short deck: EO (ace holder) GO HO SO (declarer), then EU with a defender: 4."""
    score = sk.score(replay(cases.SHORT_LAUF))
    assert (score.laufende, score.laufende_declarers, score.value) == (4, True, 10 + 40)


@pytest.mark.parametrize(("rules", "paid"), [
    ("standard", False),                                    # Wenz from 3
    ("sauspiel", True),                                     # Wenz from 2 on sauspiel.de
    ({"preset": "standard", "laufende_min": {"wenz": 2}}, True),
])
def test_laufende_min_per_game(rules: Any, paid: bool) -> None:
    """Laufende are paid from laufende_min of the kind of game: 2 in a Wenz counts on
    sauspiel.de, not in the standard preset (Options laufende_min)."""
    score = sk.score(replay(with_rules(cases.WENZ_ZERO_TRICK, rules)))
    assert (score.laufende, score.laufende_declarers) == (2, True)
    assert score.laufende_paid is paid
    base = 50 + 10  # solo tariff, schneider
    assert score.value == base + (2 * 10 if paid else 0)
