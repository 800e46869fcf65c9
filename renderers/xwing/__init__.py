"""X-Wing pictures: a pure function of a game view (docs/xwing-view.md), never of hidden state.

render(view)                         -> the full board with the side panel (PIL image)
render_board(view, crop="action")    -> the phone picture zoomed around the action, with an overview inset
alt_text(view)                       -> a description for Discord and the match log
png(view, crop=...)                  -> PNG bytes
render_round(views) / render_reel(rounds) -> animated WebP (or GIF) bytes
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from renderers.common.encode import png_bytes
from renderers.xwing.alt import alt_text
from renderers.xwing.animate import render_reel, render_round
from renderers.xwing.compose import CropSpec, render_board


def render(view: Mapping[str, Any]) -> Image.Image:
    """The default picture (the console table and the Discord adapter look up `renderers.<game>.render`)."""
    return render_board(view)


def png(view: Mapping[str, Any], *, crop: CropSpec = None) -> bytes:
    return png_bytes(render_board(view, crop=crop))


__all__ = ["alt_text", "png", "render", "render_board", "render_reel", "render_round"]
