"""The game record format ``trickgames.record/1``: reading, writing, strict JSON.

A :class:`Record` is the document: JSON values exactly as written (card codes and actions as
strings). The game modules turn a record into a state (``replay``) and a state back into a
record (``to_record``); :mod:`trickgames._core.validation` judges records.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any, Protocol

import attrs

from trickgames._core.errors import ParseError, RecordError
from trickgames._core.issues import Issue
from trickgames._core.schema import schema_checker
from trickgames._core.seats import parse_seat

__all__ = [
    "FORMAT",
    "SESSION_FORMAT",
    "ActionText",
    "Document",
    "Record",
    "Source",
    "document_loads",
    "dumps",
    "iter_sources",
    "loads",
    "record_value",
    "require_structure",
    "split_action",
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


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not valid JSON")


def _finite_float(text: str) -> float:
    number = float(text)
    if number in (float("inf"), float("-inf")):
        raise ValueError(f"number {text[:20]} is too large")
    return number


_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


def _unpaired_surrogate(value: Any) -> str | None:
    """The first string (key or value) holding an unpaired surrogate, which UTF-8 cannot hold."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                return item
    return None


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise ValueError(f"duplicate key {key!r}")
        out[key] = value
    return out


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
        value = json.loads(
            text,
            object_pairs_hook=_no_duplicates,
            parse_constant=_reject_constant,
            parse_float=_finite_float,
        )
    except json.JSONDecodeError as exc:
        raise ParseError(
            f"invalid JSON at line {exc.lineno} column {exc.colno}: {exc.msg}",
            code="invalid_json",
        ) from None
    except RecursionError:
        raise ParseError("invalid JSON: nested too deeply", code="invalid_json") from None
    except ValueError as exc:  # duplicate keys, constants, too many digits, 1e999
        raise ParseError(f"invalid JSON: {exc}", code="invalid_json") from None
    # "\ud800" escapes a lone surrogate: not text, and not writable as UTF-8.
    if _SURROGATE_ESCAPE.search(text):
        bad = _unpaired_surrogate(value)
        if bad is not None:
            raise ParseError(
                f"invalid JSON: the string {bad!r} holds an unpaired surrogate (not Unicode text)",
                code="invalid_json",
            )
    return value


def _copy_json(value: Any) -> Any:
    """A deep copy of a JSON value, without recursion (records may nest deeply)."""
    if not isinstance(value, dict | list):
        return value
    top: Any = {} if isinstance(value, dict) else []
    stack: list[tuple[Any, Any]] = [(value, top)]
    while stack:
        source, target = stack.pop()
        items = source.items() if isinstance(source, dict) else enumerate(source)
        for key, item in items:
            if isinstance(item, dict | list):
                item_copy: Any = {} if isinstance(item, dict) else []
                stack.append((item, item_copy))
                item = item_copy
            if isinstance(target, dict):
                target[key] = item
            else:
                target.append(item)
    return top


def dumps(value: Any) -> str:
    """Write JSON the way the library writes records: UTF-8 text, one line, ``", "``."""
    return json.dumps(value, ensure_ascii=False, allow_nan=False)


@attrs.frozen
class Record:
    """One deal as a record document (``trickgames.record/1``).

    Values are plain JSON values. ``extensions`` holds the top-level fields whose names start
    with ``_``; they are kept and written back unchanged.
    """

    game: str
    rules: str | dict[str, Any]
    dealer: int
    hands: tuple[tuple[str, ...], ...]
    actions: tuple[str, ...]
    context: dict[str, Any] | None = None
    result: dict[str, Any] | None = None
    players: tuple[str, ...] | None = None
    meta: dict[str, Any] | None = None
    extensions: dict[str, Any] = attrs.field(factory=dict)

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
            hands=tuple(tuple(h) for h in value["hands"]),
            actions=tuple(value["actions"]),
            context=value.get("context"),
            result=value.get("result"),
            players=tuple(value["players"]) if "players" in value else None,
            meta=value.get("meta"),
            extensions={k: v for k, v in value.items() if k.startswith("_")},
        )

    @classmethod
    def from_text(cls, text: str | bytes) -> Record:
        """Parse a record from JSON text (one object)."""
        return cls.from_json(document_loads(text))

    def to_json(self) -> dict[str, Any]:
        """The record as a new JSON object, fields in the order of the specification.

        Nested values are copies: changing the result does not change the record.
        """
        out: dict[str, Any] = {
            "format": FORMAT,
            "game": self.game,
            "rules": _copy_json(self.rules),
            "dealer": self.dealer,
            "hands": [list(h) for h in self.hands],
            "actions": list(self.actions),
        }
        if self.context is not None:
            out["context"] = _copy_json(self.context)
        if self.result is not None:
            out["result"] = _copy_json(self.result)
        if self.players is not None:
            out["players"] = list(self.players)
        if self.meta is not None:
            out["meta"] = _copy_json(self.meta)
        out.update(_copy_json(self.extensions))
        return out

    def to_text(self) -> str:
        """The record as one line of JSON."""
        return dumps(self.to_json())


class Document(Protocol):
    """A record document (:class:`Record`, or a session record): it writes its JSON value."""

    def to_json(self) -> dict[str, Any]: ...


def document_loads(text: str | bytes) -> Any:
    """The JSON value of a record's text; text that is not JSON raises :class:`RecordError`
    with the parse problem at ``$``."""
    try:
        return loads(text)
    except ParseError as exc:
        raise RecordError([Issue("$", exc.code, exc.message)]) from None


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


def structure_issues(value: Any) -> list[Issue]:
    """Every schema violation of a record value (empty when it is well-formed)."""
    if isinstance(value, dict) and "format" in value:
        fmt = value["format"]
        if isinstance(fmt, str) and fmt != FORMAT:
            if fmt.startswith("trickgames.record/"):
                return [
                    Issue(
                        "$.format",
                        "unsupported_version",
                        f"record format {fmt!r} is not supported: this reader knows "
                        f"{FORMAT!r} only",
                    )
                ]
            if fmt == SESSION_FORMAT:
                return [
                    Issue("$.format", "session_record", "this is a session record, not a deal")
                ]
    return schema_checker("record")(value)


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
        raise ParseError(f"empty action {text!r}", code="malformed_action")
    if len(words) < 2:
        raise ParseError(
            f"malformed action {text!r}: expected 'p<seat> <verb> [arguments]'",
            code="malformed_action",
        )
    seat = parse_seat(words[0])
    return ActionText(seat, words[1].lower(), tuple(words[2:]), comment.strip() if hash_ else "")


@attrs.frozen
class Source:
    """One record's text (or the reason it could not be read), with where it came from."""

    label: str
    text: str | None
    error: Issue | None = None


def _files_under(path: Path) -> list[Path]:
    found: list[Path] = []
    for root, dirs, files in os.walk(path):
        dirs.sort()
        for name in sorted(files):
            if name.endswith((".json", ".jsonl")):
                found.append(Path(root) / name)
    return found


def iter_sources(paths: Iterable[str | os.PathLike[str]]) -> Iterator[Source]:
    """The records of files and folders, streamed.

    A ``.json`` file is one record, a ``.jsonl`` file one record per non-blank line (labelled
    ``file.jsonl:7``), a folder every such file below it, in sorted order. Files are read line
    by line, so memory stays constant however many records there are. A path that is missing
    or unreadable raises :class:`OSError`.
    """
    for raw in paths:
        path = Path(raw)
        files = _files_under(path) if path.is_dir() else [path]
        for file in files:
            if file.suffix == ".jsonl":
                with file.open("rb") as handle:
                    for number, line in enumerate(handle, start=1):
                        label = f"{file}:{number}"
                        if not line.strip():
                            continue
                        yield _decoded(label, line)
            else:
                yield _decoded(str(file), file.read_bytes())


def _decoded(label: str, data: bytes) -> Source:
    try:
        return Source(label, data.decode("utf-8"))
    except UnicodeDecodeError as exc:
        return Source(
            label,
            None,
            Issue("$", "invalid_encoding", f"not UTF-8: byte {exc.start} cannot be decoded"),
        )
