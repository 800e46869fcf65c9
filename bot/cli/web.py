"""`python -m bot web`: serve a read-only page per match (live spectating, replay, public log). See docs/web.md."""

from __future__ import annotations

import argparse
import logging
from pathlib import Path
from typing import Any

from bot.cli.config import database_target, load_env
from bot.cli.failures import error, short_path
from bot.cli.localized import h
from bot.engine.dialect import is_postgres
from bot.engine.readonly import DATABASE_ERRORS


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("web", help=h("cli.help.web"))
    p.add_argument("--db", help=h("cli.help.db_file"))
    p.add_argument("--host", default="127.0.0.1", help=h("cli.help.web.host"))
    p.add_argument("--port", type=int, default=8080, help=h("cli.help.web.port"))
    p.add_argument("--poll", type=float, default=0.25, help=h("cli.help.web.poll"))
    p.set_defaults(func=handle)


def handle(args: argparse.Namespace) -> int:
    load_env()
    from aiohttp import web

    from bot.games import registry
    from bot.web.app import make_app

    target = database_target(args.db)  # a SQLite file, or PostgreSQL (DATABASE_URL or --db postgresql://...)
    if not is_postgres(target) and not Path(target).is_file():
        return error(f"no database at {short_path(target)}: start the bot once (or pass --db FILE)", 1)
    if not 0 < args.port < 65536:
        return error("--port must be from 1 to 65535", 2)
    if not 0.05 <= args.poll <= 60:
        return error("--poll must be from 0.05 to 60 seconds", 2)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        app = make_app(target, registry.get, poll_interval=args.poll)
    except DATABASE_ERRORS as exc:
        return error(f"cannot read the database {short_path(target)}: {exc}", 1)
    print(f"serving match pages from {short_path(target)} (read-only) on http://{args.host}:{args.port}/m/<id>")
    web.run_app(app, host=args.host, port=args.port, access_log=None, print=None)  # no log line names a page id
    return 0
