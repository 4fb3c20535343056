"""Work on several processes with the output of one: ordered, streamed, in bounded memory.

``trickgames simulate --jobs`` and ``trickgames validate --jobs`` cut their work into chunks
(a few hundred deals to play, a few hundred record lines to check) and hand them to a pool of
``spawn`` worker processes. :func:`ordered_map` gives the chunks' results back in the order of
the chunks, so the output is the one of a single process, and keeps at most ``ahead`` chunks
in flight: the input is read only as fast as the output is consumed, so a run of any length
(a million records, a slow pipe downstream) holds a constant number of chunks in memory.
``Pool.imap`` would not: its feeder thread reads the whole input at once and its results pile
up when the consumer is slower than the workers.

:func:`validate_sources` is the parallel half of :func:`trickgames.read_records`: the files are
read in this process, line by line, and only the checking runs in the workers.
"""

from __future__ import annotations

import multiprocessing
import os
import signal
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from multiprocessing.pool import AsyncResult
from typing import TypeVar

import attrs

from trickgames._core.records import Source, iter_sources
from trickgames._core.validation import Report, validate_text

__all__ = ["CHUNK_BYTES", "CHUNK_RECORDS", "Unreadable", "ordered_map", "validate_sources"]

T = TypeVar("T")
R = TypeVar("R")

#: A chunk of records to validate closes at this many records ...
CHUNK_RECORDS = 200
#: ... or at this much text, whichever comes first (session records are long).
CHUNK_BYTES = 1 << 20


def ordered_map(func: Callable[[T], R], tasks: Iterable[T], jobs: int, *,
                ahead: int | None = None) -> Generator[R, None, None]:
    """``func(task)`` for every task, in the order of ``tasks``, on ``jobs`` processes.

    With ``jobs`` ≤ 1 the tasks run here, one by one, as they are asked for. Otherwise at most
    ``ahead`` tasks (default ``2 * jobs``) are read from ``tasks`` and not yet given back. An
    exception raised by ``tasks`` itself comes after the results of the tasks read before it,
    exactly as with one process; an exception in ``func`` is raised at its task's turn.
    ``func`` and the tasks must be picklable (``func`` a module-level function).
    """
    if jobs <= 1:
        for task in tasks:
            yield func(task)
        return
    limit = max(1, ahead if ahead is not None else 2 * jobs)
    context = multiprocessing.get_context("spawn")
    # Leaving the pool (also when the consumer stops early) terminates the workers.
    with context.Pool(jobs, initializer=_ignore_interrupts) as pool:
        pending: deque[AsyncResult[R]] = deque()
        iterator = iter(tasks)
        failure: Exception | None = None
        while True:
            try:
                task = next(iterator)
            except StopIteration:
                break
            except Exception as exc:  # reading failed: first the results of what was read
                failure = exc
                break
            pending.append(pool.apply_async(func, (task,)))
            if len(pending) >= limit:
                yield pending.popleft().get()
        while pending:
            yield pending.popleft().get()
        if failure is not None:
            raise failure


def _ignore_interrupts() -> None:
    """Ctrl-C is for the main process, which stops the workers; they print no tracebacks."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@attrs.frozen
class Unreadable:
    """A path given to :func:`validate_sources` that could not be read (or not to the end)."""

    path: str
    error: OSError


def _report(source: Source) -> Report:
    if source.text is None:
        assert source.error is not None
        return Report(source.label, False, (source.error,))
    return validate_text(source.text, source.label)


def _check_chunk(chunk: list[Source | Unreadable]) -> list[Report | Unreadable]:
    """A worker's task: the reports of a chunk of sources (states dropped: they stay here)."""
    out: list[Report | Unreadable] = []
    for item in chunk:
        if isinstance(item, Unreadable):
            out.append(item)
            continue
        report = _report(item)
        out.append(Report(report.source, report.valid, report.issues, report.result,
                          report.game))
    return out


def _sources(paths: Iterable[str | os.PathLike[str]]) -> Iterator[Source | Unreadable]:
    """Every path's sources in order; a path that cannot be read ends as :class:`Unreadable`."""
    for path in paths:
        try:
            yield from iter_sources([path])
        except OSError as exc:
            yield Unreadable(os.fspath(path), exc)


def _chunks(items: Iterable[Source | Unreadable]) -> Iterator[list[Source | Unreadable]]:
    chunk: list[Source | Unreadable] = []
    size = 0
    for item in items:
        chunk.append(item)
        size += len(item.text) if isinstance(item, Source) and item.text else 0
        if len(chunk) >= CHUNK_RECORDS or size >= CHUNK_BYTES:
            yield chunk
            chunk, size = [], 0
    if chunk:
        yield chunk


def validate_sources(paths: Iterable[str | os.PathLike[str]], *,
                     jobs: int = 1) -> Generator[Report | Unreadable, None, None]:
    """The report of every record of files and folders, in order, checked on ``jobs``
    processes; a path that cannot be read gives an :class:`Unreadable` at its turn (after the
    records read from it before the error), and the next path is read.

    With one job the reports are :func:`trickgames.validate`'s, ``state`` included; with more,
    ``state`` is ``None`` (final states stay in the workers).
    """
    if jobs <= 1:
        for item in _sources(paths):
            yield item if isinstance(item, Unreadable) else _report(item)
        return
    chunks = ordered_map(_check_chunk, _chunks(_sources(paths)), jobs)
    try:
        for results in chunks:
            yield from results
    finally:
        chunks.close()  # stops the workers at once when the consumer stops early
