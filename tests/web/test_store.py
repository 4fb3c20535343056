"""The web game's database (trickgames.web.store)."""

from __future__ import annotations

import sqlite3

import pytest

from trickgames.web.store import SCHEMA_VERSION, DailyEntry, Store, StoreError


def _entry(table_id: str, name: str, score: int, finished: str) -> DailyEntry:
    return DailyEntry(id=0, game="doppelkopf", rules='{"preset":"ddv"}', day="2024-05-01",
                      name=name, score=score, scores=(score, 0, 0, 0), table_id=table_id,
                      finished=finished, records=({"game": "doppelkopf"},))


def test_a_table_is_stored_as_its_events(tmp_path):
    """store module: a table's configuration, token digests and events read back as
    written, in order; an unknown table is None."""
    store = Store(tmp_path / "sub" / "web.sqlite3")
    store.create("t1", {"game": "doppelkopf"}, ["ab", None, None, None], "now", ["p0 healthy"])
    store.append("t1", 1, ["p1 healthy", "!pass 2"])
    assert store.load("t1") == ({"game": "doppelkopf"}, ["ab", None, None, None],
                                ["p0 healthy", "p1 healthy", "!pass 2"])
    assert store.exists("t1") and not store.exists("t2") and store.load("t2") is None


def test_events_are_stored_all_or_nothing(tmp_path):
    """store module: two writers of the same event numbers cannot both succeed, and a failed
    write leaves nothing behind (not its other events, not its leaderboard line)."""
    store = Store(tmp_path / "web.sqlite3")
    store.create("t1", {}, [None] * 4, "now", ["a"])
    store.append("t1", 1, ["b"])
    with pytest.raises(sqlite3.IntegrityError):  # event 1 is taken: "c" and "d" are not kept
        store.append("t1", 1, ["c", "d"], _entry("t1", "Anna", 3, "now"))
    assert store.load("t1")[2] == ["a", "b"]
    assert store.leaderboard("doppelkopf", '{"preset":"ddv"}', "2024-05-01") == []


def test_the_leaderboard_ranks_by_score_then_time(tmp_path):
    """store module: a day's board is the highest score first, the earlier of two equal
    scores first; a line keeps its records."""
    store = Store(tmp_path / "web.sqlite3")
    for n, (name, score, when) in enumerate([("Ben", 3, "b"), ("Anna", 5, "c"),
                                             ("Cem", 3, "a")]):
        store.create(f"t{n}", {}, [None] * 4, "now", [])
        store.append(f"t{n}", 0, [], _entry(f"t{n}", name, score, when))
    board = store.leaderboard("doppelkopf", '{"preset":"ddv"}', "2024-05-01")
    assert [(e.name, e.score) for e in board] == [("Anna", 5), ("Cem", 3), ("Ben", 3)]
    assert board[0].records == ()
    line = store.daily_entry(board[0].id)
    assert line is not None and line.records == ({"game": "doppelkopf"},)
    assert store.daily_entry(999) is None
    assert store.leaderboard("doppelkopf", '{"preset":"ddv"}', "2024-05-02") == []


def test_a_file_of_another_kind_is_refused(tmp_path):
    """store module: a database of another schema version, or a file that is no database,
    is refused with the file's name instead of being misread or overwritten."""
    newer = tmp_path / "newer.sqlite3"
    with sqlite3.connect(newer) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(StoreError, match="schema"):
        Store(newer)
    garbage = tmp_path / "notes.txt"
    garbage.write_text("not a database " * 100)
    with pytest.raises(StoreError, match=r"notes\.txt"):
        Store(garbage)
    assert Store(tmp_path / "again.sqlite3") == Store(tmp_path / "again.sqlite3")
