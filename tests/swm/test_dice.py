"""Star Wars Miniatures attack rolls (bot/games/swm/dice.py; rules digest sw-miniatures.md §2.9, SWM-8.2, 9.2, 9.3,
10.2)."""

from __future__ import annotations

from bot.games.swm.dice import attack_bonus, damage, defense_value, outcome, resolve


def test_naturals_and_totals() -> None:
    assert outcome(20, -10, 40)[:2] == (True, True)  # SWM-9.2: a natural 20 hits and is critical
    assert outcome(1, 50, 2)[:2] == (False, False)  # SWM-9.3: a natural 1 misses
    assert outcome(8, 8, 16)[:2] == (True, False)  # 16 >= 16
    assert outcome(7, 8, 16)[:2] == (False, False)  # 15 < 16
    assert resolve(7, 8, 16).total == 15


def test_cover_and_combined_fire() -> None:
    assert defense_value(16, cover=True) == 20 and defense_value(16) == 16  # SWM-8.2: cover +4
    assert attack_bonus(8, helpers=2) == 16  # SWM-10.2: +4 per helper


def test_a_critical_doubles_damage_except_against_droids() -> None:
    crit, hit, miss = resolve(20, 0, 30), resolve(15, 0, 10), resolve(2, 0, 10)
    assert damage(20, crit) == 40 and damage(20, crit, droid=True) == 20
    assert damage(20, hit) == 20 and damage(20, miss) == 0
