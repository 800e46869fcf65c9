"""User content (docs/protocol.md, "User content"): deployment cards and maps from players' own copies, checked
with specific errors, read again by setup from options["content"]."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.data import data_path
from bot.core.declared import user_content
from bot.core.protocol import RuleError
from bot.engine.gametext import rule_error
from bot.games.ia.game import GAME

CARD = {
    "id": "my-trooper", "name": "Heavy Trooper", "affiliation": "imperial", "unique": False, "elite": False,
    "traits": ["trooper"], "cost": 5, "group": 2, "health": 4, "speed": 3, "base": [1, 1], "defense": ["black"],
    "attack": {"type": "ranged", "dice": ["blue", "red"]}, "surges": [{"cost": 1, "effects": {"damage": 1}}],
}  # fmt: skip


def outpost_copy(new_id: str) -> dict:
    doc = json.loads(data_path("ia", "maps/outpost.json").read_text(encoding="utf-8"))
    doc["id"] = new_id
    doc["terminals"] = [[3, 3]]
    doc["crates"] = [[12, 8]]
    return doc


def test_the_game_declares_its_kinds() -> None:
    holder = user_content(GAME)
    assert holder is not None and [k.name for k in holder.content_kinds] == ["deployment", "map"]


def test_a_good_card_and_map_pass() -> None:
    assert GAME.check_content("deployment", CARD) == ("my-trooper", CARD)
    cid, item = GAME.check_content("map", outpost_copy("my-base"))
    assert cid == "my-base" and item["terminals"] == [[3, 3]]


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"id": "stormtrooper"}, "is a built-in card"),
        ({"health": 0}, "`health`: need a whole number from 1 to 40, got `0`"),
        ({"defense": ["green"]}, '`defense`: need a list of 0 to 6 of `black`, `white`, got `["green"]`'),
        ({"surges": [{"cost": 1, "effects": {"laser": 1}}]}, "`surges[0]`: effects are `accuracy`, `blast`"),
        ({"affiliation": "sith"}, "`affiliation`: one of `rebel`, `imperial`, `mercenary`"),
        ({"colour": "red"}, "`colour`: unknown field (allowed: `affiliation`, `attack`"),
    ],
)
def test_a_bad_card_names_the_field(change: dict, problem: str) -> None:
    with pytest.raises(RuleError, match="deployment card") as err:
        GAME.check_content("deployment", {**CARD, **change})
    assert problem in err.value.message


def test_a_bad_card_is_refused_in_russian_field_by_field() -> None:
    """Issue 20: each problem of a player's deployment card in Russian, joined by «; »."""
    bad = {**CARD, "health": 0, "affiliation": "sith", "surges": [{"cost": 5}], "colour": "red"}
    with pytest.raises(RuleError) as err:
        GAME.check_content("deployment", bad)
    said = rule_error(err.value, "ru")
    assert said.startswith("В карте дислокации ошибки: `colour`: неизвестное поле (допустимые: `affiliation`, "), said
    for part in (
        "; `affiliation`: одно из: `rebel`, `imperial`, `mercenary`; ",
        "; `health`: целое число от 1 до 40, а не `0`; ",
        "; `surges[0]`: {cost: 1–3, effects: {effect: n}}",
    ):
        assert part in said, (part, said)
    with pytest.raises(RuleError) as err:
        GAME.check_content("deployment", {**CARD, "id": "stormtrooper"})
    assert rule_error(err.value, "ru") == (
        "В карте дислокации ошибки: `id` «stormtrooper» уже есть у карты из набора игры; выберите другой id"
    )


def _refusal(doc: Any) -> RuleError:
    with pytest.raises(RuleError) as err:
        GAME.check_content("map", doc)
    return err.value


def test_a_bad_map_names_the_problem_in_english_and_russian() -> None:
    """Issue 20: the skirmish's own problems of a player's map (both deployment zones, L1072; terminals and crates
    on the map) in the reader's language."""
    doc = outpost_copy("my-base")
    del doc["areas"]["blue"]
    doc["terminals"] = [[40, 1], "x"]
    doc["crates"] = 5
    err = _refusal(doc)
    assert err.message == (
        "map: `areas.blue`: the map needs a blue deployment zone, an area named `blue` (L1072); `terminals[0]`: a "
        "terminal stands on a square [x, y] of the map, not `[40, 1]`; `terminals[1]`: a terminal stands on a square "
        '[x, y] of the map, not `"x"`; `crates`: need a list of squares [x, y], got `5`'
    )
    assert rule_error(err, "ru") == (
        "В карте поля ошибки: `areas.blue`: на карте нужна синяя зона дислокации — область `blue` (L1072); "
        "`terminals[0]`: терминал стоит на клетке [x, y] этой карты, а не на `[40, 1]`; `terminals[1]`: терминал "
        'стоит на клетке [x, y] этой карты, а не на `"x"`; `crates`: нужен список клеток [x, y], а здесь `5`'
    )
    del doc["areas"]["red"]
    doc["terminals"], doc["crates"] = [], [[0, 0, 0]]
    assert rule_error(_refusal(doc), "ru") == (
        "В карте поля ошибки: `areas.red`: на карте нужна красная зона дислокации — область `red` (L1072); "
        "`areas.blue`: на карте нужна синяя зона дислокации — область `blue` (L1072); `crates[0]`: ящик стоит на "
        "клетке [x, y] этой карты, а не на `[0, 0, 0]`"
    )
    err = _refusal(outpost_copy("outpost"))
    assert err.message == "map: `id` 'outpost' is a built-in map; choose another id"
    assert (
        rule_error(err, "ru")
        == "В карте поля ошибки: `id` «outpost» уже есть у карты из набора игры; выберите другой id"
    )
    err = _refusal([1])
    assert rule_error(err, "ru") == (
        "В карте поля ошибки: карта поля — это объект JSON с полями клетчатой карты (docs/grid.md) и полями "
        "`terminals` и `crates`"
    )
    with pytest.raises(RuleError, match="Imperial Assault has no content kind 'hero'; its kinds: `deployment`, `map`"):
        GAME.check_content("hero", {})


def test_the_grid_checkers_problems_reach_the_player_in_russian() -> None:
    """The shared grid checker's problems (data/grid/texts) read through IA's catalogs, joined by «; »."""
    doc = outpost_copy("my-base")
    doc["cells"][0] = "x" + doc["cells"][0][1:]
    doc["walls"].append([0, 0, 2, 0])
    doc["doors"].append({"edge": [1, 1, 1, 2], "colour": 1})
    err = _refusal(doc)
    assert err.message == (
        "map: `cells[0]`, character 1: unknown terrain `x` at square `[0, 0]`; use one of `.`, `d`, `l`, `p`, `#`; "
        "`walls[14]`: edge `[0, 0, 2, 0]` is not one square's side (length 1, horizontal or vertical); `doors[2]`: "
        "unknown field `colour` (allowed: `edge`, `open`, `name`)"
    )
    assert rule_error(err, "ru") == (
        "В карте поля ошибки: `cells[0]`, символ 1: неизвестный ландшафт `x` на клетке `[0, 0]`; допустимы: `.`, "
        "`d`, `l`, `p`, `#`; `walls[14]`: `[0, 0, 2, 0]` — не сторона одной клетки (длина 1, по горизонтали или по "
        "вертикали); `doors[2]`: неизвестное поле `colour` (допустимые: `edge`, `open`, `name`)"
    )
    err = _refusal({**doc, "width": 0})
    assert rule_error(err, "ru") == (
        "В карте поля ошибки: `width`, `height`: нужны целые числа от 1 до 100, а здесь `0` × `12`"
    )


def test_setup_reads_user_cards_and_maps_from_the_options() -> None:
    options: dict[str, Any] = {
        "mission": "data-heist",
        "map": "my-base",
        "content": {"deployment": [CARD], "map": [outpost_copy("my-base")]},
        "armies": {"p1": {"units": ["my-trooper", "my-trooper", "darth-vader"], "deck": None}},
    }
    s = GAME.setup(options, ("p1", "p2"), Chance("c"))
    assert [f["card"] for f in s["figures"].values() if f["owner"] == "p1"].count("my-trooper") == 4
    assert s["terminals"] == [[3, 3]] and s["crates"] == [[12, 8]]
    assert s["map_key"].startswith("{")
    bad = copy.deepcopy(options)
    bad["content"]["deployment"][0]["health"] = 99
    with pytest.raises(RuleError, match="health"):
        GAME.setup(bad, ("p1", "p2"), Chance("c"))
    with pytest.raises(RuleError) as err:
        GAME.setup({**options, "map": "elsewhere"}, ("p1", "p2"), Chance("c"))
    assert err.value.message == "`map`: 'elsewhere' is not a map added to this server (maps: `my-base`)"
    assert rule_error(err.value, "ru") == (
        "Нельзя подготовить эту схватку: `map`: карта «elsewhere» не добавлена на этом сервере "
        "(карты сервера: `my-base`)"
    )
    with pytest.raises(RuleError) as err:
        GAME.setup({**options, "map": "elsewhere", "content": {}}, ("p1", "p2"), Chance("c"))
    assert rule_error(err.value, "ru").endswith("не добавлена на этом сервере (здесь нет своих карт)")


def test_the_secret_pick_may_name_the_server_cards() -> None:
    content = {"deployment": [CARD]}
    side, value = GAME.read_pick("p1: my-trooper, darth-vader", content=content)
    assert side == "p1" and value["units"] == ["my-trooper", "darth-vader"]
    with pytest.raises(RuleError, match="unknown deployment cards my-trooper"):
        GAME.read_pick("p1: my-trooper, darth-vader")
    ids = [o.id for o in GAME.pick_options("p1", content=content)]
    options = GAME.pick_options("p1", content=content)
    # every copy offered, all within the chat builder's four selects of 25
    assert "my-trooper#1" in ids and len(options) <= 100
    assert GAME.pick_value("p1", ["my-trooper#1"], content=content)["units"] == ["my-trooper"]


def test_a_broken_shipped_map_is_said_in_the_readers_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """A shipped map an edit broke refuses the set-up with the grid checker's problems, not a raw English dump."""
    from bot.games.grid import MapError, map_problems
    from bot.games.ia import content, state

    def broken(game: str, map_id: str) -> Any:
        raise MapError(map_id, [{"key": "grid.text", "params": {"field": "name"}}])

    monkeypatch.setattr(state, "_BOARDS", {})
    monkeypatch.setattr(content, "load_map", broken)
    with pytest.raises(RuleError) as err:
        GAME.setup({"mission": "data-heist"}, ("p1", "p2"), Chance("c"))
    assert rule_error(err.value, "ru") == (
        "Нельзя подготовить эту схватку: карта «outpost» из набора игры испорчена (файлы данных сервера): "
        "`name`: нужен текст"
    )
    assert "map 'outpost': map outpost: 1 problem(s):\n  `name`: need a text" in err.value.message
    assert map_problems([{"key": "grid.text", "params": {"field": "name"}}])["key"] == "grid.text"


@pytest.mark.parametrize(
    ("options", "seats", "russian"),
    [
        ({"content": 5}, ("p1", "p2"), "`content`: нужен объект {kind: [item, ...]}"),
        (
            {"content": {"hero": []}},
            ("p1", "p2"),
            "`content`: неизвестный вид данных «hero» (есть: `deployment`, `map`)",
        ),
        (
            {"armies": {"p2": 5}},
            ("p1", "p2"),
            "армия игрока 2 — это `{units: [id карт], deck: [id карт командования] или null}`",
        ),
        ({}, ("a", "b"), "в Imperial Assault играют места `p1`, `p2`"),
        ({"points": 500}, ("p1", "p2"), "`points`: целое число от 1 до 200; `rounds`: от 1 до 50"),
        ({"mission": "nowhere"}, ("p1", "p2"), "`mission`: одно из: `data-heist`, `supply-run`, `random`"),
    ],
)
def test_set_up_refusals_read_in_russian(options: dict, seats: tuple[str, str], russian: str) -> None:
    """Issue 20: a set-up option the match cannot start with (the console's --options as set-up options) is said in
    the reader's language inside «Нельзя подготовить эту схватку: …», its English the error's message."""
    with pytest.raises(RuleError) as err:
        GAME.setup(options, seats, Chance("c"))
    assert rule_error(err.value, "ru") == f"Нельзя подготовить эту схватку: {russian}"
    assert rule_error(err.value, "en") == f"Cannot set up this skirmish: {err.value.message}"


def test_an_unknown_set_up_option_is_refused_naming_the_known_ones() -> None:
    """A mistyped option (`colour`) had been ignored without a word: the match started as if it were not there."""
    from bot.games.ia.game import GAME as IA_GAME

    with pytest.raises(RuleError) as err:
        IA_GAME.setup({"colour": 1, "points": 40}, ("p1", "p2"), Chance("x"))
    assert rule_error(err.value, "ru").endswith(
        "неизвестный параметр подготовки «colour»; известные: `armies`, `content`, `deployment`, `map`, `mission`, "
        "`points`, `rounds`"
    )
    assert "unknown set-up option “colour”" in err.value.message
