"""What a seat (or a spectator) may see: docs/xwing-view.md. Dials stay secret until revealed; the deck order is
never shown."""

from __future__ import annotations

from typing import Any

from bot.core.protocol import Prompt
from bot.games.xwing.content import content, ship_type
from bot.games.xwing.flow import skill
from bot.games.xwing.hooks import Hooks
from bot.games.xwing.names import ship_name
from bot.games.xwing.state import ATTACK_FIELDS, LOG_LINES, State, copy_json, hull_damage
from bot.games.xwing.teams import controls


def _ship_view(state: State, ship: dict[str, Any], seat: str | None, hooks: Hooks) -> dict[str, Any]:
    c = content()
    sid = ship["id"]
    st = ship_type(ship)
    committed = sid in state["commitments"]
    revealed = state["revealed"].get(sid)
    mine = controls(state, seat, sid)  # a player sees his own dials only, not even a teammate's (team play)
    maneuver = revealed or (state["dials"][sid]["maneuver"] if mine and sid in state["dials"] else None)
    locked_by = [
        {"letter": o["lock"]["letter"], "by": o["id"]}
        for o in state["ships"].values()
        if o["lock"] and o["lock"]["target"] == sid
    ]
    return {
        "id": sid,
        "seat": ship["seat"],
        "faction": ship["faction"],
        "ship_type": ship["ship_type"],
        "pilot": ship["name"],
        "label": ship["label"],
        "name": ship_name(ship),  # how sentences name it (a text param): the legend of the label drawn on the board
        "skill": skill(state, hooks, sid),
        "base": ship["base"],
        "pose": copy_json(ship["pose"]),
        "hull": max(0, st.hull - hull_damage(ship)),
        "hull_max": st.hull,
        "shields": ship["shields"],
        "shields_max": st.shields,
        "tokens": dict(ship["tokens"]),
        "locks": [dict(ship["lock"])] if ship["lock"] else [],
        "locked_by": locked_by,
        "damage_faceup": [c.damage[d["card"]].name for d in ship["damage"] if d["faceup"]],
        "damage_facedown": sum(1 for d in ship["damage"] if not d["faceup"]) + ship["damage_counters"],
        "destroyed": ship["destroyed"],
        "fled": ship["fled"],
        "doomed": ship["doomed"],
        "activated": ship["activated"],
        "attacked": ship["attacked"],
        "actions_done": list(ship["actions_done"]),
        "upgrades": list(ship.get("upgrades", ())),  # upgrade ids in play; discarded ones are listed apart
        "upgrades_discarded": list(ship.get("discarded", ())),
        "dial": {
            "committed": committed,
            "commitment": state["commitments"].get(sid),
            "maneuver": maneuver,
            "revealed": revealed is not None,  # flown this round: everyone may see the maneuver
        },
    }


def build_view(state: State, seat: str | None, prompts: list[Prompt], hooks: Hooks) -> dict[str, Any]:
    phase = state["phase"]
    return {
        "game": "xwing",
        "viewer": seat,
        "round": state["round"],
        "phase": phase,
        "initiative": state["initiative"],
        "active_ship": state["active_ship"],
        "seats": copy_json(state["seats"]),
        "teams": copy_json(state.get("teams")),  # team play: {"players": {player: side}, "owner": {ship: player}}
        "mat": {"width": 914.4, "height": 914.4},
        "ships": [_ship_view(state, state["ships"][sid], seat, hooks) for sid in state["order"]],
        "obstacles": copy_json(state["obstacles"]),
        "mission": copy_json(state.get("mission")),  # mission tokens and counters (None in a standard game)
        "last_move": copy_json(state["last_move"]),
        "last_attack": copy_json(
            (state["attack"] and _attack_view(state["attack"], state["round"])) or state["last_attack"]
        ),
        "log": list(state["log"][-LOG_LINES:]),
        "log_said": _said(state),
        "prompts": [
            {"seat": p.seat, "kind": p.kind, "text": p.text} for p in prompts if not p.secret or p.seat == seat
        ],
        "damage_deck": {"draw": len(state["deck"]), "discard": len(state["discard"])},
        "winner": state["winner"],
        "win_reason": state["win_reason"],  # English, as Outcome.reason; the pictures name it on the last frame
        "win_said": copy_json(state.get("win_said")),  # the reason as a message (pictures in their language)
    }


def _said(state: State) -> list[Any]:
    """The messages of the log lines shown (`log`), line for line; empty for a match older than them."""
    said = state.get("log_said") or []
    return copy_json(said[-LOG_LINES:]) if len(said) == len(state["log"]) else []


def _attack_view(a: dict[str, Any], round_: int) -> dict[str, Any]:
    out = {k: a[k] for k in ATTACK_FIELDS}
    out["result"] = a.get("result")
    out["round"] = round_  # pictures tell news from last round's attack
    return out
