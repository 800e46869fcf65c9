"""Exact odds of one Imperial Assault attack (`/odds ia …`, `python -m bot odds ia …`), by enumeration.

The attack pool and the defence pool are each reduced to the exact distribution of their symbol totals (integer
weights over 6^n equally likely rolls), then every pair is resolved by the game's attack steps
(bot/games/ia/attack.py, RRG L98-110): evades cancel surges (L953), the attacker spends the surges on the abilities
that reach the accuracy needed and then deal the most damage, each ability once (L956, `best_surges`), a dodge or
too little accuracy misses (L1232-1233), Pierce ignores blocks (L1205-1210). Requests are those of /roll ia.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from bot.games.ia import attack
from bot.games.ia.attack import AttackError, Surge
from bot.games.ia.dice import dice
from bot.quick.common import QuickInputError, check_long_numbers
from bot.quick.ia_dice import EXAMPLE_CARDS, IaRequest, parse_request
from bot.quick.texts import Phrase, decimal, joined, local, percent

EXAMPLE = "ia " + EXAMPLE_CARDS
MAX_ODDS_DICE = 8  # per pool: 6^8 rolls reduce to a few hundred totals, still instant

Totals = tuple[int, ...]


@cache
def pool_distribution(colours: tuple[str, ...], keys: tuple[str, ...]) -> tuple[tuple[Totals, int], ...]:
    """Exact distribution of the symbol totals `keys` over the pool: (totals, number of the 6^n rolls giving them)."""
    dist: dict[Totals, int] = {tuple(0 for _ in keys): 1}
    all_dice = dice()
    for colour in sorted(colours):
        faces = [tuple(f.symbols.get(k, 0) for k in keys) for f in all_dice[colour].faces]
        nxt: dict[Totals, int] = defaultdict(int)
        for t, w in dist.items():
            for f in faces:
                nxt[tuple(a + b for a, b in zip(t, f, strict=True))] += w
        dist = nxt
    return tuple(sorted(dist.items()))


@dataclass(frozen=True)
class IaOddsResult:
    spec: IaRequest
    damage: dict[int, Fraction]  # damage the target suffers -> exact probability
    p_miss: Fraction
    p_dodge: Fraction

    @property
    def expected_damage(self) -> Fraction:
        return sum((Fraction(d) * p for d, p in self.damage.items()), Fraction(0))

    @property
    def max_damage(self) -> int:
        return max(self.damage)

    def at_least(self, n: int) -> Fraction:
        return sum((p for d, p in self.damage.items() if d >= n), Fraction(0))

    @property
    def title(self) -> str:
        return Phrase("title.ia_odds", attack=self.spec.describe())

    def fields(self) -> tuple[tuple[str, str], ...]:
        dist = joined([Phrase("odds.share", damage=d, pct=percent(p)) for d, p in self.damage.items()], " · ")
        shares = [Phrase("odds.at_least", n=n, pct=percent(self.at_least(n))) for n in range(1, self.max_damage + 1)]
        surges = "; ".join(s.label() for s in self.spec.surges) or Phrase("ia.no_surge_abilities")
        return (
            (Phrase("field.expected_damage"), decimal(self.expected_damage, 3)),
            (Phrase("field.damage"), dist),
            (Phrase("field.at_least"), joined(shares, " · ") or "—"),
            (Phrase("field.miss"), Phrase("ia.miss_odds", miss=percent(self.p_miss), dodge=percent(self.p_dodge))),
            (Phrase("field.surge_abilities"), surges),
            (Phrase("field.policy"), Phrase("ia.policy")),
        )

    def text(self, lang: str = "en") -> str:
        lines = [local(self.title, lang), *(f"  {local(k, lang)}: {local(v, lang)}" for k, v in self.fields())]
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {
            "request": self.spec.describe(),
            "joint": [[d, 0, float(p)] for d, p in self.damage.items()],  # the chart's shape: no crits in IA
            "damage": {str(d): float(p) for d, p in self.damage.items()},
            "expected_damage": float(self.expected_damage),
            "at_least": {str(n): float(self.at_least(n)) for n in range(1, self.max_damage + 1)},
            "p_miss": float(self.p_miss),
            "p_dodge": float(self.p_dodge),
        }


def _combos(abilities: Sequence[Surge], max_surges: int) -> list[list[dict[str, int]]]:
    """For each number of surges 0..max, the summed effects of every affordable set of abilities."""
    out = []
    for s in range(max_surges + 1):
        sums = []
        for combo in attack.affordable(abilities, s):
            got: dict[str, int] = defaultdict(int)
            for i in combo:
                for k, v in abilities[i].effects:
                    got[k] += v
            sums.append(dict(got))
        out.append(sums)
    return out


def odds(spec: IaRequest) -> IaOddsResult:
    """The exact damage distribution of the attack `spec` describes."""
    if not spec.attack:
        raise QuickInputError(Phrase("err.ia_odds_no_attack"), EXAMPLE)
    for pool, what in ((spec.attack, "attack"), (spec.defense, "defense")):
        if len(pool) > MAX_ODDS_DICE:
            too_many = Phrase("err.ia_odds_" + what + "_dice", n=len(pool), maximum=MAX_ODDS_DICE)
            raise QuickInputError(too_many, EXAMPLE)
    bonus: Mapping[str, int] = dict(spec.bonus)
    atk = pool_distribution(tuple(spec.attack), ("accuracy", "damage", "surge"))
    dfn = pool_distribution(tuple(spec.defense), ("block", "evade", "dodge"))
    max_surges = max(s for (_a, _d, s), _w in atk) + bonus.get("surge", 0)
    combos = _combos(spec.surges, max(0, max_surges))
    need = max(1, spec.distance or 1) if spec.kind == "ranged" else None
    out: dict[int, int] = defaultdict(int)
    miss = dodge = 0
    memo: dict[tuple[int, int, int, int], int] = {}
    for (acc, dmg, surge), wa in atk:
        acc += bonus.get("accuracy", 0)
        dmg += bonus.get("damage", 0)
        surge += bonus.get("surge", 0)
        for (block, evade, dodged), wd in dfn:
            w = wa * wd
            if dodged:
                dodge += w
                miss += w
                out[0] += w
                continue
            net = max(0, surge - evade)
            key = (acc, dmg, net, block)
            if key not in memo:
                memo[key] = _best(combos[net], acc, dmg, block + bonus.get("block", 0), spec.pierce, need)
            best = memo[key]
            if best < 0:
                miss += w
            out[max(0, best)] += w
    total = 6 ** (len(spec.attack) + len(spec.defense))
    return IaOddsResult(
        spec, {d: Fraction(w, total) for d, w in sorted(out.items())}, Fraction(miss, total), Fraction(dodge, total)
    )


def _best(sums: list[dict[str, int]], acc: int, dmg: int, block: int, pierce: int, need: int | None) -> int:
    """Most damage over the affordable ability sets (-1: every set misses on accuracy)."""
    best = -1
    for got in sums:
        if need is not None and acc + got.get("accuracy", 0) < need:
            continue
        blocks = max(0, block + got.get("block", 0) - pierce - got.get("pierce", 0))
        best = max(best, max(0, dmg + got.get("damage", 0) - blocks))
    return best


def odds_request(text: str) -> IaOddsResult:
    """`/odds ia <request>`: the request as /roll ia reads it (dice or deployment cards, range, pierce)."""
    check_long_numbers(text, EXAMPLE)
    try:
        return odds(parse_request(text))
    except AttackError as exc:
        raise QuickInputError(exc.message, EXAMPLE) from None
