"""The core roster data (data/ia/deployments.json) and the deployment-card check (RRG L542-551)."""

from __future__ import annotations

import json

import pytest

from bot.core.data import data_path
from bot.games.ia.roster import check_card, shipped


def raw_cards() -> list[dict]:
    return json.loads(data_path("ia", "deployments.json").read_text(encoding="utf-8"))["cards"]


def test_every_shipped_card_passes_the_schema_and_is_labelled() -> None:
    cards = raw_cards()
    assert 12 <= len(cards) <= 20
    assert len({c["id"] for c in cards}) == len(cards)
    for doc in cards:
        card = check_card(doc)
        # Dice and surges come from one source only (shared reference §1.2): never claimed as verified.
        assert doc["verified"] is False, card.id
        assert set(doc["two_sources"]) <= {"cost", "group", "health", "speed"}, card.id
        for special in doc["specials"]:
            assert special.get("synthetic") is True, card.id  # our own design, our own words


def test_the_two_source_facts_of_the_core_roster() -> None:
    # shared/reference/game-data-and-user-requests.md §1.2: cost, group, health, speed agree between two sources.
    facts = {
        "stormtrooper": (6, 3, 3, 4),
        "imperial-officer": (2, 1, 3, 4),
        "e-web-engineer": (6, 1, 5, 2),
        "darth-vader": (18, 1, 16, 4),
        "rebel-trooper": (6, 3, 3, 4),
        "gideon-argus": (3, 1, 5, 4),
        "luke-hero": (10, 1, 10, 5),
        "luke-jedi": (12, 1, 16, 4),
        "han-solo": (12, 1, 12, 4),
        "chewbacca": (15, 1, 14, 4),
    }
    cards = shipped()
    for cid, want in facts.items():
        c = cards[cid]
        assert (c.cost, c.group, c.health, c.speed) == want, cid
    assert (cards["stormtrooper-elite"].cost, cards["stormtrooper-elite"].health) == (9, 5)
    assert (cards["rebel-trooper-elite"].cost, cards["rebel-trooper-elite"].health) == (9, 5)


def test_a_bad_card_gets_every_problem_named() -> None:
    doc = dict(raw_cards()[0])
    doc.update({"id": "Bad Id", "cost": 99, "defense": ["purple"], "colour": "red"})
    with pytest.raises(ValueError) as err:
        check_card(doc)
    text = str(err.value)
    parts = ("`colour`: unknown field", "`id`: need", "`cost`: need a whole number from 0 to 40", "`defense`: need")
    for part in parts:
        assert part in text


def test_every_shipped_card_and_command_has_a_labelled_russian_name() -> None:
    """Issue 20: each Russian name says where it comes from; a rulebook name cites its line of
    shared/seeds/imperial-assault-rrg-ru.txt (its spelling: «наводчик E-Web» L757, «Дарт Вейдер» L1318)."""
    import re

    from bot.core.data import load_json
    from bot.core.texts import data_name, msg, render
    from bot.games.ia.game import GAME

    for doc in raw_cards():
        assert doc["name_ru"] and doc["name_ru_basis"] in ("rulebook", "ours"), doc["id"]
        cited = re.fullmatch(r"imperial-assault-rrg-ru\.txt:\d+", doc.get("name_ru_source", ""))
        assert (doc["name_ru_basis"] == "rulebook") == bool(cited), doc["id"]
    names = {c.id: c.name_ru for c in shipped().values()}
    assert names["e-web-engineer"] == "Наводчик E-Web" and names["darth-vader"] == "Дарт Вейдер"
    for command in load_json("ia", "commands.json")["cards"]:
        assert command["name_ru"] and command["name_ru_basis"] == "ours", command["id"]  # our own cards
    card = shipped()["e-web-engineer"]
    said = msg("opt.activate", card=msg("card.regular", name=data_name(card.names)), n=1)
    assert render(GAME.texts, said, "ru") == "Активировать карту «Наводчик E-Web (обычная)» (группа 1)"
    assert render(GAME.texts, said, "en") == "Activate E-Web Engineer (regular) (group 1)"


@pytest.mark.parametrize(
    ("label", "problem"),
    [
        ({"name_ru_basis": "community"}, "`name_ru_basis`: one of `rulebook`, `ours`"),
        ({"name_ru_basis": "rulebook"}, "`name_ru_source`: a rulebook name cites its line"),
    ],
)
def test_a_russian_name_with_a_bad_label_is_refused(label: dict[str, str], problem: str) -> None:
    doc = {**raw_cards()[0], **label}
    doc.pop("name_ru_source", None)
    with pytest.raises(ValueError, match=problem):
        check_card(doc)


def test_sentences_put_a_figure_in_the_case_they_need() -> None:
    """Issue 20: deployment cards store the Russian case forms the sentences ask for (CASE in data/ia/texts/ru.ftl);
    a figure is its card's name and its id in every form."""
    from bot.core.texts import data_name, msg, render
    from bot.games.ia.game import GAME

    def said(key: str, lang: str = "ru", **params: object) -> str:
        return render(GAME.texts, msg(key, **params), lang)

    vader = data_name(shipped()["darth-vader"].names, suffix="p1-1")
    chewie = data_name(shipped()["chewbacca"].names, suffix="p2-3")
    assert said("err.no_room", figure=vader) == "На поле нет места для подставки Дарта Вейдера p1-1 (L358-361)."  # gen
    assert said("opt.push_target", target=chewie) == "Оттолкнуть Чубакку p2-3"  # accusative
    assert said("prompt.relocate_massive", figure=chewie).startswith(
        "Огромная фигурка завершила движение на клетке с Чубаккой p2-3:"
    )
    assert said("err.no_room", "en", figure=vader) == "No room on the map for the base of Darth Vader p1-1 (L358-361)."
    own = data_name({"name": "Kyle", "name_ru": "Кайл"}, suffix="p1-2")  # a player's card without forms: as given
    assert said("opt.push_target", target=own) == "Оттолкнуть Кайл p1-2"
    for doc in raw_cards():
        assert all(doc[f"name_ru_{c}"] for c in ("gen", "dat", "acc", "ins")) and doc["gender_ru"] == "m", doc["id"]
