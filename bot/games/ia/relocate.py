"""Where a figure may be put by something other than its own movement points (RRG L906-916, L1173-1182, L310,
L868): the nearest empty spaces for a figure a Massive figure ended on, the spaces of a push or of "move X
spaces", the spaces a figure may be placed in. Queries only; flow.py asks and applies them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.grid import Square
from bot.games.ia.large import Pose, cover, fits, placements
from bot.games.ia.sight import counts_from
from bot.games.ia.state import alive, board, card_of, free_moves, pose, spaces, walker


def _others(state: Mapping[str, Any], fid: str) -> frozenset[Square]:
    return frozenset(sq for f in alive(state) if f != fid for sq in spaces(state, f))


def _distances(state: Mapping[str, Any], fid: str) -> dict[Square, int]:
    """Spaces counted from the nearest space of the figure (L1140-1148)."""
    b = board(state)
    out: dict[Square, int] = {}
    for start in spaces(state, fid):
        for sq, d in counts_from(b, start).items():
            if d < out.get(sq, d + 1):
                out[sq] = d
    return out


def nearest_empty(state: Mapping[str, Any], fid: str) -> dict[Pose, int]:
    """L868: the empty poses nearest to a figure a Massive figure ended on (same orientation: a push never turns
    a base, L754), where it may stand (impassable and blocking terrain respected, L868); ties all returned."""
    b = board(state)
    taken = _others(state, fid)
    w, h = pose(state, fid)[2:]
    dist = _distances(state, fid)
    mover = walker(state, fid, free=True)
    found: dict[Pose, int] = {}
    for x, y in b.squares():
        p = (x, y, w, h)
        ds = [dist[sq] for sq in cover(p) if sq in dist]
        if ds and fits(b, p, taken, mover):
            found[p] = min(ds)
    if not found:
        return {}
    low = min(found.values())
    return {p: d for p, d in sorted(found.items(), key=lambda i: (i[0][1], i[0][0])) if d == low}


def push_moves(state: Mapping[str, Any], fid: str, n: int) -> dict[Pose, int]:
    """A push of up to n spaces (L906-916) or "move n spaces" (L310): free_moves, every step 1, no turning."""
    return free_moves(state, fid, n)


def place_poses(state: Mapping[str, Any], fid: str, n: int) -> dict[Pose, int]:
    """Where the figure may be placed, on a space within n spaces of it (L1173-1182): only where it could end a
    move (no other figure, no blocking or impassable terrain unless it is Massive or Mobile); a large base in
    any orientation covering such a space (Appendix II #11-12); its own pose excluded. Value: that distance."""
    b = board(state)
    taken = _others(state, fid)
    mover = walker(state, fid, free=True)
    here = pose(state, fid)
    base = card_of(state, fid).base
    found: dict[Pose, int] = {}
    for sq, d in sorted(_distances(state, fid).items(), key=lambda i: (i[1], i[0][1], i[0][0])):
        if d > n:
            continue
        for p in placements(b, sq, base, taken, mover):
            if p != here and d < found.get(p, n + 1):
                found[p] = d
    return found
