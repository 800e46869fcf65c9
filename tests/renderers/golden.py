"""Golden-image comparison with a tolerance, so anti-aliasing or font-hinting noise does not break tests.

Regenerate after an intended visual change (then LOOK at every changed PNG before committing):
    UPDATE_GOLDEN=1 python -m pytest -q tests/renderers
"""

from __future__ import annotations

import os
from pathlib import Path

import numpy as np
from PIL import Image

GOLDEN_DIR = Path(__file__).parent / "golden"
MEAN_BUDGET = 1.5  # mean absolute difference per channel, 0..255
PIXEL_DELTA = 48  # a pixel "differs" when some channel moved more than this
FRACTION_BUDGET = 0.005  # at most 0.5 % of the pixels may differ


def difference(a: Image.Image, b: Image.Image) -> tuple[float, float]:
    """(mean absolute difference per channel, fraction of pixels that differ) of two same-size images."""
    x = np.asarray(a.convert("RGB"), dtype=np.int16)
    y = np.asarray(b.convert("RGB"), dtype=np.int16)
    d = np.abs(x - y)
    return float(d.mean()), float((d.max(axis=2) > PIXEL_DELTA).mean())


def check_golden(img: Image.Image, name: str) -> None:
    path = GOLDEN_DIR / f"{name}.png"
    if os.environ.get("UPDATE_GOLDEN") == "1":
        GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
        img.save(path, format="PNG", optimize=True)
        return
    assert path.exists(), f"no golden {path.name}; create it with UPDATE_GOLDEN=1 and look at it"
    want = Image.open(path)
    assert img.size == want.size, f"{name}: size {img.size} differs from the golden's {want.size}"
    mean, frac = difference(img, want)
    if mean > MEAN_BUDGET or frac > FRACTION_BUDGET:
        out = Path(os.environ.get("GOLDEN_FAIL_DIR", "/tmp")) / f"golden-fail-{name}.png"
        img.save(out)
        raise AssertionError(
            f"{name}: differs from the golden (mean {mean:.2f} > {MEAN_BUDGET} or {frac:.2%} pixels > "
            f"{FRACTION_BUDGET:.2%}); new picture saved to {out}"
        )
