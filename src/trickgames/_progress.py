"""A progress line on the terminal for long ``trickgames validate`` and ``simulate`` runs.

One line on standard error, redrawn in place (``\\r``) at most five times a second: a bar
when the total is known (``simulate``), else a count (``validate`` streams its files and does
not know how many records are coming), and the rate. It is shown only when the stream is a
terminal, so that a pipe or a file never receives it, and only for long runs: from ``minimum``
items on when the total is known, after ``delay`` seconds otherwise. A few lines of the
standard library do this; a progress-bar package would be a second runtime dependency for
one line of output.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TextIO

from trickgames._texts import number

__all__ = ["Progress", "is_terminal"]

#: The width of the bar, in characters.
_BAR = 30
#: The least time between two redraws, in seconds.
_EVERY = 0.2


def is_terminal(stream: TextIO) -> bool:
    """Whether ``stream`` is a terminal (``False`` for a pipe, a file, a closed stream)."""
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError, OSError):
        return False


class Progress:
    """The progress of a run of ``total`` items (``None``: not known) on ``stream``.

    Call :meth:`update` with the number of items done, :meth:`clear` before writing other
    output to the same terminal, and :meth:`close` at the end (it erases the line). Nothing
    is ever written when ``stream`` is not a terminal. ``clock`` gives the time in seconds
    (default :func:`time.perf_counter`); ``lang`` is the language of the numbers (``unit``
    is given in it).

    >>> import io
    >>> quiet = Progress(io.StringIO(), total=1000, unit="deals")
    >>> quiet.active, quiet.update(500), quiet.close()
    (False, None, None)
    """

    def __init__(self, stream: TextIO, *, total: int | None, unit: str, minimum: int = 0,
                 delay: float = 0.0, clock: Callable[[], float] | None = None,
                 lang: str = "en") -> None:
        self.stream = stream
        self.lang = lang
        self.total = total
        self.unit = unit
        self.delay = delay
        self.clock = clock or time.perf_counter
        self.active = is_terminal(stream) and (total is None or total >= minimum)
        self.start = self.clock()
        self.drawn = -_EVERY  # when the line was last drawn (clock - start)
        self.width = 0  # the length of the line on the screen (0: none shown)

    def line(self, done: int, elapsed: float) -> str:
        """The text of the line after ``done`` items in ``elapsed`` seconds.

        >>> import io
        >>> Progress(io.StringIO(), total=200, unit="deals").line(50, 2.0)
        '[#######.......................] 50/200 25 deals/s'
        >>> Progress(io.StringIO(), total=None, unit="records").line(12_345, 2.0)
        '12,345 records, 6,172 records/s'
        >>> Progress(io.StringIO(), total=None, unit="Aufzeichnungen", lang="de").line(12_345, 2)
        '12.345 Aufzeichnungen, 6.172 Aufzeichnungen/s'
        """
        rate = done / elapsed if elapsed > 0 else 0.0
        if self.total:
            filled = _BAR * min(done, self.total) // self.total
            return (f"[{'#' * filled}{'.' * (_BAR - filled)}] {done}/{self.total} "
                    f"{number(rate, ',.0f', self.lang)} {self.unit}/s")
        return (f"{number(done, ',', self.lang)} {self.unit}, "
                f"{number(rate, ',.0f', self.lang)} {self.unit}/s")

    def update(self, done: int) -> None:
        """Show that ``done`` items are done (redrawn at most every 0.2 s, and the last)."""
        if not self.active:
            return
        elapsed = self.clock() - self.start
        final = self.total is not None and done >= self.total
        if elapsed < self.delay or (elapsed - self.drawn < _EVERY and not final):
            return
        self.drawn = elapsed
        text = self.line(done, elapsed)
        self._write("\r" + text + " " * max(0, self.width - len(text)))
        self.width = len(text)

    def clear(self) -> None:
        """Erase the line, if one is shown (the next :meth:`update` draws it again)."""
        if self.width:
            self._write("\r" + " " * self.width + "\r")
            self.width = 0

    def close(self) -> None:
        """Erase the line at the end of the run."""
        self.clear()

    def _write(self, text: str) -> None:
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):  # the terminal went away: no more progress
            self.active = False
            self.width = 0
