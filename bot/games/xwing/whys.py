"""Why a ship, a reinforcement, a satellite or an asteroid may not go where a player put it, in the reader's
language: the geometry and the missions give their reasons as English text (naming ships by the labels drawn on
the board); this reads the known ones into catalog messages that name ships by pilot. An unknown reason stays as
given, so a new one is never lost (it only stays English until it is added here)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

from bot.core.texts import msg
from bot.games.xwing.names import ship_name

FIXED = {
    "the base must lie entirely on the mat": "why.on_mat",
    "the asteroid must lie entirely on the mat": "why.asteroid_on_mat",
    "Imperial ships start within range 1 of either faction edge (mission 2)": "why.m2_imperial_zone",
    "Rebel ships start beyond range 1-3 of both faction edges (mission 2)": "why.m2_rebel_zone",
    "Rebel ships start within range 2 of their own edge (mission 1)": "why.m1_rebel_zone",
    "Imperial ships start within range 2 of their own edge (mission 1)": "why.m1_imperial_zone",
    "a satellite must be beyond range 1 of the left and right edges": "why.satellite_sides",
    "it would overlap another satellite": "why.satellite_overlap",
    "every satellite must end at range 2-3 of at least one other satellite": "why.satellite_chain",
}


def _ship(state: Mapping[str, Any], label: str) -> Any:
    for ship in state["ships"].values():
        if ship["label"] == label:
            return ship_name(ship)
    return label


def _number(text: str) -> float:
    return float(text)


PATTERNS: list[tuple[re.Pattern[str], Callable[[Mapping[str, Any], re.Match[str]], dict[str, Any]]]] = [
    (re.compile(r"the base overlaps (\S+)"), lambda s, m: msg("why.overlaps", ship=_ship(s, m[1]))),
    (re.compile(r"it would overlap (\S+)"), lambda s, m: msg("why.would_overlap", ship=_ship(s, m[1]))),
    (re.compile(r"it would lie under (\S+)"), lambda s, m: msg("why.under", ship=_ship(s, m[1]))),
    (
        re.compile(r"it must be beyond range 1 of (\S+) \(a Rebel ship\)"),
        lambda s, m: msg("why.near_rebel", ship=_ship(s, m[1])),
    ),
    (
        re.compile(r"it must be beyond range 1 of asteroid (\S+)"),
        lambda s, m: msg("why.near_asteroid", id=m[1]),
    ),
    (
        re.compile(r"satellite (\d+) must be at range (\d+) of the Rebel edge \(its closest point (\d+) mm away\)"),
        lambda s, m: msg("why.satellite_range", n=int(m[1]), range=int(m[2]), near=int(m[3])),
    ),
    (
        re.compile(r"a reinforcement is placed within range 1 of the (rebel|imperial|rebel or imperial) edge"),
        lambda s, m: msg("why.reinforcement_zone", edges=msg(f"edges.{m[1].replace(' or ', '_')}")),
    ),
    (
        re.compile(r"corner \((-?[\d.]+), (-?[\d.]+)\) is off the mat"),
        lambda s, m: msg("why.off_mat", x=_number(m[1]), y=_number(m[2])),
    ),
    (
        re.compile(r"the base reaches ([\d.]+) mm from the \w+ edge; it must be entirely within ([\d.]+) mm"),
        lambda s, m: msg("why.too_far", dist=_number(m[1]), range=_number(m[2])),
    ),
]


def why_msg(state: Mapping[str, Any], why: str) -> Any:
    """The reason as a message where it is a known one; else the text as given."""
    if why in FIXED:
        return msg(FIXED[why])
    for pattern, build in PATTERNS:
        found = pattern.fullmatch(why)
        if found:
            return build(state, found)
    return why
