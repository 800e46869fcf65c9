"""PNG bytes for one picture; animated WebP (or GIF) bytes for a sequence of pictures."""

from __future__ import annotations

import io
import struct
import zlib
from collections.abc import Sequence

import numpy as np
from PIL import Image

try:  # ISA-L's deflate: zlib-compatible streams at several times zlib's speed (a wheel on every common platform)
    from isal.isal_zlib import compress as _deflate
except ImportError:  # pragma: no cover - a platform without an isal wheel still gets PNGs, through zlib
    from zlib import compress as _deflate

# Deflate level (0..3 for ISA-L; zlib's 0..9 on the fallback). Level 1 with unfiltered rows: on our flat-colour
# pictures within a few percent of Pillow's level-1 size in about a tenth of its time (bench/png_encode.py).
PNG_LEVEL = 1
_SIGNATURE = b"\x89PNG\r\n\x1a\n"
_COLOUR_TYPE = {"L": 0, "RGB": 2, "LA": 4, "RGBA": 6}  # PNG colour types of 8-bit modes, by Pillow mode


def _chunk(tag: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))


def png_bytes(img: Image.Image, level: int = PNG_LEVEL) -> bytes:
    """A lossless PNG of `img`, written here rather than by Pillow: Pillow tries every row filter, which costs
    more than the deflate itself on a board picture; unfiltered rows deflate about as small on flat colours.
    Palette and other modes are written as RGB (RGBA when they have transparency): the pixels do not change."""
    if img.mode not in _COLOUR_TYPE:
        alpha = "A" in img.getbands() or "transparency" in img.info
        img = img.convert("RGBA" if alpha else "RGB")
    pixels = np.asarray(img, dtype=np.uint8)
    height, width = img.height, img.width
    rows = np.zeros((height, 1 + pixels.size // max(1, height)), dtype=np.uint8)  # each row: filter 0, pixels
    rows[:, 1:] = pixels.reshape(height, -1)
    header = struct.pack(">IIBBBBB", width, height, 8, _COLOUR_TYPE[img.mode], 0, 0, 0)
    return b"".join(
        (
            _SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"IDAT", _deflate(rows.tobytes(), level)),
            _chunk(b"IEND", b""),
        )
    )


def animation_bytes(
    frames: Sequence[Image.Image],
    durations_ms: int | Sequence[int] = 1200,
    fmt: str = "webp",
) -> bytes:
    """An endlessly looping animation. WebP keeps full colour; GIF is the fallback for old clients."""
    if not frames:
        raise ValueError("an animation needs at least one frame")
    fmt = fmt.lower()
    if fmt not in ("webp", "gif"):
        raise ValueError(f"unknown animation format {fmt!r}; use 'webp' or 'gif'")
    size = frames[0].size
    frames = [f if f.size == size else f.resize(size) for f in frames]
    durations = [durations_ms] * len(frames) if isinstance(durations_ms, int) else list(durations_ms)
    if len(durations) != len(frames):
        raise ValueError("one duration per frame is needed")
    buf = io.BytesIO()
    if fmt == "webp":
        frames[0].save(
            buf,
            format="WEBP",
            save_all=True,
            append_images=list(frames[1:]),
            duration=durations,
            loop=0,
            quality=80,
            method=0,
        )
    else:
        pal = [f.convert("P", palette=Image.Palette.ADAPTIVE, colors=255) for f in frames]
        pal[0].save(buf, format="GIF", save_all=True, append_images=pal[1:], duration=durations, loop=0)
    return buf.getvalue()
