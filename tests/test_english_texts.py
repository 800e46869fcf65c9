"""`bot.core.texts.EnglishTexts`: the English render every game memoises its labels with (X-Wing, TI4; issue 17)
gives what `render` gives, keeps at most `limit` texts, and renders what is not JSON data without keeping it."""

from __future__ import annotations

from bot.core.texts import EnglishTexts, msg, render
from bot.games.ti4.texts import CATALOGS


def test_memoised_texts_are_rendered_texts_and_bounded() -> None:
    english = EnglishTexts(CATALOGS, limit=3)
    messages = [msg("raw", text=f"line {i}") for i in range(6)]
    for m in messages:
        assert english(m) == render(CATALOGS, m, "en")
    assert len(english.memo) == 3  # the three oldest dropped
    assert english(messages[-1]) == "line 5"


def test_a_message_that_is_not_json_data_is_rendered_and_not_kept() -> None:
    english = EnglishTexts(CATALOGS)
    odd = msg("raw", text={1: "a"})  # a key that is not a string: json would write "1", as for the key "1"
    same_json = msg("raw", text={"1": "a"})
    assert english(odd) == render(CATALOGS, odd, "en") == "{1: 'a'}"
    assert english(same_json) == render(CATALOGS, same_json, "en") == "{'1': 'a'}"
    assert len(english.memo) == 1  # only the one with a string key
