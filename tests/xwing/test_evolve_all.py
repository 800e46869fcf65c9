"""`XWing.evolve_all` (the optional protocol hook the engine folds an action's events with, docs/protocol.md) gives
exactly the state that folding `evolve` event by event gives, key order included, and leaves its input untouched:
replay, undo and the integrity checks fold `evolve`, the engine `evolve_all`, and both must rebuild the same state
(the pinned replays' hashes cover the stored head state)."""

from __future__ import annotations

import json
import random
from typing import Any

from bot.core import canonical
from bot.core.chance import Chance
from bot.games.xwing import GAME


def _exact(state: Any) -> str:
    return json.dumps(state)  # insertion order kept: the stored state's text would differ with another order


def test_evolve_all_is_evolve_folded_over_random_matches() -> None:
    rng = random.Random(17)
    actions = 0
    for n in range(12):
        options = ({"deployment": "auto"}, {"obstacles": "standard", "deployment": "auto"}, {})[n % 3]
        chance = Chance(f"fold-{n}")
        state = GAME.setup(options, ["rebel", "imperial"], chance)
        for _ in range(300):
            if GAME.outcome(state) is not None:
                break
            prompts = GAME.prompts(state)
            p = prompts[rng.randrange(len(prompts))]
            action = dict(p.options[rng.randrange(len(p.options))].action) if p.options else dict(p.default or {})
            events = GAME.act(state, p.seat, action, chance)
            before = _exact(state)
            folded = state
            for ev in events:
                folded = GAME.evolve(folded, ev)
            at_once = GAME.evolve_all(state, events)
            assert _exact(state) == before  # the input is not mutated
            assert _exact(at_once) == _exact(folded)
            assert canonical.dumps(GAME.encode_state(at_once)) == canonical.dumps(GAME.encode_state(folded))
            state = at_once
            actions += 1
    assert actions > 200


def test_evolve_all_of_no_events_is_the_state() -> None:
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], Chance("none"))
    assert GAME.evolve_all(state, []) is state


def test_the_state_keeps_only_the_log_lines_a_picture_shows() -> None:
    """A mid-match state held 40 log lines and their messages (24 KB of a 32 KB state) while pictures show 15."""
    from bot.games.xwing.state import LOG_LINES

    chance = Chance("log")
    state = GAME.setup({"deployment": "auto"}, ("rebel", "imperial"), chance)
    for _ in range(60):
        prompts = GAME.prompts(state)
        if not prompts:
            break
        prompt = prompts[0]
        action = prompt.default if prompt.default is not None else (prompt.options or ())[0].action
        state = GAME.evolve_all(state, GAME.act(state, prompt.seat, dict(action), chance))
    view = GAME.view(state, None)
    assert LOG_LINES == 15 and len(state["log"]) == len(state["log_said"]) == 15
    assert view["log"] == state["log"] and len(view["log_said"]) == 15
