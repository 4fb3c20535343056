"""Throwing in (Schmeißen): each criterion of `throw_in`, its JSON form and its checks
(doppelkopf-variants.md "Throwing in"; the throw's rank: test_reservations.py)."""

from __future__ import annotations

import pytest

from trickgames import RulesError
from trickgames.doppelkopf.cards import parse_cards
from trickgames.doppelkopf.hands import hand_mask
from trickgames.doppelkopf.rules import DDV, Rules
from trickgames.doppelkopf.throwing import THROW_KEYS, ThrowIn


def met(criteria: dict[str, object], hand: str) -> tuple[str, ...]:
    return ThrowIn.from_json(criteria).met(hand_mask(parse_cards(hand.split())))


#: The example hand of the spec: five nines, 24 card points, five trumps.
FIVE_NINES = "CA CT C9 C9 SQ S9 HA H9 DT DK DQ D9"


@pytest.mark.parametrize(("criteria", "hand", "expected"), [
    ({"nines": 5}, FIVE_NINES, ("nines",)),
    ({"nines": 6}, FIVE_NINES, ()),
    ({"kings": 5}, "CK CK SK SK HK CA CT SA ST HA HT DA", ("kings",)),
    ({"kings": 5}, "CK CK SK SK CA CT SA ST HA HT DA DT", ()),
    ({"nines_and_kings": 7}, "CK CK SK C9 C9 S9 H9 CA SA HA DA DT", ("nines_and_kings",)),
    ({"nines_and_kings": 8}, "CK CK SK C9 C9 S9 H9 CA SA HA DA DT", ()),
    ({"points": 80}, "CK CK SK SK HK CA CT SA ST HA HT DA", ("points",)),
    ({"points": 120}, "CK CK SK SK HK CA CT SA ST HA HT DA", ()),
    ({"fox_highest_trump": True}, "CA CA CT CT CK SA ST SK HA HK DT D9", ("fox_highest_trump",)),
    ({"fox_highest_trump": True}, "CA CA CT CT CK SA ST SK HA HK DT DJ", ()),
    ({"max_trumps": 1}, "CA CA CT CT CK SA ST SK HA HK H9 DJ", ("max_trumps",)),
    ({"max_trumps": 1}, "CA CA CT CT CK SA ST SK HA HK DT DJ", ()),
    ({"max_trumps": 0, "nines": 3}, "CA CA CT CT CK SA ST SK HA S9 H9 C9", ("nines", "max_trumps")),
])
def test_each_criterion(criteria: dict[str, object], hand: str, expected: tuple[str, ...]) -> None:
    """The hand as dealt meets a criterion: at least that many nines, kings, nines and kings,
    card points; no HT, queen or jack (a DA not required); at most that many normal-game
    trumps; one met is enough (doppelkopf-variants.md Throwing in, the table)."""
    assert met(criteria, hand) == expected


def test_the_json_form() -> None:
    """`throw_in` is an object of the enabled criteria, `{}` no throwing; an object replaces
    the preset's value as a whole (doppelkopf-variants.md Options, JSON forms)."""
    assert DDV.throw_in == ThrowIn() and not DDV.throw_in.enabled
    rules = Rules.from_json({"preset": "ddv", "throw_in": {"kings": 5, "points": 80}})
    assert rules.throw_in.to_json() == {"kings": 5, "points": 80} and rules.throw_in.enabled
    assert rules.to_json() == {"preset": "ddv", "throw_in": {"kings": 5, "points": 80}}
    again = rules.replace(throw_in={"nines": 5})
    assert again.throw_in.to_json() == {"nines": 5}  # not merged key by key
    assert Rules.from_json(again.to_json()) == again
    assert list(THROW_KEYS) == ["nines", "kings", "nines_and_kings", "points",
                                "fox_highest_trump", "max_trumps"]


def test_bad_criteria_are_refused_all_at_once() -> None:
    """Unknown keys and values out of range are refused, every problem listed
    (doppelkopf-variants.md Throwing in, the table's ranges)."""
    with pytest.raises(RulesError) as info:
        Rules.from_json({"preset": "ddv", "throw_in": {
            "nines": 9, "kings": 0, "nines_and_kings": 17, "points": 241,
            "fox_highest_trump": False, "max_trumps": 13, "queens": 4}})
    text = " ".join(info.value.problems)
    for key in ("nines", "kings", "nines_and_kings", "points", "fox_highest_trump",
                "max_trumps", "queens"):
        assert repr(key) in text
    with pytest.raises(RulesError):
        Rules.from_json({"preset": "ddv", "throw_in": [5]})


@pytest.mark.parametrize(("key", "low", "high"), [
    ("nines", 3, 8), ("kings", 3, 8), ("nines_and_kings", 5, 16), ("points", 61, 128)])
def test_the_bounds_are_freedokos(key: str, low: int, high: int) -> None:
    """FreeDoko's bounds (`Rule::min`, `Rule::max` of `MIN_NUMBER_OF_THROWING_NINES`,
    `_KINGS`, `_NINES_AND_KINGS`, `MIN_RICHNESS_FOR_THROWING`; docs/freedoko.md,
    doppelkopf-variants.md Throwing in): one more than some seat of every deal holds (8 nines
    or kings among 4 hands: someone has 2; 16 nines and kings: 4; 240 points: 60) up to the
    most a hand can hold (8 aces and 4 tens: 128 points)."""
    for value in (low, high):
        assert getattr(Rules.from_json({"preset": "ddv", "throw_in": {key: value}}).throw_in,
                       key) == value
    for value in (low - 1, high + 1):
        with pytest.raises(RulesError) as info:
            Rules.from_json({"preset": "ddv", "throw_in": {key: value}})
        assert f"from {low} to {high}" in info.value.problems[0]


def test_nine_criteria_need_the_nines() -> None:
    """throw_in keys nines and nines_and_kings need nines true (doppelkopf-variants.md
    Options, Combination checks)."""
    with pytest.raises(RulesError) as info:
        DDV.replace(nines=False, throw_in={"nines": 5, "nines_and_kings": 7})
    assert len(info.value.problems) == 1 and "needs 'nines' true" in info.value.problems[0]
    assert DDV.replace(nines=False, throw_in={"kings": 5}).throw_in.kings == 5
