"""Random small boards for the grid's property tests."""

from __future__ import annotations

from hypothesis import strategies as st

from bot.games.grid.board import Board, Edge, Terrain

TERRAIN = [Terrain.OPEN] * 6 + [Terrain.DIFFICULT, Terrain.LOW, Terrain.PIT, Terrain.BLOCKING]
# Roomier boards, where big figures (which need 2x2 or 3x3 clear squares) get somewhere
SPARSE = [Terrain.OPEN] * 24 + [Terrain.DIFFICULT] * 2 + [Terrain.LOW] * 2 + [Terrain.PIT, Terrain.BLOCKING]


@st.composite
def boards(
    draw: st.DrawFn, max_side: int = 7, min_side: int = 2, kinds: list[Terrain] = TERRAIN, walls_per: int = 3
) -> Board:
    """Random terrain drawn from `kinds`; up to one inner edge in `walls_per` a wall."""
    width = draw(st.integers(min_side, max_side))
    height = draw(st.integers(min_side, max_side))
    terrain = tuple(tuple(draw(st.sampled_from(kinds)) for _ in range(width)) for _ in range(height))
    inner: list[Edge] = [(x, y, x, y + 1) for x in range(1, width) for y in range(height)]
    inner += [(x, y, x + 1, y) for x in range(width) for y in range(1, height)]
    walls = draw(st.lists(st.sampled_from(inner), max_size=len(inner) // walls_per)) if inner else []
    return Board("random", width, height, terrain, frozenset(walls))
