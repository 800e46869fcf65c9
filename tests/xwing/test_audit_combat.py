"""Audit of the combat rules against the rulebook (RU text lines in brackets), with concrete poses and dice.

Bases are 40 mm: two small ships facing each other on x = 450 with centres 40 + g apart are g mm apart
(range 1: g <= 100, range 2: <= 200, range 3: <= 300).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.games.xwing import GAME, XWing
from bot.games.xwing import hooks as H
from bot.games.xwing.decisions import advance
from bot.games.xwing.flow import Flow
from tests.xwing.match_support import ScriptedChance, only_prompt, play, scenario, square


def _duel(gap: float, chance: ScriptedChance, obstacles: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """Rookie Pilot (PS 2, attack 3) at the south facing north, Academy Pilot (PS 1, agility 3) `gap` mm ahead."""
    ships = [
        ("rookie", "rookiepilot", "rebel", (450, 100, 0)),
        ("academy", "academypilot", "imperial", (450, 140 + gap, 180)),
    ]
    return scenario(ships, chance=chance, phase="combat", obstacles=obstacles)


def _to_combat(state: dict[str, Any], chance: Chance, game: XWing = GAME) -> dict[str, Any]:
    """Start the combat phase of a planning-phase scenario (after its tokens were set by hand)."""
    state["phase"], state["pending"] = "combat", None
    for ship in state["ships"].values():
        ship["activated"] = True
    flow = Flow(state, chance, game.hooks)
    advance(flow)
    return flow.s


@pytest.mark.parametrize(("gap", "attack", "defense"), [(50, 4, 3), (150, 3, 3), (250, 3, 4)])
def test_range_bonus_one_more_attack_die_at_range_1_one_more_defense_die_at_range_3(
    gap: float, attack: int, defense: int
) -> None:
    # [RU L519-523, L553-557]: range 1 adds an attack die, range 3 a defense die; range 2 neither.
    chance = ScriptedChance(
        **{"r1:attack:rookie": ["blank"] * 5, "r1:defense:rookie": ["blank"] * 5},
    )
    state = _duel(gap, chance)
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "academy"}, chance)
    last = state["last_attack"]
    assert (len(last["attack_dice"]), len(last["defense_dice"])) == (attack, defense)
    assert last["range"] == {50.0: 1, 150.0: 2, 250.0: 3}[gap]


def test_obstruction_and_range_3_add_up_and_two_asteroids_still_give_one_die() -> None:
    # [RU L903-909]: an obstacle on the line between the closest points gives +1 defense die, once.
    chance = ScriptedChance(**{"r1:attack:rookie": ["blank"] * 3, "r1:defense:rookie": ["blank"] * 6})
    rocks = [square("a1", 400, 200, 500, 215), square("a2", 400, 300, 500, 315)]  # across every shortest line
    state = _duel(250, chance, rocks)
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "academy"}, chance)
    last = state["last_attack"]
    assert last["obstructed"] and last["range"] == 3
    declared = next(line for line in state["log"] if "attacks" in line)
    assert declared == "Rookie Pilot attacks Academy Pilot at range 3 (obstructed)."
    assert len(last["defense_dice"]) == 3 + 1 + 1  # agility 3, range 3, obstructed


def test_target_beyond_range_3_is_refused_with_the_range_rule() -> None:
    chance = ScriptedChance()
    ships = [
        ("rookie", "rookiepilot", "rebel", (450, 100, 0)),
        ("near", "academypilot", "imperial", (450, 290, 180)),  # 150 mm: range 2
        ("far", "academypilot", "imperial", (520, 480, 180)),  # 340 mm ahead: beyond range 3
    ]
    state = scenario(ships, chance=chance, phase="combat")
    p = only_prompt(GAME, state)
    assert {o.id for o in p.options or ()} == {"near", "pass"}
    with pytest.raises(RuleError) as err:
        GAME.act(state, "rebel", {"kind": "attack", "target": "far"}, chance)
    assert "Range" in str(err.value.rule)


def _order_game() -> XWing:
    """The core rules plus one probe effect for each side's opponent window, to see who is asked first."""
    hooks = H.HOOKS.copy()

    def probe(window: str, side: str) -> H.Provider:
        def provide(state: dict[str, Any], ctx: H.Ctx) -> list[H.Effect]:
            a = ctx["attack"]
            owner = state["ships"][a[side]]["seat"]
            if ctx["seat"] != owner or H.used(a, side, f"probe_{window}"):
                return []

            def apply(flow: Flow, action: dict[str, Any]) -> None:
                flow.emit("note", say=f"{owner} probes the {window} dice.")

            return [H.Effect(f"probe_{window}", f"Probe ({window})", owner, apply)]

        return provide

    hooks.provider(H.MODIFY_ATTACK_DICE)(probe("attack", "defender"))
    hooks.provider(H.MODIFY_DEFENSE_DICE)(probe("defense", "attacker"))
    return XWing(hooks)


def test_modification_order_defender_first_on_attack_dice_attacker_first_on_defense_dice() -> None:
    # [RU L529-547, L575-589]: attack dice: the defender modifies first, then the attacker;
    # defense dice: the attacker first, then the defender.
    game = _order_game()
    chance = ScriptedChance(
        **{"r1:attack:rookie": ["hit", "focus", "blank", "blank"], "r1:defense:rookie": ["focus", "blank", "blank"]}
    )
    ships = [
        ("rookie", "rookiepilot", "rebel", (450, 100, 0)),
        ("academy", "academypilot", "imperial", (450, 190, 180)),
    ]
    state = scenario(ships, chance=chance, game=game)
    state["ships"]["rookie"]["tokens"]["focus"] = 1
    state["ships"]["academy"]["tokens"]["focus"] = 1
    state = _to_combat(state, chance, game)
    state = play(game, state, "rebel", {"kind": "attack", "target": "academy"}, chance)
    asked = []
    for _ in range(4):
        p = only_prompt(game, state)
        assert p.kind == "modify"
        asked.append((p.context["window"], p.seat, sorted(o.id for o in p.options or ())))
        state = play(game, state, p.seat, {"kind": "modify", "effect": "done"}, chance)
    assert asked == [
        ("attack", "imperial", ["done", "probe_attack"]),
        ("attack", "rebel", ["done", "focus"]),
        ("defense", "rebel", ["done", "probe_defense"]),
        ("defense", "imperial", ["done", "focus"]),
    ]


def test_zero_attack_dice_deal_no_damage() -> None:
    # [RU L525-527]: modifiers that bring the attack dice to zero or fewer: the attack deals no damage.
    hooks = H.HOOKS.copy()
    hooks.modifier(H.ATTACK_DICE)(lambda state, ctx, n: n - 5)
    game = XWing(hooks)
    chance = ScriptedChance(**{"r1:defense:rookie": ["blank"] * 3})
    ships = [
        ("rookie", "rookiepilot", "rebel", (450, 100, 0)),
        ("academy", "academypilot", "imperial", (450, 290, 180)),
    ]
    state = scenario(ships, chance=chance, phase="combat", game=game)
    state = play(game, state, "rebel", {"kind": "attack", "target": "academy"}, chance)
    assert state["last_attack"]["attack_dice"] == []
    assert state["ships"]["academy"]["damage"] == [] and state["last_attack"]["result"]["hits"] == 0


def test_equal_skill_defender_that_already_fired_is_removed_at_once() -> None:
    # [RU L713-721]: the simultaneous rule only lets a ship fire that has not yet attacked this round.
    chance = ScriptedChance(
        **{
            "r1:attack:black": ["blank"] * 3,
            "r1:defense:black": ["blank"] * 2,
            "r1:attack:red": ["hit"] * 4,
            "r1:defense:red": ["blank"] * 3,
        }
    )
    ships = [
        ("red", "redsquadronpilot", "rebel", (450, 300, 0)),
        ("black", "blacksquadronpilot", "imperial", (450, 400, 180)),
    ]
    state = scenario(ships, chance=chance, phase="combat")  # PS 4 each; the Imperial (initiative) fires first
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "red"}, chance)
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "black"}, chance)
    black = state["ships"]["black"]
    assert black["destroyed"] and not black["doomed"]
    out = GAME.outcome(state)
    assert out is not None and out.winners == ("rebel",)


def test_rebel_initiative_fires_first_on_a_skill_tie() -> None:
    # [RU L467]: ships of different players with equal skill: the initiative holder attacks first.
    ships = [
        ("red", "redsquadronpilot", "rebel", (450, 300, 0)),
        ("black", "blacksquadronpilot", "imperial", (450, 400, 180)),
    ]
    state = scenario(ships, chance=ScriptedChance(), phase="combat", initiative="rebel")
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind, p.context["ship"]) == ("rebel", "target", "red")


def test_a_doomed_ship_takes_the_rest_of_the_attack_and_its_faceup_cards_weigh_on_its_return_fire() -> None:
    # [RU L713-721]: the doomed ship "keeps all its damage cards" and newly dealt face-up cards may affect its
    # attack; it is not removed, so the rest of the attack's damage (here a crit after the fatal hit) is dealt.
    chance = ScriptedChance(
        **{
            "r1:attack:black": ["hit", "crit", "blank"],
            "r1:defense:black": ["blank", "blank"],
            "r1:attack:red": ["blank"] * 4,
            "r1:defense:red": ["blank"] * 3,
        }
    )
    ships = [
        ("red", "redsquadronpilot", "rebel", (450, 300, 0)),
        ("black", "blacksquadronpilot", "imperial", (450, 400, 180)),
    ]
    state = scenario(ships, chance=chance)
    red = state["ships"]["red"]
    red["shields"] = 0
    deck = [c for c in state["deck"] if c not in ("weapon_malfunction", "direct_hit")]
    red["damage"] = [{"card": deck.pop(0), "faceup": False}, {"card": deck.pop(0), "faceup": False}]
    state["deck"] = [deck.pop(0), "weapon_malfunction", *deck]
    state = _to_combat(state, chance)
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "red"}, chance)
    red = state["ships"]["red"]
    assert red["doomed"] and not red["destroyed"]
    assert [d["faceup"] for d in red["damage"]] == [False, False, False, True]
    assert red["damage"][3]["card"] == "weapon_malfunction"
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "black"}, chance)
    assert len(state["last_attack"]["attack_dice"]) == 3 - 1 + 1  # primary 3, Weapon Malfunction -1, range 1 +1
    assert state["ships"]["red"]["destroyed"]


def test_destroyed_ship_takes_its_locks_with_it() -> None:
    # [RU L705-711]: a destroyed ship's tokens go back to the supply; the locks on it and its own lock go too.
    chance = ScriptedChance(**{"r1:attack:luke": ["hit"] * 4, "r1:defense:luke": ["blank"] * 3})
    ships = [
        ("luke", "lukeskywalker", "rebel", (450, 100, 0)),
        ("academy", "academypilot", "imperial", (450, 190, 180)),
        ("obsidian", "obsidiansquadronpilot", "imperial", (800, 800, 180)),
    ]
    state = scenario(ships, chance=chance)
    state["ships"]["luke"]["lock"] = {"letter": "A", "target": "academy"}
    state["ships"]["academy"]["lock"] = {"letter": "B", "target": "luke"}
    state = _to_combat(state, chance)
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "academy"}, chance)
    assert state["ships"]["academy"]["destroyed"]
    assert state["ships"]["luke"]["lock"] is None and state["ships"]["academy"]["lock"] is None
    view_luke = next(s for s in GAME.view(state, None)["ships"] if s["id"] == "luke")
    assert view_luke["locked_by"] == [] and view_luke["locks"] == []


def test_end_phase_removes_focus_and_evade_but_keeps_stress_and_locks() -> None:
    # [RU L617-619]: all evade and focus tokens go; target locks and stress stay.
    chance = ScriptedChance()
    ships = [
        ("luke", "lukeskywalker", "rebel", (100, 100, 0)),
        ("academy", "academypilot", "imperial", (800, 800, 180)),
    ]
    state = scenario(ships, chance=chance)
    luke = state["ships"]["luke"]
    luke["tokens"].update(focus=1, evade=1, stress=2)
    luke["lock"] = {"letter": "A", "target": "academy"}
    state = _to_combat(state, chance)  # nobody in range: combat passes, the End phase runs, round 2 begins
    assert (state["round"], state["phase"]) == (2, "planning")
    luke = state["ships"]["luke"]
    assert luke["tokens"]["focus"] == 0 and luke["tokens"]["evade"] == 0 and luke["tokens"]["stress"] == 2
    assert luke["lock"] == {"letter": "A", "target": "academy"}


def test_other_ships_never_block_an_attack() -> None:
    # [RU L481-483]: other ships do not block the arc: any enemy in arc and range may be declared the target.
    chance = ScriptedChance()
    ships = [
        ("rookie", "rookiepilot", "rebel", (450, 100, 0)),
        ("red", "redsquadronpilot", "rebel", (450, 200, 0)),  # a friend right on the line
        ("black", "blacksquadronpilot", "imperial", (450, 270, 180)),  # an enemy on the line too, touching Red
        ("academy", "academypilot", "imperial", (450, 350, 180)),
    ]
    state = scenario(ships, chance=chance, phase="combat", initiative="rebel")
    assert (only_prompt(GAME, state).context["ship"]) == "red"  # PS 4, rebel initiative
    state = play(GAME, state, "rebel", {"kind": "pass"}, chance)
    state = play(GAME, state, "imperial", {"kind": "pass"}, chance)  # Black (PS 4) may not fire at the touching Red
    p = only_prompt(GAME, state)
    assert p.context["ship"] == "rookie"
    targets = {o.id: o.label for o in p.options or () if o.id != "pass"}
    assert targets == {
        "black": "Attack Black Squadron Pilot (range 2)",
        "academy": "Attack Academy Pilot (range 3: +1 defense die)",
    }


def test_target_options_say_what_the_range_and_obstacles_give() -> None:
    rocks = [square("a1", 400, 200, 500, 215)]
    for gap, obstacles, label in (
        (50, None, "Attack Academy Pilot (range 1: +1 attack die)"),
        (150, None, "Attack Academy Pilot (range 2)"),
        (250, rocks, "Attack Academy Pilot (range 3, obstructed: +2 defense dice)"),
    ):
        p = only_prompt(GAME, _duel(gap, ScriptedChance(), obstacles))
        assert next(o.label for o in p.options or ()) == label


def _focus_duel(
    attack: list[str], defense: list[str], tokens: dict[str, dict[str, int]]
) -> tuple[dict[str, Any], ScriptedChance]:
    chance = ScriptedChance(**{"r1:attack:rookie": attack, "r1:defense:rookie": defense})
    ships = [
        ("rookie", "rookiepilot", "rebel", (450, 100, 0)),
        ("academy", "academypilot", "imperial", (450, 190, 180)),  # range 1: 4 attack dice, 3 defense dice
    ]
    state = scenario(ships, chance=chance)
    for sid, toks in tokens.items():
        state["ships"][sid]["tokens"].update(toks)
    state = _to_combat(state, chance)
    return play(GAME, state, "rebel", {"kind": "attack", "target": "academy"}, chance), chance


def test_both_sides_spend_their_own_focus_in_one_attack() -> None:
    # [RU L543-545]: the attacker spends ITS focus token on its attack dice; [RU L579-581]: the defender spends
    # ITS focus token on its defense dice. Issue 12: after the attacker spent focus the defender was never asked,
    # because both effects share the id "focus" in the attack's list of used effects.
    state, chance = _focus_duel(
        ["hit", "focus", "blank", "blank"],
        ["focus", "blank", "blank"],
        {"rookie": {"focus": 1}, "academy": {"focus": 1}},
    )
    p = only_prompt(GAME, state)
    assert (p.context["window"], p.seat) == ("attack", "rebel")
    state = play(GAME, state, "rebel", {"kind": "modify", "effect": "focus"}, chance)
    p = only_prompt(GAME, state)
    assert (p.context["window"], p.seat) == ("defense", "imperial")
    assert sorted(o.id for o in p.options or ()) == ["done", "focus"]
    state = play(GAME, state, "imperial", {"kind": "modify", "effect": "focus"}, chance)
    assert state["ships"]["rookie"]["tokens"]["focus"] == 0 and state["ships"]["academy"]["tokens"]["focus"] == 0
    assert state["last_attack"]["result"]["hits"] == 1  # 2 hits (hit + focus) - 1 evade (focus)


def test_defender_spends_focus_and_evade_after_the_attacker_spent_focus() -> None:
    # [RU L545, L581, L587]: every token is its owner's: the attacker's spent focus leaves the defender's focus and
    # evade tokens available in the same attack.
    state, chance = _focus_duel(
        ["hit", "focus", "blank", "blank"],
        ["focus", "blank", "blank"],
        {"rookie": {"focus": 1}, "academy": {"focus": 1, "evade": 1}},
    )
    state = play(GAME, state, "rebel", {"kind": "modify", "effect": "focus"}, chance)
    p = only_prompt(GAME, state)
    assert (p.context["window"], p.seat) == ("defense", "imperial")
    assert sorted(o.id for o in p.options or ()) == ["done", "evade", "focus"]
    state = play(GAME, state, "imperial", {"kind": "modify", "effect": "focus"}, chance)
    state = play(GAME, state, "imperial", {"kind": "modify", "effect": "evade"}, chance)
    assert state["last_attack"]["result"]["hits"] == 0
