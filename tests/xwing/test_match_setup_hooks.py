"""Set-up (squads, initiative, obstacles, edge choice), the hook windows card abilities use, disputes, conceding."""

from __future__ import annotations

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.games.xwing import GAME, XWing
from bot.games.xwing import hooks as H
from bot.games.xwing.flow import Flow
from bot.games.xwing.state import alive
from tests.support.outcome import ended
from tests.xwing.match_support import ScriptedChance, only_prompt, play, scenario

SEATS = ["rebel", "imperial"]


def test_squads_points_cap_uniques_factions_and_initiative() -> None:
    chance = Chance("squads")
    squads = {"rebel": ["rookiepilot", "rookiepilot", "goldsquadronpilot"], "imperial": ["academypilot"] * 4}
    state = GAME.setup({"squads": squads, "deployment": "auto"}, SEATS, chance)
    assert state["points"] == {"rebel": 60, "imperial": 48} and state["initiative"] == "imperial"
    assert [s["label"] for s in state["ships"].values()][:2] == ["RP1", "RP2"]
    assert sorted(state["ships"])[:2] == ["academypilot-1", "academypilot-2"]
    state = GAME.setup(
        {"squads": {"rebel": ["goldsquadronpilot"], "imperial": ["blacksquadronpilot"] * 2}, "deployment": "auto"},
        SEATS,
        chance,
    )
    assert state["initiative"] == "rebel"  # 18 < 28 points
    state = GAME.setup(
        {"squads": {"rebel": ["rookiepilot"], "imperial": ["tempestsquadronpilot"]}, "deployment": "auto"},
        SEATS,
        chance,
    )
    assert state["initiative"] == "imperial"  # 21 = 21: ties go to the Imperial
    with pytest.raises(RuleError, match="over the 31-point limit"):
        GAME.setup(
            {"squads": {"rebel": ["lukeskywalker", "rookiepilot"], "imperial": ["academypilot"]}, "points": 31},
            SEATS,
            chance,
        )
    with pytest.raises(RuleError, match="unique"):
        GAME.setup(
            {"squads": {"rebel": ["lukeskywalker", "lukeskywalker"], "imperial": ["academypilot"]}}, SEATS, chance
        )
    with pytest.raises(RuleError, match="not a rebel ship"):
        GAME.setup({"squads": {"rebel": ["academypilot"], "imperial": ["academypilot"]}}, SEATS, chance)
    with pytest.raises(RuleError, match="unknown option"):
        GAME.setup({"speed": 3}, SEATS, chance)
    quick = GAME.setup({}, SEATS, chance)
    assert quick["initiative"] == "imperial" and {s["id"]: s["shields"] for s in quick["ships"].values()} == {
        "luke": 2,
        "nightbeast": 0,
        "obsidian": 0,
    }
    assert len(quick["deck"]) == 33 and quick["deck"] != sorted(quick["deck"])  # shuffled by the match chance
    assert quick["deck"] == GAME.setup({}, SEATS, chance)["deck"]


def test_obstacles_are_placed_alternately_then_the_rebel_chooses_his_edge() -> None:
    chance = Chance("obstacles")
    state = GAME.setup({"obstacles": "place"}, SEATS, chance)
    seats = []
    for i in range(6):
        p = only_prompt(GAME, state)
        assert p.kind == "obstacle" and p.default is not None
        seats.append(p.seat)
        if i == 0:
            with pytest.raises(RuleError, match="range 1-2"):
                GAME.act(state, p.seat, {"kind": "place_obstacle", "x": 150, "y": 457, "rotation": 0}, chance)
        if i == 1:
            first = state["obstacles"][0]["points"][0]
            with pytest.raises(RuleError, match="cannot go there"):  # on top of the first asteroid
                GAME.act(
                    state, p.seat, {"kind": "place_obstacle", "x": first[0] + 20, "y": first[1], "rotation": 0}, chance
                )
        state = play(GAME, state, p.seat, dict(p.options[0].action), chance)
    assert seats == ["imperial", "rebel"] * 3
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("rebel", "edge")
    before = [list(pt) for pt in state["obstacles"][0]["points"]]
    state = play(GAME, state, "rebel", {"kind": "edge", "edge": "north"}, chance)
    after = state["obstacles"][0]["points"]
    assert after[0] == pytest.approx([914.4 - before[0][0], 914.4 - before[0][1]])  # the mat turned round
    assert only_prompt(GAME, state).kind == "deploy"


def test_standard_layout_is_legal_and_the_edge_is_still_chosen() -> None:
    from bot.games.xwing import space

    state = GAME.setup({"obstacles": "standard"}, SEATS, Chance("std"))
    assert len(state["obstacles"]) == 6
    for i, ob in enumerate(state["obstacles"]):
        assert space.obstacle_error(ob, state["obstacles"][:i]) is None
    assert only_prompt(GAME, state).kind == "edge"


def test_a_free_action_hook_like_night_beast() -> None:
    hooks = H.HOOKS.copy()

    @hooks.trigger(H.AFTER_MANEUVER)
    def free_focus_after_green(flow: Flow, ctx: dict) -> None:
        if flow.ship(ctx["ship"])["pilot"] == "nightbeast" and ctx["difficulty"] == "green":
            flow.offer_free_action(ctx["ship"], ["focus"], say="Night Beast may take a free focus action.")

    game = XWing(hooks)
    chance = ScriptedChance()
    state = scenario(
        [("nb", "nightbeast", "imperial", (450, 700, 180)), ("luke", "lukeskywalker", "rebel", (100, 100, 90))],
        chance=chance,
        game=game,
        dials={"nb": "2-straight"},
    )
    p = only_prompt(game, state)
    assert p.kind == "action"
    state = play(game, state, "imperial", {"kind": "action", "effect": "evade"}, chance)
    p = only_prompt(game, state)  # the free action: only focus is allowed
    assert p.kind == "action" and {o.id for o in p.options} == {"focus", "skip"} and "free" in p.text
    events = game.act(state, "imperial", {"kind": "action", "effect": "focus"}, chance)
    done = [(e.payload["action"], e.payload["free"]) for e in events if e.kind == "action_done"]
    assert done == [("focus", True)]
    for ev in events:
        state = game.evolve(state, ev)
    assert state["round"] == 2  # nothing to shoot: the round ended
    # a focus taken as the normal action leaves nothing for the free one: never the same action twice a round
    state = scenario(
        [("nb", "nightbeast", "imperial", (450, 700, 180)), ("luke", "lukeskywalker", "rebel", (100, 100, 90))],
        chance=chance,
        game=game,
        dials={"nb": "2-straight"},
    )
    state = play(game, state, "imperial", {"kind": "action", "effect": "focus"}, chance)
    assert state["round"] == 2 and state["free_actions"] == []  # no second prompt: the free focus lapsed


def test_damage_dealt_and_stat_hooks_reach_card_effects() -> None:
    hooks = H.HOOKS.copy()
    seen: list[tuple] = []

    # the real card effects (bot.games.xwing.cards: Thrust Control Fire, Structural Damage) are in HOOKS;
    # this subscriber only records what the damage_dealt window reports
    @hooks.trigger(H.DAMAGE_DEALT)
    def record(flow: Flow, ctx: dict) -> None:
        seen.append((ctx["ship"], ctx["card"], ctx["faceup"]))

    game = XWing(hooks)
    chance = ScriptedChance(
        **{
            "r1:attack:black": ["crit", "blank", "blank"],
            "r1:defense:black": ["blank"],
            "r1:attack:red": ["blank", "blank", "blank", "blank"],
            "r1:defense:red": ["blank"] * 3,
        }
    )
    state = scenario(
        [
            ("red", "redsquadronpilot", "rebel", (450, 300, 0)),
            ("black", "blacksquadronpilot", "imperial", (450, 400, 180)),
        ],
        chance=chance,
        game=game,
        phase="combat",
    )
    state["ships"]["red"]["shields"] = 0
    state["ships"]["red"]["damage"] = [{"card": "structural_damage", "faceup": True}]
    state["deck"][0] = "thrust_control_fire"
    state = play(game, state, "imperial", {"kind": "attack", "target": "red"}, chance)
    assert seen == [("red", "thrust_control_fire", True)]
    assert state["ships"]["red"]["tokens"]["stress"] == 1
    assert len(state["last_attack"]["defense_dice"]) == 1  # agility 2 - 1 (Structural Damage)


def test_dispute_roll_and_concede() -> None:
    chance = Chance("dispute")
    state = GAME.setup({"deployment": "auto"}, SEATS, chance)
    state = play(GAME, state, "rebel", {"kind": "dispute", "question": "is the TIE in arc?"}, chance)
    ruling = state["rulings"][0]
    assert len(ruling["attack"]) == 3 and len(ruling["defense"]) == 3
    a, d = ruling["attack"].count("focus"), ruling["defense"].count("focus")
    assert a != d and ruling["winner"] == ("rebel" if a > d else "imperial")
    assert state["phase"] == "planning" and len(GAME.prompts(state)) == 3  # a dispute changes nothing else
    state = play(GAME, state, "imperial", {"kind": "concede"}, chance)
    assert ended(GAME, state).winners == ("rebel",) and GAME.prompts(state) == []
    with pytest.raises(RuleError, match="over"):
        GAME.act(state, "rebel", {"kind": "dial", "ship": "luke", "maneuver": "1-straight"}, chance)
    assert all(alive(s) for s in state["ships"].values())


def test_view_follows_the_contract() -> None:
    chance = Chance("view")
    state = GAME.setup({"obstacles": "standard"}, SEATS, chance)
    view = GAME.view(state, None)
    for key in (
        "game",
        "viewer",
        "round",
        "phase",
        "initiative",
        "active_ship",
        "seats",
        "mat",
        "ships",
        "obstacles",
        "last_move",
        "last_attack",
        "log",
    ):
        assert key in view
    ship = view["ships"][0]
    for key in (
        "id",
        "seat",
        "faction",
        "ship_type",
        "pilot",
        "label",
        "skill",
        "base",
        "pose",
        "hull",
        "hull_max",
        "shields",
        "shields_max",
        "tokens",
        "locks",
        "locked_by",
        "damage_faceup",
        "damage_facedown",
        "destroyed",
        "fled",
        "dial",
    ):
        assert key in ship
    assert view["obstacles"][0]["kind"] == "asteroid" and len(view["obstacles"][0]["points"]) >= 3
    assert "deck" not in view and view["damage_deck"] == {"draw": 33, "discard": 0}
