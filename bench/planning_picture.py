"""Benchmark: the private planning picture of a TIE Fighter (16 dial options) on a table with a bump, an asteroid
and off-mat ghosts. Target: < 80 ms from the state to PNG bytes, outcomes computed afresh (cold outcome cache).

Prints the median / p95 wall time and the CPU-time median (the target is judged on it: the machine is shared) of:
the outcomes alone (16 maneuvers through the activation's geometry), outcomes + view, and view + picture + PNG.

    python bench/planning_picture.py [repeats]
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.games.xwing import GAME, planning, space
from renderers.common.encode import png_bytes
from renderers.xwing import render_private
from tests.xwing.test_planning import _planning


def timed(fn: Callable[[], object], repeats: int) -> tuple[float, float, float]:
    """(median wall ms, p95 wall ms, median CPU ms)."""
    times, cpu = [], []
    for _ in range(repeats):
        space._OUTCOMES.clear()  # cold: a new position every time
        t, c = time.perf_counter(), time.process_time()
        fn()
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.95))], statistics.median(cpu)


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    state, prompt = _planning()
    assert len(prompt.options or ()) == 16

    def picture() -> bytes:
        view = GAME.private_view(state, prompt)
        assert view is not None
        img = render_private(view)
        assert img is not None
        return png_bytes(img)

    picture()  # warm the static layers, as a running match would
    rows = (
        ("outcomes (16 maneuvers)", lambda: planning.outcomes(state, GAME.hooks, "tie")),
        ("private view", lambda: GAME.private_view(state, prompt)),
        ("view + picture + PNG", picture),
    )
    print(f"{'step':<26}{'median ms':>10}{'p95 ms':>9}{'CPU ms':>9}")
    for label, fn in rows:
        med, p95, cpu = timed(fn, repeats)
        print(f"{label:<26}{med:>10.1f}{p95:>9.1f}{cpu:>9.1f}")
    print(f"target: view + picture + PNG < 80 ms (CPU median): {'ok' if cpu < 80 else 'OVER'}")
    print(f"PNG size: {len(picture()) / 1024:.0f} KB")


if __name__ == "__main__":
    main()
