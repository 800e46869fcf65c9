"""The skirmish state (plain JSON) and the queries every rule asks of it: the board with its opened doors, where
figures stand, who is friendly, what a figure may see, reach and count to, who controls a token or an area."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from bot.games.grid import IA_RULES, Board, Mover, Square, Terrain, board_from_json, figures_adjacent, reachable
from bot.games.ia import content as ct
from bot.games.ia.roster import Card, catalogue, check_card, shipped
from bot.games.ia.sight import Sight, counted, line_of_sight

SEATS = ("p1", "p2")
VICTORY_VP = 40  # L990
ACTIONS = 2  # L67
# Mobile (L1028-1034): no extra costs, may enter and end in blocking and impassable terrain.
MOBILE_RULES = replace(IA_RULES, costly_terrain=frozenset(), enemy_extra=0, no_entry=frozenset())
NO_COUNT = 99  # a target the count cannot reach (walls all round): no accuracy is enough

_BOARDS: dict[tuple[str, tuple[int, ...]], Board] = {}  # pure derived objects; never part of a state


def other(seat: str) -> str:
    return SEATS[1] if seat == SEATS[0] else SEATS[0]


_USER_CARDS: dict[str, dict[str, Card]] = {}  # checked user cards by their JSON text: pure, derived


def cards(state: Mapping[str, Any]) -> dict[str, Card]:
    user = state.get("user_cards") or {}
    if not user:
        return shipped()
    key = json.dumps(user, sort_keys=True)
    if key not in _USER_CARDS:
        if len(_USER_CARDS) > 32:
            _USER_CARDS.clear()
        _USER_CARDS[key] = catalogue({cid: check_card(doc) for cid, doc in sorted(user.items())})
    return _USER_CARDS[key]


def card_of(state: Mapping[str, Any], fid: str) -> Card:
    return cards(state)[state["figures"][fid]["card"]]


def board(state: Mapping[str, Any]) -> Board:
    """The mission map with the doors opened so far (a door opened is gone, L293)."""
    key = (state["map_key"], tuple(state["doors_open"]))
    if key not in _BOARDS:
        if len(_BOARDS) > 64:
            _BOARDS.clear()
        base = board_from_json(json.loads(state["map_key"])) if state["map_key"].startswith("{") else None
        b = base or ct.load_map("ia", state["map_key"])
        for i in state["doors_open"]:
            b = b.with_door(b.doors[i].edge, True)
        _BOARDS[key] = b
    return _BOARDS[key]


def alive(state: Mapping[str, Any], seat: str | None = None) -> list[str]:
    """Figures on the map (of `seat`), in id order."""
    return sorted(
        f for f, v in state["figures"].items() if v["pos"] is not None and (seat is None or v["owner"] == seat)
    )


def square(state: Mapping[str, Any], fid: str) -> Square:
    x, y = state["figures"][fid]["pos"]
    return (x, y)


def occupied(state: Mapping[str, Any], seat: str, exclude: str | None = None) -> frozenset[Square]:
    return frozenset(square(state, f) for f in alive(state, seat) if f != exclude)


def mover(state: Mapping[str, Any], fid: str) -> Mover:
    owner = state["figures"][fid]["owner"]
    return Mover(friends=occupied(state, owner, fid), enemies=occupied(state, other(owner)))


def rules_for(card: Card) -> Any:
    return MOBILE_RULES if card.keyword("mobile") else IA_RULES


def destinations(state: Mapping[str, Any], fid: str, mp: int) -> dict[Square, int]:
    """Squares the figure may end a move on with `mp` movement points, and their cost (L918-929, L309-313)."""
    if mp <= 0:
        return {}
    start = square(state, fid)
    found = reachable(board(state), rules_for(card_of(state, fid)), start, mp, mover(state, fid))
    return {sq: c for sq, c in found.items() if sq != start}


def count(state: Mapping[str, Any], a: Square, b: Square) -> int:
    """Spaces counted from a to b (L1140-1148)."""
    found = counted(board(state), a, b)
    return NO_COUNT if found is None else found


def sees(state: Mapping[str, Any], fid: str, target: str) -> Sight:
    """Line of sight from figure to figure; every other figure on the map blocks (L1156-1171)."""
    others = [square(state, f) for f in alive(state) if f not in (fid, target)]
    massive = card_of(state, fid).keyword("massive") or card_of(state, target).keyword("massive")
    t_card = card_of(state, target)
    in_terrain = board(state).at(square(state, target)) == Terrain.BLOCKING and bool(
        t_card.keyword("mobile") or t_card.keyword("massive")
    )
    return line_of_sight(
        board(state),
        square(state, fid),
        square(state, target),
        others,
        massive=bool(massive),
        target_in_terrain=in_terrain,
    )


def adjacent(state: Mapping[str, Any], a: Square, b: Square) -> bool:
    return figures_adjacent(board(state), IA_RULES, [a], [b])


def legal_target(state: Mapping[str, Any], fid: str, target: str) -> bool:
    """Melee: adjacent, or within 2 with sight for Reach (L150, L252); ranged: in sight (L280)."""
    f, t = state["figures"][fid], state["figures"][target]
    if t["pos"] is None or t["owner"] == f["owner"]:
        return False  # L117: never a friendly figure, never an empty space
    card = card_of(state, fid)
    a, b = square(state, fid), square(state, target)
    if card.attack_type == "melee":
        if adjacent(state, a, b):
            return True
        return bool(card.keyword("reach")) and count(state, a, b) <= 2 and sees(state, fid, target).visible
    return sees(state, fid, target).visible


def controls(state: Mapping[str, Any], seat: str, token: Square) -> bool:
    """A token is controlled with a friendly figure on or next to it and no hostile one there (L691-700)."""

    def near(f: str) -> bool:
        s = square(state, f)
        return s == token or adjacent(state, s, token)

    return any(near(f) for f in alive(state, seat)) and not any(near(f) for f in alive(state, other(seat)))


def controls_area(state: Mapping[str, Any], seat: str, area: str) -> bool:
    squares = set(board(state).area(area))
    mine = any(square(state, f) in squares for f in alive(state, seat))
    return mine and not any(square(state, f) in squares for f in alive(state, other(seat)))


def ready_groups(state: Mapping[str, Any], seat: str) -> list[str]:
    """Ready deployment cards with figures on the map (L1014-1026, L1091-1100)."""
    return sorted(
        g
        for g, v in state["groups"].items()
        if v["owner"] == seat and v["ready"] and any(state["figures"][f]["pos"] is not None for f in v["figures"])
    )


def damage_on(state: Mapping[str, Any], seat: str) -> int:
    return sum(state["figures"][f]["damage"] for f in alive(state, seat))
