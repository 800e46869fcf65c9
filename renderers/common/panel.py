"""A vertical text column for side panels: headings, lines, wrapped paragraphs, chip rows, separators."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image

from renderers.common.canvas import Canvas
from renderers.common.colors import RGB, TEXT, TEXT_DIM
from renderers.common.fonts import font
from renderers.common.text import Chip, draw_chips, ellipsize, wrap


class Column:
    """Draws top-down inside [x, x + width]; `y` is the next free pixel row."""

    def __init__(self, img: Image.Image, x: float, y: float, width: int, base: int = 20) -> None:
        self.img = img
        self.draw = Canvas(img, "RGBA")
        self.x = x
        self.y = y
        self.width = width
        self.base = base  # body font size in px

    def heading(self, text: str, fill: RGB = TEXT, size: float = 1.25) -> None:
        fnt = font(int(self.base * size), bold=True)
        self.draw.text((self.x, self.y), ellipsize(self.draw, text, fnt, self.width), font=fnt, fill=fill)
        self.y += int(self.base * size * 1.3)

    def line(self, text: str, fill: RGB = TEXT, bold: bool = False, size: float = 1.0, indent: int = 0) -> None:
        fnt = font(int(self.base * size), bold=bold)
        self.draw.text(
            (self.x + indent, self.y), ellipsize(self.draw, text, fnt, self.width - indent), font=fnt, fill=fill
        )
        self.y += int(self.base * size * 1.3)

    def paragraph(
        self, text: str, fill: RGB = TEXT_DIM, size: float = 0.9, indent: int = 0, bold: bool = False
    ) -> None:
        fnt = font(int(self.base * size), bold=bold)
        for ln in wrap(self.draw, text, fnt, self.width - indent):
            self.draw.text((self.x + indent, self.y), ln, font=fnt, fill=fill)
            self.y += int(self.base * size * 1.25)

    def chips(self, chips: Sequence[Chip], size: int | None = None, indent: int = 0) -> None:
        if not chips:
            return
        s = size or self.base
        draw_chips(self.img, self.x + indent, self.y, chips, s)
        self.y += s + 6

    def gap(self, px: int | None = None) -> None:
        self.y += self.base // 2 if px is None else px

    def rule(self, fill: RGB = (70, 76, 90)) -> None:
        self.draw.line((self.x, self.y, self.x + self.width, self.y), fill=fill, width=1)
        self.y += self.base // 2
