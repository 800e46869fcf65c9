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

from collections.abc import Iterable
from dataclasses import dataclass

from bot.games.grid import IA_RULES, IA_SIGHT, Board, Point, Square, figures_adjacent, ia_sight_lines
from bot.games.grid.movement import distances


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
    blockers = () if massive else tuple(others)
    exempt = (target,) if target_in_terrain else ()
    lines = ia_sight_lines(board, IA_SIGHT, [attacker], target, blockers, exempt)
    adjacent = figures_adjacent(board, IA_RULES, [attacker], [target])
    return Sight(adjacent or lines is not None, adjacent, lines)


def counted(board: Board, start: Square, goal: Square, limit: int = 60) -> int | None:
    """Spaces counted from start to goal (L1140-1148): like movement with no extra costs, never through walls,
    doors or blocking terrain; None when the count cannot reach it within `limit`."""
    return distances(board, IA_RULES, [start], limit).get(goal)
