"""Alt text: a short description of a picture (Discord image description, the match log, screen readers).

Names every ship on the table with its position, heading, hull/shields, tokens and the nearest enemy's range, then
what just happened. Never mentions a dial the picture may not show.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from renderers.common.words import number, say, speaking
from renderers.xwing import shapes
from renderers.xwing import style as st
from renderers.xwing import words as xw
from renderers.xwing.board import placed
from renderers.xwing.current import focus
from renderers.xwing.panel import label_of
from renderers.xwing.secrecy import may_show_dial

View = Mapping[str, Any]
Ship = Mapping[str, Any]

DISCORD_LIMIT = 1024  # Discord's maximum attachment description length


def _tokens(view: View, ship: Ship) -> str:
    tokens = ship.get("tokens") or {}
    words = [
        say(f"xwing.alt.{name}", n=n)
        for name in ("focus", "evade", "stress", "ion")
        if (n := int(tokens.get(name, 0) or 0)) > 0
    ]
    words += [
        say("xwing.alt.lock", letter=str(lk.get("letter")), target=label_of(view, lk.get("target")))
        for lk in ship.get("locks") or []
    ]
    crits = ship.get("damage_faceup") or []
    if crits:
        words.append(say("xwing.alt.crits", cards=", ".join(xw.card_name(c) for c in crits)))
    return ", ".join(words)


def _nearest_enemy(view: View, ship: Ship) -> str:
    best: tuple[float, str] | None = None
    for other in view.get("ships") or []:
        if other.get("seat") == ship.get("seat") or other.get("destroyed") or other.get("fled") or not placed(other):
            continue
        d = shapes.base_distance(ship, other)
        if best is None or d < best[0]:
            best = (d, str(other.get("label") or other.get("id")))
    if best is None:
        return ""
    band = shapes.range_band(best[0])
    if band:
        return say("xwing.alt.nearest", ship=best[1], n=band)
    return say("xwing.alt.nearest_beyond", ship=best[1])


def ship_sentence(view: View, ship: Ship, detailed: bool) -> str:
    label = str(ship.get("label") or ship.get("id"))
    pilot = xw.pilot_name(ship)
    kind_name = xw.type_name(ship)
    # a sandbox ship's "pilot" is its type: say it once, in the brackets
    name = label if st.same_name(pilot, kind_name) else f"{label} {pilot}".strip()
    if ship.get("fled"):
        return say("xwing.alt.fled", name=name)
    if ship.get("destroyed"):
        return say("xwing.alt.destroyed", name=name)
    if not placed(ship):
        return say("xwing.alt.not_deployed", name=name)
    pose = ship["pose"]
    x, y, heading = (float(pose.get(k, 0)) for k in ("x", "y", "heading"))
    where = say("xwing.alt.where", x=round(x), y=round(y), heading=round(heading))
    life = say("xwing.alt.hull", hull=int(ship.get("hull", 0) or 0), hull_max=int(ship.get("hull_max", 0) or 0))
    if ship.get("shields_max"):
        life += say("xwing.alt.shields", shields=int(ship.get("shields", 0) or 0), shields_max=int(ship["shields_max"]))
    skill = st.skill_text(ship)
    kind = say("xwing.alt.kind", type=kind_name, skill=int(skill)) if skill is not None else kind_name
    parts = [f"{name} ({kind})" if detailed else name, where, life]
    if detailed:
        parts += [p for p in (_tokens(view, ship), _nearest_enemy(view, ship)) if p]
    dial = ship.get("dial") or {}
    if dial.get("committed"):
        maneuver = dial.get("maneuver")
        if may_show_dial(view, ship) and maneuver:
            parts.append(say("xwing.alt.dial", maneuver=xw.maneuver_short(str(maneuver))))
        elif detailed:
            parts.append(say("xwing.alt.dial_set"))
    return ", ".join(parts)


def happened(view: View) -> list[str]:
    out = []
    move = view.get("last_move")
    if move:
        s = say(
            "xwing.alt.move", ship=label_of(view, move.get("ship")), maneuver=xw.maneuver(move.get("maneuver", "?"))
        )
        if move.get("bumped"):
            s += say("xwing.alt.bumped", ships=", ".join(label_of(view, b) for b in move["bumped"]))
        if move.get("obstacles_hit"):
            s += say("xwing.alt.hit_asteroid", ids=", ".join(str(o) for o in move["obstacles_hit"]))
        if move.get("fled"):
            s += say("xwing.alt.fled_move")
        out.append(s + ".")
    attack = view.get("last_attack")
    if attack:
        band = attack.get("range")
        s = say(
            "xwing.alt.attack",
            attacker=label_of(view, attack.get("attacker")),
            defender=label_of(view, attack.get("defender")),
        )
        s += say("xwing.alt.at_range", n=band) if band else say("xwing.alt.out_of_range")
        if attack.get("distance_mm") is not None:
            s += say("xwing.alt.mm", n=number(float(attack["distance_mm"])))
        if attack.get("obstructed"):
            what = attack.get("obstacle")
            s += say("xwing.alt.obstructed", what=str(what) if what else say("xwing.an_obstacle"))
        result = attack.get("result") or {}
        if result:
            dealt = (
                int(result.get("shield_damage", 0) or 0)
                + int(result.get("cards_facedown", 0) or 0)
                + int(result.get("cards_faceup", 0) or 0)
            )
            s += say(
                "xwing.alt.result",
                hits=int(result.get("hits", 0) or 0),
                crits=int(result.get("crits", 0) or 0),
                dealt=say("xwing.damage", n=dealt) if dealt else say("xwing.no_damage"),
            )
        out.append(s + ".")
    return out


def alt_text(view: View, limit: int | None = DISCORD_LIMIT, *, locale: str | None = None) -> str:
    """One paragraph in `locale` (else the language being drawn in); shortened (less detail per ship, never fewer
    ships) to fit `limit` characters."""
    with speaking(locale):
        return _alt_text(focus(view), limit)


def _alt_text(view: View, limit: int | None) -> str:
    phase = xw.phase(view.get("phase"))
    head = say("xwing.alt.head", round=view.get("round", "?"), phase=phase.lower())
    head += say("xwing.alt.seen_by", side=xw.side(view["viewer"])) if view.get("viewer") else say("xwing.alt.public")
    if view.get("active_ship"):
        head += " " + say("xwing.alt.now", ship=label_of(view, view["active_ship"]))
    text = ""
    for detailed in (True, False):
        squads = []
        for seat in view.get("seats") or {}:
            members = [s for s in view.get("ships") or [] if s.get("seat") == seat]
            if members:
                ships = "; ".join(ship_sentence(view, s, detailed) for s in members)
                squads.append(f"{say('xwing.alt.squad', side=xw.side(seat))} {ships}.")
        seated = set(view.get("seats") or {})
        others = [s for s in view.get("ships") or [] if s.get("seat") not in seated]
        if others:
            ships = "; ".join(ship_sentence(view, s, detailed) for s in others)
            squads.append(f"{say('xwing.alt.others')} {ships}.")
        text = " ".join([head, *squads, *happened(view)])
        if limit is None or len(text) <= limit:
            return text
    assert limit is not None
    return text[: limit - 1] + "…"
