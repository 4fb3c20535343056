"""Who is poor and how many cards the poor player passes (doppelkopf.md "Poverty (Armut)";
doppelkopf-variants.md "Poverty variants")."""

from __future__ import annotations

import pytest

from trickgames.doppelkopf.hands import hand_mask
from trickgames.doppelkopf.poor import POOR_LIMIT, give_count, is_poor, poor_trumps, trump_count
from trickgames.doppelkopf.rules import PAGAT

from .helpers import cards

#: Two diamond aces and two more trumps: poor only with the foxes not counted.
FOXES = hand_mask(cards("DA DA DJ DQ CA CT CT CK CK SA SA ST"))
#: One diamond ace and one more trump.
FOX = hand_mask(cards("DA DJ CA CA CT CT CK CK SA SA ST ST"))


@pytest.mark.parametrize(("passing", "fox", "foxes", "one"), [
    ("three", "counts", None, 3), ("three", "not_counted", 4, 3),
    ("trumps", "not_counted", 4, 2), ("three_and_foxes", "not_counted", 5, 4),
])
def test_how_many_cards_the_poor_player_passes(passing: str, fox: str, foxes: int | None,
                                               one: int) -> None:
    """`poverty_pass`: `three` max(3, T) cards, `trumps` exactly T, `three_and_foxes` three
    and each diamond ace on top (FreeDoko POVERTY_FOX_SHIFT_EXTRA,
    Hand::numberofpovertycards: max(3 + aces, T)); a hand of four trumps with two foxes is
    poor only with `poverty_fox` `not_counted` (doppelkopf-variants.md Poverty variants)."""
    rules = PAGAT.replace(poverty_pass=passing, poverty_fox=fox)
    assert trump_count(FOXES) == 4 and POOR_LIMIT == 3
    assert is_poor(rules, FOXES) is (foxes is not None)
    if foxes is not None:
        assert poor_trumps(rules, FOXES) == 2
        assert give_count(rules, FOXES) == foxes
    assert give_count(rules, FOX) == one
