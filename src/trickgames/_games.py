"""The one registry of the library's games (see :mod:`trickgames._core.registry`).

Each game is one :class:`~trickgames._core.registry.GameEntry`: its engine package, record
driver, session driver, computer players, terminal presenter and random policy for the
property tests. Adding a game is adding its entry here. Importing :mod:`trickgames` installs
the registry, so that the core's functions for records of any game find the games.
"""

from __future__ import annotations

from typing import Any

import trickgames.doppelkopf as doppelkopf
import trickgames.schafkopf as schafkopf
from trickgames._core.registry import Bots, GameEntry, Registry, install
from trickgames.bots import doppelkopf as doppelkopf_bots
from trickgames.bots import schafkopf as schafkopf_bots
from trickgames.doppelkopf import random_play as doppelkopf_random
from trickgames.doppelkopf import record as doppelkopf_record
from trickgames.doppelkopf import screen as doppelkopf_screen
from trickgames.doppelkopf import session as doppelkopf_session
from trickgames.schafkopf import random_play as schafkopf_random
from trickgames.schafkopf import record as schafkopf_record
from trickgames.schafkopf import screen as schafkopf_screen
from trickgames.schafkopf import session as schafkopf_session

__all__ = ["GAMES"]

def _entry(title: str, engine: Any, record: Any, session: Any, bots: Any, random_play: Any,
           screen: Any) -> GameEntry:
    """A game's entry from its modules, each holding its part under the same name."""
    return GameEntry(
        name=record.DRIVER.name, title=title, engine=engine, records=record.DRIVER,
        sessions=session.DRIVER, policy=random_play.DRAWS, presenter=screen.PRESENTER,
        bots=Bots(heuristic=bots.HeuristicPlayer, random=bots.RandomPlayer,
                  policy=random_play.random_policy),
    )


#: The games, by name, in the order the command line lists them.
GAMES = Registry((
    _entry("Doppelkopf", doppelkopf, doppelkopf_record, doppelkopf_session, doppelkopf_bots,
           doppelkopf_random, doppelkopf_screen),
    _entry("Schafkopf", schafkopf, schafkopf_record, schafkopf_session, schafkopf_bots,
           schafkopf_random, schafkopf_screen),
))

install(GAMES)
