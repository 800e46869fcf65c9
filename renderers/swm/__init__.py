"""Star Wars Miniatures pictures: a pure function of a game view (bot/games/swm/view.py), never of hidden state.

render(view)                 -> the board: the grid with terrain, walls, doors, every figure with its HP and Force,
                                the last move's path and the last attack's line with its cover and d20; a side
                                panel of both squads
render_board(view, crop=)    -> the board, or with crop="action" the phone picture (crop.py: on a map larger than
                                a phone shows well, cut to the figures' area plus a margin; else the whole board)
png(view, crop=)             -> PNG bytes of render_board (Discord's board picture asks for crop="action")
render_round(views, fmt=)    -> a round step by step, animated WebP/GIF (animate.py)
alt_text(view)               -> a description naming every figure

Every entry point takes `locale` (keyword): the language of the words drawn and of the alt text (docs/texts.md,
Pictures; renderers/swm/words.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from renderers.common.encode import png_bytes
from renderers.swm.alt import alt_text
from renderers.swm.animate import render_round
from renderers.swm.board import render
from renderers.swm.crop import render_board


def png(view: Mapping[str, Any], *, crop: Any = None, locale: str | None = None) -> bytes:
    return png_bytes(render_board(view, crop=crop, locale=locale))


__all__ = ["alt_text", "png", "render", "render_board", "render_round"]
