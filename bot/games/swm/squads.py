"""Squad building (SWM-2.1 to SWM-2.6): one era for both players, a side and a faction of that era plus Fringe,
a points limit and uniqueness. Every problem of a squad is listed, each as a message (en + ru)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.texts import msg
from bot.games.swm.roster import Character

SIDES = ("light", "dark")
FRINGE = "fringe"
# SWM-2.1: era -> side -> factions
ERAS: dict[str, dict[str, tuple[str, ...]]] = {
    "old_republic": {"light": ("old_republic",), "dark": ("sith",)},
    "rise_of_the_empire": {"light": ("republic",), "dark": ("separatists", "empire")},
    "rebellion": {"light": ("rebels",), "dark": ("empire",)},
    "new_republic": {"light": ("new_republic",), "dark": ("empire",)},
    "new_jedi_order": {"light": ("new_republic", "empire"), "dark": ("yuuzhan_vong",)},
}
MAX_FIGURES = 40  # bounds a match; no 100-point squad comes near it


def unique_key(name: str, mode: str) -> str:
    """A-2: the part of the name before the first comma (default), or the whole name."""
    return (name.split(",", 1)[0] if mode == "before_comma" else name).strip().casefold()


def problems(
    ids: Sequence[str],
    side: str,
    era: str,
    points: int,
    roster: Mapping[str, Character],
    rules: Mapping[str, Any],
) -> list[dict[str, Any]]:
    """Every reason the squad `ids` is not legal for `side` (messages); empty when it is legal."""
    out: list[dict[str, Any]] = []
    unknown = [i for i in ids if i not in roster]
    if not ids:
        return [msg("squad.empty")]
    if len(ids) > MAX_FIGURES:
        return [msg("squad.too_many", n=len(ids), most=MAX_FIGURES)]
    if unknown:
        return [msg("squad.unknown", ids=", ".join(sorted(set(unknown))))]
    chars = [roster[i] for i in ids]
    allowed = ERAS[era][side]
    wrong = sorted({c.id for c in chars if c.faction != FRINGE and c.faction not in allowed})
    for cid in wrong:
        out.append(msg("squad.faction", name=roster[cid].name, faction=msg(f"faction.{roster[cid].faction}")))
    factions = sorted({c.faction for c in chars if c.faction != FRINGE and c.faction in allowed})
    if len(factions) > 1 and not rules["A-3"]:
        out.append(msg("squad.two_factions", factions=[msg(f"faction.{f}") for f in factions]))  # SWM-2.3
    total = sum(c.cost for c in chars)
    if total > points:
        out.append(msg("squad.points", total=total, limit=points))  # SWM-2.5
    seen: dict[str, int] = {}
    for c in chars:
        if c.unique:
            key = unique_key(c.name, rules["A-2"])
            seen[key] = seen.get(key, 0) + 1
    for twice in sorted({c.name for c in chars if c.unique and seen[unique_key(c.name, rules["A-2"])] > 1}):
        out.append(msg("squad.unique", name=twice))  # SWM-1.3
    return out


def cost(ids: Sequence[str], roster: Mapping[str, Character]) -> int:
    return sum(roster[i].cost for i in ids if i in roster)
