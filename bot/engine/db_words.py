"""SQLite's own words for a failure («database is locked», "file is not a database") said in the reader's
language: the common faults are catalog messages (`db.err.*`, data/bot/texts), the raw text kept only as a detail
in code; any other database error is the catalog's frame around its raw text."""

from __future__ import annotations

import sqlite3

from bot.core.texts import shown
from bot.i18n import Said

# SQLite's primary result codes (the low byte of an extended code) -> catalog key
_BY_CODE = {
    sqlite3.SQLITE_BUSY: "locked",
    sqlite3.SQLITE_LOCKED: "locked",
    sqlite3.SQLITE_FULL: "full",
    sqlite3.SQLITE_READONLY: "readonly",
    sqlite3.SQLITE_NOTADB: "not_a_database",
    sqlite3.SQLITE_CORRUPT: "corrupt",
    sqlite3.SQLITE_CANTOPEN: "cannot_open",
    sqlite3.SQLITE_IOERR: "io",
}
# the same faults by SQLite's English, for an error that carries no code (raised again by a wrapper)
_BY_TEXT = (
    ("database is locked", "locked"),
    ("database table is locked", "locked"),
    ("database or disk is full", "full"),
    ("readonly database", "readonly"),
    ("file is not a database", "not_a_database"),
    ("disk image is malformed", "corrupt"),
    ("unable to open database", "cannot_open"),
    ("disk i/o error", "io"),
)


def fault(exc: BaseException) -> str | None:
    """The `db.err.*` key of a common SQLite fault, or None."""
    code = getattr(exc, "sqlite_errorcode", None)
    if isinstance(code, int) and (code & 0xFF) in _BY_CODE:
        return _BY_CODE[code & 0xFF]
    text = str(exc).lower()
    return next((key for words, key in _BY_TEXT if words in text), None)


def database_said(exc: BaseException) -> Said:
    """A database failure as a Said: «база данных занята другой программой (`database is locked`)»; its English
    the same sentence in English (what logs and commands without --lang print)."""
    detail = {"quoted": shown(str(exc) or type(exc).__name__, 120), "code": "code"}
    key = fault(exc)
    return Said(f"db.err.{key}" if key else "db.err.other", detail=detail)
