"""A real server for the web tests: uvicorn on a free localhost port, in a thread."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import uvicorn

from tests.web._api import settings
from trickgames.web import create_app

__all__ = ["running_server"]


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@contextmanager
def running_server(path: Path, **changes: Any) -> Iterator[str]:
    """The base URL (``http://127.0.0.1:PORT``) of the web game served from a database in
    ``path``; the server stops at the end of the block."""
    app = create_app(settings(path, **changes))
    config = uvicorn.Config(app, host="127.0.0.1", port=_free_port(), log_level="warning",
                            ws="none", lifespan="off", access_log=False)
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, name="uvicorn", daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            raise RuntimeError("the test server did not start")
        time.sleep(0.02)
    try:
        yield f"http://127.0.0.1:{config.port}"
    finally:
        server.should_exit = True
        thread.join(timeout=20)
