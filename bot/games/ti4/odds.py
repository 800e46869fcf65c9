"""Exact odds of one TI4 space combat: attacker win, defender win, draw, and the expected survivors.

Both sides follow the match's default choices: Sustain Damage first, then the cheapest ships (hits.default), no
retreats, and the cheapest removals at capacity checks. The sequence is the match's: space cannon offense,
round 1 start (Letnev flagship repair, Assault Cannon), anti-fighter barrage, then combat rounds.

Method: dynamic programming over fleet states, not sampling (bot/games/ti4/odds_sides.py, odds_layers.py). Within
one round each side's hits are exact distributions (convolutions of per-die distributions); a side's new state
depends only on its own state and the hits it took, so per round the two sides' outcomes are independent: each side
gets one transition matrix per kind of enemy roll, and a pair of fleet states moves by the product of the two.
Destruction is irreversible, so the pairs are solved in layers from the smallest fleets up, each layer in a few
array operations: without repairs every round that changes a fleet lowers its units + undamaged units, so a layer
(equal sums) only loops on itself ("nobody hit", solved in closed form); with repairs (Duranium Armor, the Letnev
flagship) a layer is the pairs of equal unit counts and its blocks are solved exactly as linear systems.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from bot.core.protocol import RuleError
from bot.core.texts import msg
from bot.games.ti4 import combat, hits
from bot.games.ti4 import texts as T
from bot.games.ti4.capacity import bound, capacity, fits, over_capacity, removal_options
from bot.games.ti4.hits import HitPack
from bot.games.ti4.odds_layers import Layers, totals
from bot.games.ti4.odds_sides import TooManyStates, build_sides
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
    # each expected survivor as a message (odds.survivor: «0,50 крейсера I»), for adapters in the reader's language
    said: dict[str, list[dict[str, Any]]] = field(default_factory=dict)
    notes_said: list[dict[str, Any]] = field(default_factory=list)  # the notes as messages (odds.capacity)

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


def _convolve(dist: Any, pmf: Any, non_fighter: bool) -> Any:
    """Add one dice group to a [hits, non-fighter hits] distribution; its hits count as non-fighter hits too when
    the group's hits must go to non-fighter ships."""
    if not non_fighter and dist.shape[1] == 1:
        return np.convolve(dist[:, 0], pmf)[:, None]
    extra = len(pmf) - 1
    out = np.zeros((dist.shape[0] + extra, dist.shape[1] + (extra if non_fighter else 0)))
    rows, cols = dist.shape
    for h, p in enumerate(pmf):
        if p:
            nf = h if non_fighter else 0
            out[h : h + rows, nf : nf + cols] += p * dist
    return out


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
        self.outcome_memo: dict[
            tuple[str, UnitsT, tuple[str, UnitsT, int], bool], dict[tuple[UnitsT, bool], float]
        ] = {}
        self.dice_memo: dict[tuple[float, ...], list[Any]] = {}
        self.roll_arrays: dict[tuple[str, UnitsT, int], Any] = {}
        self.width = 3 + len(self.types["attacker"]) + len(self.types["defender"])

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
        if got is None:
            arr = self.roll_array(seat, units, opp, kind)
            hs, nfs = np.nonzero(arr)
            got = self.roll_memo[key] = {(int(h), int(nf)): float(arr[h, nf]) for h, nf in zip(hs, nfs, strict=True)}
        return got

    def roll_array(self, seat: str, units: UnitsT, opp: UnitsT, kind: str) -> Any:
        """`roll` as an array: [hits, non-fighter hits] -> probability (convolutions of the dice groups)."""
        key = self.roll_key(seat, units, opp, kind)
        got = self.roll_arrays.get(key)
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
        dist = np.ones((1, 1))
        for g in groups:
            per_die = combat.hit_distribution(g)
            pmf = self.dice(tuple(per_die.get(h, 0.0) for h in range(max(per_die) + 1)), g.dice)
            dist = _convolve(dist, pmf, g.non_fighter)
        self.roll_arrays[key] = dist
        return dist

    def dice(self, per_die: tuple[float, ...], n: int) -> Any:
        """The hits of `n` identical dice (kept for every smaller n: fleets lose dice one unit at a time)."""
        got = self.dice_memo.setdefault(per_die, [np.ones(1)])
        while len(got) <= n:
            got.append(np.convolve(got[-1], per_die))
        return got[n]

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

    # -- one exchange: each side's outcome distribution, then their product (round 1) ----------------------

    def outcomes(self, seat: str, units: UnitsT, opp: UnitsT, kind: str) -> dict[tuple[UnitsT, bool], float]:
        """One side's states after the other side's roll, with probabilities, and whether its Yin flagship died:
        per round the two sides' rolls are independent, so a round's joint outcome is the product of two of these."""
        oseat = SEATS[1 - SEATS.index(seat)]
        no_sustain = self.mentak(oseat, opp)
        key = (seat, units, self.roll_key(oseat, opp, units, kind), no_sustain)
        got = self.outcome_memo.get(key)
        if got is None:
            got = {}
            for (h, nf), p in self.roll(oseat, opp, units, kind).items():
                new, yin, _ = self.take(seat, units, h, nf, kind, no_sustain)
                got[(new, yin)] = got.get((new, yin), 0.0) + p
            self.outcome_memo[key] = got
        return got

    def exchange(self, a: UnitsT, d: UnitsT, kind: str) -> dict[tuple[UnitsT, UnitsT], float]:
        """The joint distribution of one exchange (used for the few states of round 1)."""
        out_a, out_d = self.outcomes("attacker", a, d, kind), self.outcomes("defender", d, a, kind)
        out: dict[tuple[UnitsT, UnitsT], float] = {}
        for (na, ya), pa in out_a.items():
            for (nd, yd), pd in out_d.items():
                key = (self.wipe("attacker", na), self.wipe("defender", nd)) if (ya or yd) else (na, nd)
                out[key] = out.get(key, 0.0) + pa * pd
        return out

    def terminal(self, a: UnitsT, d: UnitsT) -> bool:
        return self.ships("attacker", a) == 0 or self.ships("defender", d) == 0

    def capacity_check(self, seat: str, units: UnitsT) -> UnitsT:
        if self.as_given[seat]:
            return units
        side = self.side(seat, units)
        room = capacity(side)
        if fits(side, side["units"], room, side["space_dock"]):
            return units
        removal = removal_options(side, room, side["space_dock"])[0]
        return _freeze(hits.apply(side["units"], {"destroy": removal}))

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


# The solver's work grows with the number of pairs of fleet states (about with its square: each pair's round spreads
# over the table). The limit is that number, counted before solving (fleet_states) and checked again on the states
# the solver actually found (barrage and hits that must go to non-fighters branch off the counted path) before the
# expensive part. Calibrated with bench/ti4_odds_limits.py: the slowest fleets at the limit take a few seconds of
# one core of the bench machine, far inside the heavy worker's 60 s.
MAX_FLEET_STATES = 60_000


def side_states(side: Mapping[str, Any], enemy: Mapping[str, Any] | None = None) -> int:
    """The fleet states one side passes through under the default policy: it loses its ships one at a time in a
    fixed order (ships + 1 counts) and takes Sustain Damage one ship at a time in a fixed order (+1 per ship
    that can sustain). A side that repairs (Duranium Armor, the Letnev flagship) can reach any mix of damaged and
    undamaged units instead: for each fleet on its way down, (sustaining units of a type + 1) multiplied over types.
    Against an `enemy` with Anti-Fighter Barrage, any number of its fighters may survive round 1, each number with
    its own sustain path: + fighters x ships with Sustain Damage."""
    st = side["stats"]
    ships = [(uid, u + d) for uid, (u, d) in side["units"].items() if st[uid]["class"] == "ship"]
    repairs = "duranium_armor" in side["techs"] or (
        any(uid == "flagship" for uid, _n in ships) and st["flagship"].get("effect") == "repair_each_round"
    )
    if not repairs:
        sustain = sum(n for uid, n in ships if st[uid]["sustain"])
        fighters = sum(n for uid, n in ships if st[uid]["fighter"]) if enemy and combat.afb_groups(enemy) else 0
        return 1 + sum(n for _uid, n in ships) + sustain + fighters * sustain
    left = dict(ships)
    total = 0
    for uid in [u for u in sorted(left, key=lambda u: hits.cost_key(u, st)) for _ in range(left[u])] + [""]:
        total += math.prod(n + 1 for k, n in left.items() if st[k]["sustain"])
        if uid:
            left[uid] -= 1  # the cheapest ship goes next
    return total


def fleet_states(sides: Mapping[str, Mapping[str, Any]]) -> int:
    """The size of the solver's state space: pairs of the two sides' fleet states."""
    return side_states(sides["attacker"], sides["defender"]) * side_states(sides["defender"], sides["attacker"])


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


def _capacity_note(seat: str, side: Mapping[str, Any]) -> dict[str, Any]:
    dock = "yes" if side["space_dock"] else "no"
    return msg("odds.capacity", side=T.side(seat), n=bound(side), capacity=capacity(side), dock=dock)


@dataclass
class OddsPlan:
    """Two validated sides, ready to solve (picklable: a worker process solves it)."""

    sides: dict[str, dict[str, Any]]
    nebula: bool
    states: int
    limit: int = MAX_FLEET_STATES
    notes: list[dict[str, Any]] = field(default_factory=list)  # messages (odds.capacity)


def prepare(attacker: Any, defender: Any, *, nebula: bool = False, limit: int = MAX_FLEET_STATES) -> OddsPlan:
    """Validate both sides and count the fleet states before any solving. Raises RuleError for bad input and for
    fleets over the limit (naming it, and the largest fleets of the same units that fit)."""
    raw = {"attacker": attacker, "defender": defender}
    sides: dict[str, Any] = {seat: side_options(raw[seat], seat, enforce_capacity=False) for seat in SEATS}
    states = fleet_states(sides)
    if states > limit:
        fit = largest_fitting(sides, limit)
        hint = msg("odds.fit", a=fit[0], b=fit[1]) if fit else msg("odds.no_fit")
        raise T.rule_error(msg("odds.too_many", states=states, limit=limit, hint=hint), code="malformed")
    notes = [_capacity_note(seat, sides[seat]) for seat in SEATS if over_capacity(sides[seat])]
    return OddsPlan(sides, nebula, states, limit, notes)


def odds(attacker: Any, defender: Any, *, nebula: bool = False, limit: int = MAX_FLEET_STATES) -> OddsResult:
    """Exact odds for two fleets. `attacker`/`defender` are fleet strings ("3 cruiser") or the side options of
    the match (fleet, faction, techs, pds, space_dock). Raises RuleError for bad input or fleets over the limit."""
    return solve(prepare(attacker, defender, nebula=nebula, limit=limit))


def _over_limit(plan: OddsPlan) -> RuleError:
    return T.rule_error(msg("odds.over_limit", limit=plan.limit, states=plan.states), code="malformed")


def solve(plan: OddsPlan) -> OddsResult:
    sides, nebula = plan.sides, plan.nebula
    solver = _Solver(sides, nebula)
    after, no_combat = solver.start()
    pairs = list(after)
    try:
        att, dfn, _tables = build_sides(solver, pairs, plan.limit)
    except TooManyStates:
        raise _over_limit(plan) from None
    if len(att.states) * len(dfn.states) > plan.limit:
        raise _over_limit(plan)
    starts = [(att.index[a], dfn.index[d]) for a, d in pairs]
    ended, seen = Layers(att, dfn).run(starts, list(after.values()))
    total = totals(att, dfn, ended)
    na = len(solver.types["attacker"])
    survivors = {
        "attacker": {t: total[3 + i] for i, t in enumerate(solver.types["attacker"])},
        "defender": {t: total[3 + na + i] for i, t in enumerate(solver.types["defender"])},
    }
    names = {seat: {u: sides[seat]["stats"][u]["name"] for u in sides[seat]["stats"]} for seat in SEATS}
    said = {
        seat: [
            msg("odds.survivor", n=float(v), unit=T.unit_name(sides[seat]["stats"][u]))
            for u, v in survivors[seat].items()
            if v >= 0.005
        ]
        for seat in SEATS
    }
    notes = [T.english(n) for n in plan.notes]
    return OddsResult(
        total[0], total[1], total[2], survivors, names, int(seen.sum()), no_combat, notes, said, list(plan.notes)
    )
