"""The search player: perfect-information Monte Carlo over the worlds a seat cannot tell
apart.

:class:`SearchPlayer` plays the cards by search and leaves everything else to the game's
rule-of-thumb player (:class:`~trickgames.bots.doppelkopf.HeuristicPlayer`,
:class:`~trickgames.bots.schafkopf.HeuristicPlayer`): reservations, bidding, declarations,
announcements, doublings, a poverty's or a Hochzeit's exchange. For a card:

1. draw ``worlds`` deals consistent with the seat's view
   (:func:`~trickgames.search.sample_worlds`, uniformly);
2. value each legal card in each world: with few tricks left exactly, by the solver
   (:func:`~trickgames.search.solve`; the game value, ``score``, in the last
   ``score_tricks`` tricks, the side's card points in the last ``solve_tricks``); earlier by
   ``rollouts`` greedy playouts of the rest (:class:`~trickgames.search.Rollouts`), the side's
   card points, every card's playouts drawn from the same random streams (common random
   numbers: the differences between cards are what decides);
3. play the card with the best mean over the worlds; between equal means, the one the
   rule-of-thumb player would play.

:func:`action_values` is step 2 for given worlds (a world of another deal is refused:
``view_of_another_deal``). The defaults give a decision in a few tens of milliseconds on a
laptop-class core; more worlds and deeper solving play better and slower.

>>> from trickgames import schafkopf as sk
>>> from trickgames.bots import play_deal
>>> from trickgames.bots.schafkopf import HeuristicPlayer
>>> players = [SearchPlayer(seed=1), HeuristicPlayer(), SearchPlayer(seed=2), HeuristicPlayer()]
>>> final = play_deal(sk, sk.deal("sauspiel", seed=8), players)
>>> final.is_over, sum(sk.score(final).payouts)
(True, 0)
"""

from __future__ import annotations

from collections.abc import Sequence
from math import floor
from typing import Any

import attrs

from trickgames._core.errors import ArgumentError
from trickgames._core.rng import Rng, derive_seed
from trickgames.search.rollouts import Rollouts
from trickgames.search.solver import check_solvable, side_of, solve, tricks_left
from trickgames.search.worlds import WorldSampler, check_world, engine_of

__all__ = ["DEFAULTS", "SEARCHED", "SearchPlayer", "Settings", "action_values"]


@attrs.frozen
class Settings:
    """How hard :class:`SearchPlayer` searches a card (see the module): ``worlds`` per
    decision; exact solving of the game value in the last ``score_tricks`` tricks and of the
    card points in the last ``solve_tricks``; ``rollouts`` greedy playouts per card and world
    before that."""

    worlds: int = 8
    score_tricks: int = 2
    solve_tricks: int = 4
    rollouts: int = 4

    def __attrs_post_init__(self) -> None:
        for name in ("worlds", "rollouts"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 1:
                raise ArgumentError(f"{name} must be an integer of at least 1, not {value!r}",
                                    code="invalid_count")
        for name in ("score_tricks", "solve_tricks"):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < 0:
                raise ArgumentError(f"{name} must be an integer of at least 0, not {value!r}",
                                    code="invalid_count")


#: The settings of each game's search player by default: Schafkopf's shorter deal is solved
#: exactly from further out.
DEFAULTS = {"doppelkopf": Settings(worlds=8, score_tricks=2, solve_tricks=3, rollouts=3),
            "schafkopf": Settings(worlds=8, score_tricks=3, solve_tricks=4, rollouts=4)}


def action_values(view: Any, worlds: Sequence[Any], rng: Rng, settings: Settings, *,
                  checked: bool = False) -> dict[Any, float]:
    """The mean value over ``worlds`` of each card the view's seat may play (its side's card
    points, or its game value near the end, as :class:`Settings` say), by the play; each
    world is checked to be one of the view (``checked``: the caller did)."""
    plays = [a for a in view.legal_actions if a.verb == "play" and a.seat == view.turn]
    if not plays:
        raise ArgumentError("the seat has no card to play now", code="not_play_phase")
    totals = dict.fromkeys(plays, 0.0)
    seat = view.seat
    for world in worlds:
        if not checked:
            check_world(view, world)
        values = _world_values(world, seat, rng, settings)
        for play in plays:
            totals[play] += values[int(play.card)]
    return {play: total / len(worlds) for play, total in totals.items()}


def _world_values(world: Any, seat: int, rng: Rng, settings: Settings) -> dict[int, float]:
    """Each card of the seat to play (by card number) with its value in one world."""
    left = tricks_left(world)
    if left <= settings.score_tricks or left <= settings.solve_tricks:
        objective = "score" if left <= settings.score_tricks else "points"
        solution = solve(world, seat=seat, objective=objective)
        return {int(play.card): float(value) for play, value in solution.moves}
    rollouts = Rollouts(world)
    side = side_of(world, seat)
    compact = rollouts.compact
    out = {}
    # Common random numbers: each card's playouts draw from the same streams, so that their
    # differences (all that decides) are less noisy than their values.
    base = floor(rng.random() * 2 ** 32)
    for position in rollouts.first_moves():
        total = 0
        for number in range(settings.rollouts):
            total += rollouts.run(Rng(derive_seed(base, number)), "greedy", first=position,
                                  side=side)[1]
        out[compact.card(position)] = total / settings.rollouts
    return out


#: The reason of a card the search chose (:meth:`SearchPlayer.explain`), English and German.
SEARCHED = "searched_card"
_SEARCHED = ("the best mean over the deals the hidden cards may form",
             "der beste Schnitt über die möglichen Verteilungen der verdeckten Karten")


class SearchPlayer:
    """A player of either game that searches its cards (see the module); reproducible from
    ``seed``. ``settings`` (a :class:`Settings`) default to the game's :data:`DEFAULTS`.

    It also explains itself as the rule-of-thumb players do (the terminal's ``hint``):
    :meth:`explain` and :meth:`explain_interjection` give the action with the code of its
    reason, :attr:`reasons` each code's English and German sentence (:data:`SEARCHED` for a
    card it searched, the rule-of-thumb player's codes for the rest)."""

    def __init__(self, seed: int = 0, *, settings: Settings | None = None) -> None:
        self._rng = Rng(seed)
        self._settings = settings
        self._heuristics: dict[str, Any] = {}
        self.reasons: dict[str, tuple[str, str]] = {SEARCHED: _SEARCHED}

    def _heuristic(self, game: Any) -> Any:
        name = game.__name__.rsplit(".", 1)[1]
        player = self._heuristics.get(name)
        if player is None:
            from trickgames._games import GAMES

            player = self._heuristics[name] = GAMES[name].bots.heuristic()
        return player

    def settings_for(self, view: Any) -> Settings:
        """The settings for a view's game."""
        if self._settings is not None:
            return self._settings
        return DEFAULTS[engine_of(view).__name__.rsplit(".", 1)[1]]

    def choose(self, view: Any) -> Any:
        """One of ``view.legal_actions`` for the seat on turn."""
        return self.explain(view)[0]

    def explain(self, view: Any) -> tuple[Any, str]:
        """The action for the seat on turn and the code of its reason (see the class)."""
        heuristic = self._heuristic(engine_of(view))
        self.reasons.update(heuristic.reasons)
        suggestion, reason = heuristic.explain(view)
        plays = [a for a in view.legal_actions if a.verb == "play" and a.seat == view.turn]
        if view.phase.value != "play" or len(plays) < 2 or suggestion.verb != "play":
            return suggestion, reason  # not a choice of cards: the rule-of-thumb player's
        values = self.values(view)
        top = max(values.values())
        best = [play for play, value in values.items() if value >= top - 1e-9]
        if suggestion in best:
            return suggestion, SEARCHED
        return best[0], SEARCHED

    def explain_interjection(self, view: Any) -> tuple[Any | None, str]:
        """The off-turn action (or ``None``) and the code of its reason: the rule-of-thumb
        player's."""
        heuristic = self._heuristic(engine_of(view))
        self.reasons.update(heuristic.reasons)
        explained: tuple[Any | None, str] = heuristic.explain_interjection(view)
        return explained

    def values(self, view: Any) -> dict[Any, float]:
        """The mean value of each card the seat may play (see :func:`action_values`), over
        worlds drawn for this view."""
        settings = self.settings_for(view)
        worlds = WorldSampler(view).sample(settings.worlds, self._rng)
        check_solvable(worlds[0], view.seat, "points")
        return action_values(view, worlds, self._rng, settings, checked=True)

    def interject(self, view: Any) -> Any | None:
        """An off-turn action (announcement, knock, doubling) or ``None``: the rule-of-thumb
        player's."""
        return self.explain_interjection(view)[0]
