"""Maneuvers of the 1st-edition dials: parsing, final poses in closed form, template footprints, and the path a
ship slides back along when it bumps.

Maneuver id format (canonical, what `Maneuver.id` returns and `Maneuver.parse` accepts):

    "<speed>-straight"            speed 1..5      e.g. "1-straight"
    "<speed>-bank-<left|right>"   speed 1..3      e.g. "2-bank-left"
    "<speed>-turn-<left|right>"   speed 1..3      e.g. "3-turn-right"
    "<speed>-koiogran"            speed 1..5      e.g. "4-koiogran"
    "0-stop"                      stationary      (no template, no movement)

`parse` is lenient about case, separators ("-", "_", space) and common aliases: "k", "kturn", "k-turn" for
koiogran; "l"/"r" for left/right; "s"/"forward" for straight; "stationary" for stop.

Local frame used below: the ship's centre at the origin, x to its right, y forward, base size L, h = L / 2. The
template is laid against the middle of the front edge, (0, h); its centre line has length T.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache

from shapely.geometry import Polygon

from .constants import (
    ARC_SEGMENTS,
    BANK_ANGLE_DEG,
    BANK_RADII_MM,
    STRAIGHT_UNIT_MM,
    TEMPLATE_WIDTH_MM,
    TURN_ANGLE_DEG,
    TURN_RADII_MM,
)
from .pose import BaseSize, Point, Pose, make_polygon


class Bearing(StrEnum):
    STRAIGHT = "straight"
    BANK = "bank"
    TURN = "turn"
    KOIOGRAN = "koiogran"
    STOP = "stop"


class Direction(StrEnum):
    LEFT = "left"
    RIGHT = "right"

    @property
    def sign(self) -> int:
        return 1 if self is Direction.RIGHT else -1


SPEEDS: dict[Bearing, tuple[int, ...]] = {
    Bearing.STRAIGHT: (1, 2, 3, 4, 5),
    Bearing.BANK: (1, 2, 3),
    Bearing.TURN: (1, 2, 3),
    Bearing.KOIOGRAN: (1, 2, 3, 4, 5),
    Bearing.STOP: (0,),
}

_BEARING_ALIASES = {
    "straight": Bearing.STRAIGHT,
    "s": Bearing.STRAIGHT,
    "forward": Bearing.STRAIGHT,
    "bank": Bearing.BANK,
    "b": Bearing.BANK,
    "turn": Bearing.TURN,
    "t": Bearing.TURN,
    "koiogran": Bearing.KOIOGRAN,
    "k": Bearing.KOIOGRAN,
    "kturn": Bearing.KOIOGRAN,
    "uturn": Bearing.KOIOGRAN,
    "stop": Bearing.STOP,
    "stationary": Bearing.STOP,
}
_DIRECTION_ALIASES = {"left": Direction.LEFT, "l": Direction.LEFT, "right": Direction.RIGHT, "r": Direction.RIGHT}


class ManeuverError(ValueError):
    """A maneuver string or combination that does not exist on a 1st-edition dial."""


@dataclass(frozen=True, slots=True)
class Maneuver:
    speed: int
    bearing: Bearing
    direction: Direction | None = None

    def __post_init__(self) -> None:
        bearing = Bearing(self.bearing)
        object.__setattr__(self, "bearing", bearing)
        if self.direction is not None:
            object.__setattr__(self, "direction", Direction(self.direction))
        if self.speed not in SPEEDS[bearing]:
            allowed = ", ".join(str(s) for s in SPEEDS[bearing])
            raise ManeuverError(f"{bearing.value} has no speed {self.speed}; speeds: {allowed}")
        needs_direction = bearing in (Bearing.BANK, Bearing.TURN)
        if needs_direction and self.direction is None:
            raise ManeuverError(f"a {bearing.value} needs a direction: left or right")
        if not needs_direction and self.direction is not None:
            raise ManeuverError(f"a {bearing.value} has no direction")

    # ----- names -----

    @property
    def id(self) -> str:
        if self.direction is None:
            return f"{self.speed}-{self.bearing.value}"
        return f"{self.speed}-{self.bearing.value}-{self.direction.value}"

    def __str__(self) -> str:
        return self.id

    @classmethod
    def parse(cls, text: str | Maneuver) -> Maneuver:
        if isinstance(text, Maneuver):
            return text
        if isinstance(text, str) and cls is Maneuver:
            return _parse_text(text)  # a dial's few dozen names, parsed on every flight
        return cls._parse(text)

    @classmethod
    def _parse(cls, text: str) -> Maneuver:
        if not isinstance(text, str) or not text.strip():
            raise ManeuverError(f"empty maneuver {text!r}; examples: '2-bank-left', '4-koiogran', '0-stop'")
        norm = text.strip().lower().replace("_", "-").replace(" ", "-")
        norm = norm.replace("k-turn", "kturn").replace("u-turn", "uturn")
        speed: int | None = None
        bearing: Bearing | None = None
        direction: Direction | None = None
        for token in (t for t in norm.split("-") if t):
            if token.isdigit():
                if speed is not None:
                    raise ManeuverError(f"maneuver {text!r} names two speeds")
                speed = int(token)
            elif token in _BEARING_ALIASES:
                if bearing is not None:
                    raise ManeuverError(f"maneuver {text!r} names two bearings")
                bearing = _BEARING_ALIASES[token]
            elif token in _DIRECTION_ALIASES:
                if direction is not None:
                    raise ManeuverError(f"maneuver {text!r} names two directions")
                direction = _DIRECTION_ALIASES[token]
            else:
                raise ManeuverError(
                    f"unknown word {token!r} in maneuver {text!r}; use e.g. '1-straight', '2-bank-left', "
                    "'3-turn-right', '4-koiogran', '0-stop'"
                )
        if bearing is None:
            if speed == 0:
                bearing = Bearing.STOP
            else:
                raise ManeuverError(f"maneuver {text!r} has no bearing (straight, bank, turn, koiogran, stop)")
        if speed is None:
            if bearing is Bearing.STOP:
                speed = 0
            else:
                raise ManeuverError(f"maneuver {text!r} has no speed")
        return cls(speed, bearing, direction)

    def mirrored(self) -> Maneuver:
        if self.direction is None:
            return self
        other = Direction.LEFT if self.direction is Direction.RIGHT else Direction.RIGHT
        return Maneuver(self.speed, self.bearing, other)

    def as_straight(self) -> Maneuver:
        """The straight of the same speed (a Koiogran turn that overlaps a ship is flown as this)."""
        return Maneuver(self.speed, Bearing.STRAIGHT)

    # ----- template shape -----

    @property
    def sign(self) -> int:
        return self.direction.sign if self.direction is not None else 0

    @property
    def radius(self) -> float | None:
        if self.bearing is Bearing.BANK:
            return BANK_RADII_MM[self.speed]
        if self.bearing is Bearing.TURN:
            return TURN_RADII_MM[self.speed]
        return None

    @property
    def arc_degrees(self) -> float:
        if self.bearing is Bearing.BANK:
            return BANK_ANGLE_DEG
        if self.bearing is Bearing.TURN:
            return TURN_ANGLE_DEG
        return 0.0

    @property
    def heading_change(self) -> float:
        """Final heading minus start heading, in (-180, 180]."""
        if self.bearing is Bearing.KOIOGRAN:
            return 180.0
        return self.sign * self.arc_degrees

    @property
    def template_length(self) -> float:
        """Length of the template's centre line (0 for a stop)."""
        r = self.radius
        if r is not None:
            return r * math.radians(self.arc_degrees)
        return STRAIGHT_UNIT_MM * self.speed

    def template_point(self, size: BaseSize | str, t: float) -> tuple[float, float, float]:
        """Local (x, y, heading change) of the template centre line at arc length t from its start."""
        h = BaseSize.parse(size).mm / 2.0
        r = self.radius
        if r is None:
            return (0.0, h + t, 0.0)
        phi = t / r
        d = self.sign
        return (d * r * (1.0 - math.cos(phi)), h + r * math.sin(phi), d * math.degrees(phi))

    def local_final(self, size: BaseSize | str) -> tuple[float, float, float]:
        """Closed-form final pose relative to the start pose: (right, forward, heading change)."""
        big = BaseSize.parse(size).mm
        h = big / 2.0
        if self.bearing is Bearing.STOP:
            return (0.0, 0.0, 0.0)
        if self.bearing in (Bearing.STRAIGHT, Bearing.KOIOGRAN):
            return (0.0, big + STRAIGHT_UNIT_MM * self.speed, self.heading_change)
        r = self.radius
        assert r is not None
        a = math.radians(self.arc_degrees)
        d = self.sign
        ex, ey = d * r * (1.0 - math.cos(a)), h + r * math.sin(a)
        return (ex + h * d * math.sin(a), ey + h * math.cos(a), d * self.arc_degrees)


@lru_cache(maxsize=1024)
def _parse_text(text: str) -> Maneuver:
    return Maneuver._parse(text)  # Maneuver is frozen: one parsed value serves every caller


def final_pose(pose: Pose, size: BaseSize | str, maneuver: Maneuver | str) -> Pose:
    """Where the ship ends if nothing is in the way (closed form)."""
    lx, ly, dh = Maneuver.parse(maneuver).local_final(size)
    return pose.compose(lx, ly, dh)


def local_template_outline(size: BaseSize | str, maneuver: Maneuver | str, upto: float | None = None) -> list[Point]:
    """Template outline in the start pose's local frame, up to arc length `upto` of the centre line."""
    m = Maneuver.parse(maneuver)
    if upto is None:
        return list(_whole_outline(BaseSize.parse(size), m))  # a fresh list: callers may extend it
    return _outline(BaseSize.parse(size), m, upto)


@lru_cache(maxsize=256)
def _whole_outline(size: BaseSize, m: Maneuver) -> tuple[Point, ...]:
    """The whole template's outline: the same points for every flight of this maneuver by a base of this size."""
    return tuple(_outline(size, m, None))


def _outline(size: BaseSize, m: Maneuver, upto: float | None) -> list[Point]:
    h = size.mm / 2.0
    length = m.template_length if upto is None else max(0.0, min(upto, m.template_length))
    half_w = TEMPLATE_WIDTH_MM / 2.0
    if length <= 0.0:
        return []
    r = m.radius
    if r is None:
        return [(-half_w, h), (half_w, h), (half_w, h + length), (-half_w, h + length)]
    d = m.sign
    phi_max = length / r
    n = max(2, math.ceil(ARC_SEGMENTS * phi_max / (math.pi / 2)))
    cx = d * r  # centre of the circle, at (cx, h)

    def at(radius: float, phi: float) -> Point:
        return (cx - d * radius * math.cos(phi), h + radius * math.sin(phi))

    outer = [at(r + half_w, phi_max * i / n) for i in range(n + 1)]
    inner = [at(r - half_w, phi_max * i / n) for i in range(n, -1, -1)]
    return outer + inner


def template_polygon(pose: Pose, size: BaseSize | str, maneuver: Maneuver | str, upto: float | None = None) -> Polygon:
    """The template's footprint on the table (empty polygon for a stop). `upto` cuts it at that centre-line length
    (the part actually flown by a ship that bumped)."""
    pts = local_template_outline(size, maneuver, upto)
    if not pts:
        return Polygon()
    return make_polygon([pose.to_world(x, y) for x, y in pts])


# ----- the path used to slide a bumped ship back -----


class ManeuverPath:
    """The centre line a ship slides back along, in the start pose's local frame.

    The rear-guide point runs along C(u): the start base's own centre line (from the rear edge centre (0, -h) to the
    front edge centre (0, h), length L), then the template's centre line (length T), then a straight of length 2L
    along the final heading. The front guides sit at the first later point of C at chord distance L, so the template
    always stays centred between both pairs of guides. u = 0 is the start pose, u = L + T the nominal final pose.
    """

    __slots__ = ("_arc", "_end", "_end_dir", "big", "h", "maneuver", "size", "template_length")

    def __init__(self, size: BaseSize | str, maneuver: Maneuver | str) -> None:
        m = Maneuver.parse(maneuver)
        if m.bearing is Bearing.KOIOGRAN:
            m = m.as_straight()  # the slide of a K-turn is the straight's; the 180 is applied only at the end
        self.maneuver = m
        self.size = BaseSize.parse(size)
        self.big = self.size.mm
        self.h = self.big / 2.0
        self.template_length = m.template_length
        ex, ey, dh = m.template_point(size, self.template_length)
        self._end = (ex, ey)
        rad = math.radians(dh)
        self._end_dir = (math.sin(rad), math.cos(rad))
        r = m.radius
        # circle centre, radius, direction sign, angle span
        self._arc = None if r is None else (m.sign * r, self.h, r, m.sign, self.template_length / r)

    @property
    def u_final(self) -> float:
        return self.big + self.template_length

    def point(self, s: float) -> Point:
        big, h = self.big, self.h
        if s <= big:
            return (0.0, -h + s)
        t = s - big
        if t <= self.template_length:
            x, y, _ = self.maneuver.template_point(self.size, t)
            return (x, y)
        k = t - self.template_length
        return (self._end[0] + k * self._end_dir[0], self._end[1] + k * self._end_dir[1])

    def local_pose(self, u: float) -> tuple[float, float, float]:
        """(x, y, heading change) of the base centre with its rear guides at C(u), 0 <= u <= u_final."""
        big, h = self.big, self.h
        qx, qy = self.point(u)
        fx: float
        fy: float
        if u <= 0.0:
            fx, fy = 0.0, h
        else:
            t0 = max(0.0, u - big)  # template arc length already behind the rear guides
            ex, ey = self._end
            if (ex - qx) ** 2 + (ey - qy) ** 2 >= big * big:
                # the front guides are on the template centre line
                if self._arc is None:
                    fx, fy = _on_line(qx, qy, 0.0, h, 0.0, 1.0, big)
                else:
                    fx, fy = self._on_arc(qx, qy, t0)
            else:
                fx, fy = _on_line(qx, qy, ex, ey, self._end_dir[0], self._end_dir[1], big)
        dx, dy = fx - qx, fy - qy
        return ((qx + fx) / 2.0, (qy + fy) / 2.0, math.degrees(math.atan2(dx, dy)))

    def _on_arc(self, qx: float, qy: float, t0: float) -> Point:
        assert self._arc is not None
        cx, cy, r, d, span = self._arc
        big = self.big
        # points of the arc: (cx - d r cos phi, cy + r sin phi); solve |P - Q| = L for phi
        wx, wy = cx - qx, cy - qy
        a_coef = -d * wx
        b_coef = wy
        k = (big * big - wx * wx - wy * wy - r * r) / (2.0 * r)
        rho = math.hypot(a_coef, b_coef)
        psi = math.atan2(b_coef, a_coef)
        c = max(-1.0, min(1.0, k / rho))
        delta = math.acos(c)
        phi_min = t0 / r - 1e-9
        best: float | None = None
        for cand in (psi - delta, psi + delta):
            for turn in (-2.0 * math.pi, 0.0, 2.0 * math.pi):
                phi = cand + turn
                if phi_min <= phi <= span + 1e-9 and (best is None or phi < best):
                    best = phi
        if best is None:  # numerically at an end point
            best = span
        return (cx - d * r * math.cos(best), cy + r * math.sin(best))


def _on_line(qx: float, qy: float, px: float, py: float, dx: float, dy: float, dist: float) -> Point:
    """The point P + t*D (t >= its larger root) at distance `dist` from Q."""
    ox, oy = px - qx, py - qy
    b = ox * dx + oy * dy
    c = ox * ox + oy * oy - dist * dist
    t = -b + math.sqrt(max(0.0, b * b - c))
    return (px + t * dx, py + t * dy)
