"""Which store a database target opens: a file path is SQLite (the embedded default), a `postgresql://` URL is
PostgreSQL. Both offer the same methods (open, close, migrate, schema_version, write, execute, fetchall)."""

from __future__ import annotations

from pathlib import Path

from bot.engine.dialect import is_postgres
from bot.engine.pgstore import PgStore
from bot.engine.store import Store

AnyStore = Store | PgStore


def make_store(target: str | Path, *, synchronous: str = "FULL", exclusive: bool = True) -> AnyStore:
    """The store for `target`: `synchronous` and `exclusive` concern the SQLite file (PostgreSQL always commits
    durably, and shares its database between processes by design)."""
    if is_postgres(target):
        return PgStore(str(target))
    return Store(target, synchronous=synchronous, exclusive=exclusive)
