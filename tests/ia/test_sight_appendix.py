"""Imperial Assault line of sight: every example of Appendix I (RRG L1642-1675) as a position, plus the rule text
(L1156-1171). The diagrams are not in the text we have, so each example is rebuilt from its caption on small maps
of our own. Coordinates: square (x, y), corners are lattice points (docs/grid.md)."""

from __future__ import annotations

from bot.games.grid import IA_RULES, IA_SIGHT, Board, figures_adjacent, parse
from bot.games.grid.sight import ia_clear, ia_sight_lines
from bot.games.ia.sight import counted, line_of_sight

OPEN = """
+-+-+-+-+-+-+
|. . . . . .|
+ + + + + + +
|. . . . . .|
+ + + + + + +
|. . . . . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
"""

# A wall on the edge x=3 beside rows 1 and 2, a closed door on the edge y=2 under square (1, 1), blocking (4, 0).
FEATURES = """
+-+-+-+-+-+-+
|. . . . # .|
+ + + + + + +
|. . .|. . .|
+ +D+ + + + +
|. . .|. . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
"""


def board(text: str) -> Board:
    return parse(text)


def line(b: Board, p: tuple[int, int], q: tuple[int, int], figures: set[tuple[int, int]] | None = None) -> bool:
    return ia_clear(b, IA_SIGHT, p, q, frozenset(figures or set()))


def test_appendix_1_only_whole_wall_edges_block() -> None:
    # L1166: a wall blocks only along a whole edge. Maps store walls as whole edges, so a partial wall is simply
    # not there: the line through the edge x=3 at row 0 (no wall) passes, the same line one row lower does not.
    b = board(FEATURES)
    assert line(b, (2, 0), (4, 1))  # crosses x=3 at y=0.5: no wall on edge (3,0)-(3,1)
    assert not line(b, (2, 1), (4, 2))  # crosses x=3 at y=1.5: the wall on edge (3,1)-(3,2)


def test_appendix_2_3_seen_without_seeing_and_a_single_line_is_not_enough() -> None:
    # A figure at (2, 1) stands just below-right of the attacker A (1, 0). A sees T (5, 3): from its corner (2, 0)
    # to both ends of T's top edge the lines only touch the figure's corner (#17).
    b = board(OPEN)
    fig = [(2, 1)]
    assert line_of_sight(b, (1, 0), (5, 3), fig).lines == ((2, 0), (5, 3), (6, 3))
    # T does not see A (#2, #3): every line to A's corner (2, 1) or (1, 0) enters the figure's square.
    assert not line_of_sight(b, (5, 3), (1, 0), fig).visible
    # A single corner-to-corner line from T to A is clear, (5, 3) -> (2, 0): a one-line check would say "visible";
    # the RRG needs two lines to the two ends of ONE edge, and no edge of A has both ends clear.
    assert line(b, (5, 3), (2, 0), set(fig))
    assert not line(b, (5, 3), (1, 0), set(fig)) and not line(b, (5, 3), (2, 1), set(fig))


def test_appendix_4_the_two_lines_may_not_lie_on_each_other() -> None:
    # A at (0, 0), T at (4, 0), figures at (2, 0) and (2, 1). The only pairs of clear lines run along y=0 from
    # (1, 0) to (4, 0) and (5, 0): one lies on the other (they "intersect"), so there is no line of sight.
    b = board(OPEN)
    figs = {(2, 0), (2, 1)}
    assert line(b, (1, 0), (4, 0), figs) and line(b, (1, 0), (5, 0), figs)
    assert ia_sight_lines(b, IA_SIGHT, [(0, 0)], (4, 0), figs) is None
    assert not line_of_sight(b, (0, 0), (4, 0), figs).visible


def test_appendix_5_a_line_may_cross_the_target_figure() -> None:
    # From (1, 1) to the far corner (4, 3) of T (3, 2) the line runs through T's own square: allowed.
    b = board(OPEN)
    assert line(b, (1, 1), (4, 3))
    assert not line(b, (1, 1), (4, 3), {(3, 2)})  # the same square held by another figure would block
    assert ia_sight_lines(b, IA_SIGHT, [(0, 0)], (3, 2), [(3, 2)]) is not None  # the target never blocks itself


def test_appendix_6_figures_across_a_wall_see_each_other_but_are_not_adjacent() -> None:
    b = board(FEATURES)
    a, t = (2, 1), (3, 1)  # the wall on edge x=3 between them
    assert line_of_sight(b, a, t).visible and not line_of_sight(b, a, t).adjacent
    assert not figures_adjacent(b, IA_RULES, [a], [t])  # L663: no melee across the wall without Reach
    assert counted(b, a, t) == 2  # counting goes round the wall end: diagonally to (3, 0), then down (L1146)


def test_appendix_7_a_line_may_cross_the_attacker_itself() -> None:
    # From A (1, 1)'s bottom-left corner (1, 2) to T (4, 1): the line to (4, 1) starts across A's own square.
    b = board(OPEN)
    assert line(b, (1, 2), (4, 1))
    assert ia_sight_lines(b, IA_SIGHT, [(1, 1)], (4, 1), [(1, 1)]) is not None  # the attacker never blocks


def test_appendix_8_9_lines_may_run_along_walls_doors_and_blocking_squares() -> None:
    b = board(FEATURES)
    assert line(b, (3, 1), (3, 3))  # along the wall x=3
    assert line(b, (0, 2), (3, 2))  # along the closed door on edge (1,2)-(2,2)
    assert line(b, (4, 1), (6, 1))  # along the bottom of the blocking square (4, 0)


def test_appendix_10_11_lines_may_touch_a_wall_end_or_a_blocking_corner() -> None:
    b = board(FEATURES)
    assert line(b, (2, 0), (4, 2))  # through (3, 1), the top end of the wall
    assert line(b, (6, 2), (2, 0))  # through (4, 1), the bottom-left corner of the blocking square (4, 0)


def test_appendix_12_to_15_doors_walls_figures_and_blocking_terrain_block() -> None:
    b = board(FEATURES)
    assert not line(b, (1, 1), (2, 3))  # #12 crosses the closed door on (1,2)-(2,2)
    assert not line(b, (2, 2), (4, 1))  # #13 crosses the wall on (3,1)-(3,2)
    assert not line(b, (0, 3), (6, 4), {(2, 3)}) and line(b, (0, 3), (6, 4))  # #14 through a figure square
    assert not line(b, (3, 0), (6, 1))  # #15 through the blocking square (4, 0)
    opened = b.with_door(b.doors[0].edge, True)
    assert line(opened, (1, 1), (2, 3))  # an opened door is gone (L293)


PINCH = """
+-+-+-+-+-+
|. . . . .|
+ + + + + +
|. # . . .|
+ + +-+ + +
|. . . . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+
"""


def test_appendix_16_no_line_through_a_diagonal_of_a_wall_and_blocking_terrain() -> None:
    # Blocking (1, 1) up-left of point (2, 2); a wall on edge (2,2)-(3,2) to its right: both sides solid.
    b = board(PINCH)
    assert not line(b, (1, 3), (3, 1))  # through (2, 2) between them
    no_wall = board(PINCH.replace("+ + +-+ + +", "+ + + + + +"))
    assert line(no_wall, (1, 3), (3, 1))  # blocking on one side only: no pinch without the wall
    assert line(b, (1, 3), (2, 2))  # ending at the point is touching, not passing


def test_appendix_17_a_line_may_pass_between_a_figure_and_a_wall_blocking_or_figure() -> None:
    b = board(PINCH)
    # Point (2, 2): blocking up-left, a figure at (2, 2) down-right: figures never pinch.
    assert line(b, (1, 3), (3, 1), set()) is False  # the wall + blocking pinch (#16) still blocks
    open_b = board(OPEN)
    assert line(open_b, (1, 3), (3, 1), {(1, 1), (2, 2)})  # figure + figure at point (2, 2)
    c = board(FEATURES)
    assert line(c, (6, 2), (2, 0), {(3, 1)})  # blocking (4, 0) and a figure (3, 1) meet at point (4, 1)


def test_l1169_adjacent_figures_always_see_each_other() -> None:
    b = board(OPEN)
    s = line_of_sight(b, (1, 1), (2, 2), [(1, 2), (2, 1)])  # both flanks held by figures
    assert s.visible and s.adjacent


def test_l867_massive_ignores_figures_and_a_massive_target_in_blocking_terrain_is_seen() -> None:
    b = board(OPEN)
    fig = [(2, 1)]
    assert not line_of_sight(b, (5, 3), (1, 0), fig).visible
    assert line_of_sight(b, (5, 3), (1, 0), fig, massive=True).visible
    c = board(FEATURES)
    assert not line_of_sight(c, (2, 0), (4, 0)).adjacent
    # A line to the far corner (5, 1) of a Mobile figure standing in the blocking square (4, 0) runs through that
    # square: blocked by the terrain, unless the terrain is exempt for that target (L1032).
    assert not ia_clear(c, IA_SIGHT, (2, 0), (5, 1), frozenset())
    assert ia_clear(c, IA_SIGHT, (2, 0), (5, 1), frozenset(), frozenset({(4, 0)}))
    assert line_of_sight(c, (1, 0), (4, 0), target_in_terrain=True).visible
