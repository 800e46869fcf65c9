"""Squadron cards and cruiser boards as data, checked field by field (data/starfighter/*.json, docs/starfighter.md).

A card is pure icon data (digest §2.2, §15.1): number, colour (green = Training set, blue), face level 0-3 and
the face's printed upper and lower halves, each with fighters, effect icons, shields (0, 2, 3 or 4) and a force
field flag. The back is common to every card. A cruiser side has per sector its rows (level spaces) and the levels
of its printed Draw icons, an armour maximum and the id of the physical board it shares with another side. The
same checks serve the shipped files and the cards and cruisers owners load (user content): each problem names the
item, the field, what is wrong and what is allowed.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any, TypeGuard

from bot.core.data import DataError, load_json

GAME = "starfighter"
TRAINING_EFFECTS = ("draw", "lateral", "vertical", "free", "rotate", "destroy", "damage_enemy", "damage_own")
SKIRMISH_EFFECTS = ("barrel_roll", "fighter_damage")
EFFECTS = TRAINING_EFFECTS + SKIRMISH_EFFECTS
COLOURS = ("green", "blue")
SHIELDS = (0, 2, 3, 4)
SECTORS = 5
MAX_ROWS = 4
MAX_FIGHTERS = 9
MAX_EFFECTS = 4
MAX_ARMOUR = 99
CARD_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_-]{0,15}$")
HALF_FIELDS = ("fighters", "effects", "shields", "force_field")


def _int(value: Any) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def half_problems(where: str, half: Any, *, training: bool) -> list[str]:
    """What is wrong with one printed half ({fighters, effects, shields, force_field}; all optional)."""
    if not isinstance(half, Mapping):
        return [f"{where}: must be an object with {', '.join(HALF_FIELDS)}"]
    problems = [f"{where}.{k}: unknown field (allowed: {', '.join(HALF_FIELDS)})" for k in half if k not in HALF_FIELDS]
    fighters = half.get("fighters", 0)
    if not _int(fighters) or not 0 <= fighters <= MAX_FIGHTERS:
        problems.append(f"{where}.fighters: {fighters!r} is not a whole number 0..{MAX_FIGHTERS}")
    effects = half.get("effects", [])
    allowed = TRAINING_EFFECTS if training else EFFECTS
    if not isinstance(effects, list) or len(effects) > MAX_EFFECTS:
        problems.append(f"{where}.effects: must be a list of at most {MAX_EFFECTS} effect names")
    else:
        problems += [
            f"{where}.effects: {e!r} is not an effect{' of the Training set' if training else ''} "
            f"(allowed: {', '.join(allowed)})"
            for e in effects
            if e not in allowed
        ]
    shields = half.get("shields", 0)
    if shields not in SHIELDS or not _int(shields):
        problems.append(f"{where}.shields: {shields!r} is not one of 0, 2, 3, 4")
    elif shields and training:
        problems.append(f"{where}.shields: green (Training) cards carry no shields")
    force = half.get("force_field", False)
    if not isinstance(force, bool):
        problems.append(f"{where}.force_field: {force!r} is not true or false")
    elif force and training:
        problems.append(f"{where}.force_field: green (Training) cards carry no force field")
    return problems


def card_problems(card: Any, where: str = "card") -> list[str]:
    """Every problem of one card entry, each naming the field, what is wrong and what is allowed."""
    if not isinstance(card, Mapping):
        return [f"{where}: must be an object with id, colour, level, upper, lower"]
    cid = card.get("id")
    if isinstance(cid, str) and CARD_ID.match(cid):
        where = f"card {cid}"
    problems = [
        f"{where}.{k}: unknown field (allowed: id, colour, level, upper, lower, note)"
        for k in card
        if k not in ("id", "colour", "level", "upper", "lower", "note")
    ]
    if not isinstance(cid, str) or not CARD_ID.match(cid):
        problems.append(f"{where}.id: {cid!r} is not a card number (letters, digits, '-' or '_', e.g. 3-10)")
    colour = card.get("colour")
    if colour not in COLOURS:
        problems.append(f"{where}.colour: {colour!r} is not green (Training) or blue")
    level = card.get("level")
    if not _int(level) or not 0 <= level <= 3:
        problems.append(f"{where}.level: {level!r} is not a level 0..3")
    for half in ("upper", "lower"):
        if half not in card:
            problems.append(f"{where}.{half}: missing (the face's printed {half} half)")
        else:
            problems += half_problems(f"{where}.{half}", card[half], training=colour == "green")
    return problems


def cruiser_problems(cruiser: Any, where: str = "cruiser") -> list[str]:
    """Every problem of one cruiser side entry."""
    fields = ("id", "name", "name_ru", "name_ru_basis", "board", "armour", "training", "sectors", "note")
    if not isinstance(cruiser, Mapping):
        return [f"{where}: must be an object with {', '.join(fields[:-1])}"]
    cid = cruiser.get("id")
    if isinstance(cid, str) and CARD_ID.match(cid):
        where = f"cruiser {cid}"
    problems = [f"{where}.{k}: unknown field (allowed: {', '.join(fields)})" for k in cruiser if k not in fields]
    if not isinstance(cid, str) or not CARD_ID.match(cid):
        problems.append(f"{where}.id: {cid!r} is not an id (letters, digits, '-' or '_')")
    for key in ("name", "board"):
        if not isinstance(cruiser.get(key), str) or not cruiser.get(key):
            problems.append(f"{where}.{key}: missing or not text")
    if "name_ru" in cruiser and not isinstance(cruiser["name_ru"], str):
        problems.append(f"{where}.name_ru: not text")
    if cruiser.get("name_ru_basis", "ours") != "ours":  # the rules name no cruiser: every Russian name is ours
        problems.append(f"{where}.name_ru_basis: only 'ours' (the Starfighter rules name no cruiser)")
    armour = cruiser.get("armour")
    if not _int(armour) or not 1 <= armour <= MAX_ARMOUR:
        problems.append(f"{where}.armour: {armour!r} is not a whole number 1..{MAX_ARMOUR} (the armour maximum)")
    if not isinstance(cruiser.get("training", False), bool):
        problems.append(f"{where}.training: not true or false")
    sectors = cruiser.get("sectors")
    if not isinstance(sectors, list) or len(sectors) != SECTORS:
        return [*problems, f"{where}.sectors: must be a list of {SECTORS} sectors, each {{rows, draw}}"]
    for n, sector in enumerate(sectors, 1):
        at = f"{where}.sectors[{n}]"
        rows = sector.get("rows") if isinstance(sector, Mapping) else None
        if not _int(rows) or not 1 <= rows <= MAX_ROWS:
            problems.append(f"{at}.rows: {rows!r} is not a whole number 1..{MAX_ROWS} (level spaces)")
            continue
        draw = sector.get("draw", [])
        if not isinstance(draw, list) or any(not _int(d) or not 0 <= d < rows for d in draw):
            problems.append(f"{at}.draw: {draw!r} must list levels 0..{rows - 1} holding a printed Draw icon")
        elif len(set(draw)) != len(draw):
            problems.append(f"{at}.draw: a level is listed twice")
    return problems


@dataclass(frozen=True)
class Catalogue:
    """Cards by number and cruiser sides by id, with the common back."""

    cards: Mapping[str, Mapping[str, Any]]
    cruisers: Mapping[str, Mapping[str, Any]]
    back: Mapping[str, Any]


def _checked(name: str, key: str, check: Any) -> list[dict[str, Any]]:
    data = load_json(GAME, name)
    if not isinstance(data, Mapping) or (data.get("synthetic") is not True and "source" not in data):
        raise DataError(f'{GAME}/{name}: needs "synthetic": true or a "source" note')
    items = data.get(key)
    if not isinstance(items, list):
        raise DataError(f"{GAME}/{name}: `{key}` must be a list")
    problems = [p for item in items for p in check(item)]
    ids = [item.get("id") for item in items]
    problems += [f"{key}: id {i!r} appears twice" for i in sorted({i for i in ids if ids.count(i) > 1}, key=str)]
    if problems:
        raise DataError(f"{GAME}/{name}: " + "; ".join(problems[:20]))
    return [dict(item) for item in items]


@cache
def builtin() -> Catalogue:
    """The shipped catalogue (of our own design), checked once per process."""
    cards = _checked("cards.json", "cards", card_problems)
    cruisers = _checked("cruisers.json", "cruisers", cruiser_problems)
    back = load_json(GAME, "cards.json")["back"]
    problems = half_problems("back.upper", back.get("upper"), training=True)
    problems += half_problems("back.lower", back.get("lower"), training=True)
    boards = [c["board"] for c in cruisers]
    problems += [f"board {b!r} has {boards.count(b)} sides, not 2" for b in sorted(set(boards)) if boards.count(b) != 2]
    if problems:
        raise DataError(f"{GAME}: " + "; ".join(problems))
    return Catalogue({c["id"]: c for c in cards}, {c["id"]: c for c in cruisers}, back)


def with_content(content: Mapping[str, Any] | None) -> Catalogue:
    """The shipped catalogue plus the cards and cruisers a match's options carry (user content, already checked)."""
    base = builtin()
    if not content:
        return base
    cards = {**base.cards, **{c["id"]: c for c in content.get("cards", ())}}
    cruisers = {**base.cruisers, **{c["id"]: c for c in content.get("cruisers", ())}}
    return Catalogue(cards, cruisers, base.back)
