"""The web game's database: one SQLite file (the standard library's :mod:`sqlite3`).

Every call opens its own connection and runs one short transaction, so the calls may come
from any thread (the app runs them in a worker thread, off its event loop). The file holds:

* ``tables``: each table's id, its configuration (JSON), the SHA-256 digests of its seats'
  tokens (the tokens themselves are never stored) and when it was made;
* ``events``: each table's events in order, one row per event (see
  :mod:`trickgames.web.tables`); a table is loaded by replaying them;
* ``daily``: the leaderboard, one row per finished day: the game, the rules key, the day,
  the name, the score, the scores of the deals and the deals' records.

The schema's version is the database's ``user_version`` (1); a file of another version is
refused rather than misread.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import closing, contextmanager
from pathlib import Path
from typing import Any

import attrs

__all__ = ["SCHEMA_VERSION", "DailyEntry", "Store", "StoreError"]

#: The version of the database's schema (its ``user_version``).
SCHEMA_VERSION = 1

_SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    id TEXT PRIMARY KEY,
    config TEXT NOT NULL,
    tokens TEXT NOT NULL,
    created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS events (
    table_id TEXT NOT NULL REFERENCES tables(id),
    seq INTEGER NOT NULL,
    event TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
);
CREATE TABLE IF NOT EXISTS daily (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    game TEXT NOT NULL,
    rules TEXT NOT NULL,
    day TEXT NOT NULL,
    name TEXT NOT NULL,
    score INTEGER NOT NULL,
    scores TEXT NOT NULL,
    records TEXT NOT NULL,
    table_id TEXT NOT NULL UNIQUE,
    finished TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS daily_board ON daily (game, rules, day, score);
"""


class StoreError(Exception):
    """The database file cannot be used (another schema version, not a database)."""


@attrs.frozen
class DailyEntry:
    """One line of a day's leaderboard."""

    id: int
    game: str
    rules: str
    day: str
    name: str
    score: int
    scores: tuple[int, ...]
    table_id: str
    finished: str
    records: tuple[Any, ...] = ()


@attrs.frozen
class Store:
    """The database at ``path`` (made, with its schema, when it does not exist)."""

    path: Path = attrs.field(converter=Path)

    def __attrs_post_init__(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        try:
            with self._connection() as db:
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version not in (0, SCHEMA_VERSION):
                    raise StoreError(f"{self.path}: database schema {version}, this version "
                                     f"of trickgames reads {SCHEMA_VERSION}")
                db.execute("PRAGMA journal_mode=WAL")
                db.executescript(_SCHEMA)
                db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
        except sqlite3.DatabaseError as exc:
            raise StoreError(f"{self.path}: {exc}") from exc

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        with closing(sqlite3.connect(self.path, timeout=30)) as db:
            # WAL with NORMAL sync: a commit survives a crash of the server (not always a
            # power cut), and costs no disk flush.
            db.execute("PRAGMA synchronous=NORMAL")
            with db:
                yield db

    def create(self, table_id: str, config: dict[str, Any], tokens: Sequence[str | None],
               created: str, events: Sequence[str]) -> None:
        """Store a new table with its first events."""
        with self._connection() as db:
            db.execute("INSERT INTO tables (id, config, tokens, created) VALUES (?, ?, ?, ?)",
                       (table_id, json.dumps(config), json.dumps(list(tokens)), created))
            db.executemany("INSERT INTO events (table_id, seq, event) VALUES (?, ?, ?)",
                           [(table_id, n, e) for n, e in enumerate(events)])

    def append(self, table_id: str, first: int, events: Sequence[str],
               entry: DailyEntry | None = None) -> None:
        """Store the events from number ``first`` on (and a leaderboard line), all or
        nothing; two writers of the same numbers cannot both succeed."""
        with self._connection() as db:
            db.executemany("INSERT INTO events (table_id, seq, event) VALUES (?, ?, ?)",
                           [(table_id, first + n, e) for n, e in enumerate(events)])
            if entry is not None:
                db.execute(
                    "INSERT INTO daily (game, rules, day, name, score, scores, records, "
                    "table_id, finished) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (entry.game, entry.rules, entry.day, entry.name, entry.score,
                     json.dumps(list(entry.scores)), json.dumps(list(entry.records)),
                     entry.table_id, entry.finished))

    def exists(self, table_id: str) -> bool:
        """Whether a table of this id is stored."""
        with self._connection() as db:
            return db.execute("SELECT 1 FROM tables WHERE id = ?", (table_id,)).fetchone() \
                is not None

    def load(self, table_id: str) -> tuple[dict[str, Any], list[str | None], list[str]] | None:
        """A table's configuration, token digests and events (``None``: no such table), read
        in one transaction."""
        with self._connection() as db:
            row = db.execute("SELECT config, tokens FROM tables WHERE id = ?",
                             (table_id,)).fetchone()
            if row is None:
                return None
            events = [e for (e,) in db.execute(
                "SELECT event FROM events WHERE table_id = ? ORDER BY seq", (table_id,))]
        return json.loads(row[0]), json.loads(row[1]), events

    def leaderboard(self, game: str, rules: str, day: str, limit: int = 100) -> list[DailyEntry]:
        """The day's best ``limit`` lines: highest score first, then the earliest."""
        with self._connection() as db:
            rows = db.execute(
                "SELECT id, game, rules, day, name, score, scores, table_id, finished "
                "FROM daily WHERE game = ? AND rules = ? AND day = ? "
                "ORDER BY score DESC, finished, id LIMIT ?", (game, rules, day, limit)).fetchall()
        return [_entry(row) for row in rows]

    def daily_entry(self, entry_id: int) -> DailyEntry | None:
        """One leaderboard line with its records (``None``: none of that number)."""
        with self._connection() as db:
            r = db.execute(
                "SELECT id, game, rules, day, name, score, scores, table_id, finished, records "
                "FROM daily WHERE id = ?", (entry_id,)).fetchone()
        return None if r is None else _entry(r[:9], tuple(json.loads(r[9])))


def _entry(row: Sequence[Any], records: tuple[Any, ...] = ()) -> DailyEntry:
    """A leaderboard line from its row (id, game, rules, day, name, score, scores, table,
    finished)."""
    return DailyEntry(id=row[0], game=row[1], rules=row[2], day=row[3], name=row[4],
                      score=row[5], scores=tuple(json.loads(row[6])), table_id=row[7],
                      finished=row[8], records=records)
