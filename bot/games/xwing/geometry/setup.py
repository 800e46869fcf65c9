"""Set-up geometry: deploying ships and placing obstacles.

Rulebook: ships are placed entirely within range 1 of their owner's edge; obstacles may not be placed at range 1-2
of any edge. The rulebook gives no spacing between obstacles; later official rules (URR "Setup") say beyond range 1
of each other, which is the default here (`min_gap_mm=0` for the core rulebook alone).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .common import DEFAULT_MAT, Mat, rounded
from .constants import AREA_EPS_MM2, RANGE_BAND_MM
from .obstacles import Obstacle
from .pose import Point, ShipBase, ShipLike, as_ship, base_corners
from .reasons import Why, why

EDGES = ("bottom", "top", "left", "right")
_EDGE_ALIASES = {
    "rebel": "bottom",
    "imperial": "top",
    "south": "bottom",
    "north": "top",
    "west": "left",
    "east": "right",
}


@dataclass(frozen=True, slots=True)
class PlacementCheck:
    ok: bool
    reason: str  # in English, for explanations and tests
    distance_mm: float | None = None  # the measurement that decided it
    points: tuple[Point, ...] = ()
    why: Why | None = None  # a refusal's reason as a catalog key and its arguments (geometry/reasons.py)

    def to_json(self) -> dict[str, Any]:
        return {
            "ok": self.ok,
            "reason": self.reason,
            "distance_mm": None if self.distance_mm is None else round(self.distance_mm, 4),
            "points": [rounded(p) for p in self.points],
        }


def _edge(edge: str) -> str:
    key = edge.strip().lower()
    key = _EDGE_ALIASES.get(key, key)
    if key not in EDGES:
        raise ValueError(f"unknown edge {edge!r}; use bottom/top/left/right (or rebel/imperial)")
    return key


def _edge_distance(p: Point, edge: str, mat: Mat) -> float:
    x, y = p
    return {"bottom": y, "top": mat[1] - y, "left": x, "right": mat[0] - x}[edge]


def check_deployment(
    ship: ShipLike,
    edge: str,
    others: Mapping[str, ShipLike] | None = None,
    mat: Mat = DEFAULT_MAT,
    range_mm: float = RANGE_BAND_MM,
) -> PlacementCheck:
    """A ship set up at `edge` ("bottom" = Rebel, y = 0; "top" = Imperial) must lie entirely on the mat within
    range 1 (`range_mm`) of that edge and overlap no other ship."""
    me = as_ship(ship)
    zone = deployment_zone(me, edge, mat, range_mm)
    if not zone.ok:
        return zone
    return deployment_overlap(me, others or {}) or zone


def deployment_zone(
    ship: ShipBase, edge: str, mat: Mat = DEFAULT_MAT, range_mm: float = RANGE_BAND_MM
) -> PlacementCheck:
    """The zone half of `check_deployment`: entirely on the mat and within range 1 of `edge`, whatever else is on
    the table (so a spot's verdict can be kept: every deploy prompt checks the same spots)."""
    e = _edge(edge)
    corners = base_corners(ship.pose, ship.size)
    for p in corners:
        if not (-1e-6 <= p[0] <= mat[0] + 1e-6 and -1e-6 <= p[1] <= mat[1] + 1e-6):
            off = why("off_mat", x=round(p[0], 1), y=round(p[1], 1))
            return PlacementCheck(False, f"corner ({p[0]:.1f}, {p[1]:.1f}) is off the mat", None, (p,), off)
    far = max(corners, key=lambda p: _edge_distance(p, e, mat))
    dist = _edge_distance(far, e, mat)
    if dist > range_mm + 1e-6:
        return PlacementCheck(
            False,
            f"the base reaches {dist:.1f} mm from the {e} edge; it must be entirely within {range_mm:g} mm",
            dist,
            (far,),
            why("too_far", dist=round(dist, 1), range=round(range_mm, 1)),
        )
    return PlacementCheck(
        True, f"entirely within {range_mm:g} mm of the {e} edge (furthest corner {dist:.1f} mm)", dist, (far,)
    )


def deployment_overlap(ship: ShipBase, others: Mapping[str, ShipLike]) -> PlacementCheck | None:
    """The other half of `check_deployment`: the first other ship (by name) whose base `ship` overlaps, or None."""
    poly = None
    for oid, other_like in sorted(others.items()):
        other = as_ship(other_like)
        if _apart(ship, other):
            continue  # their circumscribed circles do not meet: no overlap, without building polygons
        poly = ship.polygon if poly is None else poly
        if poly.intersection(other.polygon).area > AREA_EPS_MM2:
            return PlacementCheck(False, f"the base overlaps {oid}", 0.0, (), why("overlaps", ship=oid))
    return None


def _apart(a: ShipBase, b: ShipBase) -> bool:
    """Whether two square bases are too far apart to overlap: centres further than the sum of their circumradii
    (half a diagonal each), with a millimetre to spare so rounding never decides."""
    reach = (a.size.mm + b.size.mm) * _HALF_DIAGONAL + 1.0
    return math.hypot(a.pose.x - b.pose.x, a.pose.y - b.pose.y) > reach


_HALF_DIAGONAL = math.sqrt(0.5)


def check_obstacle_placement(
    obstacle: Obstacle,
    placed: Sequence[Obstacle] = (),
    mat: Mat = DEFAULT_MAT,
    edge_clearance_mm: float = 2 * RANGE_BAND_MM,
    min_gap_mm: float = RANGE_BAND_MM,
) -> PlacementCheck:
    """Obstacles must be beyond range 1-2 (more than `edge_clearance_mm`) of every edge, and more than
    `min_gap_mm` from every obstacle already placed."""
    for e in EDGES:
        p = min(obstacle.outline, key=lambda q, e=e: _edge_distance(q, e, mat))  # type: ignore[misc]
        d = _edge_distance(p, e, mat)
        if d <= edge_clearance_mm + 1e-9:
            return PlacementCheck(
                False,
                f"{obstacle.id} is {d:.1f} mm from the {e} edge; it must be more than {edge_clearance_mm:g} mm",
                d,
                (p,),
                why("obstacle_edge", id=obstacle.id, dist=round(d, 1), limit=round(edge_clearance_mm, 1)),
            )
    for other in placed:
        if other.id == obstacle.id:
            continue
        d = obstacle.polygon.distance(other.polygon)
        if d <= min_gap_mm + 1e-9 and (min_gap_mm > 0 or obstacle.polygon.intersection(other.polygon).area > 0):
            return PlacementCheck(
                False,
                f"{obstacle.id} is {d:.1f} mm from {other.id}; it must be more than {min_gap_mm:g} mm",
                d,
                (),
                why("obstacle_gap", id=obstacle.id, other=other.id, dist=round(d, 1), limit=round(min_gap_mm, 1))
                if min_gap_mm > 0
                else why("obstacle_overlap", id=obstacle.id, other=other.id),
            )
    return PlacementCheck(True, f"{obstacle.id} is clear of the edges and of the other obstacles")
