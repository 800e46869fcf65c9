"""Range, the 1st-edition primary firing arc, attack range and obstruction.

Rules (rulebook: "Сектор обстрела", "Дистанция", "Атака через преграды", "Перекрытие подставок"):
- Range is measured between the closest points of the two bases; bands 1/2/3 are up to 100/200/300 mm; touching
  bases are at range 1 (there is no range 0).
- A ship is in arc if any part of its base is inside the area between the arc lines (the part of a base under the
  attacker is not, the arc starts at the front edge). Guides are ignored; other ships never block.
- Attack range is measured from the attacker's base to the closest point of the target's base that is inside the
  arc (see `MEASURE_FROM_*`).
- Obstructed: the measuring line crosses an obstacle. With several equally short lines the attacker may choose,
  so the attack is obstructed only if every one of them crosses an obstacle. A line that merely touches an
  obstacle's outline at one point does not cross it; a line running along an edge does.
- Touching ships cannot attack each other.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

import shapely
from shapely.geometry import LineString, Polygon
from shapely.geometry.base import BaseGeometry

from .common import polygon_json, rounded
from .constants import (
    ARC_CORNER_INSET_MM,
    ARC_HALF_ANGLE_DEG,
    ARC_REACH_MM,
    AREA_EPS_MM2,
    LINE_EPS_MM,
    MAX_RANGE_BAND,
    RANGE_BAND_MM,
    TOUCH_MM,
)
from .obstacles import Obstacle
from .pose import BaseSize, Point, Pose, ShipLike, as_ship, base_corners, make_polygon

# Where an attack's measuring line starts. The rulebook: "place range 1 of the ruler against the attacker's base at
# the point closest to the target" (any point of the base). VASSAL instead measures from the arc's origin segment on
# the front edge (between the two arc-line start points); the results differ by at most a few millimetres.
MeasureFrom = Literal["base", "arc"]
MEASURE_FROM_BASE: Literal["base"] = "base"
MEASURE_FROM_ARC: Literal["arc"] = "arc"


def range_band(distance: float) -> int | None:
    """1, 2 or 3 (a distance exactly on a boundary belongs to the shorter band); None beyond range 3."""
    if distance <= RANGE_BAND_MM + 1e-6:
        return 1
    band = math.ceil(distance / RANGE_BAND_MM - 1e-9)
    return band if band <= MAX_RANGE_BAND else None


def arc_origin(pose: Pose, size: BaseSize | str) -> tuple[Point, Point]:
    """The segment of the front edge between the two arc lines' start points (left end first)."""
    sz = BaseSize.parse(size)
    h = sz.mm / 2.0
    inset = ARC_CORNER_INSET_MM[sz.value]
    return (pose.to_world(-(h - inset), h), pose.to_world(h - inset, h))


def arc_polygon(pose: Pose, size: BaseSize | str, reach: float = ARC_REACH_MM) -> Polygon:
    """The primary firing arc as a convex wedge from the origin segment, `reach` mm long (for drawing, clip it to the
    mat). Left start, right start, right far, left far."""
    sz = BaseSize.parse(size)
    h = sz.mm / 2.0
    inset = ARC_CORNER_INSET_MM[sz.value]
    a = math.radians(ARC_HALF_ANGLE_DEG[sz.value])
    x0 = h - inset
    return Polygon(
        [
            pose.to_world(-x0, h),
            pose.to_world(x0, h),
            pose.to_world(x0 + reach * math.sin(a), h + reach * math.cos(a)),
            pose.to_world(-x0 - reach * math.sin(a), h + reach * math.cos(a)),
        ]
    )


@dataclass(frozen=True, slots=True)
class RangeResult:
    distance_mm: float
    band: int | None
    points: tuple[Point, Point]  # closest point of the first base, closest point of the second
    touching: bool
    reason: str

    def to_json(self) -> dict[str, Any]:
        return {
            "distance_mm": round(self.distance_mm, 4),
            "band": self.band,
            "points": [rounded(p) for p in self.points],
            "touching": self.touching,
            "reason": self.reason,
        }


def range_between(a: ShipLike, b: ShipLike) -> RangeResult:
    """Closest-point range between two bases in any direction (target locks, abilities, set-up)."""
    sa, sb = as_ship(a), as_ship(b)
    (px, py), (qx, qy) = shapely.shortest_line(sa.polygon, sb.polygon).coords
    d = math.hypot(qx - px, qy - py)
    touching = d <= TOUCH_MM
    band = range_band(d)
    if touching:
        why = f"bases touch ({d:.3f} mm): range 1"
    elif band is None:
        why = f"closest points {d:.1f} mm apart: beyond range 3"
    else:
        why = f"closest points {d:.1f} mm apart: range {band}"
    return RangeResult(d, band, ((px, py), (qx, qy)), touching, why)


@dataclass(frozen=True)
class AttackGeometry:
    """Whether and at what range `attacker` can shoot `defender` with its primary arc, and why."""

    in_arc: bool
    distance_mm: float | None  # attack range distance (to the in-arc part); None when not in arc
    band: int | None  # 1..3, None when not in arc or beyond range 3
    line: tuple[Point, Point] | None  # the measuring line (attacker point, defender point)
    plain_distance_mm: float  # closest base-to-base distance ignoring arcs
    plain_band: int | None
    plain_line: tuple[Point, Point]
    touching: bool
    obstructed: bool
    obstructed_by: tuple[str, ...]  # obstacles crossed by the measuring line(s)
    clear_line: tuple[Point, Point] | None  # an equally short line that is not obstructed, if one exists
    tied_lines: tuple[tuple[Point, Point], tuple[Point, Point]] | None  # extreme lines of a family of shortest lines
    attacker_on_obstacles: tuple[str, ...]  # an attacker whose base is on an obstacle cannot attack
    in_arc_part: Polygon  # the part of the defender's base inside the arc
    measure_from: str
    reason: str

    @property
    def in_range(self) -> bool:
        return self.band is not None

    @property
    def can_attack(self) -> bool:
        """Primary-weapon attack is geometrically legal: in arc, range 1-3, not touching, attacker not on an
        obstacle."""
        return self.in_arc and self.band is not None and not self.touching and not self.attacker_on_obstacles

    def to_json(self) -> dict[str, Any]:
        def line(v: tuple[Point, Point] | None) -> list[list[float]] | None:
            return None if v is None else [rounded(v[0]), rounded(v[1])]

        return {
            "in_arc": self.in_arc,
            "distance_mm": None if self.distance_mm is None else round(self.distance_mm, 4),
            "band": self.band,
            "line": line(self.line),
            "plain_distance_mm": round(self.plain_distance_mm, 4),
            "plain_band": self.plain_band,
            "plain_line": line(self.plain_line),
            "touching": self.touching,
            "obstructed": self.obstructed,
            "obstructed_by": list(self.obstructed_by),
            "clear_line": line(self.clear_line),
            "tied_lines": None if self.tied_lines is None else [line(self.tied_lines[0]), line(self.tied_lines[1])],
            "attacker_on_obstacles": list(self.attacker_on_obstacles),
            "in_arc_part": polygon_json(self.in_arc_part),
            "measure_from": self.measure_from,
            "can_attack": self.can_attack,
            "reason": self.reason,
        }


def attack_geometry(
    attacker: ShipLike,
    defender: ShipLike,
    obstacles: Sequence[Obstacle] = (),
    *,
    measure_from: MeasureFrom = MEASURE_FROM_BASE,
) -> AttackGeometry:
    """Arc, attack range, obstruction and the touching restriction for a primary-weapon attack."""
    att, dfn = as_ship(attacker), as_ship(defender)
    a_corners = base_corners(att.pose, att.size)
    d_corners = base_corners(dfn.pose, dfn.size)
    a_poly, d_poly = make_polygon(a_corners), make_polygon(d_corners)
    (px, py), (qx, qy) = shapely.shortest_line(a_poly, d_poly).coords
    plain = math.hypot(qx - px, qy - py)
    plain_line = ((px, py), (qx, qy))
    touching = plain <= TOUCH_MM
    a_box = _bbox(a_corners)
    on_obs = tuple(
        ob.id
        for ob in obstacles
        if _boxes_meet(a_box, ob.bounds)
        and ob.polygon.intersects(a_poly)
        and ob.polygon.intersection(a_poly).area > AREA_EPS_MM2
    )
    part_pts, part_area = _in_arc_part(att, d_corners)
    in_arc = part_area > AREA_EPS_MM2
    if not in_arc:
        why = "no part of the defender's base is inside the attacker's firing arc"
        if touching:
            why += "; the bases touch, so they cannot attack each other anyway"
        return AttackGeometry(
            False,
            None,
            None,
            None,
            plain,
            range_band(plain),
            plain_line,
            touching,
            False,
            (),
            None,
            None,
            on_obs,
            Polygon(),
            measure_from,
            why,
        )
    part = make_polygon(part_pts)
    if measure_from == MEASURE_FROM_ARC:
        o1, o2 = arc_origin(att.pose, att.size)
        source: list[Point] = [o1, o2]
    else:
        source = list(base_corners(att.pose, att.size))
    family = _closest_family(source, part_pts, a_poly if measure_from != MEASURE_FROM_ARC else None, part)
    dist = family.distance
    band = range_band(dist)
    line = family.line(family.mid)
    obstructed: bool = False
    crossed: tuple[str, ...] = ()
    clear: tuple[Point, Point] | None = None
    if band is not None and dist > TOUCH_MM and obstacles:
        obstructed, crossed, clear = _obstruction(family, obstacles)
    tied = None if family.hi - family.lo < 1e-6 else (family.line(family.lo), family.line(family.hi))
    if obstructed:
        line = family.line(family.mid)
    elif clear is not None:
        line = clear
    reasons = [f"defender is in arc ({part_area:.0f} mm² of its base inside)"]
    if touching:
        reasons.append(f"the bases touch ({plain:.3f} mm): they cannot attack each other")
    elif band is None:
        reasons.append(f"closest in-arc point is {dist:.1f} mm away: beyond range 3")
    else:
        extra = f" (plain closest distance {plain:.1f} mm)" if abs(plain - dist) > 0.05 else ""
        reasons.append(f"closest in-arc point is {dist:.1f} mm away: range {band}{extra}")
        if obstructed:
            reasons.append(f"every shortest measuring line crosses {', '.join(crossed)}: obstructed")
        elif crossed:
            reasons.append(f"an equally short line avoids {', '.join(crossed)}: not obstructed")
    if on_obs:
        reasons.append(f"the attacker's base is on {', '.join(on_obs)}: it cannot attack")
    return AttackGeometry(
        True,
        dist,
        band,
        line,
        plain,
        range_band(plain),
        plain_line,
        touching,
        obstructed,
        crossed,
        clear,
        tied,
        on_obs,
        part,
        measure_from,
        "; ".join(reasons),
    )


@dataclass(frozen=True, slots=True)
class _Family:
    """All shortest segments between two convex sets: p(s) = alpha*u + s*w to q(s) = beta*u + s*w, s in [lo, hi]."""

    u: Point
    w: Point
    alpha: float
    beta: float
    lo: float
    hi: float

    @property
    def distance(self) -> float:
        return max(0.0, self.beta - self.alpha)

    @property
    def mid(self) -> float:
        return (self.lo + self.hi) / 2.0

    def line(self, s: float) -> tuple[Point, Point]:
        ux, uy = self.u
        wx, wy = self.w
        return (
            (self.alpha * ux + s * wx, self.alpha * uy + s * wy),
            (self.beta * ux + s * wx, self.beta * uy + s * wy),
        )


def _closest_family(
    a: Sequence[Point], b: Sequence[Point], a_geom: BaseGeometry | None = None, b_geom: BaseGeometry | None = None
) -> _Family:
    """For convex a and b the shortest difference vector is unique, so every shortest segment is a translate of one
    direction u; they sweep the overlap of a's supporting face and b's facing face."""
    if a_geom is None:
        a_geom = make_polygon(a) if len(a) >= 3 else LineString(a)
    if b_geom is None:
        b_geom = make_polygon(b)
    (p_x, p_y), (q_x, q_y) = shapely.shortest_line(a_geom, b_geom).coords
    vx, vy = q_x - p_x, q_y - p_y
    d = math.hypot(vx, vy)
    if d < 1e-9:
        return _Family((0.0, 1.0), (-1.0, 0.0), p_y, p_y, -p_x, -p_x)
    ux, uy = vx / d, vy / d
    wx, wy = -uy, ux
    tol = 1e-7
    alpha = max(x * ux + y * uy for x, y in a)
    beta = min(x * ux + y * uy for x, y in b)
    fa = [x * wx + y * wy for x, y in a if x * ux + y * uy >= alpha - tol]
    fb = [x * wx + y * wy for x, y in b if x * ux + y * uy <= beta + tol]
    lo, hi = max(min(fa), min(fb)), min(max(fa), max(fb))
    if hi < lo:  # numerical noise: fall back to the one pair shapely found
        lo = hi = p_x * wx + p_y * wy
    return _Family((ux, uy), (wx, wy), alpha, beta, lo, hi)


def in_arc(attacker: ShipLike, defender: ShipLike) -> bool:
    """`attack_geometry(attacker, defender).in_arc` without the rest: no polygons, no distances (the combat step
    asks it of every enemy; most are behind or beside the attacker)."""
    att, dfn = as_ship(attacker), as_ship(defender)
    return _in_arc_part(att, base_corners(dfn.pose, dfn.size))[1] > AREA_EPS_MM2


def _in_arc_part(att: ShipLike, d_corners: Sequence[Point]) -> tuple[list[Point], float]:
    """The defender's corners clipped to the attacker's arc, and that part's area (0 without three corners)."""
    ship = as_ship(att)
    pts = _in_arc_points(ship.pose, ship.size, d_corners)
    return pts, (_area(pts) if len(pts) >= 3 else 0.0)


def _in_arc_points(pose: Pose, size: BaseSize, corners: Sequence[Point]) -> list[Point]:
    """The defender's base corners clipped to the attacker's arc wedge (front edge line and the two arc lines)."""
    h = size.mm / 2.0
    x0 = h - ARC_CORNER_INSET_MM[size.value]
    a = math.radians(ARC_HALF_ANGLE_DEG[size.value])
    sa, ca = math.sin(a), math.cos(a)
    s, c = pose.forward

    def world(nx: float, ny: float) -> Point:  # a local direction in world coordinates
        return (nx * c + ny * s, -nx * s + ny * c)

    pts = list(corners)
    # inward normals (local) and a point on each line (local)
    for (nx, ny), (lx, ly) in (((0.0, 1.0), (0.0, h)), ((-ca, sa), (x0, h)), ((ca, sa), (-x0, h))):
        wx, wy = world(nx, ny)
        px, py = pose.to_world(lx, ly)
        pts = _clip(pts, wx, wy, wx * px + wy * py)
        if len(pts) < 3:
            return []
    return pts


def _bbox(points: Sequence[Point]) -> tuple[float, float, float, float]:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


def _boxes_meet(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] <= b[2] and b[0] <= a[2] and a[1] <= b[3] and b[1] <= a[3]


def _clip(poly: list[Point], nx: float, ny: float, c: float) -> list[Point]:
    """Keep the part of a convex polygon with n . x >= c (Sutherland-Hodgman, one half-plane)."""
    out: list[Point] = []
    n = len(poly)
    for i in range(n):
        px, py = poly[i]
        qx, qy = poly[(i + 1) % n]
        dp = px * nx + py * ny - c
        dq = qx * nx + qy * ny - c
        if dp >= 0:
            out.append((px, py))
        if (dp >= 0) != (dq >= 0):
            t = dp / (dp - dq)
            out.append((px + t * (qx - px), py + t * (qy - py)))
    return out


def _area(poly: Sequence[Point]) -> float:
    s = 0.0
    n = len(poly)
    for i in range(n):
        x1, y1 = poly[i]
        x2, y2 = poly[(i + 1) % n]
        s += x1 * y2 - x2 * y1
    return abs(s) / 2.0


def _line_crosses(line: tuple[Point, Point], ob: Obstacle) -> bool:
    seg = LineString(line)
    return bool(ob.polygon.intersects(seg)) and ob.polygon.intersection(seg).length > LINE_EPS_MM


def _obstruction(
    fam: _Family, obstacles: Sequence[Obstacle]
) -> tuple[bool, tuple[str, ...], tuple[Point, Point] | None]:
    """(obstructed, obstacles crossed by some shortest line, a clear shortest line if there is one)."""
    bx0, by0, bx1, by1 = _family_bounds(fam)
    covered: list[tuple[float, float]] = []
    crossed: list[str] = []
    near: list[Obstacle] = []
    single = fam.hi - fam.lo < 1e-6
    for ob in obstacles:
        ox0, oy0, ox1, oy1 = ob.bounds
        if ox0 > bx1 or ox1 < bx0 or oy0 > by1 or oy1 < by0:
            continue
        near.append(ob)
        if single:
            if _line_crosses(fam.line(fam.lo), ob):
                crossed.append(ob.id)
            continue
        spans = _covered_spans(fam, ob)
        covered.extend(spans)
        if spans:
            crossed.append(ob.id)
    if single:
        line = fam.line(fam.lo)
        return (bool(crossed), tuple(crossed), None if crossed else line)
    gaps = _gaps(covered, fam.lo, fam.hi)
    for g0, g1 in gaps:
        if g1 - g0 > 1e-6:
            return (False, tuple(crossed), fam.line((g0 + g1) / 2.0))
    for g0, _g1 in gaps:  # single uncovered lines: they may still run along an obstacle edge
        line = fam.line(g0)
        blockers = [ob.id for ob in near if _line_crosses(line, ob)]
        if not blockers:
            return (False, tuple(crossed), line)
        for oid in blockers:
            if oid not in crossed:
                crossed.append(oid)
    return (True, tuple(crossed), None)


def _family_bounds(fam: _Family) -> tuple[float, float, float, float]:
    """The bounding box of every shortest line of the family."""
    p_lo, q_lo = fam.line(fam.lo)
    p_hi, q_hi = fam.line(fam.hi)
    xs = (p_lo[0], q_lo[0], p_hi[0], q_hi[0])
    ys = (p_lo[1], q_lo[1], p_hi[1], q_hi[1])
    return min(xs), min(ys), max(xs), max(ys)


def _covered_spans(fam: _Family, ob: Obstacle) -> list[tuple[float, float]]:
    """The stretches of the family's offsets [lo, hi] whose lines cross a part of the obstacle."""
    ux, uy = fam.u
    wx, wy = fam.w
    spans = []
    for part in ob.parts:
        clipped = list(part)
        for nx, ny, c in (
            (ux, uy, fam.alpha),
            (-ux, -uy, -fam.beta),
            (wx, wy, fam.lo),
            (-wx, -wy, -fam.hi),
        ):
            clipped = _clip(clipped, nx, ny, c)
            if len(clipped) < 3:
                break
        if len(clipped) < 3 or _area(clipped) <= 1e-9:
            continue
        ws = [x * wx + y * wy for x, y in clipped]
        spans.append((min(ws), max(ws)))
    return spans


def _gaps(covered: list[tuple[float, float]], lo: float, hi: float) -> list[tuple[float, float]]:
    """The uncovered parts of [lo, hi] (the covering intervals are open)."""
    gaps: list[tuple[float, float]] = []
    cur = lo
    for c0, c1 in sorted(covered):
        if c0 < cur:
            cur = max(cur, c1)
            continue
        gaps.append((cur, min(c0, hi)))
        cur = c1
        if cur > hi:
            break
    if cur <= hi:
        gaps.append((cur, hi))
    return gaps
