"""/roll, /odds and /range through the fake Discord: a compact public embed showing its attached PNG (with a
description for screen readers), the seed of every roll; a bad request is refused ephemerally and posts nothing."""

from __future__ import annotations

from typing import Any

import pytest

from bot.discord_bot import quick
from tests.discord.conftest import Harness
from tests.fakediscord import FakeChannel, FakeInteraction
from tests.fakediscord.model import FakeAttachment

PNG = b"\x89PNG\r\n\x1a\n"


def picture_embed(answer: FakeInteraction) -> tuple[dict[str, Any], FakeAttachment]:
    """The one embed and the one picture it shows (the embed's image points at the attached file)."""
    assert not answer.ephemeral, answer.text()
    (message,) = [m for m in answer.messages() if m.embeds or m.attachments]
    (embed,) = message.embeds
    (picture,) = message.attachments
    assert picture.data[:8] == PNG
    assert picture.description, "every picture carries alt text"
    assert embed["image"]["url"] == f"attachment://{picture.filename}"
    return embed, picture


def posted(h: Harness, channel: FakeChannel) -> int:
    return len(h.fake.channel_messages(channel))


async def test_roll_posts_dice_icons_and_the_seed(harness: Harness) -> None:
    h = harness
    for game, request in (("xwing", "3 red focus lock vs 2 green evade"), ("ti4", "3x 9"), ("dice", "4d6kh3+2")):
        answer = await h.fake.slash(h.alice, "roll", channel=h.channel, game=game, request=request)
        embed, picture = picture_embed(answer)
        seed = embed["footer"]["text"]
        assert "seed " in seed and "keys " in seed, seed
        assert embed["title"] and embed["description"], embed
        assert "Dice icons" in (picture.description or "")
    russian = await h.fake.slash(h.bob, "roll", channel=h.channel, game="swm", request="+8 vs 16")
    embed, picture = picture_embed(russian)
    assert embed["footer"]["text"].startswith("Проверка: зерно ")
    assert (picture.description or "").startswith("Кубики броска")


async def test_odds_posts_the_bar_chart_and_the_numbers(harness: Harness) -> None:
    h = harness
    answer = await h.fake.slash(h.alice, "odds", channel=h.channel, request="3 red focus vs 2 green evade")
    embed, picture = picture_embed(answer)
    names = [f["name"] for f in embed["fields"]]
    assert "Expected damage" in names and "At least" in names
    assert "Bar chart" in (picture.description or "") and "0:" in (picture.description or "")


async def test_a_slow_request_is_deferred_then_answered_with_the_picture(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(quick, "QUICK_BUDGET", 0.0)  # as if the exact odds took longer than the budget
    answer = await harness.fake.slash(harness.alice, "odds", channel=harness.channel, request="2 red vs 1 green")
    assert answer.callbacks[0][0] == 5, "deferred with thinking"
    embed, _picture = picture_embed(answer)
    assert embed["title"].startswith("X-Wing odds")


async def test_bad_quick_requests_are_refused_privately_and_post_nothing(harness: Harness) -> None:
    h = harness
    before = posted(h, h.channel)
    cases: tuple[tuple[str, dict[str, Any]], ...] = (
        ("roll", {"game": "xwing", "request": "three red dice please"}),
        ("roll", {"game": "dice", "request": "1000d6"}),
        ("odds", {"request": "three red dice please"}),
        ("odds", {"request": "25 red vs 2 green"}),
        ("range", {"a": "luke", "b": "howl"}),  # no match in this channel
    )
    for command, options in cases:
        answer = await h.fake.slash(h.alice, command, channel=h.channel, **options)
        assert answer.ephemeral, (command, options, answer.text())
        assert all(not m.attachments and not m.embeds for m in answer.messages())
        assert "Example:" in answer.text() or command == "range", answer.text()
    assert posted(h, h.channel) == before


async def test_range_in_a_match_posts_the_measured_line_on_the_board(harness: Harness) -> None:
    h = harness
    invite = await h.fake.slash(h.alice, "xwing new", channel=h.channel, opponent=h.bob, deadline=1.0)
    assert invite.original is not None
    await h.fake.click(h.bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
    await h.settle()
    (thread,) = h.fake.threads(h.channel)
    answer = await h.fake.slash(h.bob, "range", channel=thread, a="luke", b="nightbeast")
    embed, picture = picture_embed(answer)
    assert "luke" in embed["title"].lower() and "nightbeast" in embed["title"].lower()
    assert embed["fields"] and picture.filename.endswith(".png")
    before = posted(h, thread)
    wrong = await h.fake.slash(h.bob, "range", channel=thread, a="luke", b="vader")
    assert wrong.ephemeral and "в этой партии нет корабля «vader»" in wrong.text() and "Пример:" in wrong.text()
    assert posted(h, thread) == before


async def test_huge_numbers_and_deep_expressions_get_limit_messages_not_an_internal_error(harness: Harness) -> None:
    # issue 12: a 5,000-digit number (ValueError: int digit limit) and 1,000 nested parentheses (RecursionError)
    # were answered "Something went wrong on my side"
    h = harness
    huge = "9" * 5000
    cases: tuple[tuple[str, dict[str, Any], str], ...] = (
        ("roll", {"game": "dice", "request": f"{huge}d6"}, "at most 12 digits"),
        ("roll", {"game": "ti4", "request": f"{huge}x 9"}, "at most 12 digits"),
        ("odds", {"request": f"{huge} red vs 2 green"}, "at most 12 digits"),
        ("roll", {"game": "dice", "request": "(" * 1000 + "1" + ")" * 1000}, "1000 deep; the limit is 20"),
        ("roll", {"game": "dice", "request": "+".join(["1"] * 2001)}, "2001 terms; the limit is 100"),
    )
    for command, options, limit in cases:
        answer = await h.fake.slash(h.alice, command, channel=h.channel, **options)
        assert answer.ephemeral and limit in answer.text(), (command, answer.text()[:200])
    big = await h.fake.slash(h.alice, "ti4 odds", channel=h.channel, attacker=f"{huge} cruiser", defender="1 destroyer")
    assert big.ephemeral and "at most 12 digits" in big.text()
