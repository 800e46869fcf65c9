"""The skirmish state (plain JSON) and the queries every rule asks of it: the board with its opened doors, where
figures stand, who is friendly, what a figure may see, reach and count to, who controls a token or an area."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import replace
from typing import Any, NamedTuple

from bot.games.grid import IA_RULES, Board, Mover, Square, Terrain, board_from_json, figures_adjacent, reachable
from bot.games.grid import adjacent as grid_adjacent
from bot.games.ia import content as ct
from bot.games.ia.large import Pose, Walker, cover, ends
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


class _OnMap(NamedTuple):
    """A figures dict and what is derived from it: figures dicts are never mutated (events copy on write), and the
    entry holds the dict it describes, so the same object means the same figures."""

    figures: Any
    by_seat: dict[str | None, list[str]]  # figures on the map (None: all), in id order
    placed: dict[str, tuple[Square, ...]]  # their spaces
    taken: frozenset[Square] | None  # every space they cover; None when two bases share one (Massive, L869)


# the last entry, replaced by one store (a reader in another thread sees a whole old or a whole new entry)
_ON_MAP: list[_OnMap | None] = [None]


def _map_entry(state: Mapping[str, Any]) -> _OnMap:
    figures = state["figures"]
    entry = _ON_MAP[0]
    if entry is None or entry.figures is not figures:
        every = sorted(f for f, v in figures.items() if v["pos"] is not None)
        by: dict[str | None, list[str]] = {None: every}
        for f in every:
            by.setdefault(figures[f]["owner"], []).append(f)
        placed = {f: _covered(figures[f]) for f in every}
        taken = frozenset(sq for sqs in placed.values() for sq in sqs)
        shared = len(taken) < sum(len(sqs) for sqs in placed.values())
        entry = _ON_MAP[0] = _OnMap(figures, by, placed, None if shared else taken)
    return entry


def _on_map(state: Mapping[str, Any]) -> dict[str | None, list[str]]:
    return _map_entry(state).by_seat


def _placed(state: Mapping[str, Any]) -> dict[str, tuple[Square, ...]]:
    """The spaces of every figure on the map, in id order."""
    return _map_entry(state).placed


def alive(state: Mapping[str, Any], seat: str | None = None) -> list[str]:
    """Figures on the map (of `seat`), in id order."""
    return list(_on_map(state).get(seat, ()))


def alive_ids(state: Mapping[str, Any], seat: str | None = None) -> tuple[str, ...] | list[str]:
    """alive() without the copy, for reading only."""
    return _on_map(state).get(seat, ())


def square(state: Mapping[str, Any], fid: str) -> Square:
    """The figure's space (a large figure's top-left space)."""
    x, y = state["figures"][fid]["pos"]
    return (x, y)


def pose(state: Mapping[str, Any], fid: str) -> Pose:
    """(x, y, w, h): the top-left space and the base's current width and height (large.py)."""
    f = state["figures"][fid]
    w, h = f.get("dims") or (1, 1)
    return (f["pos"][0], f["pos"][1], w, h)


def spaces(state: Mapping[str, Any], fid: str) -> tuple[Square, ...]:
    """Every space the figure's base covers (one for a small figure, L747-749)."""
    return _covered(state["figures"][fid])


def _covered(f: Mapping[str, Any]) -> tuple[Square, ...]:
    if "dims" not in f:
        return ((f["pos"][0], f["pos"][1]),)
    w, h = f["dims"] or (1, 1)
    return cover((f["pos"][0], f["pos"][1], w, h))


def occupied(state: Mapping[str, Any], seat: str, exclude: str | None = None) -> frozenset[Square]:
    placed = _placed(state)
    return frozenset(sq for f in alive_ids(state, seat) if f != exclude for sq in placed[f])


def mover(state: Mapping[str, Any], fid: str) -> Mover:
    owner = state["figures"][fid]["owner"]
    return Mover(friends=occupied(state, owner, fid), enemies=occupied(state, other(owner)))


def walker(state: Mapping[str, Any], fid: str, *, free: bool = False) -> Walker:
    """The figure as large.py moves it: the others around it, its keywords; `free` for move X spaces and push."""
    owner = state["figures"][fid]["owner"]
    card = card_of(state, fid)
    massive_at = frozenset(
        sq for f in alive(state) if f != fid and card_of(state, f).keyword("massive") for sq in spaces(state, f)
    )
    return Walker(
        friends=occupied(state, owner, fid),
        enemies=occupied(state, other(owner)),
        massive_at=massive_at,
        massive=bool(card.keyword("massive")),
        mobile=bool(card.keyword("mobile")),
        rotate=not free,
        free=free,
    )


def rules_for(card: Card) -> Any:
    return MOBILE_RULES if card.keyword("mobile") else IA_RULES


# The last few destinations() answers with what they were computed from: the figures dict, the cards and the board
# (held, compared by identity: a figures dict is never mutated, events copy it on write), the figure and its MP.
# One activation asks the same several times (the automatic end of an activation, its prompt, the step checked).
# The tuple is replaced by one store: a reader in another thread sees a whole old or a whole new one.
_DESTINATIONS: list[tuple[tuple[Any, Any, Board, str, int, dict[Pose, int]], ...]] = [()]


def destinations(state: Mapping[str, Any], fid: str, mp: int) -> dict[Pose, int]:
    """Poses the figure may end a move on with `mp` movement points, and their cost (L918-929, L309-313); large
    and Massive figures by large.py (L747-761, L859-873). A new dict each call (callers may edit it)."""
    if mp <= 0 or (state.get("act") or {}).get("stuck"):
        return {}  # L869: a Massive figure that ended on others spends no more MP this activation
    figures, every, b = state["figures"], cards(state), board(state)
    kept = _DESTINATIONS[0]
    for f, c, bd, fig, n, found in kept:
        if f is figures and c is every and bd is b and fig == fid and n == mp:
            return dict(found)
    found = _destinations(state, fid, mp)
    _DESTINATIONS[0] = ((figures, every, b, fid, mp, found), *kept[:3])
    return dict(found)


def _destinations(state: Mapping[str, Any], fid: str, mp: int) -> dict[Pose, int]:
    start = pose(state, fid)
    if start[2:] != (1, 1) or card_of(state, fid).keyword("massive"):
        return ends(board(state), start, mp, walker(state, fid))
    found = reachable(board(state), rules_for(card_of(state, fid)), start[:2], mp, mover(state, fid))
    return {(sq[0], sq[1], 1, 1): c for sq, c in found.items() if sq != start[:2]}


def free_moves(state: Mapping[str, Any], fid: str, n: int) -> dict[Pose, int]:
    """Where "move X spaces" (L310) or a push of up to n spaces (L906-916) may leave the figure: each step counts 1,
    no turning; it may pass other figures but not end on them, and never crosses walls or doors."""
    if n <= 0:
        return {}
    return ends(board(state), pose(state, fid), n, walker(state, fid, free=True))


def count(state: Mapping[str, Any], a: Square, b: Square) -> int:
    """Spaces counted from a to b (L1140-1148); into a blocking space only as the last step (a Massive or Mobile
    figure standing in blocking terrain can be counted to, L871, L1032)."""
    b_ = board(state)
    found = counted(b_, a, b)
    if found is None and b_.at(b) == Terrain.BLOCKING:
        near = [
            d
            for dx in (-1, 0, 1)
            for dy in (-1, 0, 1)
            if (n := (b[0] + dx, b[1] + dy)) != b
            and b_.on_map(n)
            and b_.at(n) != Terrain.BLOCKING
            and grid_adjacent(b_, IA_RULES, n, b)
            and (d := counted(b_, a, n)) is not None
        ]
        found = min(near) + 1 if near else None
    return NO_COUNT if found is None else found


def count_figures(state: Mapping[str, Any], fid: str, other_fid: str) -> int:
    """Spaces from one figure to another: the nearest pair of their spaces (large figures, L747-751)."""
    return min(count(state, a, b) for a in spaces(state, fid) for b in spaces(state, other_fid))


def count_to(state: Mapping[str, Any], fid: str, target: Square) -> int:
    return min(count(state, a, target) for a in spaces(state, fid))


def sees(state: Mapping[str, Any], fid: str, target: str, space: Square | None = None) -> Sight:
    """Line of sight from figure to figure; every other figure on the map blocks (L1156-1171). A large attacker
    traces from any space it covers; at a large target, to the chosen space, else to any of its spaces (L751)."""
    figures, every = state["figures"], cards(state)
    a_card, t_card = every[figures[fid]["card"]], every[figures[target]["card"]]
    massive = bool(a_card.keyword("massive") or t_card.keyword("massive"))
    others = frozenset() if massive else _others(state, fid, target)
    b = board(state)
    through = bool(t_card.keyword("mobile") or t_card.keyword("massive"))
    seen = Sight(False, False, None)
    for t_sq in (space,) if space is not None else spaces(state, target):
        in_terrain = through and b.at(t_sq) == Terrain.BLOCKING
        for a_sq in spaces(state, fid):
            seen = line_of_sight(b, a_sq, t_sq, others, massive=massive, target_in_terrain=in_terrain)
            if seen.visible:
                return seen
    return seen


def _others(state: Mapping[str, Any], fid: str, target: str) -> frozenset[Square]:
    """The spaces of every figure on the map but these two."""
    entry = _map_entry(state)
    placed, taken = entry.placed, entry.taken
    if taken is None:  # two bases share a space: only the others' own spaces
        return frozenset(sq for f, sqs in placed.items() if f != fid and f != target for sq in sqs)
    return taken.difference(placed.get(fid, ()), placed.get(target, ()))


def adjacent(state: Mapping[str, Any], a: Square, b: Square) -> bool:
    return figures_adjacent(board(state), IA_RULES, [a], [b])


def touches(state: Mapping[str, Any], fid: str, target: Square) -> bool:
    """Is the space on or next to the figure (any space of its base)?"""
    return any(sq == target or adjacent(state, sq, target) for sq in spaces(state, fid))


def legal_target(state: Mapping[str, Any], fid: str, target: str, space: Square | None = None) -> bool:
    """Melee: adjacent, or within 2 with sight for Reach (L150, L252); ranged: in sight (L280). At a large target
    the attacker aims at one of its spaces (L751): `space`, else any."""
    f, t = state["figures"][fid], state["figures"][target]
    if t["pos"] is None or t["owner"] == f["owner"]:
        return False  # L117: never a friendly figure, never an empty space
    if space is None:
        return any(legal_target(state, fid, target, sq) for sq in spaces(state, target))
    card = card_of(state, fid)
    if card.attack_type == "melee":
        if any(adjacent(state, a, space) for a in spaces(state, fid)):
            return True
        return (
            bool(card.keyword("reach")) and count_to(state, fid, space) <= 2 and sees(state, fid, target, space).visible
        )
    return sees(state, fid, target, space).visible


def target_spaces(state: Mapping[str, Any], fid: str, target: str) -> list[Square]:
    """The spaces of `target` the figure may aim an attack at (one for a small figure)."""
    return [sq for sq in spaces(state, target) if legal_target(state, fid, target, sq)]


def controls(state: Mapping[str, Any], seat: str, token: Square) -> bool:
    """A token is controlled with a friendly figure on or next to it and no hostile one there (L691-700)."""
    return any(touches(state, f, token) for f in alive(state, seat)) and not any(
        touches(state, f, token) for f in alive(state, other(seat))
    )


def controls_area(state: Mapping[str, Any], seat: str, area: str) -> bool:
    squares = set(board(state).area(area))
    mine = any(sq in squares for f in alive(state, seat) for sq in spaces(state, f))
    return mine and not any(sq in squares for f in alive(state, other(seat)) for sq in spaces(state, f))


def ready_groups(state: Mapping[str, Any], seat: str) -> list[str]:
    """Ready deployment cards with figures on the map (L1014-1026, L1091-1100)."""
    return sorted(
        g
        for g, v in state["groups"].items()
        if v["owner"] == seat and v["ready"] and any(state["figures"][f]["pos"] is not None for f in v["figures"])
    )


def damage_on(state: Mapping[str, Any], seat: str) -> int:
    return sum(state["figures"][f]["damage"] for f in alive(state, seat))
