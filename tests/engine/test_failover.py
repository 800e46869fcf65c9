"""Several processes on one PostgreSQL database (bot/engine/leases.py, failover.py), driven by a fake clock: each
acts only on its shards' matches, refuses the others clearly, and a process that stops renewing its lease has its
matches, timers and undelivered notifications taken over after one lease, never acted on by both."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from bot.engine import DeadlinePolicy, Engine, FakeClock, Notification, WrongProcess
from bot.engine.leases import ShardPlan, shard_of
from tests.engine.conftest import SEATS, Inbox, games
from tests.support import peek

LEASE = 30.0
G0 = str(7 << 22)  # Discord's shard of a guild is (id >> 22) % count: with 2 shards this one is shard 1 ...
G1 = str(8 << 22)  # ... and this one shard 0
SHARD_G0, SHARD_G1 = shard_of(G0, 2), shard_of(G1, 2)

Factory = Callable[..., Awaitable[Engine]]


def test_discords_shard_formula() -> None:
    assert (SHARD_G0, SHARD_G1) == (1, 0)
    assert shard_of(None, 4) == 0 and shard_of("not-a-snowflake", 4) == 0 and shard_of(G0, 1) == 0
    with pytest.raises(ValueError, match=r"outside 0\.\.1"):
        ShardPlan((2,), 2)


@pytest.fixture
async def processes(postgres_url: str, clock: FakeClock) -> AsyncIterator[Factory]:
    """Engines standing for bot processes on one database; each runs the shards it is given."""
    opened: list[Engine] = []

    async def start(shard: int, inbox: Inbox | None = None, name: str = "") -> Engine:
        plan = ShardPlan((shard,), 2, lease_seconds=LEASE, node=name or f"p{len(opened)}")
        eng = Engine(postgres_url, clock=clock, games=games, poll_interval=None, renderer=None, shards=plan)
        if inbox is not None:
            eng.subscribe(inbox)
        await eng.open()
        opened.append(eng)
        return eng

    yield start
    for eng in opened:
        await eng.close()


async def kill(eng: Engine) -> None:
    """What SIGKILL leaves: no release of leases, no last acknowledgements, the connections just gone."""
    await eng.outbox.cancel()
    await eng.store.close()
    eng._open = eng.outbox.open = False
    eng.leases = None  # so the fixture's close() does not release anything either


def events(url: str, mid: str) -> int:
    return int(peek.one(url, "SELECT COUNT(*) FROM events WHERE match_id=?", (mid,)))


async def test_each_process_acts_on_its_own_shards_and_refuses_the_others(
    processes: Factory, postgres_url: str
) -> None:
    a = await processes(SHARD_G0)
    b = await processes(SHARD_G1)
    await a.create_match("duel", SEATS, match_id="m0", guild_id=G0)
    with pytest.raises(WrongProcess, match=f"shard {SHARD_G0}, which another bot process runs"):
        await b.create_match("duel", SEATS, match_id="x", guild_id=G0)
    before = events(postgres_url, "m0")
    with pytest.raises(WrongProcess, match="nothing was changed: try again in a moment"):
        await b.act("m0", "111", {"kind": "pick", "value": 3})
    assert events(postgres_url, "m0") == before  # refused, not half-applied
    await a.act("m0", "111", {"kind": "pick", "value": 3})
    assert events(postgres_url, "m0") > before
    assert await b.create_match("duel", SEATS, match_id="m1", guild_id=G1)  # b's own shard


async def test_a_killed_process_s_matches_continue_elsewhere_after_one_lease(
    processes: Factory, clock: FakeClock, postgres_url: str
) -> None:
    a = await processes(SHARD_G0)
    b = await processes(SHARD_G1)
    await a.create_match("duel", SEATS, match_id="m0", guild_id=G0)
    await a.act("m0", "111", {"kind": "pick", "value": 3})  # acknowledged: it must survive the kill
    await kill(a)
    clock.advance(LEASE - 1)
    assert (await b.lease_tick()).gained == []  # the lease still runs: no takeover, the match is refused
    with pytest.raises(WrongProcess):
        await b.act("m0", "222", {"kind": "pick", "value": 1})
    clock.advance(2)
    changes = await b.lease_tick()
    assert changes.gained == [SHARD_G0] and b.leases is not None and b.leases.owns(SHARD_G0)
    await b.act("m0", "222", {"kind": "pick", "value": 1})
    log = await b.log("m0", everything=True)
    revealed = [e for e in log if e.kind == "revealed"]
    assert revealed and revealed[0].payload["picks"] == {"a": 3, "b": 1}  # a's acknowledged pick was kept


async def test_a_process_presumed_dead_cannot_commit_after_the_takeover(
    processes: Factory, clock: FakeClock, postgres_url: str
) -> None:
    a = await processes(SHARD_G0)
    b = await processes(SHARD_G1)
    await a.create_match("duel", SEATS, match_id="m0", guild_id=G0)
    clock.advance(LEASE + 1)  # a stalls (no renewal) long enough for b to adopt its shard
    assert (await b.lease_tick()).gained == [SHARD_G0]
    before = events(postgres_url, "m0")
    with pytest.raises(WrongProcess, match="another bot process runs"):
        await a.act("m0", "111", {"kind": "pick", "value": 3})  # a still has the match in memory: fenced
    assert events(postgres_url, "m0") == before
    assert (await a.lease_tick()).lost == [SHARD_G0]
    await b.act("m0", "111", {"kind": "pick", "value": 3})


async def test_undelivered_notifications_move_with_the_shard_and_none_twice(
    processes: Factory, clock: FakeClock
) -> None:
    delivered_by_a = Inbox()
    a = await processes(SHARD_G0, delivered_by_a)
    await a.create_match("duel", SEATS, match_id="m0", guild_id=G0)
    await a.drain()  # handed over and acknowledged
    acked = {n.id for n in delivered_by_a.items}
    blocked = asyncio.Event()

    async def hang(note: Notification) -> None:
        await blocked.wait()  # Discord does not answer: these are never acknowledged

    a.outbox.subs[:] = [hang]
    await a.act("m0", "111", {"kind": "pick", "value": 3})
    await a.act("m0", "222", {"kind": "pick", "value": 1})
    await kill(a)
    inbox_b = Inbox()
    b = await processes(SHARD_G1, inbox_b)
    clock.advance(LEASE + 1)
    await b.lease_tick()
    await b.drain()
    got = [n.id for n in inbox_b.items]
    assert got and not acked & set(got)  # the acknowledged ones are not sent again
    assert len(got) == len(set(got)) and got == sorted(got)  # each once, in order
    assert "revealed" in {n.kind for n in inbox_b.items} or "prompt" in {n.kind for n in inbox_b.items}


async def test_timers_of_a_dead_process_fire_in_the_one_that_took_over(processes: Factory, clock: FakeClock) -> None:
    a = await processes(SHARD_G0)
    await a.create_match("duel", SEATS, match_id="m0", guild_id=G0, deadlines=DeadlinePolicy(seconds=600))
    await a.act("m0", "111", {"kind": "pick", "value": 3})
    await kill(a)
    b = await processes(SHARD_G1)
    clock.advance(601)  # past both the deadline and the lease
    assert await b.tick() == 0  # not b's match yet
    await b.lease_tick()
    assert await b.tick() == 1  # b's default pick for seat b, by the deadline
    log = await b.log("m0", everything=True)
    assert [e.actor for e in log if e.kind == "picked"] == ["player", "deadline"]


async def test_two_ticks_never_claim_the_same_timer(processes: Factory, clock: FakeClock) -> None:
    a = await processes(SHARD_G0)
    for i in range(6):
        await a.create_match("duel", SEATS, match_id=f"m{i}", guild_id=G0, deadlines=DeadlinePolicy(seconds=60))
    clock.advance(61)
    await a.lease_tick()  # renewed: the claims are fenced by the lease (see the next test)
    assert a.leases is not None
    ids = [(mid, G0) for mid in a._live]
    first, second = await asyncio.gather(
        a.leases.claim_timers(clock.now(), ids, limit=7), a.leases.claim_timers(clock.now(), ids, limit=7)
    )
    one, two = {r[0] for r in first}, {r[0] for r in second}
    assert len(one | two) == 12 and not one & two  # two timers per match (one per seat), each claimed once
    assert await a.leases.claim_timers(clock.now(), ids) == []  # claimed for a lease: not handed out again
    clock.advance(LEASE + 1)
    await a.lease_tick()
    assert len(await a.leases.claim_timers(clock.now(), ids)) == 12  # a claim whose tick died runs out


async def test_a_process_whose_lease_expired_claims_no_timers(
    processes: Factory, clock: FakeClock, postgres_url: str
) -> None:
    """The timer claim is fenced like the commit: a process stalled past its lease (its shard adopted meanwhile)
    takes none of the match's due timers, which would otherwise sit claimed by it for a lease while the adopter,
    which runs the match now, waits."""
    a = await processes(SHARD_G0)
    b = await processes(SHARD_G1)
    await a.create_match("duel", SEATS, match_id="m0", guild_id=G0, deadlines=DeadlinePolicy(seconds=600))
    clock.advance(601)  # past the deadline, and a has not renewed: its lease ran out
    assert a.leases is not None and a.leases.owns(SHARD_G0)  # a does not know yet
    assert await a.leases.claim_timers(clock.now(), [("m0", G0)]) == []  # nobody adopted yet: still not a's
    assert (await b.lease_tick()).gained == [SHARD_G0]
    assert await a.tick() == 0
    assert peek.one(postgres_url, "SELECT COUNT(*) FROM timers WHERE claimed_by IS NOT NULL") == 0
    assert await b.tick() == 2  # both seats' default picks, at once: nothing claimed by the stale process
    log = await b.log("m0", everything=True)
    assert [e.actor for e in log if e.kind == "picked"] == ["deadline", "deadline"]


async def test_a_timer_claim_ends_with_the_lease_it_was_made_under(processes: Factory, clock: FakeClock) -> None:
    """A process that claimed due timers and died: the adopter fires them as soon as it adopts the shard, not one
    lease length after the claim."""
    a = await processes(SHARD_G0)
    await a.create_match("duel", SEATS, match_id="m0", guild_id=G0, deadlines=DeadlinePolicy(seconds=20))
    clock.advance(21)  # due, and a's lease (taken at 0) runs until 30
    assert a.leases is not None and len(await a.leases.claim_timers(clock.now(), [("m0", G0)])) == 2
    await kill(a)  # claimed, never fired
    b = await processes(SHARD_G1)
    clock.advance(10)  # 31: a's lease expired; its claim must have ended with it (not at 21 + 30)
    assert (await b.lease_tick()).gained == [SHARD_G0]
    assert await b.tick() == 2


async def test_the_home_process_takes_its_shard_back(processes: Factory, clock: FakeClock) -> None:
    a = await processes(SHARD_G0)
    await a.create_match("duel", SEATS, match_id="m0", guild_id=G0)
    await kill(a)
    b = await processes(SHARD_G1)
    clock.advance(LEASE + 1)
    await b.lease_tick()
    a2 = await processes(SHARD_G0, name="a-restarted")  # held by b: a2 asks for it back
    assert a2.leases is not None and not a2.leases.owns(SHARD_G0)
    with pytest.raises(WrongProcess):
        await a2.act("m0", "111", {"kind": "pick", "value": 3})
    assert (await b.lease_tick()).lost == [SHARD_G0]  # b lets go at its next renewal
    assert (await a2.lease_tick()).gained == [SHARD_G0]
    await a2.act("m0", "111", {"kind": "pick", "value": 3})
    with pytest.raises(WrongProcess):
        await b.act("m0", "222", {"kind": "pick", "value": 1})


async def test_several_processes_need_postgresql(tmp_path: object) -> None:
    from bot.engine import StoreError

    with pytest.raises(StoreError, match="DATABASE_URL=postgresql"):
        Engine(f"{tmp_path}/m.sqlite3", shards=ShardPlan((0,), 2))


def meta(url: str, mid: str) -> str:
    return str(peek.one(url, "SELECT meta FROM matches WHERE id=?", (mid,)))


async def test_a_process_that_lost_its_shard_cannot_write_match_meta(
    processes: Factory, clock: FakeClock, postgres_url: str
) -> None:
    a = await processes(SHARD_G0)
    b = await processes(SHARD_G1)
    await a.create_match("duel", SEATS, match_id="m0", guild_id=G0, meta={"thread_id": "1"})
    await a.update_meta("m0", {"thread_id": "2"})  # its own shard: stored
    assert '"thread_id":"2"' in meta(postgres_url, "m0")
    clock.advance(LEASE + 1)  # a stalls past its lease; b adopts the shard
    assert (await b.lease_tick()).gained == [SHARD_G0]
    with pytest.raises(WrongProcess, match="another bot process runs"):
        await a.update_meta("m0", {"thread_id": "3"})  # a still holds the match in memory: fenced all the same
    assert '"thread_id":"2"' in meta(postgres_url, "m0")
    await b.update_meta("m0", {"thread_id": "4"})
    assert '"thread_id":"4"' in meta(postgres_url, "m0")


async def test_a_process_that_lost_its_shard_cannot_delete_its_timers(
    processes: Factory, clock: FakeClock, postgres_url: str
) -> None:
    from bot.engine import ticks

    a = await processes(SHARD_G0)
    b = await processes(SHARD_G1)
    await a.create_match("duel", SEATS, match_id="m0", guild_id=G0, deadlines=DeadlinePolicy(seconds=600))
    timers = peek.rows(postgres_url, "SELECT id FROM timers WHERE match_id=?", ("m0",))
    assert timers
    stale = a._live["m0"]
    clock.advance(LEASE + 1)
    await b.lease_tick()
    with pytest.raises(WrongProcess):
        await ticks._drop_timer(a, stale, int(timers[0][0]), clock.now())
    assert len(peek.rows(postgres_url, "SELECT id FROM timers WHERE match_id=?", ("m0",))) == len(timers)
