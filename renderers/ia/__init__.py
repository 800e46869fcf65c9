"""Imperial Assault skirmish picture: the map (terrain, walls, doors, zones, terminals, crates), every figure with
its damage and conditions, the line of sight of the last attack, and a side panel (round, VP, cards, the last
attack's dice with the surges spent and the cards played, the latest log lines, the key to the map's letters).
Pure Pillow on a view of bot.games.ia (docs/ia.md).

render(view)               -> the whole map and the panel (board.py, panel.py)
render_board(view, crop=)  -> the same, or with crop="action" the phone picture (crop.py): on a map larger than a
                              phone shows well, the part holding the figures (and the last attack) plus a margin
png(view, crop=)           -> PNG bytes of render_board (Discord's board picture asks for crop="action")
render_round(views, fmt=)  -> a round step by step, animated WebP/GIF (animate.py)
alt_text(view)             -> the same in one paragraph (alt.py)

Every entry point takes `locale` (keyword): the language of the words drawn and of the alt text (docs/texts.md,
Pictures; renderers/ia/words.py).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

from renderers.common.encode import png_bytes
from renderers.common.words import speaking
from renderers.ia.alt import describe
from renderers.ia.animate import MAX_FRAMES, round_bytes
from renderers.ia.board import draw
from renderers.ia.crop import crop_board, figures_box
from renderers.ia.style import CELL, HEADER, PAD, PANEL_W, SEAT_COLOURS


def render(view: Mapping[str, Any], *, locale: str | None = None) -> Image.Image:
    with speaking(locale):
        return draw(view)


def render_board(view: Mapping[str, Any], *, crop: Any = None, locale: str | None = None) -> Image.Image:
    """The picture (`crop=None`), or the phone picture (`crop="action"`)."""
    with speaking(locale):
        return draw(view) if crop is None else crop_board(view)


def png(view: Mapping[str, Any], *, crop: Any = None, locale: str | None = None) -> bytes:
    return png_bytes(render_board(view, crop=crop, locale=locale))


def render_round(views: Sequence[Mapping[str, Any]], fmt: str = "webp", *, locale: str | None = None) -> bytes:
    """A round step by step: one picture per view (sampled evenly beyond MAX_FRAMES), looping, the last lingering."""
    with speaking(locale):
        return round_bytes(views, fmt)


def alt_text(view: Mapping[str, Any], limit: int = 1024, *, locale: str | None = None) -> str:
    with speaking(locale):
        text = describe(view)
    return text if len(text) <= limit else text[: limit - 1] + "…"


__all__ = [
    "CELL",
    "HEADER",
    "MAX_FRAMES",
    "PAD",
    "PANEL_W",
    "SEAT_COLOURS",
    "alt_text",
    "figures_box",
    "png",
    "render",
    "render_board",
    "render_round",
]
