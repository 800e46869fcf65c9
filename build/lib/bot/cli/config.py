"""Settings shared by the commands: read from the environment and an optional .env file (see .env.example)."""

from __future__ import annotations

import os
from pathlib import Path

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
