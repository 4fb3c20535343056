"""Where a command writes: standard output or ``--out FILE``, and what a write error becomes.

Every stream a command writes its output to (records, reports, the rules) is made here
(:func:`writing` for standard output, :func:`open_output` for ``--out``). A write that the
system refuses (a full disk, ``/dev/full``, an I/O error, a file system that became
read-only) raises :class:`OutputError`, which :func:`trickgames.cli.main` shows as one line
naming the output and the system's reason (``trickgames: cannot write standard output: No
space left on device``) with exit code 2; a file that cannot be opened for writing is the
same error. A closed pipe is not a write error: :class:`BrokenPipeError` passes through
unchanged (``main`` stops quietly with exit code 141, as a program killed by ``SIGPIPE``).

>>> import io
>>> class Full(io.StringIO):
...     def write(self, text):
...         raise OSError(28, "No space left on device")
>>> try:
...     print("x", file=writing(Full()))
... except OutputError as exc:
...     print(exc.render("en"))
...     print(exc.render("de"))
cannot write standard output: No space left on device
kann die Standardausgabe nicht schreiben: kein Platz mehr auf dem Gerät
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, TextIO, cast

from trickgames._texts import os_reason, text

__all__ = ["STDOUT", "OutputError", "discard_stdout", "open_output", "writing"]

#: The name of standard output, as ``--out`` takes it.
STDOUT = "-"


class OutputError(Exception):
    """Writing to ``path`` (:data:`STDOUT`: standard output) failed with ``error``."""

    def __init__(self, path: str, error: OSError) -> None:
        super().__init__(path, error)
        self.path, self.error = path, error

    def render(self, lang: str) -> str:
        """The line for people, in ``lang``: the output and the system's reason."""
        shown = text("stdout", lang) if self.path == STDOUT else self.path
        return text("usage.cannot_write", lang, path=shown, reason=os_reason(self.error, lang))


class _Guarded:
    """A text stream whose write errors are :class:`OutputError` (a closed pipe excepted);
    everything else is the stream's."""

    def __init__(self, stream: TextIO, path: str) -> None:
        self._stream, self._path = stream, path

    def write(self, text: str) -> int:
        try:
            return self._stream.write(text)
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(self._path, exc) from exc

    def flush(self) -> None:
        try:
            self._stream.flush()
        except BrokenPipeError:
            raise
        except OSError as exc:
            raise OutputError(self._path, exc) from exc

    def __getattr__(self, name: str) -> Any:
        return getattr(self._stream, name)


def writing(stream: TextIO, path: str = STDOUT) -> TextIO:
    """``stream`` (standard output by default), its write errors raised as
    :class:`OutputError` naming ``path``."""
    return cast(TextIO, _Guarded(stream, path))


@contextmanager
def open_output(path: str) -> Iterator[TextIO]:
    """The stream of ``--out``: standard output for ``-`` (flushed at the end of the block:
    a closed pipe or a full disk is found there, not at exit), else the file, opened for
    writing and closed at the end of the block. Opening, writing, flushing or closing that
    fails raises :class:`OutputError`; what was written before stays in the file."""
    if path == STDOUT:
        out = writing(sys.stdout)
        yield out
        out.flush()
        return
    try:
        handle = open(path, "w", encoding="utf-8")  # noqa: SIM115
    except OSError as exc:
        raise OutputError(path, exc) from exc
    failed = False
    try:
        yield writing(handle, path)
    except BaseException:
        failed = True
        raise
    finally:
        try:
            handle.close()  # closes the file even when its last flush fails
        except OSError as exc:
            if not failed:  # else the error that stopped the block is the one to tell
                raise OutputError(path, exc) from exc


def discard_stdout() -> None:
    """Point standard output at the null device, so that writing what is still buffered at
    exit fails no more after the output went away (a closed pipe: Python's documented
    recipe, "Note on SIGPIPE"; a full disk)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # no file descriptor (a test's stream)
        pass
