"""Benchmark: the largest TI4 odds requests the state limit allows, solved in the heavy pool's worker process.

Run: python bench/ti4_odds_limits.py  [--runs N]
Budget: every shape at the limit (MAX_FLEET_STATES) well inside the worker's time limit (HeavyLimits.seconds) and
memory limit; the slowest shape (the most dice per state: war suns) sets the limit. A faster solver raises it.
CPU time is measured in this process (independent of load); wall time through the worker grows with the load.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.games.ti4.odds import MAX_FLEET_STATES, prepare, solve
from bot.quick.workers import HeavyPool

# shapes near the limit (fleet states in the comment): many dice, many sustains, many cheap ships, mixed
SHAPES = [
    ("25 war_sun", "24 war_sun"),  # 51 x 49 = 2,499
    ("24 dreadnought", "24 dreadnought"),  # 49 x 49 = 2,401
    ("48 destroyer", "30 cruiser 14 fighter 4 carrier"),  # 49 x 49 = 2,401
    ("8 dreadnought 8 war_sun", "10 cruiser 10 destroyer 10 fighter 5 carrier 4 dreadnought"),
]


async def main(runs: int) -> None:
    pool = HeavyPool(preload=("bot.games.ti4.odds",))
    print(f"limit: {MAX_FLEET_STATES:,} fleet states; worker limits: {pool.limits}")
    for a, d in SHAPES:
        try:
            plan = prepare(a, d)
        except Exception as exc:
            print(f"{a!r} vs {d!r}: refused ({str(exc)[:90]}...)")
            continue
        cpu = time.process_time()
        solve(plan)  # in this process: its CPU time does not depend on how busy the machine is
        cpu = time.process_time() - cpu
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            result = await pool.run("bench", solve, plan)
            times.append(time.perf_counter() - t)
        print(
            f"{a!r} vs {d!r}: {plan.states:,} states counted, {result.states:,} solved; CPU {cpu:.2f} s; "
            f"through the worker: median {statistics.median(times):.2f} s, max {max(times):.2f} s wall "
            f"over {runs} run(s)"
        )


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=1)
    asyncio.run(main(ap.parse_args().runs))
