"""The X-Wing `warm` hook (issue 17): after it, flying any maneuver of any dial by any base computes no template
outline or flight box on first use."""

from __future__ import annotations

from bot.games.xwing.content import content
from bot.games.xwing.game import XWing
from bot.games.xwing.geometry import maneuvers, movement
from bot.games.xwing.geometry.pose import BaseSize, Pose, ShipBase


def test_after_warm_no_flight_misses_the_outline_or_box_caches() -> None:
    movement.path_box.cache_clear()
    maneuvers._whole_outline.cache_clear()
    XWing().warm()
    boxes, outlines = movement.path_box.cache_info().misses, maneuvers._whole_outline.cache_info().misses
    assert boxes >= 19 and outlines >= 19  # every maneuver of the shipped dials (all small bases)
    for ship_type in content().ships.values():
        for m in (*ship_type.dial, "1-straight"):
            ship = ShipBase(Pose(450.0, 450.0, 0.0), BaseSize.parse(ship_type.base))
            movement.execute_maneuver(ship, m)
            movement.maneuver_flees(
                ShipBase(Pose(20.0, 880.0, 0.0), BaseSize.parse(ship_type.base)), m
            )  # near an edge: boxed
    assert movement.path_box.cache_info().misses == boxes
    assert maneuvers._whole_outline.cache_info().misses == outlines
