"""docs/performance.md "More than one core: --jobs": `validate` and `simulate` stream, so any
number of records runs in constant memory, with one process or several.

Python's allocations in this process are traced (``tracemalloc``) while the command runs on a
small and on a large input; the peak must not grow with the number of records. Records are
about 1.5 KB of text and ten times that as parsed objects, so keeping them (or queueing the
results of a pool faster than they are written) would add megabytes; the slack allowed is a
fraction of that. With ``--jobs 2`` the workers are other processes and not traced: what is
measured is the main process, which reads the input, hands out chunks and writes the output in
order, with a bounded number of chunks in flight.

By design the memory held is a few chunks of records (simulate: up to 250 deals a chunk, fewer
for short runs; validate --jobs: 200 lines), so the chunks are made small here: the small run
already fills the pipeline, and the large one can only hold more if something else grows with
the records. The engines fill some lookup tables lazily, bounded by construction (see
``trickgames._core.bits``), so a single-process run is first done once untraced, on the large
input: the traced runs replay the same deals and meet only tables already filled. Tracing makes
the engine about five times slower, so the single-process runs are shorter than the others.
"""

from __future__ import annotations

import operator
import os
import sys
import tracemalloc
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

import trickgames._jobs
import trickgames.simulation
from trickgames.cli import main

DATA = Path(__file__).parent / "data"

#: Growth of the peak allowed from the small to the large run: noise of the garbage collector
#: and of the allocator, far below what keeping the records would cost (megabytes).
SLACK = 1.25, 256 * 1024


@pytest.fixture
def quiet(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Standard output and error to /dev/null (capturing them would keep every line), and
    small chunks."""
    monkeypatch.setattr(trickgames.simulation, "CHUNK", 25)
    monkeypatch.setattr(trickgames._jobs, "CHUNK_RECORDS", 50)
    with open(os.devnull, "w", encoding="utf-8") as null:
        monkeypatch.setattr(sys, "stdout", null)
        monkeypatch.setattr(sys, "stderr", null)
        yield


def _peak(run: Callable[[], int]) -> int:
    """Peak traced bytes above the start while ``run`` runs (it must exit 0).

    No ``gc.collect()`` first: a full collection empties CPython's free lists of tuples, and
    refilling them (by up to 2,000 tuples of each length) would count as growth.
    """
    tracemalloc.start()
    try:
        base = tracemalloc.get_traced_memory()[0]
        assert run() == 0
        return tracemalloc.get_traced_memory()[1] - base
    finally:
        tracemalloc.stop()


def _assert_constant(small: int, large: int) -> None:
    factor, extra = SLACK
    assert large <= small * factor + extra, (
        f"peak {large:,} bytes for the large run, {small:,} for the small one")


@pytest.mark.parametrize(("game", "jobs", "counts"), [
    ("schafkopf", 1, (200, 1000)),
    ("doppelkopf", 2, (500, 5000)),
])
def test_simulate_streams(tmp_path: Path, quiet: None, game: str, jobs: int,
                          counts: tuple[int, int]) -> None:
    """docs/performance.md "More than one core: --jobs": `simulate` holds a constant number of
    records, whatever -n."""
    out = tmp_path / "deals.jsonl"

    def simulate(n: int, jobs: int = jobs) -> Callable[[], int]:
        return lambda: main(["simulate", game, "-n", str(n), "--jobs", str(jobs),
                             "--out", str(out)])

    simulate(counts[1] if jobs == 1 else 20, jobs=1)()  # warm up: imports, lazy tables
    small, large = (_peak(simulate(n)) for n in counts)
    assert len(out.read_text(encoding="utf-8").splitlines()) == counts[1]
    _assert_constant(small, large)


@pytest.mark.parametrize(("jobs", "counts"), [(1, (150, 750)), (2, (500, 5000))])
def test_validate_streams(tmp_path: Path, quiet: None, jobs: int,
                          counts: tuple[int, int]) -> None:
    """docs/performance.md "More than one core: --jobs": `validate --json` holds a constant
    number of records, whatever the size of the file."""
    lines = (DATA / "schafkopf" / "sauspiel-games.jsonl").read_text(encoding="utf-8").splitlines()
    files = []
    for n in counts:
        path = tmp_path / f"{n}.jsonl"
        path.write_text("\n".join((lines * (n // len(lines) + 1))[:n]) + "\n", encoding="utf-8")
        files.append(path)
    assert main(["validate", str(files[1] if jobs == 1 else files[0])]) == 0  # warm up

    small, large = (_peak(lambda f=f: main(["validate", "--json", "--jobs", str(jobs), str(f)]))
                    for f in files)
    _assert_constant(small, large)


def test_ordered_map_keeps_order_and_bounds_the_tasks_in_flight() -> None:
    """docs/performance.md "More than one core: --jobs": the workers' results come back in
    order, and the input is read only a bounded number of tasks ahead of the consumer (so a
    slow consumer holds few results)."""
    from trickgames._jobs import ordered_map

    pulled: list[int] = []

    def tasks() -> Iterator[int]:
        for i in range(40):
            pulled.append(i)
            yield i

    for done, result in enumerate(ordered_map(operator.neg, tasks(), 2, ahead=3), 1):
        assert result == 1 - done
        assert len(pulled) <= done + 3


def test_ordered_map_input_error_comes_after_the_results_before_it() -> None:
    """docs/performance.md "More than one core: --jobs": a failure reading the input is raised
    where one process raises it, after the results of everything read before it."""
    from trickgames._jobs import ordered_map

    def tasks() -> Iterator[int]:
        yield from range(5)
        raise OSError("disk gone")

    results: list[int] = []
    with pytest.raises(OSError, match="disk gone"):
        results.extend(ordered_map(operator.neg, tasks(), 2))
    assert results == [0, -1, -2, -3, -4]


def test_read_records_jobs(tmp_path: Path) -> None:
    """docs/performance.md "More than one core: --jobs": `read_records(..., jobs=2)` gives the
    reports of one process, in order; an unreadable path raises after the reports before it,
    or goes to `on_error`."""
    import trickgames

    paths = [DATA / "doppelkopf", DATA / "schafkopf" / "sauspiel-payouts.jsonl"]
    one = list(trickgames.read_records(*paths))
    two = list(trickgames.read_records(*paths, jobs=2))
    assert one == two and len(two) == 96 + 177
    assert one[0].state is not None and two[0].state is None  # states stay in the workers

    missing = tmp_path / "missing.jsonl"
    got: list[trickgames.Report] = []
    with pytest.raises(FileNotFoundError):
        got.extend(trickgames.read_records(paths[0], missing, paths[1], jobs=2))
    assert got == one[:96]
    errors: list[str] = []
    reports = list(trickgames.read_records(paths[0], missing, paths[1], jobs=2,
                                           on_error=lambda path, exc: errors.append(path)))
    assert reports == one and errors == [str(missing)]


def test_read_records_reports_bad_entries_and_long_records(tmp_path: Path) -> None:
    """docs/cli.md "trickgames validate" (What is read: only regular files, every entry that
    cannot be read reported by its own name; ``--max-record-bytes``): ``read_records`` hands
    a named pipe and a link that leads nowhere inside a folder to ``on_error`` by their own
    names and reports the other records; a record over ``max_record_bytes`` is an invalid
    report (``record_too_large``)."""
    import os

    import trickgames

    folder = tmp_path / "records"
    folder.mkdir()
    (folder / "a.json").write_bytes((DATA / "doppelkopf" / "ddv-engine-dev.jsonl")
                                    .read_bytes().splitlines()[0])
    (folder / "b.json").symlink_to(folder / "gone.json")
    os.mkfifo(folder / "c.jsonl")
    errors: list[tuple[str, type]] = []
    reports = list(trickgames.read_records(
        folder, on_error=lambda path, exc: errors.append((path, type(exc)))))
    assert [r.valid for r in reports] == [True]
    assert errors == [(str(folder / "b.json"), FileNotFoundError),
                      (str(folder / "c.jsonl"), trickgames._core.records.NotRegularFile)]
    (short,) = trickgames.read_records(folder / "a.json", max_record_bytes=100)
    assert [i.code for i in short.issues] == ["record_too_large"]
