"""Capacity (LRR 16; RU 39.10а; note N1): fighters without a move value (Fighter I) and ground forces in the space
area need room on ships. Fighter II may stay beyond capacity (it counts against the fleet pool, which a standalone
battle does not model). A space dock in the system lets 3 fighters stay without room.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.ti4 import hits


def bound_types(side: Mapping[str, Any]) -> list[str]:
    st = side["stats"]
    return [
        uid for uid in side["units"] if st[uid]["class"] == "ground" or (st[uid]["fighter"] and st[uid]["move"] is None)
    ]


def bound(side: Mapping[str, Any]) -> int:
    return sum(sum(side["units"][u]) for u in bound_types(side))


def capacity(side: Mapping[str, Any], only_moving: bool = False) -> int:
    st = side["stats"]
    return sum(
        st[uid]["capacity"] * (u + d)
        for uid, (u, d) in side["units"].items()
        if st[uid]["class"] == "ship" and (not only_moving or st[uid]["move"] is not None)
    )


def fits(side: Mapping[str, Any], units: Mapping[str, list[int]], room: int, dock: bool) -> bool:
    st = side["stats"]
    ftr = sum(sum(units[u]) for u in units if st[u]["fighter"] and st[u]["move"] is None)
    ground = sum(sum(units[u]) for u in units if st[u]["class"] == "ground")
    return ftr - (min(3, ftr) if dock else 0) + ground <= room


def over_capacity(side: Mapping[str, Any]) -> bool:
    return not fits(side, side["units"], capacity(side), side["space_dock"])


def removal_options(side: Mapping[str, Any], room: int, dock: bool) -> list[dict[str, int]]:
    """The fewest bound units to remove so the rest fit in `room`; every distinct choice, cheapest first."""
    types = sorted(bound_types(side), key=lambda u: hits.cost_key(u, side["stats"]))
    total = sum(sum(side["units"][u]) for u in types)

    def combos(i: int, left: int) -> list[dict[str, int]]:
        if i == len(types):
            return [{}] if left == 0 else []
        out = []
        for n in range(min(left, sum(side["units"][types[i]])), -1, -1):
            out += [({types[i]: n} if n else {}) | rest for rest in combos(i + 1, left - n)]
        return out

    for n in range(total + 1):
        fitting = []
        for c in combos(0, n):
            kept = {u: [max(0, side["units"][u][0] - c.get(u, 0)), 0] for u in types}
            if fits(side, kept, room, dock):
                fitting.append(c)
        if fitting:
            return fitting
    return [{u: sum(side["units"][u]) for u in types}]
