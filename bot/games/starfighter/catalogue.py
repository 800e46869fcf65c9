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
from bot.core.texts import code_list, msg, typed
from bot.games.starfighter.texts import english

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


Problem = dict[str, Any]  # a message of data/starfighter/texts (`sfp.*`): the item, the field, what is wrong


def _at(item: Problem, field: str | None = None) -> Problem:
    """Where a problem is: the item («карта 3-10», "card 3-10") and its field (`upper.fighters`)."""
    return item if field is None else msg("sfp.field", item=item, field=field)


def _item(kind: str, cid: Any) -> Problem:
    return msg(f"sfp.{kind}", id=cid) if isinstance(cid, str) and CARD_ID.match(cid) else msg(f"sfp.{kind}_any")


def _shown(value: Any) -> str:
    return typed(value)  # inside the catalog's backticks: code, as JSON, the same in every language


def half_said(item: Problem, side: str, half: Any, *, training: bool) -> list[Problem]:
    """What is wrong with one printed half ({fighters, effects, shields, force_field}; all optional)."""
    if not isinstance(half, Mapping):
        return [msg("sfp.not_object", at=_at(item, side), fields=code_list(HALF_FIELDS))]
    problems = [
        msg("sfp.unknown_field", at=_at(item, f"{side}.{k}"), allowed=code_list(HALF_FIELDS))
        for k in half
        if k not in HALF_FIELDS
    ]
    fighters = half.get("fighters", 0)
    if not _int(fighters) or not 0 <= fighters <= MAX_FIGHTERS:
        problems.append(
            msg("sfp.whole", at=_at(item, f"{side}.fighters"), value=_shown(fighters), low=0, high=MAX_FIGHTERS)
        )
    effects = half.get("effects", [])
    allowed = TRAINING_EFFECTS if training else EFFECTS
    if not isinstance(effects, list) or len(effects) > MAX_EFFECTS:
        problems.append(msg("sfp.effects", at=_at(item, f"{side}.effects"), most=MAX_EFFECTS))
    else:
        key = "sfp.effect_training" if training else "sfp.effect"
        at = _at(item, f"{side}.effects")
        problems += [msg(key, at=at, value=_shown(e), allowed=", ".join(allowed)) for e in effects if e not in allowed]
    shields = half.get("shields", 0)
    if shields not in SHIELDS or not _int(shields):
        problems.append(msg("sfp.shields", at=_at(item, f"{side}.shields"), value=_shown(shields)))
    elif shields and training:
        problems.append(msg("sfp.green_shields", at=_at(item, f"{side}.shields")))
    force = half.get("force_field", False)
    if not isinstance(force, bool):
        problems.append(msg("sfp.bool_value", at=_at(item, f"{side}.force_field"), value=_shown(force)))
    elif force and training:
        problems.append(msg("sfp.green_force", at=_at(item, f"{side}.force_field")))
    return problems


CARD_FIELDS = ("id", "colour", "level", "upper", "lower", "note")


def card_said(card: Any) -> list[Problem]:
    """Every problem of one card entry, each naming the field, what is wrong and what is allowed."""
    if not isinstance(card, Mapping):
        return [msg("sfp.not_object", at=msg("sfp.card_any"), fields=code_list(CARD_FIELDS[:-1]))]
    cid = card.get("id")
    item = _item("card", cid)
    problems = [
        msg("sfp.unknown_field", at=_at(item, k), allowed=code_list(CARD_FIELDS)) for k in card if k not in CARD_FIELDS
    ]
    if not isinstance(cid, str) or not CARD_ID.match(cid):
        problems.append(msg("sfp.card_id", at=_at(item, "id"), value=_shown(cid)))
    colour = card.get("colour")
    if colour not in COLOURS:
        problems.append(msg("sfp.colour", at=_at(item, "colour"), value=_shown(colour)))
    level = card.get("level")
    if not _int(level) or not 0 <= level <= 3:
        problems.append(msg("sfp.level", at=_at(item, "level"), value=_shown(level)))
    for half in ("upper", "lower"):
        if half not in card:
            problems.append(msg(f"sfp.missing_{half}", at=_at(item, half)))
        else:
            problems += half_said(item, half, card[half], training=colour == "green")
    return problems


CRUISER_FIELDS = ("id", "name", "name_ru", "name_ru_basis", "board", "armour", "training", "sectors", "note")


def cruiser_said(cruiser: Any) -> list[Problem]:
    """Every problem of one cruiser side entry."""
    fields = CRUISER_FIELDS
    if not isinstance(cruiser, Mapping):
        return [msg("sfp.not_object", at=msg("sfp.cruiser_any"), fields=code_list(fields[:-1]))]
    cid = cruiser.get("id")
    item = _item("cruiser", cid)
    problems = [
        msg("sfp.unknown_field", at=_at(item, k), allowed=code_list(fields)) for k in cruiser if k not in fields
    ]
    if not isinstance(cid, str) or not CARD_ID.match(cid):
        problems.append(msg("sfp.cruiser_id", at=_at(item, "id"), value=_shown(cid)))
    for key in ("name", "board"):
        if not isinstance(cruiser.get(key), str) or not cruiser.get(key):
            problems.append(msg("sfp.missing_text", at=_at(item, key)))
    if "name_ru" in cruiser and not isinstance(cruiser["name_ru"], str):
        problems.append(msg("sfp.not_text", at=_at(item, "name_ru")))
    if cruiser.get("name_ru_basis", "ours") != "ours":  # the rules name no cruiser: every Russian name is ours
        problems.append(msg("sfp.basis", at=_at(item, "name_ru_basis")))
    armour = cruiser.get("armour")
    if not _int(armour) or not 1 <= armour <= MAX_ARMOUR:
        problems.append(msg("sfp.armour", at=_at(item, "armour"), value=_shown(armour), most=MAX_ARMOUR))
    if not isinstance(cruiser.get("training", False), bool):
        problems.append(msg("sfp.bool", at=_at(item, "training")))
    sectors = cruiser.get("sectors")
    if not isinstance(sectors, list) or len(sectors) != SECTORS:
        return [*problems, msg("sfp.sectors", at=_at(item, "sectors"), n=SECTORS)]
    for n, sector in enumerate(sectors, 1):
        at = f"sectors[{n}]"
        rows = sector.get("rows") if isinstance(sector, Mapping) else None
        if not _int(rows) or not 1 <= rows <= MAX_ROWS:
            problems.append(msg("sfp.rows", at=_at(item, f"{at}.rows"), value=_shown(rows), most=MAX_ROWS))
            continue
        draw = sector.get("draw", [])
        if not isinstance(draw, list) or any(not _int(d) or not 0 <= d < rows for d in draw):
            problems.append(msg("sfp.draw", at=_at(item, f"{at}.draw"), value=_shown(draw), top=rows - 1))
        elif len(set(draw)) != len(draw):
            problems.append(msg("sfp.draw_twice", at=_at(item, f"{at}.draw")))
    return problems


def card_problems(card: Any) -> list[str]:
    """`card_said` in English (the shipped data's check, tests)."""
    return [english(p) for p in card_said(card)]


def cruiser_problems(cruiser: Any) -> list[str]:
    return [english(p) for p in cruiser_said(cruiser)]


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
    problems = [
        english(p)
        for side in ("upper", "lower")
        for p in half_said(msg("sfp.back"), side, back.get(side), training=True)
    ]
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
