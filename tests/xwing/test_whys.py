"""Why a piece may not go there, in the reader's language with ships named by pilot (issues 20, 21): the
geometry's and the missions' English reasons (naming labels) become catalog messages (bot/games/xwing/whys.py)."""

from __future__ import annotations

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.core.texts import render
from bot.games.xwing import GAME
from bot.games.xwing.texts import CATALOGS
from bot.games.xwing.whys import FIXED, why_msg

STATE = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], Chance("whys"))

SAME_IN_ENGLISH = [
    *FIXED,
    "the base overlaps OSP",
    "it would overlap NB",
    "it would lie under LS",
    "it must be beyond range 1 of LS (a Rebel ship)",
    "it must be beyond range 1 of asteroid a2",
    "satellite 2 must be at range 2 of the Rebel edge (its closest point 250 mm away)",
    "a reinforcement is placed within range 1 of the rebel or imperial edge",
    "corner (12.5, -3.0) is off the mat",
]


@pytest.mark.parametrize("why", SAME_IN_ENGLISH)
def test_a_known_reason_becomes_a_message(why: str) -> None:
    found = why_msg(STATE, why)
    assert isinstance(found, dict), why
    named = render(CATALOGS, found, "en")
    labels = {"OSP": "Obsidian Squadron Pilot", "NB": '"Night Beast"', "LS": "Luke Skywalker"}
    for label, name in labels.items():
        why = why.replace(f" {label}", f" {name}")
    assert named == why
    assert render(CATALOGS, found, "ru") != named  # Russian


def test_the_russian_reasons_name_the_pilot_in_the_case_they_need() -> None:
    def ru(why: str) -> str:
        return render(CATALOGS, why_msg(STATE, why), "ru")

    assert ru("the base overlaps OSP") == "подставка перекрывает Пилота Обсидиановой эскадрильи"
    assert ru("it would lie under NB") == "он оказался бы под «Ночным Зверем»"
    assert ru("it must be beyond range 1 of LS (a Rebel ship)") == (
        "он должен быть за пределами дистанции 1 от Люка Скайуокера (корабль мятежников)"
    )
    too_far = ru("the base reaches 123.4 mm from the bottom edge; it must be entirely within 100 mm")
    assert too_far == "подставка заходит на 123,4 мм от своего края, а должна целиком лежать в пределах 100 мм"
    assert why_msg(STATE, "something new") == "something new"  # unknown: kept as given


def test_a_deployment_refusal_names_the_ship_it_overlaps() -> None:
    chance = Chance("deploy-why")
    state = GAME.setup({}, ["rebel", "imperial"], chance)
    for _ in range(10):
        prompt = GAME.prompts(state)[0]
        if prompt.kind == "deploy" and any(s["pose"] for s in state["ships"].values()):
            break
        action = prompt.default if prompt.default is not None else (prompt.options or ())[0].action
        for event in GAME.act(state, prompt.seat, dict(action), chance):
            state = GAME.evolve(state, event)
    placed = next(s for s in state["ships"].values() if s["pose"])
    prompt = GAME.prompts(state)[0]
    mover = state["ships"][prompt.context["ship"]] if "ship" in prompt.context else None
    if mover is None or mover["seat"] != placed["seat"]:
        pytest.skip("the next ship to deploy is the other side's")
    with pytest.raises(RuleError) as err:
        GAME.act(state, prompt.seat, {"kind": "deploy", "ship": mover["id"], **placed["pose"]}, chance)
    assert err.value.text is not None
    said = render(CATALOGS, err.value.text, "ru")
    assert "подставка перекрывает" in said and placed["label"] not in said, said
