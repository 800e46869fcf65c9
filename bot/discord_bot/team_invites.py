"""Team challenges (X-Wing team play): every invited player accepts; the match starts with the last acceptance.

The invitation's state (who is invited, who has accepted, the squads) travels in the invite message's packed
options field, like a two-player challenge's, so it survives restarts. Which seat each user takes is the game's
rule (its declared `team_seats`, bot.core.declared); this module only checks Discord facts (who clicked, which message).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import discord

from bot.core import declared
from bot.discord_bot import invite_store
from bot.discord_bot.components import OPTIONS_FIELD
from bot.discord_bot.pick_form import SquadModal
from bot.discord_bot.replies import say
from bot.i18n import t

if TYPE_CHECKING:
    from bot.discord_bot.host import Routes


def team_spec(first_side: str, first: list[int], second: list[int]) -> dict[str, Any]:
    """`first` = the challenger and his teammates (flying `first_side`), `second` = the opponents."""
    return {"side": first_side, "first": [str(u) for u in first], "second": [str(u) for u in second], "accepted": []}


def invitees(team: dict[str, Any]) -> list[str]:
    return [*team["first"][1:], *team["second"]]


def mentions(users: list[str]) -> str:
    return ", ".join(f"<@{u}>" for u in users)


def needs_squad(spec: dict[str, Any], user: str) -> bool:
    """The first opponent pastes the other side's XWS squad when the challenger gave his side's."""
    squads: dict[str, Any] = spec.get("squads") or {}
    return "entries" in squads and user == spec["team"]["second"][0]


async def answer(
    router: Routes,
    interaction: discord.Interaction,
    spec: dict[str, Any],
    message: discord.Message,
    accept: bool,
    locale: str,
) -> None:
    team, user = spec["team"], str(interaction.user.id)
    if user not in invitees(team):
        await say(interaction, t("invite.only_opponent", locale, opponent=mentions(invitees(team))))
        return
    if not accept:
        await interaction.response.edit_message(
            content=t("invite.declined", locale, opponent=f"<@{user}>", challenger=f"<@{team['first'][0]}>"),
            embed=None,
            view=None,
        )
        return
    if user in team["accepted"]:
        await say(interaction, t("invite.team_already", locale))
        return
    if needs_squad(spec, user):
        await interaction.response.send_modal(
            SquadModal(router, spec, int(team["first"][0]), int(user), message, locale)
        )
        return
    await accepted(router, interaction, spec, message, locale)


async def accepted(
    router: Routes, interaction: discord.Interaction, spec: dict[str, Any], message: discord.Message, locale: str
) -> None:
    """Record one acceptance (with the squads chosen so far); start the match when everyone has accepted."""
    team = spec["team"]
    team["accepted"] = [*team["accepted"], str(interaction.user.id)]
    if sorted(team["accepted"]) == sorted(invitees(team)):
        team_play = declared.teams(router.engine.game(spec["game"]))
        assert team_play is not None, "only a game with team play packs a team into its invitation"
        seats = team_play.team_seats(team["side"], team["first"], team["second"])
        await router.create_from_invite(interaction, spec, seats, message, locale)
        return
    embed = message.embeds[0].copy()
    ref = invite_store.ref_of(message)
    if ref is not None:
        await invite_store.save(router.engine, ref, spec)  # who has accepted so far
    else:  # an invitation posted before the kv store: the acceptances stay in its field
        embed.clear_fields()
        embed.add_field(name=OPTIONS_FIELD, value=f"`{json.dumps(spec, separators=(',', ':'))}`")
    waiting = [u for u in invitees(team) if u not in team["accepted"]]
    content = t("invite.team_waiting", locale, accepted=mentions(team["accepted"]), waiting=mentions(waiting))
    await interaction.response.edit_message(content=content, embed=embed)
