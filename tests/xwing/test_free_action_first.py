"""Night Beast's free focus after a green maneuver (pilot card; xwing.md pilot abilities) is named in the normal
action's prompt, before the player chooses it, so focus is not taken as the normal action by mistake (issue 19)."""

from __future__ import annotations

from bot.engine import gametext
from bot.games.xwing import GAME
from tests.xwing.match_support import only_prompt, scenario

SHIPS = [
    ("nightbeast", "nightbeast", "imperial", (400.0, 500.0, 0.0)),
    ("luke", "lukeskywalker", "rebel", (400.0, 100.0, 0.0)),
]


def test_green_maneuver_names_the_free_focus_before_the_normal_action() -> None:
    state = scenario(SHIPS, dials={"nightbeast": "2-straight"})  # green on the TIE dial
    prompt = only_prompt(GAME, state)
    assert prompt.kind == "action"
    assert prompt.text == (
        '"Night Beast": choose an action (or skip). A free action follows it: Focus, so take something else now'
    )
    ru = gametext.prompt("xwing", prompt, "ru").text
    assert "После него будет дополнительное действие: Концентрация" in ru


def test_white_maneuver_offers_no_free_action() -> None:
    state = scenario(SHIPS, dials={"nightbeast": "1-turn-left"})  # white
    prompt = only_prompt(GAME, state)
    assert prompt.kind == "action" and prompt.text == '"Night Beast": choose an action (or skip)'
