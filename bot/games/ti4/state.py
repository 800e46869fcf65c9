"""The state of a TI4 space combat and `evolve`: one small function per event kind, registered in EVOLVE.

The state is plain JSON (stored and hashed as it is); the TypedDicts below name its fields for the rules.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any, TypedDict

from bot.core.protocol import Event
from bot.games.ti4 import hits
from bot.games.ti4 import texts as T
from bot.games.ti4.hits import HitPack
from bot.games.ti4.narration import line
from bot.games.ti4.phases import SEATS, other


class Side(TypedDict):
    """One side's fleet and what happened to it."""

    faction: str | None
    techs: list[str]
    retreat: bool  # the system has somewhere to retreat to (39.4в)
    space_dock: bool
    stats: dict[str, dict[str, Any]]  # unit id -> its stats in this match (units.unit_stats)
    units: dict[str, list[int]]  # unit id -> [undamaged, damaged]
    pds: dict[str, int]
    lost: dict[str, int]
    removed: dict[str, int]  # removed for lack of capacity
    retreated: dict[str, int] | None
    declared: bool  # announced a retreat this round
    sustained: dict[str, int]  # Sustain Damage used this round, per unit (Duranium Armor)
    trade_goods: int
    munitions: bool  # Letnev Munitions Reserves paid for this round


class Excess(TypedDict):
    room: int
    dock: bool
    reason: str


class CombatState(TypedDict):
    round: int
    phase: str  # a phases.Phase as text
    next: str | None  # the phase after the pending assignments or removals
    nebula: bool
    sides: dict[str, Side]
    pending: dict[str, dict[str, Any]]  # seat -> HitPack json: hits that seat must assign now
    excess: dict[str, Excess]  # seat -> units that seat must remove now
    wipe: bool  # the Yin flagship was destroyed: every ship goes
    rounds: list[dict[str, Any]]  # what happened, per round (round 0: space cannon offense)
    log: list[str]
    verdict: dict[str, Any] | None
    result: dict[str, Any] | None


Steps = list[dict[str, Any]]
Evolver = Callable[[CombatState, Mapping[str, Any], Steps], None]


def copy_state(state: Mapping[str, Any]) -> CombatState:
    """A copy deep enough for evolve: everything evolve changes is copied; unit stats, PDS and recorded steps
    are never changed once written, so they are shared."""
    s: Any = dict(state)
    sides = {}
    for seat, side in state["sides"].items():
        c = dict(side)
        c["units"] = {k: list(v) for k, v in side["units"].items()}
        for key in ("lost", "removed", "sustained"):
            c[key] = dict(side[key])
        sides[seat] = c
    s["sides"] = sides
    s["pending"] = dict(state["pending"])
    s["excess"] = dict(state["excess"])
    last = state["rounds"][-1]
    s["rounds"] = [*state["rounds"][:-1], {"round": last["round"], "steps": list(last["steps"])}]
    s["log"] = list(state["log"][-40:])
    copied: CombatState = s
    return copied


def evolve(state: Mapping[str, Any], event: Event) -> CombatState:
    s = copy_state(state)
    step = EVOLVE.get(event.kind)
    if step is None:
        raise ValueError(f"unknown ti4 event {event.kind!r}")
    step(s, event.payload, s["rounds"][-1]["steps"])
    said = line(event, state)
    if said is not None:
        s["log"].append(T.english(said))
    return s


def _phase(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    s["phase"] = p["to"]


def _round_started(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    s["round"] = p["round"]
    s["rounds"].append({"round": p["round"], "steps": []})
    for side in s["sides"].values():
        side["declared"] = False
        side["sustained"] = {}
        side["munitions"] = False
    s["phase"] = "round_start"


def _rolled(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    steps.append({"step": "roll", **copy.deepcopy(dict(p))})
    if p["hits"]:
        s["pending"][other(p["side"])] = p["pack"]
    s["phase"] = p["then"]
    s["next"] = p.get("next", s["next"])


def _assigned(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    side = s["sides"][p["side"]]
    pack = HitPack.from_json(s["pending"].pop(p["side"]))
    sustain, destroy = p["assignment"].get("sustain", {}), p["assignment"].get("destroy", {})
    if pack.source in ("combat", "afb"):  # Duranium Armor needs to know who sustained this round
        for uid, n in sustain.items():
            side["sustained"][uid] = side["sustained"].get(uid, 0) + n
    for uid, n in destroy.items():
        # damaged units are destroyed first, those that sustained this round before older damage
        damaged = side["units"][uid][1] + sustain.get(uid, 0)
        side["sustained"][uid] = max(0, side["sustained"].get(uid, 0) - min(n, damaged))
    side["units"] = hits.apply(side["units"], p["assignment"])
    for uid, n in destroy.items():
        side["lost"][uid] = side["lost"].get(uid, 0) + n
        if uid == "flagship" and side["stats"]["flagship"].get("effect") == "destroys_all_ships" and n:
            s["wipe"] = True
    steps.append(
        {
            "step": "assigned",
            "side": p["side"],
            "source": pack.source,
            "hits": pack.hits,
            "assignment": p["assignment"],
            "text": p["text"],
        }
    )


def _wave(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    """The phase after every pending assignment is resolved."""
    s["phase"], s["next"] = p["phase"], p["next"]


def _all_destroyed(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    for seat in SEATS:
        side = s["sides"][seat]
        for uid in list(side["units"]):
            if side["stats"][uid]["class"] == "ship":
                side["lost"][uid] = side["lost"].get(uid, 0) + sum(side["units"].pop(uid))
    s["wipe"] = False
    steps.append({"step": "all_destroyed", "reason": p["reason"]})


def _declared(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    s["sides"][p["side"]]["declared"] = p["retreat"]
    steps.append({"step": "declared", "side": p["side"], "retreat": p["retreat"]})
    s["phase"] = p["then"]


def _repaired(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    side = s["sides"][p["side"]]
    side["units"][p["unit"]][0] += 1
    side["units"][p["unit"]][1] -= 1
    steps.append({"step": "repaired", "side": p["side"], "unit": p["unit"], "reason": p["reason"]})


def _excess(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    s["excess"][p["side"]] = {"room": p["room"], "dock": p["dock"], "reason": p["reason"]}
    s["phase"], s["next"] = "excess", p["next"]


def _removed(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    side = s["sides"][p["side"]]
    side["units"] = hits.apply(side["units"], {"destroy": p["units"]})
    for uid, n in p["units"].items():
        side["removed"][uid] = side["removed"].get(uid, 0) + n
    s["excess"].pop(p["side"], None)
    if p["units"]:
        steps.append({"step": "removed", "side": p["side"], "units": p["units"], "reason": p["reason"]})


def _retreated(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    side = s["sides"][p["side"]]
    side["retreated"] = p["units"]
    side["units"] = {}
    steps.append({"step": "retreated", "side": p["side"], "units": p["units"]})


def _munitions(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    side = s["sides"][p["side"]]
    if p["spend"]:
        side["trade_goods"] -= 2
        side["munitions"] = True
        steps.append({"step": "munitions", "side": p["side"]})
    s["phase"] = p["then"]


def _rerolled(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    roll = next(st for st in reversed(steps) if st["step"] == "roll" and st["side"] == p["side"])
    new_roll = dict(roll, groups=[dict(g) for g in roll["groups"]], rerolled=list(p["rerolls"]))
    for r in p["rerolls"]:
        g = next(g for g in new_roll["groups"] if g["unit"] == r["unit"])
        g["dice"] = list(g["dice"])
        g["hits"] = list(g["hits"])
        g["dice"][r["index"]], g["hits"][r["index"]] = r["new"], r["hits"]
    new_roll["hits"] = p["hits"]
    steps[steps.index(roll)] = new_roll
    if p["pack"]["hits"]:
        s["pending"][other(p["side"])] = p["pack"]
    else:
        s["pending"].pop(other(p["side"]), None)
    s["phase"] = p["then"]


def _verdict(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    s["verdict"] = dict(p)


def _ended(s: CombatState, p: Mapping[str, Any], steps: Steps) -> None:
    s["result"] = {"winner": p["winner"], "reason": p["reason"], "combat": p["combat"]}
    s["phase"] = "over"
    steps.append({"step": "ended", "winner": p["winner"], "reason": p["reason"]})


EVOLVE: dict[str, Evolver] = {
    "phase": _phase,
    "round_started": _round_started,
    "rolled": _rolled,
    "assigned": _assigned,
    "wave": _wave,
    "all_destroyed": _all_destroyed,
    "declared": _declared,
    "repaired": _repaired,
    "excess": _excess,
    "removed": _removed,
    "retreated": _retreated,
    "munitions": _munitions,
    "rerolled": _rerolled,
    "verdict": _verdict,
    "ended": _ended,
}
