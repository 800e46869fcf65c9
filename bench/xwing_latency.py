"""X-Wing action latency through the engine, on a real SQLite file (WAL, synchronous=FULL, as the bot runs).

    python bench/xwing_latency.py [ACTIONS] [DIR] [--options JSON] [--gc tuned|default] [--slowest N]
                                  [--profile INDEX ...] [--sort tottime] [--json FILE]
    (DIR: where the database lives; default: here)

Two random legal players fly quick-start matches one action at a time through `Engine.act` (game.act, evolve,
automatic steps, prompts, one committed transaction, state swap, outbox). Prints the disk's bare fsync'd commit
beside the figures, then median / p90 / p99 / max per action with synchronous=FULL and NORMAL (the second is the
engine and the game without the fsync). `--gc tuned` (the default) collects garbage as `python -m bot` does
(bot/engine/gcpolicy.py), `--gc default` with CPython's own thresholds.
Each action is timed three ways: wall, the event loop thread's CPU, and the process's CPU (that also counts
aiosqlite's thread); on a shared machine judge by the CPU figures. `--slowest N` lists the N actions with the most
process CPU (index, match, prompt kind, action); the run is seeded, so `--profile INDEX` replays the same actions
and prints cProfile of just those (the slow ones, not the whole run; CALLERS=<function> also lists who called it),
and `--json FILE` keeps every action's figures: on a shared machine, the minimum of each action over a few runs
(interleaved with the code compared) shows the code's own tail rather than the neighbours'. The games are warmed
first as the bot does before it serves (`bot.engine.warmup`).
Issue 17 target: p99 < 10 ms per action with synchronous=FULL.
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import gc
import json
import os
import pstats
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.engine_latency import fsync_floor
from bot.engine import Engine, Notification, gcpolicy
from bot.engine.warmup import warm_games
from bot.games import registry

USERS = {"rebel": "1", "imperial": "2"}


@dataclass
class Timings:
    """Per action: wall, the loop thread's CPU and the process's CPU seconds, and what it was."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    proc: list[float] = field(default_factory=list)
    what: list[str] = field(default_factory=list)


async def run(
    actions: int,
    where: Path,
    synchronous: str,
    options: dict[str, Any],
    seed: int = 1,
    tuned: bool = True,
    profile: frozenset[int] = frozenset(),
    sort: str = "cumulative",
) -> Timings:
    """Fly `actions` random legal actions; `profile` holds indexes of actions to run under cProfile."""
    rng = random.Random(seed)
    prof = cProfile.Profile() if profile else None
    with tempfile.TemporaryDirectory(dir=where) as tmp:

        async def sink(_note: Notification) -> None:
            return None

        async with Engine(
            Path(tmp) / "bench.sqlite3", games=registry.get, poll_interval=None, renderer=None, synchronous=synchronous
        ) as eng:
            warm_games([registry.get("xwing")])  # as the bot does before it serves
            if tuned:
                gcpolicy.freeze_loaded()  # as the bot does after opening its engine
            eng.subscribe(sink)
            out = Timings()
            mid: str | None = None
            n_match = 0
            while len(out.wall) < actions:
                if mid is None:
                    n_match += 1
                    info = await eng.create_match("xwing", USERS, options=dict(options), seed=f"bench-{n_match}")
                    mid = info.id
                prompts = await eng.prompts(mid)
                if not prompts:
                    mid = None
                    continue
                p = prompts[rng.randrange(len(prompts))]
                opts = p.options or ()
                action = dict(opts[rng.randrange(len(opts))].action) if opts else dict(p.default or {})
                watched = prof is not None and len(out.wall) in profile
                if watched and prof is not None:
                    prof.enable()
                t0, c0, q0 = time.perf_counter(), time.thread_time(), time.process_time()
                res = await eng.act(mid, USERS[p.seat], action, seat=p.seat)
                out.wall.append(time.perf_counter() - t0)
                out.cpu.append(time.thread_time() - c0)
                out.proc.append(time.process_time() - q0)
                if watched and prof is not None:
                    prof.disable()
                out.what.append(f"match {n_match} {p.kind} {json.dumps(action, sort_keys=True)[:80]}")
                if res.outcome is not None:
                    mid = None
            await eng.drain()
        if prof is not None:
            pstats.Stats(prof).sort_stats(sort).print_stats(45)
            if os.environ.get("CALLERS"):
                pstats.Stats(prof).print_callers(os.environ["CALLERS"])
        return out


def report(label: str, times: list[float]) -> None:
    ms = sorted(t * 1000 for t in times)

    def p(q: float) -> float:
        return ms[min(len(ms) - 1, int(q * len(ms)))]

    print(f"{label}: {len(ms)} actions")
    print(
        f"    median {statistics.median(ms):.2f} ms   p90 {p(0.90):.2f} ms   p99 {p(0.99):.2f} ms   max {ms[-1]:.2f} ms"
    )


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("actions", nargs="?", type=int, default=1000)
    ap.add_argument("dir", nargs="?", type=Path, default=Path.cwd())
    ap.add_argument("--options", default='{"deployment": "auto"}')
    ap.add_argument("--only", choices=("FULL", "NORMAL"), default=None)
    ap.add_argument("--gc", choices=("tuned", "default"), default="tuned")
    ap.add_argument("--slowest", type=int, default=0, help="list the N actions with the most process CPU")
    ap.add_argument("--profile", type=int, nargs="*", default=[], help="cProfile only these action indexes")
    ap.add_argument("--sort", choices=("cumulative", "tottime"), default="cumulative", help="order of --profile")
    ap.add_argument("--json", type=Path, default=None, help="write each action's figures (seconds) to this file")
    args = ap.parse_args()
    if args.gc == "tuned":
        gcpolicy.tune()
    options = json.loads(args.options)
    print(f"database in {args.dir}; match options {json.dumps(options)}")
    print(f"garbage collector: {args.gc}, thresholds {gc.get_threshold()}")
    print(f"disk floor: one bare SQLite commit with synchronous=FULL takes {fsync_floor(args.dir):.2f} ms (median)")
    for sync in ("FULL", "NORMAL"):
        if args.only in (None, sync):
            got = asyncio.run(
                run(
                    args.actions,
                    args.dir,
                    sync,
                    options,
                    tuned=args.gc == "tuned",
                    profile=frozenset(args.profile),
                    sort=args.sort,
                )
            )
            report(f"X-Wing through the engine, synchronous={sync}, wall time", got.wall)
            report("  the same actions, CPU time of the event loop's thread (the machine's load adds little)", got.cpu)
            report("  the same actions, CPU time of the whole process (the loop and aiosqlite's thread)", got.proc)
            slow = sorted(range(len(got.proc)), key=lambda i: -got.proc[i])[: args.slowest]
            for i in slow:
                print(f"    #{i}: {got.proc[i] * 1000:.2f} ms CPU, {got.wall[i] * 1000:.2f} ms wall, {got.what[i]}")
            if args.json is not None:
                figures = {"wall": got.wall, "loop_cpu": got.cpu, "process_cpu": got.proc, "what": got.what}
                args.json.with_suffix(f".{sync.lower()}.json").write_text(json.dumps(figures))
    print("target (issue 17): p99 < 10 ms per action with synchronous=FULL")


if __name__ == "__main__":
    main()
