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
from bot.quick.range_check import coord, measured_attack_view, mm, range_check_between
from bot.quick.texts import Phrase, joined, local

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
    message: str  # a Phrase
    fields: tuple[tuple[str, str], ...] = ()
    details: Mapping[str, Any] = field(default_factory=dict)

    def text(self, lang: str = "en") -> str:
        lines = [local(self.message, lang)] + [f"  {local(k, lang)}: {local(v, lang)}" for k, v in self.fields]
        return "\n".join(lines)

    def view(self) -> dict[str, Any]:
        return sandbox_view(self.state)


# ----- state helpers ---------------------------------------------------------------------------------------------


def _check_state(state: Any) -> None:
    if not isinstance(state, dict) or not isinstance(state.get("ships"), list):
        raise QuickInputError(Phrase("err.sandbox_state"), "reset")


def _ship(state: State, ship_id: str, example: str = EX_MOVE) -> dict[str, Any]:
    for s in state["ships"]:
        if s["id"] == ship_id:
            return dict(s)
    names = ", ".join(s["id"] for s in state["ships"]) or "—"
    raise QuickInputError(Phrase("err.sandbox_no_ship", ship=ship_id, ships=names), example)


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
    entry = {"note": str(note), "note_msg": note.message if isinstance(note, Phrase) else None, "state": snapshot}
    new["undo"] = [*copy.deepcopy(state.get("undo", []))[-(MAX_UNDO - 1) :], entry]
    new["log"] = [*new.get("log", []), str(note)][-MAX_LOG:]
    if (new.get("last_move") or {}).get("preview"):
        new["last_move"] = None  # a preview lasts until the next change
    return new


def _refuse(state: State, message: str, **details: Any) -> SandboxResult:
    return SandboxResult(False, state, message, details=details)


def _xyh(p: Mapping[str, float]) -> str:
    return Phrase("pose", x=coord(p["x"]), y=coord(p["y"]), heading=round(float(p["heading"])))


def _new_id(state: State, ship_id: str, example: str) -> str:
    sid = ship_id.strip().lower()
    if not _ID.match(sid):
        raise QuickInputError(Phrase("err.sandbox_id", id=ship_id), example)
    taken = {s["id"] for s in state["ships"]} | {o["id"] for o in state["obstacles"]}
    if sid in taken:
        raise QuickInputError(Phrase("err.sandbox_id_taken", id=sid), example)
    return sid


def _number(value: Any, what: str, example: str, lo: float = -1e4, hi: float = 1e4) -> float:
    try:
        x = float(value)
    except (TypeError, ValueError):
        raise QuickInputError(Phrase("err.sandbox_number", what=what, got=str(value)), example) from None
    if not lo <= x <= hi or x != x:
        raise QuickInputError(Phrase("err.sandbox_between", what=what, lo=lo, hi=hi, got=str(value)), example)
    return x


# ----- placing ---------------------------------------------------------------------------------------------------


def _resolve_type(ship_type: str, base: str | None, example: str) -> tuple[str, str, str, str | None]:
    """-> (type key, display name, base, faction or None); unknown types are allowed with a stated base."""
    types = ship_types()
    key = _norm(ship_type)
    key = _TYPE_ALIASES.get(key, key)
    if not key:
        raise QuickInputError(Phrase("err.sandbox_type"), example)
    info = types.get(key)
    if base is not None and base not in ("small", "large"):
        raise QuickInputError(Phrase("err.sandbox_base", got=str(base)), example)
    if info is None:
        return key, ship_type.strip(), base or "small", None
    return key, str(info.get("name", ship_type)), base or str(info.get("base", "small")), info.get("faction")


def _place(
    state: State, ship_id: str, ship_type: str, pose: Pose, base: str | None, example: str, how: Phrase
) -> SandboxResult:
    _check_state(state)
    sid = _new_id(state, ship_id, example)
    if len(state["ships"]) >= MAX_SHIPS:
        return _refuse(state, Phrase("sandbox.max_ships", n=MAX_SHIPS))
    key, name, size, faction = _resolve_type(ship_type, base, example)
    outside = outside_mat_mm(pose, size, DEFAULT_MAT)
    if outside > 1e-6:
        return _refuse(state, Phrase("sandbox.off_mat", ship=sid, pose=_xyh(pose.to_json()), mm=mm(outside)))
    poly = base_polygon(pose, size)
    overlaps = [s["id"] for s in state["ships"] if _base(s).polygon.intersection(poly).area > _AREA_EPS]
    if overlaps:
        return _refuse(state, Phrase("sandbox.overlap", ship=sid, pose=_xyh(pose.to_json()), ships=", ".join(overlaps)))
    on = [o.id for o in _obstacles(state) if o.polygon.intersection(poly).area > _AREA_EPS]
    ship = {"id": sid, "ship_type": key, "name": name, "base": size, "faction": faction, "pose": pose.to_json()}
    note = Phrase(
        "sandbox.placed", ship=sid, type=name, base=Phrase("base." + size), how=how, pose=_xyh(pose.to_json())
    )
    if key not in ship_types():
        note = Phrase("sandbox.unknown_type", note=note)
    if on:
        note = Phrase("sandbox.sits_on", note=note, obstacles=", ".join(on))
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
    return _place(state, ship_id, ship_type, pose, base, EX_PLACE, Phrase("sandbox.by_coordinates"))


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
    how = Phrase("sandbox.relative", forward=float(forward), right=float(right), ref=ref)
    return _place(state, ship_id, ship_type, pose, base, EX_NEAR, how)


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
        raise QuickInputError(Phrase("err.sandbox_asteroid", shape=shape, known=", ".join(sorted(shapes))), EX_ASTEROID)
    if len(state["obstacles"]) >= MAX_OBSTACLES:
        return _refuse(state, Phrase("sandbox.max_obstacles", n=MAX_OBSTACLES))
    xf, yf = _number(x, "x", EX_ASTEROID, 0, DEFAULT_MAT[0]), _number(y, "y", EX_ASTEROID, 0, DEFAULT_MAT[1])
    rot = _number(rotation, "rotation", EX_ASTEROID)
    oid = _new_id(state, obstacle_id or f"a{len(state['obstacles']) + 1}", EX_ASTEROID)
    ob = place_obstacle(sid, xf, yf, rot, oid)
    under = [s["id"] for s in state["ships"] if _base(s).polygon.intersection(ob.polygon).area > _AREA_EPS]
    note = Phrase("sandbox.asteroid", id=oid, shape=sid, x=coord(xf), y=coord(yf), rotation=rot)
    if under:
        note = Phrase("sandbox.lies_under", note=note, ships=", ".join(under))
    setup = check_obstacle_placement(ob, _obstacles(state))
    if not setup.ok:
        note = Phrase("sandbox.setup_refuses", note=note, why=_setup_reason(ob, _obstacles(state), setup.distance_mm))
    new = _after(state, note)
    new["obstacles"].append({"id": oid, "shape": sid, "x": xf, "y": yf, "rotation": rot})
    return SandboxResult(True, new, note, details={"obstacle": ob.to_json()})


def remove(state: State, item_id: str) -> SandboxResult:
    _check_state(state)
    iid = item_id.strip().lower()
    for key in ("ships", "obstacles"):
        if any(x["id"] == iid for x in state[key]):
            note = Phrase("sandbox.removed", id=iid)
            new = _after(state, note)
            new[key] = [x for x in new[key] if x["id"] != iid]
            for k in ("last_move", "last_attack"):
                if new[k] and iid in (new[k].get("ship"), new[k].get("attacker"), new[k].get("defender")):
                    new[k] = None
            return SandboxResult(True, new, note)
    raise QuickInputError(Phrase("err.sandbox_nothing", id=item_id), "remove luke")


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
    except ManeuverError:
        raise QuickInputError(Phrase("err.sandbox_maneuver", maneuver=maneuver), EX_MOVE) from None
    r = execute_maneuver(
        _base(ship), man, _others(state, ship["id"]), _obstacles(state), DEFAULT_MAT, ship_id=ship["id"]
    )
    colour = _difficulty(ship, man.id)
    if colour:
        on_dial = Phrase("sandbox.dial_colour", colour=Phrase("colour." + colour), type=ship["name"])
        dial: Phrase | str = Phrase("sandbox.dial_note", dial=on_dial)
    elif ship_types().get(ship["ship_type"], {}).get("dial"):
        dial = Phrase("sandbox.dial_note", dial=Phrase("sandbox.not_on_dial"))
    else:
        dial = ""
    fled = r.fled
    how = _move_reason(r)
    if preview:
        note = Phrase("sandbox.preview", ship=ship["id"], maneuver=man.id, dial=dial, how=how)
        new = copy.deepcopy(state)
        new["log"] = [*new.get("log", []), str(note)][-MAX_LOG:]
    else:
        note = Phrase("sandbox.flies", ship=ship["id"], maneuver=man.id, dial=dial, how=how)
        if fled:
            note = Phrase("sandbox.fled", note=note)
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
    end = Phrase("field.would_end" if preview else "field.to")
    fields = ((Phrase("field.from"), _xyh(r.start.to_json())), (end, _xyh(r.final.to_json())))
    return SandboxResult(True, new, note, fields, details={"move": r.to_json(), "preview": preview})


def barrel_roll(state: State, ship_id: str, side: str, slide: float | str = "centre") -> SandboxResult:
    """Barrel roll left/right; `slide` in mm forward (small base -20..20, large -40..40) or forward/centre/back."""
    _check_state(state)
    ship = _ship(state, ship_id.strip().lower(), EX_ROLL)
    s = side.strip().lower()
    if s not in ("left", "right", "l", "r"):
        raise QuickInputError(Phrase("err.sandbox_roll_side", got=side), EX_ROLL)
    s = {"l": "left", "r": "right"}.get(s, s)
    if isinstance(slide, str) and slide.strip().lower() not in ("forward", "centre", "center", "back"):
        slide = _number(slide, "slide", EX_ROLL, -40, 40)
    try:
        r = geo_barrel_roll(
            _base(ship), s, slide, _others(state, ship["id"]), _obstacles(state), DEFAULT_MAT, ship_id=ship["id"]
        )
    except ValueError as exc:
        raise QuickInputError(Phrase("err.sandbox_roll", why=str(exc)), EX_ROLL) from None
    side_word = Phrase("side." + s)
    if not r.legal:
        why = (
            Phrase("sandbox.blocked_by", ships=", ".join(r.blocked_by)) if r.blocked_by else Phrase("sandbox.no_slide")
        )
        return _refuse(
            state, Phrase("sandbox.roll_blocked", ship=ship["id"], side=side_word, why=why), roll=r.to_json()
        )
    note = Phrase("sandbox.rolls", ship=ship["id"], side=side_word, slide=_signed_mm(r.slide))
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
    fields = ((Phrase("field.from"), _xyh(r.start.to_json())), (Phrase("field.to"), _xyh(r.final.to_json())))
    return SandboxResult(True, new, note, fields, details={"roll": r.to_json()})


# ----- checking --------------------------------------------------------------------------------------------------


def check(state: State, a_id: str, b_id: str) -> SandboxResult:
    """Range, arcs and obstruction between two ships; previews are fine in the sandbox. Changes only the picture."""
    _check_state(state)
    a, b = _ship(state, a_id.strip().lower(), EX_CHECK), _ship(state, b_id.strip().lower(), EX_CHECK)
    if a["id"] == b["id"]:
        raise QuickInputError(Phrase("err.range_same_ship"), EX_CHECK)
    rc = range_check_between(a["id"], _base(a), b["id"], _base(b), _obstacles(state))
    new = copy.deepcopy(state)
    if (new.get("last_move") or {}).get("preview"):
        new["last_move"] = None
    new["last_attack"] = measured_attack_view(rc)
    new["log"] = [*new.get("log", []), str(rc.summary())][-MAX_LOG:]
    return SandboxResult(True, new, rc.summary(), rc.fields(), details={"check": rc.to_json()})


def undo(state: State) -> SandboxResult:
    """Go back one change (placing, moving, rolling, removing, reset); checks change nothing and are not undone."""
    _check_state(state)
    stack = state.get("undo") or []
    if not stack:
        return _refuse(state, Phrase("sandbox.nothing_to_undo"))
    prev = copy.deepcopy(stack[-1]["state"])
    prev["undo"] = copy.deepcopy(stack[:-1])
    done = stack[-1]
    return SandboxResult(True, prev, Phrase("sandbox.undone", note=done.get("note_msg") or done["note"]))


def reset(state: State | None = None) -> SandboxResult:
    fresh = new_sandbox()
    if state and (state.get("ships") or state.get("obstacles")):
        fresh = _after(state, Phrase("sandbox.cleared"))
        fresh.update({"ships": [], "obstacles": [], "last_move": None, "last_attack": None})
    return SandboxResult(True, fresh, Phrase("sandbox.empty_undo" if fresh["undo"] else "sandbox.empty"))


def describe(state: State) -> SandboxResult:
    _check_state(state)
    ships = [
        Phrase("sandbox.ship", ship=s["id"], type=s["name"], base=Phrase("base." + s["base"]), pose=_xyh(s["pose"]))
        for s in state["ships"]
    ]
    obs = [
        Phrase(
            "sandbox.obstacle", id=o["id"], shape=o["shape"], x=coord(o["x"]), y=coord(o["y"]), rotation=o["rotation"]
        )
        for o in state["obstacles"]
    ]
    none = Phrase("none")
    fields = ((Phrase("field.ships"), joined(ships) or none), (Phrase("field.asteroids"), joined(obs) or none))
    return SandboxResult(True, state, Phrase("sandbox.counts", ships=len(ships), asteroids=len(obs)), fields)


def _signed_mm(x: float) -> Phrase:
    return Phrase("signed.minus" if x < -0.05 else "signed.plus", n=mm(abs(x)))


def _move_reason(r: Any) -> Phrase:
    """What happened on the way (bot/games/xwing/geometry/movement.py MoveResult), in the reader's language."""
    parts: list[Phrase] = []
    if r.koiogran_as_straight:
        parts.append(Phrase("sandbox.k_as_straight", executed=r.executed))
    if r.bumped:
        touching = ", ".join(r.placed_touching)
        parts.append(Phrase("sandbox.bumped", ships=", ".join(r.bumped), mm=mm(r.backed_off_mm), touching=touching))
    for h in r.obstacles_hit:
        parts.append(Phrase("sandbox.hit_obstacle", obstacle=h.obstacle))
    if r.on_obstacles:
        parts.append(Phrase("sandbox.lands_on", obstacles=", ".join(r.on_obstacles)))
    if r.fled:
        parts.append(Phrase("sandbox.off_table"))
    return joined(parts) if parts else Phrase("sandbox.clear")


def _setup_reason(ob: Obstacle, placed: list[Obstacle], distance: float | None) -> Phrase:
    """Why set-up in a match would refuse this asteroid (bot/games/xwing/geometry/setup.py): the nearest edge within
    range 2, or an obstacle too close."""
    if placed and any(o.id != ob.id and ob.polygon.distance(o.polygon) <= (distance or 0.0) + 1e-6 for o in placed):
        near = min((o for o in placed if o.id != ob.id), key=lambda o: ob.polygon.distance(o.polygon))
        return Phrase("sandbox.near_obstacle", other=near.id, mm=mm(distance or 0.0))
    xs, ys = [p[0] for p in ob.outline], [p[1] for p in ob.outline]
    edges = {"bottom": min(ys), "top": DEFAULT_MAT[1] - max(ys), "left": min(xs), "right": DEFAULT_MAT[0] - max(xs)}
    edge = min(edges, key=lambda e: edges[e])
    return Phrase("sandbox.near_edge", edge=Phrase("edge." + edge), mm=mm(edges[edge]))


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
