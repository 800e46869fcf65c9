"""The web pages read either back-end: every test using `db` runs on a SQLite file and on a PostgreSQL schema."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(params=["sqlite", "postgresql"])
def db(request: pytest.FixtureRequest, tmp_path: Path) -> Path | str:
    """A SQLite file, or the URL of an empty PostgreSQL schema (tests/conftest.py)."""
    if request.param == "postgresql":
        return str(request.getfixturevalue("postgres_url"))
    return tmp_path / "m.sqlite3"
