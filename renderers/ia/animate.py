"""The Imperial Assault round animation: one picture per view (the engine's frames, headed by their step), sampled
evenly beyond MAX_FRAMES, looping, the last frame lingering."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from renderers.common.encode import animation_bytes
from renderers.ia.board import draw

MAX_FRAMES = 40  # a round animation samples at most this many pictures (bounded size and time)
FRAME_MS = 900


def round_bytes(views: Sequence[Mapping[str, Any]], fmt: str) -> bytes:
    if not views:
        raise ValueError("a round animation needs at least one view")
    n = len(views)
    picked = (
        [views[round(i * (n - 1) / (MAX_FRAMES - 1))] for i in range(MAX_FRAMES)] if n > MAX_FRAMES else list(views)
    )
    frames = [draw(v) for v in picked]
    durations = [FRAME_MS] * len(frames)
    durations[-1] = FRAME_MS * 3
    return animation_bytes(frames, durations, fmt)
