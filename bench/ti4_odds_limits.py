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

# shapes near the limit (fleet states counted in the comment): many dice, many sustains, cheap ships and barrage,
# repairs (Letnev flagship + Duranium Armor: the block solve), mixed
LETNEV = {"fleet": "1 flagship 14 dreadnought", "faction": "letnev", "techs": ["duranium_armor"]}
SHAPES = [
    ("50 war_sun 50 dreadnought 20 cruiser", "50 war_sun 50 dreadnought 20 cruiser"),  # 221 x 221 = 48,841
    ("50 dreadnought 50 war_sun 22 cruiser", "50 dreadnought 50 war_sun 22 cruiser"),  # 223 x 223 = 49,729
    ("50 destroyer2 50 cruiser", "30 fighter 30 cruiser 30 carrier 4 dreadnought"),  # 101 x 219 = 22,119
    (LETNEV, LETNEV),  # 241 x 241 = 58,081 counted, 20,680 reached
    # 91 x 419 = 38,129: barrage on 20 fighters, each number of survivors with its own sustain path
    (
        "15 dreadnought 15 war_sun 15 cruiser 15 destroyer",
        "30 cruiser 30 destroyer 20 fighter 8 carrier 15 dreadnought",
    ),
]


async def main(runs: int) -> None:
    pool = HeavyPool(preload=("bot.games.ti4.odds",))
    print(f"limit: {MAX_FLEET_STATES:,} fleet states; worker limits: {pool.limits}")
    for a, d in SHAPES:
        try:
            plan = prepare(a, d)
        except Exception as exc:
            print(f"{a!r} vs {d!r}: refused ({str(exc)[:120]}...)")
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
