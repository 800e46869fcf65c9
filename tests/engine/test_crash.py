"""SIGKILL at random points of scripted matches: no acknowledged action lost, same final state, notifications
that were pending at a kill delivered exactly once by the next run."""

from __future__ import annotations

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _spawn(db: Path, deliveries: Path, delay: str, run: int) -> subprocess.Popen[str]:
    env = {**os.environ, "CRASH_DELAY": delay, "PYTHONPATH": str(ROOT)}
    return subprocess.Popen(
        [sys.executable, "-m", "tests.engine.crash_worker", str(db), str(deliveries), str(run)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def _acks(stdout: str) -> dict[str, int]:
    acked: dict[str, int] = {}
    for line in stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[0] == "ACK":
            acked[parts[1]] = max(acked.get(parts[1], 0), int(parts[2]))
    return acked


def _hashes(stdout: str) -> dict[str, str]:
    return {p[1]: p[2] for p in (line.split() for line in stdout.splitlines()) if len(p) == 3 and p[0] == "HASH"}


def _runs(deliveries: Path, count: int) -> list[list[int]]:
    """Delivered ids per run (a run killed before it wrote START delivered nothing)."""
    runs: list[list[int]] = [[] for _ in range(count)]
    current: list[int] | None = None
    for line in deliveries.read_text().splitlines():
        if line.startswith("START "):
            current = runs[int(line.split()[1])]
        elif line.endswith(";") and current is not None:
            current.append(int(line[:-1]))
    return runs


def _db_state(db: Path) -> tuple[dict[str, int], set[int], set[int]]:
    conn = sqlite3.connect(db)
    try:
        actions = dict(conn.execute("SELECT match_id, MAX(n) FROM actions GROUP BY match_id").fetchall())
        pending = {r[0] for r in conn.execute("SELECT id FROM outbox WHERE delivered_at IS NULL")}
        done = {r[0] for r in conn.execute("SELECT id FROM outbox WHERE delivered_at IS NOT NULL")}
    finally:
        conn.close()
    return actions, pending, done


def test_sigkill_at_random_points_loses_nothing(tmp_path: Path) -> None:
    rng = random.Random(20240601)
    # the uninterrupted reference run
    ref = _spawn(tmp_path / "ref.sqlite3", tmp_path / "ref.txt", "0", 0)
    out, err = ref.communicate(timeout=120)
    assert ref.returncode == 0, err
    expected = _hashes(out)
    assert set(expected) == {"c1", "c2", "c3"}

    db, deliveries = tmp_path / "crash.sqlite3", tmp_path / "crash.txt"
    pending_at_restart: list[set[int]] = []
    delivered_before_restart: list[set[int]] = []
    kills = 0
    for run in range(6):
        proc = _spawn(db, deliveries, "0.004", run)
        assert proc.stdout is not None
        # kill after a random number of acknowledged actions plus a random sliver of time, so the kill lands
        # anywhere: inside a transaction, between commit and delivery, during a delivery, during start-up
        target, seen, lines = rng.randint(0, 6), 0, []
        while seen < target:
            line = proc.stdout.readline()
            if not line:
                break
            lines.append(line)
            seen += line.startswith("ACK")
        time.sleep(rng.uniform(0, 0.006))
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
            kills += 1
        rest, _err = proc.communicate(timeout=60)
        out = "".join(lines) + rest
        if not db.exists():
            pending_at_restart.append(set())
            delivered_before_restart.append(set())
            continue
        committed, pending, done = _db_state(db)
        for mid, n in _acks(out).items():
            assert committed.get(mid, 0) >= n, f"acknowledged action {n} of {mid} was lost"
        pending_at_restart.append(pending)
        delivered_before_restart.append(done)
    assert kills >= 5, "the worker finished too fast to be killed; the test proves nothing"

    final = _spawn(db, deliveries, "0", len(pending_at_restart))
    out, err = final.communicate(timeout=120)
    assert final.returncode == 0, err
    assert _hashes(out) == expected

    runs = _runs(deliveries, len(pending_at_restart) + 1)
    # after each kill, the next run delivers each pending notification at most once (exactly once if it ran to
    # the end) and never one that was already marked delivered
    for i, (pending, done) in enumerate(zip(pending_at_restart, delivered_before_restart, strict=True)):
        nxt = Counter(runs[i + 1])
        assert all(nxt[k] <= 1 for k in pending), f"run {i + 1} delivered a pending notification twice"
        assert not (set(nxt) & done), f"run {i + 1} re-delivered notifications already marked delivered"
    last_pending = pending_at_restart[-1]
    assert all(Counter(runs[-1])[k] == 1 for k in last_pending)
    _committed, pending, done = _db_state(db)
    assert not pending
    assert done <= {k for run in runs for k in run}, "some notification was never delivered"
