"""The one registry of the library's games (see :mod:`trickgames._core.registry`).

Each game is one :class:`~trickgames._core.registry.GameEntry`: its engine package, record
driver, session driver, computer players, terminal presenter and random policy for the
property tests. Adding a game is adding its entry here. Importing :mod:`trickgames` installs
the registry, so that the core's functions for records of any game find the games.
"""

from __future__ import annotations

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

#: The games, by name, in the order the command line lists them.
GAMES = Registry((
    GameEntry(
        name="doppelkopf",
        title="Doppelkopf",
        engine=doppelkopf,
        records=doppelkopf_record.DRIVER,
        sessions=doppelkopf_session.DRIVER,
        bots=Bots(heuristic=doppelkopf_bots.HeuristicPlayer,
                  random=doppelkopf_bots.RandomPlayer,
                  policy=doppelkopf_random.random_policy),
        presenter=doppelkopf_screen.PRESENTER,
        policy=doppelkopf_random.DRAWS,
    ),
    GameEntry(
        name="schafkopf",
        title="Schafkopf",
        engine=schafkopf,
        records=schafkopf_record.DRIVER,
        sessions=schafkopf_session.DRIVER,
        bots=Bots(heuristic=schafkopf_bots.HeuristicPlayer,
                  random=schafkopf_bots.RandomPlayer,
                  policy=schafkopf_random.random_policy),
        presenter=schafkopf_screen.PRESENTER,
        policy=schafkopf_random.DRAWS,
    ),
))

install(GAMES)
