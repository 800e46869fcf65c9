"""First use of distinct X-Wing matches: decode each stored state, then list its prompts (issue 17, start-up).

    python bench/xwing_decode_distinct.py [MATCHES]   (default 80 random matches, ~2,600 stored states)

bench/engine_reload.py reloads copies of some 45 young matches, and its build has already asked every one of them
for its prompts, so every memo (geometry's included) answers there. Here the states are those of MATCHES matches
played by seeded random choices (squads, obstacles, missions, set-up by prompt; every decision kind they reach),
played in a child process; this one decodes each stored state and lists its prompts once, in a shuffled order,
after 100 of them warm the catalogs up: what a restart with distinct matches costs. Timed in CPU time (the machine
is shared).
"""

from __future__ import annotations

import multiprocessing
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.core import canonical
from bot.core.chance import Chance
from bot.engine import gcpolicy
from bot.games.xwing import GAME

OPTIONS: list[dict[str, Any]] = [
    {},
    {"obstacles": "standard"},
    {"obstacles": "place", "deployment": "prompt"},
    {"obstacles": "standard", "mission": "political_escort"},
    {"mission": "hide_and_seek"},
    {"mission": "whispers_in_the_dark"},
    {"squads": {"rebel": ["lukeskywalker", "rookiepilot"], "imperial": ["darthvader", "academypilot"]}},
]


def stored_states(seed: int, options: dict[str, Any], steps: int = 500) -> list[str]:
    rng, chance = random.Random(seed), Chance(f"distinct-{seed}")
    state = GAME.setup(options, ["rebel", "imperial"], chance)
    out = []
    for _ in range(steps):
        out.append(canonical.dumps(GAME.encode_state(state)))
        if GAME.outcome(state) is not None:
            break
        p = rng.choice(GAME.prompts(state))
        assert p.options
        state = GAME.evolve_all(state, GAME.act(state, p.seat, dict(rng.choice(p.options).action), chance))
    return out


def all_states(matches: int) -> list[str]:
    return [t for m in range(matches) for t in stored_states(m, OPTIONS[m % len(OPTIONS)])]


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 80
    gcpolicy.tune()
    # played in another process: this one then holds no memo of them, as after a restart
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        texts = pool.submit(all_states, matches).result()
    random.Random(5).shuffle(texts)
    warm, rest = texts[:100], texts[100:]
    for t in warm:
        GAME.prompts(GAME.decode_state(canonical.loads(t)))
    t0 = time.process_time()
    states = [GAME.decode_state(canonical.loads(t)) for t in rest]
    t1 = time.process_time()
    for s in states:
        GAME.prompts(s)
    t2 = time.process_time()
    n = len(rest)
    print(
        f"{n} distinct stored states of {matches} matches: state {(t1 - t0) / n * 1e6:.0f} us, prompts "
        f"{(t2 - t1) / n * 1e6:.0f} us a state; {n / (t2 - t0):,.0f} decoded per CPU second"
    )


if __name__ == "__main__":
    main()
