"""English articles in game texts (issue 12): "an evade token", "an X-wing", "an imperial ship", not "a evade"."""

from __future__ import annotations

import pytest

from bot.core.chance import Chance
from bot.core.protocol import RuleError
from bot.core.texts import article, msg, render
from bot.games.xwing import GAME
from bot.games.xwing.texts import CATALOGS, english


@pytest.mark.parametrize(
    ("word", "expected"),
    [
        ("evade", "an"),
        ("focus", "a"),
        ("X-wing", "an"),
        ("Y-wing", "a"),
        ("TIE Fighter", "a"),
        ("imperial", "an"),
        ("rebel", "a"),
        ("unit", "a"),
        ("elite", "an"),
        ("astromech", "an"),
        ("HWK-290", "an"),
        ("LS", "an"),
        ("Luke", "a"),
        ("8", "an"),
        ("hour", "an"),
        ("", "a"),
    ],
)
def test_article(word: str, expected: str) -> None:
    assert article(word) == expected


def test_takes_an_evade_token_and_a_focus_token() -> None:
    def takes(token: str) -> str:
        return english(msg("say.takes_token", ship="LS", token=msg(f"token.{token}")))

    assert takes("evade") == "LS takes an evade token."
    assert takes("focus") == "LS takes a focus token."


def test_a_wrong_faction_pilot_flies_an_x_wing_not_an_imperial_ship() -> None:
    with pytest.raises(RuleError) as err:
        GAME.setup(
            {"squads": {"rebel": ["rookiepilot"], "imperial": ["lukeskywalker"]}}, ["rebel", "imperial"], Chance("x")
        )
    assert "flies an X-wing, not an imperial ship" in str(err.value)


def test_other_languages_are_left_alone() -> None:
    # the Russian catalog has no articles
    text = render(CATALOGS, msg("say.takes_token", ship="LS", token=msg("token.evade")), "ru")
    assert text.startswith("LS ") and " an " not in text and " a " not in text
