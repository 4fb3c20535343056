"""The README's quickstart: exactly two commands, and CI runs them as written."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).parent.parent


def _quickstart_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text.split("## Quickstart", 1)[1].split("\n## ", 1)[0]
    return [block.strip() for block in re.findall(r"```sh\n(.*?)```", section, re.S)]


def test_quickstart_has_exactly_two_commands() -> None:
    """Developers' guide, README: the quickstart has exactly two one-line commands."""
    commands = _quickstart_commands()
    assert len(commands) == 2
    assert all("\n" not in c for c in commands)
    assert "trickgames validate examples/records" in commands[0]
    assert "pytest" in commands[1]


def test_ci_runs_the_readme_commands_as_written() -> None:
    """Developers' guide, CI: .ci/run installs the project the way the README says."""
    script = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    for command in _quickstart_commands():
        assert command in script
