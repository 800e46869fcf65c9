"""The cached line of sight (bot.games.ia.sight: per-board segment and line-pair tables, segment shapes shared by
every board) equals the plain geometry of bot.games.grid.sight (RRG L1156-1171, Appendix I) on random maps with
walls, doors opened one by one, blocking terrain and blocking figures (issue 17: sight made cheaper, no outcome
changed). A table that kept a closed door's verdict after it opened, or a clear pair's verdict for other
blockers, or a shape put at the wrong place, fails here."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from bot.core.chance import Chance
from bot.games.grid import IA_RULES, IA_SIGHT, Board, Door, Point, Square, Terrain, figures_adjacent, load_map
from bot.games.grid.sight import ia_clear, ia_sight_lines
from bot.games.grid.trace import CELL, EDGE, POINT, trace, walk
from bot.games.ia.game import GAME
from bot.games.ia.sight import Sight, _segment, _solids, fast_sight_lines, line_of_sight
from bot.games.ia.state import card_of, occupied, sees
from tests.ia.policy import play, random_policy


def _random_board(rng: random.Random, n: int) -> Board:
    w, h = rng.randint(3, 9), rng.randint(3, 9)
    kinds = [Terrain.OPEN] * 6 + [Terrain.BLOCKING, Terrain.BLOCKING, Terrain.DIFFICULT, Terrain.PIT]
    terrain = tuple(tuple(rng.choice(kinds) for _x in range(w)) for _y in range(h))
    inner = [(x, y, x, y + 1) for x in range(1, w) for y in range(h)] + [
        (x, y, x + 1, y) for x in range(w) for y in range(1, h)
    ]
    picked = rng.sample(inner, min(len(inner), rng.randint(0, len(inner) // 4) + 3))
    doors = tuple(Door(e, False, f"d{i}") for i, e in enumerate(sorted(picked[:3])))
    return Board(f"random-{n}", w, h, terrain, frozenset(picked[3:]), doors)


def _door_states(rng: random.Random, b: Board) -> list[Board]:
    """The board, then with its doors opened one at a time in a random order (a new board each, L293)."""
    out = [b]
    for d in rng.sample(b.doors, len(b.doors)):
        out.append(out[-1].with_door(d.edge, True))
    return out


def _walked(b: Board, p: Point, q: Point) -> bool:
    """A segment clear of blocking terrain or the map's outside, closed edges and pinches, walked feature by feature
    (the walk the tables replaced; Appendix I #16 for the pinch)."""
    a, c = (p, q) if p <= q else (q, p)
    dx, dy = c[0] - a[0], c[1] - a[1]
    for kind, value in walk(a, c):
        if kind == CELL and (not b.on_map((value[0], value[1])) or b.at((value[0], value[1])) == Terrain.BLOCKING):
            return False
        if kind == EDGE and b.closed(value):  # type: ignore[arg-type]
            return False
        if kind == POINT:
            sides = {dx * vy - dy * vx > 0 for vx, vy in _solids(b, value) if dx * vy - dy * vx}  # type: ignore[arg-type]
            if len(sides) > 1:
                return False
    return True


def test_cached_segments_equal_the_plain_trace_on_random_boards_with_doors_opened() -> None:
    rng = random.Random(1717)
    for n in range(40):
        for b in _door_states(rng, _random_board(rng, n)):
            # a few ends off the map too (off the map is solid; its points are not in the board's table)
            points = [(x, y) for x in range(-2, b.width + 3) for y in range(-1, b.height + 2)]
            for _ in range(120):
                p, q = rng.choice(points), rng.choice(points)
                if p == q:
                    continue
                clear, cells = _segment(b, p, q)
                assert clear == _walked(b, p, q), (b.id, p, q)
                if b.on_map(p) and b.on_map(q):  # off the map grid.sight's geometry is not solid; IA's is
                    assert clear == ia_clear(b, IA_SIGHT, p, q, frozenset()), (b.id, p, q)
                assert cells == (frozenset(trace(p, q).cells) if clear else frozenset()), (b.id, p, q)
                assert _segment(b, q, p) == (clear, cells)  # the cached verdict, asked the other way


def test_cached_line_of_sight_equals_the_plain_one_on_random_boards_with_doors_and_figures() -> None:
    rng = random.Random(171717)
    seen = 0
    for n in range(40):
        for b in _door_states(rng, _random_board(rng, n)):
            squares = [(x, y) for x in range(b.width) for y in range(b.height)]
            pairs = [(rng.choice(squares), rng.choice(squares)) for _ in range(6)]
            for _ in range(60):  # the same few pairs again and again with other figures: the tables fill up
                a, t = rng.choice(pairs)
                if a == t:
                    continue
                blockers: frozenset[Square] = frozenset(rng.sample(squares, rng.randint(0, len(squares) // 3)))
                want = ia_sight_lines(b, IA_SIGHT, [a], t, blockers)
                assert fast_sight_lines(b, a, t, blockers - {a, t}) == want, (b.id, a, t, sorted(blockers))
                assert line_of_sight(b, a, t, blockers).lines == want
                seen += want is not None
    assert seen > 500  # enough lines found clear (and enough not) for the comparison to mean something


# the E-Web Engineer's 1x2 base (tests/ia/test_large.py)
LARGE = {
    "armies": {"p1": {"units": ["e-web-engineer", "stormtrooper", "darth-vader"], "deck": None}},
    "mission": "supply-run",
}


def _plain_spaces(f: Mapping[str, Any]) -> list[Square]:
    x, y = f["pos"]
    w, h = f.get("dims") or (1, 1)
    return [(x + i, y + j) for j in range(h) for i in range(w)]


def _plain_board(state: Mapping[str, Any]) -> Board:
    """The mission map with the state's doors opened, built afresh (no table of any earlier board): once per
    state looked at."""
    b = load_map("ia", state["map_key"])
    for i in state["doors_open"]:
        b = b.with_door(b.doors[i].edge, True)
    return b


def _plain_sees(state: Mapping[str, Any], b: Board, fid: str, target: str) -> Sight:
    """sees() by the plain geometry, from the figures dict itself (L1156-1171, L751, L867, L1032, L1169)."""
    figures = state["figures"]
    a_card, t_card = card_of(state, fid), card_of(state, target)
    massive = bool(a_card.keyword("massive") or t_card.keyword("massive"))
    others = [
        sq for f, v in figures.items() if v["pos"] is not None and f not in (fid, target) for sq in _plain_spaces(v)
    ]
    through = bool(t_card.keyword("mobile") or t_card.keyword("massive"))
    seen = Sight(False, False, None)
    for t_sq in _plain_spaces(figures[target]):
        exempt = [t_sq] if through and b.at(t_sq) == Terrain.BLOCKING else []
        for a_sq in _plain_spaces(figures[fid]):
            lines = ia_sight_lines(b, IA_SIGHT, [a_sq], t_sq, [] if massive else others, exempt)
            near = figures_adjacent(b, IA_RULES, [a_sq], [t_sq])
            seen = Sight(near or lines is not None, near, lines)
            if seen.visible:
                return seen
    return seen


def test_sight_between_figures_in_random_matches_equals_the_plain_geometry() -> None:
    """Every pair of figures on the map, at states all through seeded random skirmishes (doors opened, figures
    moved, defeated, large bases): the cached figure spaces, board tables and line pairs change no verdict."""
    doors_seen = pairs = 0
    for seed, options in (("sight-a", {"mission": "data-heist"}), ("sight-b", LARGE), ("bench-random-1", {})):
        options = options or {"mission": "supply-run"}
        state = GAME.setup(options, ("p1", "p2"), Chance(seed))
        _final, _actions, events = play(seed, random_policy, options, limit=900)
        for n, event in enumerate(events):
            state = GAME.evolve(state, event)
            if n % 97:
                continue
            doors_seen += bool(state["doors_open"])
            b = _plain_board(state)
            on_map = sorted(f for f, v in state["figures"].items() if v["pos"] is not None)
            for fid in on_map:
                assert sorted(occupied(state, state["figures"][fid]["owner"])) == sorted(
                    sq
                    for f in on_map
                    if state["figures"][f]["owner"] == state["figures"][fid]["owner"]
                    for sq in _plain_spaces(state["figures"][f])
                )
                for target in on_map:
                    if target != fid:
                        assert sees(state, fid, target) == _plain_sees(state, b, fid, target), (seed, n, fid, target)
                        pairs += 1
    assert doors_seen > 5 and pairs > 5000


def test_sight_with_two_bases_on_one_space_equals_the_plain_geometry() -> None:
    """A Massive figure may end its move on others (L869): then a space held by two figures still blocks for the
    one not in the attack, whatever the other is."""
    state = GAME.setup(LARGE, ("p1", "p2"), Chance("sight-shared"))
    _final, _actions, events = play("sight-shared", random_policy, LARGE, limit=400)
    for event in events[:1500]:
        state = GAME.evolve(state, event)
    b = _plain_board(state)
    on_map = sorted(f for f, v in state["figures"].items() if v["pos"] is not None)
    large = [f for f in on_map if state["figures"][f].get("dims")]
    assert large and len(on_map) > 6
    checked = 0
    for mover in on_map[:8]:
        for host in large:  # the mover stands on one space of a large base
            if mover == host:
                continue
            figures = dict(state["figures"])
            host_f = figures[host]
            spot = _plain_spaces(host_f)[-1]
            figures[mover] = {k: v for k, v in figures[mover].items() if k != "dims"} | {"pos": list(spot)}
            shared = {**state, "figures": figures}
            for fid in on_map:
                for target in on_map:
                    if fid != target:
                        assert sees(shared, fid, target) == _plain_sees(shared, b, fid, target), (mover, fid, target)
                        checked += 1
    assert checked > 100
