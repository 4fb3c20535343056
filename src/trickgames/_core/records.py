"""The game record format ``trickgames.record/1``: reading, writing, strict JSON.

A :class:`Record` is the document: JSON values exactly as written (card codes and actions as
strings). The game modules turn a record into a state (``replay``) and a state back into a
record (``to_record``); :mod:`trickgames._core.validation` judges records.
"""

from __future__ import annotations

import errno
import json
import os
import re
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from io import BufferedReader
from pathlib import Path
from typing import Any, Protocol, overload

import attrs

from trickgames._core.errors import ParseError, RecordError
from trickgames._core.files import NotRegularFile, open_regular, reason_code
from trickgames._core.frozen import (
    EMPTY,
    FrozenDict,
    freeze_object,
    optional_object,
    optional_strings,
    strings,
    thaw,
)
from trickgames._core.issues import Issue
from trickgames._core.quoting import quoted, shown_path
from trickgames._core.schema import NOT_UNICODE, key_issues, schema_checker
from trickgames._core.seats import parse_seat

__all__ = [
    "FORMAT",
    "MAX_RECORD_BYTES",
    "SESSION_FORMAT",
    "ActionText",
    "Document",
    "NotRegularFile",
    "Record",
    "Source",
    "Unreadable",
    "document_json",
    "document_loads",
    "dumps",
    "dumps_frozen",
    "extensions_of",
    "iter_sources",
    "loads",
    "record_json",
    "record_value",
    "require_structure",
    "split_action",
    "without_bom",
    "without_extensions",
]

#: The ``format`` of a deal record.
FORMAT = "trickgames.record/1"
#: The ``format`` of a session record.
SESSION_FORMAT = "trickgames.session/1"

_TOP_ORDER = (
    "format",
    "game",
    "rules",
    "dealer",
    "hands",
    "actions",
    "context",
    "result",
    "players",
    "meta",
)


class _Refused(ValueError):
    """JSON that :func:`loads` refuses although Python's parser reads it (the reason)."""


def _reject_constant(name: str) -> Any:
    raise _Refused(f"{name} is not valid JSON")


def _finite_float(text: str) -> float:
    number = float(text)
    if number in (float("inf"), float("-inf")):
        raise _Refused(f"number {text[:20]} is too large")
    return number


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise _Refused(f"duplicate key {quoted(key)}")
        out[key] = value
    return out


#: The strict decoder, made once (``json.loads`` with hooks would make a new one per call).
_DECODER = json.JSONDecoder(object_pairs_hook=_no_duplicates, parse_constant=_reject_constant,
                            parse_float=_finite_float)


def loads(text: str | bytes) -> Any:
    """Parse JSON strictly: UTF-8 only, no duplicate keys, no ``NaN``/``Infinity``.

    Raises :class:`ParseError` (code ``invalid_json``) for anything else, never another error.

    >>> loads('{"a": [1, 2]}')
    {'a': [1, 2]}
    >>> loads('{"a": 1, "a": 2}')
    Traceback (most recent call last):
    ...
    trickgames._core.errors.ParseError: invalid JSON: duplicate key 'a'
    """
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise ParseError(
                f"not UTF-8: byte {exc.start} cannot be decoded", code="invalid_encoding"
            ) from None
    try:
        # A byte order mark is refused as ``json.loads`` refuses it (the decoder does not
        # look for one).
        value = json.loads(text) if text.startswith(_BOM) else _DECODER.decode(text)
    except json.JSONDecodeError as exc:
        raise ParseError(
            f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}",
            code="invalid_json",
        ) from None
    except RecursionError:
        raise ParseError("invalid JSON: nested too deeply", code="invalid_json") from None
    except _Refused as exc:  # duplicate keys, constants, 1e999
        raise ParseError(f"invalid JSON: {exc}", code="invalid_json") from None
    except ValueError:  # the only other: an integer longer than Python converts
        raise ParseError(
            f"invalid JSON: a number has more than {sys.get_int_max_str_digits():,} digits, "
            "the most a record's number may have",
            code="invalid_json",
        ) from None
    # "\ud800" escapes a lone surrogate: not text, and not writable as UTF-8; the same
    # string in a value given as such is refused with the same code (schema.key_issues).
    if _SURROGATE_ESCAPE.search(text):
        bad = next((i for i in key_issues(value) if i.code == NOT_UNICODE), None)
        if bad is not None:
            raise ParseError(
                f"invalid JSON: the string {bad.params['quoted']} at {shown_path(bad.path)} "
                "holds an unpaired surrogate (not Unicode text)",
                code=NOT_UNICODE, params={"quoted": bad.params["quoted"]},
            )
    return value


def extensions_of(value: Mapping[str, Any]) -> dict[str, Any]:
    """The extension fields of a JSON object: those whose names start with ``_``, which
    records keep and write back unchanged.

    >>> extensions_of({"a": 1, "_note": "x"}), without_extensions({"a": 1, "_note": "x"})
    ({'_note': 'x'}, {'a': 1})
    """
    if not _may_have_extensions(value):
        return {}
    return {k: v for k, v in value.items() if k.startswith("_")}


def without_extensions(value: Mapping[str, Any]) -> dict[str, Any]:
    """A JSON object without its extension fields (see :func:`extensions_of`)."""
    if not _may_have_extensions(value):
        return dict(value)
    return {k: v for k, v in value.items() if not k.startswith("_")}


def _may_have_extensions(value: Mapping[str, Any]) -> bool:
    """Whether a key of ``value`` may start with ``_``, at one glance at all its keys (most
    objects have no extension fields): joined, each after a line end, an extension's ``_``
    follows one; so does a ``_`` after a line end inside a key, and the caller's look at
    each key then decides."""
    return "\n_" in "\n" + "\n".join(value)


def dumps(value: Any) -> str:
    """Write JSON the way the library writes records: UTF-8 text, one line, ``", "``."""
    return _ENCODE(value)


#: ``json.dumps(value, ensure_ascii=False, allow_nan=False)``, its encoder made once (given
#: any argument, ``json.dumps`` makes a new one per call).
_ENCODE = json.JSONEncoder(ensure_ascii=False, allow_nan=False).encode


def _frozen_object(value: Any) -> Any:
    if type(value) is FrozenDict:
        return value._data
    raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


#: :func:`dumps` of a value that may hold frozen JSON values (a
#: :class:`~trickgames._core.frozen.FrozenDict` is written as the object it holds, a tuple as
#: an array, as :func:`json.dumps` writes one): the same text as ``dumps(thaw(value))``,
#: without the copy.
dumps_frozen = json.JSONEncoder(ensure_ascii=False, allow_nan=False,
                                default=_frozen_object).encode


def _frozen_hands(value: Iterable[Iterable[str]]) -> tuple[tuple[str, ...], ...]:
    return tuple(tuple(hand) for hand in value)


def _frozen_rules(value: str | Mapping[str, Any]) -> str | FrozenDict:
    return value if isinstance(value, str) else freeze_object(value)


@attrs.frozen
class Record:
    """One deal as a record document (``trickgames.record/1``): an immutable, hashable value.

    Values are JSON values, frozen: a JSON object is a read-only mapping
    (:class:`~trickgames._core.frozen.FrozenDict`, read as ``record.meta["event"]``), an array
    a tuple. A record made of dicts and lists keeps frozen copies of them, so changing those
    afterwards changes nothing; :meth:`to_json` writes plain dicts and lists again.
    ``extensions`` holds the top-level fields whose names start with ``_``; they are kept and
    written back unchanged.
    """

    game: str
    rules: str | FrozenDict = attrs.field(converter=_frozen_rules)
    dealer: int
    hands: tuple[tuple[str, ...], ...] = attrs.field(converter=_frozen_hands)
    actions: tuple[str, ...] = attrs.field(converter=strings)
    context: FrozenDict | None = attrs.field(default=None, converter=optional_object)
    result: FrozenDict | None = attrs.field(default=None, converter=optional_object)
    players: tuple[str, ...] | None = attrs.field(default=None, converter=optional_strings)
    meta: FrozenDict | None = attrs.field(default=None, converter=optional_object)
    extensions: FrozenDict = attrs.field(default=EMPTY, converter=freeze_object)

    @classmethod
    def from_json(cls, value: Any) -> Record:
        """Build a record from a parsed JSON value; :class:`RecordError` if malformed.

        Only the structure is checked here (the schema); rules, cards and actions are judged
        by :func:`trickgames.validate`.
        """
        require_structure(value, structure_issues)
        return cls(
            game=value["game"],
            rules=value["rules"],
            dealer=value["dealer"],
            hands=value["hands"],
            actions=value["actions"],
            context=value.get("context"),
            result=value.get("result"),
            players=value.get("players"),
            meta=value.get("meta"),
            extensions=extensions_of(value),
        )

    @classmethod
    def from_text(cls, text: str | bytes) -> Record:
        """Parse a record from JSON text (one object)."""
        return cls.from_json(document_loads(text))

    def to_json(self) -> dict[str, Any]:
        """The record as a new JSON object of plain dicts and lists, fields in the order of the
        specification: the caller's to change.
        """
        return record_json(self.game, self.rules, self.dealer, self.hands, self.actions,
                           self.context, self.result, self.players, self.meta, self.extensions)

    def to_text(self) -> str:
        """The record as one line of JSON."""
        return dumps_frozen(record_json(
            self.game, self.rules, self.dealer, self.hands, self.actions, self.context,
            self.result, self.players, self.meta, self.extensions, thawed=False))


def record_json(game: str, rules: Any, dealer: int, hands: Iterable[Iterable[str]],
                actions: Iterable[str], context: Any = None, result: Any = None,
                players: Any = None, meta: Any = None,
                extensions: Mapping[str, Any] = EMPTY, *, thawed: bool = True
                ) -> dict[str, Any]:
    """The JSON object of a deal record with these fields (each a JSON value, plain or
    frozen; ``None``: an optional field it does not have), fields in the order of the
    specification: what :meth:`Record.to_json` writes, and what a record driver writes a
    state as without making the :class:`Record` (``RecordDriver.to_text``). ``thawed=False``
    leaves the values as they are given (frozen dicts, tuples), for :func:`dumps_frozen`.

    >>> record_json("doppelkopf", "ddv", 0, [("CQ",)], ("p1 healthy",), meta=FrozenDict(n=1))
    {'format': 'trickgames.record/1', 'game': 'doppelkopf', 'rules': 'ddv', 'dealer': 0, \
'hands': [['CQ']], 'actions': ['p1 healthy'], 'meta': {'n': 1}}
    """
    out: dict[str, Any] = {
        "format": FORMAT,
        "game": game,
        "rules": thaw(rules) if thawed else rules,
        "dealer": dealer,
        "hands": [list(h) for h in hands] if thawed else hands,
        "actions": list(actions) if thawed else actions,
    }
    return document_json(out, (("context", context), ("result", result),
                               ("players", players), ("meta", meta)), extensions,
                         thawed=thawed)


def document_json(out: dict[str, Any], optional: Iterable[tuple[str, Any]],
                  extensions: Mapping[str, Any], *, thawed: bool = True) -> dict[str, Any]:
    """A document's JSON object ``out`` (its fields so far) completed: the ``optional`` fields
    that it has (not ``None``), each a plain JSON value, in order, then its extension fields
    (``thawed=False``: each value as it is, for :func:`dumps_frozen`).

    >>> document_json({"game": "x"}, (("result", None), ("meta", FrozenDict(n=(1,)))), EMPTY)
    {'game': 'x', 'meta': {'n': [1]}}
    """
    for key, value in optional:
        if value is not None:
            out[key] = thaw(value) if thawed else value
    out.update(thaw(extensions) if thawed else extensions)
    return out


class Document(Protocol):
    """A record document (:class:`Record`, or a session record): it writes its JSON value."""

    def to_json(self) -> dict[str, Any]: ...


def document_loads(text: str | bytes) -> Any:
    """The JSON value of a record's text; text that is not JSON raises :class:`RecordError`
    with the parse problem at ``$``."""
    try:
        return loads(text)
    except ParseError as exc:
        raise RecordError([Issue("$", exc.code, exc.message, params=exc.params)]) from None


def record_value(record: Document | Mapping[str, Any] | str | bytes) -> Any:
    """The JSON value of a record given as a document (a :class:`Record` or a session
    record), a JSON object or JSON text.

    Text that is not JSON raises :class:`RecordError` with the parse problem at ``$``.
    """
    if isinstance(record, str | bytes):
        return document_loads(record)
    if isinstance(record, Mapping) or not callable(getattr(record, "to_json", None)):
        return record  # a JSON value (or anything else, which validation reports)
    return record.to_json()


def require_structure(value: Any, issues_of: Callable[[Any], list[Issue]]) -> None:
    """Raise :class:`RecordError` with every structural problem ``issues_of(value)`` finds
    (a value nested too deeply is one)."""
    try:
        issues = issues_of(value)
    except RecursionError:
        issues = [Issue("$", "too_deep", "the record is nested too deeply")]
    if issues:
        raise RecordError(issues)


def structure_issues(value: Any, *, keys_are_strings: bool = False) -> list[Issue]:
    """Every schema violation of a record value (empty when it is well-formed);
    ``keys_are_strings``: the value was parsed from JSON text (:func:`schema_checker`)."""
    if isinstance(value, dict) and "format" in value:
        fmt = value["format"]
        if isinstance(fmt, str) and fmt != FORMAT:
            if fmt.startswith("trickgames.record/"):
                return [
                    Issue(
                        "$.format",
                        "unsupported_version",
                        f"record format {quoted(fmt)} is not supported: this reader knows "
                        f"{FORMAT!r} only",
                    )
                ]
            if fmt == SESSION_FORMAT:
                return [
                    Issue("$.format", "session_record", "this is a session record, not a deal")
                ]
    return schema_checker("record")(value, keys_are_strings=keys_are_strings)


@attrs.frozen
class ActionText:
    """An action line split into its parts: ``p2 play HK  # comment``."""

    seat: int
    verb: str
    args: tuple[str, ...]
    comment: str


def split_action(text: str) -> ActionText:
    """Split an action line by the record grammar ``p<seat> <verb> [args...] [# comment]``.

    >>> split_action("p2  announce re  # holds CQ")
    ActionText(seat=2, verb='announce', args=('re',), comment='holds CQ')
    """
    body, hash_, comment = text.partition("#")
    words = body.split()
    if not words:
        raise ParseError(f"empty action {quoted(text)}", code="malformed_action",
                         params={"quoted": quoted(text)})
    if len(words) < 2:
        raise ParseError(
            f"malformed action {quoted(text)}: expected 'p<seat> <verb> [arguments]'",
            code="malformed_action", params={"quoted": quoted(text)},
        )
    seat = parse_seat(words[0])
    return ActionText(seat, words[1].lower(), tuple(words[2:]), comment.strip() if hash_ else "")


@attrs.frozen
class Source:
    """One record's text (or the reason it could not be read), with where it came from."""

    label: str
    text: str | None
    error: Issue | None = None


#: The default limit on the size of one record: a ``.json`` file, or a line of a ``.jsonl``
#: file without its line end (``--max-record-bytes``).
MAX_RECORD_BYTES = 16 * 1024 * 1024

#: The names of record files in a folder.
_RECORD_SUFFIXES = (".json", ".jsonl")
#: A UTF-8 byte order mark, which some editors write at the start of a file.
_BOM = "\ufeff"
_BOM_BYTES = _BOM.encode("utf-8")


@attrs.frozen
class Unreadable:
    """A path that could not be read (or not to the end), with the error; :attr:`code` and
    :attr:`reason` say why."""

    path: str
    error: OSError

    @property
    def code(self) -> str:
        """``not_found``, ``permission_denied``, ``not_a_regular_file``, ``symlink_loop`` or
        ``unreadable`` (:func:`~trickgames._core.files.reason_code`)."""
        return reason_code(self.error)

    @property
    def reason(self) -> str:
        """Why, in words (``No such file or directory``, ``not a regular file (a named
        pipe)``)."""
        return self.error.strerror or str(self.error)


def _explained(path: Path, exc: OSError) -> OSError:
    """``exc``, or for a link that leads nowhere an error that says so."""
    if not isinstance(exc, FileNotFoundError) or not path.is_symlink():
        return exc
    try:
        target = os.readlink(path)
    except OSError:
        return exc
    ending = ("a link that leads nowhere" if os.path.lexists(path.parent / target)
              else "which does not exist")
    return FileNotFoundError(exc.errno, f"a link to {target}, {ending}", os.fspath(path))


def _loop(path: Path) -> OSError:
    """The error of a folder that is one of the folders it is in (a link back up)."""
    try:
        what = f"a link to {os.readlink(path)}, which leads back to a folder being read"
    except OSError:  # not a link: a folder mounted inside itself
        what = "a folder being read already"
    return OSError(errno.ELOOP, f"{what} (a loop)", os.fspath(path))


#: A folder to walk and the folders it is in (their device and inode numbers).
_Walk = tuple[Path, frozenset[tuple[int, int]]]


def _files_under(top: Path) -> Iterator[Path | Unreadable]:
    """The record files below folder ``top`` (a folder's files, then its subfolders, each in
    sorted order; links followed), and at its turn every entry that cannot be read: a folder
    that cannot be listed or looked at, a link back to a folder it is in (a loop), an entry
    whose kind cannot be known. A file is looked at only when it is read (:func:`_read_file`);
    a link that leads nowhere and has no record's name is not a record."""
    try:
        info = os.stat(top)
    except OSError as exc:
        yield Unreadable(os.fspath(top), exc)
        return
    # Depth first, without recursion (folders may nest deeply).
    stack: list[_Walk | Unreadable] = [(top, frozenset({(info.st_dev, info.st_ino)}))]
    while stack:
        item = stack.pop()
        if isinstance(item, Unreadable):
            yield item
            continue
        folder, above = item
        try:
            with os.scandir(folder) as listing:
                entries = sorted(listing, key=lambda entry: entry.name)
        except OSError as exc:
            yield Unreadable(os.fspath(folder), exc)
            continue
        below: list[_Walk | Unreadable] = []
        for entry in entries:
            path = folder / entry.name
            try:
                if entry.is_dir():  # follows links; False for a link that leads nowhere
                    info = entry.stat()
                    key = (info.st_dev, info.st_ino)
                    below.append(Unreadable(os.fspath(path), _loop(path)) if key in above
                                 else (path, above | {key}))
                elif entry.name.endswith(_RECORD_SUFFIXES):
                    yield path
            except OSError as exc:
                # A link that leads nowhere (in a circle) is a record's only by its name.
                if (entry.name.endswith(_RECORD_SUFFIXES) or exc.errno != errno.ELOOP
                        or not path.is_symlink()):
                    yield Unreadable(os.fspath(path), _explained(path, exc))
        stack.extend(reversed(below))


def iter_sources(paths: Iterable[str | os.PathLike[str]], *,
                 max_record_bytes: int = MAX_RECORD_BYTES) -> Iterator[Source | Unreadable]:
    """The records of files and folders, streamed, and the paths that cannot be read.

    A ``.json`` file is one record, a ``.jsonl`` file one record per non-blank line (labelled
    ``file.jsonl:7``), a folder every such file below it, in sorted order (links followed).
    Files are read line by line, so memory stays constant however many records there are. A
    record (a file, or a line without its line end) longer than ``max_record_bytes`` is not
    read: it is a :class:`Source` with the issue ``record_too_large``. A UTF-8 byte order mark
    before a record is skipped. Only regular files are read: a path that is missing, cannot
    be read, is not a regular file (a named pipe, a device: never opened for reading) or is a
    link loop is an :class:`Unreadable` at its turn (after the records read from it), and the
    next entry is read. ``-`` is standard input: JSON Lines (labelled ``-:7``) when its first
    non-blank line is a JSON value of its own, else one record (labelled ``-``).
    """
    for raw in paths:
        if os.fspath(raw) == "-":
            yield from _stdin(max_record_bytes)
            continue
        path = Path(raw)
        if path.is_dir():
            for item in _files_under(path):
                if isinstance(item, Unreadable):
                    yield item
                else:
                    yield from _read_file(item, os.fspath(item), max_record_bytes)
        else:
            yield from _read_file(path, os.fspath(raw), max_record_bytes)


def _read_file(path: Path, name: str, limit: int) -> Iterator[Source | Unreadable]:
    """The records of one file (``name``: the path as reported when it cannot be read)."""
    try:
        handle = open_regular(path)
    except OSError as exc:
        yield Unreadable(name, _explained(path, exc))
        return
    with handle:
        try:
            if path.suffix == ".jsonl":
                yield from _lines(handle, str(path), limit)
            else:
                yield _whole(handle, str(path), limit)
        except OSError as exc:  # a read failed: after the records read before it
            yield Unreadable(name, exc)


def _whole(handle: BufferedReader, label: str, limit: int) -> Source:
    """The one record of a ``.json`` file, read only if it is not longer than ``limit``."""
    size = os.fstat(handle.fileno()).st_size
    if size > limit:
        return _too_large(label, limit, size)
    data = handle.read(limit + 1)
    if len(data) > limit:  # it grew, or its size was not known
        return _too_large(label, limit)
    return _decoded(label, data)


class _Lines(Protocol):
    def readline(self, size: int = -1, /) -> bytes: ...


class _Replayed:
    """A stream whose first lines were read already: those again, then the rest."""

    def __init__(self, head: list[bytes], rest: _Lines) -> None:
        self._head = head
        self._rest = rest

    def readline(self, size: int = -1, /) -> bytes:
        if self._head:
            return self._head.pop(0)
        return self._rest.readline(size)


def _stdin(limit: int) -> Iterator[Source | Unreadable]:
    """The records of standard input (``trickgames simulate ... | trickgames validate -``):
    JSON Lines when the first non-blank line is a JSON value of its own, else one record."""
    stream = sys.stdin.buffer
    head: list[bytes] = []
    try:
        while line := stream.readline(limit + 2):
            head.append(line)
            if line.strip():
                break
        first = head[-1] if head else b""
        if not first.strip():  # nothing but blank lines: no record, as an empty .jsonl
            return
        try:
            json.loads(without_bom(first))
            by_lines = True
        except ValueError:
            by_lines = False
        if by_lines:
            yield from _lines(_Replayed(head, stream), "-", limit)
            return
        data = b"".join(head)
        data += stream.read(max(limit + 1 - len(data), 0))
        if len(data) > limit:
            yield _too_large("-", limit)
        else:
            yield _decoded("-", data)
    except OSError as exc:
        yield Unreadable("-", exc)


def _lines(handle: _Lines, name: str, limit: int) -> Iterator[Source]:
    """The records of a ``.jsonl`` file, never reading more than ``limit`` + 2 bytes of one
    line: the rest of a longer line is skipped."""
    number = 0
    while line := handle.readline(limit + 2):
        number += 1
        if line.endswith(b"\n"):
            size = len(line) - (2 if line.endswith(b"\r\n") else 1)
        else:
            size = len(line)
            while (rest := handle.readline(1 << 16)) and not rest.endswith(b"\n"):
                pass
        if size > limit:
            yield _too_large(f"{name}:{number}", limit)
        elif line.strip():
            yield _decoded(f"{name}:{number}", line)


def _too_large(label: str, limit: int, size: int | None = None) -> Source:
    told = (f"is {size:,} bytes long, more than the limit of {limit:,} bytes" if size is not None
            else f"is more than {limit:,} bytes long, the limit")
    return Source(label, None, Issue("$", "record_too_large",
                                     f"the record {told} (raise it with --max-record-bytes)"))


@overload
def without_bom(text: str) -> str: ...
@overload
def without_bom(text: bytes) -> bytes: ...
def without_bom(text: str | bytes) -> str | bytes:
    """``text`` without the UTF-8 byte order mark it may start with."""
    if isinstance(text, bytes):
        return text.removeprefix(_BOM_BYTES)
    return text.removeprefix(_BOM)


def _decoded(label: str, data: bytes) -> Source:
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return Source(
            label,
            None,
            Issue("$", "invalid_encoding", f"not UTF-8: byte {exc.start} cannot be decoded"),
        )
    return Source(label, without_bom(text))
