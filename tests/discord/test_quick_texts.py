"""/odds and /roll embeds in the reader's language (issue 20): the title and the fixed field names; a name built
from the request stays as written."""

from __future__ import annotations

from bot.discord_bot.quick_embeds import localized_fields, odds_card
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
