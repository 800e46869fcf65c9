"""Benchmark: random Starfighter matches. Prints the distribution of rounds per match (the synthetic catalogue is
tuned so that random Training and Skirmish matches last 4-10 rounds on average) and the time of a whole match.

Run: python bench/starfighter_rounds.py [--matches 200]
Budget: a whole random Skirmish match < 300 ms (every prompt built, every event evolved).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.core.chance import Chance
from bot.games.starfighter import GAME

SEATS = ["south", "north"]


def play(mode: str, seed: int) -> tuple[int, int, float]:
    """(rounds, decisions, seconds) of one match played by a seeded random policy over the offered options."""
    chance, pick = Chance(f"bench-{mode}-{seed}"), random.Random(seed)
    start = time.perf_counter()
    state = GAME.setup({"mode": mode}, SEATS, chance)
    steps = 0
    while GAME.outcome(state) is None:
        prompts = GAME.prompts(state)
        p = prompts[pick.randrange(len(prompts))]
        assert p.options
        option = p.options[pick.randrange(len(p.options))]
        for event in GAME.act(state, p.seat, dict(option.action), chance):
            state = GAME.evolve(state, event)
        steps += 1
    return state["round"], steps, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=200)
    args = parser.parse_args()
    play("skirmish", -1)  # load the data and catalogs once
    for mode in ("training", "skirmish"):
        results = [play(mode, n) for n in range(args.matches)]
        rounds = [r for r, _, _ in results]
        times = sorted(t for _, _, t in results)
        counts = Counter(rounds)
        print(f"{mode}: {args.matches} random matches")
        print(
            f"  rounds: mean {statistics.mean(rounds):.2f}, median {statistics.median(rounds)}, "
            f"min {min(rounds)}, max {max(rounds)}"
        )
        for r in sorted(counts):
            print(f"    {r:3d} rounds {counts[r]:4d} {'#' * max(1, counts[r] * 60 // args.matches)}")
        print(f"  decisions per match: mean {statistics.mean(s for _, s, _ in results):.1f}")
        p95 = times[int(0.95 * len(times))]
        print(
            f"  time per match: median {1000 * statistics.median(times):.1f} ms, p95 {1000 * p95:.1f} ms, "
            f"max {1000 * times[-1]:.1f} ms"
        )


if __name__ == "__main__":
    main()
