"""/roll, /odds and /range: thin handlers over the pure quick tools (bot/quick). A bad request gets the tool's own
message with a correct example, ephemerally; a good one is answered in the channel for everyone to see."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord_bot.replies import say
from bot.discord_bot.translator import L

if TYPE_CHECKING:
    from bot.discord_bot.app import ModeratorBot

ROLL_GAMES = [app_commands.Choice(name=n, value=n) for n in ("xwing", "ia", "ti4", "swm", "dice")]


def register(bot: ModeratorBot) -> None:
    try:
        from bot.quick.common import QuickInputError
        from bot.quick.match_range import match_range
        from bot.quick.odds import odds_request
        from bot.quick.roll import roll as roll_dice
    except ImportError:  # the quick tools are not part of this checkout
        return

    @app_commands.command(name="roll", description=L("cmd.roll"))
    @app_commands.describe(game=L("opt.game"), request=L("opt.request"))
    @app_commands.choices(game=ROLL_GAMES)
    async def roll(interaction: discord.Interaction, game: str, request: str) -> None:
        try:
            result = roll_dice(game, request)
        except QuickInputError as exc:
            await say(interaction, str(exc))
            return
        await say(interaction, result.text(), ephemeral=False)

    @app_commands.command(name="odds", description=L("cmd.odds"))
    @app_commands.describe(request=L("opt.request"))
    async def odds(interaction: discord.Interaction, request: str) -> None:
        try:
            result = odds_request(request)
        except QuickInputError as exc:
            await say(interaction, str(exc))
            return
        await say(interaction, result.text(), ephemeral=False)

    @app_commands.command(name="range", description=L("cmd.range"))
    @app_commands.describe(a=L("opt.ship"), b=L("opt.ship"), match=L("opt.match"))
    async def range_(interaction: discord.Interaction, a: str, b: str, match: str | None = None) -> None:
        from bot.discord_bot.commands import find_match

        locale = await bot.router.locale(interaction)
        await interaction.response.defer(thinking=True)
        info = await find_match(bot, interaction, match, locale, players_only=False)
        if info is None:
            return
        try:
            result = match_range(await bot.engine.view(info.id, None), a, b)
        except QuickInputError as exc:
            await say(interaction, str(exc))
            return
        await say(interaction, result.text(), ephemeral=False)

    bot.tree.add_command(roll)
    bot.tree.add_command(odds)
    bot.tree.add_command(range_)
