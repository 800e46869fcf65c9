"""Operations: `serve` (what `python -m bot run` runs) starts, logs a health line without the token, and shuts
down gracefully on SIGTERM; `sync` registers guild commands."""

from __future__ import annotations

import asyncio
import io
import json
import logging
import os
import signal
from pathlib import Path
from typing import Any

from bot.discord_bot.logs import JsonFormatter
from bot.discord_bot.main import serve, sync_commands
from bot.discord_bot.settings import Settings
from bot.engine import FakeClock
from tests.fakediscord import FakeDiscord, patch_discord

TOKEN = "MTA5ODc2NTQzMjEwOTg3NjU0.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB"


async def test_serve_health_line_and_graceful_sigterm(tmp_path: Path) -> None:
    fake = FakeDiscord()
    await fake.start()
    guild = fake.add_guild("g", fake.add_user("owner"))
    fake.add_channel(guild, "games")
    settings = Settings(
        token=TOKEN, database=tmp_path / "db" / "m.sqlite3", guild_ids=(guild.id,), sync_on_start=True, log_level="INFO"
    )
    stream = io.StringIO()
    spy = logging.StreamHandler(stream)
    spy.setFormatter(JsonFormatter(secrets=(TOKEN,)))
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    logging.getLogger("bot.discord").addHandler(spy)
    try:
        with patch_discord(fake):
            task = asyncio.create_task(serve(settings))
            await fake.wait_for(lambda: fake.guild_commands.get(guild.id), timeout=10, what="the start-up sync")
            os.kill(os.getpid(), signal.SIGTERM)
            await asyncio.wait_for(task, 10)
    finally:
        logging.getLogger("bot.discord").removeHandler(spy)
        root.handlers[:], _ = saved
        root.setLevel(saved[1])
        await fake.stop()
    lines = [json.loads(line) for line in stream.getvalue().splitlines()]
    health = next(line for line in lines if line["msg"] == "health")
    assert health["matches_resumed"] == 0 and health["database"].endswith("m.sqlite3") and health["version"]
    assert any(line["msg"] == "shutting down" for line in lines)
    assert TOKEN not in stream.getvalue()
    assert not fake.connected
    assert (tmp_path / "db" / "m.sqlite3").exists()


async def test_sync_registers_guild_commands(tmp_path: Path) -> None:
    fake = FakeDiscord()
    await fake.start()
    guild = fake.add_guild("g", fake.add_user("owner"))
    settings = Settings(token="t", database=tmp_path / "m.sqlite3", guild_ids=(guild.id,))
    try:
        with patch_discord(fake):
            names = await sync_commands(settings)
    finally:
        await fake.stop()
    assert {"xwing", "match", "settings"} <= set(names)
    assert not (tmp_path / "m.sqlite3").exists()  # syncing does not open the database
    assert fake.identifies == 0  # nor the gateway


async def test_the_bot_reads_every_catalog_before_it_serves(tmp_path: Path, monkeypatch: Any) -> None:
    # issue 17: a fresh bot's first click paid ~300 ms for reading the catalog files; setup reads them, and each
    # game served computes what its first matches would (X-Wing: every maneuver's flight box)
    from bot.core import texts
    from bot.games.xwing.geometry import movement
    from tests.discord.conftest import Harness

    movement.path_box.cache_clear()

    warmed: list[list[str]] = []
    real = texts.warm_all

    def spy() -> None:
        real()
        warmed.append(sorted({c.name for c in texts._MADE if c._bundles is not None}))

    monkeypatch.setattr(texts, "warm_all", spy)
    fake = FakeDiscord()
    await fake.start()
    owner = fake.add_user("owner")
    guild = fake.add_guild("g", owner)
    h = Harness(fake, tmp_path / "m.sqlite3", FakeClock(), guild, fake.add_channel(guild, "c"), owner, owner, owner)
    h.games = ("duel", "xwing", "ti4")
    with patch_discord(fake):
        await h.start()
        await h.stop()
    await fake.stop()
    assert len(warmed) == 1
    assert {"bot", "xwing", "ti4"} <= set(warmed[0])
    assert movement.path_box.cache_info().currsize >= 19
