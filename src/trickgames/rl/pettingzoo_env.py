"""PettingZoo AEC environments of both games (:func:`trickgames.rl.doppelkopf_env`,
:func:`trickgames.rl.schafkopf_env`).

One episode is one deal, every phase included: the reservations or the bidding, the
poverty or the Hochzeit, the announcements or knocks and doublings, the play. The agents are
``player_0`` .. ``player_3``, the seats ``p0`` .. ``p3``; ``agent_selection`` is the seat
asked now, on turn or off turn (see :mod:`trickgames.rl._table`: a seat that may make an
off-turn action is asked before the seat on turn, and may ``wait``).

- **Actions**: ``Discrete(n)``, the game's fixed action table
  (:func:`trickgames.rl.action_names`); an illegal index is an
  :class:`~trickgames.IllegalActionError` (``action_not_legal``) and changes nothing.
- **Observations**: ``{"observation": Box, "action_mask": Box}`` as PettingZoo's classic
  card games have them; the vector is built from the seat's view only
  (:func:`trickgames.rl.observation_layout`) and the mask is all 0 for a seat not asked.
- **Rewards**: 0 until the deal is over, then each seat's game points (Doppelkopf) or cents
  (Schafkopf): ``score(state).scores`` / ``.payouts``.
- **Infos**: the asked agent's ``{"view": PlayerView}``, the view the observation is made of;
  at the end every agent's final view (with its ``score``). Other agents: ``{}``.
- **Seeding**: ``reset(seed=s)`` deals with :class:`trickgames.Rng` ``(s)`` (the same deal on
  every machine); ``reset()`` deals the next deal of the same generator. With ``dealer=None``
  (the default) the dealer is drawn from it too.
"""

from __future__ import annotations

import secrets
from typing import Any

import gymnasium
import numpy as np
import numpy.typing as npt
from pettingzoo import AECEnv

from trickgames import ArgumentError, IllegalActionError, Rng
from trickgames.rl._registry import spec
from trickgames.rl._spec import GameSpec
from trickgames.rl._table import Table

__all__ = ["TrickEnv"]

ObsDict = dict[str, npt.NDArray[Any]]


class TrickEnv(AECEnv):  # type: ignore[misc]  # pettingzoo has no type information
    """A deal of Doppelkopf or Schafkopf as a PettingZoo AEC environment (see the module).

    ``rules`` is a rules object, a preset name or a record's rules value (default: the game's
    first preset); ``dealer`` a seat, or ``None`` to draw it at every reset; ``context`` the
    deal's context (the game's ``Context`` or its JSON object); ``render_mode`` ``None`` or
    ``"ansi"`` (:meth:`render` returns the asked seat's situation as text).
    """

    def __init__(self, game: str, rules: Any = None, *, dealer: int | None = None,
                 context: Any = None, render_mode: str | None = None) -> None:
        super().__init__()
        self._spec: GameSpec = spec(game)
        engine = self._spec.engine
        self.rules: Any = resolve_rules(engine, rules)
        self.context: Any = resolve_context(engine, context)
        if dealer is not None and (isinstance(dealer, bool) or dealer not in (0, 1, 2, 3)):
            raise ArgumentError(f"dealer must be a seat 0..3 or None, not {dealer!r}",
                                code="invalid_seat")
        if render_mode not in (None, "ansi"):
            raise ArgumentError(f"render_mode must be None or 'ansi', not {render_mode!r}",
                                code="invalid_render_mode", params={"quoted": repr(render_mode)})
        self.dealer = dealer
        self.render_mode = render_mode
        self.metadata = {"name": f"trickgames_{game}_v0", "render_modes": ["ansi"],
                         "is_parallelizable": False}
        self.possible_agents = [f"player_{seat}" for seat in range(4)]
        layout = self._spec.layout
        actions = len(self._spec.keys)
        self.observation_spaces = {
            agent: gymnasium.spaces.Dict({
                "observation": gymnasium.spaces.Box(0, layout.high, (layout.size,), np.float32),
                "action_mask": gymnasium.spaces.Box(0, 1, (actions,), np.int8),
            }) for agent in self.possible_agents}
        self.action_spaces = {agent: gymnasium.spaces.Discrete(actions)
                              for agent in self.possible_agents}
        self._rng: Rng | None = None
        self._table: Table | None = None
        self._first: Any = None
        self._dealt: list[tuple[Any, ...] | None] = [None] * 4
        self._views: dict[int, Any] = {}
        self._observed: dict[int, ObsDict] = {}

    # -- PettingZoo's API ------------------------------------------------------------------------

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        space: gymnasium.spaces.Space[Any] = self.observation_spaces[agent]
        return space

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        space: gymnasium.spaces.Space[Any] = self.action_spaces[agent]
        return space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new deal (see the module for ``seed``). ``options={"deal": state}`` plays
        the given deal instead, a state of the game before any action (``deal(rules,
        hands=...)``); other options are not used."""
        if seed is not None:
            self._rng = Rng(seed)
        elif self._rng is None:
            self._rng = Rng(secrets.randbits(63))
        given = (options or {}).get("deal")
        if given is not None:
            if not isinstance(given, self._spec.engine.State) or given.actions:
                raise ArgumentError(
                    f"options['deal'] must be a {self._spec.name} deal before any action",
                    code="deal_not_fresh")
            state = given
        else:
            rng = self._rng
            dealer = rng.below(4) if self.dealer is None else self.dealer
            state = self._spec.engine.deal(self.rules, rng=rng, dealer=dealer,
                                           context=self.context)
        self._first = state
        self._set_table(Table(self._spec, state))
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self._dealt = [None] * 4
        self._after_step()

    def observe(self, agent: str) -> ObsDict:
        seat = self.possible_agents.index(agent)
        known = self._observed.get(seat)
        if known is None:
            table = self.table
            asked = seat == table.asked
            observation = self._spec.encode(
                self._view(seat), table.decision_of(seat), table.picks if asked else (),
                self._dealt_hand(seat))
            mask = table.mask() if asked else np.zeros(len(self._spec.keys), np.int8)
            known = self._observed[seat] = {"observation": observation, "action_mask": mask}
        return known

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        table = self.table
        index = self._index(action, table)
        self._cumulative_rewards[agent] = 0.0
        self._set_table(table.step(index))
        self._after_step()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """With ``render_mode`` ``"ansi"``: who is asked, and what that seat sees and may do."""
        if self.render_mode != "ansi" or self._table is None:
            return None
        table = self._table
        if table.over:
            result = self._spec.returns(table.state)
            return f"the deal is over: {list(result)}"
        seat = table.asked
        view = self._view(seat).to_json()
        how = "on turn" if table.on_turn else "off turn (or wait)"
        trick = " ".join(view["trick"]["cards"]) or "-"
        choices = ", ".join(self._spec.keys[i] for i in table.options())
        return (f"p{seat} is asked {how}; phase {view['phase']}\n"
                f"hand: {' '.join(view['hand'])}\ntrick: {trick}\nchoices: {choices}")

    def close(self) -> None:
        """Nothing to release."""

    # -- the deal ----------------------------------------------------------------------------

    @property
    def table(self) -> Table:
        """The current decision point (:class:`~trickgames.rl._table.Table`); ``reset`` first."""
        if self._table is None:
            raise ArgumentError("the environment has no deal yet: call reset() first",
                                code="env_not_reset")
        return self._table

    @property
    def state_of_deal(self) -> Any:
        """The engine's full state of the deal (it knows every hand: for judging, not for an
        agent's eyes)."""
        return self.table.state

    def _set_table(self, table: Table) -> None:
        self._table = table
        self._views = {}
        self._observed = {}

    def _view(self, seat: int) -> Any:
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self.table.view(seat)
        return view

    def _dealt_hand(self, seat: int) -> tuple[Any, ...]:
        hand = self._dealt[seat]
        if hand is None:
            # The hand as dealt: the hand of the seat's view of the deal's first moment.
            hand = self._dealt[seat] = tuple(self._spec.engine.view(self._first, seat).hand)
        return hand

    def _index(self, action: Any, table: Table) -> int:
        if isinstance(action, bool) or not isinstance(action, int | np.integer):
            raise ArgumentError(f"an action is an index of the action table, not {action!r}",
                                code="invalid_action_index", params={"quoted": repr(action)})
        index = int(action)
        if index not in table.options():
            seat = table.asked
            keys = self._spec.keys
            word = keys[index] if 0 <= index < len(keys) else f"#{index}"
            legal = ", ".join(keys[i] for i in table.options())
            raise IllegalActionError(
                f"p{seat} cannot {word} now (asked {'on' if table.on_turn else 'off'} turn; "
                f"legal: {legal})", code="action_not_legal", seat=seat, action=word)
        return index

    def _after_step(self) -> None:
        table = self.table
        if table.over:
            result = self._spec.returns(table.state)
            self.rewards = {f"player_{s}": float(result[s]) for s in range(4)}
            self.terminations = dict.fromkeys(self.agents, True)
            self.infos = {f"player_{s}": {"view": self._view(s)} for s in range(4)}
            return
        self.rewards = dict.fromkeys(self.agents, 0.0)
        seat = table.asked
        self.agent_selection = f"player_{seat}"
        self.infos = {agent: {} for agent in self.agents}
        self.infos[self.agent_selection] = {"view": self._view(seat)}


def resolve_rules(engine: Any, rules: Any) -> Any:
    """``rules`` as the game's rules object (``None``: its first preset); a
    :class:`~trickgames.RulesError` lists every problem of invalid ones."""
    if rules is None:
        return next(iter(engine.PRESETS.values()))
    if isinstance(rules, engine.Rules):
        return rules
    return engine.Rules.from_json(rules)


def resolve_context(engine: Any, context: Any) -> Any:
    """``context`` as the game's ``Context`` (``None``: the empty context)."""
    if context is None or isinstance(context, engine.Context):
        return context
    return engine.Context.from_json(context)

