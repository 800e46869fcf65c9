"""Movement and counting on the grid: step legality, Dijkstra reachable sets and shortest paths, distances,
adjacency and "nearest" queries. Every game rule is a field of MoveRules; the games choose the values
(docs/grid.md lists what SWM and IA set).

Figures are square footprints (size 1, 2 = Large 2x2, 3 = Huge 3x3) named by their top-left square (the anchor).
Occupancy comes from the caller: the squares of friendly and of enemy figures, without the mover's own.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from itertools import pairwise
from typing import Literal

from bot.games.grid.board import Board, Square, Terrain, edge_between

MAX_CACHED_SQUARES = 2500  # big figures' step cache (about 5 states x 13 moves a square) only up to 50 x 50
MAX_BUDGET = 1000  # movement points a caller may ask for; bounds the search on user-supplied numbers


class IllegalStep(ValueError):
    """A declared path breaks a rule; the message names the step and the rule parameter."""


@dataclass(frozen=True)
class MoveRules:
    """How a game moves and counts. Defaults are SWM's (sw-miniatures.md §2.6)."""

    orthogonal_cost: int = 1  # SWM-6.1
    diagonal_cost: int = 2  # SWM-6.1: every diagonal step is 2 (not alternating 1-2)
    costly_terrain: frozenset[Terrain] = frozenset({Terrain.DIFFICULT, Terrain.LOW})  # SWM-6.6
    costly_mode: Literal["double", "plus"] = "double"  # SWM-6.6 doubles; IA adds terrain_extra (L1387)
    terrain_extra: int = 1
    # SWM-6.2 "touch": no diagonal step touching a wall end or corner (or a blocking square's corner) at the
    # shared corner; a bevelled corner relaxes it to "pinch". IA L309 "pinch": refused only when BOTH flanking
    # sides are solid.
    corner_rule: Literal["touch", "pinch"] = "touch"
    corner_solid: frozenset[Terrain] = frozenset({Terrain.BLOCKING})  # squares that act as wall corners for steps
    no_entry: frozenset[Terrain] = frozenset({Terrain.PIT, Terrain.BLOCKING})  # SWM-6.7 (pits: Flight excepted)
    enemies_block: bool = True  # SWM-6.4; IA lets figures pass hostile spaces at enemy_extra
    enemy_extra: int = 0  # IA L1387: +1 to enter a hostile-occupied space
    pass_needs_spare: bool = False  # IA L309-313: entering an occupied space must not spend the last MP
    big_diagonal: bool = True  # IA L752: large figures move orthogonally only
    squeeze: bool = True  # SWM-6.9 / A-11: big figures squeeze through corridors one size narrower
    squeeze_past_enemies: bool = False  # SWM-6.9 / A-10: a squeezing figure may not pass next to an enemy
    # Counting (ranges, "within N", nearest: SWM-6.11, A-13; IA L1140-1148): terrain and figures cost nothing,
    # walls and closed doors stop it, and so do these squares.
    count_blocked: frozenset[Terrain] = frozenset({Terrain.BLOCKING})
    # Adjacency (SWM-7.2/11.4 no adjacency across a wall; IA L659-668): diagonal neighbours are not adjacent when
    # both flanking sides are solid (walls, closed doors, these squares).
    adjacency_solid: frozenset[Terrain] = frozenset({Terrain.BLOCKING})


SWM_RULES = MoveRules()
IA_RULES = MoveRules(
    diagonal_cost=1,
    costly_terrain=frozenset({Terrain.DIFFICULT}),
    costly_mode="plus",
    corner_rule="pinch",
    corner_solid=frozenset({Terrain.BLOCKING, Terrain.PIT}),  # Appendix II #5: impassable counts for steps
    enemies_block=False,
    enemy_extra=1,
    pass_needs_spare=True,
    big_diagonal=False,
    squeeze=False,
)

ORTHOGONAL = ((0, -1), (-1, 0), (1, 0), (0, 1))
DIAGONAL = ((-1, -1), (1, -1), (-1, 1), (1, 1))
NEIGHBOURS = ORTHOGONAL + DIAGONAL  # a fixed order: the tie-break of equal-cost paths


def footprint(anchor: Square, size: int = 1) -> tuple[Square, ...]:
    x, y = anchor
    if size == 1:  # most figures: asked tens of thousands of times a match
        return ((x, y),)
    return tuple((x + i, y + j) for j in range(size) for i in range(size))


def _side_solid(board: Board, a: Square, c: Square, b: Square, solid: frozenset[Terrain]) -> bool:
    """The flank through square c of the diagonal a -> b: solid if c is, or a wall/closed door lies on a|c or c|b."""
    return (
        board.at(c) in solid
        or not board.on_map(c)
        or board.closed(edge_between(a, c))
        or board.closed(edge_between(c, b))
    )


def diagonal_open(board: Board, a: Square, b: Square, rule: str, solid: frozenset[Terrain]) -> bool:
    """May a line of movement go from a to the diagonal neighbour b past their shared corner?"""
    c, d = (b[0], a[1]), (a[0], b[1])
    side_c = _side_solid(board, a, c, b, solid)
    side_d = _side_solid(board, a, d, b, solid)
    corner = (max(a[0], b[0]), max(a[1], b[1]))
    if rule == "touch" and corner not in board.bevelled_corners:
        return not (side_c or side_d)
    return not (side_c and side_d)


def adjacent(board: Board, rules: MoveRules, a: Square, b: Square) -> bool:
    """Squares are adjacent when they touch, not across a wall or closed door, nor through a pinched corner."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    if max(abs(dx), abs(dy)) != 1:
        return False
    if dx == 0 or dy == 0:
        return not board.closed(edge_between(a, b))
    return diagonal_open(board, a, b, "pinch", rules.adjacency_solid)


def figures_adjacent(board: Board, rules: MoveRules, a: Iterable[Square], b: Iterable[Square]) -> bool:
    """Two footprints are adjacent when any of their squares are (SWM-7.2, SWM-11.4, IA L659)."""
    bs = tuple(b)
    return any(adjacent(board, rules, s, t) for s in a for t in bs)


def _price(board: Board, rules: MoveRules, diagonal: bool, entered: Iterable[Square]) -> int:
    """A step's cost, the figures aside. SWM-6.8 / A-8 and IA L755: a big figure pays the terrain penalty once per
    step, for the squares it newly covers."""
    cost = rules.diagonal_cost if diagonal else rules.orthogonal_cost
    if any(board.at(sq) in rules.costly_terrain for sq in entered):
        cost = cost * 2 if rules.costly_mode == "double" else cost + rules.terrain_extra
    return cost


# A figure's position: the anchor of its full footprint, and how it squeezes: 0 = not squeezing, 1-4 = the offset
# (in SQUEEZE_OFFSETS) of the one-size-smaller footprint inside the full one that must fit (SWM-6.9).
State = tuple[int, int, int]
SQUEEZE_OFFSETS = ((0, 0), (0, 0), (1, 0), (0, 1), (1, 1))  # index 0 unused


@dataclass(frozen=True)
class Mover:
    """Who moves and what is around it (occupancy given by the caller, the mover's own squares excluded)."""

    size: int = 1
    friends: frozenset[Square] = frozenset()
    enemies: frozenset[Square] = frozenset()
    flying: bool = False  # SWM Flight: may cross pits, may not end over one


@dataclass(frozen=True)
class Path:
    """A legal move: the anchors visited (start first), whether each is squeezed, and the total cost."""

    squares: tuple[Square, ...]
    squeezed: tuple[bool, ...]
    cost: int


class _Search:
    def __init__(self, board: Board, rules: MoveRules, mover: Mover) -> None:
        self.board, self.rules, self.mover = board, rules, mover
        self.occupied = mover.friends | mover.enemies
        # Squares a squeezing figure may not use (SWM-6.9, A-10): next to an enemy, by 8-neighbourhood.
        self.near_enemy = frozenset((x + dx, y + dy) for x, y in mover.enemies for dx, dy in NEIGHBOURS)

    def active(self, state: State) -> tuple[Square, ...]:
        """The squares that must be clear: the full footprint, or the squeezed one inside it."""
        x, y, k = state
        if not k:
            return footprint((x, y), self.mover.size)
        ox, oy = SQUEEZE_OFFSETS[k]
        return footprint((x + ox, y + oy), self.mover.size - 1)

    def can_stand(self, squares: tuple[Square, ...]) -> bool:
        """May these squares be covered at all (in passing)?"""
        board, rules = self.board, self.rules
        for sq in squares:
            if not board.on_map(sq):
                return False
            t = board.at(sq)
            if t in rules.no_entry and not (self.mover.flying and t is Terrain.PIT):
                return False
            if rules.enemies_block and sq in self.mover.enemies:
                return False
        return True

    def can_end(self, state: State) -> bool:
        if state[2]:
            return False  # SWM-6.9: a squeezing figure must end where its full footprint fits
        squares = self.active(state)
        return self.can_stand(squares) and not any(
            sq in self.occupied or self.board.at(sq) in self.rules.no_entry for sq in squares
        )

    def step_cost(self, state: State, d: tuple[int, int]) -> int | None:
        """Cost of shifting the figure by d, or None if the step is illegal."""
        board, rules = self.board, self.rules
        diagonal = d[0] != 0 and d[1] != 0
        if diagonal and self.mover.size > 1 and not rules.big_diagonal:
            return None
        old = self.active(state)
        new = tuple((sq[0] + d[0], sq[1] + d[1]) for sq in old)
        if not self.can_stand(new):
            return None
        if state[2] and not rules.squeeze_past_enemies and any(sq in self.near_enemy for sq in new):
            return None
        for sq, to in zip(old, new, strict=True):
            if diagonal:
                if not diagonal_open(board, sq, to, rules.corner_rule, rules.corner_solid):
                    return None
            elif board.closed(edge_between(sq, to)):
                return None
        entered = [sq for sq in new if sq not in old]
        cost = _price(board, rules, diagonal, entered)
        if rules.enemy_extra and any(sq in self.mover.enemies for sq in entered):
            cost += rules.enemy_extra
        return cost

    def passing(self, state: State) -> bool:
        """Does this position overlap another figure (so the mover may only pass through)?"""
        return any(sq in self.occupied for sq in self.active(state))

    def moves(self, state: State) -> list[tuple[int, State]]:
        out: list[tuple[int, State]] = []
        for d in NEIGHBOURS:
            cost = self.step_cost(state, d)
            if cost is not None:
                out.append((cost, (state[0] + d[0], state[1] + d[1], state[2])))
        return out + self.squeezes(state)

    def squeezes(self, state: State) -> list[tuple[int, State]]:
        """Squeezing in, changing how, or standing up again (SWM-6.9): free, the figure does not move."""
        out: list[tuple[int, State]] = []
        if self.rules.squeeze and self.mover.size > 1:
            for k in range(5):
                nxt = (state[0], state[1], k)
                if k != state[2] and self.can_stand(self.active(nxt)) and self._no_walls_inside(self.active(nxt)):
                    out.append((0, nxt))
        return out

    def _no_walls_inside(self, squares: tuple[Square, ...]) -> bool:
        inside = set(squares)
        return not any(
            self.board.closed(edge_between(sq, (sq[0] + dx, sq[1] + dy)))
            for sq in squares
            for dx, dy in ((1, 0), (0, 1))
            if (sq[0] + dx, sq[1] + dy) in inside
        )


# A big figure's position as one int, ordered as its (x, y, k) tuple (anchors from -1: a squeezing figure's full
# footprint may stand off the map): the heap pops equal costs in the same order, so paths tie-break as before.
_BigStep = tuple[int, int, bool, tuple[int, ...]]  # (next state id, cost, the anchor moved, squares newly covered)


class _BigTable:
    """For a big figure (size, Flight) on one board and rules: each state's legal moves ignoring the figures around
    (walls, corners, terrain, costs), its covered squares (index x * height + y) and whether the board lets it end
    there; filled state by state as searches visit them. The figures are applied per search (`_BigRun`)."""

    def __init__(self, board: Board, rules: MoveRules, size: int, flying: bool) -> None:
        self.search = _Search(board, rules, Mover(size=size, flying=flying))
        self.small = board.memo(("steps", rules, flying), lambda: _StepTable(board, rules, flying))
        self.h, self.stride, self.extra = board.height, board.height + 2, rules.enemy_extra
        self.steps: dict[int, tuple[_BigStep, ...]] = {}
        self.covers: dict[int, tuple[int, ...]] = {}
        self.ends: dict[int, bool] = {}
        self.clear: dict[tuple[int, int, int], bool] = {}

    def id(self, x: int, y: int, k: int) -> int:
        return ((x + 1) * self.stride + y + 1) * 5 + k

    def state(self, i: int) -> State:
        xy, k = divmod(i, 5)
        x, y = divmod(xy, self.stride)
        return (x - 1, y - 1, k)

    def covered(self, i: int) -> tuple[int, ...]:
        found = self.covers.get(i)
        if found is None:
            found = self.covers[i] = tuple(x * self.h + y for x, y in self.search.active(self.state(i)))
        return found

    def moves(self, i: int) -> tuple[_BigStep, ...]:
        found = self.steps.get(i)
        if found is None:
            state, old = self.state(i), self.covered(i)
            out = []
            for cost, nxt in self._moves(state):
                j = self.id(*nxt)
                entered = tuple(q for q in self.covered(j) if q not in old) if self.extra else ()
                out.append((j, cost, nxt[:2] != state[:2], entered))
            found = self.steps[i] = tuple(out)
        return found

    def _moves(self, state: State) -> list[tuple[int, State]]:
        """`_Search.moves` without figures, for a state whose squares are on the map (every state a search
        reaches): a shift is legal when it is for each covered square alone (the one-square table's legal steps:
        the squares entered standable, no wall, door or corner crossed), so only its price is worked out here."""
        search, table = self.search, self.small
        board, rules = search.board, search.rules
        old = search.active(state)
        legal = -1
        for x, y in old:
            legal &= table.legal_steps(x * self.h + y)
        out = []
        for n, d in enumerate(NEIGHBOURS):
            diagonal = d[0] != 0 and d[1] != 0
            if not legal >> n & 1 or (diagonal and not rules.big_diagonal):
                continue
            entered = [sq for sq in ((x + d[0], y + d[1]) for x, y in old) if sq not in old]
            out.append((_price(board, rules, diagonal, entered), (state[0] + d[0], state[1] + d[1], state[2])))
        if rules.squeeze:  # SWM-6.9: squeezing in, changing how, or standing up again, free
            x, y, now = state
            for k in range(5):
                (ox, oy), n = SQUEEZE_OFFSETS[k], search.mover.size - (k > 0)
                if k != now and self._clear(x + ox, y + oy, n):
                    out.append((0, (x, y, k)))
        return out

    def _clear(self, x: int, y: int, n: int) -> bool:
        """May an n x n footprint stand here with no wall inside it (kept: four squeezed states share one)?"""
        found = self.clear.get((x, y, n))
        if found is None:
            squares = footprint((x, y), n)
            found = self.clear[(x, y, n)] = self.search.can_stand(squares) and self.search._no_walls_inside(squares)
        return found

    def can_end(self, i: int) -> bool:
        """May the figure end here, the figures around aside (unsqueezed, every square standable)?"""
        found = self.ends.get(i)
        if found is None:
            found = self.ends[i] = self.search.can_end(self.state(i))
        return found

    def over(self, squares: Iterable[Square], ks: Iterable[int]) -> set[int]:
        """Ids of the states of squeeze `ks` that cover any of these squares."""
        size, out = self.search.mover.size, set()
        for k in ks:
            (ox, oy), n = ((0, 0), size) if not k else (SQUEEZE_OFFSETS[k], size - 1)
            for x, y in squares:
                for cx in range(n):
                    for cy in range(n):
                        ax, ay = x - ox - cx, y - oy - cy
                        if ax >= -1 and -1 <= ay < self.h:  # other anchors cover no square of the map
                            out.add(self.id(ax, ay, k))
        return out


class _BigRun:
    """Dijkstra for a big figure over the board's `_BigTable`: the same steps and tie-breaks as `_Search.moves`
    with the figures (a test checks it against that plain search), the figures turned once into the sets of state
    ids they forbid."""

    def __init__(self, board: Board, rules: MoveRules, mover: Mover, start: Square, budget: int) -> None:
        def build() -> _BigTable:
            return _BigTable(board, rules, mover.size, mover.flying)

        big_map = board.width * board.height > MAX_CACHED_SQUARES  # bounded memory: this search's own table
        self.table = table = build() if big_map else board.memo(("big-steps", rules, mover.size, mover.flying), build)
        ks = range(5) if rules.squeeze else range(1)
        self.occupied = table.over(mover.friends | mover.enemies, ks)
        blocked = table.over(mover.enemies, ks) if rules.enemies_block else set()
        # SWM-6.9 / A-10: a squeezing figure may not move next to an enemy (8-neighbourhood)
        near = {(x + dx, y + dy) for x, y in mover.enemies for dx, dy in NEIGHBOURS}
        pinched = table.over(near, ks[1:]) if not rules.squeeze_past_enemies else set()
        h = board.height
        enemies = {x * h + y for x, y in mover.enemies} if rules.enemy_extra else set()
        self.first = first = table.id(start[0], start[1], 0)
        self.best = best = {first: 0}
        self.parent: dict[int, int] = {}
        heap = [(0, first)]
        spare, extra = rules.pass_needs_spare, rules.enemy_extra
        while heap:
            cost, i = heapq.heappop(heap)
            if cost > best[i]:
                continue
            for j, step, moved, entered in table.moves(i):
                if j in blocked or (moved and j in pinched):
                    continue
                if moved and extra and any(q in enemies for q in entered):
                    step += extra  # IA L1387: entering a hostile-occupied space
                total = cost + step
                if total > budget or (spare and total == budget and j in self.occupied):
                    continue
                if total < best.get(j, budget + 1):
                    best[j] = total
                    self.parent[j] = i
                    heapq.heappush(heap, (total, j))

    def ends(self, i: int) -> bool:
        return i == self.first or (self.table.can_end(i) and i not in self.occupied)


MAX_BIG_RUNS = 16  # big figures' full searches kept per board (each up to a few thousand states)


def _big_search(board: Board, rules: MoveRules, mover: Mover, start: Square, budget: int) -> _BigRun:
    """A big figure's full search, remembered per board (pure: a function of its arguments): the move's path
    comes from the search that listed its destinations."""
    runs = board.memo(("big-runs",), dict[tuple[MoveRules, Mover, Square, int], _BigRun])
    key = (rules, mover, start, budget)
    found = runs.get(key)
    if found is None:
        if len(runs) >= MAX_BIG_RUNS:
            runs.clear()
        found = runs[key] = _BigRun(board, rules, mover, start, budget)
    return found


class _StepTable(dict[int, tuple[tuple[int, int], ...]]):
    """For a one-square figure: from a square (index x * height + y), its legal steps ignoring figures, as
    (target index, cost) in NEIGHBOURS order. Filled square by square on first use (a door that opens makes a new
    board, so only the squares a search visits are ever computed)."""

    def __init__(self, board: Board, rules: MoveRules, flying: bool) -> None:
        super().__init__()
        self.search = _Search(board, rules, Mover(flying=flying))
        self.h = board.height
        self.legal: dict[int, int] = {}  # per square, bit n set when the step NEIGHBOURS[n] is legal

    def __missing__(self, i: int) -> tuple[tuple[int, int], ...]:
        x, y, h = i // self.h, i % self.h, self.h
        steps, mask = [], 0
        for n, d in enumerate(NEIGHBOURS):
            cost = self.search.step_cost((x, y, 0), d)
            if cost is not None:
                steps.append(((x + d[0]) * h + y + d[1], cost))
                mask |= 1 << n
        self.legal[i] = mask
        self[i] = out = tuple(steps)
        return out

    def legal_steps(self, i: int) -> int:
        """The bit mask of legal steps from square index i (on the map)."""
        if i not in self.legal:
            self.__missing__(i)
        return self.legal[i]


def _run_small(
    board: Board, rules: MoveRules, mover: Mover, start: Square, budget: int, goal: Square | None = None
) -> tuple[dict[int, int], dict[int, int], set[int]]:
    """Dijkstra for a one-square figure over the cached step table (the hot path: most figures are small), in
    square indexes (x * height + y): (least costs, parents, occupied). With a `goal` it stops once the goal is
    settled (its cost and the parents back to the start are final by then: same path as the full search)."""
    table = board.memo(("steps", rules, mover.flying), lambda: _StepTable(board, rules, mover.flying))
    h = board.height
    enemies = {x * h + y for x, y in mover.enemies if board.on_map((x, y))}
    occupied = enemies | {x * h + y for x, y in mover.friends if board.on_map((x, y))}
    first = start[0] * h + start[1]
    target = -1 if goal is None else goal[0] * h + goal[1]
    if rules.enemies_block and not rules.pass_needs_spare:
        best, parent = _dijkstra_blocked(table, first, budget, enemies, target)
    else:
        best, parent = _dijkstra(table, rules, first, budget, enemies, occupied, target)
    return best, parent, occupied


def _dijkstra_blocked(
    table: _StepTable, first: int, budget: int, enemies: set[int], target: int
) -> tuple[dict[int, int], dict[int, int]]:
    """SWM's case, enemies never entered: they are seeded at cost -1, so the one test `total < best` refuses them
    as it refuses squares already reached cheaper (and a total over the budget: nothing is worth more than it)."""
    limit = budget + 1
    best = dict.fromkeys(enemies, -1)
    best[first] = 0
    get, push, pop = best.get, heapq.heappush, heapq.heappop
    parent: dict[int, int] = {}
    heap = [(0, first)]
    while heap:
        cost, i = pop(heap)
        if cost > best[i]:
            continue
        if i == target:
            break
        for j, step in table[i]:
            total = cost + step
            if total < get(j, limit):
                best[j] = total
                parent[j] = i
                push(heap, (total, j))
    return {i: c for i, c in best.items() if c >= 0}, parent


def _dijkstra(
    table: _StepTable, rules: MoveRules, first: int, budget: int, enemies: set[int], occupied: set[int], target: int
) -> tuple[dict[int, int], dict[int, int]]:
    """Any rules (IA: hostile spaces cost enemy_extra more, entering an occupied one must leave a point spare)."""
    block, extra, spare, limit = rules.enemies_block, rules.enemy_extra, rules.pass_needs_spare, budget + 1
    best = {first: 0}
    get, push, pop = best.get, heapq.heappush, heapq.heappop
    parent: dict[int, int] = {}
    heap = [(0, first)]
    while heap:
        cost, i = pop(heap)
        if cost > best[i]:
            continue
        if i == target:
            break
        for j, step in table[i]:
            total = cost + step
            if j in enemies:
                if block:
                    continue
                total += extra
            if total < get(j, limit) and not (spare and total == budget and j in occupied):
                best[j] = total
                parent[j] = i
                push(heap, (total, j))
    return best, parent


_SmallRun = tuple[dict[int, int], dict[int, int], set[int]]
MAX_SMALL_RUNS = 64  # full searches kept per board: a move's path reuses the search that listed its destinations


def _small_search(board: Board, rules: MoveRules, mover: Mover, start: Square, budget: int) -> _SmallRun:
    """The full search of `_run_small`, remembered per board (pure: a function of its arguments). A least-cost
    path found in it is the one a search bounded at the goal's cost finds: steps cost 1 or more, so squares are
    settled in (cost, index) order in both and the squares below the goal's cost get the same parents."""
    runs = board.memo(("small-runs",), dict[tuple[MoveRules, Mover, Square, int], _SmallRun])
    key = (rules, mover, start, budget)
    found = runs.get(key)
    if found is None:
        if len(runs) >= MAX_SMALL_RUNS:
            runs.clear()
        found = runs[key] = _run_small(board, rules, mover, start, budget)
    return found


def _small_ends(board: Board, rules: MoveRules) -> frozenset[int]:
    """The square indexes a one-square figure may end on, the figures aside (not a no-entry square nor a pit: Flight
    crosses pits but never ends over one), per board and rules."""

    def build() -> frozenset[int]:
        h, no_entry = board.height, rules.no_entry
        out = (x * h + y for x, y in board.squares() if board.at((x, y)) not in no_entry)
        return frozenset(i for i in out if board.at((i // h, i % h)) is not Terrain.PIT)

    return board.memo(("small-ends", rules.no_entry), build)


def _small_end(board: Board, rules: MoveRules, i: int, first: int, occupied: set[int]) -> bool:
    """May a one-square figure end its move on square index `i` (its start always)?"""
    return i == first or (i in _small_ends(board, rules) and i not in occupied)


def _check(board: Board, start: Square, budget: int, mover: Mover) -> None:
    if not 0 <= budget <= MAX_BUDGET:
        raise ValueError(f"movement of {budget} is out of range; allowed 0 to {MAX_BUDGET}")
    if mover.size not in (1, 2, 3, 4):
        raise ValueError(f"figure size {mover.size} is not supported; allowed 1 to 4 (squares per side)")
    if not all(board.on_map(sq) for sq in footprint(start, mover.size)):
        raise ValueError(f"a size-{mover.size} figure at {start} does not fit on the {board.width}x{board.height} map")


def reachable(
    board: Board, rules: MoveRules, start: Square, budget: int, mover: Mover | None = None
) -> dict[Square, int]:
    """Every anchor where the figure may end a move of at most `budget` points, with its least cost."""
    mover = mover or Mover()
    _check(board, start, budget, mover)
    if mover.size == 1:
        costs, _, occupied = _small_search(board, rules, mover, start, budget)
        h, first, ends = board.height, start[0] * board.height + start[1], _small_ends(board, rules)
        return {(i // h, i % h): costs[i] for i in sorted(costs) if i == first or (i in ends and i not in occupied)}
    run = _big_search(board, rules, mover, start, budget)
    states = ((run.table.state(i), c) for i, c in sorted(run.best.items()) if run.ends(i))
    return {(x, y): c for (x, y, _), c in states}  # ends are unsqueezed: one state an anchor


def shortest_path(
    board: Board, rules: MoveRules, start: Square, goal: Square, mover: Mover | None = None, budget: int = MAX_BUDGET
) -> Path | None:
    """A least-cost legal move from start to goal (ending legally there), or None. Ties are broken the same way
    every time (the fixed neighbour order and the ordered heap)."""
    mover = mover or Mover()
    _check(board, start, budget, mover)
    if mover.size == 1:
        runs = board.memo(("small-runs",), dict[tuple[MoveRules, Mover, Square, int], _SmallRun])
        run = runs.get((rules, mover, start, budget)) or _run_small(board, rules, mover, start, budget, goal)
        costs, links, occupied = run
        h, at, to = board.height, start[0] * board.height + start[1], goal[0] * board.height + goal[1]
        if not board.on_map(goal) or to not in costs or not _small_end(board, rules, to, at, occupied):
            return None
        chain = [to]
        while chain[-1] != at:
            chain.append(links[chain[-1]])
        squares = tuple((i // h, i % h) for i in reversed(chain))
        return Path(squares, (False,) * len(squares), costs[to])
    big = _big_search(board, rules, mover, start, budget)
    end = big.table.id(goal[0], goal[1], 0)
    if not board.on_map(goal) or end not in big.best or not big.ends(end):
        return None
    chain = [end]
    while chain[-1] != big.first:
        chain.append(big.parent[chain[-1]])
    states = [big.table.state(i) for i in reversed(chain)]
    return Path(tuple((s[0], s[1]) for s in states), tuple(bool(s[2]) for s in states), big.best[end])


def path_cost(board: Board, rules: MoveRules, squares: Iterable[Square], mover: Mover | None = None) -> int:
    """The cost of a declared path of single steps (size-1 or unsqueezed figures); IllegalStep names the bad step.
    Players may declare any legal path, not only a shortest one (sw-miniatures.md §6)."""
    mover = mover or Mover()
    search = _Search(board, rules, mover)
    path = list(squares)
    if not path:
        raise IllegalStep("an empty path: name the start square first")
    total = 0
    for i, (a, b) in enumerate(pairwise(path), start=1):
        d = (b[0] - a[0], b[1] - a[1])
        if d not in NEIGHBOURS:
            raise IllegalStep(f"step {i}: {a} -> {b} is not a move to a neighbouring square")
        cost = search.step_cost((a[0], a[1], 0), d)
        if cost is None:
            raise IllegalStep(f"step {i}: {a} -> {b} is blocked (wall, door, corner, terrain or an enemy)")
        total += cost
        if rules.pass_needs_spare and search.passing((b[0], b[1], 0)) and i == len(path) - 1:
            raise IllegalStep(f"step {i}: the move may not end on another figure at {b}")
    if len(path) > 1 and not search.can_end((path[-1][0], path[-1][1], 0)):
        raise IllegalStep(f"the move may not end at {path[-1]}: the square is occupied or cannot be stood on")
    return total


def distances(board: Board, rules: MoveRules, sources: Iterable[Square], limit: int = MAX_BUDGET) -> dict[Square, int]:
    """Counting distance from the nearest source square (SWM-6.11 with A-13; IA L1140-1148): movement step costs,
    no terrain or figure cost, stopped by walls, closed doors, corners as for movement and count_blocked squares."""
    best: dict[Square, int] = {}
    heap: list[tuple[int, Square]] = []
    for sq in sorted(set(sources)):
        if board.on_map(sq):
            best[sq] = 0
            heap.append((0, sq))
    heapq.heapify(heap)
    while heap:
        cost, sq = heapq.heappop(heap)
        if cost > best[sq]:
            continue
        for dx, dy in NEIGHBOURS:
            nxt = (sq[0] + dx, sq[1] + dy)
            if not board.on_map(nxt) or board.at(nxt) in rules.count_blocked:
                continue
            if dx and dy:
                if not diagonal_open(board, sq, nxt, rules.corner_rule, rules.count_blocked):
                    continue
                total = cost + rules.diagonal_cost
            elif board.closed(edge_between(sq, nxt)):
                continue
            else:
                total = cost + rules.orthogonal_cost
            if total <= limit and total < best.get(nxt, limit + 1):
                best[nxt] = total
                heapq.heappush(heap, (total, nxt))
    return best


def nearest(
    board: Board, rules: MoveRules, source: Iterable[Square], candidates: Mapping[str, Iterable[Square]]
) -> tuple[list[str], int | None]:
    """The candidates at the least counting distance from the source footprint, all ties (A-14), names sorted;
    and that distance. Unreachable candidates never count. Filter the candidates first (e.g. to those in line of
    sight, A-15)."""
    dist = distances(board, rules, source)
    found: dict[str, int] = {}
    for name in sorted(candidates):
        ds = [dist[sq] for sq in candidates[name] if sq in dist]
        if ds:
            found[name] = min(ds)
    if not found:
        return [], None
    low = min(found.values())
    return [n for n in sorted(found) if found[n] == low], low


def zone_squares(board: Board, rules: MoveRules, name: str) -> tuple[Square, ...]:
    """A named area, or a zone "within N squares of the door(s) named X" (sw-miniatures.md §5, A-4: counted as
    movement, walls respected; the square behind the door is 1 away), as squares one may stand on, row order.
    Kept per board (boards are immutable): every deployment prompt asks it, and counting it took most of decoding a
    stored SWM match in set-up (issue 17)."""
    return board.memo(("zone_squares", rules, name), lambda: _zone_squares(board, rules, name))


def _zone_squares(board: Board, rules: MoveRules, name: str) -> tuple[Square, ...]:
    for zone, anchor, within in board.anchored:
        if zone == name:
            inner = []
            for door in board.door(anchor):
                x1, y1, x2, _ = door.edge
                inner += [(x1 - 1, y1), (x1, y1)] if x1 == x2 else [(x1, y1 - 1), (x1, y1)]
            dist = distances(board, rules, [sq for sq in inner if board.on_map(sq)], within - 1)
            return tuple(sorted((sq for sq in dist if board.at(sq) not in rules.no_entry), key=lambda s: (s[1], s[0])))
    return board.area(name)
