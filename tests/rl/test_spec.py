"""The adapters' action tables and observation vectors (trickgames.rl._spec; docs/learning.md
"The action table", "The observation vector")."""

from __future__ import annotations

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.rl._play import GAMES, PRESETS, random_tables
from trickgames import testing
from trickgames.rl._registry import spec
from trickgames.rl._spec import WAIT
from trickgames.rl._table import Table


@pytest.mark.parametrize("game", GAMES)
def test_the_action_table_is_fixed_and_complete(game: str) -> None:
    """docs/learning.md "The action table": one index per decision, the same for every rules
    object: a play for every card, ``wait`` last, every key once."""
    s = spec(game)
    assert s.keys[-1] == WAIT and len(set(s.keys)) == len(s.keys)
    assert [k for k in s.keys if k.startswith("play ")] == [
        f"play {c.name}" for c in s.card_type]
    assert spec(game) is s  # made once


@pytest.mark.parametrize(("game", "preset"), PRESETS)
def test_each_legal_action_is_its_record_line_without_the_seat(game: str, preset: str) -> None:
    """docs/learning.md "The action table": a legal action's key is its record line without
    the seat (a Genscher's partner counted from the seat); observations stay within their
    bounds and are never all zero."""
    s = spec(game)
    layout = s.layout
    for tables in random_tables(game, preset, 4, seed=3):
        for table in tables:
            for index, action in table.options().items():
                if action is None:
                    continue
                line = str(action).split()[1:]
                key = s.keys[index]
                assert key == " ".join(line) or key.startswith("genscher +")
            for seat in range(4):
                decision = table.decision_of(seat)
                picks = table.picks if decision else ()
                obs = s.encode(table.view(seat), decision, picks, ())
                assert obs.dtype == np.float32 and obs.shape == (layout.size,)
                assert (obs >= 0).all() and (obs <= layout.high).all() and obs.any()


@settings(max_examples=8, deadline=None, database=None)
@given(st.data())
def test_the_bounds_hold_under_any_rules(data: st.DataObject) -> None:
    """docs/learning.md "OpenSpiel": under random rules the deal's record never holds more
    actions than the bound the games give OpenSpiel, nor a score beyond the utility bound."""
    game = data.draw(st.sampled_from(GAMES), label="game")
    s = spec(game)
    rules = data.draw(testing.rules(game), label="rules")
    for tables in random_tables(game, rules, 3, seed=data.draw(st.integers(0, 99)), wait=0.3):
        final = tables[-1]
        assert len(final.state.actions) <= s.max_history(rules)
        assert max(map(abs, s.returns(final.state))) <= s.utility_bound(rules, None)


@pytest.mark.parametrize("game", GAMES)
def test_the_layout_counts_seats_from_the_viewer(game: str) -> None:
    """docs/learning.md "The observation vector": per-seat segments are in order from the
    viewer (row 0 the viewer, row 1 the seat to its left): the dealer's one-hot moves with
    the viewer."""
    s = spec(game)
    state = s.engine.deal(next(iter(s.engine.PRESETS)), seed=9, dealer=2)
    at = s.layout["dealer"].offset
    for seat in range(4):
        obs = s.encode(Table(s, state).view(seat), 0, (), ())
        assert obs[at:at + 4].tolist() == [1.0 if r == (2 - seat) & 3 else 0.0
                                           for r in range(4)]
