"""The OpenSpiel adapter's nodes and parameters (trickgames.rl._position; docs/learning.md
"OpenSpiel")."""

from __future__ import annotations

import copy
import pickle

import pytest

from trickgames import ArgumentError
from trickgames.rl._position import CHANCE, TERMINAL, Position, parameter_text, parameter_value
from trickgames.rl._position import setup as make_setup


def test_rules_objects_are_written_without_commas() -> None:
    """docs/learning.md "OpenSpiel" (parameters): OpenSpiel's game strings cannot hold a
    comma: a rules object is written with ``;`` and read back with either."""
    value = {"preset": "ddv", "solos": ["solo-clubs", "solo-aces"], "nines": False}
    text = parameter_text(value)
    assert "," not in text and parameter_value(text, "rules") == value
    assert parameter_value('{"preset": "ddv", "nines": false}', "rules") == {
        "preset": "ddv", "nines": False}
    assert parameter_value("pagat", "rules") == "pagat"
    with pytest.raises(ArgumentError) as caught:
        parameter_value("{nope", "rules")
    assert caught.value.code == "invalid_game_parameter"


def test_a_position_is_a_value_that_pickles_by_its_actions() -> None:
    """docs/learning.md "OpenSpiel": a node never changes (a copy is the node itself), an
    action that is not legal is refused, and pickling replays the actions."""
    setup = make_setup("schafkopf", {"rules": "short", "dealer": 2})
    position = Position.start(setup)
    assert position.current_player() == CHANCE and position.dealer == 2
    assert copy.deepcopy(position) is position
    with pytest.raises(ValueError, match="not left to deal"):
        position.apply(31)  # the short deck has no S7
    while position.dealing:
        position = position.apply(position.legal()[-1])
    assert position.hands_of(position.dealt)[2] == sorted(position.dealt_to(2))
    while position.current_player() != TERMINAL:
        position = position.apply(position.legal()[0])
    again = pickle.loads(pickle.dumps(position))
    assert again.actions == position.actions and str(again) == str(position)
    assert sum(again.returns()) == 0
    with pytest.raises(ValueError, match="not legal"):
        position.apply(0)
