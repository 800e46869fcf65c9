"""Hand-built X-Wing views following the contract (docs/xwing-view.md), for renderer tests and benchmarks.

Positions are worked out by hand with the 1e closed forms (shared/reference/discord-and-geometry.md 3.2):
straight s moves the centre 40 + 40*s (small base); templates are 20 mm wide.
"""

from __future__ import annotations

import copy
import math
from typing import Any

View = dict[str, Any]
H = 20.0  # half a small base


def pose(x: float, y: float, heading: float) -> dict[str, float]:
    return {"x": x, "y": y, "heading": heading}


def _at(p: dict[str, float], right: float, forward: float) -> tuple[float, float]:
    t = math.radians(p["heading"])
    return (p["x"] + right * math.cos(t) + forward * math.sin(t), p["y"] - right * math.sin(t) + forward * math.cos(t))


def straight_template(start: dict[str, float], speed: int) -> list[list[float]]:
    length = 40.0 * speed
    return [list(_at(start, dx, dy)) for dx, dy in ((-10, H), (10, H), (10, H + length), (-10, H + length))]


def curve_template(start: dict[str, float], radius: float, degrees: float, right: bool) -> list[list[float]]:
    """An annular sector from the front edge centre: inner and outer edges at radius -/+ 10."""
    d = 1.0 if right else -1.0
    outer, inner = [], []
    for i in range(17):
        phi = math.radians(degrees * i / 16)
        for r, acc in ((radius + 10, outer), (radius - 10, inner)):
            acc.append(_at(start, d * (radius - r * math.cos(phi)), H + r * math.sin(phi)))
    return [list(p) for p in outer + inner[::-1]]


def curve_end(start: dict[str, float], radius: float, degrees: float, right: bool) -> dict[str, float]:
    d = 1.0 if right else -1.0
    a = math.radians(degrees)
    rx = d * radius * (1 - math.cos(a)) + H * d * math.sin(a)
    fy = H + radius * math.sin(a) + H * math.cos(a)
    x, y = _at(start, rx, fy)
    return pose(round(x, 2), round(y, 2), (start["heading"] + d * degrees) % 360)


def asteroid(aid: str, cx: float, cy: float, radii: list[float]) -> dict[str, Any]:
    n = len(radii)
    pts = [[round(cx + r * math.sin(2 * math.pi * i / n), 2), round(cy + r * math.cos(2 * math.pi * i / n), 2)]
           for i, r in enumerate(radii)]
    return {"id": aid, "kind": "asteroid", "points": pts}


ASTEROIDS = [
    asteroid("a1", 300, 560, [42, 50, 38, 45, 36, 48, 40, 34]),
    asteroid("a2", 620, 600, [30, 38, 44, 36, 30, 40, 35]),
    asteroid("a3", 430, 410, [34, 40, 30, 38, 42, 33, 37, 36, 31]),
    asteroid("a4", 250, 300, [36, 30, 42, 38, 33, 40]),
    asteroid("a5", 680, 330, [40, 46, 34, 42, 38, 30, 44]),
    asteroid("a6", 500, 700, [28, 34, 30, 36, 32, 29]),
]

SHIPS: dict[str, dict[str, Any]] = {
    "luke": {"seat": "rebel", "ship_type": "X-wing", "pilot": "Luke Skywalker", "label": "LS", "skill": 8,
             "hull": 3, "shields": 2},
    "wedge": {"seat": "rebel", "ship_type": "X-wing", "pilot": "Wedge Antilles", "label": "WA", "skill": 9,
              "hull": 3, "shields": 2},
    "rookie1": {"seat": "rebel", "ship_type": "X-wing", "pilot": "Rookie Pilot", "label": "RP1", "skill": 2,
                "hull": 3, "shields": 2},
    "gold": {"seat": "rebel", "ship_type": "Y-wing", "pilot": "Gold Squadron Pilot", "label": "GS", "skill": 2,
             "hull": 5, "shields": 3},
    "nightbeast": {"seat": "imperial", "ship_type": "TIE Fighter", "pilot": "\"Night Beast\"", "label": "NB",
                   "skill": 5, "hull": 3, "shields": 0},
    "obsidian": {"seat": "imperial", "ship_type": "TIE Fighter", "pilot": "Obsidian Squadron Pilot", "label": "OS",
                 "skill": 3, "hull": 3, "shields": 0},
    "vader": {"seat": "imperial", "ship_type": "TIE Advanced", "pilot": "Darth Vader", "label": "DV", "skill": 9,
              "hull": 3, "shields": 2},
    "obsidian2": {"seat": "imperial", "ship_type": "TIE Fighter", "pilot": "Obsidian Squadron Pilot", "label": "OS2",
                  "skill": 3, "hull": 3, "shields": 0},
}


def ship(sid: str, p: dict[str, float], **changes: Any) -> dict[str, Any]:
    base = SHIPS[sid]
    out: dict[str, Any] = {
        "id": sid, "seat": base["seat"], "faction": base["seat"], "ship_type": base["ship_type"],
        "pilot": base["pilot"], "label": base["label"], "skill": base["skill"], "base": "small", "pose": p,
        "hull": base["hull"], "hull_max": base["hull"], "shields": base["shields"], "shields_max": base["shields"],
        "tokens": {"focus": 0, "evade": 0, "stress": 0, "ion": 0}, "locks": [], "locked_by": [],
        "damage_faceup": [], "damage_facedown": 0, "destroyed": False, "fled": False,
        "dial": {"committed": False, "commitment": None, "maneuver": None},
    }
    tokens = changes.pop("tokens", {})
    out["tokens"].update(tokens)
    out.update(changes)
    return out


def view(**changes: Any) -> View:
    out: View = {
        "game": "xwing", "viewer": None, "round": 1, "phase": "planning", "initiative": "imperial",
        "active_ship": None, "seats": {"rebel": {"faction": "rebel"}, "imperial": {"faction": "imperial"}},
        "mat": {"width": 914.4, "height": 914.4}, "ships": [], "obstacles": copy.deepcopy(ASTEROIDS),
        "last_move": None, "last_attack": None, "log": [],
    }
    out.update(changes)
    return out


def committed(maneuver: str | None = None) -> dict[str, Any]:
    return {"committed": True, "commitment": "9f2c" * 16, "maneuver": maneuver}


def die(kind: str, face: str, *, rerolled: bool = False, history: list[str] | None = None,
        cancelled: bool = False, added: bool = False) -> dict[str, Any]:
    return {"type": kind, "face": face, "rerolled": rerolled, "history": history or [], "cancelled": cancelled,
            "added": added}


def start_of_match() -> View:
    """Round 1 planning: Luke at the Rebel edge, two TIEs at the Imperial edge; two dials locked, one not yet."""
    return view(
        ships=[
            ship("luke", pose(457.2, 40.0, 0.0), dial=committed()),
            ship("nightbeast", pose(380.0, 874.4, 180.0), dial=committed()),
            ship("obsidian", pose(540.0, 874.4, 180.0)),
        ],
        log=["Match started: Rebel (Luke Skywalker) vs Imperial (Night Beast, Obsidian Squadron Pilot)",
             "Round 1 planning: rebel and imperial locked 2 of 3 dials"],
    )


def seat_view_with_dial(maneuver: str = "2-bank-left") -> View:
    """The start of the match as the Rebel player sees it: Luke's own dial is shown to him."""
    v = start_of_match()
    v["viewer"] = "rebel"
    v["ships"][0]["dial"] = committed(maneuver)
    return v


def bump() -> View:
    """Obsidian flew 3 straight toward Luke, overlapped him and stopped touching his base (skips its action)."""
    start = pose(470.0, 560.0, 180.0)
    planned = pose(470.0, 400.0, 180.0)  # 40 + 3*40 = 160 mm straight ahead
    end = pose(470.0, 420.0, 180.0)  # backed up until its front edge (y 400) touches Luke's (y 360..400)
    return view(
        round=2, phase="activation", active_ship="obsidian",
        ships=[
            ship("luke", pose(462.0, 380.0, 0.0), tokens={"focus": 1}, dial=committed()),
            ship("nightbeast", pose(300.0, 700.0, 200.0), tokens={"focus": 1}),
            ship("obsidian", end, tokens={"stress": 0}),
        ],
        last_move={
            "ship": "obsidian", "maneuver": "3-straight", "difficulty": "white", "start": start, "end": end,
            "template": straight_template(start, 3), "bumped": ["luke"], "obstacles_hit": [], "fled": False,
            "planned_end": planned,
        },
        log=["OS flew 3-straight and bumped into LS: no action"],
    )


def attack_through_asteroid() -> View:
    """Luke fires at Night Beast at range 2 (180 mm) through asteroid a3: obstructed, +1 defence die.

    Luke spends lock A to reroll a blank (now a hit); NB spends focus (focus -> evade). Two evades cancel the two
    hits; the crit deals a face-up card.
    """
    return view(
        round=2, phase="combat", active_ship="luke",
        ships=[
            ship("luke", pose(400.0, 300.0, 0.0), locked_by=[{"letter": "B", "by": "obsidian"}]),
            ship("nightbeast", pose(420.0, 520.0, 180.0), hull=2, damage_faceup=["Blinded Pilot"]),
            ship("obsidian", pose(610.0, 430.0, 250.0), locks=[{"letter": "B", "target": "luke"}],
                 tokens={"focus": 1}),
        ],
        last_attack={
            "attacker": "luke", "defender": "nightbeast", "weapon": "primary",
            "line": [[408.0, 320.0], [408.0, 500.0]], "range": 2, "distance_mm": 180.0, "obstructed": True,
            "obstacle": "a3",
            "attack_dice": [
                die("attack", "hit", cancelled=True),
                die("attack", "crit"),
                die("attack", "hit", rerolled=True, history=["blank"], cancelled=True),
            ],
            "defense_dice": [
                die("defense", "evade"),
                die("defense", "evade", history=["focus"]),
                die("defense", "blank"),
                die("defense", "blank"),
            ],
            "result": {"hits": 0, "crits": 1, "shield_damage": 0, "cards_facedown": 0, "cards_faceup": 1},
        },
        log=["LS attacks NB at range 2, obstructed by a3", "NB is dealt Blinded Pilot (face up)"],
    )


def ship_fleeing() -> View:
    """A damaged Y-wing flew 1 straight off the left edge: its base is outside the play area, it is destroyed."""
    start = pose(55.0, 600.0, 270.0)
    end = pose(-25.0, 600.0, 270.0)  # 40 + 40 = 80 mm straight ahead (toward -x)
    return view(
        round=3, phase="activation", active_ship="gold",
        ships=[
            ship("gold", end, hull=0, shields=0, destroyed=True, fled=True, damage_facedown=3,
                 damage_faceup=["Console Fire"]),
            ship("luke", pose(300.0, 420.0, 300.0), shields=1),
            ship("nightbeast", pose(200.0, 680.0, 120.0), tokens={"stress": 1}),
            ship("obsidian", pose(520.0, 560.0, 200.0)),
        ],
        last_move={
            "ship": "gold", "maneuver": "1-straight", "difficulty": "green", "start": start, "end": end,
            "template": straight_template(start, 1), "bumped": [], "obstacles_hit": [], "fled": True,
            "planned_end": None,
        },
        log=["GS flew 1-straight off the table: fled, destroyed"],
    )


def crowded_table() -> View:
    """Eight ships in a knife fight around the middle; Wedge just banked over asteroid a3."""
    start = pose(330.0, 330.0, 20.0)
    end = curve_end(start, 130.0, 45.0, right=True)  # 2-bank-right
    return view(
        round=4, phase="activation", active_ship="wedge", initiative="rebel",
        ships=[
            ship("wedge", end, tokens={"stress": 1}, damage_facedown=1, shields=1),
            ship("luke", pose(360.0, 470.0, 45.0), tokens={"focus": 1}, locks=[{"letter": "A", "target": "vader"}]),
            ship("rookie1", pose(560.0, 300.0, 330.0), hull=2, shields=0, damage_faceup=["Structural Damage"],
                 damage_facedown=1),
            ship("gold", pose(300.0, 220.0, 10.0), tokens={"ion": 1}, shields=1, upgrades=["Ion Cannon Turret"]),
            ship("vader", pose(520.0, 560.0, 210.0), locked_by=[{"letter": "A", "by": "luke"}],
                 tokens={"focus": 1, "evade": 1}),
            ship("nightbeast", pose(430.0, 620.0, 160.0), tokens={"stress": 2}),
            ship("obsidian", pose(620.0, 460.0, 250.0), hull=1, damage_faceup=["Direct Hit!"]),
            ship("obsidian2", pose(650.0, 680.0, 190.0), tokens={"focus": 1}),
        ],
        last_move={
            "ship": "wedge", "maneuver": "2-bank-right", "difficulty": "white", "start": start, "end": end,
            "template": curve_template(start, 130.0, 45.0, right=True), "bumped": [], "obstacles_hit": ["a3"],
            "fled": False, "planned_end": None,
        },
        log=["WA flew 2-bank-right over asteroid a3: no action, rolls 1 attack die"],
    )


SCENARIOS = {
    "start": start_of_match,
    "bump": bump,
    "attack_asteroid": attack_through_asteroid,
    "fleeing": ship_fleeing,
    "crowded": crowded_table,
}
