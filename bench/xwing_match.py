"""Benchmark: two random legal players fly full quick-start X-Wing matches.

Prints matches per second, the median/p95 time of a full match and the median time of one round (act + evolve,
no rendering). Budget: a full quick-start match in under 200 ms.

    python bench/xwing_match.py [matches]
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.core.chance import Chance
from bot.games.xwing import GAME


def play(seed: str, rng: random.Random, max_actions: int = 3000) -> tuple[dict[str, Any], list[float], int]:
    """One match with random legal choices; returns the final state, per-round times and the number of actions."""
    chance = Chance(seed)
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], chance)
    rounds: list[float] = []
    started, rnd, actions = time.perf_counter(), state["round"], 0
    while GAME.outcome(state) is None and actions < max_actions:
        prompts = GAME.prompts(state)
        if not prompts:
            raise RuntimeError(f"no prompts but no outcome in phase {state['phase']}")
        p = prompts[rng.randrange(len(prompts))]
        opts = p.options or ()
        action = opts[rng.randrange(len(opts))].action if opts else p.default
        assert action is not None
        for ev in GAME.act(state, p.seat, dict(action), chance):
            state = GAME.evolve(state, ev)
        actions += 1
        if state["round"] != rnd:
            now = time.perf_counter()
            rounds.append(now - started)
            started, rnd = now, state["round"]
    return state, rounds, actions


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 30
    rng = random.Random(1)
    match_times, round_times, unfinished, total_rounds = [], [], 0, 0
    t0, c0 = time.perf_counter(), time.process_time()
    for i in range(n):
        start = time.perf_counter()
        state, rounds, _ = play(f"bench-{i}", rng)
        match_times.append(time.perf_counter() - start)
        round_times.extend(rounds)
        total_rounds += state["round"]
        unfinished += GAME.outcome(state) is None
    elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
    match_times.sort()
    p95 = match_times[min(len(match_times) - 1, int(0.95 * len(match_times)))]
    print(
        f"{n} quick-start matches in {elapsed:.2f} s: {n / elapsed:.1f} matches/s "
        f"(unfinished: {unfinished}; mean rounds {total_rounds / n:.1f})"
    )
    print(f"match time: median {statistics.median(match_times) * 1000:.1f} ms, p95 {p95 * 1000:.1f} ms (budget 200 ms)")
    print(f"CPU time per match: {cpu / n * 1000:.1f} ms (wall time suffers when the machine is shared)")
    print(f"round time: median {statistics.median(round_times) * 1000:.2f} ms over {len(round_times)} rounds")


if __name__ == "__main__":
    main()
