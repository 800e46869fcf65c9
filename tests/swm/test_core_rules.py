"""SWM core rules on the Test Corridor with scripted d20s; each test names its rule id (sw-miniatures.md §2)."""

from __future__ import annotations

import pytest

from bot.core.protocol import RuleError
from bot.games.swm.game import GAME
from bot.games.swm.targeting import targets
from tests.swm.support import Dice, arena, events, option_ids, play


def test_swm_9_1_hit_when_d20_plus_attack_reaches_defense_and_damage_is_removed() -> None:
    # Militia +5 against Line Trooper Defense 13 (adjacent: no cover): 8 + 5 = 13 hits for 10 damage
    s = arena(
        {"L1": ("g-l-militia", (3, 1)), "D1": ("g-d-trooper", (2, 1)), "D2": ("g-d-trooper", (2, 8))}, active="L1"
    )
    s, evs = events(s, "light", {"kind": "attack", "target": "D1"}, Dice([8]))
    rolled = next(e for e in evs if e.kind == "attack_rolled").payload["attack"]
    assert (rolled["natural"], rolled["attack"], rolled["defense"], rolled["hit"]) == (8, 5, 13, True)
    assert s["figures"]["D1"]["defeated"] and s["figures"]["D1"]["hp"] == 0  # SWM-9.4
    s2 = arena(
        {"L1": ("g-l-militia", (3, 1)), "D1": ("g-d-trooper", (2, 1)), "D2": ("g-d-trooper", (2, 8))}, active="L1"
    )
    s2 = play(s2, "light", {"kind": "attack", "target": "D1"}, Dice([7]))  # 12 < 13: a miss
    assert s2["figures"]["D1"]["hp"] == 10 and not s2["figures"]["D1"]["defeated"]


def test_swm_9_2_natural_20_hits_and_doubles_damage_but_not_against_a_droid() -> None:
    # Militia (+5, Damage 10) against a Rifleman (Defense 15, 30 HP): a natural 20 deals 20
    s = arena({"D1": ("g-d-trooper", (3, 1)), "L1": ("g-l-rifleman", (2, 1))}, active="D1")
    s = play(s, "dark", {"kind": "attack", "target": "L1"}, Dice([20]))
    assert s["figures"]["L1"]["hp"] == 10
    # against a Combat Droid (Droid): hit automatically, damage not doubled
    s = arena({"L1": ("g-l-rifleman", (3, 1)), "D1": ("g-d-walker", (1, 1))}, active="L1")
    s = play(s, "light", {"kind": "attack", "target": "D1"}, Dice([20]))
    assert s["figures"]["D1"]["hp"] == 80


def test_swm_9_3_natural_1_misses_whatever_the_bonus() -> None:
    # Guardian Knight +12 against Defense 12 would hit on any roll, but a natural 1 misses
    s = arena({"L1": ("g-l-knight", (3, 1)), "D1": ("g-d-droid", (2, 1))}, active="L1")
    s, evs = events(s, "light", {"kind": "attack", "target": "D1"}, Dice([1]))
    rolled = next(e for e in evs if e.kind == "attack_rolled").payload["attack"]
    assert rolled["natural"] == 1 and not rolled["hit"] and s["figures"]["D1"]["hp"] == 10


def test_swm_8_2_a_low_object_on_the_line_gives_cover_plus_4_and_8_3_not_next_to_the_attacker() -> None:
    # low object at F2 (5,1) between L1 at L2 (11,1) and D1 at C2 (2,1): cover, Defense 13 + 4 = 17
    s = arena({"L1": ("g-l-militia", (11, 1)), "D1": ("g-d-trooper", (2, 1))}, active="L1")
    assert targets(s, "L1") == [("D1", True)]
    s, evs = events(s, "light", {"kind": "attack", "target": "D1"}, Dice([11]))  # 16 < 17
    rolled = next(e for e in evs if e.kind == "attack_rolled").payload["attack"]
    assert rolled["defense"] == 17 and rolled["cover"] and not rolled["hit"]
    # SWM-8.3: the attacker at G2 (6,1) stands next to the low object: no cover
    s = arena({"L1": ("g-l-militia", (6, 1)), "D1": ("g-d-trooper", (2, 1))}, active="L1")
    assert targets(s, "L1") == [("D1", False)]


def test_swm_7_3_an_enemy_in_cover_only_when_it_is_the_nearest() -> None:
    # D1 at C2 is in cover (the low object F2); D2 at I3 (8,2) is nearer and in the open: D1 may not be attacked
    s = arena(
        {"L1": ("g-l-militia", (11, 1)), "D1": ("g-d-trooper", (2, 1)), "D2": ("g-d-trooper", (8, 2))}, active="L1"
    )
    assert targets(s, "L1") == [("D2", False)]
    with pytest.raises(RuleError) as err:
        GAME.act(s, "light", {"kind": "attack", "target": "D1"}, Dice([20]))
    assert "not a legal target" in err.value.message and err.value.rule == "SWM-7"


def test_swm_7_2_an_adjacent_enemy_must_be_attacked_first() -> None:
    s = arena(
        {"L1": ("g-l-militia", (3, 1)), "D1": ("g-d-trooper", (4, 1)), "D2": ("g-d-trooper", (3, 5))}, active="L1"
    )
    assert targets(s, "L1") == [("D1", False)]


def test_swm_7_1_no_attack_without_line_of_sight_through_the_central_block() -> None:
    # the central block (walls round the pits, columns F-I, rows 4-7) hides J6 (9,5) from E5 (4,4)
    s = arena({"L1": ("g-l-militia", (4, 4)), "D1": ("g-d-trooper", (9, 5))}, active="L1")
    assert targets(s, "L1") == []


def test_swm_5_1_move_6_then_attack_but_not_after_moving_7() -> None:
    s = arena({"L1": ("g-l-militia", (12, 1)), "D1": ("g-d-trooper", (1, 7))}, active="L1")
    s = play(s, "light", {"kind": "move", "to": [12, 7]}, Dice())  # 6 squares south down column M
    assert s["turn"]["moved"] == 6 and s["figures"]["L1"]["at"] == [12, 7]
    assert "attack:D1" in option_ids(s)
    s2 = arena({"L1": ("g-l-militia", (12, 1)), "D1": ("g-d-trooper", (1, 7))}, active="L1")
    s2 = play(s2, "light", {"kind": "move", "to": [12, 5]}, Dice())  # 4 squares
    s2 = play(s2, "light", {"kind": "move", "to": [9, 5]}, Dice())  # +3 = 7: a run, no attack
    assert s2["turn"]["moved"] == 7 and not any(i.startswith("attack") for i in option_ids(s2))
    with pytest.raises(RuleError) as err:
        GAME.act(s2, "light", {"kind": "attack", "target": "D1"}, Dice())
    assert err.value.rule == "SWM-5.1"
    # SWM-5.1 (c): 12 in all
    with pytest.raises(RuleError) as err:
        GAME.act(s2, "light", {"kind": "move", "to": [9, 1]}, Dice())
    assert "cannot be reached with the 5 squares left" in err.value.message


def test_swm_5_1_b_attack_then_move_6() -> None:
    s = arena({"L1": ("g-l-militia", (12, 7)), "D1": ("g-d-trooper", (4, 7))}, active="L1")
    s = play(s, "light", {"kind": "attack", "target": "D1"}, Dice([2]))
    assert s["turn"]["attacks"] == 1 and s["stage"] == "turn"
    with pytest.raises(RuleError):
        GAME.act(s, "light", {"kind": "move", "to": [11, 1]}, Dice())  # 5 north + 1 diagonal = 7 > 6
    s = play(s, "light", {"kind": "move", "to": [12, 1]}, Dice())  # 6 squares north
    assert s["turn"] is None  # nothing left: the turn ended by itself


def test_swm_6_1_diagonal_costs_2() -> None:
    s = arena({"L1": ("g-l-militia", (10, 5)), "D1": ("g-d-trooper", (1, 1))}, active="L1")
    s = play(s, "light", {"kind": "move", "path": [[10, 5], [11, 6]]}, Dice())  # 11,6 open
    assert s["turn"]["moved"] == 2


def test_swm_6_6_difficult_terrain_costs_double() -> None:
    s = arena({"L1": ("g-l-militia", (8, 1)), "D1": ("g-d-trooper", (1, 8))}, active="L1")
    s = play(s, "light", {"kind": "move", "path": [[8, 1], [9, 1]]}, Dice())  # J2 is difficult
    assert s["turn"]["moved"] == 2


def test_swm_6_4_no_move_through_an_enemy_but_6_3_through_an_ally() -> None:
    # row 3 (y=3) is the corridor x 0..4; a dark trooper at C4 (2,3) blocks a light militia moving west on it
    s = arena(
        {"L1": ("g-l-militia", (3, 3)), "L2": ("g-l-militia", (2, 4)), "D1": ("g-d-trooper", (12, 8))}, active="L1"
    )
    s = play(s, "light", {"kind": "move", "path": [[3, 3], [2, 3], [1, 3]]}, Dice())
    assert s["figures"]["L1"]["at"] == [1, 3]
    with pytest.raises(RuleError) as err:
        GAME.act(
            arena(
                {"L1": ("g-l-militia", (3, 1)), "L2": ("g-l-militia", (12, 8)), "D1": ("g-d-trooper", (2, 1))},
                active="L1",
            ),
            "light",
            {"kind": "move", "path": [[3, 1], [2, 1], [1, 1]]},
            Dice(),
        )
    assert "blocked" in err.value.message


def test_swm_4_2_initiative_ties_are_rerolled_and_the_winner_chooses() -> None:
    s = GAME.setup({"squads": {"light": ["g-l-militia"], "dark": ["g-d-trooper"]}}, ("light", "dark"), Dice())
    s = play(s, "dark", {"kind": "place_auto"}, Dice())
    s, evs = events(s, "light", {"kind": "place_auto"}, Dice([7, 7, 3, 12]))
    ini = next(e for e in evs if e.kind == "initiative").payload
    assert ini["rolls"] == [[7, 7], [3, 12]] and ini["winner"] == "dark"
    (prompt,) = GAME.prompts(s)
    assert prompt.seat == "dark" and prompt.kind == "first"


def test_swm_3_2_the_dark_side_sets_up_first_in_its_zone() -> None:
    s = GAME.setup({"squads": {"light": ["g-l-militia"], "dark": ["g-d-trooper"]}}, ("light", "dark"), Dice())
    (prompt,) = GAME.prompts(s)
    assert prompt.seat == "dark" and prompt.kind == "deploy"
    squares = [o.action["at"] for o in prompt.options or () if o.action["kind"] == "place"]
    assert [0, 3] in squares and [3, 3] in squares and [4, 3] not in squares  # within 4 of the Blast Door
    with pytest.raises(RuleError):
        GAME.act(s, "light", {"kind": "place_auto"}, Dice())
    s = play(s, "dark", {"kind": "place", "figure": "D1", "at": [3, 3]}, Dice())
    assert s["figures"]["D1"]["at"] == [3, 3]
    (prompt,) = GAME.prompts(s)
    assert prompt.seat == "light"
    # A-5 off: not on the square just behind the door
    s = GAME.setup(
        {"squads": {"light": ["g-l-militia"], "dark": ["g-d-trooper"]}, "rules": {"A-5": False}},
        ("light", "dark"),
        Dice(),
    )
    squares = [o.action["at"] for o in GAME.prompts(s)[0].options or () if o.action["kind"] == "place"]
    assert [0, 3] not in squares and [1, 3] in squares


def _three_against_one() -> dict:
    s = arena(
        {
            "L1": ("g-l-militia", (12, 8)),
            "D1": ("g-d-trooper", (1, 1)),
            "D2": ("g-d-trooper", (1, 2)),
            "D3": ("g-d-trooper", (2, 1)),
        }
    )
    return s


def test_swm_4_4_the_side_with_more_characters_acts_all_in_its_last_phase() -> None:
    s = _three_against_one()
    # light activates its one character, then dark activates all three in one phase (A-6 default)
    s["phase"] = {"seat": "light", "left": 1, "number": 1}
    s = play(s, "light", {"kind": "activate", "figure": "L1"}, Dice())
    s = play(s, "light", {"kind": "end"}, Dice())
    assert s["phase"] == {"seat": "dark", "left": 3, "number": 2}
    # A-6 "two_at_a_time": phases of two go on
    s = _three_against_one()
    s["opts"]["rules"]["A-6"] = "two_at_a_time"
    s["phase"] = {"seat": "light", "left": 1, "number": 1}
    s = play(s, "light", {"kind": "activate", "figure": "L1"}, Dice())
    s = play(s, "light", {"kind": "end"}, Dice())
    assert s["phase"] == {"seat": "dark", "left": 2, "number": 2}


def test_swm_4_5_round_ends_when_all_activated_and_a_new_initiative_is_rolled() -> None:
    s = arena({"L1": ("g-l-militia", (12, 8)), "D1": ("g-d-trooper", (1, 1))})
    s["phase"] = {"seat": "light", "left": 1, "number": 1}
    s = play(s, "light", {"kind": "activate", "figure": "L1"}, Dice())
    s = play(s, "light", {"kind": "end"}, Dice())
    s = play(s, "dark", {"kind": "activate", "figure": "D1"}, Dice())
    s, evs = events(s, "dark", {"kind": "end"}, Dice([15, 4]))
    kinds = [e.kind for e in evs]
    assert kinds[kinds.index("round_ended") :][:3] == ["round_ended", "round_started", "initiative"]
    assert s["round"] == 2 and not s["figures"]["L1"]["activated"]


def test_swm_1_1_victory_when_every_enemy_is_defeated() -> None:
    s = arena({"L1": ("g-l-militia", (3, 1)), "D1": ("g-d-trooper", (2, 1))}, active="L1")
    s = play(s, "light", {"kind": "attack", "target": "D1"}, Dice([15]))
    out = GAME.outcome(s)
    assert out is not None and out.winners == ("light",) and GAME.prompts(s) == []


def test_round_limit_points_on_the_table_decide_and_it_is_off_by_default() -> None:
    s = arena({"L1": ("g-l-rifleman", (12, 8)), "D1": ("g-d-trooper", (1, 1))})
    assert s["opts"]["round_limit"] == 0
    s["opts"]["round_limit"] = 1
    s["phase"] = {"seat": "light", "left": 1, "number": 1}
    s = play(s, "light", {"kind": "activate", "figure": "L1"}, Dice())
    s = play(s, "light", {"kind": "end"}, Dice())
    s = play(s, "dark", {"kind": "activate", "figure": "D1"}, Dice())
    s = play(s, "dark", {"kind": "end"}, Dice())
    out = GAME.outcome(s)
    assert out is not None and out.winners == ("light",) and "12 to 6" in out.reason


def test_swm_6_11_counting_distance_is_the_grids_on_every_square_one_may_stand_on() -> None:
    from bot.games.grid import SWM_RULES, Terrain, distances, load_map
    from bot.games.swm.board import _counted

    for map_id in ("test-corridor", "duel-hall"):
        b = load_map("swm", map_id)
        doors = tuple(d.open for d in b.doors)
        for src in b.squares():
            if b.at(src) in (Terrain.BLOCKING, Terrain.PIT):
                continue
            grid = {sq: d for sq, d in distances(b, SWM_RULES, [src]).items() if b.at(sq) is not Terrain.PIT}
            assert dict(_counted(map_id, doors, (src,))) == grid, (map_id, src)


def test_roll_swm_and_the_game_share_one_d20_attack_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    """/roll swm and a match's attack both resolve through bot.games.swm.dice (one source): a changed rule there
    changes both (here: a house rule where every roll misses)."""
    from bot.games.swm import dice
    from bot.quick.swm_dice import roll_swm

    assert roll_swm("+30 vs 10", seed="x").details["hit"]
    s = arena({"L1": ("g-l-knight", (3, 1)), "D1": ("g-d-droid", (2, 1)), "D2": ("g-d-droid", (2, 8))}, active="L1")
    assert play(s, "light", {"kind": "attack", "target": "D1"}, Dice([15]))["figures"]["D1"]["defeated"]
    monkeypatch.setattr(dice, "outcome", lambda natural, attack, defense: (False, False, "house rule: miss"))
    assert not roll_swm("+30 vs 10", seed="x").details["hit"]
    assert not play(s, "light", {"kind": "attack", "target": "D1"}, Dice([15]))["figures"]["D1"]["defeated"]
