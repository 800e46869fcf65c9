"""TI4 prompt texts in English and Russian (str.format templates; see bot/core/texts.py).

Russian follows /work/shared/seeds/ti4-space-combat-ru.txt ("объявить об отступлении", "присвоение попаданий",
"заградительный огонь"). Faction technology and unit names stay as printed. Only prompt texts and fixed option
labels are here; the combat log sentences (`say`) are still English.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.protocol import Option
from bot.core.texts import render

EN: dict[str, str] = {
    "prompt.munitions": "Round {round}: use Munitions Reserves?",
    "opt.keep_tg": "Keep your trade goods",
    "opt.spend_tg": "Spend 2 of {tg} trade goods: reroll any dice this round",
    "prompt.duranium": "Duranium Armor: repair one damaged unit",
    "prompt.declare": "Round {round}: announce a retreat? (it happens after this round's hits, RU 39.4)",
    "opt.stay": "Stay and fight",
    "opt.retreat": "Announce a retreat",
    "prompt.reroll": "Munitions Reserves: reroll any of your {hits}-hit roll's dice (misses shown)",
    "opt.no_reroll": "no reroll",
    "prompt.assign": "Assign {hits} {where} hit(s) to your ships",
    "prompt.assign_nf": "Assign {hits} {where} hit(s) to your ships ({nf} must go to non-fighter ships if possible)",
    "where.combat": "combat",
    "where.afb": "anti-fighter barrage",
    "where.space_cannon": "space cannon",
    "where.assault_cannon": "Assault Cannon",
    "where.ambush": "Ambush",
    "prompt.remove": "Too many fighters/ground forces for your capacity ({reason}): choose",
}

RU: dict[str, str] = {
    "prompt.munitions": "Раунд {round}: использовать Munitions Reserves?",
    "opt.keep_tg": "Оставить товары",
    "opt.spend_tg": "Потратить 2 товара из {tg}: перебрасывать любые кубики в этом раунде",
    "prompt.duranium": "Duranium Armor: отремонтируйте одну повреждённую единицу",
    "prompt.declare": "Раунд {round}: объявить об отступлении? (оно происходит после попаданий этого раунда, RU 39.4)",
    "opt.stay": "Остаться и сражаться",
    "opt.retreat": "Объявить об отступлении",
    "prompt.reroll": "Munitions Reserves: перебросьте любые кубики своего броска ({hits} попад.; показаны промахи)",
    "opt.no_reroll": "не перебрасывать",
    "prompt.assign": "Присвойте попадания своим кораблям: {hits} ({where})",
    "prompt.assign_nf": "Присвойте попадания своим кораблям: {hits} ({where}; {nf} по возможности — не истребителям)",
    "where.combat": "бой",
    "where.afb": "заградительный огонь",
    "where.space_cannon": "космическая пушка",
    "where.assault_cannon": "Assault Cannon",
    "where.ambush": "Ambush",
    "prompt.remove": "Слишком много истребителей/наземных войск для вашей вместимости ({reason}): выберите",
}

CATALOGS: dict[str, dict[str, str]] = {"en": EN, "ru": RU}


def english(message: Mapping[str, Any]) -> str:
    return render(CATALOGS, message, "en")


def option(oid: str, label: Mapping[str, Any], action: dict[str, Any], style: str | None = None) -> Option:
    return Option(oid, english(label), action, style=style, texts={"label": dict(label)})


def prompt_texts(text: Mapping[str, Any]) -> dict[str, Any]:
    return {"texts": {"text": dict(text)}}
