"""Terminal play (README.md Command line: `trickgames play`; docs/cli.md "trickgames play")."""

from __future__ import annotations

import ast
import contextlib
import inspect
import io
import itertools
import json
import os
import re
import stat
import string
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import ClassVar

import pytest

import trickgames
from tests._seats import assert_refuses_no_seats
from trickgames import doppelkopf as dk
from trickgames import schafkopf as sk
from trickgames import terminal
from trickgames._core import sessions
from trickgames.cli import main
from trickgames.terminal import Quit, play_in_terminal, play_session_in_terminal, save_prompt

DOPPELKOPF = trickgames.GAMES["doppelkopf"].sessions
SCHAFKOPF = trickgames.GAMES["schafkopf"].sessions


def _answers(values: Iterator[str]) -> object:
    def read(prompt: str) -> str:
        return next(values)

    return read


def _typing(monkeypatch: pytest.MonkeyPatch, typed: list[str], save: str = "1") -> None:
    """The person types ``typed``, then ``1`` at every prompt, and at the end saves to the
    file ``save`` (yes, then the name); the prompts are written as ``input`` writes them."""
    import sys

    answers = iter(typed)

    def read(prompt: str = "") -> str:
        sys.stdout.write(prompt)
        if "(y/n" in prompt or "(j/n" in prompt:
            return "y"
        if prompt.startswith(("File name", "Dateiname")):
            return save
        return next(answers, "1")

    monkeypatch.setattr("builtins.input", read)


def test_a_whole_deal_with_numbers() -> None:
    """docs/cli.md "trickgames play": a person plays a full deal by choosing numbered legal
    choices."""
    out = io.StringIO()
    final = play_in_terminal("doppelkopf", dk.DDV, seat=0, seed=3,
                             read=_answers(itertools.repeat("1")), out=out)  # type: ignore[arg-type]
    assert final.is_over
    text = out.getvalue()
    assert "The deal is over." in text
    assert "Your hand: " in text and "(p0)" not in text


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
                                       capsys: pytest.CaptureFixture[str],
                                       tmp_path: Path) -> None:
    """docs/sessions.md "trickgames play GAME --session": `trickgames play --session` ends with
    a message on Ctrl-D."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert main(["play", "schafkopf", "--session", "--seed", "2", "--seat", "1",
                 "--autosave", str(tmp_path / "autosave.json")]) == 0
    captured = capsys.readouterr()
    assert "Bye." in captured.out and "Traceback" not in captured.err


def test_cli_play_session_to_the_end_and_save(monkeypatch: pytest.MonkeyPatch,
                                              capsys: pytest.CaptureFixture[str],
                                              tmp_path: Path) -> None:
    """docs/sessions.md "trickgames play GAME --session": `trickgames play --session` plays every
    deal and offers to save the session record, which validates."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    monkeypatch.setenv("COLUMNS", "200")
    _typing(monkeypatch, [])
    assert main(["--lang", "en", "play", "doppelkopf", "--session", "--players", "5",
                 "--deals", "5", "--seat", "4", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert "Saved to 1." in out
    assert main(["validate", str(tmp_path / "1")]) == 0
    # The autosave (docs/cli.md "trickgames play": "Autosave") holds the same session.
    autosave = tmp_path / "state" / "trickgames" / "session-autosave.json"
    assert f"The session is saved after every deal to {autosave}." in out
    assert autosave.read_text(encoding="utf-8") == (tmp_path / "1").read_text(encoding="utf-8")


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
    assert "Your hand: " in text and "Game: " in text and "Not allowed" not in text
    assert "The deal is over." in text and "Scores: you: " in text


def test_illegal_schafkopf_input_is_refused_with_the_rule() -> None:
    """docs/cli.md "trickgames play": garbage and illegal Schafkopf input is refused, illegal
    moves with the rule and its code (docs/schafkopf.md "Illegal actions"), then the person is
    asked again."""
    answers = itertools.chain(["banana", "99", "play EO", "kontra", "pass"],
                              itertools.repeat("1"))
    out = io.StringIO()
    final = play_in_terminal("schafkopf", sk.STANDARD, seat=0, seed=0,
                             read=_answers(answers), out=out, width=200)  # type: ignore[arg-type]
    text = out.getvalue()
    assert "I do not understand 'banana'" in text and "I do not understand '99'" in text
    assert "Not allowed: you cannot play a card now (the bidding is not over) " \
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


# -- as a person plays (docs/cli.md "trickgames play") -------------------------------------------

_SEAT_NAME = re.compile(r"\bp[0-4]\b")


def _play_cli(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
              tmp_path: Path, typed: list[str], *args: str) -> str:
    """``trickgames play ARGS`` with ``typed`` as the person types it (then ``1`` for every
    other prompt, so that the deal ends and is saved to the file ``1``), on a screen 200
    columns wide; the screen."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("COLUMNS", "200")
    _typing(monkeypatch, typed)
    assert main(["play", *args]) == 0
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    assert main(["validate", str(tmp_path / "1")]) == 0
    capsys.readouterr()
    return captured.out


def _trick_points(text: str, took: str, points: str) -> list[int]:
    return [int(n) for n in re.findall(rf"{took} \d+ (?:to|an) \S+(?: \([^)]*\))?: (\d+) {points}",
                                       text)]


def _assert_card_points(text: str, tricks: int, total: int, one: str, other: str) -> None:
    """Every trick's points on the screen, and the two sides' card points at the end, sum to
    the deck's ``total``."""
    points = _trick_points(text, "trick", "points")
    assert len(points) == tricks and sum(points) == total
    found = re.search(rf"Card points: {one} (\d+), {other} (\d+) \(together {total}\); "
                      rf"tricks: {one} \d+, {other} \d+", text)
    assert found is not None and int(found.group(1)) + int(found.group(2)) == total


def test_a_doppelkopf_deal_as_a_person_types_it(monkeypatch: pytest.MonkeyPatch,
                                                capsys: pytest.CaptureFixture[str],
                                                tmp_path: Path) -> None:
    """docs/cli.md "trickgames play": help lists what can be typed now, hint gives the computer
    player's choice with its reason, a typo is refused and asked again, `re` announces; after
    every trick its taker and points, at the end both parties' card points (240 together),
    the tricks and the score item by item; the person is "you" and no seat (p0) is shown."""
    text = _play_cli(monkeypatch, capsys, tmp_path,
                     ["help", "hint", "banana", "re", "healthy", "?", "hint", "re"],
                     "doppelkopf", "--seed", "0")
    assert "  You can type now:\n    the number of a choice, 1 to 2\n" \
           "    healthy: 'healthy'\n" in text
    assert "  Hint: healthy (nothing to reserve for: a normal game)" in text
    assert "  I do not understand 'banana': type a number from 1 to 2, the action " \
           "(e.g. 'healthy'), or 'help'." in text
    assert "  Not allowed: you cannot announce yet: the game type is not settled " \
           "[announcement_not_yet]" in text
    assert "    re: 're', 'announce re'" in text  # help during play names the words
    assert text.count("  Hint: ") == 2  # during play too, with the player's reason
    assert re.search(r"  Hint: .+ \(.+\)\n(.*\n)*Announced: re", text)
    assert "Announced: re" in text and "Your hand: " in text
    _assert_card_points(text, 12, 240, "Re", "Kontra")
    assert re.search(r"card points so far: re \d+, kontra \d+\n\nThe deal is over.", text)
    assert re.search(r"\n= \d+ for (Re|Kontra)\nScores: you: [-+]\d+  B: ", text)
    assert not _SEAT_NAME.search(text)


def test_the_choices_are_the_cards_in_hand_order_then_the_rest() -> None:
    """docs/cli.md "trickgames play": the numbered choices are the cards in the hand's order
    (a card held twice once), then the other actions; the numbers follow that order."""
    out = io.StringIO()
    answers = itertools.chain(["healthy"], itertools.repeat("1"))
    play_in_terminal("doppelkopf", dk.DDV, seat=0, seed=0, read=_answers(answers),  # type: ignore[arg-type]
                     out=out)
    block = out.getvalue().split("Trick 1: you lead\n", 1)[1].split("\n\n", 1)[0]
    hand = block.splitlines()[0].removeprefix("Your hand: ").split()
    choices = re.findall(r"^ +(\d+)\) (.*)$", block, re.MULTILINE)
    assert [int(n) for n, _ in choices] == list(range(1, len(choices) + 1))
    plays = [c.removeprefix("play ") for _, c in choices if c.startswith("play ")]
    assert plays == list(dict.fromkeys(hand))  # hand order, HT HT once
    assert len(plays) < len(hand)  # the hand holds a card twice (DQ, DT)
    assert [c for _, c in choices[len(plays):]] == ["re", "no90", "no60", "no30", "schwarz"]


def test_a_doppelkopf_deal_in_german(monkeypatch: pytest.MonkeyPatch,
                                     capsys: pytest.CaptureFixture[str],
                                     tmp_path: Path) -> None:
    """docs/cli.md "Deutsch": with --lang de the whole screen is German, with the players'
    words typed and shown (gesund, re, keine 90, Augen, Stich), German card names and German
    error messages."""
    text = _play_cli(monkeypatch, capsys, tmp_path,
                     ["hilfe", "tipp", "quatsch", "re", "gesund", "re", "keine 90", "KrD"],
                     "doppelkopf", "--seed", "0", "--lang", "de", "--cards", "german")
    assert text.startswith("Doppelkopf, Regeln ddv, Spiel-Seed 0. Du spielst mit B, C und D; "
                           "D gibt.\nKarten: Kr Kreuz, Pi Pik, He Herz, Ka Karo")
    assert "    gesund: 'gesund'" in text and "  Tipp: gesund (kein Vorbehalt nötig" in text
    assert "  Das verstehe ich nicht: 'quatsch'." in text
    assert "  Nicht erlaubt: Noch keine Ansage: das Spiel steht noch nicht fest (Re). " \
           "[announcement_not_yet]" in text
    assert "Deine Karten: KrD PiD KaD KaD PiB HeB KaZ KaZ   KrA   PiA Pi9   He9" in text
    assert "Angesagt: Re keine 90" in text and "Letzter Stich (1): du KrD" in text
    tricks = _trick_points(text, "Stich", "Augen")
    assert len(tricks) == 12 and sum(tricks) == 240
    assert re.search(r"Augen: Re \d+, Kontra \d+ \(zusammen 240\); Stiche: Re \d+", text)
    assert "Ergebnis: du: " in text
    for english in ("Your hand", "Contract", "trick ", "Scores"):
        assert english not in text


def test_a_schafkopf_deal_as_a_person_types_it(monkeypatch: pytest.MonkeyPatch,
                                               capsys: pytest.CaptureFixture[str],
                                               tmp_path: Path) -> None:
    """docs/cli.md "trickgames play": a Schafkopf deal typed in words (bid, then the game by
    its name) with help and hint in the bidding; the card points of both sides sum to 120
    and the value is shown as the payout formula made from the score items."""
    text = _play_cli(monkeypatch, capsys, tmp_path,
                     ["hint", "help", "bd", "bid", "hint", "wenz"], "schafkopf", "--seed", "7")
    assert re.search(r"  Hint: (bid|pass) \(", text)
    assert "    pass: 'pass'\n    bid: 'bid', 'i play'\n" in text
    assert "I do not understand 'bd'" in text
    assert "Game: wenz by you" in text
    _assert_card_points(text, 8, 120, "declarers", "defenders")
    formula = re.search(r"Value: (.*)\n", text).group(1)  # type: ignore[union-attr]
    terms, _, value = formula.rpartition(" = ")
    shown = terms or value
    assert re.fullmatch(r"[\d +·()]+", shown)
    assert eval(shown.replace("·", "*"), {}) == int(value)  # digits, +, · and brackets only
    assert not _SEAT_NAME.search(text)


def test_a_schafkopf_deal_in_german(monkeypatch: pytest.MonkeyPatch,
                                    capsys: pytest.CaptureFixture[str],
                                    tmp_path: Path) -> None:
    """docs/cli.md "Deutsch": German words in the bidding (ich spiel, Wenz) and the German
    screen (Augen, Spieler, Nichtspieler, Wert), chosen by the locale (LANG)."""
    monkeypatch.setenv("LC_ALL", "")
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    text = _play_cli(monkeypatch, capsys, tmp_path, ["tipp", "ich spiel", "Wenz"],
                     "schafkopf", "--seed", "7")
    assert "Spiel: Wenz von dir" in text and "Deine Wahl" in text
    tricks = _trick_points(text, "Stich", "Augen")
    assert sum(tricks) == 120
    assert re.search(r"Augen: Spieler \d+, Nichtspieler \d+ \(zusammen 120\)", text)
    assert "Wert: " in text and "Ergebnis: du: " in text


def test_errors_are_shown_in_the_screen_s_notation() -> None:
    """docs/cli.md "trickgames play" (--cards): an illegal card is refused in the notation of
    the screen (♣A, not CA), and the person is "you"."""
    out = io.StringIO()
    tried: list[str] = []

    def read(prompt: str) -> str:
        screen = out.getvalue()
        if "Enter to go on" in prompt:
            return ""
        hand = screen.rsplit("Your hand: ", 1)[-1].splitlines()[0].split()
        if "Trick " in screen.rsplit("Your hand: ", 1)[0].rsplit("\n\n", 1)[-1] and hand:
            # Type every card of the hand in letters, in turn: the illegal ones are refused.
            for shown in hand:
                card = trickgames.GAMES["doppelkopf"].presenter.notations.read(shown)
                if card.name not in tried:
                    tried.append(card.name)
                    return str(card.name)
        tried.clear()
        return "1"

    play_in_terminal("doppelkopf", dk.DDV, seat=0, seed=5, read=read, out=out,
                     cards="symbols")
    refusals = re.findall(r"Not allowed: (.*) \[must_follow_suit\]", out.getvalue())
    assert refusals
    for message in refusals:
        assert message.startswith("you must follow ") and "(holds " in message
        assert re.search("[♣♠♥♦]", message)
        assert not re.search(r"\b[CSHD][ATKQJ9]\b", message)


@pytest.mark.parametrize(("game", "rules"), [("doppelkopf", "ddv"), ("doppelkopf", "pagat"),
                                             ("schafkopf", "standard"),
                                             ("schafkopf", "sauspiel")])
def test_the_hint_is_a_legal_choice_in_every_phase(game: str, rules: str) -> None:
    """docs/cli.md "trickgames play" (hint): in every phase (reservations, poverty, bidding,
    announcements, knocks, doublings, card play) the hint names one of the choices on the
    screen, or says to let an off-turn moment pass."""
    def hint_first() -> Callable[[str], str]:
        asked = {"hint": False}

        def read(prompt: str) -> str:
            asked["hint"] = not asked["hint"]
            if asked["hint"]:
                return "hint"
            return "" if "Enter to go on" in prompt else "1"

        return read

    for seed in range(6):
        out = io.StringIO()
        play_in_terminal(game, GAMES_RULES[game](rules), seat=seed % 4, seed=seed,
                         read=hint_first(), out=out)
        screens = out.getvalue().split("\n\n")
        hints = 0
        for screen in screens:
            choices = re.findall(r"^ +\d+\) (.*)$", screen, re.MULTILINE)
            for hint in re.findall(r"^  Hint: (.*)$", screen, re.MULTILINE):
                hints += 1
                if hint.startswith("nothing now"):
                    assert "you may act now:" in screen
                else:
                    assert hint.split(" (", 1)[0] in choices
        assert hints


GAMES_RULES = {"doppelkopf": dk.Rules.from_json, "schafkopf": sk.Rules.from_json}


def test_german_usage_errors_and_the_default_language(monkeypatch: pytest.MonkeyPatch,
                                                       capsys: pytest.CaptureFixture[str]
                                                       ) -> None:
    """docs/cli.md "Deutsch": the command line's error messages are German with --lang de
    (from the error's code); without --lang the locale decides, English by default."""
    assert main(["--lang", "de", "play", "doppelkopf", "--rules", "tsr"]) == 2
    # As in English ("invalid rules: unknown Doppelkopf preset 'tsr' ..."): what is wrong,
    # then the problem's German text from its code, with the names it gives.
    assert "trickgames: ungültige Regeln: Unbekannte Doppelkopf-Regelvorlage 'tsr' (bekannt: " \
        "ddv, freedoko, pagat)." in capsys.readouterr().err
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    monkeypatch.setenv("LC_ALL", "de_DE.UTF-8")
    assert main(["play", "doppelkopf", "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "Deine Karten:" in out and "Tschüss." in out
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    assert main(["play", "doppelkopf", "--seed", "1"]) == 0
    assert "Your hand:" in capsys.readouterr().out


def test_a_bad_file_name_is_asked_again(tmp_path: Path) -> None:
    """docs/cli.md "trickgames play" (saving): a file name that cannot be written is reported
    and asked for again, so that the deal is not lost; Enter saves nothing."""
    state = play_in_terminal("schafkopf", sk.STANDARD, seat=0, seed=0,
                             read=_answers(itertools.repeat("1")), out=io.StringIO())  # type: ignore[arg-type]
    good = tmp_path / "deal.json"
    out = io.StringIO()
    answers = iter(["y", str(tmp_path / "no-such-dir" / "x.json"), str(good)])
    assert save_prompt(_answers(answers), out, "schafkopf", state) == str(good)  # type: ignore[arg-type]
    text = out.getvalue()
    assert "Could not save: No such file or directory." in text
    assert f"Saved to {good}." in " ".join(text.split())
    assert trickgames.validate(good.read_text(encoding="utf-8")).valid
    assert save_prompt(_answers(iter([""])), io.StringIO(), "schafkopf", state) is None  # type: ignore[arg-type]


def test_the_autosave_is_written_after_every_deal(tmp_path: Path) -> None:
    """docs/cli.md "trickgames play" (autosave): the session record so far is written to the
    autosave file after every deal, so that leaving early keeps the deals played; it is a
    valid session record."""
    autosave = tmp_path / "auto" / "session.json"
    session = sessions.start(SCHAFKOPF, "standard", 4, deals=None)
    answers = iter(["1"] * 400)

    def read(prompt: str) -> str:
        if prompt.startswith("Enter: next deal"):
            if autosave.exists() and len(json.loads(autosave.read_text())["deals"]) == 2:
                raise EOFError
            return ""
        return next(answers)

    out = io.StringIO()
    final = play_session_in_terminal("schafkopf", session, player=0, seed=1, read=read,
                                     out=out, autosave=autosave, width=500)
    assert len(final.deals) == 2
    assert f"The session is saved after every deal to {autosave}." in out.getvalue()
    record = json.loads(autosave.read_text(encoding="utf-8"))
    assert len(record["deals"]) == 2
    assert trickgames.validate(autosave.read_text(encoding="utf-8")).valid



@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_an_autosave_path_that_is_not_a_regular_file_is_refused_before_the_first_deal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "trickgames play" (Autosave: a regular file or none yet): a named pipe, a
    folder or a device as ``--autosave`` (or as the default autosave file) is one line and
    exit 2 before the first deal (a named pipe would block after it without a word), and
    the pipe is never opened."""
    from tests.core._files import Fifo

    def no_input(prompt: str = "") -> str:
        raise AssertionError(f"asked {prompt!r}: the game started")

    monkeypatch.setattr("builtins.input", no_input)
    fifo = Fifo(tmp_path / "auto.json")
    try:
        targets = [(str(fifo.path), "a named pipe"), (str(tmp_path), "a folder")]
        if os.path.exists("/dev/null"):
            targets.append(("/dev/null", "a character device"))
        for target, kind in targets:
            assert main(["play", "doppelkopf", "--session", "--autosave", target]) == 2
            assert capsys.readouterr() == ("", f"trickgames: cannot keep the session in "
                                               f"{target} (--autosave): not a regular file "
                                               f"({kind})\n")
        monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
        default = terminal.autosave_path()
        default.parent.mkdir(parents=True)
        default.mkdir()
        assert main(["--lang", "de", "play", "schafkopf", "--session", "--deals", "4"]) == 2
        assert capsys.readouterr().err == (f"trickgames: kann die Sitzung nicht in {default} "
                                           "sichern (--autosave): keine gewöhnliche Datei "
                                           "(ein Ordner)\n")
    finally:
        fifo.close()
    assert not fifo.opened


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_an_autosave_that_became_a_named_pipe_is_skipped(tmp_path: Path) -> None:
    """docs/cli.md "trickgames play" (Autosave: should the path become one during the game,
    that deal's autosave is skipped with a message): the game goes on, the pipe is never
    opened."""
    from tests.core._files import Fifo

    fifo = Fifo(tmp_path / "auto.json")
    session = sessions.start(SCHAFKOPF, "standard", 4, deals=1)
    out = io.StringIO()
    try:
        final = play_session_in_terminal("schafkopf", session, player=0, seed=1,
                                         read=lambda prompt: "1", out=out, autosave=fifo.path)
    finally:
        fifo.close()
    assert not fifo.opened and len(final.deals) == 1
    shown = "".join(out.getvalue().split())  # the screen wraps long lines at 80 columns
    wanted = f"Could not write the autosave {fifo.path}: not a regular file (a named pipe)."
    assert "".join(wanted.split()) in shown


def test_one_naming_at_a_table_of_five() -> None:
    """docs/cli.md "trickgames play" (names): at a table of five the players are named by
    their names everywhere (A to E, "you"), never by seats (p0 to p3)."""
    session = sessions.start(DOPPELKOPF, "ddv", 5, deals=5, compulsory_solos=True,
                             first_dealer=0)
    out = io.StringIO()
    play_session_in_terminal("doppelkopf", session, player=2, seed=2,
                             read=_answers(itertools.repeat("1")), out=out)  # type: ignore[arg-type]
    text = out.getvalue()
    assert not _SEAT_NAME.search(text)
    assert re.search(r"Deal 1 of 5: A deals\.", text)
    assert "You play with " in text and "C (you)" in text


def test_actions_are_shown_in_the_screen_s_words() -> None:
    """docs/cli.md "Deutsch": every choice is shown in the screen's language and notation:
    the players' words where the word table has them (gesund, Damensolo), else the typed verb
    of the language (gib, zurück) with the cards in the screen's notation."""
    from trickgames.terminal import _choice_text, _voice

    presenter = trickgames.GAMES["doppelkopf"].presenter
    german = _voice("de", "german", 0, None)
    shown = [_choice_text(presenter, german, dk.parse_action(f"p0 {words}")) for words in (
        "give CA CK C9", "return DA DT D9", "play HT", "announce no90", "healthy",
        "declare solo-queens")]
    assert shown == ["gib KrA KrK Kr9", "zurück KaA KaZ Ka9", "spiel HeZ", "keine 90", "gesund",
                     "Damensolo"]
    english = _voice("en", "symbols", 0, None)
    assert _choice_text(presenter, english, dk.parse_action("p0 give CA CK C9")) == \
        "give ♣A ♣K ♣9"


def test_saving_to_a_named_pipe_writes_into_it_and_keeps_it(tmp_path: Path) -> None:
    """docs/cli.md "trickgames play" (saving and the autosave: a path that is not a regular
    file is written to as it is): saving to a named pipe writes the record into the pipe and
    leaves the pipe a pipe (renaming a temporary file over it would replace it, as it once
    replaced ``/dev/null``)."""
    if not hasattr(os, "mkfifo"):
        pytest.skip("no named pipes on this system")
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        terminal._write(fifo, '{"n": 1}')
        assert os.read(reader, 100) == b'{"n": 1}\n'
    finally:
        os.close(reader)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)
    assert not (tmp_path / "pipe.json.tmp").exists()


def _keys(node: ast.expr, names: dict[str, set[str]]) -> set[str]:
    """The text keys an argument can be: a string, either side of ``a if c else b``, or any
    string assigned to the variable it names."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return {node.value}
    if isinstance(node, ast.IfExp):
        return _keys(node.body, names) | _keys(node.orelse, names)
    if isinstance(node, ast.Name):
        return names.get(node.id, set())
    return set()


def test_every_screen_text_has_english_and_german_with_the_same_fields() -> None:
    """docs/cli.md "trickgames play" (the screen speaks English or German): every text key the
    screen uses (``screen.t(key)``, ``_TEXTS[key]``) is in its table and the table has no
    other; each key has a non-empty English and German text with the same ``{fields}``."""
    tree = ast.parse(inspect.getsource(terminal))
    names: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign):
            for target in node.targets:
                if isinstance(target, ast.Name):
                    names.setdefault(target.id, set()).update(_keys(node.value, {}))
    used: set[str] = set()
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "t" and node.args):
            used |= _keys(node.args[0], names)
        elif (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name)
              and node.value.id == "_TEXTS"):
            used |= _keys(node.slice, names)
    texts = terminal._TEXTS
    assert used == set(texts)

    def fields(template: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(template) if name}

    for key, (english, german) in texts.items():
        assert english and german, key
        assert fields(english) == fields(german), key


# -- the German screens of whole deals (docs/cli.md "Deutsch") ----------------------------------

from tests import _screens  # noqa: E402


@pytest.mark.parametrize("case", _screens.CASES, ids=[c.name for c in _screens.CASES])
def test_the_german_screens_of_whole_deals(case: _screens.Case) -> None:
    """docs/cli.md "Deutsch" and "80 columns": a whole deal of every contract of both games
    (and a session of each), in German, as a person types it, is the reviewed golden file
    ``tests/data/terminal/NAME.txt``, and no line of it is wider than 80 columns."""
    from trickgames._core.screen import width_of

    text = _screens.screen(case)
    assert max(width_of(line) for line in text.splitlines()) <= 80
    golden = (_screens.GOLDEN / f"{case.name}.txt").read_text(encoding="utf-8")
    assert text == golden, f"run python -m tests._screens, then review {case.name}.txt"


def test_every_case_of_the_golden_screens_has_its_file() -> None:
    """docs/cli.md "Deutsch": the golden files are exactly the cases' (none left over)."""
    names = {path.stem for path in _screens.GOLDEN.glob("*.txt")}
    assert names == {case.name for case in _screens.CASES}


# -- typing, undo, saving (docs/cli.md "trickgames play") --------------------------------------


def _first_legal() -> list[_screens.Scripted]:
    """Computer players that play the first legal card (never the rule-of-thumb player's
    choices, which change); seat 2 plays a Wenz whenever it may, so that a Schafkopf deal
    does not end void forever when the person passes."""
    return [_screens.Scripted(always=("bid", "declare wenz") if s == 2 else ())
            for s in range(4)]


def test_undo_restores_the_earlier_state_exactly(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/cli.md "trickgames play" (undo; states are values): ``zurück`` takes back the
    person's last decision and every move after it: the next question is asked of the very
    state (the same object) the undone decision was made in, and the deal then ends exactly
    as if the person had chosen the other way at once."""
    asked: list[object] = []
    real = terminal._ask_action

    def spy(screen: object, deal: object, state: object, optional: bool) -> object:
        asked.append(state)
        return real(screen, deal, state, optional)  # type: ignore[arg-type]

    monkeypatch.setattr(terminal, "_ask_action", spy)
    rules = dk.DDV
    with_undo = play_in_terminal(
        "doppelkopf", rules, seat=0, seed=0, bots=_first_legal(), out=io.StringIO(),
        read=_answers(itertools.chain(["gesund", "1", "zurück", "2"],  # type: ignore[arg-type]
                                      itertools.repeat("1"))))
    assert asked[3] is asked[1]  # asked again in the state of the undone decision
    assert asked[2] is not asked[1]
    straight = play_in_terminal(
        "doppelkopf", rules, seat=0, seed=0, bots=_first_legal(), out=io.StringIO(),
        read=_answers(itertools.chain(["gesund", "2"], itertools.repeat("1"))))  # type: ignore[arg-type]
    assert with_undo == straight
    assert str(with_undo.actions[4]) == "p0 play SQ"


def test_undo_goes_back_decision_by_decision_and_not_before_the_deal() -> None:
    """docs/cli.md "trickgames play" (undo): each ``undo`` takes back one more decision; with
    none left (the first decision of the deal, or a session's finished deals), it says so and
    asks again."""
    out = io.StringIO()
    bots = [_screens.Scripted() for _ in range(4)]  # they pass
    play_in_terminal("schafkopf", sk.STANDARD, seat=0, seed=7, bots=bots, out=out,  # type: ignore[arg-type]
                     width=200,
                     read=_answers(itertools.chain(["undo", "ich spiel", "Wenz", "undo",  # type: ignore[arg-type]
                                                    "undo", "weiter", "undo", "bid", "wenz"],
                                                   itertools.repeat("1"))))
    text = out.getvalue()
    # The first "undo" of each deal (the redeal after everybody passed too) has nothing.
    assert text.count("Nothing to take back yet in this deal.") == 2
    assert text.count("Taken back: you decide again.") == 2
    assert "A new deal; D deals." in text


def test_a_card_name_that_fits_several_cards_of_the_hand_asks_which() -> None:
    """docs/cli.md "trickgames play" (typing a card): a name that fits one card of the hand
    plays it; one that fits several (``Dame``) lists them with their numbers (and those not
    allowed now); a card not in the hand is refused with the rule."""
    out = io.StringIO()
    answers = ["gesund", "Dame", "kd", "Fuchs", "Kreuz Dame", "Kreuz Ass"]
    final = play_in_terminal("doppelkopf", dk.DDV, seat=0, seed=0, bots=_first_legal(),
                             out=out, lang="de", width=200,
                             read=_answers(itertools.chain(answers, itertools.repeat("1"))))  # type: ignore[arg-type]
    text = out.getvalue()
    assert "  Welche Karte? 'Dame' passt zu 1) spiel KrD, 2) spiel PiD, 3) spiel KaD: " in text
    assert "  Welche Karte? 'kd' passt zu 1) spiel KrD, 3) spiel KaD:" in text
    assert "Diese Karte ist nicht auf der Hand (spiel KaA). [card_not_in_hand]" in text
    assert str(final.actions[4]) == "p0 play CQ"
    assert "'Kreuz Ass' passt zu" not in text
    assert "KrA (jetzt nicht erlaubt)" not in text


def test_no_second_offer_after_the_person_s_own_card() -> None:
    """docs/cli.md "trickgames play" (off-turn moments): the announcements offered with the
    person's card are not offered again ("Enter to go on") right after it; an off-turn
    moment is offered only when it brings a choice that was not on the screen."""
    out = io.StringIO()
    play_in_terminal("doppelkopf", dk.DDV, seat=0, seed=0, bots=_first_legal(), out=out,
                     read=_answers(itertools.chain(["healthy"], itertools.cycle(["1", ""]))))  # type: ignore[arg-type]
    blocks = out.getvalue().split("\n\n")
    for block in blocks:
        if "you may act now:" not in block:
            continue
        offered = set(re.findall(r"^ +\d+\) (.*)$", block.split("you may act now:")[1],
                                 re.MULTILINE))
        assert offered  # something new: never a repeat of the card's screen
    assert "Trick 1: you CQ\n" not in out.getvalue()


def test_a_single_deal_thrown_in_is_dealt_again() -> None:
    """docs/cli.md "trickgames play": a single deal that ends void (everybody passed, thrown
    in) says so and is dealt again, same dealer, until a deal is played; that deal is the one
    returned (and saved)."""
    out = io.StringIO()
    bots = [_screens.Scripted() for _ in range(4)]  # they pass
    final = play_in_terminal("schafkopf", sk.STANDARD, seat=0, seed=0, bots=bots,  # type: ignore[arg-type]
                             out=out, read=_answers(itertools.chain(
                                 ["pass", "bid", "wenz"], itertools.repeat("1"))))
    text = out.getvalue()
    assert "Everybody passed: the cards are dealt again, no payouts." in text
    assert "A new deal; D deals." in text
    assert final.is_over and not sk.score(final).redeal and final.dealer == 3


def test_saving_asks_yes_or_no_then_the_name(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/cli.md "trickgames play" (saving): the deal is saved only on yes; a ``1`` typed
    by habit is not taken for a file name; Enter at the name takes the default name (never
    over an existing file)."""
    monkeypatch.chdir(tmp_path)
    state = play_in_terminal("schafkopf", sk.STANDARD, seat=0, seed=0, bots=_first_legal(),
                             read=_answers(itertools.repeat("1")), out=io.StringIO())  # type: ignore[arg-type]
    out = io.StringIO()
    assert save_prompt(_answers(iter(["1", "n"])), out, "schafkopf", state) is None  # type: ignore[arg-type]
    assert "Please answer y or n." in out.getvalue() and not list(tmp_path.iterdir())
    assert save_prompt(_answers(iter(["j", ""])), io.StringIO(), "schafkopf", state,  # type: ignore[arg-type]
                       lang="de", default="sk.json") == "sk.json"
    assert save_prompt(_answers(iter(["yes", ""])), io.StringIO(), "schafkopf", state,  # type: ignore[arg-type]
                       default="sk.json") == "sk-2.json"
    assert trickgames.validate((tmp_path / "sk-2.json").read_text(encoding="utf-8")).valid
    assert save_prompt(_answers(iter([""])), io.StringIO(), "schafkopf", state) is None  # type: ignore[arg-type]


def test_the_card_key_is_printed_once_and_on_help() -> None:
    """docs/cli.md "trickgames play" (the card key): the key is printed at the start (of a
    deal, or once for a whole session) and with ``help`` when cards can be played."""
    session = sessions.start(SCHAFKOPF, "standard", 4, deals=2)
    out = io.StringIO()
    play_session_in_terminal("schafkopf", session, player=0, seed=4, bots=_first_legal(),
                             read=_answers(itertools.repeat("1")), out=out)  # type: ignore[arg-type]
    assert out.getvalue().count("Cards: ") == 1
    out = io.StringIO()
    play_in_terminal("doppelkopf", dk.DDV, seat=0, seed=0, bots=_first_legal(), out=out,
                     read=_answers(itertools.chain(["help", "healthy", "help"],  # type: ignore[arg-type]
                                                   itertools.repeat("1"))))
    assert out.getvalue().count("Cards: ") == 2  # the first help has no cards to play


def test_the_hint_comes_from_the_advisor_given() -> None:
    """docs/cli.md "trickgames play" (hint): ``hint`` asks the advisor the screen was given
    (any player that explains its choice), the rule-of-thumb player by default."""
    class Advisor:
        reasons: ClassVar = {"mine": ("my reason", "mein Grund")}

        def explain(self, view: object) -> tuple[object, str]:
            return view.legal_actions[-1], "mine"  # type: ignore[attr-defined]

        def explain_interjection(self, view: object) -> tuple[object, str]:
            return None, "mine"

    out = io.StringIO()
    play_in_terminal("doppelkopf", dk.DDV, seat=0, seed=0, bots=_first_legal(), out=out,
                     advisor=Advisor(), read=_answers(itertools.chain(  # type: ignore[arg-type]
                         ["hint"], itertools.repeat("1"))))
    assert "  Hint: reserve (my reason)" in out.getvalue()
