"""Benchmark: /odds exact vs a seeded Monte Carlo of 1,000,000 attacks; roll parsing and dice rendering; sandbox.

Run: python bench/quick_odds.py  [--attacks N]
Budget: the exact answer for 5 attack dice (focus + lock) vs 4 defense dice (focus + evade) well under 100 ms cold,
and faster than the simulation; parsing under 1 ms; a dice strip under 20 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.quick import odds as odds_mod
from bot.quick.roll import roll
from bot.quick.xwing_dice import parse_attack
from renderers.dice import dice_strip, odds_chart

REQUEST = "5 red focus lock vs 4 green focus evade"


def timings(fn: Callable[[], object], runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return sorted(out)


def pct(xs: list[float], p: float) -> float:
    return xs[min(len(xs) - 1, int(p * len(xs)))]


def report(name: str, xs: list[float]) -> None:
    print(
        f"{name:<44} median {statistics.median(xs) * 1e3:9.3f} ms   p95 {pct(xs, 0.95) * 1e3:9.3f} ms"
        f"   p99 {pct(xs, 0.99) * 1e3:9.3f} ms   (n={len(xs)})"
    )


def cold_odds() -> odds_mod.OddsResult:
    for f in (odds_mod.multinomial, odds_mod.attack_distribution, odds_mod.evade_distribution):
        f.cache_clear()
    return odds_mod.odds_request(REQUEST)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--attacks", type=int, default=1_000_000)
    args = ap.parse_args()

    exact = timings(cold_odds, 30)
    report("odds exact (cold caches)", exact)
    report("odds exact (warm caches)", timings(lambda: odds_mod.odds_request(REQUEST), 200))
    spec = parse_attack(REQUEST)
    t = time.perf_counter()
    counts = odds_mod.simulate(spec, args.attacks, seed="bench")
    mc = time.perf_counter() - t
    result = cold_odds()
    worst = max(abs(counts.get(k, 0) / args.attacks - float(p)) for k, p in result.joint.items())
    med = statistics.median(exact)
    print(
        f"monte carlo {args.attacks:,} attacks: {mc:.2f} s; exact cold median {med * 1e3:.2f} ms;"
        f" ratio {mc / med:,.0f}x; largest |MC - exact| = {worst:.5f}"
    )

    report("parse xwing request", timings(lambda: parse_attack(REQUEST), 2000))
    report("roll xwing (parse + dice + resolve)", timings(lambda: roll("xwing", REQUEST, seed="b"), 500))
    report("roll ti4 fleet", timings(lambda: roll("ti4", "2 destroyer 1 dreadnought 1 war sun", seed="b"), 500))
    report("roll ia", timings(lambda: roll("ia", "1 red 1 blue vs 1 black 1 white", seed="b"), 500))
    report("roll dice expression", timings(lambda: roll("dice", "4d6kh3+2", seed="b"), 500))
    icons = roll("xwing", REQUEST, seed="b").icons
    report("render dice strip (10 dice)", timings(lambda: dice_strip(icons), 200))
    j = result.to_json()
    report("render odds chart", timings(lambda: odds_chart(j), 200))

    from bot.quick import sandbox as sb
    from bot.quick.sandbox_commands import run_command
    from renderers.xwing import render_board

    table = sb.new_sandbox()
    for line in (
        "place luke x-wing at 450 100",
        "place vader tie at 470 330 heading 180",
        "asteroid 2 at 380 260",
        "asteroid 4 at 600 500",
    ):
        table = run_command(table, line).state
    report("sandbox move (bump + asteroids)", timings(lambda: sb.move(table, "luke", "4 straight"), 100))
    report("sandbox check (range, arcs, obstruction)", timings(lambda: sb.check(table, "luke", "vader"), 100))
    view = sb.check(table, "luke", "vader").view()
    report("sandbox picture (render_board crop)", timings(lambda: render_board(view, crop="action"), 20))


if __name__ == "__main__":
    main()
