"""Figures that do not move like a plain small figure: large bases (RRG L747-761, Appendix II #6-#12), Massive
(L859-873), and the fixed moves every figure can be given: "move X spaces" (L310), push (L906-916), place
(L1173-1182).

A figure's pose is (x, y, w, h): the top-left space of its base and the base's width and height in spaces, so a
1x2 base stands as (x, y, 1, 2) or, turned, (x, y, 2, 1). Small figures are (x, y, 1, 1).

The rules chosen here (docs/ia.md, "Readings we chose"):
- a large figure steps orthogonally only (L752), the whole base one space per MP; it may spend 1 MP to turn a 1x2
  or 2x3 base by 90 degrees, still covering at least half of the spaces it covered (L753, Appendix II #10);
- the extra costs (+1 hostile figure, +1 difficult terrain) count once per MP spent, for the spaces the base newly
  covers (L755; digest §3.8 recommendation), a turn included (it spends an MP and the base enters new spaces);
- no step may cross a wall or a closed door with any part of the base, and no base may straddle one;
- blocking and impassable spaces may not be entered, except by Massive and Mobile figures (L865, L1030);
- a Massive figure pays no extra costs, never enters a space holding another Massive figure (L866-867) and may
  end on other figures and on blocking terrain; those figures are then pushed to the nearest empty space
  (L868-869, in flow.py);
- "move X spaces" and push (with `free`): every step counts 1 whatever it enters, the base never turns (L754,
  L310, L912); a small figure may step diagonally, a large one may not.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable
from dataclasses import dataclass
from math import ceil

from bot.games.grid import Board, Square, Terrain, edge_between
from bot.games.grid.movement import diagonal_open

Pose = tuple[int, int, int, int]
ORTHOGONAL = ((0, -1), (-1, 0), (1, 0), (0, 1))
DIAGONAL = ((-1, -1), (1, -1), (-1, 1), (1, 1))
NO_ENTRY = (Terrain.BLOCKING, Terrain.PIT)  # blocking and impassable spaces (L135, L822)


def cover(pose: Pose) -> tuple[Square, ...]:
    """The spaces a base covers, row by row."""
    x, y, w, h = pose
    if w == h == 1:
        return ((x, y),)
    return tuple((x + i, y + j) for j in range(h) for i in range(w))


@dataclass(frozen=True)
class Walker:
    """Who moves and what is around it (squares of the other figures, the mover's own excluded)."""

    friends: frozenset[Square] = frozenset()
    enemies: frozenset[Square] = frozenset()
    massive_at: frozenset[Square] = frozenset()  # spaces of the other Massive figures (L867)
    massive: bool = False
    mobile: bool = False
    rotate: bool = True  # False: pushed or moved a set number of spaces (L754)
    free: bool = False  # True: every step counts 1 (move X spaces, push: L310, L912)

    @property
    def ignores_terrain(self) -> bool:
        return self.massive or self.mobile


def may_cover(board: Board, pose: Pose, walker: Walker) -> bool:
    """May the base stand on these spaces at all (in passing): on the map, not in blocking or impassable terrain
    (Massive and Mobile excepted), not straddling a wall or a closed door, not on another Massive figure."""
    squares = cover(pose)
    for sq in squares:
        if not board.on_map(sq):
            return False
        if board.at(sq) in NO_ENTRY and not walker.ignores_terrain:
            return False
        if walker.massive and sq in walker.massive_at:
            return False
    x, y, w, h = pose
    for i in range(w):
        for j in range(h):
            if i + 1 < w and board.closed(edge_between((x + i, y + j), (x + i + 1, y + j))):
                return False
            if j + 1 < h and board.closed(edge_between((x + i, y + j), (x + i, y + j + 1))):
                return False
    return True


def turns(pose: Pose) -> list[Pose]:
    """The poses a 90-degree turn may give: the other orientation covering at least half of the spaces covered
    before (L753, Appendix II #10). None for square bases (the turn would change nothing)."""
    x, y, w, h = pose
    if w == h:
        return []
    old = set(cover(pose))
    need = ceil(w * h / 2)
    out = []
    for ny in range(y - w + 1, y + h):
        for nx in range(x - h + 1, x + w):
            new = (nx, ny, h, w)
            if sum(1 for sq in cover(new) if sq in old) >= need:
                out.append(new)
    return out


def _entry_cost(board: Board, old: tuple[Square, ...], new: Pose, walker: Walker) -> int | None:
    """The MP of one step or turn into `new` (L755: each extra cost once per MP), None when it may not."""
    if not may_cover(board, new, walker):
        return None
    if walker.free or walker.ignores_terrain:
        return 1
    entered = [sq for sq in cover(new) if sq not in old]
    cost = 1
    if any(board.at(sq) is Terrain.DIFFICULT for sq in entered):
        cost += 1
    if any(sq in walker.enemies for sq in entered):
        cost += 1
    return cost


def steps(board: Board, pose: Pose, walker: Walker) -> list[tuple[int, Pose]]:
    """Every single move from `pose` with its MP: steps (diagonal only for a small base, past an open corner,
    Appendix II #5), then turns."""
    x, y, w, h = pose
    old = cover(pose)
    small = w == h == 1
    out: list[tuple[int, Pose]] = []
    for dx, dy in ORTHOGONAL + (DIAGONAL if small else ()):
        new = (x + dx, y + dy, w, h)
        if dx and dy:
            solid = frozenset() if walker.ignores_terrain else frozenset(NO_ENTRY)
            if not diagonal_open(board, (x, y), (x + dx, y + dy), "pinch", solid):
                continue
        elif any(board.closed(edge_between(sq, (sq[0] + dx, sq[1] + dy))) for sq in old):
            continue
        cost = _entry_cost(board, old, new, walker)
        if cost is not None:
            out.append((cost, new))
    if walker.rotate:
        for new in turns(pose):
            cost = _entry_cost(board, old, new, walker)
            if cost is not None:
                out.append((cost, new))
    return out


def search(board: Board, start: Pose, budget: int, walker: Walker) -> dict[Pose, int]:
    """Least MP to every pose reachable with `budget` (Dijkstra; ties in a fixed order). A pose overlapping
    another figure may be passed through, never entered with the last MP (L309-313), except by a Massive figure,
    which may end there, and in a free move (only its end is checked)."""
    occupied = walker.friends | walker.enemies
    best = {start: 0}
    heap = [(0, start)]
    spare = not (walker.massive or walker.free)
    while heap:
        cost, pose = heapq.heappop(heap)
        if cost > best[pose]:
            continue
        for step, new in steps(board, pose, walker):
            total = cost + step
            if total > budget:
                continue
            if spare and total == budget and any(sq in occupied for sq in cover(new)):
                continue
            if total < best.get(new, budget + 1):
                best[new] = total
                heapq.heappush(heap, (total, new))
    return best


def may_end(board: Board, pose: Pose, walker: Walker) -> bool:
    """May a move end here: no other figure under the base (a Massive figure may: it pushes them, L868), and
    for a figure that ignores no terrain no blocking or impassable space (already refused in passing)."""
    if walker.massive and not walker.free:
        return True
    occupied = walker.friends | walker.enemies
    return not any(sq in occupied for sq in cover(pose))


def ends(board: Board, start: Pose, budget: int, walker: Walker) -> dict[Pose, int]:
    """Every pose other than the start where a move of at most `budget` MP (or spaces) may end, with its cost."""
    found = search(board, start, budget, walker)
    return {p: c for p, c in sorted(found.items()) if p != start and may_end(board, p, walker)}


def fits(board: Board, pose: Pose, taken: Iterable[Square], walker: Walker | None = None) -> bool:
    """May a figure be put (deployed or placed) on this pose: standable spaces, none of them taken (L1179)."""
    blocked = set(taken)
    return may_cover(board, pose, walker or Walker()) and not any(sq in blocked for sq in cover(pose))


def placements(
    board: Board, space: Square, base: tuple[int, int], taken: Iterable[Square], walker: Walker | None = None
) -> list[Pose]:
    """Poses of a base that cover `space` and fit (Appendix II #11-12: part of the base on the named space, the
    player orients the rest): the base as printed first, then turned, each by anchor in row order."""
    w, h = base
    blocked = frozenset(taken)
    out: list[Pose] = []
    for bw, bh in ((w, h), (h, w)) if w != h else ((w, h),):
        for ay in range(space[1] - bh + 1, space[1] + 1):
            for ax in range(space[0] - bw + 1, space[0] + 1):
                pose = (ax, ay, bw, bh)
                if fits(board, pose, blocked, walker):
                    out.append(pose)
    return out
