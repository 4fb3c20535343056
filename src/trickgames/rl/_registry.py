"""The adapters' knowledge of each game of the library, by the game's name."""

from __future__ import annotations

from collections.abc import Callable

from trickgames import GAMES
from trickgames.rl._doppelkopf import DoppelkopfSpec
from trickgames.rl._schafkopf import SchafkopfSpec
from trickgames.rl._spec import GameSpec

__all__ = ["spec"]

#: How to make each game's spec, by the game's name in :data:`trickgames.GAMES`.
_MAKERS: dict[str, Callable[[], GameSpec]] = {
    "doppelkopf": DoppelkopfSpec,
    "schafkopf": SchafkopfSpec,
}
_SPECS: dict[str, GameSpec] = {}


def spec(name: str) -> GameSpec:
    """The spec of the game ``name`` (made once; :class:`~trickgames.ArgumentError`
    ``unknown_game`` for a name :data:`trickgames.GAMES` does not know).

    >>> spec("schafkopf").keys[:3]
    ('knock', 'pass', 'bid')
    """
    made = _SPECS.get(name)
    if made is None:
        GAMES[name]  # the registry's error for an unknown game
        made = _SPECS[name] = _MAKERS[name]()
    return made
