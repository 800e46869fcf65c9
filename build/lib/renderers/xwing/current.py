"""Which "last move" and "last attack" of a view are news.

The game keeps the last move and the last attack until they are replaced, so a view in the activation phase may
still carry an attack from the previous round's combat. A picture shows an item only while it is current:

- if the item carries a "round", only in that round;
- a move while its ship is active or has activated this round ("activated"), in the activation or combat phase
  (in combat only until the first attack of the round is shown);
- an attack while its attacker is active or has attacked this round ("attacked").

Views without those optional keys (older views, hand-made fixtures) keep both items.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

View = Mapping[str, Any]


def _ship(view: View, ship_id: Any) -> Mapping[str, Any]:
    for s in view.get("ships") or []:
        if s.get("id") == ship_id:
            return s
    return {}


def _this_round(view: View, item: Mapping[str, Any]) -> bool:
    return "round" not in item or item.get("round") == view.get("round")


def current_move(view: View) -> Mapping[str, Any] | None:
    move = view.get("last_move")
    if not move or not _this_round(view, move):
        return None
    if view.get("phase") == "planning":
        return None
    ship = _ship(view, move.get("ship"))
    if "activated" in ship and not ship.get("activated") and view.get("active_ship") != move.get("ship"):
        return None
    if view.get("phase") == "combat" and current_attack(view) is not None:
        return None
    return move


def current_attack(view: View) -> Mapping[str, Any] | None:
    attack = view.get("last_attack")
    if not attack or not _this_round(view, attack):
        return None
    if view.get("phase") in ("planning", "activation"):
        return None
    ship = _ship(view, attack.get("attacker"))
    if "attacked" in ship and not ship.get("attacked") and view.get("active_ship") != attack.get("attacker"):
        return None
    return attack


def focus(view: View) -> dict[str, Any]:
    """A shallow copy of the view with stale last_move / last_attack set to None (the input is not changed)."""
    out = dict(view)
    out["last_move"] = current_move(view)
    out["last_attack"] = current_attack(view)
    return out
