"""Animations: a round's activations (one frame per view) and a whole-match reel with a title card per round."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from renderers.common.canvas import Canvas
from renderers.common.colors import BACKGROUND, TEXT, TEXT_DIM
from renderers.common.encode import animation_bytes
from renderers.common.fonts import font
from renderers.xwing.compose import render_crop
from renderers.xwing.crop import square_around
from renderers.xwing.current import focus

View = Mapping[str, Any]

FRAME_MS = 1400
ANIM_PX = 720  # the whole table, phone-sized: an animation is a summary, and encoding time grows with pixels


def _frame(view: View, px: int) -> Image.Image:
    """The phone layout (header line, table, dice strip) of the whole table, so the table stays put frame to frame."""
    view = focus(view)
    return render_crop(view, square_around([], view), px)


def round_frames(views: Sequence[View], px: int = ANIM_PX) -> list[Image.Image]:
    frames = [_frame(v, px) for v in views]
    if not frames:
        return frames
    # panels differ in height; animations need one size
    w = max(f.width for f in frames)
    h = max(f.height for f in frames)
    out = []
    for f in frames:
        if f.size != (w, h):
            canvas = Image.new("RGB", (w, h), BACKGROUND)
            canvas.paste(f, (0, 0))
            f = canvas
        out.append(f)
    return out


def render_round(views: Sequence[View], fmt: str = "webp", frame_ms: int = FRAME_MS) -> bytes:
    """One frame per view (e.g. after each activation and attack of a round), looping; the last frame lingers."""
    if not views:
        raise ValueError("a round animation needs at least one view")
    frames = round_frames(views)
    durations = [frame_ms] * len(frames)
    durations[-1] = frame_ms * 2
    return animation_bytes(frames, durations, fmt)


def title_card(size: tuple[int, int], text: str, sub: str = "") -> Image.Image:
    img = Image.new("RGB", size, BACKGROUND)
    draw = Canvas(img)
    draw.text((size[0] / 2, size[1] / 2 - 20), text, font=font(56, bold=True), fill=TEXT, anchor="mm")
    if sub:
        draw.text((size[0] / 2, size[1] / 2 + 40), sub, font=font(24), fill=TEXT_DIM, anchor="mm")
    return img


def render_reel(
    rounds: Sequence[Sequence[View]], fmt: str = "webp", frame_ms: int = 900, title: str = "X-Wing match"
) -> bytes:
    """The whole match: a title card before each round, then that round's frames."""
    frames: list[Image.Image] = []
    durations: list[int] = []
    all_frames = [round_frames(r) for r in rounds if r]
    if not all_frames:
        raise ValueError("a match reel needs at least one round with a view")
    w = max(f.width for fr in all_frames for f in fr)
    h = max(f.height for fr in all_frames for f in fr)
    for fr, views in zip(all_frames, [r for r in rounds if r], strict=True):
        frames.append(title_card((w, h), f"Round {views[0].get('round', '?')}", title))
        durations.append(frame_ms)
        for f in fr:
            if f.size != (w, h):
                canvas = Image.new("RGB", (w, h), BACKGROUND)
                canvas.paste(f, (0, 0))
                f = canvas
            frames.append(f)
            durations.append(frame_ms)
    durations[-1] = frame_ms * 3
    return animation_bytes(frames, durations, fmt)
