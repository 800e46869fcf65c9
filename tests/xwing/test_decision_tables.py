"""The X-Wing decision tables: every core pending kind has a prompt builder and a handler for its answer, and an
action nobody waits for is refused with what the match waits for."""

from __future__ import annotations

import pytest

from bot.core.chance import Chance
from bot.core.protocol import Event, RuleError
from bot.games.xwing import GAME
from bot.games.xwing import hooks as H
from bot.games.xwing.answers import ACTIONS, ANSWERS
from bot.games.xwing.prompts import PROMPTS
from bot.games.xwing.state import PHASES
from tests.xwing.match_support import scenario

SHIPS = [("luke", "lukeskywalker", "rebel", (450, 100, 0)), ("nb", "nightbeast", "imperial", (450, 800, 180))]


def test_every_core_pending_kind_has_a_builder_and_handlers_for_its_answers() -> None:
    assert set(PROMPTS) == set(ANSWERS)
    for kind, answers in ANSWERS.items():
        for answer in answers.split(" / "):
            assert answer in ACTIONS, (kind, answer)
    assert not set(PROMPTS) & set(H.EXTRA_DECISIONS)  # a card or mission never shadows a core kind


def test_an_unknown_action_while_nothing_is_pending_is_a_rule_error_not_a_crash() -> None:
    state = scenario(SHIPS)
    state["pending"] = None  # between two steps: nothing awaited
    with pytest.raises(RuleError, match="nothing is awaited now") as err:
        GAME.act(state, "rebel", {"kind": "shuttle_move"}, Chance("x"))
    assert err.value.code == "malformed"


def test_an_extra_decisions_answer_is_refused_while_a_core_decision_is_pending() -> None:
    state = scenario(SHIPS)  # planning: the dials are awaited
    with pytest.raises(RuleError, match="answer with 'dial / dials'"):
        GAME.act(state, "rebel", {"kind": "shuttle_move", "maneuver": "2-straight"}, Chance("x"))


def test_a_phase_event_names_a_phase_of_the_round() -> None:
    # Round structure (rulebook p.6): planning, activation, combat, end; a log naming anything else is damaged
    state = scenario(SHIPS)
    with pytest.raises(ValueError, match="not an X-Wing phase: 'lunch'"):
        GAME.evolve(state, Event("phase", {"phase": "lunch", "round": 2}))
    after = GAME.evolve(state, Event("phase", {"phase": "combat", "round": 1}))
    assert after["phase"] == "combat" and after["phase"] in PHASES
