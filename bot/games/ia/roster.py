"""Deployment cards (RRG L542-551): the shipped core roster (data/ia/deployments.json) and the check every card
passes, the shipped ones and those players add from their own copies (docs/protocol.md, "User content")."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from bot.core.data import load_json
from bot.core.texts import GENDERS, Catalogs, msg, render, typed
from bot.games.ia.attack import EFFECTS, Surge
from bot.games.ia.dice import ATTACK_COLOURS, DEFENSE_COLOURS

AFFILIATIONS = ("rebel", "imperial", "mercenary")  # L1196-1203
SPECIAL_EFFECTS = ("focus_self", "focus_ally", "recover_self")
KEYWORDS = ("reach", "mobile", "massive", "pierce")  # printed keywords a card may carry (L682-689)
ID_PATTERN = re.compile(r"^[a-z0-9][a-z0-9-]{0,39}$")
# a Russian name's case forms and gender (bot.core.texts.data_name), optional: a sentence without them says the
# name as given
FORMS_RU = ("name_ru_gen", "name_ru_dat", "name_ru_acc", "name_ru_ins", "gender_ru")
NAME_BASES = ("rulebook", "ours")  # a Russian name is the rules reference's (citing its line) or our own
RULEBOOK_LINE = re.compile(r"imperial-assault-rrg-ru\.txt:\d+")
FIELDS = {
    "id", "name", "name_ru", "name_ru_basis", "name_ru_source", *FORMS_RU, "subtitle", "affiliation", "unique",
    "elite", "traits", "cost", "group", "health", "speed",
    "base",
    "defense", "attack", "surges", "keywords", "bonus", "specials", "verified", "two_sources", "note", "source",
}  # fmt: skip


Problem = dict[str, Any]  # a message of data/ia/texts (`deploy.*`): the field, what is wrong, what is allowed
_TEXTS = Catalogs("ia")


class CardProblems(ValueError):
    """Every problem of a deployment card, one message each; its English text is the error's."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("; ".join(render(_TEXTS, p, "en") for p in problems))
        self.problems = problems


def _code(names: Any) -> list[str]:
    """Names a field allows, each as code (what a player types); a list param, joined with ", "."""
    return [f"`{n}`" for n in names]


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    subtitle: str
    affiliation: str
    unique: bool
    elite: bool
    traits: tuple[str, ...]
    cost: int
    group: int
    health: int
    speed: int
    base: tuple[int, int]
    defense: tuple[str, ...]
    attack_type: str
    attack_dice: tuple[str, ...]
    surges: tuple[Surge, ...]
    keywords: tuple[tuple[str, int], ...]
    bonus: tuple[tuple[str, int], ...]
    specials: tuple[tuple[tuple[str, Any], ...], ...]
    verified: bool
    name_ru: str = ""
    forms_ru: tuple[tuple[str, str], ...] = ()  # ("name_ru_gen", ...), ("gender_ru", "m"): what the sentences ask

    def keyword(self, name: str) -> int:
        for key, value in self.keywords:  # a few pairs: a scan beats building a dict on every rule check
            if key == name:
                return value
        return 0

    @property
    def label(self) -> str:
        return f"{self.name} ({'elite' if self.elite else 'regular'})" if not self.unique else self.name

    @property
    def names(self) -> dict[str, str]:
        """The name in each language the card gives (bot.core.texts.data_name)."""
        if not self.name_ru:
            return {"name": self.name}
        return {"name": self.name, "name_ru": self.name_ru, **dict(self.forms_ru)}


def _int(doc: Mapping[str, Any], key: str, low: int, high: int, problems: list[Problem]) -> int:
    v = doc.get(key)
    if type(v) is not int or not low <= v <= high:
        problems.append(msg("deploy.whole", field=key, low=low, high=high, value=typed(v)))
        return low
    return v


def _dice(value: Any, allowed: tuple[str, ...], field: str, problems: list[Problem], minimum: int) -> tuple[str, ...]:
    if not isinstance(value, list) or not minimum <= len(value) <= 6 or not all(c in allowed for c in value):
        problems.append(msg("deploy.dice", field=field, least=minimum, allowed=_code(allowed), value=typed(value, 60)))
        return ()
    return tuple(value)


def _surges(value: Any, problems: list[Problem]) -> tuple[Surge, ...]:
    if not isinstance(value, list) or len(value) > 6:
        problems.append(msg("deploy.surges"))
        return ()
    out = []
    for i, raw in enumerate(value):
        effects = raw.get("effects") if isinstance(raw, dict) else None
        cost = raw.get("cost", 1) if isinstance(raw, dict) else None
        if not isinstance(effects, dict) or not effects or type(cost) is not int or not 1 <= cost <= 3:
            problems.append(msg("deploy.surge_form", n=i))
            continue
        bad = sorted(set(effects) - EFFECTS)
        nums = all(type(v) is int and -5 <= v <= 10 for v in effects.values())
        if bad or not nums:
            problems.append(msg("deploy.surge_effects", n=i, allowed=_code(sorted(EFFECTS))))
            continue
        out.append(Surge.of(raw))
    return tuple(out)


def _mapping(value: Any, allowed: tuple[str, ...], field: str, problems: list[Problem]) -> tuple[tuple[str, int], ...]:
    if value is None:
        return ()
    if not isinstance(value, dict) or not all(
        k in allowed and type(v) is int and 0 <= v <= 9 for k, v in value.items()
    ):
        problems.append(msg("deploy.mapping", field=field, allowed=_code(allowed)))
        return ()
    return tuple(sorted(value.items()))


def _specials(value: Any, problems: list[Problem]) -> tuple[tuple[tuple[str, Any], ...], ...]:
    if value is None:
        return ()
    out = []
    if not isinstance(value, list) or len(value) > 3:
        problems.append(msg("deploy.specials"))
        return ()
    for i, raw in enumerate(value):
        if not isinstance(raw, dict) or raw.get("effect") not in SPECIAL_EFFECTS or not isinstance(raw.get("id"), str):
            problems.append(msg("deploy.special_form", n=i, allowed=_code(SPECIAL_EFFECTS)))
            continue
        out.append(tuple(sorted(raw.items())))
    return tuple(out)


def _russian_problems(doc: Mapping[str, Any]) -> list[Problem]:
    """The Russian name, its forms and gender, and where it comes from (a rulebook name cites its line)."""
    problems = []
    if not isinstance(doc.get("name_ru", ""), str) or len(doc.get("name_ru", "")) > 60:
        problems.append(msg("deploy.name_ru"))
    for form in FORMS_RU:
        value = doc.get(form, "")
        if not isinstance(value, str) or len(value) > 60 or (form == "gender_ru" and value not in ("", *GENDERS)):
            gender = form == "gender_ru"
            problems.append(
                msg("deploy.one_of", field=form, allowed=_code(GENDERS)) if gender else msg("deploy.form", field=form)
            )
    if doc.get("name_ru_basis", "ours") not in NAME_BASES:
        problems.append(msg("deploy.basis", allowed=_code(NAME_BASES)))
    if doc.get("name_ru_basis") == "rulebook" and not RULEBOOK_LINE.fullmatch(str(doc.get("name_ru_source"))):
        problems.append(msg("deploy.source"))
    return problems


def check_card(doc: Any) -> Card:
    """A deployment card from its JSON; CardProblems (a ValueError) naming every problem as a message (field, what
    is wrong, what is allowed)."""
    if not isinstance(doc, dict):
        raise CardProblems([msg("deploy.not_object")])
    allowed = _code(sorted(FIELDS))
    problems = [msg("deploy.unknown_field", field=k, allowed=allowed) for k in sorted(set(doc) - FIELDS)]
    cid = doc.get("id")
    if not isinstance(cid, str) or not ID_PATTERN.match(cid):
        problems.append(msg("deploy.id"))
    name = doc.get("name")
    if not isinstance(name, str) or not 1 <= len(name) <= 60:
        problems.append(msg("deploy.name"))
    problems += _russian_problems(doc)
    if doc.get("affiliation") not in AFFILIATIONS:
        problems.append(msg("deploy.one_of", field="affiliation", allowed=_code(AFFILIATIONS)))
    for key in ("unique", "elite"):
        if not isinstance(doc.get(key, False), bool):
            problems.append(msg("deploy.bool", field=key))
    traits = doc.get("traits", [])
    if not isinstance(traits, list) or not all(isinstance(t, str) and 0 < len(t) <= 30 for t in traits):
        problems.append(msg("deploy.traits"))
        traits = []
    cost = _int(doc, "cost", 0, 40, problems)
    group = _int(doc, "group", 1, 4, problems)
    health = _int(doc, "health", 1, 40, problems)
    speed = _int(doc, "speed", 0, 8, problems)
    base = doc.get("base", [1, 1])
    if base not in ([1, 1], [1, 2], [2, 2], [2, 3]):
        problems.append(msg("deploy.base", value=typed(base, 30)))
        base = [1, 1]
    defense = _dice(doc.get("defense"), DEFENSE_COLOURS, "defense", problems, 0)
    attack = doc.get("attack")
    if not isinstance(attack, dict) or attack.get("type") not in ("melee", "ranged"):
        problems.append(msg("deploy.attack"))
        attack = {"type": "ranged", "dice": []}
    attack_dice = _dice(attack.get("dice"), ATTACK_COLOURS, "attack.dice", problems, 1)
    surges = _surges(doc.get("surges", []), problems)
    keywords = _mapping(doc.get("keywords"), KEYWORDS, "keywords", problems)
    bonus = _mapping(doc.get("bonus"), ("accuracy", "damage", "surge", "block", "evade"), "bonus", problems)
    specials = _specials(doc.get("specials"), problems)
    if problems:
        raise CardProblems(problems)
    return Card(
        id=str(cid),
        name=str(name),
        subtitle=str(doc.get("subtitle", "")),
        affiliation=str(doc["affiliation"]),
        unique=bool(doc.get("unique", False)),
        elite=bool(doc.get("elite", False)),
        traits=tuple(traits),
        cost=cost,
        group=group,
        health=health,
        speed=speed,
        base=(base[0], base[1]),
        defense=defense,
        attack_type=str(attack["type"]),
        attack_dice=attack_dice,
        surges=surges,
        keywords=keywords,
        bonus=bonus,
        specials=specials,
        verified=bool(doc.get("verified", False)),
        name_ru=str(doc.get("name_ru", "")),
        forms_ru=tuple((f, str(doc[f])) for f in FORMS_RU if doc.get(f)),
    )


@cache
def shipped() -> dict[str, Card]:
    """The core roster, by id (ValueError naming the card when one is malformed)."""
    out: dict[str, Card] = {}
    for doc in load_json("ia", "deployments.json")["cards"]:
        try:
            card = check_card(doc)
        except ValueError as exc:
            raise ValueError(f"data/ia/deployments.json, card {doc.get('id')!r}: {exc}") from None
        out[card.id] = card
    return out


def catalogue(extra: Mapping[str, Card] | None = None) -> dict[str, Card]:
    """Shipped cards plus a match's user cards (which never shadow a shipped id: check_content refuses that)."""
    return {**shipped(), **(extra or {})}


def find(text: str, cards: Mapping[str, Card] | None = None) -> Card | None:
    """A card by id, or by name ("elite stormtrooper", "luke skywalker jedi knight"); None when unknown or unclear."""
    cards = cards or shipped()
    t = " ".join(text.lower().replace("-", " ").split())
    if t.replace(" ", "-") in cards:
        return cards[t.replace(" ", "-")]
    elite = t.startswith("elite ") or t.endswith(" elite")
    t = t.removeprefix("elite ").removesuffix(" elite")
    found = [
        c for c in cards.values()
        if (c.name.lower() == t or f"{c.name} {c.subtitle}".lower().strip() == t) and (c.elite == elite or c.unique)
    ]  # fmt: skip
    return found[0] if len(found) == 1 else None
