"""/roll, /odds, /range and the sandbox in the reader's language (issue 20): bot/quick emits Phrases (English text
carrying a message of data/quick/texts); the adapters render titles, field names, values and refusals per reader.
What the player asked for ("3 red vs 2 green", a ship id) stays as written."""

from __future__ import annotations

import pickle

import pytest

from bot.discord_bot.quick_embeds import fields_text, odds_card, roll_card
from bot.quick import sandbox as sb
from bot.quick.common import QuickInputError
from bot.quick.expression import roll_expression
from bot.quick.odds import odds_request
from bot.quick.roll import roll
from bot.quick.texts import Phrase, local, plural


def test_odds_card_in_russian() -> None:
    result = odds_request("2 red vs 1 green")
    card = odds_card(result, "ru")
    assert card.title == f"Шансы X-Wing: {result.spec.describe()}"
    names = [name for name, _ in card.fields]
    assert names[:3] == ["Ожидаемый урон", "Урон", "Не меньше"], names
    assert "Хотя бы одно критическое попадание" in names and "Damage" not in names
    values = dict(card.fields)
    # decimal comma and a spaced percent sign: "1,011 (критических 0,219)", "0: 15,6 %"
    assert values["Ожидаемый урон"].count(",") == 2 and "(критических 0," in values["Ожидаемый урон"]
    assert " %" in values["Урон"] and "." not in values["Урон"]
    assert values["Как тратятся модификаторы"].startswith("перебросы и захват цели")
    english = odds_card(result, "en")
    assert english.title == result.title and [n for n, _ in english.fields] == [n for n, _ in result.fields()]


def test_an_xwing_roll_card_in_russian_names_faces_and_counts() -> None:
    result = roll("xwing", "3 red focus vs 2 green evade", seed="issue-20")
    card = roll_card(result, "ru")
    assert card.title == "Бросок X-Wing: 3 red focus vs 2 green evade"
    names = [n for n, _ in card.fields]
    assert names[:2] == ["Атака (3 красных)", "Защита (2 зелёных)"] and "Изменения" in names
    attack = dict(card.fields)["Атака (3 красных)"]
    faces = {f for die in attack.replace("~", "").split(", ") for f in die.split("→")}
    assert faces <= {"попадание", "критическое попадание", "концентрация", "пусто"}, attack
    assert card.description.startswith(("проходят", "промах")) and card.footer.startswith("Проверка: зерно issue-20")
    assert not {"hit", "crit", "focus", "evade", "blank"} & set(card.description.split())


@pytest.mark.parametrize(
    ("n", "word"), [(1, "1 попадание"), (2, "2 попадания"), (5, "5 попаданий"), (21, "21 попадание")]
)
def test_counted_hits_follow_russian_plurals(n: int, word: str) -> None:
    assert local(plural(n, "hit"), "ru") == word


@pytest.mark.parametrize(("n", "word"), [(1, "1 корабль"), (2, "2 корабля"), (5, "5 кораблей"), (21, "21 корабль")])
def test_the_sandbox_counts_ships_with_russian_plurals(n: int, word: str) -> None:
    assert local(Phrase("sandbox.counts", ships=n, asteroids=n), "ru").startswith(word + ", ")


def test_a_negative_modifier_has_a_real_minus_in_russian() -> None:
    result = roll("ti4", "3x 9 -1", seed="minus")
    card = roll_card(result, "ru")
    assert card.title == "Бросок боя TI4: 3x 9 −1" and dict(card.fields)["Модификатор"] == "−1 к каждому результату"
    fleet = roll_card(roll("ti4", "2 destroyer 1 dreadnought 5 fighter", seed="units"), "ru")
    assert fleet.title == "Бросок боя TI4: 1 дредноут I + 2 эсминца I + 5 истребителей I", fleet.title
    assert roll_card(roll("ti4", "1 flagship sardakk", seed="f"), "ru").title.endswith("1 К'морран Н'орр (флагман)")
    assert roll_card(result, "en").title == "TI4 combat roll: 3x 9 -1"


def test_refusals_render_per_reader() -> None:
    with pytest.raises(QuickInputError) as err:
        roll("xwing", "3 red lock lock vs 2 green")
    assert err.value.text("ru") == "захват цели — указано дважды. Пример: `3 red focus lock vs 2 green evade`"
    assert str(err.value) == "the lock given twice. Example: `3 red focus lock vs 2 green evade`"


def test_sandbox_reply_in_russian() -> None:
    placed = sb.place_ship(sb.new_sandbox(), "r1", "x-wing", 100, 50)
    moved = sb.move(placed.state, "r1", "1 straight", preview=True)
    assert fields_text(moved.message, moved.fields, "ru") == (
        "предпросмотр (ничего не сдвинулось): r1 выполнил бы 1-straight (зелёный на диске X-wing): путь свободен\n"
        "  Откуда: (100,0; 50,0; 0°)\n  Окажется: (100,0; 130,0; 0°)"
    )
    undone = sb.undo(sb.move(placed.state, "r1", "1 straight").state)
    assert local(undone.message, "ru") == "отменено: r1 выполняет 1-straight (зелёный на диске X-wing): путь свободен"


def test_a_phrase_survives_pickling_and_json_state() -> None:
    phrase = plural(5, "hit")
    again = pickle.loads(pickle.dumps(phrase))  # results cross the heavy pool's process boundary
    assert isinstance(again, Phrase) and again == "5 hits" and local(again, "ru") == "5 попаданий"
    stored = sb.move(sb.place_ship(sb.new_sandbox(), "r1", "x-wing", 100, 50).state, "r1", "1 straight").state
    import json

    reloaded = json.loads(json.dumps(stored))  # the channel's table is stored as JSON
    assert local(sb.undo(reloaded).message, "ru").startswith("отменено: r1 выполняет 1-straight")


def test_a_real_roll_card_in_russian() -> None:
    card = roll_card(roll_expression("2d6+1", seed="issue-20"), "ru")
    assert card.title == "Бросок: 2d6+1", card.title
    assert [n for n, _ in card.fields] == ["Кубики"]


def test_imperial_assault_roll_and_odds_in_russian() -> None:
    card = roll_card(roll("ia", "1 red 1 blue vs 1 black range 4", seed="ia-ru"), "ru")
    assert card.title == "Бросок Imperial Assault: 1 red, 1 blue, 1 black"
    names = [n for n, _ in card.fields]
    assert names[:4] == ["Атака", "Итог атаки", "Защита", "Итог защиты"], names
    values = dict(card.fields)
    assert values["Атака"].startswith("красный: ") and ", синий: " in values["Атака"]
    assert values["Защита"].startswith("чёрный: ") and card.description.startswith(("урон ", "промах ("))
    odds = odds_card(odds_request("ia 1 red 1 blue vs 1 black range 4"), "ru")
    assert odds.title == "Шансы Imperial Assault: red, blue против black, дистанция 4"
    assert [n for n, _ in odds.fields][:4] == ["Ожидаемый урон", "Урон", "Не меньше", "Промах"]
