"""The PostgreSQL store (asyncpg): the same interface as the SQLite `Store`, for several bot processes sharing one
database (docs/engine.md, "Back-ends").

A pool of connections instead of one writer: transactions of different matches commit concurrently (PostgreSQL
groups their fsyncs), and one match is serialized by its runner's lock inside a process and by its shard's lease
across processes (`leases.py`). Migrations run under an advisory lock, so processes starting together apply each
one once. A full disk or an I/O error on the server is a `StorageFailed` as on SQLite; a lost connection refuses
the one change and the next one reconnects.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from typing import Any

import asyncpg

from bot.engine import pgfunctions
from bot.engine.dialect import dollar_params, redact
from bot.engine.errors import SchemaTooNew, StorageFailed, StoreError
from bot.engine.migrations import LATEST, MIGRATIONS, postgres_statements
from bot.engine.pgbatch import compile_batch
from bot.engine.pgfunctions import FENCE_VERSION

log = logging.getLogger(__name__)

Stmt = tuple[str, Sequence[Sequence[Any]]]
Guard = tuple[str, Sequence[Any], BaseException]
MIGRATION_LOCK = 0x7AB1E70F  # pg_advisory_xact_lock key: one migrating process at a time
FENCED = "EF001"  # SQLSTATE raised by engine_fence (migration 7): this process does not hold the lease
_FATAL_CLASSES = {"53": "the server ran out of a resource (disk, memory)", "58": "the server's disk failed"}
DRIVER_ERRORS: tuple[type[BaseException], ...] = (asyncpg.PostgresError, asyncpg.InterfaceError, OSError)


class PgStore:
    UTF8_OF = "convert_to({}, 'UTF8')"  # a text column's value as its UTF-8 bytes (a bytea)

    def __init__(self, url: str, *, pool_size: int = 8) -> None:
        self.url = url
        self.path = redact(url)  # what messages name
        self.pool_size = pool_size
        self.single_hop = True  # the SQLite store's switch; every PostgreSQL transaction is one round-trip each way
        self.failed: StorageFailed | None = None
        self.failed_event = asyncio.Event()
        self.repaired: list[str] = []  # what the last migrate() put right (pgfunctions.repair), in sentences
        self._pool: asyncpg.Pool | None = None

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise StoreError("the store is not open")
        return self._pool

    async def open(self) -> None:
        try:
            self._pool = await asyncpg.create_pool(self.url, min_size=1, max_size=self.pool_size, reset=_keep)
        except Exception as exc:
            raise StoreError(f"cannot open the database {self.path}: {exc}") from exc

    async def close(self) -> None:
        if self._pool is not None:
            pool, self._pool = self._pool, None
            try:
                await asyncio.wait_for(pool.close(), 10)
            except (TimeoutError, asyncpg.PostgresError, asyncpg.InterfaceError, OSError) as exc:
                log.error("closing the database %s: %s", self.path, exc)
                pool.terminate()

    def _error(self, exc: BaseException) -> StoreError:
        """The engine's error for a driver's: fatal for a server out of disk, else a refusal of this change."""
        state = str(getattr(exc, "sqlstate", "") or "")
        why = _FATAL_CLASSES.get(state[:2])
        if why is not None:
            self.failed = StorageFailed(
                f"the database {self.path} cannot be written: {why} ({exc}). Nothing of the last change was stored "
                "and the bot stops here; fix the server, then start again: matches continue from their last move."
            )
            self.failed_event.set()
            return self.failed
        if isinstance(exc, asyncpg.PostgresError) and not isinstance(exc, asyncpg.PostgresConnectionError):
            return StoreError(f"the database refused this change, so nothing changed ({exc})")
        return StoreError(f"the database server {self.path} cannot be reached ({exc}); nothing of this was stored")

    def _writable(self) -> None:
        if self.failed is not None:
            raise self.failed

    async def schema_version(self) -> int:
        rows = await self.fetchall("SELECT to_regclass('schema_version') IS NOT NULL")
        if not rows[0][0]:
            return 0
        rows = await self.fetchall("SELECT COALESCE(MAX(version), 0) FROM schema_version")
        return int(rows[0][0])

    async def migrate(self) -> tuple[int, int]:
        """Apply pending migrations in one transaction (PostgreSQL's DDL is transactional) under an advisory lock,
        then put the function of migration 7 right if it was dropped or changed since (`repaired` says what was
        done); return (version before, version after)."""
        try:
            async with self.pool.acquire() as conn, conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
                await conn.execute("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)")
                before = int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM schema_version"))
                if before > LATEST:
                    raise SchemaTooNew(
                        f"the database {self.path} has schema version {before}, newer than this bot understands "
                        f"({LATEST}); upgrade the bot instead of running an old one against it"
                    )
                for version, _title, statements in MIGRATIONS:
                    if version > before:
                        for sql in postgres_statements(version, statements):
                            await conn.execute(sql)
                        await conn.execute("INSERT INTO schema_version (version) VALUES ($1)", version)
                self.repaired = await pgfunctions.repair(conn) if max(before, LATEST) >= FENCE_VERSION else []
        except asyncpg.InsufficientPrivilegeError as exc:
            raise StoreError(
                f"the database user may not change the schema of {self.path} ({exc}); migrations create tables, "
                "indexes and one PL/pgSQL function (engine_fence), so grant it CREATE on its schema (e.g. `GRANT "
                "CREATE ON SCHEMA public TO <user>`) or run `python -m bot db migrate` as the schema's owner"
            ) from exc
        except DRIVER_ERRORS as exc:
            raise self._error(exc) from exc
        return before, max(before, LATEST)

    async def write(
        self, build: Callable[[], tuple[list[Stmt], Callable[[], None]]], guard: Guard | None = None
    ) -> list[Any]:
        """One transaction: `build()` gives the statements and a callback run once they are committed. Returns
        what the RETURNING statements returned, in order. `guard` (expression, params, refusal): a call evaluated in
        the same transaction that raises SQLSTATE `FENCED` when this process may not write (leases.py); then
        `refusal` is raised and nothing is written. The statements go as one statement in one round trip when
        `pgbatch` can express them exactly, else one by one in a transaction."""
        self._writable()
        stmts, committed = build()
        one = compile_batch(stmts, (guard[0], guard[1]) if guard is not None else None)
        try:
            async with self.pool.acquire() as conn:
                if one is not None:
                    row = await conn.fetchrow(one[0], *one[1])
                    returned: list[Any] = list(row[1]) if row is not None else []
                else:
                    async with conn.transaction():
                        if guard is not None:
                            await conn.fetchval(dollar_params(f"SELECT {guard[0]}"), *guard[1])
                        returned = await apply(conn, stmts)
        except DRIVER_ERRORS as exc:
            if guard is not None and getattr(exc, "sqlstate", None) == FENCED:
                raise guard[2] from None
            raise self._error(exc) from exc
        committed()
        return returned

    async def checked_write(
        self, lock: str, read: tuple[str, Sequence[Any]], decide: Callable[[list[Any]], list[Stmt]]
    ) -> None:
        """One transaction that reads before it writes: `decide(rows the read returned)` gives the statements, or
        raises and nothing is written. A transaction-scoped advisory lock on `lock` is taken before the read, so
        two such writes about the same thing (from any process) run one after the other; the read sees the rows
        the other committed (READ COMMITTED takes a fresh snapshot per statement)."""
        self._writable()
        try:
            async with self.pool.acquire() as conn, conn.transaction():
                await conn.execute("SELECT pg_advisory_xact_lock(hashtextextended($1, 0))", lock)
                rows = [tuple(r) for r in await conn.fetch(dollar_params(read[0]), *read[1])]
                await apply(conn, decide(rows))
        except DRIVER_ERRORS as exc:
            raise self._error(exc) from exc

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """One statement in its own transaction."""
        await self.write(lambda: ([(sql, [params])], _nothing))

    @asynccontextmanager
    async def connection(self) -> AsyncIterator[asyncpg.Connection]:
        """A connection of the pool, for the lease and claim queries that need `FOR UPDATE SKIP LOCKED`."""
        self._writable()
        try:
            async with self.pool.acquire() as conn:
                yield conn
        except DRIVER_ERRORS as exc:
            raise self._error(exc) from exc

    async def fetchall(self, sql: str, params: Sequence[Any] | dict[str, Any] = ()) -> list[Any]:
        if isinstance(params, dict):
            raise TypeError("the PostgreSQL store takes positional parameters only")
        try:
            rows = await self.pool.fetch(dollar_params(sql), *params)
        except DRIVER_ERRORS as exc:
            raise self._error(exc) from exc
        return [tuple(r) for r in rows]


def _nothing() -> None:
    return None


async def _keep(conn: asyncpg.Connection) -> None:
    """A connection going back to the pool keeps its session: asyncpg's default reset (advisory unlock, CLOSE ALL,
    UNLISTEN, RESET ALL) is one more round trip per transaction, and the store sets none of these (its advisory
    locks are transaction-scoped; an open transaction is rolled back by asyncpg before this)."""


async def apply(conn: asyncpg.Connection, stmts: Sequence[Stmt]) -> list[Any]:
    returned: list[Any] = []
    for sql, rows in stmts:
        q = dollar_params(sql)
        if "RETURNING" in sql:
            for row in rows:
                returned.append(await conn.fetchval(q, *row))
        elif len(rows) == 1:
            await conn.execute(q, *rows[0])
        elif rows:
            await conn.executemany(q, rows)
    return returned
