# The shared grid map checker's problems (bot/games/grid/mapfile.py): where in the map's JSON, what is wrong, what
# is allowed. A game whose players add maps reads these through its own catalogs (Catalogs(..., shared=("grid",))).
# Field names, values and squares stand as code: what a player types.

grid-and = { $first }; { $rest }
grid-first = { $n } problems, the first { $shown }: { $problems }
grid-not_object = the map must be a JSON object
grid-id = `id`: need a non-empty text
grid-unknown_field = `{ $field }`: unknown field (allowed: { $allowed })
grid-size = `width`, `height`: need whole numbers from 1 to { $most }, got `{ $width }` x `{ $height }`
grid-text = `{ $field }`: need a text
grid-list = `{ $field }`: need a list, got { $given }
grid-given_text = a text of { $n ->
    [one] { $n } character
   *[other] { $n } characters
}
grid-given_list = a list of { $n }
grid-given_value = `{ $value }`
grid-cells = `cells`: need a list of { $height ->
    [one] { $height } row
   *[other] { $height } rows
} (one text per row), got { $given }
grid-cells_row = `cells[{ $row }]`: need a text of { $width ->
    [one] { $width } character
   *[other] { $width } characters
}, got { $given }
grid-terrain = `cells[{ $row }]`, character { $column }: unknown terrain `{ $char }` at square `{ $square }`; use one of { $allowed }
grid-edge_form = `{ $where }`: `{ $value }` is not an edge [x1, y1, x2, y2] of four whole numbers
grid-edge_length = `{ $where }`: edge `{ $edge }` is not one square's side (length 1, horizontal or vertical)
grid-edge_outside = `{ $where }`: edge `{ $edge }` lies outside the { $width }x{ $height } map (corners run from 0 to { $width } across, from 0 to { $height } down)
grid-wall_twice = `{ $where }`: wall `{ $edge }` is listed twice
grid-corner_form = `{ $where }`: `{ $value }` is not a corner point [x, y]
grid-corner_inner = `{ $where }`: corner `{ $corner }` is not an inner corner of the map
grid-door_form = `{ $where }`: need an object with an edge, e.g. `{"{"}"edge": [3, 0, 3, 1], "open": false{"}"}`
grid-door_fields = `{ $where }`: { $n ->
    [1] unknown field
   *[other] unknown fields
} { $fields } (allowed: `edge`, `open`, `name`)
grid-door_values = `{ $where }`: `open` must be true or false and `name` a text
grid-door_wall = `{ $where }`: edge `{ $edge }` is also a wall; a door replaces the wall, list the edge once, as a door
grid-door_twice = `{ $where }`: edge `{ $edge }` already has a door
grid-group = `{ $field }`: need an object of name → squares
grid-name_twice = `{ $where }`: the name is used twice (areas and zones share names)
grid-anchor = `{ $where }`: anchor `{ $anchor }` is not the name of a door on this map
grid-within = `{ $where }`: `within` must be a whole number from 1 to { $most }
grid-square_form = `{ $where }`: `{ $value }` is not a square [x, y]
grid-square_off = `{ $where }`: square `{ $square }` is off the { $width }x{ $height } map
grid-square_terrain = `{ $where }`: square `{ $square }` is { $terrain ->
    [blocking] blocking terrain
   *[pit] impassable terrain (a pit)
}, where no figure may stand
grid-square_twice = `{ $where }`: square `{ $square }` is listed twice
grid-file_id = `id`: the file maps/{ $file }.json holds map `{ $id }`; the id must match the file's name
