"""Creating a match commits in one round trip on PostgreSQL (issue 17): no read before it whether the id is free;
a taken id breaks the matches' key, the whole commit is refused and only then one read tells it apart (the same
BadMatchSetup as before), and a commit refused half-way leaves nothing of the match behind, on both back-ends."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.engine import BadMatchSetup, Engine, FakeClock, StoreError
from tests.engine.conftest import SEATS, games
from tests.support.pgproxy import CountingProxy

TABLES = ("matches", "seats", "events", "snapshots", "actions", "outbox", "timers")


async def _rows(engine: Engine) -> dict[str, int]:
    return {t: (await engine.store.fetchall(f"SELECT COUNT(*) FROM {t}"))[0][0] for t in TABLES}


async def test_a_taken_id_is_refused_as_before_and_nothing_is_written(engine: Engine) -> None:
    await engine.create_match("duel", SEATS, match_id="dup")
    with pytest.raises(BadMatchSetup, match="a match with id dup already exists"):  # live: refused in memory
        await engine.create_match("duel", SEATS, match_id="dup")
    await engine.concede("dup", "111")  # finished: stored, no longer live (or another process's match)
    before, hash_before = await _rows(engine), await engine.state_hash("dup")
    with pytest.raises(BadMatchSetup) as err:  # refused by the matches' key, told apart by one read after it
        await engine.create_match("duel", {"a": "333", "b": "444"}, match_id="dup")
    assert err.value.message == "a match with id dup already exists"
    assert await _rows(engine) == before
    assert await engine.state_hash("dup") == hash_before
    assert (await engine.store.fetchall("SELECT user_id FROM seats WHERE match_id='dup' ORDER BY seat")) == [
        ("111",),
        ("222",),
    ]
    assert (await engine.create_match("duel", SEATS, match_id="other")).id == "other"  # the store still writes


async def test_a_commit_refused_half_way_leaves_no_match(engine: Engine, monkeypatch: pytest.MonkeyPatch) -> None:
    """The last statement of the creation breaks a key (a seat inserted twice): the match row, its seats, events,
    snapshot, timers and outbox rows written before it in the same commit are all gone, the match is not live, and
    the refusal is the store's, not "already exists" (the read after it finds no such match)."""
    original = engine.repo.statements

    def broken(mid: str, ch: Any, now: float) -> list[Any]:
        return [
            *original(mid, ch, now),
            ("INSERT INTO seats (match_id, seat, user_id) VALUES (?,?,?)", [(mid, "a", "1")]),
        ]

    before = await _rows(engine)
    monkeypatch.setattr(engine.repo, "statements", broken)
    with pytest.raises(StoreError) as err:
        await engine.create_match("duel", SEATS, match_id="half")
    assert not isinstance(err.value, BadMatchSetup) and "nothing changed" in err.value.message
    assert await _rows(engine) == before
    assert "half" not in engine._live
    monkeypatch.setattr(engine.repo, "statements", original)
    assert (await engine.create_match("duel", SEATS, match_id="half")).id == "half"
    assert (await _rows(engine))["matches"] == before["matches"] + 1


@pytest.fixture
async def proxied(postgres_url: str) -> AsyncIterator[tuple[Engine, CountingProxy]]:
    proxy = await CountingProxy(postgres_url).start()
    eng = Engine(proxy.url, clock=FakeClock(), games=games, poll_interval=None, renderer=None)
    await eng.open()
    try:
        yield eng, proxy
    finally:
        await eng.close()
        await proxy.close()


async def test_creating_a_match_is_one_round_trip_on_postgresql(proxied: tuple[Engine, CountingProxy]) -> None:
    eng, proxy = proxied

    async def trips(match_id: str, seats: dict[str, str] = SEATS) -> int:
        await asyncio.sleep(0.01)
        before = proxy.round_trips
        await eng.create_match("duel", seats, match_id=match_id)
        return proxy.round_trips - before

    # the first creations prepare the statement's shape (asyncpg: one round trip to prepare a new text)
    created = [await trips(f"m{n}") for n in range(4)]
    assert created[2:] == [1, 1], created  # was 2: whether the id is free (a read), then the commit
    await eng.concede("m0", "111")
    refused = []
    for _ in range(2):  # the first one prepares the read's text
        await asyncio.sleep(0.01)
        before = proxy.round_trips
        with pytest.raises(BadMatchSetup):
            await eng.create_match("duel", SEATS, match_id="m0")
        refused.append(proxy.round_trips - before)
    assert refused[-1] == 2, refused  # the refused commit, then the read that tells why


async def test_a_servers_own_content_is_read_once_for_all_its_kinds(postgres_url: str) -> None:
    """A match created with a server's content (`/<game> new`): its items of every kind in one read, then the
    commit (Imperial Assault has two kinds: a read each before)."""
    from bot.games import registry
    from tests.ia.test_content import CARD, outpost_copy

    proxy = await CountingProxy(postgres_url).start()
    eng = Engine(proxy.url, clock=FakeClock(), games=registry.get, poll_interval=None, renderer=None)
    await eng.open()
    try:
        await eng.add_content("g1", "ia", "deployment", CARD, "111")
        await eng.add_content("g1", "ia", "map", outpost_copy("my-base"), "111")
        trips, options = [], []
        for n in range(3):  # the first ones prepare the statements' texts
            await asyncio.sleep(0.01)
            before = proxy.round_trips
            info = await eng.create_match("ia", {"p1": "111", "p2": "222"}, match_id=f"ia{n}", content_scope="g1")
            trips.append(proxy.round_trips - before)
            options.append(info.options)
        assert trips[-1] == 2, trips  # the server's items, then the commit
        content: Any = options[-1]["content"]
        assert [c["id"] for c in content["deployment"]] == ["my-trooper"] and [m["id"] for m in content["map"]] == [
            "my-base"
        ]
    finally:
        await eng.close()
        await proxy.close()
