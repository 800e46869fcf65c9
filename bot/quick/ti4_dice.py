"""Twilight Imperium 4 combat rolls: d10s against combat values, hits counted.

Requests: "3x 9" (three dice hitting on 9+), "9" (one die), a fleet "2 destroyer 1 dreadnought", upgraded units
"destroyer2" / "destroyer ii", a flagship with its faction ("flagship sardakk"), several groups at once, and a
combat-roll modifier "+1" / "-1" applied to every result (rules digest §3.4: modifiers change the result, not the
value; no natural hits or misses; 10 reads 10). Unit names and values come from the ti4 game's own data
(bot/games/ti4/units.py over data/ti4/units.json and flagships.json).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from bot.games.ti4.texts import unit_name
from bot.games.ti4.units import canonical_unit, factions, join_unit_words, unit_stats
from bot.quick.common import (
    DieIcon,
    QuickInputError,
    RollResult,
    Verification,
    chance_for,
    check_count,
    is_number,
)
from bot.quick.texts import Phrase, joined, plural, signed

EXAMPLE = "2 destroyer 1 dreadnought"
MAX_TI4_DICE = 100
_FILLER = {"and", "with", "at", "dice", "die", "d10", "vs"}


@dataclass(frozen=True)
class Ti4Group:
    label: str
    value: int
    dice: int


def _unit(word: str, tokens: list[str], i: int) -> tuple[dict[str, Any], int, int, int] | None:
    """(stats, value, dice per unit, tokens used) for a unit word at tokens[i], or None if it is not a unit."""
    uid = canonical_unit(word.replace(" ", "_"))
    if uid is None:
        return None
    used = 1
    faction = None
    if uid == "flagship":
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if nxt not in factions():
            raise QuickInputError(
                Phrase("err.ti4_flagship_faction", factions=", ".join(factions())), "1 flagship sardakk"
            )
        faction, used = nxt, 2
    stats = unit_stats(uid, faction)
    combat = stats["combat"]
    if not combat or combat[0] is None:
        raise QuickInputError(Phrase("err.ti4_no_combat", unit=str(stats["name"])), "1x 6")
    return stats, int(combat[0]), int(combat[1] or 1), used


def parse_ti4(text: str) -> tuple[list[Ti4Group], int]:
    """-> (groups of dice with their combat value, modifier)."""
    src = join_unit_words(text.lower()).replace("×", "x")  # the fleet parser's unit names ("war sun")
    tokens = re.findall(r"[+-]\d+|\d+|[a-z_]+(?:[\s\-]?(?:ii)\b|2\b)?|\S", src, re.ASCII)
    groups: list[Ti4Group] = []
    modifier = 0
    total = 0
    i = 0
    while i < len(tokens) and total <= MAX_TI4_DICE:
        tok = tokens[i]
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if tok[0] in "+-" and is_number(tok[1:]):
            modifier += int(tok)
            i += 1
            continue
        if is_number(tok):
            n = int(tok)
            if nxt == "x" or (nxt is not None and nxt.startswith("x") and is_number(nxt[1:])):
                # "3x 9" or "3x9"
                if nxt == "x":
                    val_tok = tokens[i + 2] if i + 2 < len(tokens) else None
                    step = 3
                else:
                    val_tok, step = nxt[1:], 2
                if not is_number(val_tok):
                    raise QuickInputError(Phrase("err.ti4_value_after_x"), "3x 9")
                groups.append(_value_group(n, int(val_tok)))
                total += n
                i += step
                continue
            if nxt is not None and (u := _unit(nxt, tokens, i + 1)) is not None:
                stats, value, per, used = u
                check_count(n, "units", EXAMPLE, minimum=1, maximum=MAX_TI4_DICE)
                groups.append(Ti4Group(_counted(n, stats), value, n * per))
                total += n * per
                i += 1 + used
                continue
            if nxt is None or nxt in _FILLER or is_number(nxt) or nxt[0] in "+-":
                groups.append(_value_group(1, n))  # a bare combat value: one die
                total += 1
                i += 1
                continue
            raise QuickInputError(Phrase("err.ti4_unknown_unit", word=nxt, units=_known()), EXAMPLE)
        if (u := _unit(tok, tokens, i)) is not None:
            stats, value, per, used = u
            groups.append(Ti4Group(_counted(1, stats), value, per))
            total += per
            i += used
            continue
        if tok not in _FILLER:
            raise QuickInputError(Phrase("err.unknown_word", word=tok), EXAMPLE + "  or  3x 9")
        i += 1
    if not groups:
        raise QuickInputError(Phrase("err.ti4_nothing"), "3x 9")
    if total > MAX_TI4_DICE:
        raise QuickInputError(Phrase("err.too_many", what=Phrase("what.dice"), n=total, maximum=MAX_TI4_DICE), EXAMPLE)
    if abs(modifier) > 10:
        raise QuickInputError(Phrase("err.ti4_modifier"), "3x 9 +1")
    return groups, modifier


def _counted(n: int, stats: dict[str, Any]) -> Phrase:
    """'2 Destroyer I' / «2 эсминца I»: the catalog picks the case form data/ti4/units.json stores (CASE)."""
    return Phrase("ti4.units", n=n, unit=unit_name(stats))


def _known() -> str:
    """The unit words a request takes (the command's own words, shown as typed)."""
    return "carrier, cruiser, destroyer, dreadnought, fighter, war sun, infantry, mech (+2), flagship"


def _value_group(n: int, value: int) -> Ti4Group:
    check_count(n, "dice", "3x 9", minimum=1, maximum=MAX_TI4_DICE)
    if not 1 <= value <= 10:
        raise QuickInputError(Phrase("err.ti4_combat_value", value=value), "3x 9")
    return Ti4Group(f"{n}x {value}", value, n)


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
    # LRR 39.5c (seed ti4-space-combat-ru.txt L11): dice are rolled in ascending order of combat value
    for g in sorted(groups, key=lambda g: g.value):
        rolls = [rng.randint(1, 10) for _ in range(g.dice)]
        hits = ti4_hits(rolls, g.value, modifier)
        hits_total += hits
        shown = ", ".join(f"**{r}**" if r + modifier >= g.value else str(r) for r in rolls)
        fields.append(
            (Phrase("field.ti4_group", group=g.label, value=g.value), Phrase("ti4.rolled", dice=shown, hits=hits))
        )
        icons += [DieIcon("d10", str(r), "hit" if r + modifier >= g.value else "miss") for r in rolls]
        per_group.append({"label": g.label, "value": g.value, "rolls": rolls, "hits": hits})
    if modifier:
        fields.append((Phrase("field.modifier"), Phrase("ti4.modifier", modifier=signed(modifier))))
    label = joined([g.label for g in sorted(groups, key=lambda g: g.value)], " + ")
    if modifier:
        label = joined([label, signed(modifier)], " ")
    return RollResult(
        game="ti4",
        request=label,
        title=Phrase("title.ti4_roll", rolled=label),
        summary=plural(hits_total, "hit"),
        fields=tuple(fields),
        icons=tuple(icons),
        verification=Verification(seed, (key,)),
        details={"hits": hits_total, "modifier": modifier, "groups": per_group},
    )
