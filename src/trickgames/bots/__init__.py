"""Computer players that see only a player's view.

>>> from trickgames import doppelkopf as dk
>>> from trickgames.bots import play_deal
>>> from trickgames.bots.doppelkopf import HeuristicPlayer, RandomPlayer
>>> players = [HeuristicPlayer(), RandomPlayer(1), HeuristicPlayer(), RandomPlayer(2)]
>>> final = play_deal(dk, dk.deal("ddv", seed=4), players)
>>> final.is_over, sum(dk.score(final).scores)
(True, 0)
"""

from __future__ import annotations

from trickgames.bots._base import Player, play_deal

__all__ = ["Player", "play_deal"]
