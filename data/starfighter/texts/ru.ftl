### Тексты «Звёздных сражений» (Starfighter), русский. Термины — как в русских правилах.
game-title = «Звёздные сражения» (Starfighter)
cmd = Партии «Звёздных сражений» (карты и крейсеры нашей разработки; владельцы игры могут загрузить настоящие)
cmd-new = Вызвать игрока на «Звёздные сражения»
opt-mode = Обучение (зелёные карты, Арес против Афины), Схватка (все карты) или Тотальная война (каждый собирает колоду)
mode-training = Обучение
mode-skirmish = Схватка
mode-total_war = Тотальная война
opt-cards = Из каких карт колода: наши (синтетический набор бота) или загруженные на этом сервере
cards-ours = Наши синтетические карты
cards-loaded = Карты, загруженные на сервере
opt-deck = Тотальная война: ваша колода текстом, например south: 1-01..1-25 2-03
opt-builder = Тотальная война: выбрать колоду из списка, играя за эту сторону
# игрок места (`person`) — по отображаемому имени, которое не склоняется: «игрока bob»
seat-south = Юг
    .gen = Юга
seat-north = Север
    .gen = Севера
person = { $name }
    .gen = игрока { $name }
seat-nobody = никто
# a side in the result line (bot/engine/match_texts.side_name)
who-south = Юг
who-north = Север
# a phase in /match status (bot/engine/match_texts.state_words)
mark-cruiser = выбор крейсеров
mark-reinforce = Подкрепление
mark-deploy = Размещение
mark-shift = Сражение: сдвиг крейсера
mark-direction = Сражение: направление боёв
mark-battle = Сражение
mark-end = конец раунда
mark-over = партия окончена
pick-text = Выберите не меньше 5 наборов по 5 карт для колоды Тотальной войны (или вставьте любые 25 и больше через `deck`):
pick-done = Колода выбрана.
pick-paste_title = Ваша колода для Тотальной войны
pick-paste_label = Сторона и номера карт (можно диапазоны, например 1-01..1-25)
pick-waiting = колоды: ждём { $who }
pick-bad = Это не колода: { $reason }
pick-pack = Карты с { $first } по { $last } (уровни { $levels })
content-card = Карта отряда из вашей коробки: id (её номер), colour (green или blue), level 0–3, верхняя и нижняя половины лицевой стороны (fighters — истребители, effects — эффекты, shields 0/2/3/4 — щиты, force_field — силовое поле).
content-cruiser = Сторона планшета крейсера из вашей коробки: id, name, board (общий для двух сторон), armour (максимум брони), training и 5 секторов, у каждого rows (1–4 поля) и уровни символов «Взять карту».
# виды собственных данных (/starfighter content): с формами для фраз «Карта отряда «x» сохранена», «2 крейсера»
content-kind-card = карта отряда
    .gen = карты отряда
    .gen_pl = карт отрядов
    .gender = f
content-kind-cruiser = сторона крейсера
    .gen = стороны крейсера
    .gen_pl = сторон крейсеров
    .gender = f

card-number = карта { $card }
card-back = карта рубашкой вверх
card-on_board = { $what }: { $seat }, сектор { $sector } (поле уровня { $level })
card-detail = уровень { $level }; верхняя половина: { $upper }; нижняя половина: { $lower }
part-fighters = { $n ->
    [one] { $n } истребитель
    [few] { $n } истребителя
   *[many] { $n } истребителей
}
part-shields = щитов: { $n }
part-force_field = силовое поле
part-nothing = пусто
side-face = лицевой стороной вверх
side-back = рубашкой вверх
effect-draw = Взять карту
effect-lateral = Боковое движение
effect-vertical = Вертикальное движение
effect-free = Свободное движение
effect-rotate = Поворот
effect-destroy = Уничтожение
effect-damage_enemy = Повреждение вражеского крейсера
effect-damage_own = Повреждение собственного крейсера
effect-barrel_roll = Бочка
effect-fighter_damage = Повреждение истребителя

opt-cruiser = { $cruiser } (броня { $armour }, символов «Взять карту»: { $icons }, поля { $rows })
opt-pass = Пас
opt-play_face = Лицевой стороной вверх: { $card } (уровень { $level })
opt-play_back = Рубашкой вверх: { $card } (уровень 0)
opt-sector = Сектор { $sector } (поле уровня { $level })
opt-cancel = Выбрать другую карту
opt-shift_left = Сдвинуть крейсер на один сектор влево
opt-shift_none = Не сдвигать
opt-shift_right = Сдвинуть крейсер на один сектор вправо
opt-ltr = Бои слева направо
opt-rtl = Бои справа налево
opt-order = { $effect }: { $card }
opt-to_sector = в сектор { $sector }

prompt-cruiser = Выберите крейсер
prompt-cruiser_secret = Выберите крейсер тайно (оба выбора раскрываются одновременно)
prompt-deploy = Раунд { $round }, Размещение: выложите карту с руки (карт: { $hand }) или пас
prompt-sector = В какой сектор выложить: { $card } ({ $side })?
prompt-shift = Сражение: сдвинуть крейсер? (смещение сейчас { $offset })
prompt-direction = Сражение: в каком направлении разыгрывать бои?
prompt-order = Видны несколько ваших эффектов: какой разыграть первым?
prompt-effect_target = { $effect } ({ $card }): выберите карту
prompt-effect_dest = { $effect } ({ $card }): выберите сектор

say-round = Раунд { $round }: Подкрепление.
say-cruiser = { $seat } берёт крейсер { $cruiser }.
say-cruiser_locked = { $seat }: крейсер выбран тайно.
say-cruisers_revealed = Крейсеры раскрыты: { $a } против { $b }.
say-reinforced = { $seat } берёт { $n ->
    [one] { $n } карту
    [few] { $n } карты
   *[many] { $n } карт
}{ $aside ->
    [0] {""}
   *[other] {" "}и отложенные ({ $aside })
}.
say-deploy = Размещение: начинает { $seat }.
say-played_face = { $seat } выкладывает лицевой стороной вверх в сектор { $sector } (поле уровня { $level }): { $card }.
say-played_back = { $seat } выкладывает карту рубашкой вверх в сектор { $sector } (поле уровня { $level }).
say-passed = { $seat }: пас{ $first ->
    [yes] {" "}(первый — фишка инициативы переходит к этому игроку)
   *[no] {""}
}.
say-passed_forced = { $seat } не может выложить карту: пас.
say-battle_phase = Сражение: фишка инициативы у { CASE($seat, "gen") }.
say-shifted = { $seat } { $by ->
    [0] не сдвигает крейсер
   *[other] сдвигает крейсер
} (смещение { $offset }).
say-direction = { $seat } выбирает направление. { $dir }.
say-battle = Бой в колонке { $col } (сектор { $a } { CASE($player_south, "gen") }, сектор { $b } { CASE($player_north, "gen") }): { $player_south } получает { $ta }, { $player_north } получает { $tb }.
say-overflow = Сектор { CASE($seat, "gen") } пуст: броня −{ $n }.
say-absorbed = Силовое поле поглощает ещё { $n }.
say-destroyed = Уничтожена { $card }.
say-reshuffled = Стопка сброса перемешана в новую колоду.
say-fizzled = { $effect }: нет допустимой цели.
say-set_aside = { $seat } откладывает карту до следующего раунда (Взять карту).
say-armour_effect = { $effect }: { $seat } теряет 1 единицу брони.
say-moved = { $who }: { $effect } — в сектор { $sector } перемещается { $card }.
say-effect_on = { $who }: { $effect } — { $card }.
say-chain_cut = Цепочка остановлена после { $limit } эффектов (защита от зацикливания).
say-round_end = Конец раунда { $round }: фишка инициативы переходит сопернику, щиты восстанавливаются.
say-game_over = Партия окончена: побеждает { $winner } ({ $reason ->
    [armour] брони больше
    [cards] брони поровну, больше карт на планшете и в руке
   *[draw] ничья: поровну брони и карт
}; броня { $aa }:{ $ab }, карты { $ca }:{ $cb }{ $why ->
    [round_limit] , достигнут предел раундов
   *[armour] {""}
}).

cite = { $rule }
cite-section = §{ $n } { $title }
cite-setup = Подготовка к игре
cite-deployment = Развёртывание
cite-initiative = Инициатива
cite-chaining = Порядок и цепочки эффектов
cite-effects = Эффекты
cite-total_war = Тотальная война
err-options = { $n ->
    [one] Неизвестный параметр
   *[other] Неизвестные параметры
}: { $given }; «Звёздные сражения» принимают { $allowed }.
err-mode = Нет режима { $given }; выберите { $allowed }.
err-seats = Места в «Звёздных сражениях»: { $allowed }.
err-cards_option = `cards` — это `ours` или `loaded`, а не { $given }.
err-no_cards = Нет карт для режима «{ $mode }»: сначала загрузите карты на сервер или играйте нашими.
err-action = Действие — это объект с полем `kind`.
err-over = Партия окончена.
err-not_your_turn = Сейчас решаете не вы ({ $seat }); ждём: { $waiting }.
err-cruiser = { $given } — не тот крейсер, который можно выбрать; можно: { $allowed }.
err-not_in_hand = Карты { $card } нет у вас в руке ({ $hand }).
err-side = Карту выкладывают `face` (лицевой стороной) или `back` (рубашкой), а не { $side }.
err-no_sector = { $card } (уровень { $level }) сейчас никуда не подходит: карта уровня N выкладывается только в сектор, где ровно N карт; выложите её рубашкой вверх или выберите другую.
err-deploy_kind = В фазе Размещения выкладывают карту или пасуют, а не { $given }.
err-sector = Сектор { $given } не подходит; можно: { $allowed }.
err-shift = Сдвиг только на { $allowed } (напротив друг друга должны остаться хотя бы два сектора).
err-direction = Выберите `ltr` (слева направо) или `rtl` (справа налево).
err-order = Выберите один из ваших видимых эффектов: { $allowed }.
err-target = Это недопустимый выбор для эффекта «{ $effect }»; можно: { $allowed }.
err-content_kind = Нет вида содержимого { $given }; принимаются: { $allowed }.
err-content = { CAP($kind) } с ошибками: { $problems }
err-content_shape = Загруженное содержимое — объект со списками: { $allowed }.
err-deck = В колоде Тотальной войны нужно не меньше { $least } разных номеров карт (дано { $n }); неизвестные: { $unknown }; повторы: { $doubled }.
err-deck_side = Сначала укажите свою сторону ({ $allowed }) и двоеточие, затем номера карт.
err-decks_missing = Для Тотальной войны нужны обе колоды ({ $seats }), в каждой не меньше { $least } карт: вставьте свою через `deck` или выберите через `builder`.
err-passed = Вы спасовали: следующая карта — в следующем раунде.

# ошибки в карте или стороне крейсера игрока (bot/games/starfighter/catalogue.py): что, какое поле, что не так
sfp-and = { $first }; { $rest }
sfp-field = { $item }, `{ $field }`
sfp-card = карта { $id }
sfp-card_any = карта
sfp-cruiser = крейсер { $id }
sfp-cruiser_any = крейсер
sfp-back = рубашка карт
sfp-not_object = { $at }: нужен объект с полями { $fields }
sfp-unknown_field = { $at }: неизвестное поле (допустимые: { $allowed })
sfp-whole = { $at }: `{ $value }` — не целое число от { $low } до { $high }
sfp-effects = { $at }: нужен список не больше чем из { $most } названий эффектов
sfp-effect = { $at }: `{ $value }` — не эффект (допустимые: { $allowed })
sfp-effect_training = { $at }: `{ $value }` — не эффект набора «Обучение» (допустимые: { $allowed })
sfp-shields = { $at }: `{ $value }` — не одно из значений 0, 2, 3, 4
sfp-green_shields = { $at }: у зелёных карт (набор «Обучение») нет щитов
sfp-bool_value = { $at }: `{ $value }` — не true и не false
sfp-green_force = { $at }: у зелёных карт (набор «Обучение») нет силового поля
sfp-card_id = { $at }: `{ $value }` — не номер карты (латинские буквы, цифры, «-» или «_», например 3-10)
sfp-colour = { $at }: `{ $value }` — не green (зелёная, набор «Обучение») и не blue (синяя)
sfp-level = { $at }: `{ $value }` — не уровень от 0 до 3
sfp-missing_upper = { $at }: нет верхней половины лицевой стороны
sfp-missing_lower = { $at }: нет нижней половины лицевой стороны
sfp-cruiser_id = { $at }: `{ $value }` — не id (латинские буквы, цифры, «-» или «_»)
sfp-missing_text = { $at }: нет текста
sfp-not_text = { $at }: не текст
sfp-basis = { $at }: только `ours` (правила «Звёздных сражений» не называют крейсеров)
sfp-armour = { $at }: `{ $value }` — не целое число от 1 до { $most } (максимум брони)
sfp-bool = { $at }: не true и не false
sfp-sectors = { $at }: нужен список из { $n } секторов, у каждого {"{"}rows, draw{"}"}
sfp-rows = { $at }: `{ $value }` — не целое число от 1 до { $most } (поля уровней)
sfp-draw = { $at }: `{ $value }` — нужен список уровней от 0 до { $top } с напечатанным символом «Взять карту»
sfp-draw_twice = { $at }: уровень указан дважды
sfp-shipped_id = { $at }: этот id занят встроенным набором (нашей разработки); выберите другой
sfp-twice = один id встречается дважды
sfp-shipped_board = планшет «{ $board }» — встроенный
sfp-board_sides = у планшета «{ $board }» больше 2 сторон

# где, по словам `python -m bot play --help`, описаны параметры игры (её console_example)
console-where = docs/starfighter.md
