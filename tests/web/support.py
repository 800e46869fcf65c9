"""Scripted matches in a real database file for the web tests (the engine writes; the web server only reads)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from bot.core.publicid import public_id
from bot.engine import Engine, FakeClock
from bot.games import registry

SEATS = {"xwing": {"rebel": "1", "imperial": "2"}, "ti4": {"attacker": "1", "defender": "2"}}
OPTIONS: dict[str, dict[str, Any]] = {
    "xwing": {"deployment": "auto"},
    "ti4": {
        "attacker": {"fleet": "2 dreadnought 1 carrier 3 fighter 1 destroyer2"},
        "defender": {"fleet": "2 cruiser 2 destroyer 1 carrier 2 fighter", "pds": "1 pds"},
    },
}


def open_engine(path: Path | str) -> Engine:
    return Engine(path, clock=FakeClock(), games=registry.get, poll_interval=None, renderer=None, snapshot_every=16)


async def new_match(eng: Engine, game: str, seats: Mapping[str, str] | None = None) -> tuple[str, str]:
    """(match id, public page id) of a new match."""
    # a fixed seed: the same dice every run (what the tests assert about rounds and steps stays true)
    info = await eng.create_match(game, seats or SEATS[game], options=OPTIONS[game], seed=f"web-test-{game}")
    rows = await eng.repo.store.fetchall("SELECT seed FROM matches WHERE id=?", (info.id,))
    return info.id, public_id(rows[0][0], info.id)


async def advance(eng: Engine, mid: str, seats: Mapping[str, str]) -> bool:
    """One action by the first prompted seat (its default, else its first option); False when nothing is open."""
    prompts = await eng.prompts(mid)
    if not prompts:
        return False
    p = prompts[0]
    action = dict(p.default) if p.default else dict(p.options[0].action) if p.options else None
    if action is None:
        return False
    await eng.act(mid, seats[p.seat], action, seat=p.seat)
    return True
