"""Values outside matches (the kv table, migration 3): stored as JSON, replaced, deleted, kept across a restart;
a database at schema 2 is migrated and keeps its matches."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.engine import Engine, FakeClock, MalformedAction
from bot.engine.migrations import LATEST, MIGRATIONS
from tests.engine.conftest import SEATS, games


def _engine(path: Path) -> Engine:
    return Engine(path, clock=FakeClock(), games=games, poll_interval=None, renderer=None)


async def test_values_survive_a_restart_and_can_be_replaced_and_deleted(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    async with _engine(db) as eng:
        assert await eng.get_value("sandbox", "42") is None
        await eng.set_value("sandbox", "42", {"ships": [{"id": "luke", "pose": {"x": 1.5}}]})
        await eng.set_value("sandbox", "43", {"ships": []})
        await eng.set_value("sandbox", "42", {"ships": [{"id": "wedge"}]})  # replaces, does not add a row
    async with _engine(db) as eng:
        assert await eng.get_value("sandbox", "42") == {"ships": [{"id": "wedge"}]}
        assert await eng.get_value("other", "42") is None  # scopes are separate
        await eng.set_value("sandbox", "43", None)
        assert await eng.get_value("sandbox", "43") is None
        with pytest.raises(MalformedAction):
            await eng.set_value("sandbox", "44", {"bad": object()})
        assert await eng.get_value("sandbox", "44") is None
    conn = sqlite3.connect(db)
    assert conn.execute("SELECT scope, key FROM kv").fetchall() == [("sandbox", "42")]
    conn.close()


async def test_a_schema_2_database_is_migrated_with_its_matches(tmp_path: Path) -> None:
    db = tmp_path / "old.sqlite3"
    conn = sqlite3.connect(db)
    for version, _title, statements in MIGRATIONS:
        if version > 2:
            break
        for stmt in statements:
            conn.execute(stmt)
    conn.execute("PRAGMA user_version = 2")
    conn.commit()
    conn.close()
    async with _engine(db) as eng:
        await eng.create_match("duel", SEATS, match_id="m1")
        await eng.set_value("sandbox", "1", [1, 2])
    conn = sqlite3.connect(db)
    assert conn.execute("PRAGMA user_version").fetchone()[0] == LATEST >= 3
    conn.close()
    async with _engine(db) as eng:
        assert await eng.get_value("sandbox", "1") == [1, 2]
        assert [m.id for m in await eng.list_matches()] == ["m1"]
