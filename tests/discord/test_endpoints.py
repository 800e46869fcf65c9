"""DISCORD_API_BASE / DISCORD_GATEWAY_URL (issue 12): the bot can be pointed at a REST proxy in front of Discord, or
at a fake Discord, by its settings alone; a bad URL is refused with a message naming the setting."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from bot.discord_bot import endpoints
from bot.discord_bot.app import ModeratorBot
from bot.discord_bot.settings import Settings, SettingsError
from tests.fakediscord import FakeDiscord

TOKEN = {"DISCORD_TOKEN": "abc.def"}


def test_endpoints_are_read_from_the_environment_and_checked() -> None:
    default = Settings.from_env(TOKEN, dotenv=None)
    assert default.api_base is None and default.gateway_url is None  # Discord's own endpoints
    s = Settings.from_env(
        {**TOKEN, "DISCORD_API_BASE": "http://proxy.internal:8080/api/v10/", "DISCORD_GATEWAY_URL": "wss://gw.example"},
        dotenv=None,
    )
    assert s.api_base == "http://proxy.internal:8080/api/v10" and s.gateway_url == "wss://gw.example"
    bad = [
        ("DISCORD_API_BASE", "discord.com/api/v10"),  # no scheme
        ("DISCORD_API_BASE", "ftp://discord.com/api"),
        ("DISCORD_API_BASE", "http://proxy:99999/api"),  # port out of range
        ("DISCORD_API_BASE", "https:///api/v10"),  # no host
        ("DISCORD_GATEWAY_URL", "https://gateway.discord.gg"),  # a gateway is a websocket
        ("DISCORD_GATEWAY_URL", "wss://gateway.discord.gg/?v=9"),  # discord.py sets the query itself
    ]
    for name, value in bad:
        with pytest.raises(SettingsError, match=name) as caught:
            Settings.from_env({**TOKEN, name: value}, dotenv=None)
        assert "for example" in str(caught.value), str(caught.value)


async def test_the_bot_reaches_the_discord_its_settings_name(tmp_path: Path) -> None:
    fake = FakeDiscord()
    await fake.start()
    guild = fake.add_guild("g", fake.add_user("owner"))
    fake.add_channel(guild, "games")
    previous = endpoints.current()
    assert fake.api_base not in previous  # nothing else points discord.py at the fake: only the settings do
    settings = Settings(
        token="fake-token",
        database=tmp_path / "m.sqlite3",
        guild_ids=(guild.id,),
        api_base=fake.api_base,
        gateway_url=fake.gateway_url,
    )
    bot = ModeratorBot(settings, games=("xwing",), guild_ready_timeout=0.01)
    try:
        task = asyncio.create_task(bot.start(settings.token))
        await asyncio.wait_for(bot.wait_until_ready(), 10)
        assert fake.identifies == 1 and bot.get_guild(guild.id) is not None
        assert ("GET", "/users/@me", 200) in fake.calls  # the login went to the fake's REST API
        await bot.close()
        await asyncio.gather(task, return_exceptions=True)
    finally:
        endpoints.use(*previous)
        await fake.stop()
