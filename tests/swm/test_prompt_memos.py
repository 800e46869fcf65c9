"""What SWM's prompts keep between builds (issue 17, decoding stored matches at start-up) is what they would build
afresh: the deployment zones per board, rules and zone (sw-miniatures.md §5, A-4 "within 4 squares of the door",
counted as movement) and the example squads per roster, options and side (SWM-3.1)."""

from __future__ import annotations

import itertools

import pytest

from bot.core.chance import Chance
from bot.games.grid import movement
from bot.games.swm import setup as S
from bot.games.swm.board import base_map, move_rules
from bot.games.swm.game import GAME


@pytest.mark.parametrize("map_id", ["test-corridor", "duel-hall"])
def test_kept_zones_are_the_zones_counted_afresh(map_id: str) -> None:
    board = base_map(map_id)
    checked = 0
    for size, zone in itertools.product((1, 2, 3), ("light_start", "dark_start")):
        state = GAME.setup({"map": map_id}, ("light", "dark"), Chance("zones"))
        for a8, a11 in itertools.product((True, False), repeat=2):
            state["opts"]["rules"]["A-8"], state["opts"]["rules"]["A-11"] = a8, a11
            rules = move_rules(state, size)
            kept = movement.zone_squares(board, rules, zone)
            assert kept == movement._zone_squares(board, rules, zone)
            assert movement.zone_squares(board, rules, zone) is kept  # asked again: the kept one
            checked += 1
    assert checked == 24


def test_kept_example_squads_follow_the_roster_and_the_points() -> None:
    small = GAME.setup({"points": 20}, ("light", "dark"), Chance("squads"))
    large = GAME.setup({"points": 100}, ("light", "dark"), Chance("squads"))
    for state in (small, large, small, large):  # the second time from the memo
        for side in ("light", "dark"):
            assert S.fixtures(state, side) == S._fixtures(state, side)
    guns = {p: dict(S.fixtures(s, "light"))["fringe"]["characters"] for p, s in ((20, small), (100, large))}
    assert len(guns[20]) < len(guns[100])  # Hired Guns as many as the points buy (at most 6)
    own = GAME.setup({"points": 100}, ("light", "dark"), Chance("squads"))
    own["roster"] = {k: v for k, v in own["roster"].items() if k != "g-f-merc"} | {
        "g-f-merc": {**own["roster"]["g-f-merc"], "cost": 50}
    }
    assert S.fixtures(own, "light") == S._fixtures(own, "light")
    assert len(dict(S.fixtures(own, "light"))["fringe"]["characters"]) == 2  # 100 points buy two at 50
