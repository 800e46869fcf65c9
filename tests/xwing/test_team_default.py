"""Team play without the option "teams": the game deals each side's ships round-robin to its players."""

from __future__ import annotations

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.games.xwing import GAME

SQUADS = {
    "rebel": [
        {"pilot": "rookiepilot", "id": "red"},
        {"pilot": "lukeskywalker", "id": "luke"},
        {"pilot": "rookiepilot", "id": "blue"},
    ],
    "imperial": [{"pilot": "academypilot", "id": "tie"}],
}


def test_ships_are_dealt_round_robin_in_ascending_id_over_the_players_in_seat_order() -> None:
    state = GAME.setup({"squads": SQUADS, "deployment": "auto"}, ["imperial-1", "rebel-2", "rebel-1"], Chance("d"))
    # rebel ships in ascending id: blue, luke, red -> rebel-1, rebel-2, rebel-1
    assert state["teams"]["owner"] == {"blue": "rebel-1", "luke": "rebel-2", "red": "rebel-1", "tie": "imperial-1"}
    assert state["teams"]["players"] == {"rebel-1": "rebel", "rebel-2": "rebel", "imperial-1": "imperial"}
    dials = {p.context["ship"]: p.seat for p in GAME.prompts(state) if p.kind == "dial"}
    assert dials == {"blue": "rebel-1", "luke": "rebel-2", "red": "rebel-1", "tie": "imperial-1"}


def test_an_explicit_split_still_wins_over_the_default() -> None:
    teams = {"rebel-1": ["luke"], "rebel-2": ["red", "blue"], "imperial-1": ["tie"]}
    state = GAME.setup(
        {"squads": SQUADS, "deployment": "auto", "teams": teams}, ["rebel-1", "rebel-2", "imperial-1"], Chance("d")
    )
    assert state["teams"]["owner"]["luke"] == "rebel-1" and state["teams"]["owner"]["blue"] == "rebel-2"


def test_more_players_than_ships_is_refused_with_a_clear_message() -> None:
    with pytest.raises(RuleError, match="at least one ship for every teammate; no ship is left for imperial-2"):
        GAME.setup({"squads": SQUADS}, ["rebel-1", "imperial-1", "imperial-2"], Chance("d"))


def test_seat_players_names_each_teams_seats_from_its_side() -> None:
    from bot.games.xwing.teams import seat_players

    assert seat_players("rebel", ["a", "c"], ["b"]) == {"rebel-1": "a", "rebel-2": "c", "imperial-1": "b"}
    assert seat_players("imperial", ["a"], ["b", "d"]) == {"imperial-1": "a", "rebel-1": "b", "rebel-2": "d"}
    with pytest.raises(RuleError, match="only once"):
        seat_players("rebel", ["a", "b"], ["b"])
    with pytest.raises(RuleError, match="1 to 3 players"):
        seat_players("rebel", ["a", "b", "c", "e"], ["d"])
