"""Star Wars Miniatures pictures: a pure function of a game view (bot/games/swm/view.py), never of hidden state.

render(view)     -> the board: the grid with terrain, walls, doors, every figure with its HP and Force, the last
                    move's path and the last attack's line with its cover and d20; a side panel of both squads
png(view, crop=) -> PNG bytes (Discord's board picture; `crop` is accepted and ignored: the map is phone-sized)
alt_text(view)   -> a description naming every figure
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from renderers.common.encode import png_bytes
from renderers.swm.alt import alt_text
from renderers.swm.board import render


def png(view: Mapping[str, Any], *, crop: Any = None) -> bytes:
    return png_bytes(render(view))


__all__ = ["alt_text", "png", "render"]
