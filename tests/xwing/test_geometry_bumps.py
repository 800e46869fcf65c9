"""Overlapping ships, Koiogran turns that overlap, obstacles during movement and fleeing."""

from __future__ import annotations

import pytest

from bot.games.xwing.geometry import (
    Pose,
    ShipBase,
    base_polygon,
    execute_maneuver,
    final_pose,
    is_fled,
    place_obstacle,
    square_obstacle,
)


def ship(x: float, y: float, h: float = 0.0, size: str = "small") -> ShipBase:
    return ShipBase(Pose(x, y, h), size)  # type: ignore[arg-type]


def overlap_area(a: ShipBase, b: ShipBase) -> float:
    return float(a.polygon.intersection(b.polygon).area)


# The rulebook's overlap example ("Пример перекрытия"), restated with coordinates (digest T7): the Rookie flies a
# white 4-straight onto the Academy Pilot; backing off, it overlaps Black Squadron; it ends touching Black.
ROOKIE = ship(450, 100)
ACADEMY = ship(450, 330)
BLACK = ship(455, 255)


def test_no_bump_lands_on_the_closed_form() -> None:
    r = execute_maneuver(ROOKIE, "3-bank-right", {"academy": ACADEMY})
    assert r.final == final_pose(ROOKIE.pose, "small", "3-bank-right")
    assert not r.did_bump and not r.skips_action
    assert r.bumped == () and r.backed_off_mm == 0.0
    assert r.template_flown_mm == pytest.approx(180 * 3.141592653589793 / 4)


def test_rulebook_chain_of_two_ships() -> None:
    r = execute_maneuver(ROOKIE, "4-straight", {"academy": ACADEMY, "black": BLACK})
    assert r.nominal == Pose(450, 300, 0)
    assert r.bumped == ("academy", "black")  # met in this order while backing off
    assert r.placed_touching == ("black",)
    assert r.touching == ("black",)
    assert r.final.x == pytest.approx(450.0)
    assert r.final.y == pytest.approx(215.0, abs=0.05)
    assert r.final.heading == 0.0
    assert 0.0 <= r.gaps_mm["black"] <= 0.05
    assert r.gaps_mm["academy"] == pytest.approx(75.0, abs=0.05)
    assert r.backed_off_mm == pytest.approx(85.0, abs=0.05)
    assert r.skips_action
    assert "black" in r.reason and "moved back" in r.reason
    # The flown part of the template stops under the final base's rear edge: 215 - 20 - 120 = 75 mm of 160.
    assert r.template_flown_mm == pytest.approx(75.0, abs=0.05)


def test_order_of_other_ships_does_not_matter() -> None:
    a = execute_maneuver(ROOKIE, "4-straight", {"academy": ACADEMY, "black": BLACK})
    b = execute_maneuver(ROOKIE, "4-straight", {"black": BLACK, "academy": ACADEMY})
    assert a.to_json() == b.to_json()


def test_koiogran_that_overlaps_is_flown_as_straight_without_rotation() -> None:
    r = execute_maneuver(ROOKIE, "4-koiogran", {"academy": ACADEMY, "black": BLACK})
    assert r.koiogran_as_straight
    assert r.maneuver == "4-koiogran" and r.executed == "4-straight"
    assert r.nominal == Pose(450, 300, 180)
    assert r.final.heading == 0.0
    assert r.final.y == pytest.approx(215.0, abs=0.05)
    assert "without turning around" in r.reason


def test_koiogran_without_overlap_turns_around() -> None:
    r = execute_maneuver(ROOKIE, "4-koiogran", {"black": ship(600, 300)})
    assert not r.koiogran_as_straight
    assert r.final == Pose(450, 300, 180)


def test_head_on_bump() -> None:
    # A ship facing us: its near edge is at y = 230 and our 3-straight would end at y 260 (base 240..280).
    other = ship(450, 250, 180)
    r = execute_maneuver(ship(450, 100), "3-straight", {"enemy": other})
    assert r.nominal.y == pytest.approx(260.0)
    assert r.final.y == pytest.approx(210.0, abs=0.05)  # front edge on its near edge
    assert r.bumped == ("enemy",) and r.touching == ("enemy",)
    assert overlap_area(ShipBase(r.final), other) < 1e-6


def test_glancing_bump_on_a_bank() -> None:
    # The bank's end clips the corner of a ship off to the side; the base slides back along the curve.
    mover = ship(300, 300)
    nominal = final_pose(mover.pose, "small", "2-bank-right")
    other = ship(nominal.x + 38, nominal.y + 20, 0)
    assert overlap_area(ShipBase(nominal), other) > 0
    r = execute_maneuver(mover, "2-bank-right", {"x": other})
    assert r.bumped == ("x",)
    assert 0 < r.backed_off_mm < 40
    assert base_polygon(r.final, "small").distance(other.polygon) <= 0.05
    assert overlap_area(ShipBase(r.final), other) < 1e-6
    # Backing off along the curve turns the ship less than the full 45 degrees.
    assert 0.0 < r.final.heading < 45.0


def test_bump_that_leaves_the_ship_where_it_started() -> None:
    # A large ship touching our front edge (its base spans y 120..200): a 1-straight overlaps it at every position
    # back to the start.
    blocker = ship(450, 160, 0, "large")
    r = execute_maneuver(ship(450, 100), "1-straight", {"blocker": blocker})
    assert r.final.y == pytest.approx(100.0, abs=0.01)
    assert r.bumped == ("blocker",)
    assert r.template_flown_mm == 0.0
    assert r.template_flown.is_empty
    assert "stays where it started" in r.reason


def test_large_base_bump_on_a_turn() -> None:
    mover = ship(300, 300, 0, "large")
    nominal = final_pose(mover.pose, "large", "1-turn-left")
    other = ship(nominal.x - 50, nominal.y, 0)
    r = execute_maneuver(mover, "1-turn-left", {"x": other})
    assert r.bumped == ("x",)
    assert base_polygon(r.final, "large").distance(other.polygon) <= 0.05
    assert overlap_area(ShipBase(r.final, "large"), other) < 1e-6  # type: ignore[arg-type]


def test_flying_through_a_ship_is_fine() -> None:
    # Only the final base matters: the template crosses the other ship.
    r = execute_maneuver(ship(450, 100), "5-straight", {"x": ship(450, 200)})
    assert not r.bumped and r.final == Pose(450, 340, 0)


def test_mover_in_others_is_skipped_by_id() -> None:
    me = ship(450, 100)
    r = execute_maneuver(me, "1-straight", {"me": me, "x": ship(600, 600)}, ship_id="me")
    assert not r.bumped


# ----- obstacles -----


def test_obstacle_under_template_only() -> None:
    # Digest T12: a TIE at (450, 600) facing 180 does 2-straight to (450, 480); asteroid under the template only.
    rock = square_obstacle("rock", 430, 520, 470, 560)
    r = execute_maneuver(ship(450, 600, 180), "2-straight", obstacles=[rock])
    assert r.final == Pose(450, 480, 180)
    assert len(r.obstacles_hit) == 1
    hit = r.obstacles_hit[0]
    assert hit.obstacle == "rock" and hit.by_template and not hit.by_base
    assert r.on_obstacles == ()
    assert r.skips_action and r.rolls_obstacle_die


def test_obstacle_under_final_base_only() -> None:
    # Final base x 430..470, y 460..500; template x 440..460, y 460..580: the rock sits beside the template.
    rock = square_obstacle("rock", 462, 462, 480, 478)
    r = execute_maneuver(ship(450, 600, 180), "2-straight", obstacles=[rock])
    hit = r.obstacles_hit[0]
    assert hit.by_base and not hit.by_template
    assert r.on_obstacles == ("rock",)
    assert r.final == Pose(450, 480, 180)  # not moved off the obstacle
    assert "cannot attack" in r.reason


def test_obstacle_only_under_the_unflown_part_of_a_bumped_template() -> None:
    # The far end of the template lies on an asteroid, but the ship bumps early: the unflown part does not count.
    rock = square_obstacle("rock", 440, 270, 460, 285)
    r = execute_maneuver(ROOKIE, "4-straight", {"academy": ACADEMY, "black": BLACK}, [rock])
    assert r.template.intersection(rock.polygon).area > 0
    assert r.obstacles_hit == ()
    assert not r.template_flown.intersects(rock.polygon) or r.template_flown.intersection(rock.polygon).area < 1e-6


def test_real_asteroid_shape() -> None:
    rock = place_obstacle("asteroid-1", 450, 250, 30)
    r = execute_maneuver(ship(450, 100), "3-straight", obstacles=[rock])
    assert r.obstacles_hit and r.obstacles_hit[0].obstacle == "asteroid-1"


# ----- fleeing -----


def test_fleeing() -> None:
    r = execute_maneuver(ship(450, 880), "1-straight")
    assert r.final == Pose(450, 960, 0)
    assert r.fled and r.outside_mm == pytest.approx(960 + 20 - 914.4)
    assert "fled" in r.reason


def test_template_over_the_edge_is_not_fleeing() -> None:
    # A 3-turn-right near the right edge: the template's outer edge pokes out, the base ends inside.
    start = Pose(780, 300, 0)
    r = execute_maneuver(ShipBase(start), "3-turn-right")
    assert r.template.bounds[2] > 914.4 - 100 + 0  # sanity: the template reaches far to the right
    assert r.final.x + 20 <= 914.4
    assert not r.fled
    assert not is_fled(r.final, "small")
    assert is_fled(Pose(900, 300, 0), "small")


@pytest.mark.parametrize("mid", ["3-turn-right", "1-turn-left", "3-bank-left", "5-straight", "2-turn-right"])
@pytest.mark.parametrize("size", ["small", "large"])
def test_the_sliding_base_stays_inside_the_candidate_box(mid: str, size: str) -> None:
    # White box: ships are pre-filtered by the box of (start base, template, final base) padded by half a base
    # diagonal. A ship can only be overlapped somewhere along the slide if its box meets the sliding base's box,
    # so every corner of the sliding base must stay within that padding.
    from bot.games.xwing.geometry.maneuvers import Maneuver, local_template_outline
    from bot.games.xwing.geometry.movement import _bbox, _Slider
    from bot.games.xwing.geometry.pose import BaseSize, base_corners

    start = Pose(450, 300, 17)
    m = Maneuver.parse(mid)
    bs = BaseSize.parse(size)
    pts = [start.to_world(x, y) for x, y in local_template_outline(bs, m)]
    x0, y0, x1, y1 = _bbox([*base_corners(start, bs), *pts, *base_corners(final_pose(start, bs, m), bs)])
    pad = bs.mm * 0.7072
    slider = _Slider(start, bs, m, {}, pts)
    u = 0.0
    while u <= slider.path.u_final:
        for x, y in base_corners(slider.pose(u), bs):
            assert x0 - pad <= x <= x1 + pad and y0 - pad <= y <= y1 + pad, (u, x, y)
        u += 0.25


def test_bumped_pose_stays_clear_after_rounding_for_storage() -> None:
    # Bumps leave at least 0.001 mm of air, so the pose rounded to 4 decimals (to_json) never overlaps.
    from bot.games.xwing.geometry.convex import penetration
    from bot.games.xwing.geometry.pose import base_corners

    for mid in ("4-straight", "3-bank-right", "2-turn-left", "3-bank-left"):
        r = execute_maneuver(ROOKIE, mid, {"academy": ACADEMY, "black": BLACK, "c": ship(520, 240, 33)})
        stored = Pose.from_json(r.to_json()["final"])
        for other in (ACADEMY, BLACK, ship(520, 240, 33)):
            assert penetration(base_corners(stored, "small"), base_corners(other.pose, "small")) <= 0.0
        for k in r.placed_touching:
            assert 0.001 - 1e-9 <= r.gaps_mm[k] <= 0.05
