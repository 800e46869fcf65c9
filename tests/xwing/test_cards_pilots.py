"""Pilot abilities of the wave-1 ships: one test each, with concrete positions and scripted dice."""

from __future__ import annotations

from bot.games.xwing import GAME, space
from bot.games.xwing.rules import legal_targets
from tests.xwing.cards_support import action_step, activate, option_ids, table, to_combat
from tests.xwing.match_support import ScriptedChance, only_prompt, play

H = GAME.hooks


def faces(dice: list[dict]) -> list[str]:
    return [d["face"] for d in dice]


def test_wedge_antilles_lowers_the_defenders_agility() -> None:
    ships = [
        ("w", "wedgeantilles", "rebel", (450.0, 300.0, 0.0)),
        ("t", "academypilot", "imperial", (450.0, 380.0, 180.0)),
    ]
    c = ScriptedChance(**{"r1:attack:w": ["hit"] * 4, "r1:defense:w": ["evade", "evade"]})  # agility 3 - 1 = 2 dice
    state = play(GAME, to_combat(table(ships), c), "rebel", {"kind": "attack", "target": "t"}, c)
    assert len(state["last_attack"]["defense_dice"]) == 2
    plain = [("w", "rookiepilot", "rebel", (450.0, 300.0, 0.0)), ships[1]]
    c2 = ScriptedChance(**{"r1:attack:w": ["hit"] * 4, "r1:defense:w": ["evade"] * 3})
    state = play(GAME, to_combat(table(plain), c2), "rebel", {"kind": "attack", "target": "t"}, c2)
    assert len(state["last_attack"]["defense_dice"]) == 3


def test_luke_skywalker_turns_one_focus_into_an_evade_when_defending() -> None:
    ships = [
        ("l", "lukeskywalker", "rebel", (450.0, 300.0, 0.0)),
        ("t", "academypilot", "imperial", (450.0, 380.0, 180.0)),
    ]
    c = ScriptedChance(**{"r1:attack:t": ["hit", "hit", "blank"], "r1:defense:t": ["focus", "focus"]})
    state = to_combat(table(ships), c)  # Luke (PS 8) fires first: pass
    state = play(GAME, state, "rebel", {"kind": "pass"}, c)
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "l"}, c)
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("rebel", "modify") and option_ids(p) == {"lukeskywalker", "done"}
    state = play(GAME, state, "rebel", {"kind": "modify", "effect": "lukeskywalker"}, c)
    assert faces(state["last_attack"]["defense_dice"]) == ["evade", "focus"]  # only one focus changes
    assert state["last_attack"]["result"]["hits"] == 1 and state["ships"]["l"]["shields"] == 1


def test_garven_dreis_hands_his_spent_focus_to_a_friend_at_range_1_2() -> None:
    ships = [
        ("g", "garvendreis", "rebel", (450.0, 300.0, 0.0)),
        ("r", "rookiepilot", "rebel", (560.0, 300.0, 0.0)),
        ("t", "academypilot", "imperial", (450.0, 380.0, 180.0)),
        ("far", "rookiepilot", "rebel", (100.0, 700.0, 0.0)),
    ]
    c = ScriptedChance(**{"r1:attack:g": ["focus", "focus", "hit", "blank"], "r1:defense:g": ["blank"] * 3})
    state = to_combat(table(ships, tokens={"g": {"focus": 1}}), c)
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "t"}, c)
    p = only_prompt(GAME, state)
    assert {"garvendreis:r", "focus"} <= option_ids(p) and "garvendreis:far" not in option_ids(p)
    state = play(GAME, state, "rebel", {"kind": "modify", "effect": "garvendreis", "to": "r"}, c)
    assert faces(state["last_attack"]["attack_dice"]) == ["hit", "hit", "hit", "blank"]
    assert state["ships"]["g"]["tokens"]["focus"] == 0 and state["ships"]["r"]["tokens"]["focus"] == 1


def test_biggs_darklighter_draws_fire_from_friends_at_range_1() -> None:
    t = ("t", "academypilot", "imperial", (520.0, 420.0, 180.0))
    rookie = ("r", "rookiepilot", "rebel", (520.0, 300.0, 0.0))
    near = table([("b", "biggsdarklighter", "rebel", (450.0, 300.0, 0.0)), rookie, t])
    assert space.attack_geometry(near["ships"]["t"]["pose"], "small", near["ships"]["r"]["pose"], "small", [])
    assert set(legal_targets(near, H, "t")) == {"b"}  # Biggs could be targeted instead
    # Biggs beside the TIE, out of its arc but still at range 1 of the Rookie: the Rookie is fair game
    aside = table([("b", "biggsdarklighter", "rebel", (430.0, 420.0, 0.0)), rookie, t])
    assert set(legal_targets(aside, H, "t")) == {"r"}
    plain = table([("b", "redsquadronpilot", "rebel", (450.0, 300.0, 0.0)), rookie, t])
    assert set(legal_targets(plain, H, "t")) == {"b", "r"}


def test_horton_salm_rerolls_blanks_at_range_2_3() -> None:
    ships = [
        ("h", "hortonsalm", "rebel", (450.0, 300.0, 0.0)),
        ("t", "academypilot", "imperial", (450.0, 480.0, 180.0)),
    ]
    c = ScriptedChance(
        **{"r1:attack:h": ["blank", "hit"], "r1:attack:h:hortonsalm": ["crit"], "r1:defense:h": ["blank"] * 3}
    )
    state = play(GAME, to_combat(table(ships), c), "rebel", {"kind": "attack", "target": "t"}, c)
    assert state["attack"]["range"] == 2
    assert option_ids(only_prompt(GAME, state)) == {"hortonsalm:all", "done"}
    state = play(GAME, state, "rebel", {"kind": "modify", "effect": "hortonsalm", "dice": [0]}, c)
    assert faces(state["last_attack"]["attack_dice"]) == ["crit", "hit"]
    close = [ships[0], ("t", "academypilot", "imperial", (450.0, 380.0, 180.0))]
    c2 = ScriptedChance(**{"r1:attack:h": ["blank", "hit", "blank"], "r1:defense:h": ["blank"] * 3})
    state = play(GAME, to_combat(table(close), c2), "rebel", {"kind": "attack", "target": "t"}, c2)
    assert state["attack"] is None  # range 1: nothing offered, the attack resolved by itself


def test_dutch_vander_lets_a_friend_at_range_1_2_lock_too() -> None:
    ships = [
        ("d", "dutchvander", "rebel", (450.0, 300.0, 0.0)),
        ("g", "goldsquadronpilot", "rebel", (540.0, 300.0, 0.0)),
        ("t", "academypilot", "imperial", (450.0, 500.0, 180.0)),
    ]
    state = action_step(table(ships), ScriptedChance(), "d")
    assert "dutchvander:t:g:t" in option_ids(only_prompt(GAME, state))
    state = play(
        GAME,
        state,
        "rebel",
        {"kind": "action", "effect": "dutchvander", "target": "t", "ally": "g", "ally_target": "t"},
        ScriptedChance(),
    )
    assert state["ships"]["d"]["lock"]["target"] == "t" and state["ships"]["g"]["lock"]["target"] == "t"
    assert state["ships"]["d"]["actions_done"] == ["target_lock"]


def test_howlrunner_lets_a_friend_at_range_1_reroll_one_die() -> None:
    ships = [
        ("a", "academypilot", "imperial", (450.0, 380.0, 180.0)),
        ("h", "howlrunner", "imperial", (540.0, 380.0, 180.0)),
        ("x", "rookiepilot", "rebel", (450.0, 300.0, 0.0)),
    ]
    c = ScriptedChance(
        **{
            "r1:attack:a": ["blank", "hit", "hit"],
            "r1:attack:a:howlrunner": ["crit"],
            "r1:defense:a": ["blank", "blank"],
        }
    )
    state = to_combat(table(ships), c)
    state = play(GAME, state, "imperial", {"kind": "pass"}, c)  # Howlrunner (PS 8) first
    state = play(GAME, state, "rebel", {"kind": "pass"}, c)  # Rookie (PS 2)
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "x"}, c)
    assert option_ids(only_prompt(GAME, state)) == {"howlrunner:0", "done"}
    state = play(GAME, state, "imperial", {"kind": "modify", "effect": "howlrunner", "dice": [0]}, c)
    assert faces(state["last_attack"]["attack_dice"]) == ["crit", "hit", "hit"]
    # Howlrunner's own attack gets no reroll from her ability
    c2 = ScriptedChance(**{"r1:attack:h": ["blank", "hit"], "r1:defense:h": ["blank", "blank"]})
    alone = [("h", "howlrunner", "imperial", (450.0, 480.0, 180.0)), ("x", "rookiepilot", "rebel", (450.0, 300.0, 0.0))]
    state = play(GAME, to_combat(table(alone), c2), "imperial", {"kind": "attack", "target": "x"}, c2)
    assert state["attack"] is None


def _dice_count(pilot: str, pose: tuple[float, float, float], target_pose: tuple[float, float, float], n: int) -> int:
    ships = [("m", pilot, "imperial", pose), ("x", "rookiepilot", "rebel", target_pose)]
    c = ScriptedChance(**{"r1:attack:m": ["blank"] * n, "r1:defense:m": ["blank"] * 3})
    state = play(GAME, to_combat(table(ships), c), "imperial", {"kind": "attack", "target": "x"}, c)
    return len(state["last_attack"]["attack_dice"])


def test_mauler_mithel_rolls_an_extra_die_at_range_1() -> None:
    assert _dice_count("maulermithel", (450.0, 380.0, 180.0), (450.0, 300.0, 0.0), 4) == 4  # 2 + 1 range + 1 Mauler
    assert _dice_count("maulermithel", (450.0, 480.0, 180.0), (450.0, 300.0, 0.0), 2) == 2  # range 2: no bonus
    assert _dice_count("blacksquadronpilot", (450.0, 380.0, 180.0), (450.0, 300.0, 0.0), 3) == 3


def test_backstabber_rolls_an_extra_die_from_outside_the_defenders_arc() -> None:
    # behind the Rookie (which faces north), at range 1: 2 + 1 (range) + 1 (Backstabber)
    assert _dice_count("backstabber", (450.0, 220.0, 0.0), (450.0, 300.0, 0.0), 4) == 4
    assert _dice_count("backstabber", (450.0, 380.0, 180.0), (450.0, 300.0, 0.0), 3) == 3  # in its arc


def test_dark_curse_forbids_the_attackers_focus_and_rerolls() -> None:
    def attack(pilot: str) -> set[str] | None:
        ships = [("x", "rookiepilot", "rebel", (450.0, 300.0, 0.0)), ("d", pilot, "imperial", (450.0, 380.0, 180.0))]
        c = ScriptedChance(**{"r1:attack:x": ["focus", "blank", "hit", "hit"], "r1:defense:x": ["blank"] * 3})
        state = to_combat(table(ships, tokens={"x": {"focus": 1}}, lock={"x": "d"}), c)
        if pilot == "darkcurse":
            state = play(GAME, state, "imperial", {"kind": "pass"}, c)  # Dark Curse (PS 6) fires first
        state = play(GAME, state, "rebel", {"kind": "attack", "target": "d"}, c)
        return option_ids(only_prompt(GAME, state)) if state["attack"] else None

    assert attack("darkcurse") is None  # neither focus nor the lock reroll may be used: nothing to ask
    assert {"focus", "target_lock:weak"} <= (attack("academypilot") or set())


def test_night_beast_takes_a_free_focus_after_a_green_maneuver() -> None:
    # the Rookie waits in Night Beast's arc, so the match stops at its attack before the End phase clears tokens
    ships = [("n", "nightbeast", "imperial", (450.0, 800.0, 180.0)), ("x", "rookiepilot", "rebel", (450.0, 500.0, 0.0))]
    c = ScriptedChance()
    state = activate(table(ships), c, {"n": "2-straight"})
    state = play(GAME, state, "imperial", {"kind": "action", "effect": "evade"}, c)
    p = only_prompt(GAME, state)
    assert p.kind == "action" and option_ids(p) == {"focus", "skip"}
    state = play(GAME, state, "imperial", {"kind": "action", "effect": "focus"}, c)
    assert state["ships"]["n"]["tokens"] == {"focus": 1, "evade": 1, "stress": 0, "ion": 0}
    white = activate(table(ships), c, {"n": "3-bank-left"})
    white = play(GAME, white, "imperial", {"kind": "action", "effect": "evade"}, c)
    assert white["ships"]["n"]["activated"]  # no free action after a white maneuver


def test_winged_gundark_turns_a_hit_into_a_crit_at_range_1() -> None:
    ships = [
        ("w", "wingedgundark", "imperial", (450.0, 380.0, 180.0)),
        ("x", "rookiepilot", "rebel", (450.0, 300.0, 0.0)),
    ]
    c = ScriptedChance(**{"r1:attack:w": ["hit", "blank", "blank"], "r1:defense:w": ["blank", "blank"]})
    state = to_combat(table(ships, shields={"x": 0}), c)
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "x"}, c)
    state = play(GAME, state, "imperial", {"kind": "modify", "effect": "wingedgundark"}, c)
    assert faces(state["last_attack"]["attack_dice"]) == ["crit", "blank", "blank"]
    assert state["ships"]["x"]["damage"][0]["faceup"]


def test_darth_vader_performs_two_actions() -> None:
    ships = [("v", "darthvader", "imperial", (450.0, 800.0, 180.0)), ("x", "rookiepilot", "rebel", (450.0, 500.0, 0.0))]
    c = ScriptedChance()
    state = activate(table(ships), c, {"v": "3-straight"})
    state = play(GAME, state, "imperial", {"kind": "action", "effect": "focus"}, c)
    p = only_prompt(GAME, state)
    assert p.kind == "action" and "focus" not in option_ids(p) and "evade" in option_ids(p)
    state = play(GAME, state, "imperial", {"kind": "action", "effect": "evade"}, c)
    assert state["ships"]["v"]["tokens"]["focus"] == 1 and state["ships"]["v"]["tokens"]["evade"] == 1
    assert state["ships"]["v"]["activated"]


def test_maarek_stele_deals_the_worst_of_three_faceup_cards() -> None:
    ships = [
        ("m", "maarekstele", "imperial", (450.0, 380.0, 180.0)),
        ("x", "rookiepilot", "rebel", (450.0, 300.0, 0.0)),
    ]
    c = ScriptedChance(**{"r1:attack:m": ["crit", "blank", "blank"], "r1:defense:m": ["blank", "blank"]})
    state = to_combat(table(ships, shields={"x": 0}), c)
    state["deck"] = ["damaged_engine", "direct_hit", "console_fire", *state["deck"][3:]]
    before = len(state["deck"])
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "x"}, c)
    assert state["ships"]["x"]["damage"] == [{"card": "direct_hit", "faceup": True}]
    assert sorted(state["discard"]) == ["console_fire", "damaged_engine"] and len(state["deck"]) == before - 3
    # Damaged Cockpit outranks Thrust Control Fire, whose stress never happens because it was not dealt
    c2 = ScriptedChance(**{"r1:attack:m": ["crit", "blank", "blank"], "r1:defense:m": ["blank", "blank"]})
    state = to_combat(table(ships, shields={"x": 0}), c2)
    state["deck"] = ["thrust_control_fire", "damaged_cockpit", "damaged_engine", *state["deck"][3:]]
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "x"}, c2)
    assert state["ships"]["x"]["damage"] == [{"card": "damaged_cockpit", "faceup": True}]
    assert state["ships"]["x"]["tokens"]["stress"] == 0  # Thrust Control Fire was not dealt
