"""What each side rolls (combat, anti-fighter barrage, space cannon) and with which modifiers.

Shared by the match (which rolls the dice) and the exact odds (which sums over every result), so both apply the
same rules. A side is the JSON dict kept in the match state: faction, techs, stats and units.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

Side = Mapping[str, Any]

# Faction abilities that modify every combat roll (digest 6.2).
FACTION_COMBAT_MOD = {"sardakk": 1, "jolnar": -1}  # Unrelenting, Fragile
TECHS = {
    "antimass_deflectors": "Antimass Deflectors: other players' Space Cannon rolls against you get -1 per die",
    "plasma_scoring": "Plasma Scoring: one of your units firing Space Cannon rolls 1 extra die",
    "graviton_laser_system": "Graviton Laser System: your Space Cannon hits must go to non-fighter ships if possible",
    "duranium_armor": "Duranium Armor: after assigning hits each round, repair 1 damaged unit that did not sustain",
    "assault_cannon": "Assault Cannon: at the start of combat, with 3+ non-fighter ships, the opponent destroys one",
    "non_euclidean_shielding": "Non-Euclidean Shielding (Letnev): each Sustain Damage cancels 2 hits",
}
# Faction abilities applied whenever the faction is set: Sardakk Unrelenting, Jol-Nar Fragile (combat rolls),
# Mentak Ambush (start of combat), Letnev Munitions Reserves (with trade goods).
FACTION_TECHS = {"non_euclidean_shielding": "letnev"}


@dataclass(frozen=True)
class Group:
    """One batch of dice: all dice of one unit type in one roll."""

    unit: str
    value: int  # printed value to hit (result >= value)
    dice: int
    mod: int  # added to each die's result
    extra_on_natural: int = 0  # Jol-Nar flagship: extra hits for each natural 9 or 10
    non_fighter: bool = False  # L1Z1X: hits must go to non-fighter ships if possible


def has_effect(side: Side, effect: str) -> bool:
    """A flagship with `effect` is present among the side's units."""
    return "flagship" in side["units"] and side["stats"]["flagship"].get("effect") == effect


def ships(side: Side) -> int:
    return sum(u + d for uid, (u, d) in side["units"].items() if side["stats"][uid]["class"] == "ship")


def non_fighter_ships(side: Side) -> int:
    return sum(
        u + d
        for uid, (u, d) in side["units"].items()
        if side["stats"][uid]["class"] == "ship" and not side["stats"][uid]["fighter"]
    )


def fighters(side: Side) -> int:
    return sum(u + d for uid, (u, d) in side["units"].items() if side["stats"][uid]["fighter"])


def combat_groups(side: Side, opponent: Side, *, defender_in_nebula: bool = False) -> list[Group]:
    """The combat rolls of one side in one round, in the order of RU 39.5в (ascending combat value)."""
    base = FACTION_COMBAT_MOD.get(side["faction"] or "", 0) + (1 if defender_in_nebula else 0)
    sardakk_flag = has_effect(side, "plus_one_others")
    l1z1x_flag = has_effect(side, "hits_non_fighter")
    out = []
    for uid, (u, d) in side["units"].items():
        st = side["stats"][uid]
        if st["class"] != "ship" or st["combat"] is None:
            continue
        value, per = st["combat"]
        if per is None:  # Winnu flagship: one die per opponent non-fighter ship
            per = non_fighter_ships(opponent) if st.get("effect") == "dice_per_enemy_non_fighter" else 1
        mod = base + (1 if sardakk_flag and uid != "flagship" else 0)
        extra = 2 if st.get("effect") == "natural_9_10_extra_hits" else 0
        nf = l1z1x_flag and (uid == "flagship" or uid.startswith("dreadnought"))
        out.append(Group(uid, value, (u + d) * per, mod, extra, nf))
    out.sort(key=lambda g: (g.value, side["stats"][g.unit]["cost"] or 0, g.unit))
    return out


def afb_groups(side: Side) -> list[Group]:
    """Anti-fighter barrage: no combat-roll modifier applies (digest 3.1)."""
    out = []
    for uid, (u, d) in side["units"].items():
        afb = side["stats"][uid]["afb"]
        if afb is not None:
            out.append(Group(uid, afb[0], (u + d) * afb[1], 0))
    out.sort(key=lambda g: (g.value, g.unit))
    return out


def ambush_groups(side: Side) -> list[Group]:
    """Mentak Ambush: one die for each of up to 2 cruisers/destroyers, the best combat values first (the choice
    of ships is the Mentak player's; the best ones are never worse). No combat-roll modifiers apply."""
    if side["faction"] != "mentak":
        return []
    ships = sorted(
        (side["stats"][uid]["combat"][0], uid)
        for uid, (u, d) in side["units"].items()
        for _ in range(u + d)
        if uid.rstrip("2") in ("cruiser", "destroyer")
    )[:2]
    out: dict[str, Group] = {}
    for value, uid in ships:
        g = out.get(uid)
        out[uid] = Group(uid, value, (g.dice if g else 0) + 1, 0)
    return sorted(out.values(), key=lambda g: (g.value, g.unit))


def space_cannon_groups(side: Side, target: Side) -> list[Group]:
    """Space Cannon Offense of one side against `target`: its declared PDS and its ships with Space Cannon.

    Antimass Deflectors on the target gives -1 per die; Plasma Scoring adds one die to the best unit; Graviton
    Laser System sends the hits to non-fighter ships if possible. Argent's flagship forbids it altogether.
    """
    if has_effect(target, "no_enemy_space_cannon") or ships(target) == 0:
        return []
    mod = -1 if "antimass_deflectors" in target["techs"] else 0
    nf = "graviton_laser_system" in side["techs"]
    sources: dict[str, tuple[int, int]] = {}
    for uid, n in side["pds"].items():
        sc = side["stats"][uid]["space_cannon"]
        sources[uid] = (sc[0], n * sc[1])
    for uid, (u, d) in side["units"].items():
        sc = side["stats"][uid]["space_cannon"]
        if sc is not None:
            sources[uid] = (sc[0], (u + d) * sc[1])
    out = [Group(uid, v, n, mod, 0, nf) for uid, (v, n) in sources.items()]
    out.sort(key=lambda g: (g.value, g.unit))
    if out and "plasma_scoring" in side["techs"]:
        g = out[0]  # the best value; one extra die, never worse than any other choice
        out[0] = Group(g.unit, g.value, g.dice + 1, g.mod, 0, g.non_fighter)
    return out


def die_hits(g: Group, natural: int) -> int:
    hit = natural + g.mod >= g.value
    return (1 if hit else 0) + (g.extra_on_natural if natural >= 9 else 0)


def hit_distribution(g: Group) -> dict[int, float]:
    """Hits from one die of group g: {hits: probability} over the ten faces."""
    out: dict[int, float] = {}
    for natural in range(1, 11):
        h = die_hits(g, natural)
        out[h] = out.get(h, 0.0) + 0.1
    return out
