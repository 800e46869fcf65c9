"""Properties of movement on random boards (issue 14): the path found costs what Dijkstra says, a declared path is
priced the same, and the reachable set grows with movement points. The cached searches (step tables per board,
figures applied per search, runs remembered) equal a plain Dijkstra over `_Search.moves`, which prices every step
with the figures around (issue 17)."""

from __future__ import annotations

import heapq
from dataclasses import replace

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.games.grid.board import Board
from bot.games.grid.movement import (
    IA_RULES,
    SWM_RULES,
    Mover,
    MoveRules,
    Path,
    State,
    _BigTable,
    _Search,
    path_cost,
    reachable,
    shortest_path,
)
from tests.grid.strategies import SPARSE, boards

RULES = st.sampled_from([SWM_RULES, IA_RULES])
# SWM with Huge figures passing enemies and with Flight's free terrain; IA lets figures pass hostile spaces
BIG_RULES = st.sampled_from(
    [SWM_RULES, IA_RULES, replace(SWM_RULES, squeeze_past_enemies=True), replace(SWM_RULES, costly_terrain=frozenset())]
)


def reference(
    board: Board, rules: MoveRules, mover: Mover, start: tuple[int, int], budget: int
) -> tuple[dict[tuple[int, int], int], dict[tuple[int, int], Path]]:
    """The plain search: Dijkstra over (x, y, squeeze) states with every step priced by `_Search.moves` with the
    figures, nothing cached; ties broken by the (cost, state) heap order. Returns where the figure may end with the
    least cost, and the path to each of those squares."""
    search = _Search(board, rules, mover)
    first: State = (start[0], start[1], 0)
    best: dict[State, int] = {first: 0}
    parent: dict[State, State] = {}
    heap = [(0, first)]
    while heap:
        cost, state = heapq.heappop(heap)
        if cost > best[state]:
            continue
        for step, nxt in search.moves(state):
            total = cost + step
            if total > budget or (rules.pass_needs_spare and total == budget and search.passing(nxt)):
                continue
            if total < best.get(nxt, budget + 1):
                best[nxt], parent[nxt] = total, state
                heapq.heappush(heap, (total, nxt))
    ends, paths = {}, {}
    for s, c in sorted(best.items()):
        if s == first or search.can_end(s):
            chain = [s]
            while chain[-1] != first:
                chain.append(parent[chain[-1]])
            chain.reverse()
            ends[(s[0], s[1])] = c
            paths[(s[0], s[1])] = Path(tuple((q[0], q[1]) for q in chain), tuple(bool(q[2]) for q in chain), c)
    return ends, paths


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


@settings(max_examples=80, deadline=None)
@given(boards(), BIG_RULES, st.data())
def test_the_cached_one_square_search_agrees_with_the_plain_search(
    board: Board, rules: MoveRules, data: st.DataObject
) -> None:
    """Same ends, costs and paths as the plain search, for several figures one after another on one board (its step
    table, end squares and remembered runs shared by all), Flight included (crosses pits, never ends on one)."""
    for _ in range(data.draw(st.integers(1, 3))):
        start = data.draw(st.sampled_from(board.squares()))
        budget = data.draw(st.integers(0, 8))
        others = sorted(set(data.draw(st.lists(st.sampled_from(board.squares()), max_size=8))) - {start})
        cut = data.draw(st.integers(0, len(others)))
        mover = Mover(enemies=frozenset(others[:cut]), friends=frozenset(others[cut:]), flying=data.draw(st.booleans()))
        expected, paths = reference(board, rules, mover, start, budget)
        assert reachable(board, rules, start, budget, mover) == expected
        for goal, path in paths.items():
            assert shortest_path(board, rules, start, goal, mover, budget) == path
        # a path asked before any search (the search bounded at the goal) is the same
        goal = data.draw(st.sampled_from(board.squares()))
        fresh = replace(board)
        assert shortest_path(fresh, rules, start, goal, mover, budget) == paths.get(goal)


@settings(max_examples=60, deadline=None)
@given(boards(max_side=7, min_side=3, kinds=SPARSE, walls_per=5), BIG_RULES, st.integers(2, 3), st.booleans())
def test_a_big_figures_table_moves_are_its_plain_moves(board: Board, rules: MoveRules, size: int, flying: bool) -> None:
    """Every state whose squares a figure may stand on (every state a search reaches): the table's moves, read off
    the one-square legal steps of each covered square, are `_Search.moves` without figures, in the same order."""
    table, plain = _BigTable(board, rules, size, flying), _Search(board, rules, Mover(size=size, flying=flying))
    checked = 0
    for x in range(-1, board.width):
        for y in range(-1, board.height):
            for k in range(5 if rules.squeeze else 1):
                state = (x, y, k)
                if plain.can_stand(plain.active(state)):
                    assert table._moves(state) == plain.moves(state), state
                    checked += 1
    assert checked or not any(plain.can_stand(plain.active((x, y, 0))) for x, y in board.squares())


@settings(max_examples=80, deadline=None)
@given(boards(max_side=9, min_side=4, kinds=SPARSE, walls_per=8), BIG_RULES, st.data())
def test_the_big_figure_search_equals_the_plain_search_whatever_was_searched_before(
    board: Board, rules: MoveRules, data: st.DataObject
) -> None:
    """Large and Huge figures: the same ends, costs and paths (squeezes included) as the plain search, for several
    figures and starts on one board one after the other (its step table and remembered runs shared by all)."""
    size = data.draw(st.integers(2, 3))
    anchors = [(x, y) for x in range(board.width - size + 1) for y in range(board.height - size + 1)]
    if not anchors:
        return
    for _ in range(data.draw(st.integers(1, 3))):
        start = data.draw(st.sampled_from(anchors))
        budget = data.draw(st.integers(0, 10))
        mine = {(start[0] + i, start[1] + j) for i in range(size) for j in range(size)}
        # figures within three squares, where they block, pinch a squeeze or cost extra
        near = [
            sq
            for sq in board.squares()
            if sq not in mine and min(max(abs(sq[0] - x), abs(sq[1] - y)) for x, y in mine) <= 3
        ]
        others = sorted(set(data.draw(st.lists(st.sampled_from(near), max_size=8)))) if near else []
        cut = data.draw(st.integers(0, len(others)))
        mover = Mover(
            size=size, enemies=frozenset(others[:cut]), friends=frozenset(others[cut:]), flying=data.draw(st.booleans())
        )
        expected, paths = reference(board, rules, mover, start, budget)
        assert reachable(board, rules, start, budget, mover) == expected
        for goal, path in paths.items():
            assert shortest_path(board, rules, start, goal, mover, budget) == path
        assert shortest_path(board, rules, start, (board.width, 0), mover, budget) is None  # off the map


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
