"""Imperial Assault attack and defense rolls with the coloured dice (faces in data/imperial-assault/dice.json).

Request: "<n> <colour> ... [vs <n> <colour> ...] [range N] [pierce N]", e.g. "1 red 1 blue vs 1 black range 4".
Attack colours: red, blue, green, yellow; defense colours: black, white ("blue" alone means 1 blue die).
The net result follows the rules digest §5.3-5.6: a dodge, or accuracy below the range (counted spaces) when one
is given, is a miss; blocks cancel damage one for one (Pierce ignores that many blocks); evades cancel surges.
Surge abilities depend on the figure's card, so surges left over are reported, not spent. The dice and these rules
are the game's own (bot/games/ia/dice.py); this module reads the request and presents the roll.
"""

from __future__ import annotations

import re

from bot.core.dice import DieType
from bot.games.ia import dice as ia
from bot.games.ia.dice import ATTACK_COLOURS, DEFENSE_COLOURS
from bot.quick.common import (
    MAX_DICE,
    DieIcon,
    QuickInputError,
    RollResult,
    Verification,
    chance_for,
    check_count,
    is_number,
    plural,
)

EXAMPLE = "1 red 1 blue vs 1 black range 4"
_FILLER = {"vs", "versus", "against", "v", "and", "dice", "die", "x", "at"}
_ABBREV = {"accuracy": "acc", "damage": "dmg", "surge": "surge", "block": "block", "evade": "evade", "dodge": "dodge"}


def ia_dice() -> dict[str, DieType]:
    try:
        return ia.dice()
    except ValueError as exc:
        raise QuickInputError(str(exc), EXAMPLE) from None


def parse_ia(text: str) -> tuple[list[str], int | None, int]:
    """-> (dice colours in order, range or None, pierce)."""
    tokens = re.findall(r"\d+|[a-z]+|\S", text.lower(), re.ASCII)
    colours: list[str] = []
    rng: int | None = None
    pierce = 0
    i = 0
    while i < len(tokens):
        tok = tokens[i]
        nxt = tokens[i + 1] if i + 1 < len(tokens) else None
        if tok in ("range", "distance", "pierce"):
            if not is_number(nxt):
                raise QuickInputError(f"{tok} needs a number", EXAMPLE)
            value = check_count(int(nxt), tok, EXAMPLE, maximum=99)
            if tok == "pierce":
                pierce += value
            else:
                rng = value
            i += 2
            continue
        n = 1
        if is_number(tok):
            n = int(tok)
            if nxt == "x":
                i += 1
                nxt = tokens[i + 1] if i + 1 < len(tokens) else None
            if nxt is None or nxt.rstrip("s") not in ATTACK_COLOURS + DEFENSE_COLOURS:
                raise QuickInputError(f"a number must be followed by a die colour (got {tok!r} {nxt or ''})", EXAMPLE)
            i += 1
            tok = nxt
        colour = tok.rstrip("s") if tok.rstrip("s") in ATTACK_COLOURS + DEFENSE_COLOURS else tok
        if colour in ATTACK_COLOURS + DEFENSE_COLOURS:
            colours += [colour] * n
            if len(colours) > MAX_DICE:
                raise QuickInputError(f"more than {MAX_DICE} dice is too many, sorry", EXAMPLE)
        elif tok not in _FILLER:
            raise QuickInputError(
                f"I don't understand {tok!r}; dice are {', '.join(ATTACK_COLOURS + DEFENSE_COLOURS)}", EXAMPLE
            )
        i += 1
    if not colours:
        raise QuickInputError("name at least one die", EXAMPLE)
    return colours, rng, pierce


def face_text(symbols: dict[str, int]) -> str:
    if not symbols:
        return "blank"
    parts = []
    for k, v in symbols.items():
        if k == "accuracy":
            parts.append(f"acc {v}")
        else:
            parts.append(f"{v} {_ABBREV[k]}" if v > 1 else _ABBREV[k])
    return " + ".join(parts)


def roll_ia(request: str, seed: str | None = None) -> RollResult:
    colours, rng_needed, pierce = parse_ia(request)
    dice = ia_dice()
    seed, chance = chance_for(seed)
    key = "ia:roll"
    rng = chance.rng(key)
    rolled: list[tuple[str, str, dict[str, int]]] = []
    for colour in colours:
        face = dice[colour].roll(rng)
        rolled.append((colour, face.name, dict(face.symbols)))
    totals = ia.totals(s for _c, _n, s in rolled)
    has_attack = any(c in ATTACK_COLOURS for c in colours)
    has_defense = any(c in DEFENSE_COLOURS for c in colours)
    attack_text = ", ".join(f"{c}: {face_text(s)}" for c, _n, s in rolled if c in ATTACK_COLOURS) or "—"
    defense_text = ", ".join(f"{c}: {face_text(s)}" for c, _n, s in rolled if c in DEFENSE_COLOURS) or "—"
    fields: list[tuple[str, str]] = []
    if has_attack:
        fields.append(("Attack", attack_text))
        fields.append(
            (
                "Attack total",
                f"{totals['damage']} damage, {plural(totals['surge'], 'surge')}, accuracy {totals['accuracy']}",
            )
        )
    if has_defense:
        fields.append(("Defense", defense_text))
        fields.append(
            (
                "Defense total",
                f"{plural(totals['block'], 'block')}, {plural(totals['evade'], 'evade')}"
                + (", dodge" if totals["dodge"] else ""),
            )
        )
    details: dict[str, object] = dict(totals)
    icons = tuple(DieIcon(f"ia-{c}", face_text(s), "kept") for c, _n, s in rolled)
    if has_attack:
        miss_reason, damage, surges = ia.outcome(totals, rng_needed, pierce)
        if miss_reason:
            summary = f"miss ({miss_reason})"
            icons = tuple(
                DieIcon(i.kind, i.face, "miss") if i.kind in {f"ia-{c}" for c in ATTACK_COLOURS} else i for i in icons
            )
        else:
            summary = f"{damage} damage, {plural(surges, 'surge')} to spend"
            if rng_needed is not None:
                summary += f" (accuracy {totals['accuracy']} ≥ range {rng_needed})"
        if pierce:
            fields.append(
                ("Pierce", f"{pierce}: ignores {min(pierce, totals['block'])} of {plural(totals['block'], 'block')}")
            )
        details.update({"hit": miss_reason is None, "net_damage": damage, "net_surges": surges, "miss": miss_reason})
    else:
        summary = f"{plural(totals['block'], 'block')}, {plural(totals['evade'], 'evade')}" + (
            ", dodge (the attack misses)" if totals["dodge"] else ""
        )
    counts = ", ".join(f"{colours.count(c)} {c}" for c in ATTACK_COLOURS + DEFENSE_COLOURS if c in colours)
    return RollResult(
        game="imperial-assault",
        request=counts,
        title=f"Imperial Assault roll: {counts}",
        summary=summary,
        fields=tuple(fields),
        icons=icons,
        verification=Verification(seed, (key,)),
        details={**details, "dice": [{"die": c, "face": n} for c, n, _s in rolled]},
    )
