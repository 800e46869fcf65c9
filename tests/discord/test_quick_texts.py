"""/odds and /roll embeds in the reader's language (issue 20): the title and the fixed field names; a name built
from the request stays as written."""

from __future__ import annotations

from bot.discord_bot.quick_embeds import fields_text, localized_fields, odds_card, roll_card, roll_title
from bot.quick.expression import roll_expression
from bot.quick.odds import odds_request


def test_odds_card_in_russian() -> None:
    result = odds_request("2 red vs 1 green")
    card = odds_card(result, "ru")
    assert card.title == f"Шансы X-Wing: {result.spec.describe()}"
    names = [name for name, _ in card.fields]
    assert names[:3] == ["Ожидаемый урон", "Урон", "Не меньше"], names
    assert "Хотя бы одно критическое попадание" in names and "Damage" not in names
    english = odds_card(result, "en")
    assert english.title == result.title and [n for n, _ in english.fields] == [n for n, _ in result.fields()]


def test_field_names_from_input_stay_as_written() -> None:
    fields = (("Dice", "3, 5"), ("Attack (3 red)", "hit"), ("Range", "2"))
    assert localized_fields(fields, "ru") == (("Кубики", "3, 5"), ("Attack (3 red)", "hit"), ("Дистанция", "2"))
    assert localized_fields(fields, "en") == fields


def test_roll_titles_in_russian() -> None:
    assert roll_title("X-Wing roll: 3 red vs 2 green", "ru") == "Бросок X-Wing: 3 red vs 2 green"
    assert roll_title("TI4 combat roll: 2 dreadnought", "ru") == "Бросок боя TI4: 2 dreadnought"
    assert roll_title("Roll: 2d6+1", "ru") == "Бросок: 2d6+1"
    assert roll_title("Roll: 2d6+1", "en") == "Roll: 2d6+1"
    assert roll_title("Something else: x", "ru") == "Something else: x"  # not a roll title: left as written


def test_sandbox_reply_framing_in_russian() -> None:
    fields = (("From", "x 100, y 50, 0°"), ("Would end", "x 100, y 90, 0°"))
    assert fields_text("R1 flies 1 straight.", fields, "ru") == (
        "R1 flies 1 straight.\n  Откуда: x 100, y 50, 0°\n  Окажется: x 100, y 90, 0°"
    )
    assert fields_text("m", (("Ships", "none"),), "en") == "m\n  Ships: none"


def test_a_real_roll_card_in_russian() -> None:
    card = roll_card(roll_expression("2d6+1", seed="issue-20"), "ru")
    assert card.title == "Бросок: 2d6+1", card.title
    assert [n for n, _ in card.fields] == ["Кубики"]
