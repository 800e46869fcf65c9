"""Mission 2, Hiding in the Asteroids («Прятки в астероидах», rulebook p.23).

Set-up: the Imperial places his ships within range 1 of either faction edge; the Rebel places his beyond range 1-3
of both faction edges and marks one as damaged; the Imperial then places 6 asteroids beyond range 1 of every Rebel
ship and of each other. The damaged ship may only be given speed 1-2 maneuvers until round 5. In the End phase the
Imperial may bring one Academy Pilot per Imperial ship destroyed that round, within range 1 of either faction edge.
Rebel victory: the damaged ship flees through a faction edge in round 5 or later (it is not destroyed).
Imperial victory: the damaged ship is destroyed. Nothing else wins (not even destroying every enemy ship).
"""

from __future__ import annotations

from typing import Any

from bot.core.protocol import Prompt
from bot.core.texts import msg, quoted
from bot.games.xwing import hooks as H
from bot.games.xwing import space
from bot.games.xwing.content import maneuver_parts
from bot.games.xwing.flow import Flow
from bot.games.xwing.geometry.reasons import Why, why
from bot.games.xwing.missions.common import (
    BAND,
    Reinforcements,
    base,
    deploy_check,
    line_up,
    on,
    playing,
    within_edge,
)
from bot.games.xwing.names import ship_name
from bot.games.xwing.texts import english, option, prompt_texts, rule_error, spot_options
from bot.games.xwing.whys import why_msg

ID = "hide_and_seek"
R = "Mission 2, Hiding in the Asteroids (rulebook p.23)"
REPAIRED_ROUND = 5
ASTEROIDS = 6
State = dict[str, Any]
# [BOT] the asteroid spots offered: a 5 x 5 grid, so the legal ones (at most 25, ~24 at first) are numbered buttons
# on one message with the picture (one click each); six always fit beside a quick-start Rebel ship (a 7 x 7 grid of
# 120 mm gave ~42, two selects). Any exact {x, y, rotation} is still judged by the same rule.
SPOT_X = (130.0, 290.0, 457.2, 624.0, 785.0)
SPOT_Y = SPOT_X
# [BOT] the Rebel's suggested spots: across the middle of his zone (base y 300-614 mm, rulebook line 1061), facing
# the Imperial edge; the row fits a large base and the default (the centre spot) is legal for a deadline
REBEL_ROW = (space.MAT / 2, 0.0)


def prepare(state: State) -> None:
    state["mission"] = {"id": ID, "damaged": None, "escaped": None, "lost": 0, "reinforcements": 0}
    state["rebel_edge"] = "south"  # the mission fixes both faction edges
    state["obstacles"] = []
    state["options"]["obstacles"] = "none"


def auto_deploy(state: State) -> None:
    """Imperials along their own edge, Rebels in the middle band (quick tests and benchmarks)."""
    line_up(state, (("imperial", space.MAT - 50.0, 180.0), ("rebel", space.MAT / 2, 0.0)))


# --- set-up zones ----------------------------------------------------------------------------------------------------
def _zone(state: State, ship: dict[str, Any], pose: dict[str, float]) -> Why | None:
    if ship["seat"] == "imperial":
        if within_edge(pose, ship["base"], "rebel", 1) or within_edge(pose, ship["base"], "imperial", 1):
            return None
        return why("m2_imperial_zone")
    ys = [y for _, y in base(pose, ship["base"]).exterior.coords]
    if min(ys) > 3 * BAND + 1e-6 and max(ys) < space.MAT - 3 * BAND - 1e-6:
        return None
    return why("m2_rebel_zone")


def _rows(state: State, ctx: H.Ctx, value: Any) -> Any:
    if not on(state, ID) or state["ships"][ctx["ship"]]["seat"] != "rebel":
        return value
    return {"rows": [list(REBEL_ROW)], "text": "prompt.deploy_mid_band"}


# --- extra set-up decisions: the damaged ship, then 6 asteroids -------------------------------------------------
def _next(state: State, ctx: H.Ctx, value: Any) -> Any:
    if value is not None or not on(state, ID):
        return value
    m = state["mission"]
    if ctx["point"] == "setup":
        if m["damaged"] is None:
            return {"kind": "mission_damaged", "seat": "rebel"}
        if len(state["obstacles"]) < ASTEROIDS:
            return {"kind": "mission_asteroid", "seat": "imperial"}
    if ctx["point"] == "end":
        return REINFORCE.pending(state)
    return None


def _damaged_prompts(state: State, hooks: H.Hooks, p: dict[str, Any]) -> list[Prompt]:
    rebels = [sid for sid, s in state["ships"].items() if s["seat"] == "rebel" and not s["destroyed"]]
    opts = tuple(
        option(sid, msg("opt.ship", ship=ship_name(state["ships"][sid])), {"kind": "mission_damaged", "ship": sid})
        for sid in rebels
    )
    text = msg("prompt.mission_damaged")
    return [
        Prompt(
            "rebel",
            "mission_damaged",
            english(text),
            "setup:mission:damaged",
            opts,
            default=opts[0].action,
            context=prompt_texts(text),
        )
    ]


def _damaged_handle(flow: Flow, seat: str, action: dict[str, Any]) -> None:
    sid = action.get("ship")
    ship = flow.s["ships"].get(sid) if isinstance(sid, str) else None
    if ship is None or ship["seat"] != "rebel":
        raise rule_error(msg("err.not_rebel", ship=quoted(sid)), R)
    flow.emit("mission_state", key="damaged", value=sid, say=msg("say.damaged_ship", ship=ship_name(ship)))
    flow.wait(None)


def asteroid_error(state: State, ob: dict[str, Any]) -> Why | None:
    from shapely.geometry import Polygon

    box = _box(ob["points"])  # inside_mat's test on the outline's corners, without a polygon
    if min(box[0], box[1]) < -1e-6 or max(box[2], box[3]) > space.MAT + 1e-6:
        return why("asteroid_on_mat")
    poly = Polygon(ob["points"])
    for ship in state["ships"].values():
        if ship["destroyed"] or ship["pose"] is None:
            continue
        r = space.CIRCUMRADIUS[ship["base"]]  # the base's box: its centre +- the circumscribed circle's radius
        x, y = ship["pose"]["x"], ship["pose"]["y"]
        if _apart(box, (x - r, y - r, x + r, y + r)) > BAND + 1.0:  # the polygons are at least this far apart
            continue
        gap = base(ship["pose"], ship["base"]).distance(poly)
        if ship["seat"] == "rebel" and gap <= BAND:
            return why("near_rebel", ship=ship["id"])
        if gap <= 1e-6:
            return why("would_overlap", ship=ship["id"])  # [BOT] the mission is silent; ships are never put under rocks
    for other in state["obstacles"]:
        if _apart(box, _box(other["points"])) > BAND + 1.0:
            continue
        if Polygon(other["points"]).distance(poly) <= BAND:
            return why("near_asteroid", id=other["id"])
    return None


def _box(points: list[list[float]]) -> tuple[float, float, float, float]:
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys))


def _apart(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> float:
    """How far apart two boxes are (0 when they meet): no point of one is nearer any point of the other. Checking
    boxes first spares most spots of the asteroid prompt their shapely distances (issue 17)."""
    dx = max(a[0] - b[2], b[0] - a[2], 0.0)
    dy = max(a[1] - b[3], b[1] - a[3], 0.0)
    return float((dx * dx + dy * dy) ** 0.5)


def _asteroid(state: State, x: float, y: float, rotation: float) -> dict[str, Any]:
    n = len(state["obstacles"])
    shape = space.shapes()[n % len(space.shapes())]
    return space.obstacle_at(shape, x, y, rotation, f"a{n + 1}")


def _asteroid_prompts(state: State, hooks: H.Hooks, p: dict[str, Any]) -> list[Prompt]:
    n = len(state["obstacles"])
    opts, where = spot_options(
        [
            (x, y, {"kind": "mission_asteroid", "x": x, "y": y, "rotation": 0.0}, msg("opt.at", x=round(x), y=round(y)))
            for y in SPOT_Y
            for x in SPOT_X
            if asteroid_error(state, _asteroid(state, x, y, 0.0)) is None
        ]
    )
    text = msg("prompt.mission_asteroid", n=n + 1, total=ASTEROIDS)
    return [
        Prompt(
            "imperial",
            "mission_asteroid",
            english(text),
            f"setup:mission:asteroid:{n}",
            opts,
            default=opts[0].action if opts else None,
            context={**prompt_texts(text), **where},
        )
    ]


def _asteroid_handle(flow: Flow, seat: str, action: dict[str, Any]) -> None:
    try:
        x, y, rot = float(action["x"]), float(action["y"]), float(action.get("rotation", 0.0))
    except (KeyError, TypeError, ValueError):
        raise rule_error(msg("err.asteroid_numbers"), R, "malformed") from None
    ob = _asteroid(flow.s, x, y, rot)
    err = asteroid_error(flow.s, ob)
    if err:
        raise rule_error(msg("err.asteroid_place", why=why_msg(flow.s, err)), R)
    flow.emit(
        "obstacle_placed",
        id=ob["id"],
        kind="asteroid",
        shape=ob["shape"],
        points=ob["points"],
        say=msg("say.imperial_asteroid", id=ob["id"], x=x, y=y),
    )
    flow.wait(None)


# --- the damaged ship: speed 1-2 until round 5 ---------------------------------------------------------------------
def _dial(state: State, ctx: H.Ctx, value: list[str]) -> list[str]:
    if not on(state, ID) or ctx["ship"] != state["mission"]["damaged"] or state["round"] >= REPAIRED_ROUND:
        return value
    return [m for m in value if maneuver_parts(m)[0] <= 2]


# --- exits and objectives ------------------------------------------------------------------------------------------
def _flee(state: State, ctx: H.Ctx, value: str) -> str:
    if (
        on(state, ID)
        and ctx["ship"] == state["mission"]["damaged"]
        and state["round"] >= REPAIRED_ROUND
        and ctx["edge"] in ("south", "north")
    ):
        return "escaped"
    return value


def _destroyed(flow: Flow, ctx: H.Ctx) -> None:
    if not on(flow.s, ID):
        return
    ship = flow.ship(ctx["ship"])
    if ctx["reason"] == "escaped":
        flow.emit("mission_state", key="escaped", value=ctx["ship"], say=msg("say.escapes_field", ship=ship_name(ship)))
    else:
        REINFORCE.count_loss(flow, ctx["ship"], ctx["reason"])


def _victory(state: State, ctx: H.Ctx, value: Any) -> Any:
    if not on(state, ID):
        return value
    m = state["mission"]
    if m["damaged"] is None:
        return None
    if m["escaped"] == m["damaged"]:
        return ["rebel", "the damaged ship escaped through a faction edge (mission 2)", "reason.m2_escaped"]
    if state["ships"][m["damaged"]]["destroyed"]:
        return ["imperial", "the damaged ship was destroyed (mission 2)", "reason.m2_destroyed"]
    return None  # destroying every enemy ship wins nothing in a mission


# --- Imperial reinforcements -----------------------------------------------------------------------------------------
REINFORCE = Reinforcements(ID, "imperial", "academypilot", "Academy Pilot", ("rebel", "imperial"), R)


def register(h: H.Hooks) -> None:
    h.modifier(H.DEPLOY, playing(ID))(deploy_check(ID, _zone))
    h.modifier(H.DEPLOY_ROWS)(_rows)
    h.modifier(H.NEXT_DECISION)(_next)
    h.modifier(H.DIAL)(_dial)
    h.modifier(H.FLEE)(_flee)
    h.modifier(H.VICTORY)(_victory)
    h.trigger(H.SHIP_DESTROYED)(_destroyed)
    REINFORCE.register(h)  # End-phase reinforcements and their placement decision
    H.EXTRA_DECISIONS["mission_damaged"] = (_damaged_prompts, _damaged_handle)
    H.EXTRA_DECISIONS["mission_asteroid"] = (_asteroid_prompts, _asteroid_handle)
