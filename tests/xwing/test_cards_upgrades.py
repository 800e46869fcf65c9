"""Astromechs and elite talents of the core set and wave 1: one test each, through the match."""

from __future__ import annotations

from bot.games.xwing import GAME
from bot.games.xwing import hooks as HW
from bot.games.xwing.flow import Flow, ship_stat, skill
from bot.games.xwing.rules import action_effects, difficulty, start_end_phase
from tests.xwing.cards_support import action_step, activate, deal, option_ids, table, to_combat
from tests.xwing.match_support import ScriptedChance, only_prompt, play

H = GAME.hooks
FAR_TIE = ("t", "academypilot", "imperial", (100.0, 800.0, 180.0))


def test_r2d2_recovers_a_shield_after_a_green_maneuver() -> None:
    ships = [("l", "lukeskywalker", "rebel", (450.0, 100.0, 0.0)), FAR_TIE]
    green = activate(table(ships, upgrades={"l": ["r2d2"]}, shields={"l": 1}), ScriptedChance(), {"l": "1-straight"})
    assert green["ships"]["l"]["shields"] == 2
    white = activate(table(ships, upgrades={"l": ["r2d2"]}, shields={"l": 1}), ScriptedChance(), {"l": "3-straight"})
    assert white["ships"]["l"]["shields"] == 1
    full = activate(table(ships, upgrades={"l": ["r2d2"]}), ScriptedChance(), {"l": "2-straight"})
    assert full["ships"]["l"]["shields"] == 2  # never above the shield value


def test_r2f2_action_gives_plus_one_agility_this_round() -> None:
    ships = [
        ("x", "rookiepilot", "rebel", (450.0, 100.0, 0.0)),
        ("t", "academypilot", "imperial", (450.0, 300.0, 180.0)),
    ]
    state = action_step(table(ships, upgrades={"x": ["r2f2"]}), ScriptedChance(), "x")
    assert ship_stat(state, H, "x", "agility") == 2
    state = play(GAME, state, "rebel", {"kind": "action", "effect": "r2f2"}, ScriptedChance())
    assert "r2f2" in state["ships"]["x"]["actions_done"]
    assert ship_stat(state, H, "x", "agility") == 3
    state["round"] += 1
    assert ship_stat(state, H, "x", "agility") == 2


def test_r2_astromech_makes_speed_1_and_2_maneuvers_green() -> None:
    ships = [("y", "goldsquadronpilot", "rebel", (450.0, 100.0, 0.0)), FAR_TIE]
    state = table(ships, upgrades={"y": ["r2astromech"]})
    assert difficulty(state, H, "y", "1-bank-left") == "green"  # white on the Y-wing dial
    assert difficulty(state, H, "y", "2-turn-right") == "green"
    assert difficulty(state, H, "y", "3-bank-left") == "white"
    assert difficulty(table(ships), H, "y", "1-bank-left") == "white"
    state["ships"]["y"]["damage"] = [{"card": "damaged_engine", "faceup": True}]
    assert difficulty(state, H, "y", "2-turn-right") == "red"  # the damage card's "treat as red" is applied last


def test_r5d8_action_repairs_a_facedown_card_on_evade_or_focus() -> None:
    ships = [("y", "goldsquadronpilot", "rebel", (450.0, 100.0, 0.0)), FAR_TIE]
    state = table(ships, upgrades={"y": ["r5d8"]})
    state["ships"]["y"]["damage"] = [{"card": "console_fire", "faceup": True}, {"card": "direct_hit", "faceup": False}]
    state = action_step(state, ScriptedChance(), "y")
    ok = play(
        GAME, state, "rebel", {"kind": "action", "effect": "r5d8"}, ScriptedChance(**{"r1:r5d8:defense:y": ["focus"]})
    )
    assert ok["ships"]["y"]["damage"] == [{"card": "console_fire", "faceup": True}]
    assert ok["discard"][-1] == "direct_hit"
    miss = play(
        GAME, state, "rebel", {"kind": "action", "effect": "r5d8"}, ScriptedChance(**{"r1:r5d8:defense:y": ["blank"]})
    )
    assert len(miss["ships"]["y"]["damage"]) == 2


def test_r5k6_relocks_after_spending_the_lock_on_an_evade() -> None:
    ships = [
        ("x", "rookiepilot", "rebel", (450.0, 300.0, 0.0)),
        ("t", "academypilot", "imperial", (450.0, 380.0, 180.0)),
    ]

    def run(face: str) -> dict:
        c = ScriptedChance(
            **{
                "r1:attack:x": ["blank", "hit", "hit", "hit"],
                "r1:attack:x:lock": ["hit"],
                "r1:defense:x": ["evade", "evade", "evade"],
                "r1:r5k6:defense:x:0": [face],
            }
        )
        state = to_combat(table(ships, upgrades={"x": ["r5k6"]}, lock={"x": "t"}), c)
        state = play(GAME, state, "rebel", {"kind": "attack", "target": "t"}, c)
        return play(GAME, state, "rebel", {"kind": "modify", "effect": "target_lock", "dice": [0]}, c)

    again = run("evade")
    assert again["ships"]["x"]["lock"]["target"] == "t"
    assert any("spends its target lock" in line for line in again["log"])
    assert any(line.startswith("R5-K6:") for line in again["log"])
    assert run("focus")["ships"]["x"]["lock"] is None


def test_r5_astromech_flips_a_faceup_ship_card_of_the_players_choice_in_the_end_phase() -> None:
    ships = [("x", "rookiepilot", "rebel", (450.0, 100.0, 0.0)), FAR_TIE]
    state = table(ships, upgrades={"x": ["r5astromech"]})
    state["ships"]["x"]["damage"] = [
        {"card": "blinded_pilot", "faceup": True},
        {"card": "console_fire", "faceup": True},
        {"card": "direct_hit", "faceup": True},
    ]
    state["phase"] = "combat"
    flow = Flow(state, ScriptedChance(), H)
    start_end_phase(flow)
    p = only_prompt(GAME, flow.s)
    assert (p.seat, p.kind) == ("rebel", "r5_astromech")
    assert option_ids(p) == {"console_fire", "direct_hit", "none"}  # never a Pilot card
    state = play(GAME, flow.s, "rebel", {"kind": "r5_astromech", "card": "console_fire"}, ScriptedChance())
    assert [d["faceup"] for d in state["ships"]["x"]["damage"]] == [True, False, True]  # one card per End phase
    assert state["phase"] == "planning" and state["round"] == 2
    declined = play(GAME, flow.s, "rebel", {"kind": "r5_astromech", "card": None}, ScriptedChance())
    assert [d["faceup"] for d in declined["ships"]["x"]["damage"]] == [True, True, True]


def test_determination_discards_faceup_pilot_cards_unresolved() -> None:
    ships = [
        ("b", "blacksquadronpilot", "imperial", (450.0, 800.0, 180.0)),
        ("x", "rookiepilot", "rebel", (450.0, 100.0, 0.0)),
    ]
    state = deal(table(ships, upgrades={"b": ["determination"]}), ScriptedChance(), "b", ["blinded_pilot"])
    assert state["ships"]["b"]["damage"] == [] and state["discard"] == ["blinded_pilot"]
    state = deal(state, ScriptedChance(), "b", ["console_fire"])
    assert state["ships"]["b"]["damage"] == [{"card": "console_fire", "faceup": True}]  # Ship cards stay
    plain = deal(table(ships), ScriptedChance(), "b", ["blinded_pilot"])
    assert plain["ships"]["b"]["damage"] == [{"card": "blinded_pilot", "faceup": True}]


def test_marksmanship_turns_focus_into_one_crit_and_hits_this_round() -> None:
    ships = [
        ("l", "lukeskywalker", "rebel", (450.0, 300.0, 0.0)),
        ("t", "academypilot", "imperial", (450.0, 380.0, 180.0)),
    ]
    c = ScriptedChance(**{"r1:attack:l": ["focus", "focus", "hit", "blank"], "r1:defense:l": ["blank"] * 3})
    state = action_step(table(ships, upgrades={"l": ["marksmanship"]}), c, "l")
    state = play(GAME, state, "rebel", {"kind": "action", "effect": "marksmanship"}, c)
    assert state["phase"] == "combat"
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "t"}, c)
    assert option_ids(only_prompt(GAME, state)) == {"marksmanship", "done"}
    state = play(GAME, state, "rebel", {"kind": "modify", "effect": "marksmanship"}, c)
    assert [d["face"] for d in state["last_attack"]["attack_dice"]] == ["crit", "hit", "hit", "blank"]


def test_swarm_tactics_lets_the_player_pick_a_friend_at_range_1_for_the_combat_phase() -> None:
    ships = [
        ("b", "blacksquadronpilot", "imperial", (450.0, 800.0, 180.0)),
        ("a", "academypilot", "imperial", (540.0, 800.0, 180.0)),
        ("far", "academypilot", "imperial", (100.0, 800.0, 180.0)),
        ("x", "rookiepilot", "rebel", (450.0, 600.0, 0.0)),  # in range: combat waits for an attack
    ]
    state = table(ships, upgrades={"b": ["swarmtactics"]})
    state["phase"] = "combat"
    flow = Flow(state, ScriptedChance(), H)
    flow.hooks.fire(HW.COMBAT_START, flow, {})
    p = only_prompt(GAME, flow.s)
    assert (p.kind, option_ids(p)) == ("swarm_tactics", {"a", "none"})  # "far" is beyond range 1
    state = play(GAME, flow.s, "imperial", {"kind": "swarm_tactics", "ship": "a"}, ScriptedChance())
    assert skill(state, H, "a") == 4 and skill(state, H, "far") == 1
    state["phase"] = "end"
    assert skill(state, H, "a") == 1  # only until the end of the Combat phase
    nobody = play(GAME, flow.s, "imperial", {"kind": "swarm_tactics", "ship": None}, ScriptedChance())
    assert skill(nobody, H, "a") == 1  # "may": declined


def test_expert_handling_free_barrel_roll_stress_without_the_icon_and_lock_removal() -> None:
    ships = [
        ("x", "rookiepilot", "rebel", (450.0, 300.0, 0.0)),
        ("t", "academypilot", "imperial", (450.0, 700.0, 180.0)),
    ]
    state = action_step(table(ships, upgrades={"x": ["experthandling"]}, lock={"t": "x"}), ScriptedChance(), "x")
    opts = option_ids(only_prompt(GAME, state))
    assert "experthandling:right:centre:t" in opts and "experthandling:left:back:-" in opts
    state = play(
        GAME,
        state,
        "rebel",
        {"kind": "action", "effect": "experthandling", "side": "right", "slide": 0.0, "unlock": "t"},
        ScriptedChance(),
    )
    x = state["ships"]["x"]
    assert x["pose"] == {"x": 530.0, "y": 300.0, "heading": 0.0}
    assert x["tokens"]["stress"] == 1  # the X-wing has no barrel roll icon
    assert state["ships"]["t"]["lock"] is None
    tie = [
        ("b", "blacksquadronpilot", "imperial", (450.0, 700.0, 180.0)),
        ("x", "rookiepilot", "rebel", (100.0, 100.0, 0.0)),
    ]
    state = action_step(table(tie, upgrades={"b": ["experthandling"]}), ScriptedChance(), "b")
    state = play(
        GAME,
        state,
        "imperial",
        {"kind": "action", "effect": "experthandling", "side": "left", "slide": 0.0},
        ScriptedChance(),
    )
    assert state["ships"]["b"]["tokens"]["stress"] == 0
    busy = action_step(table(tie, upgrades={"b": ["experthandling"]}), ScriptedChance(), "b")
    busy["ships"]["b"]["actions_done"] = ["barrel_roll"]
    assert "experthandling" not in {e.id for e in action_effects(busy, H, "b")}  # no second barrel roll this round


def test_squad_leader_gives_a_lower_skill_friend_a_free_action_at_once() -> None:
    ships = [
        ("s", "stormsquadronpilot", "imperial", (450.0, 700.0, 180.0)),
        ("a", "academypilot", "imperial", (540.0, 700.0, 180.0)),
        ("b", "blacksquadronpilot", "imperial", (360.0, 700.0, 180.0)),  # same skill 4: not eligible
        ("x", "rookiepilot", "rebel", (450.0, 450.0, 0.0)),
    ]
    state = action_step(table(ships, upgrades={"s": ["squadleader"]}), ScriptedChance(), "s")
    assert {"squadleader:a"} == {o for o in option_ids(only_prompt(GAME, state)) if o.startswith("squadleader")}
    state = play(GAME, state, "imperial", {"kind": "action", "effect": "squadleader", "ship": "a"}, ScriptedChance())
    p = only_prompt(GAME, state)
    assert (p.kind, p.context["ship"]) == ("action", "a") and {"focus", "evade", "skip"} <= option_ids(p)
    state = play(GAME, state, "imperial", {"kind": "action", "effect": "focus"}, ScriptedChance())
    assert state["ships"]["a"]["tokens"]["focus"] == 1 and state["ships"]["s"]["activated"]
