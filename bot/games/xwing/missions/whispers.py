"""Mission 3, Whispers in the Dark («Шёпот во тьме», rulebook p.24).

Set-up: normal deployment (each side within range 1 of its edge); the Rebel places satellites, one at range 3 and
one at range 2 of his edge (two more, again at range 3 and 2, with 100-point squads), each beyond range 1 of the side
edges and, once all are placed, each at range 2-3 of another satellite. Instead of attacking, an Imperial ship that
overlaps a satellite, or touches a Rebel ship that overlaps one, may scan it: the token goes onto its card; if that
ship is destroyed its satellites go to the supply. The Rebel may bring one Rookie Pilot per Rebel ship destroyed that
round. Rebel victory: every Imperial ship destroyed, or every satellite in the supply. Imperial victory: once no
satellite is left in play, a ship carrying one flees through the Imperial edge (it is not destroyed). Before that,
or through any other edge, fleeing destroys a ship as usual.
"""

from __future__ import annotations

from typing import Any

from shapely.geometry import Polygon, box

from bot.core.protocol import Prompt
from bot.core.texts import msg, quoted
from bot.games.xwing import hooks as H
from bot.games.xwing import space
from bot.games.xwing.flow import Flow, fielded
from bot.games.xwing.geometry.reasons import Why, why
from bot.games.xwing.missions.common import BAND, SPOT_X, Reinforcements, base, on
from bot.games.xwing.names import ship_name
from bot.games.xwing.texts import english, option, prompt_texts, rule_error
from bot.games.xwing.whys import why_msg

ID = "whispers_in_the_dark"
R = "Mission 3, Whispers in the Dark (rulebook p.24)"
HALF = 20.0  # [BOT] a satellite token is modelled as a 40 mm square
RANGES = (3, 2, 3, 2)
State = dict[str, Any]
REINFORCE = Reinforcements(ID, "rebel", "rookiepilot", "Rookie Pilot", ("rebel",), R)


def prepare(state: State) -> None:
    count = 2 if state["options"].get("quick_start") or state["options"]["points"] < 100 else 4
    state["mission"] = {
        "id": ID,
        "count": count,
        "satellites": [],
        "carrier_escaped": None,
        "lost": 0,
        "reinforcements": 0,
    }
    state["rebel_edge"] = "south"
    state["obstacles"] = []
    state["options"]["obstacles"] = "none"


def auto_deploy(state: State) -> None:
    for seat, y, heading in (("imperial", space.MAT - 50.0, 180.0), ("rebel", 50.0, 0.0)):
        mine = [s for s in state["ships"].values() if s["seat"] == seat]
        for i, ship in enumerate(mine):
            ship["pose"] = {"x": round(space.MAT * (i + 1) / (len(mine) + 1), 4), "y": y, "heading": heading}


def token(sat: dict[str, Any]) -> Polygon:
    poly: Polygon = box(sat["x"] - HALF, sat["y"] - HALF, sat["x"] + HALF, sat["y"] + HALF)
    return poly


def in_play(state: State) -> list[dict[str, Any]]:
    return [s for s in state["mission"]["satellites"] if s["where"] == "field"]


# --- satellites: placement ------------------------------------------------------------------------------------------
def satellite_error(state: State, x: float, y: float) -> Why | None:
    sats = state["mission"]["satellites"]
    n = len(sats)
    want = RANGES[n]
    t = box(x - HALF, y - HALF, x + HALF, y + HALF)
    near = t.bounds[1]  # the closest point to the Rebel edge (y = 0)
    if not (want - 1) * BAND < near <= want * BAND:
        return why("satellite_range", n=n + 1, range=want, near=round(near))
    if t.bounds[0] <= BAND or t.bounds[2] >= space.MAT - BAND:
        return why("satellite_sides")
    for ship in state["ships"].values():
        if not ship["destroyed"] and ship["pose"] is not None and base(ship["pose"], ship["base"]).intersects(t):
            return why("under", ship=ship["id"])
    placed = [token(s) for s in sats]
    if any(p.intersects(t) for p in placed):
        return why("satellite_overlap")
    if n + 1 == state["mission"]["count"]:
        every = [*placed, t]
        for i, a in enumerate(every):
            if not any(BAND < a.distance(b) <= 3 * BAND for j, b in enumerate(every) if j != i):
                return why("satellite_chain")
    return None


def _next(state: State, ctx: H.Ctx, value: Any) -> Any:
    if value is not None or not on(state, ID):
        return value
    m = state["mission"]
    if ctx["point"] == "setup" and len(m["satellites"]) < m["count"]:
        return {"kind": "whispers_satellite", "seat": "rebel"}
    if ctx["point"] == "end":
        return REINFORCE.pending(state)
    return None


def _satellite_prompts(state: State, hooks: H.Hooks, p: dict[str, Any]) -> list[Prompt]:
    n = len(state["mission"]["satellites"])
    y = RANGES[n] * BAND - 30.0 + HALF  # closest point 30 mm inside the band
    opts = tuple(
        option(
            f"{round(x)}-{round(y)}",
            msg("opt.at", x=round(x), y=round(y)),
            {"kind": "whispers_satellite", "x": x, "y": y},
        )
        for x in (*SPOT_X, 300.0, 420.0, 540.0, 660.0)
        if satellite_error(state, x, y) is None
    )
    text = msg("prompt.satellite", n=n + 1, range=RANGES[n])
    return [
        Prompt(
            "rebel",
            "whispers_satellite",
            english(text),
            f"setup:mission:satellite:{n}",
            opts,
            default=opts[0].action if opts else None,
            context=prompt_texts(text),
        )
    ]


def _satellite_handle(flow: Flow, seat: str, action: dict[str, Any]) -> None:
    try:
        x, y = float(action["x"]), float(action["y"])
    except (KeyError, TypeError, ValueError):
        raise rule_error(msg("err.satellite_numbers"), R, "malformed") from None
    err = satellite_error(flow.s, x, y)
    if err:
        raise rule_error(msg("err.satellite_place", why=why_msg(flow.s, err)), R)
    sats = flow.s["mission"]["satellites"]
    new = {"id": f"s{len(sats) + 1}", "x": x, "y": y, "where": "field", "carrier": None}
    flow.emit("mission_state", key="satellites", value=[*sats, new], say=msg("say.satellite_placed", id=new["id"]))
    flow.wait(None)


# --- scanning, instead of an attack --------------------------------------------------------------------------------
def scannable(state: State, sid: str) -> list[str]:
    ship = state["ships"][sid]
    if ship["seat"] != "imperial" or ship["pose"] is None:
        return []
    me = base(ship["pose"], ship["base"])
    bases = [me]
    for o in fielded(state, "rebel"):  # a Rebel ship on a satellite, touching this ship, lends it its satellite
        other = state["ships"][o]
        if space.touching(ship["pose"], ship["base"], other["pose"], other["base"]):
            bases.append(base(other["pose"], other["base"]))
    return [s["id"] for s in in_play(state) if any(b.intersection(token(s)).area > 1e-6 for b in bases)]


def _scan(state: State, ctx: H.Ctx) -> list[H.Effect]:
    if not on(state, ID):
        return []
    sid = ctx["ship"]
    found = scannable(state, sid)
    if not found:
        return []

    def apply(flow: Flow, action: dict[str, Any]) -> None:
        sat = action.get("satellite")
        if sat not in scannable(flow.s, sid):
            raise rule_error(msg("err.cannot_scan", ship=ship_name(flow.ship(sid)), satellite=quoted(sat)), R)
        sats = [dict(s, where="carried", carrier=sid) if s["id"] == sat else s for s in flow.s["mission"]["satellites"]]
        flow.emit(
            "mission_state",
            key="satellites",
            value=sats,
            say=msg("say.scans", ship=ship_name(flow.ship(sid)), satellite=sat),
        )

    texts = {s: msg("opt.scan", satellite=s) for s in found}
    opts = tuple((s, english(texts[s]), {"satellite": s}) for s in found)
    text = msg("effect.scan")
    return [H.Effect("scan", english(text), state["ships"][sid]["seat"], apply, opts, texts={"": text, **texts})]


# --- exits, losses and objectives ---------------------------------------------------------------------------------
def _flee(state: State, ctx: H.Ctx, value: str) -> str:
    if on(state, ID) and ctx["edge"] == "north" and len(state["mission"]["satellites"]) and not in_play(state):
        return "escaped"  # after the last scan, through the Imperial edge: not destroyed
    return value


def _destroyed(flow: Flow, ctx: H.Ctx) -> None:
    if not on(flow.s, ID):
        return
    sid = ctx["ship"]
    m = flow.s["mission"]
    carried = [s for s in m["satellites"] if s["carrier"] == sid and s["where"] == "carried"]
    if ctx["reason"] == "escaped":
        if carried:
            flow.emit(
                "mission_state",
                key="carrier_escaped",
                value=sid,
                say=msg("say.escapes_with_data", ship=ship_name(flow.ship(sid))),
            )
        return
    if carried:
        sats = [dict(s, where="supply") if s in carried else s for s in m["satellites"]]
        flow.emit(
            "mission_state",
            key="satellites",
            value=sats,
            say=msg("say.satellites_returned", ship=ship_name(flow.ship(sid))),
        )
    REINFORCE.count_loss(flow, sid, ctx["reason"])


def _victory(state: State, ctx: H.Ctx, value: Any) -> Any:
    if not on(state, ID):
        return value
    m = state["mission"]
    if len(m["satellites"]) < m["count"]:
        return None
    if m["carrier_escaped"]:
        return ["imperial", "a ship carrying scanned data fled through the Imperial edge (mission 3)", "reason.m3_fled"]
    if all(s["where"] == "supply" for s in m["satellites"]):
        return ["rebel", "every satellite is back in the supply (mission 3)", "reason.m3_satellites"]
    if not fielded(state, "imperial"):
        return ["rebel", "every Imperial ship was destroyed (mission 3)", "reason.m3_destroyed"]
    return None


def register(h: H.Hooks) -> None:
    h.modifier(H.NEXT_DECISION)(_next)
    h.modifier(H.FLEE)(_flee)
    h.modifier(H.VICTORY)(_victory)
    h.provider(H.COMBAT_ALTERNATIVES)(_scan)
    h.trigger(H.SHIP_DESTROYED)(_destroyed)
    REINFORCE.register(h)  # End-phase reinforcements and their placement decision
    H.EXTRA_DECISIONS["whispers_satellite"] = (_satellite_prompts, _satellite_handle)
