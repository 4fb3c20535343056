"""The registry of games the validator and the command line know."""

from __future__ import annotations

from trickgames._core.validation import GameDriver
from trickgames.doppelkopf.record import DRIVER as _DOPPELKOPF

__all__ = ["DRIVERS"]

#: Game name -> validator driver.
DRIVERS: dict[str, GameDriver] = {"doppelkopf": _DOPPELKOPF}
