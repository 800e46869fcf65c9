"""Our own roster (data/swm/characters.json, digest §4) against its schema, squads (SWM-1.3, 2.1-2.6), the secret
pick and the players' own characters (docs/protocol.md, User content)."""

from __future__ import annotations

import json

import pytest

from bot.core.chance import Chance
from bot.core.data import load_json
from bot.core.protocol import RuleError
from bot.engine.gametext import rule_error
from bot.games.swm import roster as R
from bot.games.swm.game import GAME
from tests.swm.support import play

CARD = {
    "id": "my-captain",
    "name": "Rebel Captain, Veteran",
    "faction": "rebels",
    "cost": 20,
    "hp": 40,
    "defense": 15,
    "attack": 7,
    "damage": 10,
    "size": 1,
    "unique": True,
    "abilities": ["double_attack"],
    "force": 0,
    "force_powers": [],
    "commander": {"effect": "attack_bonus", "value": 2, "range": 6},
}


def test_the_roster_is_our_own_labelled_data_and_passes_the_schema() -> None:
    data = load_json("swm", "characters.json")
    assert data["synthetic"] is True and "not official" in data["source"]
    ids = [c["id"] for c in data["characters"]]
    assert len(ids) == len(set(ids)) == 12  # the whole §4 roster
    for card in data["characters"]:
        assert R.problems(card) == [], card["id"]
    assert {c.faction for c in R.builtin().values()} == {"rebels", "empire", "fringe"}


def test_the_digest_example_squads_cost_what_it_says_and_are_legal() -> None:
    roster = R.builtin()
    costs = {name: sum(roster[c].cost for c in s["characters"]) for name, s in R.fixture_squads().items()}
    assert costs == {"light": 94, "dark": 97, "big": 100}
    s = GAME.setup(
        {
            "squads": {
                "light": R.fixture_squads()["light"]["characters"],
                "dark": R.fixture_squads()["big"]["characters"],
            }
        },
        ("light", "dark"),
        Chance("x"),
    )
    assert s["stage"] == "deploy" and len(s["order"]) == 17


def test_squad_problems_are_listed_together_swm_1_3_2_1_2_5() -> None:
    bad = ["g-l-knight", "g-l-knight", "g-d-trooper"] + ["g-l-rifleman"] * 6
    with pytest.raises(RuleError) as err:
        GAME.setup({"squads": {"light": bad, "dark": ["g-d-trooper"]}}, ("light", "dark"), Chance("x"))
    text = err.value.message
    assert "Line Trooper (Empire) cannot join this side in this era (SWM-2.1)" in text
    assert "146 points, over the limit of 100 (SWM-2.5)" in text
    assert "two unique characters named Guardian Knight (SWM-1.3)" in text


def test_a_2_uniqueness_compares_the_name_before_the_comma() -> None:
    other = {**CARD, "id": "my-captain-2", "name": "Rebel Captain, Hero"}
    options = {"content": {"character": [CARD, other]}, "points": 400}
    with pytest.raises(RuleError) as err:
        GAME.setup(
            {**options, "squads": {"light": ["my-captain", "my-captain-2"], "dark": ["g-d-trooper"]}},
            ("light", "dark"),
            Chance("x"),
        )
    assert "two unique characters named" in err.value.message
    s = GAME.setup(
        {
            **options,
            "rules": {"A-2": "full_name"},
            "squads": {"light": ["my-captain", "my-captain-2"], "dark": ["g-d-trooper"]},
        },
        ("light", "dark"),
        Chance("x"),
    )
    assert s["stage"] == "deploy"


def test_squads_are_picked_secretly_and_revealed_together_swm_2_6() -> None:
    chance = Chance("secret")
    s = GAME.setup({}, ("light", "dark"), chance)
    prompts = GAME.prompts(s)
    assert sorted(p.seat for p in prompts) == ["dark", "light"] and all(p.secret for p in prompts)
    s = play(s, "light", {"kind": "squad", "characters": ["g-l-knight", "g-l-militia"]}, chance)
    dark_view = json.dumps(GAME.view(s, "dark"))
    spectator = json.dumps(GAME.view(s, None))
    assert "g-l-knight" not in dark_view and "g-l-knight" not in spectator
    assert GAME.view(s, "dark")["squads"]["light"] == "locked"
    assert GAME.view(s, "light")["squads"]["light"] == ["g-l-knight", "g-l-militia"]
    evs = GAME.act(s, "dark", {"kind": "squad", "fixture": "dark"}, chance)
    assert [e.kind for e in evs][:3] == ["squad_locked", "squad_committed", "squads_revealed"]
    assert evs[0].visibility == "dark"
    for e in evs:
        s = GAME.evolve(s, e)
    assert "g-l-knight" in json.dumps(GAME.view(s, "dark")) and s["stage"] == "deploy"


def test_a_players_own_character_is_checked_field_by_field() -> None:
    cid, item = GAME.check_content("character", CARD)
    assert cid == "my-captain" and item["commander"] == {"effect": "attack_bonus", "value": 2, "range": 6}
    bad = {**CARD, "id": "g-l-knight", "hp": 0, "faction": "jawas", "abilities": ["lightsaber"], "colour": "red"}
    with pytest.raises(RuleError) as err:
        GAME.check_content("character", bad)
    text = err.value.message
    assert "unknown field `colour`" in text
    assert "`id` 'g-l-knight' is a character of the game's own roster" in text
    assert "`hp` must be a whole number 1..1000, not `0`" in text
    assert "`faction` must be one of `old_republic`, `sith`" in text and 'not `"jawas"`' in text
    assert '`abilities`: unknown `"lightsaber"`' in text
    with pytest.raises(RuleError):
        GAME.check_content("map", {})


def test_a_players_character_refused_in_russian_names_each_field() -> None:
    """Every problem of a player's own card in the reader's language (issue 20), joined by «; »."""
    bad = {**CARD, "id": "g-l-knight", "hp": 0, "abilities": ["lightsaber", "flight", "flight"], "colour": "red"}
    bad.pop("name")
    with pytest.raises(RuleError) as err:
        GAME.check_content("character", bad)
    said = rule_error(err.value, "ru")
    assert said.startswith("В карточке персонажа ошибки: неизвестное поле `colour` (допустимые: `id`, `name`,"), said
    for part in (
        "; `id` «g-l-knight» уже занят персонажем из набора игры; выберите другой id; ",
        "; `name` — текст от 1 до 60 символов; ",
        "; `hp` — целое число от 1 до 1000, а не `0`; ",
        '; `abilities`: неизвестное название `"lightsaber"` (допустимые: `melee_attack`, ',
        "; в `abilities` одно название указано дважды",
    ):
        assert part in said, (part, said)
    assert said.endswith("(п. 1.2 правил)"), said
    with pytest.raises(RuleError) as err:
        GAME.setup({"content": {"character": [{**CARD, "force_powers": ["fury"]}]}}, ("light", "dark"), Chance("x"))
    assert rule_error(err.value, "ru").startswith(
        "Персонажи игроков: персонаж 1: для `force_powers` нужен Рейтинг Силы: задайте `force` не меньше 1"
    )


def test_setup_reads_the_players_characters_from_the_content_option() -> None:
    s = GAME.setup(
        {"content": {"character": [CARD]}, "squads": {"light": ["my-captain"], "dark": ["g-d-trooper"]}},
        ("light", "dark"),
        Chance("x"),
    )
    assert s["figures"]["L1"]["char"] == "my-captain" and s["figures"]["L1"]["hp"] == 40
    with pytest.raises(RuleError) as err:
        GAME.setup({"content": {"character": [{**CARD, "cost": "a lot"}]}}, ("light", "dark"), Chance("x"))
    assert "character 1: `cost` must be a whole number" in err.value.message


def test_every_ambiguity_is_an_option_with_the_digest_default_and_bad_values_are_named() -> None:
    from bot.games.swm.options import AMBIGUITIES, DEFAULT_RULES

    assert sorted(AMBIGUITIES, key=lambda k: int(k[2:])) == [f"A-{n}" for n in range(1, 25)]
    s = GAME.setup({}, ("light", "dark"), Chance("x"))
    assert s["opts"]["rules"] == DEFAULT_RULES and DEFAULT_RULES["A-6"] == "last_phase"
    with pytest.raises(RuleError) as err:
        GAME.setup({"rules": {"A-6": "sometimes"}}, ("light", "dark"), Chance("x"))
    assert "A-6 takes one of last_phase, two_at_a_time, not sometimes" in err.value.message
    with pytest.raises(RuleError) as err:
        GAME.setup({"rules": {"A-99": 1}}, ("light", "dark"), Chance("x"))
    assert "No ambiguity option A-99" in err.value.message


def test_a_pasted_squad_reads_ids_names_and_counts() -> None:
    side, ids = GAME.read_pick("light: g-l-knight, 4x g-l-militia, Hired Gun")
    assert side == "light" and ids == ["g-l-knight"] + ["g-l-militia"] * 4 + ["g-f-merc"]
    with pytest.raises(RuleError):
        GAME.read_pick("blue: g-l-knight")
    assert GAME.pick_value("light", ["g-l-knight#1", "g-l-militia#2"]) == ["g-l-knight", "g-l-militia"]
    with pytest.raises(RuleError):
        GAME.pick_value("light", ["g-l-knight#2"])  # a unique character is offered once
    for side in ("light", "dark"):
        offered = GAME.pick_options(side)
        assert len(offered) <= 25  # Discord's list picker shows 25
        assert len({o.id for o in offered}) == len(offered)
    assert "g-d-adept#1" not in {o.id for o in GAME.pick_options("light")}


def test_the_secret_pick_sees_the_servers_own_characters() -> None:
    content = {"character": [CARD]}
    side, ids = GAME.read_pick("light: my-captain, 2x Militia Trooper", content=content)  # ids or names
    assert (side, ids) == ("light", ["my-captain", "g-l-militia", "g-l-militia"])
    with pytest.raises(RuleError) as err:
        GAME.read_pick("light: someone-else", content=content)
    assert "someone-else" in err.value.message
    offered = [o.id for o in GAME.pick_options("light", content=content)]
    assert offered[0] == "my-captain#1" and len(offered) <= 25
    assert GAME.pick_value("light", ["my-captain#1"], content=content) == ["my-captain"]


def test_the_in_game_squad_prompt_always_offers_a_choice() -> None:
    # one option would be answered by the engine itself, leaving no room for a squad of the player's own
    for era in ("rebellion", "old_republic"):
        for points in (20, 100):
            s = GAME.setup({"era": era, "points": points}, ("light", "dark"), Chance("x"))
            assert all(len(p.options or ()) >= 2 for p in GAME.prompts(s)), (era, points)
