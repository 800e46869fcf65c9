"""Hand-built X-Wing views following the contract (docs/xwing-view.md), for renderer tests and benchmarks.

The scenes are chosen by hand; every derived number (where a maneuver ends, the template flown, where a bumping
ship stops, the attack's measuring line, range and obstruction) comes from the rules geometry
(bot.games.xwing.geometry), so the pictures are checked against the same maths the match uses.
"""

from __future__ import annotations

import copy
import math
from typing import Any

from bot.games.xwing import geometry as geo

View = dict[str, Any]


def pose(x: float, y: float, heading: float) -> dict[str, float]:
    return {"x": x, "y": y, "heading": heading}


def _ship_like(p: dict[str, float], base: str = "small") -> tuple[geo.Pose, str]:
    return (geo.Pose(p["x"], p["y"], p["heading"]), base)


def _obstacles(view_obstacles: list[dict[str, Any]]) -> list[geo.Obstacle]:
    return [geo.obstacle_from_points(o["id"], o["points"]) for o in view_obstacles]


def fly(
    mover: str, start: dict[str, float], maneuver: str, difficulty: str, others: dict[str, dict[str, float]]
) -> tuple[dict[str, Any], dict[str, float]]:
    """(the view's last_move, the final pose) for `mover` flying `maneuver` among `others` and the asteroids."""
    result = geo.execute_maneuver(
        _ship_like(start), maneuver, {k: _ship_like(v) for k, v in others.items()}, _obstacles(ASTEROIDS)
    )
    final = result.final.to_json()
    nominal = result.nominal.to_json()
    move = {
        "ship": mover,
        "maneuver": maneuver,
        "difficulty": difficulty,
        "start": start,
        "end": final,
        "template": [list(p) for p in result.template.exterior.coords][:-1],
        "bumped": list(result.bumped),
        "obstacles_hit": [h.obstacle for h in result.obstacles_hit],
        "fled": result.fled,
        "planned_end": nominal if result.did_bump else None,
    }
    return move, final


def measure(attacker: dict[str, float], defender: dict[str, float]) -> dict[str, Any]:
    """The geometric half of a view's last_attack: line, range, distance, obstruction."""
    g = geo.attack_geometry(_ship_like(attacker), _ship_like(defender), _obstacles(ASTEROIDS))
    assert g.in_arc and g.line is not None and g.distance_mm is not None
    return {
        "line": [list(g.line[0]), list(g.line[1])],
        "range": g.band,
        "distance_mm": round(g.distance_mm, 1),
        "obstructed": g.obstructed,
        "obstacle": g.obstructed_by[0] if g.obstructed_by else None,
    }


def asteroid(aid: str, cx: float, cy: float, radii: list[float]) -> dict[str, Any]:
    n = len(radii)
    pts = [
        [round(cx + r * math.sin(2 * math.pi * i / n), 2), round(cy + r * math.cos(2 * math.pi * i / n), 2)]
        for i, r in enumerate(radii)
    ]
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
    "luke": {
        "seat": "rebel",
        "ship_type": "X-wing",
        "pilot": "Luke Skywalker",
        "label": "LS",
        "skill": 8,
        "hull": 3,
        "shields": 2,
    },
    "wedge": {
        "seat": "rebel",
        "ship_type": "X-wing",
        "pilot": "Wedge Antilles",
        "label": "WA",
        "skill": 9,
        "hull": 3,
        "shields": 2,
    },
    "rookie1": {
        "seat": "rebel",
        "ship_type": "X-wing",
        "pilot": "Rookie Pilot",
        "label": "RP1",
        "skill": 2,
        "hull": 3,
        "shields": 2,
    },
    "gold": {
        "seat": "rebel",
        "ship_type": "Y-wing",
        "pilot": "Gold Squadron Pilot",
        "label": "GS",
        "skill": 2,
        "hull": 5,
        "shields": 3,
    },
    "nightbeast": {
        "seat": "imperial",
        "ship_type": "TIE Fighter",
        "pilot": '"Night Beast"',
        "label": "NB",
        "skill": 5,
        "hull": 3,
        "shields": 0,
    },
    "obsidian": {
        "seat": "imperial",
        "ship_type": "TIE Fighter",
        "pilot": "Obsidian Squadron Pilot",
        "label": "OS",
        "skill": 3,
        "hull": 3,
        "shields": 0,
    },
    "vader": {
        "seat": "imperial",
        "ship_type": "TIE Advanced",
        "pilot": "Darth Vader",
        "label": "DV",
        "skill": 9,
        "hull": 3,
        "shields": 2,
    },
    "obsidian2": {
        "seat": "imperial",
        "ship_type": "TIE Fighter",
        "pilot": "Obsidian Squadron Pilot",
        "label": "OS2",
        "skill": 3,
        "hull": 3,
        "shields": 0,
    },
}


def ship(sid: str, p: dict[str, float], **changes: Any) -> dict[str, Any]:
    base = SHIPS[sid]
    out: dict[str, Any] = {
        "id": sid,
        "seat": base["seat"],
        "faction": base["seat"],
        "ship_type": base["ship_type"],
        "pilot": base["pilot"],
        "label": base["label"],
        "skill": base["skill"],
        "base": "small",
        "pose": p,
        "hull": base["hull"],
        "hull_max": base["hull"],
        "shields": base["shields"],
        "shields_max": base["shields"],
        "tokens": {"focus": 0, "evade": 0, "stress": 0, "ion": 0},
        "locks": [],
        "locked_by": [],
        "damage_faceup": [],
        "damage_facedown": 0,
        "destroyed": False,
        "fled": False,
        "dial": {"committed": False, "commitment": None, "maneuver": None},
    }
    tokens = changes.pop("tokens", {})
    out["tokens"].update(tokens)
    out.update(changes)
    return out


def view(**changes: Any) -> View:
    out: View = {
        "game": "xwing",
        "viewer": None,
        "round": 1,
        "phase": "planning",
        "initiative": "imperial",
        "active_ship": None,
        "seats": {"rebel": {"faction": "rebel"}, "imperial": {"faction": "imperial"}},
        "mat": {"width": 914.4, "height": 914.4},
        "ships": [],
        "obstacles": copy.deepcopy(ASTEROIDS),
        "last_move": None,
        "last_attack": None,
        "log": [],
    }
    out.update(changes)
    return out


def committed(maneuver: str | None = None) -> dict[str, Any]:
    return {"committed": True, "commitment": "9f2c" * 16, "maneuver": maneuver}


def die(
    kind: str,
    face: str,
    *,
    rerolled: bool = False,
    history: list[str] | None = None,
    cancelled: bool = False,
    added: bool = False,
) -> dict[str, Any]:
    return {
        "type": kind,
        "face": face,
        "rerolled": rerolled,
        "history": history or [],
        "cancelled": cancelled,
        "added": added,
    }


def start_of_match() -> View:
    """Round 1 planning: Luke at the Rebel edge, two TIEs at the Imperial edge; two dials locked, one not yet."""
    return view(
        ships=[
            ship("luke", pose(457.2, 40.0, 0.0), dial=committed()),
            ship("nightbeast", pose(380.0, 874.4, 180.0), dial=committed()),
            ship("obsidian", pose(540.0, 874.4, 180.0)),
        ],
        log=[
            "Match started: Rebel (Luke Skywalker) vs Imperial (Night Beast, Obsidian Squadron Pilot)",
            "Round 1 planning: rebel and imperial locked 2 of 3 dials",
        ],
    )


def seat_view_with_dial(maneuver: str = "2-bank-left") -> View:
    """The start of the match as the Rebel player sees it: Luke's own dial is shown to him."""
    v = start_of_match()
    v["viewer"] = "rebel"
    v["ships"][0]["dial"] = committed(maneuver)
    return v


def bump() -> View:
    """Obsidian flies 3 straight toward Luke, would overlap him, and stops touching his base (skips its action)."""
    luke, nightbeast = pose(462.0, 380.0, 0.0), pose(300.0, 700.0, 200.0)
    move, end = fly(
        "obsidian", pose(470.0, 560.0, 180.0), "3-straight", "white", {"luke": luke, "nightbeast": nightbeast}
    )
    assert move["bumped"] == ["luke"] and move["planned_end"] is not None
    return view(
        round=2,
        phase="activation",
        active_ship="obsidian",
        ships=[
            ship("luke", luke, tokens={"focus": 1}, dial=committed()),
            ship("nightbeast", nightbeast, tokens={"focus": 1}),
            ship("obsidian", end),
        ],
        last_move=move,
        log=["OS flew 3-straight, bumped into LS and landed on asteroid a3: no action"],
    )


def attack_through_asteroid() -> View:
    """Luke fires at Night Beast at range 2 through asteroid a3: obstructed, +1 defence die.

    Luke spends lock A to reroll a blank (now a hit); NB spends focus (focus -> evade). Two evades cancel the two
    hits; the crit deals a face-up card.
    """
    luke, nightbeast = pose(400.0, 300.0, 0.0), pose(420.0, 520.0, 180.0)
    geometry = measure(luke, nightbeast)
    assert geometry["range"] == 2 and geometry["obstructed"] and geometry["obstacle"] == "a3"
    return view(
        round=2,
        phase="combat",
        active_ship="luke",
        ships=[
            ship("luke", luke, locked_by=[{"letter": "B", "by": "obsidian"}]),
            ship("nightbeast", nightbeast, hull=2, damage_faceup=["Blinded Pilot"]),
            ship("obsidian", pose(610.0, 430.0, 250.0), locks=[{"letter": "B", "target": "luke"}], tokens={"focus": 1}),
        ],
        last_attack={
            "attacker": "luke",
            "defender": "nightbeast",
            "weapon": "primary",
            **geometry,
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
    """A damaged Y-wing flies 1 straight off the left edge: its base leaves the play area, it is destroyed."""
    others = {
        "luke": pose(300.0, 420.0, 300.0),
        "nightbeast": pose(200.0, 680.0, 120.0),
        "obsidian": pose(520.0, 560.0, 200.0),
    }
    move, end = fly("gold", pose(55.0, 600.0, 270.0), "1-straight", "green", others)
    assert move["fled"]
    return view(
        round=3,
        phase="activation",
        active_ship="gold",
        ships=[
            ship(
                "gold",
                end,
                hull=0,
                shields=0,
                destroyed=True,
                fled=True,
                damage_facedown=3,
                damage_faceup=["Console Fire"],
            ),
            ship("luke", others["luke"], shields=1),
            ship("nightbeast", others["nightbeast"], tokens={"stress": 1}),
            ship("obsidian", others["obsidian"]),
        ],
        last_move=move,
        log=["GS flew 1-straight off the table: fled, destroyed"],
    )


def crowded_table() -> View:
    """Eight ships in a knife fight around the middle; Wedge just banked over asteroid a3."""
    others = {
        "luke": pose(360.0, 470.0, 45.0),
        "rookie1": pose(560.0, 300.0, 330.0),
        "gold": pose(300.0, 220.0, 10.0),
        "vader": pose(520.0, 560.0, 210.0),
        "nightbeast": pose(430.0, 620.0, 160.0),
        "obsidian": pose(620.0, 460.0, 250.0),
        "obsidian2": pose(650.0, 680.0, 190.0),
    }
    move, end = fly("wedge", pose(330.0, 330.0, 20.0), "2-bank-right", "white", others)
    assert move["obstacles_hit"] == ["a3"] and not move["bumped"]
    return view(
        round=4,
        phase="activation",
        active_ship="wedge",
        initiative="rebel",
        ships=[
            ship("wedge", end, tokens={"stress": 1}, damage_facedown=1, shields=1),
            ship("luke", others["luke"], tokens={"focus": 1}, locks=[{"letter": "A", "target": "vader"}]),
            ship(
                "rookie1", others["rookie1"], hull=2, shields=0, damage_faceup=["Structural Damage"], damage_facedown=1
            ),
            ship("gold", others["gold"], tokens={"ion": 1}, shields=1, upgrades=["Ion Cannon Turret"]),
            ship("vader", others["vader"], locked_by=[{"letter": "A", "by": "luke"}], tokens={"focus": 1, "evade": 1}),
            ship("nightbeast", others["nightbeast"], tokens={"stress": 2}),
            ship("obsidian", others["obsidian"], hull=1, damage_faceup=["Direct Hit!"]),
            ship("obsidian2", others["obsidian2"], tokens={"focus": 1}),
        ],
        last_move=move,
        log=["WA flew 2-bank-right over asteroid a3: no action, rolls 1 attack die"],
    )


def tangle() -> View:
    """Round 3 planning: Luke nose to nose with Night Beast, the Obsidian pilot touching both from the side; every
    ship carries tokens, so labels, badges, pips and chips compete for the same few millimetres."""
    return view(
        round=3,
        phase="planning",
        ships=[
            ship("luke", pose(450.0, 440.0, 10.0), tokens={"focus": 1, "stress": 1}, dial=committed(), shields=1),
            ship(
                "nightbeast",
                pose(456.0, 482.0, 195.0),
                tokens={"evade": 1},
                dial=committed(),
                damage_faceup=["Blinded Pilot"],
            ),
            ship("obsidian", pose(497.0, 455.0, 280.0), tokens={"focus": 1}, locks=[{"letter": "A", "target": "luke"}]),
        ],
    )


SCENARIOS = {
    "start": start_of_match,
    "bump": bump,
    "attack_asteroid": attack_through_asteroid,
    "fleeing": ship_fleeing,
    "crowded": crowded_table,
    "tangle": tangle,
}
