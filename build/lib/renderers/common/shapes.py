"""Drawing primitives Pillow lacks: dashed lines and outlines, arrows, regular stars."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageDraw

Point = tuple[float, float]
Colour = tuple[int, ...]


def dashed_line(
    draw: ImageDraw.ImageDraw, a: Point, b: Point, fill: Colour, width: int = 2, dash: float = 8, gap: float = 6
) -> None:
    length = math.dist(a, b)
    if length == 0:
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    t = 0.0
    while t < length:
        e = min(t + dash, length)
        draw.line((a[0] + ux * t, a[1] + uy * t, a[0] + ux * e, a[1] + uy * e), fill=fill, width=width)
        t = e + gap


def dashed_polygon(
    draw: ImageDraw.ImageDraw, pts: Sequence[Point], fill: Colour, width: int = 2, dash: float = 8, gap: float = 6
) -> None:
    for i, p in enumerate(pts):
        dashed_line(draw, p, pts[(i + 1) % len(pts)], fill, width, dash, gap)


def arrow(draw: ImageDraw.ImageDraw, a: Point, b: Point, fill: Colour, width: int = 3, head: float = 12) -> None:
    draw.line((a, b), fill=fill, width=width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    left = (b[0] - head * math.cos(ang - 0.45), b[1] - head * math.sin(ang - 0.45))
    right = (b[0] - head * math.cos(ang + 0.45), b[1] - head * math.sin(ang + 0.45))
    draw.polygon([b, left, right], fill=fill)


def star(cx: float, cy: float, outer: float, inner: float, points: int, rotation: float = 0.0) -> list[Point]:
    """Vertices of a star with `points` tips (rotation in degrees, 0 = a tip pointing up)."""
    out: list[Point] = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = math.radians(rotation + i * 180.0 / points)
        out.append((cx + r * math.sin(a), cy - r * math.cos(a)))
    return out


def centroid(pts: Sequence[Sequence[float]]) -> Point:
    return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
