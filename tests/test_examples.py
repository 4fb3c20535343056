"""The runnable examples in examples/, each run as its docs page shows it (docs/frontend.md,
docs/bots.md, docs/performance.md)."""

from __future__ import annotations

import ast
import importlib.util
import re
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

EXAMPLES = Path(__file__).parent.parent / "examples"


def _load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"example_{name}", EXAMPLES / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_frontend_loop_uses_views_and_finishes(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/frontend.md "The loop": the minimal frontend loop plays a deal from views and legal
    actions only."""
    result = _load("frontend_loop").main("doppelkopf", 3)
    assert sum(result["scores"]) == 0
    assert '"scores"' in capsys.readouterr().out


def test_validate_folder(capsys: pytest.CaptureFixture[str]) -> None:
    """README.md Command line (validate): the folder validator finds every bundled example
    record valid, and reports the one in examples/invalid."""
    validate_folder = _load("validate_folder")
    assert validate_folder.main([str(EXAMPLES / "records")]) == 0
    assert capsys.readouterr().out.endswith("4 valid, 0 invalid\n")
    assert validate_folder.main([str(EXAMPLES / "records"), str(EXAMPLES / "invalid")]) == 1
    out = capsys.readouterr().out
    assert "doppelkopf-invalid-revoke.json: $.actions[7]" in out
    assert out.endswith("4 valid, 1 invalid\n")


def test_bot_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/bots.md "How much better than random": the bot tournament prints the average score
    per seat (few deals here), and its progress on standard error."""
    averages = _load("bot_tournament").main("doppelkopf", 8, 1)
    assert abs(sum(averages)) < 1e-9
    captured = capsys.readouterr()
    assert "p3 (random)" in captured.out
    assert captured.err.splitlines()[-1] == "8/8 doppelkopf deals played"


def test_openspiel_search(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/learning.md "Search": OpenSpiel's IS-MCTS bot plays a Schafkopf and a Doppelkopf
    deal against random players through OpenSpiel's evaluate_bots (few simulations here),
    and the example prints each deal's record and returns; the same seed plays alike."""
    search = _load("openspiel_search")
    results = search.main(simulations=3, seed=2)
    assert [len(r) for r in results] == [4, 4] and all(sum(r) == 0 for r in results)
    out = capsys.readouterr().out
    assert "schafkopf (standard), p0 IS-MCTS with 3 simulations a move" in out
    assert "doppelkopf (ddv)" in out and out.count("returns: ") == 2
    assert search.main(simulations=3, seed=2) == results


@pytest.mark.parametrize("path", sorted(EXAMPLES.glob("*.py")), ids=lambda p: p.name)
def test_examples_use_only_the_public_api(path: Path) -> None:
    """docs/api.md (the public API: names without a leading underscore): an example imports
    no private module of trickgames (`trickgames._core`, ...)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    modules = [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import)
               for alias in node.names]
    modules += [node.module for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.module]
    private = [m for m in modules if m.split(".")[0] == "trickgames"
               and any(part.startswith("_") for part in m.split("."))]
    assert not private


def test_bot_tournament_is_small_by_default() -> None:
    """docs/bots.md "How much better than random": run without arguments the bot tournament
    plays 20 Doppelkopf deals (more on request) and shows its progress on standard error."""
    done = subprocess.run([sys.executable, str(EXAMPLES / "bot_tournament.py")],
                          capture_output=True, text=True, check=False, timeout=300)
    assert done.returncode == 0, done.stderr
    assert done.stderr.splitlines()[-1] == "20/20 doppelkopf deals played"
    assert len(done.stdout.splitlines()) == 4


def test_frontend_loop_plays_schafkopf(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/frontend.md "The loop": the frontend loop runs for Schafkopf too, on views and legal
    actions only."""
    result = _load("frontend_loop").main("schafkopf", 3)
    assert sum(result["payouts"]) == 0
    out = capsys.readouterr().out
    assert '"payouts"' in out
    # The game is played: a game is declared and all 32 cards are played, one line each.
    assert " declare " in out and len(re.findall(r"^p[0-3] play ", out, re.MULTILINE)) == 32
    for seed in range(1, 6):  # a deal everybody passes is dealt again, never the end
        assert not _load("frontend_loop").main("schafkopf", seed).get("redeal")
    capsys.readouterr()


def test_bot_tournament_plays_schafkopf(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/bots.md "How much better than random": the bot tournament runs for Schafkopf too
    (few deals) and prints the average payout per seat."""
    averages = _load("bot_tournament").main("schafkopf", 8, 1)
    assert abs(sum(averages)) < 1e-9
    out = capsys.readouterr().out
    assert "p0 (rule-of-thumb)" in out and "p3 (random)" in out


def test_validate_folder_reads_schafkopf_logs(tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    """README.md Command line (validate): the folder validator checks Schafkopf logs too
    (simulated ones here)."""
    from trickgames.simulation import simulate

    lines = [record.to_text() for record in simulate("schafkopf", "sauspiel", 5, seed=2)]
    (tmp_path / "evening.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert _load("validate_folder").main([str(tmp_path)]) == 0
    assert "5 valid, 0 invalid" in capsys.readouterr().out


def test_dask_validate_agrees_with_the_validator(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """docs/performance.md "More than one machine: Dask": the Dask example validates a folder of
    JSONL files with dask.bag (here Dask's synchronous scheduler) and gives the counts and
    problems of `trickgames validate`."""
    pytest.importorskip("dask.bag")
    from trickgames.cli import main as cli

    data = Path(__file__).parent / "data"
    good = (data / "doppelkopf" / "ddv-engine-dev.jsonl").read_bytes().splitlines()
    (tmp_path / "mixed.jsonl").write_bytes(b"\n".join(
        [good[0], b"", b"{not json", good[1][:60] + b"\xff", *good[2:6]]) + b"\n")
    folders = [str(data), str(tmp_path)]
    assert cli(["validate", *folders]) == 1
    expected = capsys.readouterr().out
    assert _load("dask_validate").main([*folders, "--scheduler", "synchronous"]) == 1
    assert capsys.readouterr().out == expected
    assert expected.endswith(": 3033 valid, 2 invalid\n")


def test_dask_validate_runs_on_local_processes() -> None:
    """docs/performance.md "More than one machine: Dask": from the command line, the Dask example
    runs on Dask's default local scheduler (worker processes), so its per-record function is
    picklable."""
    pytest.importorskip("dask.bag")
    data = Path(__file__).parent / "data" / "doppelkopf"
    done = subprocess.run([sys.executable, str(EXAMPLES / "dask_validate.py"), str(data)],
                          capture_output=True, text=True, check=False, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout == "96 records (96 doppelkopf): 96 valid, 0 invalid\n"


def test_dask_validate_counts_the_json_files_too(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/performance.md "More than one machine: Dask": the Dask example reads what
    `trickgames validate` reads, `.json` files (one record each) as well as `.jsonl` lines:
    the bundled examples are 4 records for both."""
    pytest.importorskip("dask.bag")
    from trickgames.cli import main as cli

    folders = [str(EXAMPLES / "records"), str(EXAMPLES / "invalid")]
    assert cli(["validate", *folders]) == 1
    expected = capsys.readouterr().out
    assert _load("dask_validate").main([*folders, "--scheduler", "synchronous"]) == 1
    assert capsys.readouterr().out == expected
    assert expected.endswith("5 records (5 doppelkopf): 4 valid, 1 invalid\n")
