"""Scale-out figures: actions per second and latency with 1 and 2 bot processes on PostgreSQL and 1 on SQLite,
and the failover time of a killed process (docs/engine.md, "Several processes").

    python bench/scale.py [--matches N] [--concurrency C] [--lease S]

Each process is an OS process with its own Engine (duel test game, no renderer, no Discord) running the matches of
its shards: many matches at once, `C` actions in flight per process (players acting concurrently), each action one
committed transaction. PostgreSQL is a throw-away server started here on 127.0.0.1 with fsync on (its commits
are durable, like SQLite's synchronous=FULL on the same disk); concurrent commits share its WAL flushes (group
commit), which is what lets two processes scale. The failover figure is the wall time from the kill of a process to
the first action accepted by the process that adopted its shard: at most a lease and a third by design.
Keep runs short on a shared machine: the defaults take about a minute.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine import Engine, FakeClock, WrongProcess
from bot.engine.leases import ShardPlan
from tests.engine.conftest import SEATS, games
from tests.support import postgres

SHARDS = 2


def guild(shard: int, n: int) -> str:
    """A guild id on `shard` of SHARDS (Discord's (id >> 22) % count)."""
    return str(((n * SHARDS + shard) << 22) | 1)


async def _play(target: str, shard_ids: tuple[int, ...], matches: int, concurrency: int) -> tuple[list[float], float]:
    """Create the matches, then play them all to the end; returns each action's latency and the playing time."""
    plan = ShardPlan(shard_ids, SHARDS, lease_seconds=60) if target.startswith("postgresql") else None
    async with Engine(target, games=games, poll_interval=None, renderer=None, shards=plan) as eng:
        ids = []
        for n in range(matches):
            shard = shard_ids[n % len(shard_ids)]
            info = await eng.create_match("duel", SEATS, guild_id=guild(shard, n))
            ids.append(info.id)
        gate = asyncio.Semaphore(concurrency)
        times: list[float] = []

        async def play(mid: str) -> None:
            while True:
                open_ = [o.prompt for o in await eng.open_prompts(mid) if o.prompt.options]
                if not open_:
                    return
                p = open_[0]
                options = p.options or ()
                async with gate:
                    t0 = time.perf_counter()
                    await eng.act_option(mid, SEATS[p.seat], p.key, options[-1].id)
                    times.append(time.perf_counter() - t0)

        started = time.perf_counter()
        await asyncio.gather(*(play(mid) for mid in ids))
        playing = time.perf_counter() - started
        await eng.drain()
    return times, playing


def _worker(target: str, shard_ids: tuple[int, ...], matches: int, concurrency: int) -> tuple[list[float], float]:
    return asyncio.run(_play(target, shard_ids, matches, concurrency))


async def _commit_floor(url: str, samples: int = 50) -> float:
    """Median of a bare one-row commit on the server: the disk's fsync, the floor under every action."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE TABLE IF NOT EXISTS floor (a int, b text)")
        times = []
        for i in range(samples):
            t0 = time.perf_counter()
            async with conn.transaction():
                await conn.execute("INSERT INTO floor VALUES ($1, $2)", i, "x" * 200)
            times.append(time.perf_counter() - t0)
        return statistics.median(times) * 1000
    finally:
        await conn.close()


def run_case(label: str, target: str, plans: list[tuple[int, ...]], matches: int, concurrency: int) -> None:
    with ProcessPoolExecutor(len(plans)) as pool:
        started = time.perf_counter()
        futures = [pool.submit(_worker, target, p, matches // len(plans), concurrency) for p in plans]
        results = [f.result() for f in futures]
        wall = time.perf_counter() - started
    times = sorted(t for r in results for t in r[0])
    busy = max(r[1] for r in results)  # the processes play at once: the slowest one's playing time
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))] * 1000
    print(
        f"{label:<34} {len(times):>6} actions  {len(times) / busy:>7.0f} actions/s  "
        f"p50 {statistics.median(times) * 1000:6.2f} ms  p99 {p99:7.2f} ms  (wall {wall:.1f} s)",
        flush=True,
    )


async def failover_time(url: str, lease: float) -> float:
    """Kill (no release) the process of shard 0 with a match in play; seconds until the other process acts on it."""
    a = Engine(url, games=games, poll_interval=None, renderer=None, shards=ShardPlan((0,), SHARDS, lease))
    b = Engine(url, games=games, poll_interval=1.0, renderer=None, shards=ShardPlan((1,), SHARDS, lease))
    await a.open()
    await b.open()
    try:
        info = await a.create_match("duel", SEATS, guild_id=guild(0, 10_000))
        await a.outbox.cancel()
        await a.store.close()  # what SIGKILL leaves: the lease is not released
        killed = time.perf_counter()
        while True:
            try:
                await b.act(info.id, SEATS["a"], {"kind": "pick", "value": 1})
                return time.perf_counter() - killed
            except WrongProcess:
                await asyncio.sleep(0.05)
    finally:
        await b.close()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--matches", type=int, default=200, help="live matches (the issue's target: 1000)")
    ap.add_argument("--concurrency", type=int, default=8, help="actions in flight per process (= the pool's size)")
    ap.add_argument("--lease", type=float, default=2.0, help="lease length for the failover figure (seconds)")
    args = ap.parse_args()
    assert FakeClock  # the engine's clock is injectable; the failover figure uses the real one on purpose
    print(f"{args.matches} duel matches played to the end, {args.concurrency} actions in flight per process")
    server = postgres.start(fsync=True)
    try:
        with tempfile.TemporaryDirectory(dir=Path.cwd()) as tmp:
            run_case("SQLite, 1 process (sync=FULL)", str(Path(tmp) / "scale.sqlite3"), [(0, 1)], args.matches, 1)
        floor = asyncio.run(_commit_floor(server.url))
        print(f"PostgreSQL bare commit (fsync) on this disk: {floor:.1f} ms median", flush=True)
        for n, plans in ((1, [(0, 1)]), (2, [(0,), (1,)])):
            schema = f"bench_{n}"
            postgres.run_sql(server.url, f"DROP SCHEMA IF EXISTS {schema} CASCADE; CREATE SCHEMA {schema}")
            url = postgres.schema_url(server.url, schema)
            run_case(f"PostgreSQL, {n} process{'es' if n > 1 else ''}", url, plans, args.matches, args.concurrency)
        postgres.run_sql(server.url, "DROP SCHEMA IF EXISTS bench_failover CASCADE; CREATE SCHEMA bench_failover")
        took = asyncio.run(failover_time(postgres.schema_url(server.url, "bench_failover"), args.lease))
        print(
            f"failover: a killed process's match accepted an action elsewhere after {took:.2f} s "
            f"(lease {args.lease:g} s; bound: lease + renewal period {args.lease / 3:.2f} s + poll)"
        )
    finally:
        server.stop()


if __name__ == "__main__":
    main()
