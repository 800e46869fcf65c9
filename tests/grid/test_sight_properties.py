"""Properties of the exact geometry (issue 14): the integer trace agrees with rational clipping, SWM line of sight
is symmetric (SWM-8.1 draws lines between any points of both squares, so it cannot depend on who looks), and on
an empty board everyone sees everyone without cover."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.grid.board import Board, Terrain
from bot.games.grid.movement import SWM_RULES
from bot.games.grid.sight import SWM_SIGHT, swm_has_cover, swm_line_of_sight
from bot.games.grid.trace import ALONG, CELL, EDGE, POINT, trace, walk
from tests.grid.strategies import boards

coords = st.tuples(st.integers(-3, 9), st.integers(-3, 9))


def _open_interval(p: int, d: int, lo: int) -> tuple[Fraction, Fraction] | None:
    """t in (0, 1) with lo < p + t d < lo + 1, as an open interval."""
    if d == 0:
        return (Fraction(0), Fraction(1)) if lo < p < lo + 1 else None
    a, b = Fraction(lo - p, d), Fraction(lo + 1 - p, d)
    return (min(a, b), max(a, b))


@settings(max_examples=300, deadline=None)
@given(coords, coords)
def test_trace_cells_are_exactly_the_squares_whose_interior_the_open_segment_meets(
    p: tuple[int, int], q: tuple[int, int]
) -> None:
    dx, dy = q[0] - p[0], q[1] - p[1]
    expected = set()
    for c in range(min(p[0], q[0]) - 1, max(p[0], q[0]) + 1):
        for r in range(min(p[1], q[1]) - 1, max(p[1], q[1]) + 1):
            ix, iy = _open_interval(p[0], dx, c), _open_interval(p[1], dy, r)
            if p != q and ix and iy and max(ix[0], iy[0], Fraction(0)) < min(ix[1], iy[1], Fraction(1)):
                expected.add((c, r))
    got = trace(p, q).cells
    assert len(got) == len(set(got)) and set(got) == expected
    g = trace(p, q)
    for x, y in g.points:  # lattice points strictly inside the segment
        assert (x - p[0]) * dy == (y - p[1]) * dx and min(p[0], q[0]) <= x <= max(p[0], q[0])
        assert (x, y) not in (p, q)


@settings(max_examples=150, deadline=None)
@given(boards(), st.data())
def test_swm_line_of_sight_is_symmetric(board: Board, data: st.DataObject) -> None:
    a = data.draw(st.sampled_from(board.squares()))
    t = data.draw(st.sampled_from(board.squares()))
    assert swm_line_of_sight(board, SWM_SIGHT, [a], [t]) == swm_line_of_sight(board, SWM_SIGHT, [t], [a])


@settings(max_examples=60, deadline=None)
@given(st.integers(2, 8), st.integers(2, 8), st.data())
def test_on_an_empty_board_everyone_sees_everyone_without_cover(w: int, h: int, data: st.DataObject) -> None:
    board = Board("empty", w, h, tuple((Terrain.OPEN,) * w for _ in range(h)))
    squares = board.squares()
    a = data.draw(st.sampled_from(squares))
    t = data.draw(st.sampled_from([s for s in squares if s != a]))
    assert swm_line_of_sight(board, SWM_SIGHT, [a], [t])
    assert not swm_has_cover(board, SWM_SIGHT, SWM_RULES, [a], [t])


@settings(max_examples=300, deadline=None)
@given(coords, coords)
def test_the_lazy_walk_meets_the_same_features_as_the_trace(p: tuple[int, int], q: tuple[int, int]) -> None:
    t = trace(p, q)
    events = list(walk(p, q))
    assert {v for k, v in events if k == CELL} == set(t.cells)
    assert {v for k, v in events if k == EDGE} == set(t.crossed)
    assert {v for k, v in events if k == ALONG} == set(t.along)
    assert [v for k, v in events if k == POINT] == sorted(
        t.points, key=lambda pt: abs(pt[0] - p[0]) + abs(pt[1] - p[1])
    )
