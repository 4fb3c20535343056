"""The deal as one decision at a time (trickgames.rl._table; docs/learning.md "Off-turn
actions as turns")."""

from __future__ import annotations

import itertools

import pytest

from tests.rl._play import GAMES, PRESETS, random_tables
from trickgames.rl._registry import spec
from trickgames.rl._table import Table


@pytest.mark.parametrize(("game", "preset"), PRESETS)
def test_every_legal_action_of_every_seat_is_offered_in_the_asking_order(
        game: str, preset: str) -> None:
    """docs/frontend.md "Off-turn actions" and docs/learning.md "Off-turn actions as
    turns": at every moment the seats with an off-turn action are asked first, in seat order
    from the seat after the one on turn, each may wait once, then the seat on turn decides;
    together they are offered exactly the engine's legal actions of every seat."""
    s = spec(game)
    engine = s.engine
    for tables in random_tables(game, preset, 6, seed=1):
        for table in tables[:-1]:
            if table.waited or table.picks:
                continue
            state = table.state
            turn = state.turn
            expected = {seat: set(engine.legal_actions(state, seat)) for seat in range(4)}
            off_turn = [(turn + k) & 3 for k in (1, 2, 3) if expected[(turn + k) & 3]]
            offered: dict[int, set[object]] = {seat: set() for seat in range(4)}
            asked = []
            here = table
            while True:
                seat = here.asked
                asked.append(seat)
                options = here.options()
                offered[seat] |= {a for a in options.values() if a is not None}
                if here.on_turn:
                    break
                assert s.wait in options
                here = here.step(s.wait)
            assert asked == [*off_turn, turn]
            multi = {a for a in expected[turn] if s.multi_cards(a)}
            assert offered[turn] == expected[turn] - multi
            for seat in off_turn:
                assert offered[seat] == expected[seat]


@pytest.mark.parametrize("game", GAMES)
def test_an_action_starts_the_asking_anew(game: str) -> None:
    """docs/learning.md "Off-turn actions as turns": a seat that waited is not asked again
    at the same moment, but is asked again once any action is made."""
    s = spec(game)
    for tables in random_tables(game, next(iter(s.engine.PRESETS)), 10, seed=2, wait=1.0):
        for before, after in itertools.pairwise(tables):
            if after.state is before.state:
                assert after.waited == before.waited | {before.asked}
                assert after.asked not in after.waited
            else:
                assert after.waited == frozenset()


@pytest.mark.parametrize("game", GAMES)
def test_a_table_is_a_value(game: str) -> None:
    """docs/learning.md: stepping a decision point gives a new one and leaves it as it was
    (states are values), and an index that is not legal is refused."""
    s = spec(game)
    table = Table(s, s.engine.deal(next(iter(s.engine.PRESETS)), seed=5))
    options = table.options()
    first = next(iter(options))
    table.step(first)
    assert table.options() == options and table.state.actions == ()
    with pytest.raises(KeyError):
        table.step(len(s.keys) + 1)
    mask = table.mask()
    assert mask.dtype.name == "int8" and set(mask.nonzero()[0]) == set(options)
