"""The match web server: a replay step served (state rebuilt from the log + board picture), and live updates to
many open event streams on one match while it advances.

    python bench/web.py [STREAMS] [ADVANCES]      (defaults: 200 streams, 20 advances)

Targets: a replay step's picture served warm (process and game data loaded, the step itself not cached) under
80 ms median; with STREAMS open on one match, each update delivered to every stream under 500 ms p99 (from the
commit to the stream's `data:` line, the server polling the database every 0.25 s as in production).
"""

from __future__ import annotations

import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from aiohttp import ClientSession, ClientTimeout, TCPConnector
from aiohttp.test_utils import TestServer

from bot.games import registry
from bot.web.app import READER, make_app
from tests.web.support import SEATS, advance, new_match, open_engine


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def replay_steps(db: Path, pid: str, samples: int = 40) -> None:
    app = make_app(db, registry.get, rate=1e9, burst=1e9)
    server = TestServer(app)
    await server.start_server()
    base = f"http://{server.host}:{server.port}/m/{pid}"
    try:
        async with ClientSession() as s:
            steps = (await (await s.get(f"{base}/step/0.json")).json())["steps"]
            await (await s.get(f"{base}/step/{steps}.png")).read()  # warm: imports, data, renderer fonts
            cold, cached = [], []
            picks = random.Random(1).sample(range(steps + 1), min(samples, steps + 1))
            for n in picks:
                t0 = time.perf_counter()
                r = await s.get(f"{base}/step/{n}.png")
                await r.read()
                cold.append((time.perf_counter() - t0) * 1000)
                t0 = time.perf_counter()
                await (await s.get(f"{base}/step/{n}.png")).read()
                cached.append((time.perf_counter() - t0) * 1000)
            sequential = []
            for n in range(max(0, steps - 30), steps):  # stepping "next": the previous step's state is cached
                app[READER]._pictures = type(app[READER]._pictures)(128)
                t0 = time.perf_counter()
                await (await s.get(f"{base}/step/{n}.png")).read()
                sequential.append((time.perf_counter() - t0) * 1000)
    finally:
        await server.close()
    print(f"replay step picture, not cached (rebuild from snapshot + render), {len(cold)} random steps of {steps}:")
    print(f"  median {statistics.median(cold):.1f} ms, p90 {pct(cold, 0.9):.1f} ms   (target: median < 80 ms)")
    print(f"  stepping next (previous state cached): median {statistics.median(sequential):.1f} ms")
    print(f"  cached: median {statistics.median(cached):.2f} ms")


async def streams(db: Path, eng: Any, mid: str, pid: str, n: int, advances: int) -> None:
    # every stream comes from 127.0.0.1 here: lift the per-address stream limit (16) for the bench
    server = TestServer(make_app(db, registry.get, rate=1e9, burst=1e9, streams_per_client=n))
    await server.start_server()
    url = f"http://{server.host}:{server.port}/m/{pid}/events"
    got: list[list[float]] = [[] for _ in range(n)]
    try:
        async with ClientSession(connector=TCPConnector(limit=0), timeout=ClientTimeout(total=None)) as s:
            responses = [await s.get(url) for _ in range(n)]
            for r in responses:  # the first message: the state when the stream opened
                assert r.status == 200, r.status
                while not (await r.content.readline()).startswith(b"data: "):
                    pass

            async def listen(i: int, r: Any) -> None:
                while True:
                    line = await r.content.readline()
                    if line.startswith(b"data: "):
                        got[i].append(time.perf_counter())

            tasks = [asyncio.create_task(listen(i, r)) for i, r in enumerate(responses)]
            sent = []
            for _ in range(advances):
                sent.append(time.perf_counter())
                if not await advance(eng, mid, SEATS["xwing"]):
                    break
                await asyncio.sleep(0.6)  # let every stream hear of this commit before the next
            await asyncio.sleep(1.0)
            for t in tasks:
                t.cancel()
            for r in responses:
                r.close()
    finally:
        await server.close()
    delays = [(t - sent[k]) * 1000 for times in got for k, t in enumerate(times) if k < len(sent)]
    complete = sum(1 for times in got if len(times) >= len(sent))
    print(f"{n} open event streams on one match, {len(sent)} advances, poll 0.25 s:")
    print(f"  {complete}/{n} streams heard every advance; {len(delays)} deliveries")
    print(
        f"  delivery after commit: median {statistics.median(delays):.0f} ms, p99 {pct(delays, 0.99):.0f} ms, "
        f"max {max(delays):.0f} ms   (target: p99 < 500 ms)"
    )


async def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    advances = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "web.sqlite3"
        async with open_engine(db) as eng:
            mid, pid = await new_match(eng, "xwing")
            for _ in range(150):
                if not await advance(eng, mid, SEATS["xwing"]):
                    break
            await replay_steps(db, pid)
            live, live_pid = await new_match(eng, "xwing")
            await streams(db, eng, live, live_pid, n, advances)


if __name__ == "__main__":
    asyncio.run(main())
