"""evolve: one handler per event kind (a table, not a chain). Pure: no chance, the input is never mutated (each
handler copies what it changes)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.core.protocol import Event

State = dict[str, Any]
P = Mapping[str, Any]


def _fig(s: State, fid: str, **changes: Any) -> None:
    s["figures"] = dict(s["figures"])
    s["figures"][fid] = {**s["figures"][fid], **changes}


def _squad_locked(s: State, p: P) -> None:
    s["squads"] = {**s["squads"], p["seat"]: list(p["squad"])}
    s["salts"] = {**s["salts"], p["seat"]: p["salt"]}


def _squad_committed(s: State, p: P) -> None:
    s["locked"] = [*s["locked"], p["seat"]]


def _squads_revealed(s: State, p: P) -> None:
    s["squads"] = {k: list(v) for k, v in p["squads"].items()}
    s["revealed"] = True
    s["stage"] = "deploy"
    s["order"] = [f["id"] for f in p["figures"]]
    s["figures"] = {
        f["id"]: {
            "id": f["id"],
            "char": f["char"],
            "side": f["side"],
            "hp": f["hp"],
            "force": f["force"],
            "at": None,
            "activated": False,
            "defeated": False,
            "force_turn": -1,
            "aoo_turn": -1,
        }
        for f in p["figures"]
    }


def _placed(s: State, p: P) -> None:
    _fig(s, p["figure"], at=list(p["at"]))
    if all(s["figures"][f]["at"] is not None for f in s["order"]):
        s["stage"] = "round"


def _round_started(s: State, p: P) -> None:
    s["round"] = p["round"]
    s["stage"] = "initiative"
    s["figures"] = {k: {**v, "activated": False} for k, v in s["figures"].items()}
    s["phase"] = None


def _initiative(s: State, p: P) -> None:
    s["initiative"] = {"rolls": [list(r) for r in p["rolls"]], "winner": p["winner"]}
    s["stage"] = "choose_first"


def _first_player(s: State, p: P) -> None:
    s["first"] = p["seat"]
    s["stage"] = "activate"


def _phase_started(s: State, p: P) -> None:
    s["phase"] = {"seat": p["seat"], "left": p["size"], "number": p["number"]}
    s["stage"] = "activate"


def _activated(s: State, p: P) -> None:
    s["turn_no"] = s["turn_no"] + 1
    s["active"] = p["figure"]
    s["stage"] = "turn"
    s["turn"] = {
        "figure": p["figure"],
        "moved": 0,
        "after": 0,
        "attacks": 0,
        "bonus": 0,
        "fury": False,
        "acted": False,
        "asked": [],
    }
    s["last"] = {"path": None, "attack": None}
    _fig(s, p["figure"], activated=True)


def _moved(s: State, p: P) -> None:
    _fig(s, p["figure"], at=list(p["path"][-1]))
    if p.get("cost"):
        t = dict(s["turn"])
        t["after" if t["attacks"] else "moved"] += p["cost"]
        t["acted"] = True
        t["asked"] = []  # a new move: every enemy may be offered its attack of opportunity again
        s["turn"] = t
        s["last"] = {**s["last"], "path": [list(q) for q in p["path"]]}
    else:
        before = s["last"]["path"] or [list(p["path"][0])]
        s["last"] = {**s["last"], "path": before + [list(q) for q in p["path"][1:]]}
    s["pending"] = None


def _force_spent(s: State, p: P) -> None:
    fig = s["figures"][p["figure"]]
    _fig(s, p["figure"], force=fig["force"] - p["points"], force_turn=s["turn_no"])
    if p["use"] in ("move", "fury") and s["turn"] is not None:
        t = dict(s["turn"])
        if p["use"] == "move":
            t["bonus"] += 2
        else:
            t["fury"] = True
        s["turn"] = t


def _attack_rolled(s: State, p: P) -> None:
    a = dict(p["attack"])
    s["attack"] = a
    s["last"] = {**s["last"], "attack": a}
    for h in a["helpers"]:
        _fig(s, h, activated=True)  # SWM-10.2: helpers are activated at once
    if a["aoo"]:
        _fig(s, a["attacker"], aoo_turn=s["turn_no"])
    elif s["turn"] is not None and s["turn"]["figure"] == a["attacker"]:
        s["turn"] = {**s["turn"], "attacks": s["turn"]["attacks"] + 1, "acted": True}
    s["pending"] = p.get("pending")


def _rerolled(s: State, p: P) -> None:
    a = {**s["attack"], **p["result"], "rerolled": True}
    s["attack"] = a
    s["last"] = {**s["last"], "attack": a}
    s["pending"] = p.get("pending")


def _declined(s: State, p: P) -> None:
    s["pending"] = p.get("pending")


def _deflect(s: State, p: P) -> None:
    a = {**s["attack"], "deflect": p["natural"], "deflected": p["success"]}
    s["attack"] = a
    s["last"] = {**s["last"], "attack": a}
    s["pending"] = None


def _damaged(s: State, p: P) -> None:
    _fig(s, p["figure"], hp=p["hp"])


def _defeated(s: State, p: P) -> None:
    _fig(s, p["figure"], defeated=True)


def _attack_done(s: State, p: P) -> None:
    s["attack"] = None
    s["pending"] = p.get("pending")


def _awaits(s: State, p: P) -> None:
    s["pending"] = dict(p["pending"])
    if p["pending"]["kind"] == "aoo" and s["turn"] is not None:
        s["turn"] = {**s["turn"], "asked": sorted({*s["turn"]["asked"], *p["pending"]["cands"]})}


def _turn_ended(s: State, p: P) -> None:
    s["turn"] = None
    s["active"] = None
    s["pending"] = None
    if s["phase"] is not None:
        s["phase"] = {**s["phase"], "left": s["phase"]["left"] - 1}
    s["stage"] = "activate"


def _door(s: State, p: P) -> None:
    doors = list(s["doors"])
    doors[p["index"]] = p["open"]
    s["doors"] = doors


def _round_ended(s: State, p: P) -> None:
    s["stage"] = "round"
    s["phase"] = None


def _game_over(s: State, p: P) -> None:
    s["stage"] = "over"
    s["result"] = {"winners": list(p["winners"]), "reason": p["reason"], "draw": p["draw"], "say": p["say"]}
    s["pending"] = None


HANDLERS: dict[str, Callable[[State, P], None]] = {
    "squad_locked": _squad_locked,
    "squad_committed": _squad_committed,
    "squads_revealed": _squads_revealed,
    "placed": _placed,
    "round_started": _round_started,
    "initiative": _initiative,
    "first_player": _first_player,
    "phase_started": _phase_started,
    "activated": _activated,
    "moved": _moved,
    "force_spent": _force_spent,
    "attack_rolled": _attack_rolled,
    "rerolled": _rerolled,
    "declined": _declined,
    "deflect": _deflect,
    "damaged": _damaged,
    "defeated": _defeated,
    "attack_done": _attack_done,
    "awaits": _awaits,
    "turn_ended": _turn_ended,
    "door": _door,
    "round_ended": _round_ended,
    "game_over": _game_over,
}


def evolve(state: State, event: Event) -> State:
    handler = HANDLERS.get(event.kind)
    if handler is None:
        raise ValueError(f"swm: unknown event kind {event.kind!r}")
    s = dict(state)
    handler(s, event.payload)
    s["seq"] = state["seq"] + 1
    return s
