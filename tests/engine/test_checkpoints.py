"""WAL checkpoints off the commit path (bot/engine/checkpoints.py, issue 17): the writer no longer checkpoints
inside a commit at SQLite's default 1,000 pages (those commits were the X-Wing p99), a background connection does,
shortly after commits; closing the store stops it and leaves the file whole."""

from __future__ import annotations

import asyncio
import functools
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.engine import checkpoints
from bot.engine.store import Stmt, Store

ROW = "x" * 3000  # about one 4 KB page a row


def _insert(i: int) -> tuple[list[Stmt], Callable[[], None]]:
    return [("INSERT INTO blob VALUES (?, ?)", [(i, ROW)])], lambda: None


async def _write_rows(store: Store, n: int) -> None:
    await store.execute("CREATE TABLE IF NOT EXISTS blob (i INTEGER, b TEXT)")
    for i in range(n):
        await store.write(functools.partial(_insert, i))


async def test_commits_do_not_checkpoint(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checkpoints, "INTERVAL", 3600.0)  # the background one held back: only a commit could
    path = tmp_path / "c.sqlite3"
    store = Store(path)
    await store.open()
    try:
        assert (await store.fetchall("PRAGMA wal_autocheckpoint"))[0][0] == checkpoints.SAFETY_PAGES
        await _write_rows(store, 1500)  # past SQLite's default 1,000 pages
        assert path.stat().st_size < 1_000_000  # the pages are still in the WAL: no commit copied them over
        assert store._checkpointer is not None and store._checkpointer.runs == 0
    finally:
        await store.close()
    with sqlite3.connect(path) as conn:  # closed cleanly (the last close checkpoints): every row is there
        assert conn.execute("SELECT count(*) FROM blob").fetchone()[0] == 1500


async def test_the_background_checkpoints_shortly_after_commits(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(checkpoints, "INTERVAL", 0.01)
    path = tmp_path / "c.sqlite3"
    store = Store(path)
    await store.open()
    try:
        await _write_rows(store, 1500)
        checkpointer = store._checkpointer
        assert checkpointer is not None
        for _ in range(500):
            if path.stat().st_size > 4_000_000:
                break
            await asyncio.sleep(0.01)
        assert checkpointer.runs >= 1
        assert path.stat().st_size > 4_000_000  # copied into the database file while the store is open
    finally:
        await store.close()


async def test_closing_stops_the_checkpointer(tmp_path: Path) -> None:
    store = Store(tmp_path / "c.sqlite3")
    await store.open()
    checkpointer = store._checkpointer
    assert checkpointer is not None and checkpointer._task is not None
    task = checkpointer._task
    await _write_rows(store, 3)
    await store.close()
    assert task.done() and checkpointer._conn is None and store._checkpointer is None


async def test_a_memory_database_has_no_checkpointer() -> None:
    store = Store(":memory:")
    await store.open()
    try:
        assert store._checkpointer is None
        await _write_rows(store, 2)
    finally:
        await store.close()
