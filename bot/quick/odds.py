"""/odds: the exact distribution of an X-Wing (1e) attack's damage and crits after defense.

Exact by enumerating multinomial face counts with rational arithmetic: the attack roll's counts (hit, crit, focus,
blank), then the counts of the dice the target lock rerolls, then the defense roll's counts. Tokens follow the
standard policy documented in bot/quick/xwing_dice.py (lock rerolls blanks, plus focus results when the attacker
has no focus token; focus turns every focus into a hit; the defender's focus turns focus into evade and evade tokens
add evades). Spending defensive tokens only when needed never changes the damage, so the odds assume they are spent.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import cache
from typing import Any

from bot.core.chance import Chance
from bot.games.xwing.cancel import landing
from bot.quick.common import QuickInputError, check_long_numbers
from bot.quick.texts import Phrase, decimal, joined, local, percent
from bot.quick.xwing_dice import XwingAttackSpec, parse_attack, xwing_dice

EXAMPLE = "5 red focus lock vs 4 green focus evade"
MAX_ODDS_DICE = 20  # exact enumeration stays instant up to here


def _compositions(n: int, k: int) -> Iterator[tuple[int, ...]]:
    if k == 1:
        yield (n,)
        return
    for first in range(n + 1):
        for rest in _compositions(n - first, k - 1):
            yield (first, *rest)


@cache
def multinomial(n: int, probs: tuple[Fraction, ...]) -> tuple[tuple[tuple[int, ...], Fraction], ...]:
    """Every count vector of n dice over faces with these probabilities, with its exact probability."""
    out = []
    for counts in _compositions(n, len(probs)):
        p = Fraction(math.factorial(n))
        for c, q in zip(counts, probs, strict=True):
            p = p / math.factorial(c) * q**c
        if p:
            out.append((counts, p))
    return tuple(out)


def _face_probs(die: str, faces: tuple[str, ...]) -> tuple[Fraction, ...]:
    d = xwing_dice()[die]
    unknown = {f.name for f in d.faces} - set(faces)
    if unknown:
        raise ValueError(f"{die} die has faces the odds model does not know: {sorted(unknown)}")
    return tuple(Fraction(d.count(f), d.sides) for f in faces)


Joint = dict[tuple[int, int], Fraction]


@cache
def attack_distribution(
    n: int, focus: bool, lock: bool, rerolls: int = 0
) -> tuple[tuple[tuple[int, int], Fraction], ...]:
    """(hits, crits) after the attacker's modifications, exactly. Every bad die (blank, and focus without a focus
    token) is rerolled once with a lock; without one, up to `rerolls` of them."""
    probs = _face_probs("attack", ("hit", "crit", "focus", "blank"))
    out: Joint = defaultdict(Fraction)
    for (h, c, f, b), p in multinomial(n, probs):
        base_h = h + (f if focus else 0)
        bad = b if focus else b + f
        k = bad if lock else min(bad, rerolls)
        for (h2, c2, f2, _b2), p2 in multinomial(k, probs):
            out[(base_h + h2 + (f2 if focus else 0), c + c2)] += p * p2
    return tuple(sorted(out.items()))


@cache
def evade_distribution(m: int, focus: bool, tokens: int, rerolls: int = 0) -> tuple[tuple[int, Fraction], ...]:
    """Number of evades after the defender's modifications, exactly (rerolls: up to that many bad dice)."""
    probs = _face_probs("defense", ("evade", "focus", "blank"))
    out: dict[int, Fraction] = defaultdict(Fraction)
    for (e, f, b), p in multinomial(m, probs):
        k = min(rerolls, b if focus else b + f)
        for (e2, f2, _b2), p2 in multinomial(k, probs):
            out[e + e2 + (f + f2 if focus else 0) + tokens] += p * p2
    return tuple(sorted(out.items()))


def cancel(hits: int, crits: int, evades: int) -> tuple[int, int]:
    """Evades cancel hits first, then crits (rules digest §6.6): the game's own rule (bot/games/xwing/cancel.py)."""
    return landing(hits, crits, evades)


@dataclass(frozen=True)
class OddsResult:
    spec: XwingAttackSpec
    joint: dict[tuple[int, int], Fraction]  # (hits, crits) landing -> exact probability

    @property
    def damage(self) -> dict[int, Fraction]:
        out: dict[int, Fraction] = defaultdict(Fraction)
        for (h, c), p in self.joint.items():
            out[h + c] += p
        return dict(sorted(out.items()))

    @property
    def crit_given_damage(self) -> dict[int, Fraction]:
        """P(damage = d and at least one crit) for each d: the crit share of each bar."""
        out: dict[int, Fraction] = defaultdict(Fraction)
        for (h, c), p in self.joint.items():
            if c:
                out[h + c] += p
        return dict(out)

    @property
    def expected_damage(self) -> Fraction:
        return sum((Fraction(h + c) * p for (h, c), p in self.joint.items()), Fraction(0))

    @property
    def expected_crits(self) -> Fraction:
        return sum((Fraction(c) * p for (_h, c), p in self.joint.items()), Fraction(0))

    def at_least(self, n: int) -> Fraction:
        return sum((p for (h, c), p in self.joint.items() if h + c >= n), Fraction(0))

    @property
    def p_crit(self) -> Fraction:
        return sum((p for (_h, c), p in self.joint.items() if c), Fraction(0))

    @property
    def max_damage(self) -> int:
        return max(h + c for h, c in self.joint)

    @property
    def title(self) -> str:
        return Phrase("title.odds", attack=self.spec.describe())

    def fields(self) -> tuple[tuple[str, str], ...]:
        dmg = self.damage
        dist = joined([Phrase("odds.share", damage=d, pct=percent(p)) for d, p in dmg.items()], " · ")
        shares = [Phrase("odds.at_least", n=n, pct=percent(self.at_least(n))) for n in range(1, self.max_damage + 1)]
        at_least = joined(shares, " · ") or "—"
        bonus = ((Phrase("field.range_bonus"), self.spec.bonuses()),) if self.spec.bonuses() else ()
        expected = Phrase(
            "odds.expected", damage=decimal(self.expected_damage, 3), crits=decimal(self.expected_crits, 3)
        )
        return (
            *bonus,
            (Phrase("field.expected_damage"), expected),
            (Phrase("field.damage"), dist),
            (Phrase("field.at_least"), at_least),
            (Phrase("field.any_crit"), percent(self.p_crit)),
            (Phrase("field.policy"), Phrase("odds.policy")),
        )

    def text(self, lang: str = "en") -> str:
        lines = [local(self.title, lang)]
        lines += [f"  {local(name, lang)}: {local(value, lang)}" for name, value in self.fields()]
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        return {
            "request": self.spec.describe(),
            "joint": [[h, c, float(p)] for (h, c), p in sorted(self.joint.items())],
            "damage": {str(d): float(p) for d, p in self.damage.items()},
            "expected_damage": float(self.expected_damage),
            "expected_crits": float(self.expected_crits),
            "at_least": {str(n): float(self.at_least(n)) for n in range(1, self.max_damage + 1)},
            "p_crit": float(self.p_crit),
        }


def odds(spec: XwingAttackSpec) -> OddsResult:
    """The exact joint distribution of (hits, crits) that land."""
    if spec.attack is None or spec.defense is None:
        raise QuickInputError(Phrase("err.odds_both_sides"), EXAMPLE)
    for n, what in ((spec.attack_dice, "attack"), (spec.defense_dice, "defense")):
        if n > MAX_ODDS_DICE:
            raise QuickInputError(Phrase("err.odds_" + what + "_dice", n=n, maximum=MAX_ODDS_DICE), EXAMPLE)
    atk = attack_distribution(spec.attack_dice, spec.attacker_focus, spec.attacker_lock, spec.attacker_rerolls)
    dfn = evade_distribution(spec.defense_dice, spec.defender_focus, spec.defender_evades, spec.defender_rerolls)
    joint: Joint = defaultdict(Fraction)
    for (h, c), p in atk:
        for e, q in dfn:
            joint[cancel(h, c, e)] += p * q
    return OddsResult(spec, dict(sorted(joint.items())))


IA_PREFIXES = ("ia", "imperial-assault", "imperial")


def odds_request(text: str) -> Any:
    """X-Wing odds; "ia …" asks for an Imperial Assault attack instead (bot/quick/ia_odds.py, same shape)."""
    check_long_numbers(text, EXAMPLE)
    first, _, rest = text.strip().partition(" ")
    if first.lower() in IA_PREFIXES:
        from bot.quick.ia_odds import odds_request as ia_odds_request

        return ia_odds_request(rest)
    return odds(parse_attack(text, example=EXAMPLE))


def simulate(
    spec: XwingAttackSpec, attacks: int, seed: str, key: str = "odds:monte-carlo"
) -> dict[tuple[int, int], int]:
    """A seeded Monte Carlo of the same attack, die by die (for tests and the benchmark, not for /odds)."""
    dice = xwing_dice()
    a_faces = [f.name for f in dice["attack"].faces]
    d_faces = [f.name for f in dice["defense"].faces]
    rng = Chance(seed).rng(key)
    rand = rng.randrange
    na, nd, sa, sd = spec.attack_dice, spec.defense_dice, len(a_faces), len(d_faces)
    focus, lock, dfocus, tokens = spec.attacker_focus, spec.attacker_lock, spec.defender_focus, spec.defender_evades
    a_bad = {"blank"} if focus else {"blank", "focus"}
    d_bad = {"blank"} if dfocus else {"blank", "focus"}
    a_free = 10**9 if lock else spec.attacker_rerolls
    counts: dict[tuple[int, int], int] = defaultdict(int)
    for _ in range(attacks):
        hits = crits = 0
        free = a_free
        for _d in range(na):
            f = a_faces[rand(sa)]
            if free and f in a_bad:
                free -= 1
                f = a_faces[rand(sa)]
            if f == "hit" or (focus and f == "focus"):
                hits += 1
            elif f == "crit":
                crits += 1
        ev = tokens
        free = spec.defender_rerolls
        for _d in range(nd):
            f = d_faces[rand(sd)]
            if free and f in d_bad:
                free -= 1
                f = d_faces[rand(sd)]
            if f == "evade" or (dfocus and f == "focus"):
                ev += 1
        counts[cancel(hits, crits, ev)] += 1
    return dict(counts)
