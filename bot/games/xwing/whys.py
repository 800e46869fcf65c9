"""Why a ship, a reinforcement, a satellite or an asteroid may not go where a player put it, or a barrel roll is
illegal, in the reader's language: the geometry and the missions give their reasons as data (`Why`: a catalog key
and its arguments, bot/games/xwing/geometry/reasons.py, made where the reason is found); this turns one into the
catalog message `why.<key>`, naming ships by pilot instead of by the ids and labels the geometry knows."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.texts import msg
from bot.games.xwing.geometry.reasons import Why
from bot.games.xwing.names import ship_name


def _ship(state: Mapping[str, Any], ref: str) -> Any:
    """A ship by its id or its label, named by pilot; anything else (an asteroid's id) as given."""
    ships = state["ships"]
    if ref in ships:
        return ship_name(ships[ref])
    for ship in ships.values():
        if ship["label"] == ref:
            return ship_name(ship)
    return ref


def _arg(state: Mapping[str, Any], name: str, value: Any) -> Any:
    if name == "ship":
        return _ship(state, str(value))
    if name == "blockers":
        return [_ship(state, str(v)) for v in value]
    if name == "edges":  # "rebel", "imperial" or "rebel_imperial"
        return msg(f"edges.{value}")
    if name == "side":  # a barrel roll's side
        return msg(f"side.{value}")
    if name == "choice":  # a named barrel roll slide: forward, centre, back
        return msg(f"slide.{value}")
    if name == "legal":  # a barrel roll's legal slides
        return [msg("why.span", lo=lo, hi=hi) for lo, hi in value] if value else msg("why.no_span")
    return value


def why_msg(state: Mapping[str, Any], why: Why) -> dict[str, Any]:
    """The reason as its catalog message."""
    return msg(f"why.{why.key}", **{name: _arg(state, name, value) for name, value in why.args})
