"""Mission 2, Hiding in the Asteroids: set-up zones, the damaged ship, exits, objectives and reinforcements."""

from __future__ import annotations

import pytest

from bot.core.chance import Chance
from bot.core.data import load_json
from bot.core.protocol import RuleError
from bot.games.xwing import GAME
from bot.games.xwing.rules import non_red
from tests.xwing.cards_support import activate, to_combat
from tests.xwing.match_support import ScriptedChance, only_prompt, play

SEATS = ["rebel", "imperial"]


def mission(deployment: str = "auto") -> dict:
    """Mission 2 with the recommended forces, set up through the protocol (asteroids at the first offered spots)."""
    c = Chance("m2")
    state = GAME.setup({"mission": "hide_and_seek", "deployment": deployment}, SEATS, c)
    while state["phase"] == "setup":
        p = only_prompt(GAME, state)
        state = play(GAME, state, p.seat, dict(p.options[0].action), c)
    return state


def test_mission_data_lists_the_three_missions() -> None:
    data = load_json("xwing", "missions.json")["missions"]
    assert [m["number"] for m in data.values()] == [1, 2, 3]
    assert all(m["implemented"] for m in data.values())
    with pytest.raises(
        RuleError, match=r"unknown or unplayable mission “nowhere”; playable: `hide_and_seek`, `political"
    ):
        GAME.setup({"mission": "nowhere"}, SEATS, Chance("x"))


def test_recommended_forces_and_imperial_initiative() -> None:
    state = mission()
    ships = state["ships"]
    assert ships["lukeskywalker"]["upgrades"] == ["determination"]
    assert ships["maulermithel"]["upgrades"] == ["marksmanship"] and "nightbeast" in ships
    assert state["initiative"] == "imperial" and state["mission"]["damaged"] == "lukeskywalker"
    assert len(state["obstacles"]) == 6 and state["phase"] == "planning"


def test_set_up_zones_for_ships_and_asteroids() -> None:
    c = Chance("m2z")
    state = GAME.setup({"mission": "hide_and_seek"}, SEATS, c)
    assert only_prompt(GAME, state).context["ship"] == "nightbeast"  # lowest skill first
    with pytest.raises(RuleError, match="within range 1 of either faction edge"):
        play(GAME, state, "imperial", {"kind": "deploy", "x": 450.0, "y": 450.0, "heading": 0.0}, c)
    state = play(GAME, state, "imperial", {"kind": "deploy", "x": 450.0, "y": 50.0, "heading": 0.0}, c)  # Rebel edge
    state = play(GAME, state, "imperial", {"kind": "deploy", "x": 450.0, "y": 864.4, "heading": 180.0}, c)
    with pytest.raises(RuleError, match="beyond range 1-3 of both faction edges"):
        play(GAME, state, "rebel", {"kind": "deploy", "x": 450.0, "y": 300.0, "heading": 0.0}, c)  # y 280-320
    state = play(GAME, state, "rebel", {"kind": "deploy", "x": 450.0, "y": 330.0, "heading": 0.0}, c)  # y 310-350
    assert state["pending"]["kind"] == "mission_asteroid"  # the one Rebel ship is the damaged one, chosen by itself
    with pytest.raises(RuleError, match="beyond range 1 of Luke Skywalker"):
        play(GAME, state, "imperial", {"kind": "mission_asteroid", "x": 450.0, "y": 480.0}, c)
    state = play(GAME, state, "imperial", {"kind": "mission_asteroid", "x": 450.0, "y": 600.0}, c)
    with pytest.raises(RuleError, match="beyond range 1 of asteroid a1"):
        play(GAME, state, "imperial", {"kind": "mission_asteroid", "x": 550.0, "y": 650.0}, c)


def test_the_damaged_ship_is_limited_to_speed_1_2_until_round_5() -> None:
    state = mission()
    c = Chance("d")
    with pytest.raises(RuleError, match="“3-straight” is not on"):
        play(GAME, state, "rebel", {"kind": "dial", "ship": "lukeskywalker", "maneuver": "3-straight"}, c)
    assert all(m[0] in "12" for m in non_red(state, GAME.hooks, "lukeskywalker"))  # stressed red reveal: 1-2 too
    state["round"] = 5
    play(GAME, state, "rebel", {"kind": "dial", "ship": "lukeskywalker", "maneuver": "4-straight"}, c)
    assert "3-straight" in non_red(state, GAME.hooks, "lukeskywalker")


def _flee(round_: int, pose: tuple[float, float, float], maneuver: str) -> dict:
    state = mission()
    state["round"], state["obstacles"] = round_, []
    x, y, h = pose
    state["ships"]["lukeskywalker"]["pose"] = {"x": x, "y": y, "heading": h}
    return activate(state, ScriptedChance(), {"lukeskywalker": maneuver})


def test_rebel_wins_when_the_damaged_ship_escapes_through_a_faction_edge_from_round_5() -> None:
    state = _flee(5, (457.2, 850.0, 0.0), "2-straight")
    assert state["phase"] == "over" and state["winner"] == "rebel"
    assert state["mission"]["escaped"] == "lukeskywalker" and not state["ships"]["lukeskywalker"]["fled"]
    south = _flee(6, (457.2, 60.0, 180.0), "3-straight")  # the Rebel's own edge is a faction edge too
    assert south["winner"] == "rebel"


def test_imperial_wins_when_the_damaged_ship_leaves_too_early_or_by_a_side_edge() -> None:
    early = _flee(4, (457.2, 850.0, 0.0), "2-straight")
    assert early["phase"] == "over" and early["winner"] == "imperial"
    assert early["ships"]["lukeskywalker"]["fled"]  # destroyed by the normal flee rule
    side = _flee(6, (880.0, 457.2, 90.0), "2-straight")
    assert side["winner"] == "imperial" and side["ships"]["lukeskywalker"]["fled"]


def test_destroying_every_imperial_wins_nothing_and_reinforcements_arrive() -> None:
    state = mission()
    state["obstacles"] = []
    ships = state["ships"]
    ships["lukeskywalker"]["pose"] = {"x": 450.0, "y": 300.0, "heading": 0.0}
    ships["nightbeast"]["pose"] = {"x": 450.0, "y": 380.0, "heading": 180.0}
    ships["nightbeast"]["damage"] = [{"card": "console_fire", "faceup": False}] * 2
    ships["maulermithel"]["destroyed"] = True  # already gone
    c = ScriptedChance(
        **{"r1:attack:lukeskywalker": ["hit", "hit", "hit", "hit"], "r1:defense:lukeskywalker": ["blank"] * 3}
    )
    state = to_combat(state, c)
    state = play(GAME, state, "rebel", {"kind": "attack", "target": "nightbeast"}, c)
    assert state["ships"]["nightbeast"]["destroyed"] and state["phase"] != "over"  # no win by destruction
    p = only_prompt(GAME, state)
    assert (p.seat, p.kind) == ("imperial", "hide_and_seek_reinforce") and "decline" in {o.id for o in p.options}
    with pytest.raises(RuleError, match="within range 1 of the rebel or imperial edge"):
        play(GAME, state, "imperial", {"kind": "hide_and_seek_reinforce", "x": 450.0, "y": 450.0, "heading": 0.0}, c)
    state = play(GAME, state, "imperial", {"kind": "hide_and_seek_reinforce", "x": 200.0, "y": 50.0, "heading": 0.0}, c)
    new = state["ships"]["reinforcement-1"]
    assert new["pilot"] == "academypilot" and new["pose"]["y"] == 50.0
    assert state["phase"] == "planning" and state["round"] == 2  # one Imperial lost: one reinforcement
    assert {pr.context["ship"] for pr in GAME.prompts(state) if pr.seat == "imperial"} == {"reinforcement-1"}


def test_the_damaged_ship_destroyed_is_an_imperial_victory() -> None:
    state = mission()
    state["obstacles"] = []
    ships = state["ships"]
    ships["lukeskywalker"]["pose"] = {"x": 450.0, "y": 300.0, "heading": 0.0}
    ships["lukeskywalker"]["shields"] = 0
    ships["lukeskywalker"]["damage"] = [{"card": "console_fire", "faceup": False}] * 2
    ships["maulermithel"]["pose"] = {"x": 450.0, "y": 380.0, "heading": 180.0}
    c = ScriptedChance(**{"r1:attack:maulermithel": ["hit"] * 4, "r1:defense:maulermithel": ["blank", "blank"]})
    state = to_combat(state, c)
    state = play(GAME, state, "rebel", {"kind": "pass"}, c)  # Luke (PS 8) first
    state = play(GAME, state, "imperial", {"kind": "attack", "target": "lukeskywalker"}, c)
    assert state["phase"] == "over" and state["winner"] == "imperial"


# Rulebook line 1061: «Мятежник ставит свой корабль (корабли) за пределами дистанции 1–3 от края любой фракции».
# Manual deployment used to offer the Rebel only spots on his own edge (all illegal here): no option, no default.
REBEL_SQUAD = {
    "rebel": [{"pilot": "wedgeantilles"}, {"pilot": "rookiepilot"}, {"pilot": "goldsquadronpilot"}],
    "imperial": [{"pilot": "howlrunner"}, {"pilot": "academypilot"}],
}


def _in_rebel_zone(state: dict, sid: str) -> bool:
    """The whole base beyond range 3 (300 mm) of both faction edges, checked on the base's corners."""
    from bot.games.xwing.missions.common import base

    ship = state["ships"][sid]
    ys = [y for _, y in base(ship["pose"], ship["base"]).exterior.coords]
    return min(ys) > 300.0 and max(ys) < 914.4 - 300.0


@pytest.mark.parametrize("squads", [None, REBEL_SQUAD], ids=["recommended", "three_rebels"])
def test_manual_deployment_offers_legal_rebel_spots_and_reaches_planning(squads: dict | None) -> None:
    from bot.games.xwing import hooks as H
    from bot.games.xwing import rules
    from bot.games.xwing.missions.hide_and_seek import _zone

    c = Chance("m2-manual")
    options = {"mission": "hide_and_seek", "deployment": "prompt"} | ({"squads": squads} if squads else {})
    state = GAME.setup(options, SEATS, c)
    rebel_prompts = 0
    while state["phase"] == "setup":
        p = only_prompt(GAME, state)
        if p.kind == "deploy" and p.seat == "rebel":
            rebel_prompts += 1
            sid = p.context["ship"]
            assert p.options and p.default is not None, "the Rebel deploy prompt offers nothing"
            for o in p.options:
                pose = {k: float(o.action[k]) for k in ("x", "y", "heading")}
                assert _zone(state, state["ships"][sid], pose) is None
                assert rules.deploy_error(state, H.HOOKS, sid, pose) is None
            assert p.default in [o.action for o in p.options]
            state = play(GAME, state, p.seat, dict(p.options[-1].action), c)  # a non-default spot
            assert _in_rebel_zone(state, sid)
        else:
            state = play(GAME, state, p.seat, dict(p.options[0].action), c)
    assert rebel_prompts == (3 if squads else 1)
    assert (state["phase"], state["round"]) == ("planning", 1)
    assert all(_in_rebel_zone(state, sid) for sid, s in state["ships"].items() if s["seat"] == "rebel")


def test_deadline_default_at_the_rebel_deploy_prompt_stays_in_the_zone() -> None:
    c = Chance("m2-deadline")
    state = GAME.setup({"mission": "hide_and_seek", "deployment": "prompt", "squads": REBEL_SQUAD}, SEATS, c)
    while state["phase"] == "setup" and state["pending"]["kind"] == "deploy":
        p = only_prompt(GAME, state)
        assert p.default is not None, f"no default for {p.context['ship']}"
        state = play(GAME, state, p.seat, dict(p.default), c)  # what the deadline policy applies
        if p.seat == "rebel":
            assert _in_rebel_zone(state, p.context["ship"])
    assert state["pending"]["kind"] == "mission_damaged"  # every ship placed by its default
    # free-form poses the rule allows stay valid: anywhere in the band, any heading
    assert all(_in_rebel_zone(state, sid) for sid, s in state["ships"].items() if s["seat"] == "rebel")
