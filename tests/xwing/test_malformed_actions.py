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
    with pytest.raises(RuleError, match=r"unknown or unplayable mission .*; playable: hide_and_seek"):
        GAME.setup({"mission": bad}, SEATS, Chance("x"))
