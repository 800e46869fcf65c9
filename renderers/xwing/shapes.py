"""Table geometry the pictures need, in mm, from a view's pose dicts ({"x", "y", "heading"}).

Bases, arcs and ranges come from the rules' own pure geometry module (bot.games.xwing.geometry), so the picture
and the rules share one source of truth; this module only adapts view dicts to it and adds drawing-only shapes
(the arc printed on the base, the arc clipped to range bands).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from shapely.geometry import LineString, Polygon

from bot.games.xwing import geometry as geo
from bot.games.xwing.geometry.constants import ARC_CORNER_INSET_MM, ARC_HALF_ANGLE_DEG

Point = tuple[float, float]
PoseDict = Mapping[str, Any]


def size_of(base: str | None) -> str:
    return "large" if base == "large" else "small"


def side_mm(base: str | None) -> float:
    return 80.0 if size_of(base) == "large" else 40.0


def to_pose(pose: PoseDict) -> geo.Pose:
    return geo.Pose(float(pose["x"]), float(pose["y"]), float(pose.get("heading", 0.0) or 0.0))


def base_corners(pose: PoseDict, base: str | None) -> list[Point]:
    """The four corners, in order around the base."""
    return list(geo.base_corners(to_pose(pose), size_of(base)))


def base_polygon(pose: PoseDict, base: str | None) -> Polygon:
    return geo.base_polygon(to_pose(pose), size_of(base))


def front_edge(pose: PoseDict, base: str | None) -> list[Point]:
    return list(geo.front_edge(to_pose(pose), size_of(base)))


def arc_on_base(pose: PoseDict, base: str | None) -> list[Point]:
    """The printed arc on the base: the two arc-line start points on the front edge and where the lines meet
    behind them (at the base's centre for both sizes)."""
    size = size_of(base)
    p = to_pose(pose)
    left, right = geo.arc_origin(p, size)
    h = side_mm(base) / 2
    half = h - ARC_CORNER_INSET_MM[size]
    back = half / math.tan(math.radians(ARC_HALF_ANGLE_DEG[size]))
    return [left, right, p.to_world(0.0, h - back)]


def arc_segment(pose: PoseDict, base: str | None) -> LineString:
    return LineString(geo.arc_origin(to_pose(pose), size_of(base)))


def arc_wedge(pose: PoseDict, base: str | None, reach: float = 1000.0) -> Polygon:
    """The area between the extended arc lines, `reach` mm long (left start, right start, right far, left far)."""
    return geo.arc_polygon(to_pose(pose), size_of(base), reach)


def arc_range_area(pose: PoseDict, base: str | None, distance: float) -> Polygon:
    """The part of the firing arc within `distance` mm of the arc's origin segment (range bands)."""
    # the wedge's reach runs along its slanted sides, so make it long enough for the circle to be the limit
    reach = 2 * distance + 10
    area = arc_wedge(pose, base, reach).intersection(arc_segment(pose, base).buffer(distance, quad_segs=12))
    return area if isinstance(area, Polygon) else Polygon()


def base_distance(a: Mapping[str, Any], b: Mapping[str, Any]) -> float:
    """Closest distance between two ships' bases (0 when touching)."""
    return float(
        geo.range_between(
            (to_pose(a["pose"]), size_of(a.get("base"))), (to_pose(b["pose"]), size_of(b.get("base")))
        ).distance_mm
    )


range_band = geo.range_band
