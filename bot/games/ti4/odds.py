"""Exact odds of one TI4 space combat: attacker win, defender win, draw, and the expected survivors.

Both sides follow the match's default choices: Sustain Damage first, then the cheapest ships (hits.default), no
retreats, and the cheapest removals at capacity checks. The sequence is the match's: space cannon offense,
round 1 start (Letnev flagship repair, Assault Cannon), anti-fighter barrage, then combat rounds.

Method: dynamic programming over fleet states, not sampling. Within one round each side's hits are exact
distributions (convolutions of per-die distributions); a side's new state depends only on its own state and the
hits it took, so the two sides' outcomes multiply: a round is kept as one outcome distribution per side (a
"margin", memoised) and a state's value is the product of the two margins applied to a table of solved values
(two array products, not a loop over the pairs of outcomes). Destruction is irreversible, so states are solved in groups
of equal unit counts (only damage differs inside a group): within a group the equations
V(x) = sum P(x, y) V(y) + sum P(x, z) V(z) (z in smaller groups, already solved) are solved exactly by Gaussian
elimination, which also covers repairs (Duranium Armor, the Letnev flagship) and the "nobody hit" self-loop.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from bot.core.protocol import RuleError
from bot.games.ti4 import combat, hits
from bot.games.ti4.capacity import bound, capacity, fits, over_capacity, removal_options
from bot.games.ti4.hits import HitPack
from bot.games.ti4.phases import SEATS as _SEATS
from bot.games.ti4.setup import side_options

SEATS: tuple[str, str] = _SEATS  # plain strings: the solver indexes its own dicts by seat

UnitsT = tuple[tuple[str, int, int], ...]  # ((unit id, undamaged, damaged), ...) sorted
Dist = dict[tuple[int, int], float]  # (hits, hits that must go to non-fighters) -> probability


@dataclass
class OddsResult:
    attacker_win: float
    defender_win: float
    draw: float
    # expected number of each side's units left after the combat (and its capacity check)
    survivors: dict[str, dict[str, float]] = field(default_factory=dict)
    names: dict[str, dict[str, str]] = field(default_factory=dict)
    states: int = 0  # fleet states solved (for benchmarks)
    no_combat: float = 0.0  # probability that space cannon offense left at most one side with ships
    notes: list[str] = field(default_factory=list)  # e.g. a fleet over capacity, answered anyway

    def to_json(self) -> dict[str, Any]:
        return {
            "attacker_win": self.attacker_win,
            "defender_win": self.defender_win,
            "draw": self.draw,
            "survivors": self.survivors,
            "no_combat": self.no_combat,
            "notes": self.notes,
        }

    def text(self) -> str:
        def fleet(seat: str) -> str:
            parts = [f"{v:.2f} {self.names[seat][u]}" for u, v in self.survivors[seat].items() if v >= 0.005]
            return ", ".join(parts) or "nothing"

        lines = [
            f"Attacker wins {self.attacker_win:.2%}, defender wins {self.defender_win:.2%}, draw {self.draw:.2%}",
            f"Expected attacker survivors: {fleet('attacker')}",
            f"Expected defender survivors: {fleet('defender')}",
        ]
        if self.no_combat > 1e-9:
            lines.append(f"(space cannon settles it before combat {self.no_combat:.2%} of the time)")
        lines += [f"Note: {n}" for n in self.notes]
        return "\n".join(lines)


def _freeze(units: Mapping[str, list[int]]) -> UnitsT:
    return tuple(sorted((k, v[0], v[1]) for k, v in units.items() if v[0] + v[1] > 0))


def _thaw(t: UnitsT) -> dict[str, list[int]]:
    return {k: [u, d] for k, u, d in t}


def _eliminate(mat: list[list[float]], rhs: list[list[float]]) -> None:
    """Gauss-Jordan elimination with partial pivoting, in place: `mat` ends diagonal."""
    n = len(mat)
    width = len(rhs[0]) if rhs else 0
    for col in range(n):
        piv = max(range(col, n), key=lambda r: abs(mat[r][col]))
        if abs(mat[piv][col]) < 1e-15:
            raise RuleError("these fleets can never finish the combat (no side can score a hit)")
        mat[col], mat[piv] = mat[piv], mat[col]
        rhs[col], rhs[piv] = rhs[piv], rhs[col]
        inv = 1.0 / mat[col][col]
        for r in range(n):
            if r != col and mat[r][col] != 0.0:
                f = mat[r][col] * inv
                mr, mc = mat[r], mat[col]
                for c in range(col, n):
                    mr[c] -= f * mc[c]
                rr, rc = rhs[r], rhs[col]
                for j in range(width):
                    rr[j] -= f * rc[j]


@dataclass(frozen=True)
class _Margin:
    """One side's outcome distribution for a round: all outcomes, the ones that are plain states as table
    indices and probabilities, and the ones where its Yin flagship died (all ships go)."""

    dist: dict[tuple[UnitsT, bool], float]
    ids: Any  # numpy array of side-state indices
    probs: Any  # numpy array, same length
    yins: list[tuple[UnitsT, float]]
    same: list[tuple[int, float]]  # the plain outcomes that keep the unit counts (damage changes only)


@dataclass(frozen=True)
class _Step:
    a: _Margin
    d: _Margin
    extra: list[tuple[tuple[UnitsT, UnitsT], float]]  # outcomes after a Yin flagship's death (wiped states)


class _Solver:
    def __init__(self, sides: dict[str, dict[str, Any]], nebula: bool) -> None:
        self.sides = sides
        self.nebula = nebula
        self.types = {seat: sorted(sides[seat]["stats"]) for seat in SEATS}
        # a side over capacity from the start is computed as given: no capacity checks (said in the result's notes)
        self.as_given = {seat: over_capacity(sides[seat]) for seat in SEATS}
        self.roll_memo: dict[tuple[str, UnitsT, int], Dist] = {}
        self.take_memo: dict[tuple[str, UnitsT, int, int, str, bool], tuple[UnitsT, bool, tuple[int, ...]]] = {}
        self.ship_memo: dict[tuple[str, UnitsT], int] = {}
        self.count_memo: dict[UnitsT, UnitsT] = {}
        self.margin_memo: dict[tuple[str, UnitsT, tuple[str, UnitsT, int], bool], _Margin] = {}
        # the value table: each side's states get indices; table[a, d] is the value vector of the pair
        self.width = 3 + len(self.types["attacker"]) + len(self.types["defender"])
        self.ids: dict[str, dict[UnitsT, int]] = {seat: {} for seat in SEATS}
        self.units: dict[str, list[UnitsT]] = {seat: [] for seat in SEATS}
        self.damage_of: dict[str, list[int]] = {seat: [] for seat in SEATS}
        self.table = np.zeros((0, 0, self.width))
        self.solved = np.zeros((0, 0), dtype=bool)
        self.count = 0  # states solved (for benchmarks)

    # -- helpers over frozen states ----------------------------------------------------------------------

    def side(self, seat: str, units: UnitsT) -> dict[str, Any]:
        s = dict(self.sides[seat])
        s["units"] = _thaw(units)
        return s

    def ships(self, seat: str, units: UnitsT) -> int:
        key = (seat, units)
        n = self.ship_memo.get(key)
        if n is None:
            st = self.sides[seat]["stats"]
            n = sum(u + d for k, u, d in units if st[k]["class"] == "ship")
            self.ship_memo[key] = n
        return n

    def roll_key(self, seat: str, units: UnitsT, opp: UnitsT, kind: str) -> tuple[str, UnitsT, int]:
        """What one roll depends on: the roller's unit counts (damage changes no dice) and, for the Winnu
        flagship, the enemy's non-fighters."""
        st = self.sides[seat]["stats"]
        winnu = "flagship" in st and st["flagship"].get("effect") == "dice_per_enemy_non_fighter"
        counts = self.counts(units)
        if not winnu:
            return (seat + kind, counts, -1)
        return (seat + kind, counts, combat.non_fighter_ships(self.side(SEATS[1 - SEATS.index(seat)], opp)))

    def counts(self, units: UnitsT) -> UnitsT:
        got = self.count_memo.get(units)
        if got is None:
            got = self.count_memo[units] = tuple((k, u + d, 0) for k, u, d in units)
        return got

    def roll(self, seat: str, units: UnitsT, opp: UnitsT, kind: str) -> Dist:
        """The distribution of (hits, non-fighter hits) of one roll."""
        key = self.roll_key(seat, units, opp, kind)
        got = self.roll_memo.get(key)
        if got is not None:
            return got
        opp_side = self.side(SEATS[1 - SEATS.index(seat)], opp)
        me = self.side(seat, units)
        if kind == "combat":
            groups = combat.combat_groups(me, opp_side, defender_in_nebula=self.nebula and seat == "defender")
        elif kind == "afb":
            groups = combat.afb_groups(me)
        elif kind == "ambush":
            groups = combat.ambush_groups(me)
        else:
            groups = combat.space_cannon_groups(me, opp_side)
        dist: Dist = {(0, 0): 1.0}
        for g in groups:
            per_die = combat.hit_distribution(g)
            for _ in range(g.dice):
                nxt: Dist = {}
                for (h, nf), p in dist.items():
                    for dh, q in per_die.items():
                        k = (h + dh, nf + (dh if g.non_fighter else 0))
                        nxt[k] = nxt.get(k, 0.0) + p * q
                dist = nxt
        self.roll_memo[key] = dist
        return dist

    def take(
        self, seat: str, units: UnitsT, h: int, nf: int, source: str, no_sustain: bool
    ) -> tuple[UnitsT, bool, tuple[int, ...]]:
        """A side's units after it assigns `h` hits by the default policy; whether its Yin flagship died;
        and per type how many damaged units sustained this round and survive (for Duranium Armor)."""
        key = (seat, units, h, nf, source, no_sustain)
        got = self.take_memo.get(key)
        if got is not None:
            return got
        side = self.sides[seat]
        st = side["stats"]
        u = _thaw(units)
        per = 2 if "non_euclidean_shielding" in side["techs"] else 1
        target = "fighters" if source == "afb" else ("non_fighters" if source == "assault_cannon" else "any")
        sustain_ok = source not in ("afb", "assault_cannon") and not no_sustain
        pack = HitPack(h, nf, target, sustain_ok, per, source)
        a = hits.default(u, st, pack)
        after = hits.apply(u, a)
        yin = bool(a["destroy"].get("flagship")) and st.get("flagship", {}).get("effect") == "destroys_all_ships"
        fresh = []
        for k, _uu, dd in units:
            s_k = a["sustain"].get(k, 0)
            x_k = a["destroy"].get(k, 0)
            fresh.append(max(0, s_k - min(x_k, dd + s_k)))
        new = _freeze(after)
        if source == "combat":  # Duranium Armor: after assigning hits in a combat round
            new = self.duranium(seat, units, new, tuple(fresh))
        out = (new, yin, tuple(fresh))
        self.take_memo[key] = out
        return out

    def repair_start(self, seat: str, units: UnitsT) -> UnitsT:
        """Letnev flagship: repaired at the start of every round."""
        st = self.sides[seat]["stats"]
        if "flagship" in st and st["flagship"].get("effect") == "repair_each_round":
            return tuple((k, u + d, 0) if k == "flagship" else (k, u, d) for k, u, d in units)
        return units

    def duranium(self, seat: str, before: UnitsT, after: UnitsT, fresh: tuple[int, ...]) -> UnitsT:
        if "duranium_armor" not in self.sides[seat]["techs"]:
            return after
        st = self.sides[seat]["stats"]
        fresh_by = {k: f for (k, _u, _d), f in zip(before, fresh, strict=True)}
        best = None
        for k, _u, d in after:
            if d - fresh_by.get(k, 0) > 0 and (best is None or hits.cost_key(k, st) > hits.cost_key(best, st)):
                best = k
        if best is None:
            return after
        return tuple((k, u + 1, d - 1) if k == best else (k, u, d) for k, u, d in after)

    def wipe(self, seat: str, units: UnitsT) -> UnitsT:
        st = self.sides[seat]["stats"]
        return tuple(t for t in units if st[t[0]]["class"] != "ship")

    def mentak(self, seat: str, units: UnitsT) -> bool:
        st = self.sides[seat]["stats"]
        return (
            "flagship" in st
            and st["flagship"].get("effect") == "no_enemy_sustain"
            and any(k == "flagship" for k, _u, _d in units)
        )

    # -- one exchange: each side's outcome distribution, then their product ------------------------------

    def margin(self, seat: str, units: UnitsT, opp: UnitsT, kind: str) -> _Margin:
        """One side's states after the other side's roll, with probabilities: per round the two sides' rolls
        are independent, so a round's joint transition is the product of the two sides' margins."""
        oseat = SEATS[1 - SEATS.index(seat)]
        no_sustain = self.mentak(oseat, opp)
        key = (seat, units, self.roll_key(oseat, opp, units, kind), no_sustain)
        got = self.margin_memo.get(key)
        if got is not None:
            return got
        dist: dict[tuple[UnitsT, bool], float] = {}
        for (h, nf), p in self.roll(oseat, opp, units, kind).items():
            new, yin, _ = self.take(seat, units, h, nf, kind, no_sustain)
            dist[(new, yin)] = dist.get((new, yin), 0.0) + p
        plain = [(u, p) for (u, yin), p in dist.items() if not yin]
        ids = np.array([self.sid(seat, u) for u, _p in plain], dtype=np.intp)
        probs = np.array([p for _u, p in plain], dtype=np.float64)
        own = self.counts(units)
        same = [(int(i), p) for i, (u, p) in zip(ids, plain, strict=True) if self.counts(u) == own]
        got = _Margin(dist, ids, probs, [(u, p) for (u, yin), p in dist.items() if yin], same)
        self.margin_memo[key] = got
        return got

    def exchange(self, a: UnitsT, d: UnitsT, kind: str) -> dict[tuple[UnitsT, UnitsT], float]:
        """The joint distribution of one exchange (used for the few states of round 1)."""
        out_a, out_d = self.margin("attacker", a, d, kind).dist, self.margin("defender", d, a, kind).dist
        out: dict[tuple[UnitsT, UnitsT], float] = {}
        for (na, ya), pa in out_a.items():
            for (nd, yd), pd in out_d.items():
                key = (self.wipe("attacker", na), self.wipe("defender", nd)) if (ya or yd) else (na, nd)
                out[key] = out.get(key, 0.0) + pa * pd
        return out

    def step(self, ia: int, id_: int) -> _Step:
        """A combat round from its start (round 2 on): Letnev repair, rolls, assignments; factored by side."""
        a = self.repair_start("attacker", self.units["attacker"][ia])
        d = self.repair_start("defender", self.units["defender"][id_])
        ma, md = self.margin("attacker", a, d, "combat"), self.margin("defender", d, a, "combat")
        extra: dict[tuple[UnitsT, UnitsT], float] = {}
        if ma.yins or md.yins:  # a Yin flagship died: all ships go, whatever the other side's outcome
            for (na, ya), pa in ma.dist.items():
                for (nd, yd), pd in md.dist.items():
                    if ya or yd:
                        key = (self.wipe("attacker", na), self.wipe("defender", nd))
                        extra[key] = extra.get(key, 0.0) + pa * pd
        return _Step(ma, md, list(extra.items()))

    # -- values ------------------------------------------------------------------------------------------

    def sid(self, seat: str, units: UnitsT) -> int:
        """The index of one side's state in the value table (grown on demand)."""
        ids = self.ids[seat]
        i = ids.get(units)
        if i is None:
            i = ids[units] = len(self.units[seat])
            self.units[seat].append(units)
            self.damage_of[seat].append(sum(d for _k, _u, d in units))
            if i >= self.table.shape[SEATS.index(seat)]:
                self._grow()
        return i

    def _grow(self) -> None:
        na, nd = (max(16, 2 * len(self.units[seat])) for seat in SEATS)
        table = np.zeros((na, nd, self.width))
        solved = np.zeros((na, nd), dtype=bool)
        oa, od = self.solved.shape
        table[:oa, :od] = self.table
        solved[:oa, :od] = self.solved
        self.table, self.solved = table, solved

    def terminal(self, a: UnitsT, d: UnitsT) -> bool:
        return self.ships("attacker", a) == 0 or self.ships("defender", d) == 0

    def final_value(self, a: UnitsT, d: UnitsT) -> list[float]:
        sa, sd = self.ships("attacker", a), self.ships("defender", d)
        vec = [1.0 if sa and not sd else 0.0, 1.0 if sd and not sa else 0.0, 1.0 if not sa and not sd else 0.0]
        for seat, units in (("attacker", a), ("defender", d)):
            left = self.capacity_check(seat, units)
            counts = {k: u + dd for k, u, dd in left}
            vec += [float(counts.get(t, 0)) for t in self.types[seat]]
        return vec

    def capacity_check(self, seat: str, units: UnitsT) -> UnitsT:
        if self.as_given[seat]:
            return units
        side = self.side(seat, units)
        room = capacity(side)
        if fits(side, side["units"], room, side["space_dock"]):
            return units
        removal = removal_options(side, room, side["space_dock"])[0]
        return _freeze(hits.apply(side["units"], {"destroy": removal}))

    def _store(self, ia: int, id_: int, v: Any) -> None:
        self.table[ia, id_] = v
        self.solved[ia, id_] = True
        self.count += 1

    def value(self, a: UnitsT, d: UnitsT) -> Any:
        """The value vector of a state: win/lose/draw probabilities, then each side's expected survivors."""
        ia, id_ = self.sid("attacker", a), self.sid("defender", d)
        self._solve(ia, id_)
        return self.table[ia, id_]

    def _solve(self, ia: int, id_: int) -> None:
        if not self.solved[ia, id_]:
            a, d = self.units["attacker"][ia], self.units["defender"][id_]
            if self.terminal(a, d):
                self._store(ia, id_, self.final_value(a, d))
            else:
                self.solve_group(ia, id_)

    def solve_group(self, ia: int, id_: int) -> None:
        """Solve the states reachable from (ia, id_) that keep its unit counts (damage variations only) together:
        they can loop back to each other, so their values are one linear system (triangular without repairs)."""
        members, steps = self._group(ia, id_)
        index = {x: i for i, x in enumerate(members)}
        for st in steps:
            self._ensure(st, index)
        if self.solve_monotone(members, steps):
            return
        n = len(members)
        mat = [[0.0] * n for _ in range(n)]
        rhs: list[list[float]] = []
        for r, st in enumerate(steps):
            mat[r][r] += 1.0
            for (i, pa), (j, pd) in self._same_group(st):
                c = index.get((i, j))
                if c is not None:
                    mat[r][c] -= pa * pd
            rhs.append([float(v) for v in self._combine(st)])  # unsolved members count 0 here
        _eliminate(mat, rhs)
        for r, (i, j) in enumerate(members):
            inv = 1.0 / mat[r][r]
            self._store(i, j, [v * inv for v in rhs[r]])

    def _same_group(self, st: _Step) -> list[tuple[tuple[int, float], tuple[int, float]]]:
        """The pairs of a round's outcomes that keep the unit counts of its state (damage changes only)."""
        return [(u, v) for u in st.a.same for v in st.d.same]

    def _group(self, ia: int, id_: int) -> tuple[list[tuple[int, int]], list[_Step]]:
        """The unsolved states with the unit counts of (ia, id_) reachable from it, and each one's round step."""
        members = [(ia, id_)]
        seen = {(ia, id_)}
        steps: list[_Step] = []
        k = 0
        while k < len(members):
            st = self.step(*members[k])
            steps.append(st)
            for (i, _pa), (j, _pd) in self._same_group(st):
                if (i, j) not in seen and not self.solved[i, j]:
                    seen.add((i, j))
                    members.append((i, j))
            k += 1
        return members, steps

    def _ensure(self, st: _Step, members: Mapping[tuple[int, int], int]) -> None:
        """Solve every outcome of a round that is not in the group being solved."""
        todo = ~self.solved[np.ix_(st.a.ids, st.d.ids)]
        ids_a, ids_d = st.a.ids.tolist(), st.d.ids.tolist()
        for i, j in zip(*np.nonzero(todo), strict=True):
            x = (ids_a[i], ids_d[j])
            if x not in members:
                self._solve(*x)
        for y, _p in st.extra:
            self.value(*y)

    def _combine(self, st: _Step) -> Any:
        """sum over both sides' outcomes of p_attacker * p_defender * value: the product of the two margins
        applied to the table (as two vector products rather than one loop over the pairs)."""
        block = self.table[np.ix_(st.a.ids, st.d.ids)]
        v = np.einsum("i,ijk->jk", st.a.probs, block) if len(st.a.ids) else np.zeros((len(st.d.ids), self.width))
        out = st.d.probs @ v if len(st.d.ids) else np.zeros(self.width)
        for y, p in st.extra:
            out = out + p * self.value(*y)
        return out

    def solve_monotone(self, members: list[tuple[int, int]], steps: list[_Step]) -> bool:
        """Without repairs, a round inside a group (same unit counts) only adds damage: the group's equations are
        triangular, so each state is solved from the more damaged ones (linear instead of cubic in the group).
        False (nothing solved) when some round repairs, i.e. leads to another state of the group with no more
        damage."""
        da, dd = self.damage_of["attacker"], self.damage_of["defender"]
        dmg = [da[i] + dd[j] for i, j in members]
        for r, st in enumerate(steps):
            for (i, _pa), (j, _pd) in self._same_group(st):
                if (i, j) != members[r] and da[i] + dd[j] <= dmg[r]:
                    return False
        for r in sorted(range(len(members)), key=lambda k: dmg[k], reverse=True):
            (ia, id_), st = members[r], steps[r]
            stay = sum(pa * pd for (i, pa), (j, pd) in self._same_group(st) if (i, j) == (ia, id_))
            if 1.0 - stay < 1e-15:
                raise RuleError("these fleets can never finish the combat (no side can score a hit)")
            self._store(ia, id_, self._combine(st) / (1.0 - stay))  # its own entry is still 0 in the table
        return True

    # -- the whole combat --------------------------------------------------------------------------------

    def start(self) -> tuple[dict[tuple[UnitsT, UnitsT], float], float]:
        """The distribution of states after round 1 (from set-up), and the no-combat probability."""
        a0 = _freeze(self.sides["attacker"]["units"])
        d0 = _freeze(self.sides["defender"]["units"])
        dist = {(a0, d0): 1.0}
        # space cannon offense: attacker's, then defender's; each followed by the target's capacity check
        for seat in SEATS:
            tgt = SEATS[1 - SEATS.index(seat)]
            nxt: dict[tuple[UnitsT, UnitsT], float] = {}
            for (a, d), p in dist.items():
                cur = {"attacker": a, "defender": d}
                for (h, nf), q in self.roll(seat, cur[seat], cur[tgt], "space_cannon").items():
                    new, yin, _ = self.take(tgt, cur[tgt], h, nf, "space_cannon", self.mentak(seat, cur[seat]))
                    res = {seat: cur[seat], tgt: self.capacity_check(tgt, new)}
                    if yin:
                        res = {s: self.wipe(s, res[s]) for s in SEATS}
                    key = (res["attacker"], res["defender"])
                    nxt[key] = nxt.get(key, 0.0) + p * q
            dist = nxt
        no_combat = sum(p for (a, d), p in dist.items() if self.terminal(a, d))
        after: dict[tuple[UnitsT, UnitsT], float] = {}

        def add(key: tuple[UnitsT, UnitsT], p: float) -> None:
            after[key] = after.get(key, 0.0) + p

        for (a, d), p in dist.items():
            if self.terminal(a, d):
                add((a, d), p)
                continue
            a, d = self.repair_start("attacker", a), self.repair_start("defender", d)
            for (a1, d1), q0 in self.start_effects(a, d).items():
                if self.terminal(a1, d1):
                    add((a1, d1), p * q0)
                    continue
                for (a2, d2), q in self.exchange(a1, d1, "afb").items():
                    if self.terminal(a2, d2):
                        add((a2, d2), p * q0 * q)
                        continue
                    for key, r in self.exchange(a2, d2, "combat").items():
                        add(key, p * q0 * q * r)
        return after, no_combat

    def start_effects(self, a: UnitsT, d: UnitsT) -> dict[tuple[UnitsT, UnitsT], float]:
        """Start of combat, attacker first: Mentak Ambush (random), then Assault Cannon (forced)."""
        dist = {(a, d): 1.0}
        for seat in SEATS:
            tgt = SEATS[1 - SEATS.index(seat)]
            nxt: dict[tuple[UnitsT, UnitsT], float] = {}
            for (x, y), p in dist.items():
                cur = {"attacker": x, "defender": y}
                outcomes: list[tuple[dict[str, UnitsT], float]] = [(cur, 1.0)]
                if self.ships(tgt, cur[tgt]):
                    outcomes = []
                    for (h, _nf), q in self.roll(seat, cur[seat], cur[tgt], "ambush").items():
                        new, yin, _ = self.take(tgt, cur[tgt], h, 0, "ambush", self.mentak(seat, cur[seat]))
                        res = {seat: cur[seat], tgt: new}
                        if yin:
                            res = {s: self.wipe(s, res[s]) for s in SEATS}
                        outcomes.append((res, q))
                for res, q in outcomes:
                    me, opp = self.side(seat, res[seat]), self.side(tgt, res[tgt])
                    if (
                        "assault_cannon" in me["techs"]
                        and combat.non_fighter_ships(me) >= 3
                        and combat.non_fighter_ships(opp)
                    ):
                        new, yin, _ = self.take(tgt, res[tgt], 1, 0, "assault_cannon", True)
                        res = {seat: res[seat], tgt: new}
                        if yin:
                            res = {s: self.wipe(s, res[s]) for s in SEATS}
                    key = (res["attacker"], res["defender"])
                    nxt[key] = nxt.get(key, 0.0) + p * q
            dist = nxt
        return dist


# The solver's work grows with the number of fleet states it visits. The limit is that number, counted before
# solving (fleet_states); a faster solver raises it. Calibrated with bench/ti4_odds_limits.py: the slowest fleets
# at the limit (war suns: the most dice per state) take about 10 s on one core of the bench machine.
MAX_FLEET_STATES = 2_500


def side_states(side: Mapping[str, Any]) -> int:
    """The fleet states one side passes through under the default policy: it loses its ships one at a time in a
    fixed order (ships + 1 counts) and takes Sustain Damage one ship at a time in a fixed order (+1 per ship
    that can sustain)."""
    st = side["stats"]
    ships = [(uid, u + d) for uid, (u, d) in side["units"].items() if st[uid]["class"] == "ship"]
    return 1 + sum(n for _uid, n in ships) + sum(n for uid, n in ships if st[uid]["sustain"])


def fleet_states(sides: Mapping[str, Mapping[str, Any]]) -> int:
    """The size of the solver's state space: pairs of the two sides' fleet states."""
    return side_states(sides["attacker"]) * side_states(sides["defender"])


def _fleet_text(counts: Mapping[str, int]) -> str:
    return " ".join(f"{n} {uid}" for uid, n in sorted(counts.items()))


def largest_fitting(sides: Mapping[str, Mapping[str, Any]], limit: int) -> tuple[str, str] | None:
    """Both fleets scaled down by one factor (each unit type keeps at least 1) to the largest that fits the
    limit, as fleet strings; None when even one unit of each type is over it."""

    def scaled(f: float) -> dict[str, dict[str, Any]]:
        out = {}
        for seat in SEATS:
            side = dict(sides[seat])
            side["units"] = {uid: [max(1, int(sum(v) * f)), 0] for uid, v in sides[seat]["units"].items()}
            out[seat] = side
        return out

    lo, hi = 0.0, 1.0
    if fleet_states(scaled(lo)) > limit:
        return None
    for _ in range(40):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if fleet_states(scaled(mid)) <= limit else (lo, mid)
    best = scaled(lo)
    return tuple(_fleet_text({u: v[0] for u, v in best[seat]["units"].items()}) for seat in SEATS)  # type: ignore[return-value]


def _capacity_note(seat: str, side: Mapping[str, Any]) -> str:
    dock = " (+3 fighters by the space dock)" if side["space_dock"] else ""
    n = bound(side)
    need = "fighter/ground force needs" if n == 1 else "fighters/ground forces need"
    return (
        f"the {seat} is over capacity (rule 16): {n} {need} room but its ships carry {capacity(side)}{dock}. "
        "In a match the excess is removed before combat; these odds are for the fleet as given, without capacity "
        "checks for this side"
    )


@dataclass
class OddsPlan:
    """Two validated sides, ready to solve (picklable: a worker process solves it)."""

    sides: dict[str, dict[str, Any]]
    nebula: bool
    states: int
    notes: list[str] = field(default_factory=list)


def prepare(attacker: Any, defender: Any, *, nebula: bool = False, limit: int = MAX_FLEET_STATES) -> OddsPlan:
    """Validate both sides and count the fleet states before any solving. Raises RuleError for bad input and for
    fleets over the limit (naming it, and the largest fleets of the same units that fit)."""
    raw = {"attacker": attacker, "defender": defender}
    sides: dict[str, Any] = {seat: side_options(raw[seat], seat, enforce_capacity=False) for seat in SEATS}
    states = fleet_states(sides)
    if states > limit:
        fit = largest_fitting(sides, limit)
        hint = (
            f"; the largest fleets of these units that fit: '{fit[0]}' vs '{fit[1]}'"
            if fit
            else "; even one unit of each type is over it"
        )
        raise RuleError(
            f"these fleets have {states:,} fleet states to solve; the limit is {MAX_FLEET_STATES:,} "
            f"(a side's states: 1 + its ships + its ships with Sustain Damage; the two sides multiply){hint}"
        )
    notes = [_capacity_note(seat, sides[seat]) for seat in SEATS if over_capacity(sides[seat])]
    return OddsPlan(sides, nebula, states, notes)


def odds(attacker: Any, defender: Any, *, nebula: bool = False, limit: int = MAX_FLEET_STATES) -> OddsResult:
    """Exact odds for two fleets. `attacker`/`defender` are fleet strings ("3 cruiser") or the side options of
    the match (fleet, faction, techs, pds, space_dock). Raises RuleError for bad input or fleets over the limit."""
    return solve(prepare(attacker, defender, nebula=nebula, limit=limit))


def solve(plan: OddsPlan) -> OddsResult:
    sides, nebula = plan.sides, plan.nebula
    solver = _Solver(sides, nebula)
    after, no_combat = solver.start()
    total = [0.0] * solver.width
    for (a, d), p in after.items():
        v = solver.value(a, d)
        for j in range(solver.width):
            total[j] += p * float(v[j])
    na = len(solver.types["attacker"])
    survivors = {
        "attacker": {t: total[3 + i] for i, t in enumerate(solver.types["attacker"])},
        "defender": {t: total[3 + na + i] for i, t in enumerate(solver.types["defender"])},
    }
    names = {seat: {u: sides[seat]["stats"][u]["name"] for u in sides[seat]["stats"]} for seat in SEATS}
    return OddsResult(total[0], total[1], total[2], survivors, names, solver.count, no_combat, list(plan.notes))
