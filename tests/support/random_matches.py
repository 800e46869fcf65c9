"""Random legal matches of every registered game, and their rebuild from the stored log in another process.

`play` drives a match with random legal options and, at every step, also acts and evolves on a copy of the state
whose dicts list their keys in reverse order (what a state loaded from a snapshot looks like to a game: stored
JSON has sorted keys, a live state has insertion order). Anything in the game that depends on dict order makes the
two disagree. `python -m tests.support.random_matches` reads matches as JSON lines on stdin and prints each one's
rebuilt state hash: the test runs it under another PYTHONHASHSEED, so set order (string hashing) differs too.
"""

from __future__ import annotations

import json
import random
import sys
from typing import Any

from bot.core import canonical
from bot.core.chance import Chance
from bot.core.protocol import Event, Game
from bot.games import registry

# game -> (options, seats) a random match may start from; every registered game must be listed (a test checks)
SCENARIOS: dict[str, list[tuple[dict[str, Any], list[str]]]] = {
    "swm": [
        (
            {
                "squads": {
                    "light": ["g-l-knight", "g-l-officer", "g-l-rifleman", "g-l-militia", "g-f-merc"],
                    "dark": ["g-d-adept", "g-d-commander", "g-d-trooper", "g-d-droid", "g-f-merc"],
                }
            },
            ["light", "dark"],
        ),
        ({"round_limit": 3, "rules": {"A-6": "two_at_a_time"}}, ["light", "dark"]),
    ],
    "ti4": [
        (
            {
                "attacker": {"fleet": "2 dreadnought 1 carrier 3 fighter 1 destroyer2", "techs": ["duranium_armor"]},
                "defender": {
                    "fleet": "1 flagship 2 cruiser 2 destroyer 2 fighter",
                    "faction": "sardakk",
                    "pds": "1 pds",
                    "space_dock": True,
                },
            },
            ["attacker", "defender"],
        ),
        (
            {
                "attacker": {"fleet": "1 war_sun 2 cruiser 2 destroyer", "faction": "letnev"},
                "defender": {"fleet": "2 carrier 6 fighter 2 destroyer 1 dreadnought", "pds": "2 pds"},
            },
            ["attacker", "defender"],
        ),
    ],
    "ia": [
        ({"mission": "data-heist"}, ["p1", "p2"]),
        ({"mission": "supply-run", "rounds": 3}, ["p1", "p2"]),
    ],
    "starfighter": [
        ({"mode": "training"}, ["south", "north"]),
        ({"mode": "skirmish"}, ["south", "north"]),
    ],
    "xwing": [
        ({}, ["rebel", "imperial"]),
        ({"obstacles": "standard"}, ["rebel", "imperial"]),
    ],
}
MAX_STEPS = 1500


def _pinned_scenarios() -> None:
    """Add the set-ups of the pinned matches (factions, technologies, upgrades, missions, team play)."""
    from tests.test_pinned_replays import MATCHES

    for label, (_game, options, seats) in MATCHES.items():
        SCENARIOS[label.split("-")[0]].append((options, list(seats)))


_pinned_scenarios()


def reverse_keys(value: Any) -> Any:
    """The same JSON value with every dict's keys in reverse order."""
    if isinstance(value, dict):
        return {k: reverse_keys(value[k]) for k in reversed(list(value))}
    if isinstance(value, list):
        return [reverse_keys(v) for v in value]
    return value


def _stored(ev: Event) -> Event:
    """The event as the engine stores and reloads it (canonical JSON: sorted keys)."""
    return Event.from_json(json.loads(canonical.dumps(ev.to_json())))


def state_hash(game: Game, state: Any) -> str:
    return canonical.digest(game.encode_state(state))


def play(name: str, n: int) -> dict[str, Any]:
    """One random legal match; raises AssertionError where dict order changes an event or a state."""
    game = registry.get(name)
    options, seats = SCENARIOS[name][n % len(SCENARIOS[name])]
    seed = f"{name}-random-{n}"
    chance = Chance(seed)
    pick = random.Random(seed)
    state = game.setup(options, seats, chance)
    log: list[dict[str, Any]] = []
    for step in range(MAX_STEPS):
        if game.outcome(state) is not None:
            break
        prompts = game.prompts(state)
        p = prompts[pick.randrange(len(prompts))]
        action = dict(p.options[pick.randrange(len(p.options))].action if p.options else p.default or {})
        other = game.decode_state(reverse_keys(json.loads(canonical.dumps(game.encode_state(state)))))
        events = game.act(state, p.seat, action, chance)
        mirrored = game.act(other, p.seat, action, chance)
        where = f"{name} match {n} step {step} ({p.seat}: {canonical.dumps(action)[:120]})"
        assert canonical.dumps([e.to_json() for e in events]) == canonical.dumps([e.to_json() for e in mirrored]), (
            f"{where}: act gives other events when the state's dicts are in another order"
        )
        for ev in events:
            state = game.evolve(state, ev)
            other = game.evolve(other, Event.from_json(reverse_keys(_stored(ev).to_json())))
            log.append(ev.to_json())
        assert state_hash(game, state) == state_hash(game, other), (
            f"{where}: evolve gives another state when dicts are in another order"
        )
    return {"game": name, "n": n, "seed": seed, "log": log, "hash": state_hash(game, state)}


def rebuild(match: dict[str, Any]) -> str:
    """The state hash rebuilt from the stored log alone (setup with the same options and seed, then evolve)."""
    game = registry.get(match["game"])
    options, seats = SCENARIOS[match["game"]][match["n"] % len(SCENARIOS[match["game"]])]
    state = game.setup(options, seats, Chance(match["seed"]))
    for data in match["log"]:
        state = game.evolve(state, _stored(Event.from_json(data)))
    return state_hash(game, state)


def main() -> None:
    for line in sys.stdin:
        if line.strip():
            print(rebuild(json.loads(line)), flush=True)


if __name__ == "__main__":
    main()
