"""Opening the files a user names: regular files only, never waiting, never more than a limit.

Every path the library or the command line reads for a user (a record file, a rules file of
``--rules``, a log to import) is opened here, so that no path can hang a run or fill the
memory: a named pipe (``mkfifo``), a device (``/dev/zero``), a socket or a folder is
refused with :class:`NotRegularFile` (code ``not_a_regular_file``) and never opened for
reading, and :func:`read_regular` refuses a file longer than its limit with
:class:`FileTooLarge` (code ``file_too_large``) before reading it. Both are
:class:`OSError`, as any other reason a file cannot be read, with a stable :attr:`code`.

>>> import tempfile, os
>>> with tempfile.TemporaryDirectory() as folder:
...     path = os.path.join(folder, "r.json")
...     with open(path, "w") as file:
...         _ = file.write('"ddv"')
...     print(read_regular(path, 100))
...     try:
...         read_regular(path, 3)
...     except FileTooLarge as exc:
...         print(exc.code, exc.strerror)
b'"ddv"'
file_too_large the file is 5 bytes long, more than the limit of 3 bytes
"""

from __future__ import annotations

import errno
import os
import stat
from io import BufferedReader

__all__ = ["MAX_LOG_BYTES", "MAX_RULES_BYTES", "FileTooLarge", "NotRegularFile",
           "check_target", "open_regular", "read_regular", "reason_code"]

#: The largest rules file ``--rules FILE`` reads (1 MiB: a rules object is a few hundred
#: bytes).
MAX_RULES_BYTES = 1 << 20
#: The largest log file ``trickgames import`` reads (64 MiB: a NetSchafkopf log of an evening
#: is some 30 KB).
MAX_LOG_BYTES = 64 << 20

#: Opening for reading must not wait (a named pipe waits for a writer); 0 where unknown.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)

_KINDS = ((stat.S_ISFIFO, "a named pipe"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"),
          (stat.S_ISDIR, "a folder"))


class NotRegularFile(OSError):
    """A path that is not a regular file (a named pipe, a device, a socket, a folder): not
    read. :attr:`kind` says what it is (``a named pipe``)."""

    code = "not_a_regular_file"

    def __init__(self, path: str, kind: str) -> None:
        super().__init__(None, f"not a regular file ({kind})", path)
        self.kind = kind

    def __reduce__(self) -> tuple[type[NotRegularFile], tuple[str, str]]:
        return type(self), (str(self.filename), self.kind)  # to and from worker processes

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"


class FileTooLarge(OSError):
    """A regular file longer than the limit of what reads it: not read. :attr:`size` is its
    length in bytes (``None`` when it grew while being read), :attr:`limit` the limit."""

    code = "file_too_large"

    def __init__(self, path: str, limit: int, size: int | None = None) -> None:
        told = (f"the file is {size:,} bytes long, more than the limit of {limit:,} bytes"
                if size is not None else f"the file is longer than the limit of {limit:,} bytes")
        super().__init__(errno.EFBIG, told, path)
        self.limit, self.size = limit, size

    def __reduce__(self) -> tuple[type[FileTooLarge], tuple[str, int, int | None]]:
        return type(self), (str(self.filename), self.limit, self.size)

    def __str__(self) -> str:
        return f"{self.filename}: {self.strerror}"


def not_regular(path: str | os.PathLike[str], mode: int) -> NotRegularFile:
    """The error of ``path``, whose ``st_mode`` is ``mode``, which is not a regular file."""
    kind = next((name for test, name in _KINDS if test(mode)), "a special file")
    return NotRegularFile(os.fspath(path), kind)


def open_regular(path: str | os.PathLike[str]) -> BufferedReader:
    """``path`` opened for reading in binary if it is a regular file (:class:`NotRegularFile`
    if not; any other :class:`OSError` as :func:`os.open` raises it).

    The kind is checked before opening (opening a device can do things) and again on what
    was opened (it may have been replaced in between), which is opened without waiting.
    """
    info = os.stat(path)
    if not stat.S_ISREG(info.st_mode):
        raise not_regular(path, info.st_mode)
    fd = os.open(path, _OPEN_FLAGS)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise not_regular(path, info.st_mode)
        if _OPEN_FLAGS & getattr(os, "O_NONBLOCK", 0):
            os.set_blocking(fd, True)
        return open(fd, "rb")  # closed by the caller
    except BaseException:
        os.close(fd)
        raise


def read_regular(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path`` (:func:`open_regular`), if it is not longer
    than ``limit`` bytes (:class:`FileTooLarge` if it is: never more than ``limit`` + 1 bytes
    are read)."""
    with open_regular(path) as handle:
        size = os.fstat(handle.fileno()).st_size
        if size > limit:
            raise FileTooLarge(os.fspath(path), limit, size)
        data = handle.read(limit + 1)
    if len(data) > limit:  # it grew while being read
        raise FileTooLarge(os.fspath(path), limit)
    return data


def check_target(path: str | os.PathLike[str]) -> None:
    """Refuse to write to ``path`` over something that is not a regular file: nothing there
    (or a link that leads nowhere: it is made) or a regular file is fine, anything else is a
    :class:`NotRegularFile` (a named pipe would make the writer wait for a reader, a folder
    cannot be written, a device is no file to keep)."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return
    if not stat.S_ISREG(info.st_mode):
        raise not_regular(path, info.st_mode)


def reason_code(error: OSError) -> str:
    """The stable code of why a file cannot be read: ``not_found``, ``permission_denied``,
    ``not_a_regular_file``, ``file_too_large``, ``symlink_loop`` or ``unreadable``.

    >>> reason_code(FileNotFoundError(2, "No such file or directory")), reason_code(OSError())
    ('not_found', 'unreadable')
    """
    if isinstance(error, NotRegularFile | FileTooLarge):
        return error.code
    if isinstance(error, FileNotFoundError):
        return "not_found"
    if isinstance(error, PermissionError):
        return "permission_denied"
    if error.errno == errno.ELOOP:
        return "symlink_loop"
    return "unreadable"
