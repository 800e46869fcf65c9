"""The match state (plain JSON data) and `apply`, which folds one event into it in place.

`evolve` copies first; inside `act` the flow folds events into one working copy, so a long chain of automatic
steps costs one copy, not one per event.
"""

from __future__ import annotations

from typing import Any

from bot.core.protocol import Event
from bot.games.xwing.content import content

State = dict[str, Any]
LOG_LINES = 40
TOKENS = ("focus", "evade", "stress", "ion")


# Top-level keys that `apply` only ever replaces (never mutates in place): `evolve` may share them between states.
SHARED_KEYS = frozenset({"last_move", "last_attack", "options", "seats", "points", "obstacles"})


# The attack's fields that pictures and logs show (last_attack in the state; the view's current attack).
ATTACK_FIELDS = (
    "attacker",
    "defender",
    "weapon",
    "line",
    "range",
    "distance_mm",
    "obstructed",
    "obstacle",
    "attack_dice",
    "defense_dice",
)


def copy_state(state: State) -> State:
    """A copy safe for `apply`: deep for everything apply mutates in place, shared for the rest."""
    return {k: (v if k in SHARED_KEYS else copy_json(v)) for k, v in state.items()}


def copy_json(v: Any) -> Any:
    """A deep copy of JSON data (much faster than copy.deepcopy)."""
    if isinstance(v, dict):
        return {k: copy_json(x) for k, x in v.items()}
    if isinstance(v, list):
        return [copy_json(x) for x in v]
    return v


def other(seat: str) -> str:
    return "imperial" if seat == "rebel" else "rebel"


def alive(ship: dict[str, Any]) -> bool:
    return not ship["destroyed"]


def hull_damage(ship: dict[str, Any]) -> int:
    """Damage against hull: face-down cards count 1, face-up cards their printed value (Direct Hit! 2)."""
    cards = content().damage
    return ship["damage_counters"] + sum(cards[d["card"]].hull_damage if d["faceup"] else 1 for d in ship["damage"])


def _ship(state: State, p: dict[str, Any]) -> dict[str, Any]:
    return state["ships"][p["ship"]]


def _log(state: State, line: str | None) -> None:
    if line:
        state["log"].append(line)
        del state["log"][:-LOG_LINES]


def apply(state: State, event: Event) -> None:
    p: dict[str, Any] = copy_json(dict(event.payload))  # never alias event data into the state
    k = event.kind
    if k == "awaiting":
        state["pending"] = p["pending"]
    elif k == "phase":
        state["phase"], state["round"] = p["phase"], p["round"]
        if p["phase"] == "planning":
            state["dials"], state["commitments"], state["revealed"] = {}, {}, {}
            for s in state["ships"].values():
                s["activated"] = s["attacked"] = False
                s["actions_done"] = []
                s["no_action"] = False
        state["active_ship"] = None
    elif k == "obstacle_placed":
        new = {"id": p["id"], "kind": p["kind"], "shape": p["shape"], "points": p["points"]}
        state["obstacles"] = [*state["obstacles"], new]  # replaced, not appended: the list may be shared
    elif k == "edge_chosen":
        state["rebel_edge"] = p["edge"]
        state["obstacles"] = p["obstacles"]  # the mat is turned so that the Rebel edge stays y = 0
    elif k == "ship_deployed":
        _ship(state, p)["pose"] = p["pose"]
    elif k == "dial_set":
        state["dials"][p["ship"]] = {"maneuver": p["maneuver"], "salt": p["salt"]}
    elif k == "dial_committed":
        state["commitments"][p["ship"]] = p["commitment"]
    elif k == "dial_revealed":
        state["revealed"][p["ship"]] = p["maneuver"]
        state["dials"][p["ship"]] = {"maneuver": p["maneuver"], "salt": p["salt"]}
        state["active_ship"] = p["ship"]
    elif k == "maneuver_replaced":
        state["revealed"][p["ship"]] = p["maneuver"]
    elif k == "ship_moved":
        s = _ship(state, p)
        s["pose"] = p["move"]["end"]
        state["last_move"] = {**p["move"], "round": state["round"]}  # pictures tell news from old moves
        if p["move"]["bumped"] or p["move"]["obstacles_hit"]:
            s["no_action"] = True
    elif k == "tokens":
        _ship(state, p)["tokens"][p["token"]] = p["value"]
    elif k == "shields":
        _ship(state, p)["shields"] = p["value"]
    elif k == "action_done":
        _ship(state, p)["actions_done"].append(p["action"])
    elif k == "ship_activated":
        _ship(state, p)["activated"] = True
        state["active_ship"] = None
    elif k == "lock_acquired":
        s = _ship(state, p)
        s["lock"] = {"letter": p["letter"], "target": p["target"]}
        state["next_lock"] += 1
    elif k == "lock_removed":
        _ship(state, p)["lock"] = None
    elif k == "pose_changed":
        _ship(state, p)["pose"] = p["pose"]
    elif k == "attack_declared":
        state["attack"] = {**p["attack"], "stage": "roll", "attack_dice": [], "defense_dice": [], "used": []}
        state["active_ship"] = p["attack"]["attacker"]
    elif k == "dice":
        state["attack"][p["pool"] + "_dice"] = p["dice"]
    elif k == "effect_used":
        state["attack"]["used"].append(p["effect"])
    elif k == "attack_stage":
        state["attack"]["stage"] = p["stage"]
    elif k == "attack_result":
        state["attack"]["result"] = p["result"]
    elif k == "attack_finished":
        a = state["attack"]
        state["last_attack"] = {"round": state["round"], "result": a["result"]} | {kk: a[kk] for kk in ATTACK_FIELDS}
        state["attack"] = None
    elif k == "attack_passed":
        _ship(state, p)["attacked"] = True
        state["active_ship"] = None
    elif k == "attacked":
        _ship(state, p)["attacked"] = True
    elif k == "damage":
        s = _ship(state, p)
        if p["kind"] == "shield":
            s["shields"] -= 1
        elif p["kind"] == "counter":
            s["damage_counters"] += 1
        else:
            s["damage"].append({"card": state["deck"].pop(0), "faceup": p["kind"] == "faceup"})
        if state.get("attack") and state["attack"]["defender"] == p["ship"]:
            res = state["attack"].setdefault("result", {})
            key = {"shield": "shield_damage", "facedown": "cards_facedown", "faceup": "cards_faceup"}.get(p["kind"])
            if key:
                res[key] = res.get(key, 0) + 1
    elif k == "damage_card_flipped":
        _ship(state, p)["damage"][p["index"]]["faceup"] = p["faceup"]
    elif k == "deck_reshuffled":
        state["deck"], state["discard"], state["reshuffles"] = p["deck"], [], p["n"]
    elif k == "ship_doomed":
        _ship(state, p)["doomed"] = True
    elif k == "ship_destroyed":
        s = _ship(state, p)
        s["destroyed"], s["doomed"] = True, False
        s["fled"] = p.get("reason") == "fled"
        state["discard"].extend(d["card"] for d in s["damage"])
        s["lock"] = None
        for other_ship in state["ships"].values():
            if other_ship["lock"] and other_ship["lock"]["target"] == p["ship"]:
                other_ship["lock"] = None
    elif k == "standing_set":
        state["standing"][p["seat"]][p["choice"]] = p["value"]
    elif k == "ruling":
        state["rulings"].append(p)
    elif k == "game_over":
        state["phase"] = "over"
        state["winner"] = p["winner"]
        state["win_reason"] = p["reason"]
        state["pending"] = None
    elif k == "conceded":
        state["phase"] = "over"
        state["winner"] = other(p["seat"])
        state["win_reason"] = f"{p['seat']} conceded"
        state["pending"] = None
    elif k == "free_action_offered":
        state["free_actions"].append({"ship": p["ship"], "actions": p["actions"]})
    elif k == "free_action_used":
        fa = state["free_actions"]
        for i, f in enumerate(fa):
            if f["ship"] == p["ship"]:
                del fa[i]
                break
    elif k == "upgrade_discarded":  # a discarded upgrade goes back to the box for the rest of the game
        s = _ship(state, p)
        s["upgrades"].remove(p["upgrade"])
        s.setdefault("discarded", []).append(p["upgrade"])
    elif k == "damage_card_discarded":
        state["discard"].append(_ship(state, p)["damage"].pop(p["index"])["card"])
    elif k == "damage_swapped":  # Maarek Stele: the card at index is replaced by one of the next cards drawn
        ship = _ship(state, p)
        drawn = [state["deck"].pop(0) for _ in range(p["drawn"])]
        old = ship["damage"][p["index"]]["card"]
        pool = [old, *drawn]
        pool.remove(p["card"])
        ship["damage"][p["index"]]["card"] = p["card"]
        state["discard"].extend(pool)
    elif k == "ship_added":  # reinforcements: a new ship joins the match (placed by a later event)
        state["ships"][p["record"]["id"]] = p["record"]
        state["order"].append(p["record"]["id"])
    elif k == "mission_state":
        state["mission"][p["key"]] = p["value"]
    elif k == "card_state":  # per-ship memory of card effects (e.g. "R2-F2 used in round 3"); None clears a key
        marks = _ship(state, p).setdefault("card_state", {})
        if p["value"] is None:
            marks.pop(p["key"], None)
        else:
            marks[p["key"]] = p["value"]
    elif k == "note":
        pass
    else:
        raise ValueError(f"unknown X-Wing event {k!r}")
    if k != "awaiting":  # who is awaited is news for the channel, not a line of the match log
        _log(state, p.get("say"))
