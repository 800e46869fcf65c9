"""Fixtures for engine tests: an Engine on a real SQLite file or a PostgreSQL schema (`backend`) with the duel test
game and a fake clock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core.protocol import Game
from bot.engine import Engine, FakeClock, Notification
from tests.support.duel import GAME as DUEL


def games(name: str) -> Game:
    if name == "duel":
        return DUEL
    raise KeyError(f"unknown game {name!r}; known games: duel")


class Inbox:
    """A subscriber that records every notification it is handed."""

    def __init__(self) -> None:
        self.items: list[Notification] = []

    async def __call__(self, note: Notification) -> None:
        self.items.append(note)

    def kinds(self, audience: str | None = None) -> list[str]:
        return [n.kind for n in self.items if audience is None or n.audience == audience]


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture(params=["sqlite", "postgresql"])
def backend(request: pytest.FixtureRequest) -> str:
    """Every test that uses `db_path` or `engine` runs on both back-ends."""
    return str(request.param)


@pytest.fixture
def db_path(backend: str, tmp_path: Path, request: pytest.FixtureRequest) -> Path | str:
    """A SQLite file, or the URL of an empty PostgreSQL schema."""
    if backend == "postgresql":
        return str(request.getfixturevalue("postgres_url"))
    return tmp_path / "matches.sqlite3"


@pytest.fixture
async def inbox() -> Inbox:
    return Inbox()


@pytest.fixture
async def engine(db_path: Path | str, clock: FakeClock, inbox: Inbox) -> AsyncIterator[Engine]:
    eng = Engine(db_path, clock=clock, games=games, poll_interval=None, renderer=None)
    eng.subscribe(inbox)
    await eng.open()
    try:
        yield eng
    finally:
        await eng.close()


SEATS = {"a": "111", "b": "222"}
