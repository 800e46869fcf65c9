"""Issue 20: X-Wing set-up refusals carry catalog messages, so a Russian reader gets them in Russian."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.core.texts import render
from bot.games.xwing import GAME
from bot.games.xwing.texts import CATALOGS

SQUADS = {"rebel": ["rookiepilot"], "imperial": ["academypilot"]}


def _refusal(options: dict[str, Any], seats: list[str]) -> tuple[str, str]:
    """The refusal's English message and its Russian rendering."""
    with pytest.raises(RuleError) as err:
        GAME.setup(options, seats, Chance("setup"))
    text = err.value.text
    assert text is not None and text["game"] == "xwing"
    assert render(CATALOGS, text, "en") == err.value.message  # the English stays what it was
    return err.value.message, render(CATALOGS, text, "ru")


def test_obstacles_option() -> None:
    en, ru = _refusal({"squads": SQUADS, "obstacles": "lots"}, ["rebel", "imperial"])
    assert en.startswith("obstacles: 'none', 'standard' (a ready asteroid layout)")
    assert ru == (
        "obstacles: 'none', 'standard' (готовая расстановка астероидов) или 'place' (игроки выставляют их по очереди,"
        " первым имперец)"
    )


def test_seats_and_the_teams_option() -> None:
    en, ru = _refusal({"squads": SQUADS}, ["rebel-1", "pirate"])
    assert en.endswith("for team play; not pirate")
    assert ru.startswith("места в X-Wing — 'rebel' и 'imperial' или, для командной игры")
    assert ru.endswith("а не pirate")
    en, ru = _refusal({"squads": SQUADS, "teams": None}, ["rebel-1", "imperial-1"])
    assert en.startswith("team play needs the option teams: {player: [ship ids]}")
    assert ru.startswith("командной игре нужен параметр teams: {игрок: [id кораблей]}")
