"""Helpers shared by the missions: which mission is on, zones along the faction edges, reinforcements."""

from __future__ import annotations

from typing import Any

from shapely.geometry import Polygon

from bot.games.xwing import space

State = dict[str, Any]
BAND = 100.0  # one range band, mm
EDGE_Y = {"rebel": 0.0, "imperial": space.MAT}  # the Rebel edge is y = 0 in match coordinates


def on(state: State, mission: str) -> bool:
    m = state.get("mission")
    return isinstance(m, dict) and m.get("id") == mission


def base(pose: dict[str, float], size: str) -> Polygon:
    poly: Polygon = space._ship(pose, size).polygon
    return poly


def within_edge(pose: dict[str, float], size: str, edge: str, bands: int) -> bool:
    """The whole base is within `bands` range bands of a faction edge."""
    ys = [y for _, y in base(pose, size).exterior.coords]
    if edge == "rebel":
        return max(ys) <= bands * BAND + 1e-6
    return min(ys) >= space.MAT - bands * BAND - 1e-6


def inside_mat(poly: Polygon) -> bool:
    xs, ys = zip(*poly.exterior.coords, strict=True)
    return min(xs) >= -1e-6 and min(ys) >= -1e-6 and max(xs) <= space.MAT + 1e-6 and max(ys) <= space.MAT + 1e-6


def overlaps_ship(state: State, sid: str | None, poly: Polygon) -> str | None:
    for o, ship in state["ships"].items():
        if o == sid or ship["destroyed"] or ship["pose"] is None:
            continue
        if base(ship["pose"], ship["base"]).intersection(poly).area > 1e-6:
            return o
    return None
