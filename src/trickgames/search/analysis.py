"""Mistake analysis: for every card of a deal, what the seat could have played instead.

:func:`analyze` replays a record and looks at each card play where the seat had a choice, twice:

* **given what the seat knew** (``best``, ``loss``): the mean over ``worlds`` deals
  consistent with the seat's view (:func:`~trickgames.search.sample_worlds`) of each legal
  card's outcome: near the end exact (the solver's card points and, in the last
  ``score_tricks`` tricks, game value), earlier by ``rollouts`` greedy playouts per card and
  world, each scored by the engine;
* **given everything** (``solver``): the true deal solved exactly
  (:func:`~trickgames.search.solve`), card points in the last ``solve_tricks`` tricks, game
  value in the last ``score_tricks`` (``None`` further out: the exact search of a whole deal
  takes seconds to minutes, see docs/performance.md; ``null`` for a value not solved).

The *outcome* of a card is the card points the seat's side holds at the end of the deal and the
seat's game value (Doppelkopf game points, Schafkopf cents). ``loss`` is how much the played
card gave away: the best mean over the legal cards minus the played card's, for the points and
for the value each (so neither is negative); ``best`` are the cards of the best value (of
those, the most points).

>>> from pathlib import Path
>>> text = Path("examples/records/doppelkopf-normal-game.json").read_text()
>>> result = analyze(text, settings=AnalysisSettings(worlds=1, rollouts=1, solve_tricks=1,
...                                                  score_tricks=1))
>>> result.game, len(result.cards) > 20, sorted(result.to_json())
('doppelkopf', True, ['cards', 'game', 'seats', 'source'])
"""

from __future__ import annotations

from collections.abc import Sequence
from math import floor
from typing import Any

import attrs

import trickgames
from trickgames._core.errors import ArgumentError
from trickgames._core.rng import Rng, derive_seed
from trickgames.search._compact import won_points
from trickgames.search.rollouts import Rollouts
from trickgames.search.solver import seat_result, side_of, solve, tricks_left
from trickgames.search.worlds import WorldSampler

__all__ = ["AnalysisSettings", "CardAnalysis", "DealAnalysis", "analyze"]


@attrs.frozen
class AnalysisSettings:
    """How hard :func:`analyze` looks: ``worlds`` per card, ``rollouts`` per card and world,
    exact card points in the last ``solve_tricks`` tricks and exact game value in the last
    ``score_tricks`` (both for the sampled worlds and for the true deal), ``seed`` for the
    draws (the same seed gives the same analysis)."""

    worlds: int = 8
    rollouts: int = 4
    solve_tricks: int = 3
    score_tricks: int = 2
    seed: int = 0

    def __attrs_post_init__(self) -> None:
        for name, least in (("worlds", 1), ("rollouts", 1), ("solve_tricks", 0),
                            ("score_tricks", 0), ("seed", 0)):
            value = getattr(self, name)
            if isinstance(value, bool) or not isinstance(value, int) or value < least:
                raise ArgumentError(f"{name} must be an integer of at least {least}, not "
                                    f"{value!r}", code="invalid_count")


@attrs.frozen
class Outcomes:
    """The outcome of each legal card (by the play's text): mean card points and game value,
    and whether they are exact (the solver's) or estimated (rollouts)."""

    points: dict[str, float]
    #: ``None`` where the value is not known (the solver's reach for it ends earlier).
    value: dict[str, float] | None
    exact_points: bool
    exact_value: bool

    def best(self) -> list[str]:
        """The cards of the best value, of those the ones with the most points."""
        tied = list(self.points)
        if self.value is not None:
            top = max(self.value.values())
            tied = [c for c, v in self.value.items() if v >= top - 1e-9]
        most = max(self.points[c] for c in tied)
        return [c for c in tied if self.points[c] >= most - 1e-9]

    def loss(self, played: str) -> dict[str, float | None]:
        """What ``played`` gave away: the best mean minus its own, points and value."""
        return {"points": round(max(self.points.values()) - self.points[played], 3),
                "value": None if self.value is None else
                round(max(self.value.values()) - self.value[played], 3)}


@attrs.frozen
class CardAnalysis:
    """One card play: its place in the record (``index`` among the actions, ``trick`` from
    1), the ``seat`` and the ``action``; ``known`` the outcomes given what the seat knew,
    ``solver`` given everything (``None`` beyond the solver's reach)."""

    index: int
    trick: int
    seat: int
    action: str
    known: Outcomes
    solver: Outcomes | None

    def to_json(self) -> dict[str, Any]:
        """The JSON object of one card (``trickgames analyze --json``)."""
        out: dict[str, Any] = {
            "index": self.index, "trick": self.trick, "seat": self.seat, "action": self.action,
            "best": self.known.best(), "loss": self.known.loss(self.action),
            "exact": self.known.exact_points and self.known.exact_value,
        }
        out["solver"] = None if self.solver is None else {
            "best": self.solver.best(), "loss": self.solver.loss(self.action)}
        return out


@attrs.frozen
class DealAnalysis:
    """The analysis of one deal: its ``source``, ``game`` and every analysed card."""

    source: str
    game: str
    cards: tuple[CardAnalysis, ...]

    def seat_losses(self) -> list[dict[str, float]]:
        """Per seat, the sum of its cards' losses (given what it knew)."""
        out = [{"points": 0.0, "value": 0.0} for _ in range(4)]
        for card in self.cards:
            loss = card.known.loss(card.action)
            for key in ("points", "value"):
                out[card.seat][key] += loss[key] or 0.0
        return [{k: round(v, 3) for k, v in seat.items()} for seat in out]

    def to_json(self) -> dict[str, Any]:
        """The JSON object of one record (``trickgames analyze --json``)."""
        return {"source": self.source, "game": self.game,
                "cards": [card.to_json() for card in self.cards],
                "seats": self.seat_losses()}


def _finish(world: Any, plays: list[tuple[int, int]], rollouts: Rollouts) -> Any:
    """The engine's final state of a playout."""
    game = rollouts.compact.game
    card_of = rollouts.compact.card_of
    apply = game.apply_unchecked
    state = world
    for seat, position in plays:
        state = apply(state, game.Play(seat, game.Card(card_of[position])))
    return state


def _outcomes(world: Any, seat: int, rng: Rng, settings: AnalysisSettings,
              exact_only: bool = False) -> tuple[dict[int, tuple[float, float]], bool, bool]:
    """Each legal card (by number) of the seat to play in one world with its outcome (the
    side's final card points, the seat's game value), and whether each is exact;
    ``exact_only``: no rollouts (a value not solved is 0)."""
    left = tricks_left(world)
    exact_points = left <= settings.solve_tricks or left <= settings.score_tricks
    exact_value = left <= settings.score_tricks
    out: dict[int, list[float]] = {}
    if exact_points:
        for play, value in solve(world, seat=seat, objective="points").moves:
            out[int(play.card)] = [float(value), 0.0]
    if exact_value:
        for play, value in solve(world, seat=seat, objective="score").moves:
            out[int(play.card)][1] = float(value)
    if not exact_value and not exact_only:
        rollouts = Rollouts(world)
        compact = rollouts.compact
        side = side_of(world, seat)
        before = won_points(world, side)
        base = floor(rng.random() * 2 ** 32)  # common random numbers, as the player's
        for position in rollouts.first_moves():
            total_points = total_value = 0.0
            for number in range(settings.rollouts):
                plays, won = rollouts.run(Rng(derive_seed(base, number)), "greedy",
                                          first=position, side=side)
                final = _finish(world, plays, rollouts)
                total_points += before + won
                total_value += seat_result(compact.game, final, seat)
            card = compact.card(position)
            mean = [total_points / settings.rollouts, total_value / settings.rollouts]
            if card in out:
                out[card][1] = mean[1]
            else:
                out[card] = mean
    return {c: (p, v) for c, (p, v) in out.items()}, exact_points, exact_value


def _mean(worlds: Sequence[Any], seat: int, rng: Rng, settings: AnalysisSettings,
          name: Any, exact_only: bool = False) -> Outcomes:
    """The mean outcomes over ``worlds`` of each card, by its play's text (``name``)."""
    points: dict[str, float] = {}
    value: dict[str, float] = {}
    exact = (True, True)
    for world in worlds:
        outcomes, exact_points, exact_value = _outcomes(world, seat, rng, settings,
                                                        exact_only)
        exact = (exact[0] and exact_points, exact[1] and exact_value)
        for card, (p, v) in outcomes.items():
            key = name(card)
            points[key] = points.get(key, 0.0) + p / len(worlds)
            value[key] = value.get(key, 0.0) + v / len(worlds)
    values = {k: round(v, 6) for k, v in value.items()}
    return Outcomes({k: round(v, 6) for k, v in points.items()},
                    values if exact[1] or not exact_only else None, *exact)


def _states(final: Any, game: Any) -> list[Any]:
    """Every state of a finished deal, from the deal on (replayed with the public API)."""
    deal = final.deal
    state = game.deal(deal.rules, hands=deal.hands, dealer=deal.dealer, context=deal.context)
    out = [state]
    for action in final.actions:
        state = game.apply(state, action)
        out.append(state)
    return out


def analyze(record: Any, *, settings: AnalysisSettings | None = None,
            source: str = "<record>") -> DealAnalysis:
    """The analysis of every card play of ``record`` (a :class:`~trickgames.Record`, its JSON
    object or text, of either game) at which the seat had a choice; a record that is not valid
    raises :class:`~trickgames.RecordError` (as :func:`trickgames.replay`)."""
    settings = settings or AnalysisSettings()
    final = trickgames.replay(record)
    game = _engine(final)
    name = game.__name__.rsplit(".", 1)[1]
    states = _states(final, game)
    cards = []
    played = 0
    for index, action in enumerate(final.actions):
        state = states[index]
        if not isinstance(action, game.Play):
            continue
        trick = played // 4 + 1
        played += 1
        plays = [a for a in game.legal_actions(state, state.turn) if a.verb == "play"]
        if len(plays) < 2:
            continue
        rng = Rng(derive_seed(settings.seed, index))
        seat = action.seat
        view = game.view(state, seat)
        worlds = WorldSampler(view).sample(settings.worlds, rng)

        def text(card: int, seat: int = seat) -> str:
            return str(game.Play(seat, game.Card(card)))

        known = _mean(worlds, seat, rng, settings, text)
        left = tricks_left(state)
        solver = None
        if left <= max(settings.solve_tricks, settings.score_tricks):
            solver = _mean([state], seat, rng, settings, text, exact_only=True)
        cards.append(CardAnalysis(index, trick, seat, str(action), known, solver))
    return DealAnalysis(source, name, tuple(cards))


def _engine(state: Any) -> Any:
    from trickgames import doppelkopf as dk
    from trickgames import schafkopf as sk
    return dk if isinstance(state, dk.State) else sk
