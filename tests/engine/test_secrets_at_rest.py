"""Issue 12, "Secrets at rest and in logs": the database holds live seeds and unrevealed dials, so its files are
private to the bot's user, and debug logs of libraries never carry the SQL parameters."""

from __future__ import annotations

import io
import logging
import stat
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.discord_bot.logs import setup_logging
from bot.engine import Engine, FakeClock
from tests.engine.conftest import games

SEED = "a1b2c3d4e5f60718293a4b5c6d7e8f90"


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


async def test_database_and_wal_files_are_private_and_a_new_folder_is_0700(tmp_path: Path) -> None:
    folder = tmp_path / "new" / "data"
    db = folder / "matches.sqlite3"
    async with Engine(db, games=games, clock=FakeClock(), poll_interval=None, renderer=None) as eng:
        await eng.create_match("duel", {"a": "1", "b": "2"}, match_id="m", seed=SEED)
        await eng.act("m", "1", {"kind": "pick", "value": 1})
        files = [db, Path(f"{db}-wal"), Path(f"{db}-shm")]
        assert all(p.exists() for p in files)
        assert {p.name: _mode(p) for p in files} == {p.name: 0o600 for p in files}
    assert _mode(folder) == 0o700
    assert _mode(folder.parent) == 0o700  # every folder the bot created


async def test_an_existing_world_readable_database_is_made_private(tmp_path: Path) -> None:
    db = tmp_path / "matches.sqlite3"
    async with Engine(db, games=games, poll_interval=None, renderer=None):
        pass
    db.chmod(0o644)
    async with Engine(db, games=games, poll_interval=None, renderer=None):
        assert _mode(db) == 0o600


@pytest.fixture
def json_logs() -> Iterator[io.StringIO]:
    root = logging.getLogger()
    libs = [logging.getLogger(name) for name in ("discord", "aiosqlite")]
    saved = (root.handlers[:], root.level, [lib.level for lib in libs])
    out = io.StringIO()
    setup_logging("DEBUG")
    root.handlers[0].setStream(out)  # type: ignore[attr-defined]
    yield out
    root.handlers[:], level, lib_levels = saved
    root.setLevel(level)
    for lib, lib_level in zip(libs, lib_levels, strict=True):
        lib.setLevel(lib_level)


async def test_debug_logs_carry_no_seed_or_salt(tmp_path: Path, json_logs: io.StringIO) -> None:
    async with Engine(tmp_path / "m.sqlite3", games=games, poll_interval=None, renderer=None) as eng:
        await eng.create_match("duel", {"a": "1", "b": "2"}, match_id="m", seed=SEED)
        await eng.act("m", "1", {"kind": "pick", "value": 1})
        logging.getLogger("bot.engine.test").debug("our own debug line")
    text = json_logs.getvalue()
    assert "our own debug line" in text  # DEBUG still works for the bot's own loggers
    assert SEED not in text
    assert "salt" not in text
