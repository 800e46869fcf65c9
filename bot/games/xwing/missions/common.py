"""Helpers shared by the missions: which mission is on, zones along the faction edges, reinforcements."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from shapely.geometry import Polygon

from bot.core.texts import msg
from bot.games.xwing import space
from bot.games.xwing.cards.common import pilot_name
from bot.games.xwing.geometry.reasons import Why, why
from bot.games.xwing.names import ship_name
from bot.games.xwing.texts import english, option, player_msg, prompt_texts, rule_error
from bot.games.xwing.whys import why_msg

State = dict[str, Any]
BAND = 100.0  # one range band, mm
EDGE_Y = {"rebel": 0.0, "imperial": space.MAT}  # the Rebel edge is y = 0 in match coordinates


def on(state: State, mission: str) -> bool:
    m = state.get("mission")
    return isinstance(m, dict) and m.get("id") == mission


def playing(mission: str) -> Callable[[State, str], bool]:
    """A mission's modifiers change nothing while another mission (or none) is played: their `applies`
    (hooks.Hooks.modifier), so a deploy prompt's 15 spots skip them at once."""

    def applies(state: State, sid: str) -> bool:
        return on(state, mission)

    return applies


def base(pose: dict[str, float], size: str) -> Polygon:
    poly: Polygon = space._ship(pose, size).polygon
    return poly


def within_edge(pose: dict[str, float], size: str, edge: str, bands: int) -> bool:
    """The whole base is within `bands` range bands of a faction edge."""
    ys = [y for _, y in base(pose, size).exterior.coords]
    if edge == "rebel":
        return max(ys) <= bands * BAND + 1e-6
    return min(ys) >= space.MAT - bands * BAND - 1e-6


def inside_mat(poly: Polygon) -> bool:
    xs, ys = zip(*poly.exterior.coords, strict=True)
    return min(xs) >= -1e-6 and min(ys) >= -1e-6 and max(xs) <= space.MAT + 1e-6 and max(ys) <= space.MAT + 1e-6


def line_up(state: State, rows: tuple[tuple[str, float, float], ...]) -> None:
    """Automatic deployment: each (seat, y, heading) row spreads that seat's ships evenly along y (mission pieces
    such as the shuttle keep their own set-up pose)."""
    for seat, y, heading in rows:
        mine = [s for s in state["ships"].values() if s["seat"] == seat and not s.get("piece")]
        for i, ship in enumerate(mine):
            ship["pose"] = {"x": round(space.MAT * (i + 1) / (len(mine) + 1), 4), "y": y, "heading": heading}


def deploy_check(mission: str, zone: Callable[[State, dict[str, Any], dict[str, float]], Why | None]) -> Any:
    """A mission's set-up zone as a DEPLOY modifier: while the mission is on, a pose must pass the common checks
    (placement_error) and then the mission's own zone(state, ship, pose) (None: allowed, else why not)."""

    def check(state: State, ctx: dict[str, Any], value: Why | None) -> Why | None:
        if not on(state, mission):
            return value
        sid, pose = ctx["ship"], ctx["pose"]
        return placement_error(state, sid, pose) or zone(state, state["ships"][sid], pose)

    return check


def placement_error(state: State, sid: str, pose: dict[str, float]) -> Why | None:
    """What every mission's set-up zone asks first: the base on the mat, on no other ship."""
    poly = base(pose, state["ships"][sid]["base"])
    if not inside_mat(poly):
        return why("on_mat")
    hit = overlaps_ship(state, sid, poly)
    if hit:
        return why("would_overlap", ship=hit)
    return None


def overlaps_ship(state: State, sid: str | None, poly: Polygon) -> str | None:
    x0, y0, x1, y1 = poly.bounds
    for o, ship in state["ships"].items():
        if o == sid or ship["destroyed"] or ship["pose"] is None:
            continue
        r, x, y = space.CIRCUMRADIUS[ship["base"]], ship["pose"]["x"], ship["pose"]["y"]
        if x + r < x0 or x - r > x1 or y + r < y0 or y - r > y1:  # boxes apart: no overlap to measure (issue 17)
            continue
        if base(ship["pose"], ship["base"]).intersection(poly).area > 1e-6:
            return o
    return None


# --- reinforcements (missions 1-3): one new generic ship per friendly ship destroyed this round ---------------------
SPOT_X = (120.0, 240.0, 360.0, 480.0, 600.0, 720.0, 840.0)


class Reinforcements:
    """End-phase reinforcements of one side: `lost` counts its ships destroyed this round (mission state
    "lost"), the End phase turns them into "reinforcements" the player may place within range 1 of `edges`."""

    def __init__(self, mission: str, seat: str, pilot: str, pilot_name: str, edges: tuple[str, ...], rule: str) -> None:
        self.mission, self.seat, self.pilot, self.pilot_name = mission, seat, pilot, pilot_name
        self.edges, self.rule = edges, rule
        self.kind = f"{mission}_reinforce"

    def register(self, h: Any) -> None:
        """The End-phase trigger that turns losses into reinforcements, and the decision that places them."""
        from bot.games.xwing import hooks as H

        def end_phase(flow: Any, ctx: Any) -> None:
            if on(flow.s, self.mission):
                self.end_phase(flow)

        h.trigger(H.END_PHASE)(end_phase)
        H.EXTRA_DECISIONS[self.kind] = (self.prompts, self.handle)

    def pending(self, state: State) -> dict[str, Any] | None:
        m = state["mission"]
        return {"kind": self.kind, "seat": self.seat} if m.get("reinforcements", 0) > 0 else None

    def count_loss(self, flow: Any, sid: str, reason: str) -> None:
        if reason != "escaped" and flow.ship(sid)["seat"] == self.seat:
            flow.emit("mission_state", key="lost", value=flow.s["mission"].get("lost", 0) + 1)

    def end_phase(self, flow: Any) -> None:
        lost = flow.s["mission"].get("lost", 0)
        if lost:
            flow.emit(
                "mission_state",
                key="reinforcements",
                value=lost,
                say=msg("say.may_reinforce", who=player_msg(self.seat), n=lost, pilot=pilot_name(self.pilot)),
            )
            flow.emit("mission_state", key="lost", value=0)

    def place_error(self, state: State, pose: dict[str, float]) -> Why | None:
        poly = base(pose, "small")
        if not inside_mat(poly):
            return why("on_mat")
        if not any(within_edge(pose, "small", e, 1) for e in self.edges):
            return why("reinforcement_zone", edges="_".join(self.edges))
        hit = overlaps_ship(state, None, poly)
        return why("would_overlap", ship=hit) if hit else None

    def spots(self, state: State) -> list[dict[str, float]]:
        out = []
        for edge in self.edges:
            y, heading = (space.MAT - 50.0, 180.0) if edge == "imperial" else (50.0, 0.0)
            for x in SPOT_X:
                pose = {"x": x, "y": y, "heading": heading}
                if self.place_error(state, pose) is None:
                    out.append(pose)
        return out

    def prompts(self, state: State, hooks: Any, p: dict[str, Any]) -> list[Any]:
        from bot.core.protocol import Prompt

        name = pilot_name(self.pilot)
        opts = [
            option(
                f"{round(s['x'])}-{round(s['y'])}",
                msg("opt.pilot_at", pilot=name, x=round(s["x"]), y=round(s["y"])),
                {"kind": self.kind, **s},
            )
            for s in self.spots(state)
        ]
        opts.append(option("decline", msg("opt.no_reinforcement"), {"kind": self.kind, "decline": True}))
        left = state["mission"]["reinforcements"]
        text = msg("prompt.reinforce", pilot=name, n=left, edges=msg(f"edges.{'_'.join(self.edges)}"))
        return [
            Prompt(
                self.seat,
                self.kind,
                english(text),
                f"r{state['round']}:{self.kind}:{left}",
                tuple(opts),
                default=opts[-1].action,
                context=prompt_texts(text),
            )
        ]

    def handle(self, flow: Any, seat: str, action: dict[str, Any]) -> None:
        from bot.games.xwing.forces import label, ship_record

        s = flow.s
        if action.get("decline"):
            flow.emit("mission_state", key="reinforcements", value=0, say=msg("say.no_more_reinforcements"))
            flow.wait(None)
            return
        default_heading = 180.0 if "imperial" in self.edges else 0.0
        try:
            pose = {
                "x": float(action["x"]),
                "y": float(action["y"]),
                "heading": float(action.get("heading", default_heading)) % 360,
            }
        except (KeyError, TypeError, ValueError):
            raise rule_error(msg("err.reinforcement_pose"), self.rule, "malformed") from None
        err = self.place_error(s, pose)
        if err:
            raise rule_error(msg("err.reinforcement_place", why=why_msg(s, err)), self.rule)
        n = sum(1 for sid in s["ships"] if sid.startswith("reinforcement-")) + 1
        rec = ship_record(f"reinforcement-{n}", self.seat, self.pilot)
        rec["pose"], rec["label"] = pose, f"{label(self.pilot_name)}R{n}"
        # numbered after the side's ships of that pilot, so sentences tell it apart ("Academy Pilot #3")
        rec["number"] = 1 + sum(1 for o in s["ships"].values() if o["seat"] == self.seat and o["pilot"] == self.pilot)
        say = msg("say.reinforcement_arrives", ship=ship_name(rec))
        flow.emit("ship_added", record=rec, say=say)
        flow.emit("mission_state", key="reinforcements", value=s["mission"]["reinforcements"] - 1)
        flow.wait(None)
