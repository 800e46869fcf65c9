"""Log lines for people: the `say` of events emitted without one.

Adapters print an event's `say`; without one they fall back to raw data. So every X-Wing event carries a `say`:
a sentence, or "" for pure bookkeeping (stage markers, the secret dial) that people need not read. An empty say is
never added to the match log.
"""

from __future__ import annotations

from typing import Any

from bot.games.xwing.content import maneuver_name

SILENT = frozenset(
    {
        "dial_set",  # secret: its maneuver must never reach the public log
        "deck_reshuffled",  # referee-only order; a public note says the deck was reshuffled
        "ship_activated",
        "action_done",
        "free_action_used",
        "attack_stage",
        "effect_used",
        "attack_finished",
        "attacked",
        "card_state",
        "mission_state",
        "ship_added",
    }
)


def _label(state: dict[str, Any], sid: Any) -> str:
    ship = state["ships"].get(sid) if isinstance(sid, str) else None
    return str(ship["label"]) if ship else str(sid)


def waiting_for(state: dict[str, Any], pending: dict[str, Any] | None) -> str:
    """Who must decide what now, in words."""
    if pending is None:
        return ""
    kind = pending["kind"]
    seat = pending.get("seat")
    ship = _label(state, pending.get("ship"))
    if kind == "planning":
        missing: dict[str, list[str]] = {}
        for sid in state["order"]:
            sh = state["ships"][sid]
            if not sh["destroyed"] and sh["pose"] is not None and sid not in state["commitments"]:
                missing.setdefault(sh["seat"], []).append(sh["label"])
        who = "; ".join(f"{s} ({', '.join(labels)})" for s, labels in missing.items())
        return f"Waiting for dials: {who}." if who else "Waiting for dials."
    what = {
        "obstacle": f"place asteroid {len(state['obstacles']) + 1}",
        "edge": "choose the Rebel edge",
        "deploy": f"place {ship}",
        "stress_choice": f"choose a non-red maneuver for the stressed {ship}",
        "action": f"{ship}'s {'free ' if pending.get('free') else ''}action",
        "target": f"{ship}'s attack",
        "modify": f"modify the {pending.get('window', '')} dice",
    }.get(kind, kind.replace("_", " "))
    return f"Waiting for {seat}: {what}." if seat else f"Waiting: {what}."


def default_say(state: dict[str, Any], kind: str, p: dict[str, Any]) -> str:
    """The sentence for an event emitted without `say` (state: before the event)."""
    if kind in SILENT:
        return ""
    if kind == "awaiting":
        return waiting_for(state, p.get("pending"))
    who = _label(state, p.get("ship"))
    if kind == "tokens":
        if state["phase"] == "end" and p["value"] == 0:
            return ""  # the End-phase line already says focus and evade tokens are removed
        return f"{who} now has {p['value']} {p['token']} token(s)."
    if kind == "dice":
        faces = [d["face"] + (" (cancelled)" if d.get("cancelled") else "") for d in p["dice"]]
        return f"{p['pool'].title()} dice now: {', '.join(faces) or 'none'}."
    if kind == "lock_removed":
        return f"{who}'s target lock is released."
    if kind == "pose_changed":
        return f"{who} is moved."
    if kind == "shields":
        return f"{who} now has {p['value']} shield(s)."
    if kind == "damage_card_flipped":
        return f"{who}'s damage card is turned face {'up' if p['faceup'] else 'down'}."
    if kind == "damage_card_discarded":
        return f"{who} discards a damage card."
    if kind == "upgrade_discarded":
        return f"{who} discards {p['upgrade']}."
    if kind == "dial_revealed":
        return f"{who} reveals {maneuver_name(p['maneuver'])}."
    return ""
