"""Text helpers: measuring, wrapping, outlined labels, chips and a legend (for any game)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from renderers.common.canvas import Canvas
from renderers.common.colors import RGB, TEXT, TEXT_DARK, TEXT_DIM
from renderers.common.fonts import Font, font


def text_size(draw: ImageDraw.ImageDraw, text: str, fnt: Font) -> tuple[int, int]:
    box = draw.textbbox((0, 0), text, font=fnt)
    return int(box[2] - box[0]), int(box[3] - box[1])


def text_width(draw: ImageDraw.ImageDraw, text: str, fnt: Font) -> int:
    return int(draw.textlength(text, font=fnt))


def ellipsize(draw: ImageDraw.ImageDraw, text: str, fnt: Font, width: int) -> str:
    if text_width(draw, text, fnt) <= width:
        return text
    while text and text_width(draw, text + "…", fnt) > width:
        text = text[:-1]
    return text + "…"


def wrap(draw: ImageDraw.ImageDraw, text: str, fnt: Font, width: int) -> list[str]:
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}".strip()
        if current and text_width(draw, trial, fnt) > width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return [ellipsize(draw, ln, fnt, width) for ln in lines]


def outlined_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    fnt: Font,
    fill: RGB = TEXT,
    outline: RGB = TEXT_DARK,
    anchor: str = "mm",
    stroke: int = 2,
) -> None:
    """Text with a dark halo, readable over any background (ships, asteroids, lines)."""
    draw.text(xy, text, font=fnt, fill=fill, anchor=anchor, stroke_width=stroke, stroke_fill=outline)


@dataclass(frozen=True)
class Chip:
    """A small rounded label: a token, a status. `text` is short (1-4 characters)."""

    text: str
    fill: RGB
    fg: RGB = TEXT_DARK


@lru_cache(maxsize=512)
def chip_sprite(chip: Chip, size: int) -> Image.Image:
    """A chip drawn once on a transparent tile and pasted after that: text rendering is the costliest part of
    a picture, and the same few chips recur on every snapshot."""
    fnt = font(int(size * 0.72), bold=True)
    w = max(size, int(fnt.getlength(chip.text)) + size // 2)
    img = Image.new("RGBA", (w + 1, size + 1), (0, 0, 0, 0))
    d = ImageDraw.Draw(img)
    d.rounded_rectangle((0, 0, w, size), radius=size // 4, fill=chip.fill, outline=TEXT_DARK, width=1)
    d.text((w / 2, size / 2), chip.text, font=fnt, fill=chip.fg, anchor="mm")
    return img


def chip_width(chip: Chip, size: int) -> int:
    return chip_sprite(chip, size).width - 1


def draw_chip(img: Image.Image, x: float, y: float, chip: Chip, size: int) -> int:
    """Pastes the chip with its top-left at (x, y), `size` px tall, onto an RGB(A) image; returns its width."""
    sprite = chip_sprite(chip, size)
    img.paste(sprite, (round(x), round(y)), sprite)
    return sprite.width - 1


def draw_chips(img: Image.Image, x: float, y: float, chips: Sequence[Chip], size: int, gap: int = 3) -> int:
    """A row of chips from (x, y); returns the total width."""
    cx = x
    for c in chips:
        cx += draw_chip(img, cx, y, c, size) + gap
    return int(cx - x - gap) if chips else 0


def chips_width(chips: Sequence[Chip], size: int, gap: int = 3) -> int:
    return sum(chip_width(c, size) for c in chips) + gap * max(0, len(chips) - 1)


@lru_cache(maxsize=16)
def legend_image(entries: tuple[tuple[Chip, str], ...], width: int, size: int, background: RGB) -> Image.Image:
    """The legend drawn once per layout (it never changes within a game)."""
    img = Image.new("RGB", (width, 400), background)
    bottom = _draw_legend(img, 0, 0, entries, width, size)
    return img.crop((0, 0, width, round(bottom)))


def draw_legend(
    img: Image.Image,
    x: float,
    y: float,
    entries: Sequence[tuple[Chip, str]],
    width: int,
    size: int = 20,
    background: RGB = (0, 0, 0),
) -> float:
    """Chip + meaning pairs flowed into rows within `width` on a plain `background`; returns the y below."""
    legend = legend_image(tuple(entries), width, size, background)
    img.paste(legend, (round(x), round(y)))
    return y + legend.height


def _draw_legend(
    img: Image.Image,
    x: float,
    y: float,
    entries: Sequence[tuple[Chip, str]],
    width: int,
    size: int = 20,
) -> float:
    draw = Canvas(img)
    fnt = font(int(size * 0.8))
    cx, cy = x, y
    for chip, meaning in entries:
        w = chip_width(chip, size) + 5 + text_width(draw, meaning, fnt) + 14
        if cx > x and cx + w > x + width:
            cx, cy = x, cy + size + 6
        cw = draw_chip(img, cx, cy, chip, size)
        draw.text((cx + cw + 5, cy + size / 2), meaning, font=fnt, fill=TEXT_DIM, anchor="lm")
        cx += w
    return cy + size + 6
