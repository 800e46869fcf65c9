"""Fixed dice for TI4 scenarios: a Chance whose rolls come from a script keyed by the game's step keys."""

from __future__ import annotations

from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import Event
from bot.games.ti4 import GAME


class ScriptedChance(Chance):
    """Rolls come from `script[key]`; a key not in the script rolls all 1s (a miss for every value above 1).

    `calls` records every roll key in order, so tests can check who rolled when."""

    def __init__(self, script: dict[str, list[int]] | None = None) -> None:
        super().__init__("scripted")
        self.script = dict(script or {})
        self.calls: list[str] = []

    def roll(self, key: str, sides: int, count: int = 1) -> list[int]:
        self.calls.append(key)
        dice = self.script.get(key, [1] * count)
        assert len(dice) == count, f"{key}: script has {len(dice)} dice, the game rolls {count}"
        return list(dice)


def start(options: dict[str, Any], script: dict[str, list[int]] | None = None) -> tuple[Any, ScriptedChance]:
    chance = ScriptedChance(script)
    return GAME.setup(options, ["attacker", "defender"], chance), chance


def play(state: Any, seat: str, action: dict[str, Any], chance: Chance) -> tuple[Any, list[Event]]:
    events = GAME.act(state, seat, action, chance)
    for ev in events:
        state = GAME.evolve(state, ev)
    return state, events


def units(state: dict[str, Any], seat: str) -> dict[str, list[int]]:
    return state["sides"][seat]["units"]
