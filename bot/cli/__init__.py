"""The command line: `python -m bot <command>`.

Extensible: every module named in SUBCOMMANDS exposes `register(subparsers)`, which adds its parser(s) and sets
`func=handler` (handler(args) -> exit code). Another part of the project adds a command with one line here.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from bot.cli.localized import Parser, cli_language, env_language_refused, h, lang_placed, speaking
from bot.core.data import DataError, check_data_dir
from bot.engine import gcpolicy

SUBCOMMANDS: list[str] = [
    "bot.cli.run",
    "bot.cli.play",
    "bot.cli.games",
    "bot.cli.replay",
    "bot.cli.db",
    "bot.cli.content",
    "bot.cli.web",
    "bot.discord_bot.cli",
    "bot.quick.cli",
    "bot.quick.ti4_odds",
]


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser in the language of `localized.speaking` (English outside it)."""
    parser = Parser(prog="python -m bot", description=h("cli.help.main"))
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in SUBCOMMANDS:
        try:
            module = importlib.import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name == name:
                continue  # a command whose module is not in this checkout yet
            raise
        module.register(subparsers)
    return parser


MISSING_PACKAGE = """\
error: the Python package {name!r} is not installed, so the bot cannot start.
Install the bot and its dependencies in a virtual environment, from the repository folder:
  python -m venv .venv && . .venv/bin/activate && pip install .
(or activate the virtual environment you installed it in)."""


def main(argv: Sequence[str] | None = None) -> int:
    gcpolicy.tune()
    lang = cli_language(argv)
    try:
        # Before the parser: building it imports the games, and a game may read its data when imported.
        check_data_dir()
        with speaking(lang):
            parser = build_parser()
    except DataError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    except ModuleNotFoundError as exc:  # a dependency is missing: not installed, or another Python was used
        if not exc.name or exc.name.split(".")[0] in ("bot", "renderers"):
            raise
        print(MISSING_PACKAGE.format(name=exc.name.split(".")[0]), file=sys.stderr)
        return 1
    placed = lang_placed(parser, sys.argv[1:] if argv is None else argv)
    if not isinstance(placed, list):  # a --lang the command does not take: refused, never read as an argument
        from bot.cli.failures import error

        return error(placed, 2, lang)
    with speaking(lang):  # argparse's own words (usage, errors, --help) in the command line's language
        args = parser.parse_args(placed)
    refused = env_language_refused(args, placed)
    if refused is not None:
        from bot.cli.failures import error

        return error(refused, 2, lang)
    func = getattr(args, "func", None)
    if func is None:
        parser.print_help(sys.stderr)
        return 2
    from bot.cli.failures import guarded

    return guarded(func, args)
