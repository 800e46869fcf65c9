"""An X-Wing sandbox table outside any match: place ships and asteroids, fly maneuvers (previews allowed),
barrel roll, check range/arc/obstruction, undo, reset.

The state is plain JSON (a dict) so an adapter can persist one per channel. Every operation is pure: it takes a
state and returns a `SandboxResult` with the new state (the input is never mutated), an explanation, and `view()`
in the X-Wing view shape (docs/xwing-view.md) for renderers/xwing.py.
All geometry comes from bot.games.xwing.geometry. Malformed requests raise QuickInputError; requests the table
refuses (an overlapping placement, a blocked barrel roll) return ok=False with the state unchanged.
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.core.data import DataError, load_json
from bot.games.xwing.geometry import (
    DEFAULT_MAT,
    BaseSize,
    Maneuver,
    ManeuverError,
    Obstacle,
    Pose,
    ShipBase,
    asteroid_shapes,
    base_polygon,
    check_obstacle_placement,
    execute_maneuver,
    outside_mat_mm,
    place_obstacle,
)
from bot.games.xwing.geometry import barrel_roll as geo_barrel_roll
from bot.games.xwing.geometry.constants import AREA_EPS_MM2
from bot.quick.common import QuickInputError, is_number
from bot.quick.range_check import measured_attack_view, range_check_between

State = dict[str, Any]

MAX_SHIPS = 30
MAX_OBSTACLES = 12
MAX_UNDO = 20
MAX_LOG = 20
_ID = re.compile(r"^[a-z0-9][a-z0-9_\-]{0,19}$")
_AREA_EPS = AREA_EPS_MM2  # the geometry's own "contact, not overlap" tolerance

EX_PLACE = "place luke x-wing at 450 100 heading 0"
EX_NEAR = "place vader tie-advanced near luke forward 250 right 20 heading 180"
EX_ASTEROID = "asteroid 3 at 450 450 rotation 30"
EX_MOVE = "move luke 2-bank-left"
EX_ROLL = "roll luke left forward"
EX_CHECK = "check luke vader"

# Used only when data/xwing/ships.json is missing (the match's ship data normally provides these).
_FALLBACK_TYPES: dict[str, dict[str, Any]] = {
    "xwing": {"name": "X-wing", "faction": "rebel", "base": "small"},
    "ywing": {"name": "Y-wing", "faction": "rebel", "base": "small"},
    "tiefighter": {"name": "TIE Fighter", "faction": "imperial", "base": "small"},
    "tieadvanced": {"name": "TIE Advanced", "faction": "imperial", "base": "small"},
}
_TYPE_ALIASES = {"x": "xwing", "y": "ywing", "tie": "tiefighter", "tieln": "tiefighter", "tiex1": "tieadvanced"}


def _norm(name: str) -> str:
    return re.sub(r"[^a-z0-9]", "", name.lower())


def ship_types() -> dict[str, dict[str, Any]]:
    try:
        data = load_json("xwing", "ships.json")
        ships = data.get("ships") if isinstance(data, dict) else None
        if isinstance(ships, dict) and ships:
            return {_norm(k): v for k, v in ships.items() if isinstance(v, dict)}
    except DataError:
        pass
    return dict(_FALLBACK_TYPES)


def new_sandbox() -> State:
    return {"ships": [], "obstacles": [], "last_move": None, "last_attack": None, "log": [], "undo": []}


@dataclass(frozen=True)
class SandboxResult:
    ok: bool
    state: State
    message: str
    fields: tuple[tuple[str, str], ...] = ()
    details: Mapping[str, Any] = field(default_factory=dict)

    def text(self) -> str:
        lines = [self.message] + [f"  {k}: {v}" for k, v in self.fields]
        return "\n".join(lines)

    def view(self) -> dict[str, Any]:
        return sandbox_view(self.state)


# ----- state helpers ---------------------------------------------------------------------------------------------


def _check_state(state: Any) -> None:
    if not isinstance(state, dict) or not isinstance(state.get("ships"), list):
        raise QuickInputError("not a sandbox table state", "reset")


def _ship(state: State, ship_id: str, example: str = EX_MOVE) -> dict[str, Any]:
    for s in state["ships"]:
        if s["id"] == ship_id:
            return dict(s)
    names = ", ".join(s["id"] for s in state["ships"]) or "none yet"
    raise QuickInputError(f"no ship {ship_id!r} on the table (ships: {names})", example)


def _pose(ship: Mapping[str, Any]) -> Pose:
    return Pose.from_json(ship["pose"])


def _base(ship: Mapping[str, Any]) -> ShipBase:
    return ShipBase(_pose(ship), BaseSize.parse(ship["base"]))


def _others(state: State, skip: str | None = None) -> dict[str, ShipBase]:
    return {s["id"]: _base(s) for s in state["ships"] if s["id"] != skip}


def _obstacles(state: State) -> list[Obstacle]:
    return [place_obstacle(o["shape"], o["x"], o["y"], o["rotation"], o["id"]) for o in state["obstacles"]]


def _after(state: State, note: str) -> State:
    """A copy of `state` to change, with the current state pushed on the undo stack and `note` logged."""
    snapshot = {k: copy.deepcopy(v) for k, v in state.items() if k != "undo"}
    new = copy.deepcopy(snapshot)
    new["undo"] = [*copy.deepcopy(state.get("undo", []))[-(MAX_UNDO - 1) :], {"note": note, "state": snapshot}]
    new["log"] = [*new.get("log", []), note][-MAX_LOG:]
    if (new.get("last_move") or {}).get("preview"):
        new["last_move"] = None  # a preview lasts until the next change
    return new


def _refuse(state: State, message: str, **details: Any) -> SandboxResult:
    return SandboxResult(False, state, message, details=details)


def _xyh(p: Mapping[str, float]) -> str:
    return f"({p['x']:.1f}, {p['y']:.1f}, {p['heading']:.0f}°)"


def _new_id(state: State, ship_id: str, example: str) -> str:
    sid = ship_id.strip().lower()
    if not _ID.match(sid):
        raise QuickInputError(
            f"an id is 1-20 letters, digits, '-' or '_' starting with a letter or digit: {ship_id!r}", example
        )
    taken = {s["id"] for s in state["ships"]} | {o["id"] for o in state["obstacles"]}
    if sid in taken:
        raise QuickInputError(f"{sid!r} is already on the table; pick another id", example)
    return sid


def _number(value: Any, what: str, example: str, lo: float = -1e4, hi: float = 1e4) -> float:
    try:
        x = float(value)
    except (TypeError, ValueError):
        raise QuickInputError(f"{what} must be a number (got {value!r})", example) from None
    if not lo <= x <= hi or x != x:
        raise QuickInputError(f"{what} must be between {lo:g} and {hi:g} (got {value!r})", example)
    return x


# ----- placing ---------------------------------------------------------------------------------------------------


def _resolve_type(ship_type: str, base: str | None, example: str) -> tuple[str, str, str, str | None]:
    """-> (type key, display name, base, faction or None); unknown types are allowed with a stated base."""
    types = ship_types()
    key = _norm(ship_type)
    key = _TYPE_ALIASES.get(key, key)
    if not key:
        raise QuickInputError("name the ship type", example)
    info = types.get(key)
    if base is not None and base not in ("small", "large"):
        raise QuickInputError(f"base must be small or large (got {base!r})", example)
    if info is None:
        return key, ship_type.strip(), base or "small", None
    return key, str(info.get("name", ship_type)), base or str(info.get("base", "small")), info.get("faction")


def _place(
    state: State, ship_id: str, ship_type: str, pose: Pose, base: str | None, example: str, how: str
) -> SandboxResult:
    _check_state(state)
    sid = _new_id(state, ship_id, example)
    if len(state["ships"]) >= MAX_SHIPS:
        return _refuse(state, f"the sandbox holds at most {MAX_SHIPS} ships; remove one or reset")
    key, name, size, faction = _resolve_type(ship_type, base, example)
    outside = outside_mat_mm(pose, size, DEFAULT_MAT)
    if outside > 1e-6:
        return _refuse(state, f"{sid} at {_xyh(pose.to_json())} would stick {outside:.1f} mm off the 914.4 mm mat")
    poly = base_polygon(pose, size)
    overlaps = [s["id"] for s in state["ships"] if _base(s).polygon.intersection(poly).area > _AREA_EPS]
    if overlaps:
        return _refuse(
            state, f"{sid} at {_xyh(pose.to_json())} would overlap {', '.join(overlaps)}; bases cannot overlap"
        )
    on = [o.id for o in _obstacles(state) if o.polygon.intersection(poly).area > _AREA_EPS]
    ship = {"id": sid, "ship_type": key, "name": name, "base": size, "faction": faction, "pose": pose.to_json()}
    note = f"placed {sid} ({name}, {size} base) {how} at {_xyh(pose.to_json())}"
    if key not in ship_types():
        note += " (unknown type: shown with a plain base)"
    if on:
        note += f"; it sits on {', '.join(on)} and could not attack from there"
    new = _after(state, note)
    new["ships"].append(ship)
    new["last_move"] = None
    return SandboxResult(True, new, note, details={"ship": ship})


def place_ship(
    state: State,
    ship_id: str,
    ship_type: str,
    x: float | str,
    y: float | str,
    heading: float | str = 0.0,
    base: str | None = None,
) -> SandboxResult:
    """Place a ship by coordinates (mm from the bottom-left corner; heading 0 faces up the table)."""
    pose = Pose(_number(x, "x", EX_PLACE), _number(y, "y", EX_PLACE), _number(heading, "heading", EX_PLACE))
    return _place(state, ship_id, ship_type, pose, base, EX_PLACE, "by coordinates")


def place_relative(
    state: State,
    ship_id: str,
    ship_type: str,
    ref: str,
    forward: float = 0.0,
    right: float = 0.0,
    heading: float = 0.0,
    base: str | None = None,
) -> SandboxResult:
    """Place a ship relative to another: `forward`/`right` mm from its centre in its frame; `heading` is added to
    the reference ship's heading (180 = facing it back)."""
    _check_state(state)
    anchor = _pose(_ship(state, ref, EX_NEAR))
    pose = anchor.compose(
        _number(right, "right", EX_NEAR), _number(forward, "forward", EX_NEAR), _number(heading, "heading", EX_NEAR)
    )
    return _place(
        state, ship_id, ship_type, pose, base, EX_NEAR, f"{forward:g} mm ahead and {right:g} mm right of {ref}"
    )


def add_asteroid(
    state: State,
    shape: str,
    x: float | str,
    y: float | str,
    rotation: float | str = 0.0,
    obstacle_id: str | None = None,
) -> SandboxResult:
    """Put a core-set asteroid (data/xwing/obstacles.json; "3" means "asteroid-3") centred at (x, y)."""
    _check_state(state)
    shapes = asteroid_shapes()
    sid = shape.strip().lower()
    if is_number(sid):
        sid = f"asteroid-{sid}"
    if sid not in shapes:
        raise QuickInputError(f"unknown asteroid {shape!r}; known: {', '.join(sorted(shapes))}", EX_ASTEROID)
    if len(state["obstacles"]) >= MAX_OBSTACLES:
        return _refuse(state, f"the sandbox holds at most {MAX_OBSTACLES} obstacles")
    xf, yf = _number(x, "x", EX_ASTEROID, 0, DEFAULT_MAT[0]), _number(y, "y", EX_ASTEROID, 0, DEFAULT_MAT[1])
    rot = _number(rotation, "rotation", EX_ASTEROID)
    oid = _new_id(state, obstacle_id or f"a{len(state['obstacles']) + 1}", EX_ASTEROID)
    ob = place_obstacle(sid, xf, yf, rot, oid)
    under = [s["id"] for s in state["ships"] if _base(s).polygon.intersection(ob.polygon).area > _AREA_EPS]
    note = f"added asteroid {oid} ({sid}) at ({xf:.1f}, {yf:.1f}) turned {rot:g}°"
    if under:
        note += f"; it lies under {', '.join(under)}"
    setup = check_obstacle_placement(ob, _obstacles(state))
    if not setup.ok:
        note += f" (fine in the sandbox; set-up in a match would refuse it: {setup.reason})"
    new = _after(state, note)
    new["obstacles"].append({"id": oid, "shape": sid, "x": xf, "y": yf, "rotation": rot})
    return SandboxResult(True, new, note, details={"obstacle": ob.to_json()})


def remove(state: State, item_id: str) -> SandboxResult:
    _check_state(state)
    iid = item_id.strip().lower()
    for key in ("ships", "obstacles"):
        if any(x["id"] == iid for x in state[key]):
            note = f"removed {iid}"
            new = _after(state, note)
            new[key] = [x for x in new[key] if x["id"] != iid]
            for k in ("last_move", "last_attack"):
                if new[k] and iid in (new[k].get("ship"), new[k].get("attacker"), new[k].get("defender")):
                    new[k] = None
            return SandboxResult(True, new, note)
    raise QuickInputError(f"nothing called {item_id!r} on the table", "remove luke")


# ----- moving ----------------------------------------------------------------------------------------------------


def _difficulty(ship: Mapping[str, Any], maneuver: str) -> str | None:
    info = ship_types().get(ship.get("ship_type", ""))
    dial = info.get("dial") if info else None
    return dial.get(maneuver) if isinstance(dial, dict) else None


def move(state: State, ship_id: str, maneuver: str, *, preview: bool = False) -> SandboxResult:
    """Fly any maneuver (the sandbox does not check the ship's dial; it says the colour when the dial has it).

    With preview=True nothing moves: the result shows where the ship would end (the picture draws the template and
    the end as a dashed outline) and the undo stack is untouched."""
    _check_state(state)
    ship = _ship(state, ship_id.strip().lower(), EX_MOVE)
    try:
        man = Maneuver.parse(maneuver)
    except ManeuverError as exc:
        raise QuickInputError(str(exc), EX_MOVE) from None
    r = execute_maneuver(
        _base(ship), man, _others(state, ship["id"]), _obstacles(state), DEFAULT_MAT, ship_id=ship["id"]
    )
    colour = _difficulty(ship, man.id)
    dial_note = (
        f" ({colour} on the {ship['name']} dial)"
        if colour
        else (
            " (not on this ship's dial: a sandbox allows it)"
            if ship_types().get(ship["ship_type"], {}).get("dial")
            else ""
        )
    )
    fled = r.fled
    if preview:
        note = f"preview (nothing moved): {ship['id']} would fly {man.id}{dial_note}: {r.reason}"
        new = copy.deepcopy(state)
        new["log"] = [*new.get("log", []), note][-MAX_LOG:]
    else:
        note = f"{ship['id']} flies {man.id}{dial_note}: {r.reason}"
        if fled:
            note += " — removed from the table (undo brings it back)"
        new = _after(state, note)
    if preview:
        pass
    elif fled:
        new["ships"] = [s for s in new["ships"] if s["id"] != ship["id"]]
    else:
        for s in new["ships"]:
            if s["id"] == ship["id"]:
                s["pose"] = r.final.to_json()
    new["last_move"] = {
        "ship": ship["id"],
        "maneuver": man.id,
        "difficulty": colour,
        "start": r.start.to_json(),
        "end": r.final.to_json(),
        "template": [
            [round(x, 3), round(y, 3)] for x, y in (r.template.exterior.coords[:-1] if not r.template.is_empty else [])
        ],
        "bumped": list(r.bumped),
        "obstacles_hit": [h.obstacle for h in r.obstacles_hit],
        "fled": fled,
        "planned_end": r.nominal.to_json() if r.bumped else None,
        "preview": preview,
    }
    new["last_attack"] = None
    fields = (("From", _xyh(r.start.to_json())), ("To" if not preview else "Would end", _xyh(r.final.to_json())))
    return SandboxResult(True, new, note, fields, details={"move": r.to_json(), "preview": preview})


def barrel_roll(state: State, ship_id: str, side: str, slide: float | str = "centre") -> SandboxResult:
    """Barrel roll left/right; `slide` in mm forward (small base -20..20, large -40..40) or forward/centre/back."""
    _check_state(state)
    ship = _ship(state, ship_id.strip().lower(), EX_ROLL)
    s = side.strip().lower()
    if s not in ("left", "right", "l", "r"):
        raise QuickInputError(f"barrel roll left or right (got {side!r})", EX_ROLL)
    s = {"l": "left", "r": "right"}.get(s, s)
    if isinstance(slide, str) and slide.strip().lower() not in ("forward", "centre", "center", "back"):
        slide = _number(slide, "slide", EX_ROLL, -40, 40)
    try:
        r = geo_barrel_roll(
            _base(ship), s, slide, _others(state, ship["id"]), _obstacles(state), DEFAULT_MAT, ship_id=ship["id"]
        )
    except ValueError as exc:
        raise QuickInputError(str(exc), EX_ROLL) from None
    if not r.legal:
        return _refuse(state, f"{ship['id']} cannot barrel roll {s}: {r.reason}", roll=r.to_json())
    note = f"{ship['id']} barrel rolls {s} (slide {r.slide:+.1f} mm): {r.reason}"
    new = _after(state, note)
    for x in new["ships"]:
        if x["id"] == ship["id"]:
            x["pose"] = r.final.to_json()
    new["last_move"] = {
        "ship": ship["id"],
        "maneuver": f"barrel-roll-{s}",
        "difficulty": None,
        "start": r.start.to_json(),
        "end": r.final.to_json(),
        "template": [
            [round(x, 3), round(y, 3)] for x, y in (r.template.exterior.coords[:-1] if not r.template.is_empty else [])
        ],
        "bumped": [],
        "obstacles_hit": [],
        "fled": False,
        "planned_end": None,
    }
    new["last_attack"] = None
    fields = (("From", _xyh(r.start.to_json())), ("To", _xyh(r.final.to_json())))
    return SandboxResult(True, new, note, fields, details={"roll": r.to_json()})


# ----- checking --------------------------------------------------------------------------------------------------


def check(state: State, a_id: str, b_id: str) -> SandboxResult:
    """Range, arcs and obstruction between two ships; previews are fine in the sandbox. Changes only the picture."""
    _check_state(state)
    a, b = _ship(state, a_id.strip().lower(), EX_CHECK), _ship(state, b_id.strip().lower(), EX_CHECK)
    if a["id"] == b["id"]:
        raise QuickInputError("name two different ships", EX_CHECK)
    rc = range_check_between(a["id"], _base(a), b["id"], _base(b), _obstacles(state))
    new = copy.deepcopy(state)
    if (new.get("last_move") or {}).get("preview"):
        new["last_move"] = None
    new["last_attack"] = measured_attack_view(rc)
    new["log"] = [*new.get("log", []), rc.summary()][-MAX_LOG:]
    return SandboxResult(True, new, rc.summary(), rc.fields(), details={"check": rc.to_json()})


def undo(state: State) -> SandboxResult:
    """Go back one change (placing, moving, rolling, removing, reset); checks change nothing and are not undone."""
    _check_state(state)
    stack = state.get("undo") or []
    if not stack:
        return _refuse(state, "nothing to undo")
    prev = copy.deepcopy(stack[-1]["state"])
    prev["undo"] = copy.deepcopy(stack[:-1])
    return SandboxResult(True, prev, f"undone: {stack[-1]['note']}")


def reset(state: State | None = None) -> SandboxResult:
    fresh = new_sandbox()
    if state and (state.get("ships") or state.get("obstacles")):
        fresh = _after(state, "table cleared")
        fresh.update({"ships": [], "obstacles": [], "last_move": None, "last_attack": None})
    return SandboxResult(
        True, fresh, "the table is empty (undo restores it)" if fresh["undo"] else "the table is empty"
    )


def describe(state: State) -> SandboxResult:
    _check_state(state)
    ships = [f"{s['id']} ({s['name']}, {s['base']}) at {_xyh(s['pose'])}" for s in state["ships"]]
    obs = [
        f"{o['id']} ({o['shape']}) at ({o['x']:.1f}, {o['y']:.1f}) turned {o['rotation']:g}°"
        for o in state["obstacles"]
    ]
    fields = (("Ships", "; ".join(ships) or "none"), ("Asteroids", "; ".join(obs) or "none"))
    return SandboxResult(True, state, f"{len(ships)} ship(s), {len(obs)} asteroid(s)", fields)


# ----- the view for renderers/xwing.py ------------------------------------------------------------------------------


def sandbox_view(state: State) -> dict[str, Any]:
    """The X-Wing view contract for the sandbox (phase "sandbox", no seats' secrets, no stats unless known)."""
    types = ship_types()
    ships = []
    last = state.get("last_move") or {}
    for s in state["ships"]:
        info = types.get(s["ship_type"], {})
        faction = s.get("faction") or "neutral"
        # a preview is drawn as if flown (the renderer shows the start as a ghost); the state keeps the real pose
        pose = dict(last["end"]) if last.get("preview") and last.get("ship") == s["id"] else dict(s["pose"])
        ships.append(
            {
                "id": s["id"],
                "seat": faction,
                "faction": faction,
                "ship_type": s["ship_type"],
                "pilot": s["name"],
                # the whole id (the renderer fits it), and no pilot skill: the sandbox places types, not pilots
                "label": s["id"].upper(),
                "skill": None,
                "base": s["base"],
                "pose": pose,
                "hull": info.get("hull", 0),
                "hull_max": info.get("hull", 0),
                "shields": info.get("shields", 0),
                "shields_max": info.get("shields", 0),
                "tokens": {"focus": 0, "evade": 0, "stress": 0, "ion": 0},
                "locks": [],
                "locked_by": [],
                "damage_faceup": [],
                "damage_facedown": 0,
                "destroyed": False,
                "fled": False,
                "dial": {"committed": False, "commitment": None, "maneuver": None},
            }
        )
    obstacles = [
        {"id": o.id, "kind": "asteroid", "points": [[round(x, 3), round(y, 3)] for x, y in o.outline]}
        for o in _obstacles(state)
    ]
    return {
        "game": "xwing",
        "viewer": None,
        "sandbox": True,
        "round": 0,
        "phase": "sandbox",
        "initiative": None,
        "active_ship": (state.get("last_move") or {}).get("ship"),
        "seats": {"rebel": {"faction": "rebel"}, "imperial": {"faction": "imperial"}},
        "mat": {"width": DEFAULT_MAT[0], "height": DEFAULT_MAT[1]},
        "ships": ships,
        "obstacles": obstacles,
        "last_move": copy.deepcopy(state.get("last_move")),
        "last_attack": copy.deepcopy(state.get("last_attack")),
        "log": list(state.get("log", []))[-10:],
    }
