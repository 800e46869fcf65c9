"""Shortcuts the combat step takes before the full geometry (issue 17 CPU hot spots) answer exactly what the full
geometry answers: the arc check without polygons (xwing.md 4.2, the primary arc, "any part of the base inside") and
the touching check by circumscribed circles (4.4, touching ships cannot attack each other)."""

from __future__ import annotations

import math
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.xwing import space
from bot.games.xwing.geometry import Pose, ShipBase, attack_geometry, in_arc, range_between

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
        far = dist - space._CIRCUMRADIUS[sa] - space._CIRCUMRADIUS[sb] > 1.05
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
