"""The match's window onto the geometry package (bot/games/xwing/geometry): poses in and out as JSON dicts.

Only this module imports the geometry, so the rules read in game terms (a move, a legal target, a barrel roll).
"""

from __future__ import annotations

import contextlib
import copy
import math
from functools import lru_cache
from typing import Any, TypeVar

from bot.games.xwing import geometry as g

_V = TypeVar("_V")
PoseJ = dict[str, float]
Obst = dict[str, Any]
Others = dict[str, tuple[PoseJ, str]]
MAT = g.MAT_SIZE_MM
EDGES = {"rebel": "bottom", "imperial": "top"}
STANDARD_LAYOUT = (
    (300.0, 330.0, 0.0),
    (457.2, 300.0, 60.0),
    (614.4, 330.0, 120.0),
    (300.0, 584.4, 180.0),
    (457.2, 614.4, 240.0),
    (614.4, 584.4, 300.0),
)


def _pose(p: PoseJ) -> g.Pose:
    return _pose_at(p["x"], p["y"], p["heading"])


def _ship(p: PoseJ, size: str) -> g.ShipBase:
    return _ship_at(p["x"], p["y"], p["heading"], size)


# Poses and bases are frozen values, built once per position: the rules build the same few ships' bases hundreds
# of times per action (range, arcs, bumps), and checking and normalising each pose was a tenth of the geometry.
# typed: 1 and 1.0 and True stay apart (a bool is refused by Pose, never cached); a NaN never equals a key.
@lru_cache(maxsize=4096, typed=True)
def _pose_at(x: float, y: float, heading: float) -> g.Pose:
    return g.Pose(x, y, heading)


@lru_cache(maxsize=4096, typed=True)
def _ship_at(x: float, y: float, heading: float, size: str) -> g.ShipBase:
    return g.ShipBase(_pose_at(x, y, heading), g.BaseSize.parse(size))


def _others(others: Others) -> dict[str, g.ShipBase]:
    return {k: _ship(p, size) for k, (p, size) in others.items()}


@lru_cache(maxsize=256)
def _obstacle(oid: str, points: tuple[tuple[float, float], ...]) -> g.Obstacle:
    return g.obstacle_from_points(oid, points)


def _obstacles(obstacles: list[Obst]) -> list[g.Obstacle]:
    return [_obstacle(o["id"], tuple((float(x), float(y)) for x, y in o["points"])) for o in obstacles]


def move_record(sid: str, maneuver: str, difficulty: str, start: PoseJ, res: dict[str, Any]) -> dict[str, Any]:
    """The `move` of a ship_moved event from a `move` result: what was dialled and flown, from where to where, and
    what the ship met on the way."""
    return {
        "ship": sid,
        "maneuver": maneuver,
        "flown": res["flown"],
        "difficulty": difficulty,
        "start": start,
        "end": res["end"],
        "template": res["template"],
        "bumped": res["bumped"],
        "obstacles_hit": res["obstacles_hit"],
        "fled": res["fled"],
        "planned_end": res["planned_end"],
    }


def move(pose: PoseJ, size: str, maneuver: str, others: Others, obstacles: list[Obst]) -> dict[str, Any]:
    """Fly `maneuver`: {"end", "template", "bumped", "obstacles_hit", "fled", "planned_end", "flown"}."""
    res = _outcome(pose, size, maneuver, others, obstacles)
    return {k: v for k, v in res.items() if k not in ("maneuver", "landed_on")}


def dial_outcomes(
    pose: PoseJ, size: str, maneuvers: tuple[str, ...], others: Others, obstacles: list[Obst]
) -> tuple[dict[str, Any], ...]:
    """What each of `maneuvers` would do if flown now among `others` and `obstacles`: the `move` result of each
    (the activation's own call) plus `landed_on`, the obstacles the final base would overlap. Memoised on the exact
    table: the planning prompts, their default and the planning picture ask the same question several times."""
    return copy.deepcopy(_dial_outcomes(pose, size, maneuvers, others, obstacles))


def flees(pose: PoseJ, size: str, maneuver: str, others: Others) -> bool:
    """Whether `maneuver` flown now among `others` ends off the mat: the `fled` of `dial_outcomes`, taken from them
    when the planning picture has flown the dial already, else computed alone without the template and obstacle
    polygons (obstacles never move a base). Memoised per (position, maneuver): the dial default asks it on every
    prompt build."""
    okey = tuple(sorted((k, *_pkey(p), sz) for k, (p, sz) in others.items()))
    key = (_pkey(pose), size, maneuver, okey)
    hit = _FLEES.get(key)
    if hit is None:
        hit = _remember_flees(key, g.maneuver_flees(_ship(pose, size), maneuver, _others(others)))
    return hit


def first_staying(pose: PoseJ, size: str, maneuvers: list[str], others: Others) -> int | None:
    """The index of the first of `maneuvers` that `flees` says keeps the ship on the mat (None: all flee), asking
    in order and stopping there; the table is read once for all of them, not once per maneuver."""
    okey = tuple(sorted((k, *_pkey(p), sz) for k, (p, sz) in others.items()))
    here = _pkey(pose)
    me: g.ShipBase | None = None
    table: dict[str, g.ShipBase] = {}
    for i, maneuver in enumerate(maneuvers):
        key = (here, size, maneuver, okey)
        fled = _FLEES.get(key)
        if fled is None:
            if me is None:
                me, table = _ship(pose, size), _others(others)
            fled = _remember_flees(key, g.maneuver_flees(me, maneuver, table))
        if not fled:
            return i
    return None


def _remember_flees(key: Any, fled: bool) -> bool:
    return _remember(_FLEES, 4096, key, fled)


def _remember(memo: dict[Any, _V], limit: int, key: Any, value: _V) -> _V:
    """`memo[key] = value`, the oldest entry dropped beyond `limit` (renderer threads share these memos)."""
    memo[key] = value
    if len(memo) > limit:
        with contextlib.suppress(RuntimeError, KeyError, StopIteration):  # a renderer thread evicted first
            del memo[next(iter(memo))]
    return value


_FLEES: dict[Any, bool] = {}


def _dial_outcomes(
    pose: PoseJ, size: str, maneuvers: tuple[str, ...], others: Others, obstacles: list[Obst]
) -> tuple[dict[str, Any], ...]:
    okey = tuple(sorted((k, *_pkey(p), sz) for k, (p, sz) in others.items()))
    key = (_pkey(pose), size, maneuvers, okey, _okey(obstacles))
    hit = _OUTCOMES.get(key)
    if hit is None:
        hit = _OUTCOMES[key] = tuple(_outcome(pose, size, m, others, obstacles) for m in maneuvers)
        if len(_OUTCOMES) > 256:
            _OUTCOMES.pop(next(iter(_OUTCOMES)), None)
        for o in hit:  # the dial default's question, answered by the same flights
            _remember_flees((_pkey(pose), size, o["maneuver"], okey), o["fled"])
    return hit


def _outcome(pose: PoseJ, size: str, maneuver: str, others: Others, obstacles: list[Obst]) -> dict[str, Any]:
    r = g.execute_maneuver(_ship(pose, size), maneuver, _others(others), _obstacles(obstacles))
    return {
        "maneuver": maneuver,
        "end": r.final.to_json(),
        "template": [[round(x, 3), round(y, 3)] for x, y in r.flown_points()],
        "bumped": list(r.placed_touching or r.bumped),
        "obstacles_hit": [h.obstacle for h in r.obstacles_hit],
        "landed_on": [h.obstacle for h in r.obstacles_hit if h.by_base],
        "fled": r.fled,
        "planned_end": r.nominal.to_json() if r.bumped else None,
        "flown": r.executed,
    }


_OUTCOMES: dict[Any, tuple[dict[str, Any], ...]] = {}


def stays_on_mat(pose: PoseJ, size: str, maneuver: str) -> bool:
    """Whether `maneuver` flown from `pose` with nothing in the way ends with the whole base on the mat."""
    return not g.is_fled(g.final_pose(_pose(pose), size, maneuver), size)


def _pkey(p: PoseJ) -> tuple[float, float, float]:
    return (p["x"], p["y"], p["heading"])


def _okey(obstacles: list[Obst]) -> tuple[tuple[str, float, float], ...]:
    return tuple((o["id"], o["points"][0][0], o["points"][0][1]) for o in obstacles)


def barrel_rolls(pose: PoseJ, size: str, others: Others, obstacles: list[Obst]) -> list[tuple[str, str, float, PoseJ]]:
    """The enumerated legal rolls: each side at the back/centre/forward slides the geometry reports as legal.

    Memoised on the exact table (prompts and auto-resolution ask the same question several times per step)."""
    okey = tuple(sorted((k, *_pkey(p), sz) for k, (p, sz) in others.items()))
    key = (_pkey(pose), size, okey, _okey(obstacles))
    hit = _ROLLS.get(key)
    if hit is None:
        hit = _ROLLS[key] = _barrel_rolls(pose, size, others, obstacles)
        if len(_ROLLS) > 512:
            _ROLLS.pop(next(iter(_ROLLS)))
    return list(hit)


_ROLLS: dict[Any, list[tuple[str, str, float, PoseJ]]] = {}
_ATTACKS: dict[Any, dict[str, Any] | None] = {}


def _barrel_rolls(pose: PoseJ, size: str, others: Others, obstacles: list[Obst]) -> list[tuple[str, str, float, PoseJ]]:
    me = _ship(pose, size)
    opts = g.barrel_roll_options(me, _others(others), _obstacles(obstacles))
    out = []
    for side in ("left", "right"):
        seen = set()
        option = opts[side]
        for name in ("back", "centre", "forward"):
            slide = option.choices.get(name)
            if slide is None or round(slide, 3) in seen:
                continue
            seen.add(round(slide, 3))
            # what `g.barrel_roll` decides for this slide (the same option, its legal intervals, the same pose)
            # without measuring the table again and drawing the template for each slide
            if option.allows(slide):  # exact slide: a rounded extreme of a legal interval may fall outside it
                out.append((side, name, float(slide), g.roll_pose(me.pose, me.size, side, float(slide)).to_json()))
    return out


def barrel_roll(
    pose: PoseJ, size: str, side: str, slide: float, others: Others, obstacles: list[Obst]
) -> PoseJ | g.Why:
    """The pose after the roll, or the reason it is illegal."""
    limit = 20.0 if size == "small" else 40.0
    if not -limit - 1e-9 <= slide <= limit + 1e-9:
        return g.why("roll_slide", low=-limit, high=limit)
    res = g.barrel_roll(_ship(pose, size), side, slide, _others(others), _obstacles(obstacles))
    if res.legal:
        return res.final.to_json()
    return res.why or g.why("roll_slide", low=-limit, high=limit)


def base_distance(a: PoseJ, a_size: str, b: PoseJ, b_size: str) -> float:
    return float(g.range_between(_ship(a, a_size), _ship(b, b_size)).distance_mm)


def range_band(d: float) -> int | None:
    return g.range_band(d)


def attack_geometry(
    att: PoseJ, att_size: str, dfn: PoseJ, dfn_size: str, obstacles: list[Obst]
) -> dict[str, Any] | None:
    """None if the defender is outside the attacker's arc, else
    {"distance_mm", "range", "line", "obstructed", "obstacle"} (range None beyond range 3). Memoised."""
    key = (_pkey(att), att_size, _pkey(dfn), dfn_size, _okey(obstacles))
    if key in _ATTACKS:
        hit = _ATTACKS[key]
    else:
        hit = _remember(_ATTACKS, 1024, key, _attack_geometry(att, att_size, dfn, dfn_size, obstacles))
    return None if hit is None else _copy_geometry(hit)


def _copy_geometry(geo: dict[str, Any]) -> dict[str, Any]:
    """A copy of an `attack_geometry` result the caller may change (its only nested value is the line)."""
    (x0, y0), (x1, y1) = geo["line"]
    return {**geo, "line": [[x0, y0], [x1, y1]]}


def _attack_geometry(
    att: PoseJ, att_size: str, dfn: PoseJ, dfn_size: str, obstacles: list[Obst]
) -> dict[str, Any] | None:
    a, d = _ship(att, att_size), _ship(dfn, dfn_size)
    if not g.in_arc(a, d):  # what attack_geometry would find first, without its polygons and distances
        return None
    r = g.attack_geometry(a, d, _obstacles(obstacles))
    if not r.in_arc:
        return None
    line = r.line or r.plain_line
    return {
        "distance_mm": round(float(r.distance_mm or 0.0), 3),
        "range": r.band,
        "line": [[round(line[0][0], 3), round(line[0][1], 3)], [round(line[1][0], 3), round(line[1][1], 3)]],
        "obstructed": r.obstructed,
        "obstacle": r.obstructed_by[0] if r.obstructed_by else None,
    }


def touching(a: PoseJ, a_size: str, b: PoseJ, b_size: str) -> bool:
    """Whether the two bases touch. Memoised per pair of positions: the combat step asks it of every pair of
    enemies at each attack, and the ships do not move during combat."""
    key = (_pkey(a), a_size, _pkey(b), b_size)
    hit = _TOUCHING.get(key)
    if hit is None:
        # the closest points are at least `apart` mm apart: beyond touching, no polygons are needed
        apart = math.hypot(a["x"] - b["x"], a["y"] - b["y"]) - CIRCUMRADIUS[a_size] - CIRCUMRADIUS[b_size]
        far = apart > g.TOUCH_MM + 1.0
        hit = False if far else bool(g.range_between(_ship(a, a_size), _ship(b, b_size)).touching)
        _remember(_TOUCHING, 1024, key, hit)
    return hit


CIRCUMRADIUS = {size.value: size.mm * 0.7072 for size in g.BaseSize}  # a little over half the square's diagonal


_TOUCHING: dict[Any, bool] = {}


def exit_edge(pose: PoseJ, size: str) -> str:
    """The mat edge a fled base crossed: "south" (y = 0, the Rebel edge), "north", "west" or "east"."""
    xs = [x for x, _ in _ship(pose, size).polygon.exterior.coords]
    ys = [y for _, y in _ship(pose, size).polygon.exterior.coords]
    over = {"south": -min(ys), "north": max(ys) - MAT, "west": -min(xs), "east": max(xs) - MAT}
    return max(over, key=lambda k: over[k])


def on_obstacle(pose: PoseJ, size: str, obstacles: list[Obst]) -> bool:
    """Whether the base overlaps an obstacle. Memoised per position and table (asked at every combat step)."""
    key = (_pkey(pose), size, _okey(obstacles))
    hit = _ON_OBSTACLE.get(key)
    if hit is None:
        base = _ship(pose, size).polygon
        hit = any(o.polygon.intersection(base).area > 1e-6 for o in _obstacles(obstacles))
        _remember(_ON_OBSTACLE, 512, key, hit)
    return hit


_ON_OBSTACLE: dict[Any, bool] = {}


def deploy_error(pose: PoseJ, size: str, seat: str, others: Others) -> g.Why | None:
    return deploy_errors([pose], size, seat, others)[0]


def deploy_errors(poses: list[PoseJ], size: str, seat: str, others: Others) -> list[g.Why | None]:
    """Why each of `poses` may not take a base of `size` (None: it may): outside the seat's zone, else the first
    other base (by name) it overlaps, as `g.deployment_overlap` says it."""
    table = sorted((name, (p["x"], p["y"], p["heading"], sz)) for name, (p, sz) in others.items())
    out: list[g.Why | None] = []
    for pose in poses:
        x, y, heading = pose["x"], pose["y"], pose["heading"]
        _me, zone = _deploy_zone(x, y, heading, size, seat)
        r = zone
        if zone.ok:
            r = next((c for n, o in table if (c := _overlap(x, y, heading, size, n, *o)) is not None), zone)
        out.append(None if r.ok else r.why)
    return out


@lru_cache(maxsize=8192)
def _overlap(
    x: float, y: float, heading: float, size: str, name: str, ox: float, oy: float, oh: float, osize: str
) -> g.PlacementCheck | None:
    """`g.deployment_overlap` of a base at (x, y, heading) and one other base called `name`, kept (frozen values):
    deploy prompts check the same 15 spots of each edge against ships standing on those spots too, and building
    the polygons was most of a deploy prompt. Numbers are keys by value (50 and 50.0: the same place)."""
    me = g.ShipBase(g.Pose(x, y, heading), g.BaseSize.parse(size))
    return g.deployment_overlap(me, {name: g.ShipBase(g.Pose(ox, oy, oh), g.BaseSize.parse(osize))})


@lru_cache(maxsize=1024)
def _deploy_zone(x: float, y: float, heading: float, size: str, seat: str) -> tuple[g.ShipBase, g.PlacementCheck]:
    """A spot's base and its zone verdict, kept: every deploy prompt checks the same 15 spots per row, and building
    the pose and measuring its corners was most of a deploy prompt (frozen values, shared by every prompt)."""
    me = g.ShipBase(g.Pose(x, y, heading), g.BaseSize.parse(size))
    return me, g.deployment_zone(me, EDGES[seat])


def shapes() -> list[str]:
    return sorted(g.asteroid_shapes())


def obstacle_at(shape: str, x: float, y: float, rotation: float, oid: str) -> Obst:
    """An asteroid of `shape` placed at (x, y) turned by `rotation`: a fresh dict the caller may change."""
    points = _outline_at(shape, x, y, rotation)
    return {"id": oid, "kind": "asteroid", "shape": shape, "points": [list(p) for p in points]}


@lru_cache(maxsize=2048)
def _outline_at(shape: str, x: float, y: float, rotation: float) -> tuple[tuple[float, float], ...]:
    """The placed outline, rounded as stored: kept per spot, since placement prompts offer the same spots to every
    asteroid and building the obstacle (its shapely parts) was most of them (issue 17)."""
    ob = g.place_obstacle(shape, x, y, rotation, obstacle_id="")
    return tuple((round(px, 3), round(py, 3)) for px, py in ob.outline)


def obstacle_error(obst: Obst, placed: list[Obst]) -> g.Why | None:
    """Beyond range 2 of every edge and not overlapping another obstacle (the core rules set no other gap)."""
    r = g.check_obstacle_placement(_obstacles([obst])[0], _obstacles(placed), min_gap_mm=0.0)
    return None if r.ok else r.why


def standard_obstacles() -> list[Obst]:
    """The quick 'standard layout': the six core asteroids spread over the centre of the mat."""
    shapes = sorted(g.asteroid_shapes())
    out = []
    for i, (x, y, rot) in enumerate(STANDARD_LAYOUT[: len(shapes)]):
        ob = g.place_obstacle(shapes[i], x, y, rot, obstacle_id=f"a{i + 1}")
        out.append(
            {
                "id": ob.id,
                "kind": "asteroid",
                "shape": shapes[i],
                "points": [[round(px, 3), round(py, 3)] for px, py in ob.outline],
            }
        )
    return out


def rotate_half_turn(obstacles: list[Obst]) -> list[Obst]:
    return [{**o, "points": [[round(MAT - x, 3), round(MAT - y, 3)] for x, y in o["points"]]} for o in obstacles]
