"""Line of sight and cover with exact integer geometry (square corners are lattice points).

SWM (sw-miniatures.md §2.8, A-16): lines run corner to corner. A line is blocked if its interior touches a wall,
a closed door or a blocking square (runs along it, touches its corner, or crosses it); the target is visible if
some (attacker corner, target corner) line is clear. Cover: the attacker picks one corner of its squares; the
target has cover if, from every corner, some line to a target corner CROSSES (touching is not crossing) a wall, a
closed door, a blocking square, another character's square or a cover square (low object), the last not counted
when it is in or next to the attacker's squares (SWM-8.3). An adjacent enemy never has cover (SWM-8.2).

A line starts inside its square: at an endpoint, walls and squares met between the square's side and the line's
direction count (a line may not leave the attacker's corner straight into the far side of a wall ending there).

IA (imperial-assault.md §4, RRG L1156-1171, Appendix I): from one attacker corner, two lines to the two ends of
one target edge; either line blocked means that pair fails. Walls, doors and blocking edges block when crossed,
not when run along or touched; blocking squares and other figures' squares block when their interior is crossed;
a lattice point blocks when both sides of the line there are solid (walls, blocking squares; figures never).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from bot.games.grid.board import Board, Point, Square, Terrain, edges_of
from bot.games.grid.movement import MoveRules, figures_adjacent
from bot.games.grid.trace import CELL, EDGE, POINT, walk

Vec = tuple[int, int]
RAYS: tuple[Vec, ...] = ((0, -1), (-1, 0), (1, 0), (0, 1))
QUADRANTS: tuple[Vec, ...] = ((-1, -1), (1, -1), (-1, 1), (1, 1))  # doubled offsets of the 4 squares at a point


@dataclass(frozen=True)
class SightRules:
    blockers: frozenset[Terrain] = frozenset({Terrain.BLOCKING})  # SWM-8.1 big objects; IA blocking terrain
    cover_squares: frozenset[Terrain] = frozenset({Terrain.LOW})  # SWM-8.2 squares that give cover
    cover_ignored_near_attacker: bool = True  # SWM-8.3: low objects in or next to the attacker's squares


SWM_SIGHT = SightRules()
IA_SIGHT = SightRules(cover_squares=frozenset())


def _cross(u: Vec, v: Vec) -> int:
    return u[0] * v[1] - u[1] * v[0]


def _strictly_between(u: Vec, w: Vec, v: Vec) -> bool:
    """Is w strictly inside the smaller angle from u to v (u, v not parallel)?"""
    turn = _cross(u, v)
    return _cross(u, w) * turn > 0 and _cross(w, v) * turn > 0


def _ray_edge(point: Point, ray: Vec) -> tuple[int, int, int, int]:
    x, y = point
    ex, ey = x + ray[0], y + ray[1]
    return (min(x, ex), min(y, ey), max(x, ex), max(y, ey))


def _quadrant(point: Point, q: Vec) -> Square:
    return (point[0] + (q[0] - 1) // 2, point[1] + (q[1] - 1) // 2)


class _Geometry:
    """Per-call lookups for one board and one set of rules."""

    def __init__(self, board: Board, rules: SightRules) -> None:
        self.board = board
        self.rules = rules

    def wall(self, point: Point, ray: Vec) -> bool:
        return self.board.closed(_ray_edge(point, ray))

    def blocking(self, sq: Square) -> bool:
        return self.board.on_map(sq) and self.board.at(sq) in self.rules.blockers

    def leaving(self, point: Point, own: Square, d: Vec) -> tuple[bool, list[Square]]:
        """A line leaving corner `point` of square `own` in direction d (doubled coordinates): does it pass a wall
        between the square's side and d, and which other squares at the corner does it pass through?"""
        a = (2 * own[0] + 1 - 2 * point[0], 2 * own[1] + 1 - 2 * point[1])  # towards the square's centre
        d2 = (2 * d[0], 2 * d[1])
        if _cross(a, d2) == 0:
            if a[0] * d2[0] > 0:
                return False, []  # into its own square
            # Straight out through the corner: blocked only if both sides are closed (the start may shift).
            sides = [[r for r in RAYS if _cross(d2, r) * s > 0] for s in (1, -1)]
            return all(any(self.wall(point, r) for r in side) for side in sides), []
        wall = any(_strictly_between(a, r, d2) and self.wall(point, r) for r in RAYS)
        passed = [_quadrant(point, q) for q in QUADRANTS if q != a and _strictly_between(a, q, d2)]
        return wall, passed


def _d(p: Point, q: Point) -> Vec:
    return (q[0] - p[0], q[1] - p[1])


def _touchy(board: Board, rules: SightRules) -> tuple[frozenset[tuple[int, ...]], frozenset[tuple[int, ...]]]:
    """What a SWM line may not touch: closed edges and the sides of blocking squares, and their end points."""
    edges = set(board.closed_edges)
    for sq in board.squares():
        if board.at(sq) in rules.blockers:
            edges.update(edges_of(sq))
    points = {(e[0], e[1]) for e in edges} | {(e[2], e[3]) for e in edges}
    return frozenset(edges), frozenset(points)


def swm_clear(board: Board, rules: SightRules, p: Point, a: Square, q: Point, t: Square) -> bool:
    """Is the SWM line from corner p of square a to corner q of square t clear of walls, doors, blocking squares?
    Its interior may not touch them at all (SWM-8.1): entering a blocking square means touching its side."""
    edges, points = board.memo(("swm-touchy", rules), lambda: _touchy(board, rules))
    for kind, value in walk(p, q, cells=False):
        if (value in points) if kind == POINT else (value in edges):
            return False
    g = _Geometry(board, rules)
    d = _d(p, q)
    for corner, own, direction in ((p, a, d), (q, t, (-d[0], -d[1]))):
        if corner in points:  # only a corner with a wall or blocking square at it can stop a line leaving it
            wall, passed = g.leaving(corner, own, direction)
            if wall or any(g.blocking(sq) for sq in passed):
                return False
    return True


def corners(squares: Iterable[Square]) -> list[Point]:
    """Distinct corners of the squares, in a fixed order."""
    return sorted({(x + i, y + j) for x, y in squares for i in (0, 1) for j in (0, 1)})


def _corner_owners(squares: Iterable[Square]) -> list[tuple[Point, Square]]:
    return sorted({((x + i, y + j), (x, y)) for x, y in squares for i in (0, 1) for j in (0, 1)})


def swm_sight_line(
    board: Board, rules: SightRules, attacker: Iterable[Square], target: Iterable[Square]
) -> tuple[Point, Point] | None:
    """A clear line from the attacker's squares to the target's (SWM-8.1, A-16), or None: no line of sight."""
    targets = _corner_owners(target)
    for p, a in _corner_owners(attacker):
        for q, t in targets:
            if p != q and swm_clear(board, rules, p, a, q, t):
                return (p, q)
    return None


def swm_line_of_sight(board: Board, rules: SightRules, attacker: Iterable[Square], target: Iterable[Square]) -> bool:
    return swm_sight_line(board, rules, tuple(attacker), tuple(target)) is not None


def swm_crosses(
    board: Board,
    rules: SightRules,
    p: Point,
    a: Square,
    q: Point,
    t: Square,
    obstacles: frozenset[Square],
) -> bool:
    """Does the line cross (not merely touch) a wall, door, blocking square or one of `obstacles`?"""
    g = _Geometry(board, rules)
    d = _d(p, q)
    for corner, own, direction in ((p, a, d), (q, t, (-d[0], -d[1]))):
        wall, passed = g.leaving(corner, own, direction)
        if wall or any(g.blocking(sq) or sq in obstacles for sq in passed):
            return True
    closed = board.closed_edges
    for kind, value in walk(p, q):
        if kind == CELL:
            if value in obstacles or g.blocking(value):  # type: ignore[arg-type]
                return True
        elif kind == EDGE:
            if value in closed:
                return True
        elif kind == POINT:  # through a wall: closed rays on both sides of the line at that point
            sides = {_cross(d, r) > 0 for r in RAYS if _cross(d, r) != 0 and g.wall(value, r)}  # type: ignore[arg-type]
            if len(sides) == 2:
                return True
    return False


def swm_cover_corner(
    board: Board,
    rules: SightRules,
    move_rules: MoveRules,
    attacker: Iterable[Square],
    target: Iterable[Square],
    others: Iterable[Square] = (),
) -> Point | None:
    """The attacker corner from which no line to the target crosses anything (the target has no cover from it),
    or None: the target has cover (+4 Defense, SWM-8.2). `others` are the squares of every other character."""
    att, tgt = tuple(attacker), tuple(target)
    if figures_adjacent(board, move_rules, att, tgt):
        return min(corners(att))  # SWM-8.2: an adjacent enemy never has cover
    near = {(x + dx, y + dy) for x, y in att for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    cover_squares = board.memo(
        ("cover-squares", rules), lambda: tuple(sq for sq in board.squares() if board.at(sq) in rules.cover_squares)
    )
    cover = {sq for sq in cover_squares if not (rules.cover_ignored_near_attacker and sq in near)}
    obstacles = frozenset(cover | (set(others) - set(att) - set(tgt)))
    targets = _corner_owners(tgt)
    for p, a in _corner_owners(att):
        if not any(p != q and swm_crosses(board, rules, p, a, q, t, obstacles) for q, t in targets):
            return p
    return None


def swm_has_cover(
    board: Board,
    rules: SightRules,
    move_rules: MoveRules,
    attacker: Iterable[Square],
    target: Iterable[Square],
    others: Iterable[Square] = (),
) -> bool:
    return swm_cover_corner(board, rules, move_rules, attacker, target, others) is None


# --- Imperial Assault: corner to the two ends of one target edge (RRG L1156-1171) ---


def ia_clear(
    board: Board,
    rules: SightRules,
    p: Point,
    q: Point,
    figures: frozenset[Square],
    exempt: frozenset[Square] = frozenset(),
) -> bool:
    """One IA line: blocked by crossing a wall or door, entering a blocking or figure square, or a pinch point.
    `exempt`: squares whose blocking terrain does not block (a game's rule, e.g. a target standing in it)."""
    g = _Geometry(board, rules)
    closed = board.closed_edges
    d = _d(p, q)
    for kind, value in walk(p, q):
        if kind == CELL:
            if value in figures or (g.blocking(value) and value not in exempt):  # type: ignore[arg-type]
                return False
        elif kind == EDGE:
            if value in closed:
                return False
        elif kind == POINT and _pinched(board, g, value, d):  # type: ignore[arg-type]
            return False  # Appendix I #16: no line through a diagonal pinch of walls and blocking terrain
    return True


def _pinched(board: Board, g: _Geometry, pt: Point, d: Vec) -> bool:
    """Both sides of the line at lattice point pt are solid (walls, blocking or off-map squares; never figures)."""
    solid = {True: False, False: False}
    for r in RAYS:
        side = _cross(d, r)
        if side and g.wall(pt, r):
            solid[side > 0] = True
    for qd in QUADRANTS:
        side = _cross(d, qd)
        sq = _quadrant(pt, qd)
        if side and (g.blocking(sq) or not board.on_map(sq)):
            solid[side > 0] = True
    return solid[True] and solid[False]


def ia_line_of_sight(
    board: Board,
    rules: SightRules,
    move_rules: MoveRules,
    attacker: Iterable[Square],
    target: Square,
    figures: Iterable[Square] = (),
    exempt: Iterable[Square] = (),
) -> bool:
    """IA line of sight: adjacent figures always see each other (L1169), otherwise two clear lines."""
    att = tuple(attacker)
    return (
        figures_adjacent(board, move_rules, att, [target])
        or ia_sight_lines(board, rules, att, target, figures, exempt) is not None
    )


def ia_sight_lines(
    board: Board,
    rules: SightRules,
    attacker: Iterable[Square],
    target: Square,
    figures: Iterable[Square] = (),
    exempt: Iterable[Square] = (),
) -> tuple[Point, Point, Point] | None:
    """(corner, edge end 1, edge end 2) of two clear lines from an attacker corner to one target edge, or None.
    `figures` are the squares of figures that block (not the attacker's or the target's); `exempt` squares whose
    blocking terrain does not block (the game decides which)."""
    att = tuple(attacker)
    blockers = frozenset(figures) - set(att) - {target}
    free = frozenset(exempt)
    x, y = target
    edges = (((x, y), (x + 1, y)), ((x + 1, y), (x + 1, y + 1)), ((x, y + 1), (x + 1, y + 1)), ((x, y), (x, y + 1)))
    seen: dict[tuple[Point, Point], bool] = {}

    def clear(p: Point, q: Point) -> bool:
        if (p, q) not in seen:
            seen[(p, q)] = ia_clear(board, rules, p, q, blockers, free)
        return seen[(p, q)]

    for p in corners(att):
        for t1, t2 in edges:
            if _cross(_d(p, t1), _d(p, t2)) == 0:
                continue  # Appendix I #4: the two lines may not lie on each other
            if clear(p, t1) and clear(p, t2):
                return (p, t1, t2)
    return None
