"""Computer players that see only a player's view, and duplicate tournaments between them.

>>> from trickgames import doppelkopf as dk
>>> from trickgames.bots import play_deal
>>> from trickgames.bots.doppelkopf import HeuristicPlayer, RandomPlayer
>>> players = [HeuristicPlayer(), RandomPlayer(1), HeuristicPlayer(), RandomPlayer(2)]
>>> final = play_deal(dk, dk.deal("ddv", seed=4), players)
>>> final.is_over, sum(dk.score(final).scores)
(True, 0)

:func:`duplicate` plays the same seeded deals with the seats rotated, for any players of the
registry (:func:`register_player`, :func:`player_names`), and reports each player's mean
result per deal with a 95% confidence interval (see :mod:`trickgames.bots.duplicate`).
"""

from __future__ import annotations

from trickgames.bots._base import Player, play_deal
from trickgames.bots.duplicate import (
    DealResult,
    Difference,
    DuplicateResult,
    Estimate,
    PlayerFactory,
    Standing,
    duplicate,
    make_player,
    mean_interval,
    player_factory,
    player_names,
    register_player,
    unregister_player,
)

__all__ = [
    "DealResult",
    "Difference",
    "DuplicateResult",
    "Estimate",
    "Player",
    "PlayerFactory",
    "Standing",
    "duplicate",
    "make_player",
    "mean_interval",
    "play_deal",
    "player_factory",
    "player_names",
    "register_player",
    "unregister_player",
]
