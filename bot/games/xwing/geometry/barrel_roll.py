"""Barrel roll (1st edition) with its fore/aft slide, and the enumeration of legal slides.

Rulebook ("«Бочка»"): the straight-1 template is laid with one end against the left or right side of the base, not
sticking out past it; the ship is placed against the other end, the template again not sticking out past it; the
heading does not change. Not allowed if the base would overlap another ship's base or an obstacle token. A roll off
the mat is also illegal (the rulebook is silent; later official rules, as the digest recommends).

Small base: the centre moves 40 (base) + 40 (template length) = 80 mm sideways and may slide -20..+20 mm forward
(+10 mm of template offset at each end). Large base (reference section 3.3): the template's long side is laid
against the base, so 80 + 20 = 100 mm sideways and -40..+40 mm of slide. Positive slide = forward.

Only the final base is tested against obstacles (the template over an obstacle is allowed by the core rulebook).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from shapely.geometry import Polygon

from .common import DEFAULT_MAT, Mat, polygon_json
from .constants import BARREL_ROLL_SHIFT_MM, BARREL_ROLL_SLIDE_MM, STRAIGHT_UNIT_MM, TEMPLATE_WIDTH_MM
from .convex import translation_overlap_interval
from .maneuvers import Direction
from .obstacles import Obstacle
from .pose import BaseSize, Point, Pose, ShipLike, as_ship, base_corners, make_polygon
from .reasons import Why, why

Interval = tuple[float, float]
_EPS = 1e-7


def _side(side: str | Direction) -> Direction:
    try:
        return Direction(side) if not isinstance(side, Direction) else side
    except ValueError:
        aliases = {"l": Direction.LEFT, "r": Direction.RIGHT}
        key = str(side).strip().lower()
        if key in aliases:
            return aliases[key]
        if key in ("left", "right"):
            return Direction(key)
        raise ValueError(f"barrel roll side must be 'left' or 'right', got {side!r}") from None


def roll_pose(pose: Pose, size: BaseSize | str, side: str | Direction, slide: float) -> Pose:
    sz = BaseSize.parse(size)
    return pose.compose(_side(side).sign * BARREL_ROLL_SHIFT_MM[sz.value], slide, 0.0)


def _template_local(size: BaseSize, d: int, offset: float) -> list[Point]:
    h = size.mm / 2.0
    if size is BaseSize.SMALL:
        along, across = STRAIGHT_UNIT_MM, TEMPLATE_WIDTH_MM / 2.0  # the template's end touches the side
    else:
        along, across = TEMPLATE_WIDTH_MM, STRAIGHT_UNIT_MM / 2.0  # its long side touches the side
    return [
        (d * h, offset - across),
        (d * (h + along), offset - across),
        (d * (h + along), offset + across),
        (d * h, offset + across),
    ]


def roll_template(
    pose: Pose, size: BaseSize | str, side: str | Direction, slide: float, offset: float | None = None
) -> Polygon:
    """The straight-1 template as laid for a roll: `offset` is where its centre sits along the ship's side (mm
    forward of the base centre); by default half the slide, so it is centred between both positions."""
    sz = BaseSize.parse(size)
    t = slide / 2.0 if offset is None else offset
    return make_polygon([pose.to_world(x, y) for x, y in _template_local(sz, _side(side).sign, t)])


def _subtract(lo: float, hi: float, blocked: Sequence[Interval]) -> list[Interval]:
    """[lo, hi] minus a union of open intervals, as closed intervals (single points kept)."""
    out: list[Interval] = []
    cur = lo
    for b0, b1 in sorted(blocked):
        if b0 > hi:
            break
        if b0 >= cur - 1e-12:
            out.append((cur, b0))
        cur = max(cur, b1)
        if cur > hi:
            break
    if cur <= hi:
        out.append((cur, hi))
    return [(a, b) for a, b in out if b >= a - 1e-12]


def _merge(intervals: Sequence[Interval]) -> list[Interval]:
    out: list[Interval] = []
    for a, b in sorted(intervals):
        if out and a <= out[-1][1] + 1e-12:
            out[-1] = (out[-1][0], max(out[-1][1], b))
        else:
            out.append((a, b))
    return out


def _intersect(a: Sequence[Interval], b: Sequence[Interval]) -> list[Interval]:
    out: list[Interval] = []
    for a0, a1 in a:
        for b0, b1 in b:
            lo, hi = max(a0, b0), min(a1, b1)
            if hi >= lo - 1e-12:
                out.append((lo, max(lo, hi)))
    return sorted(out)


@dataclass(frozen=True, slots=True)
class Blocker:
    id: str
    kind: str  # "ship", "obstacle", "mat", or "template" (an obstacle under the template, with template_blocks)
    interval: Interval  # slides (mm) it blocks, open for ships and obstacles; for "template", template offsets

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "interval": [round(v, 4) for v in self.interval]}


@dataclass(frozen=True, slots=True)
class BarrelRollOption:
    """Legal slides for one side. `choices` maps forward/centre/back to a legal slide (missing when none)."""

    side: str
    slide_range: Interval  # the slides the template allows
    legal: tuple[Interval, ...]  # closed intervals of legal slide (a single legal point has lo == hi)
    blockers: tuple[Blocker, ...]
    choices: Mapping[str, float]
    reason: str

    @property
    def possible(self) -> bool:
        return bool(self.legal)

    def allows(self, slide: float) -> bool:
        return any(lo - _EPS <= slide <= hi + _EPS for lo, hi in self.legal)

    def to_json(self) -> dict[str, Any]:
        return {
            "side": self.side,
            "slide_range": [round(v, 4) for v in self.slide_range],
            "legal": [[round(lo, 4), round(hi, 4)] for lo, hi in self.legal],
            "blockers": [b.to_json() for b in self.blockers],
            "choices": {k: round(v, 4) for k, v in self.choices.items()},
            "possible": self.possible,
            "reason": self.reason,
        }


@dataclass(frozen=True)
class BarrelRollResult:
    legal: bool
    side: str
    slide: float
    start: Pose
    final: Pose  # the start pose when illegal
    size: BaseSize
    template: Polygon
    blocked_by: tuple[str, ...]
    reason: str  # in English, for explanations and tests
    why: Why | None = None  # an illegal roll's reason as a catalog key and its arguments (geometry/reasons.py)

    def to_json(self) -> dict[str, Any]:
        return {
            "legal": self.legal,
            "side": self.side,
            "slide": round(self.slide, 4),
            "start": self.start.to_json(),
            "final": self.final.to_json(),
            "size": self.size.value,
            "template": polygon_json(self.template),
            "blocked_by": list(self.blocked_by),
            "reason": self.reason,
        }


def _mat_interval(corners: Sequence[Point], fx: float, fy: float, mat: Mat) -> Interval | None:
    lo, hi = -math.inf, math.inf
    for c, f, limit in ((0, fx, mat[0]), (1, fy, mat[1])):
        for p in corners:
            v = p[c]
            # 0 <= v + s f <= limit
            if abs(f) < 1e-12:
                if v < -_EPS or v > limit + _EPS:
                    return None
                continue
            a, b = (-v) / f, (limit - v) / f
            lo, hi = max(lo, min(a, b)), min(hi, max(a, b))
    return (lo, hi) if hi >= lo - _EPS else None


def _template_free(
    pose: Pose, size: BaseSize, side: Direction, obstacles: Sequence[Obstacle]
) -> tuple[list[Interval], list[Blocker]]:
    """Template offsets (along the side) at which the straight-1 template overlaps no obstacle."""
    half = BARREL_ROLL_SLIDE_MM[size.value] / 2.0
    corners = [pose.to_world(x, y) for x, y in _template_local(size, side.sign, 0.0)]
    blocked: list[Interval] = []
    blockers: list[Blocker] = []
    for ob in obstacles:
        found = []
        for part in ob.parts:
            iv = translation_overlap_interval(corners, pose.forward, part)
            if iv is not None and iv[1] > -half and iv[0] < half:
                found.append(iv)
        if found:
            blockers.append(Blocker(ob.id, "template", (min(i[0] for i in found), max(i[1] for i in found))))
            blocked.extend(found)
    return _subtract(-half, half, blocked), blockers


def _option(
    pose: Pose,
    size: BaseSize,
    side: Direction,
    others: Mapping[str, ShipLike],
    obstacles: Sequence[Obstacle],
    mat: Mat,
    template_blocks: bool = False,
) -> BarrelRollOption:
    limit = BARREL_ROLL_SLIDE_MM[size.value]
    at0 = roll_pose(pose, size, side, 0.0)
    corners = list(base_corners(at0, size))
    fx, fy = pose.forward
    blockers: list[Blocker] = []
    lo, hi = -limit, limit
    mat_iv = _mat_interval(corners, fx, fy, mat)
    if mat_iv is None or mat_iv[1] < lo or mat_iv[0] > hi:
        blockers.append(Blocker("mat", "mat", (lo, hi)))
        return BarrelRollOption(side.value, (-limit, limit), (), tuple(blockers), {}, "the base would leave the mat")
    if mat_iv[0] > lo + _EPS:
        blockers.append(Blocker("mat", "mat", (lo, mat_iv[0])))
    if mat_iv[1] < hi - _EPS:
        blockers.append(Blocker("mat", "mat", (mat_iv[1], hi)))
    lo, hi = max(lo, mat_iv[0]), min(hi, mat_iv[1])
    blocked: list[Interval] = []
    for oid in sorted(others):
        other = as_ship(others[oid])
        iv = translation_overlap_interval(corners, (fx, fy), list(base_corners(other.pose, other.size)))
        if iv is not None and iv[1] > -limit and iv[0] < limit:
            blockers.append(Blocker(oid, "ship", iv))
            blocked.append(iv)
    for ob in obstacles:
        ivs = [translation_overlap_interval(corners, (fx, fy), part) for part in ob.parts]
        found = [iv for iv in ivs if iv is not None and iv[1] > -limit and iv[0] < limit]
        if found:
            blockers.append(Blocker(ob.id, "obstacle", (min(i[0] for i in found), max(i[1] for i in found))))
            blocked.extend(found)
    legal = _subtract(lo, hi, blocked)
    if template_blocks and obstacles:
        free_t, t_blockers = _template_free(pose, size, side, obstacles)
        blockers.extend(t_blockers)
        half = limit / 2.0  # the template can sit this far either side of the base's centre, and so can the ship
        reachable = _merge([(max(-limit, a - half), min(limit, b + half)) for a, b in free_t])
        legal = _intersect(legal, reachable)
    choices: dict[str, float] = {}
    if legal:
        choices["forward"] = legal[-1][1]
        choices["back"] = legal[0][0]
        centre = min((max(a, min(b, 0.0)) for a, b in legal), key=abs)
        choices["centre"] = centre
    if not legal:
        names = ", ".join(sorted({b.id for b in blockers}))
        reason = f"no legal {side.value} roll: every slide in [-{limit:g}, {limit:g}] mm is blocked by {names}"
    elif len(legal) == 1 and legal[0] == (-limit, limit):
        reason = f"{side.value} roll legal for every slide in [-{limit:g}, {limit:g}] mm"
    else:
        spans = ", ".join(f"[{a:.2f}, {b:.2f}]" for a, b in legal)
        names = ", ".join(sorted({b.id for b in blockers}))
        reason = f"{side.value} roll legal only for slides {spans} mm (blocked by {names})"
    return BarrelRollOption(side.value, (-limit, limit), tuple(legal), tuple(blockers), choices, reason)


def barrel_roll_options(
    ship: ShipLike,
    others: Mapping[str, ShipLike] | None = None,
    obstacles: Sequence[Obstacle] = (),
    mat: Mat = DEFAULT_MAT,
    *,
    ship_id: str | None = None,
    template_blocks: bool = False,
) -> dict[str, BarrelRollOption]:
    """Legal slide intervals for a left and a right roll: {"left": ..., "right": ...}. With `template_blocks` the
    template itself must also avoid obstacles (a later official ruling; the core rulebook does not ask it)."""
    me = as_ship(ship)
    near = {k: v for k, v in (others or {}).items() if k != ship_id}
    return {
        d.value: _option(me.pose, me.size, d, near, obstacles, mat, template_blocks)
        for d in (Direction.LEFT, Direction.RIGHT)
    }


def barrel_roll(
    ship: ShipLike,
    side: str | Direction,
    slide: float | str = 0.0,
    others: Mapping[str, ShipLike] | None = None,
    obstacles: Sequence[Obstacle] = (),
    mat: Mat = DEFAULT_MAT,
    *,
    ship_id: str | None = None,
    template_blocks: bool = False,
) -> BarrelRollResult:
    """Roll to `side` with `slide` mm forward (or "forward"/"centre"/"back": the legal choice of that name)."""
    me = as_ship(ship)
    direction = _side(side)
    near = {k: v for k, v in (others or {}).items() if k != ship_id}
    option = _option(me.pose, me.size, direction, near, obstacles, mat, template_blocks)
    limit = BARREL_ROLL_SLIDE_MM[me.size.value]
    if isinstance(slide, str):
        key = slide.strip().lower().replace("center", "centre")
        if key not in ("forward", "centre", "back"):
            raise ValueError(f"slide must be a number of mm or forward/centre/back, got {slide!r}")
        if key not in option.choices:
            return BarrelRollResult(
                False,
                direction.value,
                0.0,
                me.pose,
                me.pose,
                me.size,
                Polygon(),
                tuple(sorted({b.id for b in option.blockers})),
                option.reason,
                why("roll_no_choice", side=direction.value, choice=key),
            )
        value = option.choices[key]
    else:
        value = float(slide)
        if not math.isfinite(value) or abs(value) > limit + _EPS:
            raise ValueError(f"slide must be within [-{limit:g}, {limit:g}] mm for a {me.size.value} base, got {slide}")
    offset = value / 2.0
    if template_blocks and obstacles:
        half = limit / 2.0
        free_t, _ = _template_free(me.pose, me.size, direction, obstacles)
        usable = _intersect(free_t, [(value - half, value + half)])
        if usable:  # the usable template position closest to the centred one
            offset = min((max(a, min(b, offset)) for a, b in usable), key=lambda t: abs(t - value / 2.0))
    template = roll_template(me.pose, me.size, direction, value, offset)
    target = roll_pose(me.pose, me.size, direction, value)
    if option.allows(value):
        return BarrelRollResult(
            True,
            direction.value,
            value,
            me.pose,
            target,
            me.size,
            template,
            (),
            f"{direction.value} roll with slide {value:+.2f} mm to ({target.x:.2f}, {target.y:.2f})",
        )
    hit = {
        b.id for b in option.blockers if b.kind != "template" and b.interval[0] - _EPS <= value <= b.interval[1] + _EPS
    }
    if not hit:  # then it is the template that cannot be laid clear of obstacles
        hit = {b.id for b in option.blockers if b.kind == "template"}
    blockers = tuple(sorted(hit))
    spans = ", ".join(f"[{a:.2f}, {b:.2f}]" for a, b in option.legal) or "none"
    legal = tuple((round(a, 2), round(b, 2)) for a, b in option.legal)
    pieces = tuple(b for b in blockers if b != "mat")  # ships and obstacles; the mat's edge is said on its own
    return BarrelRollResult(
        False,
        direction.value,
        value,
        me.pose,
        me.pose,
        me.size,
        template,
        blockers,
        f"{direction.value} roll with slide {value:+.2f} mm is blocked by {', '.join(blockers) or 'the mat'}; "
        f"legal slides: {spans}",
        why("roll_blocked", side=direction.value, slide=round(value, 2), blockers=pieces, legal=legal)
        if pieces
        else why("roll_off_mat", side=direction.value, slide=round(value, 2), legal=legal),
    )
