"""The result and the payouts: 61 wins, 60:60 loses, Tout, Schneider (asymmetric and
symmetric), Schwarz (tricks and points), the value formula with knocks and doublings, and the
payouts per seat (schafkopf.md "Result", including its worked example)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from trickgames import TrickgamesError, testing
from trickgames import schafkopf as sk
from trickgames.schafkopf.record import replay

from . import cases
from .helpers import design, refused, run, start
from .variant_cases import BETTEL_OUVERT_LOST

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


# -- the variants (schafkopf-variants.md) -----------------------------------------------------

#: p2 holds the 7s and 8s: in a Bettel (no trumps, A K O U Z 9 8 7) it can never win a trick.
BETTEL_HANDS = ("EA EK EO EU GA GK GO GU", "EZ E9 GZ G9 HA HK HO HU",
                "E8 E7 G8 G7 H8 H7 S8 S7", "HZ H9 SA SK SO SU SZ S9")


def play_out(state: sk.State) -> sk.State:
    """Play the first legal card until the deal is over."""
    while not state.is_over:
        state = sk.apply(state, sk.legal_actions(state, state.turn)[0])
    return state


def test_bettel_won_worked_example() -> None:
    """schafkopf-variants.md 7 (wirtshaus, bettel = 20, one Kontra): the declarer takes no
    trick: v = 20 * 2 = 40: [-40, -40, 120, -40]; the result has payouts and card_points."""
    state = run(start(BETTEL_HANDS, "wirtshaus"), "p0 pass; p1 pass; p2 bid; p3 pass",
                "p2 declare bettel; p0 kontra")
    score = sk.score(play_out(state))
    assert score.to_json() == {"payouts": [-40, -40, 120, -40],
                               "card_points": {"declarers": 0, "defenders": 120}}
    assert [(i.code, i.amount) for i in score.items] == [("base", 20), ("doublings", 2)]


def test_bettel_ouvert_lost_worked_example() -> None:
    """schafkopf-variants.md 7 (standard + bettel, bettel-ouvert, bettel_must_overtake;
    bettel_ouvert = 2 * 10; Kontra and Re): the declarer takes a trick: v = 20 * 2^2 = 80:
    [80, -240, 80, 80]; every trick is played out."""
    record = dict(BETTEL_OUVERT_LOST, format="trickgames.record/1", game="schafkopf")
    report = sk.validate(record)
    assert report.valid and report.result is not None
    assert report.result["payouts"] == [80, -240, 80, 80]
    assert len(report.state.tricks) == 8
    score = sk.score(report.state)
    assert score.won is False and score.value == 80 and score.base == 20


def test_tariff_keys_per_game() -> None:
    """schafkopf-variants.md 10: {"preset": "sauspiel", "tariff": {"wenz": 40}}: a Wenz won
    with 2 Laufende pays 40 + 2 * 10 = 60 (declarer +180), a Wenz Tout (40 + 20) * 2 = 120
    (+360); a suit solo still pays 50; bettel_ouvert defaults to twice bettel."""
    rules = sk.Rules.from_json({"preset": "sauspiel", "tariff": {"wenz": 40}})
    hands = ("EU GU EA EZ EK GA GZ GK", "HU SU E9 E8 G9 G8 SA SZ", "EO GO HO SO HA HZ HK H9",
             "E7 G7 H8 H7 SK S9 S8 S7")
    for contract, payout in (("wenz", 180), ("wenz-tout", 360)):
        state = run(start(hands, rules), f"p0 bid; p1 pass; p2 pass; p3 pass; "
                                         f"p0 declare {contract}")
        score = sk.score(play_out(state))
        extra = 10 * score.schneider + 10 * score.schwarz
        assert score.won and score.laufende == 2 and score.base == 40
        assert score.payouts[0] == payout + (3 * extra), contract
        assert score.items[0].label.endswith("tariff wenz")
    assert sk.Rules.from_json("sauspiel").tariff.amount("wenz") == 50


def test_sie_worked_examples() -> None:
    """schafkopf-variants.md 8: the deal ends at declare sie, no card is played; wirtshaus,
    one knock, p0 and p2 bid, p0 hold solo, p2 hold sie, p0 pass: v = (50 + 8 * 10) * 4 * 2 =
    1040: [-1040, -1040, 3120, -1040]; short + sie: v = (50 + 6 * 10) * 4 = 440. The result
    has only payouts; any later action is deal_over."""
    hands = ("EA EZ EK E9 GA GZ GK G9", "HA HZ HK H9 H8 H7 E8 E7",
             "EO GO HO SO EU GU HU SU", "SA SZ SK S9 S8 S7 G8 G7")
    state = run(start(hands, "wirtshaus"), "p1 knock; p0 bid; p1 pass; p2 bid; p3 pass",
                "p0 hold solo; p2 hold sie; p0 pass; p2 declare sie")
    assert state.phase is sk.Phase.FINISHED and not state.tricks
    score = sk.score(state)
    assert score.to_json() == {"payouts": [-1040, -1040, 3120, -1040]}
    assert [(i.code, i.amount) for i in score.items] == [
        ("base", 50), ("laufende", 80), ("sie", 4), ("knocks", 2)]
    refused(state, "p0 kontra", "deal_over")
    refused(state, "p2 play EO", "deal_over")
    short = sk.SHORT.replace(games={"sie": True})
    state = run(start(("EA EZ EK E9 GA GZ", "HA HZ HK H9 SA SZ", "EO GO HO SO EU GU",
                       "HU SU GK G9 SK S9"), short),
                "p0 pass; p1 pass; p2 bid; p3 pass; p2 declare sie")
    assert sk.score(state).payouts == (-440, -440, 1320, -440)


def test_stock_worked_example() -> None:
    """schafkopf-variants.md 6.2, 6.3, 6.5 (sauspiel + stock, stock = 20): with context.stock
    80 a Sauspiel of p3 with partner p0, won 71 : 49, value 20: payouts [20, -20, -20, 20],
    stock [40, 0, 0, 40]; lost by the same value: stock [-40, 0, 0, -40]; a solo leaves the
    pot alone; payouts still sum to zero."""
    rules = sk.SAUSPIEL.replace(all_pass="stock")
    hands = ("EA EK EU GU HU SU GA GZ", "EZ E7 G7 H7 H9 S7 SA SZ",
             "E8 G8 H8 HK HZ S8 SK G9", "EO GO HO SO HA E9 GK S9")
    for won in (True, False):
        state = sk.deal(rules, hands=[h.split() for h in hands], dealer=2,
                        context=sk.Context(stock=80))
        state = run(state, "p3 bid; p0 pass; p1 pass; p2 pass; p3 declare sauspiel-eichel")
        while not state.is_over:
            plays = sk.legal_actions(state, state.turn)
            assert state.game is not None
            strong = won == state.game.side[state.turn]
            state = sk.apply(state, plays[-1] if strong else plays[0])
        result = sk.score(state)
        assert sum(result.payouts) == 0
        if result.won:
            assert result.stock == (40, 0, 0, 40)
        else:
            assert result.stock == (-40, 0, 0, -40)
        assert result.to_json()["stock"] == list(result.stock)
        assert result.items[-1].code == "stock"
    solo = run(sk.deal(rules, hands=[h.split() for h in hands], dealer=2,
                       context=sk.Context(stock=80)),
               "p3 bid; p0 pass; p1 pass; p2 pass; p3 declare solo-herz")
    assert sk.score(play_out(solo)).stock is None


_BETTEL_GAMES = st.just(frozenset({sk.GameClass.SAUSPIEL, sk.GameClass.BETTEL,
                                   sk.GameClass.BETTEL_OUVERT}))


@given(testing.finished_states("schafkopf", rules=testing.rules(
    "schafkopf", options={"games": _BETTEL_GAMES})))
def test_a_bettel_declarer_who_takes_a_trick_loses(state: sk.State) -> None:
    """schafkopf-variants.md 7: a Bettel (or Bettel ouvert) is won exactly when the declarer
    takes no trick; every trick is played out; the declarer gets 3 times the value, the
    payouts sum to zero."""
    if state.contract not in (sk.Contract.BETTEL, sk.Contract.BETTEL_OUVERT):
        return
    result = sk.score(state)
    taken = sum(1 for t in state.tricks if t.winner == state.declarer)
    assert result.won is (taken == 0)
    assert len(state.tricks) == state.rules.cards_per_hand
    assert state.declarer is not None
    assert result.payouts[state.declarer] == (3 if result.won else -3) * result.value
    assert sum(result.payouts) == 0


@given(testing.finished_states("schafkopf", deals=testing.deals(
    "schafkopf", rules=testing.rules("schafkopf", options={"all_pass": "stock"}),
    context=st.builds(lambda n: sk.Context(stock=2 * n), st.integers(0, 200)))))
def test_the_pot_never_goes_negative(state: sk.State) -> None:
    """schafkopf-variants.md 6: the pot after the deal, context.stock - sum(result.stock), is
    never negative and stays even; only a Sauspiel or a void deal moves it; the payouts
    between the seats still sum to zero."""
    result = sk.score(state)
    pot = state.deal.context.stock
    moved = result.stock or (0, 0, 0, 0)
    after = pot - sum(moved)
    assert after >= 0 and after % 2 == 0
    assert sum(result.payouts) == 0
    if result.stock is not None:
        assert result.redeal or (state.contract is not None
                                 and state.contract.kind is sk.Kind.SAUSPIEL)
