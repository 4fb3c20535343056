"""Tests of trickgames._core.view: what the player views of both games take alike from a state
(docs/frontend.md, the view's JSON shape; records.md: comments never change meaning)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings

import trickgames
from trickgames import testing
from trickgames._core.view import plain_line, seat_facts, trick_json, tricks_json

NAMES = list(trickgames.GAMES)


@pytest.mark.parametrize("name", NAMES)
def test_every_view_holds_the_facts_every_game_takes_alike(name: str) -> None:
    """docs/frontend.md: each seat's view (and a spectator's) has its hand, the hand sizes, the
    tricks, its legal actions and, once the deal is over, the score, as the state gives them;
    the JSON writes the tricks by leader, cards and winner."""
    entry = trickgames.GAMES[name]
    engine: Any = entry.engine

    @settings(max_examples=40)
    @given(testing.states(name))
    def check(state: Any) -> None:
        for seat in (None, 0, 1, 2, 3):
            view = engine.view(state, seat)
            assert view.seat == seat and view.turn == state.turn
            assert view.hand == (state.hand(seat) if seat is not None else ())
            assert view.hand_sizes == tuple(state.hand_size(s) for s in range(4))
            assert view.legal_actions == (
                engine.legal_actions(state, seat) if seat is not None else ())
            assert view.score == (engine.score(state) if state.is_over else None)
            written = view.to_json()
            assert written["trick"]["cards"] == [str(card) for card in state.trick]
            assert [(t["leader"], t["winner"], t["cards"]) for t in written["tricks"]] == [
                (t.leader, t.winner, [str(card) for card in t.cards]) for t in state.tricks]
            assert seat_facts(state, seat, engine.legal_actions, engine.score)["hand"] == view.hand
            assert written["tricks"] == tricks_json(state.tricks)
            assert written["trick"] == trick_json(view.trick_leader, state.trick)

    check()


def test_seat_facts_of_a_spectator_and_of_a_finished_deal() -> None:
    """docs/frontend.md: a spectator has no hand and no legal actions; once the deal is over
    the view carries the score and no trick leader."""
    dk: Any = trickgames.GAMES["doppelkopf"].engine
    state = dk.deal("ddv", seed=4)
    facts = seat_facts(state, None, dk.legal_actions, dk.score)
    assert facts["hand"] == () and facts["legal_actions"] == () and facts["score"] is None
    while not state.is_over:
        state = dk.apply(state, dk.legal_actions(state)[0])
    facts = seat_facts(state, 2, dk.legal_actions, dk.score)
    assert facts["score"] == dk.score(state) and facts["trick_leader"] == -1


@pytest.mark.parametrize("name", NAMES)
def test_plain_line_drops_the_comment_only(name: str) -> None:
    """records.md: a comment never changes an action's meaning; a view shows the action line
    without it."""
    engine: Any = trickgames.GAMES[name].engine
    state = engine.deal(seed=1)
    action = engine.legal_actions(state)[0]
    commented = engine.parse_action(f"{action}  # a note on hidden cards")
    assert plain_line(commented) == plain_line(action) == str(action)
