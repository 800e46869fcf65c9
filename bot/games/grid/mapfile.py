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
from bot.games.grid.board import TERRAIN_BY_CHAR, Board, Door, Edge, Point, Square, Terrain

MAX_SIDE = 100  # bounds memory and search time for user-supplied maps
MAX_ERRORS = 20


class MapError(data.DataError):
    """A map document is invalid; `problems` lists each specific problem (one line each)."""

    def __init__(self, map_id: str, problems: list[str]) -> None:
        self.problems = problems
        shown = problems[:MAX_ERRORS]
        more = f"\n  ... and {len(problems) - MAX_ERRORS} more" if len(problems) > MAX_ERRORS else ""
        super().__init__(f"map {map_id}: {len(problems)} problem(s):\n  " + "\n  ".join(shown) + more)


def _edge(raw: Any, where: str, width: int, height: int, problems: list[str]) -> Edge | None:
    if not (isinstance(raw, list) and len(raw) == 4 and all(type(v) is int for v in raw)):
        problems.append(f"{where}: {raw!r} is not an edge [x1, y1, x2, y2] of four integers")
        return None
    x1, y1, x2, y2 = raw
    x1, x2 = min(x1, x2), max(x1, x2)
    y1, y2 = min(y1, y2), max(y1, y2)
    if not ((x2 - x1 == 1 and y1 == y2) or (y2 - y1 == 1 and x1 == x2)):
        problems.append(f"{where}: edge {raw} is not one square side (length 1, horizontal or vertical)")
        return None
    if min(x1, y1) < 0 or x2 > width or y2 > height:
        problems.append(
            f"{where}: edge {raw} lies outside the {width}x{height} map (corners run 0..{width}, 0..{height})"
        )
        return None
    return (x1, y1, x2, y2)


def _square(raw: Any, where: str, width: int, height: int, problems: list[str]) -> Square | None:
    if not (isinstance(raw, list) and len(raw) == 2 and all(type(v) is int for v in raw)):
        problems.append(f"{where}: {raw!r} is not a square [x, y]")
        return None
    x, y = raw
    if not (0 <= x < width and 0 <= y < height):
        problems.append(f"{where}: square ({x}, {y}) is off the {width}x{height} map")
        return None
    return (x, y)


def _cells(doc: dict[str, Any], width: int, height: int, problems: list[str]) -> list[tuple[Terrain, ...]]:
    cells = doc.get("cells")
    if not isinstance(cells, list) or len(cells) != height:
        problems.append(f"cells: need a list of {height} rows (one string per row), got {_describe(cells)}")
        return []
    rows: list[tuple[Terrain, ...]] = []
    for y, row in enumerate(cells):
        if not isinstance(row, str) or len(row) != width:
            problems.append(f"cells row {y}: need a string of {width} characters, got {_describe(row)}")
            rows.append((Terrain.OPEN,) * width)
            continue
        out = []
        for x, ch in enumerate(row):
            t = TERRAIN_BY_CHAR.get(ch)
            if t is None:
                problems.append(f"square ({x}, {y}): unknown terrain {ch!r}; use one of {' '.join(TERRAIN_BY_CHAR)}")
                t = Terrain.OPEN
            out.append(t)
        rows.append(tuple(out))
    return rows


def _describe(value: Any) -> str:
    if isinstance(value, str):
        return f"a string of {len(value)} characters"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    return type(value).__name__


def board_from_json(doc: Any) -> Board:
    """Check a map document and build its Board; MapError lists every problem found."""
    if not isinstance(doc, dict):
        raise MapError("?", ["the map must be a JSON object"])
    map_id = doc.get("id")
    problems: list[str] = []
    if not isinstance(map_id, str) or not map_id:
        problems.append("id: need a non-empty string")
        map_id = "?"
    known = {"id", "name", "source", "width", "height", "cells", "walls", "doors", "bevelled_corners", "areas", "zones"}
    problems += [f"{key}: unknown field (allowed: {', '.join(sorted(known))})" for key in sorted(set(doc) - known)]
    width, height = doc.get("width"), doc.get("height")
    if not (type(width) is int and type(height) is int and 1 <= width <= MAX_SIDE and 1 <= height <= MAX_SIDE):
        problems.append(f"width, height: need integers from 1 to {MAX_SIDE}, got {width!r} x {height!r}")
        raise MapError(map_id, problems)
    terrain = _cells(doc, width, height, problems)

    walls: set[Edge] = set()
    for i, raw in enumerate(_list(doc, "walls", problems)):
        edge = _edge(raw, f"walls[{i}]", width, height, problems)
        if edge is not None:
            if edge in walls:
                problems.append(f"walls[{i}]: edge {list(edge)} is listed twice")
            walls.add(edge)
    doors: list[Door] = []
    for i, raw in enumerate(_list(doc, "doors", problems)):
        doors += _door(raw, i, width, height, walls, {d.edge for d in doors}, problems)
    bevelled: set[Point] = set()
    for i, raw in enumerate(_list(doc, "bevelled_corners", problems)):
        if not (isinstance(raw, list) and len(raw) == 2 and all(type(v) is int for v in raw)):
            problems.append(f"bevelled_corners[{i}]: {raw!r} is not a corner point [x, y]")
        elif not (0 < raw[0] < width and 0 < raw[1] < height):
            problems.append(f"bevelled_corners[{i}]: corner ({raw[0]}, {raw[1]}) is not an inner corner of the map")
        else:
            bevelled.add((raw[0], raw[1]))

    areas, anchored = _areas(doc, width, height, terrain, {d.name for d in doors}, problems)
    for key in ("name", "source"):
        if key in doc and not isinstance(doc[key], str):
            problems.append(f"{key}: need a string")
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


def _list(doc: dict[str, Any], key: str, problems: list[str]) -> list[Any]:
    value = doc.get(key, [])
    if not isinstance(value, list):
        problems.append(f"{key}: need a list, got {_describe(value)}")
        return []
    return value


def _door(
    raw: Any, i: int, width: int, height: int, walls: set[Edge], seen: set[Edge], problems: list[str]
) -> list[Door]:
    where = f"doors[{i}]"
    if not isinstance(raw, dict) or "edge" not in raw:
        problems.append(f'{where}: need an object with an edge, e.g. {{"edge": [3, 0, 3, 1], "open": false}}')
        return []
    extra = sorted(set(raw) - {"edge", "open", "name"})
    if extra:
        problems.append(f"{where}: unknown field(s) {', '.join(extra)} (allowed: edge, open, name)")
    edge = _edge(raw["edge"], where, width, height, problems)
    is_open, name = raw.get("open", False), raw.get("name", "")
    if not isinstance(is_open, bool) or not isinstance(name, str):
        problems.append(f"{where}: open must be true or false and name a string")
        return []
    if edge is None:
        return []
    if edge in walls:
        problems.append(f"{where}: edge {list(edge)} is also a wall; a door replaces the wall, list it once")
    if edge in seen:
        problems.append(f"{where}: edge {list(edge)} already has a door")
    return [Door(edge, is_open, name)]


def _areas(
    doc: dict[str, Any],
    width: int,
    height: int,
    terrain: list[tuple[Terrain, ...]],
    door_names: set[str],
    problems: list[str],
) -> tuple[tuple[tuple[str, tuple[Square, ...]], ...], tuple[tuple[str, str, int], ...]]:
    areas: dict[str, tuple[Square, ...]] = {}
    anchored: list[tuple[str, str, int]] = []
    for group in ("areas", "zones"):
        value = doc.get(group, {})
        if not isinstance(value, dict):
            problems.append(f"{group}: need an object of name -> squares")
            continue
        for name in sorted(value):
            spec = value[name]
            if name in areas or any(a == name for a, _, _ in anchored):
                problems.append(f"{group}.{name}: the name is used twice (areas and zones share names)")
            if isinstance(spec, dict):
                anchor, within = spec.get("anchor"), spec.get("within")
                if anchor not in door_names:
                    problems.append(f"{group}.{name}: anchor {anchor!r} is not the name of a door on this map")
                elif not (type(within) is int and 1 <= within <= MAX_SIDE):
                    problems.append(f"{group}.{name}: within must be an integer from 1 to {MAX_SIDE}")
                else:
                    anchored.append((name, anchor, within))
                continue
            squares: list[Square] = []
            for j, raw in enumerate(spec if isinstance(spec, list) else [spec]):
                sq = _square(raw, f"{group}.{name}[{j}]", width, height, problems)
                if sq is None:
                    continue
                if terrain and terrain[sq[1]][sq[0]] in (Terrain.BLOCKING, Terrain.PIT):
                    problems.append(f"{group}.{name}[{j}]: square {sq} is {terrain[sq[1]][sq[0]].name.lower()}")
                if sq in squares:
                    problems.append(f"{group}.{name}[{j}]: square {sq} is listed twice")
                squares.append(sq)
            areas[name] = tuple(sorted(squares, key=lambda s: (s[1], s[0])))
    return tuple(sorted(areas.items())), tuple(sorted(anchored))


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
        raise MapError(map_id, [f"id: the file maps/{map_id}.json holds map {board.id!r}; the id must match the name"])
    return board
