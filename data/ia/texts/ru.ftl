### Тексты схватки Imperial Assault, русский (термины Справочника).
game-title = Star Wars: Imperial Assault (схватка)
cmd-ia = Схватки Star Wars: Imperial Assault
cmd-ia-new = Вызвать игрока на схватку Imperial Assault
opt-army = Ваша армия текстом, например p1: darth-vader, stormtrooper; deck: default
opt-builder = Выбрать карты дислокации и колоду командования из списка, играя за это место
opt-points = Не больше стольких очков армии (40 по правилам схватки)
opt-mission = Задание-схватка (нашего собственного дизайна); random: тянется в начале схватки
opt-rounds = Предел раундов (наш: в правилах его нет)
opt-deployment = Кто расставляет фигурки: игроки, в своих зонах (по правилам), или автоматически
choice-deployment-players = Игроки расставляют свои фигурки
choice-deployment-auto = Автоматически, по порядку зоны
seat-p1 = Игрок 1
    .gen = игрока 1
seat-p2 = Игрок 2
    .gen = игрока 2
# a side in the result line (bot/engine/match_texts.side_name)
who-p1 = Игрок 1
who-p2 = Игрок 2
person-seat = { $name }
mission-data_heist = Похищение данных (удерживайте терминалы)
mission-supply_run = Вылазка за припасами (забирайте ящики)
mission-random = Задание тянется случайно в начале схватки (по правилам его тянет игрок с инициативой)
setup-points = очки армии
setup-rounds = предел раундов
content-deployment = Карта дислокации с вашего экземпляра: поля id, name (имя), affiliation (принадлежность), cost (стоимость), group (группа), health (здоровье), speed (скорость), defense (защита), attack (атака), surges (перегрузки) (docs/ia.md)
content-map = Карта поля схватки с вашего экземпляра: клетчатая карта (docs/grid.md) с красной и синей зонами дислокации (areas red, blue), терминалами (terminals) и ящиками (crates)
# виды собственных данных (/ia content): с формами для фраз «Карта дислокации «x» сохранена», «2 карты поля»
content-kind-deployment = карта дислокации
    .gen = карты дислокации
    .gen_pl = карт дислокации
    .gender = f
content-kind-map = карта поля
    .gen = карты поля
    .gen_pl = карт поля
    .gender = f
err-setup = Нельзя подготовить эту схватку: { $why }
err-no_room = На поле нет места для подставки { CASE($figure, "gen") } (L358-361).
pick-text = Выберите карты дислокации и (по желанию) 15 карт командования:
pick-done = Армия выбрана.
pick-paste_title = Ваша армия
pick-paste_label = Место, карты; колода
pick-waiting = армии: ждём { $who }
pick-bad = Это не подходящая армия: { $reason }
pick-seat = сначала укажите место ({ $seats }), например `{ $example }`
pick-deck = после карт дислокации напишите `{ $example }`
# что не так с армией или колодой командования (bot/games/ia/content.py), через «; »
problem-and = { $first }; { $rest }
problem-of_army = армия { CASE($seat, "gen") }: { $problems }
problem-of_deck = колода командования { CASE($seat, "gen") }: { $problems }
problem-no_units = в армии должна быть хотя бы одна карта дислокации
problem-too_many_units = в армии не больше { $most } { $most ->
    [one] карты
   *[other] карт
} дислокации
problem-unknown_units = неизвестные карты дислокации: { $ids } (известные: { $known })
problem-mixed = у армии одна принадлежность (L1198), а в этой смешаны карты { $affiliations }
problem-army_cost = армия стоит { $cost } { $cost ->
    [one] очко
    [few] очка
   *[many] очков
}, а можно не больше { $most }
problem-copies_unique = { $n } { $n ->
    [one] копия
    [few] копии
   *[many] копий
} карты «{ $card }», а уникальная карта — не больше { $limit }
problem-copies_elite = { $n } { $n ->
    [one] копия
    [few] копии
   *[many] копий
} карты «{ $card }», а улучшенная карта — не больше { $limit }
problem-copies_regular = { $n } { $n ->
    [one] копия
    [few] копии
   *[many] копий
} карты «{ $card }», а обычная карта — не больше { $limit }
problem-unique = уникальность по имени (L1418): только одна карта «{ $card }»
problem-unknown_commands = неизвестные карты командования: { $ids } (известные: { $known })
problem-deck_size = в колоде командования ровно { $size } { $size ->
    [one] карта
    [few] карты
   *[many] карт
}, а не { $n } (L569)
problem-deck_cost = колода стоит { $cost }, а можно не больше { $most } (L570)
problem-command_copies = { $n } { $n ->
    [one] копия
    [few] копии
   *[many] копий
} карты «{ $card }», а предел — { $limit } (L571)
problem-command_affiliation = «{ $card }» — { $only }, а это армия { $army }
problem-army-imperial = Империи
problem-army-rebel = Альянса
problem-army-mercenary = наёмников
pick-card = { $card } №{ $n } ({ $cost ->
    [one] { $cost } очко
    [few] { $cost } очка
   *[many] { $cost } очков
})
pick-command = Командование: { $card } №{ $n } (стоимость { $cost })
pick-group-imperial = Карты дислокации Империи
pick-group-rebel = Карты дислокации Альянса
pick-group-mercenary = Карты дислокации наёмников
pick-group-command = Карты командования (15 карт, не больше 15 очков; без них — обычная колода)
pick-timing-attack = играется при атаке
pick-timing-defense = играется при защите
pick-timing-activation = играется во время активации
pick-timing_only = { $timing }; { $only }
pick-only-imperial = только для армий Империи
pick-only-rebel = только для армий Альянса
pick-only-mercenary = только для армий наёмников
pick-tally_deck = Армия: карт дислокации { $units }, { $points } из { $limit } очков. Колода командования: { $cards } из { $size } карт, стоимость { $cost } из { $max_cost }. { $problems }
pick-tally_default = Армия: карт дислокации { $units }, { $points } из { $limit } очков. Колода командования не выбрана: обычная колода принадлежности. { $problems }
pick-problems = Ещё исправить: { $problems }
pick-ready = Готово: подтвердите, когда закончите.
prompt-initiative = Ваша армия дешевле: кто получает инициативу?
opt-take_initiative = Взять инициативу
opt-give_initiative = Отдать её сопернику
prompt-zone = Выберите зону дислокации
opt-zone_red = Дислокация в красной зоне
opt-zone_blue = Дислокация в синей зоне
prompt-activate = Раунд { $round }: активируйте группу
opt-activate = Активировать карту «{ $card }» (группа { $n })
opt-pass = Передать ход (у вас меньше подготовленных карт дислокации)
prompt-figure = Какая фигурка группы активируется следующей?
opt-figure = Активировать фигурку { $figure }
prompt-action = { $figure }: действий { $actions }, очков движения { $mp }
opt-move = Движение: получить { $mp ->
    [one] { $mp } очко движения
    [few] { $mp } очка движения
   *[many] { $mp } очков движения
}
opt-attack = Атаковать фигурку { $target }
opt-attack-space = Атаковать фигурку { $target } в клетку { $x },{ $y }
opt-open_door = Открыть дверь { $n }
opt-claim_crate = Забрать ящик на { $x },{ $y }
opt-special = Особое действие: { $special }
opt-special_ally = { $special }: { $figure } получает концентрацию
opt-discard_stunned = Сбросить оглушение (тратит действие)
opt-discard_bleeding = Сбросить истекание кровью (тратит действие)
opt-step = Передвинуться на { $x },{ $y } ({ $cost } ОД)
opt-step-large = Передвинуться на { $x },{ $y }–{ $x2 },{ $y2 } ({ $cost } ОД)
opt-card = Сыграть карту «{ $card }»
opt-end = Закончить активацию фигурки
prompt-attack_mods = Атака: урон { $damage }, перегрузки { $surge }, точность { $accuracy }; у цели блоки { $block }, уклонения { $evade }. Сыграть карту командования?
prompt-defense_mods = Защита: урон { $damage }, перегрузки { $surge }, точность { $accuracy }; у цели блоки { $block }, уклонения { $evade }. Сыграть карту командования?
opt-done = Дальше
prompt-surges = Можно потратить перегрузки: { $left } (каждое свойство — не больше одного раза за атаку)
opt-surge = Перегрузка: { $ability }
opt-surges_done = Больше не тратить перегрузки
prompt-cleave = Бойня: выберите другую подходящую цель
opt-cleave = Бойня: { $target }
opt-no_cleave = Без цели для «Бойни»
prompt-strain = { $figure } получает 1 усталость: в схватке это урон
opt-strain_take = Получить 1 урон
opt-strain_discard = Вместо этого сбросить верхнюю карту командования
say-initiative = { $seat } получает инициативу.
say-deployed = { $seat } размещает фигурки в { $zone } зоне.
say-activated = { $seat } активирует карту «{ $card }».
say-zones = { $seat } выбирает зону и первым размещает фигурки в { $zone } зоне.
say-placed = { $who } размещается на { $x },{ $y }.
say-placed_rest = { $seat } размещает остальные фигурки автоматически.
say-deployment_done = Все фигурки дислоцированы.
prompt-place = Разместите { CASE($figure, "acc") } в { $zone } зоне (осталось { $left })
opt-place = { $x },{ $y }
opt-place_large = { $x },{ $y }–{ $x2 },{ $y2 }
opt-place_first = Сначала разместить { CASE($figure, "acc") }
opt-place_rest = Разместить остальные автоматически
say-passed = { $seat } передаёт ход.
say-move = { $who } движется: +{ $mp } ОД.
say-moved = { $who } передвигается на { $x },{ $y }.
say-door = { $who } открывает дверь.
say-claimed = { $seat } забирает ящик.
say-vp = { $seat } получает { $vp } ПО.
say-round_vp = { $seat } получает { $vp } ПО в конце раунда.
say-focused = { $who } получает концентрацию.
say-recovered = { $who } восстанавливает { $amount ->
    [one] { $amount } урон
   *[other] { $amount } урона
}.
say-discarded = { $who } сбрасывает { $what }.
say-card = { $seat } играет карту «{ $name }».
say-strain_discard = { $seat } сбрасывает верхнюю карту командования, чтобы предотвратить урон.
say-attack = { $who } атакует фигурку { $target }: урон { $damage }, перегрузки { $surge }, точность { $accuracy }; у цели блоки { $block }, уклонения { $evade }.
say-attack_done = { $who }: урон { $damage }.
say-damage = { $who } получает { $amount ->
    [one] { $amount } урон
   *[other] { $amount } урона
}.
say-defeated = Фигурка { $who } побеждена.
say-elimination = { $seat } теряет все фигурки.
say-won = { $seat } побеждает с { $vp } ПО.
say-round_limit = Достигнут предел раундов: { $seat } побеждает по дополнительным показателям.
say-round = Начинается раунд { $round }; инициатива: { $initiative }.
prompt-hand = Сыграть карту командования
opt-cards = Сыграть карту командования...
opt-back = Назад к действиям
fig = { $name } { $id }
card-unique = { $name }
card-elite = { $name } (улучшенная)
card-regular = { $name } (обычная)
mark-activation = Фаза активации
# a phase in /match status (bot/engine/match_texts.state_words)
mark-initiative = инициатива
mark-zone = выбор зоны дислокации
mark-deploy = дислокация
mark-over = партия окончена

# --- группы вариантов, зоны, особые действия, эффекты перегрузок, отказы ---------------------------------------------
group-attack = Атака
group-move = Движение
group-place = Клетки
zone-red = красной
zone-blue = синей
special-rally = Сплочение
special-meditate = Медитация
special-patch-up = Полевой ремонт
special-focus_ally = Концентрация союзника
special-focus_self = Концентрация
special-recover_self = Восстановление
surge-accuracy = +{ $v } к точности
surge-damage = +{ $v } урона
surge-surge = +{ $v ->
    [one] { $v } перегрузка
    [few] { $v } перегрузки
   *[many] { $v } перегрузок
}
surge-block = +{ $v ->
    [one] { $v } блок
    [few] { $v } блока
   *[many] { $v } блоков
}
surge-evade = +{ $v ->
    [one] { $v } уклонение
    [few] { $v } уклонения
   *[many] { $v } уклонений
}
surge-dodge = уход от урона
surge-pierce = пробой { $v }
surge-blast = взрыв { $v }
surge-cleave = бойня { $v }
surge-recover = восстановить { $v }
surge-stun = оглушение
surge-bleed = истекание кровью
surge-focus = концентрация
surge-weaken = ослабление
surge-hide = скрытность
err-not_your_turn = Сейчас вам нечего решать.
err-not_offered = Такого выбора сейчас нет. Можно: { $offered }
err-unreachable = До клетки { $x },{ $y } не дойти: { $mp ->
    [one] осталось { $mp } очко
    [few] осталось { $mp } очка
   *[many] осталось { $mp } очков
  } движения.
cite = { $rule }
cite-line = справочник, строка { $n }

# --- дальние клетки, оттолкнуть, поместить, передвинуться на X клеток, огромные фигурки --------------------------
opt-where = Дальние клетки ({ $n })...
prompt-where = Дальние клетки, страница { $page } из { $pages } (в консоли любую клетку можно ввести как `{"{"}"kind": "step", "to": [x, y]{"}"}`)
opt-page_prev = Предыдущая страница
opt-page_next = Следующая страница
prompt-push_whom = Какую фигурку оттолкнуть?
opt-push_none = Никого не отталкивать
opt-push_target = Оттолкнуть { CASE($target, "acc") }
opt-stay = Оставить на месте
opt-to = На { $x },{ $y }
opt-to_large = На { $x },{ $y }–{ $x2 },{ $y2 }
prompt-relocate_push = Оттолкнуть { CASE($figure, "acc") } не более чем на { $n } { $n ->
    [one] клетку
    [few] клетки
   *[many] клеток
}: куда?
prompt-relocate_move = { $figure } передвигается не более чем на { $n } { $n ->
    [one] клетку
    [few] клетки
   *[many] клеток
}: куда?
prompt-relocate_place = Поместить { CASE($figure, "acc") } в пределах { $n } { $n ->
    [one] клетки
   *[other] клеток
}: куда?
prompt-relocate_massive = Огромная фигурка завершила движение на клетке с { CASE($figure, "ins") }: на какую ближайшую пустую клетку?
say-crush = { $who } завершает движение на клетках с другими фигурками ({ $n }): их отталкивают.
say-relocated_push = { $who } отталкивается на { $x },{ $y }.
say-relocated_move = { $who } передвигается на { $x },{ $y }.
say-relocated_place = { $who } помещается на { $x },{ $y }.
say-relocated_massive = { $who } отталкивается на { $x },{ $y }.
err-not_pushable = Эту фигурку сейчас нельзя оттолкнуть.
err-must_move = Фигурка должна переместиться на одну из ближайших пустых клеток.
err-not_there = Фигурка сейчас не может переместиться на { $x },{ $y }.

# ошибки в карте дислокации игрока (bot/games/ia/roster.py): поле, что не так, что можно
err-deployment = В карте дислокации ошибки: { $problems }
err-content_kind = В Imperial Assault нет вида данных «{ $kind }»; есть такие: { $kinds }
deploy-not_object = карта дислокации — это объект JSON
deploy-unknown_field = `{ $field }`: неизвестное поле (допустимые: { $allowed })
deploy-id = `id`: от 1 до 40 строчных латинских букв, цифр или дефисов, в начале буква или цифра
deploy-builtin_id = `id` «{ $id }» уже есть у карты из набора игры; выберите другой id
deploy-name = `name`: текст от 1 до 60 символов
deploy-name_ru = `name_ru`: текст не длиннее 60 символов (русское имя)
deploy-form = `{ $field }`: текст не длиннее 60 символов
deploy-basis = `name_ru_basis`: одно из: { $allowed } (откуда русское имя)
deploy-source = `name_ru_source`: имя из правил указывает свою строку: imperial-assault-rrg-ru.txt:<номер строки>
deploy-one_of = `{ $field }`: одно из: { $allowed }
deploy-bool = `{ $field }`: true или false
deploy-traits = `traits`: список коротких текстов (не длиннее 30 символов)
deploy-whole = `{ $field }`: целое число от { $low } до { $high }, а не `{ $value }`
deploy-base = `base`: одно из: [1, 1], [1, 2], [2, 2], [2, 3], а не `{ $value }`
deploy-attack = `attack`: {"{"}type: melee или ranged, dice: [...]{"}"}
deploy-dice = `{ $field }`: список от { $least } до 6 кубиков из: { $allowed }, а не `{ $value }`
deploy-surges = `surges`: список не больше чем из 6 способностей перегрузки
deploy-surge_form = `surges[{ $n }]`: {"{"}cost: 1–3, effects: {"{"}effect: n{"}"}{"}"}
deploy-surge_effects = `surges[{ $n }]`: эффекты — { $allowed }, каждый с числом от −5 до 10
deploy-mapping = `{ $field }`: {"{"}name: 0–9{"}"}, названия из: { $allowed }
deploy-specials = `specials`: список не больше чем из 3 особых действий
deploy-special_form = `specials[{ $n }]`: {"{"}id, effect{"}"}, где effect — одно из: { $allowed }

# карта поля игрока с ошибками (bot/games/ia/game.py): ошибки общей проверки клетчатых карт (data/grid/texts,
# `grid.*`) и свои ошибки схватки
err-map = В карте поля ошибки: { $problems }
map-not_object = карта поля — это объект JSON с полями клетчатой карты (docs/grid.md) и полями `terminals` и `crates`
map-zone = `areas.{ $zone }`: на карте нужна { $zone ->
    [red] красная
   *[blue] синяя
} зона дислокации — область `{ $zone }` (L1072)
map-builtin_id = `id` «{ $id }» уже есть у карты из набора игры; выберите другой id
map-tokens = `{ $field }`: нужен список клеток [x, y], а здесь `{ $value }`
map-token = `{ $field }[{ $n }]`: { $field ->
    [terminals] терминал
   *[crates] ящик
} стоит на клетке [x, y] этой карты, а не на `{ $value }`
map-shipped = карта «{ $map }» из набора игры испорчена (файлы данных сервера): { $problems }
map-not_added = `map`: карта «{ $map }» не добавлена на этом сервере ({ $n ->
    [0] здесь нет своих карт
   *[other] карты сервера: { $maps }
})

# где, по словам `python -m bot play --help`, описаны параметры игры (её console_example)
console-where = docs/ia.md (армии: тайный выбор или армии по умолчанию)

# параметры подготовки, с которыми партию не начать (bot/games/ia/game.py initial_state; в рамке `err.setup`)
setup-content_form = `content`: нужен объект {"{"}kind: [item, ...]{"}"}
setup-content_kind = `content`: неизвестный вид данных «{ $kind }» (есть: { $kinds })
setup-army_form = армия { CASE($seat, "gen") } — это `{"{"}units: [id карт], deck: [id карт командования] или null{"}"}`
setup-armies_form = `armies`: нужен объект {"{"}место: армия{"}"} для мест { $seats }
setup-seats = в Imperial Assault играют места { $seats }
setup-unknown = { $n ->
    [one] неизвестный параметр подготовки
   *[other] неизвестные параметры подготовки
} { $names }; известные: { $known }
setup-points_rounds = `points`: целое число от 1 до 200; `rounds`: от 1 до 50
setup-mission = `mission`: одно из: { $missions }
setup-deployment = `deployment`: одно из: { $choices }
