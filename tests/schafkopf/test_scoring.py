"""The result and the payouts: 61 wins, 60:60 loses, Tout, Schneider (asymmetric and
symmetric), Schwarz (tricks and points), the value formula with knocks and doublings, and the
payouts per seat (schafkopf.md "Result", including its worked example)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from trickgames import TrickgamesError
from trickgames import schafkopf as sk
from trickgames.schafkopf.record import replay

from . import cases
from .helpers import design, run, start

DATA = Path(__file__).resolve().parents[1] / "data" / "schafkopf"

# p0 holds the eight Ober and Unter and takes every trick of a Herz solo.
SCHWARZ_TRICKS = [
    "EO HA HZ HK", "GO H9 H8 H7", "HO EA EZ EK", "SO E9 E8 E7",
    "EU GA GZ GK", "GU G9 G8 G7", "HU SA SZ SK", "SU S9 S8 S7",
]


def rules(preset: str, **options: Any) -> dict[str, Any]:
    return {"preset": preset, **options}


def with_rules(record: dict[str, Any], value: Any) -> dict[str, Any]:
    return {**record, "rules": value}


def worked_example() -> dict[str, Any]:
    with (DATA / "sauspiel-payouts.jsonl").open() as handle:
        record: dict[str, Any] = json.loads(handle.readlines()[70])
    assert record["meta"]["deal_number"] == 1558055578
    return record


def test_worked_example() -> None:
    """The spec's worked example (sauspiel.de game 1558055578, short deck, tariff 20/50): a
    Sauspiel on the Eichel ace lost with 53, 3 Laufende, 2 knocks and a Kontra: value
    (20 + 3 x 10) x 2^(2+1) = 400, payouts [+400, -400, +400, -400] (Result, worked
    example)."""
    record = worked_example()
    state = replay(record)
    score = sk.score(state)
    assert state.game is not None
    assert (state.game.declarer, state.game.partner) == (1, 3)
    assert score.card_points is not None
    assert (score.card_points.declarers, score.card_points.defenders) == (53, 67)
    assert not score.won and not score.schneider and not score.schwarz
    assert (score.base, score.laufende, score.laufende_declarers) == (20, 3, True)
    assert (score.knocks, score.doublings, score.factor) == (2, 1, 8)
    assert score.value == (20 + 3 * 10) * 2 ** (2 + 1) == 400
    assert score.payouts == (400, -400, 400, -400)
    assert score.to_json() == record["result"]
    assert [(i.code, i.amount) for i in score.items] == [
        ("base", 20), ("laufende", 30), ("knocks", 4), ("doublings", 2)]
    assert score.breakdown().splitlines()[-1] == (
        "= 400 won by each defender, lost by each seat of the declaring side")


def test_61_wins() -> None:
    """The declaring side wins with 61 or more (Result)."""
    score = sk.score(replay(cases.SAUSPIEL_61))
    assert score.won and score.payouts == (10, -10, 10, -10)


def test_60_60_loses() -> None:
    """60:60 loses for the declaring side (Result; seed 4)."""
    score = sk.score(replay(cases.SAUSPIEL_60))
    assert score.card_points is not None and score.card_points.declarers == 60
    assert not score.won and score.payouts == (-10, 10, 10, -10)


@pytest.mark.parametrize(("setting", "schneider"), [("asymmetric", False),
                                                    ("symmetric", True)])
def test_schneider_90_30(setting: str, schneider: bool) -> None:
    """90:30 won: asymmetric needs 91 for schneider; symmetric: the losers have 30 or less
    (Result; Options schneider)."""
    record = with_rules(cases.SAUSPIEL_90, rules("standard", schneider=setting))
    score = sk.score(replay(record))
    assert score.won and score.schneider is schneider and not score.schwarz
    assert score.value == 10 + (10 if schneider else 0) + 30


@pytest.mark.parametrize("setting", ["asymmetric", "symmetric"])
def test_schneider_30_90(setting: str) -> None:
    """30:90 lost: schneider under both settings (the declaring side has 30 or less)."""
    record = with_rules(cases.SAUSPIEL_30, rules("standard", schneider=setting))
    score = sk.score(replay(record))
    assert not score.won and score.schneider and score.value == 20
    assert score.payouts == (-20, 20, -20, 20)


@pytest.mark.parametrize("setting", ["tricks", "points"])
def test_schwarz_by_tricks(setting: str) -> None:
    """The losing side took no trick: schwarz (implies schneider) under both settings;
    8 Laufende; the single player is paid three times (Result)."""
    state = design(SCHWARZ_TRICKS, declarer=0, contract="solo-herz",
                   rules=rules("standard", schwarz=setting))
    score = sk.score(state)
    assert score.won and score.schneider and score.schwarz
    assert score.laufende == 8
    assert score.value == 50 + 10 + 10 + 80
    assert score.payouts == (450, -150, -150, -150)


@pytest.mark.parametrize(("setting", "schwarz"), [("tricks", False), ("points", True)])
def test_schwarz_points_versus_tricks(setting: str, schwarz: bool) -> None:
    """120:0 but the defenders took a trick worth 0: schwarz only by points (Options
    schwarz)."""
    score = sk.score(replay(with_rules(cases.WENZ_ZERO_TRICK, rules("standard",
                                                                    schwarz=setting))))
    assert score.card_points is not None
    assert (score.card_points.defenders, score.card_points.defender_tricks) == (0, 1)
    assert score.schneider and score.schwarz is schwarz
    assert score.payouts[0] == 3 * (50 + 10 + (10 if schwarz else 0))


def test_tout_won_doubles_without_schneider_or_schwarz() -> None:
    """Tout: (base + Laufende) x 2, no schneider or schwarz although every trick was taken
    (Result)."""
    score = sk.score(design(SCHWARZ_TRICKS, declarer=0, contract="solo-herz-tout"))
    assert score.won and score.tout and not score.schneider and not score.schwarz
    assert score.value == (50 + 80) * 2
    assert score.payouts == (780, -260, -260, -260)
    assert [i.code for i in score.items] == ["base", "laufende", "tout"]


def test_tout_lost_with_one_trick_missing() -> None:
    """A Tout wins only by taking every trick: 97 points and 7 tricks lose (Result)."""
    score = sk.score(replay(cases.SOLO_TOUT_7))
    assert score.card_points is not None and score.card_points.declarers == 97
    assert not score.won and score.value == 50 * 2
    assert score.payouts == (-300, 100, 100, 100)
    assert score.breakdown().splitlines()[-1] == (
        "= 100 paid to each opponent: the declarer loses 300")


def test_tout_with_knocks_and_doublings() -> None:
    """Tout: (base + laufende x L) x 2 x 2^(knocks + doublings) (Result)."""
    state = design(SCHWARZ_TRICKS, declarer=0, contract="solo-herz-tout", rules="sauspiel",
                   before=["p3 knock"], after=["p1 kontra", "p0 re"])
    score = sk.score(state)
    assert (score.knocks, score.doublings, score.factor) == (1, 2, 16)
    assert score.value == (50 + 80) * 2 * 2 ** 3
    assert score.payouts == (3 * 2080, -2080, -2080, -2080)


def test_sauspiel_payouts_each_winner_and_loser() -> None:
    """Sauspiel: each winner +value, each loser -value (Result)."""
    score = sk.score(replay(cases.SAUSPIEL_90))
    assert score.payouts == (40, -40, 40, -40) and sum(score.payouts) == 0


def test_tariff_override() -> None:
    """A record's tariff override changes every amount (data README; Options tariff)."""
    value = rules("standard", tariff={"sauspiel": 20, "solo": 200, "schneider": 50,
                                      "schwarz": 50, "laufende": 10})
    score = sk.score(replay(with_rules(cases.SAUSPIEL_30, value)))
    assert score.value == 20 + 50


def test_void_deal_scores_zero_even_with_knocks() -> None:
    """All passed: redeal, payouts 0, whatever was knocked (Bidding 3)."""
    state = run(sk.deal("sauspiel", seed=3, dealer=3), "p0 knock",
                "p0 pass; p1 pass; p2 pass; p3 pass")
    score = sk.score(state)
    assert score.redeal and score.payouts == (0, 0, 0, 0) and score.knocks == 1
    assert score.breakdown() == "everybody passed: redeal, no payouts"
    assert score.details() == {"payouts": [0, 0, 0, 0], "redeal": True}


def test_score_before_the_end() -> None:
    """Only a finished or void deal has a score."""
    state = start(["EO GO HO SO EU GU HU SU", "HA HZ HK H9 H8 H7 EA EZ",
                   "EK E9 E8 E7 GA GZ GK G9", "G8 G7 SA SZ SK S9 S8 S7"])
    with pytest.raises(TrickgamesError) as info:
        sk.score(state)
    assert info.value.code == "deal_not_over"


def test_details_for_a_frontend() -> None:
    """The itemised breakdown a frontend can show: base, schneider, schwarz, Laufende,
    factors (schafkopf.md Result; docs/schafkopf.md "Reading a score")."""
    details = sk.score(design(SCHWARZ_TRICKS, declarer=0, contract="solo-herz")).details()
    assert details["contract"] == "solo-herz" and details["won"] is True
    assert details["value"] == 150 and details["factor"] == 1
    assert [i["code"] for i in details["items"]] == ["base", "schneider", "schwarz",
                                                     "laufende"]
