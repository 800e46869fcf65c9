"""Why a piece may not go there, in the reader's language with ships named by pilot (issues 20, 21): the geometry
and the missions give structured reasons (`why(key, **args)`, bot/games/xwing/geometry/reasons.py) that
bot/games/xwing/whys.py says through the catalog. Every `why(...)` call in the code is found here, so a new reason
without its message in every language fails, instead of reaching a Russian player in English."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from bot.core.chance import Chance
from bot.core.data import read_text
from bot.core.protocol import RuleError
from bot.core.texts import render
from bot.games.xwing import GAME, geometry, space
from bot.games.xwing.geometry.reasons import Why, why
from bot.games.xwing.texts import CATALOGS
from bot.games.xwing.whys import why_msg

STATE = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], Chance("whys"))
LABELS = {s["label"]: sid for sid, s in STATE["ships"].items()}
CODE = Path(__file__).resolve().parents[2] / "bot" / "games" / "xwing"


def reasons_in_the_code() -> dict[str, set[frozenset[str]]]:
    """Every `why("key", arg=...)` call under bot/games/xwing: key -> the sets of argument names it is given."""
    found: dict[str, set[frozenset[str]]] = {}
    for path in sorted(CODE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", None)
            if name != "why":
                continue
            key = node.args[0] if node.args else None
            assert isinstance(key, ast.Constant) and isinstance(key.value, str), f"{path}:{node.lineno}"
            assert len(node.args) == 1 and all(k.arg for k in node.keywords), f"{path}:{node.lineno}"
            found.setdefault(key.value, set()).add(frozenset(str(k.arg) for k in node.keywords))
    return found


def variables(lang: str, key: str) -> set[str] | None:
    """The variables of catalog message `why.<key>` in `lang` (None: no such message)."""
    text = read_text("xwing", f"texts/{lang}.ftl")
    found = re.search(rf"^why-{re.escape(key)} = (.*(?:\n[ \t].*)*)", text, re.M)
    return None if found is None else set(re.findall(r"\$(\w+)", found[1]))


def test_the_code_gives_reasons_by_key() -> None:
    found = reasons_in_the_code()
    # the places that refuse a placement or a roll: each gives at least these (a floor, not the list)
    assert {"off_mat", "too_far", "overlaps", "obstacle_edge", "roll_blocked", "satellite_chain"} <= set(found)
    assert len(found) >= 25


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_reason_the_code_can_give_has_its_message_with_its_arguments(lang: str) -> None:
    for key, calls in sorted(reasons_in_the_code().items()):
        said = variables(lang, key)
        assert said is not None, f"why.{key} is missing from data/xwing/texts/{lang}.ftl"
        for args in calls:
            assert said == set(args), (lang, key, said, set(args))


def ru(reason: Why) -> str:
    return render(CATALOGS, why_msg(STATE, reason), "ru")


def test_the_russian_reasons_name_the_pilot_in_the_case_they_need() -> None:
    assert ru(why("overlaps", ship="OSP")) == "подставка перекрывает Пилота Обсидиановой эскадрильи"  # a label
    assert ru(why("under", ship=LABELS["NB"])) == "он оказался бы под «Ночным Зверем»"  # a ship id
    assert ru(why("near_rebel", ship=LABELS["LS"])) == (
        "он должен быть за пределами дистанции 1 от Люка Скайуокера (корабль мятежников)"
    )
    assert ru(why("too_far", dist=123.4, range=100.0)) == (
        "подставка заходит на 123,4 мм от своего края, а должна целиком лежать в пределах 100 мм"
    )
    assert ru(why("reinforcement_zone", edges="rebel_imperial")) == (
        "подкрепление выставляется в пределах дистанции 1 от края игровой зоны мятежника или имперца"
    )
    assert render(CATALOGS, why_msg(STATE, why("overlaps", ship="OSP")), "en") == (
        "the base overlaps Obsidian Squadron Pilot"
    )


def test_the_geometry_gives_its_reason_where_it_finds_it() -> None:
    deploy = space.deploy_error({"x": 5.0, "y": 20.0, "heading": 0.0}, "small", "rebel", {})
    assert deploy is not None and deploy.key == "off_mat"
    assert ru(deploy) == "угол (−15,0; 0,0) за пределами игрового поля"
    near_edge = space.obstacle_at(space.shapes()[0], 100.0, 450.0, 0.0, "a1")
    edge = space.obstacle_error(near_edge, [])
    assert edge is not None and edge.key == "obstacle_edge"
    assert ru(edge).startswith("астероид a1 в ") and ru(edge).endswith(
        " мм от края игрового поля, а должен быть дальше 200 мм"
    )
    middle = space.obstacle_at(space.shapes()[0], 450.0, 450.0, 0.0, "a1")
    on_top = space.obstacle_at(space.shapes()[1], 450.0, 450.0, 0.0, "a2")
    overlap = space.obstacle_error(on_top, [middle])
    assert overlap is not None and ru(overlap) == "астероид a2 перекрыл бы астероид a1"
    assert isinstance(geometry.why("x"), Why)


def test_an_illegal_barrel_roll_says_why_in_russian() -> None:
    luke = STATE["ships"][LABELS["LS"]]
    pose = {**luke["pose"], "x": 2.0}  # at the left edge: rolling left leaves the mat
    others = {o: (s["pose"], s["base"]) for o, s in STATE["ships"].items() if o != luke["id"] and s["pose"]}
    res = space.barrel_roll(pose, "small", "left", 0.0, others, [])
    assert isinstance(res, Why) and res.key == "roll_off_mat"
    said = ru(res)
    assert said.startswith("бочка влево со смещением 0,0 мм выводит корабль за пределы игрового поля")
    blocked = why("roll_blocked", side="left", slide=5.0, blockers=(LABELS["NB"], "a1"), legal=((-20.0, -5.0),))
    assert ru(blocked) == (
        "при бочке влево со смещением 5,0 мм мешает: «Ночной Зверь», a1; допустимые смещения: от −20,0 до −5,0 мм"
    )
    wide = space.barrel_roll(luke["pose"], "small", "left", 30.0, others, [])
    assert isinstance(wide, Why) and ru(wide) == "смещение должно быть от −20 до 20 мм"


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
