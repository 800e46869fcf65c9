"""Seeded test policies for whole skirmishes: random over the offered options, or greedy (attack, spend surges,
then close in on the nearest enemy), and a driver that plays a match to its end."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import Event, Option, Prompt
from bot.games.ia.game import GAME
from bot.games.ia.state import alive, count, other, square

Policy = Callable[[Mapping[str, Any], Prompt, random.Random], Option]


def random_policy(state: Mapping[str, Any], prompt: Prompt, rnd: random.Random) -> Option:
    return rnd.choice(prompt.options or ())


def greedy_policy(state: Mapping[str, Any], prompt: Prompt, rnd: random.Random) -> Option:
    opts = list(prompt.options or ())
    by = {o.id.split(":")[0]: o for o in reversed(opts)}
    for first in ("attack", "surge", "cleave", "crate"):
        if first in by:
            return by[first]
    if prompt.kind in ("attack_mods", "defense_mods"):
        cards = [o for o in opts if o.id.startswith("card:")]
        return cards[0] if cards else by["done"]
    if prompt.kind == "action":
        fid = state["act"]["figure"]
        steps = [o for o in opts if o.id.startswith("step:")]
        enemies = alive(state, other(state["figures"][fid]["owner"]))
        if steps and enemies:

            def closeness(o: Option) -> tuple[int, str]:
                to = (o.action["to"][0], o.action["to"][1])
                return (min(count(state, to, square(state, e)) for e in enemies), o.id)

            return min(steps, key=closeness)
        if "move" in by and state["act"]["mp"] == 0:
            return by["move"]
        return by.get("end", opts[0])
    return opts[0]


def play(
    seed: str, policy: Policy, options: Mapping[str, Any] | None = None, limit: int = 6000
) -> tuple[Any, list[tuple[str, dict[str, Any]]], list[Event]]:
    """(final state, the actions taken, every event) of one seeded match."""
    chance = Chance(seed)
    state = GAME.setup(dict(options or {}), ("p1", "p2"), chance)
    rnd = random.Random(seed)
    actions: list[tuple[str, dict[str, Any]]] = []
    events: list[Event] = []
    while GAME.outcome(state) is None and len(actions) < limit:
        prompt = GAME.prompts(state)[0]
        option = policy(state, prompt, rnd)
        actions.append((prompt.seat, dict(option.action)))
        for event in GAME.act(state, prompt.seat, option.action, chance):
            events.append(event)
            state = GAME.evolve(state, event)
    return state, actions, events
