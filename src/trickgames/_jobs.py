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

No more workers are started than there are tasks and than this process may use processor
cores (:func:`usable_cpus`): more would only wait, and each costs memory.
"""

from __future__ import annotations

import os
import signal
from collections import deque
from collections.abc import Callable, Generator, Iterable, Iterator
from itertools import chain, islice
from typing import TYPE_CHECKING, TypeVar

from trickgames._core.records import MAX_RECORD_BYTES, Source, Unreadable, iter_sources
from trickgames._core.validation import Report, validate_text

if TYPE_CHECKING:
    from multiprocessing.pool import AsyncResult

__all__ = ["CHUNK_BYTES", "CHUNK_RECORDS", "Unreadable", "ordered_map", "usable_cpus",
           "validate_sources"]

T = TypeVar("T")
R = TypeVar("R")

#: A chunk of records to validate closes at this many records ...
CHUNK_RECORDS = 200
#: ... or at this much text, whichever comes first (session records are long).
CHUNK_BYTES = 1 << 20


def usable_cpus() -> int:
    """The processor cores this process may run on (at least 1): ``os.process_cpu_count()``
    where there is one (Python 3.13), else the cores of its affinity mask, else
    ``os.cpu_count()``."""
    counted = getattr(os, "process_cpu_count", None)
    if counted is not None:
        return max(1, counted() or 1)
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):  # not on this system
        return max(1, os.cpu_count() or 1)


def ordered_map(func: Callable[[T], R], tasks: Iterable[T], jobs: int, *,
                ahead: int | None = None) -> Generator[R, None, None]:
    """``func(task)`` for every task, in the order of ``tasks``, on at most ``jobs`` processes.

    No more processes are started than there are tasks and than :func:`usable_cpus`: the
    first tasks are read before the workers start, and with one task, one core or ``jobs``
    ≤ 1 the tasks run here, one by one, as they are asked for. Otherwise at most ``ahead``
    tasks (default twice the workers) are read from ``tasks`` and not yet given back. An
    exception raised by ``tasks`` itself comes after the results of the tasks read before it,
    exactly as with one process; an exception in ``func`` is raised at its task's turn.
    ``func`` and the tasks must be picklable (``func`` a module-level function).
    """
    iterator = iter(tasks)
    jobs = min(jobs, usable_cpus())
    failure: Exception | None = None
    first: list[T] = []
    if jobs > 1:
        try:
            first.extend(islice(iterator, jobs))
        except Exception as exc:  # reading failed: first the results of what was read
            failure = exc
        jobs = min(jobs, len(first))
    if jobs <= 1:
        for task in first:
            yield func(task)
        if failure is not None:
            raise failure
        for task in iterator:
            yield func(task)
        return
    import multiprocessing  # here: one job (most commands) starts faster without it

    limit = max(1, ahead if ahead is not None else 2 * jobs)
    context = multiprocessing.get_context("spawn")
    # Leaving the pool (also when the consumer stops early) terminates the workers.
    with context.Pool(jobs, initializer=_ignore_interrupts) as pool:
        pending: deque[AsyncResult[R]] = deque()
        queued = iter(first) if failure is not None else chain(first, iterator)
        while True:
            try:
                task = next(queued)
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


def validate_sources(paths: Iterable[str | os.PathLike[str]], *, jobs: int = 1,
                     max_record_bytes: int = MAX_RECORD_BYTES,
                     ) -> Generator[Report | Unreadable, None, None]:
    """The report of every record of files and folders, in order, checked on at most ``jobs``
    processes (:func:`ordered_map`); every path or entry of a folder that cannot be read gives
    an :class:`Unreadable` at its turn (after the records read from it before the error), and
    the next one is read. A record longer than ``max_record_bytes`` is not read: its report
    has the issue ``record_too_large`` (:func:`~trickgames._core.records.iter_sources`).

    With one job the reports are :func:`trickgames.validate`'s, ``state`` included; with more,
    ``state`` is ``None`` (final states stay in the workers).
    """
    sources = iter_sources(paths, max_record_bytes=max_record_bytes)
    if jobs <= 1:
        for item in sources:
            yield item if isinstance(item, Unreadable) else _report(item)
        return
    chunks = ordered_map(_check_chunk, _chunks(sources), jobs)
    try:
        for results in chunks:
            yield from results
    finally:
        chunks.close()  # stops the workers at once when the consumer stops early
