"""Read-only, synchronous access to a match database of either back-end, for `db check`, `replay` and the web
pages: `connect_readonly(target).execute(sql, params)` with the engine's `?` placeholders, as with sqlite3.

On PostgreSQL the reads run in one read-only REPEATABLE READ transaction, so a check sees one consistent moment
while the bots keep writing (as a SQLite reader sees one WAL snapshot per statement).
"""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from collections.abc import Coroutine, Iterator, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar

import asyncpg

from bot.engine.dialect import dollar_params, is_postgres

T = TypeVar("T")


class Rows(Protocol):
    def fetchone(self) -> Any: ...

    def fetchall(self) -> list[Any]: ...

    def __iter__(self) -> Iterator[Any]: ...


class ReadConn(Protocol):
    def execute(self, sql: str, parameters: Sequence[Any] = ..., /) -> Rows: ...

    def close(self) -> None: ...


class _Fetched:
    def __init__(self, rows: list[tuple[Any, ...]]) -> None:
        self._rows = rows
        self._at = 0

    def fetchone(self) -> Any:
        if self._at >= len(self._rows):
            return None
        self._at += 1
        return self._rows[self._at - 1]

    def fetchall(self) -> list[tuple[Any, ...]]:
        rest, self._at = self._rows[self._at :], len(self._rows)
        return rest

    def __iter__(self) -> Iterator[tuple[Any, ...]]:
        return iter(self.fetchall())


class PostgresReader:
    """A synchronous read-only connection: asyncpg on an event loop of its own thread, so it also works where a
    loop is already running (the web server calls it from worker threads).

    `snapshot=True` (db check, replay): every read in one REPEATABLE READ transaction, one consistent moment.
    `snapshot=False` (the web pages, which follow live matches): each read is its own read-only transaction and
    sees what was committed up to then; a connection the server dropped is opened again at the next read.
    """

    def __init__(self, url: str, *, snapshot: bool = True) -> None:
        self.url = url
        self.snapshot = snapshot
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, name="pg-reader", daemon=True)
        self._thread.start()
        try:
            self._conn: asyncpg.Connection = self._run(self._connect())
        except BaseException:
            self._stop()
            raise

    async def _connect(self) -> asyncpg.Connection:
        conn = await asyncpg.connect(self.url, server_settings={"default_transaction_read_only": "on"})
        if self.snapshot:
            await conn.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
        return conn

    def _run(self, coro: Coroutine[Any, Any, T]) -> T:
        return asyncio.run_coroutine_threadsafe(coro, self._loop).result()

    def execute(self, sql: str, parameters: Sequence[Any] = (), /) -> _Fetched:
        if not self.snapshot and self._conn.is_closed():  # the server restarted or dropped us: a fresh connection
            self._conn = self._run(self._connect())
        rows = self._run(self._conn.fetch(dollar_params(sql), *parameters))
        return _Fetched([tuple(r) for r in rows])

    def close(self) -> None:
        try:
            self._run(self._conn.close())
        finally:
            self._stop()

    def _stop(self) -> None:
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join()
        self._loop.close()


def connect_readonly(target: str | Path) -> ReadConn:
    """A read-only connection to a SQLite file (FileNotFoundError when there is none) or a PostgreSQL URL."""
    if is_postgres(target):
        return PostgresReader(str(target))
    p = Path(target)
    if not p.exists():
        raise FileNotFoundError(f"no database at {p}")
    return sqlite3.connect(f"file:{p}?mode=ro", uri=True)


def schema_version(conn: ReadConn) -> int:
    """The schema version (0: an empty database)."""
    if isinstance(conn, PostgresReader):
        if not conn.execute("SELECT to_regclass('schema_version') IS NOT NULL").fetchone()[0]:
            return 0
        return int(conn.execute("SELECT COALESCE(MAX(version), 0) FROM schema_version").fetchone()[0])
    return int(conn.execute("PRAGMA user_version").fetchone()[0])


def has_table(conn: ReadConn, name: str) -> bool:
    if isinstance(conn, PostgresReader):
        return bool(conn.execute("SELECT to_regclass(?) IS NOT NULL", (name,)).fetchone()[0])
    return conn.execute("SELECT 1 FROM sqlite_master WHERE type='table' AND name=?", (name,)).fetchone() is not None


DATABASE_ERRORS: tuple[type[BaseException], ...] = (sqlite3.DatabaseError, asyncpg.PostgresError, OSError)
