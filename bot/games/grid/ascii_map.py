"""The ASCII form of a map, for tests and the console: parse and print.

Double resolution: text row 2y holds corners and the horizontal edges above row y; text row 2y + 1 holds the vertical
edges left of each square and the squares of row y. So a W x H map is 2H + 1 lines of 2W + 1 characters:

    +-+-+-+        square chars: . open, d difficult, l low object, p pit/impassable, # blocking
    |. . .|        edge chars: - or | wall, D closed door, O open door, space none
    + +D+ +        corner chars: + (printed at every corner, so no line is blank), * a bevelled corner (SWM-6.2)
    |l|# .|
    +-+-+-+

Door names, areas and zones are not drawn; they live in the JSON form (mapfile.py).
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.grid.board import TERRAIN_BY_CHAR, Board, Door, Edge, Point, Square, Terrain

WALL_CHARS = {"-", "|"}
DOOR_CHARS = {"D": False, "O": True}  # char -> open


class AsciiMapError(ValueError):
    """The text is not a map; the message names the line and column (1-based) and what is wrong."""


def parse(text: str, map_id: str = "ascii", areas: Mapping[str, list[Square]] | None = None) -> Board:
    lines = [line.rstrip() for line in text.strip("\n").splitlines()]
    if len(lines) % 2 == 0:
        lines.append("")  # a bottom border without walls, lost to stripped trailing spaces
    if len(lines) < 3:
        raise AsciiMapError(f"a map needs an odd number of lines (2 x height + 1), at least 3; got {len(lines)}")
    cols = max(len(line) for line in lines)
    if cols < 3:
        raise AsciiMapError("a map needs at least 3 columns (2 x width + 1)")
    width = cols // 2  # 2W + 1 columns, or 2W when the right border had no walls and its spaces were stripped
    reader = _Reader()
    for r, line in enumerate(lines):
        reader.line(r, line.ljust(2 * width + 1))
    named = tuple(sorted((k, tuple(v)) for k, v in (areas or {}).items()))
    return Board(
        map_id,
        width,
        (len(lines) - 1) // 2,
        tuple(tuple(r) for r in reader.terrain),
        frozenset(reader.walls),
        tuple(sorted(reader.doors, key=lambda d: d.edge)),
        frozenset(reader.bevelled),
        named,
    )


class _Reader:
    def __init__(self) -> None:
        self.terrain: list[list[Terrain]] = []
        self.walls: set[Edge] = set()
        self.doors: list[Door] = []
        self.bevelled: set[Point] = set()

    def line(self, r: int, line: str) -> None:
        y = r // 2
        if r % 2 == 1:
            self.terrain.append([])
        for c, ch in enumerate(line):
            where = f"line {r + 1}, column {c + 1}"
            if r % 2 == 1 and c % 2 == 1:
                self.square(ch, (c // 2, y), where)
            elif r % 2 == 1:
                self.edge(ch, (c // 2, y, c // 2, y + 1), where, "|")
            elif c % 2 == 1:
                self.edge(ch, (c // 2, y, c // 2 + 1, y), where, "-")
            elif ch == "*":
                self.bevelled.add((c // 2, y))
            elif ch not in "+ ":
                raise AsciiMapError(f"{where}: {ch!r} at a corner; use +, * or a space")

    def square(self, ch: str, square: Square, where: str) -> None:
        t = TERRAIN_BY_CHAR.get(ch)
        if t is None:
            raise AsciiMapError(f"{where}: square {square} has {ch!r}; use one of " + " ".join(TERRAIN_BY_CHAR))
        self.terrain[-1].append(t)

    def edge(self, ch: str, edge: Edge, where: str, wall_char: str) -> None:
        if ch == " ":
            return
        if ch in WALL_CHARS:
            self.walls.add(edge)
        elif ch in DOOR_CHARS:
            self.doors.append(Door(edge, DOOR_CHARS[ch]))
        else:
            raise AsciiMapError(
                f"{where}: {ch!r} is not an edge mark; use {wall_char!r} for a wall, "
                "D for a closed door, O for an open door, or a space"
            )


def render(board: Board, marks: Mapping[Square, str] | None = None) -> str:
    """The ASCII form; `marks` overdraws squares with one character each (figures, a path) for the console."""
    door_at = {d.edge: ("O" if d.open else "D") for d in board.doors}
    marks = marks or {}
    out: list[str] = []

    def edge(e: Edge, wall: str) -> str:
        if e in door_at:
            return door_at[e]
        return wall if e in board.walls else " "

    for y in range(board.height + 1):
        row = []
        for x in range(board.width + 1):
            row.append("*" if (x, y) in board.bevelled_corners else "+")
            if x < board.width:
                row.append(edge((x, y, x + 1, y), "-"))
        out.append("".join(row).rstrip())
        if y == board.height:
            break
        row = []
        for x in range(board.width + 1):
            row.append(edge((x, y, x, y + 1), "|"))
            if x < board.width:
                mark = marks.get((x, y))
                row.append(mark[:1] if mark else board.terrain[y][x].value)
        out.append("".join(row).rstrip())
    return "\n".join(out) + "\n"
