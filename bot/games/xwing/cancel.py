"""Comparing results (RU rulebook L595, «Сравнение результатов»; digest xwing.md L590): each evade cancels one hit
or crit, and every hit is cancelled before any crit. The one source of this rule: the match's attack
(rules.resolve_attack) and the quick tools (bot/quick/xwing_dice.py rolls, bot/quick/odds.py exact odds) use it."""

from __future__ import annotations

from bot.core.dice import Pool


def cancelled(hits: int, crits: int, evades: int) -> tuple[int, int]:
    """(hits cancelled, crits cancelled) by `evades`: hits first."""
    cancel_h = min(hits, evades)
    return cancel_h, min(crits, evades - cancel_h)


def landing(hits: int, crits: int, evades: int) -> tuple[int, int]:
    """(hits, crits) left after the evades cancel."""
    cancel_h, cancel_c = cancelled(hits, crits, evades)
    return hits - cancel_h, crits - cancel_c


def cancel_pool(attack: Pool, evades: int) -> tuple[int, int]:
    """Mark the attack dice the evades cancel (hits first, in pool order; RU L601: a cancelled die is removed and
    ignored) and return (hits cancelled, crits cancelled)."""
    counts = cancelled(attack.count("hit"), attack.count("crit"), evades)
    for face, n in zip(("hit", "crit"), counts, strict=True):
        for d in attack.dice:
            if n and not d.cancelled and d.face == face:
                d.cancelled, n = True, n - 1
    return counts
