"""Scale-out figures: actions per second and latency with 1 and 2 bot processes on PostgreSQL and 1 on SQLite,
1,000 live matches, group commit, and the failover time of a killed process (docs/engine.md, "Several processes").

    python bench/scale.py [--matches 1000] [--actions 4] [--concurrency C] [--lease S] [--only sqlite|postgresql]

Each process is an OS process with its own Engine (duel test game, no renderer, no Discord) running the matches of
its shards: it creates its share of `--matches` matches (all live at once), then plays `--actions` actions in each
(0: to the end; a few keep the run short and every match live), `C` actions in flight per process (players acting
concurrently), each action one committed transaction. PostgreSQL is a throw-away server started here on 127.0.0.1
with fsync on (its commits are durable, like SQLite's synchronous=FULL on the same disk). Group commit: PostgreSQL's
own counters (pg_stat_database commits, pg_stat_wal syncs) say how many commits shared one WAL flush; SQLite runs
once with one action in flight and once with `C`, to show that its single writer gains nothing from concurrency.
PostgreSQL's round trips per action and per match created are counted through a proxy (one process, a few
matches). The failover figure is the wall time from the kill of a process to the first action accepted by the
process that adopted its shard: at most a lease and a third by design. Keep runs short on a shared machine: the
defaults take a few minutes.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.engine_latency import fsync_floor
from bot.engine import Engine, FakeClock, WrongProcess
from bot.engine.leases import ShardPlan
from tests.engine.conftest import SEATS, games
from tests.support import postgres

SHARDS = 2


def guild(shard: int, n: int) -> str:
    """A guild id on `shard` of SHARDS (Discord's (id >> 22) % count)."""
    return str(((n * SHARDS + shard) << 22) | 1)


async def _play(
    target: str, shard_ids: tuple[int, ...], matches: int, concurrency: int, actions: int
) -> tuple[list[float], float, float]:
    """Create the matches, then play `actions` in each (0: to the end); returns each action's latency, the playing
    time and the creation time."""
    # No lease loop runs here (poll_interval=None): the lease must outlast the run (failover is measured apart)
    plan = ShardPlan(shard_ids, SHARDS, lease_seconds=3600) if target.startswith("postgresql") else None
    async with Engine(target, games=games, poll_interval=None, renderer=None, shards=plan) as eng:
        gate = asyncio.Semaphore(concurrency)
        started = time.perf_counter()

        async def create(n: int) -> str:
            async with gate:
                info = await eng.create_match("duel", SEATS, guild_id=guild(shard_ids[n % len(shard_ids)], n))
            return info.id

        ids = await asyncio.gather(*(create(n) for n in range(matches)))
        creating = time.perf_counter() - started
        times: list[float] = []

        async def play(mid: str) -> None:
            done = 0
            while not actions or done < actions:
                open_ = [o.prompt for o in await eng.open_prompts(mid) if o.prompt.options]
                if not open_:
                    return
                p = open_[0]
                options = p.options or ()
                async with gate:
                    t0 = time.perf_counter()
                    await eng.act_option(mid, SEATS[p.seat], p.key, options[-1].id)
                    times.append(time.perf_counter() - t0)
                done += 1

        started = time.perf_counter()
        await asyncio.gather(*(play(mid) for mid in ids))
        playing = time.perf_counter() - started
        await eng.drain()
    return times, playing, creating


def _worker(
    target: str, shard_ids: tuple[int, ...], matches: int, concurrency: int, actions: int
) -> tuple[list[float], float, float]:
    return asyncio.run(_play(target, shard_ids, matches, concurrency, actions))


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


def load() -> str:
    """The machine's load, printed beside the figures: on a shared machine they move with it."""
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} cores"


async def _wal_syncs(url: str) -> int:
    """WAL flushes of the server so far (pg_stat_wal). Each backend adds its counts when it goes idle or exits; the
    bench reads them after its processes have closed their connections."""
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        return int(await conn.fetchval("SELECT wal_sync FROM pg_stat_wal"))
    finally:
        await conn.close()


def run_case(
    label: str, target: str, plans: list[tuple[int, ...]], matches: int, concurrency: int, actions: int
) -> None:
    pg = target.startswith("postgresql")
    before = asyncio.run(_wal_syncs(target)) if pg else None
    with ProcessPoolExecutor(len(plans)) as pool:
        started = time.perf_counter()
        futures = [pool.submit(_worker, target, p, matches // len(plans), concurrency, actions) for p in plans]
        results = [f.result() for f in futures]
        wall = time.perf_counter() - started
    times = sorted(t for r in results for t in r[0])
    busy = max(r[1] for r in results)  # the processes play at once: the slowest one's playing time
    creating = max(r[2] for r in results)
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))] * 1000
    print(
        f"{label:<40} {len(times):>6} actions  {len(times) / busy:>7.0f} actions/s  "
        f"p50 {statistics.median(times) * 1000:6.2f} ms  p99 {p99:7.2f} ms  "
        f"({matches} created at {matches / creating:.0f}/s; wall {wall:.1f} s; {load()})",
        flush=True,
    )
    if before is not None:
        time.sleep(1.5)  # the last backends' statistics reach the shared counters
        syncs = asyncio.run(_wal_syncs(target)) - before
        writes = len(times) + matches  # one transaction per action and per match created
        print(
            f"{'':<40} group commit: {writes} write transactions, {syncs} WAL flushes = "
            f"{writes / max(1, syncs):.1f} per flush (lease renewals and the schema's creation included)",
            flush=True,
        )


async def round_trips(url: str, matches: int = 20) -> tuple[float, int, float, float]:
    """Round trips to the server per action, per match created and per undo applied (its log read and its commit),
    counted by a proxy (tests/support/pgproxy.py) with a subscriber, so acknowledgements ride along as they do in
    the bot: (median per action, max, median per match created, median per undo applied)."""
    from tests.support.pgproxy import CountingProxy

    async def ignore(_note: object) -> None:
        return None

    proxy = await CountingProxy(url).start()
    plan = ShardPlan((0, 1), SHARDS, lease_seconds=3600)
    per_action: list[int] = []
    per_match: list[int] = []
    per_undo: list[int] = []
    try:
        async with Engine(proxy.url, games=games, poll_interval=None, renderer=None, shards=plan) as eng:
            eng.subscribe(ignore)
            for n in range(matches):
                before = proxy.round_trips
                info = await eng.create_match("duel", SEATS, guild_id=guild(n % SHARDS, n))
                per_match.append(proxy.round_trips - before)
                for i in range(4):
                    p = next(o.prompt for o in await eng.open_prompts(info.id) if o.prompt.options)
                    await asyncio.sleep(0.01)  # delivered: its acknowledgement rides along with the next action
                    before = proxy.round_trips
                    await eng.act_option(info.id, SEATS[p.seat], p.key, (p.options or ())[-1].id)
                    per_action.append(proxy.round_trips - before)
                    if i == 0:  # the first move taken back, with the other player's consent
                        other = next(u for s, u in SEATS.items() if s != p.seat)
                        await eng.request_undo(info.id, SEATS[p.seat])
                        await asyncio.sleep(0.01)
                        before = proxy.round_trips
                        await eng.answer_undo(info.id, other, True)
                        per_undo.append(proxy.round_trips - before)
    finally:
        await proxy.close()
    return statistics.median(per_action), max(per_action), statistics.median(per_match), statistics.median(per_undo)


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
    ap.add_argument("--matches", type=int, default=1000, help="live matches (the issue's target: 1000)")
    ap.add_argument("--actions", type=int, default=4, help="actions played in each match (0: to the end)")
    ap.add_argument("--concurrency", type=int, default=8, help="actions in flight per process (= the pool's size)")
    ap.add_argument("--lease", type=float, default=2.0, help="lease length for the failover figure (seconds)")
    ap.add_argument("--only", choices=("sqlite", "postgresql"), help="one back-end's cases (short runs)")
    args = ap.parse_args()
    assert FakeClock  # the engine's clock is injectable; the failover figure uses the real one on purpose
    each = f"{args.actions} actions in each" if args.actions else "each played to the end"
    print(f"{args.matches} live duel matches, {each}; {args.concurrency} actions in flight per process; {load()}")
    if (os.cpu_count() or 1) < 4:
        print(
            f"note: {os.cpu_count()} cores: two bot processes and PostgreSQL share them (with anything else running "
            "here), so the 2-process figures say little about scaling out"
        )
    m, k, c = args.matches, args.actions, args.concurrency
    server = postgres.start(fsync=True)
    try:
        if args.only != "postgresql":
            with tempfile.TemporaryDirectory(dir=Path.cwd()) as tmp:
                floor = fsync_floor(Path(tmp), samples=50)
                print(f"SQLite bare commit (WAL, synchronous=FULL) on this disk: {floor:.1f} ms median")
                a, b = str(Path(tmp) / "a.sqlite3"), str(Path(tmp) / "b.sqlite3")
                run_case("SQLite, 1 process (sync=FULL), 1 in flight", a, [(0, 1)], m, 1, k)
                run_case(f"SQLite, 1 process (sync=FULL), {c} in flight", b, [(0, 1)], m, c, k)
        if args.only == "sqlite":
            return
        postgres.run_sql(server.url, "DROP SCHEMA IF EXISTS bench_trips CASCADE; CREATE SCHEMA bench_trips")
        median, most, created, undo = asyncio.run(round_trips(postgres.schema_url(server.url, "bench_trips")))
        print(
            f"PostgreSQL round trips: {median:g} per action (max {most}: a connection's first statements are "
            f"prepared), {created:g} per match created, {undo:g} per undo applied (its log read, then its commit)",
            flush=True,
        )
        floor = asyncio.run(_commit_floor(server.url))
        print(f"PostgreSQL bare commit (fsync) on this disk: {floor:.1f} ms median", flush=True)
        for n, plans in ((1, [(0, 1)]), (2, [(0,), (1,)])):
            schema = f"bench_{n}"
            postgres.run_sql(server.url, f"DROP SCHEMA IF EXISTS {schema} CASCADE; CREATE SCHEMA {schema}")
            url = postgres.schema_url(server.url, schema)
            run_case(f"PostgreSQL, {n} process{'es' if n > 1 else ''}, {c} in flight each", url, plans, m, c, k)
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
