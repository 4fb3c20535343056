"""World sampling: full deals consistent with everything a seat knows.

A *world* of a view (:func:`trickgames.doppelkopf.view`, :func:`trickgames.schafkopf.view`)
is a full state of the game: a deal of every hand and the view's history replayed on it, such
that the seat's view of that state is the view itself. :func:`sample_worlds` draws ``n`` of
them, :func:`iter_worlds` as many as asked for, :class:`WorldSampler` keeps the work done for
one view (for many draws).

**Uniform.** Every world is equally likely, as a shuffle would deal it: a Doppelkopf card's
two copies count as two cards (so a deal in which both copies of a card went to one hand weighs
half as much as one in which they went to two). That is the deal's distribution given the view,
as long as the players' choices are not taken into account (every legal choice counts alike).

**How.** What the view says about the hidden cards splits in two. The part that can be counted
(hand sizes; the suits a seat showed it does not hold; cards known to be in a hand, such as a
marriage's club queens, the called ace once its holder is known, an open Bettel hand, swines;
how many of some cards a hand holds, such as a Re seat's club queen) is a placement problem:
:mod:`trickgames.search._placement` counts its solutions exactly by dynamic programming and
draws one with exactly its share (sequentially, split by split, each chosen with probability
its number of completions over theirs). Everything else (the called ace's duties, what the
bidding and the declarations require of a hand, the legality of every action) is checked
exactly: the history is replayed on the drawn deal with the checking ``apply``, and the seat's
view of the result must equal the view. A draw that fails is drawn again: rejection from a
uniform superset, which leaves the distribution uniform on the consistent worlds. Where
the count is small, every candidate is listed and checked once instead.

>>> from trickgames import Rng, schafkopf as sk
>>> state = sk.deal("sauspiel", seed=11)
>>> for line in ["p1 pass", "p2 pass", "p3 bid", "p0 pass", "p3 declare solo-eichel"]:
...     state = sk.apply(state, line)
>>> worlds = sample_worlds(sk.view(state, 1), 3, Rng(5))
>>> [sk.view(w, 1) == sk.view(state, 1) for w in worlds]
[True, True, True]
>>> sorted(len(w.hand(3)) for w in worlds)
[8, 8, 8]
"""

from __future__ import annotations

from collections.abc import Iterator
from fractions import Fraction
from typing import Any

import attrs

from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames._core.errors import ArgumentError, IllegalActionError
from trickgames._core.rng import Rng
from trickgames.search import _doppelkopf, _schafkopf
from trickgames.search._placement import exact_below
from trickgames.search._plan import Plan, inconsistent

__all__ = ["WorldSampler", "check_world", "engine_of", "iter_worlds", "sample_worlds"]

#: How many drawn candidates may fail before the sampler gives up (``no_world_found``).
MAX_ATTEMPTS = 4000
#: Below this many candidates, every one is listed and checked once.
LIST_BELOW = 32
#: Up to this many candidates, a view whose draws all fail is decided by listing them all.
LIST_UP_TO = 100_000

#: The fields of a view that every world of a consistent view shares (a world whose view
#: differs in one of them shows that the view is inconsistent, whatever the hidden cards).
_STRUCTURE = ("seat", "rules", "dealer", "phase", "turn", "hand", "hand_sizes", "history",
              "trick", "trick_leader", "tricks", "contract")


def engine_of(view: Any) -> Any:
    """The game module (:mod:`trickgames.doppelkopf` or :mod:`trickgames.schafkopf`) of a
    player view; :class:`~trickgames.ArgumentError` (``not_a_view``) for anything else."""
    if isinstance(view, dk.PlayerView):
        return dk
    if isinstance(view, sk.PlayerView):
        return sk
    raise ArgumentError(f"expected a player view of Doppelkopf or Schafkopf, not "
                        f"{type(view).__name__}", code="not_a_view")


def _check_count(n: object) -> int:
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ArgumentError(f"the number of worlds must be an integer of at least 1, not {n!r}",
                            code="invalid_count")
    return n


def _check_rng(rng: object) -> Rng:
    if isinstance(rng, Rng):
        return rng
    if isinstance(rng, int) and not isinstance(rng, bool):
        return Rng(rng)
    raise ArgumentError(f"rng must be a trickgames.Rng or a seed, not {type(rng).__name__}",
                        code="invalid_rng")


def check_world(view: Any, world: Any) -> None:
    """Raise :class:`~trickgames.ArgumentError` (``view_of_another_deal``) unless ``world``
    is a world of ``view`` (the seat's view of it is ``view``)."""
    game = engine_of(view)
    if not isinstance(world, game.State) or game.view(world, view.seat) != view:
        raise ArgumentError("the view is not of this deal (the seat's view of the state "
                            "differs)", code="view_of_another_deal")


@attrs.define
class _Candidate:
    state: Any
    weight: Fraction


class WorldSampler:
    """The worlds of one view (see the module): built once, drawn from many times.

    :attr:`candidates` is the total weight of the counted part's solutions (an upper bound on
    the number of worlds, in shuffle weight). A view of a finished deal is refused
    (``deal_over``), a view no deal can produce is an :class:`~trickgames.ArgumentError`
    (``inconsistent_view``), found when it is made or at the first draw.
    """

    def __init__(self, view: Any) -> None:
        self.game = engine_of(view)
        self.view = view
        if view.phase.value in ("finished", "void"):
            raise ArgumentError("the deal is over: there is nothing hidden left to sample",
                                code="deal_over")
        self.plan: Plan = (_doppelkopf.plan(view) if self.game is dk
                           else _schafkopf.plan(view))
        self.candidates = self.plan.placement.count()
        if not self.candidates:
            raise inconsistent("no placement of the unseen cards keeps what the view shows "
                               "(hand sizes, voids, known cards)")
        self._listed: list[_Candidate] | None = None

    def _world(self, cards: tuple[tuple[int, ...], ...]) -> Any | None:
        """The world of a placement, or ``None`` if its history or its view disagree."""
        try:
            state = self.plan.build(cards)
        except (IllegalActionError, ArgumentError):
            return None
        seen = self.game.view(state, self.view.seat)
        if seen == self.view:
            return state
        for name in _STRUCTURE:
            if getattr(seen, name) != getattr(self.view, name):
                raise inconsistent(f"its {name} cannot come from its history and hand")
        return None

    def _list(self) -> list[_Candidate]:
        if self._listed is None:
            listed = []
            for cards, weight in self.plan.placement.placements():
                state = self._world(cards)
                if state is not None:
                    listed.append(_Candidate(state, weight * self.plan.correction(cards)))
            if not listed:
                raise inconsistent("no deal replays its history to this view")
            self._listed = listed
        return self._listed

    def draw(self, rng: Rng) -> Any:
        """One world, uniformly (see the module)."""
        if self._listed is not None or self.candidates <= LIST_BELOW:
            listed = self._list()
            # Weights are whole or halves: draw on the common denominator.
            scale = max(w.weight.denominator for w in listed)
            pick = exact_below(rng, sum(int(w.weight * scale) for w in listed))
            for candidate in listed:
                share = int(candidate.weight * scale)
                if pick < share:
                    return candidate.state
                pick -= share
        placement = self.plan.placement
        for _ in range(MAX_ATTEMPTS):
            cards = placement.sample(rng)
            keep = self.plan.correction(cards)
            if keep != 1 and exact_below(rng, keep.denominator) >= keep.numerator:
                continue
            state = self._world(cards)
            if state is not None:
                return state
        if self.candidates <= LIST_UP_TO:
            self._list()
            return self.draw(rng)
        raise ArgumentError(
            f"no deal consistent with the view was found in {MAX_ATTEMPTS} draws from "
            f"{self.candidates} candidates: the view may be inconsistent",
            code="no_world_found")

    def sample(self, n: int, rng: Rng | int) -> tuple[Any, ...]:
        """``n`` worlds (``n >= 1``), drawn independently."""
        n = _check_count(n)
        rng = _check_rng(rng)
        return tuple(self.draw(rng) for _ in range(n))

    def worlds(self, rng: Rng | int) -> Iterator[Any]:
        """Worlds without end, drawn independently."""
        rng = _check_rng(rng)
        while True:
            yield self.draw(rng)


def sample_worlds(view: Any, n: int, rng: Rng | int) -> tuple[Any, ...]:
    """``n`` worlds of ``view`` (full states of the game, see the module), drawn uniformly
    and independently with ``rng`` (a :class:`~trickgames.Rng`, or a seed).

    Refused: ``n`` below 1 (``invalid_count``), a view of a finished deal (``deal_over``), a
    view no deal can produce (``inconsistent_view``), anything but a player view
    (``not_a_view``).
    """
    _check_count(n)
    return WorldSampler(view).sample(n, rng)


def iter_worlds(view: Any, rng: Rng | int) -> Iterator[Any]:
    """The iterator form of :func:`sample_worlds`: worlds of ``view`` without end.

    The view is checked before the first world is asked for.
    """
    sampler = WorldSampler(view)
    return sampler.worlds(rng)
