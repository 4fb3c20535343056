"""Opening the files a user names (docs/cli.md "What is read": regular files only, never
waiting, never more than a documented limit)."""

from __future__ import annotations

import errno
import os
import pickle
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tests.core._files import Fifo
from trickgames._core.files import (
    FileTooLarge,
    NotRegularFile,
    check_target,
    open_regular,
    read_regular,
    reason_code,
)

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


@needs_fifo
def test_a_named_pipe_is_refused_without_being_opened(tmp_path: Path) -> None:
    """docs/cli.md "What is read": a named pipe is not a regular file: refused with
    ``not_a_regular_file`` and never opened for reading (a blocking open would wait for a
    writer)."""
    fifo = Fifo(tmp_path / "r.json")
    try:
        with pytest.raises(NotRegularFile) as caught:
            read_regular(fifo.path, 100)
        with pytest.raises(NotRegularFile):
            open_regular(fifo.path)
    finally:
        fifo.close()
    assert not fifo.opened
    assert caught.value.strerror == "not a regular file (a named pipe)"
    assert caught.value.kind == "a named pipe" and reason_code(caught.value) == "not_a_regular_file"
    assert str(caught.value) == f"{fifo.path}: not a regular file (a named pipe)"


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero here")
def test_a_device_and_a_folder_are_refused(tmp_path: Path) -> None:
    """docs/cli.md "What is read": a device (``/dev/zero``, which never ends) and a folder are
    not regular files."""
    with pytest.raises(NotRegularFile, match=r"a character device"):
        read_regular("/dev/zero", 100)
    with pytest.raises(NotRegularFile, match=r"a folder"):
        read_regular(tmp_path, 100)


@given(st.integers(0, 40), st.integers(0, 40))
def test_a_file_over_the_limit_is_refused_before_it_is_read(size: int, limit: int) -> None:
    """docs/cli.md "What is read" (the limits of a rules file and a log): a regular file of
    at most ``limit`` bytes is read whole; a longer one is refused with ``file_too_large``,
    its size and the limit."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "f"
        path.write_bytes(b"x" * size)
        if size <= limit:
            assert read_regular(path, limit) == b"x" * size
            return
        with pytest.raises(FileTooLarge) as caught:
            read_regular(path, limit)
    error = caught.value
    assert (error.size, error.limit, reason_code(error)) == (size, limit, "file_too_large")
    assert error.strerror == (f"the file is {size:,} bytes long, more than the limit of "
                              f"{limit:,} bytes")


def test_the_errors_cross_to_worker_processes_unchanged(tmp_path: Path) -> None:
    """docs/cli.md "--jobs" (the same output on several processes): a path's error is pickled
    back from a worker with its code, its words and its path."""
    for error in (NotRegularFile(str(tmp_path), "a folder"), FileTooLarge("f", 3, 5),
                  FileTooLarge("f", 3)):
        copy = pickle.loads(pickle.dumps(error))
        assert type(copy) is type(error)
        assert (copy.strerror, copy.filename, reason_code(copy)) == (
            error.strerror, error.filename, reason_code(error))


def test_reason_codes() -> None:
    """docs/cli.md "trickgames validate" (``--json``: the code of a path that cannot be
    read): each reason has its stable code."""
    assert [reason_code(e) for e in (FileNotFoundError(errno.ENOENT, "x"),
                                     PermissionError(errno.EACCES, "x"),
                                     OSError(errno.ELOOP, "x"), OSError(errno.EIO, "x"))] == [
        "not_found", "permission_denied", "symlink_loop", "unreadable"]


@needs_fifo
def test_a_target_to_write_must_be_a_regular_file_or_nothing_yet(tmp_path: Path) -> None:
    """docs/cli.md "trickgames play" (Autosave: a regular file or none yet): nothing there, a
    link that leads nowhere and a regular file may be written; a named pipe (never opened)
    and a folder are refused with ``not_a_regular_file``."""
    check_target(tmp_path / "new.json")
    (tmp_path / "gone.json").symlink_to(tmp_path / "nowhere.json")
    check_target(tmp_path / "gone.json")
    (tmp_path / "file.json").write_text("{}", encoding="utf-8")
    check_target(tmp_path / "file.json")
    fifo = Fifo(tmp_path / "pipe.json")
    try:
        with pytest.raises(NotRegularFile, match="a named pipe"):
            check_target(fifo.path)
    finally:
        fifo.close()
    assert not fifo.opened
    with pytest.raises(NotRegularFile, match="a folder"):
        check_target(tmp_path)
