"""What each maneuver on a ship's dial would do if flown now: the planning picture's ghosts and the dial default.

The outcomes come from the activation's own geometry call (`space.move` for each maneuver, memoised per table in
`space.dial_outcomes`; the dial default asks only `flees`, memoised per position and fed by the same flights),
against the table as it stands while dials are set: ships that activate earlier may still
move, so the picture names them (`earlier`). Pure; no drawing here (renderers/xwing/planning.py draws the view).
"""

from __future__ import annotations

from typing import Any

from bot.core.protocol import Prompt
from bot.games.xwing import hooks as H
from bot.games.xwing import rules, space
from bot.games.xwing.flow import order_key, piloted
from bot.games.xwing.state import State, alive
from bot.games.xwing.teams import controls
from bot.games.xwing.view import build_view

PLANNING_KINDS = ("dial", "stress_choice")  # the secret maneuver prompts a planning picture goes with


def _table(state: State, hooks: H.Hooks, sid: str) -> tuple[dict[str, float], str, tuple[str, ...], Any, Any]:
    ship = state["ships"][sid]
    assert ship["pose"] is not None, "only a ship on the table plans a maneuver"
    dial = tuple(rules.dial_of(state, hooks, sid))
    return ship["pose"], ship["base"], dial, rules.others_of(state, sid), state["obstacles"]


def outcomes(state: State, hooks: H.Hooks, sid: str) -> list[dict[str, Any]]:
    """Every maneuver `sid` may be given now, flown on the table as it stands: `space.dial_outcomes` (end pose,
    template, bumped, obstacles_hit, landed_on, fled, planned_end, flown) plus its difficulty for this ship."""
    out = list(space.dial_outcomes(*_table(state, hooks, sid)))
    for o in out:
        o["difficulty"] = rules.difficulty(state, hooks, sid, o["maneuver"])
    return out


def flees(state: State, sid: str, maneuver: str) -> bool:
    """Whether `maneuver` would fly `sid` off the mat now (the `fled` of `outcomes`, memoised per position)."""
    ship = state["ships"][sid]
    if ship["pose"] is None:
        return False
    return space.flees(ship["pose"], ship["base"], maneuver, rules.others_of(state, sid))


def first_staying(state: State, sid: str, maneuvers: list[str]) -> int | None:
    """The index of the first of `maneuvers` that keeps `sid` on the mat if flown now (None: every one flees):
    `flees` asked in order, the table read once."""
    ship = state["ships"][sid]
    if ship["pose"] is None:
        return 0 if maneuvers else None
    return space.first_staying(ship["pose"], ship["base"], maneuvers, rules.others_of(state, sid))


def earlier(state: State, hooks: H.Hooks, sid: str) -> list[str]:
    """The other ships that activate before `sid` this round, in activation order: they may still move first."""
    mine = order_key(state, hooks, sid, descending=False)
    before = [
        o
        for o in piloted(state)
        if o != sid and not state["ships"][o]["activated"] and order_key(state, hooks, o, descending=False) < mine
    ]
    return sorted(before, key=lambda o: order_key(state, hooks, o, descending=False))


def enemies(state: State, sid: str) -> list[dict[str, Any]]:
    """Each enemy on the table: its range band to `sid` (None beyond range 3), the distance, and whether it stands
    in `sid`'s primary arc (in arc: the band and obstruction of an attack from here)."""
    ship = state["ships"][sid]
    out = []
    for o in state["order"]:
        other = state["ships"][o]
        if other["seat"] == ship["seat"] or not alive(other) or other["pose"] is None or other.get("piece"):
            continue
        d = space.base_distance(ship["pose"], ship["base"], other["pose"], other["base"])
        geo = space.attack_geometry(ship["pose"], ship["base"], other["pose"], other["base"], state["obstacles"])
        out.append(
            {
                "ship": o,
                "range": space.range_band(d),
                "distance_mm": round(d, 1),
                "in_arc": geo is not None,
                "obstructed": bool(geo and geo["obstructed"]),
            }
        )
    return out


def planning_view(state: State, hooks: H.Hooks, prompt: Prompt, prompts: list[Prompt]) -> dict[str, Any] | None:
    """The private view that goes with a secret maneuver prompt: what the prompt's seat may see, plus `planning`
    ({ship, ghosts, earlier, enemies}) for the ship it asks about. None for any other prompt."""
    sid = (prompt.context or {}).get("ship")
    if prompt.kind not in PLANNING_KINDS or not isinstance(sid, str) or sid not in state["ships"]:
        return None
    if state["ships"][sid]["pose"] is None or not controls(state, prompt.seat, sid):
        return None
    offered = {o.id for o in prompt.options or ()}
    view = build_view(state, prompt.seat, prompts, hooks)
    view["planning"] = {
        "ship": sid,
        "prompt": prompt.key,
        "ghosts": [o for o in outcomes(state, hooks, sid) if o["maneuver"] in offered],
        "earlier": earlier(state, hooks, sid),
        "enemies": enemies(state, sid),
    }
    return view
