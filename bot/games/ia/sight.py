"""Imperial Assault line of sight on the shared grid (RRG L1156-1171, Appendix I L1642-1675).

The geometry (two lines from one attacker corner to the two ends of one target edge, never lying on each other;
walls, doors and blocking squares block when crossed or entered, not when run along or touched; a lattice point
with solid things on both sides blocks; figures never pinch) is bot.games.grid's; the IA rules chosen here:
- figures other than the attacker and the target block (L1160, L1166-1167);
- adjacent figures always see each other (L1169);
- figures do not block sight from or to a Massive figure (L859-873);
- blocking terrain does not block sight to a Massive or Mobile figure standing in it (L867, L1032);
- doors are closed edges on the board: they block unless opened (L290-302).
"""

from __future__ import annotations

import functools
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from bot.games.grid import IA_RULES, IA_SIGHT, Board, Point, Square, Terrain, adjacent, figures_adjacent, ia_sight_lines
from bot.games.grid.trace import CELL, EDGE, POINT, walk


@dataclass(frozen=True)
class Sight:
    visible: bool
    adjacent: bool
    lines: tuple[Point, Point, Point] | None  # (attacker corner, target edge end, other end) when traced


def line_of_sight(
    board: Board,
    attacker: Square,
    target: Square,
    others: Iterable[Square] = (),
    *,
    massive: bool = False,
    target_in_terrain: bool = False,
) -> Sight:
    """Can a figure on `attacker` see `target`? `others`: squares of the other figures (they block unless
    `massive`: the attacker or the target is Massive); `target_in_terrain`: a Massive or Mobile target standing in
    blocking terrain, which then does not block sight to it."""
    blockers = frozenset() if massive else frozenset(others)
    near = _near(board, attacker, target)
    if target_in_terrain:  # rare: the target stands in blocking terrain; the plain geometry handles the exemption
        lines = ia_sight_lines(board, IA_SIGHT, [attacker], target, blockers, (target,))
    else:
        if attacker in blockers or target in blockers:
            blockers = blockers - {attacker, target}
        lines = fast_sight_lines(board, attacker, target, blockers)
    return Sight(near or lines is not None, near, lines)


def _near(board: Board, a: Square, b: Square) -> bool:
    """Are the squares adjacent (L1169: then they always see each other)? Once per board and pair."""
    table: dict[tuple[Square, Square], bool] = board.memo(("ia-near",), dict)
    found = table.get((a, b))
    if found is None:
        found = table[(a, b)] = figures_adjacent(board, IA_RULES, [a], [b])
    return found


_RAYS = ((0, -1), (-1, 0), (1, 0), (0, 1))
_QUADRANTS = ((-1, -1), (1, -1), (-1, 1), (1, 1))  # doubled offsets of the four squares at a lattice point


def _solids(board: Board, pt: Point) -> tuple[tuple[int, int], ...]:
    """Directions from lattice point pt that are solid for the pinch rule (Appendix I #16): wall or door rays and
    blocking or off-map squares; figures never count. Once per board and point."""

    def build() -> tuple[tuple[int, int], ...]:
        x, y = pt
        out = []
        for rx, ry in _RAYS:
            ex, ey = x + rx, y + ry
            if board.closed((min(x, ex), min(y, ey), max(x, ex), max(y, ey))):
                out.append((rx, ry))
        for qx, qy in _QUADRANTS:
            sq = (x + (qx - 1) // 2, y + (qy - 1) // 2)
            if not board.on_map(sq) or board.at(sq) == Terrain.BLOCKING:
                out.append((qx, qy))
        return tuple(out)

    return board.memo(("ia-solids", pt), build)


# A square or lattice point (x, y) as the int (x + _BIAS) * _STRIDE + y + _BIAS, an edge as twice its first end's
# plus 1 when it lies along x: moving one by (dx, dy) adds dx * _STRIDE + dy (twice that for an edge), so a shape
# is put in place by map(int.__add__) and checked against a board's sets at C speed. Exact for |x|, |y| < 2 ** 14.
_STRIDE, _BIAS = 1 << 16, 1 << 14


def _index(x: int, y: int) -> int:
    return (x + _BIAS) * _STRIDE + y + _BIAS


def _edge_index(e: tuple[int, int, int, int]) -> int:
    return _index(e[0], e[1]) * 2 + (e[1] == e[3])


class _BoardSets:
    """What a segment is checked against, as ints: the squares not blocking (off the map is solid), the closed
    edges (walls, closed doors), and the lattice points with two or more solid directions (_solids), the only ones
    that can pinch a line (Appendix I #16), with their solid directions. Once per board."""

    __slots__ = ("closed", "open", "pinch")

    def __init__(self, board: Board) -> None:
        self.open = frozenset(_index(*sq) for sq in board.squares() if board.at(sq) != Terrain.BLOCKING)
        self.closed = frozenset(_edge_index(e) for e in board.closed_edges)
        every = ((x, y) for x in range(board.width + 1) for y in range(board.height + 1))
        self.pinch = {_index(*pt): found for pt in every if len(found := _solids(board, pt)) > 1}


def _board_sets(board: Board) -> _BoardSets:
    return board.memo(("ia-sets",), lambda: _BoardSets(board))


class _Shape:
    """What the segment from (0, 0) to (dx, dy) meets (trace.walk): the squares it crosses, the edges it crosses
    and the lattice points it passes, as offsets in _index's form (and the squares as pairs); a segment elsewhere
    meets the same moved by its start (integer geometry), so a shape is shared by every board and place."""

    __slots__ = ("cells", "edges", "points", "squares")

    def __init__(self, dx: int, dy: int) -> None:
        squares: list[Square] = []
        edges: list[int] = []
        points: list[int] = []
        for kind, value in walk((0, 0), (dx, dy)):
            if kind == CELL:
                squares.append((value[0], value[1]))
            elif kind == EDGE:
                edges.append(_edge_index(value) - 2 * _index(0, 0))  # type: ignore[arg-type]
            elif kind == POINT:
                points.append(value[0] * _STRIDE + value[1])
        self.squares = tuple(squares)
        self.cells = tuple(x * _STRIDE + y for x, y in squares)
        self.edges = tuple(edges)
        self.points = tuple(points)


@functools.lru_cache(maxsize=8192)
def _shape(dx: int, dy: int) -> _Shape:
    """At most (2 x 41) x 41 shapes on a 40 x 40 map: the cache holds every one of them."""
    return _Shape(dx, dy)


Segments = dict[tuple[Point, Point], tuple[bool, frozenset[Square]]]
_NONE: frozenset[Square] = frozenset()


def _segments(board: Board) -> Segments:
    """The board's segment table: (lower end, upper end) -> _segment's answer."""
    return board.memo(("ia-segments",), dict)


def _segment(board: Board, p: Point, q: Point) -> tuple[bool, frozenset[Square]]:
    """(clear of walls, doors, blocking terrain and pinches; if clear, the squares the line crosses), once per board
    and segment: the board part of grid.sight.ia_clear (tests/ia/test_sight_fast.py compares them)."""
    key = (p, q) if p <= q else (q, p)  # the same segment both ways
    table = _segments(board)
    return table.get(key) or _new_segment(board, table, key)


def _new_segment(board: Board, table: Segments, key: tuple[Point, Point]) -> tuple[bool, frozenset[Square]]:
    """A line is clear when every feature it meets is, so the features' order (trace.walk's) does not matter."""
    (ax, ay), (bx, by) = key
    dx, dy = bx - ax, by - ay
    shape, sets, base = _shape(dx, dy), _board_sets(board), _index(ax, ay)
    clear = sets.open.issuperset(map(base.__add__, shape.cells))  # no blocking terrain, not off the map
    if clear and shape.edges and sets.closed:
        clear = sets.closed.isdisjoint(map((2 * base).__add__, shape.edges))
    if clear and shape.points:
        inside = ax >= 0 and bx <= board.width and min(ay, by) >= 0 and max(ay, by) <= board.height
        for rel in shape.points:
            solids = sets.pinch.get(base + rel) if inside else _solids(board, _point(base + rel))
            if solids and len({dx * vy - dy * vx > 0 for vx, vy in solids if dx * vy - dy * vx}) > 1:
                clear = False
                break
    cells = frozenset([(ax + x, ay + y) for x, y in shape.squares]) if clear else _NONE
    found = table[key] = (clear, cells)
    return found


def _point(i: int) -> Point:
    return (i // _STRIDE - _BIAS, i % _STRIDE - _BIAS)


_EDGES = ((0, 0, 1, 0), (1, 0, 1, 1), (0, 1, 1, 1), (0, 0, 0, 1))  # target edges as offsets of its two ends


Lines = tuple[Point, Point, Point]


class _Pairs:
    """The (corner, edge) line pairs from one square to another in ia_sight_lines' order, evaluated against the
    board lazily: `clear` holds those found clear of the board so far (with the squares their two lines cross),
    `offsets[:left]` the ones not looked at yet (relative to `origin`, last first). Derived from the board alone,
    so it is shared by every state on it."""

    __slots__ = ("clear", "left", "offsets", "origin")

    def __init__(self, attacker: Square, target: Square) -> None:
        self.origin = attacker
        self.offsets = _pair_offsets(target[0] - attacker[0], target[1] - attacker[1])
        self.left = len(self.offsets)
        self.clear: list[tuple[Lines, frozenset[Square]]] = []


@functools.lru_cache(maxsize=4096)
def _pair_offsets(dx: int, dy: int) -> tuple[tuple[Square, Square, Square], ...]:
    """The pairs from a square to the square (dx, dy) away, relative to the first square's corner, in reverse
    order (popped from the end: the first in ia_sight_lines' order first); the same for every board."""
    out = []
    for p in sorted({(i, j) for i in (0, 1) for j in (0, 1)}):
        for x1, y1, x2, y2 in _EDGES:
            t1, t2 = (dx + x1, dy + y1), (dx + x2, dy + y2)
            if (t1[0] - p[0]) * (t2[1] - p[1]) - (t1[1] - p[1]) * (t2[0] - p[0]) == 0:
                continue  # Appendix I #4: two lines on each other
            out.append((p, t1, t2))
    return tuple(reversed(out))


def fast_sight_lines(board: Board, attacker: Square, target: Square, blockers: frozenset[Square]) -> Lines | None:
    """ia_sight_lines with the board part cached per board: a line pair is clear when it is clear of the board
    and crosses no blocking figure's square (figures never pinch, so that is all they do). The pairs already found
    clear of the board come first in the order, so scanning them before evaluating more gives the same first pair
    (tests/ia/test_sight_fast.py checks it against the plain one on random boards)."""
    table: dict[tuple[Square, Square], _Pairs] = board.memo(("ia-pairs",), dict)
    pairs = table.get((attacker, target))
    if pairs is None:
        pairs = table[(attacker, target)] = _Pairs(attacker, target)
    for lines, cells in pairs.clear:
        if cells.isdisjoint(blockers):
            return lines
    if not pairs.left:
        return None
    ax, ay = pairs.origin
    segments = _segments(board)
    while pairs.left:
        pairs.left -= 1
        (pi, pj), (x1, y1), (x2, y2) = pairs.offsets[pairs.left]
        p, t1, t2 = lines = (ax + pi, ay + pj), (ax + x1, ay + y1), (ax + x2, ay + y2)
        k = (p, t1) if p <= t1 else (t1, p)
        ok1, c1 = segments.get(k) or _new_segment(board, segments, k)
        if not ok1:
            continue
        k = (p, t2) if p <= t2 else (t2, p)
        ok2, c2 = segments.get(k) or _new_segment(board, segments, k)
        if not ok2:
            continue
        cells = c1 | c2
        pairs.clear.append((lines, cells))
        if cells.isdisjoint(blockers):
            return lines
    return None


def _count_steps(board: Board) -> dict[Square, tuple[Square, ...]]:
    """For each square, the squares one counted space away (adjacent, not into blocking terrain): once per board."""

    def build() -> dict[Square, tuple[Square, ...]]:
        out = {}
        for sq in board.squares():
            out[sq] = tuple(
                nxt
                for dx in (-1, 0, 1)
                for dy in (-1, 0, 1)
                if (nxt := (sq[0] + dx, sq[1] + dy)) != sq
                and board.on_map(nxt)
                and board.at(nxt) != Terrain.BLOCKING
                and adjacent(board, IA_RULES, sq, nxt)
            )
        return out

    return board.memo(("ia-count-steps",), build)


def counts_from(board: Board, start: Square) -> dict[Square, int]:
    """Spaces counted from `start` to every square (L1140-1148), once per board: steps between adjacent squares
    (no wall, door or blocking edge between them, no wall/blocking pinch: digest A5), never into blocking terrain;
    difficult, impassable and occupied squares cost nothing extra."""

    def build() -> dict[Square, int]:
        steps = _count_steps(board)
        best = {start: 0}
        todo = deque([start])
        while todo:
            sq = todo.popleft()
            d = best[sq] + 1
            for nxt in steps.get(sq, ()):
                if nxt not in best:
                    best[nxt] = d
                    todo.append(nxt)
        return best

    return board.memo(("ia-count", start), build)


def counted(board: Board, start: Square, goal: Square) -> int | None:
    """Spaces counted from start to goal; None when walls and blocking terrain shut it off."""
    return counts_from(board, start).get(goal)
