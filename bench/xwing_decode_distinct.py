"""First use of distinct X-Wing matches: decode each stored state, then list its prompts (issue 17, start-up).

    python bench/xwing_decode_distinct.py [MATCHES]   (default 80 random matches, ~2,600 stored states)

bench/engine_reload.py reloads copies of some 45 young matches, and its build has already asked every one of them
for its prompts, so every memo (geometry's included) answers there. Here the states are those of MATCHES matches
played by seeded random choices (squads, obstacles, missions, set-up by prompt; every decision kind they reach),
played in a child process, which stores each state's prompts beside it as the engine does
(bot/engine/stored_prompts.py); this one decodes each stored state and reads its prompts once, in a shuffled order,
after 100 of them warm the catalogs up, the way a restarted engine does (the state text's UTF-8 bytes as the
database hands them, the prompts text checked against them, then read): what a restart with distinct matches costs.
Then, for comparison, it builds the same states' prompts with `game.prompts` as the engine did before they were
stored (and does when they are not: another installation). Timed in CPU time (the machine is shared).
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
from bot.engine import stored_prompts as SP
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


def stored_states(seed: int, options: dict[str, Any], steps: int = 500) -> list[tuple[str, str]]:
    """(state text, prompts text) of each state of one random match, as the engine stores them."""
    rng, chance = random.Random(seed), Chance(f"distinct-{seed}")
    state = GAME.setup(options, ["rebel", "imperial"], chance)
    out = []
    for _ in range(steps):
        text = canonical.dumps(GAME.encode_state(state))
        prompts = GAME.prompts(state)
        out.append((text, SP.dump(SP.prompt_texts(prompts), text)))
        if GAME.outcome(state) is not None:
            break
        p = rng.choice(prompts)
        assert p.options
        state = GAME.evolve_all(state, GAME.act(state, p.seat, dict(rng.choice(p.options).action), chance))
    return out


def all_states(matches: int) -> list[tuple[str, str]]:
    return [t for m in range(matches) for t in stored_states(m, OPTIONS[m % len(OPTIONS)])]


def main() -> None:
    matches = int(sys.argv[1]) if len(sys.argv) > 1 else 80
    gcpolicy.tune()
    # played in another process: this one then holds no memo of them, as after a restart
    with ProcessPoolExecutor(1, mp_context=multiprocessing.get_context("spawn")) as pool:
        texts = pool.submit(all_states, matches).result()
    random.Random(5).shuffle(texts)
    warm, rest = texts[:100], texts[100:]
    # as the database hands them to a restarted engine: the state text's UTF-8 bytes (read AS BLOB)
    warm = [(t.encode("utf-8", "surrogatepass"), stored) for t, stored in warm]
    rest = [(t.encode("utf-8", "surrogatepass"), stored) for t, stored in rest]
    for t, stored in warm:
        assert SP.bound_to_utf8(stored, t)
        GAME.decode_state(canonical.loads_utf8(t))
        SP.load(stored)
    t0 = time.process_time()
    states = []
    for t, stored in rest:  # as MatchRunner.state then .prompts: the binding checked on the bytes parsed
        if not SP.bound_to_utf8(stored, t):
            raise SystemExit("the stored prompts are not this installation's")
        states.append(GAME.decode_state(canonical.loads_utf8(t)))
    t1 = time.process_time()
    read = [SP.load(stored) for _t, stored in rest]
    t2 = time.process_time()
    assert all(r is not None for r in read)
    for s in states:
        GAME.prompts(s)
    t3 = time.process_time()
    n = len(rest)
    print(
        f"{n} distinct stored states of {matches} matches: state {(t1 - t0) / n * 1e6:.0f} us, prompts read "
        f"{(t2 - t1) / n * 1e6:.0f} us a state: {n / (t2 - t0):,.0f} decoded per CPU second (prompts built instead: "
        f"{(t3 - t2) / n * 1e6:.0f} us a state, {n / (t1 - t0 + t3 - t2):,.0f} per CPU second)"
    )


if __name__ == "__main__":
    main()
