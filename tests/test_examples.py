"""The runnable examples in examples/ (issue 4: "Each example runs in the test suite")."""

from __future__ import annotations

import importlib.util
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
    """Issue 4: the minimal frontend loop plays a deal from views and legal actions only."""
    result = _load("frontend_loop").main("doppelkopf", 3)
    assert sum(result["scores"]) == 0
    assert '"scores"' in capsys.readouterr().out


def test_validate_folder(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 4: the folder validator reports the invalid example record."""
    status = _load("validate_folder").main([str(EXAMPLES / "records")])
    assert status == 1
    assert "1 invalid" in capsys.readouterr().out


def test_bot_tournament(capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 4: the bot tournament prints the average score per seat (few deals here)."""
    averages = _load("bot_tournament").main("doppelkopf", 8, 1)
    assert abs(sum(averages)) < 1e-9
    assert "p3 (random)" in capsys.readouterr().out
