"""The command line contract (spec README.md, "Command line")."""

from __future__ import annotations

import argparse
import functools
import io
import json
import os
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any, ClassVar

import pytest

import trickgames
from trickgames.cli import main

ROOT = Path(__file__).parent.parent
DATA = Path(__file__).parent / "data"
EXAMPLES = ROOT / "examples" / "records"
#: The bundled record that is invalid on purpose (the README's second example).
INVALID = ROOT / "examples" / "invalid"


def test_validate_valid_records_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    """README.md Command line: `validate` exits 0 when every record is valid."""
    assert main(["validate", str(DATA / "doppelkopf")]) == 0
    out = capsys.readouterr().out
    assert out.strip().endswith("96 valid, 0 invalid")


def test_validate_the_bundled_examples_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    """README.md Quickstart: the main command, `validate examples/records`, exits 0: every
    bundled example record is valid (the invalid one lives in examples/invalid)."""
    assert main(["validate", str(EXAMPLES)]) == 0
    assert capsys.readouterr().out.strip().endswith("valid, 0 invalid")


def test_validate_invalid_record_exit_1_with_first_problem(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """README.md Command line: one line per invalid record with its path and first problem."""
    assert main(["validate", str(EXAMPLES), str(INVALID)]) == 1
    lines = capsys.readouterr().out.strip().splitlines()
    invalid = [line for line in lines if "must_follow_suit" in line]
    assert len(invalid) == 1
    assert "doppelkopf-invalid-revoke.json: $.actions[7]" in invalid[0]
    assert lines[-1].endswith("valid, 1 invalid")


def test_validate_json_one_object_per_record(capsys: pytest.CaptureFixture[str]) -> None:
    """README.md Command line: `validate --json` writes one JSON object per record on stdout."""
    assert main(["validate", "--json", str(EXAMPLES), str(INVALID)]) == 1
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


@pytest.mark.parametrize("game", ["doppelkopf", "schafkopf"])
@pytest.mark.parametrize("columns", ["40", "80", "132"])
def test_rules_wrap_to_the_terminal_width(game: str, columns: str,
                                          monkeypatch: pytest.MonkeyPatch,
                                          capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "trickgames rules": the output wraps to the terminal's width (COLUMNS); no
    line is longer except a single word longer than a line; every option, its value and its
    whole meaning are shown."""
    from trickgames._core.options import option_specs

    monkeypatch.setenv("COLUMNS", columns)
    entry = trickgames.GAMES[game].engine
    for preset in entry.PRESETS.values():
        assert main(["rules", game, preset.preset]) == 0
        out = capsys.readouterr().out
        for line in out.splitlines():
            assert len(line) <= int(columns) or " " not in line.strip(), line
        words = out.split()
        for spec in option_specs(type(preset)):
            value = json.dumps(spec.dump(getattr(preset, spec.name)))
            shown = f"{spec.name}: {value}"
            assert " ".join(shown.split()) in " ".join(words)
            assert " ".join(spec.doc.split()) in " ".join(words)


def test_rules_are_80_columns_wide_in_a_pipe() -> None:
    """docs/cli.md "trickgames rules": when standard output is no terminal (and COLUMNS is not
    set), the output wraps to 80 columns."""
    env = {k: v for k, v in os.environ.items() if k != "COLUMNS"}
    done = subprocess.run([sys.executable, "-m", "trickgames", "rules", "schafkopf",
                           "sauspiel"], capture_output=True, text=True, check=False, env=env)
    assert done.returncode == 0
    widths = [len(line) for line in done.stdout.splitlines()]
    assert max(widths) <= 80 and max(widths) > 60


def test_rules_object_without_preset_starts_from_the_default(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """docs/cli.md "Rules": a rules object without "preset" starts from the game's default
    preset (its first), for `rules` and for `--rules`."""
    assert main(["rules", "doppelkopf", '{"swines": true}']) == 0
    assert capsys.readouterr().out.startswith("doppelkopf rules, preset ddv with swines=true\n")
    assert main(["rules", "schafkopf", '{"deck": "short"}']) == 0
    assert capsys.readouterr().out.startswith('schafkopf rules, preset standard with '
                                              'deck="short"\n')


def test_rules_from_a_json_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "Rules": `--rules FILE.json` (and `rules GAME FILE.json`) reads the rules
    object from the file; a file name is never taken for a preset name."""
    path = tmp_path / "house.json"
    path.write_text('{"preset": "pagat", "swines": true}\n', encoding="utf-8")
    assert main(["rules", "doppelkopf", str(path)]) == 0
    assert capsys.readouterr().out.startswith("doppelkopf rules, preset pagat with swines=true")
    out = tmp_path / "sim.jsonl"
    assert main(["simulate", "doppelkopf", "--rules", str(path), "-n", "2", "--out",
                 str(out)]) == 0
    first = json.loads(out.read_text(encoding="utf-8").splitlines()[0])
    assert first["rules"] == {"preset": "pagat", "swines": True}
    monkeypatch.chdir(tmp_path)
    (tmp_path / "plain").write_text('{"dulle": "second_wins"}', encoding="utf-8")
    assert main(["rules", "doppelkopf", "plain"]) == 0
    assert 'preset ddv with dulle="second_wins"' in capsys.readouterr().out


@pytest.mark.parametrize(("rules", "message"), [
    ('{"swines": "yes"}', "invalid rules: option 'swines' must be true or false, not 'yes'"),
    ('{"preset": 3}',
     "invalid rules: the preset must be a name (one of ddv, freedoko, pagat), not 3"),
    ('{"preset": null}', 'invalid rules: the rules object names no preset: give "preset"'),
    ('{"swines": tru}', "the rules are not valid JSON: Expecting value (line 1, column 12)"),
    ("missing.json", "cannot read the rules file missing.json: No such file or directory"),
    ("tsr", "invalid rules: unknown Doppelkopf preset 'tsr' (known: ddv, freedoko, pagat)"),
])
def test_bad_rules_say_why_without_python_values(
    rules: str, message: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """docs/cli.md "Exit codes": invalid rules are a usage error (exit 2) with one line that
    names the problem, and no Python value (`None`, `True`) in it."""
    monkeypatch.chdir(tmp_path)
    assert main(["simulate", "doppelkopf", "--rules", rules, "-n", "1"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"trickgames: {message}")
    assert err.count("\n") == 1
    assert "None" not in err and "True" not in err


def test_a_bad_rules_file_names_the_file(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "Rules": a rules file that is not JSON is named in the message, with the
    line and column of the problem."""
    path = tmp_path / "bad.json"
    path.write_text('{"preset": "ddv",\n "swines"}\n', encoding="utf-8")
    assert main(["rules", "doppelkopf", str(path)]) == 2
    assert capsys.readouterr().err == (
        f"trickgames: the rules file {path} is not valid JSON: Expecting ':' delimiter "
        "(line 2, column 10)\n")


#: Every command that reads ``--rules`` (``rules`` reads its PRESET the same way).
_RULES_COMMANDS = [["rules", "doppelkopf"], ["simulate", "doppelkopf", "-n", "1", "--rules"],
                   ["play", "doppelkopf", "--rules"],
                   ["play", "doppelkopf", "--session", "--rules"],
                   ["import", "netschafkopf", "missing.txt", "--rules"]]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
@pytest.mark.parametrize("command", _RULES_COMMANDS, ids=lambda c: " ".join(c[:2]))
def test_a_rules_path_that_is_not_a_regular_file_is_refused(
        command: list[str], tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "Rules" (a rules file is read as ``validate`` reads a record: a regular
    file only): a named pipe given as rules is one line "not a regular file", exit 2, and is
    never opened for reading (which would wait for a writer)."""
    from tests.core._files import Fifo

    fifo = Fifo(tmp_path / "r.json")
    try:
        assert main([*command, str(fifo.path)]) == 2
    finally:
        fifo.close()
    assert not fifo.opened
    assert capsys.readouterr().err == (f"trickgames: cannot read the rules file {fifo.path}: "
                                       "not a regular file (a named pipe)\n")


@pytest.mark.parametrize("command", _RULES_COMMANDS[:3], ids=lambda c: " ".join(c[:2]))
def test_a_rules_file_over_the_limit_is_refused(command: list[str], tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "Rules" (a rules file of at most 1 MiB): a longer one is not read: one
    line with its size and the limit, exit 2; a file of exactly the limit is read."""
    from trickgames._core.files import MAX_RULES_BYTES

    path = tmp_path / "house.json"
    body = '{"swines": true}'
    path.write_text(body + " " * (MAX_RULES_BYTES - len(body)), encoding="utf-8")
    if command[0] != "play":
        assert main([*command, str(path)]) == 0
    with path.open("a", encoding="utf-8") as file:
        file.write(" ")
    capsys.readouterr()
    assert main([*command, str(path)]) == 2
    assert capsys.readouterr().err == (
        f"trickgames: cannot read the rules file {path}: the file is 1,048,577 bytes long, "
        "more than the limit of 1,048,576 bytes\n")


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_device_as_rules_or_log_is_refused_at_once() -> None:
    """docs/cli.md "Rules" and "trickgames import" (regular files only): ``/dev/zero``, which
    never ends, as rules or as a log is one line "not a regular file", exit 2, at once (run
    in a process of its own with a time limit: reading it would fill the memory)."""
    for argv, line in [
            (["rules", "doppelkopf", "/dev/zero"],
             "trickgames: cannot read the rules file /dev/zero: not a regular file (a "
             "character device)"),
            (["--lang", "de", "import", "netschafkopf", "/dev/zero"],
             "trickgames: kann /dev/zero nicht lesen: keine gewöhnliche Datei (ein "
             "Zeichengerät)")]:
        done = subprocess.run([sys.executable, "-m", "trickgames", *argv], capture_output=True,
                              text=True, timeout=60, check=False)
        assert (done.returncode, done.stdout, done.stderr.splitlines()[0]) == (2, "", line)



def test_validate_quotes_at_most_60_characters_of_a_record(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "What is read" and records.md "Validation" (a message quotes at most the
    first 60 characters of any text of the record, then … and its length): a claimed score
    of 10**4000, a 5,000-character winner and a 5,000-character unknown key give short
    messages, in the lines for people (the path's key cut too) and in ``--json`` (whose
    ``path`` stays exact, for programs)."""
    record = json.loads((EXAMPLES / "doppelkopf-normal-game.json").read_text(encoding="utf-8"))
    lines = []
    for change in ({"scores": [10**4000, 8, -8, -8]}, {"winner": "x" * 5000},
                   {"k" * 5000: 1}):
        lines.append(json.dumps({**record, "result": {**record["result"], **change}}))
    path = tmp_path / "long.jsonl"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    for lang in ("en", "de"):
        assert main(["--lang", lang, "validate", str(path)]) == 1
        out = capsys.readouterr().out.splitlines()
        assert len(out) == 4
        assert not any(re.search(r"([xk0])\1{60}", line) for line in out), out
    assert main(["validate", "--json", str(path)]) == 1
    reports = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    messages = [i["message"] for r in reports for i in r["issues"]]
    assert not any(re.search(r"([xk0])\1{60}", m) for m in messages), messages
    assert "the record claims " + "1" + "0" * 59 + "… (4,001 characters) but the replay gives 8" \
        in messages
    assert max(len(i["path"]) for r in reports for i in r["issues"]) == len("$.result.") + 5000


def test_top_level_help_names_every_command_in_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
) -> None:
    """docs/cli.md: `trickgames --help` names every command, each on one line (of an 80-column
    terminal) with its help."""
    import argparse

    monkeypatch.setenv("COLUMNS", "80")

    from trickgames.cli import _parser

    (commands,) = [action for action in _parser()._actions
                   if isinstance(action, argparse._SubParsersAction)]
    helps = {choice.dest: choice.help for choice in commands._choices_actions}
    assert {"validate", "simulate", "play", "rules"} <= set(helps) == set(commands.choices)
    with pytest.raises(SystemExit) as info:
        main(["--help"])
    assert info.value.code == 0
    lines = capsys.readouterr().out.splitlines()
    for command, text in helps.items():
        assert text
        (line,) = [line for line in lines if line.split()[:1] == [command]]
        assert line.split() == [command, *text.split()]


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


@pytest.mark.parametrize(
    ("game", "flags"),
    [
        ("doppelkopf", ["--deals", "8"]),
        ("doppelkopf", ["--players", "5", "--deals", "5", "--first-dealer", "2"]),
        ("schafkopf", ["--deals", "4"]),
        ("schafkopf", ["--deals", "open", "--stop-after", "3"]),
    ],
)
def test_simulate_sessions_write_valid_session_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], game: str, flags: list[str]
) -> None:
    """records.md Session records: `simulate --session` writes one session record per line,
    all valid, and a summary (sessions, deals, sessions/s) on stderr."""
    out = tmp_path / "sessions.jsonl"
    assert main(["simulate", game, "--session", "-n", "2", "--seed", "3", *flags,
                 "--out", str(out)]) == 0
    err = capsys.readouterr().err
    assert f"2 {game} sessions" in err and "sessions/s" in err and " deals in " in err
    lines = out.read_text().splitlines()
    assert [json.loads(line)["format"] for line in lines] == ["trickgames.session/1"] * 2
    assert main(["validate", str(out)]) == 0
    assert capsys.readouterr().out.strip().endswith("2 valid, 0 invalid")


def test_simulate_sessions_default_to_a_ddv_round(capsys: pytest.CaptureFixture[str]) -> None:
    """doppelkopf.md Sessions (seed 000): a Doppelkopf session is a DDV round of 24 deals with
    compulsory solos unless told otherwise."""
    assert main(["simulate", "doppelkopf", "--session", "-n", "1", "--seed", "1"]) == 0
    captured = capsys.readouterr()
    value = json.loads(captured.out)
    assert value["session"] == {"deals": 24, "compulsory_solos": True}
    assert len(value["players"]) == 4
    assert "24 deals with compulsory solos" in captured.err


def test_simulate_sessions_are_deterministic_across_jobs(tmp_path: Path) -> None:
    """README.md Command line: the same seed gives the same sessions, whatever --jobs."""
    one, two = tmp_path / "one.jsonl", tmp_path / "two.jsonl"
    flags = ["simulate", "doppelkopf", "--session", "--players", "5", "--deals", "5", "-n", "3",
             "--seed", "8", "--out"]
    assert main([*flags, str(one)]) == 0
    assert main([*flags, str(two), "--jobs", "2"]) == 0
    assert one.read_bytes() == two.read_bytes()


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["simulate", "schafkopf", "--session"], "--deals 32"),
        (["simulate", "schafkopf", "--session", "--players", "5", "--deals", "8"], "not 5"),
        (["simulate", "doppelkopf", "--session", "--deals", "3"], "compulsory solos"),
        (["simulate", "doppelkopf", "--session", "--deals", "open"], "--stop-after"),
        (["simulate", "doppelkopf", "--session", "--stop-after", "3"], "--deals open"),
        (["simulate", "doppelkopf", "--session", "--first-dealer", "4"], "first_dealer"),
        (["play", "doppelkopf", "--session", "--seat", "4"], "--seat"),
    ],
)
def test_session_usage_errors_exit_2(capsys: pytest.CaptureFixture[str], argv: list[str],
                                     message: str) -> None:
    """README.md Command line: impossible session options exit 2 with a message."""
    assert main(argv) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("argv", [["simulate", "doppelkopf", "--players", "5"],
                                  ["play", "doppelkopf", "--deals", "8"],
                                  ["simulate", "doppelkopf", "--session", "--deals", "x"]])
def test_session_options_need_session(argv: list[str]) -> None:
    """README.md Command line: session options without --session are usage errors."""
    with pytest.raises(SystemExit) as info:
        main(argv)
    assert info.value.code == 2


def _mixed_records(folder: Path) -> Path:
    """Valid and invalid records spread over many chunks: the bundled logs with every 61st
    line broken in one of several ways (an illegal first action, a wrong result, bad JSON,
    bytes that are not UTF-8), and blank lines."""
    lines = [line for name in ("sauspiel-payouts", "sauspiel-games")
             for line in (DATA / "schafkopf" / f"{name}.jsonl").read_bytes().splitlines()]
    broken: list[bytes] = []
    for number, line in enumerate(lines[:600]):
        if number % 61 == 5:
            line = [line.replace(b'"actions": [', b'"actions": ["p1 play GO", ', 1),
                    line.replace(b'"payouts": [', b'"payouts": [1, ', 1),
                    line[:40], line[:30] + b"\xff\xfe"][len(broken) % 4]
        broken.append(line)
        if number % 300 == 7:
            broken.append(b"")
    path = folder / "mixed.jsonl"
    path.write_bytes(b"\n".join(broken) + b"\n")
    return path


@pytest.mark.parametrize("flags", [[], ["--json"]])
def test_validate_jobs_same_output(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                   flags: list[str]) -> None:
    """docs/cli.md "trickgames validate": `validate --jobs 2` writes the same output in the
    same order, with the same exit code, as one process: valid and invalid records, several
    paths, an unreadable path in the middle (reported, the others still checked)."""
    paths = [str(_mixed_records(tmp_path)), str(DATA if flags else DATA / "doppelkopf"),
             str(tmp_path / "missing.jsonl"), str(EXAMPLES), str(INVALID)]
    outputs = []
    for jobs in ("1", "2"):
        code = main(["validate", *flags, "--jobs", jobs, *paths])
        captured = capsys.readouterr()
        outputs.append((code, captured.out, captured.err))
    assert outputs[0] == outputs[1]
    code, out, err = outputs[0]
    assert code == 2
    assert "cannot read" in err and "missing.jsonl" in err
    summary = err if flags else out
    assert "invalid" in summary and ", 0 invalid" not in summary
    if flags:
        reports = [json.loads(line) for line in out.splitlines()]
        assert len(reports) > 3500
        assert {r["valid"] for r in reports} == {True, False}
        assert reports[0]["source"].endswith("mixed.jsonl:1")


def test_validate_jobs_exit_codes(capsys: pytest.CaptureFixture[str]) -> None:
    """README.md Command line: with --jobs, exit 0 when every record is valid and 1 when one
    is not."""
    assert main(["validate", "--jobs", "2", str(DATA / "doppelkopf")]) == 0
    assert capsys.readouterr().out.strip().endswith("96 valid, 0 invalid")
    assert main(["validate", "--jobs", "2", str(INVALID)]) == 1
    assert capsys.readouterr().out.strip().endswith("valid, 1 invalid")


# -- validate at the edges: unreadable entries, exit statuses, limits, pipes, --jobs -----------


def _folder_with_bad_entries(tmp_path: Path) -> Path:
    """A folder of a valid record, an invalid one, a link that leads nowhere, a named pipe
    and a subfolder with a valid record."""
    folder = tmp_path / "records"
    (folder / "sub").mkdir(parents=True)
    good = (EXAMPLES / "doppelkopf-normal-game.json").read_text(encoding="utf-8")
    (folder / "a-good.json").write_text(good, encoding="utf-8")
    (folder / "b-dangling.json").symlink_to(folder / "gone.json")
    (folder / "c-bad.json").write_text('{"format": "trickgames.record/1"}', encoding="utf-8")
    os.mkfifo(folder / "d-pipe.jsonl")
    (folder / "sub" / "e-good.json").write_text(good, encoding="utf-8")
    return folder


def test_validate_reports_each_unreadable_entry_and_checks_every_other_record(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/cli.md "trickgames validate" (What is read; Exit status): a link that leads
    nowhere and a named pipe inside a folder are each reported on their own line of standard
    error, by their own name and with the reason; every other record of the folder is still
    checked (the invalid one reported), the summary counts the paths that could not be read,
    and the exit status is 2."""
    folder = _folder_with_bad_entries(tmp_path)
    assert main(["validate", str(folder)]) == 2
    captured = capsys.readouterr()
    assert captured.err.splitlines() == [
        f"trickgames: cannot read {folder / 'b-dangling.json'}: a link to "
        f"{folder / 'gone.json'}, which does not exist",
        f"trickgames: cannot read {folder / 'd-pipe.jsonl'}: not a regular file (a named pipe)",
    ]
    out = captured.out.splitlines()
    assert out[0].startswith(f"{folder / 'c-bad.json'}: $.game: is required")
    assert out[-1] == ("3 records (2 doppelkopf): 2 valid, 1 invalid; 2 paths could not be "
                       "read")


def test_validate_json_gives_each_unreadable_entry_an_object_with_a_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """docs/cli.md "trickgames validate" (``--json``: a path that cannot be read is an object
    with ``"readable": false`` and one issue whose code says why): the objects come in the
    order of the folder, among the records' reports."""
    folder = _folder_with_bad_entries(tmp_path)
    missing = tmp_path / "missing.json"
    assert main(["validate", "--json", str(folder), str(missing)]) == 2
    objects = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(o["source"], o["valid"], o.get("readable", True)) for o in objects] == [
        (str(folder / "a-good.json"), True, True),
        (str(folder / "b-dangling.json"), False, False),
        (str(folder / "c-bad.json"), False, True),
        (str(folder / "d-pipe.jsonl"), False, False),
        (str(folder / "sub" / "e-good.json"), True, True),
        (str(missing), False, False),
    ]
    assert objects[3]["issues"] == [{"path": "$", "code": "not_a_regular_file",
                                     "message": "cannot read: not a regular file (a named "
                                                "pipe)"}]
    assert [objects[i]["issues"][0]["code"] for i in (1, 5)] == ["not_found", "not_found"]


@pytest.mark.parametrize(("names", "status"), [
    (["good"], 0), (["good", "bad"], 1), (["good", "missing"], 2),
    (["bad", "missing"], 2), (["missing"], 2)])
def test_validate_exit_status(tmp_path: Path, names: list[str], status: int,
                              capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "Exit codes" and "trickgames validate": 2 when anything could not be read,
    else 1 when any record is invalid, else 0."""
    paths = {"good": EXAMPLES / "doppelkopf-normal-game.json",
             "bad": INVALID / "doppelkopf-invalid-revoke.json",
             "missing": tmp_path / "missing.jsonl"}
    assert main(["validate", *(str(paths[n]) for n in names)]) == status
    assert main(["validate", "--json", *(str(paths[n]) for n in names)]) == status
    capsys.readouterr()


def test_validate_max_record_bytes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "trickgames validate" (``--max-record-bytes N``, default 16 MiB): a record
    longer than the limit is an invalid record (``record_too_large``), not read; the records
    within it are checked; the default is documented in ``--help``."""
    record = EXAMPLES / "doppelkopf-normal-game.json"
    size = record.stat().st_size
    assert main(["validate", "--max-record-bytes", str(size - 1), str(record)]) == 1
    out = capsys.readouterr().out
    assert f"{record}: $: the record is {size:,} bytes long, more than the limit of " in out
    assert "[record_too_large]" in out
    assert main(["validate", "--max-record-bytes", str(size), str(record)]) == 0
    capsys.readouterr()
    with pytest.raises(SystemExit):
        main(["validate", "--help"])
    assert "--max-record-bytes N" in capsys.readouterr().out.replace("\n", " ")
    with pytest.raises(SystemExit) as info:
        main(["validate", "--max-record-bytes", "0", str(record)])
    assert info.value.code == 2


class _CountingPool:
    """A stand-in for a pool of worker processes: notes how many workers were asked for and
    runs each task here."""

    sizes: ClassVar[list[int]] = []

    def __init__(self, processes: int, initializer: object = None) -> None:
        del initializer
        self.sizes.append(processes)

    def __enter__(self) -> _CountingPool:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def apply_async(self, func: Any, args: tuple[Any, ...]) -> Any:
        result = func(*args)

        class Done:
            def get(self) -> Any:
                return result

        return Done()


class _Context:
    Pool = _CountingPool


@pytest.fixture
def pools(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The sizes of the worker pools started, on a machine said to have 64 cores."""
    from trickgames import _jobs

    sizes: list[int] = []
    monkeypatch.setattr(_CountingPool, "sizes", sizes)
    monkeypatch.setattr(_jobs.multiprocessing, "get_context", lambda method: _Context())
    monkeypatch.setattr(_jobs, "usable_cpus", lambda: 64)
    return sizes


def test_validate_jobs_starts_no_more_workers_than_chunks_or_cores(
    tmp_path: Path, pools: list[int], monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """docs/cli.md "trickgames validate" (``--jobs J``: at most one worker per chunk of
    records and per processor core): ``--jobs 50`` on 5 records (one chunk) starts no
    worker; with chunks of one record, 5 workers, not 50; on 3 cores, 3."""
    from trickgames import _jobs

    lines = (DATA / "doppelkopf" / "ddv-engine-dev.jsonl").read_text().splitlines()[:5]
    path = tmp_path / "five.jsonl"
    path.write_text("\n".join(lines) + "\n")
    assert main(["validate", "--jobs", "50", str(path)]) == 0
    assert pools == []
    monkeypatch.setattr(_jobs, "CHUNK_RECORDS", 1)
    assert main(["validate", "--jobs", "50", str(path)]) == 0
    assert pools == [5]
    monkeypatch.setattr(_jobs, "usable_cpus", lambda: 3)
    assert main(["validate", "--jobs", "50", str(path)]) == 0
    assert pools == [5, 3]
    assert capsys.readouterr().out.splitlines()[-1].endswith("5 valid, 0 invalid")


def test_simulate_jobs_starts_no_more_workers_than_tasks_or_cores(
    pools: list[int], monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:
    """docs/cli.md "trickgames simulate" (``--jobs J``: at most one worker per task and per
    processor core): ``simulate -n 5 --jobs 50`` starts 5 workers, not 50, and 2 on two
    cores; the output is that of one process."""
    from trickgames import _jobs

    assert main(["simulate", "doppelkopf", "-n", "5", "--seed", "3"]) == 0
    alone = capsys.readouterr().out
    assert main(["simulate", "doppelkopf", "-n", "5", "--seed", "3", "--jobs", "50"]) == 0
    assert capsys.readouterr().out == alone
    monkeypatch.setattr(_jobs, "usable_cpus", lambda: 2)
    assert main(["simulate", "doppelkopf", "-n", "5", "--seed", "3", "--jobs", "50"]) == 0
    assert pools == [5, 2]
    capsys.readouterr()


def test_a_closed_pipe_stops_validate_quietly_with_141(tmp_path: Path) -> None:
    """docs/cli.md "Exit codes" (a closed output pipe: 141, as a program killed by SIGPIPE):
    ``trickgames validate big.jsonl | head -1`` stops when ``head`` has gone, without a
    traceback or a message, and exits 141, not 0, although an invalid record was printed."""
    path = tmp_path / "big.jsonl"
    path.write_text('{"format": "trickgames.record/1"}\n' * 5000)
    for flags in ([], ["--json"]):
        with subprocess.Popen([sys.executable, "-m", "trickgames", "validate", *flags,
                               str(path)], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE) as process:
            assert process.stdout is not None and process.stderr is not None
            first = process.stdout.readline()
            process.stdout.close()  # what head does after its line
            err = process.stderr.read()
            assert process.wait() == 141
        assert f"{path}:1".encode() in first and b"is required" in first
        assert err == b""


def test_no_progress_line_on_a_pipe(tmp_path: Path) -> None:
    """docs/cli.md "trickgames simulate" and "trickgames validate" (the progress line only on
    a terminal): when standard error is a pipe, a run long enough for the progress line
    writes only its summary there, no ``\\r``."""
    out = tmp_path / "sim.jsonl"
    done = subprocess.run([sys.executable, "-m", "trickgames", "simulate", "schafkopf", "-n",
                           "400", "--out", str(out)], capture_output=True, check=False)
    assert done.returncode == 0 and b"\r" not in done.stderr
    assert done.stderr.decode().startswith("400 schafkopf deals")
    done = subprocess.run([sys.executable, "-m", "trickgames", "validate", str(out)],
                          capture_output=True, check=False)
    assert done.returncode == 0 and done.stderr == b""


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_line_on_a_terminal(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "trickgames simulate" and "trickgames validate" (a progress line on a
    terminal, erased at the end): with standard error a terminal, ``simulate`` draws a bar
    and ``validate`` a count of records (the clock here runs a second per reading), each
    erased before the summary."""
    from trickgames import _progress, cli

    clock = iter(range(10**6))
    monkeypatch.setattr(cli, "Progress", functools.partial(
        _progress.Progress, clock=lambda: float(next(clock))))
    out = tmp_path / "sim.jsonl"
    screen = _Terminal()
    monkeypatch.setattr(sys, "stderr", screen)
    assert main(["simulate", "doppelkopf", "-n", "200", "--out", str(out)]) == 0
    shown = screen.getvalue()
    assert "\r[" in shown and "] 200/200 " in shown and " deals/s" in shown
    assert shown.split("\r")[-1].startswith("200 doppelkopf deals")
    screen = _Terminal()
    monkeypatch.setattr(sys, "stderr", screen)
    assert main(["validate", str(out)]) == 0
    assert "\r200 records, " in screen.getvalue()
    assert capsys.readouterr().out == "200 records (200 doppelkopf): 200 valid, 0 invalid\n"


def test_validate_speaks_german(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "Deutsch": with --lang de the validator's lines for people are German (the
    message from the issue's code, naming seat, action and rule; the summary), the codes and
    the --json output stay as they are; English is the default."""
    invalid = str(ROOT / "examples" / "invalid" / "doppelkopf-invalid-revoke.json")
    assert main(["--lang", "de", "validate", invalid]) == 1
    out = capsys.readouterr().out
    assert ": $.actions[7]: p2: Kreuz muss bedient werden (play HT; auf der Hand: CA, CK, C9). " \
           "[must_follow_suit]\n" in out
    assert out.endswith("1 Aufzeichnung (1 doppelkopf): 0 gültig, 1 ungültig\n")
    assert main(["--lang", "en", "validate", invalid]) == 1
    assert "p2 must follow clubs (holds CA, CK, C9) [must_follow_suit]" in capsys.readouterr().out
    assert main(["--lang", "de", "validate", str(ROOT / "no-such-file.json")]) == 2
    assert "trickgames: kann " in capsys.readouterr().err


def _run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    """``main(argv)``'s exit code (also through ``SystemExit``), stdout and stderr."""
    try:
        code = main(argv)
    except SystemExit as exc:
        code = int(exc.code or 0)
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.fixture
def english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    """No German locale, 80 columns: the help as the tests pin it."""
    for key in ("LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(key, raising=False)
    monkeypatch.setenv("LANG", "C")
    monkeypatch.setenv("COLUMNS", "80")


#: ``trickgames rules --help`` in English at 80 columns, as it always was.
RULES_HELP = """\
usage: trickgames rules [-h] GAME [PRESET]

Show every option of a game's rules with its value and meaning, wrapped to the
terminal's width (COLUMNS; 80 columns when not a terminal).

positional arguments:
  GAME        doppelkopf or schafkopf
  PRESET      a preset name (doppelkopf: ddv, pagat, freedoko; schafkopf:
              standard, short, sauspiel, wirtshaus), a rules JSON object or a
              .json file holding one; an object without "preset" starts from
              the default preset (the game's first)

options:
  -h, --help  show this help message and exit
"""


def test_help_speaks_german(capsys: pytest.CaptureFixture[str], english_locale: None,
                            monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/cli.md "Deutsch": with --lang de (before or after the command, also --lang=de) or
    a German locale, the help is German, argparse's own words too (Aufruf, Argumente,
    Optionen); English stays exactly as it was."""
    code, out, _ = _run(["--lang", "de", "--help"], capsys)
    assert code == 0
    assert out.startswith("Aufruf: trickgames [-h] [--version] [--lang {en,de}] COMMAND")
    assert "\nArgumente:\n" in out and "\nOptionen:\n" in out
    assert "diese Hilfe zeigen und beenden" in out and "show" not in out
    assert "    play          ein Spiel oder eine Sitzung gegen den Computer spielen" in out
    code, out, _ = _run(["play", "doppelkopf", "--lang=de", "--help"], capsys)
    assert code == 0 and out.startswith("Aufruf: trickgames play")
    assert "dein Platz, 0-3" in out and "\nSitzungen:\n" in out
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert "Aufruf: trickgames rules" in _run(["rules", "--help"], capsys)[1]
    assert _run(["--lang", "en", "rules", "--help"], capsys)[1] == RULES_HELP
    monkeypatch.setenv("LANG", "C")
    assert _run(["rules", "--help"], capsys)[1] == RULES_HELP


def test_english_help_is_the_english_table(english_locale: None) -> None:
    """docs/cli.md "Deutsch": the English help of every command is the English table's text,
    and the German one the German table's: no text of one language in the other."""
    from trickgames._texts import DE, EN
    from trickgames.cli import _parser

    def helps(parser: argparse.ArgumentParser) -> Iterator[str]:
        yield parser.description or ""
        for action in parser._actions:
            yield action.help or ""
            if isinstance(action, argparse._SubParsersAction):
                for command in action.choices.values():
                    yield from helps(command)

    english, german = set(helps(_parser("en"))), set(helps(_parser("de")))
    assert english.isdisjoint(set(DE.values()) - set(EN.values()))
    assert german.isdisjoint(set(EN.values()) - set(DE.values()))
    assert EN["play.seat"] in english and DE["play.seat"] in german


@pytest.mark.parametrize(("argv", "english", "german"), [
    (["play"], "trickgames play: error: the following arguments are required: GAME",
     "trickgames play: Fehler: diese Argumente fehlen: GAME"),
    (["simulate", "doppelkopf", "-n", "0"],
     "trickgames simulate: error: argument -n: must be at least 1, not 0",
     "trickgames simulate: Fehler: Argument -n: muss mindestens 1 sein, nicht 0"),
    (["play", "doppelkopf", "--players", "5"],
     "trickgames: error: play: --players needs --session",
     "trickgames: Fehler: play: --players geht nur mit --session"),
    (["play", "schafkopf", "--session", "--seat", "4"], "trickgames: --seat is a player 0-3",
     "trickgames: --seat ist ein Spieler 0-3"),
    (["simulate", "schafkopf", "--session"],
     "trickgames: Schafkopf sessions are open-ended: give the number of deals (--deals 32) or "
     "--deals open --stop-after N",
     "trickgames: Schafkopf-Sitzungen sind offen: die Anzahl der Spiele angeben (--deals 32) "
     "oder --deals open --stop-after N"),
    (["tournament", "--players", "heuristic,nobody"],
     "trickgames: unknown player 'nobody' (known: heuristic, random; or MODULE:FACTORY)",
     "trickgames: Unbekannter Spieler 'nobody': ein registrierter Name (etwa heuristic oder "
     "random) oder MODUL:FABRIK."),
    (["rules", "doppelkopf", '{"preset": "ddv", "nines": 3}'],
     "trickgames: option 'nines' must be true or false, not 3",
     "trickgames: Option 'nines': nur true oder false, nicht 3."),
    (["simulate", "schafkopf", "--rules",
      '{"preset": "standard", "games": ["sauspiel"], "knocking": 1}'],
     "trickgames: invalid rules: option 'knocking' must be true or false, not 1",
     "trickgames: ungültige Regeln: Option 'knocking': nur true oder false, nicht 1."),
    (["simulate", "schafkopf", "--rules", '{"preset": "standard", "games": ["sauspiel"]}'],
     "trickgames: invalid rules: games must enable at least one single-player game (a later "
     "bidder must play one)",
     "trickgames: ungültige Regeln: Option 'games': mindestens ein Einzelspiel muss dabei sein "
     "(ein späterer Spieler muss eines spielen)."),
    (["simulate", "doppelkopf", "--rules", "no-such-rules.json"],
     "trickgames: cannot read the rules file no-such-rules.json: No such file or directory",
     "trickgames: kann die Regeldatei no-such-rules.json nicht lesen: Datei oder Ordner nicht "
     "gefunden"),
])
def test_usage_errors_speak_german(argv: list[str], english: str, german: str,
                                   capsys: pytest.CaptureFixture[str], english_locale: None,
                                   tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/cli.md "Exit codes" and "Deutsch": a usage error (argparse's or the command
    line's own) is one German line with --lang de, the English one without; exit 2 both."""
    monkeypatch.chdir(tmp_path)
    code, _, err = _run(argv, capsys)
    assert code == 2 and err.splitlines()[-1] == english
    code, _, err = _run(["--lang", "de", *argv], capsys)
    assert code == 2 and err.splitlines()[-1] == german
    assert "usage:" not in err


def test_simulate_speaks_german(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """docs/cli.md "Deutsch", "trickgames simulate": the summaries are German (German
    numbers), the records written are the same in every language."""
    out_en, out_de = tmp_path / "en.jsonl", tmp_path / "de.jsonl"
    assert main(["--lang", "en", "simulate", "schafkopf", "-n", "3", "--out", str(out_en)]) == 0
    english = capsys.readouterr().err
    assert main(["--lang", "de", "simulate", "schafkopf", "-n", "3", "--out", str(out_de)]) == 0
    german = capsys.readouterr().err
    assert out_de.read_bytes() == out_en.read_bytes()
    assert re.match(r"3 schafkopf deals \(standard, seed 0\) in \d+\.\d\d s: [\d,]+ deals/s\n"
                    r"contracts: ", english)
    assert re.match(r"3 Schafkopf-Spiele \(standard, Seed 0\) in \d+,\d\d s: [\d.]+ Spiele/s\n"
                    r"Spielarten: ", german)
    assert german.split("Spielarten: ")[1] == english.split("contracts: ")[1]
    argv = ["simulate", "doppelkopf", "--session", "-n", "1", "--deals", "4",
            "--no-compulsory-solos", "--out", str(out_de)]
    assert main(["--lang", "de", *argv]) == 0
    assert re.match(r"1 Doppelkopf-Sitzung \(ddv, 4 Spieler, 4 Spiele, Seed 0\): 4 Spiele in "
                    r"\d+,\d\d s: ", capsys.readouterr().err)


def test_rules_speak_german(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "trickgames rules", "Deutsch": the title and every option's meaning are
    German (the option names and JSON values stay); English as before."""
    assert main(["--lang", "de", "rules", "schafkopf", '{"schneider": "symmetric"}']) == 0
    german = capsys.readouterr().out
    assert german.startswith("Schafkopf-Regeln, Regelvorlage standard mit "
                             "schneider=\"symmetric\"\n")
    assert "\nschneider: \"symmetric\"\n    Schneider: `asymmetric` die Spielerseite" in german
    assert main(["--lang", "en", "rules", "schafkopf", '{"schneider": "symmetric"}']) == 0
    english = capsys.readouterr().out
    assert english.startswith("schafkopf rules, preset standard with schneider=\"symmetric\"\n")
    assert "    Schneider: `asymmetric` the declaring side" in english
    assert english.splitlines()[1] == "presets: standard, short, sauspiel, wirtshaus"
    assert german.splitlines()[1] == "Regelvorlagen: standard, short, sauspiel, wirtshaus"
    names = [line.split(":")[0] for line in english.splitlines() if line[:1].isalpha()][2:]
    assert [line.split(":")[0] for line in german.splitlines() if line[:1].isalpha()][2:] \
        == names


def test_progress_line_speaks_german(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/cli.md "Deutsch" and "trickgames simulate": with --lang de the progress line on a
    terminal counts Spiele, the summary after it is German."""
    from trickgames import _progress, cli

    clock = iter(range(10**6))
    monkeypatch.setattr(cli, "Progress", functools.partial(
        _progress.Progress, clock=lambda: float(next(clock))))
    screen = _Terminal()
    monkeypatch.setattr(sys, "stderr", screen)
    out = tmp_path / "deals.jsonl"
    assert main(["--lang", "de", "simulate", "doppelkopf", "-n", "200", "--out", str(out)]) == 0
    shown = screen.getvalue()
    assert "] 200/200 " in shown and " Spiele/s" in shown and " deals/s" not in shown
    assert shown.split("\r")[-1].startswith("200 Doppelkopf-Spiele")


def test_tournament_prints_the_table(capsys: pytest.CaptureFixture[str]) -> None:
    """docs/bots.md "Duplicate deals" (`trickgames tournament`): the table of the players'
    mean results per deal and their difference with 95% intervals, or the same as JSON;
    one player is a usage error (exit 2)."""
    argv = ["tournament", "--players", "heuristic,random", "--game", "schafkopf",
            "--rules", "short", "--deals", "6", "--seed", "3"]
    code, out, _ = _run(argv, capsys)
    assert code == 0
    assert out.startswith("Schafkopf (short): 6 deals, seed 3, each played 2 times")
    assert "heuristic - random" in out and "mean per deal (cents)" in out
    code, out, _ = _run([*argv, "--json"], capsys)
    result = json.loads(out)
    assert code == 0 and result["deals"] == 6 and result["rules"] == "short"
    assert result["standings"]["heuristic"]["mean"] == -result["standings"]["random"]["mean"]
    code, _, err = _run(["tournament", "--players", "heuristic"], capsys)
    assert code == 2 and "2 to 4 players" in err
def test_simulate_piped_into_validate_dash() -> None:
    """docs/cli.md "trickgames validate" (``-``): ``trickgames simulate ... | trickgames
    validate -`` validates what simulate wrote, read from standard input."""
    command = [sys.executable, "-m", "trickgames"]
    simulated = subprocess.run([*command, "simulate", "schafkopf", "-n", "3"],
                               capture_output=True, check=True)
    done = subprocess.run([*command, "validate", "-"], input=simulated.stdout,
                          capture_output=True, check=False)
    assert done.returncode == 0, done.stderr
    assert done.stdout.decode() == "3 records (3 schafkopf): 3 valid, 0 invalid\n"


def test_trickgames_alone_prints_the_help(capsys: pytest.CaptureFixture[str],
                                          english_locale: None) -> None:
    """docs/cli.md: ``trickgames`` without a command prints the help (the commands, one line
    each) and exits with 0, not with an error."""
    assert main([]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: trickgames") and "    play " in out and "    import " in out


def test_play_help_says_how_many_computers(capsys: pytest.CaptureFixture[str],
                                           english_locale: None) -> None:
    """docs/cli.md "trickgames play": ``play --help`` does not promise three computer players
    to a table of five, and names the default notation of each language."""
    code, out, _ = _run(["play", "--help"], capsys)
    assert code == 0
    flat = " ".join(out.split())
    assert "at a table of five, four play each deal and the dealer sits out" in flat
    assert "(default: german with --lang de, else letters)" in flat
