"""Range, the 1e firing arc, attack range, obstruction and touching."""

from __future__ import annotations

import math

import pytest

from bot.games.xwing.geometry import (
    Pose,
    ShipBase,
    arc_origin,
    arc_polygon,
    attack_geometry,
    range_band,
    range_between,
    square_obstacle,
)


def ship(x: float, y: float, h: float = 0.0, size: str = "small") -> ShipBase:
    return ShipBase(Pose(x, y, h), size)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("d", "band"),
    [(0.0, 1), (50.0, 1), (100.0, 1), (100.01, 2), (200.0, 2), (200.5, 3), (300.0, 3), (300.01, None)],
)
def test_range_bands(d: float, band: int | None) -> None:
    assert range_band(d) == band


def test_range_is_closest_points_with_the_points() -> None:
    r = range_between(ship(450, 300), ship(450, 560, 90))
    assert r.distance_mm == pytest.approx(220.0)
    assert r.band == 3
    assert r.points[0][1] == pytest.approx(320.0) and r.points[1][1] == pytest.approx(540.0)
    assert "range 3" in r.reason


def test_touching_is_range_1() -> None:
    r = range_between(ship(450, 300), ship(490, 300))
    assert r.distance_mm == 0.0 and r.band == 1 and r.touching


# The rulebook's range-and-arc example ("Пример определения дистанции и попадания в сектор обстрела"), restated with
# coordinates (digest T4): Rookie X-wing, Obsidian TIE beside it, Academy TIE ahead facing it.
ROOKIE = ship(450, 300, 0)
OBSIDIAN = ship(380, 300, 90)
ACADEMY = ship(450, 590, 180)


def test_rulebook_example_1_obsidian_at_range_1_outside_arc() -> None:
    g = attack_geometry(ROOKIE, OBSIDIAN)
    assert g.plain_distance_mm == pytest.approx(30.0)
    assert g.plain_band == 1
    assert not g.in_arc and not g.can_attack
    assert "firing arc" in g.reason


def test_rulebook_example_2_academy_in_arc_at_range_3() -> None:
    g = attack_geometry(ROOKIE, ACADEMY)
    assert g.in_arc and g.can_attack
    assert g.distance_mm == pytest.approx(250.0)
    assert g.band == 3
    assert g.line is not None and g.line[0][1] == pytest.approx(320.0) and g.line[1][1] == pytest.approx(570.0)


def test_rulebook_example_3_rookie_in_obsidians_arc_at_range_1() -> None:
    g = attack_geometry(OBSIDIAN, ROOKIE)
    assert g.in_arc and g.can_attack
    assert g.distance_mm == pytest.approx(30.0)
    assert g.band == 1


def test_attack_range_measures_to_the_in_arc_part() -> None:
    # A target far to the side: only a sliver near its corner is inside the 40.45-degree arc line, further than
    # the plain closest point.
    att = ship(450, 300, 0)
    tgt = ship(630, 500, 0)  # base x 610..650, y 480..520; the arc line crosses its left edge at y 487.7
    g = attack_geometry(att, tgt)
    assert g.in_arc
    assert g.distance_mm is not None and g.distance_mm > g.plain_distance_mm + 5
    # The measured point is on the right arc line: x - 467.05 = (y - 320) * tan(40.45 deg).
    assert g.line is not None
    px, py = g.line[1]
    assert px - 467.05 == pytest.approx((py - 320.0) * math.tan(math.radians(40.45)), abs=1e-6)


def test_arc_geometry_small_and_large() -> None:
    o1, o2 = arc_origin(Pose(0, 0, 0), "small")
    assert o1 == pytest.approx((-17.05, 20.0)) and o2 == pytest.approx((17.05, 20.0))
    o1, o2 = arc_origin(Pose(0, 0, 0), "large")
    assert o1 == pytest.approx((-36.05, 40.0)) and o2 == pytest.approx((36.05, 40.0))
    wedge = arc_polygon(Pose(0, 0, 0), "small", reach=100.0)
    right_far = wedge.exterior.coords[2]
    angle = math.degrees(math.atan2(right_far[0] - 17.05, right_far[1] - 20.0))
    assert angle == pytest.approx(40.45)


def test_a_ship_behind_is_not_in_arc() -> None:
    assert not attack_geometry(ROOKIE, ship(450, 160, 0)).in_arc


def test_touching_ships_cannot_attack() -> None:
    g = attack_geometry(ship(450, 215), ship(455, 255))
    assert g.in_arc and g.touching and not g.can_attack
    assert "touch" in g.reason


# ----- obstruction (digest T6) -----


def test_obstacle_across_every_shortest_line_obstructs() -> None:
    g = attack_geometry(ROOKIE, ACADEMY, [square_obstacle("rock", 430, 430, 470, 470)])
    assert g.obstructed and g.obstructed_by == ("rock",)
    assert g.band == 3
    assert g.tied_lines is not None  # parallel facing edges: a family of 40 mm of equally short lines


def test_obstacle_beside_the_lines_does_not_obstruct() -> None:
    g = attack_geometry(ROOKIE, ACADEMY, [square_obstacle("rock", 480, 430, 520, 470)])
    assert not g.obstructed and g.obstructed_by == ()


def test_partly_covered_family_is_not_obstructed_and_names_a_clear_line() -> None:
    g = attack_geometry(ROOKIE, ACADEMY, [square_obstacle("rock", 455, 430, 495, 470)])
    assert not g.obstructed
    assert g.obstructed_by == ("rock",)
    assert g.clear_line is not None and g.clear_line[0][0] < 455.0
    assert "avoids" in g.reason


def test_two_obstacles_together_covering_the_family_obstruct() -> None:
    rocks = [square_obstacle("a", 420, 430, 452, 470), square_obstacle("b", 450, 500, 480, 520)]
    g = attack_geometry(ROOKIE, ACADEMY, rocks)
    assert g.obstructed and set(g.obstructed_by) == {"a", "b"}


def test_two_obstacles_leaving_a_gap_do_not_obstruct() -> None:
    rocks = [square_obstacle("a", 420, 430, 448, 470), square_obstacle("b", 452, 500, 480, 520)]
    g = attack_geometry(ROOKIE, ACADEMY, rocks)
    assert not g.obstructed
    assert g.clear_line is not None and 448.0 <= g.clear_line[0][0] <= 452.0


def test_line_running_along_an_obstacle_edge_crosses_it() -> None:
    # The obstacle covers x 380..430: only the extreme line x = 430 touches it, running along its edge.
    g = attack_geometry(ROOKIE, ACADEMY, [square_obstacle("rock", 380, 430, 430, 470)])
    assert not g.obstructed  # the other lines (x in (430, 470]) are clear


def test_single_shortest_line_obstructed() -> None:
    # A diagonal target: one closest point pair (corner to corner); an obstacle on that line obstructs.
    att = ship(450, 300, 0)
    tgt = ship(560, 480, 45)
    clear = attack_geometry(att, tgt)
    assert clear.in_arc and clear.tied_lines is None and clear.line is not None
    (x1, y1), (x2, y2) = clear.line
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    g = attack_geometry(att, tgt, [square_obstacle("rock", mx - 5, my - 5, mx + 5, my + 5)])
    assert g.obstructed and g.obstructed_by == ("rock",)


def test_attacker_on_an_obstacle_cannot_attack() -> None:
    g = attack_geometry(ROOKIE, ACADEMY, [square_obstacle("rock", 440, 290, 460, 310)])
    assert g.attacker_on_obstacles == ("rock",) and not g.can_attack


def test_measure_from_arc_origin_option() -> None:
    base = attack_geometry(ship(450, 300), ship(600, 480))
    arc = attack_geometry(ship(450, 300), ship(600, 480), measure_from="arc")
    assert arc.distance_mm is not None and base.distance_mm is not None
    assert 0 <= arc.distance_mm - base.distance_mm < 3.0


def test_results_are_json() -> None:
    import json

    g = attack_geometry(ROOKIE, ACADEMY, [square_obstacle("rock", 430, 430, 470, 470)])
    data = json.loads(json.dumps(g.to_json()))
    assert data["band"] == 3 and data["obstructed"] is True and data["can_attack"] is True
    assert json.loads(json.dumps(range_between(ROOKIE, ACADEMY).to_json()))["band"] == 3
