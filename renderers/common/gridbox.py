"""The phone crop of a square-grid map (SWM, Imperial Assault): the squares worth showing plus a margin, or the
whole map when it is small enough to read on a phone."""

from __future__ import annotations

from collections.abc import Sequence

Box = tuple[int, int, int, int]  # x0, y0, x1, y1 in squares, x1/y1 exclusive

# At 40 px a square, 16 squares (640 px of map, plus the panel) is about what a phone screen shows legibly.
PHONE_SQUARES = 16
CROP_MARGIN = 2  # squares kept around what matters, so the cover, walls and doors next to it show


def fits_phone(width: int, height: int) -> bool:
    return width <= PHONE_SQUARES and height <= PHONE_SQUARES


def box_around(squares: Sequence[tuple[int, int]], width: int, height: int) -> Box:
    """The squares' bounding box plus CROP_MARGIN, clipped to the map; the whole map when there are none."""
    if not squares:
        return 0, 0, width, height
    x0 = max(0, min(p[0] for p in squares) - CROP_MARGIN)
    y0 = max(0, min(p[1] for p in squares) - CROP_MARGIN)
    x1 = min(width, max(p[0] for p in squares) + 1 + CROP_MARGIN)
    y1 = min(height, max(p[1] for p in squares) + 1 + CROP_MARGIN)
    return x0, y0, x1, y1
