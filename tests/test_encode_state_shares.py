"""encode_state may hand over the state's own data (docs/protocol.md): every game's does, since a deep copy was
dumped at once and dropped on every action (issue 17). That is safe only because nothing changes a state once
made: acting, evolving, viewing, building prompts and encoding leave every earlier state as it was. Random legal
matches of every registered game check it at every step."""

from __future__ import annotations

import random

import pytest

from bot.core import canonical
from bot.core.chance import Chance
from bot.games import registry
from tests.support.random_matches import SCENARIOS

STEPS = 250


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_no_step_changes_an_earlier_state(name: str) -> None:
    game = registry.get(name)
    steps = 0
    for n, (options, seats) in enumerate(SCENARIOS[name]):
        chance = Chance(f"shares-{name}-{n}")
        pick = random.Random(n)
        state = game.setup(dict(options), list(seats), chance)
        earlier: list[tuple[object, str]] = []
        for _ in range(STEPS):
            encoded = game.encode_state(state)
            earlier.append((state, canonical.dumps(encoded)))
            if game.outcome(state) is not None:
                break
            prompts = game.prompts(state)
            game.view(state, None)
            p = prompts[pick.randrange(len(prompts))]
            action = dict(p.options[pick.randrange(len(p.options))].action if p.options else p.default or {})
            for ev in game.act(state, p.seat, action, chance):
                state = game.evolve(state, ev)
        steps += len(earlier)
        for old, text in earlier:
            assert canonical.dumps(game.encode_state(old)) == text, f"{name}: a later step changed an earlier state"
    assert steps > 20  # the matches went somewhere
