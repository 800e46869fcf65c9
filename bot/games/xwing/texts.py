"""X-Wing texts in English and Russian: str.format templates keyed by message key (see bot/core/texts.py).

The English templates are the sentences the console and the match log show; Russian follows the wording of the
Russian rulebook (/work/shared/seeds/xwing-rules-ru.txt): "вираж" (bank), "поворот" (turn), "разворот Койограна"
(K-turn), "концентрация" (focus), "уклонение" (evade), "захват цели" (target lock), "перегрузка" (stress), "бочка"
(barrel roll). Ship, pilot and card names stay as printed.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.protocol import Option, RuleError
from bot.core.texts import is_message, msg, render
from bot.games.xwing.content import maneuver_parts

EN: dict[str, str] = {
    # maneuvers and their colours
    "mv.straight": "{speed} straight",
    "mv.bank-left": "{speed} bank left",
    "mv.bank-right": "{speed} bank right",
    "mv.turn-left": "{speed} turn left",
    "mv.turn-right": "{speed} turn right",
    "mv.koiogran": "{speed} K-turn",
    "diff.green": "green",
    "diff.white": "white",
    "diff.red": "red",
    "mv.with_diff": "{maneuver} ({diff})",
    # dice faces, tokens, seats
    "face.hit": "hit",
    "face.crit": "crit",
    "face.focus": "focus",
    "face.evade": "evade",
    "face.blank": "blank",
    "face.cancelled": "{face} (cancelled)",
    "none": "none",
    "token.focus": "focus",
    "token.evade": "evade",
    "token.stress": "stress",
    "token.ion": "ion",
    "token.lock": "lock",
    "seat.rebel": "rebel",
    "seat.imperial": "imperial",
    "Seat.rebel": "Rebel",
    "Seat.imperial": "Imperial",
    "pool.attack": "Attack",
    "who.rebel": "rebel",
    "who.imperial": "imperial",
    "whom.rebel": "rebel",
    "whom.imperial": "imperial",
    "pool.defense": "Defense",
    # events
    "say.round_planning": "Round {round}: planning. Set your dials.",
    "say.dial_locked": "{ship}'s dial is locked.",
    "say.reveals": "{ship} reveals {maneuver}.",
    "say.reveals_diff": "{ship} reveals {maneuver} ({diff}).",
    "say.stressed_red": "{ship} is stressed and revealed a red maneuver: {seat} chooses a non-red maneuver for it.",
    "say.flies": "{ship} flies {maneuver}.",
    "say.flies_notes": "{ship} flies {maneuver}; {notes}.",
    "note.overlap": "a {planned} would overlap, so it flies {flown}",
    "note.bumps": "bumps into {ships}: no action",
    "note.asteroid": "hits an asteroid: no action",
    "note.sep": "{a}; {b}",
    "say.stress_red": "{ship} receives a stress token (red maneuver).",
    "say.stress_green": "{ship} removes a stress token (green maneuver).",
    "say.asteroid_roll": "{ship} rolls 1 attack die for the asteroid: {face}.",
    "say.no_action": "{ship} takes no action ({why}).",
    "say.no_free_action": "{ship} may not take the free action ({why}).",
    "say.combat": "Combat phase.",
    "say.no_target": "{ship} has no target.",
    "say.attacks": "{attacker} attacks {defender} at range {range}.",
    "say.attacks_obstructed": "{attacker} attacks {defender} at range {range} (obstructed).",
    "say.attacks_with": "{attacker} attacks {defender} with {weapon} at range {range}.",
    "say.attacks_with_obstructed": "{attacker} attacks {defender} with {weapon} at range {range} (obstructed).",
    "say.pool_dice": "{pool} dice: {faces}.",
    "say.pool_dice_now": "{pool} dice now: {faces}.",
    "say.standing": "Standing choice: {choice}.",
    "say.hit": "{ship} is hit: {hits} hit(s), {crits} crit(s).",
    "say.evades_all": "{ship} evades it all.",
    "say.end_phase": "End phase: focus and evade tokens are removed.",
    "say.activation": "All dials are set: activation.",
    "say.game_over": "{winner} wins: {reason}.",
    "say.destroyed": "{ship} is destroyed ({reason}).",
    "reason.fled": "fled",
    "reason.escaped": "escaped",
    "reason.asteroid": "asteroid",
    "reason.attack_by": "attack by {ship}",
    "reason.all_destroyed": "every {seat} ship was destroyed",
    "say.tokens": "{ship} now has {value} {token} token(s).",
    "say.lock_released": "{ship}'s target lock is released.",
    "say.moved": "{ship} is moved.",
    "say.shields": "{ship} now has {value} shield(s).",
    "say.card_up": "{ship}'s damage card is turned face up.",
    "say.card_down": "{ship}'s damage card is turned face down.",
    "say.card_discarded": "{ship} discards a damage card.",
    "say.upgrade_discarded": "{ship} discards {upgrade}.",
    # who is awaited
    "wait.dials": "Waiting for dials",
    "wait.dials_who": "Waiting for dials: {who}",
    "wait.seat_ships": "{seat} ({ships})",
    "sentence": "{text}.",
    "now.nothing": "nothing is awaited now",
    "now.kind": "waiting for: {kind}",
    "now.waiting": "{said}; answer with '{answer}'",
    "wait.seat": "Waiting for {seat}: {what}",
    "wait.any": "Waiting: {what}",
    "wait.obstacle": "place asteroid {n}",
    "wait.edge": "choose the Rebel edge",
    "wait.deploy": "place {ship}",
    "wait.stress_choice": "choose a non-red maneuver for the stressed {ship}",
    "wait.action": "{ship}'s action",
    "wait.free_action": "{ship}'s free action",
    "wait.target": "{ship}'s attack",
    "wait.modify": "modify the {window} dice",
    # prompts and options
    "prompt.dial": "Round {round}: set the dial of {ship}",
    "prompt.dial_stressed": "Round {round}: set the dial of {ship} (stressed: a red maneuver will be replaced by your "
    "opponent's choice)",
    "prompt.edge": "Choose your edge",
    "opt.edge_south": "Keep the south edge (y = 0)",
    "opt.edge_north": "Take the north edge (the mat is turned round)",
    "prompt.stress_choice": "{ship} is stressed and revealed a red maneuver: choose a non-red maneuver for it",
    "prompt.action": "{ship}: choose an action (or skip)",
    "prompt.free_action": "{ship}: choose a free action (or skip)",
    "opt.skip": "Skip the action",
    "prompt.target": "{ship}: choose a target",
    "opt.pass": "Do not attack",
    "opt.first": "Let {ship} attack first",
    "opt.done": "No (more) changes",
    "group.speed": "speed {speed}",
    "prompt.modify": "{attacker} attacks {defender} at range {range} ({dice}): modify the {window} dice",
    "dice.attack": "attack dice {attack}",
    "dice.attack_defense": "attack dice {attack}; defense dice {defense}",
    "window.attack": "attack",
    "window.defense": "defense",
    "opt.attack": "Attack {ship} ({terms})",
    "opt.attack_with": "Attack {ship} with {weapon} ({terms})",
    "terms.range": "range {range}",
    "terms.range_obstructed": "range {range}, obstructed",
    "terms.bonus": "{base}: {bonus}",
    "bonus.attack1": "+{n} attack die",
    "bonus.attackN": "+{n} attack dice",
    "bonus.defense1": "+{n} defense die",
    "bonus.defenseN": "+{n} defense dice",
    "prompt.deploy": "Place {ship} (skill {skill}) within range 1 of your edge; "
    "or send an exact pose {{x, y, heading}}",
    "opt.deploy": "x = {x} mm ({side})",
    "where.left": "left",
    "where.left_of_centre": "left of centre",
    "where.centre": "centre",
    "where.right_of_centre": "right of centre",
    "where.right": "right",
    "effect.focus": "Focus",
    "effect.evade": "Evade",
    "effect.target_lock": "Target lock",
    "effect.barrel_roll": "Barrel roll",
    "effect.spend_focus_attack": "Spend focus: all focus results become hits",
    "effect.spend_focus_defense": "Spend focus: all focus results become evades",
    "effect.spend_evade": "Spend evade token: add one evade",
    "effect.lock_reroll": "Spend target lock to reroll",
    "opt.lock": "Lock {ship}",
    "opt.roll": "Roll {side}, {where}",
    "opt.roll_slide": "Roll {side}, {where} ({mm} mm)",
    "opt.reroll_blanks": "Spend lock: reroll {n} blank(s)",
    "opt.reroll_weak": "Spend lock: reroll {n} blank/focus",
    "side.left": "left",
    "side.right": "right",
    "slide.back": "back",
    "slide.centre": "centre",
    "slide.forward": "forward",
    "say.takes_token": "{ship} takes a {token} token.",
    "say.luke": "{card} turns a focus result into an evade.",
    "say.gundark": "{card} turns a hit into a critical hit.",
    "say.card_reroll": "{card}: reroll -> {faces}.",
    "say.garven": "{card} spends focus ({n} focus -> {face}) and hands it to {ship}.",
    "say.green_free_focus": "{ship} flew a green maneuver: it may take a free focus action.",
    "say.vader": "{card} may perform a second action.",
    "say.card_roll": "{card}: {ship} rolls {face}.",
    "say.card_stress": "{card}: {ship} receives a stress token.",
    "say.card_discards": "{card}: {ship} discards {upgrade}.",
    "say.stunned_pilot": "{card}: {ship} overlapped and suffers 1 damage.",
    "say.hull_breach": "{card}: {ship} flew a red maneuver and rolls {face}.",
    "say.repair_roll": "{ship} rolls {face} to repair {card}.",
    "say.recovers_shield": "{card} recovers a shield on {ship}.",
    "say.lock_roll": "{card}: {ship} spent its lock and rolls {face}.",
    "say.plus_agility": "{card}: {ship} has +1 agility this round.",
    "say.may_free_action": "{card}: {ship} may take a free action.",
    "say.repairs": "{card} repairs {ship}: a face-down damage card is discarded.",
    "say.removes_lock": "{card} removes {ship}'s lock.",
    "say.lock_fire": "{ship} spends its target lock to fire {weapon}.",
    "say.discarded": "{card} is discarded.",
    "say.ion_hit": "The ion cannon hits {ship}: 1 damage and 1 ion token.",
    "say.ionized": "{ship} is ionized: it flies a white 1-straight instead of its dial.",
    "say.ion_lost": "{ship} loses its ion tokens.",
    "say.barrel_roll": "{ship} barrel rolls {side}.",
    "say.barrel_roll_slide": "{ship} barrel rolls {side} ({slide} mm).",
    "say.spend_focus_hit": "{ship} spends focus: {n} focus -> hit.",
    "say.spend_focus_evade": "{ship} spends focus: {n} focus -> evade.",
    "say.spend_evade": "{ship} spends an evade token: +1 evade.",
    "say.lock_reroll": "{ship} spends its target lock and rerolls {n} dice: {faces}.",
    # rule errors
    "err.wrong_phase": "'{action}' is not possible now ({now})",
    "err.not_your_turn": "it is {seat}'s decision, not {you}'s ({now})",
    "err.not_available": "{name} is not available now (available: {offered})",
    "err.standing": "standing choices: {choices} (value true/false)",
    "err.dial_malformed": "send {{'ship': id, 'maneuver': '2-bank-left'}} or {{'dials': {{ship: maneuver}}}}",
    "err.asteroid_place": "the asteroid cannot go there: {why}",
    "err.deploy_place": "{ship} cannot be placed there: {why}",
    "err.unknown_action": "unknown action {kind} ({now}; any time: standing, dispute, concede)",
    "err.match_over": "the match is over",
    "err.no_kind": "an action is an object with a 'kind'",
    "err.squad_list": "the {seat} squad must be a non-empty list of pilot ids",
    "err.unknown_pilot": "unknown pilot {pilot} in the {seat} squad",
    "err.unique_pilot": "{pilot} is unique: one per squad",
    "err.upgrades_list": "{pilot}: 'upgrades' must be a list of upgrade ids",
    "err.squad_cost": "the {seat} squad costs {cost} points, over the {points}-point limit",
    "err.points": "points must be a whole number from 1 to 1000",
    "err.squads": "squads must give a list for 'rebel' and one for 'imperial'",
    "err.deployment": "deployment: 'prompt' (each ship placed by its owner) or 'auto'",
    "err.ship_ids": "ship ids must be unique in the match",
    "err.roll_illegal": "that barrel roll is illegal: {why}",
    "err.no_ship": "there is no ship {ship} in play",
    "err.not_your_ship": "{ship} is not your ship",
    "err.no_dial": "{ship} has no dial",
    "err.dial_set": "{ship}'s dial is already set for this round",
    "err.not_on_dial": "{maneuver} is not on the {ship} dial (choose from {dial})",
    "err.asteroid_numbers": "an asteroid needs numbers x, y (mm) and rotation (degrees)",
    "err.asteroid_finite": "an asteroid needs finite numbers x, y and rotation",
    "err.edge": "choose the edge 'south' or 'north'",
    "err.pose_numbers": "a pose needs numbers x, y (mm) and heading (degrees)",
    "err.stressed_no_action": "{ship} is stressed and may not perform actions",
    "err.not_non_red": "{maneuver} is not a non-red maneuver on {ship}'s dial",
    "err.cannot_attack_now": "{ship} cannot attack now",
    "err.cannot_attack": "{ship} cannot attack {target}",
    "err.weapon": "{ship} cannot attack {target} with {weapon} (legal: {legal})",
    "err.roll_side": "a barrel roll goes 'left' or 'right'",
    "err.roll_slide": "the slide must be a number of mm from -20 to 20",
    "err.reroll_numbers": "name the dice to reroll by number, e.g. [0, 2]",
}

RU: dict[str, str] = {
    "mv.straight": "{speed} прямо",
    "mv.bank-left": "{speed} вираж влево",
    "mv.bank-right": "{speed} вираж вправо",
    "mv.turn-left": "{speed} поворот влево",
    "mv.turn-right": "{speed} поворот вправо",
    "mv.koiogran": "{speed} разворот Койограна",
    "diff.green": "зелёный",
    "diff.white": "белый",
    "diff.red": "красный",
    "mv.with_diff": "{maneuver} ({diff})",
    "face.hit": "попадание",
    "face.crit": "критическое попадание",
    "face.focus": "концентрация",
    "face.evade": "уклонение",
    "face.blank": "пусто",
    "face.cancelled": "{face} (отменено)",
    "none": "нет",
    "token.focus": "концентрации",
    "token.evade": "уклонения",
    "token.stress": "перегрузки",
    "token.ion": "ионных",
    "token.lock": "захвата цели",
    "seat.rebel": "повстанцев",
    "seat.imperial": "Империи",
    "Seat.rebel": "Повстанцы",
    "Seat.imperial": "Империя",
    "pool.attack": "Кубики атаки",
    "who.rebel": "Повстанцы",
    "who.imperial": "Империя",
    "whom.rebel": "повстанцами",
    "whom.imperial": "Империей",
    "pool.defense": "Кубики защиты",
    "say.round_planning": "Раунд {round}: фаза планирования. Выставьте диски манёвров.",
    "say.dial_locked": "Диск манёвров {ship} выставлен.",
    "say.reveals": "{ship} открывает манёвр {maneuver}.",
    "say.reveals_diff": "{ship} открывает манёвр {maneuver} ({diff}).",
    "say.stressed_red": "{ship} под перегрузкой открыл красный манёвр: {seat} выбирает ему не красный манёвр.",
    "say.flies": "{ship} выполняет манёвр {maneuver}.",
    "say.flies_notes": "{ship} выполняет манёвр {maneuver}; {notes}.",
    "note.overlap": "манёвр {planned} привёл бы к перекрытию, поэтому корабль выполняет {flown}",
    "note.bumps": "сталкивается с {ships}: без действия",
    "note.asteroid": "задевает астероид: без действия",
    "note.sep": "{a}; {b}",
    "say.stress_red": "{ship} получает жетон перегрузки (красный манёвр).",
    "say.stress_green": "{ship} сбрасывает жетон перегрузки (зелёный манёвр).",
    "say.asteroid_roll": "{ship} бросает 1 кубик атаки за астероид: {face}.",
    "say.no_action": "{ship} не выполняет действие ({why}).",
    "say.no_free_action": "{ship} не может выполнить бесплатное действие ({why}).",
    "say.combat": "Фаза боя.",
    "say.no_target": "У {ship} нет цели.",
    "say.attacks": "{attacker} атакует {defender} с дистанции {range}.",
    "say.attacks_obstructed": "{attacker} атакует {defender} с дистанции {range} (помеха).",
    "say.attacks_with": "{attacker} атакует {defender} оружием {weapon} с дистанции {range}.",
    "say.attacks_with_obstructed": "{attacker} атакует {defender} оружием {weapon} с дистанции {range} (помеха).",
    "say.pool_dice": "{pool}: {faces}.",
    "say.pool_dice_now": "{pool} теперь: {faces}.",
    "say.standing": "Постоянный выбор: {choice}.",
    "say.hit": "{ship} получает попадания: обычных {hits}, критических {crits}.",
    "say.evades_all": "{ship} уклоняется от всех попаданий.",
    "say.end_phase": "Фаза завершения: жетоны концентрации и уклонения сбрасываются.",
    "say.activation": "Все диски выставлены: фаза активации.",
    "say.game_over": "{winner} побеждают: {reason}.",
    "say.destroyed": "{ship} уничтожен ({reason}).",
    "reason.fled": "покинул игровую зону",
    "reason.escaped": "ушёл с поля",
    "reason.asteroid": "астероид",
    "reason.attack_by": "атака {ship}",
    "reason.all_destroyed": "все корабли {seat} уничтожены",
    "say.tokens": "У {ship} теперь жетонов {token}: {value}.",
    "say.lock_released": "Захват цели {ship} снят.",
    "say.moved": "{ship} перемещён.",
    "say.shields": "У {ship} теперь щитов: {value}.",
    "say.card_up": "Карта повреждения {ship} переворачивается лицом вверх.",
    "say.card_down": "Карта повреждения {ship} переворачивается лицом вниз.",
    "say.card_discarded": "{ship} сбрасывает карту повреждения.",
    "say.upgrade_discarded": "{ship} сбрасывает {upgrade}.",
    "wait.dials": "Ожидаются диски манёвров",
    "wait.dials_who": "Ожидаются диски манёвров: {who}",
    "wait.seat_ships": "{seat} ({ships})",
    "sentence": "{text}.",
    "now.nothing": "сейчас ничего не ожидается",
    "now.kind": "ожидается: {kind}",
    "now.waiting": "{said}; ответ: «{answer}»",
    "wait.seat": "Ход за {seat}: {what}",
    "wait.any": "Ожидается: {what}",
    "wait.obstacle": "поместить астероид {n}",
    "wait.edge": "выбрать край повстанцев",
    "wait.deploy": "поместить {ship}",
    "wait.stress_choice": "выбрать не красный манёвр для {ship} под перегрузкой",
    "wait.action": "действие {ship}",
    "wait.free_action": "бесплатное действие {ship}",
    "wait.target": "атака {ship}",
    "wait.modify": "изменение кубиков ({window})",
    "prompt.dial": "Раунд {round}: выставьте диск манёвров {ship}",
    "prompt.dial_stressed": "Раунд {round}: выставьте диск манёвров {ship} (перегрузка: красный манёвр заменит "
    "выбор соперника)",
    "prompt.edge": "Выберите свой край",
    "opt.edge_south": "Оставить южный край (y = 0)",
    "opt.edge_north": "Взять северный край (поле разворачивается)",
    "prompt.stress_choice": "{ship} под перегрузкой открыл красный манёвр: выберите ему не красный манёвр",
    "prompt.action": "{ship}: выберите действие (или пропустите)",
    "prompt.free_action": "{ship}: выберите бесплатное действие (или пропустите)",
    "opt.skip": "Пропустить действие",
    "prompt.target": "{ship}: выберите цель",
    "opt.pass": "Не атаковать",
    "opt.first": "Пусть {ship} атакует первым",
    "opt.done": "Без (дальнейших) изменений",
    "group.speed": "скорость {speed}",
    "prompt.modify": "{attacker} атакует {defender} с дистанции {range} ({dice}): измените кубики {window}",
    "dice.attack": "кубики атаки: {attack}",
    "dice.attack_defense": "кубики атаки: {attack}; кубики защиты: {defense}",
    "window.attack": "атаки",
    "window.defense": "защиты",
    "opt.attack": "Атаковать {ship} ({terms})",
    "opt.attack_with": "Атаковать {ship} оружием {weapon} ({terms})",
    "terms.range": "дистанция {range}",
    "terms.range_obstructed": "дистанция {range}, помеха",
    "terms.bonus": "{base}: {bonus}",
    "bonus.attack1": "+{n} кубик атаки",
    "bonus.attackN": "+{n} кубика атаки",
    "bonus.defense1": "+{n} кубик защиты",
    "bonus.defenseN": "+{n} кубика защиты",
    "prompt.deploy": "Поместите {ship} (умение пилота {skill}) в пределах дистанции 1 от своего края; "
    "или пришлите точную позицию {{x, y, heading}}",
    "opt.deploy": "x = {x} мм ({side})",
    "where.left": "слева",
    "where.left_of_centre": "левее центра",
    "where.centre": "в центре",
    "where.right_of_centre": "правее центра",
    "where.right": "справа",
    "effect.focus": "Концентрация",
    "effect.evade": "Уклонение",
    "effect.target_lock": "Захват цели",
    "effect.barrel_roll": "Бочка",
    "effect.spend_focus_attack": "Потратить концентрацию: все результаты концентрации становятся попаданиями",
    "effect.spend_focus_defense": "Потратить концентрацию: все результаты концентрации становятся уклонениями",
    "effect.spend_evade": "Потратить жетон уклонения: добавить одно уклонение",
    "effect.lock_reroll": "Потратить захват цели, чтобы перебросить",
    "opt.lock": "Захватить {ship}",
    "opt.roll": "Бочка {side}, {where}",
    "opt.roll_slide": "Бочка {side}, {where} ({mm} мм)",
    "opt.reroll_blanks": "Потратить захват: перебросить пустые ({n})",
    "opt.reroll_weak": "Потратить захват: перебросить пустые и концентрацию ({n})",
    "side.left": "влево",
    "side.right": "вправо",
    "slide.back": "назад",
    "slide.centre": "по центру",
    "slide.forward": "вперёд",
    "say.takes_token": "{ship} получает жетон {token}.",
    "say.luke": "{card} меняет результат концентрации на уклонение.",
    "say.gundark": "{card} меняет попадание на критическое попадание.",
    "say.card_reroll": "{card}: переброс -> {faces}.",
    "say.garven": "{card} тратит концентрацию ({n} концентрации -> {face}) и передаёт её {ship}.",
    "say.green_free_focus": "{ship} выполнил зелёный манёвр: может выполнить бесплатное действие концентрации.",
    "say.vader": "{card} может выполнить второе действие.",
    "say.card_roll": "{card}: {ship} бросает кубик: {face}.",
    "say.card_stress": "{card}: {ship} получает жетон перегрузки.",
    "say.card_discards": "{card}: {ship} сбрасывает {upgrade}.",
    "say.stunned_pilot": "{card}: {ship} перекрыл другой объект и получает 1 повреждение.",
    "say.hull_breach": "{card}: {ship} выполнил красный манёвр и бросает кубик: {face}.",
    "say.repair_roll": "{ship} бросает кубик, чтобы починить {card}: {face}.",
    "say.recovers_shield": "{card} восстанавливает щит {ship}.",
    "say.lock_roll": "{card}: {ship} потратил захват цели и бросает кубик: {face}.",
    "say.plus_agility": "{card}: у {ship} +1 к манёвренности в этом раунде.",
    "say.may_free_action": "{card}: {ship} может выполнить бесплатное действие.",
    "say.repairs": "{card} чинит {ship}: карта повреждения лицом вниз сбрасывается.",
    "say.removes_lock": "{card} снимает захват цели {ship}.",
    "say.lock_fire": "{ship} тратит захват цели, чтобы выстрелить: {weapon}.",
    "say.discarded": "{card} сбрасывается.",
    "say.ion_hit": "Ионная пушка попадает в {ship}: 1 повреждение и 1 ионный жетон.",
    "say.ionized": "{ship} ионизирован: вместо манёвра с диска выполняет белый манёвр 1 прямо.",
    "say.ion_lost": "{ship} сбрасывает ионные жетоны.",
    "say.barrel_roll": "{ship} делает бочку {side}.",
    "say.barrel_roll_slide": "{ship} делает бочку {side} ({slide} мм).",
    "say.spend_focus_hit": "{ship} тратит концентрацию: {n} концентрации -> попадание.",
    "say.spend_focus_evade": "{ship} тратит концентрацию: {n} концентрации -> уклонение.",
    "say.spend_evade": "{ship} тратит жетон уклонения: +1 уклонение.",
    "say.lock_reroll": "{ship} тратит захват цели и перебрасывает кубики ({n}): {faces}.",
    "err.wrong_phase": "«{action}» сейчас невозможно ({now})",
    "err.not_your_turn": "сейчас решает {seat}, а не {you} ({now})",
    "err.not_available": "{name} сейчас недоступно (доступно: {offered})",
    "err.standing": "постоянные решения: {choices} (значение true/false)",
    "err.dial_malformed": "пришлите {{'ship': id, 'maneuver': '2-bank-left'}} или {{'dials': {{ship: maneuver}}}}",
    "err.asteroid_place": "астероид нельзя поставить сюда: {why}",
    "err.deploy_place": "{ship} нельзя выставить сюда: {why}",
    "err.unknown_action": "неизвестное действие {kind} ({now}; в любой момент: standing, dispute, concede)",
    "err.match_over": "матч окончен",
    "err.no_kind": "действие — объект с полем 'kind'",
    "err.squad_list": "эскадрилья {seat} должна быть непустым списком id пилотов",
    "err.unknown_pilot": "неизвестный пилот {pilot} в эскадрилье {seat}",
    "err.unique_pilot": "{pilot} — уникальное имя: не больше одного в эскадрилье",
    "err.upgrades_list": "{pilot}: 'upgrades' должен быть списком id улучшений",
    "err.squad_cost": "эскадрилья {seat} стоит {cost} очк., больше лимита в {points} очк.",
    "err.points": "очки — целое число от 1 до 1000",
    "err.squads": "squads должен содержать список для 'rebel' и список для 'imperial'",
    "err.deployment": "deployment: 'prompt' (каждый корабль выставляет его владелец) или 'auto'",
    "err.ship_ids": "id кораблей в матче должны быть уникальны",
    "err.roll_illegal": "такая бочка невозможна: {why}",
    "err.no_ship": "корабля {ship} нет в игре",
    "err.not_your_ship": "{ship} — не ваш корабль",
    "err.no_dial": "у {ship} нет диска манёвров",
    "err.dial_set": "диск манёвров {ship} в этом раунде уже выставлен",
    "err.not_on_dial": "манёвра {maneuver} нет на диске {ship} (выберите из: {dial})",
    "err.asteroid_numbers": "астероиду нужны числа x, y (мм) и rotation (градусы)",
    "err.asteroid_finite": "астероиду нужны конечные числа x, y и rotation",
    "err.edge": "выберите край 'south' (юг) или 'north' (север)",
    "err.pose_numbers": "позиции нужны числа x, y (мм) и heading (градусы)",
    "err.stressed_no_action": "{ship} под стрессом и не может выполнять действия",
    "err.not_non_red": "{maneuver} не является не-красным манёвром на диске {ship}",
    "err.cannot_attack_now": "{ship} сейчас не может атаковать",
    "err.cannot_attack": "{ship} не может атаковать {target}",
    "err.weapon": "{ship} не может атаковать {target} оружием {weapon} (допустимо: {legal})",
    "err.roll_side": "бочка выполняется 'left' (влево) или 'right' (вправо)",
    "err.roll_slide": "сдвиг — число мм от -20 до 20",
    "err.reroll_numbers": "укажите номера кубиков для переброса, например [0, 2]",
}

CATALOGS: dict[str, dict[str, str]] = {"en": EN, "ru": RU}


def english(message: Mapping[str, Any]) -> str:
    return render(CATALOGS, message, "en")


def maneuver_msg(maneuver: str) -> dict[str, Any] | str:
    """'2-bank-left' -> a message rendering as '2 bank left' / '2 вираж влево'; anything else stays as is."""
    try:
        speed, bearing = maneuver_parts(maneuver)
    except ValueError:
        return maneuver
    key = f"mv.{bearing}"
    return msg(key, speed=speed) if key in EN else maneuver


def face_msg(face: str) -> dict[str, Any] | str:
    return msg(f"face.{face}") if f"face.{face}" in EN else face


def faces_msg(faces: list[Any]) -> Any:
    """A list of faces (names, or messages) or the word 'none'."""
    return list(faces) if faces else msg("none")


def token_msg(token: str) -> dict[str, Any] | str:
    return msg(f"token.{token}") if f"token.{token}" in EN else token


def diff_msg(diff: str) -> dict[str, Any] | str:
    return msg(f"diff.{diff}") if f"diff.{diff}" in EN else diff


def seat_msg(seat: str, capital: bool = False) -> dict[str, Any] | str:
    key = f"{'Seat' if capital else 'seat'}.{seat}"
    return msg(key) if key in EN else seat


def who_msg(seat: Any, case: str = "who") -> Any:
    """A side by name ("who": the subject, "whom": after "за"); a team player's own name stays as is."""
    return msg(f"{case}.{seat}") if f"{case}.{seat}" in EN else seat


def reason_msg(reason: str) -> dict[str, Any] | str:
    """Known destruction reasons as messages; a mission's own free text stays as is."""
    if f"reason.{reason}" in EN:
        return msg(f"reason.{reason}")
    if reason.startswith("attack by "):
        return msg("reason.attack_by", ship=reason.removeprefix("attack by "))
    for seat in ("rebel", "imperial"):
        if reason == f"every {seat} ship was destroyed":
            return msg("reason.all_destroyed", seat=seat_msg(seat))
    return reason


def option(
    oid: str, label: Mapping[str, Any], action: dict[str, Any], group: Any = None, style: str | None = None
) -> Option:
    """An option whose label (and group) are messages: English in `label`, the messages in `texts`."""
    texts: dict[str, Any] = {"label": dict(label)}
    group_text = group
    if is_message(group):
        texts["group"] = dict(group)
        group_text = english(group)
    return Option(oid, english(label), action, group_text, style, texts=texts)


def prompt_texts(text: Mapping[str, Any]) -> dict[str, Any]:
    """The context entry carrying a prompt's localizable text."""
    return {"texts": {"text": dict(text)}}


def rule_error(text: Mapping[str, Any], rule: str | None = None, code: str = "illegal") -> RuleError:
    return RuleError(english(text), rule, code=code, text={"game": "xwing", **text})
