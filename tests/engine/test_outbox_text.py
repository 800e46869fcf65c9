"""Outbox rows of events carry a text spliced from each event's stored payload text (bot/engine/changes.py
`events_payload`, issue 17): it must be exactly `canonical.dumps` of the payload delivered from memory, for
every row of real matches (X-Wing's events carry Russian name forms, quotes and floats; TI4's private ones too)."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bot.core import canonical
from bot.engine import Engine, FakeClock, Notification
from bot.engine.changes import Dumped, events_payload
from bot.engine.runner import Appender
from bot.games import registry
from tests.support import peek


@pytest.mark.parametrize(
    ("game", "seats", "options", "at_least"),
    [
        ("xwing", {"rebel": "1", "imperial": "2"}, {"deployment": "auto"}, 15),
        (
            "ti4",
            {"attacker": "1", "defender": "2"},
            {"attacker": "2 carrier 4 fighter 1 dreadnought", "defender": "3 destroyer 2 cruiser"},
            3,
        ),
    ],
)
async def test_stored_events_text_is_the_canonical_text_of_the_delivered_payload(
    db_path: Path | str, game: str, seats: dict[str, str], options: dict[str, object], at_least: int
) -> None:
    delivered: dict[int, Notification] = {}

    async def sink(note: Notification) -> None:
        delivered[note.id] = note

    rng = random.Random(5)
    async with Engine(db_path, clock=FakeClock(), games=registry.get, poll_interval=None, renderer=None) as eng:
        eng.subscribe(sink)
        info = await eng.create_match(game, seats, options=options, seed="outbox-text")
        for _ in range(120):
            prompts = await eng.prompts(info.id)
            if not prompts:
                break
            p = prompts[rng.randrange(len(prompts))]
            opts = p.options or ()
            action = dict(opts[rng.randrange(len(opts))].action) if opts else dict(p.default or {})
            await eng.act(info.id, seats[p.seat], action, seat=p.seat)
        await eng.drain()
    rows = peek.rows(db_path, "SELECT id, kind, payload FROM outbox ORDER BY id")
    events = [(int(i), text) for i, kind, text in rows if kind == "events"]
    assert len(events) >= at_least
    for i, text in events:
        assert text == canonical.dumps(dict(delivered[i].payload)), i
        assert json.loads(text) == delivered[i].payload


def test_splicing_survives_payloads_that_look_like_the_frame() -> None:
    # a payload and a kind whose strings spell the placeholders the splice replaces
    app = Appender(0, "0" * 64, 1700000000.25)
    tricky = {"say": '"payload":null "events":null', "x": 1e-7, "y": [1.5, None], "name": "Люк «Красный-5»"}
    app.add(
        actor='a"payload":null',
        seat=None,
        source="game",
        kind='"events":null',
        visibility="public",
        payload=tricky,
        action_n=1,
    )
    app.add(actor="b", seat="rebel", source="game", kind="k", visibility="rebel", payload={}, action_n=1)
    got = events_payload(app.rows, {"seq_to": 2, "waiting_for": ['"events":null']})
    assert isinstance(got, Dumped)
    assert got.text == canonical.dumps(dict(got))
    assert json.loads(got.text)["events"][0]["payload"] == tricky
