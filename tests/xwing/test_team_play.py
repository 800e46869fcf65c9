"""Team play (rulebook p.20): players per side, each setting only his own dials, dials secret even from teammates
until the reveal, the team winning together."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.core.texts import render
from bot.engine.gametext import rule_error
from bot.games.xwing import GAME
from bot.games.xwing.texts import CATALOGS
from tests.xwing.match_support import ScriptedChance, play

SEATS = ["rebel-1", "rebel-2", "imperial-1"]
SQUADS = {
    "rebel": [{"pilot": "lukeskywalker", "id": "luke"}, {"pilot": "rookiepilot", "id": "red"}],
    "imperial": [{"pilot": "academypilot", "id": "tie"}],
}
TEAMS = {"rebel-1": ["luke"], "rebel-2": ["red"], "imperial-1": ["tie"]}
POSES = {"luke": (60.0, 50.0, 0.0), "red": (457.2, 50.0, 0.0), "tie": (457.2, 864.4, 180.0)}


def new_match(chance: Chance | None = None, teams: Any = TEAMS, seats: list[str] = SEATS) -> dict[str, Any]:
    return GAME.setup({"squads": SQUADS, "teams": teams}, seats, chance or Chance("team"))


def deploy_all(state: dict[str, Any], chance: Chance) -> dict[str, Any]:
    while state["phase"] == "setup":
        (p,) = GAME.prompts(state)
        assert p.kind == "deploy"
        sid = p.context["ship"]
        assert p.seat == {"luke": "rebel-1", "red": "rebel-2", "tie": "imperial-1"}[sid]  # the owner places it
        x, y, h = POSES[sid]
        state = play(GAME, state, p.seat, {"kind": "deploy", "x": x, "y": y, "heading": h}, chance)
    return state


def test_dial_prompts_go_to_each_ships_owner() -> None:
    chance = Chance("team")
    state = deploy_all(new_match(chance), chance)
    assert state["phase"] == "planning"
    owners = {p.context["ship"]: p.seat for p in GAME.prompts(state) if p.kind == "dial"}
    assert owners == {"luke": "rebel-1", "red": "rebel-2", "tie": "imperial-1"}


def test_teammate_cannot_see_a_dial_before_the_reveal() -> None:
    chance = Chance("team")
    state = deploy_all(new_match(chance), chance)
    events = GAME.act(state, "rebel-1", {"kind": "dial", "ship": "luke", "maneuver": "3-bank-left"}, chance)
    secret = [e for e in events if e.kind == "dial_set"]
    assert [e.visibility for e in secret] == ["rebel-1"]  # only the owner receives the dial event
    for ev in events:
        state = GAME.evolve(state, ev)

    def luke(seat: str) -> dict[str, Any]:
        view = GAME.view(state, seat)
        return next(s for s in view["ships"] if s["id"] == "luke")

    assert luke("rebel-1")["dial"]["maneuver"] == "3-bank-left"
    assert luke("rebel-2")["dial"] == {
        "committed": True,
        "commitment": state["commitments"]["luke"],
        "maneuver": None,
        "revealed": False,
    }
    assert "3-bank-left" not in json.dumps(GAME.view(state, "rebel-2"))
    assert "3-bank-left" not in json.dumps(GAME.view(state, "imperial-1"))
    # rebel-2 still sees his own open dial prompt, and not rebel-1's
    assert [p["seat"] for p in GAME.view(state, "rebel-2")["prompts"] if p["kind"] == "dial"] == ["rebel-2"]


def test_a_player_cannot_set_a_teammates_dial() -> None:
    chance = Chance("team")
    state = deploy_all(new_match(chance), chance)
    with pytest.raises(RuleError, match="flown by rebel player 1") as err:
        GAME.act(state, "rebel-2", {"kind": "dial", "ship": "luke", "maneuver": "1-straight"}, chance)
    assert err.value.code == "wrong_seat"
    assert err.value.text is not None  # issue 20: a team player by his side and number, not the raw seat id
    assert (
        render(CATALOGS, err.value.text, "ru")
        == "Люк Скайуокер — корабль, которым управляет мятежник 1, а не мятежник 2"
    )
    with pytest.raises(RuleError, match="flown by rebel player 1"):
        GAME.act(state, "rebel-2", {"kind": "dials", "dials": {"red": "1-straight", "luke": "1-straight"}}, chance)
    with pytest.raises(RuleError, match="flown by rebel player 2, not by imperial player 1"):
        GAME.act(state, "imperial-1", {"kind": "dial", "ship": "red", "maneuver": "1-straight"}, chance)
    with pytest.raises(RuleError, match="not a player"):
        GAME.act(state, "rebel", {"kind": "dial", "ship": "red", "maneuver": "1-straight"}, chance)


def test_a_player_cannot_answer_a_teammates_decision() -> None:
    chance = Chance("team")
    state = new_match(chance)
    state = play(GAME, state, "imperial-1", {"kind": "deploy", "x": 457.2, "y": 864.4, "heading": 180.0}, chance)
    (p,) = GAME.prompts(state)
    assert (p.seat, p.context["ship"]) == ("rebel-2", "red")  # skill 2 deploys before Luke (skill 8)
    with pytest.raises(RuleError, match="rebel player 2's, not rebel player 1's") as err:
        GAME.act(state, "rebel-1", {"kind": "deploy", "x": 457.2, "y": 50.0, "heading": 0.0}, chance)
    assert err.value.code == "not_your_turn"
    assert err.value.text is not None
    assert render(CATALOGS, err.value.text, "ru") == "это решение за мятежником 2, а не за мятежником 1"
    assert rule_error(err.value, "ru").endswith(
        "(Командная игра (правила, с. 20): каждый игрок решает только за свои корабли)"
    )


def _round(state: dict[str, Any], chance: Chance, dials: dict[str, str], attacker: str) -> dict[str, Any]:
    """Everyone sets his dials, skips actions; only `attacker` attacks the TIE when it can."""
    owner = {"luke": "rebel-1", "red": "rebel-2", "tie": "imperial-1"}
    for sid, m in dials.items():
        state = play(GAME, state, owner[sid], {"kind": "dial", "ship": sid, "maneuver": m}, chance)
    while state["phase"] != "over" and state["phase"] != "planning":
        (p,) = GAME.prompts(state)
        ship = p.context.get("ship") or p.context.get("attacker")
        assert ship is not None and p.seat == owner[ship]
        if p.kind == "action":
            action = {"kind": "action", "effect": "skip"}
        elif p.kind == "target":
            can = any(o.action.get("target") == "tie" for o in p.options or ())
            action = {"kind": "attack", "target": "tie"} if ship == attacker and can else {"kind": "pass"}
        elif p.kind == "modify":
            action = {"kind": "modify", "effect": "done"}
        else:
            raise AssertionError(f"unexpected prompt {p.kind}")
        state = play(GAME, state, p.seat, action, chance)
    return state


def test_the_team_wins_together() -> None:
    # rebel-2's rookie destroys the only TIE; rebel-1, who never fired, wins with him
    chance = ScriptedChance("team", **{"r2:attack:red": ["hit", "hit", "crit"], "r2:defense:red": ["blank"] * 3})
    state = deploy_all(new_match(chance), chance)
    state = _round(state, chance, {"luke": "1-straight", "red": "4-straight", "tie": "5-straight"}, "red")
    assert state["round"] == 2 and not state["ships"]["tie"]["destroyed"]
    state = _round(state, chance, {"luke": "1-straight", "red": "1-straight", "tie": "2-straight"}, "red")
    assert state["ships"]["tie"]["destroyed"]
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == ("rebel-1", "rebel-2")


def test_a_concession_loses_for_the_whole_team() -> None:
    chance = Chance("team")
    state = deploy_all(new_match(chance), chance)
    state = play(GAME, state, "rebel-2", {"kind": "concede"}, chance)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.winners == ("imperial-1",)


@pytest.mark.parametrize(
    ("teams", "seats", "message"),
    [
        (None, SEATS, "needs the option teams"),
        ({"rebel-1": ["luke", "red"], "imperial-1": ["tie"]}, SEATS, "no ship is left for rebel-2: give an XWS squad"),
        ({"rebel-1": ["luke"], "rebel-2": [], "imperial-1": ["tie"]}, SEATS, "unassigned: red"),
        ({"rebel-1": ["luke", "red"], "rebel-2": ["red"], "imperial-1": ["tie"]}, SEATS, "both rebel-1 and rebel-2"),
        ({"rebel-1": ["luke", "tie"], "rebel-2": ["red"], "imperial-1": []}, SEATS, "imperial ship"),
        ({**TEAMS, "imperial-2": ["tie"]}, SEATS, "not in the match: imperial-2"),
        ({**TEAMS, "rebel-1": ["ghost"]}, SEATS, "no ship “ghost”"),
        (TEAMS, ["rebel-1", "rebel-2"], "at least one imperial player"),
        (TEAMS, ["rebel-1", "rebel", "imperial-1"], r"for team play; not rebel \("),
    ],
)
def test_bad_team_set_ups_are_refused_clearly(teams: Any, seats: list[str], message: str) -> None:
    with pytest.raises(RuleError, match=message):
        new_match(teams=teams, seats=seats)


def test_teams_option_needs_team_seats() -> None:
    with pytest.raises(RuleError, match="needs team seats"):
        GAME.setup({"squads": SQUADS, "teams": TEAMS}, ["rebel", "imperial"], Chance("team"))


def test_mission_pieces_belong_to_the_captain() -> None:
    # mission 1's shuttle is nobody's squad ship: the Rebel captain moves it
    c = Chance("team-m1")
    teams = {"rebel-1": ["redsquadronpilot"], "imperial-1": ["academypilot-1"], "imperial-2": ["academypilot-2"]}
    seats = ["rebel-1", "imperial-1", "imperial-2"]
    state = GAME.setup({"mission": "political_escort", "deployment": "auto", "teams": teams}, seats, c)
    owners = {p.context["ship"]: p.seat for p in GAME.prompts(state)}
    assert owners == {"redsquadronpilot": "rebel-1", "academypilot-1": "imperial-1", "academypilot-2": "imperial-2"}
    moves = {"redsquadronpilot": "1-straight", "academypilot-1": "2-straight", "academypilot-2": "2-straight"}
    for sid, m in moves.items():
        state = play(GAME, state, owners[sid], {"kind": "dial", "ship": sid, "maneuver": m}, c)
    (p,) = GAME.prompts(state)
    assert (p.kind, p.seat) == ("shuttle_move", "rebel-1")
