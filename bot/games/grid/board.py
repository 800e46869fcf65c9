"""The board: squares with terrain, walls and doors on square edges, named areas. Immutable and game-agnostic.

Coordinates: square (x, y) has its top-left corner at lattice point (x, y); x grows right, y grows down. An edge is
a unit segment between lattice points, stored as (x1, y1, x2, y2) with x1 <= x2 and y1 <= y2 (the digest's map
format, sw-miniatures.md §5). A vertical edge (x, y, x, y + 1) separates squares (x - 1, y) and (x, y); a horizontal
edge (x, y, x + 1, y) separates (x, y - 1) and (x, y).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import TypeVar

T = TypeVar("T")

Square = tuple[int, int]
Point = tuple[int, int]
Edge = tuple[int, int, int, int]


class Terrain(Enum):
    """What a square holds. The games decide what each kind does (movement cost, LOS, cover)."""

    OPEN = "."
    DIFFICULT = "d"
    LOW = "l"  # SWM low object: terminals, chairs (green outline)
    PIT = "p"  # SWM pit / IA impassable: not enterable, does not block LOS
    BLOCKING = "#"  # SWM big object / IA blocking terrain / wall-filled space: blocks movement and LOS


TERRAIN_BY_CHAR: dict[str, Terrain] = {t.value: t for t in Terrain}


def edge_between(a: Square, b: Square) -> Edge:
    """The edge shared by two orthogonally adjacent squares."""
    (ax, ay), (bx, by) = a, b
    if ay == by and abs(ax - bx) == 1:
        x = max(ax, bx)
        return (x, ay, x, ay + 1)
    if ax == bx and abs(ay - by) == 1:
        y = max(ay, by)
        return (ax, y, ax + 1, y)
    raise ValueError(f"squares {a} and {b} are not orthogonal neighbours")


def edges_of(square: Square) -> tuple[Edge, Edge, Edge, Edge]:
    """Top, left, bottom, right edges of a square."""
    x, y = square
    return ((x, y, x + 1, y), (x, y, x, y + 1), (x, y + 1, x + 1, y + 1), (x + 1, y, x + 1, y + 1))


@dataclass(frozen=True)
class Door:
    edge: Edge
    open: bool = False
    name: str = ""


@dataclass(frozen=True)
class Board:
    """A map. Build it with `bot.games.grid.mapfile.board_from_json` or `ascii_map.parse`, which check it."""

    id: str
    width: int
    height: int
    terrain: tuple[tuple[Terrain, ...], ...]  # terrain[y][x]
    walls: frozenset[Edge] = frozenset()
    doors: tuple[Door, ...] = ()
    bevelled_corners: frozenset[Point] = frozenset()
    areas: tuple[tuple[str, tuple[Square, ...]], ...] = ()  # named areas and deployment zones, name-sorted
    # Zones given as "within N squares of the door(s) named X" (digest §5): (zone, door name, N), resolved by
    # movement.zone_squares with the game's counting rules.
    anchored: tuple[tuple[str, str, int], ...] = ()
    name: str = ""
    source: str = ""
    # Derived lookups, built once: edges that stop movement and sight (walls + closed doors).
    closed_edges: frozenset[Edge] = field(init=False, repr=False, compare=False)
    # Tables derived from this (immutable) board by pure functions, built on first use: movement step tables,
    # sight features. Never part of equality or of any state.
    _memo: dict[object, object] = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        closed = set(self.walls) | {d.edge for d in self.doors if not d.open}
        object.__setattr__(self, "closed_edges", frozenset(closed))
        object.__setattr__(self, "_memo", {})

    def memo(self, key: object, build: Callable[[], T]) -> T:
        """build() once per board and key (a pure function of the board and the key)."""
        if key not in self._memo:
            self._memo[key] = build()
        return self._memo[key]  # type: ignore[return-value]

    def on_map(self, square: Square) -> bool:
        x, y = square
        return 0 <= x < self.width and 0 <= y < self.height

    def at(self, square: Square) -> Terrain:
        """Terrain of a square; off the map counts as BLOCKING (solid), which is what every rule wants."""
        x, y = square
        if 0 <= x < self.width and 0 <= y < self.height:
            return self.terrain[y][x]
        return Terrain.BLOCKING

    def closed(self, edge: Edge) -> bool:
        """A wall or a closed door on this edge."""
        return edge in self.closed_edges

    def door(self, name: str) -> tuple[Door, ...]:
        return tuple(d for d in self.doors if d.name == name)

    def area(self, name: str) -> tuple[Square, ...]:
        for key, squares in self.areas:
            if key == name:
                return squares
        raise KeyError(f"map {self.id} has no area {name!r}; it has: {', '.join(k for k, _ in self.areas) or 'none'}")

    def with_door(self, edge: Edge, open_: bool) -> Board:
        """The same board with the door on `edge` opened or closed (doors change during play)."""
        if not any(d.edge == edge for d in self.doors):
            raise KeyError(f"map {self.id} has no door on edge {list(edge)}")
        doors = tuple(Door(d.edge, open_, d.name) if d.edge == edge else d for d in self.doors)
        return Board(
            self.id,
            self.width,
            self.height,
            self.terrain,
            self.walls,
            doors,
            self.bevelled_corners,
            self.areas,
            self.anchored,
            self.name,
            self.source,
        )

    def squares(self) -> list[Square]:
        """Every square, row by row (a deterministic order)."""
        return [(x, y) for y in range(self.height) for x in range(self.width)]
