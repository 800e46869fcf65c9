"""TI4 texts in English and Russian: Fluent catalogs in data/ti4/texts/<lang>.ftl (see bot/core/texts.py).

Russian follows the Russian TI4 space combat reference ("объявить об отступлении", "присвоение попаданий",
"заградительный огонь"). Names come from data in the reader's language: units with their case forms
(data/ti4/units.json), flagships and factions (flagships.json), technologies (technologies.json). Only prompt
texts and fixed option labels, the combat log sentences (`say`) and the hit assignment/removal option labels are
here; a free text the catalogs do not know is carried as "raw" (shown as is).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any

from bot.core.protocol import Option, RuleError
from bot.core.texts import Catalogs, EnglishTexts, data_name, msg

# data/ti4/texts/<lang>.ftl; a side's words name its player where the reader knows who sits there
CATALOGS = Catalogs("ti4", seats={"side.attacker": "attacker", "side.defender": "defender"})


# The message in English, memoised (issue 17): a hit-assignment prompt renders every way to take its hits on every
# build, and rendering them was most of decoding a stored match.
english = EnglishTexts(CATALOGS)


def option(oid: str, label: Mapping[str, Any], action: dict[str, Any], style: str | None = None) -> Option:
    return Option(oid, english(label), action, style=style, texts={"label": dict(label)})


@cache
def _phrases() -> dict[str, str]:
    """The fixed English phrases the rules code passes around, and their keys."""
    english_texts = CATALOGS["en"]
    return {english_texts[k]: k for k in english_texts if k.startswith(("what.", "reason."))}


def phrase(text: str) -> dict[str, Any]:
    """A known fixed phrase as its message; anything else shown as is."""
    key = _phrases().get(text)
    return msg(key) if key else msg("raw", text=text)


def side(seat: str) -> dict[str, Any]:
    return msg(f"side.{seat}")


_FORMS = ("name_ru", "name_ru_gen", "name_ru_gen_pl")


def unit_name(stat: Mapping[str, Any]) -> Any:
    """A unit's name as a text param: as printed in English; in Russian with the case forms data/ti4/units.json
    stores (genitive after 2-4 and «нет», genitive plural after 5-20), which the catalogs select with CASE();
    a flagship by its own name («(флагман)»)."""
    from bot.games.ti4.units import units

    if stat.get("id") == "flagship":
        return msg("unit.flagship", name=flagship_name(str(stat["name"]).removesuffix(" (flagship)")))
    entry = units().get(str(stat.get("id")), {})
    if entry.get("name") != stat["name"] or not entry.get("name_ru"):
        return str(stat["name"])
    return data_name({"name": stat["name"], **{k: entry[k] for k in _FORMS if k in entry}})


def flagship_name(name: str) -> dict[str, Any]:
    """A flagship by its printed name (as a match's stats store it), Russian from data/ti4/flagships.json."""
    from bot.games.ti4.units import flagships

    entry = next((e for e in flagships().values() if e["name"] == name), None)
    return data_name({"name": name, "name_ru": entry["name_ru"]} if entry else {"name": name})


def faction_name(fid: str) -> Any:
    """A faction by its id ("letnev"): "Barony of Letnev" / «Барония Летнев»; an unknown id as given."""
    from bot.games.ti4.units import flagships

    entry = flagships().get(fid)
    return data_name({"name": entry["faction"], "name_ru": entry["faction_ru"]}) if entry else fid


def tech_name(tid: str) -> Any:
    """A technology by its id ("duranium_armor"): "Duranium Armor" / «Дюраниевая броня»; an unknown id as given."""
    from bot.games.ti4.units import technologies

    entry = technologies().get(tid)
    return data_name({"name": entry["name"], "name_ru": entry["name_ru"]}) if entry else tid


def unit_count(n: int, stat: Mapping[str, Any]) -> dict[str, Any]:
    """'2 Cruiser I' / «2 крейсера I»: the catalog picks the form the number's plural category needs."""
    return msg("unit.count", n=n, unit=unit_name(stat))


def units_text(units: Mapping[str, int], stats: Mapping[str, Any]) -> list[dict[str, Any]]:
    """'1 Carrier I, 2 Fighter I' (a list param, joined with ", "), most expensive first: never in dict order,
    which differs between a live state and one loaded from storage."""
    ordered = sorted(units.items(), key=lambda kv: (stats[kv[0]]["cost"] or 0.0, kv[0]), reverse=True)
    return [unit_count(n, stats[u]) for u, n in ordered if n]


def either(items: list[Any]) -> Any:
    """Alternatives joined with "or" («или»)."""
    out: Any = items[0] if items else ""
    for item in items[1:]:
        out = msg("either", a=out, b=item)
    return out


def assignment(a: Mapping[str, Any], stats: Mapping[str, Any]) -> dict[str, Any]:
    """What a hit assignment does: 'sustain 1 Dreadnought I; destroy 2 Fighter I' or 'no losses'."""
    sustain = msg("hits.sustain", units=units_text(a["sustain"], stats)) if a.get("sustain") else None
    destroy = msg("hits.destroy", units=units_text(a["destroy"], stats)) if a.get("destroy") else None
    if sustain and destroy:
        return msg("hits.both", sustain=sustain, destroy=destroy)
    return sustain or destroy or msg("hits.none")


_CITE = re.compile(r"(TI4 rule|RU|LRR) (\d+(?:\.\d+)?[а-я]?)")


def cite_msg(rule: str | None) -> Any:
    """A cited rule ("RU 39.4б", "TI4 rule 39.6", "LRR 16 / RU 39.10а") as a message in the reader's language
    («п. 39.4б правил»); None for anything else."""
    parts: list[Any] = [msg("cite.lrr" if src == "LRR" else "cite.rule", n=n) for src, n in _CITE.findall(rule or "")]
    if not parts:
        return None
    out = parts[0]
    for part in parts[1:]:
        out = msg("cite.both", a=out, b=part)
    return out


def rule_error(text: Mapping[str, Any], rule: str | None = None, code: str = "illegal") -> RuleError:
    cited = cite_msg(rule)
    extra = {"rule": cited} if cited is not None else {}
    return RuleError(english(text), rule, code=code, text={"game": "ti4", **text, **extra})


def prompt_texts(text: Mapping[str, Any]) -> dict[str, Any]:
    return {"texts": {"text": dict(text)}}
