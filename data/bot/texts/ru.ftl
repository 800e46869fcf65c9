### The adapters' texts (Discord, console), Russian.
cmd-xwing = Партии X-Wing Miniatures (1-я редакция)
cmd-xwing-new = Вызвать игрока на партию X-Wing
cmd-game-new = Вызвать игрока на партию
cmd-match = Ваши партии в этом канале
cmd-match-status = Фаза, чьё решение и сроки партии
cmd-match-board = Показать всё поле
cmd-match-log = Последние открытые записи журнала партии
cmd-match-undo = Попросить отменить последнее решение (нужно согласие соперника)
cmd-match-concede = Сдаться
cmd-match-resume = Продолжить партию, поставленную на паузу по сроку
match-resumed = Партия №{ $match } продолжается; сроки отсчитываются заново.
match-resume_hint = Игрок может продолжить её командой /match resume.
cmd-match-abandon = Прекратить партию (только администраторы сервера)
cmd-match-picker = Показать ваш секретный выбор здесь, только вам (если личные сообщения закрыты)
cmd-settings = Ваши личные настройки
cmd-settings-timezone = Ваш часовой пояс, для напоминаний и тихих часов
cmd-settings-quiet_hours = Часы, когда бот не присылает вам напоминаний
cmd-settings-language = Язык, на котором бот говорит с вами
cmd-roll = Бросить кубики: X-Wing, Imperial Assault, TI4, SW Miniatures или выражение вроде 4d6kh3
cmd-odds = Точные шансы атаки в X-Wing, например 3 red focus vs 2 green evade
cmd-range = Дистанция, секторы обстрела и помехи между двумя кораблями партии
quick-verify = Проверка: { $verification }
quick-roll_alt = Кубики броска. { $summary }
quick-odds_alt = Столбчатая диаграмма шансов каждого итога урона: { $damage }
cmd-ti4 = Космический бой Twilight Imperium 4
cmd-ti4-new = Вызвать игрока на космический бой TI4 (вы атакуете)
opt-game = Кубики какой игры
opt-request = Что бросить, например 3 red focus vs 2 green
opt-ship = Корабль партии, например luke
opt-attacker_fleet = Ваш флот, например 2 carrier 4 fighter 1 dreadnought
opt-defender_fleet = Флот защищающегося, например 3 destroyer 1 cruiser
opt-nebula = Бой идёт в туманности
opt-opponent = Игрок, которого вы вызываете
opt-squads = Как выбираются звенья
opt-squad = Ваше звено в формате XWS JSON (пусто: быстрый старт базового набора)
opt-builder = Собрать звено из списка, корабль за кораблём, за эту фракцию
choice-rebel = Мятежный Альянс
choice-imperial = Галактическая Империя
invite-pick_squad = Выберите корабли (лимит очков проверяется при начале партии):
invite-squad_chosen = Звено выбрано; вызов опубликован.
invite-pick_confirm = Подтвердить звено
opt-points = Лимит очков при составлении звеньев
opt-obstacles = Выставить астероиды
opt-deadline = Сколько часов даётся на каждое решение
opt-on_deadline = Что происходит, когда срок истёк
opt-match = Номер партии (нужен, если вы играете здесь несколько)
opt-zone = Часовой пояс IANA, например Europe/Moscow
opt-start = Начало тихих часов, ЧЧ:ММ (местное время)
opt-end = Конец тихих часов, ЧЧ:ММ (местное время)
opt-language = Язык
choice-quick_start = Быстрый старт (базовый набор)
choice-xws = Каждый вставляет список XWS
choice-default = Применить выбор по умолчанию
choice-pause = Поставить партию на паузу
choice-forfeit = Засчитать поражение опоздавшему
choice-off = Выключено
match-round_animation = 🎞️ Раунд { $round }, шаг за шагом
match-reel = 🎞️ Вся партия, раунд за раундом
opt-mission = Сыграть миссию из правил с рекомендуемыми силами (если не вставлено звено)
choice-mission-political_escort = Миссия 1: Политический эскорт
choice-mission-hide_and_seek = Миссия 2: Прятки в астероидах
choice-mission-whispers_in_the_dark = Миссия 3: Шёпот во тьме
invite-text = { $challenger } вызывает { $opponent } на партию **{ $game }** ({ $summary }). { $opponent }, принимаете?
invite-accept = Принять
invite-decline = Отказаться
invite-declined = { $opponent } отклонил(а) вызов от { $challenger }.
invite-only_opponent = Ответить на этот вызов может только { $opponent }.
invite-gone = Этот вызов уже закрыт.
invite-self = Нельзя вызвать самого себя.
invite-bot = Боты не играют.
invite-xws_title = Ваше звено (XWS)
invite-xws_label = Вставьте JSON в формате XWS
invite-xws_button = Ввести звено
invite-xws_waiting = Звенья: ждём { $who }.
invite-option = { $name }: { $value }
invite-default = без особых условий
invite-yes = да
invite-no = нет
invite-deadline = { $hours } ч на решение, по истечении: { $policy }
invite-policy-default = выбор по умолчанию
invite-policy-pause = пауза
invite-policy-forfeit = поражение опоздавшего
opt-teammate = Командная игра: ваш напарник (за вашу сторону)
opt-opponent2 = Командная игра: второй соперник (вместе с первым)
invite-team_text = { $first } вызывают { $second } на командную партию **{ $game }** ({ $summary }). { $invited }: каждый, принимаете?
invite-team_waiting = Приняли: { $accepted }. Ждём: { $waiting }.
invite-team_already = Вы уже приняли вызов; ждём остальных.
invite-team_no_builder = Командная партия берёт звено XWS (squad:) или быстрый старт, а не конструктор.
invite-team_twice = Каждого игрока можно пригласить только один раз (и не себя).
match-thread = { $game } №{ $match }: { $a } против { $b }
match-thread_many = { $game } №{ $match }: { $players }
match-started = 
    Партия **№{ $match }** началась: { $seats }.
    Обязательство по кубикам (SHA-256 тайного зерна): `{ $commitment }`
match-go_to_thread = Партия №{ $match } началась в { $thread }.
match-begun = Партия №{ $match } началась; её ветка откроется в этом канале.
match-web_link = Смотреть и переигрывать по шагам: { $url }
match-finished = 
    Партия №{ $match } окончена: { $result }.
    Зерно раскрыто: `{ $seed }` (проверка: SHA-256 = `{ $commitment }`)
match-winner = победа: { $who } ({ $reason })
match-draw = ничья ({ $reason })
match-abandoned = Партия №{ $match } прекращена администратором { $admin }.
match-paused = Партия №{ $match } на паузе: { $reason }
match-pause_reason-deadline = истёк срок решения
match-conceded = { $who } сдаётся.
match-your_turn = { $user }, ваше решение в партии №{ $match }: { $what }{ $deadline }
# in the match's own thread: its id would be noise there
match-your_turn_thread = { $user }, ваше решение: { $what }{ $deadline }
match-deadline_suffix = {" "}(срок { $when })
match-secret_dm = Партия №{ $match } — ваше тайное решение: { $what }{ $deadline }
match-secret_here = { $user }, ваш тайный выбор{ $count ->
    [one] {""}
   *[other] {" "}({ $count })
}: выберите ниже; что вы выбрали, видите только вы{ $deadline }.
match-secret_here_why = (Ваши личные сообщения для этого сервера закрыты, поэтому тайный выбор приходит сюда, в ветку: другие видят меню, но не ваш выбор.)
match-secret_open = { $user }, ваш тайный выбор{ $count ->
    [one] {""}
   *[other] {" "}({ $count })
}: нажмите кнопку, его увидите только вы{ $deadline }.
match-open_picker = Открыть мой тайный выбор
match-locks = 🔒 Зафиксировано { $done } из { $total }{ $items }
# под строкой состояния, когда отмена хода снова открыла этот выбор (он задан заново в новом сообщении)
match-locks_undone = ↩️ Отменено: этот выбор задан заново ниже.
match-private_picture = Только для вас: картинка к решению «{ $what }»
match-private_preview = 🔍 Что вижу только я
match-locked = { $who } зафиксировал(а) выбор.
match-picked = Выбрано: { $choice }
match-chosen = { $who } выбирает: { $choice }.
match-board_alt = Поле партии №{ $match }
match-status = 
    {"*"}*{ $game } №{ $match }** — { $status }
    { $lines }
match-status_prompt = - ждём { $who }: { $what }{ $deadline }
match-status_none = - сейчас никому не нужно ничего решать
match-state-active = идёт
match-state-paused = на паузе
match-state-finished = окончена
match-state-abandoned = прекращена
match-state-round = раунд { $round }
match-reason-conceded = сторона «{ $side }» сдалась
match-reason-timeout = у стороны «{ $side }» истекло время
match-log_empty = Журнал пуст.
match-reminder = Напоминание: партия №{ $match } ждёт вашего решения ({ $what }); срок { $when }.
match-deadline_passed = В партии №{ $match } истёк срок для { $who }: { $policy }.
match-policy-default = применён выбор по умолчанию
match-policy-pause = партия на паузе
match-policy-forfeit = засчитано поражение
match-concede_confirm = Сдаться в партии №{ $match }? Она закончится сейчас победой другой стороны; отменить это нельзя.
match-concede_yes = Да, сдаться
match-concede_done = Вы сдались в партии №{ $match }.
match-undo_asked = { $who } просит отменить последнее решение в партии №{ $match }. { $other }, согласны?
match-undo_yes = Разрешить отмену
match-undo_no = Отказать
match-undo_done = Отменено: партия вернулась к состоянию до последнего решения.
match-undo_refused = { $who } отказывается от отмены.
match-undo_only_other = Ответить на просьбу об отмене может только соперник.
settings-timezone_set = Часовой пояс: { $zone }. Сейчас там { $now }.
settings-quiet_set = Тихие часы: { $start }–{ $end } ({ $zone }).
settings-quiet_cleared = Тихие часы отключены.
settings-language_set = Буду говорить с вами по-русски.
err-not_in_match = Вы не играете в партии №{ $match }; это могут делать только её игроки.
err-not_for_you = Эта кнопка для { $owner }; это не ваше решение.
err-stale = Этот выбор уже закрыт (партия ушла вперёд). Используйте последнее сообщение.
err-finished = Партия №{ $match } окончена; ходить больше нельзя.
err-wrong_process = Партия №{ $match } сейчас передаётся другому процессу бота; ничего не изменилось. Повторите через несколько секунд.
err-paused = Партия №{ $match } на паузе.
err-illegal = Нельзя: { $reason }
# отказы движка (bot/engine: EngineError(said=...)), после «Нельзя: »
engine-not_paused = партия не на паузе
engine-undo_waiting = просьба об отмене уже ждёт ответа
engine-undo_none = нет просьбы об отмене, на которую нужно ответить
engine-undo_not_needed = для этой отмены ваше согласие не нужно
engine-undo_nothing = отменять пока нечего
engine-undo_no_move = вы ещё не сделали ни одного хода, который можно отменить
engine-undo_not_a_move = событие №{ $seq } — не конец хода; выберите одно из: { $ends }
engine-ambiguous_seat = у вас несколько мест ({ $seats }); укажите, за какое вы действуете
err-unknown_match = Партии №{ $match } нет.
err-no_match_here = У вас нет идущей партии в этом канале.
err-several_matches = Вы играете здесь несколько партий ({ $ids }); укажите одну в параметре `match`.
err-admin_only = Прекращать партии могут только администраторы сервера (право «Управлять сервером»).
err-unknown_game = Игра «{ $game }» не установлена в этом боте.
err-bad_setup = Партию нельзя создать: { $reason }
err-bad_xws = Этот список не в формате XWS: { $reason }
err-pick_side_taken = Список корректный, но он за сторону «{ $side }», которую уже выбрал соперник: за каждую сторону играет один игрок. Смените фракцию и отправьте список снова.
err-paste_kept = Ваш список в том виде, как вы его вставили (кнопка «Принять» откроет форму с ним снова — исправьте и отправьте):
err-internal = Что-то пошло не так на моей стороне; ничего не изменилось. Ошибка записана в журнал.
err-guild_only = Используйте эту команду в канале сервера.
err-no_secret_open = У вас нет открытого тайного решения в партии №{ $match }.

## the console (bot/local/terminal.py): a die struck through on Discord (cancelled, or dropped by kh1)
terminal-struck = { $shown } (не в счёт)

## /sandbox and /ti4 odds
cmd-sandbox = Песочница X-Wing в этом канале: ставьте корабли, летайте, измеряйте (без партии)
cmd-sandbox-place = Поставить корабль по координатам (мм от левого нижнего угла поля 914 мм)
cmd-sandbox-near = Поставить корабль относительно другого корабля
cmd-sandbox-asteroid = Положить астероид из базового набора
cmd-sandbox-move = Выполнить любой манёвр или посмотреть его, не двигая корабль
cmd-sandbox-roll = Бочка (barrel roll)
cmd-sandbox-check = Дистанция, секторы обстрела и помехи между двумя кораблями
cmd-sandbox-remove = Убрать корабль или астероид со стола
cmd-sandbox-undo = Отменить последнее изменение на столе
cmd-sandbox-reset = Очистить стол (отмена вернёт всё)
cmd-sandbox-show = Показать стол и перечислить, что на нём
cmd-sandbox-do = Текстовая команда песочницы, например move luke 2 bank left (попробуйте: help)
opt-sb_id = Короткий id новой фигуры, например luke
opt-sb_type = Тип корабля, например x-wing, tie-fighter, tie-advanced, y-wing
opt-sb_x = x в мм от левого края (0-914)
opt-sb_y = y в мм от нижнего края (0-914)
opt-sb_heading = Направление в градусах: 0 вверх по столу, 90 вправо, 180 вниз
opt-sb_turn = Направление относительно другого корабля в градусах (180 = лицом к нему)
opt-sb_base = Размер подставки (по умолчанию как у типа корабля)
opt-sb_anchor = Корабль, от которого отсчитывать, например luke
opt-sb_forward = мм вперёд от того корабля (отрицательное: назад)
opt-sb_right = мм вправо от того корабля (отрицательное: влево)
opt-sb_shape = Астероид 1-6
opt-sb_rotation = Поворот в градусах
opt-sb_ship = Корабль на столе песочницы, например luke
opt-sb_maneuver = Манёвр, например 2 bank left, 3 straight, 4 k-turn
opt-sb_preview = Только показать, где он окажется; ничего не двигается
opt-sb_side = Бочка влево или вправо
opt-sb_slide = forward, centre, back или мм вперёд вдоль края подставки
opt-sb_item = id корабля или астероида
opt-sb_command = Команда песочницы, например place luke x-wing at 450 100
choice-small = Малая подставка
choice-large = Большая подставка
choice-left = Влево
choice-right = Вправо
sandbox-title = Песочница
sandbox-footer = кораблей: { $ships }, астероидов: { $asteroids } · шагов для отмены: { $undo } · /sandbox undo
sandbox-bad = Ничего не изменилось: { $reason }
sandbox-refused = Стол не позволяет: { $reason }. Ничего не изменилось.
cmd-ti4-odds = Точные шансы космического боя двух флотов
opt-odds_attacker = Флот атакующего, например 3 cruiser
opt-odds_defender = Флот защищающегося, например 2 destroyer
opt-attacker_space_dock = У атакующего в системе есть космический док (3 истребителя остаются без вместимости)
opt-defender_space_dock = У защищающегося в системе есть космический док (3 истребителя остаются без вместимости)
ti4odds-busy = Не посчитано: { $reason }.
ti4odds-title = Шансы космического боя TI4
ti4odds-nebula = туманность
ti4odds-attacker = Победа атакующего
ti4odds-defender = Победа защищающегося
ti4odds-draw = Ничья
ti4odds-survivors_attacker = Ожидаемые выжившие у атакующего
ti4odds-survivors_defender = Ожидаемые выжившие у защищающегося
ti4odds-nothing = никого
ti4odds-pct = { NUMBER($x, minimumFractionDigits: 2, maximumFractionDigits: 2) } %
ti4odds-no_combat = Космическая пушка решает исход до боя в { $p } случаев
ti4odds-bad = Не могу посчитать шансы: { $reason }. Пример: `/ti4 odds attacker: 3 cruiser defender: 2 destroyer`
web-title = Партия { $match } — { $game }
web-status-active = идёт
web-status-paused = на паузе
web-status-finished = окончена
web-status-abandoned = брошена
web-seats = Места: { $seats }
web-lang_unknown = Страницы на языке { $given } нет; есть языки: { $languages } (добавьте к адресу ?lang=ru или ?lang=en).
web-first = В начало
web-previous = Назад
web-next = Вперёд
web-last = В конец
web-step = Шаг { $step } из { $steps }
web-start = Стол до первого хода.
web-bookmarks = Закладки
web-round = Раунд { $round }
web-round_phase = Раунд { $round }: { $phase }
web-log = Открытый журнал
web-dice = Кубики
web-commitment = Обязательство по кубикам (SHA-256 тайного зерна): { $commitment }
web-seed = Зерно: { $seed }
web-verified = Проверено: { $detail }
web-not_verified = Не проверено: { $detail }
web-replay_ok = из зерна заново выведено действий: { $actions }; хеш состояния { $hash }
web-replay_problems = { $n ->
    [one] { $n } проблема
    [few] { $n } проблемы
   *[many] { $n } проблем
}: { $first }
web-seed_secret = Зерно тайно до конца партии; потом эта страница покажет его и проверит каждый бросок.
web-data = Данные: открытый журнал в формате JSON lines
web-no_picture = У этой игры нет картинки стола.
web-not_found = По этому адресу нет страницы партии.
web-bad_step = Шага { $step } нет: в этой партии шаги от 0 до { $steps }.
web-too_many = Слишком много запросов с вашего адреса: не больше { $rate } в секунду. Подождите и обновите страницу.

# the console table (bot/local)
console-private_picture = ваша личная картинка (только для { $seat }; удаляется после ответа): { $path }
console-match = { $title }: партия { $id }, места { $seats }
console-match_status = { $title }: партия { $id } ({ $status }), места { $seats }
console-tag_match = партия
console-extra_players = --players: { $names ->
    [one] { $names } имя
    [few] { $names } имени
   *[many] { $names } имён
} на { $seats ->
    [one] { $seats } место
    [few] { $seats } места
   *[many] { $seats } мест
}; лишние имена не используются
console-options_not_object = ошибка: --options должно быть объектом JSON, например `--options '{ $example }'`
console-error = ошибка: { $why }
console-games-head = | игра | название | места | параметры создания |
console-help-head = { $title } ({ $name }), места { $seats }. Параметры создания партии:
console-help-players = { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}
console-help-players_range = { $low }–{ $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}
console-help-team_play = , можно командами
console-help-choice = одно из: { $values }
console-help-type-int = целое число
console-help-type-float = число
console-help-type-bool = true или false
console-help-type-str = строка
console-help-required = обязательный
console-help-optional = необязательный
console-help-default = по умолчанию { $value }
console-help-none = (нет)
console-help-secret_pick = тайный выбор: вставляется как `{ $paste }` или собирается из списка через `{ $build }`; итог — `{ $option }` (так только в чате: здесь дайте выбор каждой стороны параметром набора `{ $option }`)
console-help-content = собственные материалы игроков (python -m bot content add ИГРА ВИД ФАЙЛ; --content ФАЙЛ для одной партии):
console-help-content_limits = не больше { $items } на базу данных или сервер, до { $bytes } байт каждый
console-help-example = --options принимает их в JSON, как /{ $name } new, например `--options '{ $example }'`.
console-help-other_keys = Объект с любыми другими ключами — это собственные параметры набора игры, они передаются как есть (в форме примера из `python -m bot play --help`).
console-commitment = SHA-256 зерна случайности (зерно раскроется в конце партии): { $commitment }
console-seed = зерно раскрыто: { $seed } (проверка: sha256(зерно) = { $commitment })
console-paused = партия приостановлена.
console-nobody = решать сейчас некому; остановка.
console-stopped = остановлено. { $hint }
console-secret_header = === { $seat }: тайный выбор — остальные, отвернитесь ===
console-hint_options = (номер или точное действие в JSON; v — обзор, c — сдаться, q — выйти)
console-hint_json = введите действие в JSON, например `{"{"}"kind": ...{"}"}`  (v — обзор, c — сдаться, q — выйти)
console-not_conceded = вы не сдались; ваш ход продолжается.
console-not_allowed = нельзя: { $why }
console-locked = выбор принят.
console-concede_ask = { $seat }: сдаться? Партия для вашей стороны закончится. Чтобы сдаться, введите «да»:
console-type_number = введите номер от 1 до { $n } (или точное действие в JSON)
console-not_json = это не JSON ({ $why }); запишите действие так: `{"{"}"kind": "...", ...{"}"}`
console-options_not_json = ошибка: --options — это не JSON ({ $why })
json-at = ошибка в строке { $line }, столбце { $column }: «{ $near }»
json-at_end = текст обрывается в строке { $line }, столбце { $column }, не закончив JSON
json-too_deep = вложенность больше { $limit } уровней
json-long_number = число из { $n } { $n ->
    [one] знака
   *[other] знаков
}; не больше { $limit }
json-too_large = { $number } — слишком большое число
json-not_a_number = { $name } — не число, допустимое в JSON
console-not_object = действие должно быть объектом JSON
console-picture = картинка: { $path }
console-over_winner = партия окончена — победа: { $who } ({ $reason })
console-over_draw = партия окончена — ничья ({ $reason })
console-continue = Продолжить: python -m bot play { $game } --db { $db } --match { $match }
console-temporary = Партия хранилась во временной базе; чтобы сохранять партии, укажите --db ФАЙЛ.
console-saved = Партия { $match } сохранена.
console-script_idle = строка сценария { $line }: { $seat } сейчас нечего отвечать
console-script_refused = строка сценария { $line } отклонена:
console-option_no_options = вариант { $answer }: у этого запроса нет вариантов; укажите объект `action`
console-option_not_offered = вариант { $answer } не входит в предложенные (всего { $n }):
console-option_more = … и далее до { $n }
console-tag_setup = начало
console-script_waits = сценарий закончен; партия ждёт: { $seats }
console-frames = { $count ->
    [one] { $count } картинка стола в { $folder }
    [few] { $count } картинки стола в { $folder }
   *[many] { $count } картинок стола в { $folder }
}

# user content (bot/engine/content.py, bot/cli/content.py, bot/discord_bot/content_commands.py)
content-err-too_big = Это { $size } { $size ->
    [one] байт
    [few] байта
   *[many] байт
}, а на один файл или текст с записями можно не больше { $limit } { $limit ->
    [one] байт
    [few] байта
   *[many] байт
}. Разбейте его на несколько файлов.
content-err-not_utf8 = Это не текст в UTF-8 (недопустимый байт в позиции { $at }). Сохраните файл как JSON в UTF-8.
content-err-empty = Там ничего нет: дайте одну запись — объект JSON — или список JSON из записей.
content-err-not_json = Это не JSON: ошибка в строке { $line }, столбце { $column }: «{ $near }».
content-err-not_json_end = Это не JSON: текст обрывается в строке { $line }, столбце { $column }, не закончив JSON.
content-err-not_a_number = { $name } — не число, которое допускает JSON; напишите обычное число, например 3 или 2.5.
content-err-huge_number = { $number } — слишком большое число; напишите число поменьше.
content-err-long_number = В числе, которое начинается с { $start }, { $length } знаков, а в записях числа не длиннее { $limit } знаков.
content-err-too_deep = Вложенность JSON глубже { $limit } уровней; ни одной записи столько не нужно.
content-err-no_content = Игра { $game } не принимает собственных данных игроков.
content-err-unknown_kind = В игре { $game } нет вида данных «{ $kind }»; есть такие: { $kinds }.
content-err-bad_id = У { CASE($kind, "gen") } должен быть id от 1 до { $limit } печатных символов.
content-err-item_too_big = { CAP($kind) } «{ $id }» занимает в сжатом JSON { $size } { $size ->
    [one] байт
    [few] байта
   *[many] байт
}, а предел для одной записи этого вида — { $limit } { $limit ->
    [one] байт
    [few] байта
   *[many] байт
}.
content-err-too_many = В списке { $count } { $count ->
    [one] запись
    [few] записи
   *[many] записей
}, а сервер хранит не больше { $limit } { $limit ->
    [one] { CASE($kind, "gen") }
   *[other] { CASE($kind, "gen_pl") }
}.
content-err-twice = Id «{ $id }» встречается дважды (впервые — в записи { $first }); каждый id — только один раз.
content-err-items = { $count ->
    [one] { $count } запись отклонена
    [few] { $count } записи отклонены
   *[many] { $count } записей отклонено
}, поэтому ничего не сохранено:
content-err-item_line = запись { $n }:
content-err-more = … и ещё { $count }.
content-err-match_file = Файл с данными должен быть объектом JSON со списками по видам, например `{"{"}"{ $example }": [ … ]{"}"}`; виды: { $kinds }.
content-err-unknown = Записи «{ $id }» для игры { $game } здесь нет; сохранённые покажет команда content list.
content-err-ambiguous = Id «{ $id }» есть у записей нескольких видов ({ $kinds }); укажите вид.
content-err-not_yours = Запись «{ $id }» добавил { $who }; заменить или удалить её может только он или участник с правом «Управление сервером».
content-err-full = Сервер хранит не больше { $limit } { $limit ->
    [one] { CASE($kind, "gen") }
   *[other] { CASE($kind, "gen_pl") }
} (сейчас { $have }, добавляется { $adding }); сначала удалите лишние.
content-added = { GENDER($kind) ->
    [m] { CAP($kind) } «{ $id }» сохранён
    [f] { CAP($kind) } «{ $id }» сохранена
    [n] { CAP($kind) } «{ $id }» сохранено
    [pl] { CAP($kind) } «{ $id }» сохранены
   *[other] Сохранено: { $kind } «{ $id }»
}.
content-replaced = { GENDER($kind) ->
    [m] { CAP($kind) } «{ $id }» заменён
    [f] { CAP($kind) } «{ $id }» заменена
    [n] { CAP($kind) } «{ $id }» заменено
    [pl] { CAP($kind) } «{ $id }» заменены
   *[other] Запись { $kind } «{ $id }» заменена
}: запись с таким id уже была, новая встала на её место.
content-added_many = Сохранено: { $count } { $count ->
    [one] { $kind }
    [few] { CASE($kind, "gen") }
   *[many] { CASE($kind, "gen_pl") }
} ({ $ids }).
content-replaced_many = { $count ->
    [one] { $count } прежняя запись с тем же id заменена
    [few] { $count } прежние записи с теми же id заменены
   *[many] { $count } прежних записей с теми же id заменено
}: { $ids }.
content-copies = Новые партии при создании получают копию сохранённых записей; уже идущие партии остаются со своей.
content-list_head = { $game }: здесь { $count ->
    [one] сохранена { $count } запись
    [few] сохранено { $count } записи
   *[many] сохранено { $count } записей
}.
content-list_line = { CAP($kind) } «{ $id }», добавил { $who }
content-list_more = … и ещё { $count }; укажите вид, чтобы список был короче.
content-list_empty = Для игры { $game } здесь пока нет сохранённых данных.
content-show = { CAP($kind) } «{ $id }», добавил { $who }:
content-removed = { GENDER($kind) ->
    [m] { CAP($kind) } «{ $id }» удалён
    [f] { CAP($kind) } «{ $id }» удалена
    [n] { CAP($kind) } «{ $id }» удалено
    [pl] { CAP($kind) } «{ $id }» удалены
   *[other] Запись { $kind } «{ $id }» удалена
}. Партии, созданные раньше, сохраняют свою копию.
content-kinds = Виды: { $kinds }.
content-err-file = Не удаётся прочитать { $file }.
cmd-content = Ваши собственные данные для этой игры (из вашей копии): добавить, список, показать, удалить
cmd-content-add = Добавить запись (или список записей JSON) из файла или вставленного JSON; тот же id заменяет запись
cmd-content-list = Записи, сохранённые на этом сервере
cmd-content-show = Одна сохранённая запись в виде JSON
cmd-content-remove = Удалить запись (может добавивший её участник или тот, у кого есть право «Управление сервером»)
opt-content_kind = Вид данных
opt-content_file = Файл JSON в UTF-8 (не больше 1 000 000 байт)
opt-content_json = Запись текстом JSON вместо файла
opt-content_id = Id записи
content-refused = { GENDER($kind) ->
    [m] { CAP($kind) } не принят
    [f] { CAP($kind) } не принята
    [n] { CAP($kind) } не принято
    [pl] { CAP($kind) } не приняты
   *[other] Запись ({ $kind }) не принята
}, ничего не сохранено:
content-err-file_or_json = Дайте запись либо файлом (`file`), либо текстом JSON (`json`) — что-то одно.
content-err-download = Файл не удалось скачать за { $seconds } с; попробуйте ещё раз.

# собственные отказы консоли (bot/cli, bot/local): файлы и параметры командной строки
console-error_head = ошибка:
engine-bad_time_of_day = { $text } — не время суток; пишите ЧЧ:ММ в 24-часовом формате, например 22:30
engine-bad_hours = { $text } — не промежуток времени; пишите, например, 22:00-07:00
engine-quiet_same_minute = тихие часы не могут начинаться и заканчиваться в одну и ту же минуту
engine-unknown_time_zone = неизвестный часовой пояс { $zone }; укажите имя из базы IANA, например Europe/Moscow или UTC
engine-bad_locale = { $code } — не код языка; укажите, например, en или ru
engine-unknown_game = неизвестная игра { $game }; известные игры: { $known }
cli-os_where = { $path } — { $what }
cli-os-ENOENT = нет такого файла или папки
cli-os-EACCES = нет прав доступа
cli-os-EISDIR = это папка
cli-os-ENOTDIR = это не папка
cli-os-ENOSPC = на диске не осталось места
cli-os-EROFS = файловая система доступна только для чтения
cli-os-ENAMETOOLONG = слишком длинное имя файла
cli-os-ELOOP = слишком много уровней символических ссылок
cli-os_problem = { $what }: { $problem }
cli-saved_dice_image = картинка кубиков: { $path }
cli-saved_chart = график: { $path }
cli-file_is_folder = { $what }: { $name } — это папка; укажите файл
cli-file_parent_is_file = { $what } { $name }: { $parent } — это файл, а не папка
cli-file_parent_missing = { $what } { $name }: папки { $parent } нет (сначала создайте её)
cli-file_parent_not_writable = { $what } { $name }: в папку { $parent } нельзя записывать
cli-file_not_writable = { $what }: файл { $name } нельзя перезаписать
sandbox-cli-banner = Песочница X-Wing. Команды — help; пустая строка или quit — выход.
sandbox-cli-state_unreadable = не удаётся прочесть --state { $problem }
sandbox-cli-state_not_json = --state { $name } — не стол, сохранённый песочницей (это не JSON)
sandbox-cli-state_no_ships = --state { $name } — не стол, сохранённый песочницей (нет списка кораблей); укажите новый файл, чтобы начать с пустого стола
sandbox-cli-state_malformed = --state { $name } — не стол, сохранённый песочницей (запись корабля или астероида повреждена); укажите новый файл, чтобы начать с пустого стола
sandbox-cli-script_unreadable = не удаётся прочесть сценарий { $problem }
sandbox-cli-script_not_utf8 = сценарий { $name } — не текстовый файл в UTF-8
sandbox-cli-cannot_save = не удаётся сохранить стол в { $problem }
cli-folder_is_file = { $what }: { $name } — это файл, а не папка
cli-folder_not_writable = { $what }: в папку { $name } нельзя записывать
cli-folder_ancestor_file = { $what } { $name }: { $ancestor } — это файл, а не папка
cli-folder_ancestor_not_writable = { $what } { $name }: в папку { $ancestor } нельзя записывать
cli-db_unopenable = не удаётся открыть базу данных { $problem }
cli-db_unusable = базой данных не воспользоваться: { $error }; `python -m bot db check --db ФАЙЛ` скажет, что с ней не так
cli-db_is_folder = база данных { $name } — это папка; укажите файл
cli-no_content_db = базы данных { $db } нет; её создаст команда `content add`
cli-script_unreadable = не удаётся прочитать файл действий { $problem }
cli-script_not_utf8 = файл действий { $file } — не текст в UTF-8
cli-script_line = строка { $line } файла действий: { $why }
cli-script_not_json = это не JSON ({ $why })
cli-script_not_object = нужен объект вида `{"{"}"seat": "a", "action": {"{"}"kind": ...{"}"}{"}"}`
cli-script_one_of = укажите ровно одно из двух: `action` (объект) или `option` (id варианта)
cli-script_action = `action` должно быть объектом
cli-players = --players: каждое имя — от 1 до { $most } печатных символов, имена через запятую
cli-match_needs_db = для --match нужен --db (файл, в котором хранится партия)
cli-no_database = базы данных { $db } нет; --match продолжает партию, сохранённую в существующем файле --db
cli-other_game = партия { $match } — это партия игры { $title } (id игры { $game }), а не { $asked }; продолжите её командой: python -m bot play { $game } --db { $db } --match { $match }

# `python -m bot db migrate|check` (bot/cli/db.py, bot/engine/integrity.py, bot/engine/pgfunctions.py)
db-migrate-up_to_date = { $db }: схема базы данных актуальна (версия { $version })
db-migrate-migrated = { $db }: схема базы данных обновлена с версии { $before } до версии { $after }
db-migrate-repaired = исправлено:
db-migrate-fence_replaced = функция { $found } заменена функцией миграции { $version } — проверкой аренды при каждой записи ({ $why })
db-migrate-fence_dropped = функция { $found } удалена ({ $why }): со второй функцией engine_fence вызов функции миграции { $version } при записи стал бы неоднозначным
db-migrate-fence_installed = установлена функция { $signature } из миграции { $version } (проверка аренды при каждой записи)
db-check-database = база данных: { $db }
db-check-schema = версия схемы: { $version } (у этого бота: { $latest })
db-check-counts = партий: { $matches } (идут: { $live }), событий: { $events }, недоставленных уведомлений: { $undelivered }, ждущих таймеров: { $timers }, добавленных игроками данных: { $content }
db-check-note = примечание:
db-check-problems = ОШИБКИ ({ $n }):
db-check-ok = ОК: ошибок не найдено
db-check-schema_newer = версия схемы { $version } новее, чем понимает этот бот ({ $latest }): обновите бота
db-check-schema_behind = версия схемы { $version } отстаёт (нужна { $latest }): выполните `python -m bot db migrate`
db-check-fence_missing = нет функции { $signature } (версия схемы { $version }, проверка аренды при каждой записи), поэтому любая запись в эту базу данных не проходит; `python -m bot db migrate` (или запуск бота) установит её снова
db-check-fence_differs = функция { $found } — не та, что устанавливает миграция { $version } ({ $why }), поэтому записи не проходят или аренду шардов проверяют неверно; `python -m bot db migrate` и каждый запуск бота удалят её и установят функцию миграции { $version } (если функция с этим именем создана намеренно, сначала переименуйте её)
db-check-fence_overload = в пути поиска есть вторая функция с именем engine_fence — { $found } ({ $why }); `python -m bot db migrate` и каждый запуск бота удалят её, чтобы вызов при записи находил только функцию миграции { $version } (если она создана намеренно, сначала переименуйте её)
db-check-fence_absent = нет функции { $signature }; `python -m bot db migrate` (или запуск бота) установит функцию миграции { $version }
db-fence-and = { $first }; { $rest }
db-fence-args = она принимает ({ $have }), а не ({ $want })
db-fence-returns = она возвращает { $have }, а не { $want }
db-fence-language = её язык — { $have }, а не { $want }
db-fence-volatility = её изменчивость (volatility) — { $have }, а не { $want }
db-fence-security_definer = SECURITY DEFINER — { $have }, а не { $want }
db-fence-strict = STRICT — { $have }, а не { $want }
db-fence-settings = у неё есть параметры SET, а у функции миграции { $version } их нет
db-fence-body = её тело (sha256 { $have }) не совпадает с телом из миграции { $version } (sha256 { $want })
db-check-no_database = нет базы данных { $db }
db-err-locked = база данных занята: её держит другая программа; повторите, когда она закончит ({ $detail })
db-err-full = диск заполнен или база данных достигла предельного размера; освободите место ({ $detail })
db-err-readonly = файл базы данных доступен только для чтения; дайте боту право записи ({ $detail })
db-err-not_a_database = файл — не база данных ({ $detail })
db-err-corrupt = файл базы данных повреждён; восстановите его из резервной копии ({ $detail })
db-err-cannot_open = файл базы данных не открыть: его папки нет или к ней нет доступа ({ $detail })
db-err-io = диск сообщил об ошибке ввода-вывода ({ $detail })
db-err-other = сбой базы данных ({ $detail })
db-cannot_open = не удаётся открыть базу данных { $db }: { $error }
db-check-unopenable = не удаётся открыть базу данных { $db }: { $error }
db-check-unreadable = базу данных не удаётся прочитать: { $error }
db-check-sqlite_integrity = проверка целостности SQLite: { $error }
db-check-foreign_key = строка { $row } таблицы { $table } ссылается на отсутствующую строку таблицы { $parent }
db-check-index_missing = нет индекса { $name } (версия схемы { $version }): запросы работают верно, но медленно; создайте его заново командой миграции { $version } из bot/engine/migrations.py
db-check-match = партия { $id } ({ $game }, { $status })
db-check-match_newer = { $where }: записана более новой версией бота (формат { $format })
db-check-match_options = { $where }: параметры — некорректный JSON
db-check-match_no_seats = { $where }: нет мест игроков
db-check-event_missing = { $where }: нет события №{ $seq }
db-check-event_hash = { $where }: событие №{ $seq } ({ $kind }) не совпадает с цепочкой хешей (изменено вручную?)
db-check-event_json = { $where }: данные события №{ $seq } ({ $kind }) — некорректный JSON
db-check-log_end = { $where }: по строке партии журнал кончается на №{ $said }, а на деле — на №{ $found }
db-check-game_unknown = { $where }: этот бот не знает такой игры, поэтому партию нельзя загрузить
db-check-no_state = { $where }: нет сохранённого состояния, с которого её загрузить
db-check-state_differs = { $where }: сохранённое текущее состояние отличается от восстановленного по журналу
db-check-unloadable = { $where }: партию не удаётся загрузить ({ $error })
db-check-prompts_unreadable = { $where }: сохранённые запросы к игрокам не читаются (вместо них строятся новые)
db-check-prompts_differ = { $where }: сохранённые запросы к игрокам отличаются от тех, что даёт её текущее состояние
db-check-outbox_row = уведомление { $id } (партия { $match }, { $kind })
db-check-outbox_json_undelivered = { $where } — некорректный JSON, его никогда не удастся доставить
db-check-outbox_json_delivered = { $where } — некорректный JSON, оно испорчено уже после доставки
db-check-outbox_kind = { $where }: неизвестный вид «{ $kind }»; движок пишет только такие: { $kinds }
db-check-outbox_public = { $where }: общее уведомление адресовано пользователю { $user }
db-check-outbox_seat = { $where }: адресовано месту «{ $seat }», а в партии { $match } такого места нет
db-check-outbox_user = { $where }: личное уведомление места { $seat } адресовано пользователю { $user }, а не игроку на этом месте ({ $player })
db-check-content_item = данные игрока { $game } { $kind } «{ $id }» (сервер { $scope })
db-check-content_json = { $where } — некорректный JSON; удалите их и добавьте снова
db-check-content_game = { $where }: этот бот не знает такой игры, или она не принимает данных игроков
db-check-content_kind = { $where }: у игры { $game } нет вида «{ $kind }» (есть: { $kinds })
db-check-content_refused = { $where }: { $problem }; новые партии обходятся без них, пока их не заменят или не удалят
db-check-content_now_refused = игра теперь их не принимает ({ $error })
db-check-content_check_failed = проверка игры не удалась ({ $error })
db-check-content_id = игра читает их id как «{ $id }»
db-check-content_bytes = { $size } { $size ->
    [one] байт
    [few] байта
   *[many] байт
}, больше предела в { $most } { $most ->
    [one] байт
    [few] байта
   *[many] байт
}
db-check-content_count = данные игроков { $game } { $kind } (сервер { $scope }): { $n } { $n ->
    [one] элемент
    [few] элемента
   *[many] элементов
}, больше предела в { $most }

# справка командной строки и слова самого argparse (bot/cli/localized.py: на языке, который называет --lang)
cli-argparse-usage = использование:
cli-argparse-positionals = позиционные аргументы
cli-argparse-options = параметры
cli-argparse-help = показать эту справку и выйти
cli-argparse-error = { $prog }: ошибка: { $message }
cli-argparse-argument = аргумент { $name }: { $message }
cli-argparse-required = не хватает обязательных аргументов: { $names }
cli-argparse-unrecognized = нераспознанные аргументы: { $args }
cli-argparse-invalid_choice = недопустимое значение: { $value } (допустимы: { $choices })
cli-argparse-invalid_value = недопустимое значение типа { $type }: { $value }
cli-argparse-expected_one = нужен один аргумент
cli-argparse-expected_at_most_one = можно не больше одного аргумента
cli-argparse-expected_at_least_one = нужен хотя бы один аргумент
cli-argparse-expected_n = { $n ->
    [one] нужен { $n } аргумент
    [few] нужно { $n } аргумента
   *[many] нужно { $n } аргументов
}
cli-argparse-ambiguous = неоднозначный параметр: { $option } подходит под { $matches }
cli-argparse-unexpected_option = неожиданный параметр: { $option }
cli-argparse-one_of_required = нужен один из аргументов { $names }
cli-argparse-not_allowed_with = нельзя вместе с аргументом { $name }
cli-argparse-ignored_explicit = лишнее значение аргумента: { $value }
cli-help-main = Модератор настольных игр: бот для Discord и инструменты.
cli-help-db_file = файл базы данных или адрес postgresql:// (по умолчанию: DATABASE_URL, иначе DATABASE_PATH, иначе data/matches.sqlite3)
cli-help-lang = en или ru
cli-help-lang_report = язык отчёта: en или ru (по умолчанию: BOT_LOCALE, иначе en)
cli-help-no_frames = не рисовать изображения стола
cli-help-content = свои данные игроков (персонажи, карты, карты полей с их экземпляров игры), хранимые в базе данных
cli-help-content-about = Данные, которые игроки добавляют со своих экземпляров игры: игра их проверяет, база данных хранит; новые партии при создании получают их копию (партии в консоли: --db; партии сервера Discord: --server ID).
cli-help-content-add = проверить и сохранить один элемент (объект JSON) или список элементов JSON
cli-help-content-kind = вид данных (`content list GAME` называет виды игры)
cli-help-content-file = файл JSON в кодировке UTF-8, не больше { $most } { $most ->
    [one] байта
   *[other] байт
}
cli-help-content-list = сохранённые элементы игры
cli-help-content-show = один сохранённый элемент в виде JSON
cli-help-content-remove = удалить сохранённый элемент (партии, созданные раньше, сохраняют свою копию)
cli-help-content-server = id сервера Discord: его элементы вместо элементов консоли
cli-help-db = обслуживание базы данных
cli-help-db-migrate = создать базу данных или обновить её схему
cli-help-db-check = проверка целостности с понятным отчётом (только чтение)
cli-help-games = зарегистрированные игры и параметры создания их партий (markdown)
cli-help-play = сыграть партию в этом терминале: места ходят по очереди
cli-help-play-about = Партия в этом терминале: каждое место по очереди отвечает на свои вопросы; тайный выбор вводится без отображения на экране. Введите номер из списка или действие в виде JSON; v показывает стол, c — сдаться, q — остановиться.
cli-help-play-examples = игры и пример --options для каждой:
cli-help-play-where = (параметры: { $where })
cli-help-play-game = игра: { $games }
cli-help-play-options = параметры создания партии в виде JSON (`help` перечисляет их так, как их предлагает /GAME new) или параметры подготовки игры (примеры ниже)
cli-help-play-seats = места, которые занять, через запятую (по умолчанию: места игры)
cli-help-play-players = имена игроков через запятую в порядке мест (например, alice,bob): фразы, называющие игрока на месте, показывают его имя (партия хранит только места)
cli-help-play-script = файл действий, по одному JSON в строке: `{"{"}"seat": "a", "action": {"{"}...{"}"}{"}"}`
cli-help-play-frames = папка для изображений стола после каждого шага (по умолчанию: frames/)
cli-help-play-verbose = печатать ещё и каждое открытое событие в виде исходных данных
cli-help-play-db = хранить партию в этом файле базы данных (по умолчанию: во временном)
cli-help-play-match = продолжить эту партию из --db вместо новой
cli-help-play-content = свои данные игроков только для этой партии: файл JSON `{"{"}"KIND": [item, ...]{"}"}` (без него — элементы, сохранённые в файле --db, см. `python -m bot content`)
cli-help-play-seed = зерно кубиков (по умолчанию: новое тайное); с тем же зерном выпадают те же кубики
cli-help-play-lang = язык текстов игры: en или ru (по умолчанию: BOT_LOCALE, иначе en)
cli-help-replay = напечатать журнал партии и проверить её кубики по раскрытому зерну
cli-help-replay-frames = папка для изображений стола, по одному на действие (по умолчанию: replay-<MATCH_ID>/)
cli-help-replay-quiet = напечатать только итог проверки
cli-help-replay-seat = напечатать только то, что видело это место (открытые события и его собственные тайны); без него незаконченная партия тайн не показывает
cli-help-run = запустить бота Discord (нужен DISCORD_TOKEN)
cli-help-web = веб-страница каждой партии, только для чтения (в прямом эфире и в повторе)
cli-help-web-host = адрес, на котором слушать (по умолчанию 127.0.0.1; 0.0.0.0 — все адреса)
cli-help-web-port = порт (по умолчанию 8080)
cli-help-web-poll = секунд между опросами базы данных для обновлений в прямом эфире
cli-help-sync = зарегистрировать слэш-команды Discord (с DISCORD_GUILD_IDS — сразу, только на этих серверах; иначе глобально, и Discord может показывать их до часа)
cli-help-quick-lang = язык ответа: en или ru (по умолчанию: BOT_LOCALE, иначе en)
cli-help-roll = бросить кубики: xwing, ia, ti4, swm или любое выражение (dice)
cli-help-roll-game = одно из: { $games }; или сразу выражение для кубиков: roll 3d6+2
cli-help-roll-request = например, `"3 red focus lock vs 2 green evade"`
cli-help-roll-seed = повторить бросок по показанному зерну
cli-help-roll-image = сохранить ещё и полосу кубиков в PNG сюда
cli-help-roll-json = напечатать результат в виде структуры
cli-help-odds = точные шансы атаки в X-Wing
cli-help-odds-request = например, `"5 red focus lock vs 4 green focus evade range 1"`
cli-help-odds-chart = сохранить ещё и столбчатую диаграмму в PNG сюда
cli-help-odds-json = напечатать результат в JSON: request, joint (строки [hits, crits, probability]), damage {"{"}n: p{"}"}, at_least {"{"}n: p{"}"}, expected_damage, expected_crits, p_crit
cli-help-sandbox = стол-песочница X-Wing (интерактивно или по файлу команд)
cli-help-sandbox-script = файл команд песочницы, по одной в строке (по умолчанию: интерактивно)
cli-help-sandbox-state = загружать и сохранять стол в JSON здесь
cli-help-sandbox-image = сохранять сюда изображение стола после каждого изменения
cli-help-ti4_odds = точные шансы космического боя TI4
cli-help-ti4_odds-about = Точные шансы победы, поражения и ничьей и ожидаемые уцелевшие корабли в одном космическом бою TI4 (п. 39 правил).
cli-help-ti4_odds-example = пример: `python -m bot ti4-odds "1 flagship 2 dreadnought" "1 war_sun" --attacker-faction sardakk --defender-techs duranium_armor`
cli-help-ti4_odds-attacker = флот атакующего, например `"2 dreadnought 4 fighter 1 carrier"`
cli-help-ti4_odds-defender = флот защищающегося, например `"1 war_sun"`
cli-help-ti4_odds-faction = фракция { $seat ->
    [attacker] атакующего
   *[defender] защищающегося
}: действуют её флагман и боевые способности (одна из: { $factions })
cli-help-ti4_odds-techs = технологии { $seat ->
    [attacker] атакующего
   *[defender] защищающегося
} через запятую (любые из: { $techs })
cli-help-ti4_odds-attacker_pds = СПО атакующего, которые стреляют по защищающемуся, например `"1 pds2"`
cli-help-ti4_odds-defender_pds = СПО защищающегося, которые стреляют по атакующему, например `"2 pds"`
cli-help-ti4_odds-defender_dock = у защищающегося в системе космический док (3 истребителя остаются без мест на кораблях)
cli-help-ti4_odds-attacker_dock = у атакующего в системе космический док
cli-help-ti4_odds-nebula = бой в туманности (защищающемуся +1)

# параметры создания партии с ошибками там, где их не набирает платформа (bot/core/declared.py: консоль)
options-refused = { $problems } (параметры создания: { $takes })
options-and = { $first }; { $rest }
options-take = `{ $name }`: { $allowed }
options-none = нет
options-unknown = нет параметра создания { $name }
options-required = `{ $name }` обязателен ({ $allowed })
options-wrong = `{ $name }` — { $allowed }, а не { $value }
options-one_of = одно из: { $values }
options-bool = true или false
options-str = текст
options-whole = целое число
options-whole_between = целое число от { $low } до { $high }
options-whole_at_least = целое число не меньше { $low }
options-whole_at_most = целое число не больше { $high }
options-number = число
options-number_between = число от { $low } до { $high }
options-number_at_least = число не меньше { $low }
options-number_at_most = число не больше { $high }
options-carried = { $options } в вызове из чата { $n ->
    [one] задаёт
   *[other] задают
} тайный выбор; в терминале укажите выбор каждой стороны параметром подготовки `{ $option }` ({"{"}side: pick{"}"}); см. python -m bot play --help

## `python -m bot replay` (bot/cli/replay.py) и что находит проверка (bot/engine/replay.py)
cli-help-replay-lang = язык журнала и вердикта: en или ru (по умолчанию BOT_LOCALE, иначе en)
replay-head = партия { $match } — { $game }, { $status }, { $n ->
    [one] { $n } событие
    [few] { $n } события
   *[many] { $n } событий
}
replay-secret_to = [тайно для { $seat }]
replay-undone = (отменено)
replay-hidden = партия не окончена: { $n ->
    [one] скрыто { $n } тайное событие
    [few] скрыто { $n } тайных события
   *[many] скрыто { $n } тайных событий
} (скрытый выбор мест); укажите место через --seat SEAT, чтобы увидеть его собственные, или повторите проверку, когда партия закончится
replay-frames_into = картинки стола: { $folder }/
replay-frames_written = { $n ->
    [one] { $n } картинка стола записана
    [few] { $n } картинки стола записаны
   *[many] { $n } картинок стола записано
} в { $folder }/
replay-verified = ПРОВЕРЕНО: { $n ->
    [one] { $n } действие заново выведено
    [few] { $n } действия заново выведены
   *[many] { $n } действий заново выведено
} из зерна; каждый бросок и каждое событие совпадают. Хеш состояния { $hash }
replay-not_verified = НЕ ПРОВЕРЕНО: { $n ->
    [one] { $n } ошибка
    [few] { $n } ошибки
   *[many] { $n } ошибок
}:
replay-cannot_open = не удаётся открыть базу данных { $what }
replay-not_database = { $db } не прочитать как базу данных этого бота: { $error }
replay-schema_newer = у { $db } версия схемы { $version }, новее, чем понимает этот бот ({ $latest }); обновите бота, чтобы проверять её партии
replay-no_matches = в { $db } нет партий (это не база данных этого бота, или ею ещё не пользовались)
replay-no_such_match = партии { $match } нет в { $db }; последние партии: { $recent }
replay-no_such_match_empty = партии { $match } нет в { $db }; в ней ещё нет партий
replay-no_seat = в партии { $match } нет места { $seat }; её места: { $seats }
replay-no_match = партии { $match } нет в этой базе данных
replay-not_over = партия не окончена: её зерно ещё скрыто от игроков; проверка идёт по сохранённому зерну
replay-commitment = сохранённое зерно не совпадает с обязательством, опубликованным в начале партии
replay-unknown_game = этот бот не знает игру { $game }; её события не вывести заново
replay-missing_event = нет события №{ $expected } (вместо него №{ $seq })
replay-chain = событие №{ $seq } ({ $kind }): цепочка хешей нарушена — строку изменили, вставили или удалили
replay-payload_json = событие №{ $seq } ({ $kind }): данные события — не JSON
replay-setup = подготовку партии не повторить: { $error }
replay-no_start = снимка начального состояния нет (отмена дальше него?); принимается заново выведенная подготовка
replay-start_differs = сохранённое начальное состояние отличается от подготовки, повторённой с этим зерном
replay-undo_unknown = событие №{ $seq }: отмена к №{ $to }, которого нет среди точек журнала
replay-refused = действие { $n } ({ $seat }: { $action }) при повторе отклонено: { $error }
replay-differs = действие { $n } ({ $seat }: { $action }): сохранённое событие №{ $seq } отличается от выведенного игрой с этим зерном — { $diff }
replay-difference = { $path }: сохранено { $stored }, выведено { $derived }
replay-unapplied = событие №{ $seq } ({ $kind }) не применить: { $error }
replay-no_head = нет сохранённого текущего состояния для сравнения (старая база данных)
replay-head_early = сохранённое текущее состояние — на событии №{ $seq }, раньше конца журнала; не сравнивается
replay-head_json = сохранённое текущее состояние — не JSON
replay-head_differs = сохранённое текущее состояние (хеш { $stored }) отличается от восстановленного по журналу (хеш { $rebuilt }): после перезапуска бот продолжил бы партию с другого состояния

cli-lang_not_taken = { $command } не принимает --lang; его принимают команды: { $commands }
cli-lang_unknown = --lang { $given }: текстов на этом языке нет; есть языки: { $languages }
cli-lang_unknown_env = BOT_LOCALE={ $given }: текстов на этом языке нет; есть языки: { $languages } (укажите в BOT_LOCALE один из них или дайте --lang)
