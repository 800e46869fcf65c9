"""The SQLite store: one aiosqlite connection (the single writer), WAL, synchronous=FULL, migrations.

Every write goes through `transaction()` or `write()`, which hold one asyncio lock so transactions of different
matches never interleave on the shared connection. Reads take the same lock so they never see another coroutine's
uncommitted writes. A full disk, an I/O error or a database file deleted under the bot is a `StorageFailed`: the
store then refuses every further write with the same message, so nothing is acknowledged that was not kept.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import aiosqlite

from bot.engine.checkpoints import SAFETY_PAGES, Checkpointer
from bot.engine.db_words import database_said
from bot.engine.dbfile import FileIdentity, WriterLock, private_file
from bot.engine.errors import SchemaTooNew, StorageFailed, StoreError
from bot.engine.migrations import LATEST, MIGRATIONS

log = logging.getLogger(__name__)

Stmt = tuple[str, Sequence[Sequence[Any]]]  # (sql, rows of parameters): executed with executemany
# A statement with RETURNING runs row by row; write() returns the first column of what each row returned.
_FATAL = {
    sqlite3.SQLITE_FULL: "the disk is full (or the database reached its size limit)",
    sqlite3.SQLITE_IOERR: "the disk reported an input/output error",
    sqlite3.SQLITE_CORRUPT: "the file is damaged",
    sqlite3.SQLITE_NOTADB: "the file is no longer a database",
    sqlite3.SQLITE_CANTOPEN: "the file cannot be opened any more",
    sqlite3.SQLITE_READONLY: "the file has become read-only",
}


def storage_failure(exc: sqlite3.Error, path: str) -> StorageFailed | None:
    """The fatal fault behind a SQLite error (full disk, I/O error...), or None for an error of one statement."""
    code = getattr(exc, "sqlite_errorcode", None)
    why = None if code is None else _FATAL.get(code & 0xFF)
    if why is None:
        return None
    return StorageFailed(
        f"the database {path} cannot be written: {why} ({exc}). Nothing of the last change was stored and the bot "
        "stops here; fix the disk, then start again: matches continue from their last stored move."
    )


def _apply(conn: sqlite3.Connection, stmts: list[Stmt]) -> list[Any]:
    """Runs on aiosqlite's worker thread: the whole transaction in one call."""
    returned: list[Any] = []
    conn.execute("BEGIN IMMEDIATE")
    try:
        for sql, rows in stmts:
            if "RETURNING" in sql:
                returned += [conn.execute(sql, row).fetchall()[0][0] for row in rows]
            elif len(rows) == 1:
                conn.execute(sql, rows[0])
            else:
                conn.executemany(sql, rows)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return returned


class Store:
    # a TEXT column's value as its UTF-8 bytes, as stored (no str built by the driver to be encoded again)
    UTF8_OF = "CAST({} AS BLOB)"

    def __init__(self, path: str | Path, *, synchronous: str = "FULL", exclusive: bool = True) -> None:
        # FULL: a committed action survives power loss. NORMAL exists only so benchmarks can separate the engine's
        # own cost from the disk's fsync; the bot never uses it.
        if synchronous not in ("FULL", "NORMAL"):
            raise ValueError("synchronous must be FULL or NORMAL")
        self.synchronous = synchronous
        self.single_hop = True  # tests switch it off to exercise the portable path
        self.path = str(path)
        self.exclusive = exclusive  # take the one-writer lock (see dbfile.py); tests of races switch it off
        self.failed: StorageFailed | None = None
        self.repaired: list[str] = []  # PgStore's; SQLite's schema has nothing migrate() repairs
        self.failed_event = asyncio.Event()  # set with `failed`: lets a server stop itself
        self._conn: aiosqlite.Connection | None = None
        self._lock = asyncio.Lock()
        self._writer: WriterLock | None = None
        self._identity: FileIdentity | None = None
        self._checkpointer: Checkpointer | None = None

    @property
    def conn(self) -> aiosqlite.Connection:
        if self._conn is None:
            raise StoreError("the store is not open")
        return self._conn

    async def open(self) -> None:
        if self.path != ":memory:":
            path = Path(self.path)
            private_file(path)
            if self.exclusive:
                self._writer = WriterLock(path)
                self._writer.acquire()
            self._identity = FileIdentity(path)
        try:
            self._conn = await aiosqlite.connect(self.path, isolation_level=None)
            await self._conn.execute("PRAGMA journal_mode=WAL")
            await self._conn.execute(f"PRAGMA synchronous={self.synchronous}")
            await self._conn.execute("PRAGMA foreign_keys=ON")
            await self._conn.execute("PRAGMA busy_timeout=5000")
            if self.path != ":memory:":  # checkpoints off the commit path (bot/engine/checkpoints.py)
                await self._conn.execute(f"PRAGMA wal_autocheckpoint={SAFETY_PAGES}")
                self._checkpointer = Checkpointer(self.path)
        except Exception as exc:
            await self.close()
            why = database_said(exc)
            raise StoreError(
                f"cannot open the database {self.path}: {why}", said="db.cannot_open", db=self.path, error=why
            ) from exc

    async def close(self) -> None:
        try:
            if self._checkpointer is not None:
                checkpointer, self._checkpointer = self._checkpointer, None
                await checkpointer.close()
            if self._conn is not None:
                conn, self._conn = self._conn, None
                await conn.close()
        except sqlite3.Error as exc:  # a last checkpoint on a full or failing disk: what is committed is kept
            log.error("closing the database %s: %s", self.path, exc)
        finally:
            if self._writer is not None:
                self._writer.release()
                self._writer = None

    async def schema_version(self) -> int:
        rows = await self.fetchall("PRAGMA user_version")
        return int(rows[0][0])

    async def migrate(self) -> tuple[int, int]:
        """Apply pending migrations; return (version before, version after). Each migration re-reads the version
        inside its write transaction, so processes that start together apply each one once."""
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
                async with conn.execute("PRAGMA user_version") as cur:
                    row = await cur.fetchone()
                if row is not None and int(row[0]) >= version:
                    continue  # another process applied it meanwhile
                for sql in statements:
                    await conn.execute(sql)
                await conn.execute(f"PRAGMA user_version = {int(version)}")
        return before, max(before, LATEST)

    def _committed(self) -> None:
        if self._checkpointer is not None:
            self._checkpointer.poke()

    def _writable(self) -> None:
        if self.failed is None and self._identity is not None:
            try:
                self._identity.check()
            except StorageFailed as exc:
                self._fail(exc)
        if self.failed is not None:
            raise self.failed

    def _fault(self, exc: sqlite3.Error) -> None:
        fault = storage_failure(exc, self.path)
        if fault is not None:
            self._fail(fault)
            raise fault from exc

    def _fail(self, fault: StorageFailed) -> None:
        self.failed = fault
        self.failed_event.set()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        async with self._lock:
            self._writable()
            conn = self.conn
            try:
                await conn.execute("BEGIN IMMEDIATE")
                try:
                    yield conn
                    await conn.execute("COMMIT")
                    self._committed()
                except BaseException:
                    if conn.in_transaction:
                        await conn.execute("ROLLBACK")
                    raise
            except sqlite3.Error as exc:
                self._fault(exc)
                raise

    async def write(self, build: Callable[[], tuple[list[Stmt], Callable[[], None]]], guard: None = None) -> list[Any]:
        """One transaction. `build()` runs under the store's lock and returns the statements plus a callback run,
        still under the lock, once they are committed. Returns what the RETURNING statements returned, in order.

        The statements go to aiosqlite's worker thread in a single hop when the connection allows it: a commit is
        then one thread round-trip instead of one per statement (the bulk of the engine's own latency).
        """
        async with self._lock:
            self._writable()
            stmts, committed = build()
            conn = self.conn
            try:
                if self.single_hop and hasattr(conn, "_execute") and hasattr(conn, "_conn"):
                    returned: list[Any] = await conn._execute(_apply, conn._conn, stmts)
                else:
                    returned = await self._write_portable(conn, stmts)
            except sqlite3.Error as exc:
                self._fault(exc)
                raise
            self._committed()
            committed()
            return returned

    async def _write_portable(self, conn: aiosqlite.Connection, stmts: list[Stmt]) -> list[Any]:
        returned: list[Any] = []
        await conn.execute("BEGIN IMMEDIATE")
        try:
            for sql, rows in stmts:
                if "RETURNING" in sql:
                    for row in rows:
                        async with conn.execute(sql, row) as cur:
                            returned.append(next(iter(await cur.fetchall()))[0])
                else:
                    await conn.executemany(sql, rows)
            await conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                await conn.execute("ROLLBACK")
            raise
        return returned

    async def checked_write(
        self, lock: str, read: tuple[str, Sequence[Any]], decide: Callable[[list[Any]], list[Stmt]]
    ) -> None:
        """One transaction that reads before it writes: `decide(rows the read returned)` gives the statements, or
        raises and nothing is written. BEGIN IMMEDIATE takes the database's write lock before the read, so no other
        writer changes what was read until the commit (`lock` names what PostgreSQL locks; SQLite locks it all)."""
        async with self.transaction() as conn:
            async with conn.execute(read[0], read[1]) as cur:
                rows = list(await cur.fetchall())
            for sql, params in decide(rows):
                await conn.executemany(sql, params)

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """One statement in its own transaction."""
        async with self.transaction() as conn:
            await conn.execute(sql, params)

    async def fetchall(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[Any]:
        async with self._lock, self.conn.execute(sql, params) as cur:
            return list(await cur.fetchall())

    async def executemany(self, conn: aiosqlite.Connection, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        rows = list(rows)
        if rows:
            await conn.executemany(sql, rows)
