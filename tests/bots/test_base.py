"""The computer-player loop (docs/bots.md "The loop")."""

from __future__ import annotations

import ast
import inspect
import itertools
import json
import sys
from collections import Counter
from collections.abc import Iterator
from importlib import resources
from typing import Any

import pytest

from trickgames import IllegalActionError
from trickgames import doppelkopf as dk
from trickgames._core.rng import derive_seed
from trickgames._games import GAMES
from trickgames.bots import play_deal
from trickgames.bots._base import sentences
from trickgames.bots.doppelkopf import RandomPlayer


class _Spy:
    """A player that records what it was shown."""

    def __init__(self, seed: int) -> None:
        self.inner = RandomPlayer(seed)
        self.seen: list[Any] = []

    def choose(self, view: Any) -> Any:
        self.seen.append(view)
        return self.inner.choose(view)

    def interject(self, view: Any) -> Any:
        self.seen.append(view)
        return self.inner.interject(view)


def test_players_see_only_their_views() -> None:
    """docs/bots.md "The Player protocol": bots see only a player's view, never the state."""
    spies = [_Spy(s) for s in range(4)]
    final = play_deal(dk, dk.deal("pagat", seed=8), spies)
    assert final.is_over
    for seat, spy in enumerate(spies):
        assert spy.seen
        assert all(isinstance(v, dk.PlayerView) and v.seat == seat for v in spy.seen)


def _swapped(engine: Any, state: Any, viewer: int) -> Any | None:
    """``state`` replayed from a deal in which one unplayed card of two seats other than
    ``viewer`` changed hands; ``None`` when no such swap replays the same actions."""
    left = [Counter(hand) for hand in state.deal.hands]
    for action in state.actions:
        if action.verb == "play":
            left[action.seat][action.card] -= 1
    others = [s for s in range(4) if s != viewer and +left[s]]
    for first, second in itertools.pairwise(others):
        for mine in sorted(+left[first]):
            for theirs in sorted(+left[second]):
                if mine == theirs:
                    continue
                hands = [list(h) for h in state.deal.hands]
                hands[first].remove(mine)
                hands[first].append(theirs)
                hands[second].remove(theirs)
                hands[second].append(mine)
                other = engine.deal(state.rules, hands=hands, dealer=state.dealer)
                try:
                    for action in state.actions:
                        other = engine.apply(other, action)
                except IllegalActionError:
                    continue
                return other
    return None


@pytest.mark.parametrize("game", list(GAMES))
def test_the_rule_of_thumb_player_decides_on_its_view_alone(game: str) -> None:
    """docs/bots.md "The Player protocol" (a player sees only its view): at moments of fixed
    seeded deals, the seat on turn makes the same decision, for the same reason, when cards
    it cannot see are swapped between two other hands and the same actions replayed (where
    its view is unchanged by the swap)."""
    entry = GAMES[game]
    engine = entry.engine
    player = entry.bots.heuristic()
    checked = 0
    for preset in engine.PRESETS:
        for k in range(3):
            state = engine.deal(preset, seed=derive_seed(31, k), dealer=k & 3)
            step = 0
            while not state.is_over:
                view = engine.view(state, state.turn)
                action, why = player.explain(view)
                if step % 5 == 0:
                    other = _swapped(engine, state, state.turn)
                    if other is not None and engine.view(other, state.turn) == view:
                        assert player.explain(engine.view(other, state.turn)) == (action, why)
                        checked += 1
                state = engine.apply(state, action)
                step += 1
    assert checked >= 30


def test_the_loop_plays_to_the_end_and_scores_zero_sum() -> None:
    """docs/bots.md "The loop": a deal played by bots ends, and its scores sum to zero."""
    for seed in range(10):
        final = play_deal(dk, dk.deal("ddv", seed=seed), [RandomPlayer(seed * 4 + s)
                                                         for s in range(4)])
        assert sum(dk.score(final).scores) == 0


@pytest.mark.parametrize("game", list(GAMES))
def test_the_rule_of_thumb_player_says_why(game: str) -> None:
    """docs/bots.md "The rule-of-thumb player" (explain): what it explains is what it plays,
    on turn and off turn, and every reason has an English and a German sentence."""
    entry = GAMES[game]
    engine = entry.engine
    player = entry.bots.heuristic()
    reasons = player.reasons
    assert all(english and german for english, german in reasons.values())
    for seed in range(8):
        state = engine.deal(next(iter(engine.PRESETS)), seed=seed)
        while not state.is_over:
            view = engine.view(state, state.turn)
            action, why = player.explain(view)
            assert action == player.choose(view) and why in reasons
            for seat in range(4):
                if seat != state.turn and engine.legal_actions(state, seat):
                    other = engine.view(state, seat)
                    said, because = player.explain_interjection(other)
                    assert said == player.interject(other) and because in reasons
            state = engine.apply(state, action)


def _strings(node: ast.expr) -> set[str]:
    """The strings an expression can be: a constant, or either side of ``a if c else b``."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _strings(node.body) | _strings(node.orelse)
    return set()


def _pairs(node: ast.expr) -> Iterator[ast.Tuple]:
    """The pairs an expression can be: a tuple, either side of ``a if c else b``, any operand
    of ``a or b``."""
    if isinstance(node, ast.Tuple) and len(node.elts) == 2:
        yield node
    elif isinstance(node, ast.IfExp):
        yield from _pairs(node.body)
        yield from _pairs(node.orelse)
    elif isinstance(node, ast.BoolOp):
        for value in node.values:
            yield from _pairs(value)


def _returned_reasons(player: Any) -> set[str]:
    """Every reason code the player's module returns: the string in second place of each pair
    a function returns (``return action, "code"``, ``return (a, "x") if c else (b, "y")``)."""
    tree = ast.parse(inspect.getsource(sys.modules[player.__module__]))
    return {code for node in ast.walk(tree) if isinstance(node, ast.Return) and node.value
            for pair in _pairs(node.value) for code in _strings(pair.elts[1])}


@pytest.mark.parametrize("game", list(GAMES))
def test_every_reason_a_player_gives_has_an_english_and_a_german_sentence(game: str) -> None:
    """docs/bots.md "The rule-of-thumb player" (Why: the module's ``REASONS`` gives each code
    an English and a German sentence): every reason code the player's code can return is in
    its table with two non-empty sentences, the table (its package data file) has no other
    code, and it is read-only."""
    player: Any = GAMES[game].bots.heuristic
    reasons = player.reasons
    returned = _returned_reasons(player)
    assert returned == set(reasons)
    assert all(len(pair) == 2 and all(isinstance(text, str) and text for text in pair)
               for pair in reasons.values())
    assert reasons is sys.modules[player.__module__].REASONS
    with pytest.raises(TypeError):
        reasons["only_card"] = ("", "")


@pytest.mark.parametrize("name", ["doppelkopf_reasons.json", "schafkopf_reasons.json"])
def test_a_sentence_table_is_its_file_in_the_file_s_order(name: str) -> None:
    """docs/bots.md "The rule-of-thumb player" (the reasons in one place): a table of
    sentences is its package data file, key by key in the file's order, each key's ``en`` and
    ``de`` text and nothing else."""
    data = json.loads(resources.files("trickgames.bots").joinpath(name).read_text("utf-8"))
    table = sentences("trickgames.bots", name)
    assert list(table) == list(data)
    assert all(set(texts) == {"en", "de"} for texts in data.values())
    assert dict(table) == {key: (texts["en"], texts["de"]) for key, texts in data.items()}
