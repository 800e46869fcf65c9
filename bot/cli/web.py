"""`python -m bot web`: serve a read-only page per match (live spectating, replay, public log). See docs/web.md."""

from __future__ import annotations

import argparse
import logging
from typing import Any

from bot.cli.config import database_path, database_target, load_env
from bot.cli.failures import error, short_path


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("web", help="serve a read-only web page for every match (live and replay)")
    p.add_argument("--db", help="database file (default: DATABASE_PATH or data/matches.sqlite3)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1; 0.0.0.0 for all)")
    p.add_argument("--port", type=int, default=8080, help="port (default 8080)")
    p.add_argument("--poll", type=float, default=0.25, help="seconds between database polls for live updates")
    p.set_defaults(func=handle)


def handle(args: argparse.Namespace) -> int:
    load_env()
    from aiohttp import web

    from bot.games import registry
    from bot.web.app import make_app

    if database_target(args.db) != database_path(args.db):  # DATABASE_URL or --db postgresql://...
        return error(
            "the match pages read a SQLite file; on PostgreSQL (DATABASE_URL) `web` does not work yet: "
            "pass --db FILE for a SQLite database",
            1,
        )
    path = database_path(args.db)
    if not path.is_file():
        return error(f"no database at {short_path(path)}: start the bot once (or pass --db FILE)", 1)
    if not 0 < args.port < 65536:
        return error("--port must be from 1 to 65535", 2)
    if not 0.05 <= args.poll <= 60:
        return error("--poll must be from 0.05 to 60 seconds", 2)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    app = make_app(path, registry.get, poll_interval=args.poll)
    print(f"serving match pages from {short_path(path)} (read-only) on http://{args.host}:{args.port}/m/<id>")
    web.run_app(app, host=args.host, port=args.port, access_log=None, print=None)  # no log line names a page id
    return 0
