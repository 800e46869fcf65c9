"""Mapping between table millimetres (origin bottom-left, y up) and image pixels (origin top-left, y down)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

Point = tuple[float, float]


@dataclass(frozen=True)
class Viewport:
    """The table rectangle [x0, x0 + width] x [y0, y0 + height] in mm, drawn at `scale` px/mm from (ox, oy)."""

    x0: float
    y0: float
    width: float
    height: float
    scale: float
    ox: float = 0.0
    oy: float = 0.0

    @property
    def px_size(self) -> tuple[int, int]:
        return round(self.width * self.scale), round(self.height * self.scale)

    def pt(self, x: float, y: float) -> Point:
        return (self.ox + (x - self.x0) * self.scale, self.oy + (self.y0 + self.height - y) * self.scale)

    def pts(self, points: Iterable[Sequence[float]]) -> list[Point]:
        return [self.pt(p[0], p[1]) for p in points]

    def mm(self, length: float) -> float:
        return length * self.scale

    def to_mm(self, px: float, py: float) -> Point:
        return (self.x0 + (px - self.ox) / self.scale, self.y0 + self.height - (py - self.oy) / self.scale)
