"""Benchmark: exact Imperial Assault attack odds (/odds ia) and one attack through the game's steps.

Run: python bench/ia_odds.py
Budget: exact odds of a card attack (named attacker and defender, surges spent by the policy) < 5 ms, cold (pool
distributions not cached yet) and warm.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.quick import ia_odds
from bot.quick.ia_dice import parse_request, resolve

REQUESTS = (
    "stormtrooper vs rebel trooper range 4",
    "darth vader vs chewbacca",
    "chewbacca vs darth vader range 3",
    "3 red 2 yellow vs 2 black 1 white range 3",
)


def ms(xs: list[float]) -> str:
    return f"median {statistics.median(xs) * 1000:.2f} ms, max {max(xs) * 1000:.2f} ms"


def main() -> None:
    for text in REQUESTS:
        cold, warm = [], []
        for _ in range(20):
            ia_odds.pool_distribution.cache_clear()
            t = time.perf_counter()
            ia_odds.odds_request(text)
            cold.append(time.perf_counter() - t)
            t = time.perf_counter()
            ia_odds.odds_request(text)
            warm.append(time.perf_counter() - t)
        print(f"odds {text!r}: cold {ms(cold)}; warm {ms(warm)} (budget 5 ms)")
    req = parse_request(REQUESTS[0])
    steps = []
    for _ in range(2000):
        t = time.perf_counter()
        resolve(req, {"attack": [3, 3], "defense": [0]})
        steps.append(time.perf_counter() - t)
    print(f"one attack through the seven steps: {ms(steps)}")


if __name__ == "__main__":
    main()
