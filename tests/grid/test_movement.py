"""Movement and counting on the grid with each game's parameters. Rule ids: sw-miniatures.md §2.6 (SWM-6.x, seed
lines 64-72 of sw-miniatures-rules-ru.txt) and imperial-assault.md §3 (RRG L304-318, L659-668, L1140-1148,
Appendix II L1681-1689)."""

from __future__ import annotations

import pytest

from bot.games.grid import parse, render
from bot.games.grid.board import Terrain
from bot.games.grid.mapfile import load_map
from bot.games.grid.movement import (
    IA_RULES,
    SWM_RULES,
    IllegalStep,
    Mover,
    adjacent,
    distances,
    figures_adjacent,
    footprint,
    nearest,
    path_cost,
    reachable,
    shortest_path,
    zone_squares,
)

OPEN5 = parse("\n".join(["+-+-+-+-+-+"] + ["|. . . . .|\n+ + + + + +"] * 4 + ["|. . . . .|\n+-+-+-+-+-+"]))

# A wall along the top of squares (1, 2) and (2, 2): its left end is the corner point (1, 2).
WALL_END = parse("""
+-+-+-+-+-+
|. . . . .|
+ + + + + +
|. . . . .|
+ +-+-+ + +
|. . . . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+
""")


def test_swm_6_1_orthogonal_costs_1_and_every_diagonal_costs_2() -> None:
    # Seed line 65: "diagonally ... counts as 2 squares" -- every diagonal, not alternating 1-2.
    assert shortest_path(OPEN5, SWM_RULES, (0, 0), (1, 1)).cost == 2  # type: ignore[union-attr]
    assert shortest_path(OPEN5, SWM_RULES, (0, 0), (4, 4)).cost == 8  # type: ignore[union-attr]
    assert shortest_path(OPEN5, SWM_RULES, (0, 0), (4, 1)).cost == 5  # type: ignore[union-attr]
    reach = reachable(OPEN5, SWM_RULES, (2, 2), 2)
    assert sorted(reach) == sorted(
        [(2, 2), (1, 2), (3, 2), (2, 1), (2, 3), (0, 2), (4, 2), (2, 0), (2, 4), (1, 1), (3, 1), (1, 3), (3, 3)]
    )
    assert reach[(1, 1)] == 2 and reach[(2, 0)] == 2


def test_ia_every_step_costs_1_diagonals_included() -> None:
    # RRG L308 / digest §3.4: 1 MP moves a figure to one adjacent space, diagonals too.
    assert shortest_path(OPEN5, IA_RULES, (0, 0), (4, 4)).cost == 4  # type: ignore[union-attr]
    assert len(reachable(OPEN5, IA_RULES, (2, 2), 1)) == 9


def test_swm_6_2_no_diagonal_around_the_end_of_a_wall() -> None:
    # Seed line 65: "Огибать углы или края стен по диагонали нельзя". From (0, 1) to (1, 2) passes the wall's end
    # at (1, 2): refused, so the figure goes round: (0,1) -> (0,2) -> (1,2) costs 2 orthogonal steps.
    with pytest.raises(IllegalStep, match=r"step 1: \(0, 1\) -> \(1, 2\) is blocked"):
        path_cost(WALL_END, SWM_RULES, [(0, 1), (1, 2)])
    assert path_cost(WALL_END, SWM_RULES, [(0, 1), (0, 2), (1, 2)]) == 2
    # Crossing the wall itself is refused; going round its end costs 1 + 1 + 1 ... from (1, 1) to (1, 2).
    path = shortest_path(WALL_END, SWM_RULES, (1, 1), (1, 2))
    assert path is not None and path.squares == ((1, 1), (0, 1), (0, 2), (1, 2)) and path.cost == 3
    # IA (L309, Appendix II #3): moving diagonally past a wall's corner is allowed and costs nothing extra.
    assert path_cost(WALL_END, IA_RULES, [(0, 1), (1, 2)]) == 1
    assert shortest_path(WALL_END, IA_RULES, (1, 1), (1, 2)).cost == 2  # type: ignore[union-attr]


def test_swm_6_2_a_bevelled_corner_allows_the_diagonal() -> None:
    bevelled = parse("""
+-+-+-+-+-+
|. . . . .|
+ + + + + +
|. . . . .|
+ *-+-+ + +
|. . . . .|
+ + + + + +
|. . . . .|
+-+-+-+-+-+
""")
    assert path_cost(bevelled, SWM_RULES, [(0, 1), (1, 2)]) == 2
    # ... but never across the wall: (1, 1) -> (2, 2) passes the wall's middle.
    with pytest.raises(IllegalStep):
        path_cost(bevelled, SWM_RULES, [(1, 1), (2, 2)])


def test_ia_appendix_ii_5_no_diagonal_through_a_pinch_of_walls_or_impassable() -> None:
    # L1685: not through a diagonal intersection of two spaces holding walls, blocking or impassable terrain.
    pinch = parse("""
+-+-+-+
|. p .|
+ + + +
|# . .|
+-+-+-+
""")
    with pytest.raises(IllegalStep):
        path_cost(pinch, IA_RULES, [(0, 0), (1, 1)])
    # Only one flank solid (the pit at (1, 0)): (1, 1) -> (2, 0) has flanks (2, 1) open and (1, 0) pit.
    assert path_cost(pinch, IA_RULES, [(1, 1), (2, 0)]) == 1
    # Counting and adjacency use walls and blocking only (L666, L1140-1148): the pit does not pinch them.
    assert adjacent(pinch, IA_RULES, (0, 0), (1, 1))
    assert distances(pinch, IA_RULES, [(0, 0)])[(1, 1)] == 1


def test_swm_6_6_difficult_terrain_and_low_objects_cost_double() -> None:
    # Seed line 68: entering such a square costs double, "для диагонали получится 4".
    board = parse("""
+-+-+-+
|. d .|
+ + + +
|. . l|
+-+-+-+
""")
    assert path_cost(board, SWM_RULES, [(0, 0), (1, 0)]) == 2
    assert path_cost(board, SWM_RULES, [(1, 1), (2, 1)]) == 2
    assert path_cost(board, SWM_RULES, [(0, 1), (1, 0)]) == 4
    assert path_cost(board, SWM_RULES, [(1, 0), (2, 0)]) == 1  # leaving costs nothing extra
    # IA L1387: +1 to enter difficult terrain (so 2), low objects are no terrain in IA.
    assert path_cost(board, IA_RULES, [(0, 1), (1, 0)]) == 2
    assert path_cost(board, IA_RULES, [(1, 1), (2, 1)]) == 1


def test_swm_6_3_and_6_4_through_friends_never_through_enemies() -> None:
    # Seed line 66: pass through (not stop on) a friend's square; never through an enemy.
    corridor = parse("+-+-+-+-+\n|. . . .|\n+-+-+-+-+\n")
    friend = Mover(friends=frozenset({(1, 0)}))
    assert shortest_path(corridor, SWM_RULES, (0, 0), (3, 0), friend).cost == 3  # type: ignore[union-attr]
    assert (1, 0) not in reachable(corridor, SWM_RULES, (0, 0), 3, friend)
    enemy = Mover(enemies=frozenset({(1, 0)}))
    assert shortest_path(corridor, SWM_RULES, (0, 0), (3, 0), enemy) is None
    assert reachable(corridor, SWM_RULES, (0, 0), 3, enemy) == {(0, 0): 0}
    # IA L309-313, L1387: through hostile figures at +1, and never spending the last MP to enter an occupied space.
    assert shortest_path(corridor, IA_RULES, (0, 0), (3, 0), enemy).cost == 4  # type: ignore[union-attr]
    assert (2, 0) in reachable(corridor, IA_RULES, (0, 0), 3, enemy)
    assert reachable(corridor, IA_RULES, (0, 0), 2, enemy) == {(0, 0): 0}  # entering (1, 0) would spend the last MP
    with pytest.raises(IllegalStep, match="may not end"):
        path_cost(corridor, IA_RULES, [(0, 0), (1, 0)], Mover(friends=frozenset({(1, 0)})))


def test_swm_6_7_walls_pits_and_doors_block_open_doors_do_not() -> None:
    board = parse("+-+-+-+-+\n|.D. p .|\n+-+-+-+-+\n")
    assert reachable(board, SWM_RULES, (0, 0), 10) == {(0, 0): 0}
    opened = board.with_door((1, 0, 1, 1), True)
    assert reachable(opened, SWM_RULES, (0, 0), 10) == {(0, 0): 0, (1, 0): 1}
    # Flight crosses the pit but may not end over it (§2.12).
    flyer = Mover(flying=True)
    assert reachable(opened, SWM_RULES, (0, 0), 10, flyer) == {(0, 0): 0, (1, 0): 1, (3, 0): 3}


def test_swm_6_8_large_figure_pays_double_when_any_square_enters_difficult_and_avoids_enemies() -> None:
    board = parse("""
+-+-+-+-+
|. . d .|
+ + + + +
|. . . .|
+ + + + +
|. . . .|
+-+-+-+-+
""")
    large = Mover(size=2)
    assert path_cost(board, SWM_RULES, [(0, 0), (1, 0)], large) == 2  # the new right column holds (2, 0): difficult
    assert path_cost(board, SWM_RULES, [(0, 1), (1, 1)], large) == 1
    assert reachable(board, SWM_RULES, (0, 0), 0, large) == {(0, 0): 0}
    assert (2, 1) in reachable(board, SWM_RULES, (0, 0), 4, large)
    blocked = Mover(size=2, enemies=frozenset({(3, 2)}))
    assert (2, 1) not in reachable(board, SWM_RULES, (0, 0), 9, blocked)
    assert footprint((2, 1), 2) == ((2, 1), (3, 1), (2, 2), (3, 2))
    # IA L752: large figures move orthogonally only.
    assert path_cost(board, SWM_RULES, [(0, 0), (1, 1)], large) == 2
    with pytest.raises(IllegalStep):
        path_cost(board, IA_RULES, [(0, 0), (1, 1)], large)
    ia_path = shortest_path(board, IA_RULES, (0, 0), (1, 1), large)
    assert ia_path is not None and ia_path.cost == 2 and ia_path.squares[1] in ((1, 0), (0, 1))


SQUEEZE = parse("""
+-+-+-+-+-+-+-+
|. . # # # . .|
+ + + + + + + +
|. . . . . . .|
+ + + + + + + +
|. . # # # . .|
+-+-+-+-+-+-+-+
""")


def test_swm_6_9_a_large_figure_squeezes_through_a_corridor_one_square_wide() -> None:
    large = Mover(size=2)
    path = shortest_path(SQUEEZE, SWM_RULES, (0, 0), (5, 0), large)
    # The full base is anchored at x = 0..5 on the way: 5 steps, the same as without walls; squeezing is no shortcut.
    assert path is not None and path.cost == 5 and any(path.squeezed) and not path.squeezed[-1]
    # It may not end squeezed: the corridor squares are not end positions.
    assert (2, 1) not in reachable(SQUEEZE, SWM_RULES, (0, 0), 10, large)
    # Without squeezing (a "can't squeeze" ability, A-11) there is no way through.
    no_squeeze = SWM_RULES.__class__(squeeze=False)
    assert shortest_path(SQUEEZE, no_squeeze, (0, 0), (5, 0), large) is None
    # Not past an enemy (SWM-6.9, A-10 for Huge too): an enemy beside the corridor's exit stops the squeeze.
    assert shortest_path(SQUEEZE, SWM_RULES, (0, 0), (5, 0), Mover(size=2, enemies=frozenset({(5, 2)}))) is None


def test_swm_6_9_a_huge_figure_squeezes_through_2_wide_but_not_1_wide() -> None:
    two_wide = parse("""
+-+-+-+-+-+-+-+-+
|. . . # # . . .|
+ + + + + + + + +
|. . . . . . . .|
+ + + + + + + + +
|. . . . . . . .|
+ + + + + + + + +
|. . . # # . . .|
+-+-+-+-+-+-+-+-+
""")
    huge = Mover(size=3)
    path = shortest_path(two_wide, SWM_RULES, (0, 0), (5, 0), huge)
    assert path is not None and path.cost == 5 and any(path.squeezed)
    lines = render(two_wide).splitlines()
    lines[5] = "|. . . # # . . .|"  # square row 2: the corridor is now 1 wide
    one_wide = parse("\n".join(lines))
    assert one_wide.at((3, 2)) is Terrain.BLOCKING
    assert shortest_path(one_wide, SWM_RULES, (0, 0), (5, 0), huge) is None
    assert shortest_path(one_wide, SWM_RULES, (0, 0), (5, 0), Mover(size=2)) is not None


def test_counting_ignores_terrain_and_figures_but_not_walls_a_13() -> None:
    # SWM-6.11: distance counted like movement (diagonal 2, around walls); A-13: terrain does not double it.
    board = parse("""
+-+-+-+-+
|. d d .|
+ + + + +
|.|. . .|
+-+-+-+-+
""")
    d = distances(board, SWM_RULES, [(0, 0)])
    assert d[(3, 0)] == 3  # through two difficult squares, counted 1 each
    assert d[(1, 1)] == 2  # the diagonal touches the wall's end (SWM-6.2): round via (1, 0)
    assert d[(2, 1)] == 3 and d[(3, 1)] == 4
    assert distances(board, IA_RULES, [(0, 0)])[(1, 1)] == 1  # IA: one flank only, the diagonal counts 1


def test_nearest_returns_every_tied_enemy_and_the_distance_a_14() -> None:
    names, dist = nearest(OPEN5, SWM_RULES, [(2, 2)], {"b": [(4, 2)], "a": [(2, 0)], "c": [(4, 4)]})
    assert (names, dist) == (["a", "b"], 2)
    walled = WALL_END
    names, dist = nearest(walled, SWM_RULES, [(1, 2)], {"above": [(1, 1)], "left": [(0, 3)]})
    assert (names, dist) == (["left"], 2)  # (1, 1) is 3 away round the wall; (0, 3) is one diagonal
    assert nearest(OPEN5, SWM_RULES, [(0, 0)], {}) == ([], None)


def test_adjacency_not_across_a_wall_swm_7_2_and_11_4() -> None:
    assert not adjacent(WALL_END, SWM_RULES, (1, 1), (1, 2))
    assert adjacent(WALL_END, SWM_RULES, (0, 1), (1, 2))  # a diagonal past the wall's end is still adjacent
    assert figures_adjacent(WALL_END, SWM_RULES, footprint((1, 0), 2), [(2, 2)]) is False
    assert figures_adjacent(WALL_END, SWM_RULES, footprint((2, 0), 2), [(4, 2)]) is True


def test_test_corridor_deployment_zones_within_4_of_the_doors() -> None:
    # sw-miniatures.md §5 zones: dark side within 4 of the Blast Doors, light side within 4 of the Airlocks.
    board = load_map("swm", "test-corridor")
    dark = zone_squares(board, SWM_RULES, "dark_start")
    light = zone_squares(board, SWM_RULES, "light_start")
    assert (0, 3) in dark and (3, 3) in dark and (4, 3) not in dark and (1, 5) in dark
    assert (13, 6) in light and (10, 6) in light and (9, 6) not in light
    assert not set(dark) & set(light)
    assert all(board.at(sq) is not Terrain.BLOCKING for sq in dark + light)


def test_limits_are_refused_with_a_message() -> None:
    with pytest.raises(ValueError, match="allowed 0 to 1000"):
        reachable(OPEN5, SWM_RULES, (0, 0), 5000)
    with pytest.raises(ValueError, match="does not fit"):
        reachable(OPEN5, SWM_RULES, (4, 4), 3, Mover(size=2))
