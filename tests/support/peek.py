"""Read a test's database directly, whichever back-end it is on (a file path or a postgresql:// URL)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.engine.readonly import connect_readonly


def rows(db: Path | str, sql: str, params: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    conn = connect_readonly(db)
    try:
        return [tuple(r) for r in conn.execute(sql, params).fetchall()]
    finally:
        conn.close()


def one(db: Path | str, sql: str, params: tuple[Any, ...] = ()) -> Any:
    """The first column of the first row."""
    return rows(db, sql, params)[0][0]
