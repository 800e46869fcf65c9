"""Markers shared by the whole suite (registered in pyproject.toml) and the PostgreSQL test server."""

from __future__ import annotations

import inspect
import os
import secrets
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support import postgres

DISCORD_DIRS = {"discord", "fakediscord"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The Discord end-to-end tests are the coroutine tests of tests/discord and tests/fakediscord: they drive the
    # real discord.py client against the fake Discord. `make test-fast` (-m "not slow") skips them.
    for item in items:
        func = getattr(item, "function", None)
        if Path(str(item.path)).parent.name in DISCORD_DIRS and inspect.iscoroutinefunction(func):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[postgres.Server]:
    """One throw-away PostgreSQL server for the run (tests/support/postgres.py). Where PostgreSQL cannot be started
    its tests are skipped with the reason, except under CI=1 (.ci/run installs it), where that is a failure."""
    try:
        server = postgres.start()
    except postgres.NoPostgres as exc:
        if os.environ.get("CI"):
            pytest.fail(f"CI=1 and {exc}")
        pytest.skip(f"PostgreSQL back-end not tested: {exc}")
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def postgres_url(postgres_server: postgres.Server) -> Iterator[str]:
    """A URL to an empty schema of its own on the test server (dropped after the test)."""
    name = f"t_{secrets.token_hex(6)}"
    postgres.run_sql(postgres_server.url, f"CREATE SCHEMA {name}")
    try:
        yield postgres.schema_url(postgres_server.url, name)
    finally:
        postgres.run_sql(postgres_server.url, f"DROP SCHEMA {name} CASCADE")
