"""Markers shared by the whole suite (registered in pyproject.toml)."""

from __future__ import annotations

import inspect
from pathlib import Path

import pytest

DISCORD_DIRS = {"discord", "fakediscord"}


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The Discord end-to-end tests are the coroutine tests of tests/discord and tests/fakediscord: they drive the
    # real discord.py client against the fake Discord. `make test-fast` (-m "not slow") skips them.
    for item in items:
        func = getattr(item, "function", None)
        if Path(str(item.path)).parent.name in DISCORD_DIRS and inspect.iscoroutinefunction(func):
            item.add_marker(pytest.mark.slow)
