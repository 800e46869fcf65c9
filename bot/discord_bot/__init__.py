"""The Discord adapter (discord.py). Entry points, imported lazily by the CLI (bot/cli):

    python -m bot run    -> bot.discord_bot.main()   settings from the environment / .env; runs until SIGINT/SIGTERM,
                                                      then finishes the current work and disconnects; returns 0
    python -m bot sync   -> bot.discord_bot.sync()   registers the slash commands (guild-scoped for
                                                      DISCORD_GUILD_IDS, else global) and exits

Both print a message saying where to get and put a token when DISCORD_TOKEN is missing (exit code 2).
Nothing heavy is imported until one of them is called.
"""

from __future__ import annotations

import sys
from typing import Any


def main() -> int:
    from bot.discord_bot.main import run
    from bot.discord_bot.settings import Settings, SettingsError

    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(exc, file=sys.stderr)
        return 2
    run(settings)
    return 0


# `python -m bot run` calls this: importing the submodule bot.discord_bot.main rebinds the package's name `main` to
# that module, so within one process (the tests) `bot.discord_bot.main` is not always this function.
start = main


def sync() -> int:
    from bot.discord_bot.main import sync as do_sync
    from bot.discord_bot.settings import Settings, SettingsError

    try:
        settings = Settings.from_env()
    except SettingsError as exc:
        print(exc, file=sys.stderr)
        return 2
    do_sync(settings)
    return 0


def run(settings: Any = None) -> None:
    from bot.discord_bot.main import run as do_run

    do_run(settings)


__all__ = ["main", "run", "start", "sync"]
