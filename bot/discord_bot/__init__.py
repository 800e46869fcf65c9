"""The Discord adapter (discord.py). Entry points used by the CLI (`python -m bot run` / `python -m bot sync`):

    from bot.discord_bot import run, sync
    run()            # settings from the environment / .env; blocks until SIGINT/SIGTERM, then shuts down cleanly
    sync()           # registers the slash commands (guild-scoped for DISCORD_GUILD_IDS, else global) and exits

Both raise `SettingsError` (with a message saying where to get and put a token) when DISCORD_TOKEN is missing.
The package is imported lazily by the CLI so the console table works without discord.py configured.
"""

from __future__ import annotations

from bot.discord_bot.main import main, run, sync
from bot.discord_bot.settings import Settings, SettingsError

__all__ = ["Settings", "SettingsError", "main", "run", "sync"]
