"""Mistake analysis (docs/search.md "Mistake analysis")."""

from __future__ import annotations

from pathlib import Path

import pytest

import trickgames
from trickgames import schafkopf as sk
from trickgames.search import solve
from trickgames.search.analysis import AnalysisSettings, analyze

from .test_command import _records

SETTINGS = AnalysisSettings(worlds=2, rollouts=1, solve_tricks=2, score_tricks=1, seed=3)


def test_cards_and_the_solvers_losses(tmp_path: Path) -> None:
    """docs/search.md "Mistake analysis": every card play with a choice is analysed once;
    with every hand known, a card's loss is the solver's best value minus its own, exactly,
    and the best cards are those of the best value."""
    record = _records(tmp_path).read_text().splitlines()[0]
    final = trickgames.replay(record)
    result = analyze(record, settings=SETTINGS, source="x")
    assert result.source == "x" and result.game == "schafkopf"
    state = sk.deal(final.deal.rules, hands=final.deal.hands, dealer=final.deal.dealer)
    states = [state]
    for action in final.actions:
        states.append(sk.apply(states[-1], action))
    chosen = [i for i, a in enumerate(final.actions) if a.verb == "play"
              and len([p for p in sk.legal_actions(states[i], a.seat) if p.verb == "play"]) > 1]
    assert [card.index for card in result.cards] == chosen
    late = [card for card in result.cards if card.solver is not None]
    assert late
    for card in late:
        before = states[card.index]
        points = solve(before, seat=card.seat, objective="points")
        shown = card.to_json()["solver"]
        played = final.actions[card.index]
        assert shown["loss"]["points"] == points.value - points.value_of(played)
        if card.trick == 8:
            value = solve(before, seat=card.seat, objective="score")
            assert shown["loss"]["value"] == value.value - value.value_of(played)
            assert set(shown["best"]) <= {str(p) for p in value.best}
        else:
            assert shown["loss"]["value"] is None


def test_same_seed_same_analysis_and_refusals(tmp_path: Path) -> None:
    """docs/search.md "Mistake analysis": the same settings give the same analysis; a record
    that is not valid is a RecordError; settings below their minimum are refused."""
    record = _records(tmp_path).read_text().splitlines()[1]
    assert analyze(record, settings=SETTINGS).to_json() == analyze(
        record, settings=SETTINGS).to_json()
    with pytest.raises(trickgames.RecordError):
        analyze('{"format": "trickgames.record/1"}')
    with pytest.raises(ValueError, match="at least 1") as caught:
        AnalysisSettings(worlds=0)
    assert caught.value.code == "invalid_count"
