"""Notifications after commit (retries, acknowledgements), renders off the loop, the timer poller, listings."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path
from typing import Any

from bot.engine import DeadlinePolicy, Engine, FakeClock, Notification
from tests.engine.conftest import SEATS, games
from tests.support import peek


def _undelivered(db: Path | str) -> int:
    return int(peek.one(db, "SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL"))


async def test_a_failing_subscriber_gets_the_row_again_on_the_next_tick(db_path: Path) -> None:
    seen: list[int] = []
    fail = {"left": 2}

    async def flaky(note: Notification) -> None:
        if note.kind == "match_started" and fail["left"]:
            fail["left"] -= 1
            raise ConnectionError("discord is down")
        seen.append(note.id)

    async with Engine(db_path, clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
        eng.subscribe(flaky)
        await eng.create_match("duel", SEATS, match_id="m1")
        await eng.drain()
        assert 1 not in seen and _undelivered(db_path) == 1
        await eng.tick()
        await eng.drain()
        assert 1 not in seen
        await eng.tick()
        await eng.drain()
        assert seen.count(1) == 1 and _undelivered(db_path) == 0
        await eng.tick()
        await eng.drain()
        assert sorted(seen) == sorted(set(seen))  # nothing delivered twice


async def test_without_subscribers_rows_wait_for_the_next_start(db_path: Path) -> None:
    async with Engine(db_path, clock=FakeClock(), games=games, poll_interval=None, renderer=None) as eng:
        await eng.create_match("duel", SEATS, match_id="m1")
    assert _undelivered(db_path) == 3  # match_started + one prompt per seat
    got: list[Notification] = []

    async def sink(note: Notification) -> None:
        got.append(note)

    eng = Engine(db_path, clock=FakeClock(), games=games, poll_interval=None, renderer=None)
    eng.subscribe(sink)
    await eng.open()
    await eng.close()
    assert [n.kind for n in got] == ["match_started", "prompt", "prompt"]
    assert [n.id for n in got] == sorted(n.id for n in got)
    assert _undelivered(db_path) == 0


async def test_renders_run_in_a_worker_thread_coalesced_per_match(db_path: Path) -> None:
    loop_thread = threading.get_ident()
    threads: set[int] = set()
    drawn: list[tuple[str, int, Any]] = []

    def hook(game: str, view: dict[str, Any]) -> dict[str, Any]:
        threads.add(threading.get_ident())
        assert "picks" not in view  # the public view only
        return {"game": game, "round": view["round"]}

    async def on_image(match_id: str, seq: int, image: Any) -> None:
        drawn.append((match_id, seq, image))

    async with Engine(db_path, clock=FakeClock(), games=games, poll_interval=None, renderer=hook) as eng:
        eng.subscribe_renders(on_image)
        await eng.create_match("duel", SEATS, options={"rounds_to_win": 9}, match_id="m1")
        for _ in range(5):
            await eng.act("m1", "111", {"kind": "pick", "value": 1})
            await eng.act("m1", "222", {"kind": "pick", "value": 1})
        last = (await eng.info("m1")).last_seq
        await eng.drain()
    assert threads and loop_thread not in threads
    assert 1 <= len(drawn) <= 11  # coalesced: never more than one per change, and the newest state is drawn
    assert drawn[-1][1] == last and drawn[-1][2] == {"game": "duel", "round": 6}


async def test_the_poller_fires_deadlines_when_the_fake_clock_moves(db_path: Path) -> None:
    clock = FakeClock()
    async with Engine(db_path, clock=clock, games=games, poll_interval=30, renderer=None) as eng:
        await eng.create_match("duel", SEATS, match_id="m1", deadlines=DeadlinePolicy(seconds=60))
        await asyncio.sleep(0.05)
        assert not any(e.actor == "deadline" for e in await eng.log("m1"))  # no fake time passed: nothing fires
        fired = False
        for _ in range(100):  # the poller sleeps on the fake clock; move it and give the tick real time to run
            clock.advance(30)
            await asyncio.sleep(0.02)
            if any(e.actor == "deadline" for e in await eng.log("m1")):
                fired = True
                break
        assert fired


async def test_listings_meta_and_abandon(engine: Engine) -> None:
    await engine.create_match("duel", SEATS, match_id="m1", guild_id=5, channel_id=6)
    await engine.create_match("duel", {"a": "111", "b": "333"}, match_id="m2", channel_id=7)
    assert [m.id for m in await engine.list_matches(user_id=111)] == ["m1", "m2"]
    assert [m.id for m in await engine.list_matches(channel_id=6)] == ["m1"]
    assert [m.id for m in await engine.list_matches(guild_id="5", user_id="222")] == ["m1"]
    info = await engine.update_meta("m1", {"thread": 42, "message": 1})
    assert info.meta == {"thread": 42, "message": 1}
    info = await engine.update_meta("m1", {"message": None})
    assert info.meta == {"thread": 42}
    done = await engine.abandon("m2", None, reason="server closed")
    assert done.status == "abandoned" and done.seed is not None
    assert [m.id for m in await engine.list_matches()] == ["m1"]
    assert (await engine.info("m1")).meta == {"thread": 42}


async def test_a_stuck_subscriber_does_not_block_shutdown(db_path: Path) -> None:
    async def stuck(note: Notification) -> None:
        await asyncio.Event().wait()

    eng = Engine(db_path, clock=FakeClock(), games=games, poll_interval=None, renderer=None)
    eng.subscribe(stuck)
    await eng.open()
    await eng.create_match("duel", SEATS, match_id="m1")
    await asyncio.wait_for(eng.close(drain_timeout=0.2), 5)
    got: list[str] = []

    async def sink(note: Notification) -> None:
        got.append(note.kind)

    async with Engine(db_path, clock=FakeClock(), games=games, poll_interval=None, renderer=None) as again:
        again.subscribe(sink)
        await again._retry_undelivered()
        await again.drain()
    assert got == ["match_started", "prompt", "prompt"]
