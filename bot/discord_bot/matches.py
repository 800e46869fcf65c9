"""The match a command is about: named, or the user's only live match in this channel or its thread."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

from bot.discord_bot.replies import refuse, say
from bot.engine.types import MatchInfo
from bot.i18n import t

if TYPE_CHECKING:
    from bot.discord_bot.host import Host


async def find_match(
    bot: Host, interaction: discord.Interaction, match: str | None, locale: str, *, players_only: bool = True
) -> MatchInfo | None:
    """The match a command is about: named, or the user's only live match in this channel or its thread."""
    engine = bot.engine
    if match:
        try:
            return await engine.info(match)
        except Exception as exc:
            await refuse(interaction, exc, locale, match)
            return None
    here = interaction.channel_id
    parent = getattr(interaction.channel, "parent_id", None)
    user = None if not players_only else interaction.user.id
    found = [
        m
        for m in await engine.list_matches(user_id=user)
        if str(here) in (m.channel_id, m.meta.get("thread_id"))
        or (parent and str(parent) == m.channel_id and m.meta.get("thread_id") == str(here))
    ]
    if not found:
        await say(interaction, t("err.no_match_here", locale))
        return None
    in_thread = [m for m in found if m.meta.get("thread_id") == str(here)]
    if len(in_thread) == 1:
        return in_thread[0]
    if len(found) > 1:
        await say(interaction, t("err.several_matches", locale, ids=", ".join(m.id for m in found)))
        return None
    return found[0]
