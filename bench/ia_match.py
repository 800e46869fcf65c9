"""Benchmark: whole Imperial Assault skirmishes played by seeded policies (every prompt computed, every action
checked and applied), in CPU time (the machine is shared), cold (a new process's first match: per-board sight and
counting tables empty) and warm.

Run: python bench/ia_match.py
Budget: a whole random skirmish < 500 ms. Also: one picture (renderers/ia) from view to PNG.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.games.ia import state as ia_state
from tests.ia.policy import greedy_policy, play, random_policy


def main() -> None:
    for name, policy in (("random", random_policy), ("greedy", greedy_policy)):
        times, decisions, rounds = [], [], []
        for i in range(6):
            if i == 0:
                ia_state._BOARDS.clear()  # cold: no cached board tables
            t = time.process_time()
            state, actions, _events = play(
                f"bench-{name}-{i}", policy, {"mission": ("data-heist", "supply-run")[i % 2]}
            )
            times.append(time.process_time() - t)
            decisions.append(len(actions))
            rounds.append(state["round"])
        print(
            f"{name} skirmish: cold {times[0] * 1000:.0f} ms, warm median {statistics.median(times[1:]) * 1000:.0f} ms "
            f"(max {max(times[1:]) * 1000:.0f} ms); {statistics.median(decisions):.0f} decisions, "
            f"{statistics.median(rounds):.0f} rounds (budget 500 ms)"
        )


def render_bench() -> None:
    from bot.games.ia.game import GAME
    from renderers.common.encode import png_bytes
    from renderers.ia import render

    state, _a, _e = play("bench-render", greedy_policy, {"mission": "supply-run"}, limit=200)
    view = GAME.view(state, None)
    times = []
    for _ in range(5):
        t = time.process_time()
        png_bytes(render(view))
        times.append(time.process_time() - t)
    print(f"picture (view -> PNG): median {statistics.median(times) * 1000:.0f} ms")


if __name__ == "__main__":
    main()
    render_bench()
