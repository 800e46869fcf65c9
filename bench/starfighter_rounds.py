"""Benchmark: random Starfighter matches. Prints the distribution of rounds per match (the synthetic catalogue is
tuned so that random Training and Skirmish matches last 4-10 rounds on average) and the time of a whole match.

Run: python bench/starfighter_rounds.py [--matches 200]
Budget: a whole random Skirmish match < 300 ms (every prompt built, every event evolved); a picture < 60 ms.
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
from renderers import starfighter as pictures

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


def picture_times(n: int) -> list[float]:
    """Seconds to draw the public picture of `n` decision states of a random Skirmish match."""
    chance, pick = Chance("bench-pictures"), random.Random(1)
    state = GAME.setup({"mode": "skirmish"}, SEATS, chance)
    views = []
    while GAME.outcome(state) is None:
        p = GAME.prompts(state)[0]
        assert p.options
        for event in GAME.act(state, p.seat, dict(p.options[pick.randrange(len(p.options))].action), chance):
            state = GAME.evolve(state, event)
        views.append(GAME.view(state, None))
    pictures.render(views[0])  # fonts and glyph caches
    out = []
    for view in views[:: max(1, len(views) // n)]:
        start = time.perf_counter()
        pictures.render(view)
        out.append(time.perf_counter() - start)
    return sorted(out)


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

    times = picture_times(40)
    print(
        f"picture: median {1000 * statistics.median(times):.1f} ms, max {1000 * times[-1]:.1f} ms ({len(times)} views)"
    )


if __name__ == "__main__":
    main()
