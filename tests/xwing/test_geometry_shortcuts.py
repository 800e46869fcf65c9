"""Shortcuts the combat step takes before the full geometry (issue 17 CPU hot spots) answer exactly what the full
geometry answers: the arc check without polygons (xwing.md 4.2, the primary arc, "any part of the base inside") and
the touching check by circumscribed circles (4.4, touching ships cannot attack each other), and the barrel rolls an
action prompt offers without flying each one again."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.xwing import space
from bot.games.xwing.geometry import (
    Pose,
    ShipBase,
    attack_geometry,
    barrel_roll,
    barrel_roll_options,
    in_arc,
    range_between,
)

sizes = st.sampled_from(["small", "large"])
angles = st.floats(min_value=0.0, max_value=359.99, allow_nan=False)


def _ship(x: float, y: float, h: float, size: str) -> ShipBase:
    return ShipBase(Pose(x, y, h), size)  # type: ignore[arg-type]


@settings(max_examples=300, deadline=None)
@given(h=angles, bearing=angles, dist=st.floats(min_value=30.0, max_value=400.0), dh=angles, a=sizes, d=sizes)
def test_in_arc_is_the_in_arc_of_attack_geometry(
    h: float, bearing: float, dist: float, dh: float, a: str, d: str
) -> None:
    att = _ship(450.0, 450.0, h, a)
    r = math.radians(bearing)
    dfn = _ship(450.0 + dist * math.sin(r), 450.0 + dist * math.cos(r), dh, d)
    assert in_arc(att, dfn) == attack_geometry(att, dfn).in_arc


def test_in_arc_at_the_arc_line() -> None:
    # a small attacker at the origin facing +y; its arc line leaves the front edge 2.95 mm in from the corner at
    # 40.45 degrees: a defender whose nearest corner sits just inside the line is in arc, just outside it is not
    att = _ship(400.0, 400.0, 0.0, "small")
    assert in_arc(att, _ship(400.0, 500.0, 0.0, "small")) is True  # straight ahead
    assert in_arc(att, _ship(400.0, 300.0, 0.0, "small")) is False  # behind
    assert in_arc(att, _ship(520.0, 400.0, 0.0, "small")) is False  # beside, behind the front edge
    line = math.radians(40.45)
    ox, oy = 400.0 + 20.0 - 2.95, 400.0 + 20.0  # the right arc line's start on the front edge
    for inside in (True, False):
        px, py = ox + 150.0 * math.sin(line), oy + 150.0 * math.cos(line)  # 150 mm out along the line
        shift = -3.0 if inside else 3.0  # across the line: towards the arc's middle or away from it
        nx, ny = math.cos(line), -math.sin(line)
        cx, cy = px + shift * nx + 20.0 * nx, py + shift * ny + 20.0 * ny  # its near edge 3 mm from the line
        dfn = ShipBase(Pose(cx, cy, -40.45), "small")  # type: ignore[arg-type]
        assert in_arc(att, dfn) is inside
        assert attack_geometry(att, dfn).in_arc is inside


@pytest.mark.parametrize("seed", range(4))
def test_touching_shortcut_agrees_with_the_closest_points(seed: int) -> None:
    rng = random.Random(seed)
    checked_far = checked_near = 0
    for _ in range(400):
        sa, sb = rng.choice(["small", "large"]), rng.choice(["small", "large"])
        a = {"x": 450.0, "y": 450.0, "heading": rng.uniform(0, 360)}
        ang, dist = rng.uniform(0, 2 * math.pi), rng.uniform(30.0, 110.0)
        b = {"x": 450.0 + dist * math.cos(ang), "y": 450.0 + dist * math.sin(ang), "heading": rng.uniform(0, 360)}
        space._TOUCHING.clear()
        want = range_between(_ship(a["x"], a["y"], a["heading"], sa), _ship(b["x"], b["y"], b["heading"], sb)).touching
        assert space.touching(a, sa, b, sb) is want
        far = dist - space.CIRCUMRADIUS[sa] - space.CIRCUMRADIUS[sb] > 1.05
        checked_far += far
        checked_near += not far
    assert checked_far > 50 and checked_near > 50  # both paths were taken


def test_touching_bases_side_by_side() -> None:
    # two small bases side by side, 40 mm apart centre to centre: their edges touch; 41 mm: 1 mm apart
    a = {"x": 400.0, "y": 400.0, "heading": 0.0}
    space._TOUCHING.clear()
    assert space.touching(a, "small", {"x": 440.0, "y": 400.0, "heading": 0.0}, "small") is True
    assert space.touching(a, "small", {"x": 441.0, "y": 400.0, "heading": 0.0}, "small") is False
    assert space.touching(a, "small", {"x": 500.0, "y": 400.0, "heading": 0.0}, "small") is False


def _rolls_one_by_one(pose: dict, size: str, others: dict, obstacles: list) -> list:
    """The enumerated rolls as first written: each named slide flown through `barrel_roll` on its own."""
    opts = barrel_roll_options(space._ship(pose, size), space._others(others), space._obstacles(obstacles))
    out = []
    for side in ("left", "right"):
        seen = set()
        for name in ("back", "centre", "forward"):
            slide = opts[side].choices.get(name)
            if slide is None or round(slide, 3) in seen:
                continue
            seen.add(round(slide, 3))
            res = barrel_roll(space._ship(pose, size), side, slide, space._others(others), space._obstacles(obstacles))
            if res.legal:
                out.append((side, name, float(slide), res.final.to_json()))
    return out


@settings(max_examples=200, deadline=None)
@given(
    x=st.floats(min_value=15.0, max_value=900.0),
    y=st.floats(min_value=15.0, max_value=900.0),
    h=angles,
    size=sizes,
    seed=st.integers(0, 10_000),
)
def test_enumerated_rolls_are_the_rolls_flown_one_by_one(x: float, y: float, h: float, size: str, seed: int) -> None:
    # the action prompt's barrel rolls (xwing.md 3.9: a straight-1 template beside the base, slid back, centre or
    # forward; blocked by ships, obstacles and the mat's edge) with ships and an asteroid crowding the ship
    rng = random.Random(seed)
    pose = {"x": x, "y": y, "heading": h}
    others = {}
    for i in range(3):
        ang, dist = rng.uniform(0, 2 * math.pi), rng.uniform(45.0, 130.0)
        others[f"s{i}"] = (
            {"x": x + dist * math.cos(ang), "y": y + dist * math.sin(ang), "heading": rng.uniform(0, 360)},
            rng.choice(["small", "large"]),
        )
    ang = rng.uniform(0, 2 * math.pi)
    cx, cy = x + 80 * math.cos(ang), y + 80 * math.sin(ang)
    obstacles = [
        {
            "id": "a1",
            "kind": "asteroid",
            "shape": "square",
            "points": [[cx - 20, cy - 20], [cx + 20, cy - 20], [cx + 20, cy + 20], [cx - 20, cy + 20]],
        }
    ]
    space._ROLLS.clear()
    assert space.barrel_rolls(pose, size, others, obstacles) == _rolls_one_by_one(pose, size, others, obstacles)
