"""Squads with upgrades in a real match set-up: costs, slots and unique upgrades are enforced at creation."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.games.xwing import GAME
from bot.games.xwing.squads import from_xws, load_catalog, to_xws


def setup(rebel: Any, imperial: Any, points: int = 100) -> dict[str, Any]:
    return GAME.setup(
        {"squads": {"rebel": rebel, "imperial": imperial}, "points": points, "deployment": "auto"},
        ["rebel", "imperial"],
        Chance("s"),
    )


def test_upgrades_are_fitted_and_paid_for() -> None:
    state = setup(
        [{"pilot": "lukeskywalker", "id": "luke", "upgrades": ["r2d2", "protontorpedoes"]}],
        ["academypilot", "academypilot"],
    )
    assert state["ships"]["luke"]["upgrades"] == ["r2d2", "protontorpedoes"]
    assert state["points"] == {"rebel": 36, "imperial": 24}
    assert state["initiative"] == "imperial"  # fewer points: the Imperial
    with pytest.raises(RuleError, match="costs 36 points, over the 35-point limit"):
        setup([{"pilot": "lukeskywalker", "upgrades": ["r2d2", "protontorpedoes"]}], ["academypilot"], 35)


def test_illegal_upgrades_are_rejected_with_every_problem_listed() -> None:
    with pytest.raises(RuleError) as err:
        setup(
            [
                {"pilot": "rookiepilot", "upgrades": ["marksmanship", "r2d2"]},
                {"pilot": "redsquadronpilot", "upgrades": ["r2d2"]},
            ],
            ["academypilot"],
        )
    msg = err.value.message
    assert "Marksmanship needs an Elite Pilot Talent slot; Rookie Pilot has no such slot" in msg
    assert "R2-D2 is unique but appears 2 times" in msg
    with pytest.raises(RuleError, match="must be a list of upgrade ids"):
        setup([{"pilot": "rookiepilot", "upgrades": "r2d2"}], ["academypilot"])


def test_an_xws_squad_feeds_the_match() -> None:
    cat = load_catalog()
    xws = {
        "faction": "empire",
        "pilots": [
            {
                "name": "darthvader",
                "ship": "tieadvanced",
                "upgrades": {"ept": ["swarmtactics"], "missile": ["clustermissiles"]},
            },
            {"name": "academypilot", "ship": "tiefighter"},
            {"name": "academypilot", "ship": "tiefighter"},
        ],
    }
    squad, problems = from_xws(xws, cat)
    assert problems == [] and squad is not None
    entries = [{"pilot": e.pilot, "upgrades": list(e.upgrades)} for e in squad.ships]
    state = setup(["rookiepilot"], entries)
    assert [s["label"] for s in state["ships"].values() if s["seat"] == "imperial"] == ["DV", "AP1", "AP2"]
    assert state["points"]["imperial"] == 29 + 2 + 4 + 12 + 12
    assert to_xws(squad, cat)["points"] == 59


def test_a_match_accepts_xws_squads_directly() -> None:
    rebels = {
        "faction": "rebels",
        "pilots": [{"name": "Luke Skywalker", "ship": "X-wing", "upgrades": {"amd": ["r2d2"]}}],
    }
    empire = {"faction": "empire", "pilots": [{"name": "academypilot", "ship": "tiefighter"}] * 2}
    state = setup(rebels, empire)
    assert state["ships"]["lukeskywalker"]["upgrades"] == ["r2d2"] and state["points"] == {"rebel": 32, "imperial": 24}
    with pytest.raises(RuleError, match="this XWS squad is Imperial, not rebel"):
        setup(empire, empire)
    with pytest.raises(RuleError, match="unknown upgrade “hullupgrade”"):
        setup(
            {
                "faction": "rebels",
                "pilots": [{"name": "rookiepilot", "ship": "xwing", "upgrades": {"amd": ["hullupgrade"]}}],
            },
            empire,
        )
