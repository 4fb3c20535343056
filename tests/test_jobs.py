"""Tests of trickgames._jobs, the work on several processes behind ``--jobs`` (docs/performance.md
"More than one core: `--jobs`"; docs/cli.md "trickgames validate", ``--jobs J``): the output of
one process, in the same order, the input read only as fast as the output is consumed, in
chunks, and errors at their turn.

Each pool of ``spawn`` workers costs a fraction of a second, so the tests that start one are
few and their work is small; the functions handed to the workers are the standard library's,
importable in any process.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

import trickgames
from trickgames import _jobs
from trickgames._core.records import Source
from trickgames._jobs import CHUNK_BYTES, CHUNK_RECORDS, Unreadable, ordered_map, validate_sources

from .conftest import DATA

#: Tasks of very different sizes (``sum(range(n))``), so that the workers finish out of order.
SIZES = [400_000, 1, 250_000, 3, 0, 90_000, 7, 300_000, 2, 10]


def _counted(tasks: list[int], read: list[int]) -> Iterator[int]:
    """``tasks`` one by one, noting each in ``read`` as it is taken."""
    for task in tasks:
        read.append(task)
        yield task


def _failing(tasks: list[str]) -> Iterator[str]:
    """``tasks``, then an error while reading the next one."""
    yield from tasks
    raise OSError("the input broke")


# -- ordered_map --------------------------------------------------------------------------------


def test_ordered_map_gives_the_one_process_output_in_order() -> None:
    """docs/performance.md "More than one core: `--jobs`" (the output of one process, the
    chunks coming back in order): ``ordered_map`` gives ``func(task)`` for every task in the
    order of the tasks, the same with two jobs as with one, however fast each task is."""
    tasks = [range(n) for n in SIZES]
    expected = [n * (n - 1) // 2 for n in SIZES]
    assert list(ordered_map(sum, tasks, 1)) == expected
    assert list(ordered_map(sum, tasks, 2)) == expected


@pytest.mark.parametrize("jobs", [1, 0, -3])
def test_one_job_or_fewer_runs_here_lazily(jobs: int) -> None:
    """docs/simulating.md "`--jobs`" (``--jobs 1``: no worker processes): with one job or fewer
    the tasks run in this process (a function that cannot be pickled works), one by one, each
    read only when its result is asked for."""
    read: list[int] = []
    results = ordered_map(lambda n: n * 10, _counted([1, 2, 3], read), jobs)
    assert read == []
    assert next(results) == 10 and read == [1]
    assert next(results) == 20 and read == [1, 2]
    assert list(results) == [30] and read == [1, 2, 3]


@pytest.mark.parametrize(("ahead", "limit"), [(3, 3), (None, 4)])
def test_at_most_ahead_tasks_are_in_flight(ahead: int | None, limit: int) -> None:
    """docs/performance.md "More than one core: `--jobs`" (at most two chunks per worker in
    flight: the input is read only as fast as the output is consumed): with two jobs, at most
    ``ahead`` tasks (default twice the jobs) are read and not yet given back; stopping early
    reads nothing more."""
    read: list[int] = []
    results = ordered_map(abs, _counted(list(range(-10, 0)), read), 2, ahead=ahead)
    assert next(results) == 10
    assert len(read) == limit
    assert next(results) == 9
    assert len(read) == limit + 1
    results.close()
    assert len(read) == limit + 1


@pytest.mark.parametrize("jobs", [1, 2])
def test_an_error_in_a_task_comes_at_its_turn(jobs: int) -> None:
    """docs/performance.md "More than one core: `--jobs`" (the output of one process): an
    exception raised by ``func`` comes where its task's result would have, after the results
    of the tasks before it, with one job or two."""
    got: list[int] = []
    with pytest.raises(ValueError, match="invalid literal for int"):
        got.extend(ordered_map(int, ["1", "2", "three", "4"], jobs))
    assert got == [1, 2]


@pytest.mark.parametrize("jobs", [1, 2])
def test_an_error_reading_the_tasks_comes_after_what_was_read(jobs: int) -> None:
    """docs/cli.md "trickgames validate" (a path that cannot be read: the records read before
    it are still checked): an exception raised by the tasks themselves comes after the results
    of every task read before it, exactly as with one process."""
    got: list[int] = []
    with pytest.raises(OSError, match="the input broke"):
        got.extend(ordered_map(int, _failing(["5", "6", "7"]), jobs))
    assert got == [5, 6, 7]


# -- chunks -------------------------------------------------------------------------------------


def test_chunk_sizes_are_the_documented_ones() -> None:
    """docs/performance.md "More than one core: `--jobs`": ``validate`` hands out chunks of
    200 records, or 1 MB of text."""
    assert (CHUNK_RECORDS, CHUNK_BYTES) == (200, 1 << 20)


def test_chunks_close_at_a_count_of_records(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/performance.md "More than one core: `--jobs`" (chunks of 200 records): a chunk
    closes at ``CHUNK_RECORDS`` items, an unreadable path counting as one, and the last chunk
    holds the rest, every item once and in order."""
    monkeypatch.setattr(_jobs, "CHUNK_RECORDS", 3)
    items: list[Source | Unreadable] = [Source(f"r{n}", "{}") for n in range(6)]
    items.insert(4, Unreadable("gone", FileNotFoundError("gone")))
    chunks = list(_jobs._chunks(items))
    assert [len(chunk) for chunk in chunks] == [3, 3, 1]
    assert [item for chunk in chunks for item in chunk] == items


def test_chunks_close_at_an_amount_of_text(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/performance.md "More than one core: `--jobs`" (or 1 MB of text): a chunk closes
    once its records' text reaches ``CHUNK_BYTES``, so long session records make short chunks;
    a source that could not be decoded has no text and adds none."""
    monkeypatch.setattr(_jobs, "CHUNK_BYTES", 10)
    items = [Source("a", "x" * 4), Source("b", "x" * 4), Source("bad", None),
             Source("c", "x" * 3), Source("d", "x" * 12), Source("e", "x")]
    chunks = list(_jobs._chunks(items))
    assert [[item.label for item in chunk] for chunk in chunks] == [  # type: ignore[union-attr]
        ["a", "b", "bad", "c"], ["d"], ["e"]]
    assert list(_jobs._chunks([])) == []


# -- validate_sources ---------------------------------------------------------------------------


def _records(path: Path, count: int) -> list[str]:
    with path.open(encoding="utf-8") as handle:
        return [next(handle).rstrip("\n") for _ in range(count)]


@pytest.fixture
def paths(tmp_path: Path) -> list[Path]:
    """Records of both games in a ``.jsonl`` file with a blank, an invalid and an undecodable
    line, then a missing path, then a folder holding a ``.json`` and a ``.jsonl`` file."""
    doppelkopf = _records(DATA / "doppelkopf" / "ddv-engine-dev.jsonl", 3)
    schafkopf = _records(DATA / "schafkopf" / "sauspiel-games.jsonl", 3)
    first = tmp_path / "first.jsonl"
    first.write_bytes("\n".join([doppelkopf[0], "", '{"format": "trickgames.record/1"}',
                                 schafkopf[0], doppelkopf[1]]).encode()
                      + b"\n\xff\xfe\n" + schafkopf[1].encode() + b"\n")
    folder = tmp_path / "folder"
    folder.mkdir()
    (folder / "b.jsonl").write_text(f"{schafkopf[2]}\n{doppelkopf[2]}\n", encoding="utf-8")
    (folder / "a.json").write_text(doppelkopf[0], encoding="utf-8")
    return [first, tmp_path / "missing.jsonl", folder]


def test_validate_sources_reports_every_record_in_order(paths: list[Path]) -> None:
    """docs/cli.md "trickgames validate" (one record per non-blank line, reported as
    ``file.jsonl:7``; a folder: every file below it in sorted order; a path that cannot be
    read is reported and the other paths are still checked): each record's report is
    ``trickgames.validate``'s, an unreadable path an ``Unreadable`` at its turn."""
    first, missing, folder = paths
    items = list(validate_sources(paths))
    labels = [item.source if not isinstance(item, Unreadable) else item.path for item in items]
    assert labels == [f"{first}:{n}" for n in (1, 3, 4, 5, 6, 7)] + [
        os.fspath(missing), str(folder / "a.json"), f"{folder / 'b.jsonl'}:1",
        f"{folder / 'b.jsonl'}:2"]
    gone = items[6]
    assert isinstance(gone, Unreadable) and isinstance(gone.error, FileNotFoundError)
    reports = [item for item in items if not isinstance(item, Unreadable)]
    assert [report.valid for report in reports] == [True, False, True, True, False, True,
                                                    True, True, True]
    assert [issue.code for issue in reports[4].issues] == ["invalid_encoding"]
    texts = first.read_bytes().split(b"\n")
    assert reports[1] == trickgames.validate(texts[2], f"{first}:3")
    assert reports[0] == trickgames.validate(texts[0], f"{first}:1")
    assert reports[0].state is not None and reports[0].state.is_over


def test_validate_sources_is_the_same_on_two_jobs(paths: list[Path],
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/cli.md "trickgames validate" (``--jobs J``: the output is the same, in the same
    order); docs/api.md "Records of either game" (``read_records``: with more jobs the states
    stay in the workers): with two jobs and chunks of two records, the reports and unreadable
    paths are those of one job, in the same order, without states."""
    monkeypatch.setattr(_jobs, "CHUNK_RECORDS", 2)
    one = list(validate_sources(paths, jobs=1))
    two = list(validate_sources(paths, jobs=2))
    assert len(one) == 10
    assert [type(item) for item in two] == [type(item) for item in one]
    for mine, theirs in zip(one, two, strict=True):
        if isinstance(mine, Unreadable):
            assert isinstance(theirs, Unreadable)
            assert (theirs.path, type(theirs.error)) == (mine.path, type(mine.error))
        else:
            assert theirs == mine
            assert theirs.game == mine.game
            assert theirs.state is None
