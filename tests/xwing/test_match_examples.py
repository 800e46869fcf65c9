"""The rulebook's worked examples (xwing.md section 11) as scenarios with scripted dice, through the protocol."""

from __future__ import annotations

import pytest

from bot.core.dice import Pool
from bot.core.protocol import RuleError
from bot.games.xwing import GAME, XWing
from bot.games.xwing import hooks as H
from bot.games.xwing.flow import Flow
from tests.support.outcome import ended
from tests.xwing.match_support import ScriptedChance, only_prompt, play, scenario, square


def _combat_example(chance: ScriptedChance, game: XWing = GAME) -> dict:
    # T8: Rookie (PS 2) and Academy (PS 1) face each other at range 1; Rookie holds focus and a lock on Academy,
    # Academy holds an evade token.
    state = scenario(
        [("rookie", "rookiepilot", "rebel", (450, 300, 0)), ("academy", "academypilot", "imperial", (450, 380, 180))],
        game=game,
    )
    state["ships"]["rookie"]["tokens"]["focus"] = 1
    state["ships"]["rookie"]["lock"] = {"letter": "A", "target": "academy"}
    state["ships"]["academy"]["tokens"]["evade"] = 1
    # the face-down card, then the face-up one (the rulebook's card acts in the activation phase: Damaged Engine)
    state["deck"] = ["console_fire", "damaged_engine", *state["deck"][2:]]
    chance.add("r1:attack:rookie", ["hit", "crit", "blank", "blank"])
    chance.add("r1:attack:rookie:lock", ["hit", "focus"])
    chance.add("r1:defense:rookie", ["evade", "focus", "blank"])
    chance.add("r1:attack:academy", ["focus", "hit", "crit"])
    chance.add("r1:defense:academy", ["evade", "blank"])
    state["phase"] = "combat"
    state["pending"] = None
    for ship in state["ships"].values():
        ship["activated"] = True
    flow = Flow(state, chance, game.hooks)
    from bot.games.xwing.decisions import advance

    advance(flow)
    return flow.s


def test_combat_example_lock_reroll_focus_two_evades_and_return_fire_on_a_shield() -> None:
    chance = ScriptedChance()
    state = _combat_example(chance)
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("rebel", "target")
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "academy"}, chance)
    assert state["attack"]["range"] == 1
    assert [d["face"] for d in state["attack"]["attack_dice"]] == ["hit", "crit", "blank", "blank"]  # 3 + 1 at range 1
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("rebel", "modify")  # the defender has no attack-dice effects: asked nobody
    assert {o.id for o in p.options} == {"target_lock:blanks", "done"}  # no focus result yet: focus not offered
    state = play(GAME, state, "rebel", {"kind": "modify", "effect": "target_lock", "dice": [2, 3]}, chance)
    assert state["ships"]["rookie"]["lock"] is None  # both lock tokens returned
    assert [d["face"] for d in state["attack"]["attack_dice"]] == ["hit", "crit", "hit", "focus"]
    assert [d["rerolled"] for d in state["attack"]["attack_dice"]] == [False, False, True, True]
    state = play(GAME, state, "rebel", {"kind": "modify", "effect": "focus"}, chance)
    assert [d["face"] for d in state["attack"]["attack_dice"]] == ["hit", "crit", "hit", "hit"]
    assert state["ships"]["rookie"]["tokens"]["focus"] == 0  # nothing left to use: the window closed by itself
    # defense: agility 3, no range-3 bonus; the attacker has nothing, the defender may spend its evade token
    assert [d["face"] for d in state["attack"]["defense_dice"]] == ["evade", "focus", "blank"]
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("imperial", "modify")
    assert {o.id for o in p.options} == {"evade", "done"}  # no focus token: focus is not offered
    events = GAME.act(state, "imperial", {"kind": "modify", "effect": "evade"}, chance)
    # a face-down card is named to nobody; the face-up one is public
    assert [(e.payload["kind"], e.payload["card"]) for e in events if e.kind == "damage"] == [
        ("facedown", None),
        ("faceup", "damaged_engine"),
    ]
    for ev in events:
        state = GAME.evolve(state, ev)
    # The evade token was the last effect, so the window closed by itself; the hits were cancelled first.
    academy = state["ships"]["academy"]
    assert academy["damage"] == [{"card": "console_fire", "faceup": False}, {"card": "damaged_engine", "faceup": True}]
    assert not academy["destroyed"]
    assert state["last_attack"]["result"] == {
        "hits": 1,
        "crits": 1,
        "shield_damage": 0,
        "cards_facedown": 1,
        "cards_faceup": 1,
    }
    # Attack B: the Academy Pilot fires back; the evade cancels the hit, the crit is absorbed by a shield.
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("imperial", "target")
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "rookie"}, chance)
    rookie = state["ships"]["rookie"]
    assert rookie["shields"] == 1 and rookie["damage"] == []
    assert state["last_attack"]["result"]["shield_damage"] == 1
    assert state["phase"] == "planning" and state["round"] == 2


def test_combat_example_with_a_direct_hit_destroys_the_academy_pilot() -> None:
    chance = ScriptedChance()
    state = _combat_example(chance)
    state["deck"][1] = "direct_hit"
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "academy"}, chance)
    state = play(GAME, state, "rebel", {"kind": "modify", "effect": "target_lock", "dice": [2, 3]}, chance)
    state = play(GAME, state, "rebel", {"kind": "modify", "effect": "focus"}, chance)
    state = play(GAME, state, "imperial", {"kind": "modify", "effect": "evade"}, chance)
    assert state["ships"]["academy"]["destroyed"]  # 1 face-down + Direct Hit! (2) = hull 3
    assert ended(GAME, state).winners == ("rebel",)


def test_a_rerolled_die_cannot_be_rerolled_again_in_the_same_attack() -> None:
    hooks = H.HOOKS.copy()

    @hooks.provider(H.MODIFY_ATTACK_DICE)
    def reroll_any(state: dict, ctx: dict) -> list[H.Effect]:  # a test ability: reroll one named die
        a = ctx["attack"]
        if ctx["seat"] != state["ships"][a["attacker"]]["seat"]:
            return []

        def apply(flow: Flow, action: dict) -> None:
            pool = Pool.from_json(flow.s["attack"]["attack_dice"])
            from bot.core.dice import RerollError, load_dice

            try:
                pool.reroll(action["dice"], load_dice("xwing")["attack"], flow.chance.rng("test"))
            except RerollError as exc:
                raise RuleError(str(exc), "Dice: a die may be rerolled at most once per attack") from None
            flow.emit("dice", pool="attack", dice=pool.to_json())

        return [H.Effect("test_reroll", "Reroll one die", ctx["seat"], apply)]

    game = XWing(hooks)
    chance = ScriptedChance()
    state = _combat_example(chance, game)
    state = play(game, state, "rebel", {"kind": "attack", "target": "academy"}, chance)
    state = play(game, state, "rebel", {"kind": "modify", "effect": "target_lock", "dice": [2, 3]}, chance)
    with pytest.raises(RuleError, match="only once"):
        game.act(state, "rebel", {"kind": "modify", "effect": "test_reroll", "dice": [3]}, chance)


def test_target_lock_example_360_degrees_range_1_to_3_one_lock_per_ship() -> None:
    # T3: Academy directly behind the Rookie at 250 mm (range 3, out of arc) can be locked; Obsidian at 475 mm not.
    chance = ScriptedChance()
    state = scenario(
        [
            ("rookie", "rookiepilot", "rebel", (450, 370, 0)),
            ("academy", "academypilot", "imperial", (450, 160, 0)),
            ("obsidian", "obsidiansquadronpilot", "imperial", (800, 850, 0)),
        ],
        chance=chance,
        dials={"rookie": "1-straight"},
    )
    assert state["ships"]["rookie"]["pose"] == pytest.approx({"x": 450.0, "y": 450.0, "heading": 0.0})
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("rebel", "action")
    locks = {o.action["target"] for o in p.options if o.action.get("effect") == "target_lock"}
    assert locks == {"academy"}  # 360 degrees, range 3; Obsidian is beyond range 3
    with pytest.raises(RuleError, match="cannot be locked"):
        GAME.act(state, "rebel", {"kind": "action", "effect": "target_lock", "target": "obsidian"}, chance)
    state = play(GAME, state, "rebel", {"kind": "action", "effect": "target_lock", "target": "academy"}, chance)
    assert state["ships"]["rookie"]["lock"] == {"letter": "A", "target": "academy"}
    academy_view = next(s for s in GAME.view(state, None)["ships"] if s["id"] == "academy")
    assert academy_view["locked_by"] == [{"letter": "A", "by": "rookie"}]
    # combat: the Academy Pilot (facing the Rookie's back) may shoot; it passes; the end phase keeps the lock
    state = play(GAME, state, "imperial", {"kind": "pass"}, chance)
    assert state["phase"] == "planning" and state["round"] == 2
    assert state["ships"]["rookie"]["lock"] == {"letter": "A", "target": "academy"}


def test_a_new_lock_moves_the_old_one_and_a_lock_is_spent_only_on_its_target() -> None:
    chance = ScriptedChance()
    state = scenario(
        [
            ("rookie", "rookiepilot", "rebel", (450, 220, 0)),
            ("academy", "academypilot", "imperial", (450, 380, 180)),
            ("obsidian", "obsidiansquadronpilot", "imperial", (150, 400, 180)),
        ],
        chance=chance,
        dials={"rookie": "1-straight"},
    )
    state["ships"]["rookie"]["lock"] = {"letter": "A", "target": "obsidian"}
    state["next_lock"] = 1
    p = only_prompt(GAME, state)
    assert {o.action.get("target") for o in p.options if o.action.get("effect") == "target_lock"} == {"academy"}
    # Attack with the lock on Obsidian: no lock reroll is offered against the Academy Pilot.
    s2 = play(GAME, state, "rebel", {"kind": "action", "effect": "focus"}, chance)
    chance.add("r1:attack:rookie", ["blank", "blank", "focus", "hit"])
    s2 = play(GAME, s2, "rebel", {"kind": "attack", "target": "academy"}, chance)
    p = only_prompt(GAME, s2)
    assert {o.id for o in p.options} == {"focus", "done"}
    with pytest.raises(RuleError, match="not available"):
        GAME.act(s2, "rebel", {"kind": "modify", "effect": "target_lock", "dice": [0]}, chance)
    # Re-lock on the Academy Pilot: one blue token, the red one moves.
    state = play(GAME, state, "rebel", {"kind": "action", "effect": "target_lock", "target": "academy"}, chance)
    ships = state["ships"]
    assert ships["rookie"]["lock"] == {"letter": "B", "target": "academy"}
    views = {s["id"]: s for s in GAME.view(state, None)["ships"]}
    assert views["obsidian"]["locked_by"] == [] and views["academy"]["locked_by"] == [{"letter": "B", "by": "rookie"}]


def test_barrel_roll_example_offers_legal_slides_and_keeps_heading() -> None:
    # T2: the Academy Pilot ends at (480, 370, 0) and rolls right: offsets -20/0/+20 end at x = 560.
    chance = ScriptedChance()
    state = scenario(
        [("rookie", "rookiepilot", "rebel", (450, 300, 0)), ("academy", "academypilot", "imperial", (480, 250, 0))],
        chance=chance,
        dials={"academy": "2-straight"},
    )
    assert state["ships"]["academy"]["pose"] == pytest.approx({"x": 480.0, "y": 370.0, "heading": 0.0})
    p = only_prompt(GAME, state)
    rolls = {o.id: o.action for o in p.options if o.action.get("effect") == "barrel_roll"}
    assert set(rolls) == {
        "barrel_roll:left:back",
        "barrel_roll:left:centre",
        "barrel_roll:left:forward",
        "barrel_roll:right:back",
        "barrel_roll:right:centre",
        "barrel_roll:right:forward",
    }
    for name, y in (("back", 350.0), ("centre", 370.0), ("forward", 390.0)):
        s2 = play(GAME, state, "imperial", rolls[f"barrel_roll:right:{name}"], chance)
        assert s2["ships"]["academy"]["pose"] == pytest.approx({"x": 560.0, "y": y, "heading": 0.0})
    s3 = play(
        GAME, state, "imperial", {"kind": "action", "effect": "barrel_roll", "side": "right", "slide": -7.5}, chance
    )
    assert s3["ships"]["academy"]["pose"] == pytest.approx({"x": 560.0, "y": 362.5, "heading": 0.0})
    with pytest.raises(RuleError, match="slide"):
        GAME.act(state, "imperial", {"kind": "action", "effect": "barrel_roll", "side": "right", "slide": 25}, chance)


def test_barrel_roll_blocked_by_an_asteroid_is_not_offered() -> None:
    # T2b: a 30 mm asteroid centred at (575, 370) blocks every right roll; left stays legal.
    chance = ScriptedChance()
    state = scenario(
        [("rookie", "rookiepilot", "rebel", (450, 300, 0)), ("academy", "academypilot", "imperial", (480, 250, 0))],
        obstacles=[square("a1", 560, 355, 590, 385)],
        chance=chance,
        dials={"academy": "2-straight"},
    )
    p = only_prompt(GAME, state)
    sides = {o.action["side"] for o in p.options if o.action.get("effect") == "barrel_roll"}
    assert sides == {"left"}
    with pytest.raises(RuleError, match="illegal"):
        GAME.act(state, "imperial", {"kind": "action", "effect": "barrel_roll", "side": "right", "slide": 0}, chance)


def test_overlap_example_backs_off_touches_and_skips_the_action() -> None:
    # T7: Rookie (450,100,0) white straight 4; Academy at (450,330,0); Black Squadron at (455,255,0).
    chance = ScriptedChance()
    ships = [
        ("rookie", "rookiepilot", "rebel", (450, 100, 0)),
        ("academy", "academypilot", "imperial", (450, 330, 0)),
        ("black", "blacksquadronpilot", "imperial", (455, 255, 0)),
    ]
    state = scenario(ships, chance=chance, dials={"rookie": "4-straight"})
    rookie = state["ships"]["rookie"]
    assert rookie["pose"]["x"] == pytest.approx(450.0) and rookie["pose"]["y"] == pytest.approx(215.0, abs=0.05)
    assert state["last_move"]["bumped"] == ["black"]
    assert rookie["tokens"]["stress"] == 0 and rookie["actions_done"] == []
    assert "no action" in " ".join(state["log"])
    # Combat: Black (PS 4) has nothing in arc and passes by itself; the Rookie may attack the Academy Pilot
    # (in arc, range 1) but not Black Squadron, whose base it touches.
    assert state["phase"] == "combat"
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("rebel", "target")
    assert {o.id for o in p.options} == {"academy", "pass"}
    with pytest.raises(RuleError) as err:
        GAME.act(state, "rebel", {"kind": "attack", "target": "black"}, chance)
    assert "touch" in str(err.value.rule)


def test_overlap_with_a_red_koiogran_turn_flies_the_straight_and_still_stresses() -> None:
    chance = ScriptedChance()
    ships = [
        ("rookie", "rookiepilot", "rebel", (450, 100, 0)),
        ("academy", "academypilot", "imperial", (450, 330, 0)),
        ("black", "blacksquadronpilot", "imperial", (455, 255, 0)),
    ]
    state = scenario(ships, chance=chance, dials={"rookie": "4-koiogran"})
    rookie = state["ships"]["rookie"]
    assert rookie["pose"] == pytest.approx({"x": 450.0, "y": 215.0, "heading": 0.0}, abs=0.05)
    assert state["last_move"]["flown"] == "4-straight"
    assert rookie["tokens"]["stress"] == 1 and rookie["actions_done"] == []
