"""Where a combat ends, from its states after round 1: the probability mass of the pairs of fleet states (attacker,
defender) flows down through layers of array operations until one side has no ships; the odds and expected
survivors are read there (`totals`).

A round moves a pair (a, d) to (a', d') with probability RA[a'] * RD[d'] (each side's transition row under the
other's roll, odds_sides.py); mass leaving the pairs of a layer is spread by one product of those rows.
Layers: pairs are ordered by the sum of the two sides' layer keys, and a round never leads to a higher layer. When
neither side repairs, the key is units + undamaged units, which every change lowers, so the only round that stays
in a layer is the one where nothing changes: a pair is visited 1 / (1 - P(stay)) times on average, in closed form.
With repairs the key is the number of units; a round may then move between the pairs of equal unit counts (a block:
damage differs), and a block's expected visits from the mass M that entered it, N = sum_k (A^T)^k M B^k (A, B:
each side's moves inside its count group), are summed exactly by repeated squaring, all of a layer's blocks at once.
The same pass marks the pairs the combat can reach: only those are counted, and a reachable pair that can never
end is refused. Products are einsum, not matmul: matmul hands these small products to a threaded BLAS, whose
threads cost more CPU than the arithmetic (several times the time on a busy machine).
"""

from __future__ import annotations

from typing import Any

import numpy as np

from bot.core.protocol import RuleError
from bot.games.ti4.odds_sides import SideChain

NEVER_ENDS = "these fleets can never finish the combat (no side can score a hit)"
_SQUARINGS = 64  # 2**64 rounds in a block: any block that is not finished by then never finishes


def _terms(att: SideChain, dfn: SideChain) -> list[tuple[str, str]]:
    """The round's outcome as a sum of products of one attacker row and one defender row per pair (kinds of
    SideChain.rows): plain outcomes and, when a Yin flagship can die, the outcomes where it did (both sides lose
    every ship)."""
    out = [("plain", "plain")]
    if att.yin_possible:
        out.append(("yin", "all_wiped"))
    if dfn.yin_possible:
        out.append(("plain_wiped", "yin"))
    return out


class Layers:
    def __init__(self, att: SideChain, dfn: SideChain) -> None:
        self.att, self.dfn = att, dfn
        self.na, self.nd = len(att.states), len(dfn.states)
        self.terms = _terms(att, dfn)
        self.monotone = att.monotone and dfn.monotone
        ka, kd = (att.key, dfn.key) if self.monotone else (att.units, dfn.units)
        open_ = att.ships[:, None] & dfn.ships[None, :]
        key = (ka[:, None] + kd[None, :])[open_]
        ia, id_ = np.nonzero(open_)
        order = np.argsort(key, kind="stable")
        ia, id_, key = ia[order], id_[order], key[order]
        cuts = np.flatnonzero(np.diff(key)) + 1
        self.layers = list(zip(np.split(ia, cuts), np.split(id_, cuts), strict=True))  # lowest key first

    def rows(self, ia: Any, id_: Any) -> list[tuple[Any, Any]]:
        """For each pair, each term's attacker row and defender row (without the padding column)."""
        ca = self.att.cls[self.att.group[ia], self.dfn.group[id_]]
        cd = self.dfn.cls[self.dfn.group[id_], self.att.group[ia]]
        return [
            (self.att.rows(ia, ca, ka)[:, : self.na], self.dfn.rows(id_, cd, kd)[:, : self.nd]) for ka, kd in self.terms
        ]

    def _spread(self, weights: Any, rows: list[tuple[Any, Any]]) -> Any:
        """sum over pairs p of weights[p] * (attacker row of p) x (defender row of p), over every term."""
        out = np.zeros((self.na, self.nd))
        for ra, rd in rows:
            out += np.einsum("pa,pd->ad", ra * weights[:, None], rd)
        return out

    def _mark(self, seen: Any, rows: list[tuple[Any, Any]]) -> None:
        """Mark every pair these rows lead to as reached."""
        seen |= self._spread(np.ones(len(rows[0][0])), [((ra > 0) * 1.0, (rd > 0) * 1.0) for ra, rd in rows]) > 0

    def run(self, starts: list[tuple[int, int]], probs: list[float]) -> tuple[Any, Any]:
        """Where the combat ends: the probability of ending at each pair (zero unless a side has no ships), and
        which pairs the combat can reach at all."""
        mass = np.zeros((self.na, self.nd))
        seen = np.zeros((self.na, self.nd), dtype=bool)
        for (a, d), p in zip(starts, probs, strict=True):
            mass[a, d] += p
            seen[a, d] = True
        for ia, id_ in reversed(self.layers):  # from the largest fleets down: all of a layer's mass has arrived
            if self.monotone:
                self._closed_form(mass, seen, ia, id_)
            else:
                self._blocks(mass, seen, ia, id_)
            mass[ia, id_] = 0.0  # every visit of a layer's pairs is accounted for: what stays is gone on
        return mass, seen

    def _closed_form(self, mass: Any, seen: Any, ia: Any, id_: Any) -> None:
        """No repairs: only "nothing changes" stays in the layer; a pair is left for good after 1 / (1 - stay)
        visits on average."""
        reached = seen[ia, id_]
        ia, id_ = ia[reached], id_[reached]
        if not len(ia):
            return
        rows = self.rows(ia, id_)
        self._mark(seen, rows)
        ra, rd = rows[0]
        n = np.arange(len(ia))
        leave = 1.0 - ra[n, ia] * rd[n, id_]
        if np.any(leave < 1e-15):
            raise RuleError(NEVER_ENDS)
        mass += self._spread(mass[ia, id_] / leave, rows)

    def _blocks(self, mass: Any, seen: Any, ia: Any, id_: Any) -> None:
        """Repairs: pairs of equal unit counts, in blocks of equal count groups. A block's expected visits from what
        entered it (M) are N = sum_k (A^T)^k M B^k (A, B: each side's moves inside its count group)."""
        before = 0
        while (now := int(seen[ia, id_].sum())) != before:  # inside a block pairs lead to each other
            before = now
            self._mark(seen, self.rows(ia[seen[ia, id_]], id_[seen[ia, id_]]))
        if not now:
            return
        att, dfn = self.att, self.dfn
        ga, gd = att.group[ia], dfn.group[id_]
        blocks, b = np.unique(ga * len(dfn.members) + gd, return_inverse=True)
        bga, bgd = blocks // len(dfn.members), blocks % len(dfn.members)
        mem_a = _padded([att.members[g] for g in bga], self.na)
        mem_d = _padded([dfn.members[g] for g in bgd], self.nd)
        x = np.zeros((len(blocks), mem_a.shape[1], mem_d.shape[1]))
        x[b, att.pos[ia], dfn.pos[id_]] = mass[ia, id_]
        ca, cd = att.cls[bga, bgd], dfn.cls[bgd, bga]
        a, d = _inside(att, mem_a, ca), _inside(dfn, mem_d, cd)
        for _ in range(_SQUARINGS):
            left = np.abs(a).sum(axis=2).max(axis=1) * np.abs(d).sum(axis=2).max(axis=1)  # bounds what is left
            if left.max() < 1e-18:
                break
            x = x + np.einsum("bil,blk->bik", np.einsum("bji,bjl->bil", a, x), d)
            a, d = np.einsum("bij,bjk->bik", a, a), np.einsum("bij,bjk->bik", d, d)
        else:  # a block that keeps its pairs forever: fine unless the combat can reach it
            if np.any(seen[ia, id_] & (left[b] >= 1e-18)):
                raise RuleError(NEVER_ENDS)
        keep = seen[ia, id_]
        visits = x[b, att.pos[ia], dfn.pos[id_]][keep]
        mass += self._spread(visits, self.rows(ia[keep], id_[keep]))


def _inside(side: SideChain, members: Any, cls: Any) -> Any:
    """(blocks, m, m): each block's transition probabilities between the states of its count group (padded)."""
    nb, m = members.shape
    rows = side.rows(members.ravel(), np.repeat(cls, m), "plain").reshape(nb, m, -1)
    return np.take_along_axis(rows, np.broadcast_to(members[:, None, :], (nb, m, m)), axis=2)


def _padded(members: list[Any], pad: int) -> Any:
    out = np.full((len(members), max(len(m) for m in members)), pad, dtype=np.intp)
    for k, m in enumerate(members):
        out[k, : len(m)] = m
    return out


def totals(att: SideChain, dfn: SideChain, ended: Any) -> list[float]:
    """The value vector from where the combat ends: attacker win, defender win, draw, then each side's expected
    survivors per unit type (after its capacity check)."""
    sa, sd = att.ships.astype(float), dfn.ships.astype(float)
    outcome = [np.einsum("a,ad,d->", x, ended, y) for x, y in ((sa, 1 - sd), (1 - sa, sd), (1 - sa, 1 - sd))]
    survivors = [np.einsum("ad,at->t", ended, att.survivors), np.einsum("ad,dt->t", ended, dfn.survivors)]
    return [float(v) for v in outcome] + [float(v) for part in survivors for v in part]
