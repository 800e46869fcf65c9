"""Malformed values in X-Wing actions and options are refused with a RuleError a player can read (issue 12: a ship
id given as a list or an object, a mission given as an object, once ended in GameBug with Python's exception text)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.games.xwing import GAME
from tests.xwing.match_support import only_prompt, scenario

SEATS = ["rebel", "imperial"]


@pytest.mark.parametrize("bad", [[], [[]], {}, {"a": 1}])
def test_a_dial_for_a_ship_that_is_not_an_id_is_a_rule_error(bad: Any) -> None:
    state = scenario(
        [("luke", "lukeskywalker", "rebel", (450, 100, 0)), ("nb", "nightbeast", "imperial", (450, 800, 180))]
    )
    with pytest.raises(RuleError, match="no ship"):
        GAME.act(state, "rebel", {"kind": "dial", "ship": bad, "maneuver": "2-straight"}, Chance("x"))


@pytest.mark.parametrize("bad", [[], [[]], {}, {"a": 1}, None])
def test_an_attack_on_a_target_that_is_not_an_id_is_a_rule_error(bad: Any) -> None:
    # Combat (rulebook p.10): the attacker names one enemy ship in arc and range; anything else is refused
    state = scenario(
        [("luke", "lukeskywalker", "rebel", (450, 300, 0)), ("nb", "nightbeast", "imperial", (450, 500, 180))],
        phase="combat",
    )
    p = only_prompt(GAME, state)
    assert p.kind == "target" and p.seat == "rebel"
    with pytest.raises(RuleError, match="cannot attack"):
        GAME.act(state, "rebel", {"kind": "attack", "target": bad}, Chance("x"))


@pytest.mark.parametrize("bad", [{}, [], ["hide_and_seek"], 3])
def test_a_mission_option_that_is_not_a_name_lists_the_playable_missions(bad: Any) -> None:
    with pytest.raises(RuleError, match=r"unknown or unplayable mission .*; playable: `hide_and_seek`"):
        GAME.setup({"mission": bad}, SEATS, Chance("x"))


@pytest.mark.parametrize(
    "pose",
    [
        {"x": 400, "y": 864.4, "heading": 1e308},
        {"x": 400, "y": 864.4, "heading": float("inf")},
        {"x": float("nan"), "y": 864.4, "heading": 180},
        {"x": 400, "y": "NaN", "heading": 180},
        {"x": 1e308, "y": 864.4, "heading": 180},
        {"x": 400, "y": -5, "heading": 180},
    ],
)
def test_a_deploy_pose_outside_the_allowed_ranges_is_refused_naming_them(pose: dict[str, Any]) -> None:
    # issue 12: heading 1e308 and NaN coordinates were accepted in a deploy (Setup step 5: a pose on the mat)
    chance = Chance("place")
    state = GAME.setup({}, SEATS, chance)
    with pytest.raises(RuleError, match=r"x and y from 0 to 914\.4 mm, heading from -360 to 360 degrees") as err:
        GAME.act(state, "imperial", {"kind": "deploy", **pose}, chance)
    assert err.value.code == "malformed"
    GAME.act(state, "imperial", {"kind": "deploy", "x": 400, "y": 864.4, "heading": -180}, chance)  # in range: fine


@pytest.mark.parametrize("field", ["kind", "ship", "maneuver"])
def test_a_huge_value_is_echoed_cut_short_in_a_rule_error(field: str) -> None:
    # Fluent refuses placeables over 1,000 characters: a refusal echoing 5,000 typed characters once became GameBug
    state = scenario(
        [("luke", "lukeskywalker", "rebel", (450, 100, 0)), ("nb", "nightbeast", "imperial", (450, 800, 180))]
    )
    action = {"kind": "dial", "ship": "luke", "maneuver": "2-straight", field: "a" * 5000}
    with pytest.raises(RuleError) as err:
        GAME.act(state, "rebel", action, Chance("x"))
    text = str(err.value)
    assert "a" * 39 + "…" in text and "a" * 41 not in text  # the typed value cut at 40 characters
