"""Action latency through the runner with a real SQLite file on disk (WAL, synchronous=FULL).

    python bench/engine_latency.py [ACTIONS] [DIR]     (DIR: where the database file lives; default: here)

Target: median under 2 ms. Each action is a duel pick: game.act, one committed transaction (fsync), state swap,
outbox handed to a subscriber.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine import Engine, Notification
from tests.engine.conftest import games


def fsync_floor(where: Path, samples: int = 300) -> float:
    """Median time of a bare one-row SQLite commit with synchronous=FULL on the same disk: the hardware floor."""
    import sqlite3

    with tempfile.TemporaryDirectory(dir=where) as tmp:
        conn = sqlite3.connect(Path(tmp) / "floor.sqlite3", isolation_level=None)
        conn.execute("PRAGMA journal_mode=WAL")
        conn.execute("PRAGMA synchronous=FULL")
        conn.execute("CREATE TABLE t (a, b)")
        times = []
        for i in range(samples):
            t0 = time.perf_counter()
            conn.execute("BEGIN IMMEDIATE")
            conn.execute("INSERT INTO t VALUES (?, ?)", (i, "x" * 200))
            conn.execute("COMMIT")
            times.append(time.perf_counter() - t0)
        conn.close()
    return statistics.median(times) * 1000


async def run(actions: int, where: Path, synchronous: str = "FULL") -> list[float]:
    with tempfile.TemporaryDirectory(dir=where) as tmp:
        delivered = 0

        async def sink(_note: Notification) -> None:
            nonlocal delivered
            delivered += 1

        async with Engine(
            Path(tmp) / "bench.sqlite3", games=games, poll_interval=None, renderer=None, synchronous=synchronous
        ) as eng:
            eng.subscribe(sink)
            times: list[float] = []
            mid = None
            rnd = 0
            while len(times) < actions:
                if mid is None:
                    mid = (await eng.create_match("duel", {"a": "1", "b": "2"}, options={"rounds_to_win": 9})).id
                    rnd = 0
                rnd += 1
                for user in ("1", "2"):
                    t0 = time.perf_counter()
                    res = await eng.act(mid, user, {"kind": "pick", "value": rnd % 3 + 1})
                    times.append(time.perf_counter() - t0)
                    if res.outcome is not None:
                        mid = None
                        break
            await eng.drain()
        return times


def report(label: str, times: list[float]) -> None:
    ms = sorted(t * 1000 for t in times)
    p = lambda q: ms[min(len(ms) - 1, int(q * len(ms)))]  # noqa: E731
    print(f"{label}: {len(ms)} actions")
    print(
        f"  median {statistics.median(ms):.3f} ms   p95 {p(0.95):.3f} ms   p99 {p(0.99):.3f} ms   max {ms[-1]:.3f} ms"
    )


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
    where = Path(sys.argv[2]) if len(sys.argv) > 2 else Path.cwd()
    print(f"database in {where}")
    print(f"disk floor: one bare SQLite commit with synchronous=FULL takes {fsync_floor(where):.3f} ms (median)")
    report("engine, real SQLite file, synchronous=FULL (what the bot runs)", asyncio.run(run(n, where, "FULL")))
    report(
        "engine, same file, synchronous=NORMAL (engine cost without the fsync)", asyncio.run(run(n, where, "NORMAL"))
    )
    print("target: median < 2 ms")


if __name__ == "__main__":
    main()
