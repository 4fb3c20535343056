"""File-system material for the reader tests: named pipes that cannot hang a test, and whether
permission bits are enforced (they are not for root)."""

from __future__ import annotations

import os
import stat
import tempfile
import threading
from functools import cache
from pathlib import Path


class Fifo:
    """A named pipe at ``path`` with a writer waiting for a reader.

    A blocking ``open`` of a FIFO for reading waits for a writer: a reader that opened it
    would hang the test. Here a thread opens it for writing (which waits for a reader) and
    closes it at once, again and again, so such a reader reads an empty file instead of
    hanging, and :attr:`opened` tells afterwards whether anyone opened the FIFO for reading.
    :meth:`close` releases the waiting writer (it opens the read end itself, without
    blocking).
    """

    def __init__(self, path: Path) -> None:
        os.mkfifo(path)
        self.path = path
        self.opened = False
        self._released = False
        self._writer = threading.Thread(target=self._write, daemon=True)
        self._writer.start()

    def _write(self) -> None:
        while not self._released:
            with open(self.path, "wb"):  # waits for a reader
                self.opened = self.opened or not self._released

    def close(self) -> None:
        """Release the writer (if nobody read the FIFO) and wait for it."""
        self._released = True
        fd = os.open(self.path, os.O_RDONLY | os.O_NONBLOCK)
        try:
            self._writer.join()
        finally:
            os.close(fd)


@cache
def permissions_enforced() -> bool:
    """Whether a file without read permission cannot be read by this process (``False`` for
    root, or a process with ``CAP_DAC_OVERRIDE``, which read anything)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "locked"
        path.write_bytes(b"{}")
        path.chmod(0)
        try:
            with path.open("rb"):
                return False
        except PermissionError:
            return True
        finally:
            path.chmod(stat.S_IRUSR | stat.S_IWUSR)
