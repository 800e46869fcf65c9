"""Starfighter through the engine (a real SQLite file): the sealed event of a Draw effect is stored, so the match
reloads to the same state, and no seat's notification, view or log ever carries it (docs/protocol.md)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.core import canonical
from bot.core.protocol import PUBLIC, SEALED
from bot.engine import Engine, FakeClock
from bot.games import registry
from tests.engine.conftest import Inbox

USERS = {"south": "111", "north": "222"}


@pytest.fixture
async def engine(tmp_path: Path) -> AsyncIterator[tuple[Engine, Inbox]]:
    inbox = Inbox()
    eng = Engine(tmp_path / "m.sqlite3", clock=FakeClock(), games=registry.get, poll_interval=None, renderer=None)
    eng.subscribe(inbox)
    await eng.open()
    try:
        yield eng, inbox
    finally:
        await eng.close()


async def test_set_aside_cards_are_sealed_from_every_seat(engine: tuple[Engine, Inbox]) -> None:
    eng, inbox = engine
    await eng.create_match("starfighter", USERS, options={"mode": "training"}, match_id="sf", seed="sealed-1")
    sealed = 0
    for _ in range(400):
        info = await eng.info("sf")
        if info.status != "active":
            break
        prompts = await eng.prompts("sf")
        p = prompts[0]
        assert p.options
        option = next((o for o in p.options if o.action.get("side") == "face"), p.options[-1])
        if p.kind == "sector":
            option = p.options[0]
        res = await eng.act("sf", USERS[p.seat], dict(option.action), seat=p.seat)
        assert all(e.visibility in (PUBLIC, p.seat) for e in res.events)
        sides = (await eng.view("sf", None))["sides"]
        sealed = max(sealed, *(side["aside"] for side in sides.values()))
    await eng.drain()
    assert sealed > 0  # Draw effects set cards aside during this match (the public view counts them)
    for viewer in ("south", "north", None):
        log = await eng.log("sf", viewer)
        assert all(e.visibility in (PUBLIC, viewer) for e in log)
    for note in inbox.items:
        assert all(e["visibility"] != SEALED for e in note.payload.get("events", []))
    live = canonical.digest(await eng.view("sf", "south"))
    await eng.close()
    await eng.open()  # reload from the stored events, the sealed ones included
    assert canonical.digest(await eng.view("sf", "south")) == live
