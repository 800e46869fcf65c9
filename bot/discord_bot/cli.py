"""`python -m bot sync`: register the slash commands with Discord (once, or after the commands changed)."""

from __future__ import annotations

import argparse
from typing import Any


def register(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "sync",
        help="register the Discord slash commands (DISCORD_GUILD_IDS: instant, "
        "guild-scoped; else global, which Discord may take up to an hour to show)",
    )
    p.set_defaults(func=handle)


def handle(args: argparse.Namespace) -> int:
    from bot.discord_bot import sync

    return sync()
