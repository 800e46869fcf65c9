"""X-Wing pictures: a pure function of a game view (docs/xwing-view.md), never of hidden state.

render(view)                         -> the full board with the side panel (PIL image)
render_board(view, crop="action")    -> the phone picture zoomed around the action, with an overview inset
alt_text(view)                       -> a description for Discord and the match log
png(view, crop=...)                  -> PNG bytes
render_round(views) / render_reel(rounds) -> animated WebP (or GIF) bytes
render_private(view)                 -> the private picture of a secret prompt's view (a ship's planning picture)
text_table(view, locale, first=...)  -> the console's text table (ships, positions, ranges; briefing and legend first)

Every entry point takes `locale` (keyword): the language of the words drawn and of the alt text (docs/texts.md,
Pictures).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image

from renderers.common.encode import png_bytes
from renderers.xwing.alt import alt_text
from renderers.xwing.animate import render_reel, render_round
from renderers.xwing.compose import CropSpec, render_board
from renderers.xwing.planning import render_planning
from renderers.xwing.table import text_table


def render(view: Mapping[str, Any], *, locale: str | None = None) -> Image.Image:
    """The default picture (the console table and the Discord adapter look up `renderers.<game>.render`)."""
    return render_board(view, locale=locale)


def png(view: Mapping[str, Any], *, crop: CropSpec = None, locale: str | None = None) -> bytes:
    return png_bytes(render_board(view, crop=crop, locale=locale))


def render_private(view: Mapping[str, Any], *, locale: str | None = None) -> Image.Image | None:
    """The picture that goes with a secret prompt (the game's `private_view`, docs/protocol.md): a ship's planning
    picture with the ghosts of its dial. None for a view without one."""
    return render_planning(view, locale=locale)


__all__ = ["alt_text", "png", "render", "render_board", "render_private", "render_reel", "render_round", "text_table"]
