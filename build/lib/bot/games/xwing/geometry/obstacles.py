"""Obstacle tokens: the asteroid outlines in data/xwing/obstacles.json and obstacles placed on the mat."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import shapely
from shapely.geometry import Polygon

from bot.core.data import DataError, data_path, load_json

from .convex import is_convex
from .pose import Point, Pose

OBSTACLES_FILE = "obstacles.json"


@dataclass(frozen=True, slots=True)
class ObstacleShape:
    """An obstacle outline in its own frame (mm, centred on the token)."""

    id: str
    name: str
    outline: tuple[Point, ...]


@dataclass(frozen=True, eq=False)
class Obstacle:
    """An obstacle on the table. `outline` is in world mm; `parts` are convex pieces used by the exact tests."""

    id: str
    outline: tuple[Point, ...]
    shape: str = ""
    pose: Pose | None = None
    polygon: Polygon = field(init=False, repr=False)
    parts: tuple[tuple[Point, ...], ...] = field(init=False, repr=False)
    bounds: tuple[float, float, float, float] = field(init=False, repr=False)  # min x, min y, max x, max y

    def __post_init__(self) -> None:
        if len(self.outline) < 3:
            raise ValueError(f"obstacle {self.id!r}: an outline needs at least 3 points")
        poly = Polygon(self.outline)
        if not poly.is_valid or poly.area <= 0:
            raise ValueError(f"obstacle {self.id!r}: outline is not a simple polygon with area")
        shapely.prepare(poly)
        object.__setattr__(self, "polygon", poly)
        object.__setattr__(self, "parts", _convex_parts(self.outline, poly))
        xs = [p[0] for p in self.outline]
        ys = [p[1] for p in self.outline]
        object.__setattr__(self, "bounds", (min(xs), min(ys), max(xs), max(ys)))

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"id": self.id, "outline": [[round(x, 4), round(y, 4)] for x, y in self.outline]}
        if self.shape:
            out["shape"] = self.shape
        if self.pose is not None:
            out["pose"] = self.pose.to_json()
        return out


def _convex_parts(outline: Sequence[Point], poly: Polygon) -> tuple[tuple[Point, ...], ...]:
    if is_convex(outline):
        return (tuple(outline),)
    tris = shapely.constrained_delaunay_triangles(poly)
    return tuple(tuple(t.exterior.coords[:-1]) for t in tris.geoms)


def obstacle_from_points(obstacle_id: str, points: Sequence[Sequence[float]]) -> Obstacle:
    """An obstacle with an explicit world outline (tests, custom tables)."""
    return Obstacle(obstacle_id, tuple((float(p[0]), float(p[1])) for p in points))


def square_obstacle(obstacle_id: str, x0: float, y0: float, x1: float, y1: float) -> Obstacle:
    return obstacle_from_points(obstacle_id, [(x0, y0), (x1, y0), (x1, y1), (x0, y1)])


def parse_obstacle_shapes(doc: Any, source: str = OBSTACLES_FILE) -> dict[str, ObstacleShape]:
    """Validate the obstacles data document; raises DataError naming the entry and the problem."""
    if not isinstance(doc, Mapping):
        raise DataError(f"{source}: top level must be an object")
    items = doc.get("asteroids")
    if not isinstance(items, list) or not items:
        raise DataError(f"{source}: 'asteroids' must be a non-empty list")
    shapes: dict[str, ObstacleShape] = {}
    for i, item in enumerate(items):
        where = f"{source}: asteroids[{i}]"
        if not isinstance(item, Mapping):
            raise DataError(f"{where}: must be an object")
        sid = item.get("id")
        if not isinstance(sid, str) or not sid:
            raise DataError(f"{where}: 'id' must be a non-empty string")
        if sid in shapes:
            raise DataError(f"{where}: duplicate id {sid!r}")
        name = item.get("name", sid)
        if not isinstance(name, str):
            raise DataError(f"{where} ({sid}): 'name' must be a string")
        raw = item.get("outline")
        if not isinstance(raw, list) or len(raw) < 3:
            raise DataError(f"{where} ({sid}): 'outline' must be a list of at least 3 [x, y] points")
        pts: list[Point] = []
        for j, p in enumerate(raw):
            ok = (
                isinstance(p, list)
                and len(p) == 2
                and all(isinstance(v, int | float) and not isinstance(v, bool) for v in p)
            )
            if not ok:
                raise DataError(f"{where} ({sid}): outline[{j}] must be [x, y] numbers, got {p!r}")
            pts.append((float(p[0]), float(p[1])))
        poly = Polygon(pts)
        if not poly.is_valid or poly.area <= 0:
            raise DataError(f"{where} ({sid}): outline is not a simple polygon")
        if not is_convex(pts):
            raise DataError(f"{where} ({sid}): outline must be convex")
        if max(abs(c) for pt in pts for c in pt) > 150:
            raise DataError(f"{where} ({sid}): outline reaches more than 150 mm from the token centre")
        shapes[sid] = ObstacleShape(sid, name, tuple(pts))
    return shapes


_SHAPES: dict[str, ObstacleShape] | None = None


def asteroid_shapes() -> dict[str, ObstacleShape]:
    """The core-set asteroid outlines (approximations drawn for this project), loaded once."""
    global _SHAPES
    if _SHAPES is None:
        _SHAPES = parse_obstacle_shapes(load_json("xwing", OBSTACLES_FILE), str(data_path("xwing", OBSTACLES_FILE)))
    return _SHAPES


def place_obstacle(
    shape_id: str, x: float, y: float, rotation: float = 0.0, obstacle_id: str | None = None
) -> Obstacle:
    """Put the asteroid `shape_id` on the table centred at (x, y), turned clockwise by `rotation` degrees."""
    shapes = asteroid_shapes()
    if shape_id not in shapes:
        raise ValueError(f"unknown obstacle shape {shape_id!r}; known: {', '.join(sorted(shapes))}")
    pose = Pose(x, y, rotation)
    outline = tuple(pose.to_world(px, py) for px, py in shapes[shape_id].outline)
    return Obstacle(obstacle_id or shape_id, outline, shape=shape_id, pose=pose)
