"""Characters: the stat card of SWM-1.2 as data, the roster of our own (data/swm/characters.json, digest §4) and
the check of a character a player adds from their own card (docs/protocol.md, "User content").

Only the abilities, Force powers and commander effects the engine implements are accepted; each is defined in
our own words in docs/swm.md.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from bot.core.data import load_json
from bot.core.texts import GENDERS, msg
from bot.core.texts import typed as shown
from bot.games.swm.texts import english

# SWM-2.1: the factions of every era (plus Fringe, SWM-2.2)
FACTIONS = (
    "old_republic",
    "sith",
    "republic",
    "separatists",
    "empire",
    "rebels",
    "new_republic",
    "yuuzhan_vong",
    "fringe",
)
ABILITIES = ("melee_attack", "double_attack", "droid", "savage", "flight")  # our definitions, digest §4
FORCE_POWERS = {"deflect": 1, "fury": 1}  # name -> Force cost (digest §4)
COMMANDER_EFFECTS = ("attack_bonus", "defense_bonus")
# Russian case forms and gender (optional; all or none): sentences put a name in the case they need and agree with
# its gender; without them they use a wording around «персонаж» that needs neither (bot.core.texts CASE, GENDER)
FORMS_RU = ("name_ru_gen", "name_ru_dat", "name_ru_acc", "name_ru_ins", "gender_ru")
FIELDS = (
    "id",
    "name",
    "name_ru",
    *FORMS_RU,
    "faction",
    "cost",
    "hp",
    "defense",
    "attack",
    "damage",
    "size",
    "unique",
    "abilities",
    "force",
    "force_powers",
    "commander",
    "synthetic",
    "source",
)
# field -> (lowest, highest) for the numbers of a card
BOUNDS = {
    "cost": (1, 300),
    "hp": (1, 1000),
    "defense": (1, 50),
    "attack": (-5, 50),
    "damage": (0, 200),
    "size": (1, 3),
    "force": (0, 30),
}
ID = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
MAX_NAME = 60


Problem = dict[str, Any]  # a message of data/swm/texts (`card.*`): what is wrong with a field, what is allowed


class CardError(ValueError):
    """Every problem of a character card, one message each (its English text is the error's)."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("; ".join(english(p) for p in problems))
        self.problems = problems


def _names(names: Sequence[str]) -> list[str]:
    """Names a field allows, each as code (what a player types); a list param (joined with ", "), as a value would
    be cut to 200 characters."""
    return [f"`{n}`" for n in names]


def joined(found: Sequence[Problem]) -> Problem:
    """The problems as one message joined by "; " (a list param joins with ", ", which the problems use)."""
    out = dict(found[-1])
    for p in reversed(found[:-1]):
        out = msg("card.and", first=p, rest=out)
    return out


@dataclass(frozen=True)
class Commander:
    effect: str  # attack_bonus | defense_bonus
    value: int
    range: int


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    name_ru: str
    faction: str
    cost: int
    hp: int
    defense: int
    attack: int
    damage: int
    size: int
    unique: bool
    abilities: tuple[str, ...]
    force: int
    force_powers: tuple[str, ...]
    commander: Commander | None
    own: bool  # from a player's card (user content), not our roster
    forms_ru: tuple[tuple[str, str], ...] = ()  # FORMS_RU given by the card: (field, value)

    def has(self, ability: str) -> bool:
        return ability in self.abilities

    @property
    def unique_name(self) -> str:
        return self.name

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "name": self.name,
            "faction": self.faction,
            "cost": self.cost,
            "hp": self.hp,
            "defense": self.defense,
            "attack": self.attack,
            "damage": self.damage,
            "size": self.size,
            "unique": self.unique,
            "abilities": list(self.abilities),
            "force": self.force,
            "force_powers": list(self.force_powers),
            "commander": None
            if self.commander is None
            else {"effect": self.commander.effect, "value": self.commander.value, "range": self.commander.range},
        }
        if self.name_ru != self.name:
            out["name_ru"] = self.name_ru
        out.update(self.forms_ru)
        return out


def _whole(field: str, value: Any, low: int, high: int) -> Problem | None:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        return msg("card.whole", field=field, low=low, high=high, value=shown(value))
    return None


def _int_problem(data: Mapping[str, Any], name: str) -> Problem | None:
    low, high = BOUNDS[name]
    return _whole(name, data.get(name), low, high)


def _list_problems(data: Mapping[str, Any], name: str, allowed: Sequence[str]) -> list[Problem]:
    value = data.get(name, [])
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        return [msg("card.list", field=name, allowed=_names(allowed))]
    known = _names(allowed)
    out = [msg("card.list_unknown", field=name, value=shown(v), allowed=known) for v in value if v not in allowed]
    if len(set(value)) != len(value):
        out.append(msg("card.list_twice", field=name))
    return out


def _commander_problems(value: Any) -> list[Problem]:
    if value is None:
        return []
    if not isinstance(value, dict) or set(value) != {"effect", "value", "range"}:
        return [msg("card.commander")]
    out = []
    if value["effect"] not in COMMANDER_EFFECTS:
        effects = _names(COMMANDER_EFFECTS)
        out.append(msg("card.one_of", field="commander.effect", value=shown(value["effect"]), allowed=effects))
    for key, (low, high) in (("value", (1, 20)), ("range", (1, 30))):
        found = _whole(f"commander.{key}", value[key], low, high)
        if found:
            out.append(found)
    return out


def _forms_problems(data: Mapping[str, Any]) -> list[Problem]:
    given = [k for k in FORMS_RU if k in data]
    if not given:
        return []
    if len(given) != len(FORMS_RU):
        return [msg("card.forms_together", missing=_names([k for k in FORMS_RU if k not in data]))]
    out = [
        msg("card.text", field=k, most=MAX_NAME)
        for k in FORMS_RU[:-1]
        if not isinstance(data[k], str) or not data[k].strip() or len(data[k]) > MAX_NAME
    ]
    if data["gender_ru"] not in GENDERS:
        out.append(msg("card.gender", allowed=_names(GENDERS), value=shown(data["gender_ru"])))
    return out


def problems(data: Any, *, builtin: frozenset[str] = frozenset()) -> list[Problem]:
    """Every problem of one character card given as JSON, as messages (empty: a valid card)."""
    if not isinstance(data, dict):
        return [msg("card.not_object", fields=_names(FIELDS[:15]))]
    out = [msg("card.unknown_field", field=k, allowed=_names(FIELDS)) for k in sorted(data) if k not in FIELDS]
    cid = data.get("id")
    if not isinstance(cid, str) or not ID.match(cid):
        out.append(msg("card.id"))
    elif cid in builtin:
        out.append(msg("card.builtin_id", id=cid))
    for key in ("name", "name_ru"):
        name = data.get(key, "x" if key == "name_ru" else None)
        if not isinstance(name, str) or not name.strip() or len(name) > MAX_NAME:
            out.append(msg("card.text", field=key, most=MAX_NAME))
    out += _forms_problems(data)
    if data.get("faction") not in FACTIONS:
        out.append(msg("card.one_of", field="faction", value=shown(data.get("faction")), allowed=_names(FACTIONS)))
    out += [p for p in (_int_problem(data, n) for n in BOUNDS if n in data or n != "force") if p]
    if not isinstance(data.get("unique", False), bool):
        out.append(msg("card.bool", field="unique"))
    out += _list_problems(data, "abilities", ABILITIES)
    out += _list_problems(data, "force_powers", tuple(FORCE_POWERS))
    if data.get("force_powers") and not data.get("force"):
        out.append(msg("card.powers_need_force"))
    out += _commander_problems(data.get("commander"))
    return out


def from_json(data: Mapping[str, Any], *, own: bool = False) -> Character:
    """A character from checked JSON (see `problems`)."""
    com = data.get("commander")
    return Character(
        id=data["id"],
        name=data["name"].strip(),
        name_ru=str(data.get("name_ru") or data["name"]).strip(),
        faction=data["faction"],
        cost=data["cost"],
        hp=data["hp"],
        defense=data["defense"],
        attack=data["attack"],
        damage=data["damage"],
        size=data["size"],
        unique=bool(data.get("unique", False)),
        abilities=tuple(data.get("abilities", ())),
        force=data.get("force", 0),
        force_powers=tuple(data.get("force_powers", ())),
        commander=None if com is None else Commander(com["effect"], com["value"], com["range"]),
        own=own,
        forms_ru=tuple((k, str(data[k]).strip()) for k in FORMS_RU if k in data),
    )


@cache
def _data() -> dict[str, Any]:
    data = load_json("swm", "characters.json")
    assert isinstance(data, dict)
    return data


@cache
def builtin() -> dict[str, Character]:
    """Our own roster (digest §4), by id."""
    return {c["id"]: from_json(c) for c in _data()["characters"]}


def fixture_squads() -> dict[str, dict[str, Any]]:
    """The digest's example squads: name -> {name, era, characters, side?}."""
    return dict(_data()["squads"])


def check_content(data: Any) -> tuple[str, dict[str, Any]]:
    """(id, the card as stored) for a character a player adds; ValueError listing every problem."""
    found = problems(data, builtin=frozenset(builtin()))
    if found:
        raise CardError(found)
    return data["id"], from_json(data, own=True).to_json()


def with_content(items: Any) -> tuple[dict[str, Character], list[Problem]]:
    """Our roster plus the players' own characters from setup options; and every problem found in them."""
    out = dict(builtin())
    found: list[Problem] = []
    if items is None:
        return out, found
    if not isinstance(items, list):
        return out, [msg("card.content_list")]
    for n, item in enumerate(items, start=1):
        issues = problems(item, builtin=frozenset(builtin()))
        if not issues and item["id"] in out:
            issues = [msg("card.twice", id=item["id"])]
        if issues:
            found += [msg("card.of_item", n=n, problem=p) for p in issues]
        else:
            out[item["id"]] = from_json(item, own=True)
    return out, found
