"""The command line's texts in each language (docs/cli.md "Deutsch")."""

from __future__ import annotations

import argparse
import ast
import errno
import re
import string
from pathlib import Path

import pytest

from trickgames._core.files import FileTooLarge, NotRegularFile
from trickgames._texts import (
    ARGPARSE_DE,
    DE,
    EN,
    argparse_message,
    argparse_text,
    number,
    os_reason,
    text,
)

SOURCE = Path(__file__).resolve().parents[1] / "src" / "trickgames"


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_text_has_german_with_the_same_fields() -> None:
    """docs/cli.md "Deutsch": every text of the command line has a German one (a key without
    it fails here), and both fill in the same values."""
    assert set(DE) == set(EN)
    for key, english in EN.items():
        german = DE[key]
        assert german != english or key in {"usage", "usage.refused"}, key
        # A text may name the game by its title (Schafkopf) or its command-line name.
        names = {"game", "title"}
        assert _fields(german) - names == _fields(english) - names, key


def test_every_key_the_source_uses_is_in_the_tables() -> None:
    """docs/cli.md "Deutsch": every text the command line asks for by a constant key exists
    (a typo in a key fails here, not at a user's command)."""
    used: set[str] = set()
    for name in ("cli.py", "importers/command.py"):
        tree = ast.parse((SOURCE / name).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in ("text", "t", "_Usage") and node.args
                    and isinstance(node.args[0], ast.Constant)):
                key = node.args[0].value
                counts = any(k.arg == "count" for k in node.keywords)
                used |= {f"{key}.1", f"{key}.n"} if counts else {key}
    assert len(used) > 40
    assert used - set(EN) == set()


def test_counted_texts_have_singular_and_plural() -> None:
    """docs/cli.md "Deutsch": a text that counts has a singular and a plural, in each
    language: 1 Aufzeichnung, 2 Aufzeichnungen."""
    assert text("records", "de", count=1, n=1) == "1 Aufzeichnung"
    assert text("records", "de", count=3, n=3) == "3 Aufzeichnungen"
    assert text("records", "en", count=0, n=0) == "0 records"
    for key in EN:
        if key.endswith(".1"):
            assert key[:-2] + ".n" in EN


def test_german_numbers_use_german_separators() -> None:
    """docs/cli.md "Deutsch": numbers in German texts group with a dot and use a decimal
    comma (16.777.216; 1,25 s); English keeps 16,777,216 and 1.25."""
    assert number(16777216, ",", "de") == "16.777.216"
    assert number(1.25, ".2f", "de") == "1,25"
    assert number(12345.67, ",.1f", "en") == "12,345.7"


def test_why_a_file_cannot_be_opened_in_german() -> None:
    """docs/cli.md "Deutsch": the reason a file cannot be read is German where the system's
    reason is a known one (a full disk too), else the system's words; a path that is not a
    regular file and a file over the limit of what reads it say so in either language."""
    missing = FileNotFoundError(errno.ENOENT, "No such file or directory")
    assert os_reason(missing, "de") == "Datei oder Ordner nicht gefunden"
    assert os_reason(missing, "en") == "No such file or directory"
    odd = OSError(errno.EBUSY, "Device or resource busy")
    assert os_reason(odd, "de") == "Device or resource busy"
    full = OSError(errno.ENOSPC, "No space left on device")
    assert os_reason(full, "de") == "kein Platz mehr auf dem Gerät"
    pipe = NotRegularFile("r.json", "a named pipe")
    assert os_reason(pipe, "en") == "not a regular file (a named pipe)"
    assert os_reason(pipe, "de") == "keine gewöhnliche Datei (eine benannte Pipe)"
    big = FileTooLarge("r.json", 1_048_576, 2_000_000)
    assert os_reason(big, "en") == big.strerror
    assert os_reason(big, "de") == ("die Datei ist 2.000.000 Bytes groß, mehr als die Grenze "
                                    "von 1.048.576 Bytes")
    assert os_reason(FileTooLarge("r.json", 10), "de") == \
        "die Datei ist größer als die Grenze von 10 Bytes"


@pytest.mark.parametrize(("english", "german"), [
    ("the following arguments are required: GAME", "diese Argumente fehlen: GAME"),
    ("argument -n: must be at least 1, not 0", "Argument -n: must be at least 1, not 0"),
    ("argument GAME: invalid choice: 'x' (choose from 'doppelkopf', 'schafkopf')",
     "Argument GAME: ungültige Wahl: 'x' (möglich: 'doppelkopf', 'schafkopf')"),
    ("argument --seed: expected one argument", "Argument --seed: erwartet einen Wert"),
    ("unrecognized arguments: --bogus x", "unbekannte Argumente: --bogus x"),
    ("argument --seat: invalid int value: 'x'", "Argument --seat: ungültiger Wert (int): 'x'"),
    ("something of our own", "something of our own"),
])
def test_argparse_errors_in_german(english: str, german: str) -> None:
    """docs/cli.md "Deutsch": argparse's own error messages are German, the values it fills
    in (arguments, choices) kept; a message argparse did not make stays as it is."""
    assert argparse_message(english, "de") == german
    assert argparse_message(english, "en") == english


def test_the_argparse_ids_are_argparses_own() -> None:
    """docs/cli.md "Deutsch": each German argparse text is keyed by a message id argparse
    really uses (so that an id changed by a new Python shows up here), with the same values
    filled in; its fixed texts are translated by id."""
    source = Path(argparse.__file__).read_text(encoding="utf-8")
    for msgid, german in ARGPARSE_DE.items():
        assert repr(msgid)[1:-1] in source or msgid in source, msgid
        fields = re.compile(r"%\((\w+)\)[sr]|%[sr]")
        assert [m.group(1) for m in fields.finditer(msgid)] == \
            [m.group(1) for m in fields.finditer(german)], msgid
    assert argparse_text("usage: ", "de") == "Aufruf: "
    assert argparse_text("usage: ", "en") == "usage: "
