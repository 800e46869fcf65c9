"""The SWM phone picture: on a map larger than a phone shows well, the board cropped to the figures' area (plus
a margin) with its own row and column labels; the header and squad panel stay. Smaller maps are shown whole."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from renderers.common.colors import BACKGROUND, PANEL, TEXT, TEXT_DIM
from renderers.common.fonts import font
from renderers.common.gridbox import Box, box_around, fits_phone
from renderers.common.text import ellipsize
from renderers.common.words import speaking
from renderers.swm.board import CELL, HEADER, MARGIN, column, render
from renderers.swm.words import header

View = Mapping[str, Any]
# Both of our maps (12 x 8, 14 x 10) fit a phone (renderers/common/gridbox.py), so only larger (user-made) maps
# are cropped.


def figures_box(view: View) -> Box:
    """The squares holding every placed, undefeated figure and the last move's path, plus CROP_MARGIN, on the map;
    the whole map when it fits a phone or nothing is placed."""
    m = view["map"]
    width, height = int(m["width"]), int(m["height"])
    if fits_phone(width, height):
        return 0, 0, width, height
    squares: list[tuple[int, int]] = []
    for fig in view["figures"]:
        if fig["defeated"] or fig["at"] is None:
            continue
        x, y, s = int(fig["at"][0]), int(fig["at"][1]), int(fig["size"])
        squares += [(x, y), (x + s - 1, y + s - 1)]
    squares += [(int(p[0]), int(p[1])) for p in ((view.get("last") or {}).get("path") or [])]
    return box_around(squares, width, height)


def render_board(view: View, *, crop: Any = None, locale: str | None = None) -> Image.Image:
    """The board (`crop=None`), or the phone picture (`crop="action"`): the board cut to `figures_box`; words in
    `locale`."""
    with speaking(locale):
        return _render_board(view, crop)


def _render_board(view: View, crop: Any) -> Image.Image:
    full = render(view)
    if crop is None:
        return full
    m = view["map"]
    x0, y0, x1, y1 = figures_box(view)
    if (x0, y0, x1, y1) == (0, 0, m["width"], m["height"]):
        return full
    board_w_full = MARGIN + m["width"] * CELL + 8  # where render() puts the panel
    board_w = MARGIN + (x1 - x0) * CELL + 8
    panel_w = full.width - board_w_full
    panel_h = HEADER + 30 + 18 * (len(view["figures"]) + 6)  # what render() leaves for the squad lines
    height = max(HEADER + MARGIN + (y1 - y0) * CELL + 8, min(full.height, panel_h))
    img = Image.new("RGB", (board_w + panel_w, height), BACKGROUND)
    top = HEADER + MARGIN
    cells = (MARGIN + x0 * CELL, top + y0 * CELL, MARGIN + x1 * CELL + 1, top + y1 * CELL + 1)
    img.paste(full.crop(cells), (MARGIN, top))
    img.paste(PANEL, (board_w, HEADER, img.width, height))
    img.paste(full.crop((board_w_full, HEADER, full.width, min(full.height, height))), (board_w, HEADER))
    d = ImageDraw.Draw(img)
    bold = font(15, bold=True)
    d.text((10, HEADER / 2), ellipsize(d, header(view), bold, img.width - 20), font=bold, fill=TEXT, anchor="lm")
    small = font(10)
    for i, x in enumerate(range(x0, x1)):
        d.text((MARGIN + (i + 0.5) * CELL, HEADER + MARGIN / 2), column(x), font=small, fill=TEXT_DIM, anchor="mm")
    for j, y in enumerate(range(y0, y1)):
        d.text((MARGIN / 2, top + (j + 0.5) * CELL), str(y + 1), font=small, fill=TEXT_DIM, anchor="mm")
    return img
