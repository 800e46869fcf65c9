"""`python -m bot content add|list|show|remove`: players' own content (docs/protocol.md, "User content") in a
database, for the console's matches (scope `console`) or, with --server, for a Discord server's."""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from bot.cli.config import database_target, load_env
from bot.cli.failures import database_path_problem, error, os_message
from bot.cli.localized import h
from bot.core.protocol import JSON, RuleError
from bot.engine import Engine, EngineError, gametext
from bot.engine.content import CONSOLE, MAX_FILE_BYTES, ContentItem, check_many, parse
from bot.engine.content import kind_of as content_kind_of
from bot.engine.content import kinds as content_kinds
from bot.engine.content_text import added_text, describe, list_lines, reason, removed_text, shown_head
from bot.engine.errors import ContentError, engine_text, unknown_game
from bot.games import registry
from bot.i18n import Said, language

CONSOLE_USER = "console"  # who added an item from the command line (it may replace or remove any item)


def register(subparsers: Any) -> None:
    p = subparsers.add_parser(
        "content",
        help=h("cli.help.content"),
        description=h("cli.help.content.about"),
    )
    sub = p.add_subparsers(dest="content_command", metavar="ACTION")
    add = sub.add_parser("add", help=h("cli.help.content.add"))
    add.add_argument("game")
    add.add_argument("kind", help=h("cli.help.content.kind"))
    add.add_argument("file", help=h("cli.help.content.file", most=MAX_FILE_BYTES))
    listing = sub.add_parser("list", help=h("cli.help.content.list"))
    listing.add_argument("game")
    listing.add_argument("kind", nargs="?")
    show = sub.add_parser("show", help=h("cli.help.content.show"))
    show.add_argument("game")
    show.add_argument("id")
    show.add_argument("--kind")
    remove = sub.add_parser("remove", help=h("cli.help.content.remove"))
    remove.add_argument("game")
    remove.add_argument("id")
    remove.add_argument("--kind")
    for sp, func in ((add, _add), (listing, _list), (show, _show), (remove, _remove)):
        sp.add_argument("--db", help=h("cli.help.db_file"))
        sp.add_argument("--server", help=h("cli.help.content.server"))
        sp.add_argument("--lang", default=os.environ.get("BOT_LOCALE") or "en", help=h("cli.help.lang"))
        sp.set_defaults(func=_runner(func))
    p.set_defaults(func=lambda args: (p.print_help(sys.stderr), 2)[1])


Action = Callable[[Engine, argparse.Namespace, str, str], Awaitable[int]]


def _runner(action: Action) -> Callable[[argparse.Namespace], int]:
    def handle(args: argparse.Namespace) -> int:
        load_env()
        locale = language(args.lang)
        try:
            path = database_target(args.db)
        except EngineError as exc:
            return error(engine_text(exc, locale), 1, locale)
        if isinstance(path, Path):
            problem = database_path_problem(path)
            if problem is not None:
                return error(problem, 1, locale)
            if args.content_command != "add" and not path.exists():
                return error(Said("cli.no_content_db", db=str(path)), 1, locale)
        scope = str(args.server) if args.server else CONSOLE
        try:
            if args.content_command == "add":
                args.items = _checked_items(args)
            return asyncio.run(_open(path, action, args, scope, locale))
        except ContentError as exc:
            return error(describe(exc, locale), 2, locale)
        except RuleError as exc:
            return error(reason(exc, locale), 2, locale)
        except EngineError as exc:
            return error(engine_text(exc, locale), 1, locale)

    return handle


async def _open(path: Path | str, action: Action, args: argparse.Namespace, scope: str, locale: str) -> int:
    async with Engine(path, poll_interval=None, renderer=None) as engine:
        engine.game(args.game)  # UnknownGame names the installed games
        return await action(engine, args, scope, locale)


def _checked_items(args: argparse.Namespace) -> JSON:
    """The file's items, checked by the game before a database is opened, so that a refused `add` does not leave a
    new empty database behind. The engine checks them again when it stores them."""
    try:
        game = registry.get(args.game)
    except KeyError:
        raise unknown_game(args.game) from None
    kind = content_kind_of(args.game, game, args.kind)  # before reading the file: an unknown kind names the kinds
    data = read_items(args.file)
    check_many(args.game, game, kind, data)
    return data


async def _add(engine: Engine, args: argparse.Namespace, scope: str, locale: str) -> int:
    added = await engine.add_content(scope, args.game, args.kind, args.items, CONSOLE_USER, moderator=True)
    print(added_text(added, locale))
    return 0


def read_items(name: str) -> JSON:
    """A file's items, read no further than the size limit."""
    try:
        with open(name, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
            if len(raw) > MAX_FILE_BYTES:  # say the file's real size, not how far we read
                raise ContentError("content.err.too_big", size=os.fstat(f.fileno()).st_size, limit=MAX_FILE_BYTES)
    except OSError as exc:
        raise ContentError("content.err.file", file=os_message(exc)) from None
    return parse(raw)


async def _list(engine: Engine, args: argparse.Namespace, scope: str, locale: str) -> int:
    items = await engine.list_content(scope, args.game, args.kind)
    for line in list_lines(items, args.game, locale, str, limit=10_000):
        print(line)
    if not items:  # what can be added
        for kind in content_kinds(args.game, engine.game(args.game)):
            if args.kind in (None, kind.name):
                print(f"{kind.name}: {gametext.text(args.game, kind.help, locale)}")
    return 0


async def _show(engine: Engine, args: argparse.Namespace, scope: str, locale: str) -> int:
    item: ContentItem = await engine.find_content(scope, args.game, args.id, args.kind)
    print(shown_head(item, locale, str))
    print(json.dumps(item.item, ensure_ascii=False, indent=2, sort_keys=True))
    return 0


async def _remove(engine: Engine, args: argparse.Namespace, scope: str, locale: str) -> int:
    item = await engine.remove_content(scope, args.game, args.id, CONSOLE_USER, kind=args.kind, moderator=True)
    print(removed_text(item, locale))
    return 0
