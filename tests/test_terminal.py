"""Terminal play (issue 4, "trickgames play")."""

from __future__ import annotations

import io
import itertools
from collections.abc import Iterator

import pytest

from trickgames import doppelkopf as dk
from trickgames.cli import main
from trickgames.terminal import Quit, play_in_terminal


def _answers(values: Iterator[str]) -> object:
    def read(prompt: str) -> str:
        return next(values)

    return read


def test_a_whole_deal_with_numbers() -> None:
    """Issue 4: a person plays a full deal by choosing numbered legal choices."""
    out = io.StringIO()
    final = play_in_terminal("doppelkopf", dk.DDV, seat=0, seed=3,
                             read=_answers(itertools.repeat("1")), out=out)  # type: ignore[arg-type]
    assert final.is_over
    text = out.getvalue()
    assert "The deal is over." in text
    assert "Your hand (p0):" in text


def test_illegal_and_garbage_input_is_refused_with_the_rule() -> None:
    """Issue 4: illegal input is refused with the rule that forbids it, then asked again."""
    answers = itertools.chain(["banana", "99", "play C9"], itertools.repeat("1"))
    out = io.StringIO()
    play_in_terminal("doppelkopf", dk.DDV, seat=1, seed=5, read=_answers(answers),  # type: ignore[arg-type]
                     out=out)
    text = out.getvalue()
    assert "I do not understand 'banana'" in text
    assert "I do not understand '99'" in text


def test_words_are_accepted() -> None:
    """Issue 4: a choice may be typed as words (healthy, play HT, ♥10)."""
    answers = itertools.chain(["healthy"], itertools.repeat("1"))
    out = io.StringIO()
    final = play_in_terminal("doppelkopf", dk.DDV, seat=1, seed=5, read=_answers(answers),  # type: ignore[arg-type]
                             out=out)
    assert str(final.actions[0]) == "p1 healthy"


@pytest.mark.parametrize("error", [EOFError, KeyboardInterrupt])
def test_ctrl_d_and_ctrl_c_leave_cleanly(error: type[BaseException]) -> None:
    """Issue 4: Ctrl-D and Ctrl-C leave cleanly (no traceback)."""

    def read(prompt: str) -> str:
        raise error

    with pytest.raises(Quit):
        play_in_terminal("doppelkopf", dk.DDV, seat=1, seed=5, read=read, out=io.StringIO())


def test_cli_play_eof_says_bye(monkeypatch: pytest.MonkeyPatch,
                               capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 4: `trickgames play` ends with a message, not a traceback, on Ctrl-D."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "doppelkopf", "--seed", "2", "--seat", "1"]) == 0
    assert "Bye." in capsys.readouterr().out
