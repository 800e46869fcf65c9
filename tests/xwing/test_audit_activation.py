"""Audit of the activation rules against the rulebook (RU text lines in brackets), with concrete poses and dice."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.protocol import RuleError
from bot.games.xwing import GAME, XWing
from bot.games.xwing import hooks as H
from bot.games.xwing.flow import Flow
from tests.xwing.match_support import ScriptedChance, only_prompt, play, scenario, square


def test_barrel_roll_that_would_leave_the_mat_is_not_offered_and_is_refused() -> None:
    # The rulebook covers fleeing only for maneuvers [RU L741-743]; the digest's reading (3.8): such a roll is illegal.
    chance = ScriptedChance()
    ships = [
        ("academy", "academypilot", "imperial", (60, 300, 0)),
        ("luke", "lukeskywalker", "rebel", (800, 100, 0)),
    ]
    state = scenario(ships, chance=chance, dials={"academy": "2-straight"})
    assert state["ships"]["academy"]["pose"]["y"] == pytest.approx(420.0)
    p = only_prompt(GAME, state)
    rolls = {o.action["side"] for o in p.options or () if o.action.get("effect") == "barrel_roll"}
    assert rolls == {"right"}  # a left roll puts the base centre at x = -20
    with pytest.raises(RuleError) as err:
        GAME.act(state, "imperial", {"kind": "action", "effect": "barrel_roll", "side": "left", "slide": 0}, chance)
    assert "Barrel roll" in str(err.value.rule)
    state = play(GAME, state, "imperial", {"kind": "action", "effect": "barrel_roll", "side": "right"}, chance)
    assert state["ships"]["academy"]["pose"] == pytest.approx({"x": 140.0, "y": 420.0, "heading": 0.0})


def test_a_maneuver_over_two_asteroids_rolls_one_die() -> None:
    # [RU L894-901]: the template or base overlaps an obstacle: skip the action and roll 1 attack die.
    chance = ScriptedChance(**{"r1:asteroid:academy": ["hit"]})
    rocks = [square("a1", 400, 555, 500, 565), square("a2", 400, 515, 500, 525)]  # both under the 2-straight template
    ships = [
        ("academy", "academypilot", "imperial", (450, 600, 180)),
        ("luke", "lukeskywalker", "rebel", (100, 100, 0)),
    ]
    state = scenario(ships, chance=chance, obstacles=rocks, dials={"academy": "2-straight"})
    academy = state["ships"]["academy"]
    assert state["last_move"]["obstacles_hit"] == ["a1", "a2"]
    assert len(academy["damage"]) == 1 and academy["actions_done"] == []
    assert sum("1 attack die for the asteroid" in line for line in state["log"]) == 1


def _free_action_game() -> XWing:
    """A card-like trigger: after Red acts, the Rookie is granted a free action (as Squad Leader grants one)."""
    hooks = H.HOOKS.copy()

    def grant(flow: Flow, ctx: H.Ctx) -> None:
        if ctx["ship"] == "red":
            flow.offer_free_action("rookie", None, say="Red grants the Rookie a free action.")

    hooks.trigger(H.AFTER_ACTION)(grant)
    return XWing(hooks)


@pytest.mark.parametrize("bumped", [True, False])
def test_a_ship_that_overlapped_takes_no_action_for_the_rest_of_the_activation_phase(bumped: bool) -> None:
    # [RU L757-760]: after an overlap "в этой фазе активации активный корабль не может совершать действий" -
    # in this activation phase, so a free action granted later in the phase is refused too.
    game = _free_action_game()
    chance = ScriptedChance()
    black_y = 230 if bumped else 600
    ships: list[tuple[str, str, str, tuple[float, float, float]]] = [
        ("rookie", "rookiepilot", "rebel", (450, 100, 0)),
        ("black", "blacksquadronpilot", "imperial", (450, black_y, 180)),
        ("red", "redsquadronpilot", "rebel", (100, 100, 0)),
    ]
    state = scenario(ships, chance=chance, game=game, dials={"rookie": "2-straight", "red": "1-straight"})
    rookie = state["ships"]["rookie"]
    if bumped:
        assert rookie["pose"]["y"] == pytest.approx(190.0, abs=0.05) and rookie["no_action"]
        assert any(
            line.startswith("Rookie Pilot flies 2 straight; bumps into Black Squadron Pilot") for line in state["log"]
        )
    else:
        p = only_prompt(game, state)
        assert (p.context["ship"], p.kind) == ("rookie", "action")
        state = play(game, state, "rebel", {"kind": "action", "effect": "skip"}, chance)
    p = only_prompt(game, state)
    assert (p.context["ship"], p.kind) == ("red", "action")
    state = play(game, state, "rebel", {"kind": "action", "effect": "focus"}, chance)
    asked: list[Any] = [(p.context.get("ship"), p.kind) for p in game.prompts(state)]
    if bumped:
        assert ("rookie", "action") not in asked and state["ships"]["rookie"]["actions_done"] == []
        assert "Rookie Pilot may not take the free action (it overlapped a ship or an obstacle)." in state["log"]
    else:
        assert asked == [("rookie", "action")]  # the same grant is honoured for a ship that did not overlap
        events = game.act(state, "rebel", {"kind": "action", "effect": "focus"}, chance)
        done = [e.payload for e in events if e.kind == "action_done"]
        assert done == [{"ship": "rookie", "action": "focus", "free": True, "say": ""}]


def test_a_lock_without_a_target_names_the_lockable_ships() -> None:
    chance = ScriptedChance()
    ships = [
        ("academy", "academypilot", "imperial", (450, 600, 180)),
        ("rookie", "rookiepilot", "rebel", (450, 300, 0)),
    ]
    state = scenario(ships, chance=chance, dials={"rookie": "1-straight"})
    with pytest.raises(RuleError, match=r"name the ship to lock as `target` \(lockable: academy \(AP\)\)") as err:
        GAME.act(state, "rebel", {"kind": "action", "effect": "target_lock"}, chance)
    assert "range 1-3" in str(err.value.rule)
    with pytest.raises(RuleError, match=r"“rookie” cannot be locked now \(lockable: academy \(AP\)\)"):
        GAME.act(state, "rebel", {"kind": "action", "effect": "target_lock", "target": "rookie"}, chance)
