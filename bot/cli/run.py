"""`python -m bot run`: start the Discord bot (bot.discord_bot), or explain what is missing."""

from __future__ import annotations

import argparse
import importlib
import os
import sys
from typing import Any

from bot.cli.config import load_env
from bot.cli.localized import h

TOKEN_MISSING = """\
DISCORD_TOKEN is not set, so the Discord bot cannot start.

  Get a token: https://discord.com/developers/applications -> your application (or New Application)
               -> Bot -> Reset Token, and copy it.
  Put it:      in a file named .env in the directory you run from (copy .env.example), as
               DISCORD_TOKEN=your-token
               or in the environment: export DISCORD_TOKEN=your-token

No token? `python -m bot play GAME` runs a match at this terminal, e.g. `python -m bot play xwing`."""

ADAPTER_MISSING = """\
The Discord adapter (package bot.discord_bot) is not part of this checkout yet, so `run` cannot start a bot.
`python -m bot play GAME` works without it."""


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("run", help=h("cli.help.run"))
    p.set_defaults(func=handle)


def handle(args: argparse.Namespace) -> int:
    load_env()
    if not os.environ.get("DISCORD_TOKEN", "").strip():
        print(TOKEN_MISSING, file=sys.stderr)
        return 2
    try:
        adapter = importlib.import_module("bot.discord_bot")
    except ModuleNotFoundError as exc:
        if exc.name and (exc.name == "bot.discord_bot" or "bot.discord_bot".startswith(exc.name)):
            print(ADAPTER_MISSING, file=sys.stderr)
            return 3
        raise
    entry = getattr(adapter, "start", None) or getattr(adapter, "main", None)
    if not callable(entry):
        print("bot.discord_bot has no main() entry point; cannot start the bot.", file=sys.stderr)
        return 3
    return int(entry() or 0)
