"""The rulebook's missions (data/xwing/missions.json). Each plugs into the match through hook windows: set-up
zones (`deploy`), extra set-up and End-phase decisions (`next_decision` + `EXTRA_DECISIONS`), dial limits (`dial`),
exits (`flee`) and objectives (`victory`). Missions 1 (Political Escort: its shuttle is a mission piece, see
content.PIECES), 2 (Hiding in the Asteroids) and 3 (Whispers in the Dark) are playable (docs/xwing-cards.md)."""

from __future__ import annotations

from functools import cache
from typing import Any

from bot.core.data import load_json
from bot.core.texts import code_list, msg, quoted
from bot.games.xwing.hooks import HOOKS, Hooks
from bot.games.xwing.missions import hide_and_seek, political_escort, whispers
from bot.games.xwing.texts import rule_error

PLAYABLE = {"political_escort": political_escort, "hide_and_seek": hide_and_seek, "whispers_in_the_dark": whispers}
R_MISSION = "Missions (rulebook p.21): choose a mission, then its forces"


@cache
def mission_data() -> dict[str, dict[str, Any]]:
    data: dict[str, dict[str, Any]] = load_json("xwing", "missions.json")["missions"]
    return data


def _module(mission: Any) -> Any:
    if not isinstance(mission, str) or mission not in PLAYABLE:  # an object or a list is a wrong name, not a fault
        known = code_list(sorted(PLAYABLE))
        planned = code_list(sorted(set(mission_data()) - set(PLAYABLE)))
        key = "err.mission_unknown_planned" if planned else "err.mission_unknown"
        raise rule_error(msg(key, mission=quoted(mission, 60), known=known, planned=planned), R_MISSION, "malformed")
    return PLAYABLE[mission]


def recommended_forces(mission: Any) -> dict[str, list[dict[str, Any]]]:
    _module(mission)
    forces: dict[str, list[dict[str, Any]]] = mission_data()[mission]["forces"]
    return {seat: [dict(e) for e in entries] for seat, entries in forces.items()}


def prepare(state: dict[str, Any], mission: Any) -> None:
    _module(mission).prepare(state)


def auto_deploy(state: dict[str, Any]) -> None:
    _module(state["mission"]["id"]).auto_deploy(state)


def register(hooks: Hooks) -> None:
    for module in PLAYABLE.values():
        module.register(hooks)


register(HOOKS)
