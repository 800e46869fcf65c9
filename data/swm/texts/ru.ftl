### Тексты Star Wars Miniatures, русский. Термины — из русского изложения правил (отряд, Фаза, Ход, активация,
### Линия Видимости, Укрытие, Комбинированный огонь, Атака по Убегающему, Пункты Силы, спас-бросок).
game-title = Star Wars Miniatures
# сводка параметров в приглашении (bot/discord_bot/invite_texts.py)
setup-points = предел стоимости отряда
setup-round_limit = предел Раундов
setup-round_limit-0 = нет
cmd = Схватки Star Wars Miniatures
cmd-new = Вызвать игрока на схватку Star Wars Miniatures
opt-era = Эра, из которой оба отряда (SWM-2.1)
opt-points = Предел стоимости отряда в очках (SWM-2.5; по умолчанию 100)
opt-map = Карта
opt-round_limit = Закончить после стольких Раундов; побеждает тот, у кого на поле больше очков (0 — без предела)
opt-squad = Ваш отряд текстом, например light: g-l-knight, 4x g-l-militia
opt-build = Выбрать отряд из списка, играя за эту сторону
era-old_republic = Старая Республика
era-rise_of_the_empire = Рождение Империи
era-rebellion = Эра Восстания
era-new_republic = Новая Республика
era-new_jedi_order = Новый Орден Джедаев
map-test_corridor = Тестовый коридор (наша карта)
map-duel_hall = Дуэльный зал (наша карта)
# формы стороны; игрок стороны (`person`) — по отображаемому имени, которое не склоняется: «игрока bob»,
# а где верное слово — сторона (победитель), «Светлая сторона (bob)» (.named)
side-light = Светлая сторона
    .gen = Светлой стороны
    .gen_named = Светлой стороны
    .ins = Светлой стороной
side-dark = Тёмная сторона
    .gen = Тёмной стороны
    .gen_named = Тёмной стороны
    .ins = Тёмной стороной
person = { $name }
    .gen = игрока { $name }
    .ins = игроком { $name }
    .side = { $side }
    .named = { $side } ({ $name })
    .gen_named = { CASE($side, "gen") } ({ $name })
faction-old_republic = Старая Республика
faction-sith = Ситы
faction-republic = Республика
faction-separatists = Сепаратисты
faction-empire = Империя
faction-rebels = Повстанцы
faction-new_republic = Новая Республика
faction-yuuzhan_vong = Ююжань Вонги
faction-fringe = Fringe
pick-text = Наберите отряд (стоимость и допустимость проверяются в начале партии):
pick-done = Отряд набран.
pick-paste_title = Ваш отряд
pick-paste_label = Сторона и персонажи
pick-waiting = отряды: ждём { $who }
pick-bad = Это не отряд: { $reason }
pick-char = { $name }{ $suffix }
pick-detail = { $cost } { $cost ->
    [one] очко
    [few] очка
   *[many] очков
}, Жизнь { $hp }, Защита { $defense }, Атака { $attack }, Повреждение { $damage }
content-character = Персонаж с вашей собственной карточки: id, name, faction, cost, hp, defense, attack, damage, size, unique, abilities, force, force_powers, commander; по желанию name_ru, а для русских фраз — падежи name_ru_gen, name_ru_dat, name_ru_acc, name_ru_ins и род gender_ru (m, f, n или pl), все вместе или ни одного
# вид собственных данных (/swm content): с формами для фраз «Персонаж «x» сохранён», «2 персонажа»
content-kind-character = персонаж
    .gen = персонажа
    .gen_pl = персонажей
    .gender = m
fig = { $name }
squad-entry = { $n ->
    [1] { $name }
   *[other] { $n } × { $name }
}
squad-empty = в отряде нет персонажей
squad-form = отряд — это список id персонажей
squad-too_many = персонажей: { $n }, а можно не больше { $most }
squad-unknown = неизвестные персонажи: { $ids }
squad-faction = { $name } ({ $faction }) не может сражаться за эту сторону в этой эре (SWM-2.1)
squad-two_factions = две фракции в одном отряде: { $factions } (SWM-2.3, A-3)
squad-points = { $total } { $total ->
    [one] очко
    [few] очка
   *[many] очков
} — больше предела в { $limit } (SWM-2.5)
squad-unique = два уникальных персонажа с именем { $name } (SWM-1.3)
res-critical = выпало 20: Критическое попадание
res-natural_one = выпала 1: Автопромах
res-hit = попадание
res-miss = промах
prompt-squad = { CASE($side, "side") }: наберите отряд не дороже { $points } { $points ->
    [one] очка
   *[other] очков
}, эра — { $era } (или передайте `{"{"}"kind": "squad", "characters": [id]{"}"}`)
prompt-deploy = { $side } выставляет { GENDER($figure) ->
    [none] персонажа { $figure }
   *[other] { CASE($figure, "acc") }
} в своей зоне
prompt-first = Раунд { $round }: вы выиграли инициативу ({ $light } против { $dark }). Кто действует первым?
prompt-activate = Раунд { $round }, { $side }: активируйте персонажа (в этой Фазе осталось: { $left })
prompt-turn = { $figure } (Жизнь { $hp }, П.С. { $force }) на { $at }: двигайтесь не больше чем на { $budget } { $budget ->
    [one] клетку
    [few] клетки
   *[many] клеток
}, атакуйте или закончите Ход
prompt-aoo = { $mover } покидает { $at } рядом с вашими персонажами: Атака по Убегающему?
prompt-reroll = У персонажа { $figure } выпало { $natural } ({ $total } против Защиты { $defense }): потратить 1 П.С. на переброс?
prompt-deflect = { $attacker } попадает по персонажу { $figure }: потратить 1 П.С. на Отражение (спас-бросок 11)?
opt-fixture = { $name } (персонажей: { $figures })
opt-place_auto = Расставить оставшихся персонажей ({ CASE($side, "side") }) автоматически
opt-square = { $at }
opt-first_me = Я действую первым
opt-first_other = Первый ход за { CASE($side, "ins") }
opt-fig_detail = Жизнь { $hp }, П.С. { $force }, клетка { $at }
opt-attack = Атаковать цель { $target }
opt-attack_cover = Атаковать цель { $target } (в Укрытии, +4 к Защите)
opt-attack_cf = Атаковать цель { $target } Комбинированным огнём ({ $n }: { $helpers })
opt-fury = Ярость: 1 П.С., +10 к Повреждению в этот Ход
opt-force_move = Сила: 1 П.С. за 2 дополнительные клетки движения
opt-move = Пройти на { $at } ({ $cost } { $cost ->
    [one] клетка
    [few] клетки
   *[many] клеток
})
opt-end = Закончить Ход
opt-aoo = Атакует { $figure }
opt-aoo_pass = Не атаковать
opt-keep = Оставить бросок
opt-reroll = Перебросить за счёт Силы (осталось П.С.: { $force })
opt-take = Принять повреждение
opt-deflect = Отражение (осталось П.С.: { $force })
say-squad_locked = { $side }: отряд набран.
say-revealed = Отряды открыты. Светлая сторона: { $light }. Тёмная сторона: { $dark }.
say-placed = { GENDER($figure) ->
    [m] { $figure } выставлен
    [f] { $figure } выставлена
    [n] { $figure } выставлено
    [pl] { $figure } выставлены
   *[none] Персонаж { $figure } выставлен
} на клетку { $at }.
say-round = Начинается Раунд { $round }.
say-initiative = Инициатива: Светлая сторона { $light }, Тёмная сторона { $dark }{ $ties ->
    [0] {""}
    [one] {" "}(после { $ties } переброса)
   *[other] {" "}(после { $ties } перебросов)
}; { $side } решает, кто действует первым.
say-first = В этом Раунде первый ход за { CASE($side, "ins") } (выбор: { $chooser }).
say-phase = Фаза { $number }: { $side } активирует { $n ->
    [one] { $n } персонажа
    [few] { $n } персонажа
   *[many] { $n } персонажей
}.
say-round_end = Раунд { $round } окончен.
say-activated = { GENDER($figure) ->
    [m] { $figure } активирован
    [f] { $figure } активирована
    [n] { $figure } активировано
    [pl] { $figure } активированы
   *[none] Персонаж { $figure } активирован
}.
say-moved = { $figure } перемещается на { $at } ({ $cost } { $cost ->
    [one] клетка
    [few] клетки
   *[many] клеток
}).
say-moved_on = { $figure } продолжает движение до { $at }.
say-aoo_offer = { $figure } покидает { $at } рядом с противником: возможна Атака по Убегающему.
say-aoo_pass = { $side } не проводит Атаку по Убегающему.
say-attack = { $attacker } атакует цель { $target }: на Д20 { $natural }, итого { $total } против Защиты { $defense }{ $cover ->
    [1] {" "}(Укрытие +4)
   *[0] {""}
}: { $result }.
say-attack_cf = { $attacker } атакует цель { $target } Комбинированным огнём ({ $helpers }): на Д20 { $natural }, итого { $total } против Защиты { $defense }{ $cover ->
    [1] {" "}(Укрытие +4)
   *[0] {""}
}: { $result }.
say-attack_aoo = { $attacker } проводит Атаку по Убегающему, цель { $target }: на Д20 { $natural }, итого { $total } против Защиты { $defense }{ $cover ->
    [1] {" "}(Укрытие +4)
   *[0] {""}
}: { $result }.
say-force_reroll = { $figure } тратит 1 П.С. на переброс.
say-rerolled = { $figure } перебрасывает: на Д20 { $natural }, итого { $total } против Защиты { $defense }: { $result }.
say-force_deflect = { $figure } тратит 1 П.С. на Отражение.
say-deflect_ok = { $figure } отражает атаку: спас-бросок { $natural } (нужно { $need }), повреждения нет.
say-deflect_fail = { $figure } не отражает атаку: спас-бросок { $natural } (нужно { $need }).
say-force_move = { $figure } тратит 1 П.С.: +2 клетки движения.
say-fury = { $figure } тратит 1 П.С. на Ярость: +10 к Повреждению в этот Ход.
say-damaged = { $figure } получает повреждение { $amount } (осталось Жизни: { $hp }).
say-defeated = { GENDER($figure) ->
    [m] { $figure } убит
    [f] { $figure } убита
    [n] { $figure } убито
    [pl] { $figure } убиты
   *[none] Персонаж { $figure } убит
}.
say-turn_end = { $figure } заканчивает Ход.
say-door_open = { $door } открывается.
say-door_closed = { $door } закрывается.
say-victory = Все персонажи { CASE($loser, "gen_named") } убиты: побеждает { CASE($side, "named") }.
say-limit_win = Достигнут предел Раундов ({ $rounds }): побеждает { CASE($side, "named") } по очкам на поле ({ $light } против { $dark }).
say-limit_draw = Достигнут предел Раундов ({ $rounds }): ничья, у обеих сторон на поле по { $points ->
    [one] { $points } очку
    [few] { $points } очка
   *[many] { $points } очков
}.
cite = { $rule }
cite-rule = п. { $n } правил
err-action_form = Действие — это объект JSON с полем `kind`.
err-unknown_action = Неизвестное действие { $kind }; действия: { $known }.
err-not_now = Решение «{ $kind }» сейчас не за вами; ждём: { $waiting }.
err-seats = В Star Wars Miniatures играют стороны { $seats }.
err-option_unknown = { $n ->
    [one] Неизвестный параметр
   *[other] Неизвестные параметры
} партии: { $names } (известны: { $known }).
err-option_choice = `{ $name }` принимает одно из: { $allowed }, а не { $value }.
err-option_number = `{ $name }` принимает целое число { $low }..{ $high }, а не { $value }.
err-rules_object = `rules` принимает объект с вариантами спорных правил, например `{"{"}"A-6": "two_at_a_time"{"}"}`.
err-rules_unknown = Спорного правила { $option } нет; варианты: { $known }.
err-rules_value = { $option } принимает одно из: { $allowed }, а не { $value }.
err-content_form = `content` принимает `{"{"}"character": [персонажи]{"}"}`.
err-content = Персонажи игроков: { $problems }
err-content_kind = Эта игра принимает только содержимое `character`, а не «{ $kind }».
err-character = В карточке персонажа ошибки: { $problems }
err-squads_option = `squads` принимает оба отряда: `{"{"}"light": [id], "dark": [id]{"}"}`.
err-squad = Отряд ({ $side }) недопустим: { $problems }.
err-side = Стороны «{ $side }» нет; стороны: { $allowed }.
err-picked = Выберите от 1 до { $most } персонажей из предложенного списка (не подходят: { $bad }).
err-paste_json = Этот отряд — не правильный JSON.
err-paste_form = Напишите сторону, двоеточие и персонажей, например light: g-l-knight, 4x g-l-militia.
err-paste_token = «{ $token }» — не id и не имя персонажа из нашего набора.
err-squad_size = В отряде не больше { $most } персонажей.
err-fixture = Образцового отряда { $name } для вас здесь нет; есть: { $allowed }.
err-place_order = Сейчас выставляется { $figure } (сначала Тёмная сторона, потом Светлая).
err-place_square = { $at } — не свободная клетка вашей зоны расстановки.
err-no_room = Для { GENDER($figure) ->
    [none] персонажа { $figure }
   *[other] { CASE($figure, "gen") }
} не осталось места.
err-first = Выберите сторону, которая действует первой: light или dark.
err-activate = { GENDER($figure) ->
    [none] Персонажа { $figure }
   *[other] { CASE($figure, "acc") }
} сейчас нельзя активировать; можно: { $allowed }.
err-no_move = В этот Ход двигаться больше нельзя (6 клеток и атака, атака и 6 клеток или 12 клеток).
err-path_start = Путь начинается с клетки персонажа, { $at }.
err-path_illegal = Так пройти нельзя: { $why }.
err-too_far = Этот путь стоит { $cost } клет.; в этот Ход осталось { $budget }.
err-move_form = Укажите клетку: `{"{"}"kind": "move", "to": [x, y]{"}"}`.
err-unreachable = До { $to } не дойти за оставшиеся { $budget } клет.
err-no_attack = Атак в этот Ход больше нет.
err-target = { $target } — недопустимая цель (Линия Видимости, сначала противники вплотную, в Укрытии — только ближайшая цель); можно: { $allowed }.
err-helpers_form = `helpers` принимает список ваших персонажей.
err-helpers = Не могут помочь этой атаке: { $bad }; могут: { $allowed }.
err-force_move = Сейчас нельзя тратить П.С. на движение (Силу тратят один раз в Ход).
err-power = Силовой Приём { $power } сейчас применить нельзя.
err-must_act = В этой партии пропускать Ход нельзя (A-7): сначала двигайтесь или атакуйте.
err-aoo = { $figure } не может провести эту Атаку по Убегающему; могут: { $allowed }.
wait-item = { $side }: { $what }
decision-squad = отряд
decision-deploy = расстановка
decision-first = кто действует первым
decision-activate = активация
decision-turn = Ход
decision-aoo = Атака по Убегающему
decision-reroll = переброс за счёт Силы
decision-deflect = Отражение
fixture-light = Образцовый отряд Светлой стороны (§4, 94 очка)
fixture-dark = Образцовый отряд Тёмной стороны (§4, 97 очков)
fixture-big = Отряд больших фигур (§4, 100 очков)
fixture-fringe = Наёмные стрелки
fixture-fringe_small = Несколько наёмных стрелков
door-blast_door = Бронедверь
door-airlock = Шлюз
door-hall_door = Дверь зала

# ошибки в карточке персонажа игрока (bot/games/swm/roster.py): поле, что не так, что можно
card-and = { $first }; { $rest }
card-of_item = персонаж { $n }: { $problem }
card-not_object = персонаж — это объект JSON с полями { $fields }
card-unknown_field = неизвестное поле `{ $field }` (допустимые: { $allowed })
card-id = `id` — от 1 до 40 символов: строчные латинские буквы, цифры и дефисы, в начале буква или цифра
card-builtin_id = `id` «{ $id }» уже занят персонажем из набора игры; выберите другой id
card-twice = `id` «{ $id }» указан дважды
card-text = `{ $field }` — текст от 1 до { $most } { $most ->
    [one] символа
   *[other] символов
}
card-forms_together = русские падежные формы и род даются вместе: добавьте { $missing } (или уберите их все)
card-gender = `gender_ru` — одно из: { $allowed } (мужской, женский, средний род, множественное число), а не `{ $value }`
card-one_of = `{ $field }` — одно из: { $allowed }, а не `{ $value }`
card-whole = `{ $field }` — целое число от { $low } до { $high }, а не `{ $value }`
card-bool = `{ $field }` — true или false
card-list = `{ $field }` — список названий ({ $allowed })
card-list_unknown = `{ $field }`: неизвестное название `{ $value }` (допустимые: { $allowed })
card-list_twice = в `{ $field }` одно название указано дважды
card-powers_need_force = для `force_powers` нужен Рейтинг Силы: задайте `force` не меньше 1 (SWM-13.4)
card-commander = `commander` — null или {"{"}effect, value, range{"}"}
card-content_list = `content.character` — список персонажей

# где, по словам `python -m bot play --help`, описаны параметры игры (её console_example)
console-where = docs/swm.md
