### TI4 space combat texts, Russian, in the terms of the Russian rules (docs/glossary.md).
game-title = Twilight Imperium 4: космический бой
# сводка параметров в приглашении (bot/discord_bot/invite_texts.py): «флот атакующего: 2 cruiser, …»
setup-attacker = флот атакующего
setup-defender = флот защищающегося
setup-nebula = туманность
# /ti4 odds: ожидаемое число уцелевших отрядов; после дробного числа — родительный падеж единственного числа
odds-survivor = { NUMBER($n, minimumFractionDigits: 2, maximumFractionDigits: 2) } { CASE($unit, "gen") }
prompt-munitions = Раунд { $round }: использовать «Резерв боеприпасов»?
opt-keep_tg = Оставить товары
opt-spend_tg = Потратить 2 товара из { $tg }: перебрасывать любые кубики в этом раунде
prompt-duranium = Дюраниевая броня: отремонтируйте один повреждённый отряд
prompt-declare = Раунд { $round }: объявить об отступлении? (оно происходит после попаданий этого раунда, п. 39.4 правил)
opt-stay = Остаться и сражаться
opt-retreat = Объявить об отступлении
prompt-reroll = Резерв боеприпасов: перебросьте любые кубики своего броска ({ $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
}; показаны промахи)
opt-no_reroll = Не перебрасывать
prompt-assign = Присвойте попадания своим кораблям: { $hits } ({ $where })
prompt-assign_nf = Присвойте попадания своим кораблям: { $hits } ({ $where }; { $nf } по возможности — не истребителям)
where-combat = бой
where-afb = заградительный огонь
where-space_cannon = космическая пушка
where-assault_cannon = Штурмовая пушка
where-ambush = Засада
prompt-remove = Слишком много истребителей/наземных войск для вашей вместимости ({ $reason }): выберите
raw = { $text }
side-attacker = атакующий
    .gen = атакующего
src-combat = бой
src-afb = заградительный огонь
src-space_cannon = космическая пушка
src-assault_cannon = Штурмовая пушка
src-ambush = Засада
side-defender = защищающийся
    .gen = защищающегося
# игрок стороны по отображаемому имени, когда читающий знает, кто играет (docs/protocol.md «Players by name»);
# имя не склоняется: формы — через слово «игрок»
person = { $name }
    .gen = игрока { $name }
    .cap = { $name }
what-space_cannon = космическая пушка: атака
what-ambush = Засада
what-assault_cannon = Штурмовая пушка
what-afb = заградительный огонь
what-combat = боевая проверка
reason-cap_space_cannon = вместимость после космической пушки
reason-cap_combat = вместимость после боя
reason-cap_retreat = отступление: нет мест на борту
reason-duranium = Дюраниевая броня
reason-arc_secundus = «Арк Секундус»: ремонт в начале каждого раунда
reason-van_hauge = «Ван Хауге» (флагман Братства Йин) уничтожен: уничтожены все корабли в системе
say-round = Раунд { $round }
say-rolled = { CAP($side) }, { $what }: { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
}
say-rolled_dice = { CAP($side) }, { $what }: { $dice } → { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
}
say-assigned = { CAP($side) } присваивает попадания ({ $where }: { $hits }). { $text }
hits-sustain = Поглощение урона: { $units }
hits-destroy = Уничтожено: { $units }
hits-both = { $sustain }. { $destroy }
hits-none = Без потерь
say-declared = { CAP($side) } объявляет об отступлении
say-repaired = { CAP($side) } ремонтирует { $unit } ({ $reason })
say-removed = { CAP($side) } убирает с поля: { $units } ({ $reason })
say-retreated = { CAP($side) } отступает: { $units }
say-retreated_none = { CAP($side) } отступает: передвигаться некому
say-munitions = { CAP($side) } тратит 2 товара на «Резерв боеприпасов»
say-rerolled = { CAP($side) } перебрасывает кубики ({ $n }): { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
}
end-no_combat_one = Космического боя нет: после космической пушки корабли остались только у { CASE($winner, "gen") } (п. 39.1 правил)
end-no_combat_none = Космического боя нет: после космической пушки кораблей не осталось
end-draw = Ничья: кораблей не осталось ни у одной стороны (п. 39.10 правил)
end-retreated = Бой выигрывает { $winner }: { $retreated } отступает (п. 39.10 правил)
end-won = Побеждает { $winner }: у соперника кораблей не осталось (п. 39.10 правил)
opt-remove = Убрать: { $units }
detail-keeps = останется: { $fleet }
fleet-damaged = { $unit } (повреждено: { $d })
fleet-nothing = ничего
unit-count = { $n } { $n ->
    [one] { $unit }
    [few] { CASE($unit, "gen") }
   *[many] { CASE($unit, "gen_pl") }
}
unit-flagship = { $name } (флагман)
    .gen = флагмана «{ $name }»
    .gen_pl = флагманов «{ $name }»
    .dat = флагману «{ $name }»
    .acc = флагман «{ $name }»
    .ins = флагманом «{ $name }»
    .pre = флагмане «{ $name }»
    .gender = m
either = { $a } или { $b }
dice-group = { $unit } { $value }+{ $mod } [{ $dice }]
opt-repair = Отремонтировать: { $unit }
opt-reroll = Перебросить: { $dice }
group-sustain = поглощение урона
group-destroy = уничтожение
cite = { $rule }
cite-rule = п. { $n } правил
cite-lrr = п. { $n } справочника правил (LRR)
cite-both = { $a } / { $b }
err-no_seat = нет места { $seat }; места: attacker и defender
err-over = бой окончен
err-no_kind = действие — объект с полем `kind`
err-unknown_action = неизвестное действие { $kind }; ожидается declare, assign, remove, munitions или reroll
err-declare_malformed = `declare` требует `retreat`: true или false
err-no_retreat_system = нельзя объявить об отступлении: поблизости нет системы, в которую можно отступить
err-defender_retreats = защищающийся объявил об отступлении в этом раунде, поэтому атакующий не может
err-not_declare_turn = сейчас не ваша очередь объявлять об отступлении
err-no_hits = сейчас вам нечего присваивать: попаданий нет
err-nothing_to_remove = сейчас вам нечего убирать
err-remove_exactly = уберите ровно лишние истребители/наземные войска: { $choices }
err-duranium_when = Дюраниевая броня ремонтирует после присвоения попаданий
err-duranium_which = Дюраниевая броня может отремонтировать: { $choices } (повреждённые, и не поглощением урона в этом раунде)
err-munitions_when = «Резерв боеприпасов» используется в начале раунда боя
err-munitions_malformed = `munitions` требует `spend`: true или false
err-reroll_when = перебрасывать можно сразу после своей боевой проверки
err-reroll_malformed = `reroll` требует `dice`: {"{"}отряд: [номера кубиков]{"}"}
err-reroll_positions = { $unit }: укажите разные номера брошенных вами кубиков
err-assign_shape = присвоение — `{"{"}"sustain": {"{"}отряд: n{"}"}, "destroy": {"{"}отряд: n{"}"}{"}"}`
err-assign_count = { $part } { $unit }: количество — целое число >= 0
err-assign_no_unit = у вас нет { CASE($unit, "gen") } в этом бою
target-only_fighters = только истребителям
target-only_non_fighters = только кораблям, кроме истребителей
target-only_ships = только кораблям
err-assign_target = эти попадания можно присвоить { $what }, а не отряду «{ $unit }»
err-why_no_cancel = эти попадания нельзя отменить поглощением урона
err-why_no_sustain = у него нет способности «Поглощение урона»
err-cannot_sustain = { $unit } не может поглотить урон: { $why }
err-sustain_undamaged = поглощение урона могут использовать только неповреждённые отряды «{ $unit }»: { $n ->
    [one] { $n } отряд
    [few] { $n } отряда
   *[many] { $n } отрядов
}
err-sustain_too_many = поглощений урона: { $s } при попаданиях: { $hits }; каждое должно отменять попадание
err-only_have = у вас только { $unit }
err-destroy_exactly = попаданий: { $hits }, отменено поглощением урона: { $s }; уничтожьте ровно { $need }, а не { $total }
err-non_fighters_first = попадания ({ $nf }) по возможности должны достаться не истребителям: уничтожьте хотя бы { $need } таких кораблей
mark-sco = космическая пушка: атака
mark-afb = заградительный огонь
mark-declare = объявление отступления и броски боя
# a phase in /match status (bot/engine/match_texts.state_words)
mark-round_start = начало раунда
mark-roll = броски боя
mark-reroll = переброс
mark-assign = присвоение попаданий
mark-excess = проверка вместимости
mark-retreat = отступление
mark-munitions = Резерв боеприпасов
mark-duranium = Дюраниевая броня
mark-over = бой окончен
err-setup_seats = для космического боя TI4 нужны места `attacker` и `defender`
err-setup_options = параметры — объект с полями `attacker` и `defender`
err-setup_unknown = { $n ->
    [one] неизвестный параметр
   *[other] неизвестные параметры
}: { $options }; известные: `attacker`, `defender`, `nebula`
err-setup_no_fleet = не указан флот { CASE($side, "gen") } (например, `"{ $seat }": "2 carrier 4 fighter 1 dreadnought"`)
err-setup_nebula = `nebula` — true или false
err-setup_side_type = { $side }: укажите флот строкой или объектом с полем `fleet`
err-setup_side_unknown = { $side }: { $n ->
    [one] неизвестный параметр
   *[other] неизвестные параметры
} { $options }; известные: { $known }
err-setup_faction = { $side }: неизвестная фракция { $faction }; известные: { $known }
err-setup_trade_goods = { $side }: `trade_goods` — целое число от 0 до 99
err-setup_flag = { $side }: `{ $flag }` — true или false
err-setup_techs = { $side }: `techs` — список идентификаторов технологий
err-setup_tech = { $side }: неизвестная технология { $tech }; известные: { $known }
err-setup_faction_tech = { $side }: «{ $tech }» — фракционная технология фракции «{ $faction }»
err-setup_fleet = { $side }: { $why }
err-setup_pds = { $side }: в `pds` указываются только СПО, а не { $units }
err-setup_no_ship = { $side }: во флоте нужен хотя бы один корабль (наземные войска в космосе не сражаются)
err-setup_capacity = { $side }: перевозки требуют истребители/наземные войска: { $bound }, а мест на кораблях: { $capacity }{ $dock ->
    [yes] {" "}(+3 истребителя благодаря космическому доку)
   *[no] {""}
}; вместимость должна соблюдаться до боя
fleet-empty = флот пуст; перечислите отряды, например «2 carrier 4 fighter 1 dreadnought2»
fleet-long_number = в числе { $number } { $digits } { $digits ->
    [one] цифра
    [few] цифры
   *[many] цифр
}; числа здесь не длиннее { $limit } цифр
fleet-count_end = «{ $token }» в конце флота — число без отряда
fleet-unknown = неизвестный отряд «{ $token }»; известные отряды: { $known }
fleet-count = «{ $count } { $token }»: число отрядов — от 1 до 50
fleet-class = «{ $token }» — { $cls ->
    [ship] корабль
    [ground] наземные войска
   *[structure] сооружение
}, здесь так нельзя{ $pds ->
    [yes] ; СПО объявляются параметром стороны `pds`
   *[no] {""}
}
fleet-flagship_faction = флагману нужна фракция стороны (например, `faction` `sardakk`); фракции: { $factions }
fleet-flagship_twice = у игрока не больше одного флагмана
fleet-upgrade_mix = «{ $unit }» и «{ $upgrade }» вместе: улучшение действует на все { $unit } игрока

# /ti4 odds: замечание о флоте, посчитанном как есть, и отказы для флотов, слишком больших для расчёта
odds-capacity = { CAP($side) } превышает вместимость (п. 16 справочника правил): перевозки требуют истребители/наземные войска: { $n }, а мест на кораблях: { $capacity }{ $dock ->
    [yes] {" "}(+3 истребителя благодаря космическому доку)
   *[no] {""}
}. В партии лишние отряды убираются до боя; эти шансы посчитаны для флота как он есть, без проверок вместимости для этой стороны
odds-too_many = для этих флотов нужно рассчитать { NUMBER($states, useGrouping: "true") } { $states ->
    [one] состояние
    [few] состояния
   *[many] состояний
} флотов, а предел — { NUMBER($limit, useGrouping: "true") } (число состояний стороны: 1 + её корабли + её корабли с поглощением урона, больше при ремонте или под заградительным огнём; числа двух сторон перемножаются){ $hint }
odds-fit = ; самые большие флоты из этих отрядов, которые укладываются в предел: «{ $a }» против «{ $b }»
odds-no_fit = ; предел превышает даже один отряд каждого типа
odds-over_limit = эти флоты доходят до более чем { NUMBER($limit, useGrouping: "true") } { $limit ->
    [one] состояния
   *[other] состояний
} флотов — это предел, хотя до расчёта их насчитано { NUMBER($states, useGrouping: "true") } (заградительный огонь и попадания, которые по возможности должны достаться не истребителям, меняют обычный порядок потерь): возьмите меньше истребителей или флоты поменьше

# где, по словам `python -m bot play --help`, описаны параметры игры (её console_example)
console-where = docs/ti4.md; attacker и defender обязательны
