"""``trickgames import FORMAT FILE...`` (importers.md, "Command line and API")."""

from __future__ import annotations

import contextlib
import io
import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import trickgames
from tests.core._files import Fifo
from trickgames.cli import main

LOGS = Path(__file__).parent.parent / "data" / "raw" / "netschafkopf"
ALL_IMPORTED = LOGS / "Schafkopfprotokoll_vom_04.08.24.txt"  # 4 deals, every one imported
SCHIEBER = LOGS / "Schafkopfprotokoll_vom_16.05.20.txt"  # 4 Schieber deals among 32


def lines_of(text: str) -> list[dict[str, object]]:
    return [json.loads(line) for line in text.splitlines()]


def test_exit_0_and_one_record_per_deal_when_every_deal_is_imported(
        capsys: pytest.CaptureFixture[str]) -> None:
    """importers.md Command line: one deal record per deal, in file order, on standard output;
    exit 0 when every deal was imported; the summary on standard error."""
    assert main(["import", "netschafkopf", str(ALL_IMPORTED)]) == 0
    captured = capsys.readouterr()
    records = lines_of(captured.out)
    assert [r["meta"]["deal_number"] for r in records] == [1, 2, 3, 4]  # type: ignore[index]
    assert all(trickgames.validate(r).valid for r in records)
    assert captured.err.strip().endswith("4 deals: 4 imported, 0 not imported")


def test_exit_1_and_each_deal_not_imported_reported(
        capsys: pytest.CaptureFixture[str]) -> None:
    """importers.md Command line: each deal that is not imported is reported on standard
    error with the file, the deal number, the line and the reason (a stable code); the others
    are still written; exit 1."""
    assert main(["import", "netschafkopf", str(SCHIEBER)]) == 1
    captured = capsys.readouterr()
    err = captured.err.splitlines()
    assert (f"{SCHIEBER.name}: deal 18, line 343: a Schieber deal: cards were passed before the "
            "game, which the log hides [schieber]") in err
    assert any("deal 19, line 368" in line and line.endswith("[zusammengeworfen]")
               for line in err)
    numbers = [r["meta"]["deal_number"] for r in lines_of(captured.out)]  # type: ignore[index]
    assert 18 not in numbers and 17 in numbers and 22 in numbers


def test_exit_2_on_an_unreadable_file(capsys: pytest.CaptureFixture[str],
                                      tmp_path: Path) -> None:
    """importers.md Command line: exit 2 on unreadable files (one that does not exist, one
    that is not a log); the other files are still imported."""
    missing = tmp_path / "missing.txt"
    assert main(["import", "netschafkopf", str(missing), str(ALL_IMPORTED)]) == 2
    captured = capsys.readouterr()
    assert "cannot read" in captured.err and len(lines_of(captured.out)) == 4
    other = tmp_path / "notes.txt"
    other.write_text("shopping list\n", encoding="utf-8")
    assert main(["import", "netschafkopf", str(other)]) == 2
    assert "[not_netschafkopf]" in capsys.readouterr().err



@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_log_that_is_not_a_regular_file_is_refused_and_the_others_imported(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """importers.md Command line (exit 2 on unreadable files), docs/cli.md "What is read"
    (regular files only): a named pipe among the logs is one line "not a regular file" and
    is never opened for reading; the other logs are still imported; exit 2."""
    fifo = Fifo(tmp_path / "live.txt")
    try:
        assert main(["import", "netschafkopf", str(fifo.path), str(ALL_IMPORTED)]) == 2
    finally:
        fifo.close()
    assert not fifo.opened
    captured = capsys.readouterr()
    assert captured.err.splitlines()[0] == (f"trickgames: cannot read {fifo.path}: not a "
                                            "regular file (a named pipe)")
    assert len(lines_of(captured.out)) == 4


def test_a_log_over_the_limit_is_refused(capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """importers.md Command line, docs/cli.md "trickgames import" (a log of at most 64 MiB
    is read): a longer one is one line with its size and the limit, exit 2, and is not
    read."""
    import trickgames.importers

    assert trickgames.importers.MAX_LOG_BYTES == 64 * 1024 * 1024
    size = ALL_IMPORTED.stat().st_size
    monkeypatch.setattr(trickgames.importers, "MAX_LOG_BYTES", size)
    assert main(["import", "netschafkopf", str(ALL_IMPORTED)]) == 0
    monkeypatch.setattr(trickgames.importers, "MAX_LOG_BYTES", size - 1)
    capsys.readouterr()
    assert main(["import", "netschafkopf", str(ALL_IMPORTED)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (f"trickgames: cannot read {ALL_IMPORTED}: the file is {size:,} "
                            f"bytes long, more than the limit of {size - 1:,} bytes\n")


def test_exit_2_on_usage_errors(capsys: pytest.CaptureFixture[str]) -> None:
    """importers.md Command line: exit 2 on usage errors: an unknown format, no file,
    rules that are not rules."""
    with pytest.raises(SystemExit) as exc:
        main(["import", "freedoko", str(ALL_IMPORTED)])
    assert exc.value.code == 2
    with pytest.raises(SystemExit) as exc:
        main(["import", "netschafkopf"])
    assert exc.value.code == 2
    assert main(["import", "netschafkopf", "--rules", "nonsense", str(ALL_IMPORTED)]) == 2
    assert "nonsense" in capsys.readouterr().err


def test_out_writes_a_file_that_validates(capsys: pytest.CaptureFixture[str],
                                          tmp_path: Path) -> None:
    """importers.md Command line: ``--out OUT.jsonl`` writes the records there; ``trickgames
    validate`` on it checks NetSchafkopf's scoring against ours (every record valid)."""
    out = tmp_path / "out.jsonl"
    assert main(["import", "netschafkopf", str(ALL_IMPORTED), str(SCHIEBER),
                 "--out", str(out)]) == 1
    assert capsys.readouterr().out == ""
    records = lines_of(out.read_text(encoding="utf-8"))
    files = [r["meta"]["file"] for r in records]  # type: ignore[index]
    assert files == sorted(files)  # file order: the 04.08.24 log first
    assert main(["validate", str(out)]) == 0


def test_session_writes_session_records_that_validate(
        capsys: pytest.CaptureFixture[str]) -> None:
    """importers.md Command line: ``--session``: one session record per file (a log with
    deals that could not be imported: one per run of consecutive deals)."""
    assert main(["import", "netschafkopf", "--session", str(ALL_IMPORTED)]) == 0
    sessions = lines_of(capsys.readouterr().out)
    assert len(sessions) == 1
    assert sessions[0]["format"] == "trickgames.session/1"
    assert trickgames.validate(sessions[0]).valid
    assert main(["import", "netschafkopf", "--session", str(SCHIEBER)]) == 1
    runs = lines_of(capsys.readouterr().out)
    ranges = [(s["meta"]["first_deal"], s["meta"]["last_deal"])  # type: ignore[index]
              for s in runs]
    # deals 18-21 are Schieber deals
    assert ranges == [(1, 17), (22, 32)]
    assert all(trickgames.validate(s).valid for s in runs)


def test_rules_replace_the_inferred_ones(capsys: pytest.CaptureFixture[str]) -> None:
    """importers.md NetSchafkopf: ``--rules`` overrides the inference (here with the wrong
    tariff: the deals then do not score as NetSchafkopf charged and are reported)."""
    assert main(["import", "netschafkopf", "--rules", "sauspiel", str(ALL_IMPORTED)]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "[result_mismatch]" in captured.err or "[wrong_deck]" in captured.err


def test_the_lines_for_people_speak_german(capsys: pytest.CaptureFixture[str],
                                           tmp_path: Path) -> None:
    """importers.md "Command line and API", docs/cli.md "Deutsch": with --lang de each deal
    not imported, each unreadable file and each summary is a German line (the file, the
    deal, the line and the code as in English); the records are the same."""
    assert main(["import", "netschafkopf", str(SCHIEBER)]) == 1
    english = capsys.readouterr()
    assert main(["--lang", "de", "import", "netschafkopf", str(SCHIEBER)]) == 1
    german = capsys.readouterr()
    assert german.out == english.out
    lines = german.err.splitlines()
    assert (f"{SCHIEBER.name}: Spiel 18, Zeile 343: Ein Schieber-Spiel: vor dem Spiel wurden "
            "Karten geschoben, was das Protokoll nicht zeigt. [schieber]") in lines
    assert lines[-1] == f"{SCHIEBER.name}: 32 Spiele: 28 eingelesen, 4 nicht eingelesen"
    assert english.err.splitlines()[-1] == \
        f"{SCHIEBER.name}: 32 deals: 28 imported, 4 not imported"
    assert len(lines) == len(english.err.splitlines())
    missing = tmp_path / "missing.txt"
    assert main(["--lang", "de", "import", "netschafkopf", str(missing)]) == 2
    assert capsys.readouterr().err == \
        f"trickgames: kann {missing} nicht lesen: Datei oder Ordner nicht gefunden\n"


def test_the_english_problem_texts_are_the_problems_own_lines() -> None:
    """importers.md "Command line and API": the texts of a problem's line (``FILE: deal N,
    line L: reason [code]``, or ``FILE: line L: ...`` for the file's own) are the line the
    problem shows in English, so that both languages say the same."""
    from trickgames._texts import text
    from trickgames.importers._base import ImportProblem

    for deal, key in ((7, "import.problem"), (None, "import.file_problem")):
        problem = ImportProblem("log.txt", deal, 12, "truncated", "the log ends")
        assert text(key, "en", file="log.txt", deal=deal, line=12, code="truncated",
                    message="the log ends") == str(problem)


_PATH_KINDS = ["log", "schieber", "missing", "folder", "fifo", "link_fifo", "too_large",
               "not_a_log", "device"]


@given(st.lists(st.sampled_from(_PATH_KINDS), min_size=1, max_size=5))
@settings(max_examples=25)
def test_any_mix_of_paths_imports_every_readable_log(kinds: list[str]) -> None:
    """importers.md Command line (exit 0 all imported, 1 some not, 2 unreadable files; the
    other files still imported) and docs/cli.md "What is read" (regular files only, never a
    named pipe opened, within the limit): for any mix of logs, missing paths, folders, named
    pipes, links to them, devices, files over the limit and files that are no logs, every
    log is imported in order, every other path is one line on standard error, and the exit
    code says the worst."""
    import trickgames.importers

    with tempfile.TemporaryDirectory() as folder:
        base = Path(folder)
        big = base / "big.txt"
        big.write_bytes(b" " * 100)
        fifos: list[Fifo] = []
        paths: list[str] = []
        for number, kind in enumerate(kinds):
            path = base / f"{number}.txt"
            if kind == "log":
                path = ALL_IMPORTED
            elif kind == "schieber":
                path = SCHIEBER
            elif kind == "folder":
                path.mkdir()
            elif kind in ("fifo", "link_fifo"):
                fifos.append(Fifo(base / f"{number}.pipe"))
                if kind == "fifo":
                    path = fifos[-1].path
                else:
                    path.symlink_to(fifos[-1].path)
            elif kind == "too_large":
                path = big
            elif kind == "not_a_log":
                path.write_text("shopping list\n", encoding="utf-8")
            elif kind == "device":
                path = Path(os.devnull)
            paths.append(str(path))
        limit = trickgames.importers.MAX_LOG_BYTES
        trickgames.importers.MAX_LOG_BYTES = max(ALL_IMPORTED.stat().st_size,
                                                 SCHIEBER.stat().st_size)
        out, err = io.StringIO(), io.StringIO()
        try:
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                big.write_bytes(b" " * (trickgames.importers.MAX_LOG_BYTES + 1))
                code = main(["import", "netschafkopf", *paths])
        finally:
            trickgames.importers.MAX_LOG_BYTES = limit
            for fifo in fifos:
                fifo.close()
    assert not any(fifo.opened for fifo in fifos)
    unreadable = [k for k in kinds if k not in ("log", "schieber")]
    assert code == (2 if unreadable else 1 if "schieber" in kinds else 0)
    files = [r["meta"]["file"] for r in lines_of(out.getvalue())]  # type: ignore[index]
    logs = [ALL_IMPORTED.name if k == "log" else SCHIEBER.name for k in kinds
            if k in ("log", "schieber")]
    assert [f for i, f in enumerate(files) if i == 0 or files[i - 1] != f] == [
        f for i, f in enumerate(logs) if i == 0 or logs[i - 1] != f]
    lines = err.getvalue().splitlines()
    refused = [line for line in lines if line.startswith("trickgames: cannot read ")
               or "[not_netschafkopf]" in line]
    assert len(refused) == len(unreadable)
    assert "Traceback" not in err.getvalue()
