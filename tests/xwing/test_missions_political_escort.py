"""Mission 1, Political Escort: the shuttle piece, its moves, Guard, crits as hits, both objectives, set-up zones."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.games.xwing import GAME
from bot.games.xwing.missions.political_escort import REINFORCE
from tests.xwing.match_support import ScriptedChance, only_prompt, play

SEATS = ["rebel", "imperial"]
AP1, AP2, RED = "academypilot-1", "academypilot-2", "redsquadronpilot"


def mission(chance: Chance, poses: dict[str, tuple[float, float, float]] | None = None, **opts: Any) -> dict:
    """Mission 1 with the recommended forces in round 1's planning; `poses` move pieces as a test set-up."""
    state = GAME.setup({"mission": "political_escort", "deployment": "auto", **opts}, SEATS, chance)
    for sid, (x, y, h) in (poses or {}).items():
        state["ships"][sid]["pose"] = {"x": x, "y": y, "heading": h}
    return state


def dials(state: dict, chance: Chance, **by_ship: str) -> dict:
    for sid, m in by_ship.items():
        state = play(GAME, state, state["ships"][sid]["seat"], {"kind": "dial", "ship": sid, "maneuver": m}, chance)
    return state


def run(state: dict, chance: Chance, shuttle: str | None, targets: dict[str, str], guard: bool = False) -> dict:
    """Answer the round's prompts: the shuttle's move, actions skipped (or Guard), attacks from `targets`."""
    while state["phase"] not in ("planning", "over"):
        p = only_prompt(GAME, state)
        sid = p.context.get("ship")
        if p.kind == "shuttle_move":
            action: dict[str, Any] = {"kind": "shuttle_move", "maneuver": shuttle}
        elif p.kind == "action":
            offered = {o.action.get("effect") for o in p.options or ()}
            action = {"kind": "action", "effect": "guard" if guard and "guard" in offered else "skip"}
        elif p.kind == "target":
            action = {"kind": "attack", "target": targets[sid]} if sid in targets else {"kind": "pass"}
        elif p.kind == "modify":
            action = {"kind": "modify", "effect": "done"}
        else:
            raise AssertionError(f"unexpected prompt {p.kind}")
        state = play(GAME, state, p.seat, action, chance)
    return state


def test_set_up_the_shuttle_centred_at_the_rebel_edge_without_a_dial() -> None:  # M1-a
    state = mission(Chance("m1"))
    shuttle = state["ships"]["shuttle"]
    assert shuttle["pose"] == {"x": 457.2, "y": 50.0, "heading": 0.0}  # centred, facing the Imperial edge
    view = next(s for s in GAME.view(state, "rebel")["ships"] if s["id"] == "shuttle")
    assert (view["hull"], view["shields"], view["skill"]) == (6, 0, 0)  # recommended forces: no shields
    assert {p.context["ship"] for p in GAME.prompts(state)} == {RED, AP1, AP2}  # no dial for the shuttle
    with pytest.raises(RuleError, match="Senator's Shuttle has no dial"):
        GAME.act(state, "rebel", {"kind": "dial", "ship": "shuttle", "maneuver": "2-straight"}, Chance("m1"))


def test_the_shuttle_has_shields_6_with_100_point_squads() -> None:
    squads = {"rebel": ["redsquadronpilot"], "imperial": ["academypilot", "academypilot"]}
    state = mission(Chance("m1"), squads=squads, points=100)
    assert state["ships"]["shuttle"]["shields"] == 6


def test_ships_start_at_range_2_of_their_own_edge() -> None:
    c = Chance("m1")
    state = GAME.setup({"mission": "political_escort"}, SEATS, c)
    p = only_prompt(GAME, state)
    assert (p.seat, p.context["ship"]) == ("imperial", AP1)
    with pytest.raises(RuleError, match="within range 2 of their own edge"):
        GAME.act(state, "imperial", {"kind": "deploy", "x": 200.0, "y": 600.0, "heading": 180.0}, c)
    state = play(GAME, state, "imperial", {"kind": "deploy", "x": 200.0, "y": 740.0, "heading": 180.0}, c)
    state = play(GAME, state, "imperial", {"kind": "deploy", "x": 700.0, "y": 740.0, "heading": 180.0}, c)
    with pytest.raises(RuleError, match="within range 2 of their own edge"):
        GAME.act(state, "rebel", {"kind": "deploy", "x": 200.0, "y": 190.0, "heading": 0.0}, c)
    with pytest.raises(RuleError, match="overlap Senator's Shuttle"):
        GAME.act(state, "rebel", {"kind": "deploy", "x": 457.2, "y": 60.0, "heading": 0.0}, c)
    state = play(GAME, state, "rebel", {"kind": "deploy", "x": 200.0, "y": 180.0, "heading": 0.0}, c)
    assert state["phase"] == "planning"


def test_the_shuttle_moves_at_the_start_of_activation() -> None:  # M1-b
    c = Chance("m1")
    state = dials(
        mission(c, {RED: (200.0, 150.0, 0.0)}), c, **{RED: "1-straight", AP1: "2-straight", AP2: "2-straight"}
    )
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("rebel", "shuttle_move")
    assert [o.id for o in p.options or ()] == ["2-straight", "1-bank-left", "1-bank-right", "stay"]
    assert all(not s["activated"] for s in state["ships"].values())  # before any ship activates
    with pytest.raises(RuleError, match="the shuttle moves only"):
        GAME.act(state, "rebel", {"kind": "shuttle_move", "maneuver": "3-straight"}, c)
    with pytest.raises(RuleError, match="rebel's decision"):
        GAME.act(state, "imperial", {"kind": "shuttle_move", "maneuver": None}, c)
    moved = play(GAME, state, "rebel", {"kind": "shuttle_move", "maneuver": "2-straight"}, c)
    assert moved["ships"]["shuttle"]["pose"] == pytest.approx({"x": 457.2, "y": 170.0, "heading": 0.0})
    assert AP1 in moved["revealed"]  # then the ships activate as usual
    stayed = play(GAME, state, "rebel", {"kind": "shuttle_move", "maneuver": None}, c)
    assert stayed["ships"]["shuttle"]["pose"] == {"x": 457.2, "y": 50.0, "heading": 0.0}
    stayed = run(stayed, c, None, {})
    assert stayed["round"] == 2 and stayed["ships"]["shuttle"]["attacked"] is False  # it never attacks


def test_guard_puts_an_evade_token_on_the_shuttle_cleared_in_the_end_phase() -> None:  # M1-d
    c = Chance("m1")
    state = mission(c, {RED: (457.2, 150.0, 0.0)})
    state = dials(state, c, **{RED: "1-straight", AP1: "2-straight", AP2: "2-straight"})
    state = play(GAME, state, "rebel", {"kind": "shuttle_move", "maneuver": "2-straight"}, c)  # shuttle to y = 170
    while only_prompt(GAME, state).context.get("ship") != RED:
        state = play(GAME, state, "imperial", {"kind": "action", "effect": "skip"}, c)
    p = only_prompt(GAME, state)
    assert "guard" in {o.action.get("effect") for o in p.options or ()}  # at range 1 of the shuttle
    events = GAME.act(state, "rebel", {"kind": "action", "effect": "guard"}, c)
    tokens = [e.payload for e in events if e.kind == "tokens" and e.payload["ship"] == "shuttle"]
    assert [(t["token"], t["value"]) for t in tokens] == [("evade", 1), ("evade", 0)]  # given, then End phase
    assert any(e.kind == "action_done" and e.payload["action"] == "guard" for e in events)
    for ev in events:
        state = GAME.evolve(state, ev)
    state = run(state, c, None, {})
    assert state["round"] == 2 and state["ships"]["shuttle"]["tokens"]["evade"] == 0  # End phase cleared it
    # round 2: Red flies away to range 2+ and may no longer Guard
    state = dials(state, c, **{RED: "4-straight", AP1: "2-straight", AP2: "2-straight"})
    state = play(GAME, state, "rebel", {"kind": "shuttle_move", "maneuver": None}, c)
    while only_prompt(GAME, state).context.get("ship") != RED:
        state = play(GAME, state, "imperial", {"kind": "action", "effect": "skip"}, c)
    assert "guard" not in {o.action.get("effect") for o in only_prompt(GAME, state).options or ()}


def _attack_setup(c: Chance) -> dict:
    """The shuttle stays at (457, 300); both Academy Pilots end 2 straight later at range 1 of it, facing it."""
    poses = {"shuttle": (457.2, 300.0, 0.0), RED: (100.0, 150.0, 0.0), AP1: (420.0, 520.0, 180.0)}
    poses[AP2] = (500.0, 520.0, 180.0)
    state = mission(c, poses)
    return dials(state, c, **{RED: "1-straight", AP1: "2-straight", AP2: "2-straight"})


def test_crits_become_hits_and_the_imperial_wins_by_destroying_the_shuttle() -> None:  # M1-c
    script = {f"r1:attack:{ap}": ["crit", "crit", "hit"] for ap in (AP1, AP2)}
    script.update({f"r1:defense:{ap}": ["blank", "blank"] for ap in (AP1, AP2)})
    c = ScriptedChance("m1", **script)
    state = _attack_setup(c)
    state = run(state, c, None, {AP1: "shuttle"})  # only AP1 attacks: 3 face-down cards, none face up
    shuttle = state["ships"]["shuttle"]
    assert [d["faceup"] for d in shuttle["damage"]] == [False, False, False] and not shuttle["destroyed"]
    assert state["last_attack"]["attack_dice"] and all(d["face"] == "hit" for d in state["last_attack"]["attack_dice"])
    c2 = ScriptedChance("m1", **script)
    state = run(_attack_setup(c2), c2, None, {AP1: "shuttle", AP2: "shuttle"})
    assert state["ships"]["shuttle"]["destroyed"] and len(state["ships"]["shuttle"]["damage"]) == 6
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == ("imperial",) and "shuttle was destroyed" in outcome.reason


def test_only_one_evade_token_of_the_shuttle_per_attack() -> None:
    c = ScriptedChance("m1", **{"r1:attack:academypilot-1": ["hit", "hit", "hit"], "r1:defense:academypilot-1": []})
    c.add("r1:defense:academypilot-1", ["blank", "blank"])
    state = _attack_setup(c)
    state["ships"]["shuttle"]["tokens"]["evade"] = 2  # two Guards this round (two escorts)
    state = play(GAME, state, "rebel", {"kind": "shuttle_move", "maneuver": None}, c)
    while state["phase"] != "combat" or only_prompt(GAME, state).context.get("ship") != AP1:
        p = only_prompt(GAME, state)
        state = play(
            GAME, state, p.seat, {"kind": "pass"} if p.kind == "target" else {"kind": "action", "effect": "skip"}, c
        )
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "shuttle"}, c)
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("rebel", "modify") and "evade" in {o.id for o in p.options or ()}
    state = play(GAME, state, "rebel", {"kind": "modify", "effect": "evade"}, c)
    assert state["ships"]["shuttle"]["tokens"]["evade"] == 1
    assert not any(p.kind == "modify" and p.seat == "rebel" for p in GAME.prompts(state))  # no second token
    assert len(state["ships"]["shuttle"]["damage"]) == 2  # 3 hits - 1 evade


def test_the_rebel_wins_when_the_shuttle_leaves_through_the_imperial_edge() -> None:
    c = Chance("m1")
    state = mission(c, {"shuttle": (457.2, 860.0, 0.0), AP1: (100.0, 750.0, 180.0), AP2: (800.0, 750.0, 180.0)})
    state = dials(state, c, **{RED: "1-straight", AP1: "2-straight", AP2: "2-straight"})
    state = play(GAME, state, "rebel", {"kind": "shuttle_move", "maneuver": "2-straight"}, c)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == ("rebel",) and "Imperial edge" in outcome.reason
    assert not state["ships"]["shuttle"]["fled"]  # it escaped, it was not destroyed by fleeing


def test_leaving_through_another_edge_destroys_the_shuttle() -> None:
    c = Chance("m1")
    state = mission(c, {"shuttle": (880.0, 400.0, 90.0)})
    state = dials(state, c, **{RED: "1-straight", AP1: "2-straight", AP2: "2-straight"})
    state = play(GAME, state, "rebel", {"kind": "shuttle_move", "maneuver": "2-straight"}, c)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == ("imperial",)
    assert state["ships"]["shuttle"]["fled"]


def test_destroying_every_escort_wins_nothing_and_reinforcements_come_from_the_imperial_edge() -> None:
    c = Chance("m1")
    state = mission(c)
    assert REINFORCE.place_error(state, {"x": 300.0, "y": 864.4, "heading": 180.0}) is None
    refused = REINFORCE.place_error(state, {"x": 300.0, "y": 50.0, "heading": 0.0})
    assert refused is not None and (refused.key, refused.params) == ("reinforcement_zone", {"edges": "imperial"})


def test_the_shuttle_takes_no_free_action_from_squad_leader() -> None:
    # the shuttle (skill 0) is a friendly ship at range 1 of Luke, but it performs no actions
    c = Chance("m1")
    luke = {"pilot": "lukeskywalker", "upgrades": ["squadleader"]}
    squads = {"rebel": [luke, "rookiepilot"], "imperial": ["academypilot"]}
    poses = {"lukeskywalker": (457.2, 150.0, 0.0), "rookiepilot": (600.0, 150.0, 0.0)}
    state = mission(c, poses, squads=squads, points=100)
    state = dials(state, c, lukeskywalker="1-straight", rookiepilot="1-straight", academypilot="2-straight")
    state = play(GAME, state, "rebel", {"kind": "shuttle_move", "maneuver": "2-straight"}, c)
    while only_prompt(GAME, state).context.get("ship") != "lukeskywalker":
        p = only_prompt(GAME, state)
        state = play(GAME, state, p.seat, {"kind": "action", "effect": "skip"}, c)
    options = [o.action for o in only_prompt(GAME, state).options or ()]
    assert {"kind": "action", "effect": "guard"} in options  # Luke is at range 1 of the shuttle
    leader = [o["ship"] for o in options if o.get("effect") == "squadleader"]
    assert leader == ["rookiepilot"]  # the rookie (skill 2, range 2) may; the shuttle (skill 0, range 1) may not


def test_the_mission_win_reads_in_russian() -> None:  # issue 20: the mission's reason through the catalog
    from bot.core.texts import render
    from bot.games.xwing.texts import CATALOGS

    c = Chance("m1")
    state = mission(c, {"shuttle": (457.2, 860.0, 0.0), AP1: (100.0, 750.0, 180.0), AP2: (800.0, 750.0, 180.0)})
    state = dials(state, c, **{RED: "1-straight", AP1: "2-straight", AP2: "2-straight"})
    events = GAME.act(state, "rebel", {"kind": "shuttle_move", "maneuver": "2-straight"}, c)
    (over,) = [e for e in events if e.kind == "game_over"]
    said = {"key": over.payload["say_key"], "params": over.payload["say_params"]}
    assert render(CATALOGS, said, "en") == over.payload["say"]
    assert render(CATALOGS, said, "ru") == (
        "Победа: Мятежники (миссия 1: челнок сенатора ушёл через имперский край игровой зоны)."
    )
