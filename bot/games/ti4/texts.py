"""TI4 texts in English and Russian: Fluent catalogs in data/ti4/texts/<lang>.ftl (see bot/core/texts.py).

Russian follows the Russian TI4 space combat reference ("объявить об отступлении", "присвоение попаданий",
"заградительный огонь"). Faction technology and unit names stay as printed. Only prompt texts and fixed option
labels, the combat log sentences (`say`) and the hit assignment/removal option labels are here. Unit names stay
as printed; a free text the catalogs do not know is carried as "raw" (shown as is).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from bot.core.protocol import Option, RuleError
from bot.core.texts import Catalogs, msg, render

CATALOGS = Catalogs("ti4")  # data/ti4/texts/<lang>.ftl


def english(message: Mapping[str, Any]) -> str:
    return render(CATALOGS, message, "en")


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


def units_text(units: Mapping[str, int], stats: Mapping[str, Any]) -> str:
    """'1 Carrier I, 2 Fighter I' (unit names stay as printed), most expensive first: never in dict order, which
    differs between a live state and one loaded from storage."""
    ordered = sorted(units.items(), key=lambda kv: (stats[kv[0]]["cost"] or 0.0, kv[0]), reverse=True)
    return ", ".join(f"{n} {stats[u]['name']}" for u, n in ordered if n)


def assignment(a: Mapping[str, Any], stats: Mapping[str, Any]) -> dict[str, Any]:
    """What a hit assignment does: 'sustain 1 Dreadnought I; destroy 2 Fighter I' or 'no losses'."""
    sustain = msg("hits.sustain", units=units_text(a["sustain"], stats)) if a.get("sustain") else None
    destroy = msg("hits.destroy", units=units_text(a["destroy"], stats)) if a.get("destroy") else None
    if sustain and destroy:
        return msg("hits.both", sustain=sustain, destroy=destroy)
    return sustain or destroy or msg("hits.none")


def rule_error(text: Mapping[str, Any], rule: str | None = None, code: str = "illegal") -> RuleError:
    return RuleError(english(text), rule, code=code, text={"game": "ti4", **text})


def prompt_texts(text: Mapping[str, Any]) -> dict[str, Any]:
    return {"texts": {"text": dict(text)}}
