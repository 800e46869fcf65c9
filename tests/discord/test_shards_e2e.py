"""Two bot processes on one PostgreSQL database over two Discord shards, through the fake Discord: the process of
the match's shard is killed (SIGKILL) mid-match, the other adopts the shard (its gateway session, its matches and
undelivered notifications) after one lease and plays a round; then the killed process restarts, the adopter hands the
shard back (drops its gateway session) and the match is finished through the restarted one, with no acknowledged
pick lost and no message posted twice (docs/engine.md, "Several processes")."""

from __future__ import annotations

import asyncio
import functools
import os
import signal
import subprocess
import sys
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import pytest

from tests.fakediscord import FakeDiscord, FakeInteraction, FakeMessage, FakeUser
from tests.support import peek

ROOT = Path(__file__).resolve().parents[2]
LEASE = 2  # seconds (LEASE_SECONDS): the takeover comes within a lease and a third


async def until(predicate: Callable[[], Any], what: str, timeout: float = 90.0) -> Any:
    """Poll a condition that other processes make true (the fake's own waiters cover only its own changes)."""
    deadline = asyncio.get_running_loop().time() + timeout
    while True:
        value = predicate()
        if value:
            return value
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out after {timeout}s waiting for {what}")
        await asyncio.sleep(0.1)


@pytest.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    server = FakeDiscord()
    server.shard_count = 2
    await server.start()
    try:
        yield server
    finally:
        await server.stop()


def spawn(fake: FakeDiscord, url: str, shard: int, guilds: str, log: Path) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "PYTHONPATH": str(ROOT),
        "DISCORD_TOKEN": "fake-token",
        "DATABASE_URL": url,
        "SHARD_COUNT": "2",
        "SHARD_IDS": str(shard),
        "LEASE_SECONDS": str(LEASE),
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "DISCORD_GUILD_IDS": guilds,
        "SYNC_ON_START": "1",
        "REMINDER_POLL_SECONDS": "1",
        "RENDER_WORKERS": "1",
        "LOG_LEVEL": "INFO",
    }
    env.pop("DATABASE_PATH", None)
    out = log.open("wb")
    return subprocess.Popen(
        [sys.executable, "-m", "tests.discord.shard_worker"], cwd=ROOT, env=env, stdout=out, stderr=subprocess.STDOUT
    )


def pick_dm(fake: FakeDiscord, user: FakeUser) -> FakeMessage | None:
    """The user's open pick (the latest DM with buttons)."""
    open_ = [m for m in fake.dms(user) if m.custom_ids()]
    return open_[-1] if open_ else None


async def choose(fake: FakeDiscord, user: FakeUser, message: FakeMessage, index: int) -> FakeInteraction:
    """The `index`-th option of the first secret decision on `message` (one select per decision)."""
    first = message.custom_ids()[0]
    value = (message.component(first) or {})["options"][index]["value"]
    return await fake.select(user, message, first, [value])


def taken(dm: FakeMessage, answer: FakeInteraction) -> bool:
    """The pick was taken (its buttons are gone) or refused (a message or a follow-up says why)."""
    return not dm.custom_ids() or bool(answer.followups) or any(kind == 4 for kind, _at in answer.callbacks)


def held_by(url: str, shard: int, pid: int) -> bool:
    """Whether the process `pid` holds the shard's lease (its node name is host:pid:random)."""
    rows = peek.rows(url, "SELECT owner FROM shard_leases WHERE shard=?", (shard,))
    return bool(rows) and f":{pid}:" in str(rows[0][0])


async def pick_first(fake: FakeDiscord, user: FakeUser) -> None:
    """Pick the first option on the user's newest open picker, as a player would around a hand-back: after a pause
    when the bot says "try again" (the process that took its shard back commits the lease before it has loaded the
    shard's matches), on another picker when it says that one is "no longer open"."""
    stale: set[int] = set()
    for _ in range(20):
        open_ = [m for m in fake.dms(user) if m.custom_ids() and m.id not in stale]
        if not open_:
            return
        dm = open_[-1]
        answer = await choose(fake, user, dm, 0)
        await until(functools.partial(taken, dm, answer), f"{user.name}'s pick taken", timeout=20)
        text = answer.text().lower()
        if not dm.custom_ids() or "is over" in text:  # taken, or a picker left open when the match ended
            return
        if "no longer open" in text:
            stale.add(dm.id)
        elif "try again" in text:
            await asyncio.sleep(0.5)
        else:
            raise AssertionError(f"{user.name}'s pick refused: {answer.text()}")
    raise AssertionError(f"{user.name}'s pick was not taken in 20 tries")


def status(url: str, guild: int) -> str:
    rows = peek.rows(url, "SELECT status FROM matches WHERE guild_id=?", (str(guild),))
    return str(rows[0][0]) if rows else ""


async def test_a_killed_process_s_match_finishes_through_the_other(
    fake: FakeDiscord, postgres_url: str, tmp_path: Path
) -> None:
    owner, alice, bob = fake.add_user("owner"), fake.add_user("alice"), fake.add_user("bob")
    g0 = fake.add_guild("Shard zero", owner, shard=(0, 2))
    g1 = fake.add_guild("Shard one", owner, shard=(1, 2))
    channel = fake.add_channel(g0, "games")
    other = fake.add_channel(g1, "games")
    for guild in (g0, g1):
        fake.add_member(guild, alice)
        fake.add_member(guild, bob)
    guilds = f"{g0.id},{g1.id}"
    a = spawn(fake, postgres_url, 0, guilds, tmp_path / "a.log")
    b = spawn(fake, postgres_url, 1, guilds, tmp_path / "b.log")
    a2: subprocess.Popen[bytes] | None = None
    try:
        await until(lambda: fake.shards_connected() == [0, 1], "both processes on the gateway")
        await until(lambda: len(fake.guild_commands) == 2, "the slash commands of both processes")
        # A match on shard 1 (process b): Discord would deliver clicks in DMs to shard 0 (process a), so its
        # secret pickers come in its thread, where the clicks reach b.
        invite = await fake.slash(alice, "duel new", channel=other, opponent=bob)
        assert invite.original is not None, invite.text()
        await fake.click(bob, invite.original, next(c for c in invite.original.custom_ids() if c.endswith(":a")))
        (thread1,) = await until(lambda: fake.threads(other), "the shard-1 match's thread")
        pings = await until(
            lambda: [m for m in fake.channel_messages(thread1) if alice.mention in m.content and m.custom_ids()],
            "alice's secret picker in the thread",
        )
        assert pick_dm(fake, alice) is None  # not by DM
        answer = await choose(fake, alice, pings[-1], 0)
        assert answer.ephemeral and "Picked" in answer.text(), answer.text()
        invite = await fake.slash(alice, "duel new", channel=channel, opponent=bob)
        assert invite.original is not None, invite.text()
        accept = next(c for c in invite.original.custom_ids() if c.endswith(":a"))
        await fake.click(bob, invite.original, accept)
        dm = await until(lambda: pick_dm(fake, alice), "alice's pick by DM")
        picked = await choose(fake, alice, dm, 2)
        assert "Picked: Pick 3" in picked.text()  # acknowledged by process a ...
        (thread,) = fake.threads(channel)
        await until(lambda: any("alice `" in m.content for m in fake.channel_messages(thread)), "her lock-in shown")

        sessions = fake.identifies
        a.send_signal(signal.SIGKILL)  # ... which dies now, holding shard 0 and the match
        a.wait(timeout=30)
        await until(lambda: fake.shards_connected() == [1], "the gateway noticing the dead session")
        await until(lambda: fake.identifies > sessions and fake.shards_connected() == [0, 1], "b adopting shard 0")

        for turn in range(14):  # bob answers the open round through b, then both play the defaults to the end
            if status(postgres_url, g0.id) != "active":
                break
            if turn == 1:  # a round played through b: a restarts, and b hands shard 0 back to it
                a2 = spawn(fake, postgres_url, 0, guilds, tmp_path / "a2.log")
                home = functools.partial(held_by, postgres_url, 0, a2.pid)
                await until(home, "the restarted a holding shard 0")
                await until(lambda: fake.shards_connected() == [0, 1], "b's session of shard 0 closed, a2's open")
            for user in (bob, alice):
                await pick_first(fake, user)
            await until(lambda: pick_dm(fake, alice) or status(postgres_url, g0.id) != "active", "the next round")
        assert status(postgres_url, g0.id) == "finished"
        reveal = peek.rows(postgres_url, "SELECT payload FROM events WHERE kind='revealed' ORDER BY seq LIMIT 1")[0][0]
        assert '"a":3' in reveal.replace(" ", "")  # alice's pick, acknowledged by the killed process, was kept
        await until(lambda: "Seed revealed" in fake.channel_messages(thread)[-1].content, "the seed reveal")
        posted = fake.channel_messages(thread)
        nonces = [m.nonce for m in posted if m.nonce]
        assert len(nonces) == len(set(nonces)) == len(posted), "a notification was posted twice"
        lock_lines = [line for m in posted for line in m.content.splitlines() if line.startswith("🔒")]
        assert lock_lines and lock_lines[0].count("alice `") == 1, lock_lines  # her lock-in once, not re-sent
        for user in (alice, bob):  # one picker per decision: none posted again by the process that took over
            asked = [m.content.split("\n")[0] for m in fake.dms(user) if "secret decision" in m.content]
            assert len(asked) == len(set(asked)), asked
        assert "disconnecting shard 0 (handed back)" in (tmp_path / "b.log").read_text(errors="replace")
        assert a2 is not None and held_by(postgres_url, 0, a2.pid)  # the rounds after went through a2
    finally:
        processes = [p for p in (a, b, a2) if p is not None]
        for p in processes:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)
        for p in processes:
            try:
                p.wait(timeout=30)
            except subprocess.TimeoutExpired:
                p.kill()
    assert fake.violations == [], fake.violations
