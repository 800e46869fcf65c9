"""`python -m bot db migrate|check`."""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
from pathlib import Path
from typing import Any

from bot.cli.config import database_target, load_env
from bot.cli.failures import database_path_problem, error, short_path
from bot.cli.localized import h
from bot.engine.dialect import is_postgres
from bot.engine.errors import StoreError, engine_text
from bot.engine.integrity import check_database
from bot.engine.stores import make_store
from bot.i18n import said, t


def register(subparsers: Any) -> None:
    p = subparsers.add_parser("db", help=h("cli.help.db"))
    sub = p.add_subparsers(dest="db_command", metavar="ACTION")
    m = sub.add_parser("migrate", help=h("cli.help.db.migrate"))
    m.add_argument("--db", help=h("cli.help.db_file"))
    m.add_argument("--lang", default=os.environ.get("BOT_LOCALE") or "en", help=h("cli.help.lang_report"))
    m.set_defaults(func=migrate)
    c = sub.add_parser("check", help=h("cli.help.db.check"))
    c.add_argument("--db", help=h("cli.help.db_file"))
    c.add_argument("--lang", default=os.environ.get("BOT_LOCALE") or "en", help=h("cli.help.lang_report"))
    c.set_defaults(func=check)
    p.set_defaults(func=lambda args: (p.print_help(sys.stderr), 2)[1])


async def _migrate(path: str) -> tuple[int, int, list[str]]:
    store = make_store(path)
    await store.open()
    try:
        before, after = await store.migrate()
        return before, after, store.repaired
    finally:
        await store.close()


def migrate(args: argparse.Namespace) -> int:
    load_env()
    path = database_target(args.db)
    problem = None if is_postgres(path) else database_path_problem(Path(path))
    if problem is not None:
        return error(problem, 1, args.lang)
    try:
        before, after, repaired = asyncio.run(_migrate(str(path)))
    except StoreError as exc:
        return error(engine_text(exc, args.lang), 1, args.lang)
    db = short_path(path)
    if before == after:
        print(t("db.migrate.up_to_date", args.lang, db=db, version=after))
    else:
        print(t("db.migrate.migrated", args.lang, db=db, before=before, after=after))
    for done in repaired:  # what it replaced, dropped or installed (bot/engine/pgfunctions.py), and why
        print(f"{db}: {t('db.migrate.repaired', args.lang)} {said(done, args.lang)}")  # no param: no 200-character cut
    return 0


def check(args: argparse.Namespace) -> int:
    load_env()
    from bot.games import registry

    path = database_target(args.db)
    problem = None if is_postgres(path) else database_path_problem(Path(path))
    if problem is not None:
        return error(problem, 1, args.lang)
    report = check_database(path, registry.get)
    print(report.render(args.lang))
    return 0 if report.ok else 1
