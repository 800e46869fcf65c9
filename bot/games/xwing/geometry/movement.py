"""Executing a maneuver on a table: bumps (overlapping ships), obstacles and fleeing.

Rules (rulebook: "Перекрытие других кораблей", "Взаимодействие кораблей с преградами", "Выход из боя"):
- Ships may fly through other ships; only the final base matters.
- If the final base overlaps another ship, the ship is moved back along its template, kept centred between both
  pairs of guides, until it no longer overlaps, and is placed touching the ship it overlapped last; it may not act.
- A Koiogran turn that would overlap a ship is flown as the straight of the same speed (no 180-degree rotation).
- If the template (when bumped: only the part flown) or the final base overlaps an obstacle, the ship skips its
  action and rolls one attack die; the base is never moved off an obstacle.
- If any part of the final base is outside the play area, the ship has fled.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache
from typing import Any

from shapely.geometry import Polygon

from .common import DEFAULT_MAT, Mat, outside_mat_mm, polygon_json, rounded
from .constants import (
    AREA_EPS_MM2,
    BUMP_CLEARANCE_MM,
    BUMP_PRECISION_MM,
    BUMP_SEARCH_STEP_MM,
    OVERLAP_EPS_MM,
    TOUCH_MM,
)
from .convex import square_penetration
from .maneuvers import Bearing, Maneuver, ManeuverPath, final_pose, local_template_outline, template_polygon
from .obstacles import Obstacle
from .pose import BaseSize, Point, Pose, ShipBase, ShipLike, as_ship, base_corners, base_polygon, make_polygon

_MAX_STEP_MM = 5.0
# No corner of a sliding base moves faster than 2.76 mm per mm of path (measured over every maneuver and base
# size); with a margin, a step of depth / 6 cannot carry the base out of an overlap of that depth, so no gap in
# which the base fits is jumped over.
_SPEED_BOUND = 6.0


@dataclass(frozen=True, slots=True)
class ObstacleHit:
    obstacle: str
    by_template: bool
    by_base: bool
    template_overlap_mm2: float
    base_overlap_mm2: float

    def to_json(self) -> dict[str, Any]:
        return {
            "obstacle": self.obstacle,
            "by_template": self.by_template,
            "by_base": self.by_base,
            "template_overlap_mm2": round(self.template_overlap_mm2, 3),
            "base_overlap_mm2": round(self.base_overlap_mm2, 3),
        }


@dataclass(frozen=True)
class MoveResult:
    """Everything about one executed maneuver, with the reasons."""

    maneuver: str  # as dialled
    executed: str  # as flown (a Koiogran turn that overlapped becomes the straight of its speed)
    size: BaseSize
    start: Pose
    nominal: Pose  # where the dialled maneuver ends with nothing in the way
    final: Pose
    bumped: tuple[str, ...]  # every ship overlapped while backing off, in the order met (nearest the end first)
    placed_touching: tuple[str, ...]  # the ship(s) overlapped last: the final base is placed against them
    touching: tuple[str, ...]  # every ship whose base touches the final base (within TOUCH_MM)
    gaps_mm: Mapping[str, float]  # final base to each bumped ship
    backed_off_mm: float  # how far the rear guides slid back along the path
    template_flown_mm: float  # centre-line length of the template actually flown
    # the whole template's outline as laid against the front guides (world points, empty for a stop): `template`
    # and `template_flown` are made from it when asked (a shapely polygon and its coordinates read back cost a
    # move about what flying it did, for pictures and logs that only want the points: issue 17)
    template_points: tuple[Point, ...]
    executed_maneuver: Maneuver  # `executed`, parsed
    obstacles_hit: tuple[ObstacleHit, ...]
    on_obstacles: tuple[str, ...]  # obstacles under the final base: the ship cannot attack while there
    fled: bool
    outside_mm: float
    koiogran_as_straight: bool
    reason: str

    @property
    def did_bump(self) -> bool:
        return bool(self.bumped)

    @property
    def skips_action(self) -> bool:
        """Bumped a ship or touched an obstacle: no Perform Action step."""
        return bool(self.bumped) or bool(self.obstacles_hit)

    @property
    def rolls_obstacle_die(self) -> bool:
        return bool(self.obstacles_hit)

    @property
    def final_base(self) -> Polygon:
        return base_polygon(self.final, self.size)

    @cached_property
    def template(self) -> Polygon:
        """The whole template as laid against the front guides (empty for a stop)."""
        return make_polygon(self.template_points) if self.template_points else Polygon()

    @cached_property
    def template_flown(self) -> Polygon:
        """The part of the template between the start and the final position (what hits obstacles)."""
        if not self.bumped:
            return self.template
        return template_polygon(self.start, self.size, self.executed_maneuver, upto=self.template_flown_mm)

    def flown_points(self) -> list[Point]:
        """The outline of `template_flown`, or of the whole template when nothing of it was flown: what the match
        log and pictures draw. The template's own points unless the ship bumped (no polygon made)."""
        if not self.bumped:
            return list(self.template_points)
        flown = self.template_flown
        return list(self.template_points) if flown.is_empty else list(flown.exterior.coords)[:-1]

    def to_json(self) -> dict[str, Any]:
        return {
            "maneuver": self.maneuver,
            "executed": self.executed,
            "size": self.size.value,
            "start": self.start.to_json(),
            "nominal": self.nominal.to_json(),
            "final": self.final.to_json(),
            "bumped": list(self.bumped),
            "placed_touching": list(self.placed_touching),
            "touching": list(self.touching),
            "gaps_mm": {k: round(v, 4) for k, v in self.gaps_mm.items()},
            "backed_off_mm": round(self.backed_off_mm, 4),
            "template_flown_mm": round(self.template_flown_mm, 4),
            "template": [rounded(c) for c in self.template_points],
            "template_flown": polygon_json(self.template_flown)
            if self.bumped
            else [rounded(c) for c in self.template_points],
            "final_base": polygon_json(self.final_base),
            "obstacles_hit": [h.to_json() for h in self.obstacles_hit],
            "on_obstacles": list(self.on_obstacles),
            "fled": self.fled,
            "outside_mm": round(self.outside_mm, 4),
            "koiogran_as_straight": self.koiogran_as_straight,
            "skips_action": self.skips_action,
            "reason": self.reason,
        }


def _normalize_others(others: Mapping[str, ShipLike] | None, ship_id: str | None) -> dict[str, ShipBase]:
    if not others:
        return {}
    return {str(k): as_ship(v) for k, v in others.items() if k != ship_id}


def _bbox(points: Sequence[Point]) -> tuple[float, float, float, float]:
    xs = [p[0] for p in points]
    ys = [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


def _boxes_meet(a: tuple[float, float, float, float], b: tuple[float, float, float, float], pad: float) -> bool:
    return a[0] - pad <= b[2] and b[0] - pad <= a[2] and a[1] - pad <= b[3] and b[1] - pad <= a[3]


class _Slider:
    """Poses of the moving ship along its maneuver path and overlap tests against nearby ships."""

    def __init__(
        self,
        start: Pose,
        size: BaseSize,
        maneuver: Maneuver,
        others: Mapping[str, ShipBase],
        template_pts: Sequence[Point],
    ) -> None:
        self.start = start
        self.size = size
        self.path = ManeuverPath(size, maneuver)
        # Every centre along the path lies in the box of the start base, the template and the final base, so every
        # corner lies within half a diagonal of it: ships outside that padded box can never be overlapped. (Sampling
        # shows the sliding base actually stays inside the unpadded box; the pad is a cheap guarantee.)
        reach = [*base_corners(start, size), *template_pts, *base_corners(final_pose(start, size, maneuver), size)]
        box = _bbox(reach)
        pad = size.mm * 0.7072 + 1.0
        # (id, centre x, centre y, heading sine, heading cosine, half side) of each ship that could be overlapped
        self.candidates: list[tuple[str, float, float, float, float, float]] = []
        for oid in sorted(others):
            other = others[oid]
            r = other.size.mm * 0.7072  # circumradius
            if _boxes_meet(box, (other.pose.x - r, other.pose.y - r, other.pose.x + r, other.pose.y + r), pad):
                p = other.pose
                self.candidates.append((oid, p.x, p.y, p.forward[0], p.forward[1], other.size.mm / 2.0))

    def pose(self, u: float) -> Pose:
        lx, ly, dh = self.path.local_pose(u)
        return self.start.compose(lx, ly, dh)

    def overlaps(self, u: float, clearance: float = 0.0) -> tuple[list[str], list[str], float]:
        """With the rear guides at u: the ships overlapped, the ships closer than `clearance` along every axis (or
        overlapped), and the deepest penetration (mm)."""
        lx, ly, dh = self.path.local_pose(u)
        x, y = self.start.to_world(lx, ly)
        r = math.radians(self.start.heading + dh)
        s, c = math.sin(r), math.cos(r)
        half = self.size.mm / 2.0
        hit: list[str] = []
        near: list[str] = []
        deepest = 0.0
        for oid, bx, by, bs, bc, bh in self.candidates:
            pen = square_penetration(x, y, s, c, half, bx, by, bs, bc, bh, stop=-clearance)
            if pen > OVERLAP_EPS_MM:
                hit.append(oid)
                deepest = max(deepest, pen)
            if pen > -clearance:
                near.append(oid)
        return hit, near, deepest


@dataclass(slots=True)
class _Flight:
    """Where the base ends (bumps resolved): everything `execute_maneuver` derives without shapely."""

    nominal: Pose
    executed: Maneuver
    final: Pose
    bumped: list[str]
    placed: list[str]
    u_final: float
    u_end: float
    koiogran: bool
    template_pts: list[Point]


def _fly(start: Pose, size: BaseSize, dialled: Maneuver, near: Mapping[str, ShipBase]) -> _Flight:
    nominal = final_pose(start, size, dialled)
    fl = _Flight(nominal, dialled, nominal, [], [], 0.0, 0.0, False, [])
    fl.template_pts = [start.to_world(x, y) for x, y in local_template_outline(size, dialled)]
    if dialled.bearing is not Bearing.STOP:
        slider = _Slider(start, size, dialled, near, fl.template_pts)
        fl.u_final = fl.u_end = slider.path.u_final
        hit, _, deepest = slider.overlaps(fl.u_final)
        if hit:
            if dialled.bearing is Bearing.KOIOGRAN:
                fl.executed = dialled.as_straight()
                fl.koiogran = True
            fl.u_end, fl.bumped, fl.placed = _back_off(slider, fl.u_final, hit, deepest)
            fl.final = slider.pose(fl.u_end)
    return fl


def maneuver_flees(
    ship: ShipLike,
    maneuver: Maneuver | str,
    others: Mapping[str, ShipLike] | None = None,
    mat: Mat = DEFAULT_MAT,
    *,
    ship_id: str | None = None,
) -> bool:
    """`execute_maneuver(...).fled`, computed the same way (bumps resolved) but without the template, obstacle and
    touching polygons: a few times cheaper. Obstacles never move a base, so they cannot change the answer. A ship
    whose maneuver cannot reach an edge, bumped or not, is not flown at all (`path_box`)."""
    me = as_ship(ship)
    dialled = Maneuver.parse(maneuver)
    p = me.pose
    x0, y0, x1, y1 = path_box(me.size, dialled)
    w, h = mat
    for lx, ly in ((x0, y0), (x1, y0), (x1, y1), (x0, y1)):
        wx, wy = p.to_world(lx, ly)
        if not (0.0 <= wx <= w and 0.0 <= wy <= h):
            break
    else:
        return False  # every base along this path, bumped back anywhere or not, stays on the mat
    near = _normalize_others(others, ship_id)
    end = final_pose(p, me.size, dialled)
    reach = me.size.mm * CIRCUMRADIUS + BUMP_CLEAR_MM
    if all(math.hypot(o.pose.x - end.x, o.pose.y - end.y) > reach + o.size.mm * CIRCUMRADIUS for o in near.values()):
        # No base can touch the nominal end (their circumscribed circles are apart), so `_fly` would not bump:
        # the ship ends there. Saves the template and the slider on most checks near an edge.
        return outside_mat_mm(end, me.size, mat) > 1e-6
    fl = _fly(p, me.size, dialled, near)
    return outside_mat_mm(fl.final, me.size, mat) > 1e-6


CIRCUMRADIUS = 0.7072  # of a square base, per mm of side (a little over sqrt(2) / 2)
BUMP_CLEAR_MM = 1.0  # beyond any overlap `_Slider.overlaps` can report at the end of the path


PATH_BOX_STEP_MM = 5.0  # sampling step along the path; PATH_BOX_MARGIN_MM covers what a corner moves in between
PATH_BOX_MARGIN_MM = 3.0


@lru_cache(maxsize=256)
def path_box(size: BaseSize, maneuver: Maneuver) -> tuple[float, float, float, float]:
    """(x0, y0, x1, y1) in the start pose's local frame: a box holding every corner of every base the maneuver can
    leave, its nominal end (a K-turn's too) and wherever a bump backs it along its path (ManeuverPath, u from 0 to
    u_final: `_fly`, `_back_off`), sampled every PATH_BOX_STEP_MM and widened by PATH_BOX_MARGIN_MM. Turned with the
    ship's heading, a box on the mat means the maneuver cannot flee whatever is in the way."""
    end = final_pose(Pose(0.0, 0.0, 0.0), size, maneuver)
    poses = [(0.0, 0.0, 0.0), (end.x, end.y, end.heading)]
    if maneuver.bearing is not Bearing.STOP:
        path = ManeuverPath(size, maneuver)
        steps = math.ceil(path.u_final / PATH_BOX_STEP_MM)
        poses += [path.local_pose(path.u_final * i / steps) for i in range(steps + 1)]
    xs: list[float] = []
    ys: list[float] = []
    half = size.mm / 2.0
    for x, y, heading in poses:  # base_corners without building a Pose per sample (a few thousand per box)
        r = math.radians(heading)
        s, c = math.sin(r) * half, math.cos(r) * half
        xs += (x - c - s, x + c - s, x + c + s, x - c + s)
        ys += (y + s - c, y - s - c, y - s + c, y + s + c)
    m = PATH_BOX_MARGIN_MM
    return (min(xs) - m, min(ys) - m, max(xs) + m, max(ys) + m)


def execute_maneuver(
    ship: ShipLike,
    maneuver: Maneuver | str,
    others: Mapping[str, ShipLike] | None = None,
    obstacles: Sequence[Obstacle] = (),
    mat: Mat = DEFAULT_MAT,
    *,
    ship_id: str | None = None,
) -> MoveResult:
    """Fly `maneuver` from the ship's pose among `others` (id -> ship; `ship_id` is skipped if present) and
    `obstacles`. Pure: returns a MoveResult; nothing is changed."""
    me = as_ship(ship)
    dialled = Maneuver.parse(maneuver)
    start, size = me.pose, me.size
    near = _normalize_others(others, ship_id)
    fl = _fly(start, size, dialled, near)
    nominal, executed, final, bumped, placed = fl.nominal, fl.executed, fl.final, fl.bumped, fl.placed
    path_u_final, u_end, koiogran_as_straight, template_pts = fl.u_final, fl.u_end, fl.koiogran, fl.template_pts
    # a K-turn's template is the straight's, so the outline above serves both
    flown = max(0.0, min(u_end - size.mm, executed.template_length)) if executed.bearing is not Bearing.STOP else 0.0

    final_corners = base_corners(final, size)
    final_box = _bbox(final_corners)
    final_poly: Polygon | None = None  # made only if another base or an obstacle is near
    touching: list[str] = []
    gaps: dict[str, float] = {}
    for oid in sorted(near):
        other = near[oid]
        r = other.size.mm * 0.7072
        far = not _boxes_meet(
            final_box, (other.pose.x - r, other.pose.y - r, other.pose.x + r, other.pose.y + r), TOUCH_MM
        )
        if far and oid not in bumped:
            continue
        if final_poly is None:
            final_poly = make_polygon(final_corners)
        gap = final_poly.distance(other.polygon)
        if gap <= TOUCH_MM:
            touching.append(oid)
        if oid in bumped:
            gaps[oid] = gap

    out = outside_mat_mm(final, size, mat)
    fled = out > 1e-6
    result = MoveResult(
        maneuver=dialled.id,
        executed=executed.id,
        size=size,
        start=start,
        nominal=nominal,
        final=final,
        bumped=tuple(bumped),
        placed_touching=tuple(placed),
        touching=tuple(touching),
        gaps_mm=gaps,
        backed_off_mm=path_u_final - u_end,
        template_flown_mm=flown,
        template_points=tuple(template_pts),
        executed_maneuver=executed,
        obstacles_hit=(),
        on_obstacles=(),
        fled=fled,
        outside_mm=out,
        koiogran_as_straight=koiogran_as_straight,
        reason="",
    )
    if obstacles:
        hits, on_obstacles = _obstacle_hits(result, final_corners, final_poly, obstacles)
        object.__setattr__(result, "obstacles_hit", hits)
        object.__setattr__(result, "on_obstacles", on_obstacles)
    object.__setattr__(result, "reason", _explain(result))
    return result


def _back_off(slider: _Slider, u_final: float, hit: list[str], deepest: float) -> tuple[float, list[str], list[str]]:
    """Slide back from u_final to the last position with no overlap. Returns (u, bumped in order, placed against)."""
    met: list[str] = []

    def note(ids: list[str]) -> None:
        for oid in ids:
            if oid not in met:
                met.append(oid)

    note(hit)
    u_hi, hi_ids = u_final, hit
    u = u_final
    while True:
        step = min(_MAX_STEP_MM, max(BUMP_SEARCH_STEP_MM, deepest / _SPEED_BOUND))
        u = max(0.0, u - step)
        ids, _, depth = slider.overlaps(u)
        if not ids:
            break
        note(ids)
        u_hi, hi_ids, deepest = u, ids, depth
        if u <= 0.0:
            # Overlapping even where it started (it began overlapping): it stays where it started.
            return 0.0, met, ids
    # Bisect towards contact, but keep BUMP_CLEARANCE_MM of air so that poses rounded for storage never overlap.
    u_lo = u
    while u_lo > 0.0 and slider.overlaps(u_lo, BUMP_CLEARANCE_MM)[1]:
        u_lo = max(0.0, u_lo - BUMP_PRECISION_MM)
    while u_hi - u_lo > BUMP_PRECISION_MM:
        mid = (u_lo + u_hi) / 2.0
        ids, near, _ = slider.overlaps(mid, BUMP_CLEARANCE_MM)
        if ids:
            note(ids)
            u_hi, hi_ids = mid, ids
        elif near:
            u_hi = mid
        else:
            u_lo = mid
    return u_lo, met, list(hi_ids)


def _obstacle_hits(
    r: MoveResult, base_corners: Sequence[Point], base: Polygon | None, obstacles: Sequence[Obstacle]
) -> tuple[tuple[ObstacleHit, ...], tuple[str, ...]]:
    """The obstacles the flown template or the final base overlaps (polygons made only for obstacles whose box
    meets theirs; the whole template's box holds the flown part's)."""
    hits: list[ObstacleHit] = []
    on: list[str] = []
    t_box = _bbox(r.template_points) if r.template_points else None
    b_box = _bbox(base_corners)
    for ob in obstacles:
        o_box = ob.bounds
        t_area = 0.0
        if t_box is not None and _boxes_meet(t_box, o_box, 0.0):
            template = r.template_flown
            if not template.is_empty and ob.polygon.intersects(template):
                t_area = ob.polygon.intersection(template).area
        b_area = 0.0
        if _boxes_meet(b_box, o_box, 0.0):
            if base is None:
                base = make_polygon(base_corners)
            if ob.polygon.intersects(base):
                b_area = ob.polygon.intersection(base).area
        by_t, by_b = t_area > AREA_EPS_MM2, b_area > AREA_EPS_MM2
        if by_t or by_b:
            hits.append(ObstacleHit(ob.id, by_t, by_b, t_area, b_area))
        if by_b:
            on.append(ob.id)
    return tuple(hits), tuple(on)


def _explain(r: MoveResult) -> str:
    parts: list[str] = []
    if r.koiogran_as_straight:
        parts.append(f"{r.maneuver} would overlap a ship, so it is flown as {r.executed} without turning around")
    else:
        parts.append(f"{r.executed} from {_xyh(r.start)} ends at {_xyh(r.nominal)}")
    if r.bumped:
        against = ", ".join(r.placed_touching)
        gaps = ", ".join(f"{k} {r.gaps_mm.get(k, 0.0):.3f} mm" for k in r.placed_touching)
        parts.append(
            f"the base overlapped {', '.join(r.bumped)}; moved back {r.backed_off_mm:.2f} mm along the template "
            f"(kept centred between the guides) to {_xyh(r.final)}, touching {against} (gap {gaps}); no action"
        )
        if abs(r.final.x - r.start.x) + abs(r.final.y - r.start.y) < 0.01:
            parts.append("it could not move at all and stays where it started")
    for h in r.obstacles_hit:
        where = " and ".join(w for w, on in (("template", h.by_template), ("final base", h.by_base)) if on)
        parts.append(f"{where} overlaps obstacle {h.obstacle}: skip action, roll 1 attack die")
    if r.on_obstacles:
        parts.append(f"base rests on {', '.join(r.on_obstacles)}: cannot attack while there")
    if r.fled:
        parts.append(f"the base ends {r.outside_mm:.2f} mm outside the play area: the ship has fled")
    return "; ".join(parts)


def _xyh(p: Pose) -> str:
    x, y, h = rounded((p.x, p.y, p.heading), 2)
    return f"({x:g}, {y:g}, {h:g}°)"
