"""Label placement in pixels: a spot for a box that covers no base, name, badge or label already placed."""

from __future__ import annotations

import math
from collections.abc import Sequence

from shapely.geometry import Polygon
from shapely.geometry import box as box_polygon

Box = tuple[float, float, float, float]  # x0, y0, x1, y1 in pixels


def bbox(points: Sequence[tuple[float, float]]) -> Box:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return min(xs), min(ys), max(xs), max(ys)


def overlap(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


Area = tuple[Box, Polygon | None]  # bounds, and the polygon itself only when it is not an upright rectangle
RINGS = 16  # rings of candidate spots around the preferred one
DIRECTIONS = tuple((math.cos(math.pi * k / 6), -math.sin(math.pi * k / 6)) for k in range(12))


def area(shape: Polygon) -> Area:
    """An area to keep off, scored by its bounds alone when it is an upright rectangle (a name, pips, a ship facing
    along an axis): shapely is only needed for turned bases."""
    bounds = shape.bounds
    return bounds, (shape if shape.area < overlap(bounds, bounds) - 1e-6 else None)


def box_area(b: Box) -> Area:
    return b, None


def clear_spot(
    prefs: Sequence[tuple[float, float]],
    half_w: float,
    half_h: float,
    areas: Sequence[Area],
    size: tuple[int, int],
    step: float,
) -> tuple[float, float]:
    """A label centre inside the picture whose box lies on no area: the preferred spots in order, then rings
    around the first one (12 directions, `step` px apart); if none is clear, the one covering the least."""
    ax, ay = prefs[0]
    rings = [(ax + dx * step * ring, ay + dy * step * ring) for ring in range(1, RINGS + 1) for dx, dy in DIRECTIONS]
    # only areas within reach of some candidate can be covered
    reach = RINGS * step
    xs, ys = [p[0] for p in prefs], [p[1] for p in prefs]
    region = (min(xs) - reach - half_w, min(ys) - reach - half_h, max(xs) + reach + half_w, max(ys) + reach + half_h)
    near = [(b, poly) for b, poly in areas if overlap(region, b) > 0]
    best: tuple[float, tuple[float, float]] | None = None
    for x, y in [*prefs, *rings]:
        cx = min(max(x, half_w), size[0] - half_w)
        cy = min(max(y, half_h), size[1] - half_h)
        rect = (cx - half_w, cy - half_h, cx + half_w, cy + half_h)
        score = 0.0
        for bb, poly in near:
            cover = overlap(rect, bb)
            if cover > 0 and poly is not None:
                cover = box_polygon(*rect).intersection(poly).area
            score += cover
        if score <= 0:
            return cx, cy
        if best is None or score < best[0]:
            best = (score, (cx, cy))
    assert best is not None
    return best[1]
