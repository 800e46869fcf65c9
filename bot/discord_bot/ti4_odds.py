"""/ti4 odds attacker defender [nebula] [space docks]: the exact odds of a TI4 space combat (bot/games/ti4/odds.py)
as an embed.

The fleets are checked first on the quick pool (bad input and fleets over the state limit are refused at once,
ephemerally). The solve runs in a worker process of the heavy pool (bot/quick/workers.py): time and memory
limits, cancelled with its request, a limit per user and in total; quick commands never wait behind it. An answer
that is not ready within QUICK_ANSWER_S is deferred first so Discord's 3-second limit is never broken.
"""

from __future__ import annotations

import asyncio
import functools
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot.core.protocol import RuleError
from bot.discord_bot import gametext
from bot.discord_bot.replies import say
from bot.discord_bot.translator import L
from bot.i18n import language, t
from bot.quick import workers

if TYPE_CHECKING:
    from bot.discord_bot.host import Host
    from bot.quick.ti4_odds import OddsResult

QUICK_ANSWER_S = 1.0  # wait this long for the answer before deferring (well inside Discord's 3 s)
INLINE_STATES = 100  # fleets of at most this many fleet states solve within milliseconds (e.g. 3 cruisers vs 2)


def odds_embed(result: OddsResult, attacker: str, defender: str, nebula: bool, locale: str) -> discord.Embed:
    def fleet(seat: str) -> str:  # the units in the reader's language: «0,50 крейсера I»
        parts = [gametext.localize("ti4", m, "", locale) for m in result.said.get(seat, [])]
        if not all(parts):  # a result without its messages (or one that cannot be rendered): as the game wrote it
            parts = [f"{v:.2f} {result.names[seat][u]}" for u, v in result.survivors[seat].items() if v >= 0.005]
        return ", ".join(parts) or t("ti4odds.nothing", locale)

    title = t("ti4odds.title", locale) + (f" · {t('ti4odds.nebula', locale)}" if nebula else "")
    said = result.notes_said if len(result.notes_said) == len(result.notes) else [None] * len(result.notes)
    # e.g. a fleet over capacity, answered anyway (rule 16), in the reader's language
    notes = "".join(f"\n⚠ {gametext.localize('ti4', m, n, locale)}" for m, n in zip(said, result.notes, strict=True))
    embed = discord.Embed(title=title, description=f"**{attacker}** ⚔ **{defender}**{notes}"[:4000])
    embed.add_field(name=t("ti4odds.attacker", locale), value=_pct(result.attacker_win, locale))
    embed.add_field(name=t("ti4odds.defender", locale), value=_pct(result.defender_win, locale))
    embed.add_field(name=t("ti4odds.draw", locale), value=_pct(result.draw, locale))
    embed.add_field(name=t("ti4odds.survivors_attacker", locale), value=fleet("attacker")[:1024], inline=False)
    embed.add_field(name=t("ti4odds.survivors_defender", locale), value=fleet("defender")[:1024], inline=False)
    if result.no_combat > 1e-9:
        embed.set_footer(text=t("ti4odds.no_combat", locale, p=_pct(result.no_combat, locale)))
    return embed


def _pct(p: float, locale: str) -> str:
    """A probability as a percentage with two decimals, per locale («70,45 %»)."""
    return t("ti4odds.pct", locale, x=round(p * 100, 2))


def _side(fleet: str, dock: bool) -> dict[str, Any]:
    return {"fleet": fleet, "space_dock": True} if dock else {"fleet": fleet}


async def answer_odds(
    bot: Host,
    interaction: discord.Interaction,
    attacker: str,
    defender: str,
    nebula: bool,
    docks: tuple[bool, bool] = (False, False),
) -> None:
    from bot.quick.ti4_odds import prepare, solve

    locale = await bot.router.locale(interaction)
    try:  # parse and count the fleet states: quick, and refused before any solving
        plan = await workers.quick_pool().run(
            functools.partial(prepare, _side(attacker, docks[0]), _side(defender, docks[1]), nebula=nebula)
        )
    except RuleError as exc:
        await say(interaction, t("ti4odds.bad", locale, reason=gametext.rule_error(exc, locale)))
        return
    if plan.states <= INLINE_STATES:  # milliseconds of work: solved on the quick pool, no worker to start
        work = asyncio.ensure_future(workers.quick_pool().run(solve, plan))
    else:
        work = asyncio.ensure_future(workers.heavy_pool().run(str(interaction.user.id), solve, plan))
    done, _ = await asyncio.wait({work}, timeout=QUICK_ANSWER_S)
    if not done:
        await interaction.response.defer(thinking=True)
    try:
        result = await work
    except workers.HeavyRefused as exc:
        await say(interaction, t("ti4odds.busy", locale, reason=exc.text(language(locale))))
        return
    except RuleError as exc:
        await say(interaction, t("ti4odds.bad", locale, reason=gametext.rule_error(exc, locale)))
        return
    embed = odds_embed(result, attacker.strip(), defender.strip(), nebula, locale)
    if interaction.response.is_done():
        await interaction.followup.send(embed=embed)
    else:
        await interaction.response.send_message(embed=embed)


def register(bot: Host) -> None:
    """Adds `odds` to the /ti4 group (created here when the TI4 match commands are not registered)."""
    group = bot.tree.get_command("ti4")
    if not isinstance(group, app_commands.Group):
        group = app_commands.Group(name="ti4", description=L("cmd.ti4"))
        bot.tree.add_command(group)

    @group.command(name="odds", description=L("cmd.ti4.odds"))
    @app_commands.describe(
        attacker=L("opt.odds_attacker"),
        defender=L("opt.odds_defender"),
        nebula=L("opt.nebula"),
        attacker_space_dock=L("opt.attacker_space_dock"),
        defender_space_dock=L("opt.defender_space_dock"),
    )
    async def ti4_odds(
        interaction: discord.Interaction,
        attacker: str,
        defender: str,
        nebula: bool = False,
        attacker_space_dock: bool = False,
        defender_space_dock: bool = False,
    ) -> None:
        await answer_odds(bot, interaction, attacker, defender, nebula, (attacker_space_dock, defender_space_dock))
