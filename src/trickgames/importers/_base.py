"""What every importer returns: the records it made and the problems of what it could not
import (importers.md, "Command line and API").

An importer never guesses: a deal it cannot turn into a valid record is an
:class:`ImportProblem` (the file, the log's deal number, the line and a stable ``code``), and the
other deals are still imported. :class:`ImportResult` holds both, in file order.

>>> problem = ImportProblem("log.txt", 18, 352, "schieber", "a Schieber deal")
>>> str(problem)
'log.txt: deal 18, line 352: a Schieber deal [schieber]'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from trickgames._core.frozen import EMPTY, FrozenDict
from trickgames._core.records import SESSION_FORMAT, Record

__all__ = ["ImportProblem", "ImportResult", "session_records"]


@attrs.frozen
class ImportProblem:
    """One deal (or the whole file) that could not be imported, and why.

    ``deal_number`` is the log's own number of the deal (``None`` when the problem is the
    file's, such as a missing header); ``line`` is the 1-based line of the log where the
    problem shows; ``code`` is stable (for programs), ``message`` a sentence for people.
    ``params`` are the values a record's validation issue names (its
    :attr:`~trickgames._core.issues.Issue.params`, for the German text); they take no part in
    comparing problems and are not part of the JSON form.
    """

    file: str
    deal_number: int | None
    line: int
    code: str
    message: str
    params: FrozenDict = attrs.field(default=EMPTY, eq=False, repr=False, kw_only=True)

    def __str__(self) -> str:
        where = f"deal {self.deal_number}, line {self.line}" if self.deal_number is not None \
            else f"line {self.line}"
        return f"{self.file}: {where}: {self.message} [{self.code}]"

    def to_json(self) -> dict[str, Any]:
        """The problem as a JSON object."""
        return {"file": self.file, "deal_number": self.deal_number, "line": self.line,
                "code": self.code, "message": self.message}


@attrs.frozen
class ImportResult:
    """The records an importer made from one log, and the problems of what it could not
    import.

    ``deals`` counts the deals the log holds (imported or not); ``readable`` is ``False``
    when the input is not a log of the format at all (then ``records`` is empty and
    ``problems`` says why). ``rules`` is the rules value every record carries.
    """

    records: tuple[Record, ...]
    problems: tuple[ImportProblem, ...]
    deals: int
    readable: bool = True
    rules: str | dict[str, Any] | None = None
    players: tuple[str, ...] | None = None
    meta: dict[str, Any] = attrs.field(factory=dict)

    @property
    def complete(self) -> bool:
        """Whether every deal of the log was imported (nothing to report)."""
        return self.readable and not self.problems

    def sessions(self) -> tuple[dict[str, Any], ...]:
        """The records as session records (``trickgames.session/1``): one for the log, or
        one per run of consecutive imported deals when some deals could not be imported
        (a session holds no gaps); see :func:`session_records`."""
        return session_records(self.records, self.meta)


def _deal_number(record: Record) -> int | None:
    number = record.meta.get("deal_number") if record.meta is not None else None
    return number if isinstance(number, int) else None


def _runs(records: Sequence[Record]) -> list[list[Record]]:
    """The records split where a deal number is skipped."""
    runs: list[list[Record]] = []
    for record in records:
        number = _deal_number(record)
        last = _deal_number(runs[-1][-1]) if runs else None
        if runs and number is not None and last is not None and number == last + 1:
            runs[-1].append(record)
        else:
            runs.append([record])
    return runs


def session_records(records: Sequence[Record],
                    meta: dict[str, Any] | None = None) -> tuple[dict[str, Any], ...]:
    """Deal records of one table (same rules and players, in order) as session records: one
    per run of consecutive deal numbers, each deal with ``seats`` ``[0, 1, 2, 3]``, the
    ``standings`` summed from the deals' payouts, and ``meta`` (``first_deal``,
    ``last_deal`` added)."""
    sessions = []
    for run in _runs(records):
        first = run[0]
        deals = []
        totals = [0, 0, 0, 0]
        standings = []
        for record in run:
            value = record.to_json()
            deal = {k: v for k, v in value.items() if k not in ("format", "game", "rules",
                                                                  "players")}
            deal["seats"] = [0, 1, 2, 3]
            deals.append(deal)
            payouts = (value.get("result") or {}).get("payouts", [0, 0, 0, 0])
            totals = [t + p for t, p in zip(totals, payouts, strict=True)]
            standings.append(list(totals))
        session: dict[str, Any] = {
            "format": SESSION_FORMAT,
            "game": first.game,
            "rules": first.to_json()["rules"],
            "players": list(first.players) if first.players is not None else [
                f"p{s}" for s in range(4)],
            "session": {"deals": len(run)},
            "first_dealer": first.dealer,
            "deals": deals,
            "standings": standings,
        }
        numbers = [_deal_number(r) for r in run]
        extra = dict(meta or {})
        if numbers[0] is not None:
            extra.update(first_deal=numbers[0], last_deal=numbers[-1])
        if extra:
            session["meta"] = extra
        sessions.append(session)
    return tuple(sessions)

