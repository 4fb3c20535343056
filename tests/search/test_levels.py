"""The game value of a Schafkopf game with fixed sides by levels (docs/search.md "The
solver"): the level with best play and the value of every card are those of a brute-force
search over the engine's legal plays scored by the engine, under every schneider and schwarz
option and for the Tout."""

from __future__ import annotations

from typing import Any

import pytest

from tests.search.test_solver import brute
from trickgames import GAMES, Rng
from trickgames import schafkopf as sk
from trickgames.search import solve, value
from trickgames.search._levels import EVERY_TRICK, TRICK, Levels, by_levels, conditions

GAMES_ALL = ["sauspiel", "solo", "wenz", "geier", "farbwenz", "solo-tout", "wenz-tout",
             "geier-tout", "bettel"]
RULES = [
    {"preset": "sauspiel", "games": GAMES_ALL},
    {"preset": "sauspiel", "games": GAMES_ALL, "schneider": "symmetric", "schwarz": "points"},
    {"preset": "standard", "deck": "short", "schwarz": "points"},
    {"preset": "standard", "schneider": "symmetric"},
]


def declared(rules: Any, number: int, kinds: tuple[str, ...]) -> Any:
    """Deal ``number`` with p0 declaring the first game of ``kinds`` its hand allows (the
    others passing), or None."""
    state = sk.deal(rules, seed=number, dealer=3)
    state = sk.apply(state, "p0 bid")
    for seat in (1, 2, 3):
        state = sk.apply(state, f"p{seat} pass")
    declares = [a for a in sk.legal_actions(state, 0) if a.verb == "declare"]
    for kind in kinds:
        for action in declares:
            contract = action.contract
            if (contract.kind.value, contract.tout) == (kind.removesuffix("-tout"),
                                                        kind.endswith("-tout")):
                return sk.apply(state, action)
    return None


def endings(rules: Any, kinds: tuple[str, ...], cards: int, count: int) -> list[Any]:
    """Declared games played at random until the seat to play holds ``cards`` cards (in the
    middle of a trick for every other one)."""
    rng = Rng(7)
    out: list[Any] = []
    number = 0
    while len(out) < count:
        state = declared(rules, number, kinds)
        mid = number % 2
        number += 1
        if state is None:
            continue
        while not state.is_over and not (state.phase.value == "play"
                                         and state.hand_size(state.turn) == cards
                                         and len(state.trick) == mid):
            state = sk.apply(state, GAMES["schafkopf"].bots.policy(rng, state))
        if not state.is_over:
            out.append(state)
    return out


def brute_level(levels: Levels, state: Any) -> int:
    """The level with best play by trying every card play."""
    if state.is_over:
        return sum(levels.holds(state, i) for i in range(len(levels.conditions)))
    found = [brute_level(levels, sk.apply(state, play))
             for play in sk.legal_actions(state, state.turn) if play.verb == "play"]
    return max(found) if levels.declarers >> state.turn & 1 else min(found)


@pytest.mark.parametrize("rules", RULES, ids=lambda r: "-".join(
    f"{k}={v}" for k, v in r.items() if k != "games"))
@pytest.mark.parametrize("kinds", [("sauspiel",), ("solo", "wenz", "geier"), ("solo-tout",)])
def test_levels_and_values_match_brute_force(rules: Any, kinds: tuple[str, ...]) -> None:
    """schafkopf.md "Result": the result depends on the card play only through the declaring
    side's level, so the value found by levels is the brute-force game value for a declarer
    and a defender, of the position and of every card; the level is the brute-force one."""
    for cards in (1, 2, 3):
        for state in endings(rules, kinds, cards, 3):
            levels = Levels(state)
            assert levels.level(state) == brute_level(levels, state)
            for seat in (state.turn, (state.turn + 1) & 3):
                expected = brute(sk, state, seat, "score")
                assert value(state, seat=seat, objective="score") == expected
                solution = solve(state, seat=seat, objective="score")
                assert solution.value == expected
                for play, worth in solution.moves:
                    assert worth == brute(sk, sk.apply(state, play), seat, "score")


def test_a_line_of_play_keeps_the_level() -> None:
    """schafkopf.md "Result": the searched line (no playouts) ends at the level of the
    position with best play, for every level there is."""
    seen = set()
    for state in endings(RULES[0], ("sauspiel", "solo"), 4, 12):
        levels = Levels(state)
        level = levels.level(state)
        final = levels.line(state, level)
        assert final.is_over
        assert sum(levels.holds(final, i) for i in range(len(levels.conditions))) == level
        seen.add(level)
    assert len(seen) >= 2


def test_conditions_follow_the_options() -> None:
    """schafkopf.md "Result": won with 61, schneider at 91 (asymmetric) or 90 (symmetric) and
    30, schwarz by tricks or by points; a Tout only by taking every trick."""
    states = {}
    for rules in RULES:
        state = endings(rules, ("sauspiel",), 3, 1)[0]
        states[rules.get("schneider", "asymmetric"), rules.get("schwarz", "tricks")] = state
    assert conditions(states["asymmetric", "tricks"]) == (TRICK, 31, 61, 91, EVERY_TRICK)
    assert conditions(states["symmetric", "points"]) == (1, 31, 61, 90, 120)
    assert conditions(endings(RULES[0], ("solo-tout",), 3, 1)[0]) == (EVERY_TRICK,)


def test_which_games_go_by_levels() -> None:
    """schafkopf-variants.md 5, 7, 8: a Bettel (won by taking no trick), a Ramsch and a Sie
    are scored otherwise and keep the general search; every other game goes by levels."""
    assert by_levels(endings(RULES[0], ("sauspiel",), 3, 1)[0])
    assert by_levels(endings(RULES[0], ("wenz-tout",), 3, 1)[0])
    bettel = endings(RULES[0], ("bettel",), 3, 1)[0]
    assert not by_levels(bettel)
    assert solve(bettel, objective="score").value == brute(sk, bettel, bettel.turn, "score")
