"""Alt text: a short description of a picture (Discord image description, the match log, screen readers).

Names every ship on the table with its position, heading, hull/shields, tokens and the nearest enemy's range, then
what just happened. Never mentions a dial the picture may not show.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from renderers.xwing import shapes
from renderers.xwing import style as st
from renderers.xwing.board import placed
from renderers.xwing.current import focus
from renderers.xwing.panel import PHASES, label_of
from renderers.xwing.secrecy import may_show_dial

View = Mapping[str, Any]
Ship = Mapping[str, Any]

DISCORD_LIMIT = 1024  # Discord's maximum attachment description length


def _tokens(ship: Ship) -> str:
    tokens = ship.get("tokens") or {}
    words = [
        f"{n} {name}" if n > 1 else name
        for name in ("focus", "evade", "stress", "ion")
        if (n := int(tokens.get(name, 0) or 0)) > 0
    ]
    words += [f"lock {lk.get('letter')} on {lk.get('target')}" for lk in ship.get("locks") or []]
    crits = ship.get("damage_faceup") or []
    if crits:
        words.append("crits: " + ", ".join(str(c) for c in crits))
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
    return f"nearest enemy {best[1]} at range {band}" if band else f"nearest enemy {best[1]} beyond range 3"


def ship_sentence(view: View, ship: Ship, detailed: bool) -> str:
    label = str(ship.get("label") or ship.get("id"))
    pilot = str(ship.get("pilot") or "")
    # a sandbox ship's "pilot" is its type: say it once, in the brackets
    name = label if st.same_name(pilot, st.ship_type_name(ship)) else f"{label} {pilot}".strip()
    if ship.get("fled"):
        return f"{name} fled (destroyed)"
    if ship.get("destroyed"):
        return f"{name} destroyed"
    if not placed(ship):
        return f"{name} not deployed yet"
    pose = ship["pose"]
    x, y, heading = (float(pose.get(k, 0)) for k in ("x", "y", "heading"))
    where = f"at {x:.0f},{y:.0f} facing {heading:.0f}°"
    life = f"hull {ship.get('hull', 0)}/{ship.get('hull_max', 0)}"
    if ship.get("shields_max"):
        life += f" shields {ship.get('shields', 0)}/{ship.get('shields_max', 0)}"
    skill = st.skill_text(ship)
    kind = st.ship_type_name(ship) + (f" PS{skill}" if skill is not None else "")
    parts = [f"{name} ({kind})" if detailed else name, where, life]
    if detailed:
        parts += [p for p in (_tokens(ship), _nearest_enemy(view, ship)) if p]
    dial = ship.get("dial") or {}
    if dial.get("committed"):
        maneuver = dial.get("maneuver")
        if may_show_dial(view, ship) and maneuver:
            parts.append(f"dial {st.maneuver_short(str(maneuver))}")
        elif detailed:
            parts.append("dial set")
    return ", ".join(parts)


def happened(view: View) -> list[str]:
    out = []
    move = view.get("last_move")
    if move:
        s = f"Last move: {label_of(view, move.get('ship'))} flew {move.get('maneuver', '?')}"
        if move.get("bumped"):
            s += ", bumped " + ", ".join(label_of(view, b) for b in move["bumped"])
        if move.get("obstacles_hit"):
            s += ", hit asteroid " + ", ".join(str(o) for o in move["obstacles_hit"])
        if move.get("fled"):
            s += ", fled the battlefield"
        out.append(s + ".")
    attack = view.get("last_attack")
    if attack:
        band = attack.get("range")
        s = f"Last attack: {label_of(view, attack.get('attacker'))} on {label_of(view, attack.get('defender'))}"
        s += f" at range {band}" if band else " out of range"
        if attack.get("distance_mm") is not None:
            s += f" ({float(attack['distance_mm']):.0f} mm)"
        if attack.get("obstructed"):
            s += f", obstructed by {attack.get('obstacle') or 'an obstacle'}"
        result = attack.get("result") or {}
        if result:
            s += f": {result.get('hits', 0)} hits {result.get('crits', 0)} crits, "
            dealt = (
                int(result.get("shield_damage", 0) or 0)
                + int(result.get("cards_facedown", 0) or 0)
                + int(result.get("cards_faceup", 0) or 0)
            )
            s += f"{dealt} damage" if dealt else "no damage"
        out.append(s + ".")
    return out


def alt_text(view: View, limit: int | None = DISCORD_LIMIT) -> str:
    """One paragraph; shortened (less detail per ship, never fewer ships) to fit `limit` characters."""
    view = focus(view)
    phase = PHASES.get(str(view.get("phase")), str(view.get("phase", "")))
    head = f"X-Wing table, round {view.get('round', '?')}, {phase.lower()}"
    head += f", seen by {view['viewer']}." if view.get("viewer") else ", public view."
    if view.get("active_ship"):
        head += f" Now: {label_of(view, view['active_ship'])}."
    text = ""
    for detailed in (True, False):
        squads = []
        for seat in view.get("seats") or {}:
            members = [s for s in view.get("ships") or [] if s.get("seat") == seat]
            if members:
                squads.append(
                    f"{str(seat).capitalize()}: " + "; ".join(ship_sentence(view, s, detailed) for s in members) + "."
                )
        seated = set(view.get("seats") or {})
        others = [s for s in view.get("ships") or [] if s.get("seat") not in seated]
        if others:
            squads.append("Others: " + "; ".join(ship_sentence(view, s, detailed) for s in others) + ".")
        text = " ".join([head, *squads, *happened(view)])
        if limit is None or len(text) <= limit:
            return text
    assert limit is not None
    return text[: limit - 1] + "…"
