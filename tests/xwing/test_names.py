"""Pilots, upgrades and damage cards by name in sentences (issues 20 and 21): the reader's language, the rulebook's
Russian spellings, the case forms the Russian sentences need stored in data/xwing/*.json, and a number where two
ships of one side share a pilot. Labels (LS, NB, OSP…) stay in the pictures, named by the view's legend."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.core.chance import Chance
from bot.core.data import load_json, read_text
from bot.core.texts import CASES, GENDERS, msg, render
from bot.games.xwing import GAME
from bot.games.xwing.cards.common import card_name, pilot_name, upgrade_name
from bot.games.xwing.names import ship_name
from bot.games.xwing.texts import CATALOGS

FORMS = ("gen", "dat", "acc", "ins")  # every case the X-Wing Russian catalog asks a ship's name for
LATIN = re.compile(r"[A-Za-z]")


def ru(key: str, **params: Any) -> str:
    return render(CATALOGS, msg(key, **params), "ru")


def en(key: str, **params: Any) -> str:
    return render(CATALOGS, msg(key, **params), "en")


def test_every_pilot_has_a_russian_name_its_case_forms_and_a_gender() -> None:
    for pid, pilot in load_json("xwing", "pilots.json")["pilots"].items():
        assert pilot["name_ru_basis"] in ("rulebook", "ours"), pid
        assert pilot["gender_ru"] in GENDERS, pid
        for field in ("name_ru", *(f"name_ru_{c}" for c in FORMS)):
            assert isinstance(pilot[field], str) and pilot[field], (pid, field)
            assert not LATIN.search(pilot[field]), (pid, field, pilot[field])  # a Latin look-alike letter


def test_the_catalog_asks_only_for_forms_the_pilots_store() -> None:
    asked = set(re.findall(r'CASE\(\$\w+, "(\w+)"\)', read_text("xwing", "texts/ru.ftl")))
    assert asked and asked <= set(FORMS) <= set(CASES)


def test_the_rulebook_spellings() -> None:
    # xwing-rules-ru.txt: «Люк Скайуокер», «Ночной Зверь» (179), «Бигс» (931), «Кувалда Мител» (1059),
    # «Курсант Академии» (1010), «Прямое попадание!» (1338), «Протонные торпеды» (1093), «Целеустремлённость» (1057)
    assert ru("opt.ship", ship=pilot_name("lukeskywalker")) == "Люк Скайуокер"
    assert ru("opt.ship", ship=pilot_name("nightbeast")) == "«Ночной Зверь»"
    assert ru("opt.ship", ship=pilot_name("biggsdarklighter")) == "Бигс Дарклайтер"
    assert ru("opt.ship", ship=pilot_name("maulermithel")) == "«Кувалда Мител»"
    assert ru("opt.ship", ship=pilot_name("academypilot")) == "Курсант Академии"
    assert ru("opt.ship", ship=card_name("direct_hit")) == "Прямое попадание!"
    assert ru("opt.ship", ship=upgrade_name("protontorpedoes")) == "Протонные торпеды"
    assert ru("opt.ship", ship=upgrade_name("determination")) == "Целеустремлённость"
    assert "Биггс" not in read_text("xwing", "texts/ru.ftl") + read_text("xwing", "pilots.json")


def test_sentences_put_a_pilot_in_the_case_they_need() -> None:
    luke, beast = pilot_name("lukeskywalker"), pilot_name("nightbeast")
    assert ru("say.no_target", ship=luke) == "У Люка Скайуокера нет цели."  # genitive
    assert (
        ru("say.attacks", attacker=luke, defender=beast, range=2)
        == "Люк Скайуокер атакует «Ночного Зверя» с дистанции 2."
    )
    assert ru("opt.attack", ship=beast, terms=msg("terms.range", range=1)) == "Атаковать «Ночного Зверя» (дистанция 1)"
    assert ru("say.garven", card=pilot_name("garvendreis"), n=1, face="x", ship=luke).endswith(
        "и передаёт жетон Люку Скайуокеру."  # dative
    )
    assert ru("say.destroyed", ship=beast, reason=msg("reason.attack_by", ship=luke)) == (
        "«Ночной Зверь» уничтожен (атака Люка Скайуокера)."
    )
    assert (
        en("say.attacks", attacker=luke, defender=beast, range=2) == 'Luke Skywalker attacks "Night Beast" at range 2.'
    )


@pytest.mark.parametrize(
    ("n", "said"),
    [
        (1, "У «Ночного Зверя» теперь 1 жетон концентрации."),
        (2, "У «Ночного Зверя» теперь 2 жетона концентрации."),
        (5, "У «Ночного Зверя» теперь 5 жетонов концентрации."),
        (21, "У «Ночного Зверя» теперь 21 жетон концентрации."),
    ],
)
def test_a_counted_noun_beside_a_name_in_the_genitive(n: int, said: str) -> None:
    assert ru("say.tokens", ship=pilot_name("nightbeast"), value=n, token=msg("token.focus")) == said


def test_generic_pilots_of_one_side_are_numbered_in_sentences_and_labelled_on_the_board() -> None:
    squads = {"rebel": ["rookiepilot"], "imperial": ["blacksquadronpilot", "blacksquadronpilot", "academypilot"]}
    state = GAME.setup({"squads": squads, "points": 100, "deployment": "auto"}, ["rebel", "imperial"], Chance("n"))
    ships = {s["label"]: s for s in state["ships"].values()}
    assert sorted(ships) == ["AP", "BSP1", "BSP2", "RP"]
    second = ship_name(ships["BSP2"])
    assert ru("say.no_target", ship=second) == "У Пилота Чёрной эскадрильи №2 нет цели."
    assert ru("opt.attack", ship=second, terms=msg("terms.range", range=2)) == (
        "Атаковать Пилота Чёрной эскадрильи №2 (дистанция 2)"
    )
    assert en("say.no_target", ship=second) == "Black Squadron Pilot #2 has no target."
    assert ru("say.no_target", ship=ship_name(ships["AP"])) == "У Курсанта Академии нет цели."  # only one: no number
    # the view names each label for the picture's legend
    legend = {
        v["label"]: render(CATALOGS, msg("opt.ship", ship=v["name"]), "ru") for v in GAME.view(state, None)["ships"]
    }
    assert legend["BSP1"] == "Пилот Чёрной эскадрильи №1" and legend["RP"] == "Пилот-новичок"


def test_a_match_names_pilots_not_labels_in_its_log_and_prompts() -> None:
    chance = Chance("names")
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], chance)
    for _ in range(200):
        if GAME.outcome(state) is not None or state["round"] > 2:
            break
        prompt = GAME.prompts(state)[0]
        texts = [prompt.text, *(o.label for o in prompt.options or ())]
        assert not any(re.search(r"\b(LS|NB|OSP)\b", t) for t in texts), texts
        action = prompt.default if prompt.default is not None else (prompt.options or ())[0].action
        for event in GAME.act(state, prompt.seat, dict(action), chance):
            state = GAME.evolve(state, event)
    said = " ".join(state["log"])
    assert "Luke Skywalker" in said and '"Night Beast"' in said
    assert not re.search(r"\b(LS|NB|OSP)\b", said), said


def test_a_shuttle_and_a_reinforcement_are_named_too() -> None:
    state = GAME.setup({"mission": "political_escort", "deployment": "auto"}, ["rebel", "imperial"], Chance("m1"))
    shuttle = next(s for s in state["ships"].values() if s.get("piece") == "shuttle")
    assert ru("say.no_target", ship=ship_name(shuttle)) == "У Челнока сенатора нет цели."
    academy = [s for s in state["ships"].values() if s["pilot"] == "academypilot"]
    reinforcement = {**academy[0], "number": len(academy) + 1}
    assert (
        ru("say.reinforcement_arrives", ship=ship_name(reinforcement)) == "Прибывает подкрепление: Курсант Академии №3."
    )


def test_waiting_names_the_player_by_display_name_and_the_events_keep_the_seat() -> None:
    import json

    chance = Chance("people")
    state = GAME.setup({"deployment": "auto"}, ["rebel", "imperial"], chance)
    for seat, ship, maneuver in (("rebel", "luke", "2-straight"), ("imperial", "nightbeast", "1-turn-left")):
        for event in GAME.act(state, seat, {"kind": "dial", "ship": ship, "maneuver": maneuver}, chance):
            state = GAME.evolve(state, event)
    events = GAME.act(state, "imperial", {"kind": "dial", "ship": "obsidian", "maneuver": "2-straight"}, chance)
    (awaiting,) = [e.payload for e in events if e.kind == "awaiting"]
    said = {"key": awaiting["say_key"], "params": awaiting["say_params"]}
    people = {"rebel": "alice", "imperial": "Вера"}
    assert render(CATALOGS, said, "en", people) == "Waiting for Вера: Obsidian Squadron Pilot's action."
    assert render(CATALOGS, said, "ru", people) == "Ход за игроком Вера: действие Пилота Обсидиановой эскадрильи."
    assert render(CATALOGS, said, "ru") == "Ход за Империей: действие Пилота Обсидиановой эскадрильи."
    assert "Вера" not in json.dumps([e.payload for e in events])  # names are put in when shown, never stored
    concede = GAME.act(state, "rebel", {"kind": "concede"}, chance)
    line = next(e.payload for e in concede if e.payload.get("say_key") == "say.concedes")
    assert render(CATALOGS, {"key": line["say_key"], "params": line["say_params"]}, "ru", people) == "alice сдаётся."


def test_set_up_refusals_name_the_pilot_and_the_side_in_the_readers_language() -> None:
    from bot.core.protocol import RuleError

    with pytest.raises(RuleError) as err:
        GAME.setup(
            {"squads": {"rebel": ["academypilot"], "imperial": ["academypilot"]}, "points": 100},
            ["rebel", "imperial"],
            Chance("faction"),
        )
    assert err.value.text is not None
    said = render(CATALOGS, err.value.text, "ru")
    assert said == "Курсант Академии летает на TIE Fighter, а не на корабле стороны мятежников"  # not «стороны rebel»
    with pytest.raises(RuleError) as err:
        GAME.setup(
            {"squads": {"rebel": ["lukeskywalker", "lukeskywalker"], "imperial": ["academypilot"]}, "points": 100},
            ["rebel", "imperial"],
            Chance("unique"),
        )
    assert err.value.text is not None
    assert render(CATALOGS, err.value.text, "ru") == "Люк Скайуокер — уникальное имя: не больше одного в звене"


SOURCE = re.compile(r"xwing-rules-ru\.txt:\d+")


def test_every_upgrade_and_damage_card_has_a_labelled_russian_name() -> None:
    """Every card has name_ru, labelled: the rulebook's (citing the seed line), a community translation, or ours."""
    for card in load_json("xwing", "upgrades.json")["upgrades"]:
        assert isinstance(card.get("name_ru"), str) and card["name_ru"], card["id"]
        assert card["name_ru_basis"] in ("rulebook", "community", "ours"), card["id"]
        assert (card["name_ru_basis"] == "rulebook") == bool(SOURCE.fullmatch(card.get("name_ru_source", ""))), card
    deck = load_json("xwing", "damage_deck.json")["cards"]
    effects = load_json("xwing", "critical_effects.json")["cards"]
    assert set(deck) == set(effects)
    for cid, card in deck.items():
        # the game names a card from critical_effects.json, the pictures from damage_deck.json: the same words
        same = ("name", "name_ru", "name_ru_basis", "name_ru_source")
        assert {k: card.get(k) for k in same} == {k: effects[cid].get(k) for k in same}, cid
        assert card["name_ru"] and card["name_ru_basis"] in ("rulebook", "ours"), cid
        assert (card["name_ru_basis"] == "rulebook") == bool(SOURCE.fullmatch(card.get("name_ru_source", ""))), cid


def test_rulebook_pilot_names_cite_their_line() -> None:
    pilots = load_json("xwing", "pilots.json")["pilots"]
    for pid, pilot in pilots.items():
        assert (pilot["name_ru_basis"] == "rulebook") == bool(SOURCE.fullmatch(pilot.get("name_ru_source", ""))), pid
    assert pilots["biggsdarklighter"]["name_ru_source"] == "xwing-rules-ru.txt:931"  # «Бигс»


def test_damage_cards_and_droids_in_russian_sentences_and_pictures() -> None:
    from renderers.common.words import speaking
    from renderers.xwing import words

    luke = pilot_name("lukeskywalker")
    assert ru("say.dealt_faceup", ship=luke, card=card_name("blinded_pilot")) == (
        "Люк Скайуокер получает карту урона «Ослеплённый пилот» лицевой стороной вверх."
    )
    assert ru("opt.ship", ship=upgrade_name("r2f2")) == "R2-F2"  # as the rulebook writes it [1093]
    with speaking("ru"):
        assert words.card_name("Blinded Pilot") == "Ослеплённый пилот"  # damage_deck.json, as the game says it
        assert words.card_name("Direct Hit!") == "Прямое попадание!"
    with speaking("en"):
        assert words.card_name("Blinded Pilot") == "Blinded Pilot"
