"""evolve: one handler per event kind (a table, so a rule is found by its name). Pure: no chance; each handler
gets a shallow copy of the state and copies each container it changes (copy-on-write)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot.games.ia import attack as atk
from bot.games.ia.state import ACTIONS, card_of, cards, other

S = dict[str, Any]
P = Mapping[str, Any]
LOG_KEEP = 40


def _log(s: S, line: str, said: Mapping[str, Any] | None) -> None:
    if _speaks(s):  # each line's message beside it (None for a line without one), for pictures in any language
        s["log_said"] = (s["log_said"] + [said])[-LOG_KEEP:]
    s["log"] = (s["log"] + [line])[-LOG_KEEP:]


def _speaks(s: Mapping[str, Any]) -> bool:
    """A match set up since states keep their messages (setup's "log_said"): only then are messages added, so a
    match stored before replays to the very state (and hash) it had."""
    return "log_said" in s


# Copy-on-write: a handler copies exactly the containers it changes (the input state is never touched).
def _figure(s: S, fid: str) -> S:
    s["figures"] = dict(s["figures"])
    f = s["figures"][fid] = dict(s["figures"][fid])
    return f


def _group(s: S, gid: str) -> S:
    s["groups"] = dict(s["groups"])
    g = s["groups"][gid] = dict(s["groups"][gid])
    return g


def _player(s: S, seat: str) -> S:
    s["players"] = dict(s["players"])
    pl = s["players"][seat] = dict(s["players"][seat])
    return pl


def _act(s: S) -> S:
    a = s["act"] = dict(s["act"])
    return a


def _att(s: S) -> S:
    a = s["attack"] = dict(s["attack"])
    return a


def _initiative(s: S, p: P) -> None:
    s["initiative"] = p["seat"]
    s["turn"] = p["seat"]
    s["phase"] = "zone"


def _zones(s: S, p: P) -> None:
    s["zones"] = dict(p["zones"])
    s["phase"] = "deploy"


def _placed(s: S, p: P) -> None:
    f = _figure(s, p["figure"])
    f["pos"] = list(p["to"])
    if p.get("dims"):  # a large figure (large.py)
        f["dims"] = list(p["dims"])
    s["placing"] = None


def _placing(s: S, p: P) -> None:
    s["placing"] = p["figure"]


def _placed_rest(s: S, p: P) -> None:
    for fid, pos in p["positions"].items():
        f = _figure(s, fid)
        f["pos"] = list(pos[:2])
        if len(pos) == 4:  # a large figure: [x, y, w, h] (large.py)
            f["dims"] = list(pos[2:])
    s["placing"] = None


def _deployed(s: S, p: P) -> None:
    s["zones"] = dict(p["zones"])
    for fid, pos in p["positions"].items():
        f = _figure(s, fid)
        f["pos"] = list(pos[:2])
        if len(pos) == 4:  # a large figure: [x, y, w, h] (large.py)
            f["dims"] = list(pos[2:])
    s["phase"] = "activation"


def _drew(s: S, p: P) -> None:
    pl = _player(s, p["seat"])
    n = min(p["n"], len(pl["deck"]))  # L575: an empty deck gives nothing
    pl["hand"] = sorted(pl["hand"] + pl["deck"][:n])
    pl["deck"] = pl["deck"][n:]


def _turn(s: S, p: P) -> None:
    s["turn"] = p["seat"]


def _activated(s: S, p: P) -> None:
    _group(s, p["group"])["ready"] = False  # A1: exhausted when its activation starts
    s["act"] = {"group": p["group"], "figure": None, "done": []}


def _figure_up(s: S, p: P) -> None:
    a = _act(s)
    a.pop("page", None)
    a.pop("stuck", None)
    a.update(figure=p["figure"], actions=ACTIONS, mp=0, attacked=False, specials=[])


def _mp(s: S, p: P) -> None:
    a = _act(s)
    a["mp"] += p["mp"]
    if p.get("action"):
        a["actions"] -= 1


def _moved(s: S, p: P) -> None:
    f = _figure(s, p["figure"])
    f["pos"] = list(p["to"])
    if "dims" in p:  # a large figure turned (L753)
        f["dims"] = list(p["dims"])
    a = _act(s)
    a["mp"] -= p["cost"]
    a.pop("page", None)  # back to the actions after a farther destination


def _action(s: S, p: P) -> None:
    a = _act(s)
    a["actions"] -= 1
    if p.get("special"):
        a["specials"] = a["specials"] + [p["special"]]


def _door(s: S, p: P) -> None:
    s["doors_open"] = sorted(set(s["doors_open"]) | {p["door"]})


def _claimed(s: S, p: P) -> None:
    s["crates"] = [c for c in s["crates"] if c != p["crate"]]
    pl = _player(s, p["seat"])
    pl["claimed"] = pl["claimed"] + [p["crate"]]


def _vp(s: S, p: P) -> None:
    _player(s, p["seat"])["vp"] += p["vp"]


def _card(s: S, p: P) -> None:
    pl = _player(s, p["seat"])
    hand = list(pl["hand"])
    hand.remove(p["card"])
    pl["hand"] = hand
    pl["discard"] = pl["discard"] + [p["card"]]
    if s["attack"] is not None:
        a = _att(s)
        a["played"] = a["played"] + [p["card"]]


def _condition(s: S, p: P) -> None:
    f = _figure(s, p["figure"])
    have = set(f["conditions"])
    f["conditions"] = sorted(have | {p["condition"]}) if p["gained"] else sorted(have - {p["condition"]})


def _recovered(s: S, p: P) -> None:
    f = _figure(s, p["figure"])
    f["damage"] = max(0, f["damage"] - p["amount"])


def _damage(s: S, p: P) -> None:
    f = _figure(s, p["figure"])
    f["damage"] = min(card_of(s, p["figure"]).health, f["damage"] + p["amount"])  # L1429: excess is ignored


def _defeated(s: S, p: P) -> None:
    f = _figure(s, p["figure"])
    f["pos"] = None
    f["conditions"] = []
    g = s["groups"][f["group"]]
    if all(s["figures"][x]["pos"] is None for x in g["figures"]):
        _group(s, f["group"])["defeated"] = True
        _player(s, other(f["owner"]))["defeated_cost"] += cards(s)[g["card"]].cost


def _attack(s: S, p: P) -> None:
    s["attack"] = {"att": p["attack"], "stage": "attack_mods", "played": [], "lines": p.get("lines")}
    if "space" in p:  # the space of a large target aimed at (L751)
        s["attack"]["space"] = list(p["space"])
    s["attacks"] += 1
    if p.get("action"):
        a = _act(s)
        a["actions"] -= 1
        a["attacked"] = True


def _modified(s: S, p: P) -> None:
    a = _att(s)
    a["att"] = atk.modify(a["att"], p["changes"])


def _stage(s: S, p: P) -> None:
    a = _att(s)
    a["stage"] = p["stage"]
    if "cleave" in p:
        a["cleave"] = list(p["cleave"])
        a["amount"] = p["amount"]


def _attack_result(s: S, p: P) -> None:
    _att(s)["result"] = dict(p["result"])


def _surge(s: S, p: P) -> None:
    a = _att(s)
    a["att"] = atk.spend(a["att"], p["ability"])


def _attack_done(s: S, p: P) -> None:
    a = s["attack"]
    s["last_attack"] = {
        "attacker": a["att"]["attacker"],
        "target": a["att"]["target"],
        "lines": a.get("lines"),
        "dice": {side: [[d["die"], d["face"]] for d in a["att"][side]] for side in ("attack", "defense")},
        "spent": [atk.Surge.of(a["att"]["surges"][i]).label() for i in a["att"]["spent"]],
        "played": list(a["played"]),
        "result": dict(a["result"]),
    }
    if _speaks(s):  # the spent abilities as effects ({"damage": 1, "pierce": 2}) for pictures to name
        s["last_attack"]["spent_effects"] = [
            dict(atk.Surge.of(a["att"]["surges"][i]).effects) for i in a["att"]["spent"]
        ]
    s["attack"] = None


def _hand(s: S, p: P) -> None:
    _act(s)["cards"] = bool(p["open"])


def _figure_done(s: S, p: P) -> None:
    a = _act(s)
    a["done"] = a["done"] + [p["figure"]]
    a["figure"] = None


def _group_done(s: S, p: P) -> None:
    s["act"] = None


def _strain(s: S, p: P) -> None:
    s["strain"] = {"figure": p["figure"], "seat": p["seat"]}


def _strain_done(s: S, p: P) -> None:
    s["strain"] = None
    if p.get("card"):
        pl = _player(s, p["seat"])
        pl["deck"] = pl["deck"][1:]
        pl["discard"] = pl["discard"] + [p["card"]]


def _page(s: S, p: P) -> None:
    _act(s)["page"] = p["page"]


def _relocate(s: S, p: P) -> None:
    """A push, place, move X spaces or a Massive figure's end awaits where a figure goes (flow.relocation)."""
    s["relocate"] = {k: v for k, v in p.items() if k not in ("say", "say_key", "say_params", "who")}
    if p["how"] == "massive":  # L869: no more MP this activation
        a = _act(s)
        a["mp"] = 0
        a["stuck"] = True


def _relocated(s: S, p: P) -> None:
    if "to" in p:
        f = _figure(s, p["figure"])
        f["pos"] = list(p["to"])
        if "dims" in p:
            f["dims"] = list(p["dims"])
    r = s.get("relocate")
    if r and r["how"] == "massive" and len(r["queue"]) > 1:
        s["relocate"] = {**r, "queue": r["queue"][1:]}
    else:
        s["relocate"] = None


def _status(s: S, p: P) -> None:
    s["groups"] = {g: {**v, "ready": True} for g, v in s["groups"].items()}  # L1488: ready every card
    s["round"] = p["round"]
    s["initiative"] = p["initiative"]  # L1493: the token passes
    s["turn"] = p["initiative"]


def _over(s: S, p: P) -> None:
    s["result"] = {"winners": list(p["winners"]), "reason": p["reason"], "draw": p.get("draw", False)}
    if "say_key" in p and _speaks(s):  # the result as a message too: pictures say it in their reader's language
        s["result"]["said"] = _said(p)
    s["phase"] = "over"


HANDLERS: dict[str, Callable[[S, P], None]] = {
    "initiative": _initiative,
    "deployed": _deployed,
    "zones": _zones,
    "placed": _placed,
    "placing": _placing,
    "placed_rest": _placed_rest,
    "drew": _drew,
    "turn": _turn,
    "passed": lambda s, p: None,
    "activated": _activated,
    "figure_up": _figure_up,
    "mp": _mp,
    "moved": _moved,
    "action": _action,
    "door": _door,
    "claimed": _claimed,
    "vp": _vp,
    "card": _card,
    "condition": _condition,
    "recovered": _recovered,
    "damage": _damage,
    "defeated": _defeated,
    "attack": _attack,
    "modified": _modified,
    "stage": _stage,
    "surge": _surge,
    "attack_result": _attack_result,
    "attack_done": _attack_done,
    "hand": _hand,
    "figure_done": _figure_done,
    "group_done": _group_done,
    "strain": _strain,
    "strain_done": _strain_done,
    "status": _status,
    "page": _page,
    "relocate": _relocate,
    "relocated": _relocated,
    "over": _over,
}


def apply(state: Mapping[str, Any], kind: str, payload: P) -> S:
    s: S = dict(state)
    handler = HANDLERS.get(kind)
    if handler is None:
        raise ValueError(f"unknown Imperial Assault event {kind!r}")
    handler(s, payload)
    s["step"] += 1
    say = payload.get("say")
    if isinstance(say, str) and say:
        _log(s, say, _said(payload) if "say_key" in payload else None)
    return s


def _said(p: P) -> dict[str, Any]:
    return {"key": str(p["say_key"]), "params": dict(p.get("say_params") or {})}
