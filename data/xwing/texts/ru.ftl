### X-Wing texts, Russian, in the terms of the Russian rulebook (docs/glossary.md).
game-title = X-Wing: игра с миниатюрами (первая редакция)
mv-straight = { $speed } прямо
mv-bank_left = { $speed } вираж влево
mv-bank_right = { $speed } вираж вправо
mv-turn_left = { $speed } поворот влево
mv-turn_right = { $speed } поворот вправо
mv-koiogran = { $speed } разворот Койограна
diff-green = зелёный
diff-white = белый
diff-red = красный
mv-with_diff = { $maneuver } ({ $diff })
face-hit = попадание
face-crit = критическое попадание
face-focus = концентрация
face-evade = уклонение
face-blank = пустой результат
face-cancelled = { $face } (отменено)
count-hit = { $n ->
    [one] { $n } попадание
    [few] { $n } попадания
   *[many] { $n } попаданий
}
count-crit = { $n ->
    [one] { $n } критическое попадание
    [few] { $n } критических попадания
   *[many] { $n } критических попаданий
}
count-focus = { $n ->
    [one] { $n } концентрация
    [few] { $n } концентрации
   *[many] { $n } концентраций
}
count-evade = { $n ->
    [one] { $n } уклонение
    [few] { $n } уклонения
   *[many] { $n } уклонений
}
count-blank = { $n ->
    [one] { $n } пустой результат
    [few] { $n } пустых результата
   *[many] { $n } пустых результатов
}
dice-summary = { $kept }; { $cancelled }
dice-cancelled = отменено: { $faces }
none = нет
token-focus = концентрации
token-evade = уклонения
token-stress = перегрузки
token-ion = ионизации
token-lock = захвата цели
seat-rebel = мятежников
seat-imperial = Империи
Seat-rebel = Мятежники
Seat-imperial = Империя
pool-attack = Кубики атаки
who-rebel = Мятежники
who-imperial = Империя
whom-rebel = мятежниками
whom-imperial = Империей
person-who = { $name }
person-whom = игроком { $name }
person-player = { $name }
who-team-rebel = мятежник { $n }
who-team-imperial = имперец { $n }
whom-team-rebel = мятежником { $n }
whom-team-imperial = имперцем { $n }
either = { $a } или { $b }
pool-defense = Кубики защиты
say-round_planning = Раунд { $round }: фаза планирования. Выставьте диски манёвров.
say-dial_locked = Диск манёвров { CASE($ship, "gen") } выставлен.
say-reveals = { $ship } раскрывает манёвр { $maneuver }.
say-reveals_diff = { $ship } раскрывает манёвр { $maneuver } ({ $diff }).
say-stressed_red = { $ship } под перегрузкой { GENDER($ship) ->
    [f] раскрыла
    [n] раскрыло
    [pl] раскрыли
   *[other] раскрыл
} красный манёвр: { $seat } выбирает ему не красный манёвр.
say-flies = { $ship } выполняет манёвр { $maneuver }.
say-flies_notes = { $ship } выполняет манёвр { $maneuver }; { $notes }.
note-overlap = манёвр { $planned } привёл бы к перекрытию, поэтому корабль выполняет { $flown }
note-bumps = столкновение ({ $ships }): без действия
note-asteroid = задевает астероид: без действия
note-sep = { $a }; { $b }
say-stress_red = { $ship } получает жетон перегрузки (красный манёвр).
say-stress_green = { $ship } сбрасывает жетон перегрузки (зелёный манёвр).
say-asteroid_roll = { $ship } бросает 1 кубик атаки за астероид: { $face }.
say-no_action = { $ship } не выполняет действие ({ $why }).
say-no_free_action = { $ship } не может выполнить дополнительное действие ({ $why }).
say-combat = Фаза боя.
say-no_target = У { CASE($ship, "gen") } нет цели.
say-attacks = { $attacker } атакует { CASE($defender, "acc") } с дистанции { $range }.
say-attacks_obstructed = { $attacker } атакует { CASE($defender, "acc") } с дистанции { $range } (атака осложнена).
say-attacks_with = { $attacker } атакует { CASE($defender, "acc") } оружием «{ $weapon }» с дистанции { $range }.
say-attacks_with_obstructed = { $attacker } атакует { CASE($defender, "acc") } оружием «{ $weapon }» с дистанции { $range } (атака осложнена).
say-pool_dice = { $pool }: { $faces }.
say-pool_dice_now = { $pool } теперь: { $faces }.
say-standing = Постоянный выбор: { $choice }.
say-hit = { $ship } получает { $dice }.
say-left = У { CASE($ship, "gen") } осталось: корпус { $hull }, щиты { $shields }.
say-evades_all = { $ship } уклоняется от всех попаданий.
say-end_phase = Фаза завершения: жетоны концентрации и уклонения сбрасываются.
say-activation = Все диски выставлены: фаза активации.
say-game_over = Победа: { $winner } ({ $reason }).
say-destroyed = { $ship } { GENDER($ship) ->
    [f] уничтожена
    [n] уничтожено
    [pl] уничтожены
   *[other] уничтожен
} ({ $reason }).
reason-fled = вышел из боя
reason-escaped = ушёл с поля
reason-asteroid = астероид
reason-attack_by = атака { CASE($ship, "gen") }
reason-all_destroyed = все корабли { $seat } уничтожены
reason-m1_escaped = миссия 1: челнок сенатора ушёл через имперский край игровой зоны
reason-m1_destroyed = миссия 1: челнок сенатора уничтожен
reason-m2_escaped = миссия 2: повреждённый корабль ушёл через край игровой зоны одной из сторон
reason-m2_destroyed = миссия 2: повреждённый корабль уничтожен
reason-m3_fled = миссия 3: корабль с данными сканирования вышел из боя через имперский край игровой зоны
reason-m3_satellites = миссия 3: все спутники вернулись в запас
reason-m3_destroyed = миссия 3: все имперские корабли уничтожены
say-tokens = У { CASE($ship, "gen") } теперь { $value ->
    [one] { $value } жетон
    [few] { $value } жетона
   *[many] { $value } жетонов
} { $token }.
say-lock_released = Захват цели, который держал { $ship }, снят.
say-moved = { $ship } { GENDER($ship) ->
    [f] перемещена
    [n] перемещено
    [pl] перемещены
   *[other] перемещён
}.
say-shields = У { CASE($ship, "gen") } теперь щитов: { $value }.
say-card_up = Карта урона { CASE($ship, "gen") } переворачивается лицевой стороной вверх.
say-card_down = Карта урона { CASE($ship, "gen") } переворачивается лицевой стороной вниз.
say-card_discarded = { $ship } сбрасывает карту урона.
say-upgrade_discarded = { $ship } сбрасывает карту «{ $upgrade }».
wait-dials = Ожидаются диски манёвров
wait-dials_who = Ожидаются диски манёвров: { $who }
wait-seat_ships = { $seat } ({ $ships })
sentence = { $text }.
now-nothing = сейчас ничего не ожидается
now-kind = ожидается: { $kind }
now-waiting = { $said }; ответ: «{ $answer }»
wait-seat = Ход за { $seat }: { $what }
wait-any = Ожидается: { $what }
wait-obstacle = поместить астероид { $n }
wait-edge = выбрать край игровой зоны мятежника
wait-deploy = выставить { CASE($ship, "acc") }
wait-stress_choice = выбрать не красный манёвр для { CASE($ship, "gen") } под перегрузкой
wait-action = действие { CASE($ship, "gen") }
wait-free_action = дополнительное действие { CASE($ship, "gen") }
wait-target = атака { CASE($ship, "gen") }
wait-modify = изменение кубиков ({ $window })
wait-reinforce = выбрать, где появится подкрепление
wait-kind-swarm_tactics = выбрать мастерство пилота, которое даёт «Тактика стаи»
wait-kind-r5_astromech = выбрать карту урона, которую чинит «Астромех R5»
wait-kind-shuttle_move = переместить челнок сенатора
wait-kind-mission_damaged = выбрать повреждённый корабль
wait-kind-mission_asteroid = выбрать астероид
wait-kind-whispers_satellite = разместить спутник
prompt-dial = Раунд { $round }: выставьте диск манёвров { CASE($ship, "gen") }
prompt-dial_stressed = Раунд { $round }: выставьте диск манёвров { CASE($ship, "gen") } (перегрузка: если выберете красный манёвр, соперник заменит его другим)
prompt-edge = Выберите свой край
opt-edge_south = Оставить южный край (y = 0)
opt-edge_north = Взять северный край (поле разворачивается)
prompt-stress_choice = { $ship } под перегрузкой { GENDER($ship) ->
    [f] раскрыла
    [n] раскрыло
    [pl] раскрыли
   *[other] раскрыл
} красный манёвр: выберите ему не красный манёвр
prompt-action = { $ship }: выберите действие (или пропустите)
prompt-free_action = { $ship }: выберите дополнительное действие (или пропустите)
prompt-action_then_free = { $ship }: выберите действие (или пропустите). После него будет дополнительное действие: { $actions }, поэтому сейчас возьмите другое
free-any = любое действие
opt-skip = Пропустить действие
prompt-target = { $ship }: выберите цель
opt-pass = Не атаковать
opt-first = Первым атакует { $ship }
opt-done = Оставить кубики как есть
group-speed = скорость { $speed }
prompt-modify = { $attacker } атакует { CASE($defender, "acc") } с дистанции { $range } ({ $dice }): измените кубики { $window }
dice-attack = кубики атаки: { $attack }
dice-attack_defense = кубики атаки: { $attack }; кубики защиты: { $defense }
window-attack = атаки
window-defense = защиты
opt-attack = Атаковать { CASE($ship, "acc") } ({ $terms })
opt-attack_with = Атаковать { CASE($ship, "acc") } оружием «{ $weapon }» ({ $terms })
terms-range = дистанция { $range }
terms-range_obstructed = дистанция { $range }, атака осложнена
terms-bonus = { $base }: { $bonus }
bonus-attack1 = +{ $n } кубик атаки
bonus-attackN = +{ $n } { $n ->
    [one] кубик
    [few] кубика
   *[many] кубиков
} атаки
bonus-defense1 = +{ $n } кубик защиты
bonus-defenseN = +{ $n } { $n ->
    [one] кубик
    [few] кубика
   *[many] кубиков
} защиты
prompt-deploy = Выставьте { CASE($ship, "acc") } (мастерство пилота { $skill }) полностью в пределах дистанции 1 от своего края; или пришлите точную позицию `{"{"}x, y, heading{"}"}`
prompt-deploy_mid_band = Выставьте { CASE($ship, "acc") } (мастерство пилота { $skill }) за пределами дистанции 1–3 от края любой фракции (миссия 2); или пришлите точную позицию `{"{"}x, y, heading{"}"}`
opt-deploy = x = { $x } мм ({ $side })
where-left = слева
where-left_of_centre = левее центра
where-centre = в центре
where-right_of_centre = правее центра
where-right = справа
effect-focus = Концентрация
effect-evade = Уклонение
effect-target_lock = Захват цели
effect-barrel_roll = Бочка
effect-spend_focus_attack = Потратить концентрацию: все результаты концентрации становятся попаданиями
effect-spend_focus_defense = Потратить концентрацию: все результаты концентрации становятся уклонениями
effect-spend_evade = Потратить жетон уклонения: добавить одно уклонение
effect-lock_reroll = Потратить захват цели, чтобы перебросить
opt-lock = Захватить { CASE($ship, "acc") }
opt-roll = Бочка { $side }, { $where }
opt-roll_slide = Бочка { $side }, { $where } ({ SIGNED($mm) } мм)
opt-reroll_blanks = Потратить захват: перебросить пустые ({ $n })
opt-reroll_weak = Потратить захват: перебросить пустые и концентрацию ({ $n })
side-left = влево
side-right = вправо
slide-back = назад
slide-centre = по центру
slide-forward = вперёд
say-takes_token = { $ship } получает жетон { $token }.
say-luke = { $card } меняет результат концентрации на уклонение.
say-gundark = { $card } меняет попадание на критическое попадание.
say-card_reroll = { $card }: переброс → { $faces }.
say-garven = { $card } тратит концентрацию ({ $n ->
    [one] { $n } концентрация
    [few] { $n } концентрации
   *[many] { $n } концентраций
} → { $face }) и передаёт жетон { CASE($ship, "dat") }.
say-green_free_focus = { $ship } { GENDER($ship) ->
    [f] выполнила
    [n] выполнило
    [pl] выполнили
   *[other] выполнил
} зелёный манёвр: может выполнить дополнительное действие «Концентрация».
say-vader = { $card } может выполнить второе действие.
say-card_roll = { $card }: { $ship } бросает кубик: { $face }.
say-card_stress = { $card }: { $ship } получает жетон перегрузки.
say-card_discards = { $card }: { $ship } сбрасывает { $upgrade }.
say-stunned_pilot = { $card }: { $ship } { GENDER($ship) ->
    [f] перекрыла
    [n] перекрыло
    [pl] перекрыли
   *[other] перекрыл
} другой объект и получает 1 урон.
say-hull_breach = { $card }: { $ship } { GENDER($ship) ->
    [f] выполнила
    [n] выполнило
    [pl] выполнили
   *[other] выполнил
} красный манёвр и бросает кубик: { $face }.
say-repair_roll = { $ship } бросает кубик, чтобы починить карту «{ $card }»: { $face }.
say-recovers_shield = { $card } восстанавливает щит { CASE($ship, "dat") }.
say-lock_roll = { $card }: { $ship } { GENDER($ship) ->
    [f] потратила
    [n] потратило
    [pl] потратили
   *[other] потратил
} захват цели и бросает кубик: { $face }.
say-plus_agility = { $card }: у { CASE($ship, "gen") } +1 к манёвренности в этом раунде.
say-may_free_action = { $card }: { $ship } может выполнить дополнительное действие.
say-repairs = { $card } чинит { CASE($ship, "acc") }: карта урона, лежащая лицевой стороной вниз, сбрасывается.
say-removes_lock = { $card } снимает захват цели, который держал { $ship }.
say-lock_fire = { $ship } тратит захват цели, чтобы выстрелить: { $weapon }.
say-discarded = { $card } сбрасывается.
say-determination = { $card }: { $ship } сбрасывает карту «{ $damage }», не выполняя её эффект.
say-ion_hit = Ионная пушка попадает в { CASE($ship, "acc") }: 1 урон и 1 жетон ионизации.
say-ionized = { $ship } { GENDER($ship) ->
    [f] ионизирована
    [n] ионизировано
    [pl] ионизированы
   *[other] ионизирован
}: вместо манёвра с диска выполняет белый манёвр 1 прямо.
say-ion_lost = { $ship } сбрасывает жетоны ионизации.
say-barrel_roll = { $ship } делает бочку { $side }.
say-barrel_roll_slide = { $ship } делает бочку { $side } ({ SIGNED($slide) } мм).
say-spend_focus_hit = { $ship } тратит жетон концентрации: { $n ->
    [one] { $n } концентрация → попадание
    [few] { $n } концентрации → попадания
   *[many] { $n } концентраций → попадания
}.
say-spend_focus_evade = { $ship } тратит жетон концентрации: { $n ->
    [one] { $n } концентрация → уклонение
    [few] { $n } концентрации → уклонения
   *[many] { $n } концентраций → уклонения
}.
say-spend_evade = { $ship } тратит жетон уклонения: +1 уклонение.
say-lock_reroll = { $ship } тратит захват цели и перебрасывает кубики ({ $n }): { $faces }.
cite = { $rule }
cite-actions = Действия (правила, с. 8): одно действие с панели действий, одно и то же действие не дважды за раунд
cite-barrel_roll = Бочка (правила, с. 9): шаблон прямого манёвра 1 слева или справа; без перекрытия
cite-combat = Фаза боя
cite-modify = Шаги боя 3 и 5: изменяйте кубики доступными эффектами
cite-damage_cards = Карты урона
cite-mission1 = Миссия 1, «Политический эскорт» (правила, с. 22)
cite-mission2 = Миссия 2, «Прятки в астероидах» (правила, с. 23)
cite-mission3 = Миссия 3, «Шёпот во тьме» (правила, с. 24)
cite-missions = Миссии (правила, с. 21): выберите миссию, затем её силы
cite-mission_piece = Миссии: фигура миссии перемещается по правилу своей миссии
cite-obstacles = Препятствия (правила, с. 19): не на дистанции 1–2 от края игровой зоны
cite-planning = Фаза планирования
cite-planning_set = Фаза планирования: выставленный диск нельзя изменить
cite-planning_own = Фаза планирования: каждый игрок выставляет свои диски
cite-round = Порядок раунда (правила, с. 6): планирование, активация, бой, завершение — по порядку
cite-secondary = Вспомогательное оружие (правила, с. 19): в секторе обстрела, на дистанции с карты и с условием в скобках после «Атака»
cite-setup5 = Подготовка, шаг 5
cite-squad = Сбор звена (правила, с. 18)
cite-stress = Перегрузка (правила, с. 16): корабль под перегрузкой не выполняет действий, даже дополнительных
cite-target_lock = Захват цели
cite-lock_range = Захват цели (правила, с. 10): вражеский корабль на дистанции 1–3 в любом направлении
cite-team = Командная игра (правила, с. 20): каждый игрок решает только за свои корабли
cite-unique = Уникальные имена (правила, с. 18)
cite-xws = формат звена XWS
err-wrong_phase = «{ $action }» сейчас невозможно ({ $now })
err-not_your_turn = сейчас решает { $seat }, а не { $you } ({ $now })
err-not_available = { $name } сейчас недоступно (доступно: { $offered })
err-name_dice = { $who }: укажите кубики из { $allowed }
err-cannot_scan = { $ship } не может сканировать { $satellite }
err-wrong_faction = { $pilot } летает на { $ship }, а не на корабле стороны { $seat }
err-lock = { $what } (можно захватить: { $names })
err-lock_name = укажите корабль для захвата цели в поле `target`
err-lock_cannot = { CASE($ship, "acc") } сейчас нельзя захватить
err-swarm_pick = { $ship } — не дружественный корабль на дистанции 1 с меньшим мастерством пилота
err-r5_card = у { CASE($ship, "gen") } нет карты урона { $card } с признаком «Корабль» лицевой стороной вверх
err-howlrunner = «Ревун» позволяет перебросить ровно 1 кубик
err-garven = { $ship } — не дружественный корабль на дистанции 1–2
err-dutch = выберите цель захвата, дружественный корабль на дистанции 1–2 и его цель захвата
err-no_faceup = у { CASE($ship, "gen") } нет карты урона { $card } лицевой стороной вверх
err-squad_leader = { $ship } — не дружественный корабль на дистанции 1–2 с меньшим мастерством пилота
err-no_lock_holder = у { CASE($ship, "gen") } нет захвата цели на этом корабле
err-reinforcement_pose = подкреплению нужна позиция `{"{"}x, y, heading{"}"}` или `decline`
err-reinforcement_place = подкрепление нельзя выставить сюда: { $why }
err-shuttle_move = челнок выполняет только { $moves } (или стоит на месте), а не { $maneuver }
err-not_rebel = { $ship } — не корабль мятежника
err-satellite_numbers = спутнику нужны числа x, y (мм)
err-satellite_place = спутник нельзя поставить сюда: { $why }
err-team_side_empty = для командной игры нужен хотя бы один игрок стороны { $side }
err-teams_stray = в teams указаны игроки не из этой партии: { $players }
err-teams_no_ship = teams: нет корабля { $ship } для { $player }
err-teams_wrong_side = teams: { $ship } — корабль стороны { $side }; { $player } не может им управлять
err-teams_twice = teams: { $ship } отдан и { $first }, и { $player }
err-teams_missing = teams: раздайте все корабли игрокам; без владельца: { $ships }
err-teams_empty = в командной партии каждому игроку команды нужен хотя бы один корабль; для { $players } корабля не осталось: дайте список XWS (параметр squad) с достаточным числом кораблей или пригласите меньше напарников
err-side_name = сторона — rebel или imperial, а не { $side }
err-side_size = у стороны от 1 до { $max } игроков, а не { $n }
err-player_twice = игрок может занять в партии только одно место
err-no_seat = в X-Wing нет места { $seat } (места: rebel, imperial)
err-not_a_player = { $seat } не играет в этой партии (игроки: { $players })
err-flown_by = { $ship } — корабль, которым управляет { $owner }, а не { $player }
err-team_decision = это решение за { $who }, а не за { $player }
err-standing = постоянные решения: { $choices } (значение true/false)
err-dial_malformed = пришлите `{"{"}"ship": id, "maneuver": "2-bank-left"{"}"}` или `{"{"}"dials": {"{"}ship: maneuver{"}"}{"}"}`
err-asteroid_place = астероид нельзя поставить сюда: { $why }
err-deploy_place = { CASE($ship, "acc") } нельзя выставить сюда: { $why }
err-unknown_action = неизвестное действие { $kind } ({ $now }; в любой момент: standing, dispute, concede)
err-match_over = партия окончена
err-no_kind = действие — объект с полем `kind`
err-squad_list = звено { $seat } должно быть непустым списком id пилотов
err-unknown_pilot = неизвестный пилот { $pilot } в звене { $seat }
err-unique_pilot = { $pilot } — уникальное имя: не больше одного в звене
err-upgrades_list = { $pilot }: `upgrades` должен быть списком id улучшений
err-squad_cost = звено { $seat } стоит { $cost ->
    [one] { $cost } очко
    [few] { $cost } очка
   *[many] { $cost } очков
}, больше лимита в { $points ->
    [one] { $points } очко
   *[other] { $points } очков
}
err-points = очки — целое число от 1 до 1000
err-squads = `squads` должен содержать список для `rebel` и список для `imperial`
err-setup_unknown = { $n ->
    [one] неизвестный параметр
   *[other] неизвестные параметры
} { $options }; известные: { $known }
err-teams_needs_seats = параметр teams — только для командной игры, с местами игроков ({ $seats })
err-mission_unknown = нет такой миссии или в неё пока нельзя играть: { $mission }; доступны: { $known }
err-mission_unknown_planned = нет такой миссии или в неё пока нельзя играть: { $mission }; доступны: { $known } (пока недоступны: { $planned })
err-shuttle_id = id корабля { $ship } занят: так называется челнок сенатора в миссии 1
err-xws_paste = это звено в формате XWS не прочитать:
    { $problems }
err-pick_ships = выберите от 1 до { $most } пилотов { $seat } из предложенных
err-squad_illegal = звено { $seat } нарушает правила:
    { $problems }
err-xws_unreadable = звено { $seat } в формате XWS не прочитать:
    { $problems }
problem-lines = { $first }
    { $rest }
problem-numbered = { $n }. { $problem }
problem-ship = корабль { $n } ({ $pilot })
problem-faction = неизвестная сторона { $faction }; выберите rebel или imperial
problem-empty = в звене должен быть хотя бы один корабль
problem-no_pilot = { $label }: нет пилота { $pilot } на корабле { $ship }
problem-wrong_faction = { $label }: { $pilot } — пилот стороны «{ $faction }», а это звено { $squad }
problem-unique = { $name } — уникальное имя, а встречается { $n ->
    [one] { $n } раз
    [few] { $n } раза
   *[many] { $n } раз
} (можно только одну копию)
problem-points = звено стоит { $cost ->
    [one] { $cost } очко
    [few] { $cost } очка
   *[many] { $cost } очков
}, больше лимита в { $cap ->
    [one] { $cap } очко
   *[other] { $cap } очков
}
problem-unknown_upgrade = { $label }: неизвестное улучшение { $upgrade }
problem-slot = { $label }: «{ $upgrade }» требует ячейки «{ $slot }»; на карте пилота «{ $pilot }» { $have ->
    [0] такой ячейки нет
    [one] только { $have } такая ячейка
    [few] только { $have } такие ячейки
   *[many] только { $have } таких ячеек
}
problem-restriction = { $label }: «{ $upgrade }» только для { $what }: { $allowed }
problem-limit-ship = кораблей типа
problem-limit-faction = стороны
problem-limit-size = подставки
problem-owner = { $label } принадлежит { $who }, а он не в команде
problem-nobody = никому
problem-no_ship = участник команды { $player } не управляет ни одним кораблём
problem-xws_object = звено XWS должно быть объектом JSON
problem-xws_faction = `faction` должно быть `rebels` или `empire`, а не { $got }
problem-xws_pilots = `pilots` должно быть непустым списком
problem-xws_pilot = пилот { $n }
problem-xws_pilot_object = { $where }: нужен объект с `name` и `ship`
problem-xws_pilot_strings = { $where }: `name` и `ship` должны быть строками
problem-xws_no_pilot = { $where }: нет пилота { $pilot } на корабле { $ship }
problem-xws_no_pilot_flies = { $where }: нет пилота { $pilot } на корабле { $ship } ({ $name } летает на: { $flies })
problem-xws_upgrades = { $where }: `upgrades` должно быть объектом «ячейка -> список id»
problem-xws_slot = { $where }: неизвестная ячейка улучшения { $slot }
problem-xws_slot_list = { $where }: в ячейке { $slot } должен быть список id улучшений (строки)
problem-xws_wrong_slot = { $where }: «{ $upgrade }» — улучшение для ячейки «{ $slot }», а указано под { $listed }
problem-json = это не JSON: ошибка в строке { $line }, позиция { $column }
problem-xws_side = это звено XWS — { $squad }, а не { $seat }
err-deployment = `deployment`: `prompt` (каждый корабль выставляет его владелец) или `auto`
err-ship_ids = id кораблей в партии должны быть уникальны
err-roll_illegal = такая бочка невозможна: { $why }
err-no_ship = корабля { $ship } нет в игре
err-not_your_ship = { $ship } — не ваш корабль
err-no_dial = у { CASE($ship, "gen") } нет диска манёвров
err-dial_set = диск манёвров { CASE($ship, "gen") } в этом раунде уже выставлен
err-not_on_dial = манёвра { $maneuver } нет на диске { CASE($ship, "gen") } (выберите из: { $dial })
err-asteroid_numbers = астероиду нужны числа x, y (мм) и rotation (градусы)
err-asteroid_finite = астероиду нужны конечные числа x, y и rotation
err-edge = выберите край `south` (юг) или `north` (север)
err-pose_numbers = позиции нужны числа x, y (мм) и heading (градусы)
err-pose_range = позиции нужны x и y от 0 до 914,4 мм и heading от −360 до 360 градусов (получено { $got })
err-stressed_no_action = { $ship } под перегрузкой и не может выполнять действия
err-not_non_red = { $maneuver } — не подходит: нужен не красный манёвр с диска { CASE($ship, "gen") }
err-cannot_attack_now = { $ship } сейчас не может атаковать
err-cannot_attack = { $ship } не может атаковать цель { $target }
err-weapon = { $ship } не может атаковать цель { $target } оружием { $weapon } (допустимо: { $legal })
err-roll_side = бочка выполняется `left` (влево) или `right` (вправо)
err-roll_slide = сдвиг — число мм от −20 до 20
err-reroll_numbers = укажите номера кубиков для переброса, например [0, 2]

## подготовка, размещение, постоянный выбор, споры (decisions.py); игроки — «мятежник» и «имперец» (правила, стр. 4)
player-rebel = Мятежник
player-imperial = Имперец
player_lc-rebel = мятежник
player_lc-imperial = имперец
prompt-obstacle = Разместите астероид { $n } на одном из пронумерованных мест картинки: они за пределами дистанции 2 от каждого края игровой зоны (или пришлите точные {"{"}x, y, rotation{"}"})
opt-area = { $where } ({ $x }, { $y })
# номер места-кандидата, как он нарисован на картинке к запросу
opt-spot = { $n }
area-bottom_left = внизу слева
area-bottom_centre = внизу по центру
area-bottom_right = внизу справа
area-middle_left = слева по центру
area-centre = в центре
area-middle_right = справа по центру
area-top_left = вверху слева
area-top_centre = вверху по центру
area-top_right = вверху справа
say-asteroid_placed = { $who } размещает астероид { $n }: { $where }.
say-edge_north = Мятежник занимает северный край игровой зоны.
say-edge_south = Мятежник занимает южный край игровой зоны.
say-placed = { $ship } { GENDER($ship) ->
    [f] выставлена
    [n] выставлено
    [pl] выставлены
   *[other] выставлен
} на поле.
say-no_attack = { $ship } не атакует.
say-chooses_for = { $who } выбирает для { CASE($ship, "gen") } манёвр { $maneuver }.
say-concedes = { $who } сдаётся.
say-standing_set = { $who } включает постоянный выбор: { $choice }.
say-standing_cleared = { $who } отключает постоянный выбор: { $choice }.
standing-spend_focus_attack = при атаке всегда тратить концентрацию, если она превращает кубик в попадание
standing-spend_focus_defense = при защите всегда тратить концентрацию, если она даёт нужное уклонение
standing-spend_evade = при защите всегда тратить жетон уклонения, пока есть неотменённое попадание
standing-reroll_with_lock = при атаке корабля в захвате цели всегда тратить захват, чтобы перебросить пустые результаты (и концентрацию, если её не потратят)
standing-attack_single_target = в бою атаковать автоматически, когда допустима только одна цель
say-dispute = Спор ({ $question }): { $who } выбрасывает { $mine }, { $other } — { $theirs }; решает { $winner } (больше результатов концентрации).
dispute-unnamed = без названия

## урон, щиты, захват цели, перевёрнутые карты (damage.py, core_effects.py, cards/common.py)
say-deck_reshuffled = Колода урона закончилась; сброс ({ $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}) перетасован.
say-dealt_faceup = { $ship } получает карту урона «{ $card }» лицевой стороной вверх.
say-dealt_facedown = { $ship } получает карту урона лицевой стороной вниз.
say-shield_hit = Щит { CASE($ship, "gen") } поглощает попадание.
say-shield_crit = Щит { CASE($ship, "gen") } поглощает критическое попадание.
say-damage_counter = Карт урона не осталось: { $ship } получает 1 урон на жетоне.
say-doomed = { $ship } { GENDER($ship) ->
    [f] уничтожена
    [n] уничтожено
    [pl] уничтожены
   *[other] уничтожен
}, но успевает открыть ответный огонь (равное мастерство пилота).
say-flipped_down = { $ship } переворачивает карту «{ $card }» лицевой стороной вниз ({ $why }).
flip-resolved = эффект «{ $card }» выполнен
flip-after_attack = «{ $card }»: после следующей атаки
flip-action = своим действием
flip-repaired = ремонт
flip-r5 = «Астромех R5»
say-locks = { $ship } выполняет захват цели: { $target } (жетон { $letter }).

## эффекты и выбор карт (cards/*.py)
effect-card = { $card }: { $what }
effect-offered = { $label } (`{ $id }`)
say-card_what = { $card }: { $what }.
what-luke = заменить 1 результат концентрации на уклонение
what-gundark = заменить 1 попадание на критическое попадание
what-horton = перебросить пустые результаты
what-reroll_blanks = перебросить { $n ->
    [one] { $n } пустой результат
    [few] { $n } пустых результата
   *[many] { $n } пустых результатов
}
what-howlrunner = перебросить 1 кубик атаки
what-reroll_die = перебросить кубик { $n } ({ $face })
what-garven = потратить концентрацию и передать жетон
opt-garven_to = Потратить концентрацию и передать жетон кораблю { $ship }
what-r2f2 = +1 к манёвренности до конца раунда
what-marksmanship = в этом раунде результаты концентрации становятся попаданиями и одним критическим попаданием
what-marksmanship_modify = 1 концентрация → критическое попадание, остальные концентрации → попадания
what-r5d8 = бросить 1 кубик защиты, чтобы починить карту урона лицевой стороной вниз
what-squad_leader = дружественный корабль выполняет дополнительное действие
what-expert_handling = дополнительная бочка
what-focus_to_crit = 1 результат концентрации → критическое попадание
what-blank_to_hit = 1 пустой результат → попадание
what-try_flip = попытаться перевернуть её лицевой стороной вниз
say-marksmanship = { $card }: 1 концентрация → критическое попадание, { $n ->
    [one] { $n } концентрация → попадание
    [few] { $n } концентрации → попадания
   *[many] { $n } концентраций → попадания
}.
say-careful_aim = { $card }: { $ship } тщательно прицеливается.
say-expert_handling_stress = { $card }: у { CASE($ship, "gen") } нет значка бочки, корабль получает жетон перегрузки.
prompt-swarm = { $card } ({ $ship }): выберите дружественный корабль на дистанции 1
opt-swarm = { $ship } действует с мастерством пилота { $skill }
opt-nobody = Никто
opt-ship = { $ship }
say-swarm = { $card }: { $ship } в эту фазу боя действует с мастерством пилота { $skill }.
prompt-r5 = { $card } ({ $ship }): переверните одну открытую карту урона с признаком «Корабль»
opt-flip = Перевернуть «{ $card }» лицевой стороной вниз
opt-keep_faceup = Оставить лицевой стороной вверх

## миссии (missions/*.py)
say-may_reinforce = { $who } может вызвать подкрепление: { $pilot } ({ $n ->
    [one] { $n } корабль
    [few] { $n } корабля
   *[many] { $n } кораблей
}).
opt-pilot_at = { $pilot } в точке ({ $x }, { $y })
opt-at = в точке ({ $x }, { $y })
opt-no_reinforcement = Без подкрепления
prompt-reinforce = Выставьте подкрепление «{ $pilot }» (осталось: { $n }) на дистанции 1 от края игровой зоны { $edges }
edges-rebel = мятежника
edges-imperial = имперца
edges-rebel_imperial = мятежника или имперца
say-no_more_reinforcements = В этом раунде подкреплений больше нет.
say-reinforcement_arrives = Прибывает подкрепление: { $ship }.
say-damaged_ship = { $ship } — повреждённый корабль (жетон слежения).
prompt-mission_damaged = Миссия 2: выберите повреждённый корабль (ему нужно вырваться)
prompt-mission_asteroid = Миссия 2: разместите астероид { $n } из { $total } на одном из пронумерованных мест картинки: они за пределами дистанции 1 от каждого корабля мятежника и астероида (или пришлите точные {"{"}x, y, rotation{"}"})
say-imperial_asteroid = Имперец размещает астероид { $id } в точке ({ $x }, { $y }).
say-escapes_field = { $ship } вырывается из астероидного поля!
prompt-shuttle_move = Миссия 1: переместите челнок сенатора (прямо 2, вираж влево 1 или вираж вправо 1) или оставьте его на месте
opt-shuttle_stay = Не перемещать челнок
say-shuttle_stays = Челнок остаётся на месте.
say-shuttle_flies = Челнок сенатора выполняет манёвр { $maneuver }.
say-shuttle_bumps = Челнок сенатора выполняет манёвр { $maneuver }; столкновение ({ $ships }).
say-shuttle_crits = Против челнока { $n ->
    [one] { $n } критическое попадание считается обычным
    [few] { $n } критических попадания считаются обычными
   *[many] { $n } критических попаданий считаются обычными
}.
say-guards = { $ship } прикрывает челнок: тот получает жетон уклонения ({ $n }).
effect-guard = Прикрыть челнок (жетон уклонения на него)
prompt-satellite = Миссия 3: разместите спутник { $n } на дистанции { $range } от своего края игровой зоны (или пришлите точные {"{"}x, y{"}"})
say-satellite_placed = Спутник { $id } размещён.
say-scans = { $ship } сканирует спутник { $satellite } вместо атаки.
opt-scan = Сканировать спутник { $satellite } (вместо атаки)
effect-scan = Сканировать спутник
say-escapes_with_data = { $ship } уходит с данными сканирования!
say-satellites_returned = Спутники, которые { GENDER($ship) ->
    [f] несла
    [n] несло
    [pl] несли
   *[other] нёс
} { $ship }, возвращаются в запас.

## почему корабль не выполняет действие (rules.may_act)
why-destroyed = уничтожен
why-piece = фигура миссии не выполняет действий
why-stressed = под перегрузкой
why-overlapped = перекрыл корабль или преграду

## replay bookmarks (GAME.bookmark, the web page)
mark-planning = планирование
mark-activation = активация
mark-combat = бой
mark-end = завершение
# a phase in /match status (bot/engine/match_texts.state_words)
mark-setup = расстановка
mark-over = партия окончена
pick-pilot = { $name }{ $suffix }
pick-detail = { $ship }, мастерство пилота { $skill }, { $points ->
    [one] { $points } очко
    [few] { $points } очка
   *[many] { $points } очков
}
pick-tally = Выбрано: кораблей — { $ships }, очков — { $points } из { $limit }. Измените выбор или подтвердите.
pick-tally_over = Выбрано: кораблей — { $ships }, очков — { $points }, это больше лимита в { $limit } очков: уберите корабль, прежде чем подтвердить.
pick-tally_free = Выбрано: кораблей — { $ships }, очков — { $points }. Измените выбор или подтвердите.
setup-obstacles = астероиды
setup-obstacles-none = нет
setup-obstacles-standard = стандартные
setup-deployment = расстановка
setup-deployment-auto = автоматическая
setup-points = очки звена
err-obstacles = `obstacles`: `none`, `standard` (готовая расстановка астероидов) или `place` (игроки выставляют их по очереди, первым имперец)
err-seats = места в X-Wing — `rebel` и `imperial` или, для командной игры, игроки { $players }; а не { $bad }
err-teams_option = командной игре нужен параметр teams: `{"{"}игрок: [id кораблей]{"}"}`, например `{"{"}"rebel-1": ["luke"], "rebel-2": [...]{"}"}`

## the console table (renderers/xwing/table.py): printed after each step at the console
table-title = Раунд { $round } · { $phase }
table-ship = { $label } { $name } ({ $seat }): в ({ $x }, { $y }) мм, курс { $heading }°, корпус { $hull }/{ $hull_max }, щиты { $shields }/{ $shields_max }{ $tokens }
table-tokens = , жетоны { $list }
table-gone = { $label } { $name } ({ $seat }): { $how }
table-destroyed = уничтожен
table-fled = вышел из боя
table-vs = против { $enemy }: { $band }{ $arc }{ $obstructed }
table-band = Д{ $n }
table-beyond = дальше Д3
table-in_arc = , в секторе обстрела
table-obstructed = , атака осложнена
table-names = Корабли: { $list }.
table-legend = Сокращения: F концентрация, E уклонение, S перегрузка, I жетон ионизации, C карты урона лицевой стороной вверх, >A держит захват A, A захвачен (A), D диск выставлен; Д1–Д3 дистанция до этого противника (дальше Д3: вне досягаемости); «в секторе обстрела»: противник стоит в основном секторе обстрела корабля; «атака осложнена»: между ними астероид (защищающийся бросает на 1 кубик больше). Координаты в мм от левого угла края мятежников, курс 0° = к краю Империи.
briefing-standard = Брифинг: стандартная игра. Цель обеих сторон: уничтожить все корабли противника.
briefing-political_escort = Брифинг (миссия 1, «Политический эскорт»): мятежники сопровождают челнок сенатора. Цель мятежников: челнок выходит из боя через край Империи. Цель Империи: уничтожить челнок.
briefing-hide_and_seek = Брифинг (миссия 2, «Прятки в астероидах»): повреждённый корабль мятежников прячется в поле астероидов. Цель мятежников: повреждённый корабль покидает поле через край одной из сторон в 5-м раунде или позже. Цель Империи: уничтожить повреждённый корабль.
briefing-whispers_in_the_dark = Брифинг (миссия 3, «Шёпот во тьме»): имперские корабли сканируют спутники. Цель мятежников: уничтожить все имперские корабли или вернуть все спутники в запас. Цель Империи: когда все спутники просканированы, корабль со спутником покидает поле через край Империи.

## why a piece may not go there (bot/games/xwing/whys.py)
why-on_mat = подставка должна целиком лежать на игровом поле
why-asteroid_on_mat = астероид должен целиком лежать на игровом поле
why-m2_imperial_zone = имперские корабли начинают в пределах дистанции 1 от края любой фракции (миссия 2)
why-m2_rebel_zone = корабли мятежников начинают за пределами дистанции 1–3 от краёв обеих фракций (миссия 2)
why-m1_rebel_zone = корабли мятежников начинают в пределах дистанции 2 от своего края (миссия 1)
why-m1_imperial_zone = имперские корабли начинают в пределах дистанции 2 от своего края (миссия 1)
why-satellite_sides = спутник должен быть за пределами дистанции 1 от левого и правого краёв
why-satellite_overlap = он перекрыл бы другой спутник
why-satellite_chain = каждый спутник должен оказаться на дистанции 2–3 хотя бы от одного другого спутника
why-overlaps = подставка перекрывает { CASE($ship, "acc") }
why-under = он оказался бы под { CASE($ship, "ins") }
why-would_overlap = он перекрыл бы { CASE($ship, "acc") }
why-near_rebel = он должен быть за пределами дистанции 1 от { CASE($ship, "gen") } (корабль мятежников)
why-off_mat = угол ({ NUMBER($x, minimumFractionDigits: 1) }; { NUMBER($y, minimumFractionDigits: 1) }) за пределами игрового поля
why-too_far = подставка заходит на { NUMBER($dist, minimumFractionDigits: 1) } мм от своего края, а должна целиком лежать в пределах { $range } мм
why-near_asteroid = он должен быть за пределами дистанции 1 от астероида { $id }
why-satellite_range = спутник { $n } должен быть на дистанции { $range } от края мятежников (его ближайшая точка в { $near } мм)
why-reinforcement_zone = подкрепление выставляется в пределах дистанции 1 от края игровой зоны { $edges }
why-obstacle_edge = астероид { $id } в { NUMBER($dist, minimumFractionDigits: 1) } мм от края игрового поля, а должен быть дальше { $limit } мм
why-obstacle_gap = астероид { $id } в { NUMBER($dist, minimumFractionDigits: 1) } мм от астероида { $other }, а должен быть дальше { $limit } мм
why-obstacle_overlap = астероид { $id } перекрыл бы астероид { $other }
why-roll_slide = смещение должно быть от { $low } до { $high } мм
why-roll_blocked = при бочке { $side } со смещением { NUMBER($slide, minimumFractionDigits: 1) } мм мешает: { $blockers }; допустимые смещения: { $legal }
why-roll_off_mat = бочка { $side } со смещением { NUMBER($slide, minimumFractionDigits: 1) } мм выводит корабль за пределы игрового поля; допустимые смещения: { $legal }
why-roll_no_choice = бочка { $side } ({ $choice }) невозможна
why-span = от { NUMBER($lo, minimumFractionDigits: 1) } до { NUMBER($hi, minimumFractionDigits: 1) } мм
why-no_span = нет

# где, по словам `python -m bot play --help`, описаны параметры игры (её console_example)
console-where = docs/xwing-rules-engine.md; без параметров — быстрый старт по базовому набору
