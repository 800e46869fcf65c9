"""Audit of the Planning phase against the rulebook's planning example (RU L290-300, digest T1)."""

from __future__ import annotations

import pytest

from bot.core.protocol import RuleError
from bot.games.xwing import GAME
from tests.xwing.match_support import ScriptedChance, play, scenario

SHIPS = [
    ("obsidian", "obsidiansquadronpilot", "imperial", (300, 800, 180)),
    ("rookie", "rookiepilot", "rebel", (450, 100, 0)),
    ("academy", "academypilot", "imperial", (600, 800, 180)),
]


def test_planning_example_dials_in_any_order_secret_until_revealed_and_activation_waits_for_all() -> None:
    chance = ScriptedChance()
    state = scenario(SHIPS, chance=chance)
    assert {(p.seat, p.context["ship"]) for p in GAME.prompts(state)} == {
        ("imperial", "obsidian"),
        ("rebel", "rookie"),
        ("imperial", "academy"),
    }
    # Rejected: maneuvers not on the ship's dial (an X-wing has no 5 straight, a TIE no 1 bank).
    with pytest.raises(RuleError, match="not on the X-wing dial"):
        GAME.act(state, "rebel", {"kind": "dial", "ship": "rookie", "maneuver": "5-straight"}, chance)
    with pytest.raises(RuleError, match="not on the TIE Fighter dial"):
        GAME.act(state, "imperial", {"kind": "dial", "ship": "academy", "maneuver": "1-bank-left"}, chance)
    # The Imperial sets Obsidian first, then the Rebel, then the Imperial's second ship: the order is free.
    state = play(GAME, state, "imperial", {"kind": "dial", "ship": "obsidian", "maneuver": "3-bank-right"}, chance)
    state = play(GAME, state, "rebel", {"kind": "dial", "ship": "rookie", "maneuver": "2-bank-right"}, chance)
    assert state["phase"] == "planning"  # one ship still lacks a dial: no activation yet
    assert [p.context["ship"] for p in GAME.prompts(state)] == ["academy"]
    rebel_view = {s["id"]: s["dial"] for s in GAME.view(state, "rebel")["ships"]}
    assert rebel_view["obsidian"]["committed"] and rebel_view["obsidian"]["maneuver"] is None  # face down
    assert rebel_view["rookie"]["maneuver"] == "2-bank-right"  # a player may look at his own dials
    with pytest.raises(RuleError, match="already set"):
        GAME.act(state, "rebel", {"kind": "dial", "ship": "rookie", "maneuver": "1-straight"}, chance)
    state = play(GAME, state, "imperial", {"kind": "dial", "ship": "academy", "maneuver": "1-turn-left"}, chance)
    assert state["phase"] == "activation"
    # Activation in ascending skill: the Academy Pilot (PS 1) has revealed and flown; nobody else has.
    revealed = {s["id"]: s["dial"]["maneuver"] for s in GAME.view(state, None)["ships"]}
    assert revealed == {"obsidian": None, "rookie": None, "academy": "1-turn-left"}
