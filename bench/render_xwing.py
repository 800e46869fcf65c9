"""Benchmark: X-Wing pictures. Prints median / p95 times and PNG sizes (targets: full board + PNG < 60 ms,
crop + PNG < 25 ms, each PNG < 400 KB; a round animation is reported, no target).

Times are wall-clock; the CPU-time median is printed too, because on a shared machine other processes inflate the
wall clock (the targets are judged on an idle core).

    python bench/render_xwing.py [repeats]
"""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from renderers.common.encode import png_bytes
from renderers.xwing import render_board, render_round
from renderers.xwing.board import STATIC_CACHE
from tests.renderers import fixtures as fx


def timed(fn: Callable[[], object], repeats: int) -> tuple[float, float, float, object]:
    """(median wall ms, p95 wall ms, median CPU ms, last result)."""
    times, cpu = [], []
    out: object = None
    for _ in range(repeats):
        t, c = time.perf_counter(), time.process_time()
        out = fn()
        times.append((time.perf_counter() - t) * 1000)
        cpu.append((time.process_time() - c) * 1000)
    times.sort()
    return statistics.median(times), times[min(len(times) - 1, int(len(times) * 0.95))], statistics.median(cpu), out


def main() -> None:
    repeats = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    views = {name: make() for name, make in fx.SCENARIOS.items()}
    print(f"{'picture':<28}{'median ms':>10}{'p95 ms':>9}{'CPU ms':>9}{'PNG KB':>9}  target (on CPU median)")
    worst_full = worst_crop = 0.0
    for name, view in views.items():
        render_board(view)  # warm the static-layer cache, as a running match would
        for label, crop, target in (("full", None, 60), ("crop", "action", 25)):
            med, p95, cpu, data = timed(lambda v=view, c=crop: png_bytes(render_board(v, crop=c)), repeats)
            size = len(data) / 1024  # type: ignore[arg-type]
            ok = "ok" if cpu < target and size < 400 else "OVER"
            print(f"{label + ' ' + name:<28}{med:>10.1f}{p95:>9.1f}{cpu:>9.1f}{size:>9.0f}  <{target} ms, <400 KB {ok}")
            if crop is None:
                worst_full = max(worst_full, cpu)
            else:
                worst_crop = max(worst_crop, cpu)
    STATIC_CACHE.clear()
    med, p95, cpu, _ = timed(lambda: png_bytes(render_board(views["crowded"])), 1)
    print(f"{'full crowded, cold cache':<28}{med:>10.1f}{'':>9}{cpu:>9.1f}")
    round_views = [views["bump"], views["attack_asteroid"], views["crowded"], views["fleeing"]]
    med, p95, cpu, data = timed(lambda: render_round(round_views), max(3, repeats // 10))
    size = len(data) / 1024  # type: ignore[arg-type]
    print(f"{'round animation (4 frames)':<28}{med:>10.1f}{p95:>9.1f}{cpu:>9.1f}{size:>9.0f}  WebP")
    print(f"worst CPU median: full {worst_full:.1f} ms, crop {worst_crop:.1f} ms")


if __name__ == "__main__":
    main()
