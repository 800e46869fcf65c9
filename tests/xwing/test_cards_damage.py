"""The 14 cards of the core damage deck: one test each, through the match's hooks with scripted dice."""

from __future__ import annotations

from bot.games.xwing import GAME
from bot.games.xwing.flow import ship_stat, skill
from bot.games.xwing.rules import action_effects, difficulty
from tests.xwing.cards_support import action_step, activate, deal, table, to_combat
from tests.xwing.match_support import ScriptedChance, only_prompt, play

H = GAME.hooks
DUEL = [("x", "rookiepilot", "rebel", (450.0, 300.0, 0.0)), ("t", "academypilot", "imperial", (450.0, 380.0, 180.0))]


def faces(state: dict, sid: str) -> list[tuple[str, bool]]:
    return [(d["card"], d["faceup"]) for d in state["ships"][sid]["damage"]]


def test_direct_hit_counts_two_against_hull() -> None:
    c = ScriptedChance()
    state = table(DUEL, shields={"x": 0})
    state = deal(state, c, "x", ["direct_hit"])
    assert faces(state, "x") == [("direct_hit", True)] and not state["ships"]["x"]["destroyed"]
    state = deal(state, c, "x", ["console_fire"], crit=False)  # 2 + 1 = hull 3
    assert state["ships"]["x"]["destroyed"]
    other = deal(table(DUEL, shields={"x": 0}), c, "x", ["console_fire"])
    other = deal(other, ScriptedChance(), "x", ["damaged_engine"], crit=False)
    assert not other["ships"]["x"]["destroyed"]  # two ordinary cards: 2 of 3 hull


def test_blinded_pilot_rolls_no_dice_on_the_next_attack_then_flips() -> None:
    c = ScriptedChance()
    state = to_combat(table(DUEL, faceup={"x": ["blinded_pilot"]}), c)
    c.add("r1:defense:x", ["blank", "blank", "blank"])
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "t"}, c)
    assert state["last_attack"]["attacker"] == "x" and state["last_attack"]["attack_dice"] == []
    assert faces(state, "x") == [("blinded_pilot", False)]
    assert state["ships"]["t"]["damage"] == []


def test_damaged_cockpit_sets_pilot_skill_to_zero_from_the_next_round() -> None:
    c = ScriptedChance()
    state = deal(table(DUEL, shields={"x": 0}), c, "x", ["damaged_cockpit"])
    assert skill(state, H, "x") == 2  # the round it is dealt: unchanged
    state["round"] = 2
    assert skill(state, H, "x") == 0


def test_injured_pilot_blanks_the_pilot_ability_and_elite_talents() -> None:
    ships = [
        ("m", "maulermithel", "imperial", (450.0, 380.0, 180.0)),
        ("x", "rookiepilot", "rebel", (450.0, 300.0, 0.0)),
    ]
    c = ScriptedChance()
    c.add("r1:attack:m", ["hit", "hit", "hit"])  # 2 + 1 (range 1): Mauler's own extra die is ignored
    c.add("r1:defense:m", ["blank", "blank"])
    state = to_combat(table(ships, faceup={"m": ["injured_pilot"]}, upgrades={"m": ["marksmanship"]}), c)
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "x"}, c)
    assert len(state["last_attack"]["attack_dice"]) == 3
    action_state = action_step(table(ships, faceup={"m": ["injured_pilot"]}, upgrades={"m": ["marksmanship"]}), c, "m")
    assert "marksmanship" not in {e.id for e in action_effects(action_state, H, "m")}
    healthy = action_step(table(ships, upgrades={"m": ["marksmanship"]}), c, "m")
    assert "marksmanship" in {e.id for e in action_effects(healthy, H, "m")}


def _bump(faceup: list[str], chance: ScriptedChance) -> dict:
    # T7: the Rookie's straight 4 ends on the Academy Pilot, backs off and touches Black Squadron
    ships = [
        ("x", "rookiepilot", "rebel", (450.0, 100.0, 0.0)),
        ("a", "academypilot", "imperial", (450.0, 330.0, 0.0)),
        ("b", "blacksquadronpilot", "imperial", (455.0, 255.0, 0.0)),
    ]
    return activate(table(ships, faceup={"x": faceup}, shields={"x": 0}), chance, {"x": "4-straight"})


def test_stunned_pilot_suffers_one_damage_after_an_overlapping_maneuver() -> None:
    state = _bump(["stunned_pilot"], ScriptedChance())
    assert state["last_move"]["bumped"]
    assert faces(state, "x") == [("stunned_pilot", True), (state["ships"]["x"]["damage"][1]["card"], False)]
    clean = activate(
        table([*DUEL[:1], ("t", "academypilot", "imperial", (800.0, 800.0, 180.0))], faceup={"x": ["stunned_pilot"]}),
        ScriptedChance(),
        {"x": "2-straight"},
    )
    assert len(clean["ships"]["x"]["damage"]) == 1


def test_console_fire_rolls_at_the_start_of_combat_and_its_action_flips_it() -> None:
    c = ScriptedChance(**{"r1:console_fire:x:0": ["hit"], "r1:console_fire:t:0": ["focus"]})
    state = table(DUEL, faceup={"x": ["console_fire"], "t": ["console_fire"]}, shields={"x": 0})
    state = to_combat(state, c, fire_start=True)
    assert len(state["ships"]["x"]["damage"]) == 2 and len(state["ships"]["t"]["damage"]) == 1
    state = action_step(table(DUEL, faceup={"x": ["console_fire"]}), c, "x")
    state = play(GAME, state, "rebel", {"kind": "action", "effect": "console_fire"}, c)
    assert faces(state, "x") == [("console_fire", False)]  # no roll needed
    assert "console_fire" in state["ships"]["x"]["actions_done"]


def test_damaged_engine_makes_turns_red() -> None:
    state = table(DUEL, faceup={"x": ["damaged_engine"]})
    assert difficulty(state, H, "x", "2-turn-left") == "red"
    assert difficulty(state, H, "x", "3-turn-right") == "red"
    assert difficulty(state, H, "x", "2-bank-left") == "white"
    assert difficulty(state, H, "x", "1-straight") == "green"
    assert difficulty(table(DUEL), H, "x", "2-turn-left") == "white"


def test_damaged_sensor_array_forbids_action_bar_actions_and_its_action_repairs_on_a_hit() -> None:
    c = ScriptedChance()
    state = action_step(table(DUEL, faceup={"t": ["damaged_sensor_array"]}), c, "t")
    assert {e.id for e in action_effects(state, H, "t")} == {"damaged_sensor_array"}
    c.add("r1:damaged_sensor_array:t:action", ["crit"])  # only a hit repairs it
    after = play(GAME, state, "imperial", {"kind": "action", "effect": "damaged_sensor_array"}, c)
    assert faces(after, "t") == [("damaged_sensor_array", True)]
    c2 = ScriptedChance(**{"r1:damaged_sensor_array:t:action": ["hit"]})
    after = play(GAME, state, "imperial", {"kind": "action", "effect": "damaged_sensor_array"}, c2)
    assert faces(after, "t") == [("damaged_sensor_array", False)]


def test_minor_explosion_rolls_when_dealt_then_flips() -> None:
    c = ScriptedChance(**{"r1:minor_explosion:x:1": ["hit"]})
    state = table(DUEL, shields={"x": 0})
    state["deck"].insert(0, "damaged_engine")
    state = deal(state, c, "x", ["minor_explosion"])
    assert faces(state, "x") == [("minor_explosion", False), ("damaged_engine", False)]  # the hit: 1 more card
    c2 = ScriptedChance(**{"r1:minor_explosion:x:1": ["crit"]})
    state = deal(table(DUEL, shields={"x": 0}), c2, "x", ["minor_explosion"])
    assert faces(state, "x") == [("minor_explosion", False)]  # only a hit hurts


def test_minor_hull_breach_rolls_after_a_red_maneuver() -> None:
    far = [("x", "rookiepilot", "rebel", (450.0, 100.0, 0.0)), ("t", "academypilot", "imperial", (100.0, 800.0, 180.0))]
    c = ScriptedChance(**{"r1:minor_hull_breach:x:0": ["hit"]})
    state = activate(table(far, faceup={"x": ["minor_hull_breach"]}, shields={"x": 0}), c, {"x": "4-koiogran"})
    assert len(state["ships"]["x"]["damage"]) == 2
    state = activate(table(far, faceup={"x": ["minor_hull_breach"]}, shields={"x": 0}), c, {"x": "3-straight"})
    assert len(state["ships"]["x"]["damage"]) == 1  # white: no roll


def test_munitions_failure_discards_a_secondary_weapon_then_flips() -> None:
    ships = [
        ("y", "goldsquadronpilot", "rebel", (450.0, 300.0, 0.0)),
        ("t", "academypilot", "imperial", (450.0, 380.0, 180.0)),
    ]
    state = table(ships, upgrades={"y": ["r2astromech", "protontorpedoes", "ioncannonturret"]}, shields={"y": 0})
    state = deal(state, ScriptedChance(), "y", ["munitions_failure"])
    assert state["ships"]["y"]["upgrades"] == ["r2astromech", "ioncannonturret"]
    assert state["ships"]["y"]["discarded"] == ["protontorpedoes"]
    assert faces(state, "y") == [("munitions_failure", False)]


def test_structural_damage_lowers_agility_and_repairs_only_on_a_hit() -> None:
    state = table(DUEL, faceup={"t": ["structural_damage"]})
    assert ship_stat(state, H, "t", "agility") == 2
    state = action_step(state, ScriptedChance(), "t")
    crit = play(
        GAME,
        state,
        "imperial",
        {"kind": "action", "effect": "structural_damage"},
        ScriptedChance(**{"r1:structural_damage:t:action": ["crit"]}),
    )
    assert faces(crit, "t") == [("structural_damage", True)]
    hit = play(
        GAME,
        state,
        "imperial",
        {"kind": "action", "effect": "structural_damage"},
        ScriptedChance(**{"r1:structural_damage:t:action": ["hit"]}),
    )
    assert faces(hit, "t") == [("structural_damage", False)] and ship_stat(hit, H, "t", "agility") == 3


def test_thrust_control_fire_stresses_then_flips() -> None:
    state = deal(table(DUEL, shields={"x": 0}), ScriptedChance(), "x", ["thrust_control_fire"])
    assert state["ships"]["x"]["tokens"]["stress"] == 1
    assert faces(state, "x") == [("thrust_control_fire", False)]


def test_weapon_malfunction_lowers_the_primary_value_and_repairs_on_hit_or_crit() -> None:
    state = table(DUEL, faceup={"x": ["weapon_malfunction"]})
    assert ship_stat(state, H, "x", "attack") == 2
    state = action_step(state, ScriptedChance(), "x")
    crit = play(
        GAME,
        state,
        "rebel",
        {"kind": "action", "effect": "weapon_malfunction"},
        ScriptedChance(**{"r1:weapon_malfunction:x:action": ["crit"]}),
    )
    assert faces(crit, "x") == [("weapon_malfunction", False)] and ship_stat(crit, H, "x", "attack") == 3
    blank = play(
        GAME,
        state,
        "rebel",
        {"kind": "action", "effect": "weapon_malfunction"},
        ScriptedChance(**{"r1:weapon_malfunction:x:action": ["blank"]}),
    )
    assert faces(blank, "x") == [("weapon_malfunction", True)]


def test_card_action_is_the_ships_action_and_a_stressed_ship_cannot_use_it() -> None:
    state = action_step(table(DUEL, faceup={"x": ["console_fire"]}), ScriptedChance(), "x")
    after = play(GAME, state, "rebel", {"kind": "action", "effect": "console_fire"}, ScriptedChance())
    assert after["ships"]["x"]["activated"]  # the one action of the activation was used: no further prompt
    p = only_prompt(GAME, state)
    assert "console_fire" in {o.id for o in p.options}
