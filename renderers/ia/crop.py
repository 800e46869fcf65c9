"""The Imperial Assault phone picture: on a map larger than a phone shows well, the part holding the figures, the
last attack's sight lines (and, while deploying, the zones) plus a margin, with its own row and column numbers, a
header naming the squares shown, and the panel. The 16 x 12 starter map fits a phone and is shown whole."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from renderers.common.colors import BACKGROUND, TEXT, TEXT_DIM
from renderers.common.fonts import font
from renderers.common.gridbox import Box, box_around, fits_phone
from renderers.common.text import ellipsize
from renderers.common.words import say
from renderers.ia.board import draw
from renderers.ia.panel import panel
from renderers.ia.style import CELL, HEADER, PAD, PANEL_W
from renderers.ia.words import header

# At CELL = 40 px, 16 squares (640 px of map beside the 320 px panel) is about what a phone shows legibly; our
# 16 x 12 starter map fits, so only larger (user-made) maps are cropped.


def figures_box(view: Mapping[str, Any]) -> Box:
    """The squares of every placed figure, the last attack's sight lines and, while deploying, the zones, plus
    CROP_MARGIN, on the map; the whole map when it fits a phone or nothing is there to show."""
    board = view["board"]
    width, height = int(board["width"]), int(board["height"])
    if fits_phone(width, height):
        return 0, 0, width, height
    squares: list[tuple[int, int]] = []
    for f in view["figures"].values():
        if f["pos"] is not None:  # a large base: its far corner too
            w, h = f.get("dims") or (1, 1)
            squares += [(int(f["pos"][0]), int(f["pos"][1])), (int(f["pos"][0]) + w - 1, int(f["pos"][1]) + h - 1)]
    for point in (view.get("last_attack") or {}).get("lines") or []:  # lattice corners: the squares they touch
        squares += [(int(point[0]) - 1, int(point[1]) - 1), (int(point[0]), int(point[1]))]
    if view.get("phase") in ("zone", "deploy"):
        areas = board.get("areas") or {}
        squares += [(int(sq[0]), int(sq[1])) for zone in ("red", "blue") for sq in areas.get(zone, [])]
    return box_around(squares, width, height)


def crop_board(view: Mapping[str, Any]) -> Image.Image:
    """The phone picture in the current picture language: the map cut to `figures_box` (the whole picture when
    the box is the whole map)."""
    full = draw(view)
    board = view["board"]
    x0, y0, x1, y1 = figures_box(view)
    if (x0, y0, x1, y1) == (0, 0, board["width"], board["height"]):
        return full
    ox, oy = PAD + 14, HEADER + 14
    map_w, map_h = (x1 - x0) * CELL, (y1 - y0) * CELL
    width = ox + map_w + PAD + PANEL_W
    height = max(oy + map_h + PAD, 520)
    img = Image.new("RGB", (width, height), BACKGROUND)
    img.paste(full.crop((ox + x0 * CELL, oy + y0 * CELL, ox + x1 * CELL, oy + y1 * CELL)), (ox, oy))
    d = ImageDraw.Draw(img)
    bold = font(16, bold=True)
    title = say(
        "ia.crop",
        header=header(view),
        x0=x0,
        x1=x1 - 1,
        y0=y0,
        y1=y1 - 1,
        width=int(board["width"]),
        height=int(board["height"]),
    )
    d.text((PAD, 8), ellipsize(d, title, bold, width - 2 * PAD), font=bold, fill=TEXT)
    label = font(9)
    for i, x in enumerate(range(x0, x1)):
        d.text((ox + i * CELL + CELL // 2 - 3, oy - 12), str(x), font=label, fill=TEXT_DIM)
    for j, y in enumerate(range(y0, y1)):
        d.text((ox - 12, oy + j * CELL + CELL // 2 - 5), str(y), font=label, fill=TEXT_DIM)
    panel(img, view, ox + map_w + PAD, HEADER, height - HEADER - PAD)
    return img
