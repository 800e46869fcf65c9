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
    assert en.startswith("`obstacles`: `none`, `standard` (a ready asteroid layout)")
    assert ru == (
        "`obstacles`: `none`, `standard` (готовая расстановка астероидов) или `place` (игроки выставляют их по очереди,"
        " первым имперец)"
    )


def test_seats_and_the_teams_option() -> None:
    en, ru = _refusal({"squads": SQUADS}, ["rebel-1", "pirate"])
    assert en.endswith("for team play; not pirate")
    assert ru.startswith("места в X-Wing — `rebel` и `imperial` или, для командной игры")
    assert ru.endswith("а не pirate")
    en, ru = _refusal({"squads": SQUADS, "teams": None}, ["rebel-1", "imperial-1"])
    assert en.startswith("team play needs the option teams: `{player: [ship ids]}`")
    assert ru.startswith("командной игре нужен параметр teams: `{игрок: [id кораблей]}`")


def test_an_illegal_squad_lists_its_problems_in_russian() -> None:
    """Issue 20: squad problems (bot/games/xwing/squads.py) are catalog messages with names from data."""
    squads = {
        "rebel": [{"pilot": "rookiepilot", "upgrades": ["protontorpedoes", "protontorpedoes"]}],
        "imperial": [{"pilot": "academypilot", "upgrades": ["determination"]}],
    }
    en, ru = _refusal({"squads": squads, "points": 100}, ["rebel", "imperial"])
    assert en.startswith("the rebel squad is illegal:\n1. ship 1 (Rookie Pilot): Proton Torpedoes needs a Torpedo")
    assert ru.startswith(
        "звено мятежников нарушает правила:\n"
        "1. корабль 1 (Пилот-новичок): «Протонные торпеды» требует ячейки «торпеды»; на карте пилота «Пилот-новичок»"
        " только 1 такая ячейка"
    ), ru


def test_an_unreadable_xws_squad_in_russian() -> None:
    xws = {"faction": "rebels", "pilots": [{"name": "Luke Skywalker", "ship": "Y-Wing"}, {"ship": 3}]}
    en, ru = _refusal({"squads": {"rebel": xws, "imperial": ["academypilot"]}}, ["rebel", "imperial"])
    assert en.startswith("the rebel XWS squad cannot be read:\n1. pilot 1: no pilot “Luke Skywalker” on ship")
    assert ru == (
        "звено мятежников в формате XWS не прочитать:\n"
        "1. пилот 1: нет пилота «Luke Skywalker» на корабле «Y-Wing» (Luke Skywalker летает на: xwing)\n"
        "2. пилот 2: `name` и `ship` должны быть строками"
    )


@pytest.mark.parametrize(("n", "times"), [(2, "2 раза"), (5, "5 раз"), (21, "21 раз")])
def test_a_repeated_unique_name_counts_in_russian(n: int, times: str) -> None:
    from bot.games.xwing.squads import ShipEntry, Squad, load_catalog, validate_squad

    squad = Squad("rebel", tuple(ShipEntry("xwing", "lukeskywalker") for _ in range(n)))
    (unique,) = [p for p in validate_squad(squad, load_catalog(), 10_000) if p.code == "unique"]
    assert render(CATALOGS, unique.text, "ru") == f"Люк Скайуокер — уникальное имя, а встречается {times}" + (
        " (можно только одну копию)"
    )
