"""Round animations and the match reel from a stored match: how long rebuilding the frames from the log takes
(Engine.round_frames: a view after each event through FrameCollector, what the Discord presenter and the console
do when a round ends), and how long drawing + encoding them takes. Prints median/p95 per round, the whole-match
figures and the file sizes.

    python bench/round_animation.py [--rounds 6] [--repeats 5]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine import Engine, FakeClock
from bot.engine.frames import reel_rounds
from bot.games import registry
from renderers.xwing import render_reel, render_round

SEATS = {"rebel": "1", "imperial": "2"}


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def main(rounds: int, repeats: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        async with Engine(
            Path(tmp) / "b.sqlite3", clock=FakeClock(), games=registry.get, poll_interval=None, renderer=None
        ) as eng:
            info = await eng.create_match("xwing", SEATS, options={"deployment": "auto"})
            starts: dict[int, int] = {}
            for _ in range(5000):
                view = await eng.view(info.id)
                if view["round"] > rounds or (await eng.info(info.id)).status != "active":
                    break
                starts.setdefault(view["round"], (await eng.info(info.id)).last_seq)
                p = (await eng.prompts(info.id))[0]
                await eng.act(info.id, SEATS[p.seat], dict(p.default or {}), seat=p.seat)
            events = (await eng.info(info.id)).last_seq
            per_round: list[float] = []
            whole: list[float] = []
            found: dict[int, list[Any]] = {}
            for _ in range(repeats):
                for since in starts.values():
                    t0 = time.perf_counter()
                    await eng.round_frames(info.id, since_seq=since)
                    per_round.append((time.perf_counter() - t0) * 1000)
                t0 = time.perf_counter()
                found = await eng.round_frames(info.id)
                whole.append((time.perf_counter() - t0) * 1000)
    frames = sum(len(v) for v in found.values())
    print(f"quick-start match on defaults: {len(found)} rounds with frames, {frames} frames, {events} log events")
    med = statistics.median(per_round)
    print(f"rebuild one round's views   median {med:7.1f} ms  p95 {pct(per_round, 0.95):7.1f} ms")
    print(f"rebuild the whole match     median {statistics.median(whole):7.1f} ms  p95 {pct(whole, 0.95):7.1f} ms")
    times, sizes = [], []
    for views in found.values():
        t0 = time.perf_counter()
        sizes.append(len(render_round(views)))
        times.append((time.perf_counter() - t0) * 1000)
    print(
        f"draw+encode a round (WebP)  median {statistics.median(times):7.1f} ms  p95 {pct(times, 0.95):7.1f} ms"
        f"  size median {statistics.median(sizes) / 1024:.0f} KB"
    )
    t0 = time.perf_counter()
    reel = render_reel(reel_rounds(found))
    print(f"draw+encode the reel        {(time.perf_counter() - t0) * 1000:7.1f} ms  size {len(reel) / 1024:.0f} KB")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=6)
    ap.add_argument("--repeats", type=int, default=5)
    a = ap.parse_args()
    asyncio.run(main(a.rounds, a.repeats))
