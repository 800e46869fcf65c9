"""Poses, base sizes and the local frame of a ship.

World frame: millimetres, origin at the mat's bottom-left corner, x right, y up. Heading is a compass bearing in
degrees: 0 faces +y, 90 faces +x; a right turn adds. The local frame of a ship has its origin at the base centre,
lx to the ship's right and ly forward.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

import numpy as np
import shapely
from shapely.geometry import Polygon

Point = tuple[float, float]


class BaseSize(StrEnum):
    SMALL = "small"
    LARGE = "large"

    @property
    def mm(self) -> float:
        return 40.0 if self is BaseSize.SMALL else 80.0

    @classmethod
    def parse(cls, value: str | BaseSize) -> BaseSize:
        if isinstance(value, BaseSize):
            return value
        try:
            return cls(str(value).strip().lower())
        except ValueError:
            raise ValueError(f"unknown base size {value!r}; expected 'small' or 'large'") from None


def normalize_heading(heading: float) -> float:
    h = math.fmod(float(heading), 360.0)
    if h < 0:
        h += 360.0
    # Snap float noise (359.9999999999) so that headings compare cleanly.
    r = round(h, 9)
    return 0.0 if r in (360.0, -0.0) else r


@dataclass(frozen=True, slots=True)
class Pose:
    """Centre of the base (mm) and heading (compass degrees, normalised to [0, 360))."""

    x: float
    y: float
    heading: float = 0.0
    # sine and cosine of the heading, computed once (poses are used in tight loops)
    _sin: float = field(init=False, repr=False, compare=False, default=0.0)
    _cos: float = field(init=False, repr=False, compare=False, default=1.0)

    def __post_init__(self) -> None:
        for name in ("x", "y", "heading"):
            value = getattr(self, name)
            if not isinstance(value, int | float) or isinstance(value, bool) or not math.isfinite(value):
                raise ValueError(f"pose {name} must be a finite number, got {value!r}")
        object.__setattr__(self, "x", float(self.x))
        object.__setattr__(self, "y", float(self.y))
        heading = normalize_heading(self.heading)
        object.__setattr__(self, "heading", heading)
        r = math.radians(heading)
        object.__setattr__(self, "_sin", math.sin(r))
        object.__setattr__(self, "_cos", math.cos(r))

    @property
    def forward(self) -> Point:
        return (self._sin, self._cos)

    @property
    def right(self) -> Point:
        return (self._cos, -self._sin)

    def to_world(self, lx: float, ly: float) -> Point:
        """A point given in this pose's local frame (lx right, ly forward) in world coordinates."""
        s, c = self._sin, self._cos
        return (self.x + lx * c + ly * s, self.y - lx * s + ly * c)

    def to_local(self, x: float, y: float) -> Point:
        s, c = self._sin, self._cos
        dx, dy = x - self.x, y - self.y
        return (dx * c - dy * s, dx * s + dy * c)

    def compose(self, lx: float, ly: float, dheading: float) -> Pose:
        """The pose reached by moving (lx, ly) in this pose's local frame and turning by dheading (right adds)."""
        x, y = self.to_world(lx, ly)
        return Pose(x, y, self.heading + dheading)

    def relative_to(self, origin: Pose) -> tuple[float, float, float]:
        """This pose expressed in origin's local frame: (lx, ly, heading change)."""
        lx, ly = origin.to_local(self.x, self.y)
        return (lx, ly, normalize_heading(self.heading - origin.heading))

    def to_json(self) -> dict[str, float]:
        return {"x": round(self.x, 4), "y": round(self.y, 4), "heading": round(self.heading, 4)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | Sequence[float]) -> Pose:
        if isinstance(data, Mapping):
            return cls(data["x"], data["y"], data.get("heading", 0.0))
        x, y, *rest = data
        return cls(x, y, rest[0] if rest else 0.0)


@dataclass(frozen=True, slots=True)
class ShipBase:
    """A ship's footprint on the table: where it is and how big its base is."""

    pose: Pose
    size: BaseSize = BaseSize.SMALL

    def __post_init__(self) -> None:
        object.__setattr__(self, "size", BaseSize.parse(self.size))

    @property
    def polygon(self) -> Polygon:
        return base_polygon(self.pose, self.size)

    def to_json(self) -> dict[str, Any]:
        return {"pose": self.pose.to_json(), "size": self.size.value}


ShipLike = ShipBase | tuple[Pose, BaseSize | str]


def as_ship(value: ShipLike) -> ShipBase:
    if isinstance(value, ShipBase):
        return value
    pose, size = value
    return ShipBase(pose, BaseSize.parse(size))


_HALF = {BaseSize.SMALL: 20.0, BaseSize.LARGE: 40.0, "small": 20.0, "large": 40.0}


def base_corners(pose: Pose, size: BaseSize | str) -> tuple[Point, Point, Point, Point]:
    """Corners of the square base, counter-clockwise starting at the rear-left corner."""
    h = _HALF.get(size)
    if h is None:
        h = BaseSize.parse(size).mm / 2.0
    s, c = pose._sin * h, pose._cos * h
    x, y = pose.x, pose.y
    # rear-left (-h, -h), rear-right (h, -h), front-right (h, h), front-left (-h, h)
    return (
        (x - c - s, y + s - c),
        (x + c - s, y - s - c),
        (x + c + s, y - s + c),
        (x - c + s, y + s + c),
    )


def make_polygon(points: Sequence[Point]) -> Polygon:
    """A shapely polygon from an open ring of points (the fast constructor)."""
    ring = np.empty((len(points) + 1, 2))
    ring[:-1] = points
    ring[-1] = points[0]
    poly: Polygon = shapely.polygons(ring)
    return poly


def base_polygon(pose: Pose, size: BaseSize | str) -> Polygon:
    """The base as a shapely polygon (guides ignored: they do not count for range, arcs or overlap tests)."""
    return make_polygon(base_corners(pose, size))


def front_edge(pose: Pose, size: BaseSize | str) -> tuple[Point, Point]:
    """The front edge of the base, left end first."""
    h = BaseSize.parse(size).mm / 2.0
    return (pose.to_world(-h, h), pose.to_world(h, h))
