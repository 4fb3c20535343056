"""The registry of games the validator and the command line know."""

from __future__ import annotations

from trickgames._core.sessions import SessionGame
from trickgames._core.validation import GameDriver
from trickgames.doppelkopf.record import DRIVER as _DOPPELKOPF
from trickgames.doppelkopf.session import DRIVER as _DOPPELKOPF_SESSION
from trickgames.schafkopf.record import DRIVER as _SCHAFKOPF
from trickgames.schafkopf.session import DRIVER as _SCHAFKOPF_SESSION

__all__ = ["DRIVERS", "SESSION_DRIVERS"]

#: Game name -> validator driver.
DRIVERS: dict[str, GameDriver] = {"doppelkopf": _DOPPELKOPF, "schafkopf": _SCHAFKOPF}

#: Game name -> session driver (the game's bookkeeping of a session: trickgames.session/1).
SESSION_DRIVERS: dict[str, SessionGame] = {
    "doppelkopf": _DOPPELKOPF_SESSION,
    "schafkopf": _SCHAFKOPF_SESSION,
}
