"""No view of one seat ever contains another seat's secret, checked after every event of a scripted match."""

from __future__ import annotations

import json

from bot.core import canonical
from bot.core.protocol import PUBLIC
from bot.engine import Engine
from tests.engine.conftest import SEATS, Inbox


async def test_no_view_or_notification_leaks_a_secret_pick(engine: Engine, inbox: Inbox) -> None:
    await engine.create_match("duel", SEATS, options={"rounds_to_win": 9}, match_id="m1")  # 9: no early end
    script = [("111", 3), ("222", 1), ("222", 2), ("111", 2), ("111", 1), ("222", 3)] * 4
    checked = 0
    for user, value in script:
        info = await engine.info("m1")
        if info.status != "active":
            break
        res = await engine.act("m1", user, {"kind": "pick", "value": value})
        seat = res.seat
        other = "b" if seat == "a" else "a"
        secret = next(e for e in res.events if e.kind == "picked")
        salt = secret.payload["salt"]
        revealed = any(e.kind == "revealed" for e in res.events)
        if not revealed:
            # until the round is revealed, the pick's salt (and so the pick) is in no other view
            for viewer in (other, None):
                text = canonical.dumps(await engine.view("m1", viewer))
                assert salt not in text and "my_pick" not in json.loads(text)
            assert (await engine.view("m1", seat))["my_pick"] == value
            # nor in the other seat's or the public log
            for viewer in (other, None):
                log = await engine.log("m1", viewer)
                assert all(e.visibility in (PUBLIC, viewer) for e in log)
                assert salt not in canonical.dumps([e.to_json() for e in log])
            checked += 1
    await engine.drain()
    for note in inbox.items:
        events = note.payload.get("events", [])
        if note.audience == PUBLIC:
            assert all(e["visibility"] == PUBLIC for e in events)
        else:
            assert all(e["visibility"] in (PUBLIC, note.audience) for e in events)
            assert note.user_id == SEATS[note.audience]
    assert checked >= 4
