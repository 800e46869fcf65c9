"""Fonts: DejaVu Sans when the system has it (wide glyph coverage), else Pillow's bundled scalable default.

Nothing is ever downloaded. `font_family()` tells tests which one is in use, because golden images are only
comparable when drawn with the same font.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import ImageFont

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont

_DEJAVU = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}
_DIRS = (
    "",  # Pillow's own lookup (searches the system font directories by file name)
    "/usr/share/fonts/truetype/dejavu/",
    "/usr/share/fonts/dejavu/",
    "/usr/share/fonts/TTF/",
    "/usr/local/share/fonts/",
)


@lru_cache(maxsize=8)
def _dejavu_path(bold: bool) -> str | None:
    for d in _DIRS:
        path = d + _DEJAVU[bold]
        try:
            ImageFont.truetype(path, 10)
        except OSError:
            continue
        return path
    return None


def font_family() -> str:
    """ "dejavu" or "pillow-default" (Pillow's bundled font has no bold face)."""
    return "dejavu" if _dejavu_path(False) and _dejavu_path(True) else "pillow-default"


@lru_cache(maxsize=128)
def font(size: int, bold: bool = False) -> Font:
    size = max(6, int(size))
    path = _dejavu_path(bold) or _dejavu_path(False)
    if path is not None:
        return ImageFont.truetype(path, size)
    return ImageFont.load_default(size=size)
