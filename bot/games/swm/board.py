"""The match's grid: the map with its doors as they stand, who stands where, and the grid rules SWM sets
(bot.games.grid with the ambiguity options A-8 to A-11)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from functools import cache
from typing import Any

from bot.games.grid import (
    SWM_RULES,
    SWM_SIGHT,
    Board,
    Mover,
    MoveRules,
    Square,
    Terrain,
    footprint,
    load_map,
    reachable,
)

FigureMap = Mapping[str, Any]


@cache
def base_map(map_id: str) -> Board:
    return load_map("swm", map_id)


@cache
def _with_doors(map_id: str, opened: tuple[bool, ...]) -> Board:
    board = base_map(map_id)
    for door, is_open in zip(board.doors, opened, strict=True):
        if door.open != is_open:
            board = board.with_door(door.edge, is_open)
    return board


def board(state: Mapping[str, Any]) -> Board:
    """The map with the doors open or closed as they are now (boards are cached, so are their step tables)."""
    return _with_doors(state["opts"]["map"], tuple(state["doors"]))


def move_rules(state: Mapping[str, Any], size: int, flying: bool = False) -> MoveRules:
    r = state["opts"]["rules"]
    rules = SWM_RULES
    if flying:  # Flight (digest §4): no extra cost for difficult terrain or low objects
        rules = replace(rules, costly_terrain=frozenset())
    if size > 1 and not r["A-8"]:  # do low objects double the cost for big figures too?
        rules = replace(rules, costly_terrain=frozenset({Terrain.DIFFICULT}))
    if size > 1 and not r["A-11"]:  # only figures with the ability squeeze (none in our roster)
        rules = replace(rules, squeeze=False)
    if size == 3 and not r["A-10"]:  # Huge figures may squeeze past enemies
        rules = replace(rules, squeeze_past_enemies=True)
    return rules


SIGHT = SWM_SIGHT


def moving_rules(state: Mapping[str, Any], fid: str) -> MoveRules:
    """The grid rules for `fid`'s own movement (its size, Flight)."""
    return move_rules(state, size_of(state, fid), "flight" in char_of(state, fid)["abilities"])


def squares(fig: Mapping[str, Any], size: int) -> tuple[Square, ...]:
    at = fig["at"]
    return footprint((at[0], at[1]), size) if at is not None else ()


def alive(state: Mapping[str, Any]) -> list[str]:
    """Figures on the map, in figure order."""
    return [f for f in state["order"] if not state["figures"][f]["defeated"] and state["figures"][f]["at"] is not None]


def char_of(state: Mapping[str, Any], fid: str) -> Mapping[str, Any]:
    return state["roster"][state["figures"][fid]["char"]]


def size_of(state: Mapping[str, Any], fid: str) -> int:
    return int(char_of(state, fid)["size"])


def fig_squares(state: Mapping[str, Any], fid: str) -> tuple[Square, ...]:
    return squares(state["figures"][fid], size_of(state, fid))


def occupied(state: Mapping[str, Any], ids: Iterable[str]) -> frozenset[Square]:
    return frozenset(sq for f in ids for sq in fig_squares(state, f))


def mover(state: Mapping[str, Any], fid: str) -> Mover:
    """Who moves and what is around it: allies may be passed (SWM-6.3, A-9 for big figures), enemies not (6.4)."""
    me = state["figures"][fid]
    size = size_of(state, fid)
    friends = [f for f in alive(state) if f != fid and state["figures"][f]["side"] == me["side"]]
    enemies = [f for f in alive(state) if state["figures"][f]["side"] != me["side"]]
    flying = "flight" in char_of(state, fid)["abilities"]
    friend_sq, enemy_sq = occupied(state, friends), occupied(state, enemies)
    if size > 1 and not state["opts"]["rules"]["A-9"]:
        enemy_sq, friend_sq = enemy_sq | friend_sq, frozenset()
    if flying:  # Flight (digest §4): crosses enemy squares while moving, never ends on one
        friend_sq, enemy_sq = friend_sq | enemy_sq, frozenset()
    return Mover(size=size, friends=friend_sq, enemies=enemy_sq, flying=flying)


# Counting as movement with every square costing its step only and only blocking squares in the way
# (SWM-6.11): the grid's reachable search with these rules gives the same numbers as `grid.distances` on every
# square one may stand on (pits excepted; a test checks) and reuses the board's cached step tables, which
# `distances` does not.
COUNTING = replace(SWM_RULES, costly_terrain=frozenset(), no_entry=SWM_RULES.count_blocked)
MAX_COUNT = 200  # farther than any square of a map up to 100 x 100


@cache
def _from_square(map_id: str, opened: tuple[bool, ...], source: Square) -> Mapping[Square, int]:
    b = _with_doors(map_id, opened)
    if b.at(source) in COUNTING.no_entry:
        return {}
    return reachable(b, COUNTING, source, MAX_COUNT)


@cache
def _counted(map_id: str, opened: tuple[bool, ...], sources: tuple[Square, ...]) -> Mapping[Square, int]:
    if len(sources) == 1:
        return _from_square(map_id, opened, sources[0])
    out: dict[Square, int] = {}
    for src in sources:
        for sq, d in _from_square(map_id, opened, src).items():
            if d < out.get(sq, MAX_COUNT + 1):
                out[sq] = d
    return out


def counted(state: Mapping[str, Any], sources: Iterable[Square]) -> Mapping[Square, int]:
    """Counting distance from `sources` (SWM-6.11, A-13: terrain free), memoized: a pure function of the map, its
    doors and the squares. Do not mutate the result."""
    return _counted(state["opts"]["map"], tuple(state["doors"]), tuple(sorted(sources)))
