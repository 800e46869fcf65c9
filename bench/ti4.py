"""Benchmark: TI4 space combat. Exact odds speed, full matches per second, picture time, and the odds against a
seeded simulation of 200,000 battles for five standard matchups (the 0.5 percentage point bound of issue 9).

Run: python bench/ti4.py [--battles 200000] [--skip-sim]
Budget: odds for 10 vs 10 mixed units well under 1 s (median); a full match with random choices in a few ms.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.core.chance import Chance
from bot.games.ti4 import GAME
from bot.games.ti4.odds import odds
from bot.games.ti4.simulate import simulate
from renderers.ti4 import render

TEN_VS_TEN = (
    {"fleet": "2 dreadnought 2 carrier 2 cruiser 4 fighter"},
    {"fleet": "1 war_sun 2 destroyer2 3 cruiser 4 fighter", "space_dock": True},
)
TEN_VS_TEN_SUSTAIN = (
    {"fleet": "4 dreadnought2 2 cruiser2 4 fighter2", "techs": ["duranium_armor"]},
    {"fleet": "1 flagship 3 dreadnought 2 destroyer 4 fighter", "faction": "letnev", "space_dock": True},
)
MATCHUPS = [
    ("3 cruiser", "2 destroyer", ""),
    ("1 war_sun", "2 dreadnought 4 fighter", ""),
    ("1 carrier 3 fighter", "2 destroyer", ""),
    ("2 dreadnought 1 carrier 3 fighter", "1 dreadnought 2 cruiser 2 destroyer", ""),
    ("2 cruiser2 1 destroyer2", "3 destroyer 1 cruiser", "1 pds2"),
]
MATCH_OPTIONS = {
    "attacker": {"fleet": "2 dreadnought 1 carrier 3 fighter 1 destroyer2", "techs": ["duranium_armor"]},
    "defender": {
        "fleet": "1 flagship 2 cruiser 2 destroyer 2 fighter",
        "faction": "sardakk",
        "pds": "1 pds",
        "space_dock": True,
    },
}


def timings(fn: Callable[[], object], runs: int) -> tuple[list[float], list[float]]:
    """Wall and CPU seconds per run (the machine is shared: CPU time is the steadier figure)."""
    wall, cpu = [], []
    for _ in range(runs):
        t, c = time.perf_counter(), time.process_time()
        fn()
        wall.append(time.perf_counter() - t)
        cpu.append(time.process_time() - c)
    return sorted(wall), sorted(cpu)


def report(name: str, xs: tuple[list[float], list[float]]) -> None:
    wall, cpu = xs
    p95 = wall[min(len(wall) - 1, int(0.95 * len(wall)))]
    print(
        f"{name}: median {statistics.median(wall) * 1000:.1f} ms wall ({statistics.median(cpu) * 1000:.1f} ms CPU),"
        f" p95 {p95 * 1000:.1f} ms, n={len(wall)}"
    )


def play_match(seed: int) -> int:
    pick = random.Random(seed)
    chance = Chance(f"bench-{seed}")
    state = GAME.setup(MATCH_OPTIONS, ["attacker", "defender"], chance)
    actions = 0
    while GAME.outcome(state) is None:
        prompt = pick.choice(GAME.prompts(state))
        action = pick.choice(prompt.options).action if prompt.options else prompt.default
        assert action is not None
        for ev in GAME.act(state, prompt.seat, action, chance):
            state = GAME.evolve(state, ev)
        actions += 1
    return actions


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--battles", type=int, default=200_000)
    ap.add_argument("--skip-sim", action="store_true")
    args = ap.parse_args()

    for name, (a, d) in (("10 vs 10 mixed", TEN_VS_TEN), ("10 vs 10 sustain-heavy + repairs", TEN_VS_TEN_SUSTAIN)):
        r = odds(a, d)
        report(f"odds {name} ({r.states} states)", timings(lambda a=a, d=d: odds(a, d), 7))
        print(f"  attacker {r.attacker_win:.4f} defender {r.defender_win:.4f} draw {r.draw:.4f}")

    t, c = time.perf_counter(), time.process_time()
    n, actions = 0, 0
    while time.perf_counter() - t < 5.0:
        actions += play_match(n)
        n += 1
    dt, dc = time.perf_counter() - t, time.process_time() - c
    print(
        f"full matches with random choices: {n / dt:.1f} battles/s wall, {n / dc:.1f} per CPU second"
        f" ({actions / n:.1f} decisions per match)"
    )

    chance = Chance("render")
    state = GAME.setup(MATCH_OPTIONS, ["attacker", "defender"], chance)
    view = GAME.view(state, None)
    report("render one picture", timings(lambda: render(view), 15))

    if args.skip_sim:
        return
    worst = 0.0
    for attacker, defender, pds in MATCHUPS:
        exact = odds(attacker, {"fleet": defender, "pds": pds, "space_dock": True})
        t = time.perf_counter()
        sim = simulate(attacker, defender, args.battles, seed=2026, defender_pds=pds)
        dt = time.perf_counter() - t
        dev = max(abs(x - y) for x, y in zip((exact.attacker_win, exact.defender_win, exact.draw), sim, strict=True))
        worst = max(worst, dev)
        print(
            f"{attacker} vs {defender}{' + ' + pds if pds else ''}: exact {exact.attacker_win:.4f}/"
            f"{exact.defender_win:.4f}/{exact.draw:.4f}, simulated {sim[0]:.4f}/{sim[1]:.4f}/{sim[2]:.4f} "
            f"({args.battles} battles, {dt:.1f} s), max deviation {dev * 100:.2f} pp"
        )
    verdict = "within" if worst < 0.005 else "OUTSIDE"
    print(f"worst deviation {worst * 100:.2f} percentage points: {verdict} the 0.5 pp bound")


if __name__ == "__main__":
    main()
