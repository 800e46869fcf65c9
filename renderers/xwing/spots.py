"""Numbered candidate spots: the places a prompt offers (docs/protocol.md, "Places on the board"), drawn as
numbered discs where they are on the mat, so a player picks an asteroid's place by looking at the picture.

The adapter puts them into the view it hands the renderer as `view["spots"] = [{"label": "1", "x": mm, "y": mm},
...]`, in the prompt's option order, with each option's own label: the picture draws exactly what the buttons say.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import ImageDraw

from renderers.common.colors import ACCENT, TEXT_DARK
from renderers.common.fonts import font
from renderers.common.viewport import Viewport

View = Mapping[str, Any]
RADIUS_PX = 13.0  # at ui 1: big enough for two digits a thumb can aim at on a phone


def spots(view: View) -> list[tuple[str, float, float]]:
    """The spots a view carries: (label, x mm, y mm), malformed entries left out."""
    out = []
    for s in view.get("spots") or []:
        if isinstance(s, Mapping) and isinstance(s.get("x"), int | float) and isinstance(s.get("y"), int | float):
            out.append((str(s.get("label", "")), float(s["x"]), float(s["y"])))
    return out


def spot_centres(vp: Viewport, view: View) -> list[tuple[str, float, float]]:
    """Where each spot's disc is drawn, in pixels of the picture `vp` maps to."""
    return [(label, *vp.pt(x, y)) for label, x, y in spots(view)]


def draw_spots(draw: ImageDraw.ImageDraw, vp: Viewport, view: View, ui: float) -> None:
    r = RADIUS_PX * ui
    fnt = font(round(14 * ui), bold=True)
    for label, cx, cy in spot_centres(vp, view):
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=ACCENT, outline=TEXT_DARK, width=max(1, round(2 * ui)))
        draw.text((cx, cy), label, font=fnt, fill=TEXT_DARK, anchor="mm")
