"""Line of sight and cover on the grid. SWM: sw-miniatures.md §2.8 (SWM-8.1..8.4, A-16; seed lines 76-88 and
133-138 of sw-miniatures-rules-ru.txt). IA: imperial-assault.md §4 (RRG L1156-1171, Appendix I L1642-1675)."""

from __future__ import annotations

from bot.games.grid import parse
from bot.games.grid.board import Board, Terrain
from bot.games.grid.mapfile import load_map
from bot.games.grid.movement import IA_RULES, SWM_RULES
from bot.games.grid.sight import (
    IA_SIGHT,
    SWM_SIGHT,
    ia_clear,
    ia_line_of_sight,
    ia_sight_lines,
    swm_clear,
    swm_crosses,
    swm_has_cover,
    swm_line_of_sight,
    swm_sight_line,
)
from bot.games.grid.trace import trace

ROOM = """
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


def board(text: str = ROOM) -> Board:
    return parse(text)


def test_trace_is_exact_integer_geometry() -> None:
    t = trace((0, 0), (4, 2))
    assert t.cells == ((0, 0), (1, 0), (2, 1), (3, 1))
    assert t.points == ((2, 1),)  # passes exactly through a square corner
    assert sorted(t.crossed) == [(1, 0, 1, 1), (3, 1, 3, 2)]
    assert trace((2, 0), (2, 3)).along == ((2, 0, 2, 1), (2, 1, 2, 2), (2, 2, 2, 3))
    assert trace((3, 1), (0, 0)) == trace((0, 0), (3, 1))


def test_swm_8_1_open_ground_low_objects_difficult_pits_and_characters_do_not_block() -> None:
    # Seed line 79: "Персонажи, Low объекты, сложный рельеф и ямы не блокируют линию прицеливания."
    b = board("""
+-+-+-+-+-+-+
|. . . . . .|
+ + + + + + +
|. l d p . .|
+ + + + + + +
|. l d p . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
""")
    assert swm_line_of_sight(b, SWM_SIGHT, [(0, 1)], [(5, 2)])
    assert swm_sight_line(b, SWM_SIGHT, [(0, 2)], [(5, 1)]) is not None


WALLED = """
+-+-+-+-+-+-+
|. . . . . .|
+ + + + + + +
|. . .|. . .|
+ + + + + + +
|. . .|. . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
"""


def test_swm_8_1_a_wall_blocks_and_lines_touching_its_end_are_blocked() -> None:
    b = board(WALLED)  # a wall on x = 3 from y = 1 to y = 3
    assert not swm_line_of_sight(b, SWM_SIGHT, [(1, 1)], [(5, 2)])  # every line crosses or touches the wall
    assert swm_line_of_sight(b, SWM_SIGHT, [(0, 0)], [(5, 0)])  # above the wall's end
    # "Если линия идет вдоль стены или касается угла - считается блокированной": a line through the wall's end
    # point (3, 1) is blocked in SWM; in IA it may touch the end of a wall (Appendix I #10-11).
    assert trace((1, 0), (5, 2)).points == ((3, 1),)
    assert not swm_clear(b, SWM_SIGHT, (1, 0), (0, 0), (5, 2), (4, 1))
    assert ia_clear(b, IA_SIGHT, (1, 0), (5, 2), frozenset())
    # Running along the wall: blocked in SWM, allowed in IA (#8-9).
    assert not swm_clear(b, SWM_SIGHT, (3, 0), (2, 0), (3, 4), (2, 3))
    assert ia_clear(b, IA_SIGHT, (3, 0), (3, 4), frozenset())


def test_swm_a_line_may_not_start_on_a_wall_end_and_leave_to_its_far_side() -> None:
    # Attacker (0, 0), target (1, 0), a wall on the edge between them only: every straight line from a point of
    # the attacker's square to one of the target's crosses the wall or touches its end, so no line of sight.
    b = board("""
+-+-+-+
|.|. .|
+ + + +
|. . .|
+-+-+-+
""")
    assert not swm_line_of_sight(b, SWM_SIGHT, [(0, 0)], [(1, 0)])
    assert not swm_line_of_sight(b, SWM_SIGHT, [(0, 0)], [(2, 0)])
    assert swm_line_of_sight(b, SWM_SIGHT, [(0, 0)], [(1, 1)])


def test_swm_6_7_and_8_1_closed_doors_block_open_doors_do_not() -> None:
    closed = board("+-+-+-+\n|.D. .|\n+-+-+-+\n")
    assert not swm_line_of_sight(closed, SWM_SIGHT, [(0, 0)], [(2, 0)])
    opened = closed.with_door((1, 0, 1, 1), True)
    assert swm_line_of_sight(opened, SWM_SIGHT, [(0, 0)], [(2, 0)])


def test_swm_8_1_big_objects_block() -> None:
    b = board("""
+-+-+-+-+-+
|. . . . .|
+ + + + + +
|. . # . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+
""")
    assert not swm_line_of_sight(b, SWM_SIGHT, [(0, 1)], [(4, 1)])
    assert swm_line_of_sight(b, SWM_SIGHT, [(0, 0)], [(4, 0)])
    # A line through the blocking square's corner point (2, 1) touches it: blocked.
    assert not swm_clear(b, SWM_SIGHT, (0, 0), (0, 0), (4, 2), (3, 1))  # through (2, 1), its corner


COVER = """
+-+-+-+-+-+-+
|. . . . . .|
+ + + + + + +
|. . . l . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
"""


def test_swm_8_2_a_low_object_between_gives_cover_and_not_next_to_the_attacker() -> None:
    b = board(COVER)  # low object at (3, 1)
    assert swm_has_cover(b, SWM_SIGHT, SWM_RULES, [(1, 1)], [(5, 1)])
    # SWM-8.3: the attacker standing next to the low object looks over it.
    assert not swm_has_cover(b, SWM_SIGHT, SWM_RULES, [(2, 1)], [(5, 1)])
    # Well off the line: no cover.
    assert not swm_has_cover(b, SWM_SIGHT, SWM_RULES, [(0, 0)], [(5, 0)])
    # Cover +4 does not block LOS (SWM-8.1: low objects do not block).
    assert swm_line_of_sight(b, SWM_SIGHT, [(1, 1)], [(5, 1)])


def test_swm_8_2_characters_give_cover_and_an_adjacent_enemy_never_has_cover() -> None:
    b = board(ROOM)
    assert swm_has_cover(b, SWM_SIGHT, SWM_RULES, [(0, 1)], [(4, 1)], others=[(2, 1)])
    assert not swm_has_cover(b, SWM_SIGHT, SWM_RULES, [(0, 1)], [(4, 1)], others=[(2, 3)])
    assert not swm_has_cover(b, SWM_SIGHT, SWM_RULES, [(3, 1)], [(4, 1)], others=[(3, 2)])
    low_target = board(COVER)
    assert not swm_has_cover(low_target, SWM_SIGHT, SWM_RULES, [(2, 2)], [(3, 1)])  # adjacent: never


def test_swm_8_2_touching_is_not_crossing() -> None:
    # Seed line 83: a line along, or touching the edge of, a cover square gives no cover.
    b = board(ROOM)
    # Along the top edge of square (1, 1): touching.
    assert not swm_crosses(b, SWM_SIGHT, (0, 1), (0, 0), (4, 1), (3, 0), frozenset({(1, 1)}))
    assert swm_crosses(b, SWM_SIGHT, (0, 1), (0, 1), (4, 2), (3, 1), frozenset({(1, 1)}))
    # Through the corner point (3, 2) shared by squares (3, 1) and (2, 2): touching both, crossing neither.
    assert trace((1, 1), (5, 3)).points == ((3, 2),)
    assert not swm_crosses(b, SWM_SIGHT, (1, 1), (0, 0), (5, 3), (4, 2), frozenset({(3, 1), (2, 2)}))
    assert swm_crosses(b, SWM_SIGHT, (1, 1), (0, 0), (5, 3), (4, 2), frozenset({(2, 1)}))


SHORT_WALL = """
+-+-+-+-+-+
|. . . . .|
+ + + + + +
|. .|. . .|
+ + + + + +
|. . . . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+
"""


def test_swm_8_4_a_wall_gives_cover_when_it_does_not_block_entirely() -> None:
    b = board(SHORT_WALL)  # one wall edge on x = 2 from y = 1 to y = 2
    # Target (3, 2): seen past the wall's top end ((1, 0) -> (4, 2) passes above it), but from every attacker
    # corner some line to a target corner crosses the wall.
    assert swm_sight_line(b, SWM_SIGHT, [(0, 0)], [(3, 2)]) is not None
    assert swm_has_cover(b, SWM_SIGHT, SWM_RULES, [(0, 0)], [(3, 2)])
    assert not swm_has_cover(b, SWM_SIGHT, SWM_RULES, [(0, 0)], [(3, 0)])
    # Straight behind it, the wall blocks sight entirely.
    assert not swm_line_of_sight(b, SWM_SIGHT, [(0, 1)], [(3, 1)])


def test_swm_8_3_a_large_attacker_looks_over_low_objects_next_to_any_of_its_squares() -> None:
    b = board(COVER)  # low object at (3, 1)
    assert swm_has_cover(b, SWM_SIGHT, SWM_RULES, [(1, 0)], [(5, 1)])
    assert not swm_has_cover(b, SWM_SIGHT, SWM_RULES, [(1, 0), (2, 0), (1, 1), (2, 1)], [(5, 1)])


def test_the_digest_map_central_block_stops_sight_across_the_room() -> None:
    b = load_map("swm", "test-corridor")
    assert b.at((6, 4)) is Terrain.PIT
    assert not swm_line_of_sight(b, SWM_SIGHT, [(4, 4)], [(9, 5)])  # through the walled pit block
    assert swm_line_of_sight(b, SWM_SIGHT, [(1, 2)], [(12, 2)])
    assert swm_has_cover(b, SWM_SIGHT, SWM_RULES, [(1, 1)], [(12, 1)])  # low object (5, 1) on the way


# --- Imperial Assault (Appendix I) ---

IA_BOARD = """
+-+-+-+-+-+-+
|. . . . . .|
+ + + + + + +
|. . # . . .|
+ + + + + + +
|. . . # . .|
+ + + + + + +
|. . . . . .|
+-+-+-+-+-+-+
"""


def test_ia_appendix_i_16_no_line_through_a_pinch_of_blocking_squares() -> None:
    b = board(IA_BOARD)  # blocking at (2, 1) and (3, 2), meeting at the corner point (3, 2)
    assert not ia_clear(b, IA_SIGHT, (1, 3), (5, 1), frozenset())  # through (3, 2) between them
    assert ia_clear(b, IA_SIGHT, (0, 0), (6, 0), frozenset())


def test_ia_appendix_i_14_and_17_figures_block_but_never_pinch() -> None:
    b = board(ROOM)
    assert not ia_clear(b, IA_SIGHT, (0, 1), (6, 2), frozenset({(3, 1)}))  # through a figure's square
    # #17: through the corner point between two figures' squares.
    assert trace((1, 0), (5, 4)).points == ((2, 1), (3, 2), (4, 3))
    assert ia_clear(b, IA_SIGHT, (1, 0), (5, 4), frozenset({(3, 1), (2, 2)}))


def test_ia_two_lines_to_one_edge_where_a_single_line_would_see() -> None:
    # A figure at (2, 1) hides most of the target at (4, 2): from the attacker's corners, one line reaches a
    # target corner, but no corner has two clear lines to the two ends of one target edge.
    b = board(ROOM)
    figures = [(3, 2), (3, 1)]
    single = any(
        ia_clear(b, IA_SIGHT, p, q, frozenset(figures))
        for p in ((0, 2), (1, 2), (0, 3), (1, 3))
        for q in ((4, 2), (5, 2), (4, 3), (5, 3))
    )
    assert single
    assert ia_sight_lines(b, IA_SIGHT, [(0, 2)], (4, 2), figures) is None
    assert ia_sight_lines(b, IA_SIGHT, [(0, 2)], (4, 2), []) is not None
    # Adjacent figures always see each other (L1169).
    assert ia_line_of_sight(b, IA_SIGHT, IA_RULES, [(3, 2)], (4, 2), figures)


def test_ia_appendix_i_6_across_a_wall_figures_see_but_are_not_adjacent() -> None:
    b = board(WALLED)
    assert ia_line_of_sight(b, IA_SIGHT, IA_RULES, [(2, 1)], (3, 1))
    assert not swm_line_of_sight(b, SWM_SIGHT, [(2, 1)], [(3, 1)])
