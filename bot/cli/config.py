"""Settings shared by the commands: read from the environment and an optional .env file (see .env.example)."""

from __future__ import annotations

import os
from pathlib import Path

from bot.engine.dialect import is_postgres, redact
from bot.engine.errors import StoreError

DEFAULT_DATABASE = "data/matches.sqlite3"


def load_env() -> None:
    """Load .env from the working directory; the real environment wins."""
    try:
        from dotenv import load_dotenv
    except ImportError:  # python-dotenv is a dependency, but `play` should still work without it
        return
    load_dotenv(Path.cwd() / ".env", override=False)


def database_path(explicit: str | None = None) -> Path:
    """--db, else DATABASE_PATH, else data/matches.sqlite3."""
    return Path(explicit or os.environ.get("DATABASE_PATH") or DEFAULT_DATABASE)


def database_target(explicit: str | None = None) -> Path | str:
    """--db (a file or a postgresql:// URL), else DATABASE_URL (PostgreSQL, shared by several bot processes), else
    the SQLite file of `database_path`."""
    if explicit and is_postgres(explicit):
        return explicit
    url = os.environ.get("DATABASE_URL")
    if not explicit and url:
        if not is_postgres(url):
            raise StoreError(f"DATABASE_URL must start with postgresql:// (got {redact(url)[:40]!r})")
        return url
    return database_path(explicit)
