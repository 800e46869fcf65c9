"""Benchmark: PNG encoding of board pictures (issue 17: encoding was ~80 % of an X-Wing picture).

Run: python bench/png_encode.py  [repeats]
Per picture: CPU-time median of the encoder the renderers used before (Pillow, compress_level=1, which tries every
row filter) and of renderers.common.encode.png_bytes (unfiltered rows, ISA-L deflate level 1), with both file
sizes. Both are lossless; the script checks that png_bytes decodes to the very same pixels.
"""

from __future__ import annotations

import io
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np
from PIL import Image

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.core.chance import Chance
from bot.games.ti4 import GAME as TI4
from renderers.common.encode import png_bytes
from renderers.ti4 import render as render_ti4
from renderers.xwing import render_board
from tests.renderers import fixtures as fx

DISCORD_LIMIT = 8 * 1024 * 1024  # the smallest upload limit of a Discord server (bytes)


def pillow_level1(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, format="PNG", compress_level=1)
    return buf.getvalue()


def cpu_ms(fn: Callable[[], bytes], repeats: int) -> tuple[float, bytes]:
    times, out = [], b""
    for _ in range(repeats):
        start = time.process_time()
        out = fn()
        times.append((time.process_time() - start) * 1000)
    return statistics.median(times), out


def pictures() -> dict[str, Image.Image]:
    out = {f"xwing {name}": render_board(make()) for name, make in fx.SCENARIOS.items()}
    out["xwing crop crowded"] = render_board(fx.SCENARIOS["crowded"](), crop="action")
    options = {"attacker": "2 carrier 4 fighter 2 dreadnought", "defender": "1 war_sun 3 cruiser 2 destroyer"}
    out["ti4 start"] = render_ti4(TI4.view(TI4.setup(options, ["attacker", "defender"], Chance("bench")), None))
    return out


def main(repeats: int) -> None:
    print(f"{'picture':<26}{'size':>11}{'Pillow ms':>11}{'KB':>7}{'new ms':>9}{'KB':>7}{'ratio':>7}")
    old_total = new_total = 0.0
    for name, img in pictures().items():
        old_ms, old = cpu_ms(lambda i=img: pillow_level1(i), repeats)
        new_ms, new = cpu_ms(lambda i=img: png_bytes(i), repeats)
        same = np.array_equal(np.asarray(Image.open(io.BytesIO(new)).convert(img.mode)), np.asarray(img))
        assert same and len(new) < DISCORD_LIMIT, name
        old_total, new_total = old_total + old_ms, new_total + new_ms
        size = f"{img.width}x{img.height}"
        print(
            f"{name:<26}{size:>11}{old_ms:>11.1f}{len(old) / 1024:>7.0f}{new_ms:>9.1f}{len(new) / 1024:>7.0f}"
            f"{old_ms / max(new_ms, 1e-9):>6.1f}x"
        )
    print(f"total CPU: Pillow {old_total:.0f} ms, png_bytes {new_total:.0f} ms ({old_total / new_total:.1f}x)")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
