"""One side of the exact odds as arrays: every fleet state it can reach in combat rounds, and its transition matrix
for each kind of enemy roll (bot/games/ti4/odds.py has the rules, odds_layers.py solves the pairs).

A side's round outcome depends on its own state, the hits it takes and whether the enemy's Mentak flagship forbids
Sustain Damage; the enemy's roll (a distribution of hits) depends only on the enemy's unit counts (and, for the
Winnu flagship, on this side's non-fighters). So for every state the outcome of every possible number of hits is
computed once (`to`), and each kind of enemy roll ("class") is a probability per number of hits: a row of a
transition matrix is built only when a layer needs it (`rows`), so memory stays linear in the number of states.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import numpy as np

if TYPE_CHECKING:
    from bot.games.ti4.odds import UnitsT, _Solver

Hit = tuple[int, int]  # (hits, of them non-fighter hits)


class TooManyStates(Exception):
    """One side alone has more fleet states than the limit allows pairs."""


@dataclass
class SideChain:
    """Arrays over one side's fleet states (index = position in `states`; index n is padding: a zero row)."""

    states: list[UnitsT]
    index: dict[UnitsT, int]
    group: Any  # count group (unit counts, damage aside) of each state
    members: list[Any]  # the states of each count group
    pos: Any  # each state's position within its count group
    units: Any  # units of each state
    key: Any  # units + undamaged units: lowered by every round that changes the state, unless it repairs
    ships: Any  # bool: the state has ships
    survivors: Any  # (n, unit types): units left after the capacity check (the value of an ended combat)
    monotone: bool  # no round raises `key` (no repairs): the layers of odds_layers.py can be solved in closed form
    to: dict[bool, Any]  # Mentak flag -> (n, hits): the state after the round for each entry of the hit list
    died: dict[bool, Any]  # the same shape: this side's Yin flagship died (`to` is then the wiped state)
    yin_possible: bool = False  # this side has a Yin flagship
    cls: Any = None  # (own count groups, enemy count groups) -> class index of the enemy's roll
    probs: Any = None  # (classes, hits): the probability of each entry of the hit list
    flag_of: Any = None  # (classes,): whether the enemy's Mentak flagship forbids Sustain Damage
    wipe: Any = None  # index of each state without its ships

    def rows(self, idx: Any, cls: Any, kind: str) -> Any:
        """Transition rows (len(idx), n + 1) of states `idx` under classes `cls`. kind: "plain" (outcomes where no
        Yin flagship of this side died), "yin" (where it did), "plain_wiped" (plain, then every ship lost to the
        enemy's Yin flagship) or "all_wiped" (every outcome, every ship lost)."""
        n = len(self.states)
        out = np.zeros((len(idx), n + 1))
        real = idx < n
        for flag, to_all in self.to.items():
            sel = np.flatnonzero(real & (self.flag_of[cls] == flag))
            if not len(sel):
                continue
            i = idx[sel]
            to, died = to_all[i], self.died[flag][i]
            w = self.probs[cls[sel]] * self.ships[i][:, None]
            if kind in ("plain", "plain_wiped"):
                w = w * ~died
            elif kind == "yin":
                w = w * died
            if kind in ("plain_wiped", "all_wiped"):
                to = self.wipe[to]
            flat = (sel[:, None] * (n + 1) + to).ravel()
            out += np.bincount(flat, w.ravel(), out.size).reshape(out.shape)
        return out


class _Targets:
    """Per side: the state after the round's hits for every state, number of hits and Mentak flag."""

    def __init__(self, solver: _Solver, seat: str, hits: list[Hit], flags: list[bool], wipes: bool) -> None:
        self.solver, self.seat, self.hits, self.flags, self.wipes = solver, seat, hits, flags, wipes
        side = solver.sides[seat]
        flagship = side["stats"].get("flagship", {}).get("effect")
        # Every hit is assigned like a lone hit after the previous ones (sustain first, cheapest first) unless
        # a round's assignment is more than the sum of single hits: Duranium Armor (once per round), Non-Euclidean
        # Shielding (one sustain cancels two), the Yin flagship (its death ends everything at once).
        self.chain = not (
            "duranium_armor" in side["techs"]
            or "non_euclidean_shielding" in side["techs"]
            or flagship == "destroys_all_ships"
        )
        self.single: dict[tuple[UnitsT, bool], UnitsT] = {}

    def row(self, units: UnitsT, no_sustain: bool) -> list[tuple[UnitsT, bool]]:
        """(state after, Yin flagship died) for each entry of `hits`, from the state at a round's start."""
        pre = self.solver.repair_start(self.seat, units)
        if self.chain:
            return self._chained(pre, no_sustain)
        out: list[tuple[UnitsT, bool]] = []
        wiped: tuple[UnitsT, bool] | None = None  # more hits than ships: every larger number leaves the same
        for h, nf in self.hits:
            if wiped is None:
                new, yin, _ = self.solver.take(self.seat, pre, h, nf, "combat", no_sustain)
                got = (self.solver.wipe(self.seat, new), True) if yin else (new, False)
                if not self.solver.ships(self.seat, got[0]):
                    wiped = got
                out.append(got)
            else:
                out.append(wiped)
        return out

    def _chained(self, pre: UnitsT, no_sustain: bool) -> list[tuple[UnitsT, bool]]:
        out: list[tuple[UnitsT, bool]] = []
        cur, at = pre, 0
        for h, nf in self.hits:
            if nf:
                new, _yin, _ = self.solver.take(self.seat, pre, h, nf, "combat", no_sustain)
                out.append((new, False))
                continue
            if h == 0:
                out.append((self.solver.take(self.seat, pre, 0, 0, "combat", no_sustain)[0], False))
                continue
            while at < h:
                cur, at = self._one(cur, no_sustain), at + 1
            out.append((cur, False))
        return out

    def _one(self, units: UnitsT, no_sustain: bool) -> UnitsT:
        got = self.single.get((units, no_sustain))
        if got is None:
            got = self.single[(units, no_sustain)] = self.solver.take(self.seat, units, 1, 0, "combat", no_sustain)[0]
        return got


def _hits_received(solver: _Solver, seat: str, starts: dict[str, list[UnitsT]]) -> tuple[list[Hit], list[bool]]:
    """Every (hits, non-fighter hits) the enemy can roll against `seat` in a combat round, and the Mentak flags.
    Units are never added during a combat, so the enemy's largest fleets (the starts) roll every number of hits
    any later fleet can."""
    oseat = "defender" if seat == "attacker" else "attacker"
    found: set[Hit] = set()
    mine = sorted({solver.counts(m) for m in starts[seat]})
    for o in sorted({solver.counts(o) for o in starts[oseat]}):
        keys = {solver.roll_key(oseat, o, m, "combat"): m for m in mine}  # one unless a Winnu flagship rolls
        for m in keys.values():
            found.update(solver.roll(oseat, o, m, "combat"))
    flags = [False] + ([True] if any(solver.mentak(oseat, o) for o in starts[oseat]) else [])
    return sorted(found), flags


def build_sides(
    solver: _Solver, pairs: list[tuple[UnitsT, UnitsT]], limit: int
) -> tuple[SideChain, SideChain, dict[str, Any]]:
    """Both sides' chains from the states of the combat's round 2 on (`pairs`), with their hit tables; a side with
    more than `limit` states stops there (the caller refuses the request). Also returns the tables (for tests)."""
    starts = {"attacker": sorted({a for a, _d in pairs}), "defender": sorted({d for _a, d in pairs})}
    yins = {
        seat: solver.sides[seat]["stats"].get("flagship", {}).get("effect") == "destroys_all_ships" for seat in starts
    }
    chains: dict[str, SideChain] = {}
    tables: dict[str, Any] = {}
    for seat in ("attacker", "defender"):
        oseat = "defender" if seat == "attacker" else "attacker"
        hits, flags = _hits_received(solver, seat, starts)
        targets = _Targets(solver, seat, hits, flags, wipes=yins[oseat])
        chains[seat], tables[seat] = _closure(solver, seat, starts[seat], targets, limit)
    for seat in ("attacker", "defender"):
        oseat = "defender" if seat == "attacker" else "attacker"
        _transitions(solver, seat, chains[seat], chains[oseat], tables[seat])
    return chains["attacker"], chains["defender"], tables


def _closure(solver: _Solver, seat: str, starts: list[UnitsT], targets: _Targets, limit: int) -> tuple[SideChain, Any]:
    """Every state reachable from `starts` (breadth first, so indices are deterministic) and the target tables."""
    states: list[UnitsT] = []
    index: dict[UnitsT, int] = {}

    def add(units: UnitsT) -> int:
        i = index.get(units)
        if i is None:
            i = index[units] = len(states)
            states.append(units)
        return i

    for u in starts:
        add(u)
    rows: dict[bool, list[list[int]]] = {f: [] for f in targets.flags}
    yins: dict[bool, list[list[bool]]] = {f: [] for f in targets.flags}
    k = 0
    while k < len(states):
        if len(states) > limit:
            raise TooManyStates
        units = states[k]
        if targets.wipes:
            add(solver.wipe(seat, units))  # the enemy's Yin flagship can take this side's ships at any time
        for flag in targets.flags:
            if solver.ships(seat, units):
                row = targets.row(units, flag)
                rows[flag].append([add(u) for u, _y in row])
                yins[flag].append([y for _u, y in row])
            else:  # an ended combat: never rolled from
                rows[flag].append([k] * len(targets.hits))
                yins[flag].append([False] * len(targets.hits))
        k += 1
    table = {
        "hits": targets.hits,
        "flags": targets.flags,
        "to": {f: np.array(rows[f], dtype=np.intp).reshape(len(states), len(targets.hits)) for f in targets.flags},
        "yin": {f: np.array(yins[f], dtype=bool).reshape(len(states), len(targets.hits)) for f in targets.flags},
    }
    return _arrays(solver, seat, states, index, table), table


def _arrays(solver: _Solver, seat: str, states: list[UnitsT], index: dict[UnitsT, int], table: Any) -> SideChain:
    groups: dict[UnitsT, int] = {}
    group = np.array([groups.setdefault(solver.counts(u), len(groups)) for u in states], dtype=np.intp)
    members = [np.flatnonzero(group == g) for g in range(len(groups))]
    pos = np.zeros(len(states), dtype=np.intp)
    for m in members:
        pos[m] = np.arange(len(m))
    units = np.array([sum(u + d for _k, u, d in s) for s in states], dtype=np.int64)
    key = units + np.array([sum(u for _k, u, _d in s) for s in states], dtype=np.int64)
    ships = np.array([solver.ships(seat, s) > 0 for s in states], dtype=bool)
    types = solver.types[seat]
    survivors = np.zeros((len(states), len(types)))
    for i, s in enumerate(states):
        left = {k: u + d for k, u, d in solver.capacity_check(seat, s)}
        survivors[i] = [left.get(t, 0) for t in types]
    monotone = True
    rows = np.arange(len(states))[:, None]
    for to in table["to"].values():
        moved = (to != rows) & ships[:, None]
        monotone = monotone and bool(np.all(key[to][moved] < np.broadcast_to(key[:, None], to.shape)[moved]))
        # destruction is irreversible: a round never adds units, and keeping them keeps the unit counts
        same = (units[to] == units[:, None]) & ships[:, None]
        assert np.all(units[to] <= units[:, None]) and np.all(
            group[to][same] == np.broadcast_to(group[:, None], to.shape)[same]
        )
    chain = SideChain(
        states, index, group, members, pos, units, key, ships, survivors, monotone, table["to"], table["yin"]
    )
    chain.yin_possible = solver.sides[seat]["stats"].get("flagship", {}).get("effect") == "destroys_all_ships"
    return chain


def _transitions(solver: _Solver, seat: str, me: SideChain, enemy: SideChain, table: Any) -> None:
    """The classes of enemy rolls against `seat` (per pair of count groups) and each one's hit probabilities."""
    oseat = "defender" if seat == "attacker" else "attacker"
    own_counts = [solver.counts(me.states[m[0]]) for m in me.members]
    enemy_counts = [solver.counts(enemy.states[m[0]]) for m in enemy.members]
    enemy_ships = [bool(enemy.ships[m[0]]) for m in enemy.members]
    own_ships = [bool(me.ships[m[0]]) for m in me.members]
    classes: dict[tuple[Any, bool], int] = {}
    keys: list[tuple[UnitsT, UnitsT, bool]] = []
    cls = np.zeros((len(own_counts), len(enemy_counts)), dtype=np.intp)
    for go, oc in enumerate(enemy_counts):
        if not enemy_ships[go]:
            continue
        flag = solver.mentak(oseat, oc)
        for gm, mc in enumerate(own_counts):
            if not own_ships[gm]:
                continue
            key = (solver.roll_key(oseat, oc, mc, "combat"), flag)
            c = classes.get(key)
            if c is None:
                c = classes[key] = len(keys)
                keys.append((oc, mc, flag))
            cls[gm, go] = c
    column = {h: i for i, h in enumerate(table["hits"])}
    probs = np.zeros((max(1, len(keys)), len(column)))
    for c, (oc, mc, _flag) in enumerate(keys):
        for hit, q in solver.roll(oseat, oc, mc, "combat").items():
            probs[c, column[hit]] = q  # a KeyError here would mean the enemy rolled more than its largest fleet
    me.cls, me.probs = cls, probs
    me.flag_of = np.array([flag for _oc, _mc, flag in keys] or [False], dtype=bool)
    me.wipe = np.array([me.index.get(solver.wipe(seat, s), i) for i, s in enumerate(me.states)], dtype=np.intp)
