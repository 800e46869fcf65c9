"""Properties of movement on random boards (issue 14): the path found costs what Dijkstra says, a declared path is
priced the same, and the reachable set grows with movement points."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.grid.board import Board
from bot.games.grid.movement import IA_RULES, SWM_RULES, Mover, MoveRules, _Search, path_cost, reachable, shortest_path
from tests.grid.strategies import boards

RULES = st.sampled_from([SWM_RULES, IA_RULES])


@settings(max_examples=60, deadline=None)
@given(boards(), RULES, st.data())
def test_every_reachable_square_has_a_path_of_exactly_that_cost(
    board: Board, rules: MoveRules, data: st.DataObject
) -> None:
    start = data.draw(st.sampled_from(board.squares()))
    budget = data.draw(st.integers(0, 8))
    reach = reachable(board, rules, start, budget)
    assert reach[start] == 0
    for goal, cost in reach.items():
        path = shortest_path(board, rules, start, goal, budget=budget)
        assert path is not None and path.cost == cost <= budget
        assert path.squares[0] == start and path.squares[-1] == goal
        # Pricing the path step by step (as a declared move) gives the same cost.
        assert goal == start or path_cost(board, rules, path.squares) == cost


@settings(max_examples=60, deadline=None)
@given(boards(), RULES, st.data())
def test_the_reachable_set_is_monotone_in_movement_points(board: Board, rules: MoveRules, data: st.DataObject) -> None:
    start = data.draw(st.sampled_from(board.squares()))
    low = data.draw(st.integers(0, 6))
    high = low + data.draw(st.integers(0, 4))
    enemies = frozenset(data.draw(st.lists(st.sampled_from(board.squares()), max_size=3))) - {start}
    mover = Mover(enemies=enemies)
    small, big = reachable(board, rules, start, low, mover), reachable(board, rules, start, high, mover)
    assert set(small) <= set(big)
    assert all(big[sq] == cost for sq, cost in small.items())
    assert all(cost > low for sq, cost in big.items() if sq not in small)


@settings(max_examples=30, deadline=None)
@given(boards(max_side=6), st.data())
def test_large_figures_paths_match_their_reachable_costs(board: Board, data: st.DataObject) -> None:
    starts = [(x, y) for x in range(board.width - 1) for y in range(board.height - 1)]
    if not starts:
        return
    start = data.draw(st.sampled_from(starts))
    mover = Mover(size=2)
    reach = reachable(board, SWM_RULES, start, 6, mover)
    for goal, cost in reach.items():
        path = shortest_path(board, SWM_RULES, start, goal, mover, budget=6)
        assert path is not None and path.cost == cost


@settings(max_examples=60, deadline=None)
@given(boards(), RULES, st.data())
def test_the_cached_one_square_search_agrees_with_the_general_search(
    board: Board, rules: MoveRules, data: st.DataObject
) -> None:
    start = data.draw(st.sampled_from(board.squares()))
    budget = data.draw(st.integers(0, 8))
    others = data.draw(st.lists(st.sampled_from(board.squares()), max_size=4))
    mover = Mover(enemies=frozenset(others[:2]) - {start}, friends=frozenset(others[2:]) - {start})
    general = _Search(board, rules, mover)
    best, _ = general.run((start[0], start[1], 0), budget)
    expected = {(s[0], s[1]): c for s, c in best.items() if general.can_end(s) or s == (start[0], start[1], 0)}
    assert reachable(board, rules, start, budget, mover) == expected


@settings(max_examples=60, deadline=None)
@given(boards(max_side=6), st.sampled_from([SWM_RULES, IA_RULES]), st.data())
def test_the_cached_big_figure_moves_equal_the_moves_computed_with_the_figures(
    board: Board, rules: MoveRules, data: st.DataObject
) -> None:
    size = data.draw(st.integers(2, 3))
    anchors = [(x, y) for x in range(board.width - size + 1) for y in range(board.height - size + 1)]
    if not anchors:
        return
    anchor = data.draw(st.sampled_from(anchors))
    enemies = frozenset(data.draw(st.lists(st.sampled_from(board.squares()), max_size=3)))
    search = _Search(board, rules, Mover(size=size, enemies=enemies))
    for k in range(5 if rules.squeeze else 1):
        state = (anchor[0], anchor[1], k)
        assert search.cached_moves(state) == search.moves(state)


@settings(max_examples=60, deadline=None)
@given(boards(), RULES, st.data())
def test_a_path_from_the_remembered_search_is_the_path_of_a_search_bounded_at_its_cost(
    board: Board, rules: MoveRules, data: st.DataObject
) -> None:
    """A move's path is read from the full search that listed the destinations (remembered per board); it must be
    the very path a fresh search stopped at the goal's cost finds (same squares, same tie-breaks)."""
    start = data.draw(st.sampled_from(board.squares()))
    budget = data.draw(st.integers(0, 8))
    others = data.draw(st.lists(st.sampled_from(board.squares()), max_size=4))
    mover = Mover(enemies=frozenset(others[:2]) - {start}, friends=frozenset(others[2:]) - {start})
    reach = reachable(board, rules, start, budget, mover)  # remembers its search on `board`
    for goal, cost in reach.items():
        fresh = replace(board)  # an equal board with nothing remembered
        bounded = shortest_path(fresh, rules, start, goal, mover, budget=cost)
        assert shortest_path(board, rules, start, goal, mover, budget=budget) == bounded
        assert bounded is not None and bounded.cost == cost
