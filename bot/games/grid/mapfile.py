"""Maps as JSON (data/<game>/maps/*.json): load with a schema check whose errors name the square, the edge and
what is wrong; and write back.

Format (the digest's, sw-miniatures.md §5, extended): {"id", "name", "source", "width", "height",
"cells": [rows of terrain chars], "walls": [[x1, y1, x2, y2]...], "doors": [{"edge", "open", "name"}],
"bevelled_corners": [[x, y]...], "areas": {name: [[x, y]...]}, "zones": {name: {"anchor": door name, "within": N}
or [[x, y]...]}}. Edges are unit segments in grid-corner coordinates (0..width, 0..height).
"""

from __future__ import annotations

from typing import Any

from bot.core import data
from bot.core.texts import Catalogs, msg, render, typed
from bot.games.grid.board import TERRAIN_BY_CHAR, Board, Door, Edge, Point, Square, Terrain

MAX_SIDE = 100  # bounds memory and search time for user-supplied maps
MAX_ERRORS = 10  # problems said at once: a 100 x 100 map of unknown characters has 10,000

Problem = dict[str, Any]  # a message of data/grid/texts (`grid.*`): where in the JSON, what is wrong, what is allowed
TEXTS = Catalogs("grid")  # a game whose players add maps nests these in its own: Catalogs(game, shared=("grid",))


class MapError(data.DataError):
    """A map document is invalid; `problems` lists each specific problem as a message (`grid.*`); the error's own
    text is their English, for a shipped map's data error."""

    def __init__(self, map_id: str, problems: list[Problem]) -> None:
        self.map_id, self.problems = map_id, problems
        english = [render(TEXTS, p, "en") for p in problems[:MAX_ERRORS]]
        more = f"\n  ... and {len(problems) - MAX_ERRORS} more" if len(problems) > MAX_ERRORS else ""
        super().__init__(f"map {map_id}: {len(problems)} problem(s):\n  " + "\n  ".join(english) + more)

    def said(self) -> Problem:
        """The problems as one message a refusal shows (`map_problems`)."""
        return map_problems(self.problems)


def map_problems(problems: list[Problem]) -> Problem:
    """The first MAX_ERRORS problems as one message, joined by "; " (a list param would join with ", ", which they
    use); beyond them, how many there are comes first (a text's placeable is cut at 1,000 characters, the count is
    not). A game adds its own problems of a map to the checker's and joins them the same way."""
    parts = problems[:MAX_ERRORS]
    joined = parts[-1]
    for p in reversed(parts[:-1]):
        joined = msg("grid.and", first=p, rest=joined)
    return (
        joined if len(problems) <= MAX_ERRORS else msg("grid.first", n=len(problems), shown=MAX_ERRORS, problems=joined)
    )


def _code(names: Any) -> list[str]:
    """Names a field allows, each as code (what a player types); a list param, joined with ", "."""
    return [f"`{n}`" for n in names]


def _edge(raw: Any, where: str, width: int, height: int, problems: list[Problem]) -> Edge | None:
    if not (isinstance(raw, list) and len(raw) == 4 and all(type(v) is int for v in raw)):
        problems.append(msg("grid.edge_form", where=where, value=typed(raw)))
        return None
    x1, y1, x2, y2 = raw
    x1, x2 = min(x1, x2), max(x1, x2)
    y1, y2 = min(y1, y2), max(y1, y2)
    if not ((x2 - x1 == 1 and y1 == y2) or (y2 - y1 == 1 and x1 == x2)):
        problems.append(msg("grid.edge_length", where=where, edge=typed(raw)))
        return None
    if min(x1, y1) < 0 or x2 > width or y2 > height:
        problems.append(msg("grid.edge_outside", where=where, edge=typed(raw), width=width, height=height))
        return None
    return (x1, y1, x2, y2)


def _square(raw: Any, where: str, width: int, height: int, problems: list[Problem]) -> Square | None:
    if not (isinstance(raw, list) and len(raw) == 2 and all(type(v) is int for v in raw)):
        problems.append(msg("grid.square_form", where=where, value=typed(raw)))
        return None
    x, y = raw
    if not (0 <= x < width and 0 <= y < height):
        problems.append(msg("grid.square_off", where=where, square=typed(raw), width=width, height=height))
        return None
    return (x, y)


def _cells(doc: dict[str, Any], width: int, height: int, problems: list[Problem]) -> list[tuple[Terrain, ...]]:
    cells = doc.get("cells")
    if not isinstance(cells, list) or len(cells) != height:
        problems.append(msg("grid.cells", height=height, given=_describe(cells)))
        return []
    rows: list[tuple[Terrain, ...]] = []
    allowed = _code(TERRAIN_BY_CHAR)
    for y, row in enumerate(cells):
        if not isinstance(row, str) or len(row) != width:
            problems.append(msg("grid.cells_row", row=y, width=width, given=_describe(row)))
            rows.append((Terrain.OPEN,) * width)
            continue
        out = []
        for x, ch in enumerate(row):
            t = TERRAIN_BY_CHAR.get(ch)
            if t is None:
                square = typed([x, y])
                problems.append(msg("grid.terrain", row=y, column=x + 1, char=ch, square=square, allowed=allowed))
                t = Terrain.OPEN
            out.append(t)
        rows.append(tuple(out))
    return rows


def _describe(value: Any) -> Problem:
    if isinstance(value, str):
        return msg("grid.given_text", n=len(value))
    if isinstance(value, list):
        return msg("grid.given_list", n=len(value))
    return msg("grid.given_value", value=typed(value, 30))


def board_from_json(doc: Any) -> Board:
    """Check a map document and build its Board; MapError lists every problem found."""
    if not isinstance(doc, dict):
        raise MapError("?", [msg("grid.not_object")])
    map_id = doc.get("id")
    problems: list[Problem] = []
    if not isinstance(map_id, str) or not map_id:
        problems.append(msg("grid.id"))
        map_id = "?"
    known = {"id", "name", "source", "width", "height", "cells", "walls", "doors", "bevelled_corners", "areas", "zones"}
    allowed = _code(sorted(known))
    problems += [msg("grid.unknown_field", field=key, allowed=allowed) for key in sorted(set(doc) - known)]
    width, height = doc.get("width"), doc.get("height")
    if not (type(width) is int and type(height) is int and 1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        problems.append(msg("grid.size", most=MAX_SIDE, width=typed(width, 20), height=typed(height, 20)))
        raise MapError(map_id, problems)
    terrain = _cells(doc, width, height, problems)

    walls: set[Edge] = set()
    for i, raw in enumerate(_list(doc, "walls", problems)):
        edge = _edge(raw, f"walls[{i}]", width, height, problems)
        if edge is not None:
            if edge in walls:
                problems.append(msg("grid.wall_twice", where=f"walls[{i}]", edge=typed(list(edge))))
            walls.add(edge)
    doors: list[Door] = []
    for i, raw in enumerate(_list(doc, "doors", problems)):
        doors += _door(raw, i, width, height, walls, {d.edge for d in doors}, problems)
    bevelled = _bevelled(doc, width, height, problems)
    areas, anchored = _areas(doc, width, height, terrain, {d.name for d in doors}, problems)
    for key in ("name", "source"):
        if key in doc and not isinstance(doc[key], str):
            problems.append(msg("grid.text", field=key))
    if problems:
        raise MapError(map_id, problems)
    return Board(
        map_id,
        width,
        height,
        tuple(terrain),
        frozenset(walls),
        tuple(sorted(doors, key=lambda d: d.edge)),
        frozenset(bevelled),
        areas,
        anchored,
        str(doc.get("name", "")),
        str(doc.get("source", "")),
    )


def _bevelled(doc: dict[str, Any], width: int, height: int, problems: list[Problem]) -> set[Point]:
    bevelled: set[Point] = set()
    for i, raw in enumerate(_list(doc, "bevelled_corners", problems)):
        where = f"bevelled_corners[{i}]"
        if not (isinstance(raw, list) and len(raw) == 2 and all(type(v) is int for v in raw)):
            problems.append(msg("grid.corner_form", where=where, value=typed(raw)))
        elif not (0 < raw[0] < width and 0 < raw[1] < height):
            problems.append(msg("grid.corner_inner", where=where, corner=typed(raw)))
        else:
            bevelled.add((raw[0], raw[1]))
    return bevelled


def _list(doc: dict[str, Any], key: str, problems: list[Problem]) -> list[Any]:
    value = doc.get(key, [])
    if not isinstance(value, list):
        problems.append(msg("grid.list", field=key, given=_describe(value)))
        return []
    return value


def _door(
    raw: Any, i: int, width: int, height: int, walls: set[Edge], seen: set[Edge], problems: list[Problem]
) -> list[Door]:
    where = f"doors[{i}]"
    if not isinstance(raw, dict) or "edge" not in raw:
        problems.append(msg("grid.door_form", where=where))
        return []
    extra = sorted(set(raw) - {"edge", "open", "name"})
    if extra:
        problems.append(msg("grid.door_fields", where=where, fields=_code(extra), n=len(extra)))
    edge = _edge(raw["edge"], where, width, height, problems)
    is_open, name = raw.get("open", False), raw.get("name", "")
    if not isinstance(is_open, bool) or not isinstance(name, str):
        problems.append(msg("grid.door_values", where=where))
        return []
    if edge is None:
        return []
    if edge in walls:
        problems.append(msg("grid.door_wall", where=where, edge=typed(list(edge))))
    if edge in seen:
        problems.append(msg("grid.door_twice", where=where, edge=typed(list(edge))))
    return [Door(edge, is_open, name)]


def _areas(
    doc: dict[str, Any],
    width: int,
    height: int,
    terrain: list[tuple[Terrain, ...]],
    door_names: set[str],
    problems: list[Problem],
) -> tuple[tuple[tuple[str, tuple[Square, ...]], ...], tuple[tuple[str, str, int], ...]]:
    areas: dict[str, tuple[Square, ...]] = {}
    anchored: list[tuple[str, str, int]] = []
    for group in ("areas", "zones"):
        value = doc.get(group, {})
        if not isinstance(value, dict):
            problems.append(msg("grid.group", field=group))
            continue
        for name in sorted(value):
            spec = value[name]
            if name in areas or any(a == name for a, _, _ in anchored):
                problems.append(msg("grid.name_twice", where=f"{group}.{name}"))
            if isinstance(spec, dict):
                anchor, within = spec.get("anchor"), spec.get("within")
                if anchor not in door_names:
                    problems.append(msg("grid.anchor", where=f"{group}.{name}", anchor=typed(anchor)))
                elif not (type(within) is int and 1 <= within <= MAX_SIDE):
                    problems.append(msg("grid.within", where=f"{group}.{name}", most=MAX_SIDE))
                else:
                    anchored.append((name, anchor, within))
                continue
            areas[name] = _area_squares(f"{group}.{name}", spec, width, height, terrain, problems)
    return tuple(sorted(areas.items())), tuple(sorted(anchored))


def _area_squares(
    where: str, spec: Any, width: int, height: int, terrain: list[tuple[Terrain, ...]], problems: list[Problem]
) -> tuple[Square, ...]:
    squares: list[Square] = []
    for j, raw in enumerate(spec if isinstance(spec, list) else [spec]):
        sq = _square(raw, f"{where}[{j}]", width, height, problems)
        if sq is None:
            continue
        kind = terrain[sq[1]][sq[0]] if terrain else Terrain.OPEN
        if kind in (Terrain.BLOCKING, Terrain.PIT):
            problems.append(
                msg("grid.square_terrain", where=f"{where}[{j}]", square=typed(raw), terrain=kind.name.lower())
            )
        if sq in squares:
            problems.append(msg("grid.square_twice", where=f"{where}[{j}]", square=typed(raw)))
        squares.append(sq)
    return tuple(sorted(squares, key=lambda s: (s[1], s[0])))


def board_to_json(board: Board) -> dict[str, Any]:
    """The JSON document for a board (round-trips through board_from_json)."""
    doc: dict[str, Any] = {"id": board.id}
    if board.name:
        doc["name"] = board.name
    if board.source:
        doc["source"] = board.source
    doc |= {
        "width": board.width,
        "height": board.height,
        "cells": ["".join(t.value for t in row) for row in board.terrain],
        "walls": [list(e) for e in sorted(board.walls)],
        "doors": [{"edge": list(d.edge), "open": d.open, "name": d.name} for d in board.doors],
    }
    if board.bevelled_corners:
        doc["bevelled_corners"] = [list(p) for p in sorted(board.bevelled_corners)]
    if board.areas:
        doc["areas"] = {name: [list(s) for s in sq] for name, sq in board.areas}
    if board.anchored:
        doc["zones"] = {name: {"anchor": anchor, "within": n} for name, anchor, n in board.anchored}
    return doc


def shipped_maps(game: str) -> list[str]:
    """Ids of the maps shipped in data/<game>/maps/, sorted."""
    prefix = f"{game}/maps/"
    return [
        f[len(prefix) : -len(".json")] for f in data.shipped_files() if f.startswith(prefix) and f.endswith(".json")
    ]


def load_map(game: str, map_id: str) -> Board:
    """data/<game>/maps/<map_id>.json, checked; MapError (a DataError) lists its problems."""
    board = board_from_json(data.load_json(game, f"maps/{map_id}.json"))
    if board.id != map_id:
        raise MapError(map_id, [msg("grid.file_id", file=map_id, id=board.id)])
    return board
