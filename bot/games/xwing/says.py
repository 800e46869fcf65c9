"""Log lines for people: the `say` of events emitted without one.

Adapters print an event's `say`; without one they fall back to raw data. So every X-Wing event carries a `say`:
a sentence, or "" for pure bookkeeping (stage markers, the secret dial) that people need not read. An empty say is
never added to the match log.
"""

from __future__ import annotations

from typing import Any

from bot.core.texts import msg
from bot.games.xwing import teams
from bot.games.xwing.names import ship_name, upgrade_name
from bot.games.xwing.texts import CATALOGS, counted_faces, english, maneuver_msg, token_msg, who_msg

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


def _name(state: dict[str, Any], sid: Any) -> Any:
    ship = state["ships"].get(sid) if isinstance(sid, str) else None
    return ship_name(ship) if ship else str(sid)


def waiting_msg(state: dict[str, Any], pending: dict[str, Any] | None) -> dict[str, Any] | str:
    """Who must decide what now, as a sentence message ("" when nobody)."""
    clause = waiting_clause(state, pending)
    return msg("sentence", text=clause) if clause else ""


def waiting_clause(state: dict[str, Any], pending: dict[str, Any] | None) -> dict[str, Any] | str:
    """Who must decide what now, without the final full stop."""
    if pending is None:
        return ""
    kind = pending["kind"]
    seat = pending.get("seat")
    ship = _name(state, pending.get("ship"))
    if teams.active(state) and seat:  # team play: name the player who decides (the ship's owner, else the captain)
        sid = pending.get("ship")
        own = isinstance(sid, str) and sid in state["ships"] and state["ships"][sid]["seat"] == seat
        seat = teams.owner(state, sid) if isinstance(sid, str) and own else teams.captain(state, seat)
    if kind == "planning":
        missing: dict[str, list[Any]] = {}
        for sid in state["order"]:
            sh = state["ships"][sid]
            if not sh["destroyed"] and sh["pose"] is not None and sid not in state["commitments"]:
                who_sets = teams.owner(state, sid) if teams.active(state) else sh["seat"]
                missing.setdefault(who_sets, []).append(ship_name(sh))
        who = [msg("wait.seat_ships", seat=who_msg(s), ships=labels) for s, labels in missing.items()]
        if not who:
            return msg("wait.dials")
        joined: Any = who[0]
        for part in who[1:]:
            joined = msg("note.sep", a=joined, b=part)
        return msg("wait.dials_who", who=joined)
    what: Any = {
        "obstacle": msg("wait.obstacle", n=len(state["obstacles"]) + 1),
        "edge": msg("wait.edge"),
        "deploy": msg("wait.deploy", ship=ship),
        "stress_choice": msg("wait.stress_choice", ship=ship),
        "action": msg("wait.free_action" if pending.get("free") else "wait.action", ship=ship),
        "target": msg("wait.target", ship=ship),
        "modify": msg("wait.modify", window=msg(f"window.{pending.get('window')}")),
    }.get(kind) or _kind_msg(kind)
    return msg("wait.seat", seat=who_msg(seat, "whom"), what=what) if seat else msg("wait.any", what=what)


def waiting_for(state: dict[str, Any], pending: dict[str, Any] | None) -> str:
    """Who must decide what now, in English words."""
    m = waiting_msg(state, pending)
    return english(m) if isinstance(m, dict) else m


def default_say(state: dict[str, Any], kind: str, p: dict[str, Any]) -> dict[str, Any] | str:
    """The sentence (a message, or "" for bookkeeping) for an event emitted without `say` (state: before it)."""
    if kind in SILENT:
        return ""
    if kind == "awaiting":
        return waiting_msg(state, p.get("pending"))
    who = _name(state, p.get("ship"))
    if kind == "tokens":
        if state["phase"] == "end" and p["value"] == 0:
            return ""  # the End-phase line already says focus and evade tokens are removed
        return msg("say.tokens", ship=who, value=p["value"], token=token_msg(p["token"]))
    if kind == "dice":
        return msg("say.pool_dice_now", pool=pool_msg(p["pool"]), faces=dice_faces(p["dice"]))
    if kind == "lock_removed":
        return msg("say.lock_released", ship=who)
    if kind == "pose_changed":
        return msg("say.moved", ship=who)
    if kind == "shields":
        return msg("say.shields", ship=who, value=p["value"])
    if kind == "damage_card_flipped":
        return msg("say.card_up" if p["faceup"] else "say.card_down", ship=who)
    if kind == "damage_card_discarded":
        return msg("say.card_discarded", ship=who)
    if kind == "upgrade_discarded":
        return msg("say.upgrade_discarded", ship=who, upgrade=upgrade_name(p["upgrade"]))
    if kind == "dial_revealed":
        return msg("say.reveals", ship=who, maneuver=maneuver_msg(p["maneuver"]))
    return ""


def pool_msg(pool: str) -> dict[str, Any] | str:
    return msg(f"pool.{pool}") if pool in ("attack", "defense") else pool.title()


def dice_faces(dice: list[dict[str, Any]]) -> Any:
    """A pool's dice as a player reads them: counted per face, then the cancelled ones ("1 hit cancelled")."""
    kept = [d["face"] for d in dice if not d.get("cancelled")]
    return counted_faces(kept, [d["face"] for d in dice if d.get("cancelled")])


def _kind_msg(kind: str) -> Any:
    """A card's or a mission's own decision (cards/choices.py, missions/*.py EXTRA_DECISIONS) in words."""
    if kind.endswith("_reinforce"):
        return msg("wait.reinforce")
    return msg(f"wait.kind.{kind}") if CATALOGS.has(f"wait.kind.{kind}") else kind.replace("_", " ")
