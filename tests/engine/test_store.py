"""Bad stored data: corrupted rows, rows and schemas from a newer bot. Specific errors; nothing changes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from bot.engine import (
    CorruptedMatch,
    Engine,
    FakeClock,
    FutureRow,
    SchemaTooNew,
)
from bot.engine.integrity import check_database
from bot.engine.migrations import LATEST
from tests.engine.conftest import SEATS, games


def _engine(path: Path) -> Engine:
    return Engine(path, clock=FakeClock(), games=games, poll_interval=None, renderer=None)


async def _two_matches(path: Path) -> None:
    async with _engine(path) as eng:
        for mid in ("good", "bad"):
            await eng.create_match("duel", SEATS, match_id=mid)
            await eng.act(mid, "111", {"kind": "pick", "value": 2})


def _dump(path: Path) -> list[tuple[object, ...]]:
    conn = sqlite3.connect(path)
    try:
        return [
            r
            for t in ("matches", "events", "actions", "outbox", "snapshots", "timers")
            for r in conn.execute(f"SELECT * FROM {t} ORDER BY 1, 2")
        ]
    finally:
        conn.close()


@pytest.mark.parametrize(
    "corruption",
    [
        "UPDATE matches SET head_state='{not json' WHERE id='bad'",
        "UPDATE matches SET head_state=NULL WHERE id='bad'; "  # an old-format row: loaded from snapshot + events
        "UPDATE events SET payload='{not json' WHERE match_id='bad' AND kind='locked'",
    ],
)
async def test_a_corrupted_row_quarantines_only_its_match(tmp_path: Path, corruption: str) -> None:
    db = tmp_path / "m.sqlite3"
    await _two_matches(db)
    conn = sqlite3.connect(db)
    conn.executescript(corruption)
    conn.commit()
    conn.close()
    before = _dump(db)
    async with _engine(db) as eng:
        with pytest.raises(CorruptedMatch, match=r"match bad"):
            await eng.act("bad", "222", {"kind": "pick", "value": 1})
        with pytest.raises(CorruptedMatch):
            await eng.view("bad")
        res = await eng.act("good", "222", {"kind": "pick", "value": 1})  # the other match runs on
        assert res.events[-1].kind == "revealed"
    after = [r for r in _dump(db) if "bad" in r or r[0] == "bad"]
    assert after == [r for r in before if "bad" in r or r[0] == "bad"]
    report = check_database(db, games)
    assert not report.ok and any("bad" in p for p in report.problems)


async def test_a_row_from_a_newer_bot_is_refused(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    await _two_matches(db)
    conn = sqlite3.connect(db)
    conn.execute("UPDATE matches SET format=99 WHERE id='bad'")
    conn.commit()
    conn.close()
    async with _engine(db) as eng:
        with pytest.raises(FutureRow, match="newer bot"):
            await eng.act("bad", "222", {"kind": "pick", "value": 1})
        with pytest.raises(FutureRow):
            await eng.info("bad")


async def test_a_database_from_a_future_schema_is_not_touched(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    await _two_matches(db)
    conn = sqlite3.connect(db)
    conn.execute(f"PRAGMA user_version = {LATEST + 1}")
    conn.commit()
    conn.close()
    before = _dump(db)
    with pytest.raises(SchemaTooNew, match="newer than this bot"):
        await _engine(db).open()
    assert _dump(db) == before
    report = check_database(db, games)
    assert not report.ok and "newer than this bot" in report.render()


async def test_a_tampered_event_breaks_the_hash_chain_in_db_check(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    await _two_matches(db)
    assert check_database(db, games).ok
    conn = sqlite3.connect(db)
    conn.execute("UPDATE events SET payload=replace(payload, '\"value\":2', '\"value\":3') WHERE match_id='good'")
    conn.commit()
    conn.close()
    report = check_database(db, games)
    assert any("good" in p and "hash chain" in p for p in report.problems)


async def test_rows_without_a_stored_head_state_load_from_snapshot_and_events(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    await _two_matches(db)
    async with _engine(db) as eng:
        expected = await eng.state_hash("good")
    conn = sqlite3.connect(db)
    conn.execute("UPDATE matches SET head_state=NULL, head_seq=NULL")  # as written before migration 2
    conn.commit()
    conn.close()
    async with _engine(db) as eng:
        assert await eng.state_hash("good") == expected
        res = await eng.act("good", "222", {"kind": "pick", "value": 1})
        assert res.events[-1].kind == "revealed"


async def test_a_finished_match_with_a_stale_stored_state_is_rebuilt_from_its_log(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    async with _engine(db) as eng:
        await eng.create_match("duel", SEATS, match_id="m", options={"rounds_to_win": 1})
        while (await eng.info("m")).status == "active":
            await eng.act("m", "111", {"kind": "pick", "value": 3})
            await eng.act("m", "222", {"kind": "pick", "value": 1})
        expected = await eng.state_hash("m")
    conn = sqlite3.connect(db)
    conn.execute("UPDATE matches SET head_seq=0, head_state=(SELECT state FROM snapshots WHERE seq=0)")
    conn.commit()
    conn.close()
    async with _engine(db) as eng:
        assert await eng.state_hash("m") == expected


async def test_replay_compares_the_stored_current_state_with_the_rebuilt_one(tmp_path: Path) -> None:
    """Issue 12: a stored head state that the log does not rebuild (what TI4's dict-ordered retreat sentence
    produced) was VERIFIED by `replay`, which only checked the events; the bot resumes from that head state."""
    from bot.engine.replay import connect_readonly, replay_match

    path = tmp_path / "m.sqlite3"
    await _two_matches(path)
    conn = connect_readonly(path)
    try:
        assert replay_match(conn, "good", games).ok
    finally:
        conn.close()
    raw = sqlite3.connect(path)
    head = raw.execute("SELECT head_state FROM matches WHERE id='good'").fetchone()[0]
    assert '"round":1' in head
    raw.execute("UPDATE matches SET head_state=? WHERE id='good'", (head.replace('"round":1', '"round":2'),))
    raw.commit()
    raw.close()
    conn = connect_readonly(path)
    try:
        rep = replay_match(conn, "good", games)
    finally:
        conn.close()
    assert not rep.ok
    assert any("stored current state" in p and "differs from the one rebuilt" in p for p in rep.problems)
