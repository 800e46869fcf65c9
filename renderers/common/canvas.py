"""`Canvas`: an ImageDraw that remembers rendered text.

Rendering glyphs is most of a snapshot's cost, and the same strings (labels, names, numbers, captions) recur on
every picture of a match. A Canvas keeps each string's coverage masks (fill and halo) in an LRU and pastes the
fill colour through them; anything unusual (multi-line text, non-FreeType fonts, extra options) falls back to
Pillow's own drawing. Positions are rounded to whole pixels.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw, ImageFont


@lru_cache(maxsize=4096)
def _masks(
    text: str, fnt: ImageFont.FreeTypeFont, anchor: str, stroke: int
) -> tuple[int, int, Image.Image, Image.Image | None]:
    """(left, top offset from the anchor point, fill mask, halo mask or None)."""
    left, top, right, bottom = (int(v) for v in fnt.getbbox(text, anchor=anchor, stroke_width=stroke))
    size = (max(1, right - left), max(1, bottom - top))
    fill_mask = Image.new("L", size, 0)
    ImageDraw.Draw(fill_mask).text((-left, -top), text, fill=255, font=fnt, anchor=anchor)
    halo = None
    if stroke:
        halo = Image.new("L", size, 0)
        ImageDraw.Draw(halo).text(
            (-left, -top), text, fill=255, font=fnt, anchor=anchor, stroke_width=stroke, stroke_fill=255
        )
    return left, top, fill_mask, halo


def _rgb(ink: Any) -> tuple[int, int, int] | None:
    if isinstance(ink, tuple) and len(ink) in (3, 4) and all(isinstance(c, int) for c in ink):
        return (ink[0], ink[1], ink[2])
    return None


class Canvas(ImageDraw.ImageDraw):
    def __init__(self, im: Image.Image, mode: str | None = None) -> None:
        super().__init__(im, mode)
        self.image = im

    def text(
        self,
        xy: tuple[float, float],
        text: Any,
        fill: Any = None,
        font: Any = None,
        anchor: str | None = None,
        spacing: float = 4,
        align: str = "left",
        direction: str | None = None,
        features: list[str] | None = None,
        language: str | None = None,
        stroke_width: float = 0,
        stroke_fill: Any = None,
        embedded_color: bool = False,
        *args: Any,
        **kwargs: Any,
    ) -> None:
        colour, halo_colour = _rgb(fill), _rgb(stroke_fill if stroke_fill is not None else fill)
        simple = (
            isinstance(text, str)
            and "\n" not in text
            and text != ""
            and not args
            and not kwargs
            and direction is None
            and features is None
            and language is None
            and not embedded_color
            and isinstance(font, ImageFont.FreeTypeFont)
            and colour is not None
            and self.image.mode == "RGB"
            and float(stroke_width).is_integer()
        )
        if not simple:
            super().text(
                xy,
                text,
                fill,
                font,
                anchor,
                spacing,
                align,
                direction,
                features,
                language,
                stroke_width,
                stroke_fill,
                embedded_color,
                *args,
                **kwargs,
            )
            return
        left, top, fill_mask, halo = _masks(text, font, anchor or "la", int(stroke_width))
        x, y = round(xy[0] + left), round(xy[1] + top)
        box = (x, y, x + fill_mask.width, y + fill_mask.height)
        if halo is not None and halo_colour is not None:
            self.image.paste(halo_colour, box, halo)
        assert colour is not None
        self.image.paste(colour, box, fill_mask)
