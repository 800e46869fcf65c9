"""Maps as data (issue 14, "The grid"): the JSON schema check with specific errors, every shipped map valid,
and the ASCII form (parse and print)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.core.texts import render as say
from bot.games.grid import (
    AsciiMapError,
    MapError,
    Terrain,
    board_from_json,
    board_to_json,
    load_map,
    parse,
    render,
    shipped_maps,
)
from bot.games.grid.mapfile import TEXTS

GAMES = ("swm", "ia")

ROOM = """
+-+-+-+-+
|. . l .|
+ +-+D+ +
|d|# .Op|
+-+-+-+-+
"""


def good_doc() -> dict[str, Any]:
    return {
        "id": "room",
        "width": 4,
        "height": 2,
        "cells": ["..l.", "d#.p"],
        "walls": [[1, 1, 2, 1], [1, 1, 1, 2]],
        "doors": [{"edge": [2, 1, 3, 1], "open": False, "name": "Hatch"}],
        "areas": {"start": [[0, 0], [1, 0]]},
        "zones": {"near_hatch": {"anchor": "Hatch", "within": 2}},
    }


def problems(doc: dict[str, Any]) -> list[dict[str, Any]]:
    with pytest.raises(MapError) as err:
        board_from_json(doc)
    return err.value.problems


@pytest.mark.parametrize("game", GAMES)
def test_every_shipped_map_passes_the_schema_check(game: str) -> None:
    for map_id in shipped_maps(game):
        board = load_map(game, map_id)
        assert board.id == map_id
        # The JSON form round-trips exactly.
        assert board_from_json(board_to_json(board)) == board


def test_the_digest_test_corridor_is_shipped_labelled_and_laid_out_as_drawn() -> None:
    # sw-miniatures.md §5: 14 x 10, two Blast Doors on the left, two Airlocks on the right, a 2x2 pit in the centre.
    board = load_map("swm", "test-corridor")
    assert "digest" in board.source and "not an official" in board.source
    assert (board.width, board.height) == (14, 10)
    assert [d.edge for d in board.door("Blast Door")] == [(0, 3, 0, 4), (0, 6, 0, 7)]
    assert [d.edge for d in board.door("Airlock")] == [(14, 3, 14, 4), (14, 6, 14, 7)]
    assert all(not d.open for d in board.doors)
    assert [board.at((x, y)) for x, y in ((6, 4), (7, 5))] == [Terrain.PIT, Terrain.PIT]
    assert board.at((5, 1)) is Terrain.LOW and board.at((9, 2)) is Terrain.DIFFICULT
    assert board.at((5, 3)) is Terrain.BLOCKING and board.at((0, 0)) is Terrain.BLOCKING
    assert board.anchored == (("dark_start", "Blast Door", 4), ("light_start", "Airlock", 4))


def test_a_good_document_builds_the_board_it_describes() -> None:
    board = board_from_json(good_doc())
    assert board.at((2, 0)) is Terrain.LOW and board.at((3, 1)) is Terrain.PIT and board.at((1, 1)) is Terrain.BLOCKING
    assert board.closed((1, 1, 2, 1)) and board.closed((2, 1, 3, 1)) and not board.closed((0, 1, 1, 1))
    assert board.with_door((2, 1, 3, 1), True).closed((2, 1, 3, 1)) is False
    assert board.area("start") == ((0, 0), (1, 0))


# Every problem the checker names, for a concrete bad map, in English and in Russian (issue 20): the field as code,
# what is wrong, what is allowed; the rulebook's words for terrain (imperial-assault-rrg-ru.txt:309, 865).
PROBLEMS: list[tuple[str, Any, str, str]] = [
    (
        "terrain",
        lambda d: d["cells"].__setitem__(1, "d#.x"),
        "`cells[1]`, character 4: unknown terrain `x` at square `[3, 1]`; use one of `.`, `d`, `l`, `p`, `#`",
        "`cells[1]`, символ 4: неизвестный ландшафт `x` на клетке `[3, 1]`; допустимы: `.`, `d`, `l`, `p`, `#`",
    ),
    (
        "cells_row",
        lambda d: d["cells"].__setitem__(0, "..."),
        "`cells[0]`: need a text of 4 characters, got a text of 3 characters",
        "`cells[0]`: нужен текст из 4 символов, а здесь текст из 3 символов",
    ),
    (
        "cells",
        lambda d: d.__setitem__("cells", ["....", "....", "...."]),
        "`cells`: need a list of 2 rows (one text per row), got a list of 3",
        "`cells`: нужен список из 2 строк (по тексту на ряд клеток), а здесь список из 3 элементов",
    ),
    (
        "cells",
        lambda d: d.update(height=1, cells="....", walls=[], doors=[], zones={}),
        "`cells`: need a list of 1 row (one text per row), got a text of 4 characters",
        "`cells`: нужен список из 1 строки (по тексту на ряд клеток), а здесь текст из 4 символов",
    ),
    (
        "edge_form",
        lambda d: d["walls"].append([0, 0, 1]),
        "`walls[2]`: `[0, 0, 1]` is not an edge [x1, y1, x2, y2] of four whole numbers",
        "`walls[2]`: `[0, 0, 1]` — не край клетки [x1, y1, x2, y2] из четырёх целых чисел",
    ),
    (
        "edge_length",
        lambda d: d["walls"].append([0, 0, 2, 0]),
        "`walls[2]`: edge `[0, 0, 2, 0]` is not one square's side (length 1, horizontal or vertical)",
        "`walls[2]`: `[0, 0, 2, 0]` — не сторона одной клетки (длина 1, по горизонтали или по вертикали)",
    ),
    (
        "edge_outside",
        lambda d: d["walls"].append([4, 2, 5, 2]),
        "`walls[2]`: edge `[4, 2, 5, 2]` lies outside the 4x2 map (corners run from 0 to 4 across, from 0 to 2 down)",
        "`walls[2]`: край `[4, 2, 5, 2]` лежит за пределами карты 4 × 2 (углы клеток — от 0 до 4 по горизонтали и "
        "от 0 до 2 по вертикали)",
    ),
    (
        "wall_twice",
        lambda d: d["walls"].append([1, 1, 2, 1]),
        "`walls[2]`: wall `[1, 1, 2, 1]` is listed twice",
        "`walls[2]`: стена `[1, 1, 2, 1]` указана дважды",
    ),
    (
        "door_wall",
        lambda d: d["walls"].append([2, 1, 3, 1]),
        "`doors[0]`: edge `[2, 1, 3, 1]` is also a wall; a door replaces the wall, list the edge once, as a door",
        "`doors[0]`: край `[2, 1, 3, 1]` — ещё и стена; дверь заменяет стену, укажите этот край один раз, у двери",
    ),
    (
        "door_twice",
        lambda d: d["doors"].append({"edge": [3, 1, 2, 1]}),
        "`doors[1]`: edge `[2, 1, 3, 1]` already has a door",
        "`doors[1]`: на крае `[2, 1, 3, 1]` уже есть дверь",
    ),
    (
        "door_form",
        lambda d: d["doors"].append([3, 1, 2, 1]),
        '`doors[1]`: need an object with an edge, e.g. `{"edge": [3, 0, 3, 1], "open": false}`',
        '`doors[1]`: нужен объект с краем клетки, например `{"edge": [3, 0, 3, 1], "open": false}`',
    ),
    (
        "door_fields",
        lambda d: d["doors"].append({"edge": [3, 0, 3, 1], "colour": "red", "lock": 1}),
        "`doors[1]`: unknown fields `colour`, `lock` (allowed: `edge`, `open`, `name`)",
        "`doors[1]`: неизвестные поля `colour`, `lock` (допустимые: `edge`, `open`, `name`)",
    ),
    (
        "door_fields",
        lambda d: d["doors"].append({"edge": [3, 0, 3, 1], "colour": "red"}),
        "`doors[1]`: unknown field `colour` (allowed: `edge`, `open`, `name`)",
        "`doors[1]`: неизвестное поле `colour` (допустимые: `edge`, `open`, `name`)",
    ),
    (
        "door_values",
        lambda d: d["doors"].append({"edge": [3, 0, 3, 1], "open": "yes"}),
        "`doors[1]`: `open` must be true or false and `name` a text",
        "`doors[1]`: `open` — true или false, `name` — текст",
    ),
    (
        "square_off",
        lambda d: d["areas"]["start"].append([9, 0]),
        "`areas.start[2]`: square `[9, 0]` is off the 4x2 map",
        "`areas.start[2]`: клетка `[9, 0]` за пределами карты 4 × 2",
    ),
    (
        "square_form",
        lambda d: d["areas"]["start"].append([9]),
        "`areas.start[2]`: `[9]` is not a square [x, y]",
        "`areas.start[2]`: `[9]` — не клетка [x, y]",
    ),
    (
        "square_terrain",
        lambda d: d["areas"]["start"].append([1, 1]),
        "`areas.start[2]`: square `[1, 1]` is blocking terrain, where no figure may stand",
        "`areas.start[2]`: на клетке `[1, 1]` перекрывающий ландшафт, там не может стоять фигурка",
    ),
    (
        "square_terrain",
        lambda d: d["areas"]["start"].append([3, 1]),
        "`areas.start[2]`: square `[3, 1]` is impassable terrain (a pit), where no figure may stand",
        "`areas.start[2]`: на клетке `[3, 1]` непроходимый ландшафт (яма), там не может стоять фигурка",
    ),
    (
        "square_twice",
        lambda d: d["areas"]["start"].append([0, 0]),
        "`areas.start[2]`: square `[0, 0]` is listed twice",
        "`areas.start[2]`: клетка `[0, 0]` указана дважды",
    ),
    (
        "anchor",
        lambda d: d["zones"].__setitem__("z", {"anchor": "Gate", "within": 2}),
        '`zones.z`: anchor `"Gate"` is not the name of a door on this map',
        '`zones.z`: `anchor` `"Gate"` — на этой карте нет двери с таким названием',
    ),
    (
        "within",
        lambda d: d["zones"].__setitem__("z", {"anchor": "Hatch", "within": 0}),
        "`zones.z`: `within` must be a whole number from 1 to 100",
        "`zones.z`: `within` — целое число от 1 до 100",
    ),
    (
        "name_twice",
        lambda d: d["zones"].__setitem__("start", {"anchor": "Hatch", "within": 1}),
        "`zones.start`: the name is used twice (areas and zones share names)",
        "`zones.start`: название встречается дважды (у `areas` и `zones` общие названия)",
    ),
    (
        "group",
        lambda d: d.__setitem__("zones", [1]),
        "`zones`: need an object of name → squares",
        "`zones`: нужен объект «название → клетки»",
    ),
    (
        "unknown_field",
        lambda d: d.__setitem__("colour", "red"),
        "`colour`: unknown field (allowed: `areas`, `bevelled_corners`, `cells`, `doors`, `height`, `id`, `name`, "
        "`source`, `walls`, `width`, `zones`)",
        "`colour`: неизвестное поле (допустимые: `areas`, `bevelled_corners`, `cells`, `doors`, `height`, `id`, "
        "`name`, `source`, `walls`, `width`, `zones`)",
    ),
    (
        "corner_inner",
        lambda d: d.__setitem__("bevelled_corners", [[0, 0]]),
        "`bevelled_corners[0]`: corner `[0, 0]` is not an inner corner of the map",
        "`bevelled_corners[0]`: угол `[0, 0]` — не внутренний угол карты",
    ),
    (
        "corner_form",
        lambda d: d.__setitem__("bevelled_corners", [5]),
        "`bevelled_corners[0]`: `5` is not a corner point [x, y]",
        "`bevelled_corners[0]`: `5` — не угол клетки [x, y]",
    ),
    (
        "list",
        lambda d: d.__setitem__("walls", "none"),
        "`walls`: need a list, got a text of 4 characters",
        "`walls`: нужен список, а здесь текст из 4 символов",
    ),
    (
        "list",
        lambda d: d.update(doors={"a": 1}, zones={}),
        '`doors`: need a list, got `{"a": 1}`',
        '`doors`: нужен список, а здесь `{"a": 1}`',
    ),
    ("text", lambda d: d.__setitem__("name", 5), "`name`: need a text", "`name`: нужен текст"),
    ("id", lambda d: d.__setitem__("id", ""), "`id`: need a non-empty text", "`id`: нужен непустой текст"),
    (
        "size",
        lambda d: d.__setitem__("width", 0),
        "`width`, `height`: need whole numbers from 1 to 100, got `0` x `2`",
        "`width`, `height`: нужны целые числа от 1 до 100, а здесь `0` × `2`",
    ),
]


def _problems_of(change: Any) -> list[dict[str, Any]]:
    doc = copy.deepcopy(good_doc())
    change(doc)
    with pytest.raises(MapError) as err:
        board_from_json(doc if doc else [])
    return err.value.problems


@pytest.mark.parametrize(("key", "change", "english", "russian"), PROBLEMS)
def test_each_problem_names_the_place_and_what_is_wrong_in_english_and_russian(
    key: str, change: Any, english: str, russian: str
) -> None:
    found = _problems_of(change)
    assert [p["key"] for p in found] == [f"grid.{key}"], found
    assert say(TEXTS, found[0], "en") == english
    assert say(TEXTS, found[0], "ru") == russian


def test_a_document_that_is_not_an_object_is_refused_in_both_languages() -> None:
    found = _problems_of(lambda d: d.clear())
    assert say(TEXTS, found[0], "en") == "the map must be a JSON object"
    assert say(TEXTS, found[0], "ru") == "карта поля — это объект JSON"


def test_every_problem_the_catalog_holds_is_rendered_above() -> None:
    """A new problem gets its case in PROBLEMS (the list would otherwise miss its Russian)."""
    elsewhere = {"grid.and", "grid.first", "grid.given_text", "grid.given_list", "grid.given_value"}
    elsewhere |= {"grid.not_object", "grid.file_id"}  # tests below
    assert set(TEXTS["en"]) - elsewhere == {f"grid.{key}" for key, *_ in PROBLEMS}


def test_every_problem_is_reported_at_once_and_oversized_maps_are_refused() -> None:
    doc = good_doc()
    doc["cells"][0] = "..?."
    doc["walls"].append([9, 9, 9, 10])
    assert len(problems(doc)) == 2
    [size] = problems({"id": "big", "width": 101, "height": 5})
    assert say(TEXTS, size, "en") == "`width`, `height`: need whole numbers from 1 to 100, got `101` x `5`"


def test_a_refusal_counts_the_problems_and_says_the_first_ten() -> None:
    """A 100 x 100 map of unknown characters has 10,000 problems: the refusal counts them first (a text's placeable
    is cut at 1,000 characters, the count is not), then lists the first ten."""
    doc = {"id": "junk", "width": 100, "height": 100, "cells": ["?" * 100] * 100}
    with pytest.raises(MapError) as err:
        board_from_json(doc)
    assert len(err.value.problems) == 10_000
    ru, en = (say(TEXTS, err.value.said(), lang) for lang in ("ru", "en"))
    assert ru.startswith("10000 ошибок, вот первые 10: `cells[0]`, символ 1: неизвестный ландшафт `?` на клетке"), ru
    assert en.startswith("10000 problems, the first 10: `cells[0]`, character 1: unknown terrain `?` at square"), en
    assert 5 <= en.count("unknown terrain") <= 10 and len(en) < 1100
    assert str(err.value).count("\n") == 11 and str(err.value).endswith("... and 9990 more")
    few = {"id": "junk", "width": 3, "height": 1, "cells": ["?.?"]}
    with pytest.raises(MapError) as err:
        board_from_json(few)
    assert say(TEXTS, err.value.said(), "ru") == (
        "`cells[0]`, символ 1: неизвестный ландшафт `?` на клетке `[0, 0]`; допустимы: `.`, `d`, `l`, `p`, `#`; "
        "`cells[0]`, символ 3: неизвестный ландшафт `?` на клетке `[2, 0]`; допустимы: `.`, `d`, `l`, `p`, `#`"
    )


def test_a_shipped_map_whose_id_differs_from_its_file_says_so(monkeypatch: pytest.MonkeyPatch) -> None:
    from bot.games.grid import mapfile

    doc = board_to_json(load_map("ia", "outpost")) | {"id": "elsewhere"}
    monkeypatch.setattr(mapfile.data, "load_json", lambda game, name: doc)
    with pytest.raises(MapError) as err:
        load_map("ia", "outpost")
    assert [say(TEXTS, p, "ru") for p in err.value.problems] == [
        "`id`: в файле maps/outpost.json карта `elsewhere`; id должен совпадать с именем файла"
    ]
    assert "`id`: the file maps/outpost.json holds map `elsewhere`; the id must match the file's name" in str(err.value)


def test_ascii_parse_reads_terrain_walls_and_doors() -> None:
    board = parse(ROOM)
    assert (board.width, board.height) == (4, 2)
    assert board.terrain == board_from_json(good_doc()).terrain
    # '-' under square (1, 0), '|' left of square (1, 1); D a closed door, O an open door.
    border = {e for e in board.walls if (e[0] == e[2] and e[0] in (0, 4)) or (e[1] == e[3] and e[1] in (0, 2))}
    assert len(border) == 12 and board.walls - border == {(1, 1, 2, 1), (1, 1, 1, 2)}
    assert [(d.edge, d.open) for d in board.doors] == [((2, 1, 3, 1), False), ((3, 1, 3, 2), True)]
    assert board.closed((2, 1, 3, 1)) and not board.closed((3, 1, 3, 2))


def test_ascii_print_round_trips_and_overdraws_marks() -> None:
    board = parse(ROOM)
    assert render(board) == ROOM.lstrip("\n")
    assert parse(render(board)) == board
    assert render(board, {(0, 0): "A", (3, 0): "T"}).splitlines()[1] == "|A . l T|"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("+-+\n|x|\n+-+\n", "line 2, column 2: square (0, 0) has 'x'"),
        ("+-+\n|.#\n+-+\n", "line 2, column 3: '#' is not an edge mark"),
        ("+-+\n|.|\n+?+\n", "line 3, column 2: '?' is not an edge mark"),
        ("+=+\n|.|\n+-+\n", "line 1, column 2: '=' is not an edge mark"),
        ("+\n", "at least 3"),
    ],
)
def test_ascii_errors_name_line_and_column(text: str, expected: str) -> None:
    with pytest.raises(AsciiMapError, match=None) as err:
        parse(text)
    assert expected in str(err.value)
