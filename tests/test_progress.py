"""Tests of trickgames._progress, the progress line of long runs (docs/cli.md "trickgames
validate" and "trickgames simulate": a progress line on standard error, only on a terminal)."""

from __future__ import annotations

import io
from collections.abc import Callable

from trickgames._progress import Progress, is_terminal


class Terminal(io.StringIO):
    """A stream that says it is a terminal."""

    def isatty(self) -> bool:
        return True


def ticking(step: float) -> Callable[[], float]:
    """A clock that advances ``step`` seconds each time it is read."""
    now = [0.0]

    def clock() -> float:
        now[0] += step
        return now[0]

    return clock


def test_nothing_is_written_where_the_stream_is_not_a_terminal() -> None:
    """docs/cli.md "trickgames simulate" (a progress bar only on a terminal): on a stream that
    is not a terminal (a pipe, a file, a closed stream) the progress writes nothing at all,
    however long the run."""
    closed = io.StringIO()
    closed.close()
    for stream in (io.StringIO(), closed):
        progress = Progress(stream, total=None, unit="records", clock=ticking(10.0))
        assert not progress.active and not is_terminal(stream)
        for done in range(1, 100):
            progress.update(done)
        progress.clear()
        progress.close()
    assert io.StringIO().getvalue() == ""


def test_a_known_total_draws_a_bar_and_erases_it_at_the_end() -> None:
    """docs/cli.md "trickgames simulate" (on a terminal, runs of 200 deals or more show a
    progress bar): a bar with the count and the rate, redrawn in place, erased at the end;
    a run under ``minimum`` shows nothing."""
    screen = Terminal()
    progress = Progress(screen, total=400, unit="deals", minimum=200, clock=ticking(0.5))
    progress.update(100)
    progress.update(400)
    progress.close()
    drawn = screen.getvalue().split("\r")
    assert drawn[1].startswith("[#######.......................] 100/400 ")
    assert drawn[1].rstrip().endswith("deals/s")
    assert drawn[2].startswith("[##############################] 400/400 ")
    assert drawn[-1] == "" and drawn[-2].strip() == ""
    short = Terminal()
    small = Progress(short, total=199, unit="deals", minimum=200, clock=ticking(1.0))
    small.update(199)
    small.close()
    assert not small.active and short.getvalue() == ""


def test_an_unknown_total_counts_after_a_delay_at_most_five_times_a_second() -> None:
    """docs/cli.md "trickgames validate" (a long run shows how many records are done): with
    no total, the line counts the items, but only once the run has taken ``delay`` seconds,
    and it is redrawn at most every 0.2 seconds; :meth:`clear` erases it for other output."""
    screen = Terminal()
    progress = Progress(screen, total=None, unit="records", delay=1.0, clock=ticking(0.125))
    for done in range(1, 31):
        progress.update(done)
    lines = [line for line in screen.getvalue().split("\r") if line]
    assert lines[0] == "8 records, 8 records/s"  # 1 s after the start
    assert [line.split()[0] for line in lines] == [str(n) for n in range(8, 31, 2)]
    progress.clear()
    assert screen.getvalue().endswith("\r" + " " * len(lines[-1]) + "\r")
    before = screen.getvalue()
    progress.clear()
    assert screen.getvalue() == before
