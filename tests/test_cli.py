"""The command line contract (spec README.md, "Command line")."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from trickgames.cli import main

ROOT = Path(__file__).parent.parent
DATA = Path(__file__).parent / "data"
EXAMPLES = ROOT / "examples" / "records"


def test_validate_valid_records_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    """README.md Command line: `validate` exits 0 when every record is valid."""
    assert main(["validate", str(DATA / "doppelkopf")]) == 0
    out = capsys.readouterr().out
    assert out.strip().endswith("96 valid, 0 invalid")


def test_validate_invalid_record_exit_1_with_first_problem(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """README.md Command line: one line per invalid record with its path and first problem."""
    assert main(["validate", str(EXAMPLES)]) == 1
    lines = capsys.readouterr().out.strip().splitlines()
    invalid = [line for line in lines if "must_follow_suit" in line]
    assert len(invalid) == 1
    assert "doppelkopf-invalid-revoke.json: $.actions[7]" in invalid[0]
    assert lines[-1].endswith("valid, 1 invalid")


def test_validate_json_one_object_per_record(capsys: pytest.CaptureFixture[str]) -> None:
    """README.md Command line: `validate --json` writes one JSON object per record on stdout."""
    assert main(["validate", "--json", str(EXAMPLES)]) == 1
    objects = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert {o["valid"] for o in objects} == {True, False}
    bad = next(o for o in objects if not o["valid"])
    assert bad["issues"][0]["path"] == "$.actions[7]"
    assert bad["issues"][0]["code"] == "must_follow_suit"
    good = next(o for o in objects if o["valid"])
    assert sum(good["result"]["scores"]) == 0
    assert all(":" in o["source"] or o["source"].endswith(".json") for o in objects)


def test_validate_jsonl_sources_name_the_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """records.md File conventions: a .jsonl record is named file.jsonl:line; blank lines skip."""
    good = (DATA / "doppelkopf" / "ddv-engine-dev.jsonl").read_text().splitlines()[0]
    path = tmp_path / "mixed.jsonl"
    path.write_text(f"{good}\n\n{{not json\n")
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:3: $: invalid JSON" in out


def test_validate_unreadable_path_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    """README.md Command line: exit 2 on unreadable files."""
    assert main(["validate", "/nonexistent/records.jsonl"]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_usage_error_exit_2() -> None:
    """README.md Command line: exit 2 on usage errors."""
    with pytest.raises(SystemExit) as info:
        main(["validate"])
    assert info.value.code == 2


def test_rules_lists_every_option(capsys: pytest.CaptureFixture[str]) -> None:
    """README.md Command line: `rules GAME PRESET` lists a preset's options and values."""
    assert main(["rules", "doppelkopf", "pagat"]) == 0
    out = capsys.readouterr().out
    for option in ("nines", "dulle", "swines", "poverty", "solo_lead", "charlie", "scoring"):
        assert option in out
    assert '"win_or_catch"' in out


def test_rules_unknown_preset_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    """doppelkopf.md Options: an unknown preset is a usage error with a clear message."""
    assert main(["rules", "doppelkopf", "nonsense"]) == 2
    assert "unknown Doppelkopf preset" in capsys.readouterr().err


def test_simulate_writes_valid_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """README.md Command line: `simulate` writes N records that all validate."""
    out = tmp_path / "sim.jsonl"
    assert main(["simulate", "doppelkopf", "-n", "30", "--seed", "4", "--out", str(out)]) == 0
    assert "deals/s" in capsys.readouterr().err
    assert main(["validate", str(out)]) == 0
    assert capsys.readouterr().out.strip().endswith("30 valid, 0 invalid")


def test_simulate_is_deterministic(tmp_path: Path) -> None:
    """README.md Command line: simulate is deterministic for a given seed, whatever --jobs."""
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    assert main(["simulate", "doppelkopf", "--rules", "pagat", "-n", "12", "--seed", "9",
                 "--out", str(one)]) == 0
    assert main(["simulate", "doppelkopf", "--rules", "pagat", "-n", "12", "--seed", "9",
                 "--out", str(two), "--jobs", "2"]) == 0
    assert one.read_bytes() == two.read_bytes()


def test_python_dash_m_runs_the_cli() -> None:
    """README.md Command line: runnable as `python -m trickgames`."""
    done = subprocess.run([sys.executable, "-m", "trickgames", "rules", "doppelkopf"],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 0
    assert "preset ddv" in done.stdout
