"""Set-up geometry: deployment zones and obstacle placement."""

from __future__ import annotations

import pytest

from bot.games.xwing.geometry import (
    Pose,
    ShipBase,
    check_deployment,
    check_obstacle_placement,
    place_obstacle,
    square_obstacle,
)


def test_rebel_deployment_within_range_1_of_the_bottom_edge() -> None:
    ok = check_deployment(ShipBase(Pose(450, 80, 0)), "rebel")
    assert ok.ok and ok.distance_mm == pytest.approx(100.0)  # the front edge is exactly at range 1
    bad = check_deployment(ShipBase(Pose(450, 81, 0)), "bottom")
    assert not bad.ok and bad.distance_mm == pytest.approx(101.0) and "within 100 mm" in bad.reason


def test_imperial_deployment_at_the_top_edge_any_facing() -> None:
    assert check_deployment(ShipBase(Pose(300, 914.4 - 30, 45)), "imperial").ok  # rotated: corners reach 28.3
    assert not check_deployment(ShipBase(Pose(300, 914.4 - 90, 45)), "imperial").ok


def test_deployment_must_be_on_the_mat_and_not_overlap() -> None:
    off = check_deployment(ShipBase(Pose(10, 50, 0)), "rebel")
    assert not off.ok and "off the mat" in off.reason
    other = {"a": ShipBase(Pose(450, 50, 0))}
    clash = check_deployment(ShipBase(Pose(470, 50, 0)), "rebel", other)
    assert not clash.ok and "overlaps a" in clash.reason
    assert check_deployment(ShipBase(Pose(490, 50, 0)), "rebel", other).ok  # touching is fine


def test_large_base_deployment() -> None:
    assert check_deployment(ShipBase(Pose(450, 60, 0), "large"), "rebel").ok  # type: ignore[arg-type]
    assert not check_deployment(ShipBase(Pose(450, 61, 0), "large"), "rebel").ok  # type: ignore[arg-type]


def test_obstacle_must_be_beyond_range_2_of_every_edge() -> None:
    assert check_obstacle_placement(square_obstacle("a", 201, 201, 250, 250)).ok
    bad = check_obstacle_placement(square_obstacle("a", 200, 300, 250, 350))
    assert not bad.ok and "left edge" in bad.reason and bad.distance_mm == pytest.approx(200.0)
    top = check_obstacle_placement(square_obstacle("a", 400, 690, 450, 720))
    assert not top.ok and "top edge" in top.reason


def test_obstacles_beyond_range_1_of_each_other() -> None:
    a = square_obstacle("a", 300, 300, 350, 350)
    near = square_obstacle("b", 450, 300, 500, 350)  # exactly 100 mm away
    far = square_obstacle("c", 451, 300, 500, 350)
    assert not check_obstacle_placement(near, [a]).ok
    assert check_obstacle_placement(far, [a]).ok
    assert check_obstacle_placement(near, [a], min_gap_mm=0).ok  # core rulebook only: no spacing rule
    overlapping = square_obstacle("d", 340, 300, 390, 350)
    assert not check_obstacle_placement(overlapping, [a], min_gap_mm=0).ok


def test_real_asteroid_placement() -> None:
    rock = place_obstacle("asteroid-1", 457.2, 457.2, 0)
    assert check_obstacle_placement(rock).ok
    assert not check_obstacle_placement(place_obstacle("asteroid-1", 240, 457.2, 0)).ok


def test_unknown_edge() -> None:
    with pytest.raises(ValueError, match="unknown edge"):
        check_deployment(ShipBase(Pose(450, 50, 0)), "middle")


def test_overlap_check_skips_only_ships_that_cannot_overlap() -> None:
    """check_deployment skips the polygon test for a ship whose circumscribed circle does not meet the new base's
    (bot/games/xwing/geometry/setup.py `_apart`): near that distance the verdict must still be the polygons' own."""
    import math
    import random

    from bot.games.xwing.geometry.constants import AREA_EPS_MM2
    from bot.games.xwing.geometry.setup import _apart

    rng = random.Random(5)
    apart = overlapping = 0
    for _ in range(3000):
        me = ShipBase(Pose(450.0, 50.0, 0.0), rng.choice(["small", "large"]))  # type: ignore[arg-type]
        size = rng.choice(["small", "large"])
        reach = (me.size.mm + (40.0 if size == "small" else 80.0)) * math.sqrt(0.5)
        angle, dist = rng.uniform(0, 2 * math.pi), rng.uniform(reach - 30.0, reach + 2.0)
        where = Pose(450.0 + dist * math.cos(angle), 50.0 + dist * math.sin(angle), rng.uniform(0, 360))
        other = ShipBase(where, size)  # type: ignore[arg-type]
        overlap = me.polygon.intersection(other.polygon).area > AREA_EPS_MM2
        assert check_deployment(me, "bottom", {"o": other}).ok is not overlap
        apart += _apart(me, other)
        overlapping += overlap
    assert apart > 50 and overlapping > 50  # both sides of the shortcut were exercised
