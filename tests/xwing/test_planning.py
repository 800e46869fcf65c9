"""The planning picture's outcomes (bot/games/xwing/planning.py) against what the activation then does.

A TIE (skill 1) activates first, so the table it plans on is the table it flies on: every ghost must match the
ship_moved event of that maneuver exactly (xwing.md 3.7 overlapping ships SRC L753-770, 3.8 fleeing L741-743,
3.9 obstacles L894-901).
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from bot.core.chance import Chance
from bot.games.xwing import GAME
from bot.games.xwing import planning as P
from tests.xwing.match_support import scenario, square
from tests.xwing.test_team_play import deploy_all, new_match

SHIPS = [
    ("tie", "academypilot", "imperial", (150.0, 450.0, 270.0)),  # 2-bank-right bumps luke, left turns hit a1
    ("luke", "lukeskywalker", "rebel", (50.0, 520.0, 90.0)),
    ("wedge", "rookiepilot", "rebel", (500.0, 700.0, 180.0)),
]
ASTEROIDS = [square("a1", 60.0, 330.0, 110.0, 390.0)]


def _planning() -> tuple[dict[str, Any], Any]:
    state = scenario(SHIPS, obstacles=ASTEROIDS)
    prompt = next(p for p in GAME.prompts(state) if p.kind == "dial" and p.context["ship"] == "tie")
    return state, prompt


def _ghosts() -> dict[str, dict[str, Any]]:
    state, prompt = _planning()
    view = GAME.private_view(state, prompt)
    assert view is not None
    return {g["maneuver"]: g for g in view["planning"]["ghosts"]}


def _moves(maneuver: str) -> dict[str, Any]:
    state = scenario(SHIPS, obstacles=ASTEROIDS, dials={"tie": maneuver})
    last = state["last_move"]
    assert last is not None and last["ship"] == "tie" and last["maneuver"] == maneuver
    return dict(last)


def test_the_scripted_position_has_every_kind_of_mark() -> None:
    ghosts = _ghosts()
    assert len(ghosts) == 16  # the TIE Fighter's whole dial
    assert ghosts["2-bank-right"]["bumped"] == ["luke"]
    assert ghosts["2-turn-left"]["landed_on"] == ["a1"]
    assert ghosts["5-straight"]["fled"] and not ghosts["2-straight"]["fled"]
    assert ghosts["4-koiogran"]["difficulty"] == "red" and ghosts["2-straight"]["difficulty"] == "green"


@pytest.mark.parametrize("maneuver", sorted(_ghosts()))
def test_every_ghost_agrees_with_the_activation(maneuver: str) -> None:
    ghost = _ghosts()[maneuver]
    move = _moves(maneuver)
    assert move["end"] == ghost["end"]
    assert move["bumped"] == ghost["bumped"]
    assert move["obstacles_hit"] == ghost["obstacles_hit"]
    assert move["fled"] == ghost["fled"]
    assert move["flown"] == ghost["flown"]
    assert move["planned_end"] == ghost["planned_end"]
    assert move["difficulty"] == ghost["difficulty"]


def test_earlier_ships_and_enemy_bands() -> None:
    state, _ = _planning()
    hooks = GAME.hooks
    assert P.earlier(state, hooks, "tie") == []  # skill 1: first to move
    assert P.earlier(state, hooks, "luke") == ["tie", "wedge"]  # skill 9 moves last
    bands = {e["ship"]: (e["range"], e["in_arc"]) for e in P.enemies(state, "tie")}
    assert bands == {"luke": (1, True), "wedge": (None, False)}


def test_the_default_avoids_a_maneuver_that_flees_on_this_table() -> None:
    state, prompt = _planning()
    assert prompt.default == {"kind": "dial", "ship": "tie", "maneuver": "2-straight"}
    assert P.flees(state, "tie", "2-bank-left")  # green, but off the mat here
    assert not P.flees(state, "tie", "2-straight")


def test_no_private_view_for_another_prompt_or_seat() -> None:
    state, prompt = _planning()

    assert GAME.private_view(state, dataclasses.replace(prompt, seat="rebel")) is None
    assert GAME.private_view(state, dataclasses.replace(prompt, kind="action")) is None
    view = GAME.private_view(state, prompt)
    assert view is not None and view["viewer"] == "imperial"
    luke = next(s for s in view["ships"] if s["id"] == "luke")
    assert luke["dial"]["maneuver"] is None  # the other seat's dial is never in it


def test_team_play_each_planning_view_is_its_ships_owners_only() -> None:
    # team play (rulebook p.20): the picture goes with the dial to the ship's own player, never to a teammate
    chance = Chance("team")
    state = deploy_all(new_match(chance), chance)
    dials = {p.context["ship"]: p for p in GAME.prompts(state) if p.kind == "dial"}
    luke = GAME.private_view(state, dials["luke"])
    assert luke is not None and luke["viewer"] == "rebel-1" and luke["planning"]["ship"] == "luke"
    assert GAME.private_view(state, dataclasses.replace(dials["luke"], seat="rebel-2")) is None  # the teammate
    assert GAME.private_view(state, dataclasses.replace(dials["red"], seat="rebel-1")) is None
