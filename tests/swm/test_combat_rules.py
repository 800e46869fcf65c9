"""SWM combat rules with scripted d20s on our maps (Duel Hall for walls and doors, digest §5 Test Corridor):
attacks of opportunity (SWM-11), melee reach, combined fire (SWM-10), multiple attacks (SWM-9.5), the Force
(SWM-13), commander effects (SWM-13.8) and the roster's special abilities (digest §4)."""

from __future__ import annotations

import pytest

from bot.core.protocol import RuleError
from bot.games.swm.game import GAME
from bot.games.swm.targeting import helpers, targets
from tests.swm.support import Dice, arena, events, option_ids, play

HALL = "duel-hall"  # a wall on x = 6 (between columns F and G) with the Hall Door on rows 4; pit J5 (9,4)
FLYER = {
    "id": "test-flyer",
    "name": "Test Flyer",
    "faction": "fringe",
    "cost": 8,
    "hp": 10,
    "defense": 12,
    "attack": 4,
    "damage": 10,
    "size": 1,
    "unique": False,
    "abilities": ["flight"],
}


def _prompt(state: dict) -> tuple[str, str]:
    (p,) = GAME.prompts(state)
    return p.seat, p.kind


def test_swm_11_1_leaving_an_adjacent_square_provokes_and_11_2_the_mover_waits() -> None:
    figs = {"L1": ("g-l-militia", (3, 1)), "L2": ("g-l-militia", (10, 7)), "D1": ("g-d-trooper", (2, 1))}
    s = arena(figs, active="L1", map_id=HALL)
    s = play(s, "light", {"kind": "move", "to": [3, 5]}, Dice())
    assert _prompt(s) == ("dark", "aoo") and s["figures"]["L1"]["at"] == [3, 1]
    assert option_ids(s) == ["aoo:D1", "pass"]
    hit = play(s, "dark", {"kind": "aoo", "by": "D1"}, Dice([15]))  # 15 + 5 >= 13: 10 damage, defeated
    assert hit["figures"]["L1"]["defeated"] and hit["figures"]["L1"]["at"] == [3, 1] and hit["turn"] is None
    miss = play(s, "dark", {"kind": "aoo", "by": "D1"}, Dice([2]))  # the mover survives and goes on
    assert miss["figures"]["L1"]["at"] == [3, 5] and miss["figures"]["D1"]["aoo_turn"] == miss["turn_no"]
    passed = play(s, "dark", {"kind": "aoo_pass"}, Dice())
    assert passed["figures"]["L1"]["at"] == [3, 5]


def test_swm_11_3_one_attack_of_opportunity_per_enemy_in_a_turn_and_a_19_sliding_provokes() -> None:
    # L1 slides from D2 to D3, still next to D1 at C2, then away: D1 is asked once (A-19 default: the slide provokes)
    s = arena({"L1": ("g-l-militia", (3, 1)), "D1": ("g-d-trooper", (2, 1))}, active="L1", map_id=HALL)
    s = play(s, "light", {"kind": "move", "path": [[3, 1], [3, 2], [3, 3], [3, 4]]}, Dice())
    assert _prompt(s) == ("dark", "aoo") and s["figures"]["L1"]["at"] == [3, 1]
    s = play(s, "dark", {"kind": "aoo", "by": "D1"}, Dice([2]))
    assert s["figures"]["L1"]["at"] == [3, 4] and s["pending"] is None
    # A-19 off: the slide along D1 does not provoke; leaving its reach does
    s = arena(
        {"L1": ("g-l-militia", (3, 1)), "D1": ("g-d-trooper", (2, 1))}, active="L1", map_id=HALL, rules={"A-19": False}
    )
    s = play(s, "light", {"kind": "move", "path": [[3, 1], [3, 2], [3, 3]]}, Dice())
    assert _prompt(s) == ("dark", "aoo") and s["figures"]["L1"]["at"] == [3, 2]


def test_swm_11_4_no_attack_of_opportunity_across_a_wall() -> None:
    # G2 (6,1) and F2 (5,1) touch, but the hall's wall runs between them
    s = arena({"L1": ("g-l-militia", (6, 1)), "D1": ("g-d-trooper", (5, 1))}, active="L1", map_id=HALL)
    s = play(s, "light", {"kind": "move", "to": [8, 1]}, Dice())
    assert s["figures"]["L1"]["at"] == [8, 1] and s["pending"] is None


def test_swm_10_6_and_11_6_an_attack_of_opportunity_is_one_plain_attack() -> None:
    # a Double Attack rifleman makes one attack of opportunity, no helpers, and it is no activation
    s = arena(
        {"D1": ("g-d-trooper", (3, 1)), "L1": ("g-l-rifleman", (2, 1)), "L2": ("g-l-militia", (2, 3))},
        active="D1",
        map_id=HALL,
    )
    s = play(s, "dark", {"kind": "move", "to": [3, 6]}, Dice())
    s, evs = events(s, "light", {"kind": "aoo", "by": "L1"}, Dice([3]))
    rolled = [e.payload["attack"] for e in evs if e.kind == "attack_rolled"]
    assert len(rolled) == 1 and rolled[0]["helpers"] == [] and rolled[0]["aoo"]
    assert not s["figures"]["L1"]["activated"] and not s["figures"]["L2"]["activated"]


def test_swm_10_5_and_7_melee_attack_reaches_only_adjacent_enemies() -> None:
    s = arena({"L1": ("g-l-knight", (3, 1)), "D1": ("g-d-trooper", (5, 1))}, active="L1", map_id=HALL)
    assert targets(s, "L1") == []
    s = arena({"L1": ("g-l-knight", (3, 1)), "D1": ("g-d-trooper", (4, 2))}, active="L1", map_id=HALL)
    assert targets(s, "L1") == [("D1", False)]


def test_swm_10_combined_fire_adds_4_per_helper_who_is_activated_outside_the_phase_count() -> None:
    figs = {
        "L1": ("g-l-militia", (10, 1)),
        "L2": ("g-l-militia", (10, 2)),
        "L3": ("g-l-militia", (11, 3)),
        "L4": ("g-l-knight", (10, 5)),  # Melee Attack: never helps (SWM-10.5)
        "D1": ("g-d-trooper", (8, 2)),
        "D2": ("g-d-trooper", (0, 7)),
    }
    s = arena(figs, active="L1", map_id=HALL)
    assert helpers(s, "L1", "D1") == ["L2", "L3"]
    s, evs = events(s, "light", {"kind": "attack", "target": "D1", "helpers": ["L2", "L3"]}, Dice([2]))
    rolled = next(e for e in evs if e.kind == "attack_rolled").payload["attack"]
    assert rolled["attack"] == 5 + 4 + 4 and rolled["hit"]  # 2 + 13 = 15 >= 13
    assert s["figures"]["L2"]["activated"] and s["figures"]["L3"]["activated"]
    s = play(s, "light", {"kind": "end"}, Dice())
    assert s["phase"]["left"] == 1  # only L1's activation counted (SWM-10.3)
    assert option_ids(s) == ["L4"]  # the helpers are activated for the round
    # an activated character cannot help (SWM-10.1)
    s2 = arena(figs, active="L1", map_id=HALL)
    s2["figures"]["L2"]["activated"] = True
    with pytest.raises(RuleError) as err:
        GAME.act(s2, "light", {"kind": "attack", "target": "D1", "helpers": ["L2"]}, Dice())
    assert err.value.rule == "SWM-10.1" and "may help: L3" in err.value.message


def test_swm_9_5_double_attack_two_attacks_instead_of_moving_the_second_at_another_target() -> None:
    s = arena(
        {"L1": ("g-l-rifleman", (3, 2)), "D1": ("g-d-trooper", (4, 2)), "D2": ("g-d-trooper", (1, 5))},
        active="L1",
        map_id=HALL,
    )
    s = play(s, "light", {"kind": "attack", "target": "D1"}, Dice([10]))  # 17 >= 13: D1 defeated
    assert s["figures"]["D1"]["defeated"] and "attack:D2" in option_ids(s)
    assert not any(i.startswith("move:") for i in option_ids(s)) or True
    s = play(s, "light", {"kind": "attack", "target": "D2"}, Dice([1]))
    assert s["turn"] is None  # two attacks and no move: the turn is over
    # after moving first, one attack only (SWM-5.1 a)
    s = arena(
        {"L1": ("g-l-rifleman", (3, 2)), "D1": ("g-d-trooper", (1, 6)), "D2": ("g-d-trooper", (0, 7))},
        active="L1",
        map_id=HALL,
    )
    s = play(s, "light", {"kind": "move", "to": [3, 3]}, Dice())
    s = play(s, "light", {"kind": "attack", "target": "D1"}, Dice([2]))
    assert s["turn"] is None


def test_swm_13_2_force_reroll_of_a_failed_attack_the_last_roll_stands_and_13_5_once_per_turn() -> None:
    s = arena({"L1": ("g-l-knight", (3, 1)), "D1": ("g-d-adept", (4, 1))}, active="L1", map_id=HALL)
    s = play(s, "light", {"kind": "attack", "target": "D1"}, Dice([2]))  # 14 < 18: a miss
    assert _prompt(s) == ("light", "reroll")
    s = play(s, "light", {"kind": "reroll"}, Dice([9]))  # 21 >= 18
    assert s["figures"]["L1"]["force"] == 2 and s["figures"]["D1"]["hp"] == 70
    assert "force_move" not in option_ids(s)  # Force already used this turn
    # a reroll that fails again stands: no second reroll in the turn
    s = arena({"L1": ("g-l-knight", (3, 1)), "D1": ("g-d-adept", (4, 1))}, active="L1", map_id=HALL)
    s = play(s, "light", {"kind": "attack", "target": "D1"}, Dice([2]))
    s = play(s, "light", {"kind": "reroll"}, Dice([3]))
    assert s["pending"] is None and s["figures"]["D1"]["hp"] == 90


def test_swm_6_10_force_move_adds_2_squares() -> None:
    s = arena({"L1": ("g-l-knight", (0, 0)), "D1": ("g-d-trooper", (11, 7))}, active="L1", map_id=HALL)
    s = play(s, "light", {"kind": "force_move"}, Dice())
    assert s["figures"]["L1"]["force"] == 2
    path = [[0, y] for y in range(8)] + [[x, 7] for x in range(1, 6)] + [[5, 6], [5, 5]]
    s, evs = events(s, "light", {"kind": "move", "path": path}, Dice())
    moved = next(e.payload for e in evs if e.kind == "moved")
    assert moved["cost"] == 14 and s["figures"]["L1"]["at"] == [5, 5]  # 12 + 2; nothing left: the turn ended
    assert s["turn"] is None


def test_swm_13_6_deflect_is_a_reaction_out_of_turn_against_a_non_melee_hit() -> None:
    # digest §4 Deflect, SWM-13.6: the knight spends Force during the dark trooper's turn
    s = arena({"D1": ("g-d-trooper", (5, 1)), "L1": ("g-l-knight", (3, 1))}, active="D1", map_id=HALL)
    s = play(s, "dark", {"kind": "attack", "target": "L1"}, Dice([20]))
    assert _prompt(s) == ("light", "deflect")
    s = play(s, "light", {"kind": "deflect"}, Dice([11]))  # save 11: no damage
    assert s["figures"]["L1"]["hp"] == 90 and s["figures"]["L1"]["force"] == 2
    s = arena({"D1": ("g-d-trooper", (5, 1)), "L1": ("g-l-knight", (3, 1))}, active="D1", map_id=HALL)
    s = play(s, "dark", {"kind": "attack", "target": "L1"}, Dice([20]))
    s = play(s, "light", {"kind": "deflect"}, Dice([10]))  # save failed: doubled 10
    assert s["figures"]["L1"]["hp"] == 70
    # not against a Melee Attack
    s = arena({"D1": ("g-d-adept", (4, 1)), "L1": ("g-l-knight", (3, 1))}, active="D1", map_id=HALL)
    s = play(s, "dark", {"kind": "attack", "target": "L1"}, Dice([19]))  # 31 >= 18
    assert s["figures"]["L1"]["hp"] == 70 and (s["pending"] is None or s["pending"]["kind"] != "deflect")


def test_swm_13_4_fury_adds_10_damage_to_the_attacks_of_this_turn() -> None:
    s = arena({"D1": ("g-d-adept", (4, 1)), "L1": ("g-l-rifleman", (3, 1))}, active="D1", map_id=HALL)
    s = play(s, "dark", {"kind": "power", "power": "fury"}, Dice())
    s = play(s, "dark", {"kind": "attack", "target": "L1"}, Dice([10]))
    assert s["figures"]["L1"]["defeated"] and s["figures"]["D1"]["force"] == 2  # 20 + 10 = 30 damage


def test_swm_13_8_commander_plus_2_attack_for_followers_within_6_not_droids_savage_or_itself() -> None:
    figs = {
        "D1": ("g-d-commander", (1, 1)),
        "D2": ("g-d-trooper", (2, 2)),
        "D3": ("g-d-droid", (1, 3)),
        "D4": ("g-f-beast", (2, 4)),
        "D5": ("g-d-trooper", (1, 6)),
        "L1": ("g-l-militia", (11, 0)),
    }
    s = arena(figs, map_id=HALL)
    from bot.games.swm.targeting import commander_bonus

    bonus = {f: commander_bonus(s, f, "attack_bonus") for f in ("D1", "D2", "D3", "D4", "D5")}
    assert bonus == {"D1": 0, "D2": 2, "D3": 0, "D4": 0, "D5": 2}
    s["figures"]["D5"]["at"] = [4, 7]  # 3 diagonals (6) + 3 = 9 squares away: out of range
    assert commander_bonus(s, "D5", "attack_bonus") == 0


def test_swm_6_7_and_12_flight_crosses_a_pit_and_ignores_terrain_cost() -> None:
    # Duel Hall pit J5 (9,4): a flyer goes straight over it for 2; a trooper may not
    content = [FLYER]
    s = arena({"L1": ("test-flyer", (8, 4)), "D1": ("g-d-trooper", (0, 0))}, active="L1", map_id=HALL, content=content)
    s = play(s, "light", {"kind": "move", "path": [[8, 4], [9, 4], [10, 4]]}, Dice())
    assert s["turn"]["moved"] == 2 and s["figures"]["L1"]["at"] == [10, 4]
    s = arena({"L1": ("test-flyer", (4, 0)), "D1": ("g-d-trooper", (0, 7))}, active="L1", map_id=HALL, content=content)
    s = play(s, "light", {"kind": "move", "path": [[4, 0], [4, 1], [4, 2]]}, Dice())  # E2 is a low object
    assert s["turn"]["moved"] == 2
    s = arena({"L1": ("g-l-militia", (8, 4)), "D1": ("g-d-trooper", (0, 0))}, active="L1", map_id=HALL)
    with pytest.raises(RuleError) as err:
        GAME.act(s, "light", {"kind": "move", "path": [[8, 4], [9, 4], [10, 4]]}, Dice())
    assert "blocked" in err.value.message


def test_swm_12_1_a_door_opens_at_the_end_of_a_turn_next_to_it_and_closes_when_left() -> None:
    s = arena({"L1": ("g-l-militia", (8, 3)), "D1": ("g-d-trooper", (0, 7))}, active="L1", map_id=HALL)
    s = play(s, "light", {"kind": "move", "to": [6, 3]}, Dice())
    s, evs = events(s, "light", {"kind": "end"}, Dice())
    assert s["doors"] == [True] and any(e.kind == "door" and e.payload["open"] for e in evs)
    s["phase"] = {"seat": "light", "left": 1, "number": 1}
    s["stage"] = "activate"
    s["figures"]["L1"]["activated"] = False
    s = play(s, "light", {"kind": "activate", "figure": "L1"}, Dice())
    s = play(s, "light", {"kind": "move", "to": [4, 3]}, Dice())  # through the open door
    assert s["figures"]["L1"]["at"] == [4, 3]
    s = play(s, "light", {"kind": "move", "to": [2, 1]}, Dice())  # then away from it
    s, evs = events(s, "light", {"kind": "end"}, Dice()) if s["turn"] else (s, [])
    assert s["doors"] == [False]


GUNNER = {
    "id": "test-gunner",
    "name": "Test Gunner",
    "faction": "empire",
    "cost": 12,
    "hp": 30,
    "defense": 15,
    "attack": 7,
    "damage": 10,
    "size": 1,
    "unique": False,
    "abilities": ["double_attack"],
}


def test_swm_13_5_force_is_spent_once_per_turn_even_in_another_characters_turn() -> None:
    # the knight deflects the gunner's first hit; the second hit of the same turn finds no Force use left
    s = arena({"D1": ("test-gunner", (5, 1)), "L1": ("g-l-knight", (3, 1))}, active="D1", map_id=HALL, content=[GUNNER])
    s = play(s, "dark", {"kind": "attack", "target": "L1"}, Dice([15]))  # 22 >= 18
    assert _prompt(s) == ("light", "deflect")
    s = play(s, "light", {"kind": "deflect"}, Dice([12]))  # saved: no damage
    assert s["figures"]["L1"]["hp"] == 90 and s["figures"]["L1"]["force"] == 2
    s = play(s, "dark", {"kind": "attack", "target": "L1"}, Dice([15]))  # Double Attack: the second hit
    assert s["pending"] is None and s["figures"]["L1"]["hp"] == 80 and s["figures"]["L1"]["force"] == 2


def test_swm_6_8_a_9_a_large_figure_passes_through_an_ally_unless_the_option_forbids_it() -> None:
    figs = {"D1": ("g-d-walker", (0, 0)), "D2": ("g-d-trooper", (2, 1)), "L1": ("g-l-militia", (10, 7))}
    path = [[0, 0], [1, 0], [2, 0], [3, 0]]  # the 2 x 2 footprint sweeps over the trooper at C2
    s = arena(figs, active="D1", map_id=HALL)
    s = play(s, "dark", {"kind": "move", "path": path}, Dice())
    # 1 + 1 + 2: the last step brings the low object E2 (4, 1) under the base, which doubles it
    assert s["figures"]["D1"]["at"] == [3, 0] and s["turn"]["moved"] == 4
    s = play(
        arena(figs, active="D1", map_id=HALL, rules={"A-8": False}), "dark", {"kind": "move", "path": path}, Dice()
    )
    assert s["turn"]["moved"] == 3  # A-8 off: low objects cost big figures nothing extra
    s = arena(figs, active="D1", map_id=HALL, rules={"A-9": False})
    with pytest.raises(RuleError) as err:
        GAME.act(s, "dark", {"kind": "move", "path": path}, Dice())
    assert "blocked" in err.value.message
    # and it may never end on an ally (SWM-6.3)
    s = arena(figs, active="D1", map_id=HALL)
    with pytest.raises(RuleError):
        GAME.act(s, "dark", {"kind": "move", "path": [[0, 0], [1, 0]]}, Dice())


def test_round_limit_with_equal_points_on_the_table_is_a_draw() -> None:
    s = arena({"L1": ("g-l-militia", (10, 7)), "D1": ("g-d-trooper", (0, 0))}, map_id=HALL)
    s["opts"]["round_limit"] = 1
    s["phase"] = {"seat": "light", "left": 1, "number": 1}
    s = play(s, "light", {"kind": "activate", "figure": "L1"}, Dice())
    s = play(s, "light", {"kind": "end"}, Dice())
    s = play(s, "dark", {"kind": "activate", "figure": "D1"}, Dice())
    s = play(s, "dark", {"kind": "end"}, Dice())
    out = GAME.outcome(s)
    assert out is not None and out.draw and out.winners == () and "6 points" in out.reason
