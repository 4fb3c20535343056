"""Terminal play (README.md Command line: `trickgames play`; docs/cli.md "trickgames play")."""

from __future__ import annotations

import contextlib
import io
import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest

import trickgames
from tests._seats import assert_refuses_no_seats
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames._core import sessions
from trickgames.cli import main
from trickgames.terminal import Quit, play_in_terminal, play_session_in_terminal

DOPPELKOPF = trickgames.GAMES["doppelkopf"].sessions
SCHAFKOPF = trickgames.GAMES["schafkopf"].sessions


def _answers(values: Iterator[str]) -> object:
    def read(prompt: str) -> str:
        return next(values)

    return read


def test_a_whole_deal_with_numbers() -> None:
    """docs/cli.md "trickgames play": a person plays a full deal by choosing numbered legal
    choices."""
    out = io.StringIO()
    final = play_in_terminal("doppelkopf", dk.DDV, seat=0, seed=3,
                             read=_answers(itertools.repeat("1")), out=out)  # type: ignore[arg-type]
    assert final.is_over
    text = out.getvalue()
    assert "The deal is over." in text
    assert "Your hand (p0):" in text


def test_illegal_and_garbage_input_is_refused_with_the_rule() -> None:
    """docs/cli.md "trickgames play": illegal input is refused with the rule that forbids it,
    then asked again."""
    answers = itertools.chain(["banana", "99", "play C9"], itertools.repeat("1"))
    out = io.StringIO()
    play_in_terminal("doppelkopf", dk.DDV, seat=1, seed=5, read=_answers(answers),  # type: ignore[arg-type]
                     out=out)
    text = out.getvalue()
    assert "I do not understand 'banana'" in text
    assert "I do not understand '99'" in text


def test_words_are_accepted() -> None:
    """docs/cli.md "trickgames play": a choice may be typed as words (healthy, play HT, ♥10)."""
    answers = itertools.chain(["healthy"], itertools.repeat("1"))
    out = io.StringIO()
    final = play_in_terminal("doppelkopf", dk.DDV, seat=1, seed=5, read=_answers(answers),  # type: ignore[arg-type]
                             out=out)
    assert str(final.actions[0]) == "p1 healthy"


@pytest.mark.parametrize("error", [EOFError, KeyboardInterrupt])
def test_ctrl_d_and_ctrl_c_leave_cleanly(error: type[BaseException]) -> None:
    """docs/cli.md "trickgames play": Ctrl-D and Ctrl-C leave cleanly (no traceback)."""

    def read(prompt: str) -> str:
        raise error

    with pytest.raises(Quit):
        play_in_terminal("doppelkopf", dk.DDV, seat=1, seed=5, read=read, out=io.StringIO())


def test_cli_play_eof_says_bye(monkeypatch: pytest.MonkeyPatch,
                               capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "trickgames play": `trickgames play` ends with a message, not a traceback,
    on Ctrl-D."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "doppelkopf", "--seed", "2", "--seat", "1"]) == 0
    assert "Bye." in capsys.readouterr().out


# -- whole sessions (docs/sessions.md "trickgames play GAME --session") -------------------------


def test_a_scripted_game_of_8_deals() -> None:
    """doppelkopf.md Sessions (seed 003's games of 8 deals): a person plays a whole game of 8
    deals; standings after every deal and final standings, and the session record validates."""
    session = sessions.start(DOPPELKOPF, "ddv", 4, deals=8, compulsory_solos=True,
                             first_dealer=3)
    out = io.StringIO()
    final = play_session_in_terminal("doppelkopf", session, player=0, seed=11,
                                     read=_answers(itertools.repeat("1")), out=out)  # type: ignore[arg-type]
    assert sessions.is_over(final)
    text = out.getvalue()
    assert text.count("Standings:") == len(final.deals)
    assert "Compulsory solos still owed:" in text
    assert "Final standings:" in text and "Traceback" not in text
    report = trickgames.validate(sessions.to_record(final).to_json())
    assert report.valid, report.issues


def test_five_players_the_person_sits_out_and_sees_a_summary() -> None:
    """doppelkopf.md Sessions: at five the dealer sits out; the computers play that deal and it
    is summarised, and a forced solo is announced before its deal."""
    session = sessions.start(DOPPELKOPF, "ddv", 5, deals=5, compulsory_solos=True,
                             first_dealer=0)
    out = io.StringIO()
    final = play_session_in_terminal("doppelkopf", session, player=0, seed=2,
                                     read=_answers(itertools.repeat("1")), out=out)  # type: ignore[arg-type]
    text = out.getvalue()
    assert "A (you) sits this deal out" in text
    assert "The computers played:" in text
    assert "Forced solo:" in text
    assert trickgames.validate(sessions.to_record(final).to_json()).valid


def test_a_schafkopf_evening_shows_the_ledger() -> None:
    """docs/sessions.md "The Schafkopf ledger" (seed 002): a Schafkopf session of a few deals
    shows the ledger and balances."""
    session = sessions.start(SCHAFKOPF, "standard", 4, deals=3)
    out = io.StringIO()
    final = play_session_in_terminal("schafkopf", session, player=2, seed=4,
                                     read=_answers(itertools.repeat("1")), out=out)  # type: ignore[arg-type]
    text = out.getvalue()
    assert text.count("Ledger:") == 3 and "balance" in text
    assert "Final balances (cents):" in text
    assert sum(final.totals) == 0


def test_an_open_ended_evening_ends_when_the_person_says_so() -> None:
    """docs/sessions.md "trickgames play GAME --session": an open-ended session ends between two
    deals when the person types 'end'."""
    session = sessions.start(SCHAFKOPF, "standard", 4, deals=None)
    answers = iter(["1"] * 200)

    def read(prompt: str) -> str:
        return "end" if prompt.startswith("Enter: next deal") else next(answers)

    final = play_session_in_terminal("schafkopf", session, player=0, seed=1, read=read,
                                     out=io.StringIO())
    assert len(final.deals) == 1
    assert trickgames.validate(sessions.to_record(final).to_json()).valid


@pytest.mark.parametrize("error", [EOFError, KeyboardInterrupt])
def test_ctrl_d_and_ctrl_c_leave_a_session_cleanly(error: type[BaseException]) -> None:
    """docs/sessions.md "trickgames play GAME --session": Ctrl-D and Ctrl-C leave a session
    cleanly at any prompt."""

    def read(prompt: str) -> str:
        raise error

    session = sessions.start(DOPPELKOPF, "ddv", 4, deals=4, compulsory_solos=False)
    with pytest.raises(Quit):
        play_session_in_terminal("doppelkopf", session, player=1, seed=5, read=read,
                                 out=io.StringIO())


def test_cli_play_session_eof_says_bye(monkeypatch: pytest.MonkeyPatch,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    """docs/sessions.md "trickgames play GAME --session": `trickgames play --session` ends with
    a message on Ctrl-D."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "schafkopf", "--session", "--seed", "2", "--seat", "1"]) == 0
    captured = capsys.readouterr()
    assert "Bye." in captured.out and "Traceback" not in captured.err


def test_cli_play_session_to_the_end_and_save(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path) -> None:
    """docs/sessions.md "trickgames play GAME --session": `trickgames play --session` plays every
    deal and offers to save the session record, which validates."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 5000))
    assert main(["play", "doppelkopf", "--session", "--players", "5", "--deals", "5",
                 "--seat", "4", "--seed", "3"]) == 0
    assert "Saved to 1." in capsys.readouterr().out
    assert main(["validate", str(tmp_path / "1")]) == 0


def test_a_whole_schafkopf_deal_with_numbers() -> None:
    """docs/cli.md "trickgames play": a person plays a full Schafkopf deal (bid, then cards) by
    numbered choices."""
    out = io.StringIO()
    answers = itertools.chain(["2"], itertools.repeat("1"))  # 1) pass 2) bid, then the first
    final = play_in_terminal("schafkopf", sk.STANDARD, seat=0, seed=0,
                             read=_answers(answers), out=out)  # type: ignore[arg-type]
    assert final.is_over and len(final.tricks) == 8
    assert str(final.actions[0]) == "p0 bid"
    text = out.getvalue()
    assert "Your hand (p0):" in text and "Game: " in text and "Not allowed" not in text
    assert "The deal is over." in text and "Scores: p0: " in text


def test_illegal_schafkopf_input_is_refused_with_the_rule() -> None:
    """docs/cli.md "trickgames play": garbage and illegal Schafkopf input is refused, illegal
    moves with the rule and its code (docs/schafkopf.md "Illegal actions"), then the person is
    asked again."""
    answers = itertools.chain(["banana", "99", "play EO", "kontra", "pass"],
                              itertools.repeat("1"))
    out = io.StringIO()
    final = play_in_terminal("schafkopf", sk.STANDARD, seat=0, seed=0,
                             read=_answers(answers), out=out)  # type: ignore[arg-type]
    text = out.getvalue()
    assert "I do not understand 'banana'" in text and "I do not understand '99'" in text
    assert "Not allowed: p0 cannot play a card now (the bidding is not over) " \
           "[not_play_phase]" in text
    assert "[doubling_not_yet]" in text
    assert str(final.actions[0]) == "p0 pass"


def test_cli_play_schafkopf_eof_says_bye(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "trickgames play": `trickgames play schafkopf` leaves with a message, not a
    traceback, on Ctrl-D."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "schafkopf", "--seed", "2", "--rules", "sauspiel"]) == 0
    assert "Bye." in capsys.readouterr().out


def test_the_person_s_seat_and_player_must_be_seats() -> None:
    """records.md "Seats", docs/api.md "Errors" (a seat that is not an ``int`` ``0..3`` is an
    ArgumentError, ``invalid_seat``): the person's seat of a deal, and the person's player of
    a session (0..4 at a five-player table), are refused before anything is played."""
    def deal(seat: object) -> None:
        play_in_terminal("doppelkopf", dk.DDV, seat=seat, seed=3,  # type: ignore[arg-type]
                         read=_answers(iter(["q"])), out=io.StringIO())  # type: ignore[arg-type]

    def session(player: object) -> None:
        table = sessions.start(DOPPELKOPF, "ddv", 5, deals=5, compulsory_solos=True)
        play_session_in_terminal("doppelkopf", table, player=player,  # type: ignore[arg-type]
                                 seed=2, read=_answers(iter(["q"])),  # type: ignore[arg-type]
                                 out=io.StringIO())

    def quietly(play: object) -> object:
        def take(value: object) -> None:
            with contextlib.suppress(Quit):
                play(value)  # type: ignore[operator]
        return take

    assert_refuses_no_seats("play_in_terminal(seat=...)", quietly(deal))
    assert_refuses_no_seats("play_session_in_terminal(player=...)", quietly(session), seats=5)
