# Быстрые инструменты (bot/quick): /roll, /odds, /range, песочница и консольные roll/odds/sandbox.
# Термины — по правилам (docs/glossary.md).

## соединение частей, числа, знаки
join = { $a }{ $sep }{ $b }
decimal1 = { NUMBER($x, minimumFractionDigits: 1, maximumFractionDigits: 1) }
decimal3 = { NUMBER($x, minimumFractionDigits: 3, maximumFractionDigits: 3) }
signed-plus = +{ $n }
signed-minus = −{ $n }
mm = { NUMBER($x, minimumFractionDigits: 1, maximumFractionDigits: 1) } мм
point = ({ $x }; { $y })
pose = ({ $x }; { $y }; { $heading }°)
none = нет
verify = проверка
verification = зерно { $seed } · ключи { $keys }
error = { $message }. Пример: `{ $example }`

## что считает запрос
what-attack_dice = кубики атаки
what-defense_dice = кубики защиты
what-evade_tokens = жетоны уклонения
what-focus_attack = концентрация атакующего
what-focus_defense = концентрация защищающегося
what-lock = захват цели
what-range = дистанция
what-pierce = пробой
what-dice = кубики
what-units = отряды
count-hit = { $n ->
    [one] { $n } попадание
    [few] { $n } попадания
   *[many] { $n } попаданий
}

## отказы
err-long_number = в числе { $number } { $digits ->
    [one] { $digits } цифра
    [few] { $digits } цифры
   *[many] { $digits } цифр
}; здесь в числе не больше { $limit } цифр
err-too_few = { $what }: нужно не меньше { $minimum } (указано { $n })
err-too_many = { $what }: { $n } — слишком много, за раз бросаю не больше { $maximum }
err-twice = { $what } — указано дважды
err-empty_request = пустой запрос: укажите, какие кубики бросать
err-evade_side = жетоны уклонения — у защищающегося: пишите их после зелёных кубиков
err-number_then_colour = после числа нужно red или green (указано «{ $got }»)
err-number_first = сколько кубиков «{ $word }»? Сначала число
err-token_side = «{ $token }» относится к одной из сторон: пишите после красных или зелёных кубиков
err-lock_side = захват цели — у атакующего: пишите его после красных кубиков
err-at_most_evades = не больше { $n ->
    [one] { $n } жетона
   *[other] { $n } жетонов
} уклонения
err-range_band = дистанция — 1, 2 или 3
err-unknown_word = не понимаю «{ $word }»
err-no_dice = укажите, сколько красных (атака) или зелёных (защита) кубиков бросать
err-range_without_dice = дистанция { $band } меняет { $what }, но их не бросают
err-obstructed_without_defense = осложнённая атака добавляет кубик защиты, но кубики защиты не бросают
err-rerolls_per_side = перебросов у стороны: от 1 до { $n }
err-dice_data = данные о кубиках неполны ({ $die })
err-ti4_flagship_faction = для флагмана нужна фракция: { $factions }
err-ti4_no_combat = у отряда «{ $unit }» нет боевого значения; бросайте его кубики так: 1x 6
err-ti4_value_after_x = после «x» укажите боевое значение
err-ti4_unknown_unit = не знаю отряда «{ $word }»; отряды: { $units }
err-ti4_nothing = укажите, что бросать: число кубиков и боевое значение или флот
err-ti4_modifier = с модификатором больше ±10 каждый кубик всё равно попадает или промахивается
err-ti4_combat_value = боевое значение — от 1 до 10 (указано { $value })
err-swm_shape = укажите бонус атаки и защиту, например +8 vs 16
err-needs_number = после «{ $word }» нужно число
err-swm_bounds = атака — от −50 до 100, защита — от 0 до 100
err-swm_damage_bounds = урон — не больше 1000, помощников — не больше 20
err-number_then_ia_colour = после числа нужен цвет кубика (указано «{ $got }»)
err-ia_unknown_word = не понимаю «{ $word }»; кубики: { $dice }
err-ia_no_dice = назовите хотя бы один кубик
err-unknown_game = неизвестная игра { $game }; выберите одну из: { $games } — или бросьте выражение, например 3d6+2
err-empty_expression = пустое выражение
err-nesting = в выражении скобки вложены на глубину { $depth }; предел — { $limit }
err-terms = в выражении { $terms ->
    [one] { $terms } слагаемое
    [few] { $terms } слагаемых
   *[many] { $terms } слагаемых
}; предел — { $limit }
err-expression_at = не могу прочесть выражение с { $at }-го символа («{ $piece }»); { $grammar }
err-expression_ends = выражение обрывается раньше времени; { $grammar }
expression-grammar = в нём могут быть кубики (4d6, d20, d%), числа, + - * / и скобки; после кубиков kh/kl оставляют наибольшие/наименьшие, ph/pl или dh/dl отбрасывают их, rr/ro перебрасывают, ra перебрасывает и добавляет, e взрывается, mi/ma задают минимум/максимум; adv или dis в конце
err-nested_too_deeply = выражение вложено слишком глубоко
err-no_dice_in_expression = в выражении нет кубиков
err-sides = у кубика от 1 до { $maximum } граней (указано «{ $die }»)
err-advantage = для преимущества в выражении нужен один d20
err-too_many_rolls = так пришлось бы бросить больше { $n } кубиков
err-cannot_roll = это не бросить («{ $why }»)
err-odds_both_sides = укажите обе стороны: красные кубики и зелёные (0 green, если защиты нет)
err-odds_attack_dice = { $n ->
    [one] { $n } кубик
    [few] { $n } кубика
   *[many] { $n } кубиков
} атаки — больше, чем считает /odds (не больше { $maximum })
err-odds_defense_dice = { $n ->
    [one] { $n } кубик
    [few] { $n } кубика
   *[many] { $n } кубиков
} защиты — больше, чем считает /odds (не больше { $maximum })
err-range_gone = { $ship } уже нет на столе
err-range_no_ship = в этой партии нет корабля «{ $ship }» (корабли: { $ships })
err-range_xwing_only = /range работает в партиях X-Wing
err-range_same_ship = назовите два разных корабля
err-sandbox_state = это не состояние стола песочницы
err-sandbox_no_ship = на столе нет корабля «{ $ship }» (корабли: { $ships })
err-sandbox_id = id — от 1 до 20 латинских букв, цифр, «-» или «_», первой идёт буква или цифра: «{ $id }»
err-sandbox_id_taken = «{ $id }» уже на столе; выберите другой id
err-sandbox_number = { $what } — это число (указано «{ $got }»)
err-sandbox_between = { $what } — от { $lo } до { $hi } (указано «{ $got }»)
err-sandbox_type = назовите тип корабля
err-sandbox_base = подставка — small или large (указано «{ $got }»)
err-sandbox_asteroid = неизвестный астероид «{ $shape }»; есть: { $known }
err-sandbox_nothing = на столе нет ничего с именем «{ $id }»
err-sandbox_maneuver = «{ $maneuver }» — не манёвр: скорость и направление, например 2 bank left, 1 turn right, 4 koiogran
err-sandbox_roll_side = бочка — влево или вправо, left или right (указано «{ $got }»)
err-sandbox_roll = так бочку не выполнить («{ $why }»)
err-usage = пишите так: `{ $usage }`
err-needs_value = после «{ $word }» нужно значение
err-empty_command = пустая команда; попробуйте help
err-unknown_command = неизвестная команда песочницы «{ $command }»; команды: { $commands }
err-place_where = укажите где: «at <x> <y>» или «near <корабль> forward <мм> right <мм>»
err-expected_number = нужно число, указано «{ $got }»

## тяжёлые расчёты (bot/quick/workers.py)
heavy-per_user = у вас уже идёт { $running ->
    [one] { $running } тяжёлый расчёт
    [few] { $running } тяжёлых расчёта
   *[many] { $running } тяжёлых расчётов
}; одному игроку можно не больше { $limit } за раз: дождитесь конца
heavy-total = бот уже ведёт { $running ->
    [one] { $running } тяжёлый расчёт
    [few] { $running } тяжёлых расчёта
   *[many] { $running } тяжёлых расчётов
} — это его предел; попробуйте через минуту
heavy-time = расчёт шёл дольше предела в { $seconds } с и был остановлен; попробуйте флоты поменьше
heavy-memory = расчёту понадобилось больше предела памяти в { $mb } МБ, и он был остановлен; попробуйте флоты поменьше
heavy-died = расчёт неожиданно прервался (код выхода { $code })

## заголовки и названия полей
title-roll = Бросок: { $rolled }
title-xwing_roll = Бросок X-Wing: { $rolled }
title-ti4_roll = Бросок боя TI4: { $rolled }
title-ia_roll = Бросок Imperial Assault: { $rolled }
title-swm_attack = Атака Star Wars Miniatures: { $rolled }
title-odds = Шансы X-Wing: { $attack }
title-range = Дистанция: { $a } ↔ { $b }
field-dice = Кубики
field-attack = Атака
field-defense = Защита
field-attack_dice = Атака ({ $n ->
    [one] { $n } красный
   *[other] { $n } красных
})
field-defense_dice = Защита ({ $n ->
    [one] { $n } зелёный
   *[other] { $n } зелёных
})
field-attack_total = Итог атаки
field-defense_total = Итог защиты
field-damage = Урон
field-expected_damage = Ожидаемый урон
field-at_least = Не меньше
field-any_crit = Хотя бы одно критическое попадание
field-policy = Как тратятся модификаторы
field-range_bonus = Бонус дистанции
field-range = Дистанция
field-roll = Бросок
field-modifier = Модификатор
field-modifications = Изменения
field-combined_fire = Комбинированный огонь
field-pierce = Пробой
field-ti4_group = { $group } (попадание на { $value }+)
field-from = Откуда
field-to = Куда
field-would_end = Окажется
field-ships = Корабли
field-asteroids = Астероиды

## кубики X-Wing
face-hit = попадание
face-crit = критическое попадание
face-focus = концентрация
face-blank = пусто
face-evade = уклонение
die-token = { $die } (жетон)
die-cancelled = ~~{ $die }~~
change = { $before } → { $after }
bonus-range1 = дистанция 1: +1 кубик атаки
bonus-range3 = дистанция 3: +1 кубик защиты
bonus-obstructed = атака осложнена: +1 кубик защиты
note-attacker_rerolls = атакующий перебрасывает: { $change }
note-attacker_lock = атакующий тратит захват цели и перебрасывает: { $change }
note-attacker_keeps_lock = атакующий сохраняет захват цели: перебрасывать нечего
note-attacker_focus = атакующий тратит концентрацию: { $n ->
    [one] { $n } результат
    [few] { $n } результата
   *[many] { $n } результатов
} концентрации → { $n ->
    [one] { $n } попадание
    [few] { $n } попадания
   *[many] { $n } попаданий
}
note-attacker_keeps_focus = атакующий сохраняет концентрацию: нет результатов концентрации
note-defender_rerolls = защищающийся перебрасывает: { $change }
note-defender_focus = защищающийся тратит концентрацию: { $n ->
    [one] { $n } результат
    [few] { $n } результата
   *[many] { $n } результатов
} концентрации → { $n ->
    [one] { $n } уклонение
    [few] { $n } уклонения
   *[many] { $n } уклонений
}
note-defender_keeps_focus = защищающийся сохраняет концентрацию: не нужна
note-defender_keeps_focus_none = защищающийся сохраняет концентрацию: нет результатов концентрации
note-defender_evade = защищающийся тратит жетон уклонения: +1 уклонение
note-defender_keeps_evades = защищающийся сохраняет { $n ->
    [one] { $n } жетон
    [few] { $n } жетона
   *[many] { $n } жетонов
} уклонения: не нужны
summary-lands = проходят { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
} и { $crits ->
    [one] { $crits } критическое
    [few] { $crits } критических
   *[many] { $crits } критических
} после { $evades ->
    [one] { $evades } уклонения
   *[other] { $evades } уклонений
}
summary-miss = промах: { $evades ->
    [one] { $evades } уклонение отменяет
    [few] { $evades } уклонения отменяют
   *[many] { $evades } уклонений отменяют
} всё
summary-attack = { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
}, { $crits ->
    [one] { $crits } критическое
    [few] { $crits } критических
   *[many] { $crits } критических
} (концентрация: { $focus }, пусто: { $blanks })
summary-defense = { $evades ->
    [one] { $evades } уклонение
    [few] { $evades } уклонения
   *[many] { $evades } уклонений
} (концентрация: { $focus }, пусто: { $blanks })

## /odds
odds-share = { $damage }: { $pct }
odds-at_least = ≥{ $n }: { $pct }
pct = { NUMBER($x, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
pct_below = <{ NUMBER($x, minimumFractionDigits: 1, maximumFractionDigits: 1) } %
odds-expected = { $damage } (критических { $crits })
odds-policy = перебросы и захват цели перебрасывают пустые результаты (и концентрацию без жетона концентрации); жетоны тратятся, когда помогают

## кубики TI4
ti4-rolled = { $dice } → { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
}
ti4-modifier = { $modifier } к каждому результату
ti4-units = { $n } { $n ->
    [one] { $unit }
    [few] { CASE($unit, "gen") }
   *[many] { CASE($unit, "gen_pl") }
}
unit-flagship = { $name } (флагман)

## Star Wars Miniatures
swm-roll = d20 = { $natural }, { $attack } → { $total }
swm-defense_cover = { $defense } (с укрытием +{ $cover })
swm-helpers = { $n ->
    [one] { $n } помощник
    [few] { $n } помощника
   *[many] { $n } помощников
}: +{ $bonus } к атаке
swm-damage_doubled = { $damage } (критическое попадание: урон удвоен)
swm-damage_droid = { $damage } (дроид: критическое попадание не удваивает урон)
swm-natural20 = выпало 20: автоматическое попадание, критическое
swm-natural1 = выпало 1: автоматический промах
swm-hit = попадание ({ $total } ≥ { $defense })
swm-miss = промах ({ $total } < { $defense })
swm-summary_damage = { $outcome }, урон { $damage }

## Imperial Assault
ia-colour-red = красный
ia-colour-blue = синий
ia-colour-green = зелёный
ia-colour-yellow = жёлтый
ia-colour-black = чёрный
ia-colour-white = белый
ia-sym-blank = пусто
ia-sym-accuracy = точность { $n }
ia-sym-damage = урон { $n }
ia-sym-surge = { $n ->
    [one] перегрузка
   *[other] перегрузка ×{ $n }
}
ia-sym-block = { $n ->
    [one] блок
   *[other] блок ×{ $n }
}
ia-sym-evade = { $n ->
    [one] уклонение
   *[other] уклонение ×{ $n }
}
ia-sym-dodge = уход от урона
ia-die = { $colour }: { $face }
ia-attack_total = урон { $damage }, { $surges ->
    [one] { $surges } перегрузка
    [few] { $surges } перегрузки
   *[many] { $surges } перегрузок
}, точность { $accuracy }
ia-blocks = { $blocks ->
    [one] { $blocks } блок
    [few] { $blocks } блока
   *[many] { $blocks } блоков
}, { $evades ->
    [one] { $evades } уклонение
    [few] { $evades } уклонения
   *[many] { $evades } уклонений
}
ia-with_dodge = { $shown }, уход от урона
ia-with_dodge_miss = { $shown }, уход от урона (атака промахивается)
ia-dodge = уход от урона
ia-short = точность { $accuracy } < дистанции { $range }
ia-miss = промах ({ $why })
ia-hits = урон { $damage }, { $surges ->
    [one] { $surges } перегрузку
    [few] { $surges } перегрузки
   *[many] { $surges } перегрузок
} можно потратить
ia-in_range = { $shown } (точность { $accuracy } ≥ дистанции { $range })
ia-pierce = { $pierce }: не учитывает { $ignored } из { $blocks ->
    [one] { $blocks } блока
   *[other] { $blocks } блоков
}

## дистанция (/range, проверка в песочнице)
range-band = дистанция { $band }
range-beyond3 = дальше 3
range-beyond_range3 = дальше дистанции 3
range-summary = { $a } и { $b }: { $range }
range-summary_touching = { $a } и { $b }: { $range } (подставки соприкасаются)
range-measured = { $band } ({ $mm }, ближайшие точки { $start } → { $end })
range-not_in_arc = вне сектора обстрела
range-in_arc_beyond = в секторе обстрела, дальше дистанции 3 ({ $mm })
range-in_arc = в секторе обстрела, дистанция { $band } ({ $mm })
range-obstructed_by = атака осложнена: { $obstacles } (+1 кубик защиты)
range-bonus1 = +1 кубик атаки на дистанции 1
range-bonus3 = +1 кубик защиты на дистанции 3
range-touching = но подставки соприкасаются: атаки нет
range-on_obstacle = но корабль стоит на { $obstacles }: атаки нет

## песочница
base-small = малая
base-large = большая
side-left = влево
side-right = вправо
edge-bottom = нижнего
edge-top = верхнего
edge-left = левого
edge-right = правого
colour-green = зелёный
colour-white = белый
colour-red = красный
sandbox-help = Команды песочницы (расстояния в мм, направления в градусах; 0° — к дальнему краю):
    `place <id> <type> at <x> <y> [heading <deg>] [small|large]` — поставить корабль на поле
    `place <id> <type> near <ship> [forward|back <mm>] [right|left <mm>] [heading <deg>]` — поставить рядом с другим кораблём
    `asteroid <1-6|asteroid-N> at <x> <y> [rotation <deg>] [as <id>]` — добавить астероид
    `move <id> <maneuver>` — выполнить любой манёвр, например `move luke 2 bank left` (`preview` только показывает, где он закончится)
    `roll <id> left|right [forward|centre|back|<mm>]` — бочка
    `check <a> <b>` — дистанция, сектора обстрела и осложнённость атаки, в обе стороны
    `remove <id>`, `undo`, `reset`, `show`, `help`
sandbox-max_ships = в песочнице не больше { $n ->
    [one] { $n } корабля
   *[other] { $n } кораблей
}; уберите один или начните заново (reset)
sandbox-max_obstacles = в песочнице не больше { $n ->
    [one] { $n } препятствия
   *[other] { $n } препятствий
}
sandbox-off_mat = { $ship } в точке { $pose } выступал бы за край поля 914,4 мм на { $mm }
sandbox-overlap = { $ship } в точке { $pose } перекрыл бы { $ships }; подставки не могут перекрываться
sandbox-placed = { $ship } ({ $type }, подставка { $base }) выставлен { $how } в точку { $pose }
sandbox-by_coordinates = по координатам
sandbox-relative = в { $forward } мм впереди и { $right } мм правее { $ref }
sandbox-unknown_type = { $note } (неизвестный тип: показан простой подставкой)
sandbox-sits_on = { $note }; он стоит на { $obstacles } и не мог бы оттуда атаковать
sandbox-asteroid = добавлен астероид { $id } ({ $shape }) в точку ({ $x }; { $y }), поворот { $rotation }°
sandbox-lies_under = { $note }; он лежит под { $ships }
sandbox-setup_refuses = { $note } (в песочнице можно; расстановка в партии отказала бы: { $why })
sandbox-near_edge = до { $edge } края { $mm }, а нужно дальше дистанции 2
sandbox-near_obstacle = до { $other } { $mm }
sandbox-removed = { $id } убран
sandbox-dial_colour = { $colour } на диске { $type }
sandbox-not_on_dial = такого манёвра нет на диске корабля: в песочнице можно
sandbox-preview = предпросмотр (ничего не сдвинулось): { $ship } выполнил бы { $maneuver }{ $dial }: { $how }
sandbox-flies = { $ship } выполняет { $maneuver }{ $dial }: { $how }
sandbox-dial_note = {" "}({ $dial })
sandbox-fled = { $note } — убран со стола (undo вернёт его)
sandbox-clear = путь свободен
sandbox-k_as_straight = разворот Койограна перекрыл бы корабль, поэтому выполнен как { $executed } без разворота
sandbox-bumped = подставка перекрыла { $ships }; сдвинута назад на { $mm } вдоль шаблона и касается { $touching }; действия нет
sandbox-hit_obstacle = задевает препятствие { $obstacle }: действие пропускается, бросается 1 кубик атаки
sandbox-lands_on = заканчивает на { $obstacles }: оттуда атаки нет
sandbox-off_table = вылетает за край поля
sandbox-roll_blocked = { $ship } не может выполнить бочку { $side }: { $why }
sandbox-blocked_by = мешает { $ships }
sandbox-no_slide = нет допустимого сдвига
sandbox-rolls = { $ship } выполняет бочку { $side } (сдвиг { $slide })
sandbox-nothing_to_undo = отменять нечего
sandbox-undone = отменено: { $note }
sandbox-cleared = стол очищен
sandbox-empty = стол пуст
sandbox-empty_undo = стол пуст (undo вернёт прежний)
sandbox-ship = { $ship } ({ $type }, { $base }) в точке { $pose }
sandbox-obstacle = { $id } ({ $shape }) в точке ({ $x }; { $y }), поворот { $rotation }°
sandbox-counts = { $ships ->
    [one] { $ships } корабль
    [few] { $ships } корабля
   *[many] { $ships } кораблей
}, { $asteroids ->
    [one] { $asteroids } астероид
    [few] { $asteroids } астероида
   *[many] { $asteroids } астероидов
}

## Imperial Assault: запросы по картам, шансы
title-ia_odds = Шансы Imperial Assault: { $attack }
field-miss = Промах
field-surge_abilities = Свойства перегрузки
field-surges_spent = Потраченные перегрузки
field-after_attack = После атаки
ia-no_defence = без защиты
ia-versus = { $attacker } против { $defender }
ia-at_range = { $shown }, дистанция { $range }
ia-damage = урон { $damage }
ia-after-blast = взрыв { $n }
ia-after-cleave = бойня { $n }
ia-after-recover = восстановление { $n }
ia-no_surge_abilities = нет (лишние перегрузки пропадают)
ia-miss_odds = { $miss } (уход от урона: { $dodge })
ia-policy = перегрузки тратятся сначала на нужную дистанцию, потом на наибольший урон; каждое свойство — один раз
err-ia_ranged_needs_range = для атаки на расстоянии нужна дистанция в клетках, например range 4
err-ia_odds_no_attack = назовите кубики атаки или карту атакующего
err-ia_range_zero = дистанция атаки на расстоянии считается в клетках до цели: у соседней цели она 1, укажите range 1 или больше
err-ia_one_vs = напишите одно «vs» между атакующим и защищающимся (сейчас их { $n })
err-ia_needs_vs = назовите защищающегося после «vs»: { $card } vs карта или кубики защиты
err-ia_ambiguous_card = «{ $name }» — это несколько карт дислокации: { $cards }; напишите нужную
err-ia_card_near = нет карты дислокации «{ $name }»; может быть, { $cards }?
err-ia_unknown_card = нет карты дислокации «{ $name }»; карты: { $cards }
err-ia_odds_attack_dice = { $n ->
    [one] { $n } кубик
    [few] { $n } кубика
   *[many] { $n } кубиков
} атаки — больше, чем считает /odds ia (не больше { $maximum })
err-ia_odds_defense_dice = { $n ->
    [one] { $n } кубик
    [few] { $n } кубика
   *[many] { $n } кубиков
} защиты — больше, чем считает /odds ia (не больше { $maximum })
