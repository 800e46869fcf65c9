"""Garbage-collector settings of a long-running bot process (issue 17: the CPU tail of an action).

With CPython's default thresholds (700, 10, 10) an X-Wing action through the engine triggers about one young
collection every two actions and a full one every few hundred; a full collection walks every live object (decoded
matches, memoised geometry, the catalogs) and took 50–80 ms of CPU, so it landed on the p99.9 action. The engine's
objects are mostly acyclic (plain dicts and lists freed by reference counting), so collecting rarely costs little
memory. Measured figures: bench/xwing_latency.py (`--gc default` for CPython's own settings).
"""

from __future__ import annotations

import gc

# Young collections after 10,000 new container objects (an action makes a few thousand), the middle generation
# every 50 of those, the full one every 100 of those (CPython also waits until a quarter of the heap is new).
THRESHOLDS = (10_000, 50, 100)


def tune() -> None:
    """Collect rarely: called once at process start by the command line."""
    gc.set_threshold(*THRESHOLDS)


def freeze_loaded() -> None:
    """After start-up loading (the stored matches, the data files): move every object alive now out of the
    collector's sight, so later full collections walk only what was made since."""
    gc.collect()
    gc.freeze()
