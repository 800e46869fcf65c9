"""Barrel rolls: slides, blocked sides, partly blocked sides with legal intervals, the mat edge, large bases."""

from __future__ import annotations

import pytest

from bot.games.xwing.geometry import (
    Pose,
    ShipBase,
    attack_geometry,
    barrel_roll,
    barrel_roll_options,
    square_obstacle,
)


def ship(x: float, y: float, h: float = 0.0, size: str = "small") -> ShipBase:
    return ShipBase(Pose(x, y, h), size)  # type: ignore[arg-type]


XWING = ship(450, 300, 0)
TIE = ship(480, 370, 0)


def test_rulebook_roll_out_of_the_arc() -> None:
    # Digest T2: the Academy Pilot rolls right to get out of the X-wing's arc.
    assert attack_geometry(XWING, TIE).in_arc
    for slide, y in ((0.0, 370.0), (-20.0, 350.0), (20.0, 390.0)):
        r = barrel_roll(TIE, "right", slide, {"x": XWING})
        assert r.legal and r.final == Pose(560, y, 0)
    assert not attack_geometry(XWING, ship(560, 370)).in_arc
    assert not attack_geometry(XWING, ship(560, 350)).in_arc
    assert attack_geometry(XWING, ship(560, 390)).in_arc  # still partly inside the arc


def test_blocked_on_one_side() -> None:
    rock = square_obstacle("rock", 560, 355, 590, 385)
    opts = barrel_roll_options(TIE, {"x": XWING}, [rock])
    assert not opts["right"].possible and opts["right"].choices == {}
    assert "rock" in opts["right"].reason
    assert opts["left"].legal == ((-20.0, 20.0),)
    r = barrel_roll(TIE, "right", 0, {"x": XWING}, [rock])
    assert not r.legal and r.final == TIE.pose and r.blocked_by == ("rock",)
    r = barrel_roll(TIE, "left", "centre", {"x": XWING}, [rock])
    assert r.legal and r.final == Pose(400, 370, 0)


def test_partly_blocked_leaves_an_exact_interval() -> None:
    # A ship ahead-right: the rolled base (x 540..580) overlaps it (y 380..420) for slides above -10 + 0.
    blocker = ship(575, 400, 0)  # base x 555..595, y 380..420
    opts = barrel_roll_options(TIE, {"b": blocker})
    right = opts["right"]
    # rolled base spans y 350+s .. 390+s; overlap when 390 + s > 380, i.e. s > -10
    assert right.legal == ((-20.0, pytest.approx(-10.0)),)
    assert right.choices["back"] == -20.0
    assert right.choices["forward"] == pytest.approx(-10.0)
    assert right.choices["centre"] == pytest.approx(-10.0)  # the legal slide closest to 0
    assert right.allows(-15.0) and not right.allows(0.0)
    assert barrel_roll(TIE, "right", -10.0, {"b": blocker}).legal  # touching is allowed
    bad = barrel_roll(TIE, "right", 5.0, {"b": blocker})
    assert not bad.legal and bad.blocked_by == ("b",) and "legal slides: [-20.00, -10.00]" in bad.reason
    fwd = barrel_roll(TIE, "right", "forward", {"b": blocker})
    assert fwd.legal and fwd.final.y == pytest.approx(360.0)


def test_gap_between_two_blockers() -> None:
    # Rolled right, the base spans y 350+s .. 390+s; blockers leave only slides in [-5, 5].
    low = square_obstacle("low", 545, 300, 575, 345)  # blocks s < -5
    high = square_obstacle("high", 545, 395, 575, 450)  # blocks s > 5
    right = barrel_roll_options(TIE, obstacles=[low, high])["right"]
    assert right.legal == ((pytest.approx(-5.0), pytest.approx(5.0)),)
    assert right.choices["centre"] == 0.0


def test_roll_off_the_mat_is_illegal() -> None:
    edge_ship = ship(860, 300, 0)  # rolling right would put the base at x 920..960
    opts = barrel_roll_options(edge_ship)
    assert not opts["right"].possible and opts["left"].possible
    near_top = ship(450, 880, 0)  # sliding forward would leave the mat: slides up to 914.4 - 20 - 880
    opts = barrel_roll_options(near_top)
    assert opts["left"].legal == ((-20.0, pytest.approx(14.4)),)


def test_large_base_roll() -> None:
    big = ship(400, 400, 90, "large")  # facing east: right is south
    r = barrel_roll(big, "right", 40.0)
    assert r.legal and r.final == Pose(440, 300, 90)
    with pytest.raises(ValueError, match=r"within \[-40, 40\]"):
        barrel_roll(big, "right", 41.0)
    with pytest.raises(ValueError, match=r"within \[-20, 20\]"):
        barrel_roll(ship(400, 400), "left", 25)
    with pytest.raises(ValueError, match="left' or 'right"):
        barrel_roll(ship(400, 400), "up", 0)


def test_roll_template_is_between_the_positions() -> None:
    r = barrel_roll(TIE, "right", 20.0)
    assert r.template.bounds == pytest.approx((500.0, 370.0, 540.0, 390.0))


def test_template_over_an_obstacle_is_allowed_by_default() -> None:
    # An asteroid between the TIE and its rolled position: only the template would cross it.
    rock = square_obstacle("rock", 505, 340, 535, 400)
    assert barrel_roll_options(TIE, obstacles=[rock])["right"].legal == ((-20.0, 20.0),)


def test_template_blocking_option() -> None:
    # With template_blocks (a later official ruling) the template must avoid obstacles too.
    rock = square_obstacle("rock", 505, 340, 535, 400)  # covers every template position
    opts = barrel_roll_options(TIE, obstacles=[rock], template_blocks=True)
    assert not opts["right"].possible and opts["left"].possible
    assert any(b.kind == "template" and b.id == "rock" for b in opts["right"].blockers)
    r = barrel_roll(TIE, "right", 0, obstacles=[rock], template_blocks=True)
    assert not r.legal and r.blocked_by == ("rock",)
    # A rock from y 382 up: the template (20 mm wide, centred at y 370 + offset) is clear for offsets -10..+2, and
    # the ship may sit up to 10 mm either side of the template's centre: slides -20..+12.
    high = square_obstacle("high", 505, 382, 535, 430)
    right = barrel_roll_options(TIE, obstacles=[high], template_blocks=True)["right"]
    assert right.legal == ((-20.0, pytest.approx(12.0)),)
    assert barrel_roll_options(TIE, obstacles=[high])["right"].legal == ((-20.0, 20.0),)
    r = barrel_roll(TIE, "right", 10.0, obstacles=[high], template_blocks=True)
    assert r.legal
    assert r.template.intersection(high.polygon).area < 1e-9  # the drawn template avoids the rock
    assert not barrel_roll(TIE, "right", 13.0, obstacles=[high], template_blocks=True).legal
