"""Duplicate deals between computer players (docs/bots.md "Duplicate deals")."""

from __future__ import annotations

import math
import statistics
from pathlib import Path
from typing import Any, ClassVar

import pytest

from trickgames import ArgumentError
from trickgames import bots as bots_api
from trickgames._games import GAMES
from trickgames.bots import (
    duplicate,
    make_player,
    mean_interval,
    player_factory,
    player_names,
    register_player,
    unregister_player,
)
from trickgames.bots.duplicate import student_t


class _Recorder:
    """A player that plays like the rule-of-thumb player and notes the first hand it is
    shown, in the order the players were made."""

    made: ClassVar[list[_Recorder]] = []

    def __init__(self, game: str, seed: int) -> None:
        self.inner = make_player("heuristic", game, seed)
        self.hand: tuple[Any, ...] | None = None
        _Recorder.made.append(self)

    def choose(self, view: Any) -> Any:
        if self.hand is None:
            self.hand = view.hand
        return self.inner.choose(view)

    def interject(self, view: Any) -> Any:
        return self.inner.interject(view)


def test_student_t_critical_values() -> None:
    """docs/bots.md "Duplicate deals" (the 95% interval uses Student's t): the two-sided 95%
    critical values of the t tables, to four places, for 1, 2, 4, 10, 30 and 1,000 degrees
    of freedom."""
    table = {1: 12.7062, 2: 4.3027, 4: 2.7764, 10: 2.2281, 30: 2.0423, 1000: 1.9623}
    for df, value in table.items():
        assert round(student_t(0.95, df), 4) == value
    assert round(student_t(0.99, 5), 4) == 4.0321


def test_the_interval_of_a_known_small_case() -> None:
    """docs/bots.md "Duplicate deals": the mean of 2, 4, 4, 4, 5, 5, 7, 9 is 5, its sample
    standard deviation sqrt(32/7) and its 95% interval 5 ± 2.3646 · sd / sqrt(8); a single
    value has no finite interval; no value is an error."""
    estimate = mean_interval([2, 4, 4, 4, 5, 5, 7, 9])
    sd = math.sqrt(32 / 7)
    assert estimate.mean == 5 and math.isclose(estimate.sd, sd)
    assert math.isclose(estimate.half_width, 2.364624 * sd / math.sqrt(8), rel_tol=1e-6)
    assert math.isclose(estimate.low + estimate.high, 10)
    assert math.isinf(mean_interval([3]).half_width)
    assert mean_interval([3]).to_json()["low"] is None
    with pytest.raises(ArgumentError) as caught:
        mean_interval([])
    assert caught.value.code == "invalid_interval"


@pytest.mark.parametrize("game", list(GAMES))
def test_every_rotation_plays_the_same_cards(game: str) -> None:
    """docs/bots.md "Duplicate deals": each deal is played once per entrant with the lineup
    rotated (ABAB, then BABA), every rotation on the deal's own hands; an entrant's result of
    a deal is its seats' mean amount, and the results of two entrants sum to zero."""
    _Recorder.made.clear()
    result = duplicate(game, [_Recorder, "random"], deals=6, seed=5)
    assert result.names == ("_Recorder", "random")
    engine = GAMES[game].engine
    made = iter(_Recorder.made)
    for deal in result.deals:
        assert deal.lineups == ((0, 1, 0, 1), (1, 0, 1, 0))
        state = engine.deal(result.rules, seed=deal.seed, dealer=deal.deal & 3)
        for lineup in deal.lineups:
            for seat, entrant in enumerate(lineup):
                if entrant == 0:
                    player = next(made)
                    assert player.hand in (None, state.hand(seat))
        mine = [deal.amounts[r][s] for r, lineup in enumerate(deal.lineups)
                for s, e in enumerate(lineup) if e == 0]
        assert deal.results[0] == sum(mine) / len(mine)
        assert deal.results[0] == -deal.results[1]
    assert next(made, None) is None
    assert sum(p.hand is not None for p in _Recorder.made) > 12


def test_lineups_of_three_and_four() -> None:
    """docs/bots.md "Duplicate deals": with n entrants seat s of rotation r is entrant
    (s + r) % n; with four, each entrant sits at every seat once."""
    result = duplicate("schafkopf", ["random", "heuristic", "random"], deals=2, seed=1)
    assert result.names == ("random", "heuristic", "random#2")
    assert result.deals[0].lineups == ((0, 1, 2, 0), (1, 2, 0, 1), (2, 0, 1, 2))
    four = duplicate("schafkopf", ["random"] * 4, deals=1, seed=1)
    lineups = four.deals[0].lineups
    assert all(sorted(lineup[s] for lineup in lineups) == [0, 1, 2, 3] for s in range(4))


def test_the_same_seed_gives_the_same_tournament() -> None:
    """docs/bots.md "Duplicate deals" (deterministic): the same seed gives the same deals,
    amounts and estimates, on one process or two; another seed other deals."""
    one = duplicate("doppelkopf", ["heuristic", "random"], deals=8, seed=3)
    assert duplicate("doppelkopf", ["heuristic", "random"], deals=8, seed=3) == one
    assert duplicate("doppelkopf", ["heuristic", "random"], deals=8, seed=3, jobs=2) == one
    other = duplicate("doppelkopf", ["heuristic", "random"], deals=8, seed=4)
    assert [d.seed for d in other.deals] != [d.seed for d in one.deals]


def test_standings_and_paired_differences() -> None:
    """docs/bots.md "Duplicate deals": a standing is the mean of the entrant's results per
    deal with its interval; a difference is the mean of the per-deal differences (paired),
    whose interval is narrower than the sum of the two standings' half widths."""
    result = duplicate("schafkopf", ["heuristic", "random", "random"], deals=30, seed=2)
    heuristic = result.results("heuristic")
    assert result.standing(0).result == mean_interval(heuristic)
    difference = result.difference("heuristic", "random")
    paired = [a - b for a, b in zip(heuristic, result.results(1), strict=True)]
    assert math.isclose(difference.mean, statistics.fmean(paired))
    assert [(d.first, d.second) for d in result.differences()] == [
        ("heuristic", "random"), ("heuristic", "random#2"), ("random", "random#2")]
    assert difference.low > 0  # the rule-of-thumb player beats the random one
    table = result.table()
    assert "heuristic - random" in table and "95% confidence interval" in table
    assert "Konfidenzintervall" in result.table("de")
    assert set(result.to_json()["standings"]) == {"heuristic", "random", "random#2"}
    assert sum(result.contracts().values()) == 30 * 3
    with pytest.raises(ArgumentError) as caught:
        result.standing("nobody")
    assert caught.value.code == "unknown_entrant"


def _cheap(game: str, seed: int) -> Any:
    return make_player("random", game, seed)


def test_the_registry_of_players(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/bots.md "Duplicate deals" (the registry): a registered name plays in a
    tournament and can be replaced only on request; the built-in names stay; an unknown
    name is an error that lists the names; MODULE:FACTORY needs no registration."""
    assert player_names()[:2] == ("heuristic", "random")
    register_player("cheap", _cheap)
    try:
        assert player_factory("cheap") is _cheap
        with pytest.raises(ArgumentError) as caught:
            register_player("cheap", _cheap)
        assert caught.value.code == "player_registered"
        register_player("cheap", _cheap, replace=True)
        assert duplicate("schafkopf", ["cheap", "heuristic"], deals=2).names == (
            "cheap", "heuristic")
    finally:
        unregister_player("cheap")
    assert "cheap" not in player_names()
    for name in ("random", "heuristic"):
        with pytest.raises(ArgumentError):
            register_player(name, _cheap, replace=True)
    for bad in ("", "a,b", "a b", "a:b"):
        with pytest.raises(ArgumentError) as caught:
            register_player(bad, _cheap)
        assert caught.value.code == "invalid_player_name"
    with pytest.raises(ArgumentError) as caught:
        duplicate("doppelkopf", ["heuristic", "nobody"])
    assert caught.value.code == "unknown_player"
    assert "heuristic, random" in str(caught.value)
    (tmp_path / "my_players.py").write_text(
        "from trickgames.bots import make_player\n"
        "def greedy(game, seed):\n    return make_player('heuristic', game, seed)\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    result = duplicate("schafkopf", ["my_players:greedy", "random"], deals=2)
    assert result.names == ("my_players:greedy", "random")
    for missing in ("my_players:nothing", "no_such_module_x:f", "my_players:"):
        with pytest.raises(ArgumentError) as caught:
            player_factory(missing)
        assert caught.value.code == "unknown_player"


def test_bad_arguments_are_refused_before_any_deal() -> None:
    """docs/bots.md "Duplicate deals": two to four players, at least one deal, a whole seed,
    and with jobs > 1 factories that can go to worker processes."""
    cases: list[tuple[dict[str, Any], str]] = [
        ({"players": ["random"]}, "invalid_lineup"),
        ({"players": ["random"] * 5}, "invalid_lineup"),
        ({"players": "random"}, "invalid_lineup"),
        ({"deals": 0}, "invalid_argument"),
        ({"seed": "1"}, "invalid_argument"),
        ({"jobs": 0}, "invalid_argument"),
        ({"players": ["random", lambda game, seed: None], "jobs": 2}, "player_not_picklable"),
    ]
    for change, code in cases:
        arguments: dict[str, Any] = {"players": ["random", "heuristic"], **change}
        with pytest.raises(ArgumentError) as caught:
            bots_api.duplicate("schafkopf", **arguments)
        assert caught.value.code == code
