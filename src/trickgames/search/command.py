"""``trickgames analyze RECORD...``: the mistake analysis of records on the command line
(docs/search.md "Mistake analysis").

The records of the files and folders are read as ``trickgames validate`` reads them, analysed
by :func:`~trickgames.search.analysis.analyze` (on ``jobs`` worker processes, one record at a
time, the output in the order of the input) and shown: for people, each record's cards that
gave something away and each seat's total; with ``--json``, one object per record with every
card (``seat``, ``action``, ``best``, ``loss`` and the solver's ``solver``), or for a record
that is not valid ``{"source", "valid": false, "issues"}`` as ``validate --json`` writes it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any, TextIO

from trickgames._core.errors import TrickgamesError
from trickgames._core.lang import render_error
from trickgames._core.records import Source, Unreadable, iter_sources
from trickgames._jobs import ordered_map
from trickgames._texts import number, text
from trickgames.search.analysis import AnalysisSettings, analyze

__all__ = ["analyze_source", "run"]

EXIT_OK, EXIT_INVALID, EXIT_USAGE = 0, 1, 2


#: A record to analyse: its label, its text (``None`` when it could not be read: then the
#: issue's JSON), and the settings as a dict.
Task = tuple[str, str | None, dict[str, int], dict[str, Any] | None]


def analyze_source(task: Task) -> dict[str, Any]:
    """A worker's task: the JSON of one record's analysis, or of its problem."""
    label, record, settings, issue = task
    if record is None:
        assert issue is not None
        return {"source": label, "valid": False, "issues": [issue]}
    try:
        return analyze(record, settings=AnalysisSettings(**settings), source=label).to_json()
    except TrickgamesError as exc:
        issues = getattr(exc, "issues", None)
        if issues:
            shown = [issue.to_json() for issue in issues]
        else:
            shown = [{"path": "$", "code": exc.code, "message": str(exc)}]
        return {"source": label, "valid": False, "issues": shown,
                "_message": {"en": render_error(exc, "en"), "de": render_error(exc, "de")}}


def _tasks(paths: Sequence[str], settings: dict[str, int],
           unreadable: list[Unreadable]) -> Any:
    for item in iter_sources(paths):
        if isinstance(item, Unreadable):
            unreadable.append(item)
            yield ("", None, {"unreadable": len(unreadable) - 1}, None)
            continue
        assert isinstance(item, Source)
        issue = item.error.to_json() if item.error is not None else None
        yield (item.label, item.text, settings, issue)


def _loss(loss: dict[str, float | None], lang: str) -> str:
    """A loss for people: the points, and the value where it is known."""
    parts = [text("analyze.points", lang, points=number(loss["points"] or 0.0, ".1f", lang))]
    if loss["value"] is not None:
        parts.append(text("analyze.value", lang, value=number(loss["value"], ".1f", lang)))
    return ", ".join(parts)


def _mistaken(card: dict[str, Any]) -> bool:
    """Whether a card is not among the best, given what the seat knew or given every hand."""
    solver = card["solver"]
    return card["action"] not in card["best"] or (
        solver is not None and card["action"] not in solver["best"])


def _lines(result: dict[str, Any], lang: str) -> list[str]:
    """The lines for people of one record's analysis: each card not among the best, then
    each seat's total."""
    mistakes = [card for card in result["cards"] if _mistaken(card)]
    lines = [text("analyze.record", lang, source=result["source"], game=result["game"],
                  cards=len(result["cards"]), mistakes=len(mistakes))]
    for card in mistakes:
        line = text("analyze.card", lang, trick=card["trick"], action=card["action"],
                    loss=_loss(card["loss"], lang), best=", ".join(card["best"]))
        solver = card["solver"]
        if solver is not None:
            line += text("analyze.solver", lang, loss=_loss(solver["loss"], lang),
                         best=", ".join(solver["best"]))
        lines.append(line)
    for seat, loss in enumerate(result["seats"]):
        lines.append(text("analyze.seat", lang, seat=seat, loss=_loss(loss, lang)))
    return lines


def run(paths: Sequence[str], *, as_json: bool, out: TextIO, err: TextIO, jobs: int,
        settings: AnalysisSettings, lang: str = "en") -> int:
    """Analyse the records of ``paths`` (see the module); the exit status."""
    chosen = {"worlds": settings.worlds, "rollouts": settings.rollouts,
              "solve_tricks": settings.solve_tricks, "score_tricks": settings.score_tricks,
              "seed": settings.seed}
    unreadable: list[Unreadable] = []
    analysed = invalid = 0
    results = ordered_map(_task, _tasks(paths, chosen, unreadable), jobs)
    try:
        for result in results:
            if "unreadable" in result:
                item = unreadable[result["unreadable"]]
                print(text("cannot_read", lang, path=item.path, reason=item.reason), file=err)
                continue
            if result.get("valid") is False:
                invalid += 1
                message = result.pop("_message", {}).get(lang) or result["issues"][0]["message"]
                if as_json:
                    out.write(json.dumps(result, ensure_ascii=False) + "\n")
                else:
                    out.write(text("analyze.invalid", lang, source=result["source"],
                                   message=message) + "\n")
                continue
            analysed += 1
            if as_json:
                out.write(json.dumps(result, ensure_ascii=False) + "\n")
            else:
                out.write("\n".join(_lines(result, lang)) + "\n")
            out.flush()
    finally:
        results.close()
    total = analysed + invalid
    print(text("analyze.summary", lang, records=text("records", lang, count=total, n=total),
               analysed=analysed, invalid=invalid), file=err if as_json else out)
    if unreadable:
        return EXIT_USAGE
    return EXIT_INVALID if invalid else EXIT_OK


def _task(task: Task) -> dict[str, Any]:
    """:func:`analyze_source`, passing the marker of an unreadable path through."""
    if "unreadable" in task[2]:
        return dict(task[2])
    return analyze_source(task)
