"""/roll, /odds and /range: thin handlers over the pure quick tools (bot/quick). A bad request gets the tool's own
message with a correct example, ephemerally, and nothing is posted; a good one is answered in the channel with a
compact embed and its picture (dice icons, the odds bar chart, the board cropped around the measured line), drawn
off the event loop (bot/discord_bot/quick_embeds.py). They run on the quick pool (bot/quick/workers.py), which
heavy requests (/ti4 odds) never use."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TYPE_CHECKING, TypeVar

import discord
from discord import app_commands

from bot.discord_bot.quick_embeds import Card, odds_card, range_card, roll_card
from bot.discord_bot.replies import say
from bot.discord_bot.translator import L
from bot.i18n import language
from bot.quick import workers

if TYPE_CHECKING:
    from bot.discord_bot.host import Host
    from bot.quick.match_range import MatchRange

ROLL_GAMES = [app_commands.Choice(name=n, value=n) for n in ("xwing", "ia", "ti4", "swm", "dice")]
QUICK_BUDGET = 1.5  # seconds a check may take before the answer is deferred (Discord allows 3 for the first reply)
T = TypeVar("T")


async def checked(interaction: discord.Interaction, work: Awaitable[T]) -> T:
    """Run a request's parse-and-compute; defer publicly only if it outlasts QUICK_BUDGET. The tools validate before
    computing, so a bad request fails within the budget and its refusal is still the (ephemeral) first reply."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=QUICK_BUDGET)
    if not done and not interaction.response.is_done():
        await interaction.response.defer(thinking=True)
    return await task


async def post(interaction: discord.Interaction, card: Awaitable[Card]) -> None:
    """Defer (drawing may take a while), then post the embed with its picture for everyone."""
    if not interaction.response.is_done():
        await interaction.response.defer(thinking=True)
    made = await card
    await interaction.followup.send(embed=made.embed(), file=made.file())


def register(bot: Host) -> None:
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
        locale = await bot.router.locale(interaction)
        try:
            result = await checked(interaction, workers.quick_pool().run(roll_dice, game, request))
        except QuickInputError as exc:
            await say(interaction, exc.text(language(locale)))
            return
        await post(interaction, workers.quick_pool().run(roll_card, result, locale))

    @app_commands.command(name="odds", description=L("cmd.odds"))
    @app_commands.describe(request=L("opt.request"))
    async def odds(interaction: discord.Interaction, request: str) -> None:
        locale = await bot.router.locale(interaction)
        try:  # exact odds for 20 dice a side take seconds: computed in a thread
            result = await checked(interaction, workers.quick_pool().run(odds_request, request))
        except QuickInputError as exc:
            await say(interaction, exc.text(language(locale)))
            return
        await post(interaction, workers.quick_pool().run(odds_card, result, locale))

    @app_commands.command(name="range", description=L("cmd.range"))
    @app_commands.describe(a=L("opt.ship"), b=L("opt.ship"), match=L("opt.match"))
    async def range_(interaction: discord.Interaction, a: str, b: str, match: str | None = None) -> None:
        from bot.discord_bot.matches import find_match

        locale = await bot.router.locale(interaction)

        async def measure() -> MatchRange | None:
            info = await find_match(bot, interaction, match, locale, players_only=False)
            if info is None:
                return None  # find_match has answered why
            return await workers.quick_pool().run(match_range, await bot.engine.view(info.id, None), a, b)

        try:
            result = await checked(interaction, measure())
        except QuickInputError as exc:
            await say(interaction, exc.text(language(locale)))
            return
        if result is None:
            return

        async def card(measured: MatchRange) -> Card:
            picture = await asyncio.to_thread(bot.render_pool.render, "xwing", measured.view, "action", locale)
            if picture is None:
                raise RuntimeError("no X-Wing renderer")
            return range_card(measured, picture, locale)

        await post(interaction, card(result))

    bot.tree.add_command(roll)
    bot.tree.add_command(odds)
    bot.tree.add_command(range_)
