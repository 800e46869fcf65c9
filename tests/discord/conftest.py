"""End-to-end fixtures: the real discord.py client (our bot) against the fake Discord, with a real SQLite engine
under a fake clock. `harness.restart()` stops the bot and starts a fresh process-like instance on the same
database, so persistent buttons and timers can be checked after a restart."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from bot.core.protocol import Game
from bot.discord_bot.app import ModeratorBot, make_engine
from bot.discord_bot.settings import Settings
from bot.engine.clock import FakeClock
from bot.games import registry
from tests.fakediscord import FakeChannel, FakeDiscord, FakeGuild, FakeInteraction, FakeMessage, FakeUser, patch_discord
from tests.support.duel import GAME as DUEL


def games(name: str) -> Game:
    return DUEL if name == "duel" else registry.get(name)


@dataclass
class Harness:
    fake: FakeDiscord
    db: Path
    clock: FakeClock
    guild: FakeGuild
    channel: FakeChannel
    owner: FakeUser
    alice: FakeUser
    bob: FakeUser
    games: tuple[str, ...] = ("duel", "xwing")
    bot: ModeratorBot | None = None
    task: asyncio.Task[None] | None = None
    errors: list[BaseException] = field(default_factory=list)

    async def start(self) -> ModeratorBot:
        settings = Settings(
            token="fake-token",
            database=self.db,
            guild_ids=(self.guild.id,),
            default_locale="en",
            api_base=self.fake.api_base,  # DISCORD_API_BASE / DISCORD_GATEWAY_URL: how the bot is pointed at the fake
            gateway_url=self.fake.gateway_url,
        )
        engine = make_engine(settings, clock=self.clock, games=games, poll=False)  # tests call engine.tick()
        bot = ModeratorBot(settings, engine=engine, games=self.games, guild_ready_timeout=0.01)
        self.bot = bot
        self.task = asyncio.create_task(bot.start("fake-token"))
        ready = asyncio.create_task(bot.wait_until_ready())
        await asyncio.wait({ready, self.task}, timeout=10, return_when=asyncio.FIRST_COMPLETED)
        if self.task.done():
            ready.cancel()
            self.task.result()  # the bot failed to start: show why
        assert ready.done(), "the bot did not become ready"
        await bot.sync_commands()
        return bot

    async def stop(self) -> None:
        assert self.bot is not None and self.task is not None
        await self.bot.close()
        await asyncio.gather(self.task, return_exceptions=True)
        self.bot = self.task = None

    async def restart(self) -> ModeratorBot:
        await self.stop()
        return await self.start()

    @property
    def engine(self) -> Any:
        assert self.bot is not None
        return self.bot.engine

    async def settle(self) -> None:
        """Let the engine hand every queued notification and render to the presenter."""
        await self.engine.drain()
        await asyncio.sleep(0.05)


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    fake = FakeDiscord()
    await fake.start()
    owner = fake.add_user("owner")
    guild = fake.add_guild("Tabletop", owner)
    channel = fake.add_channel(guild, "games")
    alice = fake.add_user("alice")
    bob = fake.add_user("bob", dm_closed=True, locale="ru")
    fake.add_member(guild, alice)
    fake.add_member(guild, bob)
    h = Harness(fake, tmp_path / "matches.sqlite3", FakeClock(), guild, channel, owner, alice, bob)
    with patch_discord(fake):  # puts discord.py's endpoints back afterwards
        await h.start()
        try:
            yield h
        finally:
            if h.bot is not None:
                await h.stop()
            await fake.stop()
    assert fake.violations == [], fake.violations
    assert fake.unknown_routes == [], fake.unknown_routes


async def start_duel(h: Harness, **options: Any) -> tuple[str, FakeChannel]:
    """alice challenges bob to a duel, bob accepts; returns the match id and its thread."""
    invite = await h.fake.slash(h.alice, "duel new", channel=h.channel, opponent=h.bob, **options)
    assert invite.original is not None, invite.text()
    accept = next(c for c in invite.original.custom_ids() if c.endswith(":a"))
    await h.fake.click(h.bob, invite.original, accept)
    await h.settle()
    (thread,) = h.fake.threads(h.channel)
    matches = await h.engine.list_matches()
    return matches[-1].id, thread


async def pick(h: Harness, user: FakeUser, message: FakeMessage, index: int, *, wait: bool = True) -> FakeInteraction:
    """Choose the `index`-th option of the first decision on `message`: its select's option (secret decisions
    always come as one select per decision) or, for buttons, the `index`-th button."""
    first = message.custom_ids()[0]
    component = message.component(first) or {}
    if component.get("type") == 3:
        value = component["options"][index]["value"]
        return await h.fake.select(user, message, first, [value], wait=wait)
    return await h.fake.click(user, message, message.custom_ids()[index], wait=wait)


def decision_pings(h: Harness, thread: FakeChannel, user: FakeUser) -> list[FakeMessage]:
    """The thread messages pinging `user` with a decision on them."""
    return [m for m in h.fake.channel_messages(thread) if user.mention in m.content and m.custom_ids()]
