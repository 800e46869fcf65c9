"""A commit on PostgreSQL: one round trip for an action, lease check included (round trips counted by a proxy,
tests/support/pgproxy.py), and the lease check's advisory lock keeps a takeover and a commit apart: the takeover
waits for a commit in flight, and a commit that waited for a takeover is refused."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable

import asyncpg
import pytest

from bot.engine import Engine, FakeClock, WrongProcess, outbox
from bot.engine.leases import LEASE_LOCK, ShardPlan
from tests.engine.conftest import SEATS, Inbox, games
from tests.support import peek
from tests.support.pgproxy import CountingProxy

G = str(8 << 22)  # shard 0 of 2


@pytest.fixture
async def proxied(postgres_url: str, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[tuple[Engine, CountingProxy]]:
    monkeypatch.setattr(outbox, "ACK_DELAY", 3600.0)  # acknowledgements only ride along with the next action
    proxy = await CountingProxy(postgres_url).start()
    plan = ShardPlan((0, 1), 2, lease_seconds=30, node="p")
    eng = Engine(proxy.url, clock=FakeClock(), games=games, poll_interval=None, renderer=None, shards=plan)
    eng.subscribe(Inbox())  # delivered notifications: their acknowledgements ride along with the next action
    await eng.open()
    try:
        yield eng, proxy
    finally:
        await eng.close()
        await proxy.close()


async def test_an_action_is_one_round_trip_with_its_lease_check_and_acknowledgements(
    proxied: tuple[Engine, CountingProxy],
) -> None:
    eng, proxy = proxied
    trips, created = [], []
    for m in range(4):
        await asyncio.sleep(0.01)
        before = proxy.round_trips
        await eng.create_match("duel", SEATS, match_id=f"m{m}", guild_id=G)
        created.append(proxy.round_trips - before)
        for user, value in (("111", 3), ("222", 1)):  # the second pick reveals both: events, outbox, timers
            await asyncio.sleep(0.01)  # the last action's notifications delivered, not yet acknowledged by a flush
            assert eng.outbox._acks, "nothing to acknowledge: the test would not see the acknowledgements ride along"
            before = proxy.round_trips
            await eng.act(f"m{m}", user, {"kind": "pick", "value": value})
            trips.append(proxy.round_trips - before)
    # The first action of a connection prepares its statement shapes and asyncpg reads the types they use; from
    # then on one round trip each (before: 12 each: BEGIN, the FOR SHARE lease check, 8 statements, COMMIT and the
    # pool's reset).
    assert trips[2:] == [1] * 6, trips
    assert created[-2:] == [1, 1], created  # one commit (was 13: its row inserted, then updated; then 2: a read first)


async def test_an_undo_commits_in_one_round_trip_like_an_action(proxied: tuple[Engine, CountingProxy]) -> None:
    """An undo marks the log's later rows undone and appends its `undone` event to the same table: pgbatch.py runs
    that as one statement (it ran statement by statement: applying an undo took 15 round trips, two of them reads).
    Its requests and answers commit in one; an undo also reads the log (which moves are there, the state to go
    back to), which an action, with the state in memory, does not: one read each."""
    eng, proxy = proxied

    async def trips(call: Awaitable[object]) -> int:
        await asyncio.sleep(0.01)  # the last commit's notifications delivered: their acknowledgements ride along
        before = proxy.round_trips
        await call
        return proxy.round_trips - before

    asked, applied, declined = [], [], []
    for m in range(4):
        await eng.create_match("duel", SEATS, match_id=f"u{m}", guild_id=G)
        await eng.act(f"u{m}", "111", {"kind": "pick", "value": 3})
        asked.append(await trips(eng.request_undo(f"u{m}", "111")))
        applied.append(await trips(eng.answer_undo(f"u{m}", "222", True)))
        await eng.act(f"u{m}", "111", {"kind": "pick", "value": 2})
        await eng.request_undo(f"u{m}", "111")
        declined.append(await trips(eng.answer_undo(f"u{m}", "222", False)))
        assert [e.kind for e in await eng.log(f"u{m}") if e.kind in ("undone", "locked") and not e.undone] == [
            "undone",
            "locked",
        ]
    # The first rounds prepare each statement shape (asyncpg: a round trip to prepare one it has not sent before)
    assert asked[2:] == [2, 2], asked  # which moves there are (a read), then the request's commit
    assert applied[2:] == [2, 2], applied  # the state to go back to (one read), then the undo's commit
    assert declined[2:] == [1, 1], declined


async def _other_process_lease(url: str, clock: FakeClock) -> Engine:
    eng = Engine(url, clock=clock, games=games, poll_interval=None, renderer=None, shards=ShardPlan((1,), 2, 30))
    await eng.open()
    return eng


async def test_a_takeover_waits_for_a_commit_in_flight(postgres_url: str) -> None:
    clock = FakeClock()
    a = Engine(postgres_url, clock=clock, games=games, poll_interval=None, renderer=None, shards=ShardPlan((0,), 2, 30))
    await a.open()
    b = await _other_process_lease(postgres_url, clock)
    try:
        await a.create_match("duel", SEATS, match_id="m", guild_id=G)
        assert a.leases is not None
        epoch = a.leases.owned[0]
        conn = await asyncpg.connect(postgres_url)
        try:
            tx = conn.transaction()
            await tx.start()  # a commit of a's, between its lease check and its COMMIT
            assert await conn.fetchval("SELECT engine_fence(0, $1, $2, $3)", a.leases.node, epoch, clock.now())
            clock.advance(31)
            takeover = asyncio.create_task(b.lease_tick())
            await asyncio.sleep(0.5)
            assert not takeover.done()  # waits on the shard's advisory lock
            await tx.commit()
            assert (await asyncio.wait_for(takeover, 10)).gained == [0]
        finally:
            await conn.close()
    finally:
        await b.close()
        a.leases = None  # presumed dead: no release
        await a.close()


async def test_a_commit_that_waited_for_a_takeover_is_refused(postgres_url: str) -> None:
    clock = FakeClock()
    a = Engine(postgres_url, clock=clock, games=games, poll_interval=None, renderer=None, shards=ShardPlan((0,), 2, 30))
    await a.open()
    try:
        await a.create_match("duel", SEATS, match_id="m", guild_id=G)
        before = peek.one(postgres_url, "SELECT COUNT(*) FROM events")
        conn = await asyncpg.connect(postgres_url)
        try:
            tx = conn.transaction()
            await tx.start()  # another process's takeover, holding the shard's lock until it commits
            await conn.execute("SELECT pg_advisory_xact_lock($1, 0)", LEASE_LOCK)
            await conn.execute("UPDATE shard_leases SET owner='b', epoch=epoch+1 WHERE shard=0")
            act = asyncio.create_task(a.act("m", "111", {"kind": "pick", "value": 3}))
            await asyncio.sleep(0.5)
            assert not act.done()  # the lease check waits for the takeover ...
            await tx.commit()
            with pytest.raises(WrongProcess):  # ... and then reads its epoch
                await asyncio.wait_for(act, 10)
        finally:
            await conn.close()
        assert peek.one(postgres_url, "SELECT COUNT(*) FROM events") == before
    finally:
        a.leases = None
        await a.close()


async def test_an_acknowledgement_rides_with_one_transaction_at_a_time(
    engine: Engine, inbox: Inbox, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Concurrent commits carried the same acknowledgements, so on PostgreSQL they updated the same outbox rows,
    waited for each other and deadlocked (seen in test_concurrency). Each is now carried by one transaction in
    flight; a failed one hands them to the next."""
    monkeypatch.setattr(outbox, "ACK_DELAY", 3600.0)  # no flush of its own: only transactions carry them
    await engine.create_match("duel", SEATS, match_id="m")
    await asyncio.sleep(0.01)  # delivered to the inbox, not yet acknowledged
    assert inbox.items and engine.outbox._acks
    first: list[int] = []
    stmts, _committed = engine.outbox.take_acks(engine.clock.now(), first)
    assert stmts and sorted(first) == sorted(engine.outbox._acks)
    second: list[int] = []
    stmts, _committed = engine.outbox.take_acks(engine.clock.now(), second)
    assert stmts == [] and second == []  # another transaction in flight carries nothing of the first's
    engine.outbox.release(first)  # the first transaction failed
    third: list[int] = []
    engine.outbox.take_acks(engine.clock.now(), third)
    assert sorted(third) == sorted(first)
