"""Mission 3, Whispers in the Dark: satellites, scanning instead of attacking, exits, objectives, reinforcements."""

from __future__ import annotations

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.games.xwing import GAME
from tests.xwing.cards_support import activate, to_combat
from tests.xwing.match_support import ScriptedChance, only_prompt, play

SEATS = ["rebel", "imperial"]
BLACK, OBSIDIAN, RED = "blacksquadronpilot", "obsidiansquadronpilot", "redsquadronpilot"


def mission(sats: tuple[tuple[float, float], ...] = ((240.0, 290.0), (480.0, 190.0))) -> dict:
    c = Chance("m3")
    state = GAME.setup({"mission": "whispers_in_the_dark", "deployment": "auto"}, SEATS, c)
    for x, y in sats:
        state = play(GAME, state, "rebel", {"kind": "whispers_satellite", "x": x, "y": y}, c)
    assert state["phase"] == "planning"
    return state


def pose(state: dict, sid: str, x: float, y: float, h: float) -> None:
    state["ships"][sid]["pose"] = {"x": x, "y": y, "heading": h}


def test_satellite_placement_rules() -> None:
    c = Chance("m3p")
    state = GAME.setup({"mission": "whispers_in_the_dark", "deployment": "auto"}, SEATS, c)
    assert state["mission"]["count"] == 2  # the recommended forces: two satellites
    with pytest.raises(RuleError, match="satellite 1 must be at range 3"):
        play(GAME, state, "rebel", {"kind": "whispers_satellite", "x": 450.0, "y": 190.0}, c)
    with pytest.raises(RuleError, match="beyond range 1 of the left and right edges"):
        play(GAME, state, "rebel", {"kind": "whispers_satellite", "x": 110.0, "y": 290.0}, c)
    state = play(GAME, state, "rebel", {"kind": "whispers_satellite", "x": 240.0, "y": 290.0}, c)
    with pytest.raises(RuleError, match="range 2-3 of at least one other satellite"):
        play(GAME, state, "rebel", {"kind": "whispers_satellite", "x": 700.0, "y": 190.0}, c)  # too far
    with pytest.raises(RuleError, match="range 2-3 of at least one other satellite"):
        play(GAME, state, "rebel", {"kind": "whispers_satellite", "x": 300.0, "y": 190.0}, c)  # too close
    state = play(GAME, state, "rebel", {"kind": "whispers_satellite", "x": 480.0, "y": 190.0}, c)
    assert [s["id"] for s in state["mission"]["satellites"]] == ["s1", "s2"] and state["phase"] == "planning"
    big = GAME.setup(
        {
            "mission": "whispers_in_the_dark",
            "squads": {"rebel": ["rookiepilot"], "imperial": ["academypilot"]},
            "deployment": "auto",
        },
        SEATS,
        c,
    )
    assert big["mission"]["count"] == 4  # 100-point squads: four satellites


def test_an_imperial_ship_on_a_satellite_scans_it_instead_of_attacking() -> None:
    state = mission()
    pose(state, BLACK, 240.0, 300.0, 180.0)  # on s1
    pose(state, OBSIDIAN, 800.0, 800.0, 180.0)
    pose(state, RED, 240.0, 200.0, 0.0)  # in Black's arc at range 1
    c = ScriptedChance()
    state = to_combat(state, c)
    p = only_prompt(GAME, state)
    assert (p.seat, p.context["ship"]) == ("imperial", BLACK) and {"scan:s1", RED} <= {o.id for o in p.options}
    state = play(GAME, state, "imperial", {"kind": "combat_alt", "effect": "scan", "satellite": "s1"}, c)
    s1 = state["mission"]["satellites"][0]
    assert (s1["where"], s1["carrier"]) == ("carried", BLACK)
    assert state["ships"][BLACK]["attacked"] and state["ships"][RED]["damage"] == []  # no attack this round


def test_touching_a_rebel_ship_that_sits_on_a_satellite_allows_a_scan() -> None:
    state = mission()
    pose(state, RED, 480.0, 190.0, 0.0)  # on s2
    pose(state, OBSIDIAN, 480.0, 230.0, 0.0)  # bases touch (gap 0), Obsidian is not on the satellite
    pose(state, BLACK, 800.0, 800.0, 180.0)
    state = to_combat(state, ScriptedChance())
    p = only_prompt(GAME, state)
    assert p.context["ship"] == OBSIDIAN and "scan:s2" in {o.id for o in p.options}


def _carrying(state: dict, sid: str, *sat_ids: str) -> None:
    sats = state["mission"]["satellites"]
    for s in sats:
        if s["id"] in sat_ids:
            s["where"], s["carrier"] = "carried", sid


def test_a_carrier_destroyed_returns_its_satellites_and_all_in_supply_is_a_rebel_win() -> None:
    state = mission()
    _carrying(state, BLACK, "s1", "s2")
    pose(state, BLACK, 450.0, 380.0, 180.0)
    pose(state, RED, 450.0, 300.0, 0.0)
    pose(state, OBSIDIAN, 800.0, 800.0, 180.0)
    state["ships"][BLACK]["damage"] = [{"card": "console_fire", "faceup": False}] * 2
    c = ScriptedChance(**{f"r1:attack:{RED}": ["hit"] * 4, f"r1:defense:{RED}": ["blank"] * 3})
    state = to_combat(state, c)
    state = play(GAME, state, "imperial", {"kind": "pass"}, c)  # Black (PS 4) ties Red and has the initiative
    state = play(GAME, state, "rebel", {"kind": "attack", "target": BLACK}, c)
    assert [s["where"] for s in state["mission"]["satellites"]] == ["supply", "supply"]
    assert state["phase"] == "over" and state["winner"] == "rebel"


def test_rebel_wins_by_destroying_every_imperial_ship() -> None:
    state = mission()
    state["ships"][OBSIDIAN]["destroyed"] = True
    pose(state, BLACK, 450.0, 380.0, 180.0)
    pose(state, RED, 450.0, 300.0, 0.0)
    state["ships"][BLACK]["damage"] = [{"card": "console_fire", "faceup": False}] * 2
    c = ScriptedChance(**{f"r1:attack:{RED}": ["hit"] * 4, f"r1:defense:{RED}": ["blank"] * 3})
    state = play(GAME, to_combat(state, c), "imperial", {"kind": "pass"}, c)
    state = play(GAME, state, "rebel", {"kind": "attack", "target": BLACK}, c)
    assert state["winner"] == "rebel" and "every Imperial ship" in state["win_reason"]


def test_imperial_wins_when_a_carrier_flees_through_its_edge_after_the_last_scan() -> None:
    state = mission()
    _carrying(state, BLACK, "s1", "s2")
    pose(state, BLACK, 450.0, 850.0, 0.0)
    state = activate(state, ScriptedChance(), {BLACK: "2-straight"})
    assert state["phase"] == "over" and state["winner"] == "imperial"
    assert not state["ships"][BLACK]["fled"]  # it left the battle, it was not destroyed


def test_fleeing_before_the_last_scan_destroys_the_ship_and_drops_its_satellite() -> None:
    state = mission()
    _carrying(state, BLACK, "s1")  # s2 is still out there
    pose(state, BLACK, 450.0, 850.0, 0.0)
    state = activate(state, ScriptedChance(), {BLACK: "2-straight"})
    assert state["ships"][BLACK]["fled"] and state["phase"] != "over"
    assert [s["where"] for s in state["mission"]["satellites"]] == ["supply", "field"]


def test_rebel_reinforcements_after_a_rebel_loss() -> None:
    state = mission()
    pose(state, RED, 450.0, 300.0, 0.0)
    pose(state, BLACK, 450.0, 380.0, 180.0)
    pose(state, OBSIDIAN, 800.0, 800.0, 180.0)
    state["ships"][RED]["shields"] = 0
    state["ships"][RED]["damage"] = [{"card": "console_fire", "faceup": False}] * 2
    c = ScriptedChance(**{f"r1:attack:{BLACK}": ["hit"] * 3, f"r1:defense:{BLACK}": ["blank"] * 2})
    state = to_combat(state, c)
    state = play(GAME, state, "imperial", {"kind": "attack", "target": RED}, c)  # Black (PS 4) ties Red: first
    state = play(GAME, state, "rebel", {"kind": "pass"}, c)  # the doomed Red may still fire: it passes
    assert state["ships"][RED]["destroyed"] and state["phase"] != "over"  # no Imperial win by destruction
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("rebel", "whispers_in_the_dark_reinforce")
    state = play(GAME, state, "rebel", dict(p.options[0].action), c)
    assert state["ships"]["reinforcement-1"]["pilot"] == "rookiepilot" and state["round"] == 2
