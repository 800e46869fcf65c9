"""Table geometry the pictures need, in mm, from a pose (x, y, heading as a compass bearing).

Numbers (1st edition): bases 40 / 80 mm; the primary arc lines start 2.95 / 3.95 mm in from the front corners at
40.45 / 42.025 degrees from forward (shared/reference/discord-and-geometry.md 3.1). Drawing only: the rules use
bot/games/xwing/geometry; these few formulas are repeated here so that a picture never depends on rules code.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from shapely.geometry import LineString, Polygon

Point = tuple[float, float]


@dataclass(frozen=True)
class BaseSize:
    side: float
    arc_inset: float
    arc_half_angle: float


BASES = {
    "small": BaseSize(40.0, 2.95, 40.45),
    "large": BaseSize(80.0, 3.95, 42.025),
}


def base_size(name: str | None) -> BaseSize:
    return BASES.get(name or "small", BASES["small"])


@dataclass(frozen=True)
class Frame:
    """A ship's local frame: `at(right, forward)` gives table mm."""

    x: float
    y: float
    heading: float

    @classmethod
    def of(cls, pose: Mapping[str, Any]) -> Frame:
        return cls(float(pose["x"]), float(pose["y"]), float(pose.get("heading", 0.0)))

    def at(self, right: float, forward: float) -> Point:
        t = math.radians(self.heading)
        # forward = (sin t, cos t); right = (cos t, -sin t) for a compass bearing t
        c, s = math.cos(t), math.sin(t)
        return (self.x + right * c + forward * s, self.y - right * s + forward * c)


def base_corners(pose: Mapping[str, Any], base: str | None) -> list[Point]:
    """Front-left, front-right, rear-right, rear-left."""
    h = base_size(base).side / 2
    f = Frame.of(pose)
    return [f.at(-h, h), f.at(h, h), f.at(h, -h), f.at(-h, -h)]


def base_polygon(pose: Mapping[str, Any], base: str | None) -> Polygon:
    return Polygon(base_corners(pose, base))


def arc_on_base(pose: Mapping[str, Any], base: str | None) -> list[Point]:
    """The printed arc on the base: the two arc-line start points on the front edge and where the lines meet."""
    b = base_size(base)
    h = b.side / 2
    f = Frame.of(pose)
    half = h - b.arc_inset
    back = half / math.tan(math.radians(b.arc_half_angle))  # the lines converge this far behind the front edge
    return [f.at(-half, h), f.at(half, h), f.at(0.0, h - back)]


def arc_segment(pose: Mapping[str, Any], base: str | None) -> LineString:
    b = base_size(base)
    h = b.side / 2
    f = Frame.of(pose)
    return LineString([f.at(-(h - b.arc_inset), h), f.at(h - b.arc_inset, h)])


def arc_wedge(pose: Mapping[str, Any], base: str | None, reach: float = 1000.0) -> Polygon:
    """The area between the extended arc lines, `reach` mm long."""
    b = base_size(base)
    h = b.side / 2
    f = Frame.of(pose)
    half = h - b.arc_inset
    spread = reach * math.tan(math.radians(b.arc_half_angle))
    return Polygon([f.at(-half, h), f.at(half, h), f.at(half + spread, h + reach), f.at(-half - spread, h + reach)])


def arc_range_area(pose: Mapping[str, Any], base: str | None, distance: float) -> Polygon:
    """The part of the firing arc within `distance` mm of the front-edge arc segment (range bands)."""
    area = arc_wedge(pose, base, distance + 10).intersection(arc_segment(pose, base).buffer(distance, quad_segs=12))
    return area if isinstance(area, Polygon) else Polygon()


def base_distance(a: Mapping[str, Any], b: Mapping[str, Any]) -> float:
    """Closest distance between two ships' bases (0 when touching)."""
    return float(base_polygon(a["pose"], a.get("base")).distance(base_polygon(b["pose"], b.get("base"))))


def range_band(distance: float) -> int | None:
    """1e range bands: (0,100] -> 1, (100,200] -> 2, (200,300] -> 3; beyond 300 none. Touching counts as 1."""
    if distance > 300.0:
        return None
    return max(1, math.ceil(distance / 100.0 - 1e-9))
