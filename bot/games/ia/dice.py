"""Imperial Assault dice (rules digest imperial-assault.md §5.3-5.6): coloured attack and defense dice whose faces
(data/ia/dice.json) carry accuracy, damage and surges, or blocks, evades and dodge."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache

from bot.core.dice import DieType, load_dice

ATTACK_COLOURS = ("red", "blue", "green", "yellow")
DEFENSE_COLOURS = ("black", "white")
SYMBOLS = ("accuracy", "damage", "surge", "block", "evade", "dodge")


@cache
def dice() -> dict[str, DieType]:
    """The six dice; ValueError when the data lacks one."""
    found = load_dice("ia")
    missing = [c for c in ATTACK_COLOURS + DEFENSE_COLOURS if c not in found]
    if missing:
        raise ValueError(f"data/ia/dice.json lacks {', '.join(missing)}")
    return found


def totals(faces: Iterable[Mapping[str, int]]) -> dict[str, int]:
    """Every symbol of the rolled faces added up (each symbol present, 0 when none showed)."""
    out = dict.fromkeys(SYMBOLS, 0)
    for symbols in faces:
        for k, v in symbols.items():
            out[k] = out.get(k, 0) + v
    return out
