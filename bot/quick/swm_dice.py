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
from bot.quick.texts import Phrase, signed

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
        raise QuickInputError(Phrase("err.swm_shape"), EXAMPLE)
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
                raise QuickInputError(Phrase("err.needs_number", word=tok), EXAMPLE)
            out["damage" if tok in ("damage", "dmg") else "helpers"] = int(nxt)
            i += 1
        elif tok not in ("with", "and", "target"):
            raise QuickInputError(Phrase("err.unknown_word", word=tok), EXAMPLE)
        i += 1
    if not -50 <= attack <= 100 or not 0 <= defense <= 100:
        raise QuickInputError(Phrase("err.swm_bounds"), EXAMPLE)
    if int(out["damage"]) > 1000 or int(out["helpers"]) > 20:
        raise QuickInputError(Phrase("err.swm_damage_bounds"), EXAMPLE)
    return out


def roll_swm(request: str, seed: str | None = None) -> RollResult:
    p = parse_swm(request)
    attack = swm.attack_bonus(int(p["attack"]), int(p["helpers"]))
    defense = swm.defense_value(int(p["defense"]), bool(p["cover"]))
    seed, chance = chance_for(seed)
    key = "swm:attack"
    natural = chance.rng(key).randint(1, 20)
    result = swm.resolve(natural, attack, defense)
    total, hit, crit = result.total, result.hit, result.critical
    outcome = _outcome(natural, hit, total, defense)
    base_damage = int(p["damage"])
    damage = swm.damage(base_damage, result, bool(p["droid"]))
    fields = [
        (Phrase("field.roll"), Phrase("swm.roll", natural=natural, attack=signed(attack), total=total)),
        (
            Phrase("field.defense"),
            Phrase("swm.defense_cover", defense=defense, cover=swm.COVER_BONUS) if p["cover"] else str(defense),
        ),
    ]
    if p["helpers"]:
        bonus = swm.HELPER_BONUS * int(p["helpers"])
        fields.append((Phrase("field.combined_fire"), Phrase("swm.helpers", n=int(p["helpers"]), bonus=bonus)))
    if base_damage:
        shown: str
        if hit and crit:
            shown = Phrase("swm.damage_droid" if p["droid"] else "swm.damage_doubled", damage=damage)
        else:
            shown = str(damage)
        fields.append((Phrase("field.damage"), shown))
    state = "crit" if crit else ("hit" if hit else "miss")
    label = f"d20{attack:+d} vs {defense}"  # the request, as the command's own words
    return RollResult(
        game="swm",
        request=label,
        title=Phrase("title.swm_attack", rolled=label),
        summary=Phrase("swm.summary_damage", outcome=outcome, damage=damage) if base_damage and hit else outcome,
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


def _outcome(natural: int, hit: bool, total: int, defense: int) -> Phrase:
    """The game's verdict (bot/games/swm/dice.py `outcome`: SWM-9.2 natural 20, SWM-9.3 natural 1) in words."""
    if natural == 20:
        return Phrase("swm.natural20")
    if natural == 1:
        return Phrase("swm.natural1")
    return Phrase("swm.hit" if hit else "swm.miss", total=total, defense=defense)
