"""Animations: a round's activations (one frame per view) and a whole-match reel with a title card per round."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from renderers.common.canvas import Canvas
from renderers.common.colors import BACKGROUND, PANEL, TEXT, TEXT_DIM
from renderers.common.encode import animation_bytes
from renderers.common.fonts import font
from renderers.common.text import wrap
from renderers.common.words import say, speaking
from renderers.xwing import words as xw
from renderers.xwing.compose import render_crop
from renderers.xwing.crop import square_around
from renderers.xwing.current import focus
from renderers.xwing.panel import label_of, result_line, turn_line
from renderers.xwing.style import ACTIVE
from renderers.xwing.words import log_lines

View = Mapping[str, Any]

FRAME_MS = 1400
ANIM_PX = 720  # the whole table, phone-sized: an animation is a summary, and encoding time grows with pixels


def frame_header(view: View) -> str:
    """What a frame's header says: the step it shows (an attack, else a maneuver), not whose turn comes next
    (a frame is drawn from the table between two decisions); the result once the match is over."""
    view = focus(view)
    if result_line(view):
        return result_line(view)
    attack, move = view.get("last_attack"), view.get("last_move")
    if attack:
        return say(
            "xwing.attack",
            attacker=label_of(view, attack.get("attacker")),
            defender=label_of(view, attack.get("defender")),
        )
    if move:
        maneuver = xw.maneuver(move.get("maneuver", ""))
        return say("xwing.move", ship=label_of(view, move.get("ship")), maneuver=maneuver).rstrip()
    return turn_line(view, plain=True)  # neither: whose turn it is


def _frame(view: View, px: int) -> Image.Image:
    """The phone layout (header line, table, dice strip) of the whole table, so the table stays put frame to frame."""
    view = focus(view)
    return render_crop(view, square_around([], view), px, title=frame_header(view))


def round_frames(views: Sequence[View], px: int = ANIM_PX) -> list[Image.Image]:
    frames = [_frame(v, px) for v in views]
    if not frames:
        return frames
    # frames differ in height (a dice strip or not); animations need one size
    w = max(f.width for f in frames)
    h = max(f.height for f in frames)
    return [_fit(f, v, w, h) for f, v in zip(frames, views, strict=True)]


def _fit(frame: Image.Image, view: View, w: int, h: int) -> Image.Image:
    """`frame` on a w x h canvas; a band left below it carries the step's news (the last log lines, or the winner
    and the reason once the match is over), never an empty strip."""
    if frame.size == (w, h):
        return frame
    canvas = Image.new("RGB", (w, h), PANEL)
    canvas.paste(frame, (0, 0))
    band = h - frame.height
    if band < 20:
        return canvas
    draw = Canvas(canvas)
    result = result_line(view)
    y = frame.height + 10.0
    if result:
        big = font(26, bold=True)
        for line in wrap(draw, result, big, w - 24)[: max(1, int((band - 10) // 34))]:
            draw.text((12, y), line, font=big, fill=ACTIVE)
            y += 34
        return canvas
    small = font(16)
    lines = log_lines(view)[-3:]
    wrapped = [part for line in lines for part in wrap(draw, line, small, w - 24)]
    for line in wrapped[-max(1, int((band - 10) // 22)) :]:
        draw.text((12, y), line, font=small, fill=TEXT_DIM)
        y += 22
    return canvas


def render_round(
    views: Sequence[View], fmt: str = "webp", frame_ms: int = FRAME_MS, *, locale: str | None = None
) -> bytes:
    """One frame per view (e.g. after each activation and attack of a round), looping; the last frame lingers.
    Its words are in `locale` (else the language being drawn in)."""
    if not views:
        raise ValueError("a round animation needs at least one view")
    with speaking(locale):
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
    rounds: Sequence[Sequence[View]],
    fmt: str = "webp",
    frame_ms: int = 900,
    title: str | None = None,
    *,
    locale: str | None = None,
) -> bytes:
    """The whole match: a title card before each round, then that round's frames; the last frame names the winner
    and the reason (its header, and the band below the table when there is one). Words in `locale`."""
    with speaking(locale):
        frames, durations = _reel(rounds, frame_ms, title or say("xwing.reel.title"))
    return animation_bytes(frames, durations, fmt)


def _reel(rounds: Sequence[Sequence[View]], frame_ms: int, title: str) -> tuple[list[Image.Image], list[int]]:
    frames: list[Image.Image] = []
    durations: list[int] = []
    all_frames = [[_frame(v, ANIM_PX) for v in r] for r in rounds if r]
    if not all_frames:
        raise ValueError("a match reel needs at least one round with a view")
    w = max(f.width for fr in all_frames for f in fr)
    h = max(f.height for fr in all_frames for f in fr)
    for fr, views in zip(all_frames, [r for r in rounds if r], strict=True):
        frames.append(title_card((w, h), say("xwing.reel.round", round=views[0].get("round", "?")), title))
        durations.append(frame_ms)
        for f, v in zip(fr, views, strict=True):
            frames.append(_fit(f, v, w, h))
            durations.append(frame_ms)
    durations[-1] = frame_ms * 3
    return frames, durations
