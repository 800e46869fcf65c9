"""Maps as data (issue 14, "The grid"): the JSON schema check with specific errors, every shipped map valid,
and the ASCII form (parse and print)."""

from __future__ import annotations

import copy
from typing import Any

import pytest

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


def problems(doc: dict[str, Any]) -> list[str]:
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


@pytest.mark.parametrize(
    ("change", "expected"),
    [
        (lambda d: d["cells"].__setitem__(1, "d#.x"), "square (3, 1): unknown terrain 'x'"),
        (lambda d: d["cells"].__setitem__(0, "..."), "cells row 0: need a string of 4 characters"),
        (lambda d: d["walls"].append([0, 0, 2, 0]), "walls[2]: edge [0, 0, 2, 0] is not one square side"),
        (lambda d: d["walls"].append([4, 2, 5, 2]), "walls[2]: edge [4, 2, 5, 2] lies outside the 4x2 map"),
        (lambda d: d["walls"].append([1, 1, 2, 1]), "walls[2]: edge [1, 1, 2, 1] is listed twice"),
        (lambda d: d["walls"].append([2, 1, 3, 1]), "doors[0]: edge [2, 1, 3, 1] is also a wall"),
        (lambda d: d["doors"].append({"edge": [3, 1, 2, 1]}), "doors[1]: edge [2, 1, 3, 1] already has a door"),
        (lambda d: d["areas"]["start"].append([9, 0]), "areas.start[2]: square (9, 0) is off the 4x2 map"),
        (lambda d: d["areas"]["start"].append([1, 1]), "areas.start[2]: square (1, 1) is blocking"),
        (lambda d: d["zones"].__setitem__("z", {"anchor": "Gate", "within": 2}), "anchor 'Gate' is not the name"),
        (lambda d: d.__setitem__("colour", "red"), "colour: unknown field"),
        (lambda d: d.__setitem__("bevelled_corners", [[0, 0]]), "corner (0, 0) is not an inner corner"),
    ],
)
def test_schema_errors_name_the_square_or_edge_and_what_is_wrong(change: Any, expected: str) -> None:
    doc = copy.deepcopy(good_doc())
    change(doc)
    found = problems(doc)
    assert any(expected in p for p in found), found


def test_every_problem_is_reported_at_once_and_oversized_maps_are_refused() -> None:
    doc = good_doc()
    doc["cells"][0] = "..?."
    doc["walls"].append([9, 9, 9, 10])
    assert len(problems(doc)) == 2
    assert "from 1 to 100" in problems({"id": "big", "width": 101, "height": 5})[0]


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
