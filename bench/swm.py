"""Benchmark: Star Wars Miniatures (issue 14): whole random matches and board pictures.

Run: python bench/swm.py  [--matches N]
Budgets: a whole random match < 300 ms; a board picture < 60 ms.
A random match: the digest's example squads (94 and 97 points) on the Test Corridor; every decision a uniformly
random legal option (moves wander, so matches run long: about a thousand events), and the same with an attack
taken whenever one is offered (closer to play: a few hundred events), and that again with the big-figure squad as
dark (Large figures search over squeezes and shifts: issue 17). It counts set-up, prompts (every
legal option enumerated at every step), act and evolve, as the engine calls them. Prints medians of CPU time (under
load wall time is higher) and of the number of events.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.core.chance import Chance
from bot.games.swm.game import GAME
from bot.games.swm.roster import fixture_squads
from renderers.swm import render

SQUADS = {"light": fixture_squads()["light"]["characters"], "dark": fixture_squads()["dark"]["characters"]}
# the roster's big-figure squad (Large walker and beast, a Large skimmer with Flight, squeezing: SWM-6.9) as dark
BIG = {"light": SQUADS["light"], "dark": fixture_squads()["big"]["characters"]}


def match(seed: str, views: list[dict[str, Any]] | None = None, attack_first: bool = False, squads: Any = None) -> int:
    """One match; `attack_first`: attack whenever an attack is offered (matches end sooner), else any option."""
    chance, pick = Chance(seed), random.Random(seed)
    state = GAME.setup({"squads": squads or SQUADS}, ("light", "dark"), chance)
    n = 0
    while GAME.outcome(state) is None and n < 5000:
        prompts = GAME.prompts(state)
        p = prompts[pick.randrange(len(prompts))]
        options = p.options or ()
        attacks = [o for o in options if o.action["kind"] == "attack"] if attack_first else []
        option = attacks[0] if attacks else options[pick.randrange(len(options))]
        for event in GAME.act(state, p.seat, dict(option.action), chance):
            state = GAME.evolve(state, event)
            n += 1
        if views is not None and n % 40 == 0:
            views.append(GAME.view(state, None))
    return n


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--matches", type=int, default=10)
    args = parser.parse_args()
    match("warm-up")  # catalogs, maps and step tables load once per process
    for label, attack_first, squads in (
        ("uniformly random", False, SQUADS),
        ("random, attacking when it can", True, SQUADS),
        ("random, attacking when it can, big figures", True, BIG),
    ):
        times, counts = [], []
        for i in range(args.matches):
            start = time.process_time()
            counts.append(match(f"bench-{i}", attack_first=attack_first, squads=squads))
            times.append(time.process_time() - start)
        print(
            f"whole match, {label}: median {statistics.median(times) * 1000:.0f} ms "
            f"(min {min(times) * 1000:.0f}, max {max(times) * 1000:.0f}), median {statistics.median(counts):.0f} "
            f"events over {args.matches} matches (budget 300 ms)"
        )
    views: list[dict[str, Any]] = []
    match("pictures", views)
    render(views[0])
    picture = []
    for v in views:
        start = time.process_time()
        render(v)
        picture.append(time.process_time() - start)
    print(f"board picture: median {statistics.median(picture) * 1000:.1f} ms over {len(picture)} views (budget 60 ms)")


if __name__ == "__main__":
    main()
