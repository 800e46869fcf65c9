"""SHARD_IDS / SHARD_COUNT / LEASE_SECONDS: read and checked before the bot starts (bot/discord_bot/settings.py)."""

from __future__ import annotations

import pytest

from bot.discord_bot.settings import Settings, SettingsError

PG = {"DISCORD_TOKEN": "x", "DATABASE_URL": "postgresql://bot@db/bot"}


def test_ranges_lists_and_the_default_of_every_shard() -> None:
    s = Settings.from_env({**PG, "SHARD_COUNT": "8", "SHARD_IDS": "0-2, 5", "LEASE_SECONDS": "10"}, dotenv=None)
    assert (s.shard_ids, s.shard_count, s.lease_seconds) == ((0, 1, 2, 5), 8, 10.0)
    assert Settings.from_env({**PG, "SHARD_COUNT": "3"}, dotenv=None).shard_ids == (0, 1, 2)
    single = Settings.from_env({"DISCORD_TOKEN": "x"}, dotenv=None)
    assert single.shard_count is None and single.shard_ids == ()  # one process, no shards: as before


@pytest.mark.parametrize(
    ("env", "message"),
    [
        ({"SHARD_IDS": "1"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "between 0 and SHARD_COUNT - 1 (1)"),
        ({"SHARD_COUNT": "two"}, "must be numbers"),
        ({"SHARD_COUNT": "2", "LEASE_SECONDS": "0.1"}, "LEASE_SECONDS must be between 1 and 3600"),
        ({"SHARD_COUNT": "2", "DATABASE_URL": ""}, "share their matches through PostgreSQL"),
        ({"DATABASE_URL": "sqlite:///x"}, "DATABASE_URL must be a postgresql:// URL"),
    ],
)
def test_wrong_shard_settings_are_named(env: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Settings.from_env({**PG, **env}, dotenv=None)


def test_secret_pickers_go_by_dm_only_where_discord_delivers_the_clicks() -> None:
    """Discord sends every DM event to shard 0: a match of another shard gets its secret picker in its thread."""
    from types import SimpleNamespace

    from bot.discord_bot.app import ModeratorBot, ShardedModeratorBot

    settings = Settings.from_env({**PG, "SHARD_COUNT": "2", "SHARD_IDS": "1"}, dotenv=None)
    bot = SimpleNamespace(settings=settings)
    shard0, shard1 = str(8 << 22), str(7 << 22)
    assert ShardedModeratorBot.dm_clicks_reach(bot, shard0)  # type: ignore[arg-type]
    assert not ShardedModeratorBot.dm_clicks_reach(bot, shard1)  # type: ignore[arg-type]
    assert ModeratorBot.dm_clicks_reach(bot, shard1)  # type: ignore[arg-type]  # one process: DMs as before
