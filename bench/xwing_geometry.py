"""Benchmark: X-Wing table geometry on a table of 8 ships and 6 asteroids.

Run: python bench/xwing_geometry.py  [--runs N]
Budgets: a maneuver without a bump < 200 µs; a maneuver with a bump < 2 ms; one range + arc + obstruction query
(attack_geometry) < 100 µs. Prints median, p95 and p99 of the wall time in microseconds, and the median CPU time
of this process (steadier when the machine is shared; the budget is judged on it).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.games.xwing.geometry import (
    Pose,
    ShipBase,
    attack_geometry,
    barrel_roll_options,
    execute_maneuver,
    place_obstacle,
)

SHIPS = {
    "rookie": ShipBase(Pose(450, 100, 0)),
    "academy": ShipBase(Pose(450, 330, 0)),
    "black": ShipBase(Pose(455, 255, 0)),
    "obsidian": ShipBase(Pose(300, 600, 180)),
    "night": ShipBase(Pose(620, 640, 200)),
    "red": ShipBase(Pose(150, 120, 10)),
    "gold": ShipBase(Pose(760, 150, 340), "large"),  # type: ignore[arg-type]
    "dark": ShipBase(Pose(520, 800, 170)),
}
OBSTACLES = [
    place_obstacle("asteroid-1", 300, 420, 10),
    place_obstacle("asteroid-2", 600, 450, 70),
    place_obstacle("asteroid-3", 450, 560, 140),
    place_obstacle("asteroid-4", 250, 280, 200),
    place_obstacle("asteroid-5", 700, 300, 260),
    place_obstacle("asteroid-6", 420, 700, 320),
]

CASES: dict[str, tuple[Callable[[], object], float]] = {
    "maneuver, no bump (3-bank-left, red)": (
        lambda: execute_maneuver(SHIPS["red"], "3-bank-left", SHIPS, OBSTACLES, ship_id="red"),
        200.0,
    ),
    "maneuver, no bump (2-turn-right, obsidian)": (
        lambda: execute_maneuver(SHIPS["obsidian"], "2-turn-right", SHIPS, OBSTACLES, ship_id="obsidian"),
        200.0,
    ),
    "maneuver with a chain bump (4-straight, rookie)": (
        lambda: execute_maneuver(SHIPS["rookie"], "4-straight", SHIPS, OBSTACLES, ship_id="rookie"),
        2000.0,
    ),
    "maneuver with a K-turn bump (4-koiogran, rookie)": (
        lambda: execute_maneuver(SHIPS["rookie"], "4-koiogran", SHIPS, OBSTACLES, ship_id="rookie"),
        2000.0,
    ),
    "range+arc+obstruction (rookie -> academy)": (
        lambda: attack_geometry(SHIPS["rookie"], SHIPS["academy"], OBSTACLES),
        100.0,
    ),
    "range+arc+obstruction (obsidian -> black, past asteroids)": (
        lambda: attack_geometry(SHIPS["obsidian"], SHIPS["black"], OBSTACLES),
        100.0,
    ),
    "range+arc (not in arc)": (
        lambda: attack_geometry(SHIPS["academy"], SHIPS["rookie"], OBSTACLES),
        100.0,
    ),
    "barrel roll options (both sides)": (
        lambda: barrel_roll_options(SHIPS["academy"], SHIPS, OBSTACLES, ship_id="academy"),
        1000.0,
    ),
}


def measure(fn: Callable[[], object], runs: int) -> tuple[list[float], list[float]]:
    """Sorted wall times and CPU times (µs) of `runs` calls."""
    fn()  # warm caches (data file, imports)
    wall, cpu = [], []
    for _ in range(runs):
        t, c = time.perf_counter(), time.process_time()
        fn()
        cpu.append((time.process_time() - c) * 1e6)
        wall.append((time.perf_counter() - t) * 1e6)
    return sorted(wall), sorted(cpu)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=2000)
    args = parser.parse_args()
    print(f"{'case (µs)':64} {'median':>9} {'p95':>9} {'p99':>9} {'cpu med':>9} {'budget':>8}")
    for name, (fn, budget) in CASES.items():
        xs, cs = measure(fn, args.runs)
        med = statistics.median(xs)
        p95 = xs[int(0.95 * (len(xs) - 1))]
        p99 = xs[int(0.99 * (len(xs) - 1))]
        cpu = statistics.median(cs)
        flag = "ok" if cpu < budget else "OVER"
        print(f"{name:64} {med:9.1f} {p95:9.1f} {p99:9.1f} {cpu:9.1f} {budget:8.0f} {flag}")
    # the whole combat-phase question: every ship against every other ship
    ids = sorted(SHIPS)

    def all_pairs() -> None:
        for a in ids:
            for b in ids:
                if a != b:
                    attack_geometry(SHIPS[a], SHIPS[b], OBSTACLES)

    xs, cs = measure(all_pairs, max(20, args.runs // 50))
    name = "all 56 ordered pairs of 8 ships (one combat phase)"
    print(f"{name:64} {statistics.median(xs):9.1f} {'':9} {'':9} {statistics.median(cs):9.1f}")


if __name__ == "__main__":
    main()
