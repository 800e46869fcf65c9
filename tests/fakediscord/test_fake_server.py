"""The fake Discord itself, driven by a tiny discord.py bot: the protocol surface and the rules it enforces."""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from tests.fakediscord import FakeDiscord, patch_discord


class Echo(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"echo:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"n={n}", custom_id=f"echo:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Echo:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(f"clicked {self.n}", ephemeral=True)


class MiniBot(commands.Bot):
    def __init__(self) -> None:
        super().__init__(
            command_prefix="!",
            intents=discord.Intents.default(),
            guild_ready_timeout=0.01,
            chunk_guilds_at_startup=False,
        )
        group = app_commands.Group(name="demo", description="demo commands")

        @group.command(name="hello", description="say hello")
        async def hello(interaction: discord.Interaction, who: discord.Member, times: int = 1) -> None:
            view = discord.ui.View(timeout=None)
            view.add_item(Echo(times))
            await interaction.response.send_message(f"hello {who.display_name} x{times}", view=view)

        @group.command(name="dm", description="DM me")
        async def dm(interaction: discord.Interaction) -> None:
            try:
                await interaction.user.send("secret")
                await interaction.response.send_message("sent", ephemeral=True)
            except discord.Forbidden as e:
                await interaction.response.send_message(f"closed {e.code}", ephemeral=True)

        @group.command(name="slow", description="too slow")
        async def slow(interaction: discord.Interaction) -> None:
            await asyncio.sleep(0.4)
            await interaction.response.send_message("late")

        @group.command(name="twice", description="answers twice")
        async def twice(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("one")
            try:
                await interaction.response.send_message("two")
            except discord.InteractionResponded:
                # discord.py guards itself; go around it to hit the server rule
                await interaction.followup.send("guarded")
            try:
                await interaction.client.http.request(
                    discord.http.Route("POST", f"/interactions/{interaction.id}/{interaction.token}/callback"),
                    json={"type": 4, "data": {"content": "two"}},
                )
            except discord.HTTPException as e:
                await interaction.followup.send(f"refused {e.code}")

        @group.command(name="board", description="picture in a thread")
        async def board(interaction: discord.Interaction) -> None:
            await interaction.response.defer(thinking=True)
            assert isinstance(interaction.channel, discord.TextChannel)
            thread = await interaction.channel.create_thread(name="match 1", type=discord.ChannelType.public_thread)
            await thread.send(
                "board", file=discord.File(io.BytesIO(b"\x89PNG fake"), "board.png", description="alt text")
            )
            await interaction.followup.send(f"thread {thread.id}")

        self.tree.add_command(group)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(Echo)


@pytest.fixture
async def world(monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[tuple[FakeDiscord, Any]]:
    fake = FakeDiscord()
    await fake.start()
    owner = fake.add_user("owner")
    guild = fake.add_guild("g", owner)
    chan = fake.add_channel(guild, "games")
    with patch_discord(fake):
        bot = MiniBot()
        task = asyncio.create_task(bot.start("fake-token"))
        await asyncio.wait_for(bot.wait_until_ready(), 5)
        bot.tree.copy_global_to(guild=discord.Object(guild.id))
        await bot.tree.sync(guild=discord.Object(guild.id))
        yield fake, (bot, owner, guild, chan)
        await bot.close()
        await task
    await fake.stop()


async def test_slash_button_dm_and_rules(world: tuple[FakeDiscord, Any]) -> None:
    fake, (_bot, owner, guild, chan) = world
    fake.response_deadline = 0.3
    friend = fake.add_user("friend", dm_closed=True)
    fake.add_member(guild, friend)
    inter = await fake.slash(owner, "demo hello", channel=chan, who=friend, times=3)
    assert inter.original is not None and inter.original.content == "hello friend x3"
    click = await fake.click(friend, inter.original, "echo:3")
    assert click.text() == "clicked 3" and click.ephemeral
    assert (await fake.slash(owner, "demo dm", channel=chan)).text() == "sent"
    assert fake.dms(owner)[-1].content == "secret"
    assert (await fake.slash(friend, "demo dm", channel=chan)).text() == "closed 50007"
    twice = await fake.slash(owner, "demo twice", channel=chan)
    await fake.wait_for(lambda: len(twice.followups) == 2)
    assert [m.content for m in twice.followups] == ["guarded", "refused 40060"]
    board = await fake.wait_settled(await fake.slash(owner, "demo board", channel=chan))
    (thread,) = fake.threads(chan)
    (picture,) = fake.channel_messages(thread)
    assert picture.attachments[0].filename == "board.png" and picture.attachments[0].description == "alt text"
    assert board.text() == f"thread {thread.id}"
    with pytest.raises(AssertionError, match="waiting for a response"):
        await fake.slash(owner, "demo slow", channel=chan)
    await asyncio.sleep(0.2)
    assert fake.violations and "after" in fake.violations[0]
    assert not fake.unknown_routes


async def test_enforce_nonce_returns_the_message_already_created(world: tuple[FakeDiscord, Any]) -> None:
    """Discord: with enforce_nonce (discord.py sends it with every nonce), a nonce the same author used in the same
    channel within minutes returns that message instead of creating one; a nonce is at most 25 characters."""
    fake, (bot, owner, _guild, chan) = world
    channel = bot.get_channel(chan.id)
    first = await channel.send("one", nonce="k1")
    again = await channel.send("one, resent", nonce="k1")
    other = await channel.send("two", nonce="k2")
    assert again.id == first.id and again.content == "one" and other.id != first.id
    elsewhere = await (await bot.fetch_user(owner.id)).send("one", nonce="k1")  # another channel: a new message
    assert elsewhere.id != first.id
    assert [m.content for m in fake.channel_messages(chan)] == ["one", "two"] and fake.nonce_hits == 1
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send("long", nonce="x" * 26)
    assert refused.value.code == 50035
    fake.nonce_window = 0.0  # minutes later Discord has forgotten the nonce
    assert (await channel.send("one", nonce="k1")).id != first.id
