"""A game's set-up refusals read in the reader's language (issue 20): options a match cannot be set up with,
given at the console (`play GAME --lang ru --options …`), say what is wrong and what is allowed in Russian, in the
rulebooks' words and with plural agreement, and in English as before (a chat challenge:
tests/discord/test_setup_refusals_e2e.py)."""

from __future__ import annotations

import pytest

from bot.cli import main

CASES = [  # game, set-up options, the Russian refusal, the English one
    (
        "xwing",
        '{"colour": 1}',
        "неизвестный параметр «colour»; известные: `deployment`, `mission`, `obstacles`, `points`, `squads`, `teams`",
        "unknown option “colour”; known: `deployment`, `mission`, `obstacles`, `points`, `squads`, `teams`",
    ),
    (
        "xwing",
        '{"colour": 1, "size": 2}',
        "неизвестные параметры «colour», «size»; известные: `deployment`, ",
        "unknown options “colour”, “size”; known: `deployment`, ",
    ),
    (
        "xwing",
        '{"teams": {}}',
        "параметр teams — только для командной игры, с местами игроков (rebel-1, imperial-1, …) "
        "(Командная игра (правила, с. 20): каждый игрок решает только за свои корабли)",
        "the option teams needs team seats (rebel-1, imperial-1, …) (Team play (rulebook p.20): ",
    ),
    (
        "xwing",
        '{"mission": ["x"], "deployment": "auto"}',
        'нет такой миссии или в неё пока нельзя играть: `["x"]`; доступны: `hide_and_seek`, `political_escort`, '
        "`whispers_in_the_dark` (Миссии (правила, с. 21): выберите миссию, затем её силы)",
        'unknown or unplayable mission `["x"]`; playable: `hide_and_seek`, ',
    ),
    (
        "xwing",
        '{"squads": {"rebel": [{"pilot": "lukeskywalker", "id": "shuttle"}], "imperial": [{"pilot": "darthvader"}]},'
        ' "mission": "political_escort"}',
        "id корабля «shuttle» занят: так называется челнок сенатора в миссии 1 "
        "(Миссия 1, «Политический эскорт» (правила, с. 22))",
        "the ship id “shuttle” is taken by the senator's shuttle in mission 1 (Mission 1, Political Escort",
    ),
    (
        "xwing",
        '{"squads": {"rebel": {"faction": "empire", "pilots": []}, "imperial": [{"pilot": "darthvader"}]}}',
        "звено мятежников в формате XWS не прочитать:\n1. `pilots` должно быть непустым списком (формат звена XWS)",
        "the rebel XWS squad cannot be read:\n1. `pilots` must be a non-empty list (XWS squad format)",
    ),
    (
        "ti4",
        '{"attacker": {"fleet": "2 cruiser", "colour": 1}, "defender": "1 dreadnought"}',
        "атакующий: неизвестный параметр «colour»; известные: `faction`, `fleet`, `pds`, `retreat`, `space_dock`, "
        "`techs`, `trade_goods`",
        "attacker: unknown option “colour”; known: `faction`, ",
    ),
    (
        "ti4",
        '{"attacker": "2 cruisr", "defender": "1 dreadnought"}',
        "атакующий: неизвестный отряд «cruisr»; известные отряды: `carrier`, `carrier2`, `cruiser`, ",
        "attacker: unknown unit “cruisr”; known units: `carrier`, ",
    ),
    (
        "swm",
        '{"colour": 1}',
        "Неизвестный параметр партии: «colour» (известны: `era`, `points`, `map`, `round_limit`, `squads`, `rules`, "
        "`content`).",
        "Unknown set-up option: “colour” (known: `era`, ",
    ),
    (
        "swm",
        '{"colour": 1, "size": 2, "mood": 3}',
        "Неизвестные параметры партии: «colour», «mood», «size» (известны: ",
        "Unknown set-up options: “colour”, “mood”, “size” (known: ",
    ),
    ("swm", '{"rules": 5}', "`rules` принимает объект с вариантами спорных правил, например", "`rules` takes an"),
    (
        "ia",
        '{"armies": 5}',
        "Нельзя подготовить эту схватку: `armies`: нужен объект {место: армия} для мест `p1`, `p2`",
        "Cannot set up this skirmish: `armies`: need {seat: army} for the seats `p1`, `p2`",
    ),
    (
        "ia",
        '{"armies": {"p1": {"units": []}}, "rounds": "x"}',
        "Нельзя подготовить эту схватку: `points`: целое число от 1 до 200; `rounds`: от 1 до 50",
        "Cannot set up this skirmish: `points`: a whole number from 1 to 200; `rounds`: from 1 to 50",
    ),
    (
        "ia",
        '{"armies": {}, "content": {"map": 5}}',
        "Нельзя подготовить эту схватку: `content`: нужен объект {kind: [item, ...]}",
        "Cannot set up this skirmish: `content`: need {kind: [item, ...]}",
    ),
    (
        "starfighter",
        '{"colour": 1}',
        "Неизвестный параметр: «colour»; «Звёздные сражения» принимают `mode`, `decks`, `content`, `cards`.",
        "Unknown option “colour”; Starfighter takes `mode`, `decks`, `content`, `cards`.",
    ),
]


@pytest.mark.parametrize(("game", "options", "russian", "english"), CASES)
def test_a_set_up_refusal_at_the_console_reads_in_the_readers_language(
    game: str, options: str, russian: str, english: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", game, "--options", options, "--no-frames", "--lang", "ru"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"ошибка: {russian}"), err
    assert "Traceback" not in err
    assert main(["play", game, "--options", options, "--no-frames"]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"error: {english}"), err
