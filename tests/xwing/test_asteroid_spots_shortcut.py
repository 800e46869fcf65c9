"""Mission 2 (Hide and Seek) asteroid spots and the missions' set-up zones: the boxes checked before shapely's
distances (issue 17, decoding a stored match in set-up) refuse exactly what the full check refuses: an asteroid
within range 1 of a Rebel ship or of another asteroid, or on any ship (bot/games/xwing/missions/hide_and_seek.py);
a base on another ship (missions/common.py)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from shapely.geometry import Polygon

from bot.core.chance import Chance
from bot.games.xwing import GAME
from bot.games.xwing.geometry.reasons import Why, why
from bot.games.xwing.missions import hide_and_seek as M
from bot.games.xwing.missions.common import BAND, base, inside_mat, overlaps_ship


def _reference(state: dict[str, Any], ob: dict[str, Any]) -> Why | None:
    """The check as first written: every ship and asteroid measured."""
    poly = Polygon(ob["points"])
    if not inside_mat(poly):
        return why("asteroid_on_mat")
    for ship in state["ships"].values():
        if ship["destroyed"] or ship["pose"] is None:
            continue
        gap = base(ship["pose"], ship["base"]).distance(poly)
        if ship["seat"] == "rebel" and gap <= BAND:
            return why("near_rebel", ship=ship["id"])
        if gap <= 1e-6:
            return why("would_overlap", ship=ship["id"])
    for other in state["obstacles"]:
        if Polygon(other["points"]).distance(poly) <= BAND:
            return why("near_asteroid", id=other["id"])
    return None


@pytest.mark.parametrize("seed", range(6))
def test_every_spot_is_judged_as_the_full_check_judges_it(seed: int) -> None:
    rng = random.Random(seed)
    state = GAME.setup({"mission": "hide_and_seek", "deployment": "auto"}, ["rebel", "imperial"], Chance(f"a{seed}"))
    for ship in state["ships"].values():  # ships scattered over the mat, some near the spots
        ship["pose"] = {"x": rng.uniform(30, 880), "y": rng.uniform(30, 880), "heading": rng.uniform(0, 360)}
    state["obstacles"] = [M._asteroid(state, rng.uniform(100, 800), rng.uniform(100, 800), 0.0) for _ in range(2)]
    refused = allowed = 0
    for y in M.SPOT_Y:
        for x in M.SPOT_X:
            for dx in (0.0, 37.0, -55.0):
                ob = M._asteroid(state, x + dx, y + dx, 0.0)
                got = M.asteroid_error(state, ob)
                assert got == _reference(state, ob), (x + dx, y + dx)
                refused += got is not None
                allowed += got is None
    assert refused > 5 and allowed > 5


def test_boxes_apart() -> None:
    assert M._apart((0, 0, 10, 10), (20, 0, 30, 10)) == 10.0
    assert M._apart((0, 0, 10, 10), (13, 14, 20, 20)) == 5.0  # corner to corner: 3-4-5
    assert M._apart((0, 0, 10, 10), (5, 5, 20, 20)) == 0.0


@pytest.mark.parametrize("seed", range(4))
def test_overlapping_a_ship_is_found_as_measuring_every_ship_finds_it(seed: int) -> None:
    # missions' set-up zones refuse a base on another ship (missions/common.py placement_error): boxes first
    rng = random.Random(seed)
    state = GAME.setup({"mission": "hide_and_seek", "deployment": "auto"}, ["rebel", "imperial"], Chance(f"o{seed}"))
    for ship in state["ships"].values():
        ship["pose"] = {"x": rng.uniform(100, 800), "y": rng.uniform(100, 800), "heading": rng.uniform(0, 360)}
    found = 0
    for _ in range(300):
        size = rng.choice(["small", "large"])
        poly = base({"x": rng.uniform(60, 850), "y": rng.uniform(60, 850), "heading": rng.uniform(0, 360)}, size)
        want = next(
            (
                o
                for o, s in state["ships"].items()
                if not s["destroyed"]
                and s["pose"] is not None
                and base(s["pose"], s["base"]).intersection(poly).area > 1e-6
            ),
            None,
        )
        assert overlaps_ship(state, None, poly) == want
        found += want is not None
    assert found > 3
