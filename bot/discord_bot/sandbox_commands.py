"""/sandbox ...: an X-Wing sandbox table per channel, outside any match. Thin handlers over the pure
bot/quick/sandbox.py: parse the options, apply the operation, store the new table, post a picture.

Each channel's table is a JSON value in the engine's kv table (scope "sandbox", key the channel id), so it
survives a restart; a copy is cached in memory. Operations on one channel run one at a time (a lock held only
for load, apply, store; drawing happens outside it, in the render processes). A malformed request or one the
table refuses gets an ephemeral answer and changes nothing; a change is answered in the channel with the
operation's explanation and a picture.
"""

from __future__ import annotations

import asyncio
import io
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.discord_bot.quick_embeds import fields_text
from bot.discord_bot.replies import say
from bot.discord_bot.translator import L
from bot.i18n import language, t
from bot.quick import sandbox as sb
from bot.quick import workers
from bot.quick.common import QuickInputError
from bot.quick.sandbox_commands import run_command
from bot.quick.texts import local

if TYPE_CHECKING:
    from bot.discord_bot.host import Host

SCOPE = "sandbox"
BASE_CHOICES = [
    app_commands.Choice(name=L("choice.small"), value="small"),
    app_commands.Choice(name=L("choice.large"), value="large"),
]
SIDE_CHOICES = [
    app_commands.Choice(name=L("choice.left"), value="left"),
    app_commands.Choice(name=L("choice.right"), value="right"),
]
Operation = Callable[[sb.State], sb.SandboxResult]


def stored_table(value: Any) -> sb.State:
    """A stored value as a sandbox table; anything unreadable starts an empty table."""
    if isinstance(value, dict) and isinstance(value.get("ships"), list) and isinstance(value.get("obstacles"), list):
        return value
    return sb.new_sandbox()


class SandboxTables:
    """The per-channel tables: cached, stored through the engine, changed one operation at a time."""

    def __init__(self, bot: Host) -> None:
        self.bot = bot
        self._cache: dict[str, sb.State] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    async def _load(self, key: str) -> sb.State:
        if key not in self._cache:
            self._cache[key] = stored_table(await self.bot.engine.get_value(SCOPE, key))
        return self._cache[key]

    async def run(self, interaction: discord.Interaction, op: Operation) -> None:
        locale = await self.bot.router.locale(interaction)
        if interaction.channel_id is None:
            await say(interaction, t("err.guild_only", locale))
            return
        key = str(interaction.channel_id)
        async with self._locks.setdefault(key, asyncio.Lock()):
            state = await self._load(key)
            try:
                result = await workers.quick_pool().run(op, state)  # never behind heavy work
            except QuickInputError as exc:
                await say(interaction, t("sandbox.bad", locale, reason=exc.text(language(locale))))
                return
            if not result.ok:
                await say(interaction, t("sandbox.refused", locale, reason=local(result.message, language(locale))))
                return
            await interaction.response.defer(thinking=True)  # storing and drawing may take more than 3 s
            if result.state != state:
                await self.bot.engine.set_value(SCOPE, key, result.state)
                self._cache[key] = result.state
        await self._post(interaction, result, locale)

    async def _post(self, interaction: discord.Interaction, result: sb.SandboxResult, locale: str) -> None:
        view = result.view()
        crop = "action" if view.get("last_move") or view.get("last_attack") else None
        picture = await asyncio.to_thread(self.bot.render_pool.render, "xwing", view, crop, locale)
        state = result.state
        embed = discord.Embed(
            title=t("sandbox.title", locale), description=fields_text(result.message, result.fields, locale)[:4000]
        )
        embed.set_footer(
            text=t(
                "sandbox.footer",
                locale,
                ships=len(state["ships"]),
                asteroids=len(state["obstacles"]),
                undo=len(state.get("undo", [])),
            )
        )
        files = []
        if picture is not None:
            name, data = picture.files[0]
            files.append(discord.File(io.BytesIO(data), name, description=picture.alt[:1024] or None))
            embed.set_image(url=f"attachment://{name}")
        await interaction.followup.send(embed=embed, files=files, allowed_mentions=discord.AllowedMentions.none())


def sandbox_group(bot: Host) -> app_commands.Group:
    tables = SandboxTables(bot)
    group = app_commands.Group(name="sandbox", description=L("cmd.sandbox"))

    @group.command(name="place", description=L("cmd.sandbox.place"))
    @app_commands.describe(
        ship=L("opt.sb_id"),
        type=L("opt.sb_type"),
        x=L("opt.sb_x"),
        y=L("opt.sb_y"),
        heading=L("opt.sb_heading"),
        base=L("opt.sb_base"),
    )
    @app_commands.choices(base=BASE_CHOICES)
    async def place(
        interaction: discord.Interaction,
        ship: str,
        type: str,
        x: float,
        y: float,
        heading: float = 0.0,
        base: str | None = None,
    ) -> None:
        await tables.run(interaction, lambda s: sb.place_ship(s, ship, type, x, y, heading, base))

    @group.command(name="near", description=L("cmd.sandbox.near"))
    @app_commands.describe(
        ship=L("opt.sb_id"),
        type=L("opt.sb_type"),
        anchor=L("opt.sb_anchor"),
        forward=L("opt.sb_forward"),
        right=L("opt.sb_right"),
        heading=L("opt.sb_turn"),
        base=L("opt.sb_base"),
    )
    @app_commands.choices(base=BASE_CHOICES)
    async def near(
        interaction: discord.Interaction,
        ship: str,
        type: str,
        anchor: str,
        forward: float = 0.0,
        right: float = 0.0,
        heading: float = 0.0,
        base: str | None = None,
    ) -> None:
        await tables.run(
            interaction,
            lambda s: sb.place_relative(s, ship, type, anchor.strip().lower(), forward, right, heading, base),
        )

    @group.command(name="asteroid", description=L("cmd.sandbox.asteroid"))
    @app_commands.describe(
        shape=L("opt.sb_shape"), x=L("opt.sb_x"), y=L("opt.sb_y"), rotation=L("opt.sb_rotation"), id=L("opt.sb_id")
    )
    async def asteroid(
        interaction: discord.Interaction, shape: str, x: float, y: float, rotation: float = 0.0, id: str | None = None
    ) -> None:
        await tables.run(interaction, lambda s: sb.add_asteroid(s, shape, x, y, rotation, id))

    @group.command(name="move", description=L("cmd.sandbox.move"))
    @app_commands.describe(ship=L("opt.sb_ship"), maneuver=L("opt.sb_maneuver"), preview=L("opt.sb_preview"))
    async def move(interaction: discord.Interaction, ship: str, maneuver: str, preview: bool = False) -> None:
        await tables.run(interaction, lambda s: sb.move(s, ship, maneuver, preview=preview))

    @group.command(name="roll", description=L("cmd.sandbox.roll"))
    @app_commands.describe(ship=L("opt.sb_ship"), side=L("opt.sb_side"), slide=L("opt.sb_slide"))
    @app_commands.choices(side=SIDE_CHOICES)
    async def roll(interaction: discord.Interaction, ship: str, side: str, slide: str = "centre") -> None:
        await tables.run(interaction, lambda s: sb.barrel_roll(s, ship, side, slide))

    @group.command(name="check", description=L("cmd.sandbox.check"))
    @app_commands.describe(a=L("opt.sb_ship"), b=L("opt.sb_ship"))
    async def check(interaction: discord.Interaction, a: str, b: str) -> None:
        await tables.run(interaction, lambda s: sb.check(s, a, b))

    @group.command(name="remove", description=L("cmd.sandbox.remove"))
    @app_commands.describe(item=L("opt.sb_item"))
    async def remove(interaction: discord.Interaction, item: str) -> None:
        await tables.run(interaction, lambda s: sb.remove(s, item))

    @group.command(name="undo", description=L("cmd.sandbox.undo"))
    async def undo(interaction: discord.Interaction) -> None:
        await tables.run(interaction, sb.undo)

    @group.command(name="reset", description=L("cmd.sandbox.reset"))
    async def reset(interaction: discord.Interaction) -> None:
        await tables.run(interaction, sb.reset)

    @group.command(name="show", description=L("cmd.sandbox.show"))
    async def show(interaction: discord.Interaction) -> None:
        await tables.run(interaction, sb.describe)

    @group.command(name="do", description=L("cmd.sandbox.do"))
    @app_commands.describe(line=L("opt.sb_command"))
    async def do(interaction: discord.Interaction, line: str) -> None:
        await tables.run(interaction, lambda s: run_command(s, line))

    return group


def register(bot: Host) -> None:
    bot.tree.add_command(sandbox_group(bot))
