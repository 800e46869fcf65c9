"""Star Wars Miniatures attack rolls (rules digest sw-miniatures.md §2.9): d20 + attack against defense.

A natural 20 hits automatically and is a critical hit: damage doubled, except against droids (SWM-9.2; the whole
damage is doubled, default A-17). A natural 1 misses automatically (SWM-9.3). Cover adds 4 to defense (SWM-8.2);
each helper of a combined fire adds 4 to attack (SWM-10.2).
"""

from __future__ import annotations

from dataclasses import dataclass

COVER_BONUS = 4  # SWM-8.2
HELPER_BONUS = 4  # SWM-10.2, per helper


@dataclass(frozen=True)
class AttackRoll:
    natural: int
    attack: int  # the attack bonus, helpers included
    defense: int  # the target's defense, cover included
    hit: bool
    critical: bool
    explanation: str

    @property
    def total(self) -> int:
        return self.natural + self.attack


def attack_bonus(attack: int, helpers: int = 0) -> int:
    return attack + HELPER_BONUS * helpers


def defense_value(defense: int, cover: bool = False) -> int:
    return defense + (COVER_BONUS if cover else 0)


def outcome(natural: int, attack: int, defense: int) -> tuple[bool, bool, str]:
    """-> (hit, critical, explanation). Natural 20 always hits and is critical; natural 1 always misses."""
    if natural == 20:
        return True, True, "natural 20: automatic hit, critical"
    if natural == 1:
        return False, False, "natural 1: automatic miss"
    total = natural + attack
    hit = total >= defense
    return hit, False, f"{'hit' if hit else 'miss'} ({total} {'≥' if hit else '<'} {defense})"


def resolve(natural: int, attack: int, defense: int) -> AttackRoll:
    hit, critical, explanation = outcome(natural, attack, defense)
    return AttackRoll(natural, attack, defense, hit, critical, explanation)


def damage(base: int, roll: AttackRoll, droid: bool = False, bonus: int = 0, double_bonus: bool = True) -> int:
    """The damage dealt: none on a miss; a critical hit doubles it except against a droid (SWM-9.2). `bonus` is
    extra damage from abilities (Fury); `double_bonus` False doubles the card's Damage only (A-17)."""
    if not roll.hit:
        return 0
    if roll.critical and not droid:
        return (base + bonus) * 2 if double_bonus else base * 2 + bonus
    return base + bonus
