"""Benchmark: TI4 exact odds for large fleets (issue 17: every 20 vs 20 under 50 ms).

Run: python bench/ti4_odds_sizes.py  [--runs N]
Prints per shape the median, p90 and p99 of CPU time over N solves (CPU time: less sensitive to a busy machine
than wall time, but a shared machine still slows it; compare ratios between runs on the same machine).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.games.ti4.odds import odds

# bench/ti4.py's sustain-heavy 10 vs 10 with repairs (Duranium Armor, the Letnev flagship): the linear-system path
SUSTAIN = (
    {"fleet": "4 dreadnought2 2 cruiser2 4 fighter2", "techs": ["duranium_armor"]},
    {"fleet": "1 flagship 3 dreadnought 2 destroyer 4 fighter", "faction": "letnev", "space_dock": True},
)
SHAPES: list[tuple[str, Any, Any]] = [
    ("10 vs 10 dreadnought", "10 dreadnought", "10 dreadnought"),
    ("20 vs 20 dreadnought", "20 dreadnought", "20 dreadnought"),
    ("20 vs 20 war sun", "20 war_sun", "20 war_sun"),
    ("20 vs 20 cruiser", "20 cruiser", "20 cruiser"),
    ("20 destroyer vs 20 fighter", "20 destroyer", "20 fighter"),
    (
        "20 vs 20 mixed",
        "5 dreadnought 5 cruiser 5 destroyer 5 carrier",
        "5 war_sun 5 dreadnought 5 cruiser 5 fighter",
    ),
    ("10 vs 10 sustain-heavy + repairs", *SUSTAIN),
]


def pct(xs: list[float], q: float) -> float:
    return sorted(xs)[min(len(xs) - 1, int(q * len(xs)))]


def main(runs: int) -> None:
    for name, a, d in SHAPES:
        times = []
        states = 0
        for _ in range(runs):
            t = time.process_time()
            states = odds(a, d, limit=10**9).states
            times.append(time.process_time() - t)
        print(
            f"{name} ({states} states): median {statistics.median(times) * 1000:.0f} ms, "
            f"p90 {pct(times, 0.9) * 1000:.0f} ms, p99 {pct(times, 0.99) * 1000:.0f} ms CPU, n={runs}"
        )


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    main(ap.parse_args().runs)
