"""Migration 6 (index matches_created) on both back-ends: a database at the previous schema version is migrated
by `db migrate`, keeps its matches, gains the index, and `db check` names the index when it is missing."""

from __future__ import annotations

import asyncio
from pathlib import Path

import asyncpg
import pytest

from bot.cli import main
from bot.engine import Engine, FakeClock
from bot.engine.dialect import is_postgres
from bot.engine.integrity import check_database
from bot.engine.migrations import LATEST, MIGRATIONS
from tests.engine.conftest import SEATS, games
from tests.support import peek
from tests.support.old_schema import roll_back, write


def _has_index(db: Path | str) -> bool:
    if is_postgres(db):
        return bool(peek.one(db, "SELECT to_regclass('matches_created') IS NOT NULL"))
    return peek.rows(db, "SELECT 1 FROM sqlite_master WHERE type='index' AND name='matches_created'") != []


async def _play(db: Path | str, user: str, value: int) -> str:
    async with Engine(db, clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
        if user == "111":
            await eng.create_match("duel", SEATS, match_id="m")
        await eng.act("m", user, {"kind": "pick", "value": value})
        return (await eng.log("m"))[-1].kind


def test_db_migrate_from_schema_5_adds_the_created_at_index(
    db_path: Path | str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert MIGRATIONS[5][0] == 6 and MIGRATIONS[5][2] == ["CREATE INDEX matches_created ON matches(created_at)"]
    asyncio.run(_play(db_path, "111", 3))
    roll_back(db_path, 5, LATEST)  # as the bot before migration 6 left it
    assert not _has_index(db_path)
    report = check_database(db_path, games)
    assert f"schema version 5 is behind ({LATEST}): run `python -m bot db migrate`" in report.problems
    assert main(["db", "migrate", "--db", str(db_path)]) == 0
    assert f"schema migrated from version 5 to {LATEST}" in capsys.readouterr().out
    assert _has_index(db_path)
    assert check_database(db_path, games).ok
    assert asyncio.run(_play(db_path, "222", 1)) == "revealed"  # the match carries on after the migration
    write(db_path, "DROP INDEX matches_created")
    report = check_database(db_path, games)
    assert [p for p in report.problems if p.startswith("index matches_created (schema version 6) is missing")]


async def test_the_match_page_lookup_uses_the_index_on_postgresql(postgres_url: str) -> None:
    """The reader's query for matches created since its last look (bot/web/reader.py) is an index range scan."""
    async with Engine(postgres_url, clock=FakeClock(), games=games, poll_interval=None, renderer=None):
        pass
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute("SET enable_seqscan = off")  # a handful of rows: the planner would scan them otherwise
        plan = [
            r[0] for r in await conn.fetch("EXPLAIN SELECT created_at, id, seed FROM matches WHERE created_at >= 1")
        ]
    finally:
        await conn.close()
    assert any("matches_created" in line for line in plan), plan
