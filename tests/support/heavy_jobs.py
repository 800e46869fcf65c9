"""Jobs for the heavy pool's tests (module-level, so a worker process can import them)."""

from __future__ import annotations

import os
import time
from pathlib import Path

from bot.core.protocol import RuleError


def pid() -> int:
    return os.getpid()


def niceness() -> int:
    return os.nice(0)


def hold(started: str, release: str) -> int:
    """Say we started (our pid in `started`), then wait until `release` exists: a request that holds its slot."""
    Path(started).write_text(str(os.getpid()))
    while not Path(release).exists():
        time.sleep(0.01)
    return os.getpid()


def forever() -> None:
    while True:
        pass


def hog(mb: int) -> int:
    block = bytearray(mb * 1024 * 1024)
    return len(block)


def refuse() -> None:
    raise RuleError("these fleets can never finish the combat")
