"""What a seat (or a spectator) may see (§10): boards with the shown side of every card, counts of hands, decks,
discard piles and set-aside cards. Only the owner sees their hand, the face of their own cards played back-up and
their Total War cruiser pick before the reveal; nobody sees set-aside cards or the order or contents of a deck."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.starfighter import board as bd
from bot.games.starfighter.catalogue import Catalogue
from bot.games.starfighter.state import catalogue, pile_of
from bot.games.starfighter.texts import cruiser_name


def _entry(
    cat: Catalogue, s: Mapping[str, Any], owner: str, stack: list[dict[str, Any]], i: int, seat: str | None
) -> dict[str, Any]:
    e = stack[i]
    out: dict[str, Any] = {
        "inst": e["inst"],
        "side": e["side"],
        "rot": e["rot"],
        "dmg": dict(e["dmg"]),
        "shield": e["shield"],
        "level": i,
        "visible": list(bd.visible_halves(stack, i)),
        "upper": dict(bd.half(cat, e, "upper")),
        "lower": dict(bd.half(cat, e, "lower")),
    }
    if e["side"] == "face":
        out["card"] = e["card"]
        out["colour"] = cat.cards[e["card"]]["colour"]
        out["card_level"] = cat.cards[e["card"]]["level"]
    elif seat == owner:
        out["hidden_face"] = e["card"]  # the owner may look at both sides of their own cards (§10.1)
    return out


def _cruiser(cat: Catalogue, cid: str | None) -> dict[str, Any] | None:
    if cid is None:
        return None
    c = cat.cruisers[cid]
    return {
        "id": cid,
        "name": c["name"],
        "name_msg": cruiser_name(c),
        "armour_max": c["armour"],
        "sectors": [{"rows": x["rows"], "draw": list(x["draw"])} for x in c["sectors"]],
    }


def _side(cat: Catalogue, s: Mapping[str, Any], owner: str, seat: str | None) -> dict[str, Any]:
    p = s["players"][owner]
    pile = s["piles"][pile_of(s, owner)]
    out = {
        "cruiser": _cruiser(cat, p["cruiser"]),
        "armour": p["armour"],
        "hand": len(p["hand"]),
        "aside": len(p["aside"]),
        "draws_next": bd.draw_icons(s, cat, owner) if p["cruiser"] else 0,
        "columns": [bd.column(s, owner, n) for n in range(len(p["board"]))],
        "board": [[_entry(cat, s, owner, stack, i, seat) for i in range(len(stack))] for stack in p["board"]],
        "deck": len(pile["deck"]),
        "discard": len(pile["discard"]),
    }
    if seat == owner:
        out["hand_cards"] = [{"card": c, **dict(cat.cards[c])} for c in sorted(p["hand"])]
        if owner in s["selected"]:
            out["selected"] = dict(s["selected"][owner])
        if owner in s["secret"]:
            out["cruiser_pick"] = s["secret"][owner]["cruiser"]
    return out


def view(s: Mapping[str, Any], seat: str | None) -> dict[str, Any]:
    cat = catalogue(s)
    battle = s["battle"]
    return {
        "game": "starfighter",
        "viewer": seat,
        "mode": s["mode"],
        "seats": list(s["seats"]),
        "first": s["first"],
        "round": s["round"],
        "phase": s["phase"],
        "turn": s["turn"],
        "initiative": s["initiative"],
        "passed": list(s["passed"]),
        "offset": s["offset"],
        "dir": s["dir"],
        "facing": [list(p) for p in bd.facing(s)],
        "battle": None if battle is None else {"cols": battle["cols"], "i": battle["i"], "take": battle["left"]},
        "sides": {owner: _side(cat, s, owner, seat) for owner in s["seats"]},
        "shared_pile": s["mode"] != "total_war",
        "locked": list(s["locked"]),
        "pending": [
            {
                "owner": b["owner"],
                "effects": [{"eid": e["eid"], "inst": e["inst"], "effect": e["effect"]} for e in b["effects"]],
            }
            for b in s["pending"]
        ],
        "last": dict(s["last"]) if s["last"] else None,
        "result": dict(s["result"]) if s["result"] else None,
        "limits": dict(s["limits"]),
    }
