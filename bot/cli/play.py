"""`python -m bot play GAME`: a match at this terminal (no Discord needed)."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

from bot.cli.config import load_env
from bot.cli.content import read_items
from bot.cli.failures import database_path_problem, error, folder_problem, os_message
from bot.cli.games import console_options, options_help
from bot.cli.localized import CLI_LANG, h
from bot.core import declared
from bot.core.protocol import JSON, RuleError
from bot.engine import Engine, EngineError, gametext
from bot.engine.content import CONSOLE, check_match_file
from bot.engine.content_text import describe
from bot.engine.errors import ContentError, engine_text, unknown_game
from bot.games import registry
from bot.i18n import Said, language, t
from bot.local.table import ConsoleTable, JsonRefusal, ScriptError, parse_script, read_json


def option_examples() -> dict[str, tuple[str, str]]:
    """Each registered game's --options example for `play --help` and where its options are described, as the game
    declares them (bot/core/declared.py: `console_example`; tests run each one)."""
    from bot.games import registry

    out = {}
    for name in registry.names():
        out[name] = declared.console_example(registry.get(name)) or ("{}", "the game's documentation")
    return out


def _games_help() -> str:
    lines = [h("cli.help.play.examples")]
    for name, (example, where) in option_examples().items():
        lines.append(f"  {name}: python -m bot play {name} --options '{example}'")
        lines.append("      " + h("cli.help.play.where", where=_where(name, where)))
    return "\n".join(lines)


def _where(game: str, declared: str) -> str:
    """Where the game's options are described, in the command line's language: its catalog's `console.where` (the
    English equal to what it declares, tested), else what it declares."""
    cats = gametext.catalogs(game)
    if cats is None or not cats.has("console.where"):
        return declared
    return gametext.text(game, "console.where", CLI_LANG.get())


def register(subparsers: Any) -> None:
    from bot.games import registry

    p = subparsers.add_parser(
        "play",
        help=h("cli.help.play"),
        description=h("cli.help.play.about"),
        epilog=_games_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("game", help=h("cli.help.play.game", games=", ".join(registry.names())))
    p.add_argument(
        "--options",
        default="{}",
        help=h("cli.help.play.options"),
    )
    p.add_argument("--seats", help=h("cli.help.play.seats"))
    p.add_argument(
        "--players",
        help=h("cli.help.play.players"),
    )
    p.add_argument("--script", help=h("cli.help.play.script"))
    p.add_argument("--frames", default="frames", help=h("cli.help.play.frames"))
    p.add_argument("--no-frames", action="store_true", help=h("cli.help.no_frames"))
    p.add_argument("--verbose", action="store_true", help=h("cli.help.play.verbose"))
    p.add_argument("--db", help=h("cli.help.play.db"))
    p.add_argument("--match", help=h("cli.help.play.match"))
    p.add_argument(
        "--content",
        help=h("cli.help.play.content"),
    )
    p.add_argument("--seed", help=h("cli.help.play.seed"))
    p.add_argument(
        "--lang",
        default=os.environ.get("BOT_LOCALE") or "en",
        help=h("cli.help.play.lang"),
    )
    p.set_defaults(func=handle)


def handle(args: argparse.Namespace) -> int:
    load_env()
    locale = language(args.lang)
    try:
        game = registry.get(args.game)
    except KeyError:
        return error(engine_text(unknown_game(args.game), locale), 2, locale)
    if args.options.strip() == "help":  # generated from the game's declarations (bot/core/declared.py)
        print(options_help(args.game, locale))
        return 0
    try:
        options = read_json(args.options)
    except JsonRefusal as exc:
        print(t("console.options_not_json", locale, why=exc.say(locale)), file=sys.stderr)
        return 2
    if not isinstance(options, dict):  # the game's own example, as `play --help` shows it
        example = (declared.console_example(game) or ('{"option": "value"}', ""))[0]
        print(t("console.options_not_object", locale, example=example), file=sys.stderr)
        return 2
    if not args.match:
        try:
            options = console_options(args.game, options)
        except RuleError as exc:
            return error("--options: " + gametext.rule_error(exc, locale), 2, locale)
    steps = None
    if args.script:
        try:
            steps = parse_script(Path(args.script).read_text(encoding="utf-8").splitlines())
        except OSError as exc:
            return error(Said("cli.script_unreadable", problem=os_message(exc)), 2, locale)
        except UnicodeDecodeError:
            return error(Said("cli.script_not_utf8", file=args.script), 2, locale)
        except ScriptError as exc:
            return error(exc.said, 2, locale)
    refusal = _refusal(args)
    if refusal is not None:
        return error(refusal, 2, locale)
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(args.db) if args.db else Path(tmp) / "console.sqlite3"
        try:
            return asyncio.run(_play(args, db, options, steps))
        except EngineError as exc:  # the database cannot be opened, is too new, ...
            return error(engine_text(exc, locale), 1, locale)


def _match_content(engine: Engine, game: str, name: str) -> dict[str, list[JSON]]:
    """--content: the file's items, each checked by the game, as the setup options carry them."""
    return check_match_file(game, engine.game(game), read_items(name))


MAX_PLAYER_NAME = 40


def _players(given: str | None) -> list[str]:
    return [name.strip() for name in given.split(",")] if given else []


def _refusal(args: argparse.Namespace) -> str | None:
    """What is wrong with the files named on the command line, before anything is opened or created."""
    bad = [n for n in _players(args.players) if not n or len(n) > MAX_PLAYER_NAME or not n.isprintable()]
    if bad:
        return Said("cli.players", most=MAX_PLAYER_NAME)
    if args.match and not args.db:
        return Said("cli.match_needs_db")
    if args.db:
        problem = database_path_problem(Path(args.db))
        if problem is not None:
            return problem
        if args.match and not Path(args.db).exists():
            return Said("cli.no_database", db=args.db)
    if not args.no_frames:
        return folder_problem(args.frames, "--frames")
    return None


async def _play(args: argparse.Namespace, db: Path, options: dict[str, Any], steps: Any) -> int:
    frames = None if args.no_frames else Path(args.frames)
    async with Engine(db, poll_interval=None, renderer=None) as engine:
        table = ConsoleTable(
            engine, frames=frames, verbose=args.verbose, locale=language(args.lang), players=_players(args.players)
        )
        locale = language(args.lang)
        if args.db:
            table.saved_hint = lambda mid: t("console.continue", locale, game=args.game, db=args.db, match=mid)
        else:
            table.saved_hint = lambda mid: t("console.temporary", locale)
        seats = args.seats.split(",") if args.seats else None
        try:
            if args.match:
                info = await engine.info(args.match)
                if info.game != args.game:
                    title = gametext.title(info.game, locale)
                    other = Said(
                        "cli.other_game", match=info.id, title=title, game=info.game, asked=args.game, db=args.db
                    )
                    return error(other, 2, locale)
                match_id = await table.resume(args.match)
            elif args.content:
                options = {**options, "content": _match_content(engine, args.game, args.content)}
                match_id = await table.start(args.game, options, seats, seed=args.seed)
            else:  # the database's stored items (none in a temporary one)
                match_id = await table.start(args.game, options, seats, seed=args.seed, content_scope=CONSOLE)
        except ContentError as exc:
            print(t("console.error", locale, why="--content: " + describe(exc, locale)), file=sys.stderr)
            return 2
        except (RuleError, EngineError) as exc:  # a game's refusal of the set-up, in the console's language
            why = gametext.rule_error(exc, locale, {}) if isinstance(exc, RuleError) else engine_text(exc, locale)
            print(t("console.error", locale, why=why), file=sys.stderr)
            return 2
        if steps is not None:
            if not await table.run_script(match_id, steps):
                return 1
            info = await engine.info(match_id)
            if info.status == "active" and not sys.stdin.isatty():
                waiting = sorted({p.seat for p in await engine.prompts(match_id)})
                print(t("console.script_waits", locale, seats=", ".join(waiting)))
                return 0
        await table.play(match_id)
        if table.frames_written:
            print(t("console.frames", locale, count=table.frames_written, folder=f"{frames}/"))
    return 0
