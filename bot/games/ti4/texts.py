"""TI4 prompt texts in English and Russian (str.format templates; see bot/core/texts.py).

Russian follows /work/shared/seeds/ti4-space-combat-ru.txt ("объявить об отступлении", "присвоение попаданий",
"заградительный огонь"). Faction technology and unit names stay as printed. Only prompt texts and fixed option
labels, the combat log sentences (`say`) and the hit assignment/removal option labels are here. Unit names stay
as printed; a free text the catalogs do not know is carried as "raw" (shown as is).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.protocol import Option, RuleError
from bot.core.texts import msg, render

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
    "raw": "{text}",
    "side.attacker": "attacker",
    "src.combat": "combat",
    "src.afb": "afb",
    "src.space_cannon": "space_cannon",
    "src.assault_cannon": "assault_cannon",
    "src.ambush": "ambush",
    "side.defender": "defender",
    "what.space_cannon": "space cannon offense",
    "what.ambush": "Ambush",
    "what.assault_cannon": "Assault Cannon",
    "what.afb": "anti-fighter barrage",
    "what.combat": "combat roll",
    "reason.cap_space_cannon": "capacity after space cannon",
    "reason.cap_combat": "capacity after combat",
    "reason.cap_retreat": "retreat: no transport",
    "reason.duranium": "Duranium Armor",
    "reason.arc_secundus": "Arc Secundus: repaired at the start of each round",
    "reason.van_hauge": "Van Hauge (Yin flagship) was destroyed: all ships in the system are destroyed",
    "say.round": "Round {round}",
    "say.rolled": "{side} {what}: {hits} hit(s)",
    "say.rolled_dice": "{side} {what}: {dice} -> {hits} hit(s)",
    "say.assigned": "{side} assigns {hits} {where} hit(s): {text}",
    "hits.sustain": "sustain {units}",
    "hits.destroy": "destroy {units}",
    "hits.both": "{sustain}; {destroy}",
    "hits.none": "no losses",
    "say.declared": "{side} announces a retreat",
    "say.repaired": "{side} repairs a {unit} ({reason})",
    "say.removed": "{side} removes {units} ({reason})",
    "say.retreated": "{side} retreats: {units}",
    "say.retreated_none": "{side} retreats: nothing can move",
    "say.munitions": "{side} spends 2 trade goods on Munitions Reserves",
    "say.rerolled": "{side} rerolls {n} di(c)e: {hits} hit(s)",
    "end.no_combat_one": "no space combat: space cannon fire left only the {winner}'s ships (RU 39.1)",
    "end.no_combat_none": "no space combat: no ships left after space cannon fire",
    "end.draw": "draw: neither side has ships left (RU 39.10)",
    "end.retreated": "the {retreated} retreated; the {winner} wins the combat (RU 39.10)",
    "end.won": "the {winner} wins: only its ships remain (RU 39.10)",
    "opt.remove": "remove {units}",
    "detail.keeps": "keeps {fleet}",
    "fleet.damaged": "{n} {unit} ({d} damaged)",
    "fleet.nothing": "nothing",
    "opt.repair": "Repair a {unit}",
    "opt.reroll": "reroll {dice}",
    "group.sustain": "sustain",
    "group.destroy": "destroy",
    "err.no_seat": "there is no seat {seat}; seats are attacker and defender",
    "err.over": "the combat is over",
    "err.no_kind": "an action is an object with a 'kind'",
    "err.unknown_action": "unknown action {kind}; expected declare, assign, remove, munitions or reroll",
    "err.declare_malformed": "declare needs 'retreat': true or false",
    "err.no_retreat_system": "you cannot announce a retreat: there is no system to retreat to",
    "err.defender_retreats": "the defender announced a retreat this round, so the attacker cannot",
    "err.not_declare_turn": "it is not your turn to announce a retreat",
    "err.no_hits": "you have no hits to assign now",
    "err.nothing_to_remove": "you have nothing to remove now",
    "err.remove_exactly": "remove exactly the excess fighters/ground forces: {choices}",
    "err.duranium_when": "Duranium Armor repairs after hits are assigned",
    "err.duranium_which": "Duranium Armor can repair: {choices} (damaged, and not by Sustain Damage this round)",
    "err.munitions_when": "Munitions Reserves is used at the start of a combat round",
    "err.munitions_malformed": "munitions needs 'spend': true or false",
    "err.reroll_when": "rerolls are made right after your own combat roll",
    "err.reroll_malformed": "reroll needs 'dice': {{unit: [die positions]}}",
    "err.reroll_positions": "{unit}: name distinct positions of dice you rolled",
    "err.assign_shape": "an assignment is {{'sustain': {{unit: n}}, 'destroy': {{unit: n}}}}",
    "err.assign_count": "{part} {unit}: the count must be a whole number >= 0",
    "err.assign_no_unit": "you have no {unit} in this combat",
    "target.only_fighters": "only fighters",
    "target.only_non_fighters": "only non-fighter ships",
    "target.only_ships": "only ships",
    "err.assign_target": "these hits can be assigned to {what}, not to {unit}",
    "err.why_no_cancel": "these hits cannot be cancelled by Sustain Damage",
    "err.why_no_sustain": "it has no Sustain Damage",
    "err.cannot_sustain": "{unit} cannot sustain: {why}",
    "err.sustain_undamaged": "only {n} undamaged {unit} can use Sustain Damage",
    "err.sustain_too_many": "{s} uses of Sustain Damage for {hits} hit(s): each use must cancel a hit",
    "err.only_have": "you have only {n} {unit}",
    "err.destroy_exactly": (
        "{hits} hit(s), {s} cancelled by Sustain Damage: destroy exactly {need} ship(s), not {total}"
    ),
    "err.non_fighters_first": (
        "{nf} hit(s) must go to non-fighter ships if possible: destroy at least {need} non-fighter ship(s)"
    ),
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
    "raw": "{text}",
    "side.attacker": "атакующий",
    "src.combat": "бой",
    "src.afb": "заградительный огонь",
    "src.space_cannon": "космическая пушка",
    "src.assault_cannon": "Assault Cannon",
    "src.ambush": "Ambush",
    "side.defender": "защищающийся",
    "what.space_cannon": "космическая пушка: атака",
    "what.ambush": "Ambush",
    "what.assault_cannon": "Assault Cannon",
    "what.afb": "заградительный огонь",
    "what.combat": "боевая проверка",
    "reason.cap_space_cannon": "вместимость после космической пушки",
    "reason.cap_combat": "вместимость после боя",
    "reason.cap_retreat": "отступление: нет мест на борту",
    "reason.duranium": "Duranium Armor",
    "reason.arc_secundus": "Arc Secundus: ремонт в начале каждого раунда",
    "reason.van_hauge": "Van Hauge (флагман Yin) уничтожен: уничтожены все корабли в системе",
    "say.round": "Раунд {round}",
    "say.rolled": "{side}, {what}: попаданий — {hits}",
    "say.rolled_dice": "{side}, {what}: {dice} -> попаданий — {hits}",
    "say.assigned": "{side} присваивает попадания ({where}: {hits}): {text}",
    "hits.sustain": "поглощение урона: {units}",
    "hits.destroy": "уничтожено: {units}",
    "hits.both": "{sustain}; {destroy}",
    "hits.none": "без потерь",
    "say.declared": "{side} объявляет об отступлении",
    "say.repaired": "{side} ремонтирует {unit} ({reason})",
    "say.removed": "{side} убирает с поля: {units} ({reason})",
    "say.retreated": "{side} отступает: {units}",
    "say.retreated_none": "{side} отступает: передвигаться некому",
    "say.munitions": "{side} тратит 2 товара на Munitions Reserves",
    "say.rerolled": "{side} перебрасывает кубики ({n}): попаданий — {hits}",
    "end.no_combat_one": (
        "космического боя нет: после космической пушки корабли остались только у стороны «{winner}» (RU 39.1)"
    ),
    "end.no_combat_none": "космического боя нет: после космической пушки кораблей не осталось",
    "end.draw": "ничья: кораблей не осталось ни у одной стороны (RU 39.10)",
    "end.retreated": "{retreated} отступил; бой выиграл {winner} (RU 39.10)",
    "end.won": "побеждает {winner}: остались только его корабли (RU 39.10)",
    "opt.remove": "убрать: {units}",
    "detail.keeps": "останется: {fleet}",
    "fleet.damaged": "{n} {unit} (повреждено: {d})",
    "fleet.nothing": "ничего",
    "opt.repair": "Отремонтировать: {unit}",
    "opt.reroll": "перебросить: {dice}",
    "group.sustain": "поглощение урона",
    "group.destroy": "уничтожение",
    "err.no_seat": "нет места {seat}; места: attacker и defender",
    "err.over": "бой окончен",
    "err.no_kind": "действие — объект с полем 'kind'",
    "err.unknown_action": "неизвестное действие {kind}; ожидается declare, assign, remove, munitions или reroll",
    "err.declare_malformed": "declare требует 'retreat': true или false",
    "err.no_retreat_system": "нельзя объявить об отступлении: поблизости нет системы, в которую можно отступить",
    "err.defender_retreats": "защищающийся объявил об отступлении в этом раунде, поэтому атакующий не может",
    "err.not_declare_turn": "сейчас не ваша очередь объявлять об отступлении",
    "err.no_hits": "сейчас вам нечего присваивать: попаданий нет",
    "err.nothing_to_remove": "сейчас вам нечего убирать",
    "err.remove_exactly": "уберите ровно лишние истребители/наземные войска: {choices}",
    "err.duranium_when": "Duranium Armor ремонтирует после присвоения попаданий",
    "err.duranium_which": (
        "Duranium Armor может отремонтировать: {choices} (повреждённые, и не поглощением урона в этом раунде)"
    ),
    "err.munitions_when": "Munitions Reserves используется в начале раунда боя",
    "err.munitions_malformed": "munitions требует 'spend': true или false",
    "err.reroll_when": "перебрасывать можно сразу после своей боевой проверки",
    "err.reroll_malformed": "reroll требует 'dice': {{отряд: [номера кубиков]}}",
    "err.reroll_positions": "{unit}: укажите разные номера брошенных вами кубиков",
    "err.assign_shape": "присвоение — {{'sustain': {{отряд: n}}, 'destroy': {{отряд: n}}}}",
    "err.assign_count": "{part} {unit}: количество — целое число >= 0",
    "err.assign_no_unit": "у вас нет {unit} в этом бою",
    "target.only_fighters": "только истребителям",
    "target.only_non_fighters": "только кораблям, кроме истребителей",
    "target.only_ships": "только кораблям",
    "err.assign_target": "эти попадания можно присвоить {what}, а не {unit}",
    "err.why_no_cancel": "эти попадания нельзя отменить поглощением урона",
    "err.why_no_sustain": "у него нет способности «Поглощение урона»",
    "err.cannot_sustain": "{unit} не может поглотить урон: {why}",
    "err.sustain_undamaged": "поглощение урона могут использовать только {n} неповреждённых {unit}",
    "err.sustain_too_many": "поглощений урона: {s} при попаданиях: {hits}; каждое должно отменять попадание",
    "err.only_have": "у вас только {n} {unit}",
    "err.destroy_exactly": "попаданий: {hits}, отменено поглощением урона: {s}; уничтожьте ровно {need}, а не {total}",
    "err.non_fighters_first": (
        "попадания ({nf}) по возможности должны достаться не истребителям: уничтожьте хотя бы {need} таких кораблей"
    ),
}

CATALOGS: dict[str, dict[str, str]] = {"en": EN, "ru": RU}


def english(message: Mapping[str, Any]) -> str:
    return render(CATALOGS, message, "en")


def option(oid: str, label: Mapping[str, Any], action: dict[str, Any], style: str | None = None) -> Option:
    return Option(oid, english(label), action, style=style, texts={"label": dict(label)})


# the fixed English phrases the rules code passes around, and their keys
PHRASES: dict[str, str] = {EN[k]: k for k in EN if k.startswith(("what.", "reason."))}


def phrase(text: str) -> dict[str, Any]:
    """A known fixed phrase as its message; anything else shown as is."""
    key = PHRASES.get(text)
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
