"""Shared picture parts: viewport maths, text caching, chips, the layer cache, encoders, the palette."""

from __future__ import annotations

import io
import threading

import pytest
from PIL import Image, ImageDraw

from renderers.common.cache import LayerCache
from renderers.common.canvas import Canvas
from renderers.common.colors import FACTIONS, mix, side_style
from renderers.common.encode import animation_bytes, png_bytes
from renderers.common.fonts import font
from renderers.common.panel import Column
from renderers.common.text import Chip, chips_width, draw_chips, wrap
from renderers.common.viewport import Viewport
from tests.renderers.golden import difference


def test_viewport_flips_y_and_scales() -> None:
    vp = Viewport(-10.0, -10.0, 120.0, 120.0, 2.0, ox=5, oy=7)
    assert vp.pt(-10, 110) == (5, 7)  # top-left of the region
    assert vp.pt(0, 0) == (25, 227)  # the mat origin is near the bottom
    assert vp.px_size == (240, 240)
    assert vp.to_mm(*vp.pt(33.0, 44.0)) == pytest.approx((33.0, 44.0))


def test_canvas_text_looks_like_pillows_own() -> None:
    a = Image.new("RGB", (300, 80), (20, 20, 30))
    b = a.copy()
    for img, draw in ((a, ImageDraw.Draw(a)), (b, Canvas(b))):
        draw.text((10, 10), "Luke 8 →", font=font(24, bold=True), fill=(240, 240, 240))
        draw.text(
            (150, 50),
            "NB",
            font=font(20, bold=True),
            fill=(255, 0, 0),
            anchor="mm",
            stroke_width=2,
            stroke_fill=(0, 0, 0),
        )
        assert img is not None
    mean, frac = difference(a, b)
    assert mean < 1.0 and frac < 0.01
    assert difference(a, Image.new("RGB", (300, 80), (20, 20, 30)))[1] > 0.01  # something was drawn


def test_canvas_falls_back_for_multiline_text() -> None:
    img = Image.new("RGB", (200, 80))
    Canvas(img).text((5, 5), "two\nlines", font=font(16), fill=(255, 255, 255))
    assert img.getbbox() is not None and img.getbbox()[3] > 30  # type: ignore[index]


def test_wrap_and_column_stay_inside_their_width() -> None:
    img = Image.new("RGB", (200, 400))
    draw = ImageDraw.Draw(img)
    lines = wrap(draw, "Night Beast was dealt a face-up Blinded Pilot card and lost a shield", font(16), 150)
    assert len(lines) > 2 and all(draw.textlength(ln, font=font(16)) <= 150 for ln in lines)
    col = Column(img, 10, 10, 120, 16)
    col.heading("A very long heading that will be cut")
    col.paragraph("word " * 30)
    assert col.y > 60
    assert img.crop((131, 0, 200, 400)).getbbox() is None  # nothing drawn past the column's right edge


def test_chips_measure_what_they_draw() -> None:
    img = Image.new("RGB", (300, 40))
    chips = [Chip("F", (105, 219, 124)), Chip("S2", (255, 107, 107)), Chip(">A", (116, 192, 252))]
    width = draw_chips(img, 10, 5, chips, 20)
    assert width == chips_width(chips, 20)
    box = img.getbbox()
    assert box is not None and box[0] == 10 and box[2] - box[0] in (width, width + 1)


def test_layer_cache_is_an_lru_and_thread_safe() -> None:
    cache = LayerCache(maxsize=2)
    built: list[str] = []

    def make(key: str) -> Image.Image:
        built.append(key)
        return Image.new("RGB", (2, 2))

    cache.get("a", lambda: make("a"))
    cache.get("b", lambda: make("b"))
    cache.get("a", lambda: make("a"))  # hit, "a" becomes the most recent
    cache.get("c", lambda: make("c"))  # evicts "b"
    cache.get("b", lambda: make("b"))
    assert built == ["a", "b", "c", "b"] and len(cache) == 2
    threads = [
        threading.Thread(target=lambda: [cache.get(i % 3, lambda: Image.new("RGB", (1, 1))) for i in range(200)])
        for _ in range(4)
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(cache) == 2


def test_png_and_animation_encoding() -> None:
    img = Image.new("RGB", (64, 48), (10, 20, 30))
    assert Image.open(io.BytesIO(png_bytes(img))).size == (64, 48)
    frames = [img, Image.new("RGB", (64, 48), (200, 20, 30))]
    webp = Image.open(io.BytesIO(animation_bytes(frames, 500)))
    assert getattr(webp, "n_frames", 1) == 2
    with pytest.raises(ValueError, match="at least one frame"):
        animation_bytes([])
    with pytest.raises(ValueError, match="unknown animation format"):
        animation_bytes(frames, 500, "avi")
    with pytest.raises(ValueError, match="one duration per frame"):
        animation_bytes(frames, [500])


def test_palette_sides_are_distinct() -> None:
    assert side_style("Rebel") is FACTIONS["rebel"]
    fills = {side_style(None, i).fill for i in range(6)} | {FACTIONS["rebel"].fill, FACTIONS["imperial"].fill}
    assert len(fills) == 8
    assert mix((0, 0, 0), (200, 100, 50), 0.5) == (100, 50, 25)


def _noisy(mode: str, size: tuple[int, int] = (37, 23)) -> Image.Image:
    """A picture with a different value in every channel of every pixel (any byte-order mistake shows)."""
    bands = len(Image.new(mode, (1, 1)).getbands())
    values = [(x * 7 + y * 13 + b * 101) % 256 for y in range(size[1]) for x in range(size[0]) for b in range(bands)]
    return Image.frombytes(mode, size, bytes(values))


@pytest.mark.parametrize("mode", ["RGB", "RGBA", "L", "LA"])
def test_png_bytes_is_lossless_in_every_direct_mode(mode: str) -> None:
    # issue 17: our own PNG writer (unfiltered rows, ISA-L deflate) replaced Pillow's; a picture must decode to the
    # very pixels that were drawn, in its own mode (no palette, no dropped alpha)
    img = _noisy(mode)
    back = Image.open(io.BytesIO(png_bytes(img)))
    assert back.mode == mode and back.size == img.size
    assert back.tobytes() == img.tobytes()


def test_png_bytes_writes_palette_pictures_as_colour_keeping_transparency() -> None:
    pal = _noisy("RGB").quantize(16)
    back = Image.open(io.BytesIO(png_bytes(pal)))
    assert back.mode == "RGB" and back.tobytes() == pal.convert("RGB").tobytes()
    pal.info["transparency"] = 3
    back = Image.open(io.BytesIO(png_bytes(pal)))
    assert back.mode == "RGBA" and back.tobytes() == pal.convert("RGBA").tobytes()
    assert min(back.getchannel("A").tobytes()) == 0  # index 3 is transparent
    bilevel = _noisy("L").convert("1")
    assert Image.open(io.BytesIO(png_bytes(bilevel))).tobytes() == bilevel.convert("RGB").tobytes()


def test_png_bytes_through_plain_zlib_decodes_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    # the fallback where no isal wheel exists: the same stream layout, zlib's deflate
    import zlib

    from renderers.common import encode

    monkeypatch.setattr(encode, "_deflate", zlib.compress)
    img = _noisy("RGBA")
    assert Image.open(io.BytesIO(encode.png_bytes(img))).tobytes() == img.tobytes()


def test_a_board_picture_stays_as_small_as_pillows_png() -> None:
    # the flat-colour board compresses without row filters: at most 15 % over Pillow's own level-1 file (the
    # encoder it replaced), far under Discord's 8 MB upload limit
    from renderers.xwing import render_board
    from tests.renderers import fixtures as fx

    img = render_board(fx.SCENARIOS["crowded"]())
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=1)
    data = png_bytes(img)
    assert Image.open(io.BytesIO(data)).tobytes() == img.tobytes()
    assert len(data) <= 1.15 * len(buf.getvalue()) and len(data) < 8 * 1024 * 1024
