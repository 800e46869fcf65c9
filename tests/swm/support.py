"""Scripted SWM positions: figures placed on the Test Corridor (data/swm/maps/test-corridor.json, digest §5) with
the d20s the test names, in order."""

from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import Event
from bot.games.swm.game import GAME

# Test Corridor, x = column from 0, y = row from 0 (squares are named A1.. in texts: column letter, row + 1)
#   ##############   y=0
#   #....l...d...#   y=1   low object (5,1), difficult (9,1)
#   #..l.....dd..#   y=2   low object (3,2)
#   .....####.....   y=3
#   #....#pp#..l.#   y=4
#   #....#pp#....#   y=5
#   .....####.....   y=6
#   #..d......l..#   y=7
#   #...d...l....#   y=8
#   ##############   y=9


class Dice(Chance):
    """d20s from a list, in the order the game rolls them (whatever the key); then 10s. `keys` records the keys."""

    def __init__(self, rolls: Sequence[int] = ()) -> None:
        super().__init__("scripted")
        self.rolls = list(rolls)
        self.keys: list[str] = []

    def roll(self, key: str, sides: int, count: int = 1) -> list[int]:
        self.keys.append(key)
        out = [self.rolls.pop(0) if self.rolls else 10 for _ in range(count)]
        return out


def arena(
    figures: Mapping[str, tuple[str, tuple[int, int]]],
    *,
    active: str | None = None,
    rules: Mapping[str, Any] | None = None,
    content: list[dict[str, Any]] | None = None,
    map_id: str = "test-corridor",
) -> dict[str, Any]:
    """A state in round 1 with these figures ({"L1": (character id, (x, y)), "D1": ...}; L = light, D = dark),
    and `active` (if given) activated and on its turn."""
    squads: dict[str, list[str]] = {"light": [], "dark": []}
    for fid in sorted(figures, key=lambda f: (f[0], int(f[1:]))):
        squads["light" if fid[0] == "L" else "dark"].append(figures[fid][0])
    options: dict[str, Any] = {"squads": squads, "rules": dict(rules or {}), "points": 400, "map": map_id}
    if content:
        options["content"] = {"character": content}
    state = GAME.setup(options, ("light", "dark"), Chance("arena"))
    state = copy.deepcopy(state)
    for fid, (_, at) in figures.items():
        state["figures"][fid]["at"] = list(at)
    seat = "light" if (active or "L")[0] == "L" else "dark"
    state.update(round=1, stage="activate", first=seat, phase={"seat": seat, "left": 2, "number": 1})
    if active:
        state = play(state, seat, {"kind": "activate", "figure": active}, Dice())
    return state


def play(state: dict[str, Any], seat: str, action: dict[str, Any], dice: Chance) -> dict[str, Any]:
    for event in GAME.act(state, seat, action, dice):
        state = GAME.evolve(state, event)
    return state


def events(
    state: dict[str, Any], seat: str, action: dict[str, Any], dice: Chance
) -> tuple[dict[str, Any], list[Event]]:
    evs = GAME.act(state, seat, action, dice)
    for event in evs:
        state = GAME.evolve(state, event)
    return state, evs


def option_ids(state: dict[str, Any]) -> list[str]:
    (prompt,) = GAME.prompts(state)
    return [o.id for o in prompt.options or ()]
