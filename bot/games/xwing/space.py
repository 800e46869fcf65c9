"""The match's window onto the geometry package (bot/games/xwing/geometry): poses in and out as JSON dicts.

Only this module imports the geometry, so the rules read in game terms (a move, a legal target, a barrel roll).
"""

from __future__ import annotations

from typing import Any

Pose = dict[str, float]
Obst = dict[str, Any]
MAT = 914.4
EDGE_RANGE_MM = 100.0


def move(pose: Pose, size: str, maneuver: str, others: dict[str, tuple[Pose, str]], obstacles: list[Obst]) -> dict[str, Any]:
    """Fly `maneuver`: {"end", "template", "bumped", "obstacles_hit", "fled", "planned_end", "flown"}."""
    raise NotImplementedError


def barrel_rolls(pose: Pose, size: str, others: dict[str, tuple[Pose, str]], obstacles: list[Obst]) -> list[tuple[str, float, Pose]]:
    raise NotImplementedError


def barrel_roll(pose: Pose, size: str, side: str, slide: float, others: dict[str, tuple[Pose, str]],
                obstacles: list[Obst]) -> Pose | str:
    """The pose after the roll, or the reason it is illegal."""
    raise NotImplementedError


def base_distance(a: Pose, a_size: str, b: Pose, b_size: str) -> float:
    raise NotImplementedError


def range_band(d: float) -> int | None:
    for band in (1, 2, 3):
        if d <= band * 100.0 + 1e-9:
            return band
    return None


def attack_geometry(att: Pose, att_size: str, dfn: Pose, dfn_size: str, obstacles: list[Obst]) -> dict[str, Any] | None:
    """None if the defender is outside the attacker's arc, else {"distance_mm","range","line","obstructed","obstacle"}."""
    raise NotImplementedError


def touching(a: Pose, a_size: str, b: Pose, b_size: str) -> bool:
    raise NotImplementedError


def on_obstacle(pose: Pose, size: str, obstacles: list[Obst]) -> bool:
    raise NotImplementedError


def deploy_error(pose: Pose, size: str, edge: str, others: dict[str, tuple[Pose, str]]) -> str | None:
    raise NotImplementedError


def standard_obstacles() -> list[Obst]:
    raise NotImplementedError


def rotate_half_turn(obstacles: list[Obst]) -> list[Obst]:
    return [{**o, "points": [[round(MAT - x, 4), round(MAT - y, 4)] for x, y in o["points"]]} for o in obstacles]
