"""Secondary weapons: the primary/secondary choice, range bands, no range bonus, lock and discard costs, ion."""

from __future__ import annotations

from bot.games.xwing import GAME
from tests.xwing.cards_support import activate, option_ids, table, to_combat
from tests.xwing.match_support import ScriptedChance, only_prompt, play

X = ("x", "rookiepilot", "rebel", (450.0, 300.0, 0.0))


def tie(y: float) -> tuple[str, str, str, tuple[float, float, float]]:
    return ("t", "academypilot", "imperial", (450.0, y, 180.0))


def faces(dice: list[dict]) -> list[str]:
    return [d["face"] for d in dice]


def test_proton_torpedoes_need_a_lock_and_range_2_3() -> None:
    c = ScriptedChance()
    mid = to_combat(table([X, tie(480.0)], upgrades={"x": ["protontorpedoes"]}, lock={"x": "t"}), c)
    assert option_ids(only_prompt(GAME, mid)) == {"t", "t:protontorpedoes", "pass"}  # range 2
    close = to_combat(table([X, tie(380.0)], upgrades={"x": ["protontorpedoes"]}, lock={"x": "t"}), c)
    assert option_ids(only_prompt(GAME, close)) == {"t", "pass"}  # range 1: torpedoes fire at 2-3 only
    unlocked = to_combat(table([X, tie(480.0)], upgrades={"x": ["protontorpedoes"]}), c)
    assert option_ids(only_prompt(GAME, unlocked)) == {"t", "pass"}  # "Attack (target lock)"


def test_proton_torpedoes_roll_four_with_no_range_bonus_spend_the_lock_and_are_discarded() -> None:
    # range 3: a primary attack would give the defender +1 die; the torpedoes give none
    c = ScriptedChance(**{"r1:attack:x": ["focus", "hit", "hit", "blank"], "r1:defense:x": ["blank", "blank", "blank"]})
    state = to_combat(table([X, tie(580.0)], upgrades={"x": ["protontorpedoes"]}, lock={"x": "t"}), c)
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "t", "weapon": "protontorpedoes"}, c)
    a = state["attack"]
    assert (a["weapon"], a["range"], len(a["attack_dice"])) == ("protontorpedoes", 3, 4)
    assert state["ships"]["x"]["lock"] is None  # the lock paid for the shot: no reroll left
    assert state["ships"]["x"]["upgrades"] == [] and state["ships"]["x"]["discarded"] == ["protontorpedoes"]
    assert option_ids(only_prompt(GAME, state)) == {"protontorpedoes", "done"}
    state = play(GAME, state, "rebel", {"kind": "modify", "effect": "protontorpedoes"}, c)
    assert faces(state["last_attack"]["attack_dice"]) == ["crit", "hit", "hit", "blank"]
    assert len(state["last_attack"]["defense_dice"]) == 3
    assert len(state["ships"]["t"]["damage"]) == 3 and state["ships"]["t"]["destroyed"]


def test_primary_attack_is_still_possible_and_uses_the_range_bonus() -> None:
    c = ScriptedChance(**{"r1:attack:x": ["hit", "hit", "hit"], "r1:defense:x": ["blank"] * 4})
    state = to_combat(table([X, tie(580.0)], upgrades={"x": ["protontorpedoes"]}, lock={"x": "t"}), c)
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "t"}, c)  # primary by default
    assert state["last_attack"]["weapon"] == "primary"
    assert len(state["last_attack"]["defense_dice"]) == 4  # agility 3 + 1 at range 3
    assert state["ships"]["x"]["upgrades"] == ["protontorpedoes"]  # not fired, not discarded


def test_concussion_missiles_change_one_blank_to_a_hit() -> None:
    ships = [("v", "stormsquadronpilot", "imperial", (450.0, 480.0, 180.0)), X]
    c = ScriptedChance(**{"r1:attack:v": ["blank", "blank", "hit", "focus"], "r1:defense:v": ["blank", "blank"]})
    state = to_combat(table(ships, upgrades={"v": ["concussionmissiles"]}, lock={"v": "x"}), c)
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "x", "weapon": "concussionmissiles"}, c)
    state = play(GAME, state, "imperial", {"kind": "modify", "effect": "concussionmissiles"}, c)
    assert faces(state["last_attack"]["attack_dice"]) == ["hit", "blank", "hit", "focus"]
    assert state["ships"]["v"]["discarded"] == ["concussionmissiles"]


def test_cluster_missiles_attack_twice() -> None:
    ships = [("v", "stormsquadronpilot", "imperial", (450.0, 380.0, 180.0)), X]
    c = ScriptedChance(
        **{
            "r1:attack:v": ["hit", "hit", "hit"],
            "r1:defense:v": ["blank", "blank"],
            "r1:attack:v:1": ["hit", "blank", "blank"],
            "r1:defense:v:1": ["blank", "blank"],
        }
    )
    state = to_combat(table(ships, upgrades={"v": ["clustermissiles"]}, lock={"v": "x"}), c)
    assert "x:clustermissiles" in option_ids(only_prompt(GAME, state))  # range 1 is inside 1-2
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "x", "weapon": "clustermissiles"}, c)
    x = state["ships"]["x"]
    assert x["shields"] == 0 and len(x["damage"]) == 2  # 3 hits (2 shields + 1 card), then 1 more card
    assert state["ships"]["v"]["attacked"] and state["ships"]["v"]["discarded"] == ["clustermissiles"]


def test_ion_cannon_turret_fires_outside_the_arc_and_ionizes() -> None:
    ships = [
        ("y", "goldsquadronpilot", "rebel", (450.0, 300.0, 0.0)),
        ("t", "academypilot", "imperial", (400.0, 200.0, 0.0)),
    ]
    c = ScriptedChance(**{"r1:attack:y": ["hit", "hit", "blank"], "r1:defense:y": ["evade", "blank", "blank"]})
    state = to_combat(table(ships, upgrades={"y": ["ioncannonturret"]}), c)
    assert option_ids(only_prompt(GAME, state)) == {"t:ioncannonturret", "pass"}  # behind: only the turret
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "t", "weapon": "ioncannonturret"}, c)
    t = state["ships"]["t"]
    assert len(state["last_attack"]["attack_dice"]) == 3  # no range-1 bonus for a secondary weapon
    assert len(t["damage"]) == 1 and t["tokens"]["ion"] == 1  # exactly 1 damage although 2 hits got through
    assert state["ships"]["y"]["upgrades"] == ["ioncannonturret"]  # plain "Attack": not discarded
    # next round the ionized TIE ignores its dial and flies a white 1-straight, then loses the ion token
    state = activate(state, ScriptedChance(), {"t": "5-straight"})
    assert state["last_move"]["maneuver"] == "1-straight" and state["last_move"]["difficulty"] == "white"
    assert state["ships"]["t"]["pose"]["y"] == 280.0 and state["ships"]["t"]["tokens"]["ion"] == 0


def test_ion_cannon_turret_miss_does_nothing() -> None:
    ships = [
        ("y", "goldsquadronpilot", "rebel", (450.0, 300.0, 0.0)),
        ("t", "academypilot", "imperial", (450.0, 200.0, 0.0)),
    ]
    c = ScriptedChance(**{"r1:attack:y": ["hit", "blank", "blank"], "r1:defense:y": ["evade", "blank", "blank"]})
    state = to_combat(table(ships, upgrades={"y": ["ioncannonturret"]}), c)
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "t", "weapon": "ioncannonturret"}, c)
    assert state["ships"]["t"]["damage"] == [] and state["ships"]["t"]["tokens"]["ion"] == 0
