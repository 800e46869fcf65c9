"""The quick and heavy pools (issue 12: eight big /ti4 odds requests made another user's /roll wait 48 s).
Separation and limits are tested directly: who runs where, who is admitted, what is stopped; never by timing."""

from __future__ import annotations

import asyncio
import os
import threading
from pathlib import Path

import pytest

from bot.core.protocol import RuleError
from bot.quick.roll import roll
from bot.quick.workers import NICE, HeavyLimits, HeavyPool, HeavyRefused, QuickPool
from tests.support import heavy_jobs as J


async def _started(path: Path) -> int:
    while not path.exists() or not path.read_text():
        await asyncio.sleep(0.01)
    return int(path.read_text())


async def test_heavy_work_runs_in_another_process_and_returns_its_result() -> None:
    pool = HeavyPool(HeavyLimits(seconds=30))
    assert await pool.run("u1", J.pid) != os.getpid()
    assert await pool.run("u1", J.niceness) == min(19, os.nice(0) + NICE)  # lower priority than the bot
    assert pool.running == {}


async def test_limits_per_user_and_in_total_and_quick_work_is_not_behind_heavy_work(tmp_path: Path) -> None:
    pool = HeavyPool(HeavyLimits(seconds=60, per_user=1, total=2))
    quick = QuickPool(workers=2)
    release = tmp_path / "release"
    first = asyncio.ensure_future(pool.run("alice", J.hold, str(tmp_path / "a"), str(release)))
    await _started(tmp_path / "a")
    with pytest.raises(HeavyRefused, match="the limit is 1 per user"):
        await pool.run("alice", J.pid)
    second = asyncio.ensure_future(pool.run("bob", J.hold, str(tmp_path / "b"), str(release)))
    await _started(tmp_path / "b")
    assert pool.running == {"alice": 1, "bob": 1}
    with pytest.raises(HeavyRefused, match="running 2 heavy calculations, its limit at a time"):
        await pool.run("carol", J.pid)
    # both heavy slots are held: a quick roll still runs, on the quick pool's own threads
    name = await quick.run(lambda: threading.current_thread().name)
    assert name.startswith("quick")
    result = await quick.run(roll, "dice", "2d6")
    assert "2d6" in result.text()  # the roll ran and answered (the method, not its truthiness)
    assert not first.done() and not second.done()
    release.write_text("go")
    assert await first != await second
    assert pool.running == {}
    assert await pool.run("alice", J.pid) != os.getpid()  # the slot is free again
    quick.close()


async def test_a_request_over_its_time_limit_is_stopped_and_says_so() -> None:
    pool = HeavyPool(HeavyLimits(seconds=1))
    with pytest.raises(HeavyRefused, match="longer than its limit of 1 s"):
        await pool.run("u1", J.forever)
    assert pool.running == {}


async def test_a_request_over_its_memory_limit_is_stopped_and_says_so() -> None:
    pool = HeavyPool(HeavyLimits(seconds=30, memory_mb=64))
    with pytest.raises(HeavyRefused, match="memory limit of 64 MB"):
        await pool.run("u1", J.hog, 512)
    assert await pool.run("u1", J.hog, 8) == 8 * 1024 * 1024  # within the limit it works


async def test_a_cancelled_request_kills_its_worker(tmp_path: Path) -> None:
    pool = HeavyPool(HeavyLimits(seconds=60))
    task = asyncio.ensure_future(pool.run("u1", J.hold, str(tmp_path / "s"), str(tmp_path / "never")))
    worker = await _started(tmp_path / "s")
    os.kill(worker, 0)  # alive
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    with pytest.raises(ProcessLookupError):
        os.kill(worker, 0)
    assert pool.running == {}


async def test_a_rule_error_in_the_worker_reaches_the_caller() -> None:
    pool = HeavyPool(HeavyLimits(seconds=30))
    with pytest.raises(RuleError, match="can never finish"):
        await pool.run("u1", J.refuse)
