"""Final poses of every 1st-edition maneuver, both directions, both base sizes; parsing; templates."""

from __future__ import annotations

import math

import pytest
from shapely.geometry import Point as SPoint

from bot.games.xwing.geometry import (
    BaseSize,
    Maneuver,
    ManeuverError,
    ManeuverPath,
    Pose,
    final_pose,
    template_polygon,
)

# Relative to a ship at the origin facing heading 0 (x = right, y = forward). Values from the reference section 3.2
# (checked there against the TTS_xwing move table) or from its closed forms: straight (0, L + 40 s); bank
# (R(1 - cos 45) + h sin 45, h + R sin 45 + h cos 45); turn (R + h, R + h).
RIGHT_TABLE: dict[tuple[str, str], tuple[float, float, float]] = {
    ("small", "1-straight"): (0.0, 80.0, 0.0),
    ("small", "2-straight"): (0.0, 120.0, 0.0),
    ("small", "3-straight"): (0.0, 160.0, 0.0),
    ("small", "4-straight"): (0.0, 200.0, 0.0),
    ("small", "5-straight"): (0.0, 240.0, 0.0),
    ("small", "1-bank-right"): (37.574, 90.711, 45.0),
    ("small", "2-bank-right"): (52.218, 126.066, 45.0),
    ("small", "3-bank-right"): (66.863, 161.421, 45.0),
    ("small", "1-turn-right"): (55.0, 55.0, 90.0),
    ("small", "2-turn-right"): (82.5, 82.5, 90.0),
    ("small", "3-turn-right"): (110.0, 110.0, 90.0),
    ("small", "1-koiogran"): (0.0, 80.0, 180.0),
    ("small", "2-koiogran"): (0.0, 120.0, 180.0),
    ("small", "3-koiogran"): (0.0, 160.0, 180.0),
    ("small", "4-koiogran"): (0.0, 200.0, 180.0),
    ("small", "5-koiogran"): (0.0, 240.0, 180.0),
    ("small", "0-stop"): (0.0, 0.0, 0.0),
    ("large", "1-straight"): (0.0, 120.0, 0.0),
    ("large", "2-straight"): (0.0, 160.0, 0.0),
    ("large", "3-straight"): (0.0, 200.0, 0.0),
    ("large", "4-straight"): (0.0, 240.0, 0.0),
    ("large", "5-straight"): (0.0, 280.0, 0.0),
    ("large", "1-bank-right"): (51.716, 124.853, 45.0),
    ("large", "2-bank-right"): (66.360, 160.208, 45.0),
    ("large", "3-bank-right"): (81.005, 195.563, 45.0),
    ("large", "1-turn-right"): (75.0, 75.0, 90.0),
    ("large", "2-turn-right"): (102.5, 102.5, 90.0),
    ("large", "3-turn-right"): (130.0, 130.0, 90.0),
    ("large", "1-koiogran"): (0.0, 120.0, 180.0),
    ("large", "2-koiogran"): (0.0, 160.0, 180.0),
    ("large", "3-koiogran"): (0.0, 200.0, 180.0),
    ("large", "4-koiogran"): (0.0, 240.0, 180.0),
    ("large", "5-koiogran"): (0.0, 280.0, 180.0),
    ("large", "0-stop"): (0.0, 0.0, 0.0),
}


def _table() -> list[tuple[str, str, tuple[float, float, float]]]:
    rows = []
    for (size, mid), (x, y, h) in RIGHT_TABLE.items():
        rows.append((size, mid, (x, y, h)))
        if mid.endswith("-right"):  # the left maneuver is the mirror image
            rows.append((size, mid.replace("right", "left"), (-x, y, (360.0 - h) % 360.0)))
    return rows


@pytest.mark.parametrize(("size", "mid", "expected"), _table())
def test_final_pose_table(size: str, mid: str, expected: tuple[float, float, float]) -> None:
    end = final_pose(Pose(0.0, 0.0, 0.0), size, mid)
    assert end.x == pytest.approx(expected[0], abs=1e-3)
    assert end.y == pytest.approx(expected[1], abs=1e-3)
    assert end.heading == pytest.approx(expected[2], abs=1e-9)


def test_table_covers_every_dial_maneuver() -> None:
    ids = {mid for _, mid, _ in _table()}
    assert len(ids) == 5 + 3 * 2 + 3 * 2 + 5 + 1  # straights, banks, turns, K-turns, stop


@pytest.mark.parametrize(("size", "mid", "expected"), _table())
def test_final_pose_rotates_with_the_ship(size: str, mid: str, expected: tuple[float, float, float]) -> None:
    # The same maneuver from (300, 400) facing 90 (east): local right is world -y, local forward is world +x.
    end = final_pose(Pose(300.0, 400.0, 90.0), size, mid)
    assert end.x == pytest.approx(300.0 + expected[1], abs=1e-3)
    assert end.y == pytest.approx(400.0 - expected[0], abs=1e-3)
    assert end.heading == pytest.approx((90.0 + expected[2]) % 360.0, abs=1e-9)


@pytest.mark.parametrize(("size", "mid", "expected"), _table())
def test_slide_path_ends_at_the_closed_form(size: str, mid: str, expected: tuple[float, float, float]) -> None:
    m = Maneuver.parse(mid)
    if m.speed == 0:
        return
    path = ManeuverPath(size, m)
    x, y, dh = path.local_pose(path.u_final)
    assert (x, y) == pytest.approx(expected[:2], abs=1e-3)
    assert (x, y) == pytest.approx(m.local_final(size)[:2], abs=1e-9)
    expected_h = 0.0 if m.bearing.value == "koiogran" else expected[2]
    assert math.isclose((dh - expected_h + 180) % 360 - 180, 0.0, abs_tol=1e-6)
    assert path.local_pose(0.0) == pytest.approx((0.0, 0.0, 0.0), abs=1e-9)


def test_slide_path_keeps_both_guides_on_the_path() -> None:
    # Midway through a 1-turn-right the base's rear and front edge centres are both on the path at chord L.
    path = ManeuverPath("small", "1-turn-right")
    for u in (10.0, 40.0, 55.0, 70.0, 90.0):
        x, y, dh = path.local_pose(u)
        r = math.radians(dh)
        rear = (x - 20 * math.sin(r), y - 20 * math.cos(r))
        assert rear == pytest.approx(path.point(u), abs=1e-9)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("2-bank-left", "2-bank-left"),
        ("2 BANK L", "2-bank-left"),
        ("bank_right_3", "3-bank-right"),
        ("4-koiogran", "4-koiogran"),
        ("4-k", "4-koiogran"),
        ("k-turn 3", "3-koiogran"),
        ("1-straight", "1-straight"),
        ("5 s", "5-straight"),
        ("0-stop", "0-stop"),
        ("stationary", "0-stop"),
        ("3-turn-r", "3-turn-right"),
    ],
)
def test_parse(text: str, expected: str) -> None:
    assert Maneuver.parse(text).id == expected
    assert str(Maneuver.parse(expected)) == expected


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("4-bank-left", "no speed 4"),
        ("6-straight", "no speed 6"),
        ("2-bank", "needs a direction"),
        ("2-straight-left", "has no direction"),
        ("2-loop-left", "unknown word 'loop'"),
        ("bank-left", "no speed"),
        ("", "empty maneuver"),
        ("2-3-bank-left", "two speeds"),
        ("1-stop", "no speed 1"),
    ],
)
def test_parse_rejects_with_a_clear_message(text: str, fragment: str) -> None:
    with pytest.raises(ManeuverError, match=fragment):
        Maneuver.parse(text)


def test_mirrored() -> None:
    assert Maneuver.parse("2-bank-left").mirrored().id == "2-bank-right"
    assert Maneuver.parse("3-straight").mirrored().id == "3-straight"


def test_straight_template_footprint() -> None:
    poly = template_polygon(Pose(100.0, 100.0, 0.0), BaseSize.SMALL, "3-straight")
    assert poly.bounds == pytest.approx((90.0, 120.0, 110.0, 240.0))
    assert poly.area == pytest.approx(20 * 120)
    assert template_polygon(Pose(100.0, 100.0, 0.0), "small", "0-stop").is_empty


@pytest.mark.parametrize(
    "mid", ["1-bank-right", "2-bank-left", "3-bank-right", "1-turn-left", "2-turn-right", "3-turn-left"]
)
def test_curved_template_is_an_annular_sector(mid: str) -> None:
    m = Maneuver.parse(mid)
    poly = template_polygon(Pose(0.0, 0.0, 0.0), "small", m)
    r = m.radius
    assert r is not None
    exact = math.radians(m.arc_degrees) / 2 * ((r + 10) ** 2 - (r - 10) ** 2)
    assert poly.area == pytest.approx(exact, rel=2e-3)
    # Its start sits on the middle of the front edge and its end under the final base's rear edge centre.
    assert poly.distance(SPoint(0.0, 20.0)) < 1e-9
    end = final_pose(Pose(0.0, 0.0, 0.0), "small", m)
    rear = end.to_world(0.0, -20.0)
    assert poly.distance(SPoint(*rear)) < 1e-6
    assert poly.is_valid


def test_partial_template_is_shorter() -> None:
    full = template_polygon(Pose(0.0, 0.0, 0.0), "small", "2-bank-right")
    half = template_polygon(
        Pose(0.0, 0.0, 0.0), "small", "2-bank-right", upto=Maneuver.parse("2-bank-right").template_length / 2
    )
    assert half.area == pytest.approx(full.area / 2, rel=1e-2)
    assert full.buffer(1e-6).contains(half)


def test_pose_rejects_bad_numbers() -> None:
    with pytest.raises(ValueError, match="finite"):
        Pose(float("nan"), 0.0, 0.0)
    assert Pose(0, 0, -45).heading == 315.0
    assert Pose(0, 0, 720).heading == 0.0
