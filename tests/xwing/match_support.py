"""Helpers for X-Wing match tests: scripted dice by chance key, scenario states, driving the protocol."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from bot.core.chance import Chance
from bot.core.protocol import Event
from bot.games.xwing import GAME, XWing
from bot.games.xwing.decisions import advance
from bot.games.xwing.flow import Flow

ATTACK = ["hit", "hit", "hit", "crit", "focus", "focus", "blank", "blank"]  # face order in data/xwing/dice.json
DEFENSE = ["evade", "evade", "evade", "focus", "focus", "blank", "blank", "blank"]


class _ScriptedRandom(random.Random):
    def __init__(self, indices: list[int]) -> None:
        super().__init__(0)
        self._indices = list(indices)

    def randrange(self, *args: Any, **kwargs: Any) -> int:
        if not self._indices:
            raise AssertionError("the script ran out of dice for this key")
        return self._indices.pop(0)


class ScriptedChance(Chance):
    """A Chance whose dice for the given keys are scripted faces; every other key is the real keyed chance.

    Keys used by the match: r{round}:attack:{attacker}, r{round}:attack:{attacker}:lock, r{round}:defense:{attacker},
    r{round}:asteroid:{ship}.
    """

    def __init__(self, seed: str = "test", /, **script: list[str]) -> None:
        super().__init__(seed)
        self.script: dict[str, list[str]] = {}
        self.used: set[str] = set()
        for key, faces in script.items():
            self.add(key, faces)

    def add(self, key: str, faces: list[str]) -> None:
        self.script[key] = list(faces)

    def rng(self, key: str) -> random.Random:
        if key in self.script:
            table = DEFENSE if ":defense:" in key else ATTACK
            self.used.add(key)
            return _ScriptedRandom([table.index(f) for f in self.script[key]])
        return super().rng(key)


def play(game: XWing, state: dict[str, Any], seat: str, action: dict[str, Any], chance: Chance) -> dict[str, Any]:
    for ev in game.act(state, seat, action, chance):
        state = game.evolve(state, ev)
    return state


def scenario(
    ships: Sequence[tuple[str, str, str, tuple[float, float, float]]],
    *,
    obstacles: list[dict[str, Any]] | None = None,
    phase: str = "planning",
    chance: Chance | None = None,
    game: XWing = GAME,
    initiative: str = "imperial",
    dials: dict[str, str] | None = None,
    stress: dict[str, int] | None = None,
) -> dict[str, Any]:
    """A match with ships (id, pilot, seat, (x, y, heading)) at exact poses, started in `phase` of round 1.

    For "combat" every ship counts as activated, so the next step is the first attack. With `dials`, only those
    ships activate this round (the others count as already activated): the dials are set through the rules and the
    activation phase starts.
    """
    squads: dict[str, list[dict[str, str]]] = {"rebel": [], "imperial": []}
    for sid, pilot, seat, _ in ships:
        squads[seat].append({"pilot": pilot, "id": sid})
    chance = chance or Chance("scenario")
    state = game.setup({"squads": squads, "points": 1000, "deployment": "auto"}, ["rebel", "imperial"], chance)
    for sid, _, _, (x, y, h) in ships:
        state["ships"][sid]["pose"] = {"x": float(x), "y": float(y), "heading": float(h)}
    state["obstacles"] = obstacles or []
    for sid, n in (stress or {}).items():
        state["ships"][sid]["tokens"]["stress"] = n
    state["initiative"] = initiative
    if dials:
        from bot.games.xwing.rules import set_dial

        flow = Flow(state, chance, game.hooks)
        for sid, m in dials.items():
            set_dial(flow, state["ships"][sid]["seat"], sid, m)
        for sid, ship in state["ships"].items():
            ship["activated"] = sid not in dials
        state["commitments"].update({sid: "-" for sid in state["ships"] if sid not in dials})
        flow.wait(None)
        flow.emit("phase", phase="activation", round=1)
        advance(flow)
        return flow.s
    if phase == "combat":
        state["phase"], state["pending"] = "combat", None
        for ship in state["ships"].values():
            ship["activated"] = True
        flow = Flow(state, chance, game.hooks)
        advance(flow)
        state = flow.s
    return state


def square(oid: str, x0: float, y0: float, x1: float, y1: float) -> dict[str, Any]:
    return {"id": oid, "kind": "asteroid", "points": [[x0, y0], [x1, y0], [x1, y1], [x0, y1]]}


def only_prompt(game: XWing, state: dict[str, Any]) -> Any:
    ps = game.prompts(state)
    assert len(ps) == 1, [(p.seat, p.kind) for p in ps]
    return ps[0]


def events_of(game: XWing, state: dict[str, Any], seat: str, action: dict[str, Any], chance: Chance) -> list[Event]:
    return game.act(state, seat, action, chance)
