"""Star Wars Miniatures attack rolls: d20 + attack against defense (rules digest sw-miniatures.md §2.9); the rules
are the game's own (bot/games/swm/dice.py), this module reads the request and presents the roll.

Request: "+8 vs 16", "d20+8 vs 16", "attack 8 vs defense 16", with optional "cover" (+4 defense, SWM-8.2),
"combined 2" (two helpers, +4 attack each, SWM-10.2), "damage 20" and "droid".
A natural 20 hits automatically and is a critical hit: damage doubled, except against droids (SWM-9.2; the whole
damage is doubled, default A-17). A natural 1 misses automatically (SWM-9.3).
"""

from __future__ import annotations

import re

from bot.games.swm import dice as swm
from bot.quick.common import DieIcon, QuickInputError, RollResult, Verification, chance_for, is_number

EXAMPLE = "+8 vs 16 cover damage 20"
_REQUEST = re.compile(
    r"\s*(?:attack\s*)?([+-]?\s*\d+)\s*(?:vs\.?|versus|against|v)\s*(?:defen[cs]e\s*)?(\d+)(.*)", re.ASCII | re.DOTALL
)


def parse_swm(text: str) -> dict[str, int | bool]:
    src = text.lower().replace("d20", " ")
    m = re.fullmatch(
        r"\s*(?:attack\s*)?([+-]?\s*\d+)\s*(?:vs\.?|versus|against|v)\s*(?:defen[cs]e\s*)?(\d+)(.*)", src, re.ASCII
    )
    if not m:
        raise QuickInputError("give the attack bonus and the defense, like +8 vs 16", EXAMPLE)
    attack = int(m.group(1).replace(" ", ""))
    defense = int(m.group(2))
    rest = re.findall(r"[a-z]+|\d+|\S", m.group(3), re.ASCII)
    out: dict[str, int | bool] = {
        "attack": attack,
        "defense": defense,
        "cover": False,
        "droid": False,
        "damage": 0,
        "helpers": 0,
    }
    i = 0
    while i < len(rest):
        tok = rest[i]
        nxt = rest[i + 1] if i + 1 < len(rest) else None
        if tok == "cover":
            out["cover"] = True
        elif tok in ("droid", "droids"):
            out["droid"] = True
        elif tok in ("damage", "dmg", "combined", "helpers"):
            if not is_number(nxt):
                raise QuickInputError(f"{tok} needs a number", EXAMPLE)
            out["damage" if tok in ("damage", "dmg") else "helpers"] = int(nxt)
            i += 1
        elif tok not in ("with", "and", "target"):
            raise QuickInputError(f"I don't understand {tok!r}", EXAMPLE)
        i += 1
    if not -50 <= attack <= 100 or not 0 <= defense <= 100:
        raise QuickInputError("attack must be -50..100 and defense 0..100", EXAMPLE)
    if int(out["damage"]) > 1000 or int(out["helpers"]) > 20:
        raise QuickInputError("damage at most 1000 and at most 20 helpers", EXAMPLE)
    return out


def roll_swm(request: str, seed: str | None = None) -> RollResult:
    p = parse_swm(request)
    attack = swm.attack_bonus(int(p["attack"]), int(p["helpers"]))
    defense = swm.defense_value(int(p["defense"]), bool(p["cover"]))
    seed, chance = chance_for(seed)
    key = "swm:attack"
    natural = chance.rng(key).randint(1, 20)
    result = swm.resolve(natural, attack, defense)
    total, hit, crit, outcome = result.total, result.hit, result.critical, result.explanation
    base_damage = int(p["damage"])
    damage = swm.damage(base_damage, result, bool(p["droid"]))
    fields = [
        ("Roll", f"d20 = {natural}, {attack:+d} → {total}"),
        ("Defense", f"{defense}" + (f" (includes +{swm.COVER_BONUS} cover)" if p["cover"] else "")),
    ]
    if p["helpers"]:
        bonus = swm.HELPER_BONUS * int(p["helpers"])
        fields.append(("Combined fire", f"{p['helpers']} helper(s): +{bonus} attack"))
    if base_damage:
        note = (
            " (critical: doubled)"
            if hit and crit and not p["droid"]
            else (" (droid: a critical is not doubled)" if hit and crit else "")
        )
        fields.append(("Damage", f"{damage}{note}"))
    state = "crit" if crit else ("hit" if hit else "miss")
    label = f"d20{attack:+d} vs {defense}"
    return RollResult(
        game="swm",
        request=label,
        title=f"Star Wars Miniatures attack: {label}",
        summary=outcome + (f", {damage} damage" if base_damage and hit else ""),
        fields=tuple(fields),
        icons=(DieIcon("d20", str(natural), state),),
        verification=Verification(seed, (key,)),
        details={
            "natural": natural,
            "total": total,
            "defense": defense,
            "hit": hit,
            "critical": crit,
            "damage": damage,
        },
    )
