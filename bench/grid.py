"""Benchmark: the shared grid (issue 14) on a 30 x 30 map with rooms, walls, doors and terrain.

Run: python bench/grid.py  [--runs N]
Budgets: the reachable set for 12 squares of movement < 2 ms; line of sight between two figures < 50 us.
Prints medians (CPU time of this process; under load wall time is higher). Every reachable query is a new search
(one far enemy moves between calls): a board remembers its latest searches, and asking the same again only reads
one back.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.games.grid.board import Board, Edge, Terrain
from bot.games.grid.movement import IA_RULES, SWM_RULES, Mover, reachable
from bot.games.grid.sight import IA_SIGHT, SWM_SIGHT, ia_sight_lines, swm_has_cover, swm_line_of_sight

SIDE = 30


def board() -> Board:
    """Rooms of 6 x 6 with a door gap in each wall, a few terrain squares; a fixed seed, the same map every run."""
    rng = random.Random(14)
    walls: set[Edge] = set()
    for k in range(6, SIDE, 6):
        for i in range(SIDE):
            if i % 6 not in (2, 3):  # a two-square opening in every room wall
                walls.add((k, i, k, i + 1))
                walls.add((i, k, i + 1, k))
    terrain = [[Terrain.OPEN] * SIDE for _ in range(SIDE)]
    for _ in range(90):
        x, y = rng.randrange(SIDE), rng.randrange(SIDE)
        terrain[y][x] = rng.choice([Terrain.DIFFICULT, Terrain.LOW, Terrain.PIT, Terrain.BLOCKING])
    terrain[15][15] = terrain[4][4] = terrain[9][13] = terrain[10][15] = Terrain.OPEN
    return Board("bench", SIDE, SIDE, tuple(tuple(r) for r in terrain), frozenset(walls))


def median_us(fn: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.process_time_ns()
        fn()
        times.append(time.process_time_ns() - start)
    return statistics.median(times) / 1000


def main(runs: int) -> None:
    b = board()
    # a third enemy on a far, open square that changes every call: the same reach, but never a remembered search
    far = [(x, y) for x in range(3) for y in range(SIDE) if b.at((x, y)) is Terrain.OPEN]

    def around(i: int, size: int = 1) -> Mover:
        enemies = frozenset({(17, 15), (15, 18), far[i % len(far)]})
        return Mover(size=size, enemies=enemies, friends=frozenset({(14, 15)}) if size == 1 else frozenset())

    for label, rules, size, n_runs in (
        ("reachable, SWM, 12 squares, 30x30:", SWM_RULES, 1, runs),
        ("reachable, IA, 12 MP, 30x30:      ", IA_RULES, 1, runs),
        ("reachable, SWM large 2x2, 12:     ", SWM_RULES, 2, max(runs // 4, 5)),
    ):
        n = len(reachable(b, rules, (15, 15), 12, around(0, size)))
        calls = iter(range(1, 10**9))
        t = median_us(
            lambda rules=rules, size=size, calls=calls: reachable(b, rules, (15, 15), 12, around(next(calls), size)),
            n_runs,
        )
        budget = "  budget 2 ms" if size == 1 else " (step tables warm)"
        print(f"{label} {t / 1000:.2f} ms median ({n} squares){budget}")
    cold = []
    for _ in range(5):
        fresh = board()  # a new board: its caches are empty
        cold.append(median_us(lambda fresh=fresh: reachable(fresh, SWM_RULES, (15, 15), 12, Mover(size=2)), 1))
        fresh2 = board()
        cold.append(median_us(lambda fresh2=fresh2: reachable(fresh2, SWM_RULES, (15, 15), 12), 1))
    print(
        f"first call on a new board (caches cold): large {statistics.median(cold[::2]) / 1000:.1f} ms, "
        f"one-square {statistics.median(cold[1::2]) / 1000:.1f} ms"
    )
    pairs = [((4, 4), (13, 9)), ((15, 15), (21, 19)), ((13, 9), (15, 10)), ((2, 2), (27, 27)), ((0, 0), (5, 4))]
    for a, c in pairs:
        seen = swm_line_of_sight(b, SWM_SIGHT, [a], [c])
        t = median_us(lambda a=a, c=c: swm_line_of_sight(b, SWM_SIGHT, [a], [c]), runs * 5)
        print(f"LOS SWM {a} -> {c}: {t:.1f} us median (visible={seen})  budget 50 us")
    for a, c in pairs[:2] + pairs[-1:]:
        t = median_us(lambda a=a, c=c: ia_sight_lines(b, IA_SIGHT, [a], c, [(14, 15)]), runs * 5)
        print(f"LOS IA  {a} -> {c}: {t:.1f} us median")
        t = median_us(lambda a=a, c=c: swm_has_cover(b, SWM_SIGHT, SWM_RULES, [a], [c], [(14, 15)]), runs)
        print(f"cover SWM {a} -> {c}: {t:.1f} us median")


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=200)
    main(parser.parse_args().runs)
