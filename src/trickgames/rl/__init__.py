"""Adapters for learning and search frameworks: PettingZoo environments and OpenSpiel games.

Install the extra: ``pip install trickgames[rl]`` (PettingZoo, Gymnasium, NumPy, OpenSpiel).
Both adapters take the rules as their parameters (a rules object, a preset name or a record's
rules value) and sit on the engines' public API: every observation is made from one seat's
:func:`view <trickgames.doppelkopf.view>`, every action is one the engine lists as legal.

- :func:`doppelkopf_env`, :func:`schafkopf_env` (:func:`env` for a game by name): PettingZoo
  AEC environments, one deal per episode (:mod:`trickgames.rl.pettingzoo_env`).
- :func:`register_openspiel_games`, :func:`openspiel_game`: both games as OpenSpiel Python
  games, ``trickgames_doppelkopf`` and ``trickgames_schafkopf``
  (:mod:`trickgames.rl.openspiel_games`).
- :func:`action_names` and :func:`observation_layout`: the fixed action table and the
  observation vector's segments of a game, the same in both adapters.

>>> from trickgames import rl
>>> env = rl.schafkopf_env(rules="sauspiel")
>>> env.reset(seed=7)
>>> obs, reward, terminated, truncated, info = env.last()
>>> obs["observation"].shape == (rl.observation_layout("schafkopf").size,)
True
>>> env.agent_selection, [rl.action_names("schafkopf")[i] for i in obs["action_mask"].nonzero()[0]]
('player_3', ['knock', 'wait'])
"""

from __future__ import annotations

from typing import Any

from trickgames.rl._layout import Layout, Segment
from trickgames.rl._registry import spec

__all__ = [
    "Layout",
    "Segment",
    "action_names",
    "doppelkopf_env",
    "env",
    "observation_layout",
    "openspiel_game",
    "register_openspiel_games",
    "schafkopf_env",
]


def env(game: str, rules: Any = None, *, dealer: int | None = None, context: Any = None,
        render_mode: str | None = None) -> Any:
    """A PettingZoo AEC environment of ``game`` (``"doppelkopf"``, ``"schafkopf"``): see
    :class:`~trickgames.rl.pettingzoo_env.TrickEnv` for the arguments."""
    from trickgames.rl.pettingzoo_env import TrickEnv

    return TrickEnv(game, rules, dealer=dealer, context=context, render_mode=render_mode)


def doppelkopf_env(rules: Any = "ddv", *, dealer: int | None = None, context: Any = None,
                   render_mode: str | None = None) -> Any:
    """A PettingZoo AEC environment of Doppelkopf deals under ``rules`` (see :func:`env`)."""
    return env("doppelkopf", rules, dealer=dealer, context=context, render_mode=render_mode)


def schafkopf_env(rules: Any = "standard", *, dealer: int | None = None, context: Any = None,
                  render_mode: str | None = None) -> Any:
    """A PettingZoo AEC environment of Schafkopf deals under ``rules`` (see :func:`env`)."""
    return env("schafkopf", rules, dealer=dealer, context=context, render_mode=render_mode)


def action_names(game: str) -> tuple[str, ...]:
    """The action table of ``game``: the key of each index (``play HK``, ``wait``, ...)."""
    return spec(game).keys


def observation_layout(game: str) -> Layout:
    """The segments of ``game``'s observation vector, with offsets, bounds and meanings."""
    return spec(game).layout


def register_openspiel_games() -> None:
    """Register ``trickgames_doppelkopf`` and ``trickgames_schafkopf`` with OpenSpiel
    (``pyspiel.load_game`` finds them afterwards); registering again does nothing."""
    from trickgames.rl.openspiel_games import register

    register()


def openspiel_game(game: str, rules: Any = None, *, dealer: int | None = None,
                   context: Any = None) -> Any:
    """The OpenSpiel game of ``game`` under ``rules`` (see
    :mod:`trickgames.rl.openspiel_games` for its parameters)."""
    from trickgames.rl.openspiel_games import load

    return load(game, rules, dealer=dealer, context=context)
