"""The browser game: Doppelkopf and Schafkopf against the computer and with friends, daily
deals and their leaderboard, on the library's public API (the extra ``web``:
``pip install 'trickgames[web]'``).

:func:`create_app` makes the Starlette application from its :class:`Settings` (the database
file, the clock, the computer players), so that a program or a test makes as many apps as it
likes, each with its own database; :func:`serve` runs one with uvicorn, as
``trickgames serve`` does. The page is one file each of plain HTML, CSS and JavaScript (no
build step), shipped in the package; the cards on it are drawn by :mod:`trickgames.svg`. The
docs' "Build a frontend" page walks through the API with an example session.

>>> from trickgames.web import Settings, create_app
>>> import tempfile, pathlib
>>> app = create_app(Settings(db=pathlib.Path(tempfile.mkdtemp()) / "games.sqlite3"))
>>> sorted(route.path for route in app.routes)[:3]
['/', '/api/daily/{game}/{day}', '/api/daily/{game}/{day}/{entry:int}']
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from trickgames.web.app import Settings, create_app

__all__ = ["Settings", "create_app", "default_db", "serve"]


def default_db(environ: Mapping[str, str] | None = None) -> Path:
    """The database file of ``trickgames serve`` without ``--db``:
    ``$XDG_DATA_HOME/trickgames/web.sqlite3`` (``XDG_DATA_HOME`` defaults to
    ``~/.local/share``).

    >>> str(default_db({"XDG_DATA_HOME": "/d"}))
    '/d/trickgames/web.sqlite3'
    """
    env = os.environ if environ is None else environ
    base = env.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "trickgames" / "web.sqlite3"


def serve(host: str = "127.0.0.1", port: int = 8000, db: str | Path | None = None) -> None:
    """Run the web game with uvicorn until interrupted (``trickgames serve``)."""
    import uvicorn

    app = create_app(Settings(db=default_db() if db is None else Path(db)))
    uvicorn.run(app, host=host, port=port, log_level="info")
