"""The SWM round animation: one board picture per step of a round (the views the engine's frame collector picks,
bot/engine/frames.py), sampled evenly beyond MAX_FRAMES, all on one canvas size, the last frame lingering."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from renderers.common.colors import BACKGROUND
from renderers.common.encode import animation_bytes
from renderers.common.words import speaking
from renderers.swm.board import render

MAX_FRAMES = 40  # bounded size and drawing time, as in the other games' animations
FRAME_MS = 900


def round_frames(views: Sequence[Mapping[str, Any]], *, locale: str | None = None) -> list[Image.Image]:
    """The pictures of an animation: every view (at most MAX_FRAMES, evenly picked, first and last kept), each
    padded onto the largest frame's size so the board stays still; words in `locale`."""
    with speaking(locale):
        return _frames(views)


def _frames(views: Sequence[Mapping[str, Any]]) -> list[Image.Image]:
    if not views:
        raise ValueError("a round animation needs at least one view")
    n = len(views)
    picked = [views[round(i * (n - 1) / (MAX_FRAMES - 1))] for i in range(MAX_FRAMES)] if n > MAX_FRAMES else views
    images = [render(v) for v in picked]
    size = (max(i.width for i in images), max(i.height for i in images))
    frames = []
    for image in images:
        if image.size != size:
            canvas = Image.new("RGB", size, BACKGROUND)
            canvas.paste(image, (0, 0))
            image = canvas
        frames.append(image)
    return frames


def render_round(views: Sequence[Mapping[str, Any]], fmt: str = "webp", *, locale: str | None = None) -> bytes:
    """A round step by step as a looping animated WebP (or GIF), its frame headers in `locale`."""
    frames = round_frames(views, locale=locale)
    durations = [FRAME_MS] * len(frames)
    durations[-1] = FRAME_MS * 3
    return animation_bytes(frames, durations, fmt)
