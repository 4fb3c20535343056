"""What every importer returns (importers.md, "Command line and API")."""

from __future__ import annotations

from pathlib import Path

import trickgames
from trickgames.importers import ImportProblem, netschafkopf, session_records

LOG = Path(__file__).parent.parent / "data" / "raw" / "netschafkopf" / \
    "Schafkopfprotokoll_vom_14.12.22.txt"


def test_a_problem_names_file_deal_line_and_code() -> None:
    """importers.md Command line and API: a deal that cannot be imported is reported with the
    file, the deal number, the line and the reason, a stable code."""
    problem = ImportProblem("log.txt", 18, 343, "schieber", "a Schieber deal")
    assert str(problem) == "log.txt: deal 18, line 343: a Schieber deal [schieber]"
    assert problem.to_json() == {"file": "log.txt", "deal_number": 18, "line": 343,
                                 "code": "schieber", "message": "a Schieber deal"}
    assert str(ImportProblem("x.txt", None, 1, "not_netschafkopf", "no header")) == \
        "x.txt: line 1: no header [not_netschafkopf]"


def test_sessions_hold_the_ledger_as_standings() -> None:
    """importers.md Command line and API: with ``--session`` one session record per file: its
    standings are the log's running totals (the ledger lines), and it validates."""
    result = netschafkopf.read(LOG.read_bytes(), source=str(LOG))
    (session,) = result.sessions()
    assert trickgames.validate(session).valid
    assert session["players"] == ["PcLinks", "PcOben", "PcRechts", "Gast"]
    assert session["standings"][-1] == [-530, 2030, -990, -510]  # the last ledger line
    assert session["first_dealer"] == 2  # Geber: PcRechts


def test_sessions_split_where_a_deal_is_missing() -> None:
    """importers.md Command line and API: a session holds no gaps: deals 1-2 and 4 of a log
    are two sessions, each starting its standings at zero."""
    records = netschafkopf.read(LOG.read_bytes(), source=str(LOG)).records
    first, second, _, fourth = records[:4]
    sessions = session_records([first, second, fourth])
    assert [len(s["deals"]) for s in sessions] == [2, 1]
    assert sessions[1]["standings"] == [list(fourth.result["payouts"])]
    assert all(trickgames.validate(s).valid for s in sessions)
