"""The solver (docs/search.md "The solver"): its values are those of a brute-force search
over every card play, scored by the engine, on small endings of every preset."""

from __future__ import annotations

from typing import Any

import pytest

from trickgames import GAMES, Rng
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames.search import solve, value
from trickgames.search._compact import won_points
from trickgames.search.solver import seat_result, side_of

PRESETS = [(dk, name) for name in dk.PRESETS] + [(sk, name) for name in sk.PRESETS] + [
    (sk, {"preset": "wirtshaus", "ramsch_must_overtake": True, "bettel_must_overtake": True,
          "games": ["sauspiel", "solo", "wenz", "bettel", "bettel-ouvert"]})]


def brute(game: Any, state: Any, seat: int, objective: str) -> int:
    """The side's value by trying every card play (the engine's legal plays and score)."""
    if state.is_over:
        if objective == "score":
            return seat_result(game, state, seat)
        return won_points(state, side_of(state, seat))
    values = [brute(game, game.apply(state, play), seat, objective)
              for play in game.legal_actions(state, state.turn) if play.verb == "play"]
    return max(values) if side_of(state, seat) >> state.turn & 1 else min(values)


def endings(game: Any, rules: Any, cards: int, count: int, seed: int = 0) -> list[Any]:
    """Random deals played at random until a hand holds ``cards`` cards (in the middle of a
    trick for every other one)."""
    policy = GAMES[game.__name__.rsplit(".", 1)[1]].bots.policy
    rng = Rng(seed)
    out = []
    number = 0
    while len(out) < count:
        state = game.deal(rules, seed=seed * 1000 + number, dealer=number & 3)
        mid = number % 2
        number += 1
        while not state.is_over and not (state.phase.value == "play"
                                         and state.hand_size(state.turn) == cards
                                         and len(state.trick) == mid):
            state = game.apply(state, policy(rng, state))
        if not state.is_over:
            out.append(state)
    return out


@pytest.mark.parametrize(("game", "rules"), PRESETS, ids=lambda v: getattr(
    v, "__name__", str(v)).rsplit(".", 1)[-1])
def test_values_match_brute_force(game: Any, rules: Any) -> None:
    """docs/search.md "The solver": the value of every legal card, for the side of the seat
    to play and of another seat, card points and game value, is the brute-force value."""
    for state in endings(game, rules, 2, 6) + endings(game, rules, 3, 2, seed=1):
        for objective in ("points", "score"):
            for seat in (state.turn, (state.turn + 1) & 3):
                solution = solve(state, seat=seat, objective=objective)
                assert solution.value == brute(game, state, seat, objective)
                assert value(state, seat=seat, objective=objective) == solution.value
                for play, worth in solution.moves:
                    assert worth == brute(game, game.apply(state, play), seat, objective)
                assert solution.best and all(solution.value_of(p) == solution.value
                                             for p in solution.best)


def test_an_open_marriage_ends_with_its_final_parties() -> None:
    """docs/search.md "The solver": in a marriage still looking for its partner, the side is
    the party the play ends with (the engine clarifies the marriage along the search)."""
    rng = Rng(5)
    found = 0
    for number in range(1500):
        state = dk.deal("freedoko", seed=number)
        while not state.is_over and not (state.phase.value == "play" and state.game.open
                                         and state.hand_size(state.turn) <= 3):
            state = dk.apply(state, GAMES["doppelkopf"].bots.policy(rng, state))
        if state.is_over:
            continue
        found += 1
        for objective in ("points", "score"):
            for seat in range(4):
                assert solve(state, seat=seat, objective=objective).value == brute(
                    dk, state, seat, objective)
        if found == 2:
            break
    assert found == 2


def test_refused_input() -> None:
    """docs/search.md "Errors": a finished deal, a deal before the card play, an unknown
    objective or something that is no state are errors with their codes."""
    state = sk.deal("standard", seed=1)
    with pytest.raises(ValueError, match="no card is played yet") as caught:
        solve(state)
    assert caught.value.code == "not_play_phase"
    while not state.is_over:
        state = sk.apply(state, sk.legal_actions(state)[-1])
    with pytest.raises(ValueError, match="deal is over") as caught:
        solve(state)
    assert caught.value.code == "deal_over"
    playing = endings(dk, "ddv", 2, 1)[0]
    with pytest.raises(ValueError, match="unknown objective") as caught:
        solve(playing, objective="tricks")
    assert caught.value.code == "invalid_objective"
    with pytest.raises(ValueError, match="expected a state") as caught:
        solve("p0 play CA")
    assert caught.value.code == "not_a_state"
    solution = solve(playing)
    with pytest.raises(ValueError, match="not a legal card play") as caught:
        solution.value_of(dk.Play((playing.turn + 1) & 3, dk.Card.CA))
    assert caught.value.code == "not_a_move"
