"""Where a command writes, and what a write error becomes (docs/cli.md "Exit codes": a file
that cannot be written, a full disk: one line naming the output and the reason, exit 2; a
closed pipe: 141)."""

from __future__ import annotations

import contextlib
import errno
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trickgames._output import STDOUT, OutputError, open_output, writing
from trickgames.cli import main

ROOT = Path(__file__).parent.parent
EXAMPLES = ROOT / "examples" / "records"
LOG = (Path(__file__).parent / "data" / "raw" / "netschafkopf"
       / "Schafkopfprotokoll_vom_04.08.24.txt")


class _Full(io.StringIO):
    """A stream on a full disk: every write after the first ``room`` characters fails."""

    def __init__(self, room: int = 0, failure: type[OSError] = OSError) -> None:
        super().__init__()
        self.room, self.failure = room, failure

    def write(self, text: str) -> int:
        if self.tell() + len(text) > self.room:
            raise self.failure(errno.ENOSPC, "No space left on device")
        return super().write(text)


def test_a_write_error_names_the_output_and_the_reason() -> None:
    """docs/cli.md "Exit codes": a write the system refuses is an OutputError naming the
    output (standard output, or the file) and the system's reason, in either language."""
    with pytest.raises(OutputError) as caught:
        print("x", file=writing(_Full()))
    assert caught.value.path == STDOUT
    assert caught.value.render("en") == "cannot write standard output: No space left on device"
    assert caught.value.render("de") == ("kann die Standardausgabe nicht schreiben: kein Platz "
                                         "mehr auf dem Gerät")
    with pytest.raises(OutputError) as caught:
        writing(_Full(), "out.jsonl").write("x")
    assert caught.value.render("en") == "cannot write out.jsonl: No space left on device"


def test_a_closed_pipe_is_no_write_error() -> None:
    """docs/cli.md "Exit codes" (141: the output pipe was closed): a closed pipe passes
    through as BrokenPipeError, which the command line answers with 141."""
    with pytest.raises(BrokenPipeError):
        writing(_Full(failure=BrokenPipeError)).write("x")


def test_an_output_file_that_cannot_be_opened_or_closed(tmp_path: Path) -> None:
    """docs/cli.md "trickgames simulate" (``--out``: a file that cannot be written is exit
    2): opening fails as an OutputError; what was written before stays in the file."""
    with pytest.raises(OutputError) as caught, open_output(str(tmp_path / "no" / "x.jsonl")):
        pass
    assert caught.value.error.errno == errno.ENOENT
    path = tmp_path / "out.jsonl"
    with open_output(str(path)) as out:
        out.write("line\n")
    assert path.read_text(encoding="utf-8") == "line\n"


#: Each command that writes to standard output, with what it reads.
_COMMANDS = [["validate", str(EXAMPLES)], ["validate", "--json", str(EXAMPLES)],
             ["simulate", "schafkopf", "-n", "30"],
             ["simulate", "schafkopf", "--session", "-n", "1", "--deals", "8"],
             ["rules", "doppelkopf"], ["import", "netschafkopf", str(LOG)]]


@pytest.mark.parametrize("argv", _COMMANDS, ids=lambda argv: " ".join(argv[:2]))
@pytest.mark.parametrize("room", [0, 20])
def test_a_full_standard_output_is_one_line_and_exit_2(
        argv: list[str], room: int, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """docs/cli.md "Exit codes": standard output on a full disk, at the first write or later,
    is one line on standard error naming the output and the reason, exit 2, not a
    traceback and not 1 (the code of invalid records, although every record is valid)."""
    monkeypatch.setattr(sys, "stdout", _Full(room))
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.splitlines()[-1] == ("trickgames: cannot write standard output: No space left "
                                    "on device")
    assert "Traceback" not in err


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full here")
@pytest.mark.parametrize("argv", [
    ["validate", str(EXAMPLES)],
    ["--lang", "de", "import", "netschafkopf", str(LOG), "--out", "/dev/full"]],
    ids=lambda argv: " ".join(argv[:3]))
def test_dev_full_is_one_line_and_exit_2(argv: list[str]) -> None:
    """docs/cli.md "Exit codes": ``> /dev/full`` and ``--out /dev/full`` (a disk that is
    full) end with one line naming the output and the reason and exit 2; nothing is left
    to fail when the interpreter exits."""
    with open("/dev/full", "w", encoding="utf-8") as full:
        done = subprocess.run([sys.executable, "-m", "trickgames", *argv], stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=120, check=False)
    output = "/dev/full" if "--out" in argv else "standard output"
    line = (f"trickgames: kann {output} nicht schreiben: kein Platz mehr auf dem Gerät"
            if "de" in argv else f"trickgames: cannot write {output}: No space left on device")
    assert (done.returncode, done.stderr.splitlines()[-1]) == (2, line)
    assert "Traceback" not in done.stderr and "Exception ignored" not in done.stderr


def test_simulate_into_a_closed_pipe_stops_quietly_with_141() -> None:
    """docs/simulating.md "Streaming" and docs/cli.md "Exit codes" (the two say the same):
    ``trickgames simulate ... | head -n 2`` stops when the reader has gone, without a message,
    with exit code 141."""
    with subprocess.Popen([sys.executable, "-m", "trickgames", "simulate", "doppelkopf", "-n",
                           "1000000"], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE) as process:
        assert process.stdout is not None and process.stderr is not None
        lines = [process.stdout.readline(), process.stdout.readline()]
        process.stdout.close()  # what head does after its lines
        _, err = process.communicate(timeout=120)
        assert process.returncode == 141
    assert all(line.startswith(b'{"format": "trickgames.record/1"') for line in lines)
    assert err == b""
    streaming = (ROOT / "docs" / "simulating.md").read_text(encoding="utf-8").split(
        "## Streaming")[1].split("\n## ")[0]
    assert "exit code 141" in streaming and "exit code 0" not in streaming


_FAILURES = {"full": (OSError, errno.ENOSPC, "No space left on device"),
             "io": (OSError, errno.EIO, "Input/output error"),
             "pipe": (BrokenPipeError, errno.EPIPE, "Broken pipe")}


@given(st.sampled_from(_COMMANDS), st.integers(0, 3000), st.sampled_from(sorted(_FAILURES)),
       st.booleans())
@settings(max_examples=40)
def test_any_write_failure_is_one_line_or_a_quiet_141(argv: list[str], room: int, failure: str,
                                                      to_file: bool) -> None:
    """docs/cli.md "Exit codes": whatever the command and wherever its output fails
    (standard output or ``--out``, at the first character or later, a full disk or an I/O
    error), the run ends with one line naming the output and the reason and exit 2; a closed
    pipe ends quietly with 141; when nothing fails, the command's own exit code."""
    kind, number, reason = _FAILURES[failure]

    class Failing(io.StringIO):
        """Standard output, or the ``--out`` file, that fails after ``room`` characters."""

        def write(self, text: str) -> int:
            if self.tell() + len(text) > room:
                raise kind(number, reason)
            return super().write(text)

    stream = Failing()
    out_argv = list(argv)
    if to_file and argv[0] != "rules":
        out_argv += ["--out", "out.jsonl"] if argv[0] != "validate" else []
    err = io.StringIO()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sys, "stdout", stream)
        patch.setattr("trickgames._output.open", lambda *args, **kwargs: stream,
                      raising=False)
        with contextlib.redirect_stderr(err):
            code = main(out_argv)
    written = stream.getvalue() if not stream.closed else None
    lines = err.getvalue().splitlines()
    if code in (0, 1):  # everything fitted
        assert written is None or len(written) <= room
        return
    output = "out.jsonl" if "--out" in out_argv else "standard output"
    if failure == "pipe":
        assert code == 141 and "Broken pipe" not in err.getvalue()
    else:
        assert code == 2
        assert lines[-1] == f"trickgames: cannot write {output}: {reason}"
    assert "Traceback" not in err.getvalue()
