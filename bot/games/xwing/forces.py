"""Forces and the initial state: the quick-start trio or two squads of pilot ids under a points cap.

A squad is a list of entries, each a pilot id ("rookiepilot") or {"pilot": id, "id": ship id, "upgrades": [ids]}.
Upgrade slots, unique upgrades and XWS are checked by the cards module (bot.games.xwing.squads).
"""

from __future__ import annotations

from typing import Any

from bot.core.chance import Chance
from bot.core.texts import msg, quoted
from bot.games.xwing import space
from bot.games.xwing import squads as sq
from bot.games.xwing.content import content
from bot.games.xwing.names import label, pilot_entry_name
from bot.games.xwing.texts import rule_error, seat_msg

QUICK_START = {
    "rebel": [{"pilot": "lukeskywalker", "id": "luke"}],
    "imperial": [{"pilot": "nightbeast", "id": "nightbeast"}, {"pilot": "obsidiansquadronpilot", "id": "obsidian"}],
}
R_SQUAD = "Squad building (rulebook p.18)"


def ship_record(sid: str, seat: str, pilot_id: str) -> dict[str, Any]:
    c = content()
    pilot = c.pilots[pilot_id]
    st = c.ships[pilot.ship]
    return {
        "id": sid,
        "seat": seat,
        "faction": seat,
        "ship_type": pilot.ship,
        "pilot": pilot_id,
        "name": pilot.name,
        "label": label(pilot.name),
        "skill": pilot.skill,
        "base": st.base,
        "pose": None,
        "hull": st.hull,
        "shields": st.shields,  # shields are activated at setup (step 7)
        "tokens": {"focus": 0, "evade": 0, "stress": 0, "ion": 0},
        "lock": None,
        "damage": [],
        "damage_counters": 0,
        "actions_done": [],
        "activated": False,
        "attacked": False,
        "no_action": False,
        "destroyed": False,
        "fled": False,
        "doomed": False,
        "upgrades": [],  # upgrade ids still in play (discarded ones move to "discarded")
    }


def build_squad(seat: str, entries: Any, points: int) -> tuple[list[dict[str, Any]], int]:
    c = content()
    if isinstance(entries, dict) and "pilots" in entries:  # an XWS squad (the community exchange format)
        entries = sq.xws_entries(seat, entries)
    if not isinstance(entries, list) or not entries:
        raise rule_error(msg("err.squad_list", seat=seat_msg(seat)), R_SQUAD, "malformed")
    cat = sq.load_catalog()
    ships, cost, uniques = [], 0, set()
    counts: dict[str, int] = {}
    for e in entries:
        pid, sid = (
            (e, None) if isinstance(e, str) else (e.get("pilot"), e.get("id")) if isinstance(e, dict) else (None, None)
        )
        if pid not in c.pilots:
            raise rule_error(msg("err.unknown_pilot", pilot=quoted(pid), seat=seat_msg(seat)), R_SQUAD, "malformed")
        pilot = c.pilots[pid]
        if c.ships[pilot.ship].faction != seat:
            raise rule_error(
                msg(
                    "err.wrong_faction", pilot=pilot_entry_name(pid), ship=c.ships[pilot.ship].name, seat=seat_msg(seat)
                ),
                R_SQUAD,
            )
        if pilot.unique:
            if pid in uniques:
                raise rule_error(msg("err.unique_pilot", pilot=pilot_entry_name(pid)), "Unique names (rulebook p.18)")
            uniques.add(pid)
        ups = e.get("upgrades", []) if isinstance(e, dict) else []
        if not isinstance(ups, list) or not all(isinstance(u, str) for u in ups):
            raise rule_error(msg("err.upgrades_list", pilot=pilot_entry_name(pid)), R_SQUAD, "malformed")
        counts[pid] = counts.get(pid, 0) + 1
        cost += pilot.cost + sum(cat.upgrades[u].cost for u in ups if u in cat.upgrades)
        ships.append((pid, sid, ups))
    if cost > points:
        raise rule_error(msg("err.squad_cost", seat=seat_msg(seat), cost=cost, points=points), R_SQUAD)
    if any(ups for _, _, ups in ships):  # slots, unique upgrades and unknown cards: the cards module's checks
        squad = sq.Squad(seat, tuple(sq.ShipEntry(c.pilots[pid].ship, pid, tuple(ups)) for pid, _, ups in ships))
        problems = sq.validate_squad(squad, cat, points)
        if problems:
            text = msg("err.squad_illegal", seat=seat_msg(seat), problems=sq.problems_msg(problems))
            raise rule_error(text, R_SQUAD)
    out: list[dict[str, Any]] = []
    seen: dict[str, int] = {}
    for pid, sid, ups in ships:
        seen[pid] = seen.get(pid, 0) + 1
        dup = counts[pid] > 1
        rec = ship_record(sid or (f"{pid}-{seen[pid]}" if dup else pid), seat, pid)
        if dup:  # told apart by number: on the board ("BSP2") and in sentences ("Black Squadron Pilot #2")
            rec["label"] += str(seen[pid])
            rec["number"] = seen[pid]
        rec["upgrades"] = list(ups)
        out.append(rec)
    return out, cost


def initial_state(options: dict[str, Any], chance: Chance) -> dict[str, Any]:
    squads = options.get("squads")
    mission = options.get("mission")
    if mission is not None and squads is None:  # a mission's recommended forces (Imperial initiative, as quick start)
        from bot.games.xwing import missions

        squads = missions.recommended_forces(mission)
        options = {**options, "points": options.get("points", 100)}
    quick = squads is None or "squads" not in options
    points = options.get("points", 31 if quick else 100)
    if not isinstance(points, int) or isinstance(points, bool) or not 1 <= points <= 1000:
        raise rule_error(msg("err.points"), code="malformed")
    if squads is None:
        squads = QUICK_START
    if not isinstance(squads, dict) or set(squads) != {"rebel", "imperial"}:
        raise rule_error(msg("err.squads"), R_SQUAD, "malformed")
    built = {seat: build_squad(seat, squads[seat], points) for seat in ("rebel", "imperial")}
    cost = {seat: built[seat][1] for seat in built}
    # Initiative: the Imperial without squad building; else fewer points, ties to the Imperial (rulebook p.18).
    initiative = "imperial" if quick or cost["imperial"] <= cost["rebel"] else "rebel"
    obstacles_opt = options.get("obstacles", "none")
    if obstacles_opt not in ("none", "standard", "place"):
        raise rule_error(msg("err.obstacles"), code="malformed")
    deployment = options.get("deployment", "prompt")
    if deployment not in ("prompt", "auto"):
        raise rule_error(msg("err.deployment"), code="malformed")
    ships = [s for seat in ("rebel", "imperial") for s in built[seat][0]]
    ids = [s["id"] for s in ships]
    if len(set(ids)) != len(ids):
        raise rule_error(msg("err.ship_ids"), R_SQUAD, "malformed")
    state: dict[str, Any] = {
        "game": "xwing",
        "version": 1,
        "options": {"points": points, "quick_start": quick, "obstacles": obstacles_opt, "deployment": deployment},
        "seats": {"rebel": {"faction": "rebel"}, "imperial": {"faction": "imperial"}},
        "round": 0,
        "phase": "setup",
        "pending": None,
        "initiative": initiative,
        "points": cost,
        "ships": {s["id"]: s for s in ships},
        "order": ids,
        "obstacles": space.standard_obstacles() if obstacles_opt == "standard" else [],
        "rebel_edge": None if obstacles_opt != "none" else "south",
        "deck": chance.shuffle("setup:damage-deck", content().deck()),
        "discard": [],
        "next_lock": 0,
        "dials": {},
        "commitments": {},
        "revealed": {},
        "attack": None,
        "active_ship": None,
        "last_move": None,
        "last_attack": None,
        "log": [],
        "log_said": [],  # the message of each log line (None for a line without one), for the pictures' language
        "winner": None,
        "win_reason": None,
        "win_said": None,
        "standing": {"rebel": {}, "imperial": {}},
        "rulings": [],
        "free_actions": [],
    }
    if mission is not None:
        from bot.games.xwing import missions

        missions.prepare(state, mission)  # mission state, set-up zones; raises RuleError for an unknown mission
    if deployment == "auto":
        auto_deploy(state)
    return state


def auto_deploy(state: dict[str, Any]) -> None:
    """Spread each side's ships along its edge, facing the enemy (for quick tests and benchmarks)."""
    if state.get("mission"):
        from bot.games.xwing import missions

        missions.auto_deploy(state)
        return
    for seat in ("rebel", "imperial"):
        mine = [s for s in state["ships"].values() if s["seat"] == seat]
        for i, ship in enumerate(mine):
            x = space.MAT * (i + 1) / (len(mine) + 1)
            y = 50.0 if seat == "rebel" else space.MAT - 50.0
            ship["pose"] = {"x": round(x, 4), "y": y, "heading": 0.0 if seat == "rebel" else 180.0}
