"""Issue 12, "Storage faults": a database file deleted under a running match, a full disk, several processes on
one file, and database-assigned outbox ids."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from bot.cli import main
from bot.engine import DatabaseInUse, Engine, FakeClock, Notification, StorageFailed
from bot.games import registry
from tests.engine.conftest import games

SEATS = {"a": "1", "b": "2"}
ROOT = Path(__file__).resolve().parents[2]


def _engine(db: Path) -> Engine:
    return Engine(db, clock=FakeClock(), games=games, poll_interval=None, renderer=None)


async def test_a_deleted_database_file_stops_the_engine_before_anything_is_acknowledged(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    got: list[Notification] = []

    async def sink(note: Notification) -> None:
        got.append(note)

    eng = _engine(db)
    eng.subscribe(sink)
    await eng.open()
    await eng.create_match("duel", SEATS, match_id="m")
    await eng.drain()
    delivered = len(got)
    for p in (db, Path(f"{db}-wal"), Path(f"{db}-shm")):
        p.unlink()
    with pytest.raises(StorageFailed, match="was deleted"):
        await eng.act("m", "1", {"kind": "pick", "value": 2})
    with pytest.raises(StorageFailed, match="was deleted"):  # and it stays stopped
        await eng.act("m", "1", {"kind": "pick", "value": 2})
    assert eng.failed is not None and "was deleted" in (await asyncio.wait_for(eng.wait_failed(), 1)).message
    await asyncio.wait_for(eng.close(), 5)
    assert len(got) == delivered  # the refused move was not announced


async def test_a_full_disk_ends_with_one_message_and_a_clean_close(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    db = tmp_path / "m.sqlite3"
    before = set(threading.enumerate())

    async def sink(_note: Notification) -> None:
        pass

    eng = _engine(db)
    eng.subscribe(sink)
    await eng.open()
    await eng.create_match("duel", SEATS, match_id="m")
    pages = (await eng.store.fetchall("PRAGMA page_count"))[0][0]
    await eng.store.fetchall(f"PRAGMA max_page_count={pages}")  # the file cannot grow: as on a full disk
    with pytest.raises(StorageFailed, match="disk is full") as failure:
        for i in range(200):
            await eng.create_match("duel", SEATS, match_id=f"x{i}", meta={"pad": "x" * 4000})
    assert "Traceback" not in failure.value.message
    caplog.clear()
    with caplog.at_level(logging.ERROR):
        await asyncio.wait_for(eng.close(), 5)
    assert not any(r.exc_info for r in caplog.records)  # no traceback from the acknowledgements or close()
    ours = [t for t in threading.enumerate() if t not in before and not t.daemon]
    for t in ours:
        t.join(5)
    assert not [t for t in ours if t.is_alive()]  # the database thread ended: the process can exit


@pytest.fixture
def duel_registered(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setitem(registry._GAMES, "duel", "tests.support.duel:GAME")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DATABASE_PATH", raising=False)


@pytest.mark.usefixtures("duel_registered")
def test_the_console_stops_with_one_line_when_the_database_is_deleted_mid_match(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tmp_path / "m.sqlite3"
    from bot.local.table import ConsoleTable

    real = ConsoleTable._draw

    async def draw_then_delete(self: ConsoleTable, match_id: str, seq: int) -> None:
        await real(self, match_id, seq)
        if db.exists():
            db.unlink()

    monkeypatch.setattr(ConsoleTable, "_draw", draw_then_delete)
    script = tmp_path / "s.jsonl"
    lines = [{"seat": "a", "option": "3"}, {"seat": "b", "option": "1"}, {"seat": "a", "option": "2"}]
    script.write_text("\n".join(json.dumps(x) for x in lines) + "\n")
    code = main(["play", "duel", "--script", str(script), "--db", str(db), "--no-frames"])
    captured = capsys.readouterr()
    assert code == 1
    assert "was deleted" in captured.err and "Traceback" not in captured.err + captured.out
    assert "Continue with" not in captured.out  # no resume hint into a file that is gone


async def test_a_second_writer_is_refused_and_told_who_holds_the_database(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    async with _engine(db):
        with pytest.raises(DatabaseInUse) as refused:
            await _engine(db).open()
        assert f"pid {os.getpid()}" in refused.value.message and "since" in refused.value.message
        assert "db check" in refused.value.message  # readers are not refused
        assert main(["db", "check", "--db", str(db)]) == 0
    async with _engine(db):  # released at close
        pass


RACE = """
import asyncio, sys
from bot.engine.store import Store
from bot.engine.errors import DatabaseInUse

async def go(path, exclusive):
    store = Store(path, exclusive=exclusive)
    try:
        await store.open()
        await store.migrate()
        print("migrated")
    except DatabaseInUse as exc:
        print("refused:", exc.message)
    finally:
        await store.close()

asyncio.run(go(sys.argv[1], sys.argv[2] == "1"))
"""


@pytest.mark.parametrize("exclusive", [False, True])
def test_twelve_processes_starting_together_neither_crash_nor_migrate_twice(tmp_path: Path, exclusive: bool) -> None:
    db = tmp_path / "race.sqlite3"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", RACE, str(db), "1" if exclusive else "0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for _ in range(12)
    ]
    results = [p.communicate(timeout=120) for p in procs]
    assert [p.returncode for p in procs] == [0] * 12, [err for _out, err in results]
    outs = [out.strip() for out, _err in results]
    assert all(o == "migrated" or o.startswith("refused: the database") for o in outs), outs
    assert "migrated" in outs
    if exclusive:
        # who holds it, unless it was refused in the instant between the holder's lock and its note
        assert all("pid " in o or "not written its details" in o for o in outs if o.startswith("refused"))


async def test_outbox_ids_are_assigned_by_the_database(tmp_path: Path) -> None:
    db = tmp_path / "m.sqlite3"
    got: list[Notification] = []

    async def sink(note: Notification) -> None:
        got.append(note)

    eng = _engine(db)
    eng.subscribe(sink)
    await eng.open()
    await eng.create_match("duel", SEATS, match_id="m")
    # a row written by someone else meanwhile (another tool, an older run) takes the next id
    await eng.store.fetchall(
        "INSERT INTO outbox (match_id, kind, audience, payload, created_at, delivered_at) "
        "VALUES ('m', 'note', 'public', '{}', 0, 0)"
    )
    await eng.act("m", "1", {"kind": "pick", "value": 2})
    await eng.drain()
    await eng.close()
    conn = sqlite3.connect(db)
    stored = {
        kind: [r[0] for r in conn.execute("SELECT id FROM outbox WHERE kind=? ORDER BY id", (kind,))]
        for kind in ("note", "events")
    }
    conn.close()
    ids = [n.id for n in got]
    assert ids == sorted(set(ids)) and stored["note"] == [4]  # the outside row took id 4 ...
    assert [n.id for n in got if n.kind == "events"] == stored["events"] and min(stored["events"]) > 4  # ... ours after


@pytest.mark.usefixtures("duel_registered")
async def test_a_second_console_on_a_match_in_play_is_refused_and_names_the_holder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Issue 12: a second `play --match` on the same database was accepted and kept showing stale prompts.
    db = tmp_path / "m.sqlite3"
    async with _engine(db) as eng:
        await eng.create_match("duel", SEATS, match_id="m")
        code = await asyncio.to_thread(main, ["play", "duel", "--db", str(db), "--match", "m", "--no-frames"])
    err = capsys.readouterr().err
    assert code != 0
    assert "in use by another bot process" in err and f"pid {os.getpid()}" in err and "Traceback" not in err
