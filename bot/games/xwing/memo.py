"""Bounded memos that renderer threads read while the event loop fills them (the house pattern of space.py)."""

from __future__ import annotations

import contextlib
from typing import Any, TypeVar

_V = TypeVar("_V")


def remember(memo: dict[Any, _V], limit: int, key: Any, value: _V) -> _V:
    """`memo[key] = value`, the oldest entry dropped beyond `limit`. A renderer thread may evict at the same time:
    whoever comes second finds the entry gone and leaves it (the memo stays within a few entries of `limit`)."""
    memo[key] = value
    if len(memo) > limit:
        with contextlib.suppress(RuntimeError, KeyError, StopIteration):
            del memo[next(iter(memo))]
    return value
