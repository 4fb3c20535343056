"""examples/dask_analyze.py (docs/search.md "Mistake analysis"): the Dask example gives the
analysis of ``trickgames analyze --json``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from trickgames.search.analysis import AnalysisSettings, analyze

from ..test_examples import _load
from .test_command import _records


def test_dask_analysis_is_the_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/search.md "Mistake analysis": with Dask's synchronous scheduler the example writes
    each record's analysis, the same as the library's, and a summary per game."""
    pytest.importorskip("dask.bag")
    path = _records(tmp_path)
    out = tmp_path / "out.jsonl"
    example = _load("dask_analyze")
    assert example.main([str(path), "--scheduler", "synchronous", "--out", str(out),
                         "--worlds", "1", "--rollouts", "1"]) == 1
    written = [json.loads(line) for line in out.read_text().splitlines()]
    first = path.read_text().splitlines()[0]
    settings = AnalysisSettings(worlds=1, rollouts=1)
    assert written[0] == analyze(first, settings=settings).to_json()
    assert written[2]["valid"] is False
    shown = capsys.readouterr().out
    assert "schafkopf: 2 records" in shown and "1 not analysed" in shown
