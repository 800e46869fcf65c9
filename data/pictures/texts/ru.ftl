# Слова, которые рисуют и описывают картинки (renderers/, docs/texts.md «Pictures»). Термины — по правилам
# (docs/glossary.md).
number = { $n }

## Анимации любой игры
anim-round = Раунд { $round }, шаг за шагом ({ $frames ->
    [one] { $frames } кадр
    [few] { $frames } кадра
   *[many] { $frames } кадров
}).
anim-reel = Вся партия, раунды { $first }–{ $last } ({ $frames ->
    [one] { $frames } кадр
    [few] { $frames } кадра
   *[many] { $frames } кадров
}).
anim-at_end = { $head } В конце: { $end }

## X-Wing
xwing-phase-setup = Расстановка
xwing-phase-planning = Фаза планирования
xwing-phase-activation = Фаза активации
xwing-phase-combat = Фаза боя
xwing-phase-end = Фаза завершения
xwing-phase-over = Партия окончена
xwing-round = Раунд { $round } · { $phase }
xwing-round_short = Р{ $round } · { $phase }
xwing-now = Ходит: { $who }
xwing-waiting = Ждём: { $who }
xwing-wins = Победа: { $side }
xwing-wins_why = Победа: { $side } — { $reason }
xwing-conceded = { $side } сдаётся
xwing-initiative = Инициатива: { $side }
xwing-seen_by = Вид для: { $side }
xwing-public = Общий вид
xwing-move = Манёвр: { $ship } { $maneuver }
xwing-bumped = столкнулся с { $ships } (без действия)
xwing-hit_asteroid = задел астероид { $ids }
xwing-fled_note = ВЫШЕЛ ИЗ БОЯ: уничтожен
xwing-attack = Атака: { $attacker } → { $defender }
xwing-primary = основное оружие
xwing-range = дистанция { $n }
xwing-out_of_range = вне досягаемости
xwing-mm = { $n } мм
xwing-obstructed_by = атака осложнена: { $what } (+1 кубик защиты)
xwing-an_obstacle = препятствие
xwing-atk = АТК
xwing-def = ЗАЩ
xwing-hits = { $n ->
    [one] { $n } попадание
    [few] { $n } попадания
   *[many] { $n } попаданий
}
xwing-crits = { $n ->
    [one] { $n } критическое
    [few] { $n } критических
   *[many] { $n } критических
}
xwing-to_shields = щиты −{ $n }
xwing-to_hull = корпус −{ $n }
xwing-to_faceup = { $n ->
    [one] { $n } карта урона лицевой стороной вверх
    [few] { $n } карты урона лицевой стороной вверх
   *[many] { $n } карт урона лицевой стороной вверх
}
xwing-no_damage = без урона
xwing-damage = { $n ->
    [one] { $n } урон
   *[other] { $n } урона
}
xwing-dice_key = кубики: ↻ переброшен (было) · ← изменён (было) · ✕ отменён
xwing-dice_key_short = ↻ переброшен (было) · ← изменён (было) · ✕ отменён
xwing-obstructed_short = атака осложнена
xwing-life = корпус { $hull }/{ $hull_max }  щиты { $shields }/{ $shields_max }
xwing-gone_fled = ВЫШЕЛ ИЗ БОЯ (уничтожен)
xwing-gone = УНИЧТОЖЕН
xwing-dial = диск: { $maneuver }
xwing-crits_list = Критический урон: { $cards }
xwing-facedown = { $n ->
    [one] { $n } карта урона лицевой стороной вниз
    [few] { $n } карты урона лицевой стороной вниз
   *[many] { $n } карт урона лицевой стороной вниз
}
xwing-upgrades = Улучшения: { $list }
xwing-squad = { $side }{ $you } · { $alive }/{ $total } { $total ->
    [one] корабль
    [few] корабля
   *[many] кораблей
}
xwing-you = {" "}(вы)
xwing-legend-focus = концентрация
xwing-legend-evade = уклонение
xwing-legend-stress = перегрузка
xwing-legend-ion = ионизация
xwing-legend-crits = карты урона лицевой стороной вверх
xwing-legend-holds = держит захват A
xwing-legend-locked = захвачен (A)
xwing-legend-dial = диск выставлен
xwing-doomed = ОБРЕЧЁН
xwing-edge = КРАЙ { $side } · зона расстановки = дистанция 1
xwing-hit_mark = УДАР!
xwing-band = Д{ $n }
xwing-beyond = >Д3
xwing-obstructed_mark = АТАКА ОСЛОЖНЕНА
xwing-bump_mark = СТОЛКН. { $ships }
xwing-wreck-fled = ВЫШЕЛ ИЗ БОЯ
xwing-wreck-destroyed = УНИЧТОЖЕН
xwing-face-hit = попад.
xwing-face-crit = крит
xwing-face-focus = конц.
xwing-face-evade = уклон.
xwing-face-blank = пусто
xwing-note-hit = поп
xwing-note-crit = крит
xwing-note-focus = конц
xwing-note-evade = укл
xwing-note-blank = пуст
xwing-short-straight = { $speed } прямо
xwing-short-bank = { $speed } вир { $side }
xwing-short-turn = { $speed } пов { $side }
xwing-short-koiogran = { $speed } разв. К
xwing-short-segnor = { $speed } петля С
xwing-short-tallon = { $speed } бочка Т { $side }
xwing-short-stop = { $speed } стоп
xwing-short-left = Л
xwing-short-right = П
xwing-plan-header = Р{ $round } · ваш диск для { $label } · { $name }
xwing-plan-bump = СТОЛК
xwing-plan-rock = АСТ
xwing-plan-off = ВНЕ
xwing-plan-bump_is = столкнётся
xwing-plan-rock_is = встанет на астероид или пересечёт его
xwing-plan-off_is = выйдет за край игровой зоны (выйдет из боя)
xwing-plan-earlier = Призраки: стол, как он есть сейчас. Корабли, активируемые раньше { $label }, ещё могут сдвинуться: { $ships }
xwing-plan-first = Призраки: стол, как он есть сейчас; { $label } активируется первым.
xwing-plan-enemies = Противники отсюда: { $list }
xwing-plan-enemy = { $ship } { $band }{ $arc }
xwing-plan-in_arc = , в секторе обстрела
xwing-plan-in_arc_obstructed = , в секторе обстрела (атака осложнена)
xwing-plan-beyond = дальше Д3
xwing-plan-arc_mark = СЕКТОР
xwing-reel-title = Партия X-Wing
xwing-reel-round = Раунд { $round }
# альт-текст
xwing-alt-head = Стол X-Wing, раунд { $round }, { $phase }
xwing-alt-seen_by = , вид для: { $side }.
xwing-alt-public = , общий вид.
xwing-alt-now = Ходит: { $ship }.
xwing-alt-squad = { $side }:
xwing-alt-others = Прочие:
xwing-alt-fled = { $name } вышел из боя (уничтожен)
xwing-alt-destroyed = { $name } уничтожен
xwing-alt-not_deployed = { $name } ещё не выставлен
xwing-alt-kind = { $type }, мастерство пилота { $skill }
xwing-alt-where = в ({ $x }; { $y }), курс { $heading }°
xwing-alt-hull = корпус { $hull }/{ $hull_max }
xwing-alt-shields = {" "}щиты { $shields }/{ $shields_max }
xwing-alt-focus = { $n ->
    [one] { $n } жетон концентрации
    [few] { $n } жетона концентрации
   *[many] { $n } жетонов концентрации
}
xwing-alt-evade = { $n ->
    [one] { $n } жетон уклонения
    [few] { $n } жетона уклонения
   *[many] { $n } жетонов уклонения
}
xwing-alt-stress = { $n ->
    [one] { $n } жетон перегрузки
    [few] { $n } жетона перегрузки
   *[many] { $n } жетонов перегрузки
}
xwing-alt-ion = { $n ->
    [one] { $n } жетон ионизации
    [few] { $n } жетона ионизации
   *[many] { $n } жетонов ионизации
}
xwing-alt-lock = захват цели { $letter } на { $target }
xwing-alt-crits = критический урон: { $cards }
xwing-alt-nearest = ближайший противник { $ship } на дистанции { $n }
xwing-alt-nearest_beyond = ближайший противник { $ship } дальше дистанции 3
xwing-alt-dial = диск: { $maneuver }
xwing-alt-dial_set = диск выставлен
xwing-alt-move = Последний манёвр: { $ship } — { $maneuver }
xwing-alt-bumped = , столкнулся с { $ships }
xwing-alt-hit_asteroid = , задел астероид { $ids }
xwing-alt-fled_move = , вышел из боя
xwing-alt-attack = Последняя атака: { $attacker } по { $defender }
xwing-alt-at_range = {" "}на дистанции { $n }
xwing-alt-out_of_range = {" "}вне досягаемости
xwing-alt-mm = {" "}({ $n } мм)
xwing-alt-obstructed = , атака осложнена: { $what }
xwing-alt-result = : попаданий { $hits }, критических { $crits }, { $dealt }

## TI4, космический бой
ti4-title = Космический бой TI4
ti4-title_nebula = Космический бой TI4 (туманность)
ti4-header_over = { $title } — { $reason }
ti4-header = { $title } — { $where } — ждём: { $who }
ti4-round = раунд { $round }
ti4-nobody = никого
ti4-side_title = { $side } — { $faction }
ti4-pds = СПО: { $units }
ti4-no_units = отрядов не осталось
ti4-lost = потеряно: { $units }
ti4-removed = убрано: { $units }
ti4-retreated = отступили: { $units }
ti4-nothing_moved = отступить было некому
ti4-announced = объявил об отступлении
ti4-heading_sco = Космическая пушка: атака
ti4-heading_round = Раунд { $round }
ti4-no_dice = кубики не бросали
ti4-roll = { $side } — { $what }: { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
}
ti4-alt-side = { $side }: { $units }
ti4-alt-lost = ; потеряно: { $units }
ti4-alt-no_units = отрядов нет
ti4-alt-group = { $unit } { $value }+, выпало { $dice }
ti4-alt-roll = { $side }, { $what }: { $dice } — { $hits ->
    [one] { $hits } попадание
    [few] { $hits } попадания
   *[many] { $hits } попаданий
}
ti4-alt-rerolled = {" "}после переброса { $n ->
    [one] { $n } кубика
   *[other] { $n } кубиков
}
ti4-alt-no_dice = без кубиков

## Star Wars Miniatures (renderers/swm); термины — как в data/swm/texts/ru.ftl
swm-squads = Стороны набирают отряды
swm-deploy = Расстановка: первой выставляет Тёмная сторона
swm-over = Партия окончена
swm-round = Раунд { $round }{ $phase }{ $active }
swm-phase-light = , Фаза { $number }: Светлая сторона
swm-phase-dark = , Фаза { $number }: Тёмная сторона
swm-active = , Ход: { $figure }
swm-attack = Д20 { $natural }  { $total } против { $defense }
swm-attack_cover = Д20 { $natural }  { $total } против { $defense } (Укрытие)
swm-squad_locked = отряд набран
swm-picking = набирает отряд…
swm-defeated = { GENDER($figure) ->
    [f] убита
    [n] убито
    [pl] убиты
   *[other] убит
}
swm-force = {" "}П.С. { $n }
swm-line = { $id } { $name }  { $hp }/{ $max }{ $force }  { $where }
swm-map-duel_hall = Дуэльный зал
swm-map-test_corridor = Тестовый коридор
# альт-текст
swm-alt-head = { $map }: { $header }.
swm-alt-side-light = Светлая сторона: { $figures }.
swm-alt-side-dark = Тёмная сторона: { $figures }.
swm-alt-figure = { $id } { $name } { $where }, Жизнь { $hp }/{ $max }{ $force }
swm-alt-defeated = { GENDER($figure) ->
    [f] убита
    [n] убито
    [pl] убиты
   *[other] убит
}
swm-alt-at = на { $square }
swm-alt-not_set = { GENDER($figure) ->
    [f] не выставлена
    [n] не выставлено
    [pl] не выставлены
   *[other] не выставлен
}
swm-alt-force = , П.С. { $n }
swm-alt-attack = Последняя атака: { $attacker } по цели { $target }, на Д20 { $natural }, итого { $total } против Защиты { $defense }: { $result }.
swm-alt-attack_cover = Последняя атака: { $attacker } по цели { $target } в Укрытии, на Д20 { $natural }, итого { $total } против Защиты { $defense }: { $result }.
swm-alt-critical = Критическое попадание
swm-alt-hit = попадание
swm-alt-miss = промах

## Imperial Assault (renderers/ia); термины — как в data/ia/texts/ru.ftl и справочнике
ia-seat-p1 = Игрок 1
ia-seat-p2 = Игрок 2
ia-affiliation-imperial = Империя
ia-affiliation-rebel = Альянс
ia-affiliation-mercenary = наёмники
ia-mission-data_heist = Похищение данных
ia-mission-supply_run = Вылазка за припасами
ia-map-outpost = Аванпост (стартовая карта)
ia-header = Раунд { $round } — { $mission } — ходит { $seat }
ia-header_idle = Раунд { $round } — { $mission }
ia-frame-attack = Раунд { $round } — { $attacker } атакует { $target }
ia-frame-activates = Раунд { $round } — активируется { $figure }
ia-over = Раунд { $round }: { $result }
ia-over_plain = Раунд { $round }: схватка окончена
ia-crop = { $header } — клетки { $x0 }–{ $x1 } × { $y0 }–{ $y1 } из { $width }×{ $height }
ia-player = { $seat } ({ $affiliation }): { $vp } ПО{ $initiative }
ia-player_unpicked = { $seat }: { $vp } ПО{ $initiative }
ia-initiative = {" "}(инициатива)
ia-cards = { $hand ->
    [one] { $hand } карта
    [few] { $hand } карты
   *[many] { $hand } карт
} в руке, { $deck } в колоде
ia-hand = в руке: { $cards }
ia-last = Последняя атака: { $attacker } → { $target }
ia-miss-accuracy = промах (не хватило точности)
ia-miss-dodge = промах (уход от урона)
ia-damage = { $n ->
    [one] { $n } урон
   *[other] { $n } урона
}
ia-surges = перегрузки: { $list }
ia-no_surge = перегрузки не потрачены
ia-played = карты: { $list }
ia-log = Журнал
ia-legend_item = { $mark } { $name }
ia-token-terminals = терминал
ia-token-crates = ящик
ia-face-accuracy = т
ia-face-damage = у
ia-face-surge = п
ia-face-block = б
ia-face-evade = ук
ia-face-dodge = ✕
ia-mark-terminals = Т
ia-mark-crates = Я
ia-cond-stunned = О
ia-cond-bleeding = И
ia-cond-focused = К
ia-cond-weakened = Сл
ia-cond-hidden = С
ia-cond_name-stunned = оглушение
ia-cond_name-bleeding = истекание кровью
ia-cond_name-focused = концентрация
ia-cond_name-weakened = ослабление
ia-cond_name-hidden = скрытность
# альт-текст
ia-alt-head = { $header }.
ia-alt-map = Карта «{ $map }», { $width }×{ $height } { $height ->
    [one] клетка
    [few] клетки
   *[many] клеток
}
ia-alt-shows = ; на картинке клетки { $x0 }–{ $x1 } по горизонтали, { $y0 }–{ $y1 } по вертикали
ia-alt-side = { $seat }: { $vp } ПО; { $figures }.
ia-alt-figure = { $name } { $id } на { $where } (урон { $damage }/{ $health }{ $conditions })
ia-alt-conditions = , { $list }
ia-alt-waiting = осталось разместить { $n ->
    [one] { $n } фигурку
    [few] { $n } фигурки
   *[many] { $n } фигурок
}
ia-alt-waiting_zone = осталось разместить { $n ->
    [one] { $n } фигурку
    [few] { $n } фигурки
   *[many] { $n } фигурок
} в { $zone } зоне
ia-alt-none = фигурок не осталось
ia-alt-attack = Последняя атака: { $attacker } по { $target } — { $verdict }.
ia-alt-missed-accuracy = промах (не хватило точности)
ia-alt-missed-dodge = промах (уход от урона)
ia-alt-dealt = { $n ->
    [one] нанесён { $n } урон
   *[other] нанесено { $n } урона
}

## Кубики (/roll, /odds)
dice-expected = ожидаемый урон { NUMBER($n, minimumFractionDigits: 2, maximumFractionDigits: 2) }
dice-chart_key = столбик: P(урон = d), тёмная часть — с критом; сверху: P(≥ d)
dice-percent = { $n }%
dice-at_least = ≥{ $n }%
dice-ia-acc = Т
dice-ia-dmg = У
dice-ia-surge = П
dice-ia-block = Б
dice-ia-evade = Ук
dice-ia-dodge = УХОД

## «Звёздные сражения» (renderers/starfighter.py): ключи sf-*. Термины — как в правилах (фишка инициативы,
## броня, сброс, колонка, жетоны повреждений) и в data/starfighter/texts/ru.ftl.
sf-round = раунд { $round }
sf-phase-cruiser = выбор крейсеров
sf-phase-reinforce = Подкрепление
sf-phase-deploy = Размещение
sf-phase-shift = Сражение: инициатива
sf-phase-direction = Сражение: направление боёв
sf-phase-battle = Сражение
sf-phase-end = конец раунда
sf-phase-over = партия окончена
sf-to_play = ходит { $seat }
sf-battle = бой { $i } из { $n }, выложить: { $left }
sf-tokens = { $seat } — { $n ->
    [one] { $n } жетон
    [few] { $n } жетона
   *[many] { $n } жетонов
}
sf-offset = смещение { $offset }
sf-over = Раунд { $round } · партия окончена: побеждает { $seat } ({ $reason })
sf-over_draw = Раунд { $round } · партия окончена: ничья ({ $reason })
sf-reason-armour = брони больше
sf-reason-cards = брони поровну, больше карт
sf-reason-draw = поровну брони и карт
sf-side = { $seat }, { $cruiser }: броня { $armour }/{ $max } · на руке { $hand } · отложено { $aside } · в колоде { $deck } · в сбросе { $discard } · Подкрепление +{ $draws }
sf-initiative = ★ фишка инициативы
sf-passed = (пас)
sf-col = колонка { $n }
sf-hand = { $seat }: на руке { $n ->
    [one] { $n } карта
    [few] { $n } карты
   *[many] { $n } карт
}
sf-card_level = { $card } · ур. { $level }
sf-face_down = Ваши карты рубашкой вверх: { $cards }
sf-face_down_at = сектор { $sector }, поле уровня { $level }: { $card }
# знаки эффектов на картах: первые буквы русских названий (Поворот, Бочка, Вражеский и Собственный крейсер, Истребитель)
sf-mark-draw = +1
sf-mark-lateral = <>
sf-mark-vertical = ^
sf-mark-free = *
sf-mark-rotate = П
sf-mark-destroy = ✕
sf-mark-damage_enemy = В!
sf-mark-damage_own = С!
sf-mark-barrel_roll = Б
sf-mark-fighter_damage = И!
# альтернативный текст
sf-alt-stack = сектор { $sector }: { $cards }
sf-alt-back = рубашка
sf-alt-empty = планшет пуст
