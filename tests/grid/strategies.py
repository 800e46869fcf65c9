"""Random small boards for the grid's property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from bot.games.grid.board import Board, Edge, Terrain

TERRAIN = [Terrain.OPEN] * 6 + [Terrain.DIFFICULT, Terrain.LOW, Terrain.PIT, Terrain.BLOCKING]


@st.composite
def boards(draw: st.DrawFn, max_side: int = 7) -> Board:
    width = draw(st.integers(2, max_side))
    height = draw(st.integers(2, max_side))
    terrain = tuple(tuple(draw(st.sampled_from(TERRAIN)) for _ in range(width)) for _ in range(height))
    inner: list[Edge] = [(x, y, x, y + 1) for x in range(1, width) for y in range(height)]
    inner += [(x, y, x + 1, y) for x in range(width) for y in range(1, height)]
    walls = draw(st.lists(st.sampled_from(inner), max_size=len(inner) // 3)) if inner else []
    return Board("random", width, height, terrain, frozenset(walls))
