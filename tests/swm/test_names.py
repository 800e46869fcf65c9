"""Characters by name in Russian sentences (issues 20, 21): our roster stores the case forms and gender the
sentences need; a player's own character may give them (all or none) and reads correctly without them."""

from __future__ import annotations

import pytest

from bot.core.texts import msg, render
from bot.games.swm import roster
from bot.games.swm import texts as T

LEIA = {
    "id": "leia-own",
    "name": "Princess Leia",
    "name_ru": "Принцесса Лея",
    "name_ru_gen": "Принцессы Леи",
    "name_ru_dat": "Принцессе Лее",
    "name_ru_acc": "Принцессу Лею",
    "name_ru_ins": "Принцессой Леей",
    "gender_ru": "f",
    "faction": "rebels",
    "cost": 20,
    "hp": 40,
    "defense": 15,
    "attack": 8,
    "damage": 10,
    "size": 1,
}
KYLE = {k: v for k, v in LEIA.items() if not k.startswith(("name_ru_", "gender_"))} | {
    "id": "kyle-own",
    "name": "Kyle",
    "name_ru": "Кайл",
}


def ru(key: str, **params: object) -> str:
    return render(T.CATALOGS, msg(key, **params), "ru")


def stored(card: dict[str, object]) -> dict[str, object]:
    return roster.check_content(card)[1]


def test_our_roster_stores_forms_and_gender_for_every_character() -> None:
    for char in roster.builtin().values():
        given = dict(char.forms_ru)
        assert set(given) == set(roster.FORMS_RU), char.id
        assert given["gender_ru"] == "m", char.id  # our roster: all masculine nouns
    adept = roster.builtin()["g-d-adept"].to_json()
    assert ru("say.placed", figure=T.figure("D1", adept), at="A1") == "D1 Тёмный адепт выставлен на клетку A1."
    assert ru("err.no_room", figure=T.figure("D1", adept)) == "Для D1 Тёмного адепта не осталось места."


def test_a_players_character_agrees_with_the_gender_it_gives() -> None:
    leia = T.figure("L4", stored(LEIA))
    assert ru("say.placed", figure=leia, at="B2") == "L4 Принцесса Лея выставлена на клетку B2."
    assert ru("say.defeated", figure=leia) == "L4 Принцесса Лея убита."
    assert ru("prompt.deploy", figure=leia, side=T.side("light")).endswith("выставляет L4 Принцессу Лею в своей зоне")
    assert render(T.CATALOGS, msg("say.placed", figure=leia, at="B2"), "en") == "L4 Princess Leia set up at B2."


def test_without_forms_the_sentence_is_worded_around_a_noun() -> None:
    kyle = T.figure("L5", stored(KYLE))
    assert ru("say.placed", figure=kyle, at="B2") == "Персонаж L5 Кайл выставлен на клетку B2."
    assert ru("say.activated", figure=kyle) == "Персонаж L5 Кайл активирован."
    assert ru("err.no_room", figure=kyle) == "Для персонажа L5 Кайл не осталось места."


def test_forms_and_gender_go_together_and_are_checked() -> None:
    partial = {**KYLE, "name_ru_gen": "Кайла"}
    with pytest.raises(roster.CardError, match="go together: add `name_ru_dat`"):
        roster.check_content(partial)
    with pytest.raises(roster.CardError, match="`gender_ru` must be one of `m`, `f`, `n`, `pl`"):
        roster.check_content({**LEIA, "gender_ru": "female"})
    with pytest.raises(roster.CardError, match="`name_ru_acc` must be text"):
        roster.check_content({**LEIA, "name_ru_acc": ""})


def test_an_action_out_of_turn_is_refused_by_the_decisions_name_not_its_code() -> None:
    """The refusal used to quote the action's code («Сейчас 'activate' — не ваше решение»), which no player typed."""
    from bot.core.chance import Chance
    from bot.core.protocol import RuleError
    from bot.games.swm.game import GAME
    from tests.swm.support import arena

    state = arena({"L1": ("g-l-militia", (4, 2)), "D1": ("g-d-trooper", (3, 8))})  # light's activation is open
    with pytest.raises(RuleError) as refused:
        GAME.act(state, "dark", {"kind": "activate", "figure": "D1"}, Chance("x"))
    text = refused.value.text
    assert text is not None
    ru, en = render(T.CATALOGS, text, "ru"), render(T.CATALOGS, text, "en")
    assert ru.startswith("Решение «активация» сейчас не за вами; ждём: ") and "'activate'" not in ru, ru
    assert en.startswith("activation: not your decision now; waiting for: "), en
