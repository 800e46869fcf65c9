"""The SQLite store: one aiosqlite connection (the single writer), WAL, synchronous=FULL, migrations.

Every write goes through `transaction()`, which holds one asyncio lock so transactions of different matches never
interleave on the shared connection. Reads take the same lock so they never see another coroutine's uncommitted
writes.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager, suppress
from pathlib import Path
from typing import Any

import aiosqlite

from bot.engine.errors import SchemaTooNew, StoreError
from bot.engine.migrations import LATEST, MIGRATIONS

Stmt = tuple[str, Sequence[Sequence[Any]]]  # (sql, rows of parameters): executed with executemany


def _apply(conn: sqlite3.Connection, stmts: list[Stmt]) -> None:
    """Runs on aiosqlite's worker thread: the whole transaction in one call."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        for sql, rows in stmts:
            if len(rows) == 1:
                conn.execute(sql, rows[0])
            else:
                conn.executemany(sql, rows)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


PRIVATE_FILE = 0o600  # the database holds live seeds and unrevealed secret choices
PRIVATE_DIR = 0o700


def private_file(path: Path) -> None:
    """Create `path` (and the folders it needs) readable by this user only; tighten an existing database and its
    -wal/-shm files. SQLite gives the -wal and -shm files the database file's mode, so creating it first is
    enough for new files."""
    missing = []
    folder = path.parent
    while not folder.exists():
        missing.append(folder)
        folder = folder.parent
    for d in reversed(missing):
        d.mkdir(mode=PRIVATE_DIR, exist_ok=True)
        d.chmod(PRIVATE_DIR)  # mkdir's mode is filtered by the umask
    with suppress(FileExistsError):
        os.close(os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, PRIVATE_FILE))
    for p in (path, Path(f"{path}-wal"), Path(f"{path}-shm")):
        try:
            st = p.stat()
            if st.st_mode & 0o077 and st.st_uid == os.getuid():
                p.chmod(PRIVATE_FILE)
        except FileNotFoundError:
            continue


class Store:
    def __init__(self, path: str | Path, *, synchronous: str = "FULL") -> None:
        # FULL: a committed action survives power loss. NORMAL exists only so benchmarks can separate the engine's
        # own cost from the disk's fsync; the bot never uses it.
        if synchronous not in ("FULL", "NORMAL"):
            raise ValueError("synchronous must be FULL or NORMAL")
        self.synchronous = synchronous
        self.single_hop = True  # tests switch it off to exercise the portable path
        self.path = str(path)
        self._conn: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()

    @property
    def conn(self) -> aiosqlite.Connection:
        if self._conn is None:
            raise StoreError("the store is not open")
        return self._conn

    async def open(self) -> None:
        if self.path != ":memory:":
            private_file(Path(self.path))
        self._conn = await aiosqlite.connect(self.path, isolation_level=None)
        try:
            await self._conn.execute("PRAGMA journal_mode=WAL")
            await self._conn.execute(f"PRAGMA synchronous={self.synchronous}")
            await self._conn.execute("PRAGMA foreign_keys=ON")
            await self._conn.execute("PRAGMA busy_timeout=5000")
        except Exception as exc:
            await self.close()
            raise StoreError(f"cannot open the database {self.path}: {exc}") from exc

    async def close(self) -> None:
        if self._conn is not None:
            await self._conn.close()
            self._conn = None

    async def schema_version(self) -> int:
        rows = await self.fetchall("PRAGMA user_version")
        return int(rows[0][0])

    async def migrate(self) -> tuple[int, int]:
        """Apply pending migrations; return (version before, version after)."""
        before = await self.schema_version()
        if before > LATEST:
            raise SchemaTooNew(
                f"the database {self.path} has schema version {before}, newer than this bot understands "
                f"({LATEST}); upgrade the bot instead of running an old one against it"
            )
        for version, _title, statements in MIGRATIONS:
            if version <= before:
                continue
            async with self.transaction() as conn:
                for sql in statements:
                    await conn.execute(sql)
                await conn.execute(f"PRAGMA user_version = {int(version)}")
        return before, max(before, LATEST)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            conn = self.conn
            await conn.execute("BEGIN IMMEDIATE")
            try:
                yield conn
                await conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    await conn.execute("ROLLBACK")
                raise

    async def write(self, build: Callable[[], tuple[list[Stmt], Callable[[], None]]]) -> None:
        """One transaction. `build()` runs under the store's lock (so it may number rows from in-memory counters)
        and returns the statements plus a callback run, still under the lock, once they are committed.

        The statements go to aiosqlite's worker thread in a single hop when the connection allows it: a commit is
        then one thread round-trip instead of one per statement (the bulk of the engine's own latency).
        """
        async with self._lock:
            stmts, committed = build()
            conn = self.conn
            if self.single_hop and hasattr(conn, "_execute") and hasattr(conn, "_conn"):
                await conn._execute(_apply, conn._conn, stmts)
            else:
                await conn.execute("BEGIN IMMEDIATE")
                try:
                    for sql, rows in stmts:
                        await conn.executemany(sql, rows)
                    await conn.execute("COMMIT")
                except BaseException:
                    if conn.in_transaction:
                        await conn.execute("ROLLBACK")
                    raise
            committed()

    async def fetchall(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[Any]:
        async with self._lock, self.conn.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def executemany(self, conn: aiosqlite.Connection, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = list(rows)
        if rows:
            await conn.executemany(sql, rows)
