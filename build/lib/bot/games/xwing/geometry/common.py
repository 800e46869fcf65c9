"""Small shared helpers: the mat, fleeing, JSON conversion of geometry."""

from __future__ import annotations

from collections.abc import Sequence

from shapely.geometry import Polygon
from shapely.geometry.base import BaseGeometry

from .constants import MAT_SIZE_MM
from .pose import BaseSize, Pose, base_corners

Mat = tuple[float, float]
DEFAULT_MAT: Mat = (MAT_SIZE_MM, MAT_SIZE_MM)


def rounded(p: Sequence[float], nd: int = 4) -> list[float]:
    return [round(float(v), nd) for v in p]


def polygon_json(poly: BaseGeometry | None) -> list[list[float]]:
    """Exterior ring of a polygon as [[x, y], ...] without the closing point ([] for empty/None)."""
    if poly is None or poly.is_empty or not isinstance(poly, Polygon):
        return []
    return [rounded(c) for c in poly.exterior.coords[:-1]]


def outside_mat_mm(pose: Pose, size: BaseSize | str, mat: Mat = DEFAULT_MAT) -> float:
    """How far (mm) the base's furthest corner sticks out of the play area; 0 when fully inside."""
    worst = 0.0
    w, h = mat
    for x, y in base_corners(pose, size):
        worst = max(worst, -x, -y, x - w, y - h)
    return worst


def is_fled(pose: Pose, size: BaseSize | str, mat: Mat = DEFAULT_MAT, eps: float = 1e-6) -> bool:
    """Fleeing the battlefield: any part of the base outside the play area (the template may hang over)."""
    return outside_mat_mm(pose, size, mat) > eps
