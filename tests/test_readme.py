"""The README's quickstart: exactly two commands, and CI runs them as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from trickgames.cli import main

ROOT = Path(__file__).parent.parent


def _section(title: str) -> str:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return text.split(f"## {title}\n", 1)[1].split("\n## ", 1)[0]


def _quickstart_commands() -> list[str]:
    section = _section("Quickstart")
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", section, re.S)]


def test_quickstart_has_exactly_two_commands() -> None:
    """Developers' guide, README: the quickstart has exactly two one-line commands."""
    commands = _quickstart_commands()
    assert len(commands) == 2
    assert all("\n" not in c for c in commands)
    assert commands[0].endswith(".venv/bin/trickgames validate examples/records")
    assert "pytest" in commands[1]


def test_the_main_command_exits_0_with_the_summary_shown(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """README.md Quickstart: the main command validates the bundled examples, prints the
    summary the README quotes and exits with status 0."""
    monkeypatch.chdir(ROOT)
    assert main(["validate", "examples/records"]) == 0
    summary = capsys.readouterr().out.strip()
    assert f"`{summary}`" in _section("Quickstart").replace("\n", " ")


def test_the_console_examples_show_what_the_commands_print(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """README.md "A record with a mistake": the invalid example prints exactly the lines shown
    and exits with status 1; the next step after the quickstart is `trickgames play
    doppelkopf`."""
    monkeypatch.chdir(ROOT)
    blocks = re.findall(r"```console\n\$ \.venv/bin/trickgames (.*?)\n(.*?)```",
                        _section("A record with a mistake"), re.S)
    assert [args for args, _ in blocks] == ["validate examples/invalid"]
    for args, shown in blocks:
        assert main(args.split()) == 1
        assert capsys.readouterr().out == shown
    assert "```console\n$ .venv/bin/trickgames play doppelkopf\n```" in _section("Quickstart")


def test_ci_runs_the_readme_commands_as_written() -> None:
    """Developers' guide, CI: .ci/run installs the project the way the README says."""
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for command in _quickstart_commands():
        assert command in script
