# Ошибки в карте поля, найденные общей проверкой клетчатых карт (bot/games/grid/mapfile.py): где в JSON карты, что
# не так, что можно. Термины — из справочника правил Imperial Assault: клетка, стена, дверь, перекрывающий и
# непроходимый ландшафт. Поля, значения и клетки — как код: то, что пишет игрок.

grid-and = { $first }; { $rest }
grid-first = { $n } { $n ->
    [one] ошибка
    [few] ошибки
   *[many] ошибок
}, вот первые { $shown }: { $problems }
grid-not_object = карта поля — это объект JSON
grid-id = `id`: нужен непустой текст
grid-unknown_field = `{ $field }`: неизвестное поле (допустимые: { $allowed })
grid-size = `width`, `height`: нужны целые числа от 1 до { $most }, а здесь `{ $width }` × `{ $height }`
grid-text = `{ $field }`: нужен текст
grid-list = `{ $field }`: нужен список, а здесь { $given }
grid-given_text = текст из { $n ->
    [one] { $n } символа
   *[other] { $n } символов
}
grid-given_list = список из { $n ->
    [one] { $n } элемента
   *[other] { $n } элементов
}
grid-given_value = `{ $value }`
grid-cells = `cells`: нужен список из { $height ->
    [one] { $height } строки
   *[other] { $height } строк
} (по тексту на ряд клеток), а здесь { $given }
grid-cells_row = `cells[{ $row }]`: нужен текст из { $width ->
    [one] { $width } символа
   *[other] { $width } символов
}, а здесь { $given }
grid-terrain = `cells[{ $row }]`, символ { $column }: неизвестный ландшафт `{ $char }` на клетке `{ $square }`; допустимы: { $allowed }
grid-edge_form = `{ $where }`: `{ $value }` — не край клетки [x1, y1, x2, y2] из четырёх целых чисел
grid-edge_length = `{ $where }`: `{ $edge }` — не сторона одной клетки (длина 1, по горизонтали или по вертикали)
grid-edge_outside = `{ $where }`: край `{ $edge }` лежит за пределами карты { $width } × { $height } (углы клеток — от 0 до { $width } по горизонтали и от 0 до { $height } по вертикали)
grid-wall_twice = `{ $where }`: стена `{ $edge }` указана дважды
grid-corner_form = `{ $where }`: `{ $value }` — не угол клетки [x, y]
grid-corner_inner = `{ $where }`: угол `{ $corner }` — не внутренний угол карты
grid-door_form = `{ $where }`: нужен объект с краем клетки, например `{"{"}"edge": [3, 0, 3, 1], "open": false{"}"}`
grid-door_fields = `{ $where }`: { $n ->
    [1] неизвестное поле
   *[other] неизвестные поля
} { $fields } (допустимые: `edge`, `open`, `name`)
grid-door_values = `{ $where }`: `open` — true или false, `name` — текст
grid-door_wall = `{ $where }`: край `{ $edge }` — ещё и стена; дверь заменяет стену, укажите этот край один раз, у двери
grid-door_twice = `{ $where }`: на крае `{ $edge }` уже есть дверь
grid-group = `{ $field }`: нужен объект «название → клетки»
grid-name_twice = `{ $where }`: название встречается дважды (у `areas` и `zones` общие названия)
grid-anchor = `{ $where }`: `anchor` `{ $anchor }` — на этой карте нет двери с таким названием
grid-within = `{ $where }`: `within` — целое число от 1 до { $most }
grid-square_form = `{ $where }`: `{ $value }` — не клетка [x, y]
grid-square_off = `{ $where }`: клетка `{ $square }` за пределами карты { $width } × { $height }
grid-square_terrain = `{ $where }`: на клетке `{ $square }` { $terrain ->
    [blocking] перекрывающий ландшафт
   *[pit] непроходимый ландшафт (яма)
}, там не может стоять фигурка
grid-square_twice = `{ $where }`: клетка `{ $square }` указана дважды
grid-file_id = `id`: в файле maps/{ $file }.json карта `{ $id }`; id должен совпадать с именем файла
