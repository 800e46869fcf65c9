"""Imperial Assault names its players by display name where the adapter knows them (issue 21): «Игрок 1» is a
seat reference in the event (bot.core.texts.seat_ref), the name is put in when the sentence is shown."""

from __future__ import annotations

import json
from typing import Any

from bot.core.chance import Chance
from bot.core.texts import render
from bot.games.ia.game import GAME


def test_the_initiative_line_names_the_player() -> None:
    chance = Chance("ia-names")
    state = GAME.setup({"mission": "data-heist", "rounds": 4}, ["p1", "p2"], chance)
    said: list[Any] = []
    for _ in range(40):
        prompts = GAME.prompts(state)
        if not prompts or said:
            break
        p = prompts[0]
        action = p.default if p.default is not None else (p.options or ())[0].action
        for event in GAME.act(state, p.seat, dict(action), chance):
            state = GAME.evolve(state, event)
            if event.payload.get("say_key") == "say.initiative":
                said.append(event.payload)
    (line,) = said
    message = {"key": line["say_key"], "params": line["say_params"]}
    seat = line["seat"]
    people = {"p1": "alice", "p2": "Вера"}
    assert render(GAME.texts, message, "ru", people) == f"{people[seat]} получает инициативу."
    assert render(GAME.texts, message, "ru") == f"Игрок {seat[1]} получает инициативу."
    assert render(GAME.texts, message, "en", people) == f"{people[seat]} has the initiative."
    assert "alice" not in json.dumps(line) and "Вера" not in json.dumps(line)
