"""The computer players of the web game: the one place that says who plays an empty seat.

:func:`computer_player` is the default of :attr:`trickgames.web.Settings.players`; an app
made with another function plays with other players (a stronger bot, a named player of a
registry), and nothing else changes.
"""

from __future__ import annotations

from trickgames import GAMES
from trickgames.bots import Player

__all__ = ["computer_player"]


def computer_player(game: str, seat: int) -> Player:
    """A new computer player for ``seat`` of a table of ``game``: the game's rule-of-thumb
    player (:class:`trickgames.bots.doppelkopf.HeuristicPlayer`,
    :class:`trickgames.bots.schafkopf.HeuristicPlayer`), as the registry of games lists it.

    >>> type(computer_player("schafkopf", 1)).__module__
    'trickgames.bots.schafkopf'
    """
    del seat  # every seat plays alike
    player: Player = GAMES[game].bots.heuristic()
    return player
