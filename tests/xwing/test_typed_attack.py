"""Issue 13: state["attack"] has exactly the fields the typed `Attack` declares (bot/games/xwing/state.py), so the
rules that read it through `state.attack` / `hooks.attack_in` are checked by mypy against what the match holds."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.core.chance import Chance
from bot.games.xwing import GAME
from bot.games.xwing.state import Attack, attack, attack_of, current_attack

SQUADS = {
    "rebel": [
        {"pilot": "lukeskywalker", "upgrades": ["r2d2", "protontorpedoes", "marksmanship"]},
        {"pilot": "hortonsalm", "upgrades": ["ioncannonturret", "r5k6", "protontorpedoes"]},
    ],
    "imperial": [
        {"pilot": "darthvader", "upgrades": ["clustermissiles", "determination"]},
        {"pilot": "howlrunner", "upgrades": ["swarmtactics"]},
        {"pilot": "backstabber"},
    ],
}


def _attacks(seed: str) -> list[dict[str, Any]]:
    """Every attack state a seeded match with secondary weapons went through."""
    chance, pick = Chance(seed), random.Random(seed)
    state = GAME.setup({"squads": SQUADS, "points": 100}, ("rebel", "imperial"), chance)
    seen: list[dict[str, Any]] = []
    for _ in range(1500):
        if GAME.outcome(state) is not None:
            break
        prompts = GAME.prompts(state)
        p = prompts[pick.randrange(len(prompts))]
        if p.options:
            action = dict(p.options[pick.randrange(len(p.options))].action)
        else:
            assert p.default is not None
            action = dict(p.default)
        for ev in GAME.act(state, p.seat, action, chance):
            state = GAME.evolve(state, ev)
            if state.get("attack") is not None:
                seen.append(dict(state["attack"]))
    return seen


def test_every_attack_state_has_the_declared_fields() -> None:
    allowed = Attack.__required_keys__ | Attack.__optional_keys__
    seen = [a for seed in ("typed-1", "typed-2", "typed-3") for a in _attacks(seed)]
    assert seen
    for a in seen:
        assert set(a) <= allowed, set(a) - allowed
        assert Attack.__required_keys__ <= set(a), Attack.__required_keys__ - set(a)
        assert isinstance(a["range"], int) and isinstance(a["obstructed"], bool)
    # the optional fields of a secondary weapon (Cluster Missiles: a repeat) and the result are reached too
    reached = set().union(*(set(a) for a in seen))
    assert {"attack_value", "range_bonus", "repeat", "n", "result"} <= reached


def test_the_accessors_refuse_a_state_without_an_attack() -> None:
    assert current_attack({"attack": None}) is None
    with pytest.raises(ValueError, match="no attack is being resolved"):
        attack({"attack": None})
    with pytest.raises(ValueError, match="no attack is being resolved"):
        attack_of([])
