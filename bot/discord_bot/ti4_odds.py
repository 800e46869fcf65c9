"""/ti4 odds attacker defender [nebula]: the exact odds of a TI4 space combat (bot/games/ti4/odds.py) as an embed.

The computation runs in a worker thread. Small fleets (and bad input, refused before any solving) come back
within QUICK_ANSWER_S and are answered directly — a refusal ephemerally; a larger one is deferred first so
Discord's 3-second limit is never broken, and the embed follows when it is ready.
"""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.core.protocol import RuleError
from bot.discord_bot.replies import say
from bot.discord_bot.translator import L
from bot.i18n import t

if TYPE_CHECKING:
    from bot.discord_bot.app import ModeratorBot
    from bot.games.ti4.odds import OddsResult

QUICK_ANSWER_S = 1.0  # wait this long for the answer before deferring (well inside Discord's 3 s)


def odds_embed(result: OddsResult, attacker: str, defender: str, nebula: bool, locale: str) -> discord.Embed:
    def fleet(seat: str) -> str:
        parts = [f"{v:.2f} {result.names[seat][u]}" for u, v in result.survivors[seat].items() if v >= 0.005]
        return ", ".join(parts) or t("ti4odds.nothing", locale)

    title = t("ti4odds.title", locale) + (f" · {t('ti4odds.nebula', locale)}" if nebula else "")
    embed = discord.Embed(title=title, description=f"**{attacker}** ⚔ **{defender}**"[:4000])
    embed.add_field(name=t("ti4odds.attacker", locale), value=f"{result.attacker_win:.2%}")
    embed.add_field(name=t("ti4odds.defender", locale), value=f"{result.defender_win:.2%}")
    embed.add_field(name=t("ti4odds.draw", locale), value=f"{result.draw:.2%}")
    embed.add_field(name=t("ti4odds.survivors_attacker", locale), value=fleet("attacker")[:1024], inline=False)
    embed.add_field(name=t("ti4odds.survivors_defender", locale), value=fleet("defender")[:1024], inline=False)
    if result.no_combat > 1e-9:
        embed.set_footer(text=t("ti4odds.no_combat", locale, p=f"{result.no_combat:.2%}"))
    return embed


async def answer_odds(
    bot: ModeratorBot, interaction: discord.Interaction, attacker: str, defender: str, nebula: bool
) -> None:
    from bot.games.ti4.odds import odds

    locale = await bot.router.locale(interaction)
    work = asyncio.ensure_future(asyncio.to_thread(odds, attacker, defender, nebula=nebula))
    done, _ = await asyncio.wait({work}, timeout=QUICK_ANSWER_S)
    if not done:
        await interaction.response.defer(thinking=True)
    try:
        result = await work
    except RuleError as exc:  # bad fleets are refused before any solving, so this is still the first response
        await say(interaction, t("ti4odds.bad", locale, reason=str(exc)))
        return
    embed = odds_embed(result, attacker.strip(), defender.strip(), nebula, locale)
    if interaction.response.is_done():
        await interaction.followup.send(embed=embed)
    else:
        await interaction.response.send_message(embed=embed)


def register(bot: ModeratorBot) -> None:
    """Adds `odds` to the /ti4 group (created here when the TI4 match commands are not registered)."""
    group = bot.tree.get_command("ti4")
    if not isinstance(group, app_commands.Group):
        group = app_commands.Group(name="ti4", description=L("cmd.ti4"))
        bot.tree.add_command(group)

    @group.command(name="odds", description=L("cmd.ti4.odds"))
    @app_commands.describe(attacker=L("opt.odds_attacker"), defender=L("opt.odds_defender"), nebula=L("opt.nebula"))
    async def ti4_odds(interaction: discord.Interaction, attacker: str, defender: str, nebula: bool = False) -> None:
        await answer_odds(bot, interaction, attacker, defender, nebula)
