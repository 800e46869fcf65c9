"""The Imperial Assault picture in one paragraph (Discord's alt text): round, mission, the map and the squares
the phone picture shows, each side's figures with damage and conditions (while deploying: how many are still to
place), the last attack; in the picture's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from renderers.common.words import say
from renderers.ia.crop import figures_box
from renderers.ia.words import card_name, condition_names, header, map_name, seat, zone


def describe(view: Mapping[str, Any]) -> str:
    parts = [say("ia.alt.head", header=header(view))]
    board = view["board"]
    x0, y0, x1, y1 = figures_box(view)
    shown = say("ia.alt.map", map=map_name(board), width=int(board["width"]), height=int(board["height"]))
    if (x0, y0, x1, y1) != (0, 0, board["width"], board["height"]):
        shown += say("ia.alt.shows", x0=x0, x1=x1 - 1, y0=y0, y1=y1 - 1)
    parts.append(shown + ".")
    for s in ("p1", "p2"):
        parts.append(_side(view, s))
    last = view.get("last_attack")
    if last:
        res = last.get("result", {})
        verdict = (
            say(f"ia.alt.missed.{res['miss']}") if res.get("miss") else say("ia.alt.dealt", n=int(res.get("damage", 0)))
        )
        parts.append(say("ia.alt.attack", attacker=str(last["attacker"]), target=str(last["target"]), verdict=verdict))
    return " ".join(parts)


def _side(view: Mapping[str, Any], s: str) -> str:
    p = view["players"].get(s, {})
    cards = view.get("cards", {})
    deploying = view.get("phase") in ("initiative", "zone", "deploy")
    figs = []
    for fid in sorted(view["figures"]):
        f = view["figures"][fid]
        if f["owner"] != s or f["pos"] is None:
            continue
        where = f"{f['pos'][0]},{f['pos'][1]}"
        if f.get("dims"):  # a large base: its far corner too
            where += f"-{f['pos'][0] + f['dims'][0] - 1},{f['pos'][1] + f['dims'][1] - 1}"
        conditions = say("ia.alt.conditions", list=condition_names(f["conditions"])) if f["conditions"] else ""
        health = cards.get(f["card"], {}).get("health", "?")
        figs.append(
            say(
                "ia.alt.figure",
                name=card_name(view, f["card"]),
                id=fid,
                where=where,
                damage=int(f["damage"]),
                health=health,
                conditions=conditions,
            )
        )
    waiting = sum(1 for f in view["figures"].values() if f["owner"] == s and f["pos"] is None)
    own_zone = (view.get("zones") or {}).get(s)
    if deploying and waiting:
        figs.append(
            say("ia.alt.waiting_zone", n=waiting, zone=zone(own_zone)) if own_zone else say("ia.alt.waiting", n=waiting)
        )
    listed = "; ".join(figs) or say("ia.alt.none")
    return say("ia.alt.side", seat=seat(s), vp=int(p.get("vp", 0)), figures=listed)
