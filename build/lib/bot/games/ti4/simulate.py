"""A plain Monte Carlo simulator of a space combat, written independently of odds.py to check it.

Generic units only (no faction or technology effects), no retreats; PDS may fire before combat. Policy as in the
odds: Sustain Damage first (cheapest sustainers first), then the cheapest ships, damaged before undamaged.
"""

from __future__ import annotations

import random
from typing import Any

from bot.games.ti4.units import parse_fleet, unit_stats

# one ship: [cost, combat value, dice, can sustain, damaged, is fighter]
Ship = list[Any]


def _fleet(text: str) -> tuple[list[Ship], list[tuple[int, int]], list[tuple[int, int]]]:
    ships: list[Ship] = []
    afb: list[tuple[int, int]] = []
    for uid, n in parse_fleet(text).items():
        st = unit_stats(uid)
        if st["class"] != "ship":
            continue
        for _ in range(n):
            ships.append([st["cost"], st["combat"][0], st["combat"][1], st["sustain"], False, st["fighter"]])
            if st["afb"]:
                afb.append((st["afb"][0], st["afb"][1]))
    ships.sort(key=lambda s: s[0])
    return ships, afb, []


def _pds(text: str) -> list[tuple[int, int]]:
    if not text:
        return []
    out = []
    for uid, n in parse_fleet(text, allow=("structure",)).items():
        sc = unit_stats(uid)["space_cannon"]
        out += [(sc[0], sc[1])] * n
    return out


def _roll(rng: random.Random, dice: list[tuple[int, int]]) -> int:
    hits = 0
    rand = rng.random
    for value, n in dice:
        for _ in range(n):
            if int(rand() * 10) + 1 >= value:
                hits += 1
    return hits


def _take(ships: list[Ship], hits: int, sustain: bool = True) -> None:
    if sustain:
        for s in ships:
            if not hits:
                break
            if s[3] and not s[4]:
                s[4] = True
                hits -= 1
    # cheapest first; among equal cost, damaged first
    ships.sort(key=lambda s: (s[0], not s[4]))
    del ships[:hits]


def battle(
    rng: random.Random,
    a0: list[Ship],
    d0: list[Ship],
    a_afb: list[tuple[int, int]],
    d_afb: list[tuple[int, int]],
    a_pds: list[tuple[int, int]],
    d_pds: list[tuple[int, int]],
) -> int:
    """1: attacker wins, -1: defender wins, 0: draw."""
    a = [list(s) for s in a0]
    d = [list(s) for s in d0]
    if a_pds and d:
        _take(d, _roll(rng, a_pds))
    if d_pds and a:
        _take(a, _roll(rng, d_pds))
    if a and d:
        ha, hd = _roll(rng, a_afb), _roll(rng, d_afb)
        for side, h in ((d, ha), (a, hd)):
            fighters = [s for s in side if s[5]]
            for s in fighters[:h]:
                side.remove(s)
    while a and d:
        ha = _roll(rng, [(s[1], s[2]) for s in a])
        hd = _roll(rng, [(s[1], s[2]) for s in d])
        _take(d, ha)
        _take(a, hd)
    return 1 if a else (-1 if d else 0)


def simulate(
    attacker: str, defender: str, battles: int, seed: int = 1, attacker_pds: str = "", defender_pds: str = ""
) -> tuple[float, float, float]:
    """(attacker win, defender win, draw) frequencies over `battles` seeded battles."""
    rng = random.Random(seed)
    a, a_afb, _ = _fleet(attacker)
    d, d_afb, _ = _fleet(defender)
    ap, dp = _pds(attacker_pds), _pds(defender_pds)
    tally = {1: 0, -1: 0, 0: 0}
    for _ in range(battles):
        tally[battle(rng, a, d, a_afb, d_afb, ap, dp)] += 1
    return tally[1] / battles, tally[-1] / battles, tally[0] / battles
