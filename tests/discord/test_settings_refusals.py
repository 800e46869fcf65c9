"""/settings refusals name what is wrong in the reader's language, and only what is wrong: a bad value is the
engine's SettingsError said through the catalog; quiet hours that start and end at the same minute were answered
"'22:00' is not a time of day", and any failure (a store that cannot write) was "not a time zone I know"."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.errors import StoreError
from bot.engine.types import PlayerSettings
from tests.discord.conftest import Harness


async def test_bad_values_are_refused_in_the_readers_words(harness: Harness) -> None:
    h = harness
    zone = await h.fake.slash(h.bob, "settings timezone", channel=h.channel, zone="Mars/Olympus")
    assert zone.ephemeral and "неизвестный часовой пояс «Mars/Olympus»" in zone.text()
    same = await h.fake.slash(h.bob, "settings quiet-hours", channel=h.channel, start="22:00", end="22:00")
    assert "тихие часы не могут начинаться и заканчиваться в одну и ту же минуту" in same.text()
    late = await h.fake.slash(h.alice, "settings quiet-hours", channel=h.channel, start="23:00", end="25:00")
    assert "“25:00” is not a time of day; write it as HH:MM" in late.text()
    assert await h.engine.get_player(str(h.bob.id)) == PlayerSettings(str(h.bob.id))  # nothing was changed
    ok = await h.fake.slash(h.alice, "settings quiet-hours", channel=h.channel, start=" 23:00", end="07:00 ")
    assert "23:00-07:00" in ok.text().replace(" ", "")


async def test_a_store_failure_is_not_called_a_bad_time_zone(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    h = harness

    async def failing(user_id: int, **changes: Any) -> Any:
        raise StoreError("disk I/O error")

    assert h.bot is not None
    monkeypatch.setattr(h.bot, "update_player", failing)
    reply = await h.fake.slash(h.alice, "settings timezone", channel=h.channel, zone="Europe/Moscow")
    assert reply.text() == "Something went wrong on my side; nothing was changed. The error has been logged."
