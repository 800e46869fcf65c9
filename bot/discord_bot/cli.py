"""`python -m bot sync`: register the slash commands with Discord (once, or after the commands changed)."""

from __future__ import annotations

import argparse
from typing import Any

from bot.cli.localized import h


def register(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "sync",
        help=h("cli.help.sync"),
    )
    p.set_defaults(func=handle)


def handle(args: argparse.Namespace) -> int:
    from bot.discord_bot import sync

    return sync()
