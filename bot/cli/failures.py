"""What the command line says when something fails: one readable line, never a traceback.

Each command refuses what it can foresee with its own message; `guarded` is the net under all of them, so that a
fault nobody foresaw (an unreadable file, a database that is not one, no network) still ends in one line and a
non-zero exit code. `BOT_TRACEBACK=1` shows the traceback instead, for developers.
"""

from __future__ import annotations

import argparse
import errno
import os
import sqlite3
import sys
from collections.abc import Callable
from pathlib import Path

import asyncpg

from bot.core.data import DataError
from bot.engine.db_words import database_said
from bot.engine.dialect import redact
from bot.engine.errors import EngineError
from bot.i18n import Said, language, said, t

Handler = Callable[[argparse.Namespace], int | None]


def error(message: str, code: int = 2, locale: str | None = None) -> int:
    """Print `error: message` on stderr (in `locale` when the message is a Said) and return the exit code."""
    head = t("console.error_head", locale) if language(locale) != "en" else "error:"
    print(f"{head} {said(message, locale)}", file=sys.stderr)
    return code


def short_path(path: str | Path, limit: int = 80) -> str:
    name = redact(str(path))  # a database URL may carry a password
    return name if len(name) <= limit else name[: limit - 3] + "..."


def os_message(exc: OSError) -> str:
    """'nodir/x.png: No such file or directory' rather than '[Errno 2] ...'; a Said, in another language the
    catalog's words for the common errors («нет такого файла или папки»)."""
    english = exc.strerror or str(exc)
    name = errno.errorcode.get(exc.errno or 0, "")
    what: str = Said(f"cli.os.{name}", english=english) if name in OS_ERRORS else english
    return Said("cli.os_where", path=short_path(exc.filename), what=what) if exc.filename is not None else what


OS_ERRORS = ("ENOENT", "EACCES", "EISDIR", "ENOTDIR", "ENOSPC", "EROFS", "ENAMETOOLONG", "ELOOP")  # cli.os.*


def network_message(exc: BaseException) -> str | None:
    """A sentence for a failure to reach Discord, or None when `exc` is not one."""
    try:
        import aiohttp
    except ImportError:  # pragma: no cover - aiohttp comes with discord.py
        return None
    if isinstance(exc, aiohttp.ClientConnectorError):
        return (
            f"cannot reach Discord ({exc.host}:{exc.port}): {exc.os_error.strerror or exc.os_error}. "
            "Check the network connection (and DISCORD_API_BASE if you set it), then try again."
        )
    if isinstance(exc, aiohttp.ClientError | TimeoutError):
        return f"the connection to Discord failed ({type(exc).__name__}: {exc}); check the network and try again"
    try:
        import discord
    except ImportError:  # pragma: no cover
        return None
    if isinstance(exc, discord.LoginFailure):
        return "Discord refused the token (DISCORD_TOKEN): reset it in the developer portal and put the new one in .env"
    if isinstance(exc, discord.PrivilegedIntentsRequired):
        return "Discord refused the connection: the bot asks for a privileged intent that is not enabled in the portal"
    if isinstance(exc, discord.GatewayNotFound | discord.ConnectionClosed | discord.HTTPException):
        return f"Discord refused or dropped the connection ({exc}); try again later"
    return None


def describe(exc: BaseException) -> str:
    """One line naming what went wrong, for an exception no command foresaw."""
    if isinstance(exc, EngineError):
        return Said(exc.said, english=exc.message, **exc.said_params) if exc.said else exc.message
    if isinstance(exc, DataError):  # names the file and the fix
        return str(exc)
    net = network_message(exc)
    if net is not None:
        return net
    if isinstance(exc, sqlite3.DatabaseError):  # SQLite's common faults in the reader's words, its own as a detail
        return Said("cli.db_unusable", error=database_said(exc))
    if isinstance(exc, asyncpg.PostgresError | asyncpg.InterfaceError):
        return f"the database cannot be used ({exc}); `python -m bot db check --db FILE` reports what is wrong"
    if isinstance(exc, OSError):
        return f"cannot use {os_message(exc)}"
    if isinstance(exc, RecursionError | MemoryError):
        return "the request is too large to process; make it smaller"
    return (
        f"internal error ({type(exc).__name__}: {str(exc)[:200]}). This is a bug in the bot; "
        "please report it with the command you ran (BOT_TRACEBACK=1 shows the traceback)."
    )


def guarded(func: Handler, args: argparse.Namespace) -> int:
    """Run a command handler: its exit code, or one line on stderr and 1 for anything it raised."""
    try:
        return int(func(args) or 0)
    except KeyboardInterrupt:
        print("\ninterrupted", file=sys.stderr)
        return 130
    except SystemExit:
        raise
    except BrokenPipeError:  # the reader went away (`... | head`): stop quietly, as Unix tools do
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so that the final flush at exit does not fail again
        return 141
    except Exception as exc:
        if os.environ.get("BOT_TRACEBACK"):
            raise
        return error(describe(exc), 1, getattr(args, "lang", None))  # in the command's language when it takes one


def output_path_problem(path: str | Path, what: str) -> str | None:
    """Why a file cannot be written at `path` (checked before the work, not after it), or None; a Said."""
    p = Path(path)
    name = short_path(p)
    try:
        if p.is_dir():
            return Said("cli.file_is_folder", what=what, name=name)
        parent = p.parent
        if parent.exists() and not parent.is_dir():
            return Said("cli.file_parent_is_file", what=what, name=name, parent=short_path(parent))
        if not parent.is_dir():
            return Said("cli.file_parent_missing", what=what, name=name, parent=short_path(parent))
        if not os.access(parent, os.W_OK):
            return Said("cli.file_parent_not_writable", what=what, name=name, parent=short_path(parent))
        if p.exists() and not os.access(p, os.W_OK):
            return Said("cli.file_not_writable", what=what, name=name)
    except OSError as exc:
        return Said("cli.os_problem", what=what, problem=os_message(exc))
    return None


def folder_problem(path: str | Path, what: str) -> str | None:
    """Why `path` cannot be (or become) a folder to write files into, or None."""
    p = Path(path)
    name = short_path(p)
    try:
        if p.exists():
            if not p.is_dir():
                return Said("cli.folder_is_file", what=what, name=name)
            return None if os.access(p, os.W_OK) else Said("cli.folder_not_writable", what=what, name=name)
        ancestor = p.parent
        while not ancestor.exists() and ancestor != ancestor.parent:
            ancestor = ancestor.parent
        if not ancestor.is_dir():
            return Said("cli.folder_ancestor_file", what=what, name=name, ancestor=short_path(ancestor))
        if not os.access(ancestor, os.W_OK):
            return Said("cli.folder_ancestor_not_writable", what=what, name=name, ancestor=short_path(ancestor))
    except OSError as exc:
        return Said("cli.os_problem", what=what, problem=os_message(exc))
    return None


def database_path_problem(path: Path) -> str | None:
    """Why `path` cannot even be looked at as a database file (a name too long, a folder), or None."""
    try:
        path.stat()
    except FileNotFoundError:
        return None  # a new database, or one the command reports as missing
    except OSError as exc:
        return Said("cli.db_unopenable", problem=os_message(exc))
    if path.is_dir():
        return Said("cli.db_is_folder", name=short_path(path))
    return None
