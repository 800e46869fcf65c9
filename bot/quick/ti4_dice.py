"""Twilight Imperium 4 combat rolls: d10s against combat values, hits counted.

Requests: "3x 9" (three dice hitting on 9+), "9" (one die), a fleet "2 destroyer 1 dreadnought", upgraded units
"destroyer2" / "destroyer ii", several groups at once, and a combat-roll modifier "+1" / "-1" applied to every
result (rules digest §3.4: modifiers change the result, not the value; no natural hits or misses; 10 reads 10).
Unit values: data/ti4/units.json when the ti4 game provides it, else the small table below (digest §4).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from bot.core.data import DataError, load_json
from bot.quick.common import (
    DieIcon,
    QuickInputError,
    RollResult,
    Verification,
    chance_for,
    check_count,
    plural,
)

EXAMPLE = "2 destroyer 1 dreadnought"
MAX_TI4_DICE = 100

# Fallback only (rules digest ti4-space-combat.md §4, generic units; faction units and flagships vary).
# name -> (combat value, dice per unit)
FALLBACK_UNITS: dict[str, tuple[int, int]] = {
    "carrier": (9, 1),
    "carrier2": (9, 1),
    "cruiser": (7, 1),
    "cruiser2": (6, 1),
    "destroyer": (9, 1),
    "destroyer2": (8, 1),
    "dreadnought": (5, 1),
    "dreadnought2": (5, 1),
    "fighter": (9, 1),
    "fighter2": (8, 1),
    "warsun": (3, 3),
    "infantry": (8, 1),
    "infantry2": (7, 1),
    "mech": (6, 1),
}
_ALIASES = {
    "dread": "dreadnought",
    "dn": "dreadnought",
    "dd": "destroyer",
    "ws": "warsun",
    "ff": "fighter",
    "cv": "carrier",
    "ca": "cruiser",
    "inf": "infantry",
    "gf": "infantry",
}
_FILLER = {"and", "with", "at", "dice", "die", "d10", "vs"}


def unit_table() -> dict[str, tuple[int, int]]:
    """Combat values by unit name: the ti4 game's data when present, else the fallback table."""
    try:
        data: Any = load_json("ti4", "units.json")
    except DataError:
        return dict(FALLBACK_UNITS)
    table = dict(FALLBACK_UNITS)
    units = data.get("units", data) if isinstance(data, dict) else {}
    if isinstance(units, dict):
        for name, spec in units.items():
            if isinstance(spec, dict):
                combat = spec.get("combat")
                value = combat.get("value") if isinstance(combat, dict) else combat
                dice = combat.get("dice", 1) if isinstance(combat, dict) else spec.get("combat_dice", 1)
                if isinstance(value, int) and isinstance(dice, int):
                    table[_key(name)] = (value, dice)
    return table


def _key(name: str) -> str:
    k = re.sub(r"[\s_\-]+", "", name.lower())
    k = re.sub(r"(ii)$", "2", k)
    return re.sub(r"(i)$", "", k) if k.endswith("i") and k[:-1] in FALLBACK_UNITS else k


@dataclass(frozen=True)
class Ti4Group:
    label: str
    value: int
    dice: int


def parse_ti4(text: str) -> tuple[list[Ti4Group], int]:
    """-> (groups of dice with their combat value, modifier)."""
    src = text.lower().replace("war sun", "warsun").replace("×", "x")
    tokens = re.findall(r"[+-]\d+|\d+|[a-z]+(?:[\s\-]?(?:ii)\b|2\b)?|\S", src)
    table = unit_table()
    groups: list[Ti4Group] = []
    modifier = 0
    total = 0
    i = 0

    def unit(word: str) -> tuple[str, int, int] | None:
        k = _key(word)
        base = k.rstrip("2")
        singular = base[:-1] if base.endswith("s") and base[:-1] in table else base
        singular = _ALIASES.get(singular, singular)
        full = singular + ("2" if k.endswith("2") else "")
        if full in table:
            return full, *table[full]
        return None

    while i < len(tokens):
        tok = tokens[i].strip()
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if tok[0] in "+-" and tok[1:].isdigit():
            modifier += int(tok)
            i += 1
            continue
        if tok.isdigit():
            n = int(tok)
            if nxt == "x" or (nxt is not None and nxt.startswith("x") and nxt[1:].isdigit()):
                # "3x 9" or "3x9"
                if nxt == "x":
                    val_tok = tokens[i + 2] if i + 2 < len(tokens) else None
                    step = 3
                else:
                    val_tok, step = nxt[1:], 2
                if val_tok is None or not val_tok.isdigit():
                    raise QuickInputError("after 'x' give the combat value", "3x 9")
                groups.append(_value_group(n, int(val_tok)))
                total += n
                i += step
                continue
            if nxt is not None and (u := unit(nxt)) is not None:
                name, value, per = u
                check_count(n, f"{name} units", EXAMPLE, minimum=1, maximum=MAX_TI4_DICE)
                groups.append(Ti4Group(f"{n} {_pretty(name)}", value, n * per))
                total += n * per
                i += 2
                continue
            if nxt is None or nxt in _FILLER or nxt.isdigit() or nxt[0] in "+-":
                groups.append(_value_group(1, n))  # a bare combat value: one die
                total += 1
                i += 1
                continue
            raise QuickInputError(f"I don't know the unit {nxt!r}; units: {', '.join(sorted(table))}", EXAMPLE)
        if tok.startswith("flagship"):
            raise QuickInputError("flagships differ by faction: give their value, e.g. 2x 7", "2x 7")
        if (u := unit(tok)) is not None:
            name, value, per = u
            groups.append(Ti4Group(f"1 {_pretty(name)}", value, per))
            total += per
        elif tok not in _FILLER:
            raise QuickInputError(f"I don't understand {tok!r}", EXAMPLE + "  or  3x 9")
        i += 1
        if total > MAX_TI4_DICE:
            break
    if not groups:
        raise QuickInputError("say what to roll: a number of dice and a combat value, or a fleet", "3x 9")
    if total > MAX_TI4_DICE:
        raise QuickInputError(f"{total} dice is too many — I roll at most {MAX_TI4_DICE} at once, sorry", EXAMPLE)
    if abs(modifier) > 10:
        raise QuickInputError("a modifier beyond ±10 makes every die hit or miss anyway", "3x 9 +1")
    return groups, modifier


def _value_group(n: int, value: int) -> Ti4Group:
    check_count(n, "dice", "3x 9", minimum=1, maximum=MAX_TI4_DICE)
    if not 1 <= value <= 10:
        raise QuickInputError(f"a combat value is 1-10 (got {value})", "3x 9")
    return Ti4Group(f"{n}x {value}", value, n)


def _pretty(name: str) -> str:
    base = "war sun" if name.startswith("warsun") else name.rstrip("2")
    return base + (" II" if name.endswith("2") else "")


def ti4_hits(rolls: list[int], value: int, modifier: int = 0) -> int:
    """A die hits when its result plus modifiers is at least the combat value; no natural hits or misses."""
    return sum(1 for r in rolls if r + modifier >= value)


def roll_ti4(request: str, seed: str | None = None) -> RollResult:
    groups, modifier = parse_ti4(request)
    seed, chance = chance_for(seed)
    key = "ti4:combat"
    rng = chance.rng(key)
    fields: list[tuple[str, str]] = []
    icons: list[DieIcon] = []
    per_group: list[dict[str, Any]] = []
    hits_total = 0
    for g in groups:
        rolls = [rng.randint(1, 10) for _ in range(g.dice)]
        hits = ti4_hits(rolls, g.value, modifier)
        hits_total += hits
        shown = ", ".join(f"**{r}**" if r + modifier >= g.value else str(r) for r in rolls)
        fields.append((f"{g.label} (hits on {g.value}+)", f"{shown} → {plural(hits, 'hit')}"))
        icons += [DieIcon("d10", str(r), "hit" if r + modifier >= g.value else "miss") for r in rolls]
        per_group.append({"label": g.label, "value": g.value, "rolls": rolls, "hits": hits})
    if modifier:
        fields.append(("Modifier", f"{modifier:+d} to every result"))
    label = " + ".join(g.label for g in groups) + (f" {modifier:+d}" if modifier else "")
    return RollResult(
        game="ti4",
        request=label,
        title=f"TI4 combat roll: {label}",
        summary=plural(hits_total, "hit"),
        fields=tuple(fields),
        icons=tuple(icons),
        verification=Verification(seed, (key,)),
        details={"hits": hits_total, "modifier": modifier, "groups": per_group},
    )
