"""A test database put back to an earlier schema version, as a bot before the later migrations left it: what
those migrations added is dropped and the version set back, so `db migrate` applies them again."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from bot.engine.dialect import is_postgres
from tests.support.postgres import run_sql

# version -> statements that undo that migration (on both back-ends); migration 7 adds nothing on SQLite and its
# PostgreSQL function is installed again by `CREATE OR REPLACE`
UNDO: dict[int, list[str]] = {
    6: ["DROP INDEX matches_created"],
    7: [],
    8: ["ALTER TABLE matches DROP COLUMN head_prompts"],
}


def write(db: Path | str, sql: str) -> None:
    if is_postgres(db):
        run_sql(str(db), f"SET search_path TO {str(db).rsplit('=', 1)[1]}; {sql}")
    else:
        with sqlite3.connect(db) as conn:
            conn.execute(sql)


def roll_back(db: Path | str, to_version: int, latest: int) -> None:
    for version in range(latest, to_version, -1):
        for sql in UNDO[version]:
            write(db, sql)
    if is_postgres(db):
        write(db, f"DELETE FROM schema_version WHERE version > {int(to_version)}")
    else:
        write(db, f"PRAGMA user_version = {int(to_version)}")
