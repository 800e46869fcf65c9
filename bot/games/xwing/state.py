"""The match state (plain JSON data) and `apply`, which folds one event into it in place: one small function per
event kind, registered in APPLY.

`evolve` copies first; inside `act` the flow folds events into one working copy, so a long chain of automatic
steps costs one copy, not one per event.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Literal, NotRequired, Required, TypedDict, cast, get_args

from bot.core.protocol import Event
from bot.games.xwing.content import content

State = dict[str, Any]


# The phases of a round (rulebook p.6), with set-up before the first round and "over" after the match.
Phase = Literal["setup", "planning", "activation", "combat", "end", "over"]
PHASES: frozenset[str] = frozenset(get_args(Phase))


def as_phase(text: Any) -> Phase:
    """A phase named by an event; ValueError for anything else (a bug or a damaged log, never a player's doing)."""
    if text not in PHASES:
        raise ValueError(f"not an X-Wing phase: {text!r}")
    return cast(Phase, text)


class Lock(TypedDict):
    letter: str
    target: str


class DamageCard(TypedDict):
    card: str
    faceup: bool


class Ship(TypedDict):
    """One ship record of state["ships"] (forces.ship_record); the rules read it more than anything else."""

    id: str
    seat: str  # the side: "rebel" or "imperial" (team players are mapped at the protocol boundary)
    faction: str
    ship_type: str
    pilot: str | None  # None for a mission piece (the shuttle)
    name: str
    label: str
    skill: int
    base: str  # "small" or "large"
    pose: dict[str, float] | None  # {"x", "y", "heading"} in mm and degrees; None until deployed
    hull: int
    shields: int
    tokens: dict[str, int]  # TOKENS -> count
    lock: Lock | None  # the target lock this ship holds
    damage: list[DamageCard]
    damage_counters: int
    actions_done: list[str]
    activated: bool
    attacked: bool
    no_action: bool  # bumped or on an obstacle: no action this activation
    destroyed: bool
    fled: bool
    doomed: bool
    upgrades: list[str]
    discarded: NotRequired[list[str]]
    card_state: NotRequired[dict[str, Any]]
    piece: NotRequired[str]  # a mission piece, not a ship of a squad
    number: NotRequired[int]  # tells apart ships of one side flown by the same pilot (names.ship_name)


class Pending(TypedDict, total=False):
    """The decision the match waits for (state["pending"]): `kind` names its prompt builder and handlers."""

    kind: Required[str]
    seat: str
    ship: str
    free: bool  # action: a free action
    active: str  # action: the ship whose activation goes on after a free action granted to another
    others: list[str]  # target: equal-skill ships that attack after this one, in an order the player may change
    window: str  # modify: "attack" or "defense"
    answer: str  # an extra decision answered by an action kind other than its own


class Attack(TypedDict, total=False):
    """The attack being resolved (state["attack"]), from attack_declared to attack_finished (rules.declare_attack
    sets the geometry, a secondary weapon the fields after `obstacle`). Read it through `attack` / `attack_of`."""

    attacker: Required[str]
    defender: Required[str]
    weapon: Required[str]  # "primary" or the upgrade id
    line: Required[list[list[float]]]  # the range ruler's two ends, mm
    range: Required[int]
    distance_mm: Required[float]
    obstructed: Required[bool]
    obstacle: Required[str | None]  # the first obstacle in the way
    attack_value: int  # a secondary weapon's dice
    range_bonus: bool  # False: no range bonus (secondary weapons)
    repeat: int  # further attacks on the same defender (Cluster Missiles)
    n: int  # which of the repeated attacks this is (chance keys)
    stage: Required[str]  # "roll", "<window>:<step>", "defense_roll", "compare"
    attack_dice: Required[list[dict[str, Any]]]
    defense_dice: Required[list[dict[str, Any]]]
    used: Required[list[str]]  # "<side>:<effect id>" spent this attack (hooks.used)
    result: dict[str, Any]  # from attack_result on


def attack_of(value: Any) -> Attack:
    """`value` (state["attack"] or a hook context's "attack") as the typed attack it is."""
    if not isinstance(value, dict):
        raise ValueError(f"no attack is being resolved ({type(value).__name__})")  # a bug, never a player's doing
    return cast(Attack, value)


def attack(state: Mapping[str, Any]) -> Attack:
    """The attack being resolved; ValueError when there is none (a bug: callers run inside an attack)."""
    return attack_of(state.get("attack"))


def current_attack(state: Mapping[str, Any]) -> Attack | None:
    """The attack being resolved, or None between attacks."""
    found = state.get("attack")
    return None if found is None else attack_of(found)


Fold = Callable[[State, dict[str, Any]], None]  # folds one event's payload into the state, in place
LOG_LINES = 15  # the lines a picture shows (view.py): older ones were a third of a decoded state's memory
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


SAID_KEYS = frozenset({"say", "say_key", "say_params"})  # an event's message: read by `_log` only

# Top-level lists whose items `apply` never changes (it appends and drops lines): a copy of the list will do.
LIST_KEYS = frozenset({"log", "log_said"})


def copy_state(state: State) -> State:
    """A copy safe for `apply`: deep for everything apply mutates in place, shared for the rest."""
    return {
        k: (v if k in SHARED_KEYS or type(v) in _SCALARS else list(v) if k in LIST_KEYS else copy_json(v))
        for k, v in state.items()
    }


def copy_json(v: Any) -> Any:
    """A deep copy of JSON data (much faster than copy.deepcopy). Scalars of these exact types are immutable and
    kept without a call: most of a state's values are, and a call per value was a third of a copy's time."""
    if isinstance(v, dict):
        return {k: (x if type(x) in _SCALARS else copy_json(x)) for k, x in v.items()}
    if isinstance(v, list):
        return [x if type(x) in _SCALARS else copy_json(x) for x in v]
    return v


_SCALARS = frozenset({str, int, float, bool, type(None)})


def other(seat: str) -> str:
    return "imperial" if seat == "rebel" else "rebel"


def alive(ship: Mapping[str, Any]) -> bool:
    return not ship["destroyed"]


def hull_damage(ship: Mapping[str, Any]) -> int:
    """Damage against hull: face-down cards count 1, face-up cards their printed value (Direct Hit! 2)."""
    cards = content().damage
    return ship["damage_counters"] + sum(cards[d["card"]].hull_damage if d["faceup"] else 1 for d in ship["damage"])


def _ship(state: State, p: dict[str, Any]) -> Ship:
    ship: Ship = state["ships"][p["ship"]]
    return ship


def _log(state: State, p: dict[str, Any]) -> None:
    """A log line, and beside it the message it was said with (pictures show the log in their reader's language)."""
    line = p.get("say")
    if line:
        state["log"].append(line)
        del state["log"][:-LOG_LINES]
        said = state.setdefault("log_said", [])
        said.append({"key": p["say_key"], "params": p.get("say_params") or {}} if p.get("say_key") else None)
        del said[:-LOG_LINES]


def apply(state: State, event: Event) -> None:
    # never alias event data into the state, except what only a log line keeps: log lines are never changed
    # (LIST_KEYS), and an event's message holds every form of the names it says (most of a copy's cost)
    p: dict[str, Any] = {
        k: (v if k in SAID_KEYS or type(v) in _SCALARS else copy_json(v)) for k, v in event.payload.items()
    }
    fold = APPLY.get(event.kind)
    if fold is None:
        raise ValueError(f"unknown X-Wing event {event.kind!r}")
    fold(state, p)
    if event.kind != "awaiting":  # who is awaited is news for the channel, not a line of the match log
        _log(state, p)


def _awaiting(state: State, p: dict[str, Any]) -> None:
    state["pending"] = p["pending"]


def _phase(state: State, p: dict[str, Any]) -> None:
    state["phase"], state["round"] = as_phase(p["phase"]), p["round"]
    if p["phase"] == "planning":
        state["dials"], state["commitments"], state["revealed"] = {}, {}, {}
        for s in state["ships"].values():
            s["activated"] = s["attacked"] = False
            s["actions_done"] = []
            s["no_action"] = False
    state["active_ship"] = None


def _obstacle_placed(state: State, p: dict[str, Any]) -> None:
    new = {"id": p["id"], "kind": p["kind"], "shape": p["shape"], "points": p["points"]}
    state["obstacles"] = [*state["obstacles"], new]  # replaced, not appended: the list may be shared


def _edge_chosen(state: State, p: dict[str, Any]) -> None:
    state["rebel_edge"] = p["edge"]
    state["obstacles"] = p["obstacles"]  # the mat is turned so that the Rebel edge stays y = 0


def _ship_deployed(state: State, p: dict[str, Any]) -> None:
    _ship(state, p)["pose"] = p["pose"]


def _dial_set(state: State, p: dict[str, Any]) -> None:
    state["dials"][p["ship"]] = {"maneuver": p["maneuver"], "salt": p["salt"]}


def _dial_committed(state: State, p: dict[str, Any]) -> None:
    state["commitments"][p["ship"]] = p["commitment"]


def _dial_revealed(state: State, p: dict[str, Any]) -> None:
    state["revealed"][p["ship"]] = p["maneuver"]
    state["dials"][p["ship"]] = {"maneuver": p["maneuver"], "salt": p["salt"]}
    state["active_ship"] = p["ship"]


def _maneuver_replaced(state: State, p: dict[str, Any]) -> None:
    state["revealed"][p["ship"]] = p["maneuver"]


def _ship_moved(state: State, p: dict[str, Any]) -> None:
    s = _ship(state, p)
    s["pose"] = p["move"]["end"]
    state["last_move"] = {**p["move"], "round": state["round"]}  # pictures tell news from old moves
    if p["move"]["bumped"] or p["move"]["obstacles_hit"]:
        s["no_action"] = True


def _tokens(state: State, p: dict[str, Any]) -> None:
    _ship(state, p)["tokens"][p["token"]] = p["value"]


def _shields(state: State, p: dict[str, Any]) -> None:
    _ship(state, p)["shields"] = p["value"]


def _action_done(state: State, p: dict[str, Any]) -> None:
    _ship(state, p)["actions_done"].append(p["action"])


def _ship_activated(state: State, p: dict[str, Any]) -> None:
    _ship(state, p)["activated"] = True
    state["active_ship"] = None


def _lock_acquired(state: State, p: dict[str, Any]) -> None:
    s = _ship(state, p)
    s["lock"] = {"letter": p["letter"], "target": p["target"]}
    state["next_lock"] += 1


def _lock_removed(state: State, p: dict[str, Any]) -> None:
    _ship(state, p)["lock"] = None


def _pose_changed(state: State, p: dict[str, Any]) -> None:
    _ship(state, p)["pose"] = p["pose"]


def _attack_declared(state: State, p: dict[str, Any]) -> None:
    state["attack"] = {**p["attack"], "stage": "roll", "attack_dice": [], "defense_dice": [], "used": []}
    state["active_ship"] = p["attack"]["attacker"]


def _dice(state: State, p: dict[str, Any]) -> None:
    state["attack"][p["pool"] + "_dice"] = p["dice"]


def _effect_used(state: State, p: dict[str, Any]) -> None:
    state["attack"]["used"].append(p["effect"])


def _attack_stage(state: State, p: dict[str, Any]) -> None:
    state["attack"]["stage"] = p["stage"]


def _attack_result(state: State, p: dict[str, Any]) -> None:
    state["attack"]["result"] = p["result"]


def _attack_finished(state: State, p: dict[str, Any]) -> None:
    a = state["attack"]
    state["last_attack"] = {"round": state["round"], "result": a["result"]} | {kk: a[kk] for kk in ATTACK_FIELDS}
    state["attack"] = None


def _attack_passed(state: State, p: dict[str, Any]) -> None:
    _ship(state, p)["attacked"] = True
    state["active_ship"] = None


def _attacked(state: State, p: dict[str, Any]) -> None:
    _ship(state, p)["attacked"] = True


def _damage(state: State, p: dict[str, Any]) -> None:
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


def _damage_card_flipped(state: State, p: dict[str, Any]) -> None:
    _ship(state, p)["damage"][p["index"]]["faceup"] = p["faceup"]


def _deck_reshuffled(state: State, p: dict[str, Any]) -> None:
    state["deck"], state["discard"], state["reshuffles"] = p["deck"], [], p["n"]


def _ship_doomed(state: State, p: dict[str, Any]) -> None:
    _ship(state, p)["doomed"] = True


def _ship_destroyed(state: State, p: dict[str, Any]) -> None:
    s = _ship(state, p)
    s["destroyed"], s["doomed"] = True, False
    s["fled"] = p.get("reason") == "fled"
    state["discard"].extend(d["card"] for d in s["damage"])
    s["lock"] = None
    for other_ship in state["ships"].values():
        if other_ship["lock"] and other_ship["lock"]["target"] == p["ship"]:
            other_ship["lock"] = None


def _standing_set(state: State, p: dict[str, Any]) -> None:
    state["standing"][p["seat"]][p["choice"]] = p["value"]


def _ruling(state: State, p: dict[str, Any]) -> None:
    state["rulings"].append(p)


def _game_over(state: State, p: dict[str, Any]) -> None:
    state["phase"] = "over"
    state["winner"] = p["winner"]
    state["win_reason"] = p["reason"]
    state["win_said"] = (p.get("say_params") or {}).get("reason")  # the reason as a message, for the pictures
    state["pending"] = None


def _conceded(state: State, p: dict[str, Any]) -> None:
    state["phase"] = "over"
    state["winner"] = other(p["seat"])
    state["win_reason"] = f"{p['seat']} conceded"
    state["pending"] = None


def _free_action_offered(state: State, p: dict[str, Any]) -> None:
    state["free_actions"].append({"ship": p["ship"], "actions": p["actions"]})


def _free_action_used(state: State, p: dict[str, Any]) -> None:
    fa = state["free_actions"]
    for i, f in enumerate(fa):
        if f["ship"] == p["ship"]:
            del fa[i]
            break


def _upgrade_discarded(state: State, p: dict[str, Any]) -> None:
    """A discarded upgrade goes back to the box for the rest of the game."""
    s = _ship(state, p)
    s["upgrades"].remove(p["upgrade"])
    s.setdefault("discarded", []).append(p["upgrade"])


def _damage_card_discarded(state: State, p: dict[str, Any]) -> None:
    state["discard"].append(_ship(state, p)["damage"].pop(p["index"])["card"])


def _damage_swapped(state: State, p: dict[str, Any]) -> None:
    """Maarek Stele: the card at index is replaced by one of the next cards drawn."""
    ship = _ship(state, p)
    drawn = [state["deck"].pop(0) for _ in range(p["drawn"])]
    old = ship["damage"][p["index"]]["card"]
    pool = [old, *drawn]
    pool.remove(p["card"])
    ship["damage"][p["index"]]["card"] = p["card"]
    state["discard"].extend(pool)


def _ship_added(state: State, p: dict[str, Any]) -> None:
    """Reinforcements: a new ship joins the match (placed by a later event)."""
    state["ships"][p["record"]["id"]] = p["record"]
    state["order"].append(p["record"]["id"])


def _mission_state(state: State, p: dict[str, Any]) -> None:
    state["mission"][p["key"]] = p["value"]


def _card_state(state: State, p: dict[str, Any]) -> None:
    """Per-ship memory of card effects (e.g. "R2-F2 used in round 3"); None clears a key."""
    marks = _ship(state, p).setdefault("card_state", {})
    if p["value"] is None:
        marks.pop(p["key"], None)
    else:
        marks[p["key"]] = p["value"]


def _note(state: State, p: dict[str, Any]) -> None:
    """Nothing to fold: the event only speaks (its "say" goes to the log)."""


APPLY: dict[str, Fold] = {
    "awaiting": _awaiting,
    "phase": _phase,
    "obstacle_placed": _obstacle_placed,
    "edge_chosen": _edge_chosen,
    "ship_deployed": _ship_deployed,
    "dial_set": _dial_set,
    "dial_committed": _dial_committed,
    "dial_revealed": _dial_revealed,
    "maneuver_replaced": _maneuver_replaced,
    "ship_moved": _ship_moved,
    "tokens": _tokens,
    "shields": _shields,
    "action_done": _action_done,
    "ship_activated": _ship_activated,
    "lock_acquired": _lock_acquired,
    "lock_removed": _lock_removed,
    "pose_changed": _pose_changed,
    "attack_declared": _attack_declared,
    "dice": _dice,
    "effect_used": _effect_used,
    "attack_stage": _attack_stage,
    "attack_result": _attack_result,
    "attack_finished": _attack_finished,
    "attack_passed": _attack_passed,
    "attacked": _attacked,
    "damage": _damage,
    "damage_card_flipped": _damage_card_flipped,
    "deck_reshuffled": _deck_reshuffled,
    "ship_doomed": _ship_doomed,
    "ship_destroyed": _ship_destroyed,
    "standing_set": _standing_set,
    "ruling": _ruling,
    "game_over": _game_over,
    "conceded": _conceded,
    "free_action_offered": _free_action_offered,
    "free_action_used": _free_action_used,
    "upgrade_discarded": _upgrade_discarded,
    "damage_card_discarded": _damage_card_discarded,
    "damage_swapped": _damage_swapped,
    "ship_added": _ship_added,
    "mission_state": _mission_state,
    "card_state": _card_state,
    "note": _note,
}
