"""``trickgames import FORMAT FILE... [--out OUT.jsonl] [--session] [--rules RULES]``
(importers.md, "Command line and API").

Writes one deal record per imported deal in file order (with ``--session``: one session record
per log) and reports every deal that could not be imported on standard error, one line each:
``FILE: deal N, line L: reason [code]``; then a summary line per file. Exit status: 0 when every
deal was imported, 1 when some were not, 2 on usage errors or unreadable files (a file that
cannot be read, or is not a log of the format). ``lang`` (``en``, ``de``) is the language of
these lines (the records are the same in every language).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TextIO

from trickgames._core.lang import render_import_problem
from trickgames._core.records import dumps
from trickgames._texts import os_reason, text
from trickgames.importers import FORMATS
from trickgames.importers._base import ImportProblem

__all__ = ["EXIT_INVALID", "EXIT_OK", "EXIT_USAGE", "run"]

EXIT_OK, EXIT_INVALID, EXIT_USAGE = 0, 1, 2


def run(format_name: str, paths: Sequence[str], *, out: TextIO, err: TextIO,
        session: bool = False, rules: Any = None, lang: str = "en") -> int:
    """Import ``paths`` in ``format_name`` and write the records to ``out``, the problems and
    a summary per file to ``err`` (in ``lang``); returns the exit status. ``rules`` (the
    game's rules, or ``None``: inferred from each log) is every record's rules."""
    log_format = FORMATS[format_name]
    unreadable = incomplete = False
    for path in paths:
        try:
            result = log_format.read_path(path, rules=rules)
        except OSError as exc:
            err.write(text("cannot_read", lang, path=path, reason=os_reason(exc, lang)) + "\n")
            unreadable = True
            continue
        documents: Sequence[Any] = result.sessions() if session else [
            r.to_json() for r in result.records]
        for document in documents:
            out.write(dumps(document) + "\n")
        out.flush()  # a full disk is found before the summary says the deals were imported
        for problem in result.problems:
            err.write(_shown(problem, lang) + "\n")
        if not result.readable:
            unreadable = True
            continue
        incomplete = incomplete or bool(result.problems)
        not_imported = result.deals - len(result.records)
        err.write(text("import.summary", lang, count=result.deals,
                       file=result.meta.get("file", path), n=result.deals,
                       imported=len(result.records), not_imported=not_imported) + "\n")
    if unreadable:
        return EXIT_USAGE
    return EXIT_INVALID if incomplete else EXIT_OK


def _shown(problem: ImportProblem, lang: str) -> str:
    """A problem's line in ``lang``: as the problem shows itself in English (the texts
    ``import.problem`` and ``import.file_problem`` are that line)."""
    if lang == "en":
        return str(problem)
    key = "import.file_problem" if problem.deal_number is None else "import.problem"
    return text(key, lang, file=problem.file, deal=problem.deal_number, line=problem.line,
                code=problem.code,
                message=render_import_problem(problem.code, problem.message, lang,
                                              problem.params))
