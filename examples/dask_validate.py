"""Validate folders of record files with Dask: on this machine's cores, or a cluster.

Run::

    .venv/bin/pip install -e '.[dask]'    # in the README's virtual environment
    .venv/bin/python examples/dask_validate.py FOLDER [FOLDER ...] [--scheduler S] [--show N]

Every ``.json`` file (one record) and every line of every ``.jsonl`` file below the folders is
one item of a ``dask.bag``, as ``trickgames validate`` reads them; each file is one partition.
:func:`check` validates one line with :func:`trickgames.validate` and keeps a small summary; it
is a pure, module-level function of its argument (no state shared between records, nothing
written), so Dask can run it in any process on any machine. Dask then adds up the valid and
invalid records per game and collects the first ``N`` problems in file order. The output is
that of ``trickgames validate`` (the problems, then the summary), with at most ``N`` problems;
the exit status is 0 when every record is valid, 1 otherwise.

``--scheduler``:

``processes`` (the default)
    Dask's local scheduler with one worker process per core.
``threads`` or ``synchronous``
    in this process (threads gain nothing here: validation holds the GIL; ``synchronous``
    runs everything in one thread, for debugging and tests).
an address, ``tcp://scheduler:8786``
    a ``dask.distributed`` cluster: the example connects with
    ``Client("tcp://scheduler:8786")`` and computes there. Start the cluster with
    ``pip install 'dask[distributed]' 'trickgames[dask]'`` on every machine, ``dask scheduler``
    on one and ``dask worker tcp://scheduler:8786`` on each of the others. The workers read
    the files themselves, so the folder must be at the same path on every machine (a shared
    file system), or be a URL that ``fsspec`` reads (``s3://bucket/logs`` with ``s3fs``).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Iterable
from typing import Any

import dask
import dask.bag as db
import fsspec

import trickgames


def check(item: tuple[str, str]) -> dict[str, Any]:
    """The summary of one record line: ``(label, line)`` → source, valid, game, first problem.

    The line was read as Latin-1, which maps every byte to one character, so encoding it back
    gives the file's bytes exactly, and :func:`trickgames.validate` judges them as
    ``trickgames validate`` does (a line that is not UTF-8 is an invalid record, not a crash).
    """
    label, line = item
    report = trickgames.validate(line.encode("latin-1"), label)
    problem = None
    if not report.valid:
        issue = report.issues[0]
        more = len(report.issues) - 1
        problem = (f"{report.source}: {issue.path}: {issue.message} [{issue.code}]"
                   + (f" (+{more} more)" if more else ""))
    return {"source": report.source, "valid": report.valid, "game": report.game,
            "problem": problem}


def records(paths: Iterable[str]) -> list[tuple[str, str]]:
    """``(label, text)`` for the records of a partition's files: a ``.json`` file is one
    record (labelled by its path), a ``.jsonl`` file one per non-blank line (``path:line``),
    as ``trickgames validate`` labels them. Read with ``fsspec`` (a local path, or a URL a
    cluster's workers can read), as bytes, given on as Latin-1 (see :func:`check`)."""
    out = []
    for path in paths:
        with fsspec.open(path, "rb") as handle:
            data = handle.read()
        if not path.endswith(".jsonl"):
            out.append((path, data.decode("latin-1")))
            continue
        for number, line in enumerate(data.split(b"\n"), 1):
            if line.strip():
                out.append((f"{path}:{number}", line.decode("latin-1")))
    return out


def _key(summary: dict[str, Any]) -> tuple[str, bool]:
    return summary["game"] or "", summary["valid"]


def _invalid(summary: dict[str, Any]) -> bool:
    return not summary["valid"]


def record_files(folder: str) -> list[str]:
    """The ``.json`` and ``.jsonl`` files below a folder (or a URL's folder) in the order of
    ``trickgames validate``; a file is itself."""
    if "://" in folder:
        if folder.endswith((".json", ".jsonl")):
            return [folder]
        fs, _, (root,) = fsspec.get_fs_token_paths(folder)
        protocol = folder.split("://", 1)[0]
        return [f"{protocol}://{path}" for path in sorted(fs.find(root))
                if path.endswith(_SUFFIXES)]
    if not os.path.isdir(folder):
        return [folder]
    found = []
    for root, dirs, files in os.walk(folder):
        dirs.sort()
        found += [os.path.join(root, name) for name in sorted(files) if name.endswith(_SUFFIXES)]
    return found


_SUFFIXES = (".json", ".jsonl")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="+", metavar="FOLDER")
    parser.add_argument("--scheduler", default="processes",
                        help="processes (default), threads, synchronous, or a dask.distributed "
                        "scheduler's address such as tcp://scheduler:8786")
    parser.add_argument("--show", type=int, default=20, metavar="N",
                        help="show the first N problems (20)")
    args = parser.parse_args(argv)

    files = [f for folder in args.folders for f in record_files(folder)]
    if not files:
        print("no .json or .jsonl files found", file=sys.stderr)
        return 2
    summaries = db.from_sequence(files, npartitions=len(files)).map_partitions(records).map(check)
    counts = summaries.map(_key).frequencies()
    problems = summaries.filter(_invalid).take(max(args.show, 0), npartitions=-1,
                                               compute=False, warn=False)
    if "://" in args.scheduler:
        from dask.distributed import Client

        with Client(args.scheduler) as client:
            counted, shown = dask.compute(counts, problems, scheduler=client)
    else:
        counted, shown = dask.compute(counts, problems, scheduler=args.scheduler)

    for summary in shown:
        print(summary["problem"])
    valid = sum(n for (_, ok), n in counted if ok)
    invalid = sum(n for (_, ok), n in counted if not ok)
    per_game: dict[str, int] = {}
    for (game, _), n in counted:
        if game:
            per_game[game] = per_game.get(game, 0) + n
    total = valid + invalid
    games = ", ".join(f"{n} {g}" for g, n in sorted(per_game.items()))
    print(f"{total} record{'s' if total != 1 else ''}" + (f" ({games})" if games else "")
          + f": {valid} valid, {invalid} invalid")
    return 1 if invalid else 0


if __name__ == "__main__":
    raise SystemExit(main())
