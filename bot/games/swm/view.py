"""What a seat (or a spectator) may see: the map with its doors, every figure with HP and Force, the last move
and attack, the round and phase. An unrevealed squad is seen by its own seat only (SWM-2.6)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.swm.board import base_map, char_of
from bot.games.swm.flow import result_message
from bot.games.swm.squads import SIDES


def _map(state: Mapping[str, Any]) -> dict[str, Any]:
    b = base_map(state["opts"]["map"])
    return {
        "id": b.id,
        "name": b.name,
        "width": b.width,
        "height": b.height,
        "cells": ["".join(t.value for t in row) for row in b.terrain],
        "walls": sorted(list(e) for e in b.walls),
        "doors": [
            {"edge": list(d.edge), "name": d.name, "open": o} for d, o in zip(b.doors, state["doors"], strict=True)
        ],
        "wall_colour": state["opts"]["rules"]["A-20"],
    }


def view(state: Mapping[str, Any], seat: str | None) -> dict[str, Any]:
    figures = []
    for fid in state["order"]:
        f = state["figures"][fid]
        c = char_of(state, fid)
        figures.append(
            {
                "id": fid,
                "char": f["char"],
                "name": c["name"],
                "name_ru": c.get("name_ru", c["name"]),
                # the Russian case forms and gender where the card gives them (pictures' sentences need them)
                **{k: v for k, v in sorted(c.items()) if k.startswith(("name_ru_", "gender_"))},
                "side": f["side"],
                "size": c["size"],
                "hp": f["hp"],
                "max_hp": c["hp"],
                "force": f["force"],
                "at": f["at"],
                "activated": f["activated"],
                "defeated": f["defeated"],
            }
        )
    squads: dict[str, Any] = {}
    for side in SIDES:
        if state["revealed"] or side == seat:
            squads[side] = list(state["squads"].get(side) or []) or None
        else:
            squads[side] = "locked" if side in state["locked"] else None
    pending = state["pending"]
    return {
        "game": "swm",
        "seat": seat,
        "stage": state["stage"],
        "options": {k: state["opts"][k] for k in ("era", "points", "map", "round_limit")},
        "map": _map(state),
        "squads": squads,
        "figures": figures,
        "round": state["round"],
        "initiative": state["initiative"],
        "first": state["first"],
        "phase": state["phase"],
        "active": state["active"],
        "turn": state["turn"],
        "last": state["last"],
        # what a board picture shows (bot/discord_bot/boards.py posts a new one when these change): the
        # activation and its move, the last attack
        "last_move": {"turn": state["turn_no"], "path": (state["last"] or {}).get("path")},
        "last_attack": (state["last"] or {}).get("attack"),
        "pending": None if pending is None else {"kind": pending["kind"], "seat": pending["seat"]},
        # the result with its sentence as a message (`said`): pictures say it in the reader's language
        "result": state["result"] and {**state["result"], "said": result_message(state)},
    }
