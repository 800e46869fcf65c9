"""Running the bot: logging, signals, graceful shutdown; and the one-off command sync."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal

from bot.discord_bot.app import ModeratorBot, create_bot
from bot.discord_bot.logs import setup_logging
from bot.discord_bot.settings import Settings

log = logging.getLogger("bot.discord")


async def serve(settings: Settings | None = None) -> None:
    """Start the bot and run until SIGINT/SIGTERM; then finish the current work and disconnect."""
    settings = settings or Settings.from_env()
    setup_logging(settings.log_level, secrets=(settings.token,))
    bot = create_bot(settings)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(sig, stop.set)
    runner = asyncio.create_task(bot.start(settings.token))
    stopper = asyncio.create_task(stop.wait())
    storage = asyncio.create_task(bot.engine.wait_failed())  # a full disk or a deleted database: stop, not limp on
    done, _ = await asyncio.wait({runner, stopper, storage}, return_when=asyncio.FIRST_COMPLETED)
    log.info("shutting down")
    await bot.close()
    stopper.cancel()
    storage.cancel()
    if runner in done:
        runner.result()  # a login failure surfaces here
    else:
        await asyncio.gather(runner, return_exceptions=True)
    if storage in done and not storage.cancelled():
        raise storage.result()  # the command line prints its message and exits non-zero


def run(settings: Settings | None = None) -> None:
    asyncio.run(serve(settings))


async def sync_commands(settings: Settings) -> list[str]:
    bot = ModeratorBot(settings, sync_only=True)
    async with bot:
        await bot.login(settings.token)
        names = await bot.sync_commands()
    return names


def sync(settings: Settings | None = None) -> list[str]:
    """`python -m bot sync`: register the slash commands once (Discord rate-limits syncing; do not do it per start)."""
    settings = settings or Settings.from_env()
    setup_logging(settings.log_level, secrets=(settings.token,))
    names = asyncio.run(sync_commands(settings))
    where = ", ".join(map(str, settings.guild_ids)) or "global"
    print(f"synced {len(names)} commands ({where}): {', '.join(sorted(set(names)))}")
    return names
