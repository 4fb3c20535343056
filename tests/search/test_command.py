"""``trickgames analyze`` (docs/search.md "Mistake analysis", docs/cli.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from trickgames.cli import main

EXAMPLES = Path(__file__).parents[2] / "examples" / "records"
QUICK = ["--worlds", "1", "--rollouts", "1", "--solve-tricks", "1", "--score-tricks", "1"]


def _records(tmp_path: Path) -> Path:
    """Two real Schafkopf records and one that is not valid, in a .jsonl file."""
    data = Path(__file__).parents[1] / "data"
    source = sorted(data.rglob("*.jsonl"))
    lines = [line for path in source for line in path.read_text().splitlines()
             if '"game": "schafkopf"' in line][:2]
    path = tmp_path / "records.jsonl"
    path.write_text("\n".join([*lines, '{"format": "trickgames.record/1"}']) + "\n")
    return path


def test_json_one_object_per_record_with_every_card(tmp_path: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """docs/search.md "Mistake analysis": ``--json`` writes one object per record, each card
    with ``seat``, ``action``, ``best`` and ``loss``; a record that is not valid gets its
    issues; the exit status is 1 then."""
    path = _records(tmp_path)
    assert main(["analyze", str(path), "--json", *QUICK]) == 1
    out, err = capsys.readouterr()
    objects = [json.loads(line) for line in out.splitlines()]
    assert [o.get("valid", True) for o in objects] == [True, True, False]
    for analysed in objects[:2]:
        assert analysed["game"] == "schafkopf" and len(analysed["seats"]) == 4
        for card in analysed["cards"]:
            assert {"seat", "action", "best", "loss", "solver"} <= set(card)
            assert card["action"].startswith(f"p{card['seat']} play ")
            assert card["loss"]["points"] >= 0 and card["loss"]["value"] >= 0
    assert objects[2]["issues"][0]["code"] == "schema_required"
    assert "3 records: 2 analysed, 1 not analysed" in err


def test_text_jobs_and_german(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/search.md "Mistake analysis": the lines for people name each card not among the
    best and each seat's total; ``--jobs 2`` gives the same output as one process; ``--lang
    de`` speaks German."""
    path = _records(tmp_path)
    assert main(["analyze", str(path), *QUICK]) == 1
    one = capsys.readouterr().out
    assert main(["analyze", str(path), "--jobs", "2", *QUICK]) == 1
    assert capsys.readouterr().out == one
    assert "cards with a choice" in one and "  p3: " in one and "not analysed" in one
    assert main(["--lang", "de", "analyze", str(path), *QUICK]) == 1
    german = capsys.readouterr().out
    assert "Karten mit Wahl" in german and "nicht untersucht" in german


def test_unreadable_path_and_usage(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/search.md "Mistake analysis": a path that cannot be read is reported and the exit
    status is 2; a setting below its minimum is a usage error."""
    assert main(["analyze", str(tmp_path / "missing.jsonl"), *QUICK]) == 2
    assert "missing.jsonl" in capsys.readouterr().err
    with pytest.raises(SystemExit) as caught:
        main(["analyze", str(EXAMPLES), "--worlds", "0"])
    assert caught.value.code == 2
