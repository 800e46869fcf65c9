"""Exact integer tracing of a segment between two lattice points (square corners) across the grid.

What the OPEN segment (endpoints excluded) meets: the squares whose interior it crosses, the unit edges it crosses
at a non-lattice point, the unit edges it runs along, and the lattice points it passes through. Only integer
arithmetic: a crossing at x = k lies at y = (py * dx + (k - px) * dy) / dx, compared by cross-multiplication.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from math import gcd

from bot.games.grid.board import Edge, Point, Square


@dataclass(frozen=True)
class Trace:
    cells: tuple[Square, ...]
    crossed: tuple[Edge, ...]
    along: tuple[Edge, ...]
    points: tuple[Point, ...]


def trace(p: Point, q: Point) -> Trace:
    if p == q:
        return Trace((), (), (), ())
    (px, py), (qx, qy) = p, q
    if px == qx:
        lo, hi = sorted((py, qy))
        return Trace(
            (), (), tuple((px, y, px, y + 1) for y in range(lo, hi)), tuple((px, y) for y in range(lo + 1, hi))
        )
    if py == qy:
        lo, hi = sorted((px, qx))
        return Trace(
            (), (), tuple((x, py, x + 1, py) for x in range(lo, hi)), tuple((x, py) for x in range(lo + 1, hi))
        )
    if px > qx:
        (px, py), (qx, qy) = (qx, qy), (px, py)
    dx, dy = qx - px, qy - py  # dx > 0
    g = gcd(dx, abs(dy))
    points = tuple((px + k * dx // g, py + k * dy // g) for k in range(1, g))
    crossed: list[Edge] = []
    cells: list[Square] = []
    base = py * dx  # y(x) * dx = base + (x - px) * dy
    for k in range(px + 1, qx):  # vertical grid lines
        num = base + (k - px) * dy
        if num % dx:
            y = num // dx
            crossed.append((k, y, k, y + 1))
    ylo, yhi = sorted((py, qy))
    for k in range(ylo + 1, yhi):  # horizontal grid lines: x = px + (k - py) * dx / dy
        num = px * dy + (k - py) * dx
        if num % dy:
            x = num // dy
            crossed.append((x, k, x + 1, k))
    for c in range(px, qx):  # column strips: rows whose interior the segment meets
        a, b = base + (c - px) * dy, base + (c + 1 - px) * dy
        lo, hi = (a, b) if a < b else (b, a)
        first, last = lo // dx, -((-hi) // dx) - 1
        cells.extend((c, r) for r in range(first, last + 1))
    return Trace(tuple(cells), tuple(crossed), (), points)


CELL, EDGE, POINT, ALONG = 0, 1, 2, 3


def walk(p: Point, q: Point, cells: bool = True) -> Iterator[tuple[int, tuple[int, ...]]]:
    """The same features as trace(), in order from p to q, lazily (callers stop at the first that blocks):
    (CELL, square), (EDGE, crossed edge), (ALONG, edge run along), (POINT, lattice point). Integer DDA: the next
    grid line crossed is found by comparing i * |dy| with j * dx."""
    (px, py), (qx, qy) = p, q
    dx, dy = qx - px, qy - py
    if dx == 0 or dy == 0:
        if dx == dy == 0:
            return
        sx, sy = (dx > 0) - (dx < 0), (dy > 0) - (dy < 0)
        x, y = px, py
        for _ in range(abs(dx) + abs(dy)):
            nx, ny = x + sx, y + sy
            yield ALONG, (min(x, nx), min(y, ny), max(x, nx), max(y, ny))
            x, y = nx, ny
            if (x, y) != q:
                yield POINT, (x, y)
        return
    sx, sy = (1 if dx > 0 else -1), (1 if dy > 0 else -1)
    adx, ady = abs(dx), abs(dy)
    cx, cy = (px if sx > 0 else px - 1), (py if sy > 0 else py - 1)  # the cell the segment starts in
    i = j = 1  # next vertical line px + i * sx, next horizontal line py + j * sy
    while True:
        if cells:
            yield CELL, (cx, cy)
        if i > adx and j > ady:
            return
        a, b = i * ady, j * adx
        if a < b:  # crosses the vertical line x = px + i * sx inside row cy
            lx = px + i * sx
            yield EDGE, (lx, cy, lx, cy + 1)
            cx += sx
            i += 1
        elif b < a:
            ly = py + j * sy
            yield EDGE, (cx, ly, cx + 1, ly)
            cy += sy
            j += 1
        else:
            if i == adx:
                return  # reached q
            yield POINT, (px + i * sx, py + j * sy)
            cx += sx
            cy += sy
            i += 1
            j += 1
